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
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli_decl.h"
#include "cli_rubber.h"
#include "kl_text.h"
#include "play_io.h"
#include "kl_utf8.h"

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
		.name = "game", .short_name = 'g', .arg = "GAME",
		.help = N_("the game of a rubber started here: viennese (the "
		           "default), gin, knock-rummy, boat-house, phom, "
		           "continental, nowrang, queen-city or double-rum"),
	},
	[PLAY_RULE] = {
		.name = "rule", .short_name = 'r', .arg = "KEY=VALUE",
		.help = N_("a house rule for a rubber started here "
		           "(repeatable; see klopf rules)"),
	},
	[PLAY_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = "P",
		.help = N_("start a new rubber from the rules of profile P"),
	},
};

/* What a question got. */
enum answer {
	ANS_LINE,   /* an answer to the question itself */
	ANS_LEAVE,  /* quit, or Ctrl-D / the end of the input */
	ANS_CANCEL, /* cancel, or Ctrl-C */
	ANS_UNDO,   /* undo */
	ANS_YES,    /* yes/no questions only */
	ANS_NO,
	ANS_RESTART,/* a correction dropped the game being entered */
	ANS_INTERRUPT, /* Ctrl-C on an empty line while a game is entered */
	ANS_EOF     /* Ctrl-D or the end of input while a game is entered */
};

/* Where one turn of the session leads. */
enum step { STEP_AGAIN, STEP_LEAVE, STEP_FAIL };

/* The stages of entering a game. */
enum stage { G_WHO, G_HOW, G_UPCARD, G_HANDS, G_CONFIRM, G_DONE };

/* What the help of a question explains. */
enum topic { T_WHO, T_HOW, T_HAND, T_CONFIRM, T_BUYBACK, T_AGAIN, T_NAMES,
             T_DISCARD, T_DROP, T_NEWNAME, T_UPCARD };

/* Why the game being entered starts again. */
enum restart {
	RESTART_FIX = 1,   /* a correction dropped it */
	RESTART_BETWEEN    /* a player left or a rule changed before it */
};

typedef struct play {
	kl_cli *cli;
	play_io *io;
	kl_rules rules;      /* for a rubber started here */
	int have_rules;      /* --rule or --profile was given */
	kl_ops_rubber r;     /* the rubber in play, or the last one */
	int in_play;         /* r is in play */
	int have_last;       /* r is a rubber that is over */
	int show;            /* print the standings before the next game */
	int rc;              /* the exit status when a turn fails */
	kl_game game;        /* the game being entered, judged as typed */
	int restart;         /* enum restart: the game being entered starts
	                        again with the rubber as it is now */
	const char *words[KL_PLAYERS_MAX + 16];
} play;

/* Words offered by tab completion besides the players' names. */
static const char *const plain_words[] = {
	N_("knock"), N_("rummy"), N_("yes"), N_("no"), N_("undo"),
	N_("standings"), N_("cancel"), N_("help"), N_("quit"), N_("gin"),
	N_("dead")
};
#define NPLAIN ((int)(sizeof(plain_words) / sizeof(plain_words[0])))

/* Offer the names of the rubber's players in play (all of them when
 * everybody is, the last rubber's players when none is in play). */
static void
set_words(play *p)
{
	int n = 0, s, i;

	if (p->in_play || p->have_last)
		for (s = 0; s < p->r.row.nplayers; s++)
			if (!p->in_play || !p->r.state.seat[s].out)
				p->words[n++] = p->r.row.names[s];
	/* the words in the user's language (the English ones are
	 * understood too, but not offered twice) */
	for (i = 0; i < NPLAIN; i++)
		p->words[n++] = _(plain_words[i]);
	play_io_words(p->io, p->words, n);
}

static void
print_help(play *p, int topic)
{
	static const char *const what[] = {
		/* T_WHO */
		N_("Type the name of the player who went out, maybe followed by\n"
		"knock or rummy (\"Anna knock\").\n"),
		/* T_HOW: the game's own (kl_game_def.kind_help) */
		NULL,
		/* T_HAND */
		N_("Type the player's cards, e.g. \"3H 4H 5H QS QD QC 7C 7D 7S "
		"2S\".\nWhoever went out may show the card drawn last as "
		"well; klopf\nthen picks the discard.  Any other hand may be "
		"given as the\npoints it counts instead (\"17\").\n"),
		/* T_CONFIRM */
		N_("Type yes to book the game, no to drop it, or a player's name\n"
		"to type that hand again.\n"),
		/* T_BUYBACK */
		N_("Type yes if the player buys back now, no if not.\n"),
		/* T_AGAIN */
		N_("Type yes to start another rubber with the same players in the\n"
		"same seats, no to name the players.\n"),
		/* T_NAMES */
		N_("Type the players' names in seating order (clockwise), the one\n"
		"who deals first first, separated by spaces or commas:\n"
		"\"Anna Ben Clara\".\n"),
		/* T_DISCARD */
		N_("Type yes to drop the game being entered and take back the last\n"
		"booked event, no to go on entering the game.\n"),
		/* T_DROP */
		N_("Type yes to drop the game being entered (nothing of it is\n"
		"recorded), no to go on entering it.\n"),
		/* T_NEWNAME */
		N_("Type yes to add the player the database has not seen before,\n"
		"no to type the players' names again.\n"),
		/* T_UPCARD */
		N_("Type the hand's first upcard, e.g. \"7S\": its value is the\n"
		"hand's knock limit (an ace: only gin), and a spade doubles the\n"
		"hand.\n")
	};
	FILE *f = p->cli->out;

	fputs(_(topic == T_HOW ? p->game.def->kind_help : what[topic]), f);
	fputs(_("At any question you may also type:\n"
	      "  fix N NAME=CARDS...  correct game N (as klopf fix does)\n"
	      "  buyback NAME     NAME buys back (between games)\n"
	      "  leave NAME       NAME leaves the rubber (between games)\n"
	      "  rules KEY=VALUE  change a house rule from the next game on\n"
	      "  undo             take back the last thing booked\n"
	      "  standings        show the totals, chips and pot\n"
	      "  cancel           drop the game being entered (Ctrl-C)\n"
	      "  help             show this help\n"
	      "  quit             leave (Ctrl-D); only booked games are "
	      "kept\n"), f);
	if (play_io_editing(p->io))
		fputs(_("Tab completes names and words; Up and Down recall "
		      "earlier answers.\n"), f);
}

static void
show_standings(play *p)
{
	if (p->in_play || p->have_last)
		kl_cli_standings(p->cli, &p->r);
	else
		fputs(_("no rubber yet\n"), p->cli->out);
}

/* Is s the word en, in English or in the user's language? */
#define is_word(s, en) kl_cli_is_word((s), (en))
/* How the declarer went out, as typed (kl_cli_decl_parse). */
#define parse_kind(s) kl_cli_decl_parse(s)

/* If line starts with the word en (as is_word) and a space: what comes
 * after the spaces, else NULL. */
static const char *
after_word(const char *line, const char *en)
{
	char first[PLAY_LINE_MAX];
	const char *sp = strchr(line, ' ');
	size_t n;

	if (sp == NULL)
		return NULL;
	n = (size_t)(sp - line);
	if (n >= sizeof(first))
		return NULL;
	memcpy(first, line, n);
	first[n] = '\0';
	if (!is_word(first, en))
		return NULL;
	while (*sp == ' ')
		sp++;
	return sp;
}

static void play_fix(play *p, const char *line);
static void play_buyback(play *p, const char *name);
static void play_between(play *p, const char *line, int leave);

/*
 * Ask a question.  help, standings and fix are answered here and the
 * question asked again; empty answers are ignored.  On ANS_LINE *line holds the
 * answer until the next question.
 */
static int
ask(play *p, const char *prompt, const char *prefill, int topic,
    const char **line)
{
	const char *rest, *rest2 = NULL;
	int rc;

	play_io_kind(p->io, topic == T_HAND ? PLAY_KIND_CARDS :
	             topic == T_NAMES ? PLAY_KIND_NAMES : PLAY_KIND_WORDS);
	for (;;) {
		fflush(p->cli->out);
		rc = play_io_read(p->io, prompt, prefill, line);
		prefill = NULL;
		/* Ctrl-C on a line with text clears it, as in a shell */
		if (rc == PLAY_READ_CLEARED)
			continue;
		/* while a game is entered, Ctrl-C and Ctrl-D ask first */
		if (rc == PLAY_READ_EOF)
			return p->game.declarer >= 0 ? ANS_EOF : ANS_LEAVE;
		if (rc == PLAY_READ_INTERRUPT)
			return p->game.declarer >= 0 ? ANS_INTERRUPT : ANS_CANCEL;
		if ((*line)[0] == '\0')
			continue;
		if (is_word(*line, N_("help")) || !strcmp(*line, "?")) {
			print_help(p, topic);
			continue;
		}
		if (is_word(*line, N_("standings"))) {
			show_standings(p);
			continue;
		}
		if ((rest = after_word(*line, N_("buyback"))) != NULL) {
			play_buyback(p, rest);
			continue;
		}
		if ((rest = after_word(*line, N_("leave"))) != NULL ||
		    (rest2 = after_word(*line, N_("rules"))) != NULL) {
			play_between(p, rest != NULL ? rest : rest2, rest != NULL);
			if (p->restart)
				return ANS_RESTART;
			continue;
		}
		if (after_word(*line, N_("fix")) != NULL) {
			/* the whole line: play_fix reads past its first word */
			play_fix(p, *line);
			if (p->restart)
				return ANS_RESTART;
			continue;
		}
		if (is_word(*line, N_("quit")) || is_word(*line, N_("exit")))
			return ANS_LEAVE;
		if (is_word(*line, N_("cancel")))
			return ANS_CANCEL;
		if (is_word(*line, N_("undo")))
			return ANS_UNDO;
		return ANS_LINE;
	}
}

static int
is_yes(const char *s)
{
	/* TRANSLATORS: the short and the long answer yes at a question of
	 * klopf play (the English ones are understood too) */
	return is_word(s, N_("y")) || is_word(s, N_("yes"));
}

static int
is_no(const char *s)
{
	/* TRANSLATORS: the short and the long answer no */
	return is_word(s, N_("n")) || is_word(s, N_("no"));
}

/* A yes/no question: ANS_YES, ANS_NO, ANS_CANCEL, ANS_UNDO or ANS_LEAVE. */
static int
yesno(play *p, const char *prompt, int topic)
{
	const char *line;
	int a;

	for (;;) {
		a = ask(p, prompt, NULL, topic, &line);
		if (a != ANS_LINE)
			return a;
		if (is_yes(line))
			return ANS_YES;
		if (is_no(line))
			return ANS_NO;
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("answer yes or no"));
	}
}

/*
 * Load the rubber in play into p->r, or else the last rubber (in_play 0,
 * have_last 1), or nothing when there is none (not even a database: it
 * is made when the first rubber starts).  Returns the exit status.
 */
static int
load(play *p)
{
	kl_store *s = NULL;
	kl_error err;
	char path[KL_PATH_MAX];
	int rc;

	p->in_play = p->have_last = 0;
	kl_error_clear(&err);
	if (kl_store_path(p->cli->db_path, path, sizeof(path), &err)) {
		rc = kl_cli_error(p->cli, &err);
		goto done;
	}
	rc = kl_store_open(path, KL_STORE_READ, &s, &err);
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
done:
	kl_store_close(s);
	return rc;
}

/*
 * After the rubber changed under a game being entered (a correction):
 * judge the hands typed so far again against the rubber as it is now.
 * A hand refused now is dropped with the referee's message; if the
 * declarer is out now, the whole game is asked again.
 */
static void
rejudge(play *p)
{
	kl_game *old = malloc(sizeof(*old));
	kl_game_table t;
	kl_error err;
	int i, seat;

	if (old == NULL)
		return;
	*old = p->game;
	kl_ops_table(&p->r, &t);
	kl_game_start(&p->game, &t);
	if (old->declarer < 0)
		goto done;
	kl_error_clear(&err);
	if (kl_game_declare(&p->game, p->r.row.names[old->declarer], old->kind,
	                    &err)) {
		kl_cli_error(p->cli, &err);
		p->restart = RESTART_FIX;
		goto done;
	}
	for (i = 0; i < old->norder; i++) {
		seat = old->order[i];
		if (kl_game_give(&p->game, seat, old->hand[seat].typed, &err))
			kl_cli_error(p->cli, &err);
	}
done:
	free(old);
}

/*
 * "fix N [knock|rummy NAME] NAME=CARDS..." at any question: correct a
 * past game of the rubber as `klopf fix` does, show it, and judge the
 * game being entered again against the rubber as it is now.
 */
static void
play_fix(play *p, const char *line)
{
	char text[PLAY_LINE_MAX], *tok, *save = NULL;
	char args[KL_PLAYERS_MAX][PLAY_LINE_MAX];
	const char *argv[KL_PLAYERS_MAX], *declarer = NULL;
	kl_ops_fix_result *f = NULL;
	kl_store *s = NULL;
	kl_error err;
	long number;
	int n = 0, kind = -1, k;

	if (!p->in_play && !p->have_last) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("there is no game to correct "
		            "yet"));
		return;
	}
	snprintf(text, sizeof(text), "%s", line);
	strtok_r(text, " ", &save);
	tok = strtok_r(NULL, " ", &save);
	if (tok == NULL || kl_cli_parse_int(tok, 1, 100000, &number)) {
		kl_cli_fail(p->cli, KL_EXIT_USAGE, _("write fix N NAME=CARDS..., "
		            "or fix N knock NAME or fix N rummy NAME"));
		return;
	}
	while ((tok = strtok_r(NULL, " ", &save)) != NULL) {
		const char *eq = strchr(tok, '=');
		int named = 0;
		if (parse_kind(tok) >= 0 &&
		    declarer == NULL && n == 0) {
			kind = parse_kind(tok);
			declarer = strtok_r(NULL, " ", &save);
			if (declarer == NULL)
				break;
			continue;
		}
		for (k = 0; eq != NULL && k < p->r.row.nplayers; k++)
			named |= strlen(p->r.row.names[k]) == (size_t)(eq - tok) &&
			         !strncasecmp(p->r.row.names[k], tok,
			                      (size_t)(eq - tok));
		if (named && n < KL_PLAYERS_MAX) {
			snprintf(args[n], sizeof(args[n]), "%s", tok);
			argv[n] = args[n];
			n++;
		} else if (n > 0) {
			size_t len = strlen(args[n - 1]);
			snprintf(args[n - 1] + len, sizeof(args[0]) - len, " %s",
			         tok);
		} else {
			/* a name that does not play: the operation says so */
			snprintf(args[n], sizeof(args[n]), "%s", tok);
			argv[n] = args[n];
			n++;
		}
	}
	if ((kind >= 0 && declarer == NULL) || (n == 0 && declarer == NULL)) {
		kl_cli_fail(p->cli, KL_EXIT_USAGE, _("write fix N NAME=CARDS..., "
		            "or fix N knock NAME or fix N rummy NAME"));
		return;
	}
	f = malloc(sizeof(*f));
	if (f == NULL || kl_cli_store(p->cli, KL_STORE_READ, &s))
		goto done;
	kl_error_clear(&err);
	fflush(p->cli->out);
	if (kl_ops_fix(s, p->r.row.id, (int)number, declarer, kind, n, argv, f,
	               &err)) {
		kl_cli_refusal(p->cli, &err, f->proof ? &f->game : NULL);
		goto done;
	}
	kl_cli_fixed(p->cli, f);
	kl_store_close(s);
	s = NULL;
	if (load(p) == KL_EXIT_OK && p->in_play)
		rejudge(p);
	else if (p->game.declarer >= 0)
		p->restart = RESTART_FIX;
done:
	kl_store_close(s);
	free(f);
}

/* "buyback NAME" at any question between games: NAME buys back, as
 * `klopf buyback` does. */
static void
play_buyback(play *p, const char *name)
{
	kl_store *s = NULL;
	kl_ops_buyback_result b;
	kl_error err;

	while (*name == ' ')
		name++;
	if (p->game.declarer >= 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("a buy-back comes between "
		            "games; book or drop the game being entered first"));
		return;
	}
	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_STORE_READ, &s))
		return;
	kl_error_clear(&err);
	if (kl_ops_buyback(s, name, &b, &err))
		kl_cli_error(p->cli, &err);
	else
		kl_cli_bought_back(p->cli, &b);
	kl_store_close(s);
	load(p);
}

/* "leave NAME" (leave != 0) or "rules KEY=VALUE" at any question
 * between games, as `klopf leave` and `klopf rules --change` do; the
 * game about to be entered starts again with the rubber as it is now. */
static void
play_between(play *p, const char *line, int leave)
{
	kl_store *s = NULL;
	kl_ops_leave_result *l = NULL;
	kl_ops_change_result *c = NULL;
	kl_error err;
	char key[48];
	const char *eq;
	int rc;

	while (*line == ' ')
		line++;
	if (p->game.declarer >= 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("this comes between games; "
		            "book or drop the game being entered first"));
		return;
	}
	eq = strchr(line, '=');
	if (!leave && (eq == NULL || eq == line ||
	               (size_t)(eq - line) >= sizeof(key))) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("write it as rules KEY=VALUE, "
		            "e.g. rules knock_limit=5"));
		return;
	}
	l = malloc(sizeof(*l));
	c = malloc(sizeof(*c));
	if (l == NULL || c == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_STORE_READ, &s))
		goto done;
	kl_error_clear(&err);
	if (leave) {
		rc = kl_ops_leave(s, line, l, &err);
	} else {
		memcpy(key, line, (size_t)(eq - line));
		key[eq - line] = '\0';
		rc = kl_ops_change_rule(s, key, eq + 1, c, &err);
	}
	if (rc != KL_OK) {
		kl_cli_error(p->cli, &err);
		goto done;
	}
	if (leave)
		kl_cli_left(p->cli, l);
	else
		kl_cli_rule_changed(p->cli, c);
	load(p);
	p->restart = RESTART_BETWEEN;
done:
	kl_store_close(s);
	free(l);
	free(c);
}

/* Take back the last booked event, as `klopf undo` does. */
static int
undo(play *p)
{
	kl_store *s = NULL;
	kl_ops_undo_result u;
	kl_error err;

	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_STORE_READ, &s))
		return STEP_AGAIN;
	kl_error_clear(&err);
	if (kl_ops_undo(s, &u, &err)) {
		kl_cli_error(p->cli, &err);
	} else {
		kl_cli_undone(p->cli, &u);
		p->show = 1;
	}
	kl_store_close(s);
	return STEP_AGAIN;
}

/* ---- starting a rubber ---- */

/* Split "Anna Ben Clara" (or "Anna Maria, Ben") into names in place. */
static int
split_names(char *text, char **names, int most)
{
	const char *seps = strchr(text, ',') != NULL ? "," : " ";
	char *save = NULL, *tok;
	int n = 0;

	for (tok = strtok_r(text, seps, &save); tok != NULL;
	     tok = strtok_r(NULL, seps, &save)) {
		char *end = tok + strlen(tok);
		while (*tok == ' ')
			tok++;
		while (end > tok && end[-1] == ' ')
			*--end = '\0';
		if (*tok == '\0')
			continue;
		if (n == most)
			return most + 1;
		names[n++] = tok;
	}
	return n;
}

/* Start a rubber among names under the rules of --rule/--profile, else
 * those of the last rubber, as `klopf new` does.  Returns the exit
 * status. */
static int
start_rubber(play *p, const char *const *names, int n)
{
	kl_store *s = NULL;
	kl_ops_start_result res;
	kl_error err;
	int rc;

	kl_error_clear(&err);
	if (kl_ops_check_names(names, n, &err))
		return kl_cli_error(p->cli, &err);
	if ((rc = kl_cli_store(p->cli, KL_STORE_WRITE, &s)))
		return rc;
	if (kl_ops_start(s, p->have_rules ? &p->rules : NULL, names, n, &res,
	                 &err)) {
		rc = kl_cli_error(p->cli, &err);
	} else {
		kl_cli_started(p->cli, &res);
		p->show = 1;
	}
	kl_store_close(s);
	return rc;
}

/*
 * Confirm every name of names[0..n-1] that the database has never seen
 * (a typo would make a new player), suggesting the known name it is
 * closest to.  Nobody is asked on the first evening, when the database
 * knows no players.  ANS_YES when every new name is confirmed, ANS_NO
 * (ask for the names again), or ANS_LEAVE.
 */
static int
new_players_ok(play *p, const char *const *names, int n)
{
	kl_store *s = NULL;
	kl_player_names known;
	const char **list = NULL;
	char prompt[2 * KL_NAME_MAX + 96];
	kl_error err;
	char path[KL_PATH_MAX];
	int i, k, near, a = ANS_YES;

	memset(&known, 0, sizeof(known));
	kl_error_clear(&err);
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX ||
	    kl_store_path(p->cli->db_path, path, sizeof(path), &err) ||
	    kl_store_open(path, KL_STORE_READ, &s, &err) ||
	    kl_store_player_names(s, &known, &err) || known.n == 0)
		goto done;
	list = malloc(sizeof(*list) * (size_t)known.n);
	if (list == NULL)
		goto done;
	for (k = 0; k < known.n; k++)
		list[k] = known.names[k];
	for (i = 0; i < n && a == ANS_YES; i++) {
		for (k = 0; k < known.n && strcasecmp(known.names[k], names[i]);
		     k++)
			;
		if (k < known.n)
			continue;
		near = kl_text_nearest(names[i], list, known.n);
		if (near >= 0)
			snprintf(prompt, sizeof(prompt), _("%s has not played "
			         "before (did you mean %s?); add %s as a new "
			         "player? [y/n] "), names[i], list[near],
			         names[i]);
		else
			snprintf(prompt, sizeof(prompt), _("%s has not played "
			         "before; add %s as a new player? [y/n] "),
			         names[i], names[i]);
		a = yesno(p, prompt, T_NEWNAME);
		if (a != ANS_YES && a != ANS_LEAVE)
			a = ANS_NO;
	}
done:
	free(list);
	free(known.names);
	kl_store_close(s);
	return a;
}

/* No rubber in play: offer another with the last players, or ask who
 * plays. */
static int
new_rubber(play *p)
{
	char prompt[KL_PLAYERS_MAX * KL_NAME_MAX + 64];
	char list[KL_PLAYERS_MAX * KL_NAME_MAX], text[PLAY_LINE_MAX];
	char *names[KL_PLAYERS_MAX + 1];
	const char *line, *same[KL_PLAYERS_MAX];
	int a, n, rc, i;

	set_words(p);
	if (p->have_last) {
		snprintf(prompt, sizeof(prompt), _("Another rubber with %s? "
		         "[y/n] "), kl_cli_names(&p->r.row, list, sizeof(list)));
		a = yesno(p, prompt, T_AGAIN);
		if (a == ANS_UNDO)
			return undo(p);
		if (a == ANS_LEAVE)
			return STEP_LEAVE;
		if (a == ANS_CANCEL)
			return STEP_AGAIN;
		if (a == ANS_YES) {
			for (i = 0; i < p->r.row.nplayers; i++)
				same[i] = p->r.row.names[i];
			rc = start_rubber(p, same, p->r.row.nplayers);
			if (rc == KL_EXIT_OK || rc == KL_EXIT_INPUT)
				return STEP_AGAIN;
			p->rc = rc;
			return STEP_FAIL;
		}
	} else {
		fputs(_("No rubber is in play; name the players to start one.\n"),
		      p->cli->out);
	}
	for (;;) {
		a = ask(p, _("Players, in seating order (the first deals): "),
		        NULL, T_NAMES, &line);
		if (a == ANS_UNDO)
			return undo(p);
		if (a == ANS_LEAVE)
			return STEP_LEAVE;
		if (a == ANS_CANCEL)
			return STEP_AGAIN;
		snprintf(text, sizeof(text), "%s", line);
		n = split_names(text, names, KL_PLAYERS_MAX);
		a = new_players_ok(p, (const char *const *)names, n);
		if (a == ANS_LEAVE)
			return STEP_LEAVE;
		if (a != ANS_YES)
			continue;
		rc = start_rubber(p, (const char *const *)names, n);
		if (rc == KL_EXIT_OK)
			return STEP_AGAIN;
		if (rc != KL_EXIT_INPUT) {
			p->rc = rc;
			return STEP_FAIL;
		}
	}
}

/* ---- one hand ---- */

/* A hand of gin or knock rummy as soon as it is accepted: its own best
 * arrangement; in gin, once both hands are in, the knocker's showing and
 * what the defender lays off. */
static void
print_race_hand(play *p, int seat)
{
	const kl_game *g = &p->game;
	const kl_game_hand *h = &g->hand[seat];
	FILE *f = p->cli->out;
	int d = 1 - g->declarer;

	if (!g->gin_done) {
		kl_cli_arrangement(p->cli, &h->arr, f);
		if (seat != g->declarer)
			fprintf(f, _("  (counts %d)\n"), h->deadwood);
		else
			kl_cli_decl_mark(f, kl_cli_decl_of(g), h->deadwood);
		return;
	}
	/* gin, the second hand: the hand whole */
	kl_cli_arrangement(p->cli, &h->arr, f);
	fprintf(f, _("  (counts %d)\n"), h->deadwood);
	if (g->gin.verdict != KL_GIN_KNOCK)
		return;
	if (g->gin.knocker.deadwood > g->gin.knocker_min) {
		fprintf(f, _("  %s shows: "), p->r.row.names[g->declarer]);
		kl_cli_arrangement(p->cli, &g->gin.knocker, f);
		fputc('\n', f);
	}
	if (g->gin.nlayoffs > 0) {
		fprintf(f, _("  %s after the layoffs: "), p->r.row.names[d]);
		kl_cli_arrangement(p->cli, &g->gin.defender, f);
		fputs(_("  laid off "), f);
		kl_cli_cards(p->cli, g->gin.layoffs, g->gin.nlayoffs, f);
		fprintf(f, _("  (counts %d)\n"), g->gin.defender.deadwood);
	}
}

/* The line shown as soon as a hand is accepted. */
static void
print_hand(play *p, int seat)
{
	const kl_game_hand *h = &p->game.hand[seat];
	int points;
	FILE *f = p->cli->out;

	fprintf(f, "  %s: ", p->r.row.names[seat]);
	if (h->as_points) {
		fprintf(f, _("%d (typed as points)\n"), h->deadwood);
		return;
	}
	if (kl_gamedef_of(&p->game.t.rules)->race) {
		print_race_hand(p, seat);
		return;
	}
	kl_cli_arrangement(p->cli, &h->arr, f);
	points = kl_game_points(&p->game, seat);
	if (seat != p->game.declarer && points != h->deadwood)
		fprintf(f, _("  (deadwood %d, doubled after the rummy: %d "
		        "points)\n"), h->deadwood, points);
	else if (seat != p->game.declarer)
		fprintf(f, _("  (%d points)\n"), h->deadwood);
	else
		kl_cli_decl_mark(f, kl_cli_decl_of(&p->game), h->deadwood);
	if (seat == p->game.declarer && kl_game_knock_is_rummy(&p->game))
		fprintf(f, _("  (%s showed a rummy; it is booked as the knock "
		        "declared)\n"), p->r.row.names[seat]);
}

/*
 * Give a hand as typed to the referee: the hand of seat, or, for text
 * written NAME=CARDS, the hand of that player.  Shows it when accepted;
 * otherwise says why (the referee's words).  Returns the seat the hand
 * went to, -2 when the declaration does not stand with it, or -1.
 */
static int
give_hand(play *p, int seat, const char *text)
{
	kl_error err;
	int before = p->game.norder, rc, i;

	kl_error_clear(&err);
	if (strchr(text, '=') != NULL)
		rc = kl_game_give_arg(&p->game, text, &err);
	else
		rc = kl_game_give(&p->game, seat, text, &err);
	if (rc != KL_OK) {
		kl_cli_refusal(p->cli, &err, &p->game);
		if (rc != KL_ERULE)
			return -1;
		fputs(_(p->game.def->retype), p->cli->err);
		return -2;
	}
	for (i = before; i < p->game.norder; i++)
		print_hand(p, p->game.order[i]);
	return p->game.order[p->game.norder - 1];
}

/* Ask for the hand of seat until a hand is accepted (that one, or
 * another player's typed NAME=CARDS); prefill is an earlier answer to
 * edit.  Returns ANS_LINE when accepted, else what was answered. */
static int
enter_hand(play *p, int seat, const char *prefill)
{
	const kl_rules *ru = &p->r.state.rules;
	char prompt[KL_NAME_MAX + 80], keep[PLAY_LINE_MAX];
	const char *line;
	kl_shows shows;
	int a, rc, refused = 0;

	kl_gamedef_shows(&p->game.t.rules, p->game.kind,
	                 seat == p->game.declarer, &shows);
	if (shows.points)
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d) or points: "),
		         p->r.row.names[seat], ru->hand_size);
	else if (shows.fewest == shows.most)
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d): "),
		         p->r.row.names[seat], shows.most);
	else
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d, or %d before "
		         "the discard): "), p->r.row.names[seat], shows.fewest,
		         shows.most);
	if (prefill != NULL) {
		snprintf(keep, sizeof(keep), "%s", prefill);
		prefill = keep;
	}
	for (;;) {
		a = ask(p, prompt, prefill, T_HAND, &line);
		if (a != ANS_LINE)
			return a;
		/* after a refused declaration: another kind, the same cards */
		if (refused && parse_kind(line) >= 0) {
			kl_error err;
			kl_error_clear(&err);
			if (kl_game_set_kind(&p->game, parse_kind(line), &err)) {
				kl_cli_error(p->cli, &err);
				continue;
			}
		} else {
			snprintf(keep, sizeof(keep), "%s", line);
		}
		rc = give_hand(p, seat, keep);
		if (rc >= 0)
			return ANS_LINE;
		refused = rc == -2;
		prefill = keep;
	}
}

/* ---- one game ---- */

/* A new game against the rubber as loaded. */
static void
clear_game(play *p)
{
	kl_game_table t;

	kl_ops_table(&p->r, &t);
	kl_game_start(&p->game, &t);
}

/* The stage after how the declarer went out: the upcard under Oklahoma,
 * else the hands. */
static int
after_how(const play *p)
{
	const kl_rules *ru = &p->r.state.rules;

	const kl_game_def *def = kl_gamedef_of(ru);

	return def->needs_upcard != NULL && def->needs_upcard(ru) ? G_UPCARD :
	       G_HANDS;
}

/* "Anna", or "Anna knock": the declarer and maybe the kind.  Returns the
 * next stage. */
static int
take_declarer(play *p, const char *line)
{
	char who[PLAY_LINE_MAX];
	char *sp;
	kl_error err;
	int kind = -1;

	snprintf(who, sizeof(who), "%s", line);
	sp = strrchr(who, ' ');
	if (kl_game_seat(&p->game, who) < 0 && sp != NULL &&
	    (kind = parse_kind(sp + 1)) >= 0) {
		while (sp > who && sp[-1] == ' ')
			sp--;
		*sp = '\0';
	}
	/* where a game ends one way (a knock, going out, ù): nothing to
	 * ask */
	if (kind < 0)
		kind = p->game.def->default_kind;
	kl_error_clear(&err);
	if (kl_game_declare(&p->game, who, kind, &err)) {
		kl_cli_error(p->cli, &err);
		return G_WHO;
	}
	return kind < 0 ? G_HOW : after_how(p);
}

/* The last look before booking, with the points the game would book. */
static void
print_summary(play *p)
{
	const kl_game *g = &p->game;
	kl_rubber after = p->r.state;
	kl_event_result res;
	kl_error err;
	int deadwood[KL_PLAYERS_MAX], i, n = p->r.row.nplayers, seat, known;
	const char *who = p->r.row.names[g->declarer];
	const char *dealer = p->r.row.names[p->r.state.dealer];
	FILE *f = p->cli->out;

	kl_game_deadwood(g, deadwood);
	{
		kl_event ev;
		memset(&ev, 0, sizeof(ev));
		ev.kind = KL_EVENT_GAME;
		ev.declarer = g->declarer;
		ev.rummy = g->kind == KL_VERDICT_RUMMY ||
		           g->kind == KL_VERDICT_BIG_GIN;
		ev.big = g->kind == KL_VERDICT_BIG_GIN;
		ev.upcard = g->upcard;
		ev.worth = g->worth;
		memcpy(ev.deadwood, deadwood, sizeof(ev.deadwood));
		for (i = 0; i < n; i++)
			ev.melded[i] = kl_game_shown(g, i) != NULL &&
			               kl_game_shown(g, i)->nmelds > 0;
		known = kl_rubber_apply(&after, &ev, &res, &err) == KL_OK;
	}
	kl_cli_decl_look(f, kl_cli_decl_of(g), p->r.state.games + 1, who,
	                 dealer);
	for (i = 0; i < n; i++) {
		const kl_game_hand *h;
		seat = (g->declarer + i) % n;
		h = &g->hand[seat];
		if (!h->given)
			continue;
		fputs("  ", f);
		kl_cli_pad(f, p->r.row.names[seat], 10, 0);
		if (known)
			fprintf(f, _(" %3d points  "), res.points[seat]);
		else
			fprintf(f, _(" %3d deadwood  "), deadwood[seat]);
		if (h->as_points)
			fputs(_("(typed as points)"), f);
		else
			kl_cli_arrangement(p->cli, kl_game_shown(g, seat), f);
		if (known && res.newly_out[seat])
			fprintf(f, _("  -> out with %d"),
			        after.seat[seat].score);
		fputc('\n', f);
	}
}

/*
 * Book the game with kl_ops_book and show it.  If the rubber changed
 * since the game was judged, say so and show the rubber as it is now.
 * Returns the exit status.
 */
static int
record(play *p, int *stale)
{
	kl_store *s = NULL;
	kl_ops_game_result *res = NULL;
	kl_error err;
	int rc;

	fflush(p->cli->out);
	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
	if ((rc = kl_cli_store(p->cli, KL_STORE_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_book(s, &p->r, &p->game, res, &err)) {
		rc = kl_cli_error(p->cli, &err);
		*stale = err.code == KL_ESTALE;
		if (*stale && res->after.row.id != 0)
			kl_cli_standings(p->cli, &res->after);
		goto done;
	}
	snprintf(p->cli->booked, sizeof(p->cli->booked), _("Game %d of rubber "
	         "%lld is booked."), res->number, (long long)res->after.row.id);
	kl_cli_booked(p->cli, res);
	rc = KL_EXIT_OK;
done:
	kl_store_close(s);
	free(res);
	return rc;
}

/* The player in seat buys back, as `klopf buyback` does. */
static void
buy_back(play *p, int seat)
{
	kl_store *s = NULL;
	kl_ops_buyback_result b;
	kl_error err;

	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_STORE_READ, &s))
		return;
	kl_error_clear(&err);
	if (kl_ops_buyback(s, p->r.row.names[seat], &b, &err))
		kl_cli_error(p->cli, &err);
	else
		kl_cli_bought_back(p->cli, &b);
	kl_store_close(s);
}

/* After a booked game: the standings, and the buy-back offers. */
static int
after_game(play *p)
{
	char prompt[KL_NAME_MAX + 96], winners[KL_PLAYERS_MAX * 72];
	const char *names[KL_PLAYERS_MAX];
	kl_error why;
	int seat, a, rc, k, pot = p->r.state.pot;

	/* pot: what was in it before this game, which is what a game that
	 * ends the rubber pays out */
	if ((rc = load(p))) {
		p->rc = rc;
		return STEP_FAIL;
	}
	fputc('\n', p->cli->out);
	kl_cli_standings(p->cli, &p->r);
	if (!p->in_play) {
		for (k = 0; k < p->r.state.nwinners; k++)
			names[k] = p->r.row.names[p->r.state.winners[k]];
		kl_text_list(names, p->r.state.nwinners, winners,
		             sizeof(winners));
		if (kl_gamedef_of(&p->r.state.rules)->race)
			fprintf(p->cli->out, _("Rubber %lld is over: %s wins the "
			        "game.\n"), (long long)p->r.row.id, winners);
		else if (p->r.state.nwinners == 1)
			fprintf(p->cli->out, _("Rubber %lld is over: %s wins the "
			        "pot of %d chips.\n"), (long long)p->r.row.id,
			        winners, pot);
		else
			fprintf(p->cli->out, _("Rubber %lld is over: %s share the "
			        "pot of %d chips.\n"), (long long)p->r.row.id,
			        winners, pot);
		return STEP_AGAIN;
	}
	for (seat = 0; seat < p->r.row.nplayers; seat++) {
		if (kl_rubber_can_buyback(&p->r.state, seat, &why) != KL_OK)
			continue;
		snprintf(prompt, sizeof(prompt), _("Does %s buy back for %d "
		         "chips (total %d -> %d)? [y/n] "), p->r.row.names[seat],
		         p->r.state.rules.buyback_cost,
		         p->r.state.seat[seat].score,
		         kl_rubber_buyback_total(&p->r.state, seat));
		a = yesno(p, prompt, T_BUYBACK);
		if (a == ANS_UNDO)
			return undo(p);
		if (a == ANS_LEAVE)
			return STEP_LEAVE;
		if (a != ANS_YES)
			continue;
		buy_back(p, seat);
		/* the next offer depends on the totals after this one */
		if ((rc = load(p))) {
			p->rc = rc;
			return STEP_FAIL;
		}
	}
	return STEP_AGAIN;
}

/*
 * Ctrl-C, cancel, undo or quit while a game is entered.  Returns the
 * stage to go on with; *step says where the turn leads when G_DONE.
 */
static int
interrupted(play *p, int answer, int stage, int *step)
{
	char prompt[96];
	int number = p->r.state.games + 1, a;

	switch (answer) {
	case ANS_RESTART:
		/* play_game starts the game over */
		return stage;
	case ANS_INTERRUPT:
		snprintf(prompt, sizeof(prompt), _("Drop game %d, which is being "
		         "entered? [y/n] "), number);
		a = yesno(p, prompt, T_DROP);
		if (a == ANS_YES) {
			fprintf(p->cli->out, _("Game %d dropped; nothing was "
			        "recorded.\n"), number);
			*step = STEP_AGAIN;
			return G_DONE;
		}
		if (a != ANS_EOF && a != ANS_LEAVE)
			return stage;
		break;
	case ANS_EOF:
		snprintf(prompt, sizeof(prompt), _("Leave without recording game "
		         "%d? [y/n] "), number);
		a = yesno(p, prompt, T_DROP);
		if (a != ANS_YES && a != ANS_EOF && a != ANS_LEAVE)
			return stage;
		break;
	case ANS_CANCEL:
		fprintf(p->cli->out, _("Game %d dropped; nothing was recorded.\n"),
		        number);
		*step = STEP_AGAIN;
		return G_DONE;
	case ANS_UNDO:
		a = yesno(p, _("Drop the game being entered and take back the "
		          "last booked event? [y/n] "), T_DISCARD);
		if (a == ANS_LEAVE)
			break;
		if (a != ANS_YES && a != ANS_UNDO)
			return stage;
		*step = undo(p);
		return G_DONE;
	default:
		break;
	}
	fprintf(p->cli->out, _("Game %d was not recorded.\n"), number);
	*step = STEP_LEAVE;
	return G_DONE;
}

/* The upcard of a hand of Oklahoma gin as typed; KL_OK, or the refusal
 * printed. */
static int
take_upcard(play *p, const char *line)
{
	kl_error err;
	kl_card c;

	kl_error_clear(&err);
	if (kl_card_parse(line, strlen(line), &c, &err) != KL_OK ||
	    kl_game_set_upcard(&p->game, c, &err) != KL_OK) {
		kl_cli_error(p->cli, &err);
		return KL_EINPUT;
	}
	if (p->game.t.rules.knock_limit < 0)
		fprintf(p->cli->out, _("  (only gin ends this hand)\n"));
	else
		fprintf(p->cli->out, _("  (a knock needs %d or less)\n"),
		        p->game.t.rules.knock_limit);
	return KL_OK;
}

/* Book a dead hand of gin, as `klopf game --dead` does.  Returns the
 * step. */
static int
dead_hand(play *p)
{
	kl_store *s = NULL;
	kl_ops_game_result *res;
	kl_error err;
	int rc, a;

	a = yesno(p, _("A dead hand: nobody knocked and nothing is scored. "
	          "Record it? [y/n] "), T_CONFIRM);
	if (a == ANS_LEAVE)
		return STEP_LEAVE;
	if (a != ANS_YES)
		return STEP_AGAIN;
	fflush(p->cli->out);
	res = malloc(sizeof(*res));
	if (res == NULL) {
		p->rc = kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
		return STEP_FAIL;
	}
	if ((rc = kl_cli_store(p->cli, KL_STORE_READ, &s)) == KL_EXIT_OK) {
		kl_error_clear(&err);
		if (kl_ops_dead(s, res, &err))
			kl_cli_error(p->cli, &err);
		else
			kl_cli_booked(p->cli, res);
	}
	kl_store_close(s);
	free(res);
	p->show = 1;
	return STEP_AGAIN;
}

/*
 * The game being entered starts again (p->restart set by a correction or
 * by a command between games).  Returns G_WHO, or G_DONE with *step
 * STEP_AGAIN when the rubber is no longer in play.  number is the game's
 * number as announced.
 */
static int
restart_game(play *p, int number, int *step)
{
	int why = p->restart;

	p->restart = 0;
	if (!p->in_play && why == RESTART_BETWEEN) {
		*step = STEP_AGAIN;
		return G_DONE;
	}
	if (!p->in_play) {
		fprintf(p->cli->out, _("Game %d was not recorded: the rubber "
		        "is over after the correction.\n"), number);
		*step = STEP_AGAIN;
		return G_DONE;
	}
	if (why == RESTART_BETWEEN)
		fprintf(p->cli->out, _("\nGame %d: %s deals.\n"), number,
		        p->r.row.names[p->r.state.dealer]);
	else
		fprintf(p->cli->out, _("Enter game %d again.\n"), number);
	return G_WHO;
}

/*
 * The stage G_WHO: a new game, and who went out (or a declaration made
 * alone: a dead hand is booked here, the hands of one without a declarer
 * are asked from the dealer's left).  Returns the next stage; *step is
 * set when it is G_DONE.
 */
static int
stage_who(play *p, int *step)
{
	const char *line;
	const kl_decl *alone;
	int a;

	clear_game(p);
	a = ask(p, _(p->game.def->ask_who), NULL, T_WHO, &line);
	alone = a == ANS_LINE ? kl_cli_decl_alone(p->game.def, line) : NULL;
	if (alone != NULL && (alone->flags & KL_DECL_NO_HANDS)) {
		*step = dead_hand(p);
		return G_DONE;
	}
	if (alone != NULL) {
		/* the hands from the dealer's left */
		kl_game_declare(&p->game, p->r.row.names[(p->r.state.dealer +
		                1) % p->r.row.nplayers], alone->verdict, NULL);
		return G_HANDS;
	}
	if (a == ANS_LINE)
		return take_declarer(p, line);
	if (a == ANS_RESTART)
		return G_WHO;
	if (a == ANS_CANCEL) {
		fputs(_("(quit or Ctrl-D leaves)\n"), p->cli->out);
		return G_WHO;
	}
	if (a == ANS_UNDO) {
		*step = undo(p);
		return G_DONE;
	}
	*step = STEP_LEAVE;
	return G_DONE;
}

/* The stage G_HOW: how the declarer went out.  Returns the next stage;
 * *step is set when it is G_DONE. */
static int
stage_how(play *p, int *step)
{
	const char *line;
	int a;

	a = ask(p, _(p->game.def->ask_kind), NULL, T_HOW, &line);
	if (a != ANS_LINE)
		return interrupted(p, a, G_HOW, step);
	if (parse_kind(line) >= 0 &&
	    kl_game_set_kind(&p->game, parse_kind(line), NULL) == KL_OK)
		return after_how(p);
	kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s", _(p->game.def->kind_refusal));
	return G_HOW;
}

/* The stage G_UPCARD: the upcard of a hand of Oklahoma gin.  Returns the
 * next stage; *step is set when it is G_DONE. */
static int
stage_upcard(play *p, int *step)
{
	const char *line;
	int a;

	a = ask(p, _("The upcard? "), NULL, T_UPCARD, &line);
	if (a != ANS_LINE)
		return interrupted(p, a, G_UPCARD, step);
	return take_upcard(p, line) == KL_OK ? G_HANDS : G_UPCARD;
}

/* The stage G_HANDS: the next hand still missing, or, when every hand
 * is in, the last look.  Returns the next stage; *step is set when it is
 * G_DONE. */
static int
stage_hands(play *p, int *step)
{
	int seat = kl_game_missing(&p->game), a;

	if (seat < 0) {
		print_summary(p);
		return G_CONFIRM;
	}
	a = enter_hand(p, seat, NULL);
	return a != ANS_LINE ? interrupted(p, a, G_HANDS, step) : G_HANDS;
}

/* "yes" at the last look: book the game.  Returns the next stage; *step
 * is set when it is G_DONE.  number is the game's number as
 * announced. */
static int
confirm_yes(play *p, int number, int *step)
{
	int stale = 0;

	if (record(p, &stale) == KL_EXIT_OK) {
		/* booked: no game is being entered */
		p->game.declarer = -1;
		*step = after_game(p);
		return G_DONE;
	}
	if (stale) {
		fprintf(p->cli->out, _("Game %d was not recorded; enter it "
		        "again against the rubber as it is now.\n"), number);
		*step = STEP_AGAIN;
		return G_DONE;
	}
	fputs(_("Nothing was recorded.  Type a name to change that hand, yes "
	      "to try again, no to drop the game.\n"), p->cli->out);
	return G_CONFIRM;
}

/*
 * The stage G_CONFIRM: the last look; yes books the game, no drops it,
 * a player's name asks that hand again.  Returns the next stage; *step
 * is set when it is G_DONE.  number is the game's number as announced.
 */
static int
stage_confirm(play *p, int number, int *step)
{
	char prompt[KL_NAME_MAX + 64], keep[PLAY_LINE_MAX];
	const char *line;
	int a, seat;

	snprintf(prompt, sizeof(prompt), _("Record game %d? [y/n/name] "),
	         number);
	a = ask(p, prompt, NULL, T_CONFIRM, &line);
	if (a != ANS_LINE)
		return interrupted(p, a, G_CONFIRM, step);
	if (is_no(line))
		return interrupted(p, ANS_CANCEL, G_CONFIRM, step);
	if (is_yes(line))
		return confirm_yes(p, number, step);
	seat = kl_game_seat(&p->game, line);
	if (seat < 0 || !p->game.hand[seat].given) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("answer yes, no, or the name "
		            "of a player whose hand to change"));
		return G_CONFIRM;
	}
	snprintf(keep, sizeof(keep), "%s", p->game.hand[seat].typed);
	kl_game_take_back(&p->game, seat);
	a = enter_hand(p, seat, keep);
	if (a != ANS_LINE)
		return interrupted(p, a, G_CONFIRM, step);
	print_summary(p);
	return G_CONFIRM;
}

/* Ask for one game, stage by stage, and book it.  Returns where the
 * turn leads (enum step). */
static int
play_game(play *p)
{
	int stage = G_WHO, step = STEP_AGAIN, number;

	if (p->show)
		kl_cli_standings(p->cli, &p->r);
	p->show = 0;
	set_words(p);
	number = p->r.state.games + 1;
	fprintf(p->cli->out, _("\nGame %d: %s deals.\n"), number,
	        p->r.row.names[p->r.state.dealer]);
	while (stage != G_DONE) {
		if (p->restart)
			stage = restart_game(p, number, &step);
		switch (stage) {
		case G_WHO:
			stage = stage_who(p, &step);
			break;
		case G_HOW:
			stage = stage_how(p, &step);
			break;
		case G_UPCARD:
			stage = stage_upcard(p, &step);
			break;
		case G_HANDS:
			stage = stage_hands(p, &step);
			break;
		case G_CONFIRM:
			stage = stage_confirm(p, number, &step);
			break;
		default:
			stage = G_DONE;
		}
	}
	/* no game is being entered any more */
	p->game.declarer = -1;
	return step;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	play *p = NULL;
	kl_rules_opts ro;
	int done, rc, step = STEP_AGAIN, noted = 0;
	int edit = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("play: no arguments expected"));
	p = calloc(1, sizeof(*p));
	if (p == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	p->cli = cli;
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
	while (step == STEP_AGAIN) {
		if ((p->rc = load(p))) {
			step = STEP_FAIL;
			break;
		}
		if (!noted && p->have_rules && p->in_play)
			fprintf(cli->out, _("(rubber %lld is in play; --rule and "
			        "--profile apply to the next rubber started "
			        "here)\n"), (long long)p->r.row.id);
		noted = 1;
		step = p->in_play ? play_game(p) : new_rubber(p);
	}
	rc = step == STEP_FAIL ? p->rc : KL_EXIT_OK;
done:
	if (p != NULL)
		play_io_close(p->io);
	free(p);
	return rc;
}

const kl_command kl_cmd_play = {
	.name = "play",
	.summary = N_("keep score at the table, asking question by question"),
	.synopsis = "[--game GAME] [--profile P] [--rule KEY=VALUE]...",
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
	"At any question: undo (take back the last booked game or buy-back;\n"
	"while a game is entered, after dropping it), fix N NAME=CARDS...\n"
	"(correct game N as klopf fix does; the game being entered is judged\n"
	"again against the corrected rubber), buyback NAME (between games),\n"
	"standings, cancel or\n"
	"Ctrl-C (drop the game being entered), help, quit or Ctrl-D (leave).\n"
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
};
