/*
 * cli_tourn.h - what `klopf tournament` prints (cmd_tournament.c): a
 * tournament started, drawn, changed, shown and listed, its standings as
 * text, JSON, CSV and HTML, and the sheets of a series' tables as text
 * and HTML.  Decides no rule.
 */
#ifndef KL_CLI_TOURN_H
#define KL_CLI_TOURN_H

#include "cli.h"
#include "kl_code.h"
#include "kl_ops.h"

/* "tournament 1: Club evening, 14 players, Rommé; ..." */
void kl_cli_tourn_started(kl_cli *cli, int64_t id, const char *name,
                          const kl_tourn_settings *t, int nplayers);

/* A series drawn, as text or JSON.  Return the exit status. */
int kl_cli_tourn_draw(kl_cli *cli, const kl_ops_draw_result *d);
int kl_cli_tourn_draw_json(kl_cli *cli, const kl_ops_draw_result *d);

/* The standings as text, JSON, CSV or HTML.  Return the exit status. */
int kl_cli_tourn_standings(kl_cli *cli, const kl_ops_tstandings *st);
int kl_cli_tourn_standings_json(kl_cli *cli, const kl_ops_tstandings *st);
int kl_cli_tourn_standings_csv(kl_cli *cli, const kl_ops_tstandings *st);
int kl_cli_tourn_standings_html(kl_cli *cli, const kl_ops_tstandings *st);

/* The entry codes the sheets print. */
typedef struct kl_cli_sheet_entry {
	/* each table's entry code, by index into t->tables ("" for a
	 * table whose rubber is over) */
	char (*codes)[KL_CODE_TEXT_MAX];
	/* --base URL, checked (cli_entry.h), or NULL: with it the sheets
	 * show the entry page's address, and the HTML its QR code */
	const char *base;
} kl_cli_sheet_entry;

/* The sheets of series' tables, as text or HTML, each with its table's
 * entry code (e).  Return the exit status. */
int kl_cli_tourn_sheets(kl_cli *cli, const kl_tourn_row *t, int series,
                        const kl_cli_sheet_entry *e);
int kl_cli_tourn_sheets_html(kl_cli *cli, const kl_tourn_row *t, int series,
                             const kl_cli_sheet_entry *e);
/* The tables of series as JSON: {"format_version":1,"tournament":ID,
 * "series":N,"seed":S,"code":C,"tables":[{"table":N,"rubber":R,
 * "seats":[NAME,..],"entry_code":CODE|null}]} (null: the table's rubber
 * is over). */
int kl_cli_tourn_sheets_json(kl_cli *cli, const kl_tourn_row *t, int series,
                             const kl_cli_sheet_entry *e);

/* The tournament as text or as JSON (show, export). */
int kl_cli_tourn_show(kl_cli *cli, const kl_tourn_row *t);
int kl_cli_tourn_json(kl_cli *cli, const kl_tourn_row *t);

/* A player withdrew (which 0), came late (1), or the tournament ended
 * (2). */
void kl_cli_tourn_changed(kl_cli *cli, const kl_tourn_row *t, int which,
                          const char *name);

/* Every tournament, as text or JSON.  Returns the exit status. */
int kl_cli_tourn_list(kl_cli *cli, const kl_tourn_row *rows, int n, int json);

#endif
