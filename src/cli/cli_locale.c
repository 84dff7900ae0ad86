/* cli_locale.c - the user's language for messages (cli_locale.h). */
#include "cli_locale.h"

#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kl_error.h"
#include "kl_rwords.h"

/* The text domain of klopf's catalogues. */
#define DOMAIN "klopf"

/* Is path/de/LC_MESSAGES a folder, i.e. does path hold catalogues? */
static int
has_catalogues(const char *path)
{
	char probe[PATH_MAX + 64];
	struct stat sb;
	int n = snprintf(probe, sizeof(probe), "%s/de/LC_MESSAGES", path);

	return n > 0 && (size_t)n < sizeof(probe) && stat(probe, &sb) == 0 &&
	       S_ISDIR(sb.st_mode);
}

/*
 * Where the catalogues are: next to the binary in the build tree
 * (build/locale), else ../share/locale from the binary (an installed
 * tree, wherever it was moved), else where it was installed to.
 */
static void
catalogue_dir(char *buf, size_t size)
{
	char exe[PATH_MAX], *slash;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash != NULL) {
			*slash = '\0';
			snprintf(buf, size, "%s/locale", exe);
			if (has_catalogues(buf))
				return;
			snprintf(buf, size, "%s/../share/locale", exe);
			if (has_catalogues(buf))
				return;
		}
	}
	snprintf(buf, size, "%s", KLOPF_LOCALEDIR);
}

/* gettext, with the signature kl_error_translator wants. */
static const char *
translate(const char *msgid)
{
	return gettext(msgid);
}

/* ngettext, with the signature kl_error_plural_translator wants. */
static const char *
translate_n(const char *one, const char *many, unsigned long n)
{
	return ngettext(one, many, n);
}

void
kl_cli_locale_init(void)
{
	char dir[PATH_MAX + 32];

	setlocale(LC_ALL, "");
	/* numbers are written by klopf itself (kl_cli_decimal), so that
	 * machine output never changes with the language */
	setlocale(LC_NUMERIC, "C");
	catalogue_dir(dir, sizeof(dir));
	bindtextdomain(DOMAIN, dir);
	bind_textdomain_codeset(DOMAIN, "UTF-8");
	textdomain(DOMAIN);
	kl_error_translator(translate);
	kl_error_plural_translator(translate_n);
	/* TRANSLATORS: the code of this catalogue's language ("de" for
	 * German): the values of the house rules are shown in its words
	 * (ein, aus, links, reihum...; docs/rules.md) */
	kl_rwords_set_lang(kl_rwords_lang_of(gettext("en")));
}

const char *
kl_cli_decimal(void)
{
	/* TRANSLATORS: the decimal separator of amounts of money people
	 * read ("0.10" in English; German writes "0,10") */
	return gettext(".");
}
