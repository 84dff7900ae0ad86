/*
 * play_ask.c - asking a question of `klopf play` (see play.h): the
 * prompt and its answer, yes or no, the help of each question, and the
 * words that are answered at any question (help, standings, and the
 * commands of play_cmds.c).
 */
#include "play.h"

#include <errno.h>
#include <string.h>

#include "cli_decl.h"
#include "cli_standings.h"

/* Words offered by tab completion besides the players' names. */
static const char *const plain_words[] = {
	N_("knock"), N_("rummy"), N_("yes"), N_("no"), N_("undo"),
	N_("standings"), N_("cancel"), N_("help"), N_("quit"), N_("gin"),
	N_("dead"), N_("swap")
};
#define NPLAIN ((int)(sizeof(plain_words) / sizeof(plain_words[0])))

/* Offer the names of the rubber's players in play (all of them when
 * everybody is, the last rubber's players when none is in play). */
void
play_set_words(play *p)
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

/* The help of a question: what topic (enum play_topic) explains, the
 * words that may be typed at any question, and on a terminal the keys of
 * the line editor. */
static void
print_help(play *p, int topic)
{
	static const char *const what[] = {
		/* PLAY_TOPIC_WHO */
		N_("Type the name of the player who went out, maybe followed by\n"
		"knock or rummy (\"Anna knock\").\n"),
		/* PLAY_TOPIC_HOW: the game's own (kl_game_def.kind_help) */
		NULL,
		/* PLAY_TOPIC_HAND */
		N_("Type the player's cards, e.g. \"3H 4H 5H QS QD QC 7C 7D 7S "
		"2S\".\nWhoever went out may show the card drawn last as "
		"well; klopf\nthen picks the discard.  Any other hand may be "
		"given as the\npoints it counts instead (\"17\").\n"),
		/* PLAY_TOPIC_CONFIRM */
		N_("Type yes to book the game, no to drop it, or a player's name\n"
		"to type that hand again; swap NAME NAME exchanges two hands typed\n"
		"under each other's names.  Every hand is checked against the\n"
		"others for one deck when the game is booked.\n"),
		/* PLAY_TOPIC_BUYBACK */
		N_("Type yes if the player buys back now, no if not.\n"),
		/* PLAY_TOPIC_AGAIN */
		N_("Type yes to start another rubber with these players in the\n"
		"same order (those who left the last rubber are not named), no to\n"
		"name the players.\n"),
		/* PLAY_TOPIC_NAMES */
		N_("Type the players' names in seating order (clockwise), the one\n"
		"who deals first first, separated by spaces or commas:\n"
		"\"Anna Ben Clara\".\n"),
		/* PLAY_TOPIC_DISCARD */
		N_("Type yes to drop the game being entered and take back the last\n"
		"booked event, no to go on entering the game.\n"),
		/* PLAY_TOPIC_DROP */
		N_("Type yes to drop the game being entered (nothing of it is\n"
		"recorded), no to go on entering it.\n"),
		/* PLAY_TOPIC_NEWNAME */
		N_("Type yes to add the player the database has not seen before,\n"
		"no to type another name for that seat (the other names stay).\n"),
		/* PLAY_TOPIC_UPCARD */
		N_("Type the hand's first upcard, e.g. \"7S\": its value is the\n"
		"hand's knock limit (an ace: only gin), and a spade doubles the\n"
		"hand.\n")
	};
	FILE *f = p->cli->out;

	fputs(_(topic == PLAY_TOPIC_HOW ? p->game.def->kind_help :
	        what[topic]), f);
	fputs(_("At any question you may also type:\n"), f);
	play_help_words(f, PLAY_WORDS_ANY);
	if (p->game.def->check == KL_CHECK_MELD) {
		fputs(_("In this game, at any question as well:\n"), f);
		play_help_words(f, PLAY_WORDS_MELD);
	} else if (p->game.def->hands_key != NULL) {
		fputs(_("In this game, between games as well:\n"), f);
		play_help_words(f, PLAY_WORDS_HANDS);
	}
	if (play_io_editing(p->io))
		fputs(_("Tab completes names and words; Up and Down recall "
		      "earlier answers.\n"), f);
}

/* "standings" at a question: the rubber in play or the last one, else
 * that there is none yet. */
static void
show_standings(play *p)
{
	if (p->in_play || p->have_last)
		kl_cli_standings(p->cli, &p->r);
	else
		fputs(_("no rubber yet\n"), p->cli->out);
}

/* If line starts with the word en (as kl_cli_is_word) and a space: what
 * comes after the spaces, else NULL. */
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
	if (!kl_cli_is_word(first, en))
		return NULL;
	while (*sp == ' ')
		sp++;
	return sp;
}

void
play_offer(play *p, const char *line, size_t start, size_t len,
           const char *near)
{
	int n;

	p->offer[0] = '\0';
	if (start + len > strlen(line))
		return;
	n = snprintf(p->offer, sizeof(p->offer), "%.*s%s%s", (int)start, line,
	             near, line + start + len);
	if (n < 0 || (size_t)n >= sizeof(p->offer))
		p->offer[0] = '\0';
}

/* The words that act alone at the end of a line put back to be
 * corrected (a command typed after the refused text, not a card). */
static const char *const end_words[] = {
	N_("cancel"), N_("undo"), N_("quit"), N_("exit"), N_("help"),
	N_("standings")
};

/*
 * A line that was put back to be corrected (prefilled) and ends with a
 * word of end_words, or with yes after "did you mean NAME?": that word
 * alone; else line.
 */
static const char *
word_at_end(const play *p, const char *line)
{
	const char *last = strrchr(line, ' ');
	size_t i;

	if (last == NULL)
		return line;
	last++;
	for (i = 0; i < sizeof(end_words) / sizeof(end_words[0]); i++)
		if (kl_cli_is_word(last, end_words[i]))
			return last;
	if (p->offer[0] != '\0' && play_is_yes(last))
		return last;
	return line;
}

/*
 * Ask a question.  help, standings, fix, buyback, leave and rules are
 * answered here and the question asked again; empty answers are
 * ignored.  On PLAY_ANS_LINE *line holds the answer until the next
 * question.
 */
int
play_ask(play *p, const char *prompt, const char *prefill, int topic,
         const char **line)
{
	char again[PLAY_LINE_MAX];
	const char *rest, *rest2 = NULL, *word, *back = NULL;
	int rc, filled;

	play_io_kind(p->io, topic == PLAY_TOPIC_HAND ? PLAY_KIND_CARDS :
	             topic == PLAY_TOPIC_NAMES ? PLAY_KIND_NAMES :
	             PLAY_KIND_WORDS);
	for (;;) {
		filled = prefill != NULL && prefill[0] != '\0' &&
		         play_io_editing(p->io);
		if (filled && !p->told_clear) {
			fputs(_("(the text on the line is there to edit; Ctrl-U, "
			      "or Ctrl-C, clears it)\n"), p->cli->out);
			p->told_clear = 1;
		}
		fflush(p->cli->out);
		rc = play_io_read(p->io, prompt, prefill, line);
		prefill = NULL;
		/* a command typed after the text put back: help and
		 * standings put the text back again */
		if (rc == PLAY_READ_LINE && filled &&
		    (word = word_at_end(p, *line)) != *line) {
			snprintf(again, sizeof(again), "%.*s",
			         (int)(word - *line), *line);
			while (again[0] != '\0' &&
			       again[strlen(again) - 1] == ' ')
				again[strlen(again) - 1] = '\0';
			*line = word;
			back = again;
		} else {
			back = NULL;
		}
		/* Ctrl-C on a line with text clears it, as in a shell */
		if (rc == PLAY_READ_CLEARED)
			continue;
		if (rc == PLAY_READ_NUL) {
			/* what follows the NUL would be lost without a word */
			kl_cli_fail(p->cli, KL_EXIT_INPUT, _("the answer holds a "
			            "NUL byte, so it is refused; type it again "
			            "without it"));
			continue;
		}
		if (rc == PLAY_READ_ERROR) {
			/* asking again would fail again: leave, and the
			 * session ends with this status */
			p->rc = kl_cli_fail(p->cli, KL_EXIT_STORE, _("the answers "
			                    "cannot be read from standard input: "
			                    "%s"), strerror(errno));
			p->read_failed = 1;
			return PLAY_ANS_LEAVE;
		}
		/* while a game is entered, Ctrl-C and Ctrl-D ask first */
		if (rc == PLAY_READ_EOF)
			return p->game.declarer >= 0 ? PLAY_ANS_EOF :
			       PLAY_ANS_LEAVE;
		if (rc == PLAY_READ_INTERRUPT)
			return p->game.declarer >= 0 ? PLAY_ANS_INTERRUPT :
			       PLAY_ANS_CANCEL;
		if ((*line)[0] == '\0')
			continue;
		/* yes to "did you mean NAME?": the answer with NAME in it */
		if (p->offer[0] != '\0' && play_is_yes(*line)) {
			snprintf(p->taken, sizeof(p->taken), "%s", p->offer);
			*line = p->taken;
			fprintf(p->cli->out, _("  (taken as: %s)\n"), *line);
		}
		p->offer[0] = '\0';
		if (kl_cli_is_word(*line, N_("help")) || !strcmp(*line, "?")) {
			print_help(p, topic);
			prefill = back;
			continue;
		}
		if (kl_cli_is_word(*line, N_("standings"))) {
			show_standings(p);
			prefill = back;
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
				return PLAY_ANS_RESTART;
			continue;
		}
		if ((rest = after_word(*line, N_("meld"))) != NULL ||
		    (rest2 = after_word(*line, N_("check"))) != NULL) {
			play_referee(p, rest != NULL ? rest : rest2,
			             rest == NULL);
			continue;
		}
		if (kl_cli_is_word(*line, N_("end"))) {
			play_end(p);
			if (p->restart)
				return PLAY_ANS_RESTART;
			continue;
		}
		if (after_word(*line, N_("fix")) != NULL ||
		    kl_cli_is_word(*line, N_("fix"))) {
			/* the whole line: play_fix reads past its first word */
			play_fix(p, *line);
			if (p->restart)
				return PLAY_ANS_RESTART;
			/* fix N NAME: the hand booked, on the line to edit */
			if (p->refill[0] != '\0') {
				snprintf(again, sizeof(again), "%s", p->refill);
				p->refill[0] = '\0';
				prefill = again;
			}
			continue;
		}
		if (kl_cli_is_word(*line, N_("quit")) ||
		    kl_cli_is_word(*line, N_("exit")))
			return PLAY_ANS_LEAVE;
		if (kl_cli_is_word(*line, N_("cancel")))
			return PLAY_ANS_CANCEL;
		if (kl_cli_is_word(*line, N_("undo")))
			return PLAY_ANS_UNDO;
		return PLAY_ANS_LINE;
	}
}

/* 1 if s answers yes: y or yes, in English or in the user's language. */
int
play_is_yes(const char *s)
{
	/* TRANSLATORS: the short and the long answer yes at a question of
	 * klopf play (the English ones are understood too) */
	return kl_cli_is_word(s, N_("y")) || kl_cli_is_word(s, N_("yes"));
}

/* 1 if s answers no: n or no, in English or in the user's language. */
int
play_is_no(const char *s)
{
	/* TRANSLATORS: the short and the long answer no */
	return kl_cli_is_word(s, N_("n")) || kl_cli_is_word(s, N_("no"));
}

/* A yes/no question: PLAY_ANS_YES, PLAY_ANS_NO, or what play_ask returned
 * other than an answer (cancel, undo, leave, ...). */
int
play_yesno(play *p, const char *prompt, int topic)
{
	const char *line;
	int a;

	for (;;) {
		a = play_ask(p, prompt, NULL, topic, &line);
		if (a != PLAY_ANS_LINE)
			return a;
		if (play_is_yes(line))
			return PLAY_ANS_YES;
		if (play_is_no(line))
			return PLAY_ANS_NO;
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("answer yes or no"));
	}
}
