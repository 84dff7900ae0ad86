/*
 * test_serve.c - the pure parts of klopf serve, as tables: which page a
 * path names (with its ID and methods), the methods, the language of a
 * request from ?lang= and Accept-Language, the --listen address, and
 * the escaping of database text for HTML and XML; then the change
 * counter the server watches, on two connections to one file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "kl_html.h"
#include "kl_ops.h"
#include "kl_serve_route.h"

#define GH (KL_SERVE_GET | KL_SERVE_HEAD)

static const struct {
	const char *path;
	int page;
	int64_t id;
	unsigned methods;
	const char *code;   /* the entry pages' code; NULL: "" */
} routes[] = {
	{ "/", KL_SERVE_HOME, 0, GH, NULL },
	{ "/rubber/1", KL_SERVE_RUBBER, 1, GH, NULL },
	{ "/rubber/42", KL_SERVE_RUBBER, 42, GH, NULL },
	{ "/rubber/9223372036854775807", KL_SERVE_RUBBER, INT64_MAX, GH, NULL },
	{ "/tournament", KL_SERVE_TOURNAMENT, 0, GH, NULL },
	{ "/tournament/3", KL_SERVE_TOURNAMENT, 3, GH, NULL },
	{ "/style.css", KL_SERVE_STYLE, 0, GH, NULL },
	{ "/app.js", KL_SERVE_SCRIPT, 0, GH, NULL },
	{ "/events", KL_SERVE_EVENTS, 0, GH, NULL },
	/* the entry pages: the code as typed, checked for its characters
	 * only */
	{ "/enter", KL_SERVE_ENTER, 0, GH, NULL },
	{ "/enter/7KQ2-M9XD-4TRW-0BHE", KL_SERVE_ENTER_TABLE, 0, GH,
	  "7KQ2-M9XD-4TRW-0BHE" },
	{ "/enter/7kq2m9xd4trw0bhe", KL_SERVE_ENTER_TABLE, 0, GH,
	  "7kq2m9xd4trw0bhe" },
	{ "/enter/X/game", KL_SERVE_ENTER_GAME, 0, KL_SERVE_POST, "X" },
	{ "/enter/X/undo", KL_SERVE_ENTER_UNDO, 0, KL_SERVE_POST, "X" },
	{ "/enter/X/buyback", KL_SERVE_ENTER_BUYBACK, 0, KL_SERVE_POST, "X" },
	{ "/enter/X/leave", KL_SERVE_ENTER_LEAVE, 0, KL_SERVE_POST, "X" },
	{ "/enter/X/fix", KL_SERVE_ENTER_FIX, 0, GH | KL_SERVE_POST, "X" },
	{ "/enter/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X/games", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X/game/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/../etc", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X/../game", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X%20Y", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/X Y", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/<b>", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enterx", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/enter/1234567890123456789012345678901234567890123456789012345678901234",
	  KL_SERVE_ENTER_TABLE, 0, GH,
	  "1234567890123456789012345678901234567890123456789012345678901234" },
	{ "/enter/12345678901234567890123456789012345678901234567890123456789012345",
	  KL_SERVE_NOT_FOUND, 0, 0, NULL },
	/* what names nothing */
	{ NULL, KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "//", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/0", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/01", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/-1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/+1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/ 1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/1 ", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/1x", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/1/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/1/../2", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/9223372036854775808", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubber/99999999999999999999999", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/rubbers/1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/tournament/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/tournament/0", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/tournamentx", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/style.css/", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/style.cssx", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/../etc/passwd", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/./", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/index.html", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/events/1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
	{ "/RUBBER/1", KL_SERVE_NOT_FOUND, 0, 0, NULL },
};

static void
test_routes(void **state)
{
	kl_serve_route r;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		int page = kl_serve_route_of(routes[i].path, &r);
		const char *code = routes[i].code ? routes[i].code : "";
		if (page != routes[i].page || r.page != page ||
		    r.id != routes[i].id || r.methods != routes[i].methods ||
		    strcmp(r.code, code) != 0)
			fail_msg("\"%s\": page %d id %lld methods %u code \"%s\", "
			         "want page %d id %lld methods %u code \"%s\"",
			         routes[i].path ? routes[i].path : "(null)", r.page,
			         (long long)r.id, r.methods, r.code, routes[i].page,
			         (long long)routes[i].id, routes[i].methods, code);
	}
}

static const struct {
	const char *method;
	unsigned bit;
} methods[] = {
	{ "GET", KL_SERVE_GET },
	{ "HEAD", KL_SERVE_HEAD },
	{ "POST", KL_SERVE_POST },
	{ "get", KL_SERVE_OTHER },
	{ "PUT", KL_SERVE_OTHER },
	{ "DELETE", KL_SERVE_OTHER },
	{ "OPTIONS", KL_SERVE_OTHER },
	{ "", KL_SERVE_OTHER },
	{ NULL, KL_SERVE_OTHER },
};

static void
test_methods(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(methods) / sizeof(methods[0]); i++)
		if (kl_serve_method_of(methods[i].method) != methods[i].bit)
			fail_msg("method \"%s\"", methods[i].method ?
			         methods[i].method : "(null)");
}

static const struct {
	const char *query, *accept;
	int lang;
} langs[] = {
	{ NULL, NULL, KL_SERVE_EN },
	{ NULL, "", KL_SERVE_EN },
	{ NULL, "de", KL_SERVE_DE },
	{ NULL, "DE", KL_SERVE_DE },
	{ NULL, "de-AT", KL_SERVE_DE },
	{ NULL, "de-AT,de;q=0.9,en;q=0.8", KL_SERVE_DE },
	{ NULL, "en-US,en;q=0.9,de;q=0.8", KL_SERVE_EN },
	{ NULL, "en;q=0.5, de;q=0.8", KL_SERVE_DE },
	{ NULL, "en; q=0.5 , de ; q=0.8", KL_SERVE_DE },
	{ NULL, "fr-FR,fr;q=0.9,de;q=0.3", KL_SERVE_DE },
	{ NULL, "fr-FR,fr;q=0.9", KL_SERVE_EN },
	{ NULL, "*", KL_SERVE_EN },
	{ NULL, "*;q=0.5,de", KL_SERVE_DE },
	{ NULL, "de;q=0", KL_SERVE_EN },
	{ NULL, "de;q=0.000", KL_SERVE_EN },
	{ NULL, "de;q=1.0", KL_SERVE_DE },
	{ NULL, "de;q=1.5", KL_SERVE_EN },
	{ NULL, "de;q=2", KL_SERVE_EN },
	{ NULL, "de;q=abc", KL_SERVE_EN },
	{ NULL, "de;q=", KL_SERVE_EN },
	{ NULL, "de;level=1", KL_SERVE_EN },
	{ NULL, "en;q=0.5,de;q=0.5", KL_SERVE_EN },
	{ NULL, "de;q=0.5,en;q=0.5", KL_SERVE_DE },
	{ NULL, "deu", KL_SERVE_EN },
	{ NULL, "d", KL_SERVE_EN },
	{ NULL, "dex-AT", KL_SERVE_EN },
	{ NULL, ",,,de,,,", KL_SERVE_DE },
	{ NULL, "de\xff", KL_SERVE_EN },
	{ "de", NULL, KL_SERVE_DE },
	{ "en", "de", KL_SERVE_EN },
	{ "de", "en", KL_SERVE_DE },
	{ "fr", "de", KL_SERVE_DE },
	{ "DE", NULL, KL_SERVE_EN },
	{ "de-AT", NULL, KL_SERVE_EN },
	{ "", "de", KL_SERVE_DE },
};

static void
test_langs(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(langs) / sizeof(langs[0]); i++)
		if (kl_serve_lang_of(langs[i].query, langs[i].accept) !=
		    langs[i].lang)
			fail_msg("lang=%s Accept-Language: %s: want %s",
			         langs[i].query ? langs[i].query : "(none)",
			         langs[i].accept ? langs[i].accept : "(none)",
			         kl_serve_lang_code(langs[i].lang));
	assert_string_equal(kl_serve_lang_code(KL_SERVE_DE), "de");
	assert_string_equal(kl_serve_lang_code(KL_SERVE_EN), "en");
	assert_string_equal(kl_serve_lang_code(-1), "en");
}

static const struct {
	const char *text;
	int code;
	const char *host;
	int port, v6, any;
	const char *msg; /* a piece of the message, or NULL */
} addrs[] = {
	{ "127.0.0.1:8080", KL_OK, "127.0.0.1", 8080, 0, 0, NULL },
	{ "0.0.0.0:8080", KL_OK, "0.0.0.0", 8080, 0, 1, NULL },
	{ "localhost:1", KL_OK, "127.0.0.1", 1, 0, 0, NULL },
	{ "192.168.1.5:65535", KL_OK, "192.168.1.5", 65535, 0, 0, NULL },
	{ "[::1]:8080", KL_OK, "::1", 8080, 1, 0, NULL },
	{ "[::]:80", KL_OK, "::", 80, 1, 1, NULL },
	{ "8080", KL_EUSAGE, NULL, 0, 0, 0, "takes ADDR:PORT" },
	{ ":8080", KL_EUSAGE, NULL, 0, 0, 0, "takes ADDR:PORT" },
	{ "", KL_EUSAGE, NULL, 0, 0, 0, "takes ADDR:PORT" },
	{ NULL, KL_EUSAGE, NULL, 0, 0, 0, "takes ADDR:PORT" },
	{ "127.0.0.1:", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:0", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:65536", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:-1", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:+80", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:80x", KL_EUSAGE, NULL, 0, 0, 0, "the port is a number" },
	{ "127.0.0.1:99999999999999999999", KL_EUSAGE, NULL, 0, 0, 0,
	  "the port is a number" },
	{ "1.2.3:80", KL_EUSAGE, NULL, 0, 0, 0, "is not a numeric" },
	{ "256.1.1.1:80", KL_EUSAGE, NULL, 0, 0, 0, "is not a numeric" },
	{ "example.org:80", KL_EUSAGE, NULL, 0, 0, 0, "is not a numeric" },
	{ "::1:8080", KL_EUSAGE, NULL, 0, 0, 0, "is not a numeric" },
	{ "[::1:8080", KL_EUSAGE, NULL, 0, 0, 0, "in brackets" },
	{ "[]:8080", KL_EUSAGE, NULL, 0, 0, 0, "in brackets" },
	{ "[127.0.0.1]:8080", KL_EUSAGE, NULL, 0, 0, 0, "is not a numeric" },
	{ "<b>:80", KL_EUSAGE, NULL, 0, 0, 0, "\"<b>:80\" is not" },
	{ "\x01:80", KL_EUSAGE, NULL, 0, 0, 0, "\"?:80\" is not" },
};

static void
test_addrs(void **state)
{
	kl_serve_addr a;
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(addrs) / sizeof(addrs[0]); i++) {
		const char *t = addrs[i].text ? addrs[i].text : "(null)";
		kl_error_clear(&err);
		if (kl_serve_addr_parse(addrs[i].text, &a, &err) != addrs[i].code)
			fail_msg("\"%s\": code %d (%s)", t, err.code, err.msg);
		if (addrs[i].code != KL_OK) {
			if (strstr(err.msg, addrs[i].msg) == NULL)
				fail_msg("\"%s\": %s", t, err.msg);
			continue;
		}
		if (strcmp(a.host, addrs[i].host) || a.port != addrs[i].port ||
		    a.v6 != addrs[i].v6 || a.any != addrs[i].any)
			fail_msg("\"%s\": %s %d v6 %d any %d", t, a.host, a.port,
			         a.v6, a.any);
	}
}

static const struct {
	const char *text, *html, *xml;
} escapes[] = {
	{ "Anna", "Anna", "Anna" },
	{ "", "", "" },
	{ "<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;",
	  "&lt;script&gt;alert(1)&lt;/script&gt;" },
	{ "\"quoted\" & 'single'", "&quot;quoted&quot; &amp; &#39;single&#39;",
	  "&quot;quoted&quot; &amp; &apos;single&apos;" },
	{ "&amp;", "&amp;amp;", "&amp;amp;" },
	{ "a\tb\nc\rd", "a?b?c?d", "a?b?c?d" },
	{ "bell\x07" "del\x7f", "bell?del?", "bell?del?" },
	{ "J\xc3\xbcrgen", "J\xc3\xbcrgen", "J\xc3\xbcrgen" },
	{ "bad\xff" "byte", "bad?byte", "bad?byte" },
	/* a control of the writing direction, and a C1 control */
	{ "x\xe2\x80\xaey", "x?y", "x?y" },
	{ "x\xc2\x85y", "x?y", "x?y" },
	/* not allowed in XML */
	{ "x\xef\xbf\xbey", "x?y", "x?y" },
	{ "\xf0\x9f\x82\xa1", "\xf0\x9f\x82\xa1", "\xf0\x9f\x82\xa1" },
};

/* What write(f, text) writes, into a malloc'd string. */
static char *
written(void (*write)(FILE *, const char *), const char *text)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	write(f, text);
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void
test_escapes(void **state)
{
	char *h, *x, long_text[2000];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(escapes) / sizeof(escapes[0]); i++) {
		h = written(kl_html_text, escapes[i].text);
		x = written(kl_xml_text, escapes[i].text);
		if (strcmp(h, escapes[i].html) || strcmp(x, escapes[i].xml))
			fail_msg("\"%s\": html \"%s\" xml \"%s\"", escapes[i].text,
			         h, x);
		free(h);
		free(x);
	}
	/* long text is cut: 512 bytes for HTML, 256 for XML */
	memset(long_text, '<', sizeof(long_text) - 1);
	long_text[sizeof(long_text) - 1] = '\0';
	h = written(kl_html_text, long_text);
	x = written(kl_xml_text, long_text);
	assert_true(strlen(h) <= 4 * 512 + 8 && strlen(h) >= 4 * 500);
	assert_true(strlen(x) <= 4 * 256 + 8 && strlen(x) >= 4 * 250);
	assert_null(strchr(h, '<'));
	assert_null(strchr(x, '<'));
	free(h);
	free(x);
}

/* The change counter: the same between two readings while nothing
 * changes, different after another connection commits a rubber; a
 * connection's own commit does not move its own counter. */
static void
test_changes(void **state)
{
	const char *names[2] = { "Anna", "Ben" };
	char path[] = "/tmp/test_serve_XXXXXX";
	kl_ops_start_result *st = malloc(sizeof(*st));
	kl_ops_abandon_result *ab = malloc(sizeof(*ab));
	kl_store *watch = NULL, *writer = NULL;
	int64_t v0, v1, v2, w0, w1;
	kl_error err;
	char db[64];
	int fd;

	(void)state;
	assert_non_null(st);
	assert_non_null(ab);
	fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	snprintf(db, sizeof(db), "%s.db", path);
	kl_error_clear(&err);
	if (kl_ops_db_open(db, KL_OPS_DB_WRITE, &writer, &err) != KL_OK ||
	    kl_ops_start(writer, NULL, names, 2, st, &err) != KL_OK ||
	    kl_ops_db_open(db, KL_OPS_DB_READ, &watch, &err) != KL_OK)
		fail_msg("setup: %s", err.msg);
	assert_int_equal(kl_ops_db_changes(watch, &v0, &err), KL_OK);
	assert_int_equal(kl_ops_db_changes(watch, &v1, &err), KL_OK);
	assert_true(v0 == v1);
	assert_int_equal(kl_ops_db_changes(writer, &w0, &err), KL_OK);
	assert_int_equal(kl_ops_abandon(writer, ab, &err), KL_OK);
	assert_int_equal(kl_ops_db_changes(writer, &w1, &err), KL_OK);
	assert_true(w0 == w1);
	assert_int_equal(kl_ops_db_changes(watch, &v2, &err), KL_OK);
	assert_true(v2 != v1);
	kl_ops_db_close(watch);
	kl_ops_db_close(writer);
	kl_ops_db_discard(db);
	free(st);
	free(ab);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_routes),
		cmocka_unit_test(test_methods),
		cmocka_unit_test(test_langs),
		cmocka_unit_test(test_addrs),
		cmocka_unit_test(test_escapes),
		cmocka_unit_test(test_changes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
