/*
 * play_io.h - how `klopf play` reads its answers.
 *
 * On a terminal it uses libedit: line editing, history, tab completion of
 * a list of words (player names and the commands of the prompts), Ctrl-C
 * reported as an interruption and Ctrl-D on an empty line as the end.
 * Otherwise it reads plain lines from the input stream and writes each
 * answer after its prompt, so that a scripted session reads like a
 * transcript of a typed one.
 */
#ifndef KL_PLAY_IO_H
#define KL_PLAY_IO_H

#include <stdio.h>

/* The longest answer accepted, in bytes. */
#define PLAY_LINE_MAX 1024

enum play_read {
	PLAY_READ_LINE = 0,  /* a line was read */
	PLAY_READ_EOF,       /* Ctrl-D, or the end of the input */
	PLAY_READ_INTERRUPT, /* Ctrl-C on an empty line */
	PLAY_READ_CLEARED,   /* Ctrl-C on a line with text: it is cleared */
	PLAY_READ_NUL,       /* a line holding a NUL byte: refused, as the
	                        rest of it would be lost */
	PLAY_READ_ERROR      /* the input cannot be read (a directory, an
	                        I/O error): errno says why */
};

typedef struct play_io play_io;

/*
 * Start reading from in, prompting on out.  edit asks for libedit (the
 * caller has checked that in and out are terminals); if libedit cannot
 * start, plain lines are read instead.  Returns NULL when out of memory.
 */
play_io *play_io_open(FILE *in, FILE *out, int edit);

/* Restore the terminal and free everything (NULL is fine). */
void play_io_close(play_io *io);

/* 1 if answers are read with libedit. */
int play_io_editing(const play_io *io);

/*
 * The words tab completion offers (the caller keeps them alive while
 * they are in use; later calls replace the list).
 */
void play_io_words(play_io *io, const char *const *words, int n);

/* The kinds of question, each with its own answer history (Up recalls
 * the earlier answers of the same kind only). */
enum play_kind {
	PLAY_KIND_WORDS = 0, /* who went out, how, yes or no, commands */
	PLAY_KIND_CARDS,     /* a hand */
	PLAY_KIND_NAMES,     /* the players of a rubber */
	PLAY_KINDS
};

/* Answers read next are of kind (enum play_kind): Up recalls those. */
void play_io_kind(play_io *io, int kind);

/*
 * Print prompt and read one answer.  prefill (may be NULL) is put on the
 * line to be edited, so that a refused answer can be corrected rather
 * than typed again; plain input ignores it.  On PLAY_READ_LINE *line
 * points to the answer without surrounding white space (valid until the
 * next call); a line longer than PLAY_LINE_MAX is cut there.  Plain input
 * is echoed after the prompt cleaned as all output is (kl_text_clean:
 * no control, no direction control, no byte that is not UTF-8; a NUL
 * byte, as every C0 control, shows as a space).  On PLAY_READ_ERROR
 * errno is the reading's error.
 */
int play_io_read(play_io *io, const char *prompt, const char *prefill,
                 const char **line);

#endif
