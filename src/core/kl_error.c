#include "kl_error.h"

#include <stdarg.h>
#include <stdio.h>

int
kl_error_set(kl_error *err, int code, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL)
		return code;
	err->code = code;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	return code;
}

void
kl_error_clear(kl_error *err)
{
	if (err == NULL)
		return;
	err->code = KL_OK;
	err->msg[0] = '\0';
}
