/*
 * cli_fit.h - output that fits the line: the width klopf writes for,
 * cells of names shortened to their column, and a line written as a
 * flow of items that breaks between them (between cards, never inside
 * one) where the line is full.
 *
 * The width is known when the output is a terminal (its columns) or
 * COLUMNS says it (at least KL_LAYOUT_MIN_COLS); without it every
 * function here writes what klopf always wrote, byte for byte.  The
 * widths come from kl_layout and kl_utf8 (terminal columns, not bytes).
 */
#ifndef KL_CLI_FIT_H
#define KL_CLI_FIT_H

#include <stdio.h>

#include "cli.h"
#include "kl_layout.h"

/*
 * The columns of the line klopf writes for: those of the terminal when
 * out_fd is one (and says them), else COLUMNS (a whole number; anything
 * else is not a width), at least KL_LAYOUT_MIN_COLS; 0 when neither
 * says.
 */
int kl_cli_columns(int out_fd, const char *columns_env);

/*
 * Write s in a column of width terminal columns, as kl_cli_pad does;
 * when the line's width is known (cli->columns) a text wider than the
 * column is shortened with an ellipsis (kl_utf8_clip) instead of being
 * written whole.
 */
void kl_cli_cell(const kl_cli *cli, FILE *f, const char *s, int width,
                 int right);

/* The widest of the n names, in terminal columns. */
int kl_cli_widest(const char *const *names, int n);

/*
 * The width of a column of the n names with the fixed width base, in
 * rows whose other parts take rest columns (kl_layout_column with
 * cli->columns and KL_LAYOUT_NAME_MIN).
 */
int kl_cli_name_column(const kl_cli *cli, const char *const *names, int n,
                       int base, int rest);

/* The most bytes of a cell of a kl_cli_table, with its NUL. */
#define KL_CELL_BYTES 32

/*
 * A table of names and figures: a column of names, then columns of
 * cells right-aligned, each a space after the one before.
 */
typedef struct kl_cli_tab {
	const char *name_head;     /* the heading of the names */
	int base;                  /* the names' fixed width */
	int ncols;                 /* columns after the names */
	const char *const *head;   /* their headings (translated) */
	const int *width;          /* their widths */
	int nrows;
	const char *const *names;  /* a name per row */
	char (*cells)[KL_CELL_BYTES]; /* nrows * ncols, row by row */
} kl_cli_tab;

/*
 * Print the table t to cli->out.  The line's width not known: as a
 * fixed table (names in base columns, a longer one written whole).
 * Known: the names' column as wide as the widest name but cut to what
 * the line leaves (never below base nor KL_LAYOUT_NAME_MIN, names
 * shortened with an ellipsis), and where the columns of figures do not
 * all fit beside it, the table in blocks of the columns that do, one
 * after the other with an empty line between, each with the names.
 */
void kl_cli_table(const kl_cli *cli, const kl_cli_tab *t);

/* A line being written as a flow: where it stands and where it breaks. */
typedef struct kl_flow {
	const kl_cli *cli;
	FILE *f;
	int col;    /* the column the next text starts at */
	int indent; /* the column a continued line starts at */
	int cols;   /* the line's width; 0: not known, nothing breaks */
	int reserve; /* columns an item leaves free after it on its line
	                (1 in a list whose items a comma follows) */
} kl_flow;

/* Start a flow on f at column col, continued lines starting at column
 * indent, for cli's width (cli->columns). */
void kl_flow_begin(kl_flow *fl, const kl_cli *cli, FILE *f, int col,
                   int indent);

/*
 * Start a flow on f where its line stands now (kl_cli_clean_column),
 * continued lines as kl_flow_hang says; where that is not known (f
 * counts no columns, or the width is not known), a flow that never
 * breaks.
 */
void kl_flow_here(kl_flow *fl, const kl_cli *cli, FILE *f);

/* Write the text s as it is (it never breaks); a line feed in it starts
 * the next line at column 0. */
void kl_flow_text(kl_flow *fl, const char *s);

/* kl_flow_text of the formatted text (at most 512 bytes). */
void kl_flow_printf(kl_flow *fl, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/*
 * Break the line before an item of w columns that is to follow sep, if
 * it does not fit (and the line holds something past the indent): the
 * characters of sep before its spaces stay on this line.  Returns what
 * of sep is still to be written before the item.
 */
const char *kl_flow_break(kl_flow *fl, const char *sep, int w);

/* The columns of the n cards written one space apart. */
int kl_flow_cards_width(const kl_cli *cli, const kl_card *cards, int n);

/* kl_cli_cell in the flow. */
void kl_flow_cell(kl_flow *fl, const char *s, int width, int right);

/*
 * Write the item text after the separator sep (", ", "  ", " ", ""):
 * on this line when it fits, else (the line's width known) on the next
 * line at the indent, the separator's leading characters other than
 * spaces ("," of ", ") left at the end of the line before.  An item
 * never breaks inside.
 */
void kl_flow_item(kl_flow *fl, const char *sep, const char *text);

/*
 * A card as an item: sep, then before, card c (kl_cli_card: symbols and
 * colour as the terminal allows), then after ("[", "]", a label such as
 * "unmatched "), kept together on one line.
 */
void kl_flow_card(kl_flow *fl, const char *sep, const char *before,
                  kl_card c, const char *after);

/* The cards as items separated by one space, the first after sep and
 * before, the last followed by after. */
void kl_flow_cards(kl_flow *fl, const char *sep, const char *before,
                   const kl_card *cards, int n, const char *after);

/* The cards after a label such as "  laid off ": the label's leading
 * spaces are the separator, the rest goes with the first card. */
void kl_flow_labelled(kl_flow *fl, const char *label, const kl_card *cards,
                      int n);

/* An arrangement as items: "[3♥ 4♥ 5♥] [Q♠ Q♦ Q♣]  unmatched 2♠  discard
 * K♥" (kl_cli_arrangement), its melds only (melds_only != 0, as
 * kl_cli_melds). */
void kl_flow_arrangement(kl_flow *fl, const kl_arrangement *a,
                         int melds_only);

/* A note after a row ("  deals next"): its leading spaces are the
 * separator, the rest one item (kl_flow_item). */
void kl_flow_note(kl_flow *fl, const char *note);

/*
 * Write the text s (a sentence, one line or ending with a line feed) in
 * the flow, broken between its words where the line is full: each run
 * of spaces is a separator, each run of other characters an item.
 */
void kl_flow_words(kl_flow *fl, const char *s);

/*
 * Write the text s (one line, or lines each ending with a line feed) to
 * f, each line broken between its words to fit cli's width (nothing
 * breaks when it is not known), continued lines starting at column
 * indent.
 */
void kl_cli_say(const kl_cli *cli, FILE *f, int indent, const char *s);

/* kl_cli_say of the formatted text (at most 1024 bytes). */
void kl_cli_sayf(const kl_cli *cli, FILE *f, int indent, const char *fmt,
                 ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;

/*
 * After the start of a row (a name and a figure), continue its lines
 * under where the row stands now when that leaves room for a few cards
 * (30 columns), else at column 6.
 */
void kl_flow_hang(kl_flow *fl);

/*
 * Write the note text ("  (34 points)\n": its leading spaces a
 * separator, a line feed at its end ending the line) where the line of
 * f stands now, on the next line (at column 4) when it does not fit.
 */
void kl_cli_note(const kl_cli *cli, FILE *f, const char *text);

/* kl_cli_note of the formatted text (at most 512 bytes). */
void kl_cli_notef(const kl_cli *cli, FILE *f, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Text held back to be said (kl_cli_say) once it is whole. */
typedef struct kl_cli_held {
	FILE *f;     /* where the text is written: a memory stream, or the
	                output itself when none could be made */
	FILE *out;   /* the output */
	char *buf;
	size_t len;
} kl_cli_held;

/* Start holding text for out; write it to the stream returned (h->f). */
FILE *kl_cli_held_open(kl_cli_held *h, FILE *out);

/* Say the text held (kl_cli_say with indent) and free it. */
void kl_cli_held_say(const kl_cli *cli, kl_cli_held *h, int indent);

/* Write the text held as a note (kl_cli_note) and free it. */
void kl_cli_held_note(const kl_cli *cli, kl_cli_held *h);

/* End the line (a line feed). */
void kl_flow_end(kl_flow *fl);

#endif
