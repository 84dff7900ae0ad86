/* kl_serve_route.c - paths, methods, languages and the listening
 * address of klopf serve (kl_serve_route.h). */
#include "kl_serve_route.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_text.h"

/* How a route takes an ID after its path. */
enum { ID_NONE = 0, ID_REQUIRED, ID_OPTIONAL };

/* One row of the route table: the path (with the ID after a '/' when
 * it takes one), the page and the methods it answers. */
typedef struct route_row {
	const char *path;
	int id;
	int page;
	unsigned methods;
} route_row;

#define READ_ONLY (KL_SERVE_GET | KL_SERVE_HEAD)

static const route_row routes[] = {
	{ .path = "/", .id = ID_NONE, .page = KL_SERVE_HOME,
	  .methods = READ_ONLY },
	{ .path = "/rubber", .id = ID_REQUIRED, .page = KL_SERVE_RUBBER,
	  .methods = READ_ONLY },
	{ .path = "/tournament", .id = ID_OPTIONAL,
	  .page = KL_SERVE_TOURNAMENT, .methods = READ_ONLY },
	{ .path = "/style.css", .id = ID_NONE, .page = KL_SERVE_STYLE,
	  .methods = READ_ONLY },
	{ .path = "/app.js", .id = ID_NONE, .page = KL_SERVE_SCRIPT,
	  .methods = READ_ONLY },
	{ .path = "/events", .id = ID_NONE, .page = KL_SERVE_EVENTS,
	  .methods = READ_ONLY },
};

/* The entry pages after "/enter/CODE": their paths' ends, pages and
 * methods. */
static const route_row entry_routes[] = {
	{ .path = "", .page = KL_SERVE_ENTER_TABLE, .methods = READ_ONLY },
	{ .path = "/game", .page = KL_SERVE_ENTER_GAME,
	  .methods = KL_SERVE_POST },
	{ .path = "/undo", .page = KL_SERVE_ENTER_UNDO,
	  .methods = KL_SERVE_POST },
	{ .path = "/buyback", .page = KL_SERVE_ENTER_BUYBACK,
	  .methods = KL_SERVE_POST },
	{ .path = "/leave", .page = KL_SERVE_ENTER_LEAVE,
	  .methods = KL_SERVE_POST },
	{ .path = "/fix", .page = KL_SERVE_ENTER_FIX,
	  .methods = READ_ONLY | KL_SERVE_POST },
};

/* The entry page path names ("/enter", "/enter/CODE", "/enter/CODE/game"
 * ...) into *out; returns out->page (KL_SERVE_NOT_FOUND when path is
 * none of them). */
static int
entry_route(const char *path, kl_serve_route *out)
{
	const char *code = path + strlen("/enter/");
	size_t n, i;

	if (!strcmp(path, "/enter")) {
		out->page = KL_SERVE_ENTER;
		out->methods = READ_ONLY;
		return out->page;
	}
	if (strncmp(path, "/enter/", strlen("/enter/")) != 0)
		return out->page;
	n = strspn(code, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	           "abcdefghijklmnopqrstuvwxyz-");
	if (n == 0 || n >= sizeof(out->code))
		return out->page;
	for (i = 0; i < sizeof(entry_routes) / sizeof(entry_routes[0]); i++)
		if (!strcmp(code + n, entry_routes[i].path)) {
			memcpy(out->code, code, n);
			out->code[n] = '\0';
			out->page = entry_routes[i].page;
			out->methods = entry_routes[i].methods;
			break;
		}
	return out->page;
}

/* The ID text s: 1 to INT64_MAX in decimal, no sign, no leading zero,
 * nothing after.  Returns it, or 0 when s is not one. */
static int64_t
parse_id(const char *s)
{
	int64_t v = 0;

	if (s[0] < '1' || s[0] > '9')
		return 0;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9' || v > (INT64_MAX - (*s - '0')) / 10)
			return 0;
		v = v * 10 + (*s - '0');
	}
	return v;
}

int
kl_serve_route_of(const char *path, kl_serve_route *out)
{
	size_t i, n;

	out->page = KL_SERVE_NOT_FOUND;
	out->id = 0;
	out->methods = 0;
	out->code[0] = '\0';
	if (path == NULL)
		return out->page;
	if (entry_route(path, out) != KL_SERVE_NOT_FOUND)
		return out->page;
	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		const route_row *r = &routes[i];
		n = strlen(r->path);
		if (strncmp(path, r->path, n) != 0)
			continue;
		if (path[n] == '\0' && r->id != ID_REQUIRED)
			;
		else if (path[n] == '/' && r->id != ID_NONE &&
		         (out->id = parse_id(path + n + 1)) != 0)
			;
		else
			continue;
		out->page = r->page;
		out->methods = r->methods;
		return out->page;
	}
	out->id = 0;
	return out->page;
}

unsigned
kl_serve_method_of(const char *method)
{
	if (method == NULL)
		return KL_SERVE_OTHER;
	if (!strcmp(method, "GET"))
		return KL_SERVE_GET;
	if (!strcmp(method, "HEAD"))
		return KL_SERVE_HEAD;
	if (!strcmp(method, "POST"))
		return KL_SERVE_POST;
	return KL_SERVE_OTHER;
}

/* The codes of the languages, by enum kl_serve_lang. */
static const char *const lang_codes[KL_SERVE_NLANGS] = {
	[KL_SERVE_EN] = "en",
	[KL_SERVE_DE] = "de",
};

const char *
kl_serve_lang_code(int lang)
{
	return lang >= 0 && lang < KL_SERVE_NLANGS ? lang_codes[lang] : "en";
}

/* The language of the range r[0..n-1] ("de", "de-AT", "*"), or -1 for
 * one the pages do not have. */
static int
range_lang(const char *r, size_t n)
{
	int k;

	if (n == 1 && r[0] == '*')
		return KL_SERVE_EN;
	for (k = 0; k < KL_SERVE_NLANGS; k++)
		if (n >= 2 && strncasecmp(r, lang_codes[k], 2) == 0 &&
		    (n == 2 || r[2] == '-'))
			return k;
	return -1;
}

/* The weight of the parameters p[0..n-1] of a range (";q=0.8"), in
 * thousandths: 1000 when none is given, -1 when it cannot be read. */
static int
range_weight(const char *p, size_t n)
{
	const char *q = NULL, *end = p + n;
	int w = 0, digits = 0;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p == end)
		return 1000;
	if (end - p < 4 || p[0] != ';')
		return -1;
	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	if (end - p < 3 || (p[0] != 'q' && p[0] != 'Q') || p[1] != '=')
		return -1;
	q = p + 2;
	if (*q == '1') {
		for (q++; q < end && (*q == '.' || *q == '0'); q++)
			;
		return q == end ? 1000 : -1;
	}
	if (*q != '0')
		return -1;
	q++;
	if (q < end && *q == '.')
		for (q++; q < end && *q >= '0' && *q <= '9' && digits < 3;
		     q++, digits++)
			w = w * 10 + (*q - '0');
	for (; digits < 3; digits++)
		w *= 10;
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	return q == end ? w : -1;
}

int
kl_serve_lang_of(const char *query, const char *accept)
{
	const char *s, *item, *semi;
	int best = KL_SERVE_EN, best_w = 0, lang, w;
	size_t n, len;

	if (query != NULL)
		for (lang = 0; lang < KL_SERVE_NLANGS; lang++)
			if (!strcmp(query, lang_codes[lang]))
				return lang;
	if (accept == NULL)
		return KL_SERVE_EN;
	for (s = accept; *s != '\0'; s += n + (s[n] == ',')) {
		n = strcspn(s, ",");
		for (item = s; item < s + n && (*item == ' ' || *item == '\t');
		     item++)
			;
		len = (size_t)(s + n - item);
		semi = memchr(item, ';', len);
		len = semi != NULL ? (size_t)(semi - item) : len;
		while (len > 0 && (item[len - 1] == ' ' || item[len - 1] == '\t'))
			len--;
		lang = range_lang(item, len);
		w = range_weight(item + len, (size_t)(s + n - item) - len);
		if (lang >= 0 && w > best_w) {
			best = lang;
			best_w = w;
		}
	}
	return best;
}

int
kl_serve_addr_parse(const char *text, kl_serve_addr *out, kl_error *err)
{
	char quoted[64 + 4], host[64];
	const char *colon, *h;
	unsigned char bin[16];
	size_t hn;
	char *end;
	long port;

	memset(out, 0, sizeof(*out));
	kl_text_quote(text != NULL ? text : "", 64, quoted, sizeof(quoted));
	colon = text != NULL ? strrchr(text, ':') : NULL;
	if (colon == NULL || colon == text)
		return kl_error_set(err, KL_EUSAGE, "--listen takes ADDR:PORT, "
		    "such as 127.0.0.1:8080 or 0.0.0.0:8080, not \"%s\"",
		    quoted);
	h = text;
	hn = (size_t)(colon - text);
	if (h[0] == '[') {
		if (hn < 3 || h[hn - 1] != ']')
			return kl_error_set(err, KL_EUSAGE, "--listen: an IPv6 "
			    "address stands in brackets, such as [::1]:8080, "
			    "not \"%s\"", quoted);
		h++;
		hn -= 2;
		out->v6 = 1;
	}
	errno = 0;
	port = strtol(colon + 1, &end, 10);
	if (colon[1] < '0' || colon[1] > '9' || *end != '\0' ||
	    errno == ERANGE || port < 1 || port > 65535)
		return kl_error_set(err, KL_EUSAGE, "--listen: the port is a "
		    "number from 1 to 65535, not the one of \"%s\"", quoted);
	if (hn >= sizeof(host))
		return kl_error_set(err, KL_EUSAGE, "--listen: \"%s\" is not "
		    "a numeric IPv4 or IPv6 address", quoted);
	memcpy(host, h, hn);
	host[hn] = '\0';
	if (!out->v6 && !strcmp(host, "localhost"))
		strcpy(host, "127.0.0.1");
	if (inet_pton(out->v6 ? AF_INET6 : AF_INET, host, bin) != 1)
		return kl_error_set(err, KL_EUSAGE, "--listen: \"%s\" is not "
		    "a numeric IPv4 or IPv6 address", quoted);
	if (out->v6)
		out->any = !memcmp(bin, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16);
	else
		out->any = !memcmp(bin, "\0\0\0\0", 4);
	/* a numeric address inet_pton took is at most INET6_ADDRSTRLEN - 1
	 * bytes long, which out->host holds */
	hn = strlen(host);
	if (hn >= sizeof(out->host))
		return kl_error_set(err, KL_EUSAGE, "--listen: \"%s\" is not "
		    "a numeric IPv4 or IPv6 address", quoted);
	memcpy(out->host, host, hn + 1);
	out->port = (int)port;
	return KL_OK;
}
