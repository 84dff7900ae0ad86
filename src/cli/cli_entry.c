/* cli_entry.c - an entry code's address and QR code as printed
 * (cli_entry.h). */
#include "cli_entry.h"

#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli_clean.h"
#include "kl_qr.h"

int
kl_cli_entry_base(kl_cli *cli, const char *cmd, const char *url, char *buf,
                  size_t size)
{
	size_t len = strlen(url), head, i;

	head = !strncmp(url, "http://", 7) ? 7 :
	       !strncmp(url, "https://", 8) ? 8 : 0;
	if (head == 0 || len <= head)
		return kl_cli_usage(cli, _("%s: --base takes the address klopf "
		                    "serve is reached at, starting with http:// "
		                    "or https://, not \"%.60s\""), cmd, url);
	if (len > KL_CLI_BASE_MAX || len >= size)
		return kl_cli_usage(cli, _("%s: --base takes an address of at "
		                    "most %d characters"), cmd, KL_CLI_BASE_MAX);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)url[i];
		if (c <= ' ' || c >= 0x7f || strchr("\"'<>\\`?#", c) != NULL)
			return kl_cli_usage(cli, _("%s: --base takes a plain "
			                    "address (ASCII, without spaces, quotes, "
			                    "'?' or '#'); \"%.60s\" is not one"), cmd,
			                    url);
	}
	memcpy(buf, url, len + 1);
	while (len > head && buf[len - 1] == '/')
		buf[--len] = '\0';
	if (len == head)
		return kl_cli_usage(cli, _("%s: --base takes the address klopf "
		                    "serve is reached at, starting with http:// "
		                    "or https://, not \"%.60s\""), cmd, url);
	return KL_EXIT_OK;
}

void
kl_cli_entry_url(const char *base, const char *code, char *buf, size_t size)
{
	snprintf(buf, size, "%s/enter/%s", base, code);
}

/* 1 when the locale writes UTF-8. */
static int
utf8_locale(void)
{
	const char *cs = nl_langinfo(CODESET);

	return cs != NULL && (!strcasecmp(cs, "UTF-8") ||
	                      !strcasecmp(cs, "utf8"));
}

int
kl_cli_entry_qr(kl_cli *cli, const char *url)
{
	kl_qr q;
	kl_error err;
	char *text;

	if (kl_cli_common(cli, KL_COMMON_ASCII)->count || !utf8_locale())
		return KL_EXIT_OK;
	kl_error_clear(&err);
	if (kl_qr_encode(url, &q, &err) != KL_OK) {
		kl_qr_free(&q);
		return kl_cli_error(cli, &err);
	}
	text = kl_qr_text(&q, cli->color ? KL_QR_ANSI : KL_QR_PLAIN);
	kl_qr_free(&q);
	if (text == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	/* the colours are klopf's own escape sequences: past the cleaning */
	if (cli->color)
		kl_cli_clean_raw(cli->out, 1);
	fputs(text, cli->out);
	if (cli->color)
		kl_cli_clean_raw(cli->out, 0);
	free(text);
	return KL_EXIT_OK;
}

void
kl_cli_entry_qr_svg(FILE *f, const char *url, int px)
{
	kl_qr q;
	char *svg = NULL;

	if (kl_qr_encode(url, &q, NULL) == KL_OK)
		svg = kl_qr_svg(&q, px);
	kl_qr_free(&q);
	if (svg != NULL)
		fputs(svg, f);
	free(svg);
}
