/* cmd_meld.c - `klopf meld`: typed groups judged as one opening of a
 * melding game, or cards from a hand laid on a meld of the table (--on):
 * a layoff or a joker exchange (kl_mgroup.h). */
#include "meld.h"

#include <string.h>

#include "cli_games.h"
#include "kl_game.h"
#include "kl_json.h"

/* The options of `klopf meld`, indexing opts[] in the order of its
 * help. */
enum {
	MELD_GAME,
	MELD_RULE,
	MELD_ON,
	MELD_OPENED,
	MELD_OPENING_TURN,
	MELD_NOT_OPENED,
	MELD_OWN,
	MELD_NOT_OWN,
	MELD_JSON,
	MELD_BATCH,
	MELD_NOPTS
};

static const kl_opt opts[MELD_NOPTS] = {
	[MELD_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the melding game: %s"),
		.help_list = kl_games_list_melding,
	},
	[MELD_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("change one rule of the game (repeatable)"),
	},
	[MELD_ON] = {
		.name = "on", .arg = N_("MELD"),
		.help = N_("lay the cards on this meld of the table (typed as "
		           "it lies) instead: a layoff or a joker exchange"),
	},
	[MELD_OPENED] = {
		.name = "opened",
		.help = N_("with --on: the player opened in an earlier turn"),
	},
	[MELD_OPENING_TURN] = {
		.name = "opening-turn",
		.help = N_("with --on: the player opened in this very turn"),
	},
	[MELD_NOT_OPENED] = {
		.name = "not-opened",
		.help = N_("with --on: the player has not opened"),
	},
	[MELD_OWN] = {
		.name = "own",
		.help = N_("with --on: the player laid that meld himself"),
	},
	[MELD_NOT_OWN] = {
		.name = "not-own",
		.help = N_("with --on: another player laid that meld"),
	},
	[MELD_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[MELD_BATCH] = {
		.name = "batch",
		.help = N_("read one input per line from stdin, print one JSON "
		           "object per line"),
	},
};

const kl_card_limits kl_meld_limits = {
	.decks = KL_HAND_COPIES,
	.jokers = KL_MG_JOKERS_MAX,
	.max_cards = KL_MG_HAND_MAX,
	.style = KL_STYLE_ASCII,
};

/* What every input of one run is judged under. */
typedef struct meld_ctx {
	kl_rules rules;
	kl_mg_rules mg;
	kl_card_limits limits;   /* kl_meld_limits, naming cards in mg's
	                            style */
	const kl_game_def *game;
	kl_mg_group table;       /* --on: the meld on the table */
	kl_mg_facts facts;       /* --on: what the table knows of the player
	                            (the facts that allow most where none is
	                            given) */
	int given;               /* enum kl_mg_fact: the facts given */
} meld_ctx;

int
kl_meld_rules(kl_cli *cli, const kl_hand_opts *o, kl_rules *rules,
              kl_mg_rules *mg)
{
	int rc;

	if ((rc = kl_hand_rules(cli, o, rules)))
		return rc;
	kl_mg_rules_of(rules, mg);
	return KL_EXIT_OK;
}

/* The cards of group g of list l (all of them when g < 0) into *out. */
static void
group_of(const kl_cardlist *l, int g, kl_mg_group *out)
{
	int i;

	out->n = 0;
	for (i = 0; i < l->n && out->n < KL_MG_GROUP_MAX; i++) {
		if (g >= 0 && l->group[i] != g)
			continue;
		out->cards[out->n] = l->cards[i];
		out->named[out->n] = l->named[i];
		out->n++;
	}
}

/* Write the refusal err of an input: into batch when there is one,
 * else on stderr.  Returns the exit status. */
static int
refuse(kl_cli *cli, const kl_error *err, kl_json *batch)
{
	if (batch != NULL) {
		kl_cli_batch_error(batch, err->msg);
		return kl_cli_status(err->code);
	}
	return kl_cli_error(cli, err);
}

/* ---- an opening ---- */

/* The verdict on one group (typed as g) as a JSON object into j. */
static void
group_json(kl_json *j, const kl_mg_group *g, const kl_mg_verdict *v)
{
	kl_json_object(j);
	kl_json_key(j, "cards");
	if (v->legal)
		kl_json_cards(j, v->meld.cards, v->meld.n);
	else
		kl_json_cards(j, g->cards, g->n);
	kl_json_key(j, "legal");
	kl_json_bool(j, v->legal);
	kl_json_key(j, "kind");
	kl_json_str(j, !v->legal ? NULL : v->meld.kind == KL_MG_SET ? "set" :
	            "run");
	kl_json_key(j, "reading");
	kl_json_cards(j, v->meld.reads, v->legal ? v->meld.n : 0);
	kl_json_key(j, "value");
	kl_json_int(j, v->legal ? v->meld.value : 0);
	kl_json_key(j, "reason");
	kl_json_str(j, v->legal ? NULL : v->why.msg);
	kl_json_end(j);
}

static void
opening_json(kl_json *j, const meld_ctx *m, const kl_mg_group *groups,
             const kl_mg_opening *op)
{
	int g;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, m->game->name);
	kl_json_key(j, "groups");
	kl_json_array(j);
	for (g = 0; g < op->ngroups; g++)
		group_json(j, &groups[g], &op->groups[g]);
	kl_json_end(j);
	kl_json_key(j, "value");
	kl_json_int(j, op->value);
	kl_json_key(j, "open_min");
	kl_json_int(j, op->open_min);
	kl_json_key(j, "opens");
	kl_json_bool(j, op->opens);
	kl_json_end(j);
}

/* The cards of group g as typed, a named joker with its card
 * ("JK=7S"). */
static void
typed_cards(const kl_cli *cli, const kl_mg_group *g, FILE *f)
{
	int i;

	for (i = 0; i < g->n; i++) {
		if (i > 0)
			fputc(' ', f);
		kl_cli_card(cli, g->cards[i], f);
		if (g->cards[i] != KL_JOKER || g->named[i] == KL_NO_CARD)
			continue;
		fputc('=', f);
		kl_cli_card(cli, g->named[i], f);
	}
}

/* What the jokers and the aces of legal meld m are read as, a line
 * each, under rules r. */
static void
readings_text(kl_cli *cli, const kl_mg_rules *r, const kl_mg_meld *m)
{
	FILE *f = cli->out;
	kl_card reads[KL_MG_MELD_MAX];
	int nj = 0, i, aces = 0;

	for (i = 0; i < m->n; i++)
		if (m->cards[i] == KL_JOKER)
			reads[nj++] = m->reads[i];
	if (nj > 0) {
		fputs(KL_NP("   the joker stands for ", "   the jokers stand "
		            "for ", nj), f);
		kl_cli_cards(cli, reads, nj, f);
		fputc('\n', f);
	}
	for (i = 0; i < m->n; i++) {
		if (kl_card_rank(m->reads[i]) != KL_ACE)
			continue;
		if (m->kind == KL_MG_SET) {
			aces++;
			continue;
		}
		if (i == 0)
			fprintf(f, _("   the ace is low and counts %d\n"),
			        r->ace_low_open);
		else if (i == m->n - 1)
			fprintf(f, _("   the ace is high and counts %d\n"),
			        r->ace_high_open);
		else
			fprintf(f, _("   the ace goes around the corner and counts "
			        "%d\n"), r->ace_high_open);
	}
	if (aces > 0)
		fprintf(f, KL_NP("   the ace of the set counts %d\n", "   each "
		        "ace of the set counts %d\n", aces), r->ace_set_open);
}

static void
opening_text(kl_cli *cli, const meld_ctx *m, const kl_mg_group *groups,
             const kl_mg_opening *op)
{
	FILE *f = cli->out;
	int g, bad = -1;

	for (g = 0; g < op->ngroups; g++) {
		const kl_mg_verdict *v = &op->groups[g];
		fprintf(f, "%d. ", g + 1);
		typed_cards(cli, &groups[g], f);
		if (!v->legal) {
			fprintf(f, _(": no meld: %s\n"), v->why.msg);
			if (bad < 0)
				bad = g;
			continue;
		}
		fprintf(f, v->meld.kind == KL_MG_SET ? _(": a set worth %d: ") :
		        _(": a run worth %d: "), v->meld.value);
		kl_cli_cards(cli, v->meld.reads, v->meld.n, f);
		fputc('\n', f);
		readings_text(cli, &m->mg, &v->meld);
	}
	if (op->opens && op->open_min > 0)
		fprintf(f, _("opens with %d (%d needed)\n"), op->value,
		        op->open_min);
	else if (op->opens)
		fprintf(f, _("opens with %d (no minimum in this game)\n"),
		        op->value);
	else if (bad >= 0)
		fprintf(f, _("does not open: group %d is no meld\n"), bad + 1);
	else
		fprintf(f, KL_NP("%d short of %d\n", "%d short of %d\n",
		        op->open_min - op->value), op->open_min - op->value,
		        op->open_min);
}

/* One opening typed as words[0..n-1] (groups split by '|'):
 * kl_check_judge. */
static int
judge_opening(kl_cli *cli, const void *ctx, const char *const *words,
              int n, int json, kl_json *batch)
{
	const meld_ctx *m = ctx;
	kl_cardlist list;
	kl_mg_group groups[KL_MG_GROUPS_MAX];
	kl_mg_opening op;
	kl_error err;
	kl_json j;
	int g, rc;

	kl_error_clear(&err);
	if (kl_cards_parse_named(words, n, &m->limits, &list, &err))
		return refuse(cli, &err, batch);
	if (list.ngroups > KL_MG_GROUPS_MAX) {
		kl_error_set(&err, KL_EINPUT, "an opening is 1 to %d groups, not "
		             "%d", KL_MG_GROUPS_MAX, list.ngroups);
		return refuse(cli, &err, batch);
	}
	for (g = 0; g < list.ngroups; g++)
		group_of(&list, g, &groups[g]);
	if (kl_mg_judge_opening(&m->mg, groups, list.ngroups, &op, &err))
		return refuse(cli, &err, batch);
	rc = op.opens ? KL_EXIT_OK : KL_EXIT_FALSE;
	if (batch != NULL) {
		opening_json(batch, m, groups, &op);
		return rc;
	}
	if (!json) {
		opening_text(cli, m, groups, &op);
		return rc;
	}
	kl_json_init(&j);
	opening_json(&j, m, groups, &op);
	if (kl_cli_put_json(cli, &j))
		rc = KL_EXIT_STORE;
	kl_json_free(&j);
	return rc;
}

/* ---- a layoff or an exchange ---- */

/* The facts of m a verdict p was judged under, as a JSON object into j:
 * each fact given or asked (else null), and those asked but not given,
 * which were assumed. */
static void
facts_json(kl_json *j, const meld_ctx *m, const kl_mg_play *p)
{
	static const char *const opened[] = {
		[KL_MG_OPENED_EARLIER] = "earlier",
		[KL_MG_OPENED_THIS_TURN] = "this_turn",
		[KL_MG_OPENED_NOT] = "no",
	};
	int known = m->given | p->used, assumed = p->used & ~m->given;

	kl_json_object(j);
	kl_json_key(j, "opened");
	kl_json_str(j, known & KL_MG_FACT_OPENED ? opened[m->facts.opened] :
	            NULL);
	kl_json_key(j, "meld");
	kl_json_str(j, !(known & KL_MG_FACT_OWN) ? NULL : m->facts.own ?
	            "own" : "others");
	kl_json_key(j, "assumed");
	kl_json_array(j);
	if (assumed & KL_MG_FACT_OPENED)
		kl_json_str(j, "opened");
	if (assumed & KL_MG_FACT_OWN)
		kl_json_str(j, "meld");
	kl_json_end(j);
	kl_json_end(j);
}

static void
play_json(kl_json *j, const meld_ctx *m, const kl_mg_group *hand,
          const kl_mg_play *p)
{
	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, m->game->name);
	kl_json_key(j, "table");
	kl_json_cards(j, p->before.cards, p->before.n);
	kl_json_key(j, "cards");
	kl_json_cards(j, hand->cards, hand->n);
	kl_json_key(j, "legal");
	kl_json_bool(j, p->legal);
	kl_json_key(j, "action");
	kl_json_str(j, p->action == KL_MG_ACT_EXCHANGE ? "exchange" :
	            p->action == KL_MG_ACT_LAYOFF ? "layoff" : NULL);
	kl_json_key(j, "meld");
	if (p->legal)
		kl_json_cards(j, p->after.cards, p->after.n);
	else
		kl_json_null(j);
	kl_json_key(j, "reading");
	kl_json_cards(j, p->after.reads, p->legal ? p->after.n : 0);
	kl_json_key(j, "jokers_freed");
	kl_json_int(j, p->legal ? p->freed : 0);
	kl_json_key(j, "lay_again");
	kl_json_bool(j, p->legal && p->freed > 0 && p->relay);
	kl_json_key(j, "reason");
	kl_json_str(j, p->legal ? NULL : p->why.msg);
	kl_json_key(j, "facts");
	facts_json(j, m, p);
	kl_json_end(j);
}

/* The facts the verdict p asked that were not given, a line each: what
 * was assumed, and the option that says otherwise. */
static void
assumed_text(kl_cli *cli, const meld_ctx *m, const kl_mg_play *p)
{
	int assumed = p->used & ~m->given;

	if (assumed & KL_MG_FACT_OPENED)
		fputs(_("assumed: the player opened in an earlier turn "
		        "(--opening-turn or --not-opened says otherwise)\n"),
		      cli->out);
	if (assumed & KL_MG_FACT_OWN)
		fputs(_("assumed: another player laid the meld (--own says "
		        "otherwise)\n"), cli->out);
}

static void
play_text(kl_cli *cli, const meld_ctx *m, const kl_mg_play *p)
{
	FILE *f = cli->out;

	if (!p->legal) {
		fprintf(f, _("refused: %s\n"), p->why.msg);
		assumed_text(cli, m, p);
		return;
	}
	fputs(p->action == KL_MG_ACT_EXCHANGE ? _("exchange: the meld becomes ")
	      : _("layoff: the meld becomes "), f);
	kl_cli_cards(cli, p->after.cards, p->after.n, f);
	fputc('\n', f);
	readings_text(cli, &m->mg, &p->after);
	if (p->freed > 0 && p->relay)
		fprintf(f, KL_NP("%d joker is freed and must be laid on the "
		        "table again this turn\n", "%d jokers are freed and must "
		        "be laid on the table again this turn\n", p->freed),
		        p->freed);
	else if (p->freed > 0)
		fprintf(f, KL_NP("%d joker is freed and goes to the player's "
		        "hand\n", "%d jokers are freed and go to the player's "
		        "hand\n", p->freed), p->freed);
	assumed_text(cli, m, p);
}

/* Cards from a hand typed as words[0..n-1], laid on the --on meld:
 * kl_check_judge. */
static int
judge_on(kl_cli *cli, const void *ctx, const char *const *words, int n,
         int json, kl_json *batch)
{
	const meld_ctx *m = ctx;
	kl_cardlist list;
	kl_mg_group hand;
	kl_mg_play p;
	kl_error err;
	kl_json j;
	int rc;

	kl_error_clear(&err);
	if (kl_cards_parse_named(words, n, &m->limits, &list, &err))
		return refuse(cli, &err, batch);
	group_of(&list, -1, &hand);
	kl_mg_judge_play(&m->mg, &m->facts, &m->table, &hand, &p);
	rc = p.legal ? KL_EXIT_OK : KL_EXIT_FALSE;
	if (batch != NULL) {
		play_json(batch, m, &hand, &p);
		return rc;
	}
	if (!json) {
		play_text(cli, m, &p);
		return rc;
	}
	kl_json_init(&j);
	play_json(&j, m, &hand, &p);
	if (kl_cli_put_json(cli, &j))
		rc = KL_EXIT_STORE;
	kl_json_free(&j);
	return rc;
}

/* Read the meld of --on into m->table and judge it as it lies on the
 * table.  Returns the exit status, after printing any refusal. */
static int
read_table(kl_cli *cli, const char *text, meld_ctx *m)
{
	kl_cardlist list;
	kl_mg_verdict v;
	kl_error err;

	kl_error_clear(&err);
	if (kl_cards_parse_named(&text, 1, &m->limits, &list, &err))
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("--on: %s"), err.msg);
	if (list.ngroups > 1)
		return kl_cli_usage(cli, _("meld: --on takes one meld, without "
		                    "'|'"));
	group_of(&list, -1, &m->table);
	kl_mg_judge_table(&m->mg, &m->table, &v);
	if (!v.legal)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("--on: the meld on the "
		                   "table is no meld: %s"), v.why.msg);
	return KL_EXIT_OK;
}

/* The facts of the table that cli's options state, into m->facts and
 * m->given (the facts that allow most where none is given: opened in an
 * earlier turn, another player's meld).  Returns the exit status, after
 * printing a refusal of options that do not go together. */
static int
read_facts(kl_cli *cli, meld_ctx *m)
{
	static const int opened[] = { KL_MG_OPENED_EARLIER,
	                              KL_MG_OPENED_THIS_TURN,
	                              KL_MG_OPENED_NOT };
	int i, nopened = 0, own = kl_cli_opt(cli, MELD_OWN)->count > 0;
	int not_own = kl_cli_opt(cli, MELD_NOT_OWN)->count > 0;

	memset(&m->facts, 0, sizeof(m->facts));
	m->given = 0;
	for (i = 0; i < 3; i++)
		if (kl_cli_opt(cli, MELD_OPENED + i)->count > 0) {
			m->facts.opened = opened[i];
			nopened++;
		}
	if ((nopened > 0 || own || not_own) &&
	    kl_cli_opt(cli, MELD_ON)->count == 0)
		return kl_cli_usage(cli, _("meld: --opened, --opening-turn, "
		                    "--not-opened, --own and --not-own say who "
		                    "lays cards on a meld of the table, so they "
		                    "go with --on"));
	if (nopened > 1)
		return kl_cli_usage(cli, _("meld: give one of --opened, "
		                    "--opening-turn and --not-opened"));
	if (own && not_own)
		return kl_cli_usage(cli, _("meld: give --own or --not-own, not "
		                    "both"));
	if (own && m->facts.opened == KL_MG_OPENED_NOT)
		return kl_cli_usage(cli, _("meld: a player who has not opened "
		                    "has no meld of his own on the table (--own "
		                    "with --not-opened)"));
	m->facts.own = own;
	if (nopened > 0)
		m->given |= KL_MG_FACT_OPENED;
	if (own || not_own)
		m->given |= KL_MG_FACT_OWN;
	return KL_EXIT_OK;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_hand_opts o;
	meld_ctx m;
	const kl_optval *on;
	kl_optval no_profile;
	char games[KL_GAMES_LIST_MAX];
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	memset(&o, 0, sizeof(o));
	memset(&no_profile, 0, sizeof(no_profile));
	o.rules.game = kl_cli_opt(cli, MELD_GAME);
	o.rules.profile = &no_profile;
	o.rules.rule = kl_cli_opt(cli, MELD_RULE);
	o.json = kl_cli_opt(cli, MELD_JSON)->count > 0;
	o.batch = kl_cli_opt(cli, MELD_BATCH)->count > 0;
	on = kl_cli_opt(cli, MELD_ON);
	kl_games_list(kl_games_melding, games, sizeof(games));
	if (!o.rules.game->count)
		return kl_cli_usage(cli, _("meld: --game names the melding game, "
		                    "one of %s"), games);
	m.game = o.game = kl_hand_game(o.rules.game);
	if (m.game == NULL || !kl_games_melding(m.game))
		return kl_cli_usage(cli, _("meld: unknown melding game \"%s\"; "
		                    "the melding games are %s"),
		                    o.rules.game->value, games);
	if ((rc = read_facts(cli, &m)))
		return rc;
	if ((rc = kl_meld_rules(cli, &o, &m.rules, &m.mg)))
		return rc;
	m.limits = kl_meld_limits;
	m.limits.style = m.mg.style;
	if (!o.batch && cli->noperands == 0)
		return kl_cli_usage(cli, on->count ? _("meld: give the cards to "
		                    "lay on the meld") : _("meld: give the groups "
		                    "of an opening, separated by '|'"));
	if (on->count && (rc = read_table(cli, on->value, &m)))
		return rc;
	return kl_check_deals(cli, &o, on->count ? judge_on : judge_opening,
	                      &m);
}

const kl_command kl_cmd_meld = {
	.name = "meld",
	.summary = N_("judge an opening, a layoff or a joker exchange of a "
	              "melding game"),
	.synopsis = N_("--game GAME [--rule KEY=VALUE]... [--on MELD "
	            "[--opened | --opening-turn | --not-opened] "
	            "[--own | --not-own]] [--json] (CARDS... | --batch)"),
	.description = N_(
	"Judges typed groups of cards, separated by '|', as one opening of a\n"
	"melding game (see --game): for each group whether it is a legal\n"
	"meld (and why not), a set or a run, how its jokers and aces are\n"
	"read and what it is worth; then the total and whether it reaches\n"
	"the game's minimum.  The order of a group's cards does not matter:\n"
	"the reading worth most is taken, a set on a tie.  A joker may be\n"
	"named for the card it stands for: JK=7S.\n"
	"With --on MELD the cards are laid on that meld of the table instead,\n"
	"typed as it lies (a run from one end to the other, its jokers in\n"
	"place or named): a layoff, or an exchange for a joker where the game\n"
	"allows it; the meld after it is shown.  What the game allows\n"
	"depends on the player too: --opened (in an earlier turn),\n"
	"--opening-turn (in this very turn) or --not-opened, and --own (he\n"
	"laid the meld) or --not-own.  Where the rules ask a fact that is not\n"
	"given, the one that allows most is assumed (opened in an earlier\n"
	"turn, another player's meld) and the answer says so.\n"
	"The exit status is 0 when the groups open (the cards may be laid),\n"
	"1 when not, 3 for cards that cannot be read.\n"
	"JSON: {\"format_version\":1,\"game\":G,\"groups\":[{\"cards\":[...],\n"
	"\"legal\":B,\"kind\":\"set\"|\"run\"|null,\"reading\":[...],\"value\":N,\n"
	"\"reason\":S|null}],\"value\":N,\"open_min\":N,\"opens\":B}; with --on\n"
	"{\"format_version\":1,\"game\":G,\"table\":[...],\"cards\":[...],\n"
	"\"legal\":B,\"action\":\"layoff\"|\"exchange\",\"meld\":[...]|null,\n"
	"\"reading\":[...],\"jokers_freed\":N,\"lay_again\":B,\"reason\":S|null,\n"
	"\"facts\":{\"opened\":\"earlier\"|\"this_turn\"|\"no\"|null,\"meld\":\"own\"|\n"
	"\"others\"|null,\"assumed\":[...]}} (a fact is null when neither given\n"
	"nor asked; assumed: those asked but not given).\n"
	"With --batch, one opening (or with --on one set of cards) a line;\n"
	"a line that cannot be read gives {\"format_version\":1,\"error\":\"...\"}\n"
	"and the exit status 3.\n"),
	.opts = opts,
	.nopts = MELD_NOPTS,
	.run = run,
	.no_table = 1,
};

int
kl_meld_words(char *buf, const char **words, int max)
{
	char *save = NULL, *w;
	int n = 0;

	for (w = strtok_r(buf, " \t", &save); w != NULL && n < max;
	     w = strtok_r(NULL, " \t", &save))
		words[n++] = w;
	return n;
}

int
kl_meld_text(kl_cli *cli, const kl_rules *rules, const char *text)
{
	char buf[KL_TYPED_MAX];
	const char *words[KL_CARDLIST_MAX];
	meld_ctx m;
	int n;

	memset(&m, 0, sizeof(m));
	m.rules = *rules;
	m.game = kl_gamedef_of(rules);
	kl_mg_rules_of(rules, &m.mg);
	snprintf(buf, sizeof(buf), "%s", text);
	n = kl_meld_words(buf, words, KL_CARDLIST_MAX);
	if (n == 0)
		return kl_cli_fail(cli, KL_EXIT_USAGE, _("meld: no cards given"));
	return judge_opening(cli, &m, words, n, 0, NULL);
}
