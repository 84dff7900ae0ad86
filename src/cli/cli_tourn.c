/* cli_tourn.c - what `klopf tournament` prints (see cli_tourn.h). */
#include "cli_tourn.h"

#include <string.h>

#include "cli_entry.h"
#include "cli_standings.h"
#include "kl_csv.h"
#include "kl_html.h"
#include "kl_json.h"

/* The lines of a sheet to fill in by hand: as many as the series' games
 * (at least this many, at most the other). */
#define SHEET_ROWS_MIN 10
#define SHEET_ROWS_MAX 40

/* The settings of t in a few lines, indented. */
static void
settings_lines(FILE *f, const kl_tourn_settings *t)
{
	char tiers[96];

	if (t->series > 0)
		fprintf(f, KL_NP("  %d series of %d game, tables of %d\n",
		        "  %d series of %d games, tables of %d\n", t->games),
		        t->series, t->games, t->table_size);
	else
		fprintf(f, KL_NP("  series of %d game, as many as are drawn, "
		        "tables of %d\n", "  series of %d games, as many as are "
		        "drawn, tables of %d\n", t->games), t->games,
		        t->table_size);
	fputs(t->by_standings ? _("  the first series by lot, the later ones "
	      "set by the standings\n") : _("  every series drawn by lot\n"),
	      f);
	if (t->avoid)
		fputs(_("  players who met are kept apart where the tables "
		      "allow\n"), f);
	if (t->rules.sit_out)
		fputs(_("  at a table of four the dealer sits out each hand\n"),
		      f);
	kl_tscore_tiers_text(&t->score, tiers, sizeof(tiers));
	if (t->score.by_place)
		fprintf(f, _("  score points by place at the table after each "
		        "series: %d, %d, %d, %d, %d, %d\n"), t->score.place[0],
		        t->score.place[1], t->score.place[2], t->score.place[3],
		        t->score.place[4], t->score.place[5]);
	else
		fprintf(f, _("  score points a game: %d for a win, %d for going "
		        "out at once, for a loser by his minus points %s\n"),
		        t->score.win, t->score.at_once, tiers);
}

void
kl_cli_tourn_started(kl_cli *cli, int64_t id, const char *name,
                     const kl_tourn_settings *t, int nplayers)
{
	fprintf(cli->out, KL_NP("tournament %lld: %s, %d player, %s\n",
	        "tournament %lld: %s, %d players, %s\n", nplayers),
	        (long long)id, name, nplayers,
	        kl_cli_game_title(t->rules.game));
	settings_lines(cli->out, t);
	fputs(_("klopf tournament draw draws the first series\n"), cli->out);
}

int
kl_cli_tourn_draw(kl_cli *cli, const kl_ops_draw_result *d)
{
	FILE *f = cli->out;
	int i, k, first = 0;

	if (d->by_standings)
		fprintf(f, _("series %d of tournament %lld, set by the standings "
		        "with seed %llu:\n"), d->series, (long long)d->t.id,
		        (unsigned long long)d->seed);
	else
		fprintf(f, _("series %d of tournament %lld, drawn by lot with "
		        "seed %llu:\n"), d->series, (long long)d->t.id,
		        (unsigned long long)d->seed);
	for (i = 0; i < d->ntables; i++) {
		fprintf(f, _("  table %d:"), i + 1);
		for (k = 0; k < d->sizes[i]; k++)
			fprintf(f, "%s %d %s", k ? "," : "", k + 1,
			        d->t.players[d->seat[first + k]].name);
		fputc('\n', f);
		first += d->sizes[i];
	}
	if (d->repeats == 0)
		fputs(_("nobody sits with a player met at a table before\n"), f);
	else
		fprintf(f, KL_NP("%ld time players sit together again\n",
		        "%ld times players sit together again\n", d->repeats),
		        d->repeats);
	fputs(_("book each table's games with klopf game --table N (or klopf "
	      "play --table N)\n"), f);
	return KL_EXIT_OK;
}

int
kl_cli_tourn_draw_json(kl_cli *cli, const kl_ops_draw_result *d)
{
	kl_json j;
	char seed[24];
	int i, k, first = 0, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "tournament");
	kl_json_int(&j, (long long)d->t.id);
	kl_json_key(&j, "series");
	kl_json_int(&j, d->series);
	/* the seed as a string: above 2^53 a JSON number loses digits */
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)d->seed);
	kl_json_key(&j, "seed");
	kl_json_str(&j, seed);
	kl_json_key(&j, "by");
	kl_json_str(&j, d->by_standings ? "standings" : "lot");
	kl_json_key(&j, "repeats");
	kl_json_int(&j, d->repeats);
	kl_json_key(&j, "tables");
	kl_json_array(&j);
	for (i = 0; i < d->ntables; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "table");
		kl_json_int(&j, i + 1);
		kl_json_key(&j, "rubber");
		kl_json_int(&j, (long long)d->rubber[i]);
		kl_json_key(&j, "seats");
		kl_json_array(&j);
		for (k = 0; k < d->sizes[i]; k++)
			kl_json_str(&j, d->t.players[d->seat[first + k]].name);
		kl_json_end(&j);
		kl_json_end(&j);
		first += d->sizes[i];
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* The team of a standings line ("" without one). */
static const char *
team_name(const kl_ops_tstandings *st, const kl_tscore_line *l)
{
	return l->team >= 0 && l->team < st->nteams ?
	       st->team_names[l->team] : "";
}

int
kl_cli_tourn_standings(kl_cli *cli, const kl_ops_tstandings *st)
{
	FILE *f = cli->out;
	int i, k, ns = st->t.nseries, width = 12;

	fprintf(f, KL_NP("tournament %lld: %s, after %d series\n",
	        "tournament %lld: %s, after %d series\n", ns),
	        (long long)st->t.id, st->t.name, ns);
	if (st->tables_in_play > 0)
		fprintf(f, KL_NP("  %d table in play\n", "  %d tables in play\n",
		        st->tables_in_play), st->tables_in_play);
	if (st->games_left > 0)
		fprintf(f, KL_NP("  %d game still to play\n", "  %d games still "
		        "to play\n", st->games_left), st->games_left);
	for (i = 0; i < st->n; i++)
		if (kl_cli_width(st->t.players[st->lines[i].player].name) > width)
			width = kl_cli_width(st->t.players[st->lines[i].player].name);
	fprintf(f, "  %4s  ", _("rank"));
	kl_cli_pad(f, _("player"), width, 0);
	fprintf(f, " %6s %6s %6s %5s", _("points"), _("minus"), _("games"),
	        _("won"));
	for (k = 0; k < ns; k++)
		fprintf(f, _("   S%-2d"), k + 1);
	fputc('\n', f);
	for (i = 0; i < st->n; i++) {
		const kl_tscore_line *l = &st->lines[i];
		const kl_tourn_player *p = &st->t.players[l->player];
		fprintf(f, "  %4d  ", l->rank);
		kl_cli_pad(f, p->name, width, 0);
		fprintf(f, " %6ld %6ld %6d %5d", l->points, l->minus, l->games,
		        l->won);
		for (k = 0; k < ns; k++)
			fprintf(f, " %5ld", st->series_points[(size_t)l->player *
			        (size_t)ns + (size_t)k]);
		if (p->team[0] != '\0') {
			fputs("  ", f);
			fputs(p->team, f);
		}
		if (p->withdrawn_after >= 0)
			fprintf(f, _("  (withdrew after series %d)"),
			        p->withdrawn_after);
		fputc('\n', f);
	}
	if (st->nteams == 0)
		return KL_EXIT_OK;
	fputs(_("teams:\n"), f);
	for (i = 0; i < st->nteams; i++) {
		const kl_tscore_line *l = &st->teams[i];
		fprintf(f, "  %4d  ", l->rank);
		kl_cli_pad(f, team_name(st, l), width, 0);
		fprintf(f, " %6ld %6ld %6d %5d\n", l->points, l->minus, l->games,
		        l->won);
	}
	return KL_EXIT_OK;
}

/* The fields of line l of st as JSON members (points .. rank). */
static void
line_json(kl_json *j, const kl_tscore_line *l)
{
	kl_json_key(j, "points");
	kl_json_int(j, l->points);
	kl_json_key(j, "minus");
	kl_json_int(j, l->minus);
	kl_json_key(j, "games");
	kl_json_int(j, l->games);
	kl_json_key(j, "won");
	kl_json_int(j, l->won);
	kl_json_key(j, "rank");
	kl_json_int(j, l->rank);
}

int
kl_cli_tourn_standings_json(kl_cli *cli, const kl_ops_tstandings *st)
{
	kl_json j;
	int i, k, rc, ns = st->t.nseries;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "tournament");
	kl_json_int(&j, (long long)st->t.id);
	kl_json_key(&j, "series");
	kl_json_int(&j, ns);
	kl_json_key(&j, "players");
	kl_json_array(&j);
	for (i = 0; i < st->n; i++) {
		const kl_tscore_line *l = &st->lines[i];
		const kl_tourn_player *p = &st->t.players[l->player];
		kl_json_object(&j);
		kl_json_key(&j, "name");
		kl_json_str(&j, p->name);
		kl_json_key(&j, "team");
		kl_json_str(&j, p->team[0] ? p->team : NULL);
		line_json(&j, l);
		kl_json_key(&j, "series_points");
		kl_json_array(&j);
		for (k = 0; k < ns; k++)
			kl_json_int(&j, st->series_points[(size_t)l->player *
			            (size_t)ns + (size_t)k]);
		kl_json_end(&j);
		kl_json_key(&j, "withdrawn_after");
		if (p->withdrawn_after >= 0)
			kl_json_int(&j, p->withdrawn_after);
		else
			kl_json_null(&j);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_key(&j, "teams");
	kl_json_array(&j);
	for (i = 0; i < st->nteams; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "team");
		kl_json_str(&j, team_name(st, &st->teams[i]));
		line_json(&j, &st->teams[i]);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

int
kl_cli_tourn_standings_csv(kl_cli *cli, const kl_ops_tstandings *st)
{
	FILE *f = cli->out;
	int i, k, ns = st->t.nseries;

	fputs("rank,player,team,points,minus,games,won", f);
	for (k = 0; k < ns; k++)
		fprintf(f, ",series_%d", k + 1);
	fputc('\n', f);
	for (i = 0; i < st->n; i++) {
		const kl_tscore_line *l = &st->lines[i];
		const kl_tourn_player *p = &st->t.players[l->player];
		fprintf(f, "%d,", l->rank);
		kl_csv_text(f, p->name);
		fputc(',', f);
		kl_csv_text(f, p->team[0] ? p->team : NULL);
		fprintf(f, ",%ld,%ld,%d,%d", l->points, l->minus, l->games,
		        l->won);
		for (k = 0; k < ns; k++)
			fprintf(f, ",%ld", st->series_points[(size_t)l->player *
			        (size_t)ns + (size_t)k]);
		fputc('\n', f);
	}
	return KL_EXIT_OK;
}

/* The head of an HTML page titled title (escaped), with print CSS. */
static void
html_head(FILE *f, const char *title)
{
	fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, "
	      "initial-scale=1\">\n<title>", f); /* not for people */
	kl_html_text(f, title);
	fputs("</title>\n<style>\n"
	      "body{font-family:sans-serif;margin:1em}\n" /* not for people */
	      "table{border-collapse:collapse;margin:.5em 0}\n" /* not for people */
	      "th,td{border:1px solid #444;padding:.2em .5em}\n" /* not for people */
	      "td.n{text-align:right}\n" /* not for people */
	      ".sheet{page-break-after:always;break-after:page}\n" /* not for people */
	      ".fill td{height:1.6em;min-width:4em}\n" /* not for people */
	      ".qr{margin:.5em 0}.qr figcaption{font-family:monospace}\n" /* not for people */
	      "@media print{body{margin:0}}\n" /* not for people */
	      "</style></head><body>\n", f);
}

int
kl_cli_tourn_standings_html(kl_cli *cli, const kl_ops_tstandings *st)
{
	FILE *f = cli->out;
	int i, k, ns = st->t.nseries;

	html_head(f, st->t.name);
	fputs("<h1>", f);
	kl_html_text(f, st->t.name);
	fputs("</h1>\n<table>\n<tr><th>", f);
	kl_html_text(f, _("rank"));
	fputs("</th><th>", f);
	kl_html_text(f, _("player"));
	fputs("</th><th>", f);
	kl_html_text(f, _("team"));
	fputs("</th><th>", f);
	kl_html_text(f, _("points"));
	fputs("</th><th>", f);
	kl_html_text(f, _("minus"));
	fputs("</th><th>", f);
	kl_html_text(f, _("games"));
	fputs("</th><th>", f);
	kl_html_text(f, _("won"));
	fputs("</th>", f);
	for (k = 0; k < ns; k++)
		fprintf(f, "<th>S%d</th>", k + 1);
	fputs("</tr>\n", f);
	for (i = 0; i < st->n; i++) {
		const kl_tscore_line *l = &st->lines[i];
		const kl_tourn_player *p = &st->t.players[l->player];
		fprintf(f, "<tr><td class=\"n\">%d</td><td>", l->rank);
		kl_html_text(f, p->name);
		fputs("</td><td>", f);
		kl_html_text(f, p->team);
		fprintf(f, "</td><td class=\"n\">%ld</td><td class=\"n\">%ld</td>"
		        "<td class=\"n\">%d</td><td class=\"n\">%d</td>",
		        l->points, l->minus, l->games, l->won);
		for (k = 0; k < ns; k++)
			fprintf(f, "<td class=\"n\">%ld</td>",
			        st->series_points[(size_t)l->player * (size_t)ns +
			                          (size_t)k]);
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
	if (st->nteams > 0) {
		fputs("<h2>", f);
		kl_html_text(f, _("teams"));
		fputs("</h2>\n<table>\n", f);
		for (i = 0; i < st->nteams; i++) {
			const kl_tscore_line *l = &st->teams[i];
			fprintf(f, "<tr><td class=\"n\">%d</td><td>", l->rank);
			kl_html_text(f, team_name(st, l));
			fprintf(f, "</td><td class=\"n\">%ld</td><td class=\"n\">"
			        "%ld</td><td class=\"n\">%d</td><td class=\"n\">%d"
			        "</td></tr>\n", l->points, l->minus, l->games,
			        l->won);
		}
		fputs("</table>\n", f);
	}
	fputs("</body></html>\n", f);
	return KL_EXIT_OK;
}

/* The seed of series number of t ("" when not drawn). */
static const char *
seed_of(const kl_tourn_row *t, int series)
{
	int i;

	for (i = 0; i < t->nseries; i++)
		if (t->series[i].number == series)
			return t->series[i].seed;
	return "";
}

/* How many rows a sheet of t has to fill in. */
static int
sheet_rows(const kl_tourn_row *t)
{
	int n = t->settings.games;

	return n < SHEET_ROWS_MIN ? SHEET_ROWS_MIN :
	       n > SHEET_ROWS_MAX ? SHEET_ROWS_MAX : n;
}

int
kl_cli_tourn_sheets(kl_cli *cli, const kl_tourn_row *t, int series,
                    const kl_cli_sheet_entry *e)
{
	char url[KL_CLI_ENTRY_URL_MAX];
	FILE *f = cli->out;
	int i, k, g, n;

	for (i = 0; i < t->ntables; i++) {
		const kl_tourn_table *x = &t->tables[i];
		if (x->series != series)
			continue;
		n = x->nseats;
		fprintf(f, _("%s: series %d, table %d (tournament %lld, code %s, "
		        "seed %s)\n"), t->name, series, t->tables[i].number,
		        (long long)t->id, t->code, seed_of(t, series));
		for (k = 0; k < n; k++)
			fprintf(f, _("  seat %d  %s\n"), k + 1, x->names[k]);
		if (e->codes[i][0] != '\0') {
			fprintf(f, _("  entry code %s\n"), e->codes[i]);
			if (e->base != NULL) {
				kl_cli_entry_url(e->base, e->codes[i], url,
				                 sizeof(url));
				fprintf(f, _("  entry page %s\n"), url);
			}
		}
		fprintf(f, "\n  %4s", _("game"));
		for (k = 0; k < n; k++) {
			fputs("  ", f);
			kl_cli_pad(f, x->names[k], 10, 0);
		}
		fputc('\n', f);
		for (g = 1; g <= sheet_rows(t); g++) {
			fprintf(f, "  %4d", g);
			for (k = 0; k < n; k++)
				fputs("  __________", f);
			fputc('\n', f);
		}
		fprintf(f, "  %4s", _("sum"));
		for (k = 0; k < n; k++)
			fputs("  __________", f);
		fputs("\n\n", f);
	}
	return KL_EXIT_OK;
}

/* The entry code of table i of t on its HTML sheet, with the entry
 * page's QR code and address when e has a base. */
static void
html_entry(FILE *f, const kl_cli_sheet_entry *e, int i)
{
	char url[KL_CLI_ENTRY_URL_MAX];

	if (e->codes[i][0] == '\0')
		return;
	fputs("<p class=\"entry\">", f);
	kl_html_text(f, _("entry code"));
	fputs(" <b>", f);
	kl_html_text(f, e->codes[i]);
	fputs("</b></p>\n", f);
	if (e->base == NULL)
		return;
	kl_cli_entry_url(e->base, e->codes[i], url, sizeof(url));
	fputs("<figure class=\"qr\">", f);
	kl_cli_entry_qr_svg(f, url, 160);
	fputs("<figcaption>", f);
	kl_html_text(f, url);
	fputs("</figcaption></figure>\n", f);
}

int
kl_cli_tourn_sheets_html(kl_cli *cli, const kl_tourn_row *t, int series,
                         const kl_cli_sheet_entry *e)
{
	FILE *f = cli->out;
	char line[256];
	int i, k, g, n;

	html_head(f, t->name);
	for (i = 0; i < t->ntables; i++) {
		const kl_tourn_table *x = &t->tables[i];
		if (x->series != series)
			continue;
		n = x->nseats;
		fputs("<section class=\"sheet\">\n<h1>", f);
		kl_html_text(f, t->name);
		fputs("</h1>\n<p>", f);
		snprintf(line, sizeof(line), _("series %d, table %d (tournament "
		         "%lld, code %s, seed %s)"), series, t->tables[i].number,
		         (long long)t->id, t->code, seed_of(t, series));
		kl_html_text(f, line);
		fputs("</p>\n", f);
		html_entry(f, e, i);
		fputs("<table class=\"fill\">\n<tr><th>", f);
		kl_html_text(f, _("game"));
		fputs("</th>", f);
		for (k = 0; k < n; k++) {
			fprintf(f, "<th>%d. ", k + 1);
			kl_html_text(f, x->names[k]);
			fputs("</th>", f);
		}
		fputs("</tr>\n", f);
		for (g = 1; g <= sheet_rows(t); g++) {
			fprintf(f, "<tr><td class=\"n\">%d</td>", g);
			for (k = 0; k < n; k++)
				fputs("<td></td>", f);
			fputs("</tr>\n", f);
		}
		fputs("<tr><th>", f);
		kl_html_text(f, _("sum"));
		fputs("</th>", f);
		for (k = 0; k < n; k++)
			fputs("<td></td>", f);
		fputs("</tr>\n</table>\n</section>\n", f);
	}
	fputs("</body></html>\n", f);
	return KL_EXIT_OK;
}

int
kl_cli_tourn_sheets_json(kl_cli *cli, const kl_tourn_row *t, int series,
                         const kl_cli_sheet_entry *e)
{
	kl_json j;
	int i, k, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "tournament");
	kl_json_int(&j, (long long)t->id);
	kl_json_key(&j, "series");
	kl_json_int(&j, series);
	kl_json_key(&j, "seed");
	kl_json_str(&j, seed_of(t, series));
	kl_json_key(&j, "code");
	kl_json_str(&j, t->code);
	kl_json_key(&j, "tables");
	kl_json_array(&j);
	for (i = 0; i < t->ntables; i++) {
		const kl_tourn_table *x = &t->tables[i];
		if (x->series != series)
			continue;
		kl_json_object(&j);
		kl_json_key(&j, "table");
		kl_json_int(&j, x->number);
		kl_json_key(&j, "rubber");
		kl_json_int(&j, (long long)x->rubber);
		kl_json_key(&j, "seats");
		kl_json_array(&j);
		for (k = 0; k < x->nseats; k++)
			kl_json_str(&j, x->names[k]);
		kl_json_end(&j);
		kl_json_key(&j, "entry_code");
		if (e->codes[i][0] != '\0')
			kl_json_str(&j, e->codes[i]);
		else
			kl_json_null(&j);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

int
kl_cli_tourn_show(kl_cli *cli, const kl_tourn_row *t)
{
	FILE *f = cli->out;
	int i, k;

	fprintf(f, KL_NP("tournament %lld: %s, %d player, %s\n",
	        "tournament %lld: %s, %d players, %s\n", t->nplayers),
	        (long long)t->id, t->name, t->nplayers,
	        kl_cli_game_title(t->settings.rules.game));
	if (t->ended_at[0] != '\0')
		fprintf(f, _("  started %s, ended %s\n"), t->created_at,
		        t->ended_at);
	else
		fprintf(f, _("  started %s, open\n"), t->created_at);
	settings_lines(f, &t->settings);
	fputs(_("players:\n"), f);
	for (i = 0; i < t->nplayers; i++) {
		const kl_tourn_player *p = &t->players[i];
		fprintf(f, "  %3d  %s", p->number, p->name);
		if (p->team[0] != '\0')
			fprintf(f, _(" (team %s)"), p->team);
		if (p->from_series > 1)
			fprintf(f, _(", from series %d"), p->from_series);
		if (p->withdrawn_after >= 0)
			fprintf(f, _(", withdrew after series %d"),
			        p->withdrawn_after);
		fputc('\n', f);
	}
	for (i = 0; i < t->nseries; i++) {
		fprintf(f, t->series[i].by_standings ?
		        _("series %d: set by the standings, seed %s\n") :
		        _("series %d: drawn by lot, seed %s\n"),
		        t->series[i].number, t->series[i].seed);
		for (k = 0; k < t->ntables; k++)
			if (t->tables[k].series == t->series[i].number)
				fprintf(f, _("  table %d: rubber %lld\n"),
				        t->tables[k].number,
				        (long long)t->tables[k].rubber);
	}
	return KL_EXIT_OK;
}

int
kl_cli_tourn_json(kl_cli *cli, const kl_tourn_row *t)
{
	char key[48], value[96];
	kl_json j;
	int i, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "tournament");
	kl_json_int(&j, (long long)t->id);
	kl_json_key(&j, "name");
	kl_json_str(&j, t->name);
	kl_json_key(&j, "code");
	kl_json_str(&j, t->code);
	kl_json_key(&j, "created_at");
	kl_json_str(&j, t->created_at);
	kl_json_key(&j, "ended_at");
	kl_json_str(&j, t->ended_at[0] ? t->ended_at : NULL);
	kl_json_key(&j, "settings");
	kl_json_object(&j);
	for (i = 0; kl_tourn_pair(&t->settings, i, key, sizeof(key), value,
	                          sizeof(value)); i++) {
		kl_json_key(&j, key);
		kl_json_str(&j, value);
	}
	kl_json_end(&j);
	kl_json_key(&j, "players");
	kl_json_array(&j);
	for (i = 0; i < t->nplayers; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "name");
		kl_json_str(&j, t->players[i].name);
		kl_json_key(&j, "team");
		kl_json_str(&j, t->players[i].team[0] ? t->players[i].team :
		            NULL);
		kl_json_key(&j, "from_series");
		kl_json_int(&j, t->players[i].from_series);
		kl_json_key(&j, "withdrawn_after");
		if (t->players[i].withdrawn_after >= 0)
			kl_json_int(&j, t->players[i].withdrawn_after);
		else
			kl_json_null(&j);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_key(&j, "series");
	kl_json_array(&j);
	for (i = 0; i < t->nseries; i++) {
		int k;
		kl_json_object(&j);
		kl_json_key(&j, "series");
		kl_json_int(&j, t->series[i].number);
		kl_json_key(&j, "seed");
		kl_json_str(&j, t->series[i].seed);
		kl_json_key(&j, "by");
		kl_json_str(&j, t->series[i].by_standings ? "standings" : "lot");
		kl_json_key(&j, "drawn_at");
		kl_json_str(&j, t->series[i].drawn_at);
		kl_json_key(&j, "tables");
		kl_json_array(&j);
		for (k = 0; k < t->ntables; k++) {
			if (t->tables[k].series != t->series[i].number)
				continue;
			kl_json_object(&j);
			kl_json_key(&j, "table");
			kl_json_int(&j, t->tables[k].number);
			kl_json_key(&j, "rubber");
			kl_json_int(&j, (long long)t->tables[k].rubber);
			kl_json_end(&j);
		}
		kl_json_end(&j);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

void
kl_cli_tourn_changed(kl_cli *cli, const kl_tourn_row *t, int which,
                     const char *name)
{
	if (which == 0)
		fprintf(cli->out, _("%s plays no further series of tournament "
		        "%lld\n"), name, (long long)t->id);
	else if (which == 1)
		fprintf(cli->out, _("%s plays in tournament %lld from series %d "
		        "on\n"), name, (long long)t->id, t->nseries + 1);
	else
		fprintf(cli->out, KL_NP("tournament %lld ends after %d series\n",
		        "tournament %lld ends after %d series\n", t->nseries),
		        (long long)t->id, t->nseries);
}

int
kl_cli_tourn_list(kl_cli *cli, const kl_tourn_row *rows, int n, int json)
{
	kl_json j;
	int i, rc;

	if (!json) {
		if (n == 0)
			fputs(_("no tournaments\n"), cli->out);
		for (i = 0; i < n; i++)
			fprintf(cli->out, rows[i].ended_at[0] ?
			        _("%4lld  %s  %s, started %s, ended %s\n") :
			        _("%4lld  %s  %s, started %s, open%s\n"),
			        (long long)rows[i].id, rows[i].name,
			        kl_cli_game_title(rows[i].settings.rules.game),
			        rows[i].created_at, rows[i].ended_at);
		return KL_EXIT_OK;
	}
	kl_json_init(&j);
	kl_json_array(&j);
	for (i = 0; i < n; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "tournament");
		kl_json_int(&j, (long long)rows[i].id);
		kl_json_key(&j, "name");
		kl_json_str(&j, rows[i].name);
		kl_json_key(&j, "game");
		kl_json_str(&j, kl_rules_game_name(rows[i].settings.rules.game));
		kl_json_key(&j, "created_at");
		kl_json_str(&j, rows[i].created_at);
		kl_json_key(&j, "ended_at");
		kl_json_str(&j, rows[i].ended_at[0] ? rows[i].ended_at : NULL);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}
