/* kl_form.c - forms sent by a browser, parsed and checked, and their
 * single-use tokens (kl_form.h). */
#include "kl_form.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_code.h"
#include "kl_random.h"
#include "kl_utf8.h"

/* The value of the hex digit c, or -1. */
static int
hex_value(unsigned char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Decode the n bytes at s ('+' a space, %XX a byte) into out (room for
 * n + 1), NUL-terminated; its length into *len.  -1 for a '%' without
 * two hex digits.
 */
static int
decode(const char *s, size_t n, char *out, size_t *len)
{
	size_t i, o = 0;
	int hi, lo;

	for (i = 0; i < n; i++) {
		if (s[i] == '+') {
			out[o++] = ' ';
		} else if (s[i] == '%') {
			if (i + 2 >= n)
				return -1;
			hi = hex_value((unsigned char)s[i + 1]);
			lo = hex_value((unsigned char)s[i + 2]);
			if (hi < 0 || lo < 0)
				return -1;
			out[o++] = (char)(hi * 16 + lo);
			i += 2;
		} else {
			out[o++] = s[i];
		}
	}
	out[o] = '\0';
	*len = o;
	return 0;
}

/* 1 when the n bytes of key are a key kl_form takes. */
static int
good_key(const char *key, size_t n)
{
	size_t i;

	if (n == 0 || n > KL_FORM_KEY_MAX)
		return 0;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)key[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		      (c >= '0' && c <= '9') || c == '_' || c == '-'))
			return 0;
	}
	return 1;
}

/* 1 when the n bytes of value are UTF-8 text a field may hold. */
static int
good_value(const char *value, size_t n)
{
	size_t i, k;
	int32_t cp;

	for (i = 0; i < n; i += k) {
		if ((k = kl_utf8_decode(value + i, n - i, &cp)) == 0)
			return 0;
		if (kl_utf8_control(cp) || kl_utf8_bidi_control(cp) ||
		    kl_utf8_separator(cp))
			return 0;
	}
	return 1;
}

int
kl_form_parse(const char *body, size_t len, kl_form *out, kl_error *err)
{
	size_t at = 0, end, eq, klen, vlen, used = 0;
	char *key, *value;
	int rc;

	memset(out, 0, sizeof(*out));
	if (len > KL_FORM_BODY_MAX)
		return kl_error_set(err, KL_EINPUT, "the form is longer than "
		                    "%d bytes; nothing was read", KL_FORM_BODY_MAX);
	/* decoded text is never longer: room for every byte and a NUL
	 * after each key and value */
	out->text = malloc(len + 2 * KL_FORM_FIELDS_MAX + 2);
	if (out->text == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	while (at < len) {
		for (end = at; end < len && body[end] != '&'; end++)
			;
		if (end == at) {
			at++;
			continue;
		}
		if (out->n == KL_FORM_FIELDS_MAX) {
			rc = kl_error_set(err, KL_EINPUT, "the form has more than "
			                  "%d fields; nothing was read",
			                  KL_FORM_FIELDS_MAX);
			goto fail;
		}
		for (eq = at; eq < end && body[eq] != '='; eq++)
			;
		key = out->text + used;
		if (decode(body + at, eq - at, key, &klen) != 0)
			goto bad_escape;
		used += klen + 1;
		value = out->text + used;
		if (eq < end) {
			if (decode(body + eq + 1, end - eq - 1, value, &vlen) != 0)
				goto bad_escape;
		} else {
			value[0] = '\0';
			vlen = 0;
		}
		used += vlen + 1;
		if (!good_key(key, klen) || strlen(key) != klen) {
			rc = kl_error_set(err, KL_EINPUT, "the form has a field "
			                  "whose name is not one of klopf's; nothing "
			                  "was read");
			goto fail;
		}
		if (vlen > KL_FORM_VALUE_MAX) {
			rc = kl_error_set(err, KL_EINPUT, "field %s of the form is "
			                  "longer than %d bytes; nothing was read",
			                  key, KL_FORM_VALUE_MAX);
			goto fail;
		}
		if (!good_value(value, vlen)) {
			rc = kl_error_set(err, KL_EINPUT, "field %s of the form is "
			                  "no plain text (it is not UTF-8, or holds "
			                  "a control character); nothing was read",
			                  key);
			goto fail;
		}
		out->fields[out->n].key = key;
		out->fields[out->n].value = value;
		out->n++;
		at = end + 1;
	}
	return KL_OK;
bad_escape:
	rc = kl_error_set(err, KL_EINPUT, "the form has a '%%' that is not "
	                  "followed by two hex digits; nothing was read");
fail:
	kl_form_free(out);
	return rc;
}

void
kl_form_free(kl_form *f)
{
	if (f == NULL)
		return;
	free(f->text);
	memset(f, 0, sizeof(*f));
}

int
kl_form_one(const kl_form *f, const char *key, const char **value,
            kl_error *err)
{
	const char *v[2];
	int n = kl_form_all(f, key, v, 2);

	*value = NULL;
	if (n == 0)
		return kl_error_set(err, KL_ENOTFOUND, "the form has no field "
		                    "%s", key);
	if (n > 1)
		return kl_error_set(err, KL_EINPUT, "the form has field %s more "
		                    "than once; nothing was read", key);
	*value = v[0];
	return KL_OK;
}

int
kl_form_all(const kl_form *f, const char *key, const char **values, int max)
{
	int i, n = 0;

	for (i = 0; i < f->n; i++)
		if (!strcmp(f->fields[i].key, key)) {
			if (n < max)
				values[n] = f->fields[i].value;
			n++;
		}
	return n;
}

int
kl_form_equal(const void *a, const void *b, size_t n)
{
	return kl_code_equal(a, b, n);
}

/* ---- tokens ---- */

typedef struct token {
	uint8_t bytes[KL_FORM_TOKEN_BYTES];
	int64_t scope;
	long expires;        /* valid before this time */
	int used;            /* 1: a slot free to take */
} token;

struct kl_form_tokens {
	pthread_mutex_t lock;
	int capacity;
	long ttl;
	token *slots;
};

kl_form_tokens *
kl_form_tokens_new(int capacity, long ttl)
{
	kl_form_tokens *t;
	int i;

	if (capacity < 1 || capacity > 1000000 || ttl < 1)
		return NULL;
	t = calloc(1, sizeof(*t));
	if (t == NULL)
		return NULL;
	t->slots = calloc((size_t)capacity, sizeof(*t->slots));
	if (t->slots == NULL || pthread_mutex_init(&t->lock, NULL) != 0) {
		free(t->slots);
		free(t);
		return NULL;
	}
	for (i = 0; i < capacity; i++)
		t->slots[i].used = 1;
	t->capacity = capacity;
	t->ttl = ttl;
	return t;
}

void
kl_form_tokens_free(kl_form_tokens *t)
{
	if (t == NULL)
		return;
	pthread_mutex_destroy(&t->lock);
	memset(t->slots, 0, sizeof(*t->slots) * (size_t)t->capacity);
	free(t->slots);
	free(t);
}

int
kl_form_token_give(kl_form_tokens *t, int64_t scope, long now,
                   char text[KL_FORM_TOKEN_TEXT], kl_error *err)
{
	uint8_t bytes[KL_FORM_TOKEN_BYTES];
	int i, take = 0, rc;

	text[0] = '\0';
	if ((rc = kl_random_bytes(bytes, sizeof(bytes), err)) != KL_OK)
		return rc;
	pthread_mutex_lock(&t->lock);
	/* a free or expired slot, else the one that expires first */
	for (i = 0; i < t->capacity; i++) {
		token *s = &t->slots[i];
		if (s->used || s->expires <= now) {
			take = i;
			break;
		}
		if (s->expires < t->slots[take].expires)
			take = i;
	}
	memcpy(t->slots[take].bytes, bytes, sizeof(bytes));
	t->slots[take].scope = scope;
	t->slots[take].expires = now + t->ttl;
	t->slots[take].used = 0;
	pthread_mutex_unlock(&t->lock);
	for (i = 0; i < KL_FORM_TOKEN_BYTES; i++)
		snprintf(text + 2 * i, 3, "%02x", bytes[i]);
	memset(bytes, 0, sizeof(bytes));
	return KL_OK;
}

int
kl_form_token_use(kl_form_tokens *t, const char *text, int64_t scope,
                  long now, kl_error *err)
{
	uint8_t bytes[KL_FORM_TOKEN_BYTES];
	int i, hi, lo, found = -1;

	if (text == NULL || strlen(text) != 2 * KL_FORM_TOKEN_BYTES)
		goto refused;
	for (i = 0; i < KL_FORM_TOKEN_BYTES; i++) {
		hi = hex_value((unsigned char)text[2 * i]);
		lo = hex_value((unsigned char)text[2 * i + 1]);
		if (hi < 0 || lo < 0)
			goto refused;
		bytes[i] = (uint8_t)(hi * 16 + lo);
	}
	pthread_mutex_lock(&t->lock);
	/* every slot is compared whole, the loop never stops early */
	for (i = 0; i < t->capacity; i++) {
		const token *s = &t->slots[i];
		int same = kl_code_equal(s->bytes, bytes, sizeof(bytes));
		int live = !s->used & (s->expires > now) & (s->scope == scope);
		found = same & live ? i : found;
	}
	if (found >= 0) {
		memset(&t->slots[found], 0, sizeof(t->slots[found]));
		t->slots[found].used = 1;
	}
	pthread_mutex_unlock(&t->lock);
	memset(bytes, 0, sizeof(bytes));
	if (found >= 0)
		return KL_OK;
refused:
	return kl_error_set(err, KL_EINPUT, "this form is old or was sent "
	                    "already; nothing was changed; load the page again");
}
