/* kl_mhd.c - libmicrohttpd opened on demand (kl_mhd.h). */
#include "kl_mhd.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#ifndef KLOPF_MHD_SONAME
#error KLOPF_MHD_SONAME, the library to open, is set by CMakeLists.txt
#endif

/* Where each function of the table is and the name it has in the
 * library.  The sizeof below never runs the assignment: it only makes
 * the compiler check that the function's type in <microhttpd.h> is the
 * pointer's, and refers to no symbol of the library. */
#define KL_MHD_FN(field, fn) \
	{ .name = #fn, .offset = offsetof(kl_mhd, field), \
	  .check = sizeof(((kl_mhd *)0)->field = fn) }

static const struct {
	const char *name;
	size_t offset;
	size_t check;
} functions[] = {
	KL_MHD_FN(start_daemon, MHD_start_daemon),
	KL_MHD_FN(stop_daemon, MHD_stop_daemon),
	KL_MHD_FN(lookup_connection_value, MHD_lookup_connection_value),
	KL_MHD_FN(get_connection_info, MHD_get_connection_info),
	KL_MHD_FN(create_response_from_buffer,
	          MHD_create_response_from_buffer),
	KL_MHD_FN(create_response_from_callback,
	          MHD_create_response_from_callback),
	KL_MHD_FN(add_response_header, MHD_add_response_header),
	KL_MHD_FN(queue_response, MHD_queue_response),
	KL_MHD_FN(destroy_response, MHD_destroy_response),
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static kl_mhd table;
static int opened;                /* table is complete */
static char why[256];             /* else what went wrong */

/* Open the library and fill table, or say why not in why.  Run once. */
static void
open_library(void)
{
	void *lib = dlopen(KLOPF_MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
	size_t i;
	void *fn;

	if (lib == NULL) {
		snprintf(why, sizeof(why), "%s", dlerror());
		return;
	}
	for (i = 0; i < sizeof(functions) / sizeof(functions[0]); i++) {
		(void)dlerror();
		fn = dlsym(lib, functions[i].name);
		if (fn == NULL) {
			snprintf(why, sizeof(why), "%s", functions[i].name);
			dlclose(lib);
			return;
		}
		/* POSIX: a data pointer from dlsym converts to a function
		 * pointer of the same representation */
		memcpy((char *)&table + functions[i].offset, &fn, sizeof(fn));
	}
	opened = 1;
}

int
kl_mhd_open(const kl_mhd **out, kl_error *err)
{
	*out = NULL;
	pthread_once(&once, open_library);
	if (!opened)
		return kl_error_set(err, KL_EINPUT, "klopf serve needs the "
		    "library %s, which could not be loaded: %s",
		    KLOPF_MHD_SONAME, why);
	*out = &table;
	return KL_OK;
}
