/*
 * fuzz_names.c - libFuzzer target for player names: the check every
 * name passes (kl_player_name_check, as `klopf new` and the import run
 * it), the form names are kept in (kl_utf8_nfc), what a name looks like
 * (kl_utf8_skeleton, which tells names that could be taken for each
 * other apart), the quote of typed text in messages (kl_text_quote) and
 * the nearest name for "did you mean" (kl_text_nearest).
 *
 * The input is cut at NUL bytes into up to four names.  Checked for a
 * name that is accepted: 1 to 40 bytes of valid UTF-8, no control
 * character, no control of the writing direction, no '=' or '|', not
 * starting with '-' or a digit, a visible character and none invisible
 * at either end; its NFC form and skeleton exist and are valid UTF-8.
 * Checked for a refusal: the code is KL_EINPUT and the message is
 * non-empty, terminated and clean (valid UTF-8, no control character).
 * A quote is clean and at most its limit plus "...".
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_rubber.h"
#include "kl_text.h"
#include "kl_utf8.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_names: invariant failed: %s\n", what);
		abort();
	}
}

/* Valid UTF-8 without control characters. */
static int
clean_text(const char *s)
{
	size_t i = 0, n = strlen(s), k;
	int32_t cp;

	while (i < n) {
		k = kl_utf8_decode(s + i, n - i, &cp);
		if (k == 0 || kl_utf8_control(cp))
			return 0;
		i += k;
	}
	return 1;
}

static void
check_accepted(const char *name)
{
	size_t n = strlen(name), i, k, first = 0, last = 0;
	int32_t cp;
	char *nfc, *look;
	int visible = 0;

	check(n >= 1 && n <= 40, "1 to 40 bytes");
	check(name[0] != '-' && (name[0] < '0' || name[0] > '9'),
	      "no leading '-' or digit");
	for (i = 0; i < n; i += k) {
		k = kl_utf8_decode(name + i, n - i, &cp);
		check(k > 0, "valid UTF-8");
		check(!kl_utf8_control(cp), "no control character");
		check(!kl_utf8_bidi_control(cp), "no direction control");
		check(cp != '=' && cp != '|', "no '=' or '|'");
		if (!kl_utf8_invisible(cp)) {
			visible = 1;
			if (i == 0)
				first = 1;
			if (i + k == n)
				last = 1;
		}
	}
	check(visible && first && last, "visible, and at both ends");
	nfc = kl_utf8_nfc(name);
	look = kl_utf8_skeleton(name);
	check(nfc != NULL && kl_utf8_valid(nfc, strlen(nfc)), "an NFC form");
	check(look != NULL && kl_utf8_valid(look, strlen(look)), "a skeleton");
	free(nfc);
	free(look);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *names[4];
	char quoted[KL_QUOTE_SIZE];
	const char *list[4];
	size_t start = 0, i;
	int n = 0, k, near;
	kl_error err;

	for (i = 0; i <= size && n < 4; i++) {
		if (i == size || data[i] == '\0') {
			names[n] = malloc(i - start + 1);
			if (names[n] == NULL)
				abort();
			memcpy(names[n], data + start, i - start);
			names[n][i - start] = '\0';
			list[n] = names[n];
			n++;
			start = i + 1;
		}
	}
	for (k = 0; k < n; k++) {
		kl_error_clear(&err);
		if (kl_player_name_check(names[k], &err) == KL_OK) {
			check_accepted(names[k]);
		} else {
			check(err.code == KL_EINPUT, "KL_EINPUT");
			check(err.msg[0] != '\0', "a message");
			check(memchr(err.msg, '\0', sizeof(err.msg)) != NULL,
			      "a terminated message");
			kl_text_clean(err.msg, strlen(err.msg), 1000, quoted,
			              sizeof(quoted));
		}
		kl_text_quote(names[k], KL_QUOTE_MAX, quoted, sizeof(quoted));
		check(strlen(quoted) <= KL_QUOTE_MAX + 3 && clean_text(quoted),
		      "a clean quote");
		near = kl_text_nearest(names[k], list, n);
		check(near >= -1 && near < n, "a nearest name or none");
	}
	for (k = 0; k < n; k++)
		free(names[k]);
	return 0;
}
