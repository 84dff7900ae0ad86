/* cli_edit.h - libedit, loaded when klopf play edits lines on a terminal.
 *
 * Only klopf play at a terminal edits lines, yet linking libedit would
 * make every klopf command load it with the libraries under it (tinfo,
 * bsd, md): about 0.3 ms of processor time at each start.  So the
 * library is opened by its soname (KLOPF_EDIT_SONAME, read from the
 * library found at build time) the first time a line is to be edited,
 * and its functions are reached through this table; cli_edit.c checks at
 * compile time that every pointer has its function's type in
 * <histedit.h>. */
#ifndef CLI_EDIT_H
#define CLI_EDIT_H

#include <histedit.h>
#include <stdio.h>

/* The functions of libedit that klopf play calls. */
typedef struct cli_edit {
	EditLine *(*el_init)(const char *prog, FILE *in, FILE *out,
	                     FILE *err);
	void (*el_end)(EditLine *el);
	const char *(*el_gets)(EditLine *el, int *count);
	void (*el_push)(EditLine *el, const char *str);
	int (*el_set)(EditLine *el, int op, ...);
	int (*el_wset)(EditLine *el, int op, ...);
	int (*el_get)(EditLine *el, int op, ...);
	int (*el_source)(EditLine *el, const char *file);
	const LineInfo *(*el_line)(EditLine *el);
	const LineInfoW *(*el_wline)(EditLine *el);
	int (*el_insertstr)(EditLine *el, const char *str);
	void (*el_deletestr)(EditLine *el, int n);
	int (*el_cursor)(EditLine *el, int n);
	History *(*history_init)(void);
	void (*history_end)(History *h);
	int (*history)(History *h, HistEvent *ev, int op, ...);
} cli_edit;

/* libedit's functions (opened once a process; later calls return the
 * same table), or NULL when the library cannot be opened or lacks one of
 * them: klopf play then reads plain lines, as without a terminal.  The
 * library stays open until the process ends; nothing to free. */
const cli_edit *cli_edit_open(void);

#endif
