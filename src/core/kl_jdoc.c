/* kl_jdoc.c - one JSON text read into a tree of values (kl_jdoc.h). */
#include "kl_jdoc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The state of one reading: the text, where it is, the arena's fill. */
typedef struct reader {
	kl_jdoc *d;
	const char *p, *end, *start;
	size_t afill;
	const char *why;   /* the reason of a failure (KL_N_ text) */
	const char *where; /* where it failed */
	int nomem;
} reader;

void
kl_jdoc_init(kl_jdoc *d)
{
	memset(d, 0, sizeof(*d));
	d->dup = -1;
	d->nul = -1;
}

void
kl_jdoc_free(kl_jdoc *d)
{
	free(d->nodes);
	free(d->arena);
	kl_jdoc_init(d);
}

static int
fail(reader *r, const char *at, const char *why)
{
	if (r->why == NULL) {
		r->why = why;
		r->where = at;
	}
	return -1;
}

static void
skip_space(reader *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' ||
	                         *r->p == '\n' || *r->p == '\r'))
		r->p++;
}

/* A new node of type under parent; its index, or -1 (out of memory). */
static int
new_node(reader *r, int type, int parent)
{
	kl_jdoc *d = r->d;
	kl_jnode *x;

	if (d->n == d->cap) {
		int cap = d->cap ? d->cap * 2 : 256;
		kl_jnode *p = realloc(d->nodes, (size_t)cap * sizeof(*p));
		if (p == NULL) {
			r->nomem = 1;
			return fail(r, r->p, "out of memory");
		}
		d->nodes = p;
		d->cap = cap;
	}
	x = &d->nodes[d->n];
	memset(x, 0, sizeof(*x));
	x->type = type;
	x->parent = parent;
	x->child = x->next = -1;
	return d->n++;
}

static int
hex4(const char *p)
{
	int v = 0, i;

	for (i = 0; i < 4; i++) {
		int c = (unsigned char)p[i], h;
		if (c >= '0' && c <= '9')
			h = c - '0';
		else if (c >= 'a' && c <= 'f')
			h = c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			h = c - 'A' + 10;
		else
			return -1;
		v = v * 16 + h;
	}
	return v;
}

static char *
put_utf8(char *o, unsigned long c)
{
	if (c < 0x80) {
		*o++ = (char)c;
	} else if (c < 0x800) {
		*o++ = (char)(0xC0 | (c >> 6));
		*o++ = (char)(0x80 | (c & 0x3F));
	} else if (c < 0x10000) {
		*o++ = (char)(0xE0 | (c >> 12));
		*o++ = (char)(0x80 | ((c >> 6) & 0x3F));
		*o++ = (char)(0x80 | (c & 0x3F));
	} else {
		*o++ = (char)(0xF0 | (c >> 18));
		*o++ = (char)(0x80 | ((c >> 12) & 0x3F));
		*o++ = (char)(0x80 | ((c >> 6) & 0x3F));
		*o++ = (char)(0x80 | (c & 0x3F));
	}
	return o;
}

/*
 * Read the string at r->p (its opening quote) into the arena; *out
 * receives the decoded text, *len its length.  0, or -1 on a failure.
 * The arena holds the whole text's length plus one, and a string never
 * decodes to more bytes than it takes with its quotes, so it fits.
 */
static int
read_string(reader *r, const char **out, size_t *len)
{
	char *o = r->d->arena + r->afill, *begin = o;
	const char *p = r->p + 1;

	for (;;) {
		unsigned char c;
		if (p >= r->end)
			return fail(r, p, "a text is not closed");
		c = (unsigned char)*p;
		if (c == '"')
			break;
		if (c < 0x20)
			return fail(r, p, "a control character in a text");
		if (c != '\\') {
			*o++ = (char)c;
			p++;
			continue;
		}
		if (p + 1 >= r->end)
			return fail(r, p, "a text is not closed");
		switch (p[1]) {
		case '"': *o++ = '"'; p += 2; continue;
		case '\\': *o++ = '\\'; p += 2; continue;
		case '/': *o++ = '/'; p += 2; continue;
		case 'b': *o++ = '\b'; p += 2; continue;
		case 'f': *o++ = '\f'; p += 2; continue;
		case 'n': *o++ = '\n'; p += 2; continue;
		case 'r': *o++ = '\r'; p += 2; continue;
		case 't': *o++ = '\t'; p += 2; continue;
		case 'u': break;
		default:
			return fail(r, p, "an unknown escape in a text");
		}
		{
			long v = r->end - p >= 6 ? hex4(p + 2) : -1;
			if (v < 0)
				return fail(r, p, "a \\u escape needs four "
				            "hexadecimal digits");
			if (v == 0 && r->d->nul < 0)
				r->d->nul = (long)(p - r->start);
			p += 6;
			/* a pair of surrogates is one character; a lone one
			 * is written as it is, as SQLite does */
			if (v >= 0xD800 && v <= 0xDBFF && r->end - p >= 6 &&
			    p[0] == '\\' && p[1] == 'u') {
				long lo = hex4(p + 2);
				if (lo >= 0xDC00 && lo <= 0xDFFF) {
					v = 0x10000 + ((v - 0xD800) << 10) +
					    (lo - 0xDC00);
					p += 6;
				}
			}
			o = put_utf8(o, (unsigned long)v);
		}
	}
	*o = '\0';
	*out = begin;
	*len = (size_t)(o - begin);
	r->afill += (size_t)(o - begin) + 1;
	r->p = p + 1;
	return 0;
}

/* Read a number at r->p into node x. */
static int
read_number(reader *r, kl_jnode *x)
{
	const char *p = r->p, *digits;
	int neg = 0, real = 0;
	unsigned long long v = 0;

	if (*p == '-') {
		neg = 1;
		p++;
	}
	digits = p;
	if (p < r->end && *p == '0') {
		p++;
	} else if (p < r->end && *p >= '1' && *p <= '9') {
		while (p < r->end && *p >= '0' && *p <= '9') {
			unsigned d = (unsigned)(*p - '0');
			if (v > (UINT64_MAX - d) / 10)
				x->big = 1;
			else
				v = v * 10 + d;
			p++;
		}
	} else {
		return fail(r, p, "a number without digits");
	}
	if (p < r->end && *p == '.') {
		real = 1;
		p++;
		if (p >= r->end || *p < '0' || *p > '9')
			return fail(r, p, "a number without digits");
		while (p < r->end && *p >= '0' && *p <= '9')
			p++;
	}
	if (p < r->end && (*p == 'e' || *p == 'E')) {
		real = 1;
		p++;
		if (p < r->end && (*p == '+' || *p == '-'))
			p++;
		if (p >= r->end || *p < '0' || *p > '9')
			return fail(r, p, "a number without digits");
		while (p < r->end && *p >= '0' && *p <= '9')
			p++;
	}
	(void)digits;
	if (real) {
		x->type = KL_JREAL;
		x->big = 0;
	} else {
		x->type = KL_JINT;
		if (!x->big && (neg ? v > (unsigned long long)INT64_MAX + 1 :
		                v > (unsigned long long)INT64_MAX))
			x->big = 1;
		if (!x->big)
			x->i = neg ? (long long)(0 - v) : (long long)v;
	}
	r->p = p;
	return 0;
}

/* Note in d->dup a member of object obj whose key comes twice. */
static void
find_dup(kl_jdoc *d, int obj)
{
	int a, b;

	if (d->dup >= 0)
		return;
	for (a = d->nodes[obj].child; a >= 0; a = d->nodes[a].next)
		for (b = d->nodes[a].next; b >= 0; b = d->nodes[b].next)
			if (!strcmp(d->nodes[a].key, d->nodes[b].key)) {
				d->dup = b;
				return;
			}
}

static int
cmp_key(const void *a, const void *b)
{
	const kl_jnode *const *x = a, *const *y = b;
	int c = strcmp((*x)->key, (*y)->key);
	return c ? c : ((*x)->index > (*y)->index) - ((*x)->index <
	                                               (*y)->index);
}

/* find_dup for an object of many members: by sorting, not pairs. */
static int
find_dup_many(reader *r, int obj)
{
	kl_jdoc *d = r->d;
	kl_jnode **v;
	int n = d->nodes[obj].count, i = 0, k;

	if (d->dup >= 0)
		return 0;
	if ((v = malloc((size_t)n * sizeof(*v))) == NULL) {
		r->nomem = 1;
		return fail(r, r->p, "out of memory");
	}
	for (k = d->nodes[obj].child; k >= 0; k = d->nodes[k].next)
		v[i++] = &d->nodes[k];
	qsort(v, (size_t)n, sizeof(*v), cmp_key);
	for (i = 1; i < n; i++)
		if (!strcmp(v[i - 1]->key, v[i]->key) &&
		    (d->dup < 0 || v[i] - d->nodes < d->dup))
			d->dup = (int)(v[i] - d->nodes);
	free(v);
	return 0;
}

/* Read one value at r->p under parent; its node, or -1. */
static int
read_value(reader *r, int parent, int depth)
{
	const char *at;
	int x, last = -1, n = 0;
	char open;

	skip_space(r);
	if (r->p >= r->end)
		return fail(r, r->p, "a value is missing");
	at = r->p;
	switch (*r->p) {
	case '"': {
		const char *t;
		size_t len;
		if ((x = new_node(r, KL_JTEXT, parent)) < 0 ||
		    read_string(r, &t, &len) < 0)
			return -1;
		r->d->nodes[x].text = t;
		r->d->nodes[x].len = len;
		break;
	}
	case 't': case 'f': case 'n': {
		static const struct { const char *w; int type; } lit[] = {
			{ "true", KL_JTRUE }, { "false", KL_JFALSE },
			{ "null", KL_JNULL },
		};
		size_t k, len;
		for (k = 0; k < 3 && lit[k].w[0] != *r->p; k++)
			;
		len = strlen(lit[k].w);
		if ((size_t)(r->end - r->p) < len ||
		    memcmp(r->p, lit[k].w, len))
			return fail(r, r->p, "an unknown word");
		if ((x = new_node(r, lit[k].type, parent)) < 0)
			return -1;
		r->p += len;
		break;
	}
	case '[': case '{':
		if (depth >= KL_JDOC_DEPTH)
			return fail(r, r->p, "arrays and objects nest too "
			            "deep");
		open = *r->p++;
		if ((x = new_node(r, open == '[' ? KL_JARRAY : KL_JOBJECT,
		                  parent)) < 0)
			return -1;
		skip_space(r);
		if (r->p < r->end && *r->p == (open == '[' ? ']' : '}')) {
			r->p++;
			break;
		}
		for (;;) {
			const char *key = NULL;
			size_t klen;
			int c;
			if (open == '{') {
				skip_space(r);
				if (r->p >= r->end || *r->p != '"')
					return fail(r, r->p, "an object's key "
					            "must be a text");
				if (read_string(r, &key, &klen) < 0)
					return -1;
				skip_space(r);
				if (r->p >= r->end || *r->p != ':')
					return fail(r, r->p, "a ':' is "
					            "missing after a key");
				r->p++;
			}
			if ((c = read_value(r, x, depth + 1)) < 0)
				return -1;
			r->d->nodes[c].key = key;
			r->d->nodes[c].index = n++;
			if (last < 0)
				r->d->nodes[x].child = c;
			else
				r->d->nodes[last].next = c;
			last = c;
			skip_space(r);
			if (r->p < r->end && *r->p == ',') {
				r->p++;
				continue;
			}
			if (r->p < r->end &&
			    *r->p == (open == '[' ? ']' : '}')) {
				r->p++;
				break;
			}
			return fail(r, r->p, open == '[' ? "a ',' or ']' is "
			            "missing in an array" : "a ',' or '}' is "
			            "missing in an object");
		}
		r->d->nodes[x].count = n;
		if (open == '{') {
			if (n <= 16)
				find_dup(r->d, x);
			else if (find_dup_many(r, x) < 0)
				return -1;
		}
		break;
	default:
		if (*r->p != '-' && (*r->p < '0' || *r->p > '9'))
			return fail(r, r->p, "not a JSON value");
		if ((x = new_node(r, KL_JINT, parent)) < 0 ||
		    read_number(r, &r->d->nodes[x]) < 0)
			return -1;
		break;
	}
	r->d->nodes[x].raw = at;
	r->d->nodes[x].rawlen = (size_t)(r->p - at);
	return x;
}

int
kl_jdoc_parse(kl_jdoc *d, const char *text, size_t len, size_t *at,
              kl_error *err)
{
	reader r;

	d->n = 0;
	d->dup = -1;
	d->nul = -1;
	if (len + 1 > d->acap || d->arena == NULL) {
		char *a = realloc(d->arena, len + 1);
		if (a == NULL)
			return kl_error_set(err, KL_ENOMEM, "out of memory");
		d->arena = a;
		d->acap = len + 1;
	}
	memset(&r, 0, sizeof(r));
	r.d = d;
	r.p = r.start = text;
	r.end = text + len;
	if (read_value(&r, -1, 0) >= 0) {
		skip_space(&r);
		if (r.p < r.end)
			fail(&r, r.p, "more text after the value");
	}
	if (r.why == NULL)
		return KL_OK;
	if (at != NULL)
		*at = (size_t)(r.where - text);
	d->n = 0;
	if (r.nomem)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	return kl_error_set(err, KL_EINPUT, "%s", r.why);
}

int
kl_jdoc_get(const kl_jdoc *d, int obj, const char *key)
{
	int k;

	if (obj < 0 || obj >= d->n || d->nodes[obj].type != KL_JOBJECT)
		return -1;
	for (k = d->nodes[obj].child; k >= 0; k = d->nodes[k].next)
		if (!strcmp(d->nodes[k].key, key))
			return k;
	return -1;
}

const char *
kl_jdoc_type_name(int type)
{
	static const char *const names[KL_JTYPES] = {
		[KL_JNULL] = "null", [KL_JTRUE] = "true",
		[KL_JFALSE] = "false", [KL_JINT] = "integer",
		[KL_JREAL] = "real", [KL_JTEXT] = "text",
		[KL_JARRAY] = "array", [KL_JOBJECT] = "object",
	};
	return type >= 0 && type < KL_JTYPES ? names[type] : "?";
}

/* 1 if key can follow a '.' in a path as it is. */
static int
plain_key(const char *key)
{
	const char *p;

	if (*key == '\0')
		return 0;
	for (p = key; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p == '_'))
			return 0;
	return 1;
}

const char *
kl_jdoc_path(const kl_jdoc *d, int node, const char *prefix, char *buf,
             size_t size)
{
	int chain[KL_JDOC_DEPTH + 2], n = 0, k;
	size_t len;

	if (size == 0)
		return buf;
	snprintf(buf, size, "%s", prefix != NULL ? prefix : "$");
	for (k = node; k > 0 && d->nodes[k].parent >= 0 &&
	     n < (int)(sizeof(chain) / sizeof(chain[0])); k = d->nodes[k].parent)
		chain[n++] = k;
	while (n-- > 0) {
		const kl_jnode *x = &d->nodes[chain[n]];
		len = strlen(buf);
		if (len + 1 >= size)
			break;
		if (x->key == NULL)
			snprintf(buf + len, size - len, "[%d]", x->index);
		else if (plain_key(x->key))
			snprintf(buf + len, size - len, ".%s", x->key);
		else
			snprintf(buf + len, size - len, ".\"%s\"", x->key);
	}
	return buf;
}
