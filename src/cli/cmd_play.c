/*
 * cmd_play.c - `klopf play`: the interactive table mode.
 *
 * A session is a loop over games.  Each turn loads the rubber in play
 * from the database (or offers to start one), asks for the game in
 * stages (who went out, how, every hand, a last look), and books it with
 * kl_cli_record_game, which checks everything again.  Nothing is booked
 * before the last "yes", so dropping a game half-way leaves no trace.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli_newrubber.h"
#include "cli_rubber.h"
#include "hand_eval.h"
#include "kl_referee.h"
#include "play_io.h"

static const kl_opt opts[] = {
	{ "rule", 'r', "KEY=VALUE", "a house rule for a rubber started here "
	  "(repeatable; see klopf rules)" },
	{ "profile", 'p', "P", "start a new rubber from the rules of "
	  "profile P" },
	{ NULL, 0, NULL, NULL }
};

/* What a question got. */
enum answer {
	ANS_LINE,   /* an answer to the question itself */
	ANS_LEAVE,  /* quit, or Ctrl-D / the end of the input */
	ANS_CANCEL, /* cancel, or Ctrl-C */
	ANS_UNDO,   /* undo */
	ANS_YES,    /* yes/no questions only */
	ANS_NO
};

/* Where one turn of the session leads. */
enum step { STEP_AGAIN, STEP_LEAVE, STEP_FAIL };

/* The stages of entering a game. */
enum stage { G_WHO, G_HOW, G_HANDS, G_CONFIRM, G_DONE };

/* What the help of a question explains. */
enum topic { T_WHO, T_HOW, T_HAND, T_CONFIRM, T_BUYBACK, T_AGAIN, T_NAMES,
             T_DISCARD };

/* One hand of the game being entered. */
typedef struct play_hand {
	int typed;                /* 1 once accepted */
	int as_points;            /* typed as a number */
	int deadwood;
	char text[PLAY_LINE_MAX]; /* as typed */
	kl_cardlist list;
	kl_arrangement arr;
} play_hand;

typedef struct play {
	kl_cli *cli;
	play_io *io;
	kl_rules rules;      /* for a rubber started here */
	int have_rules;      /* --rule or --profile was given */
	kl_cli_rubber r;     /* the rubber in play, or the last one */
	int in_play;         /* r is in play */
	int have_last;       /* r is a rubber that is over */
	int show;            /* print the standings before the next game */
	int rc;              /* the exit status when a turn fails */
	/* the game being entered */
	int declarer;        /* seat, or -1 */
	int rummy;
	play_hand hand[KL_PLAYERS_MAX];  /* by seat */
	const char *words[KL_PLAYERS_MAX + 16];
} play;

/* Words offered by tab completion besides the players' names. */
static const char *const plain_words[] = {
	"knock", "rummy", "yes", "no", "undo", "standings", "cancel",
	"help", "quit"
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
	for (i = 0; i < NPLAIN; i++)
		p->words[n++] = plain_words[i];
	play_io_words(p->io, p->words, n);
}

static void
print_help(play *p, int topic)
{
	static const char *const what[] = {
		/* T_WHO */
		"Type the name of the player who went out, maybe followed by\n"
		"knock or rummy (\"Anna knock\").\n",
		/* T_HOW */
		"Type knock (or k) if the player knocked, rummy (or r) for a "
		"rummy.\n",
		/* T_HAND */
		"Type the player's cards, e.g. \"3H 4H 5H QS QD QC 7C 7D 7S "
		"2S\".\nWhoever went out may show the card drawn last as "
		"well; klopf\nthen picks the discard.  Any other hand may be "
		"given as the\npoints it counts instead (\"17\").\n",
		/* T_CONFIRM */
		"Type yes to book the game, no to drop it, or a player's name\n"
		"to type that hand again.\n",
		/* T_BUYBACK */
		"Type yes if the player buys back now, no if not.\n",
		/* T_AGAIN */
		"Type yes to start another rubber with the same players in the\n"
		"same seats, no to name the players.\n",
		/* T_NAMES */
		"Type the players' names in seating order (clockwise), the one\n"
		"who deals first first, separated by spaces or commas:\n"
		"\"Anna Ben Clara\".\n",
		/* T_DISCARD */
		"Type yes to drop the game being entered and take back the last\n"
		"booked event, no to go on entering the game.\n"
	};
	FILE *f = p->cli->out;

	fputs(what[topic], f);
	fputs("At any question you may also type:\n"
	      "  undo       take back the last booked game or buy-back\n"
	      "  standings  show the totals, chips and pot\n"
	      "  cancel     drop the game being entered (Ctrl-C)\n"
	      "  help       show this help\n"
	      "  quit       leave (Ctrl-D); only booked games are kept\n", f);
	if (play_io_editing(p->io))
		fputs("Tab completes names and words; Up and Down recall "
		      "earlier answers.\n", f);
}

static void
show_standings(play *p)
{
	if (p->in_play || p->have_last)
		kl_cli_standings(p->cli, &p->r);
	else
		fputs("no rubber yet\n", p->cli->out);
}

/*
 * Ask a question.  help and standings are answered here and the question
 * asked again; empty answers are ignored.  On ANS_LINE *line holds the
 * answer until the next question.
 */
static int
ask(play *p, const char *prompt, const char *prefill, int topic,
    const char **line)
{
	int rc;

	for (;;) {
		rc = play_io_read(p->io, prompt, prefill, line);
		prefill = NULL;
		if (rc == PLAY_READ_EOF)
			return ANS_LEAVE;
		if (rc == PLAY_READ_INTERRUPT)
			return ANS_CANCEL;
		if ((*line)[0] == '\0')
			continue;
		if (!strcasecmp(*line, "help") || !strcmp(*line, "?")) {
			print_help(p, topic);
			continue;
		}
		if (!strcasecmp(*line, "standings")) {
			show_standings(p);
			continue;
		}
		if (!strcasecmp(*line, "quit") || !strcasecmp(*line, "exit"))
			return ANS_LEAVE;
		if (!strcasecmp(*line, "cancel"))
			return ANS_CANCEL;
		if (!strcasecmp(*line, "undo"))
			return ANS_UNDO;
		return ANS_LINE;
	}
}

static int
is_yes(const char *s)
{
	return !strcasecmp(s, "y") || !strcasecmp(s, "yes");
}

static int
is_no(const char *s)
{
	return !strcasecmp(s, "n") || !strcasecmp(s, "no");
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
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "answer yes or no");
	}
}

/* Run another command of klopf (undo, buyback) with one argument. */
static int
run_command(play *p, const kl_command *cmd, const char *arg)
{
	kl_cli sub = *p->cli;
	char name[32], value[KL_NAME_MAX];
	char *argv[3];
	int rc;

	snprintf(name, sizeof(name), "%s", cmd->name);
	argv[0] = name;
	argv[1] = NULL;
	argv[2] = NULL;
	if (arg != NULL) {
		snprintf(value, sizeof(value), "%s", arg);
		argv[1] = value;
	}
	sub.cmd = cmd;
	sub.operands = NULL;
	fflush(p->cli->out);
	rc = cmd->run(&sub, arg != NULL ? 2 : 1, argv);
	free(sub.operands);
	return rc;
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
	kl_rubber_row row;
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
	if (rc == KL_ENOTFOUND) {
		rc = KL_EXIT_OK;
		goto done;
	}
	if (rc != KL_OK || kl_store_begin(s, 0, &err)) {
		rc = kl_cli_error(p->cli, &err);
		goto done;
	}
	rc = kl_store_rubber_latest(s, &row, &err);
	if (rc == KL_ENOTFOUND) {
		rc = KL_EXIT_OK;
		goto done;
	}
	if (rc != KL_OK) {
		rc = kl_cli_error(p->cli, &err);
		goto done;
	}
	if ((rc = kl_cli_load_rubber(p->cli, s, KL_RUBBER_LATEST, &p->r)))
		goto done;
	p->in_play = p->r.state.phase == KL_RUBBER_IN_PLAY;
	p->have_last = !p->in_play;
done:
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

/* Take back the last booked event, as `klopf undo` does. */
static int
undo(play *p)
{
	if (run_command(p, &kl_cmd_undo, NULL) == KL_EXIT_OK)
		p->show = 1;
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
 * those of the last rubber.  Returns kl_cli_new_rubber's exit status. */
static int
start_rubber(play *p, const char *const *names, int n)
{
	const kl_rules *rules = p->have_rules || !p->have_last ? &p->rules :
	    &p->r.row.rules;
	int rc = kl_cli_new_rubber(p->cli, rules, names, n);

	if (rc == KL_EXIT_OK)
		p->show = 1;
	return rc;
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
		snprintf(prompt, sizeof(prompt), "Another rubber with %s? "
		         "[y/n] ", kl_cli_names(&p->r.row, list, sizeof(list)));
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
		fputs("No rubber is in play; name the players to start one.\n",
		      p->cli->out);
	}
	for (;;) {
		a = ask(p, "Players, in seating order (the first deals): ",
		        NULL, T_NAMES, &line);
		if (a == ANS_UNDO)
			return undo(p);
		if (a == ANS_LEAVE)
			return STEP_LEAVE;
		if (a == ANS_CANCEL)
			return STEP_AGAIN;
		snprintf(text, sizeof(text), "%s", line);
		n = split_names(text, names, KL_PLAYERS_MAX);
		if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX) {
			kl_cli_fail(p->cli, KL_EXIT_INPUT, "a rubber needs %d to "
			            "%d players", KL_PLAYERS_MIN, KL_PLAYERS_MAX);
			continue;
		}
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

/* Is t a whole number (points typed instead of cards)? */
static int
is_number(const char *t)
{
	if (*t == '-' || *t == '+')
		t++;
	if (*t < '0' || *t > '9')
		return 0;
	while (*t >= '0' && *t <= '9')
		t++;
	return *t == '\0';
}

/* The most points a hand can count: every card of the highest value. */
static long
most_points(const kl_rules *ru)
{
	int v = ru->court_value;

	if (ru->ace_value > v)
		v = ru->ace_value;
	if (ru->joker_value > v)
		v = ru->joker_value;
	return (long)ru->hand_size * v;
}

/* "[3♥ 4♥ 5♥] [Q♠ Q♦ Q♣]  unmatched 2♠  discard K♥" */
static void
print_arrangement(const kl_cli *cli, const kl_arrangement *a, FILE *f)
{
	kl_cli_melds(cli, a, f);
	if (a->nunmatched > 0) {
		fputs(a->nmelds ? "  unmatched " : "unmatched ", f);
		kl_cli_cards(cli, a->unmatched, a->nunmatched, f);
	}
	if (a->discard != KL_NO_CARD) {
		fputs(a->nmelds || a->nunmatched ? "  discard " : "discard ", f);
		kl_cli_card(cli, a->discard, f);
	}
}

/* The line shown as soon as a hand is accepted. */
static void
print_hand(play *p, int seat)
{
	const play_hand *h = &p->hand[seat];
	FILE *f = p->cli->out;

	fprintf(f, "  %s: ", p->r.row.names[seat]);
	if (h->as_points) {
		fprintf(f, "%d (typed as points)\n", h->deadwood);
		return;
	}
	print_arrangement(p->cli, &h->arr, f);
	if (seat != p->declarer && p->rummy && p->r.state.rules.rummy_doubles)
		fprintf(f, "  (deadwood %d, doubled after the rummy: %d "
		        "points)\n", h->deadwood, 2 * h->deadwood);
	else if (seat != p->declarer)
		fprintf(f, "  (%d points)\n", h->deadwood);
	else if (p->rummy)
		fputs("  (rummy)\n", f);
	else
		fprintf(f, "  (deadwood %d: the knock stands)\n", h->deadwood);
}

/* The declaration does not stand: say why and show the arrangement. */
static void
refute(play *p, int seat, const play_hand *h)
{
	kl_cli *cli = p->cli;

	kl_cli_fail(cli, KL_EXIT_INPUT, "%s's %s does not stand: the best "
	    "arrangement leaves deadwood %d (%s)", p->r.row.names[seat],
	    p->rummy ? "rummy" : "knock", h->arr.deadwood,
	    p->rummy ? "a rummy needs 0" : "too much to knock");
	fputs("  ", cli->err);
	print_arrangement(cli, &h->arr, cli->err);
	fputs("\n  (type the hand again, or cancel to start the game "
	      "over)\n", cli->err);
}

/*
 * A hand clashes with those typed before: name the first card that is
 * on the table too often and the other players holding it.
 */
static void
clash(play *p, int seat, const play_hand *h)
{
	const kl_rules *ru = &p->r.state.rules;
	char others[KL_PLAYERS_MAX * (KL_NAME_MAX + 8)], name[KL_CARD_NAME_MAX];
	int total[KL_NATURALS + 1], mine[KL_NATURALS + 1];
	int c, k, i, nothers = 0;
	size_t o = 0;

	memset(total, 0, sizeof(total));
	memset(mine, 0, sizeof(mine));
	for (i = 0; i < h->list.n; i++)
		mine[h->list.cards[i]]++;
	for (k = 0; k < p->r.row.nplayers; k++)
		if (k != seat && p->hand[k].typed)
			for (i = 0; i < p->hand[k].list.n; i++)
				total[p->hand[k].list.cards[i]]++;
	for (c = 0; c <= KL_NATURALS; c++)
		if (mine[c] && total[c] + mine[c] >
		    (c == KL_JOKER ? ru->jokers : ru->decks))
			break;
	if (c > KL_NATURALS)
		c = KL_JOKER;
	others[0] = '\0';
	for (k = 0; k < p->r.row.nplayers; k++) {
		int held = 0;
		if (k == seat || !p->hand[k].typed)
			continue;
		for (i = 0; i < p->hand[k].list.n; i++)
			held += p->hand[k].list.cards[i] == c;
		if (held && o < sizeof(others))
			o += (size_t)snprintf(others + o, sizeof(others) - o,
			    "%s%s's", nothers++ ? " and " : "",
			    p->r.row.names[k]);
	}
	kl_card_name((kl_card)c, KL_STYLE_ASCII, name, sizeof(name));
	if (c == KL_JOKER)
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s's hand clashes with %s: "
		    "%d jokers would be on the table, the deck has %d",
		    p->r.row.names[seat], others, total[c] + mine[c],
		    ru->jokers);
	else
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s's hand clashes with %s: "
		    "%s would be on the table %d times, the deck has %d",
		    p->r.row.names[seat], others, name, total[c] + mine[c],
		    ru->decks);
}

/* A number typed for a hand: the points it counts.  0 or -1. */
static int
read_points(play *p, int seat, const char *text, play_hand *h)
{
	const kl_rules *ru = &p->r.state.rules;
	const char *who = p->r.row.names[seat];
	long pts;

	if (seat == p->declarer) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s went out and must show "
		            "the cards, not points", who);
		return -1;
	}
	if (kl_cli_parse_int(text, 0, most_points(ru), &pts)) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s: %s points is impossible "
		            "(a hand counts 0 to %ld)", who, text,
		            most_points(ru));
		return -1;
	}
	h->as_points = 1;
	h->deadwood = (int)pts;
	return 0;
}

/*
 * Cards typed for a hand: read under the rubber's rules, check their
 * number, that they do not clash with the hands typed before, and for
 * the declarer that the declaration stands; then count them.  0 or -1.
 */
static int
read_cards(play *p, int seat, const char *text, play_hand *h)
{
	const kl_rules *ru = &p->r.state.rules;
	const char *who = p->r.row.names[seat];
	const kl_cardlist *lists[KL_PLAYERS_MAX];
	const char *names[KL_PLAYERS_MAX];
	kl_card_limits lim;
	kl_error err;
	kl_hand hand;
	int k, n, nt = 0, verdict;

	kl_error_clear(&err);
	kl_eval_limits(ru, &lim);
	if (kl_cards_parse(&text, 1, &lim, &h->list, &err)) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s's hand: %s", who,
		            err.msg);
		return -1;
	}
	n = h->list.n;
	if (seat == p->declarer && n != ru->hand_size &&
	    n != ru->hand_size + 1) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s went out with %d cards; "
		    "show %d, or %d before the discard", who, n, ru->hand_size,
		    ru->hand_size + 1);
		return -1;
	}
	if (seat != p->declarer && n != ru->hand_size) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s shows %d cards; a hand "
		    "holds %d at the end of a game", who, n, ru->hand_size);
		return -1;
	}
	for (k = 0; k < p->r.row.nplayers; k++)
		if (k != seat && p->hand[k].typed && !p->hand[k].as_points) {
			lists[nt] = &p->hand[k].list;
			names[nt++] = p->r.row.names[k];
		}
	lists[nt] = &h->list;
	names[nt++] = who;
	if (kl_table_check(ru, lists, names, nt, &err)) {
		clash(p, seat, h);
		return -1;
	}
	kl_cardlist_hand(&h->list, &hand);
	if (seat != p->declarer) {
		if (kl_solve(ru, &hand, 0, &h->arr) < 0) {
			kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s's hand cannot be "
			            "counted", who);
			return -1;
		}
	} else {
		verdict = kl_verdict(ru, &hand, &h->arr, &err);
		if (verdict < 0) {
			kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s's hand: %s", who,
			            err.msg);
			return -1;
		}
		if ((p->rummy && verdict != KL_VERDICT_RUMMY) ||
		    (!p->rummy && verdict == KL_VERDICT_NONE)) {
			refute(p, seat, h);
			return -1;
		}
	}
	h->deadwood = h->arr.deadwood;
	return 0;
}

/*
 * Check a hand as typed (cards, or points for a player who did not go
 * out) and keep and show it when it is accepted.  Returns 0, or -1 after
 * saying why it is refused.
 */
static int
check_hand(play *p, int seat, const char *text)
{
	play_hand *h = calloc(1, sizeof(*h));
	int rc = -1;

	if (h == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_STORE, "out of memory");
		goto done;
	}
	snprintf(h->text, sizeof(h->text), "%s", text);
	if (is_number(text) ? read_points(p, seat, text, h) :
	    read_cards(p, seat, text, h))
		goto done;
	h->typed = 1;
	p->hand[seat] = *h;
	print_hand(p, seat);
	rc = 0;
done:
	free(h);
	return rc;
}

/* Ask for one hand until it is accepted; prefill is an earlier answer
 * to edit.  Returns ANS_LINE when accepted, else what was answered. */
static int
enter_hand(play *p, int seat, const char *prefill)
{
	const kl_rules *ru = &p->r.state.rules;
	char prompt[KL_NAME_MAX + 80], keep[PLAY_LINE_MAX];
	const char *line;
	int a;

	if (seat == p->declarer)
		snprintf(prompt, sizeof(prompt), "%s's cards (%d, or %d before "
		         "the discard): ", p->r.row.names[seat], ru->hand_size,
		         ru->hand_size + 1);
	else
		snprintf(prompt, sizeof(prompt), "%s's cards (%d) or points: ",
		         p->r.row.names[seat], ru->hand_size);
	if (prefill != NULL) {
		snprintf(keep, sizeof(keep), "%s", prefill);
		prefill = keep;
	}
	for (;;) {
		a = ask(p, prompt, prefill, T_HAND, &line);
		if (a != ANS_LINE)
			return a;
		snprintf(keep, sizeof(keep), "%s", line);
		if (check_hand(p, seat, keep) == 0)
			return ANS_LINE;
		prefill = keep;
	}
}

/* ---- one game ---- */

static void
clear_game(play *p)
{
	memset(p->hand, 0, sizeof(p->hand));
	p->declarer = -1;
	p->rummy = 0;
}

/* Read "knock"/"rummy" (or k/r); -1 if it is neither. */
static int
parse_kind(const char *s)
{
	if (!strcasecmp(s, "k") || !strcasecmp(s, "knock") ||
	    !strcasecmp(s, "knocks") || !strcasecmp(s, "klopf"))
		return 0;
	if (!strcasecmp(s, "r") || !strcasecmp(s, "rummy"))
		return 1;
	return -1;
}

/* "Anna", or "Anna knock": the declarer and maybe the kind.  Returns the
 * next stage. */
static int
take_declarer(play *p, const char *line)
{
	char who[PLAY_LINE_MAX], list[KL_PLAYERS_MAX * KL_NAME_MAX];
	char *sp;
	int seat, kind = -1;

	snprintf(who, sizeof(who), "%s", line);
	seat = kl_cli_seat(&p->r.row, who);
	sp = strrchr(who, ' ');
	if (seat < 0 && sp != NULL && (kind = parse_kind(sp + 1)) >= 0) {
		while (sp > who && sp[-1] == ' ')
			sp--;
		*sp = '\0';
		seat = kl_cli_seat(&p->r.row, who);
	}
	if (seat < 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s does not play in this "
		    "rubber (%s)", who, kl_cli_names(&p->r.row, list,
		    sizeof(list)));
		return G_WHO;
	}
	if (p->r.state.seat[seat].out) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s is out of the rubber",
		            p->r.row.names[seat]);
		return G_WHO;
	}
	p->declarer = seat;
	if (kind < 0)
		return G_HOW;
	p->rummy = kind;
	return G_HANDS;
}

/* The next seat whose hand is missing, declarer first and then
 * clockwise from there; -1 when every hand is in. */
static int
missing_hand(const play *p)
{
	int i, seat, n = p->r.row.nplayers;

	for (i = 0; i < n; i++) {
		seat = (p->declarer + i) % n;
		if (!p->r.state.seat[seat].out && !p->hand[seat].typed)
			return seat;
	}
	return -1;
}

/* The last look before booking, with the points the game would book. */
static void
print_summary(play *p)
{
	kl_rubber after = p->r.state;
	kl_event_result res;
	kl_error err;
	int deadwood[KL_PLAYERS_MAX], k, i, n = p->r.row.nplayers, seat;
	int known;
	FILE *f = p->cli->out;

	for (k = 0; k < KL_PLAYERS_MAX; k++)
		deadwood[k] = k < n && p->hand[k].typed ? p->hand[k].deadwood :
		    -1;
	known = kl_rubber_game(&after, p->declarer, p->rummy, deadwood, &res,
	                       &err) == KL_OK;
	fprintf(f, "\nGame %d: %s %s (%s dealt)\n", p->r.state.games + 1,
	        p->r.row.names[p->declarer],
	        p->rummy ? "calls rummy" : "knocks",
	        p->r.row.names[p->r.state.dealer]);
	for (i = 0; i < n; i++) {
		seat = (p->declarer + i) % n;
		if (!p->hand[seat].typed)
			continue;
		fprintf(f, "  %-10s %3d %s  ", p->r.row.names[seat],
		        known ? res.points[seat] : p->hand[seat].deadwood,
		        known ? "points" : "deadwood");
		if (p->hand[seat].as_points)
			fputs("(typed as points)", f);
		else
			print_arrangement(p->cli, &p->hand[seat].arr, f);
		if (known && res.newly_out[seat])
			fprintf(f, "  -> out with %d",
			        after.seat[seat].score);
		fputc('\n', f);
	}
}

/* Book the game with kl_cli_record_game; returns its exit status. */
static int
record(play *p)
{
	char text[KL_PLAYERS_MAX][KL_NAME_MAX + PLAY_LINE_MAX + 2];
	char *hands[KL_PLAYERS_MAX];
	int k, n = 0;

	for (k = 0; k < p->r.row.nplayers; k++) {
		if (!p->hand[k].typed)
			continue;
		snprintf(text[n], sizeof(text[n]), "%s=%s", p->r.row.names[k],
		         p->hand[k].text);
		hands[n] = text[n];
		n++;
	}
	fflush(p->cli->out);
	return kl_cli_record_game(p->cli, p->r.row.names[p->declarer],
	                          p->rummy, n, hands, 0);
}

/* After a booked game: the standings, and the buy-back offers. */
static int
after_game(play *p)
{
	char prompt[KL_NAME_MAX + 96];
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
		fprintf(p->cli->out, "Rubber %lld is over: ",
		        (long long)p->r.row.id);
		for (k = 0; k < p->r.state.nwinners; k++)
			fprintf(p->cli->out, "%s%s", k == 0 ? "" :
			        k + 1 < p->r.state.nwinners ? ", " : " and ",
			        p->r.row.names[p->r.state.winners[k]]);
		fprintf(p->cli->out, " %s the pot of %d chips.\n",
		        p->r.state.nwinners > 1 ? "share" : "wins", pot);
		return STEP_AGAIN;
	}
	for (seat = 0; seat < p->r.row.nplayers; seat++) {
		if (kl_rubber_can_buyback(&p->r.state, seat, &why) != KL_OK)
			continue;
		snprintf(prompt, sizeof(prompt), "Does %s buy back for %d "
		         "chips (total %d -> %d)? [y/n] ", p->r.row.names[seat],
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
		run_command(p, &kl_cmd_buyback, p->r.row.names[seat]);
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
	int number = p->r.state.games + 1, a;

	switch (answer) {
	case ANS_CANCEL:
		fprintf(p->cli->out, "Game %d dropped; nothing was recorded.\n",
		        number);
		*step = STEP_AGAIN;
		return G_DONE;
	case ANS_UNDO:
		a = yesno(p, "Drop the game being entered and take back the "
		          "last booked event? [y/n] ", T_DISCARD);
		if (a == ANS_LEAVE)
			break;
		if (a != ANS_YES && a != ANS_UNDO)
			return stage;
		*step = undo(p);
		return G_DONE;
	default:
		break;
	}
	fprintf(p->cli->out, "Game %d was not recorded.\n", number);
	*step = STEP_LEAVE;
	return G_DONE;
}

/* Ask for one game and book it. */
static int
play_game(play *p)
{
	char prompt[KL_NAME_MAX + 64], keep[PLAY_LINE_MAX];
	const char *line;
	int stage = G_WHO, step = STEP_AGAIN, a, seat, number;

	if (p->show)
		kl_cli_standings(p->cli, &p->r);
	p->show = 0;
	set_words(p);
	number = p->r.state.games + 1;
	fprintf(p->cli->out, "\nGame %d: %s deals.\n", number,
	        p->r.row.names[p->r.state.dealer]);
	snprintf(prompt, sizeof(prompt), "Record game %d? [y/n/name] ",
	         number);
	while (stage != G_DONE) {
		switch (stage) {
		case G_WHO:
			clear_game(p);
			a = ask(p, "Who went out? ", NULL, T_WHO, &line);
			if (a == ANS_LINE)
				stage = take_declarer(p, line);
			else if (a == ANS_CANCEL)
				fputs("(quit or Ctrl-D leaves)\n", p->cli->out);
			else if (a == ANS_UNDO) {
				step = undo(p);
				stage = G_DONE;
			} else {
				step = STEP_LEAVE;
				stage = G_DONE;
			}
			break;
		case G_HOW:
			a = ask(p, "Knock or rummy? ", NULL, T_HOW, &line);
			if (a != ANS_LINE)
				stage = interrupted(p, a, stage, &step);
			else if ((p->rummy = parse_kind(line)) >= 0)
				stage = G_HANDS;
			else
				kl_cli_fail(p->cli, KL_EXIT_INPUT, "answer knock "
				            "or rummy");
			break;
		case G_HANDS:
			seat = missing_hand(p);
			if (seat < 0) {
				print_summary(p);
				stage = G_CONFIRM;
				break;
			}
			a = enter_hand(p, seat, NULL);
			if (a != ANS_LINE)
				stage = interrupted(p, a, stage, &step);
			break;
		case G_CONFIRM:
			a = ask(p, prompt, NULL, T_CONFIRM, &line);
			if (a != ANS_LINE) {
				stage = interrupted(p, a, stage, &step);
				break;
			}
			if (is_no(line)) {
				stage = interrupted(p, ANS_CANCEL, stage,
				                    &step);
				break;
			}
			if (is_yes(line)) {
				if (record(p) == KL_EXIT_OK) {
					step = after_game(p);
					stage = G_DONE;
				} else {
					fputs("Nothing was recorded.  Type a "
					      "name to change that hand, yes to "
					      "try again, no to drop the game.\n",
					      p->cli->out);
				}
				break;
			}
			seat = kl_cli_seat(&p->r.row, line);
			if (seat < 0 || !p->hand[seat].typed) {
				kl_cli_fail(p->cli, KL_EXIT_INPUT, "answer yes, "
				            "no, or the name of a player whose "
				            "hand to change");
				break;
			}
			snprintf(keep, sizeof(keep), "%s", p->hand[seat].text);
			a = enter_hand(p, seat, keep);
			if (a != ANS_LINE)
				stage = interrupted(p, a, stage, &step);
			else
				print_summary(p);
			break;
		default:
			stage = G_DONE;
		}
	}
	return step;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	play *p = NULL;
	int done, rc, step = STEP_AGAIN, noted = 0;
	int edit = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, "play: no arguments expected");
	p = calloc(1, sizeof(*p));
	if (p == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, "out of memory");
	p->cli = cli;
	if ((rc = kl_cli_rules(cli, &p->rules)))
		goto done;
	p->have_rules = kl_cli_opt(cli, "rule")->count > 0 ||
	    kl_cli_opt(cli, "profile")->count > 0;
	p->io = play_io_open(stdin, cli->out, edit);
	if (p->io == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, "out of memory");
		goto done;
	}
	p->show = 1;
	fputs("klopf play: type help at any question, quit to leave.\n",
	      cli->out);
	while (step == STEP_AGAIN) {
		if ((p->rc = load(p))) {
			step = STEP_FAIL;
			break;
		}
		if (!noted && p->have_rules && p->in_play)
			fprintf(cli->out, "(rubber %lld is in play; --rule and "
			        "--profile apply to the next rubber started "
			        "here)\n", (long long)p->r.row.id);
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
	"play", "keep score at the table, asking question by question",
	"[--profile P] [--rule KEY=VALUE]...",
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
	"names and starts one; --rule and --profile set its house rules\n"
	"(else a new rubber keeps the rules of the last one).\n\n"
	"At any question: undo (take back the last booked game or buy-back;\n"
	"while a game is entered, after dropping it), standings, cancel or\n"
	"Ctrl-C (drop the game being entered), help, quit or Ctrl-D (leave).\n"
	"On a terminal answers are edited with libedit, with history; Tab\n"
	"completes names and words.  Otherwise answers are read line by line\n"
	"from standard input and echoed after their prompts, so that a\n"
	"session can be scripted.\n",
	opts, run
};
