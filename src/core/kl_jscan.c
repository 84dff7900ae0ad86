/* kl_jscan.c - a JSON object read from a stream a member at a time
 * (kl_jscan.h). */
#include "kl_jscan.h"

#include <stdlib.h>
#include <string.h>

/* Bytes asked of the source at a time. */
#define BLOCK (1 << 20)
/* The longest key kept (a longer one is cut: no key of the format is
 * that long, so it is refused as unknown). */
#define KEY_MAX 255

enum state { S_BEGIN = 0, S_FIRST_MEMBER, S_MEMBER, S_AFTER_MEMBER,
             S_FIRST_ELEMENT, S_AFTER_ELEMENT, S_TAIL, S_DONE };

struct kl_jscan {
	kl_jscan_source src;
	char *buf;
	size_t cap, len, pos, start;
	unsigned long long base;  /* the stream's byte of buf[0] */
	size_t value_max;
	int eof;
	int state;
	long long index;
	char key[KEY_MAX + 1];
};

static long
mem_read(void *ctx, char *buf, size_t cap)
{
	kl_jscan_mem *m = ctx;
	size_t n = m->len - m->pos < cap ? m->len - m->pos : cap;

	memcpy(buf, m->text + m->pos, n);
	m->pos += n;
	return (long)n;
}

static int
mem_rewind(void *ctx)
{
	((kl_jscan_mem *)ctx)->pos = 0;
	return 0;
}

void
kl_jscan_memory(const char *text, size_t len, kl_jscan_mem *state,
                kl_jscan_source *src)
{
	state->text = text;
	state->len = len;
	state->pos = 0;
	src->read = mem_read;
	src->rewind = mem_rewind;
	src->ctx = state;
}

int
kl_jscan_new(const kl_jscan_source *src, size_t value_max, kl_jscan **out,
             kl_error *err)
{
	kl_jscan *s = calloc(1, sizeof(*s));

	*out = NULL;
	if (s == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	s->src = *src;
	s->value_max = value_max;
	*out = s;
	return KL_OK;
}

void
kl_jscan_free(kl_jscan *s)
{
	if (s == NULL)
		return;
	free(s->buf);
	free(s);
}

/*
 * More bytes into the buffer, keeping those from s->start on: 1 when some
 * came, 0 at the end of the stream, -1 on a failure (err set: KL_EINPUT
 * for a value over value_max, KL_ESTORE, KL_ENOMEM).
 */
static int
fill(kl_jscan *s, kl_error *err)
{
	long got;

	if (s->eof)
		return 0;
	if (s->start > 0) {
		memmove(s->buf, s->buf + s->start, s->len - s->start);
		s->len -= s->start;
		s->pos -= s->start;
		s->base += s->start;
		s->start = 0;
	}
	if (s->len > s->value_max) {
		kl_error_set(err, KL_ERULE, "a value is longer than the most "
		             "klopf reads");
		s->pos = s->start;
		return -1;
	}
	if (s->cap - s->len < BLOCK) {
		size_t cap = s->cap ? s->cap * 2 : 2 * BLOCK;
		char *p;
		while (cap - s->len < BLOCK)
			cap *= 2;
		if ((p = realloc(s->buf, cap)) == NULL) {
			kl_error_set(err, KL_ENOMEM, "out of memory");
			return -1;
		}
		s->buf = p;
		s->cap = cap;
	}
	got = s->src.read(s->src.ctx, s->buf + s->len, s->cap - s->len);
	if (got < 0) {
		kl_error_set(err, KL_ESTORE, "cannot read the file");
		return -1;
	}
	if (got == 0) {
		s->eof = 1;
		return 0;
	}
	s->len += (size_t)got;
	return 1;
}

/* The byte at s->pos (-1 at the end, -2 on a failure), not taken. */
static int
peek(kl_jscan *s, kl_error *err)
{
	if (s->pos == s->len) {
		int rc = fill(s, err);
		if (rc < 0)
			return -2;
		if (rc == 0)
			return -1;
	}
	return (unsigned char)s->buf[s->pos];
}

static int
skip_space(kl_jscan *s, kl_error *err)
{
	int c;

	while ((c = peek(s, err)) == ' ' || c == '\t' || c == '\n' ||
	       c == '\r')
		s->pos++;
	return c;
}

static int
bad(kl_jscan *s, unsigned long long *at, const char *why, kl_error *err)
{
	if (at != NULL)
		*at = s->base + s->pos;
	s->state = S_DONE;
	return kl_error_set(err, KL_EINPUT, "%s", why);
}

/* A value longer than value_max, from s->start. */
static int
too_long(kl_jscan *s, unsigned long long *at, kl_error *err)
{
	if (at != NULL)
		*at = s->base + s->start;
	s->state = S_DONE;
	return kl_error_set(err, KL_ERULE, "a value is longer than the most "
	                    "klopf reads");
}

/* A failure of peek (c == -2): its error is in err already. */
static int
broken(kl_jscan *s, unsigned long long *at, kl_error *err)
{
	if (at != NULL)
		*at = s->base + s->pos;
	s->state = S_DONE;
	return err->code;
}

/* Skip the string at s->pos (its opening quote). 0, or the peek code of
 * the end (-1) or a failure (-2). */
static int
skip_string(kl_jscan *s, kl_error *err)
{
	int c;

	s->pos++;
	for (;;) {
		if (s->pos == s->len && (c = peek(s, err)) < 0)
			return c;
		/* the bytes at hand, at once */
		while (s->pos < s->len) {
			c = (unsigned char)s->buf[s->pos++];
			if (c == '"')
				return 0;
			if (c == '\\') {
				if ((c = peek(s, err)) < 0)
					return c;
				s->pos++;
			}
		}
	}
}

/* Skip the value at s->pos: 0, -1 (the stream ended in it), -2. */
static int
skip_value(kl_jscan *s, kl_error *err)
{
	int c = peek(s, err), depth = 0;

	if (c < 0)
		return c;
	if (c == '"')
		return skip_string(s, err);
	if (c != '[' && c != '{') {
		while ((c = peek(s, err)) >= 0 && c != ',' && c != '}' &&
		       c != ']' && c != ' ' && c != '\t' && c != '\n' &&
		       c != '\r')
			s->pos++;
		return c == -2 ? -2 : 0;
	}
	for (;;) {
		if ((c = peek(s, err)) < 0)
			return c;
		if (c == '"') {
			if ((c = skip_string(s, err)) < 0)
				return c;
			continue;
		}
		s->pos++;
		if (c == '[' || c == '{')
			depth++;
		else if ((c == ']' || c == '}') && --depth == 0)
			return 0;
	}
}

/* The item of the value just skipped, from s->start. */
static void
give(kl_jscan *s, int kind, kl_jscan_item *it)
{
	it->kind = kind;
	it->key = s->key;
	it->text = s->buf + s->start;
	it->len = s->pos - s->start;
	it->index = kind == KL_JSCAN_ELEMENT ? s->index++ : 0;
	it->at = s->base + s->start;
}

int
kl_jscan_next(kl_jscan *s, const char *stream_key, kl_jscan_item *it,
              unsigned long long *at, int *not_object, kl_error *err)
{
	int c;

	memset(it, 0, sizeof(*it));
	if (not_object != NULL)
		*not_object = 0;
	for (;;) {
		s->start = s->pos;
		switch (s->state) {
		case S_BEGIN:
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c != '{') {
				if (not_object != NULL)
					*not_object = 1;
				s->start = s->pos;
				return bad(s, at, "not an object", err);
			}
			s->pos++;
			s->state = S_FIRST_MEMBER;
			break;
		case S_FIRST_MEMBER:
		case S_MEMBER: {
			size_t k;
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c == '}' && s->state == S_FIRST_MEMBER) {
				s->pos++;
				s->state = S_TAIL;
				break;
			}
			if (c != '"')
				return bad(s, at, "a key is missing", err);
			s->start = s->pos;
			if ((c = skip_string(s, err)) < 0)
				return c == -2 ? broken(s, at, err) :
				       bad(s, at, "a text is not closed", err);
			k = s->pos - s->start - 2;
			if (k > KEY_MAX)
				k = KEY_MAX;
			memcpy(s->key, s->buf + s->start + 1, k);
			s->key[k] = '\0';
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c != ':')
				return bad(s, at, "a ':' is missing after a key",
				           err);
			s->pos++;
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c == '[' && stream_key != NULL &&
			    !strcmp(s->key, stream_key)) {
				s->pos++;
				s->index = 0;
				s->state = S_FIRST_ELEMENT;
				s->start = s->pos;
				give(s, KL_JSCAN_ARRAY, it);
				return KL_OK;
			}
			s->start = s->pos;
			if ((c = skip_value(s, err)) < 0)
				return c == -2 ? broken(s, at, err) :
				       bad(s, at, "the file ends inside a value",
				           err);
			if (s->pos == s->start)
				return bad(s, at, "a value is missing", err);
			if (s->pos - s->start > s->value_max)
				return too_long(s, at, err);
			give(s, KL_JSCAN_MEMBER, it);
			s->state = S_AFTER_MEMBER;
			return KL_OK;
		}
		case S_AFTER_MEMBER:
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c == ',') {
				s->pos++;
				s->state = S_MEMBER;
			} else if (c == '}') {
				s->pos++;
				s->state = S_TAIL;
			} else {
				return bad(s, at, "a ',' or '}' is missing",
				           err);
			}
			break;
		case S_FIRST_ELEMENT:
		case S_AFTER_ELEMENT:
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c == ']') {
				s->pos++;
				s->state = S_AFTER_MEMBER;
				break;
			}
			if (s->state == S_AFTER_ELEMENT) {
				if (c != ',')
					return bad(s, at, "a ',' or ']' is "
					           "missing", err);
				s->pos++;
				if ((c = skip_space(s, err)) == -2)
					return broken(s, at, err);
			}
			s->start = s->pos;
			if (c == ']' || c == ',' || c == '}')
				return bad(s, at, "a value is missing", err);
			if ((c = skip_value(s, err)) < 0)
				return c == -2 ? broken(s, at, err) :
				       bad(s, at, "the file ends inside a value",
				           err);
			if (s->pos - s->start > s->value_max)
				return too_long(s, at, err);
			give(s, KL_JSCAN_ELEMENT, it);
			s->state = S_AFTER_ELEMENT;
			return KL_OK;
		case S_TAIL:
			if ((c = skip_space(s, err)) == -2)
				return broken(s, at, err);
			if (c != -1)
				return bad(s, at, "more text after the object",
				           err);
			s->state = S_DONE;
			it->kind = KL_JSCAN_END;
			return KL_OK;
		default:
			return bad(s, at, "nothing more to read", err);
		}
	}
}

int
kl_jscan_rest(kl_jscan *s, const char **text, size_t *len, kl_error *err)
{
	int rc;

	while ((rc = fill(s, err)) > 0)
		;
	if (rc < 0)
		return err->code;
	*text = s->buf != NULL ? s->buf + s->start : "";
	*len = s->len - s->start;
	return KL_OK;
}
