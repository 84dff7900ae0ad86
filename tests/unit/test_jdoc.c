/*
 * test_jdoc.c - the JSON reader of the import (kl_jdoc) and the scanner
 * that hands it a stream a member or element at a time (kl_jscan):
 * tables of texts and what they read as, and two properties on
 * generated texts: kl_jdoc takes exactly what SQLite's json_valid takes,
 * and the scanner gives the same pieces however the stream is cut into
 * reads.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_jdoc.h"
#include "kl_jscan.h"

/* ---- kl_jdoc: a table of texts ---- */

static const struct {
	const char *text;
	int ok;          /* 1: JSON */
	int type;        /* the root's type when ok */
	const char *dec; /* the root text decoded (texts), or NULL */
} texts[] = {
	{ "{}", 1, KL_JOBJECT, NULL },
	{ " [ ] ", 1, KL_JARRAY, NULL },
	{ "\"a\\u00e9\\n\\\"\"", 1, KL_JTEXT, "a\xc3\xa9\n\"" },
	{ "\"\\ud83d\\ude00\"", 1, KL_JTEXT, "\xf0\x9f\x98\x80" },
	{ "\"\\/\\b\\f\\r\\t\\\\\"", 1, KL_JTEXT, "/\b\f\r\t\\" },
	{ "-0", 1, KL_JINT, NULL },
	{ "12.5e-3", 1, KL_JREAL, NULL },
	{ "1E5", 1, KL_JREAL, NULL },
	{ "true", 1, KL_JTRUE, NULL },
	{ "null", 1, KL_JNULL, NULL },
	{ "{\"a\":[1,{\"b\":null}],\"c\":\"d\"}", 1, KL_JOBJECT, NULL },
	{ "", 0, 0, NULL },
	{ "   ", 0, 0, NULL },
	{ "{", 0, 0, NULL },
	{ "{\"a\"}", 0, 0, NULL },
	{ "{\"a\":1,}", 0, 0, NULL },
	{ "[1,]", 0, 0, NULL },
	{ "[1 2]", 0, 0, NULL },
	{ "01", 0, 0, NULL },
	{ "1.", 0, 0, NULL },
	{ ".5", 0, 0, NULL },
	{ "+1", 0, 0, NULL },
	{ "1e", 0, 0, NULL },
	{ "tru", 0, 0, NULL },
	{ "nul", 0, 0, NULL },
	{ "\"a", 0, 0, NULL },
	{ "\"\\x\"", 0, 0, NULL },
	{ "\"\\u12\"", 0, 0, NULL },
	{ "\"a\tb\"", 0, 0, NULL },
	{ "{1:2}", 0, 0, NULL },
	{ "[] []", 0, 0, NULL },
	{ "'a'", 0, 0, NULL },
	{ "NaN", 0, 0, NULL },
};

static void
test_texts(void **state)
{
	kl_jdoc d;
	kl_error err;
	size_t i;

	(void)state;
	kl_jdoc_init(&d);
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		int rc = kl_jdoc_parse(&d, texts[i].text, strlen(texts[i].text),
		                       NULL, &err);
		if ((rc == KL_OK) != texts[i].ok)
			fail_msg("%s: read as %s", texts[i].text,
			         rc == KL_OK ? "JSON" : "no JSON");
		if (!texts[i].ok)
			continue;
		assert_int_equal(d.nodes[0].type, texts[i].type);
		if (texts[i].dec != NULL)
			assert_string_equal(d.nodes[0].text, texts[i].dec);
	}
	kl_jdoc_free(&d);
}

static void
test_tree(void **state)
{
	static const char text[] =
		"{\"id\":7,\"big\":99999999999999999999,\"neg\":-9223372036854775808,"
		"\"list\":[1,\"two\",{\"x y\":null}],\"k\":\"v\\u0000w\",\"k\":2}";
	char path[128];
	kl_jdoc d;
	kl_error err;
	int list, obj, k;

	(void)state;
	kl_jdoc_init(&d);
	assert_int_equal(kl_jdoc_parse(&d, text, strlen(text), NULL, &err),
	                 KL_OK);
	k = kl_jdoc_get(&d, 0, "id");
	assert_int_equal(d.nodes[k].type, KL_JINT);
	assert_int_equal(d.nodes[k].i, 7);
	assert_false(d.nodes[k].big);
	k = kl_jdoc_get(&d, 0, "big");
	assert_true(d.nodes[k].big);
	k = kl_jdoc_get(&d, 0, "neg");
	assert_false(d.nodes[k].big);
	assert_true(d.nodes[k].i == INT64_MIN);
	list = kl_jdoc_get(&d, 0, "list");
	assert_int_equal(d.nodes[list].count, 3);
	obj = d.nodes[d.nodes[d.nodes[list].child].next].next;
	assert_int_equal(d.nodes[obj].type, KL_JOBJECT);
	k = d.nodes[obj].child;
	assert_string_equal(kl_jdoc_path(&d, k, "$.rubbers[4]", path,
	                                 sizeof(path)),
	                    "$.rubbers[4].list[2].\"x y\"");
	assert_int_equal(kl_jdoc_get(&d, 0, "nothing"), -1);
	/* the second "k", and the \u0000 in the first */
	assert_true(d.dup >= 0);
	assert_string_equal(d.nodes[d.dup].key, "k");
	assert_int_equal(d.nodes[d.dup].type, KL_JINT);
	assert_true(d.nul > 0);
	assert_memory_equal(text + d.nul, "\\u0000", 6);
	kl_jdoc_free(&d);
}

/* An object of many keys, one twice, far apart (found by sorting). */
static void
test_dup_many(void **state)
{
	char text[4096];
	size_t n = 0;
	kl_jdoc d;
	kl_error err;
	int i;

	(void)state;
	n += (size_t)snprintf(text + n, sizeof(text) - n, "{");
	for (i = 0; i < 100; i++)
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%s\"k%d\":%d",
		                      i ? "," : "", i == 77 ? 3 : i, i);
	snprintf(text + n, sizeof(text) - n, "}");
	kl_jdoc_init(&d);
	assert_int_equal(kl_jdoc_parse(&d, text, strlen(text), NULL, &err),
	                 KL_OK);
	assert_true(d.dup >= 0);
	assert_string_equal(d.nodes[d.dup].key, "k3");
	assert_int_equal(d.nodes[d.dup].i, 77);
	kl_jdoc_free(&d);
}

/* Nesting past KL_JDOC_DEPTH is refused, not a crash. */
static void
test_depth(void **state)
{
	char text[2 * (KL_JDOC_DEPTH + 2) + 1];
	kl_jdoc d;
	kl_error err;
	int i, n = KL_JDOC_DEPTH + 1;

	(void)state;
	for (i = 0; i < n; i++) {
		text[i] = '[';
		text[n + i] = ']';
	}
	text[2 * n] = '\0';
	kl_jdoc_init(&d);
	assert_int_equal(kl_jdoc_parse(&d, text, strlen(text), NULL, &err),
	                 KL_EINPUT);
	assert_int_equal(kl_jdoc_parse(&d, text + 1, strlen(text) - 2, NULL,
	                               &err), KL_OK);
	kl_jdoc_free(&d);
}

/* ---- generated texts ---- */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static unsigned
rnd(unsigned n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (unsigned)(rng_state % n);
}

/* Append a random JSON value of at most depth levels to buf. */
static void
gen_value(char *buf, size_t *n, size_t cap, int depth)
{
	static const char *const atoms[] = {
		"0", "-1", "12", "3.5", "-0.25e+2", "1E-3", "true", "false",
		"null", "\"\"", "\"abc\"", "\"\\u00e9\\\"\"", "\"\\ud83d\\ude00\"",
		"\"x\\ny\"", "99999999999999999999", "\"\\u0000\"",
	};
	unsigned k = rnd(depth > 0 ? 12 : 8), i, m;

	if (*n + 64 >= cap)
		k = 0;
	if (k < 8) {
		const char *a = atoms[rnd(sizeof(atoms) / sizeof(atoms[0]))];
		*n += (size_t)snprintf(buf + *n, cap - *n, "%s", a);
		return;
	}
	m = rnd(4);
	buf[(*n)++] = k < 10 ? '[' : '{';
	for (i = 0; i < m && *n + 64 < cap; i++) {
		if (i)
			buf[(*n)++] = rnd(3) ? ',' : ' ';
		if (rnd(4) == 0)
			buf[(*n)++] = ' ';
		if (k >= 10)
			*n += (size_t)snprintf(buf + *n, cap - *n, "\"k%u\":",
			                       rnd(5));
		gen_value(buf, n, cap, depth - 1);
	}
	buf[(*n)++] = k < 10 ? ']' : '}';
	buf[*n] = '\0';
}

/* Spoil text (len bytes) with one random change. */
static size_t
spoil(char *text, size_t len, size_t cap)
{
	static const char bytes[] = "{}[],:\"\\ 0-.eEtnu1a\t";
	size_t at = len ? rnd((unsigned)len) : 0;

	switch (rnd(3)) {
	case 0: /* replace a byte */
		if (len)
			text[at] = bytes[rnd(sizeof(bytes) - 1)];
		break;
	case 1: /* drop a byte */
		if (len) {
			memmove(text + at, text + at + 1, len - at);
			len--;
		}
		break;
	default: /* insert a byte */
		if (len + 2 < cap) {
			memmove(text + at + 1, text + at, len - at + 1);
			text[at] = bytes[rnd(sizeof(bytes) - 1)];
			len++;
		}
		break;
	}
	text[len] = '\0';
	return len;
}

/* kl_jdoc takes what SQLite takes, for 20,000 texts half of them
 * spoiled. */
static void
test_same_as_sqlite(void **state)
{
	sqlite3 *db;
	sqlite3_stmt *st;
	kl_jdoc d;
	kl_error err;
	char text[2048];
	int i, agree = 0, valid = 0;

	(void)state;
	assert_int_equal(sqlite3_open(":memory:", &db), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, "SELECT json_valid(?1)", -1,
	                                    &st, NULL), SQLITE_OK);
	kl_jdoc_init(&d);
	for (i = 0; i < 20000; i++) {
		size_t n = 0;
		int ours, theirs;
		gen_value(text, &n, sizeof(text) - 8, 4);
		if (i % 2)
			n = spoil(text, n, sizeof(text) - 8);
		sqlite3_bind_text(st, 1, text, (int)n, SQLITE_STATIC);
		assert_int_equal(sqlite3_step(st), SQLITE_ROW);
		theirs = sqlite3_column_int(st, 0);
		sqlite3_reset(st);
		ours = kl_jdoc_parse(&d, text, n, NULL, &err) == KL_OK;
		if (ours != theirs)
			fail_msg("%s: SQLite says %d, kl_jdoc %d", text, theirs,
			         ours);
		agree++;
		valid += ours;
	}
	/* both kinds were tried */
	assert_true(valid > 5000 && valid < 19000);
	assert_int_equal(agree, 20000);
	kl_jdoc_free(&d);
	sqlite3_finalize(st);
	sqlite3_close(db);
}

/* ---- kl_jscan ---- */

/* A source that gives at most step bytes a read. */
typedef struct dribble {
	const char *text;
	size_t len, pos, step;
} dribble;

static long
dribble_read(void *ctx, char *buf, size_t cap)
{
	dribble *d = ctx;
	size_t n = d->len - d->pos;

	if (n > d->step)
		n = d->step;
	if (n > cap)
		n = cap;
	memcpy(buf, d->text + d->pos, n);
	d->pos += n;
	return (long)n;
}

/* The pieces of text as the scanner gives them, one a line: "M key
 * text", "A key", "E index text", "END", or "ERR code". */
static void
scan_all(const char *text, size_t step, char *out, size_t cap)
{
	dribble dr = { text, strlen(text), 0, step };
	kl_jscan_source src = { dribble_read, NULL, &dr };
	kl_jscan *s;
	kl_jscan_item it;
	kl_error err;
	size_t n = 0;
	int rc;

	out[0] = '\0';
	assert_int_equal(kl_jscan_new(&src, 1 << 20, &s, &err), KL_OK);
	for (;;) {
		rc = kl_jscan_next(s, "rubbers", &it, NULL, NULL, &err);
		if (rc != KL_OK) {
			n += (size_t)snprintf(out + n, cap - n, "ERR %d\n", rc);
			break;
		}
		if (it.kind == KL_JSCAN_END) {
			n += (size_t)snprintf(out + n, cap - n, "END\n");
			break;
		}
		if (it.kind == KL_JSCAN_ARRAY)
			n += (size_t)snprintf(out + n, cap - n, "A %s\n", it.key);
		else if (it.kind == KL_JSCAN_MEMBER)
			n += (size_t)snprintf(out + n, cap - n, "M %s %.*s@%llu\n",
			                      it.key, (int)it.len, it.text, it.at);
		else
			n += (size_t)snprintf(out + n, cap - n, "E %lld %.*s@%llu\n",
			                      it.index, (int)it.len, it.text,
			                      it.at);
	}
	kl_jscan_free(s);
}

static const struct {
	const char *text;
	const char *pieces;
} scans[] = {
	{ "{\"a\":1,\"rubbers\":[{\"x\":\"]\"}, [2]],\"b\":\"}\"}",
	  "M a 1@5\nA rubbers\nE 0 {\"x\":\"]\"}@18\nE 1 [2]@29\n"
	  "M b \"}\"@38\nEND\n" },
	{ " { } ", "END\n" },
	{ "{\"rubbers\":[]}", "A rubbers\nEND\n" },
	{ "{\"rubbers\":5}", "M rubbers 5@11\nEND\n" },
	{ "{\"a\":\"x\\\"y\"}", "M a \"x\\\"y\"@5\nEND\n" },
	{ "[1]", "ERR 1\n" },
	{ "{\"a\":1", "M a 1@5\nERR 1\n" },
	{ "{\"a\":1,}", "M a 1@5\nERR 1\n" },
	{ "{\"rubbers\":[1,]}", "A rubbers\nE 0 1@12\nERR 1\n" },
	{ "{\"a\" 1}", "ERR 1\n" },
	{ "{\"a\":1} x", "M a 1@5\nERR 1\n" },
	/* the scanner only finds where a value ends; kl_jdoc refuses
	 * what is inside */
	{ "{\"a\":[1,2}", "M a [1,2}@5\nERR 1\n" },
};

static void
test_scan_table(void **state)
{
	char got[1024];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(scans) / sizeof(scans[0]); i++) {
		scan_all(scans[i].text, 1 << 20, got, sizeof(got));
		if (strcmp(got, scans[i].pieces))
			fail_msg("%s: got\n%s", scans[i].text, got);
	}
}

/* A source that fails: KL_ESTORE; a value over the limit: KL_ERULE. */
static long
broken_read(void *ctx, char *buf, size_t cap)
{
	(void)ctx;
	(void)buf;
	(void)cap;
	return -1;
}

static void
test_scan_failures(void **state)
{
	static const char big[] = "{\"rubbers\":[\"0123456789abcdef\"]}";
	kl_jscan_source src = { broken_read, NULL, NULL };
	kl_jscan_mem mem;
	kl_jscan *s;
	kl_jscan_item it;
	kl_error err;
	unsigned long long at = 0;

	(void)state;
	assert_int_equal(kl_jscan_new(&src, 1 << 20, &s, &err), KL_OK);
	assert_int_equal(kl_jscan_next(s, NULL, &it, NULL, NULL, &err),
	                 KL_ESTORE);
	kl_jscan_free(s);
	kl_jscan_memory(big, strlen(big), &mem, &src);
	assert_int_equal(kl_jscan_new(&src, 8, &s, &err), KL_OK);
	assert_int_equal(kl_jscan_next(s, "rubbers", &it, &at, NULL, &err),
	                 KL_OK);
	assert_int_equal(it.kind, KL_JSCAN_ARRAY);
	assert_int_equal(kl_jscan_next(s, "rubbers", &it, &at, NULL, &err),
	                 KL_ERULE);
	kl_jscan_free(s);
}

/* Cut into reads of 1 to 7 bytes, every generated document gives the
 * pieces it gives read whole. */
static void
test_scan_any_cut(void **state)
{
	static char whole[65536], cut[65536];
	char text[4096];
	int i;

	(void)state;
	for (i = 0; i < 2000; i++) {
		size_t n = 0, k, members = rnd(4);
		n += (size_t)snprintf(text + n, sizeof(text) - n, "{");
		for (k = 0; k < members; k++) {
			n += (size_t)snprintf(text + n, sizeof(text) - n,
			                      "%s\"%s\":", k ? "," : "",
			                      rnd(2) ? "rubbers" : "m");
			gen_value(text, &n, sizeof(text) - 600, 3);
		}
		n += (size_t)snprintf(text + n, sizeof(text) - n, "}");
		if (i % 3 == 0)
			n = spoil(text, n, sizeof(text));
		scan_all(text, 1 << 20, whole, sizeof(whole));
		scan_all(text, 1 + rnd(7), cut, sizeof(cut));
		if (strcmp(whole, cut))
			fail_msg("%s: whole\n%s\ncut\n%s", text, whole, cut);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_texts),
		cmocka_unit_test(test_tree),
		cmocka_unit_test(test_dup_many),
		cmocka_unit_test(test_depth),
		cmocka_unit_test(test_same_as_sqlite),
		cmocka_unit_test(test_scan_table),
		cmocka_unit_test(test_scan_failures),
		cmocka_unit_test(test_scan_any_cut),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
