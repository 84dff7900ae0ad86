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

/* Where plural forms are looked up (kl_error_plural_translator). */
static const char *(*translate_n)(const char *, const char *, unsigned long);

void
kl_error_plural_translator(const char *(*fn)(const char *, const char *,
                                             unsigned long))
{
	translate_n = fn;
}

const char *
kl_error_plural(const char *one, const char *many, unsigned long n)
{
	if (translate_n != NULL)
		return translate_n(one, many, n);
	return n == 1 ? one : many;
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
