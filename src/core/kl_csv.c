/* kl_csv.c - CSV fields as klopf writes them (kl_csv.h). */
#include "kl_csv.h"

#include <string.h>

/* 1 if s is a plain number ("-5", "+12", "0.25"). */
static int
plain_number(const char *s)
{
	int digits = 0;

	if (*s == '-' || *s == '+')
		s++;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			digits++;
	return digits > 0 && *s == '\0';
}

void
kl_csv_field(FILE *f, const char *s)
{
	/* a spreadsheet would run a cell that starts so as a formula */
	int formula = s != NULL && strchr("=+-@\t\r", s[0]) != NULL &&
	              s[0] != '\0' && !plain_number(s);

	if (s == NULL)
		return;
	if (!formula && strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	if (formula)
		fputc('\'', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}
