/*
 * cli_entry.h - what klopf code and the tournament sheets print of an
 * entry code: the entry page's address (BASE/enter/CODE, from --base)
 * and its QR code, for a terminal or inside an HTML page.  Decides no
 * rule.
 */
#ifndef KL_CLI_ENTRY_H
#define KL_CLI_ENTRY_H

#include <stddef.h>

#include "cli.h"
#include "kl_code.h"

/* The longest --base klopf takes, and room for an entry page's address. */
#define KL_CLI_BASE_MAX 200
#define KL_CLI_ENTRY_URL_MAX (KL_CLI_BASE_MAX + 8 + KL_CODE_TEXT_MAX)

/*
 * Check --base URL as cmd (its name, for the message) got it, and write
 * it into buf (size bytes, KL_CLI_BASE_MAX + 1 hold any) without its
 * trailing slashes: http:// or https:// and a host, at most
 * KL_CLI_BASE_MAX bytes of printable ASCII without spaces, quotes, angle
 * brackets, '?' or '#'.  Returns KL_EXIT_OK, or KL_EXIT_USAGE after
 * printing what is wrong.
 */
int kl_cli_entry_base(kl_cli *cli, const char *cmd, const char *url,
                      char *buf, size_t size);

/* The entry page of code under base (checked): "BASE/enter/CODE", into
 * buf (KL_CLI_ENTRY_URL_MAX bytes). */
void kl_cli_entry_url(const char *base, const char *code, char *buf,
                      size_t size);

/*
 * Print the QR code of url for a terminal to cli->out: in explicit black
 * and white where colours are on, in the terminal's own colours
 * otherwise; nothing under --ascii or a locale without UTF-8 (the
 * address is printed anyway).  Returns KL_EXIT_OK, or KL_EXIT_STORE
 * after a message when out of memory.
 */
int kl_cli_entry_qr(kl_cli *cli, const char *url);

/* Write the QR code of url as an SVG element of px pixels to f (nothing
 * when out of memory, or url too long for one). */
void kl_cli_entry_qr_svg(FILE *f, const char *url, int px);

#endif
