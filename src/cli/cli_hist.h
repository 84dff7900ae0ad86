/*
 * cli_hist.h - what the history commands (rubbers, history, stats,
 * export, import, settle, chart) share: a rubber replayed event by event
 * through the engine next to what was recorded, the --since and rubber
 * arguments, and small output helpers.
 */
#ifndef KL_CLI_HIST_H
#define KL_CLI_HIST_H

#include "cli_rubber.h"
#include "kl_date.h"
#include "kl_history.h"

/* One event of a replayed rubber. */
typedef struct kl_hist_step {
	const kl_history_event *ev;  /* as recorded (points into detail) */
	kl_event_result res;         /* as the engine computes it */
	int games;                   /* games played after the event */
	int before[KL_PLAYERS_MAX];  /* totals before the event */
	int total[KL_PLAYERS_MAX];   /* totals after it */
	int in_play[KL_PLAYERS_MAX]; /* 1: the seat was in play before it */
	int pot;                     /* the pot after it */
} kl_hist_step;

/* A rubber, its record and its replay. */
typedef struct kl_hist {
	kl_rubber_row row;
	kl_history_detail detail;
	kl_event_result antes;  /* the engine's antes */
	kl_rubber state;        /* after the last event */
	int nsteps;
	kl_hist_step *steps;    /* malloc'd, one per event */
} kl_hist;

/*
 * Load rubber `which` (its id as text) or, when which is NULL, the rubber
 * in play or else the last one, with its record, and replay it.  Prints
 * any error and returns the exit status (0: *h is loaded and must be
 * freed with kl_hist_free).
 */
int kl_hist_load(kl_cli *cli, kl_store *s, const char *which, kl_hist *h);

/* Free what kl_hist_load allocated (h may be zeroed). */
void kl_hist_free(kl_hist *h);

/*
 * The winners the engine names at step i of h: those of the rubber when
 * step i is the game that finished it (*n of them, seats ascending),
 * none (*n = 0) otherwise.  The array returned belongs to h.
 */
const int *kl_hist_step_winners(const kl_hist *h, int i, int *n);

/*
 * Check that the record of h says what the engine says: every game's
 * number, dealer, hands and points, every buy-back's totals and cost,
 * every chip transfer, the winners and the rubber's state.  Returns KL_OK or
 * KL_EINPUT describing the first difference.
 */
int kl_hist_verify(const kl_hist *h, kl_error *err);

/*
 * The --since option of the current command, if given: the stored time
 * its day starts goes into buf and *since points at buf; otherwise
 * *since is NULL.  Prints a usage error and returns its status for a bad
 * date.
 */
int kl_hist_since(kl_cli *cli, char *buf, size_t size, const char **since);

/* Parse a rubber id ("12"); returns 0, or -1 if it is not one. */
int kl_hist_rubber_id(const char *text, int64_t *id);

/* Write s padded with spaces to width terminal columns (kl_utf8_width:
 * a wide character takes two, a combining mark none), on the left
 * (right != 0) or the right.  Text wider than width is written whole. */
void kl_hist_pad(FILE *f, const char *s, int width, int right);

/* The terminal columns of the UTF-8 text s (kl_utf8_width). */
int kl_hist_width(const char *s);

/* Write s as one CSV field (quoted when it holds , " CR or LF); NULL
 * writes nothing (SQL NULL). */
void kl_csv_field(FILE *f, const char *s);

/* "in_play", "finished" or "abandoned". */
const char *kl_hist_phase(int phase);

#endif
