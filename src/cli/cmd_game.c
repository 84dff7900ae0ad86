/* cmd_game.c - `klopf game`: judge and book one game of the rubber. */
#include <stdlib.h>
#include <string.h>

#include "cli_booked.h"
#include "cli_decl.h"
#include "cli_rubber.h"

/* The options of `klopf game`, indexing opts[] in the order of its
 * help. */
enum {
	GAME_KNOCK,
	GAME_RUMMY,
	GAME_GIN,
	GAME_BIG_GIN,
	GAME_DEAD,
	GAME_OUT,
	GAME_CLAIM,
	GAME_SHOWDOWN,
	GAME_AT_ONCE,
	GAME_BLOCK,
	GAME_UPCARD,
	GAME_JSON,
	GAME_NOPTS
};

static const kl_opt opts[GAME_NOPTS] = {
	[GAME_KNOCK] = {
		.name = "knock", .short_name = 'k',
		.help = N_("the declarer knocked"),
	},
	[GAME_RUMMY] = {
		.name = "rummy", .short_name = 'R',
		.help = N_("the declarer called rummy"),
	},
	[GAME_GIN] = {
		.name = "gin",
		.help = N_("gin: the knocker went gin"),
	},
	[GAME_BIG_GIN] = {
		.name = "big-gin",
		.help = N_("gin: the knocker went big gin (all eleven cards in "
		           "melds)"),
	},
	[GAME_DEAD] = {
		.name = "dead",
		.help = N_("gin: a dead hand (nobody knocked; no hands)"),
	},
	[GAME_OUT] = {
		.name = "out",
		.help = N_("the player named went out, melding the whole hand "
		           "(boat-house, continental, nowrang, queen-city, "
		           "double-rum)"),
	},
	[GAME_CLAIM] = {
		.name = "claim",
		.help = N_("phom: the player named claims ù"),
	},
	[GAME_SHOWDOWN] = {
		.name = "showdown",
		.help = N_("phom: nobody claimed ù; every hand goes to the "
		           "showdown (no NAME first)"),
	},
	[GAME_AT_ONCE] = {
		.name = "at-once",
		.help = N_("the melding games: the player named went out at "
		           "once, laying the whole hand in one turn (with --out "
		           "or alone)"),
	},
	[GAME_BLOCK] = {
		.name = "block",
		.help = N_("block rummy: nobody went out; every hand counts (no "
		           "NAME first)"),
	},
	[GAME_UPCARD] = {
		.name = "upcard", .short_name = 'u', .arg = N_("CARD"),
		.help = N_("oklahoma gin: the hand's first upcard"),
	},
	[GAME_JSON] = {
		.name = "json",
		.help = N_("print the booked game as JSON"),
	},
};

/* How the declarer went out, from the options: the declaration of the
 * one given, or NULL when none or more than one is. */
static const kl_decl *
decl_of(kl_cli *cli)
{
	const kl_decl *d;
	int index;

	int n = kl_cli_decl_given(cli, opts, GAME_NOPTS, &d, &index);

	/* --out --at-once: going out, at once */
	if (n == 2 && kl_cli_opt(cli, GAME_OUT)->count == 1 &&
	    kl_cli_opt(cli, GAME_AT_ONCE)->count == 1)
		return kl_cli_decl_option(opts[GAME_AT_ONCE].name);
	return n == 1 ? d : NULL;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_game_result *res = NULL;
	kl_error err;
	const kl_decl *d;
	int done, rc, kind, upcard = -1, showdown;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if ((d = decl_of(cli)) == NULL)
		return kl_cli_usage(cli, _("game: say how the declarer went out: "
		                    "--knock or --rummy (gin: --knock, --gin, "
		                    "--big-gin or --dead; the rest of the family: "
		                    "--out; phom: --claim or --showdown; the "
		                    "melding games: --out, --at-once or "
		                    "--block)"));
	kind = d->verdict;
	showdown = (d->flags & KL_DECL_NO_DECLARER) &&
	           !(d->flags & KL_DECL_NO_HANDS);
	if (showdown && cli->noperands < 2)
		return kl_cli_usage(cli, _("game: give a NAME=CARDS hand for "
		                    "every player in play"));
	if (kind == KL_VERDICT_NONE && cli->noperands > 0)
		return kl_cli_usage(cli, _("game: a dead hand has no declarer "
		                    "and no hands"));
	if (kind != KL_VERDICT_NONE && !showdown && cli->noperands < 2)
		return kl_cli_usage(cli, _("game: give the declarer's name and a "
		                    "NAME=CARDS hand for every player in play"));
	if (kl_cli_opt(cli, GAME_UPCARD)->count) {
		const char *u = kl_cli_opt(cli, GAME_UPCARD)->value;
		kl_card c;
		kl_error_clear(&err);
		if (kl_card_parse(u, strlen(u), &c, &err) != KL_OK)
			return kl_cli_usage(cli, _("game: --upcard: %s"), err.msg);
		upcard = c;
	}
	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kind == KL_VERDICT_NONE ? kl_ops_dead(s, res, &err) :
	    kl_ops_game_upcard(s, showdown ? NULL : cli->operands[0], kind,
	                       upcard, cli->noperands - !showdown,
	                       (const char *const *)cli->operands + !showdown,
	                       res, &err)) {
		rc = kl_cli_refusal(cli, &err, kind == KL_VERDICT_NONE ? NULL :
		                    &res->game);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("Game %d of rubber %lld is "
	         "booked."), res->number, (long long)res->after.row.id);
	if (kl_cli_opt(cli, GAME_JSON)->count) {
		rc = kl_cli_booked_json(cli, res);
		goto done;
	}
	kl_cli_booked(cli, res);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	free(res);
	return rc;
}

const kl_command kl_cmd_game = {
	.name = "game",
	.summary = N_("judge and book a game of the rubber in play"),
	.synopsis = N_("(--knock | --rummy | --gin | --big-gin | --out | --claim "
	            "| --at-once) [--upcard CARD] NAME NAME=CARDS... | "
	            "(--showdown | --block) NAME=CARDS... | --dead"),
	.description = N_(
	"NAME went out by knocking or calling rummy.  Give one NAME=CARDS for\n"
	"every player still in play: the declarer's 10 cards, or 11 before the\n"
	"discard (klopf then picks the best discard), and everybody else's 10.\n"
	"A player's hand may be given as points instead (Ben=17) when the\n"
	"table agrees not to type it; it is booked as declared, not proven.\n"
	"klopf checks the cards, that all hands fit in one deck and that the\n"
	"declaration stands; if anything fails, nothing is booked.  Then it\n"
	"books every hand's optimal deadwood as Schlechtpunkte, moves the\n"
	"chips, puts out players at out_at (101) and pays the pot when one\n"
	"player is left.\n"
	"\n"
	"In a rubber of gin (klopf new --game gin) NAME knocked (--knock) or\n"
	"went gin (--gin, or --big-gin with all eleven cards in melds); the\n"
	"defender's layoffs are found, the hand is scored and the winner's\n"
	"points count toward game_to.  A knocker may type his melds with '|'\n"
	"to show them so; else klopf shows the melds best for him.  Under\n"
	"oklahoma every hand needs --upcard CARD.  --dead books a hand that\n"
	"nobody ended.  In knock rummy NAME knocked (--knock); the lowest\n"
	"count wins the hand and the others pay the differences.  In both,\n"
	"every hand is shown as cards.\n"
	"\n"
	"In boat-house, continental, nowrang, queen-city and double-rum NAME\n"
	"went out (--out) with the whole hand melded; klopf proves it, finds\n"
	"the discard and arrangement that pay most, and scores the game's\n"
	"way.  In phom NAME claims ù (--claim) with ten cards, or --showdown\n"
	"judges the hands of nine cards, the dealer's left first.  Every hand\n"
	"is shown as cards.\n"
	"\n"
	"In romme, hungarian, caloochi and rummy NAME went out (--out), or\n"
	"went out at once (--at-once, alone or with --out), and every other\n"
	"player gives the cards left in hand (NAME=CARDS, 1 to the hand size,\n"
	"or NAME=POINTS when they are back in the pack).  Every card counts\n"
	"its penalty; the game doubles, collects or books them as its rules\n"
	"say.  NAME holds no cards; for going out at once his hand as he laid\n"
	"it may be typed too (hand size + 1 cards), and klopf proves it.\n"
	"--block ends a hand of block rummy (block=on) that nobody went out\n"
	"of: every player's count, the lowest collects the differences.\n"),
	.opts = opts,
	.nopts = GAME_NOPTS,
	.run = run,
};
