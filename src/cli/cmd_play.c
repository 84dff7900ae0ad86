/*
 * cmd_play.c - `klopf play`: the interactive table mode.
 *
 * A session is a loop over games.  Each turn loads the rubber in play
 * from the database (or offers to start one) and asks for the game in
 * stages (who went out, how, every hand, a last look).  The referee
 * (kl_game.h) judges each answer as it comes, with the same words as
 * `klopf game`; the game is booked with kl_ops_book, which refuses it if
 * the rubber changed meanwhile.  Nothing is booked before the last
 * "yes", so dropping a game half-way leaves no trace.
 *
 * This file is the command: its options, loading the rubber and the loop
 * over turns.  The parts of a session are the play_*.c files, which
 * share play.h.
 */
#include "play.h"

#include <stdlib.h>
#include <unistd.h>

#include "cli_games.h"
#include "cli_rubber.h"

/* The options of `klopf play`, indexing opts[] in the order of its
 * help. */
enum {
	PLAY_GAME,
	PLAY_RULE,
	PLAY_PROFILE,
	PLAY_NOPTS
};

static const kl_opt opts[PLAY_NOPTS] = {
	[PLAY_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the game of a rubber started here, one of %s (the "
		           "first is the default)"),
		.help_list = kl_games_list_any,
	},
	[PLAY_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("a house rule for a rubber started here "
		           "(repeatable; see klopf rules)"),
	},
	[PLAY_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = N_("P"),
		.help = N_("start a new rubber from the rules of profile P"),
	},
};

/*
 * Load the rubber in play into p->r, or else the last rubber (in_play 0,
 * have_last 1), or nothing when there is none (not even a database: it
 * is made when the first rubber starts).  Returns the exit status.
 */
int
play_load(play *p)
{
	kl_store *s = NULL;
	kl_error err;
	int rc;

	p->in_play = p->have_last = 0;
	kl_error_clear(&err);
	rc = kl_ops_db_open(p->cli->db_path, KL_OPS_DB_READ, &s, &err);
	/* --table N: the rubber of that table of the tournament */
	if (rc == KL_OK && p->cli->table > 0 &&
	    (rc = kl_ops_select_table(s, p->cli->table, &err)) != KL_OK) {
		rc = kl_cli_error(p->cli, &err);
		goto done;
	}
	if (rc == KL_OK)
		rc = kl_ops_look(s, KL_OPS_LATEST, &p->r, &err);
	if (rc == KL_ENOTFOUND) {
		rc = KL_EXIT_OK;
		goto done;
	}
	if (rc != KL_OK) {
		rc = kl_cli_error(p->cli, &err);
		goto done;
	}
	p->in_play = p->r.state.phase == KL_RUBBER_IN_PLAY;
	p->have_last = !p->in_play;
	kl_cli_card_letters(p->cli, &p->r.state.rules);
done:
	kl_ops_db_close(s);
	return rc;
}

/* klopf play: read the options, then one turn after another (a game of
 * the rubber in play, else a new rubber) until the player leaves or a
 * turn fails.  Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	play *p = NULL;
	kl_rules_opts ro;
	int done, rc, step = PLAY_STEP_AGAIN, noted = 0;
	int edit = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("play: no arguments expected"));
	p = calloc(1, sizeof(*p));
	if (p == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	p->cli = cli;
	/* no game is being entered yet: the end of the input at the first
	 * questions leaves (with 0 here it counted as the end of a game
	 * being entered, which the players' question does not handle, and
	 * asked again for ever) */
	p->game.declarer = -1;
	ro.game = kl_cli_opt(cli, PLAY_GAME);
	ro.profile = kl_cli_opt(cli, PLAY_PROFILE);
	ro.rule = kl_cli_opt(cli, PLAY_RULE);
	if ((rc = kl_cli_rules(cli, &ro, &p->rules)))
		goto done;
	p->have_rules = ro.rule->count > 0 || ro.profile->count > 0 ||
	    ro.game->count > 0;
	/* the line editor works on the terminal itself, so it gets stdout;
	 * what play prints goes through cli->out, flushed before each
	 * question, and the prompts are cleaned by play_io */
	p->io = play_io_open(stdin, stdout, edit);
	if (p->io == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	p->show = 1;
	fputs(_("klopf play: type help at any question, quit to leave.\n"),
	      cli->out);
	while (step == PLAY_STEP_AGAIN) {
		if ((p->rc = play_load(p))) {
			step = PLAY_STEP_FAIL;
			break;
		}
		if (!noted && p->have_rules && p->in_play)
			fprintf(cli->out, _("(rubber %lld is in play; --rule and "
			        "--profile apply to the next rubber started "
			        "here)\n"), (long long)p->r.row.id);
		noted = 1;
		if (!p->in_play && cli->table > 0) {
			/* a table's rubber over: the tournament draws the next */
			fprintf(cli->out, _("the rubber of table %d is over; klopf "
			        "tournament draw draws the next series\n"),
			        cli->table);
			break;
		}
		step = p->in_play ? play_game(p) : play_new_rubber(p);
	}
	rc = step == PLAY_STEP_FAIL || p->read_failed ? p->rc : KL_EXIT_OK;
done:
	if (p != NULL)
		play_io_close(p->io);
	free(p);
	return rc;
}

const kl_command kl_cmd_play = {
	.name = "play",
	.summary = N_("keep score at the table, asking question by question"),
	.synopsis = N_("[--game GAME] [--profile P] [--rule KEY=VALUE]..."),
	.description = N_(
	"Shows the standings and who deals, then, after the game, asks who\n"
	"went out and how (knock or rummy) and every hand still in play: the\n"
	"cards, or for a player who did not go out the points the hand counts.\n"
	"Each hand is checked and its arrangement and points shown as soon as\n"
	"it is typed; a refused answer is asked again, and nothing typed\n"
	"before is lost.  After a last look (yes to book, no to drop, a name\n"
	"to type that hand again) the game is booked as `klopf game` books\n"
	"it.  Then the new standings, and a question to everybody who may buy\n"
	"back.  When the rubber ends, klopf play names the winner and offers\n"
	"another rubber.  Without a rubber in play it asks for the players'\n"
	"names and starts one (a name the database has never seen is\n"
	"confirmed first, with the known name it is closest to); --rule and --profile set its house rules\n"
	"(else a new rubber keeps the rules of the last one), --game its game.\n"
	"In gin the answer to how is knock, gin or big gin (dead, for who\n"
	"went out, books a dead hand), and under oklahoma the upcard is asked\n"
	"next; in knock rummy a hand always ends with a knock.  There every\n"
	"hand is typed as cards.\n\n"
	"The words listed below are taken at any question, in English or in\n"
	"the language of the session; undo while a game is entered takes back\n"
	"the last booked game after dropping it, and after a fix the game\n"
	"being entered is judged again against the corrected rubber.\n"
	"While a game is entered, Ctrl-C on a line with text clears it, and\n"
	"Ctrl-C on an empty line or Ctrl-D ask before dropping the game.\n"
	"On a terminal answers are edited with libedit, with a history for\n"
	"each kind of question (hands, names, words); Tab\n"
	"completes names and words.  Otherwise answers are read line by line\n"
	"from standard input and echoed after their prompts, so that a\n"
	"session can be scripted.\n"),
	.opts = opts,
	.nopts = PLAY_NOPTS,
	.run = run,
	.help_more = play_help_all,
};

