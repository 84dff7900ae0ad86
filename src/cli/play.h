/*
 * play.h - what the files of `klopf play` share: the state of a session
 * and the parts that work on it.
 *
 *   cmd_play.c   the command: its options, loading the rubber, the loop
 *                over rubbers and games
 *   play_ask.c   asking: a question and its answer, yes or no, the help,
 *                and the words that may be typed at any question
 *   play_cmds.c  those words that change the rubber (fix, buyback, leave,
 *                rules, undo)
 *   play_new.c   starting a rubber: the players' names, another rubber
 *   play_hand.c  one hand: asking for it, judging it, showing it
 *   play_game.c  one game: its stages, the last look, booking it and the
 *                buy-back offers after it
 *   play_io.c    reading the answers from the terminal (play_io.h)
 *
 * Nothing here exits; what is printed goes through p->cli, the prompts
 * through p->io.
 */
#ifndef KL_PLAY_H
#define KL_PLAY_H

#include "cli.h"
#include "kl_game.h"
#include "kl_ops.h"
#include "play_io.h"

/* What a question got. */
enum play_answer {
	PLAY_ANS_LINE,      /* an answer to the question itself */
	PLAY_ANS_LEAVE,     /* quit, or Ctrl-D / the end of the input, or
	                       input that cannot be read (read_failed) */
	PLAY_ANS_CANCEL,    /* cancel, or Ctrl-C */
	PLAY_ANS_UNDO,      /* undo */
	PLAY_ANS_YES,       /* yes/no questions only */
	PLAY_ANS_NO,
	PLAY_ANS_RESTART,   /* a correction dropped the game being entered */
	PLAY_ANS_INTERRUPT, /* Ctrl-C on an empty line while a game is
	                       entered */
	PLAY_ANS_EOF        /* Ctrl-D or the end of input while a game is
	                       entered */
};

/* Where one turn of the session leads. */
enum play_step { PLAY_STEP_AGAIN, PLAY_STEP_LEAVE, PLAY_STEP_FAIL };

/* What the help of a question explains. */
enum play_topic {
	PLAY_TOPIC_WHO, PLAY_TOPIC_HOW, PLAY_TOPIC_HAND, PLAY_TOPIC_CONFIRM,
	PLAY_TOPIC_BUYBACK, PLAY_TOPIC_AGAIN, PLAY_TOPIC_NAMES,
	PLAY_TOPIC_DISCARD, PLAY_TOPIC_DROP, PLAY_TOPIC_NEWNAME,
	PLAY_TOPIC_UPCARD
};

/* Why the game being entered starts again. */
enum play_restart {
	PLAY_RESTART_FIX = 1,   /* a correction dropped it */
	PLAY_RESTART_BETWEEN    /* a player left or a rule changed before it */
};

/* A session of `klopf play`: made and freed by the command (cmd_play.c);
 * the parts only change its members. */
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
	int read_failed;     /* the answers could not be read: the session
	                        left, and ends with rc */
	kl_game game;        /* the game being entered, judged as typed */
	int restart;         /* enum play_restart: the game being entered
	                        starts again with the rubber as it is now */
	const char *words[KL_PLAYERS_MAX + 16]; /* what Tab offers
	                                           (play_set_words) */
	char offer[PLAY_LINE_MAX]; /* after a refusal that asked "did you
	                              mean NAME?": the answer with NAME in
	                              it, which a yes to the next question
	                              stands for (play_offer); "" for
	                              none */
	char taken[PLAY_LINE_MAX]; /* that answer once taken (play_ask's
	                              *line points here) */
	int told_clear;      /* the keys that clear a line put back were
	                        told */
	char refill[PLAY_LINE_MAX]; /* a command set this text on the line
	                               of the question asked again ("fix N
	                               NAME": the hand booked), or "" */
} play;

/* ---- cmd_play.c ---- */

/*
 * Load the rubber in play into p->r, or else the last rubber (in_play 0,
 * have_last 1), or nothing when there is none (not even a database: it
 * is made when the first rubber starts).  Returns the exit status.
 */
int play_load(play *p);

/* ---- play_ask.c ---- */

/* Offer the names of the rubber's players in play (all of them when
 * everybody is, the last rubber's players when none is in play) and the
 * words of the questions to tab completion. */
void play_set_words(play *p);

/* When a word of klopf play is taken (play_help.c): at any question, at
 * any question of a melding game, between games of a game with the rule
 * hands that is not a melding game. */
enum play_words { PLAY_WORDS_ANY, PLAY_WORDS_MELD, PLAY_WORDS_HANDS };

/* Write to f one line per word of scope (enum play_words): the word and
 * what it takes in the session's language, and what it does. */
void play_help_words(FILE *f, int scope);

/* Write to f every word of klopf play under a heading per scope (the
 * end of `klopf play --help`). */
void play_help_all(FILE *f);

/*
 * Ask a question (prompt, with prefill on the line to edit, or NULL);
 * topic (enum play_topic) is what its help explains.  help, standings,
 * fix, buyback, leave and rules are answered here and the question asked
 * again; empty answers are ignored.  Returns an enum play_answer; on
 * PLAY_ANS_LINE *line holds the answer until the next question (p->io
 * owns it).
 */
int play_ask(play *p, const char *prompt, const char *prefill, int topic,
             const char **line);

/*
 * A refusal asked "did you mean NAME?": the answer typed (line) with
 * the name typed (its first len bytes from start) replaced by near, which
 * a yes (y or yes, in English or in the user's language) to the next
 * question then stands for.  A text that does not fit is not offered.
 */
void play_offer(play *p, const char *line, size_t start, size_t len,
                const char *near);

/* 1 if s answers yes (or no, for play_is_no), in English or in the
 * user's language. */
int play_is_yes(const char *s);
int play_is_no(const char *s);

/* A yes/no question: PLAY_ANS_YES, PLAY_ANS_NO, or what play_ask
 * returned other than an answer (cancel, undo, leave, ...). */
int play_yesno(play *p, const char *prompt, int topic);

/* ---- play_cmds.c ---- */

/*
 * "fix N [knock|rummy NAME] NAME=CARDS..." (line, the whole answer):
 * correct a past game of the rubber as `klopf fix` does, show it, and
 * judge the game being entered again against the rubber as it is now
 * (p->restart is set when it must be asked again).
 */
void play_fix(play *p, const char *line);

/* "buyback NAME" between games: NAME buys back, as `klopf buyback`
 * does; p->r is loaded again. */
void play_buyback(play *p, const char *name);

/* "leave NAME" (leave != 0) or "rules KEY=VALUE" (line is what follows
 * the word) between games, as `klopf leave` and `klopf rules --change`
 * do; p->restart is set so that the game about to be entered starts
 * again with the rubber as it is now. */
void play_between(play *p, const char *line, int leave);

/* "end" between games: the table ends the game in play now, as `klopf
 * end` does. */
void play_end(play *p);

/* "meld GROUPS" (check 0) or "check HAND" (check 1) at any question of
 * a melding game: the referee's answer, as `klopf meld` and `klopf check
 * --game` give it under the rubber's rules; nothing changes. */
void play_referee(play *p, const char *text, int check);

/* Take back the last booked event, as `klopf undo` does.  Returns
 * PLAY_STEP_AGAIN. */
int play_undo(play *p);

/* ---- play_new.c ---- */

/* No rubber in play: offer another with the last players, or ask who
 * plays, and start it.  Returns an enum play_step (p->rc holds the exit
 * status of PLAY_STEP_FAIL). */
int play_new_rubber(play *p);

/* ---- play_hand.c ---- */

/*
 * Ask for the hand of seat until a hand is accepted (that one, or
 * another player's typed NAME=CARDS) and show it; prefill is an earlier
 * answer to edit, or NULL.  Returns PLAY_ANS_LINE when accepted, else
 * what was answered.
 */
int play_enter_hand(play *p, int seat, const char *prefill);

/* ---- play_game.c ---- */

/* Ask for one game of the rubber in play, stage by stage, and book it.
 * Returns an enum play_step (p->rc holds the exit status of
 * PLAY_STEP_FAIL). */
int play_game(play *p);

#endif
