/* kl_json.c - the JSON writer (see kl_json.h). */
#include "kl_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
kl_json_init(kl_json *j)
{
	memset(j, 0, sizeof(*j));
}

void
kl_json_free(kl_json *j)
{
	free(j->buf);
	memset(j, 0, sizeof(*j));
}

/* Append n bytes; on failure mark j failed. */
static void
put(kl_json *j, const char *s, size_t n)
{
	char *p;
	size_t cap;

	if (j->failed)
		return;
	if (j->len + n + 1 > j->cap) {
		cap = j->cap ? j->cap : 256;
		while (cap < j->len + n + 1)
			cap *= 2;
		p = realloc(j->buf, cap);
		if (p == NULL) {
			j->failed = 1;
			return;
		}
		j->buf = p;
		j->cap = cap;
	}
	memcpy(j->buf + j->len, s, n);
	j->len += n;
	j->buf[j->len] = '\0';
}

static void
puts_(kl_json *j, const char *s)
{
	put(j, s, strlen(s));
}

/* Before any value: the comma that separates it from the one before,
 * unless it follows its key. */
static void
value_start(kl_json *j)
{
	if (j->after_key) {
		j->after_key = 0;
		return;
	}
	if (j->count[j->depth])
		put(j, ",", 1);
	j->count[j->depth] = 1;
}

static void
quoted(kl_json *j, const char *s)
{
	const unsigned char *p = (const unsigned char *)s, *run = p;
	char esc[8];

	put(j, "\"", 1);
	for (; *p; p++) {
		if (*p != '"' && *p != '\\' && *p >= 0x20)
			continue;
		put(j, (const char *)run, (size_t)(p - run));
		if (*p == '"' || *p == '\\')
			snprintf(esc, sizeof(esc), "\\%c", *p);
		else if (*p == '\n')
			snprintf(esc, sizeof(esc), "\\n");
		else if (*p == '\t')
			snprintf(esc, sizeof(esc), "\\t");
		else
			snprintf(esc, sizeof(esc), "\\u%04x", *p);
		puts_(j, esc);
		run = p + 1;
	}
	put(j, (const char *)run, (size_t)(p - run));
	put(j, "\"", 1);
}

static void
open_(kl_json *j, const char *bracket)
{
	value_start(j);
	put(j, bracket, 1);
	if (j->depth + 1 >= KL_JSON_DEPTH) {
		j->failed = 1;
		return;
	}
	j->depth++;
	j->count[j->depth] = 0;
	j->kind[j->depth] = bracket[0];
}

void
kl_json_object(kl_json *j)
{
	open_(j, "{");
}

void
kl_json_array(kl_json *j)
{
	open_(j, "[");
}

void
kl_json_end(kl_json *j)
{
	if (j->failed || j->depth == 0) {
		j->failed = 1;
		return;
	}
	put(j, j->kind[j->depth] == '{' ? "}" : "]", 1);
	j->depth--;
	j->after_key = 0;
}

void
kl_json_key(kl_json *j, const char *key)
{
	value_start(j);
	quoted(j, key);
	put(j, ":", 1);
	j->after_key = 1;
}

void
kl_json_str(kl_json *j, const char *s)
{
	if (s == NULL) {
		kl_json_null(j);
		return;
	}
	value_start(j);
	quoted(j, s);
}

void
kl_json_int(kl_json *j, long long v)
{
	char num[24];

	value_start(j);
	snprintf(num, sizeof(num), "%lld", v);
	puts_(j, num);
}

void
kl_json_bool(kl_json *j, int v)
{
	value_start(j);
	puts_(j, v ? "true" : "false");
}

void
kl_json_null(kl_json *j)
{
	value_start(j);
	puts_(j, "null");
}

void
kl_json_raw(kl_json *j, const char *text)
{
	value_start(j);
	puts_(j, text);
}

void
kl_json_card(kl_json *j, kl_card c)
{
	char name[KL_CARD_NAME_MAX];

	kl_card_name(c, KL_STYLE_ASCII, name, sizeof(name));
	kl_json_str(j, name);
}

void
kl_json_cards(kl_json *j, const kl_card *cards, int n)
{
	int i;

	kl_json_array(j);
	for (i = 0; i < n; i++)
		kl_json_card(j, cards[i]);
	kl_json_end(j);
}

int
kl_json_failed(const kl_json *j)
{
	return j->failed;
}

const char *
kl_json_text(const kl_json *j)
{
	return j->buf != NULL ? j->buf : "";
}

size_t
kl_json_len(const kl_json *j)
{
	return j->len;
}

char *
kl_json_take(kl_json *j)
{
	char *text;

	if (j->failed) {
		kl_json_free(j);
		return NULL;
	}
	text = j->buf != NULL ? j->buf : strdup("");
	j->buf = NULL;
	kl_json_free(j);
	return text;
}

long
kl_json_find_nul(const char *text)
{
	const char *p;
	int in_string = 0;

	for (p = text; *p != '\0'; p++) {
		if (*p == '"') {
			in_string = !in_string;
		} else if (in_string && *p == '\\') {
			if (!strncmp(p + 1, "u0000", 5))
				return (long)(p - text);
			if (p[1] != '\0')
				p++;    /* the escaped character */
		}
	}
	return -1;
}
