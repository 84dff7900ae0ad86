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

/* 1 if a spreadsheet may read s as a number though it does not start
 * with a sign or a digit: a digit after any of the decimal point, an
 * opening parenthesis (a negative amount) and a currency sign. */
static int
reads_as_number(const char *s)
{
	static const char *const lead[] = {
		".", "(", "$", "\xe2\x82\xac" /* euro */, "\xc2\xa3" /* pound */,
		"\xc2\xa5" /* yen */
	};
	size_t i, n;

	for (;;) {
		for (i = 0; i < sizeof(lead) / sizeof(lead[0]); i++) {
			n = strlen(lead[i]);
			if (!strncmp(s, lead[i], n))
				break;
		}
		if (i == sizeof(lead) / sizeof(lead[0]))
			break;
		s += n;
	}
	return *s >= '0' && *s <= '9';
}

/* Write s quoted, with a ' in front when apostrophe is set. */
static void
quoted(FILE *f, const char *s, int apostrophe)
{
	fputc('"', f);
	if (apostrophe)
		fputc('\'', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

void
kl_csv_field(FILE *f, const char *s)
{
	int formula;

	if (s == NULL)
		return;
	/* a spreadsheet would run a cell that starts so as a formula */
	formula = s[0] != '\0' && strchr("=+-@\t\r", s[0]) != NULL &&
	          !plain_number(s);
	if (!formula && strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
		return;
	}
	quoted(f, s, formula);
}

void
kl_csv_text(FILE *f, const char *s)
{
	int number;

	if (s == NULL)
		return;
	number = (s[0] != '\0' && strchr("=+-@\t\r", s[0]) != NULL) ||
	         reads_as_number(s);
	if (!number && strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
		return;
	}
	quoted(f, s, number);
}
