/* kl_history_csv.c - the rows of each table, for a CSV export
 * (kl_history_csv.h). */
#include "kl_history_csv.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"

const char *const kl_history_tables[] = {
	"player", "rubber", "rubber_setting", "seat", "event", "game", "hand",
	"buyback", "chip_transfer", "pot_winner", "correction", "player_leave",
	"rule_change", "tournament", "tournament_setting", "tournament_player",
	"tournament_series", "tournament_table", NULL
};

/* The tournaments of the range (?1 is since): every one, or those a
 * rubber of the range plays for. */
#define TOURNAMENTS "(SELECT id FROM tournament WHERE ?1 IS NULL OR id " \
	"IN (SELECT x.tournament_id FROM " KL_HSQL_EXPORT_RUBBERS " x))"

/* Each table's rows in the range (?1 is since) in key order. */
static const char *const table_sql[] = {
	"SELECT * FROM player WHERE ?1 IS NULL OR id IN (SELECT s.player_id "
	"FROM seat s JOIN " KL_HSQL_EXPORT_RUBBERS " x ON x.id = s.rubber_id) "
	"ORDER BY id",
	"SELECT * FROM " KL_HSQL_EXPORT_RUBBERS " r ORDER BY id",
	"SELECT * FROM rubber_setting WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY rubber_id, key",
	"SELECT * FROM seat WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY rubber_id, seat",
	"SELECT * FROM event WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY id",
	"SELECT * FROM game WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT h.* FROM hand h JOIN game g ON g.event_id = h.game_id WHERE "
	"g.rubber_id IN (SELECT id FROM " KL_HSQL_EXPORT_RUBBERS ") ORDER BY "
	"h.game_id, h.seat",
	"SELECT * FROM buyback WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT * FROM chip_transfer WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY id",
	"SELECT * FROM pot_winner WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY game_id, seat",
	"SELECT * FROM correction WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY id",
	"SELECT * FROM player_leave WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT * FROM rule_change WHERE rubber_id IN (SELECT id FROM "
	KL_HSQL_EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT * FROM tournament WHERE id IN " TOURNAMENTS " ORDER BY id",
	"SELECT * FROM tournament_setting WHERE tournament_id IN " TOURNAMENTS
	" ORDER BY tournament_id, key",
	"SELECT * FROM tournament_player WHERE tournament_id IN " TOURNAMENTS
	" ORDER BY tournament_id, number",
	"SELECT * FROM tournament_series WHERE tournament_id IN " TOURNAMENTS
	" ORDER BY tournament_id, number",
	"SELECT * FROM tournament_table WHERE tournament_id IN " TOURNAMENTS
	" ORDER BY tournament_id, series, number",
};

int
kl_history_table_rows(kl_store *s, const char *table,
                      const kl_history_range *range,
                      int (*row)(void *ctx, int ncols,
                                 const char *const *names,
                                 const char *const *values,
                                 kl_error *err),
                      void *ctx, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	const char **names = NULL, **values = NULL;
	int rc, i, t, ncols;

	for (t = 0; kl_history_tables[t] != NULL; t++)
		if (!strcmp(kl_history_tables[t], table))
			break;
	if (kl_history_tables[t] == NULL)
		return kl_error_set(err, KL_EINPUT, "no table %s", table);
	if ((rc = kl_hsql_prep(db, table_sql[t], &st, err)))
		goto done;
	if (range != NULL && range->since != NULL)
		sqlite3_bind_text(st, 1, range->since, -1, SQLITE_TRANSIENT);
	ncols = sqlite3_column_count(st);
	names = calloc((size_t)ncols + 1, sizeof(*names));
	values = calloc((size_t)ncols + 1, sizeof(*values));
	if (names == NULL || values == NULL) {
		rc = kl_hsql_nomem(err);
		goto done;
	}
	for (i = 0; i < ncols; i++)
		names[i] = sqlite3_column_name(st, i);
	if (row(ctx, ncols, names, NULL, err) != 0) {
		rc = KL_ESTORE;
		goto done;
	}
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (i = 0; i < ncols; i++)
			values[i] = (const char *)sqlite3_column_text(st, i);
		if (row(ctx, ncols, names, values, err) != 0) {
			rc = KL_ESTORE;
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the table", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(names);
	free(values);
	return rc;
}
