#include "kl_error.h"

#include <stdarg.h>
#include <stdio.h>

/* Where formats are looked up (kl_error_translator). */
static const char *(*translate)(const char *);

void
kl_error_translator(const char *(*fn)(const char *))
{
	translate = fn;
}

const char *
kl_error_text(const char *text)
{
	return translate != NULL ? translate(text) : text;
}

int
kl_error_set(kl_error *err, int code, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL)
		return code;
	err->code = code;
	if (translate != NULL)
		fmt = translate(fmt);
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
