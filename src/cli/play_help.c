/*
 * play_help.c - the words klopf play answers at any question, as data
 * (play.h): the help of its questions and `klopf play --help` list them
 * from this one table, in the language of the session.
 */
#include "play.h"

#include <stdio.h>

/* The column where a word's explanation starts. */
#define WHAT_COLUMN 19

/* One word of klopf play: the word (English, looked up in the session's
 * language; klopf play understands both), what it takes after it, what
 * it does, and when it is taken (enum play_words). */
typedef struct play_word {
	const char *word;
	const char *args; /* NULL: nothing after it */
	const char *what;
	int scope;
} play_word;

static const play_word words[] = {
	{ .word = N_("fix"), .args = N_("N NAME=CARDS..."),
	  .what = N_("correct game N (as klopf fix does)"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("buyback"), .args = N_("NAME"),
	  .what = N_("NAME buys back (between games)"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("leave"), .args = N_("NAME"),
	  .what = N_("NAME leaves the rubber (between games)"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("rules"), .args = N_("KEY=VALUE"),
	  .what = N_("change a house rule from the next game on"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("undo"),
	  .what = N_("take back the last thing booked"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("standings"),
	  .what = N_("show the totals, chips and pot"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("cancel"),
	  .what = N_("drop the game being entered (Ctrl-C)"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("help"), .what = N_("show this help"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("quit"),
	  .what = N_("leave (Ctrl-D); only booked games are kept"),
	  .scope = PLAY_WORDS_ANY },
	{ .word = N_("meld"), .args = N_("GROUPS"),
	  .what = N_("judge an opening (as klopf meld does)"),
	  .scope = PLAY_WORDS_MELD },
	{ .word = N_("check"), .args = N_("HAND"),
	  .what = N_("what a hand can do (as klopf check does)"),
	  .scope = PLAY_WORDS_MELD },
	{ .word = N_("end"),
	  .what = N_("end the game now (between games)"),
	  .scope = PLAY_WORDS_MELD },
	{ .word = N_("end"),
	  .what = N_("end the game now (as klopf end does)"),
	  .scope = PLAY_WORDS_HANDS },
};

void
play_help_words(FILE *f, int scope)
{
	char left[96];
	size_t i;
	int w;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (words[i].scope != scope)
			continue;
		snprintf(left, sizeof(left), "  %s%s%s", _(words[i].word),
		         words[i].args != NULL ? " " : "",
		         words[i].args != NULL ? _(words[i].args) : "");
		w = kl_cli_width(left);
		/* a long word and its arguments: two spaces before the rest */
		kl_cli_pad(f, left, w < WHAT_COLUMN - 1 ? WHAT_COLUMN : w + 2,
		           0);
		fprintf(f, "%s\n", _(words[i].what));
	}
}

void
play_help_all(FILE *f)
{
	fputs(_("\nAt any question you may also type:\n"), f);
	play_help_words(f, PLAY_WORDS_ANY);
	fputs(_("In the melding games, at any question as well:\n"), f);
	play_help_words(f, PLAY_WORDS_MELD);
	fputs(_("In phom, continental and queen-city, between games as "
	        "well:\n"), f);
	play_help_words(f, PLAY_WORDS_HANDS);
}
