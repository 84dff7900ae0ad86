/* cli_edit.c - libedit opened on demand (cli_edit.h). */
#include "cli_edit.h"

#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

#ifndef KLOPF_EDIT_SONAME
#error KLOPF_EDIT_SONAME, the library to open, is set by CMakeLists.txt
#endif

/* Where each function of the table is and its name in the library.  The
 * sizeof never runs the assignment: it makes the compiler check the
 * function's type in <histedit.h> against the pointer's, and refers to
 * no symbol of the library. */
#define CLI_EDIT_FN(fn) \
	{ .name = #fn, .offset = offsetof(cli_edit, fn), \
	  .check = sizeof(((cli_edit *)0)->fn = fn) }

static const struct {
	const char *name;
	size_t offset;
	size_t check;
} functions[] = {
	CLI_EDIT_FN(el_init),
	CLI_EDIT_FN(el_end),
	CLI_EDIT_FN(el_gets),
	CLI_EDIT_FN(el_push),
	CLI_EDIT_FN(el_set),
	CLI_EDIT_FN(el_wset),
	CLI_EDIT_FN(el_get),
	CLI_EDIT_FN(el_source),
	CLI_EDIT_FN(el_line),
	CLI_EDIT_FN(el_wline),
	CLI_EDIT_FN(el_insertstr),
	CLI_EDIT_FN(el_deletestr),
	CLI_EDIT_FN(el_cursor),
	CLI_EDIT_FN(history_init),
	CLI_EDIT_FN(history_end),
	CLI_EDIT_FN(history),
};

static cli_edit table;
static int tried, opened;

const cli_edit *
cli_edit_open(void)
{
	void *lib, *fn;
	size_t i;

	/* klopf play runs in one thread */
	if (tried)
		return opened ? &table : NULL;
	tried = 1;
	if ((lib = dlopen(KLOPF_EDIT_SONAME, RTLD_NOW | RTLD_LOCAL)) == NULL)
		return NULL;
	for (i = 0; i < sizeof(functions) / sizeof(functions[0]); i++) {
		if ((fn = dlsym(lib, functions[i].name)) == NULL) {
			dlclose(lib);
			return NULL;
		}
		/* POSIX: a pointer from dlsym converts to a function pointer
		 * of the same representation */
		memcpy((char *)&table + functions[i].offset, &fn, sizeof(fn));
	}
	opened = 1;
	return &table;
}
