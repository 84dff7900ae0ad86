/* kl_history_import_tourn.c - the tournaments of a klopf export (format
 * 6) loaded with its rubbers (kl_history_import_int.h). */
#include "kl_history_import_int.h"

#include <string.h>

static const ifield tourn_fields[] = {
	{ "id", T_INT, "'integer'" }, { "name", T_TEXT, "'text'" },
	{ "code", T_TEXT, "'text'" }, { "created_at", T_TEXT, "'text'" },
	{ "ended_at", T_TEXT | T_NULL, "'text','null'" },
	{ "settings", T_OBJECT, "'object'" },
	{ "players", T_ARRAY, "'array'" }, { "series", T_ARRAY, "'array'" },
	{ NULL, 0, NULL }
};
static const ifield tplayer_fields[] = {
	{ "player_id", T_INT, "'integer'" }, { "number", T_INT, "'integer'" },
	{ "team", T_TEXT | T_NULL, "'text','null'" },
	{ "from_series", T_INT, "'integer'" },
	{ "withdrawn_after", T_INT | T_NULL, "'integer','null'" },
	{ NULL, 0, NULL }
};
static const ifield tseries_fields[] = {
	{ "number", T_INT, "'integer'" }, { "seed", T_TEXT, "'text'" },
	{ "drawn_by", T_TEXT, "'text'" }, { "drawn_at", T_TEXT, "'text'" },
	{ NULL, 0, NULL }
};
static const ifield ttable_fields[] = {
	{ "id", T_INT, "'integer'" }, { "series", T_INT, "'integer'" },
	{ "table", T_INT, "'integer'" }, { NULL, 0, NULL }
};

/* What an insert that the database refuses says. */
static const char *const fits = KL_N_("the file does not fit the database");

/* The players or series (key) of tournament node x, each checked against
 * f and inserted with statement which (bind: its columns). */
static int
each(imp *m, int x, long long id, const char *key, const ifield *f,
     int which, const char *const *cols, int ncols, kl_error *err)
{
	int type, k = kl_imp_field(m, x, key, &type), y, c, rc;

	for (y = m->doc.nodes[k].child; y >= 0; y = m->doc.nodes[y].next) {
		if ((rc = kl_imp_check_fields(m, y, f, err)))
			return rc;
		sqlite3_bind_int64(m->st[which], 1, id);
		for (c = 0; c < ncols; c++)
			kl_imp_bind(m, which, c + 2, y, cols[c]);
		if ((rc = kl_imp_run(m, which, fits, err)))
			return rc;
	}
	return KL_OK;
}

int
kl_imp_tournaments(imp *m, kl_error *err)
{
	static const char *const pcols[] = { "player_id", "number", "team",
	                                     "from_series", "withdrawn_after" };
	static const char *const scols[] = { "number", "seed", "drawn_by",
	                                     "drawn_at" };
	int x, k, y, type, rc, ok;

	for (x = m->doc.nodes[0].child; x >= 0; x = m->doc.nodes[x].next) {
		long long id;
		if ((rc = kl_imp_check_fields(m, x, tourn_fields, err)))
			return rc;
		if ((ok = kl_imp_is_time(m, x, "created_at", 0, err)) < 0 ||
		    (ok && (ok = kl_imp_is_time(m, x, "ended_at", 1, err)) < 0))
			return err->code;
		if (!ok)
			return kl_imp_mismatch(m, x, NULL, KL_N_("a time of the "
			                       "tournament is not an ISO 8601 "
			                       "time"), err);
		id = kl_imp_num(m, x, "id");
		kl_imp_bind(m, ST_TOURN, 1, x, "id");
		kl_imp_bind(m, ST_TOURN, 2, x, "name");
		kl_imp_bind(m, ST_TOURN, 3, x, "code");
		kl_imp_bind(m, ST_TOURN, 4, x, "created_at");
		kl_imp_bind(m, ST_TOURN, 5, x, "ended_at");
		if ((rc = kl_imp_run(m, ST_TOURN, fits, err)))
			return rc;
		k = kl_imp_field(m, x, "settings", &type);
		for (y = m->doc.nodes[k].child; y >= 0;
		     y = m->doc.nodes[y].next) {
			if (m->doc.nodes[y].type != KL_JTEXT)
				return kl_imp_mismatch(m, y, NULL, KL_N_("a setting "
				                       "of a tournament is not "
				                       "text"), err);
			sqlite3_bind_int64(m->st[ST_TSETTING], 1, id);
			sqlite3_bind_text(m->st[ST_TSETTING], 2,
			                  m->doc.nodes[y].key, -1, SQLITE_STATIC);
			kl_imp_bind(m, ST_TSETTING, 3, y, NULL);
			if ((rc = kl_imp_run(m, ST_TSETTING, fits, err)))
				return rc;
		}
		if ((rc = each(m, x, id, "players", tplayer_fields, ST_TPLAYER,
		               pcols, 5, err)) ||
		    (rc = each(m, x, id, "series", tseries_fields, ST_TSERIES,
		               scols, 4, err)))
			return rc;
	}
	return KL_OK;
}

int
kl_imp_rubber_table(imp *m, int r, kl_error *err)
{
	int type, k = kl_imp_field(m, r, "tournament", &type), rc;

	if (type != KL_JOBJECT)
		return KL_OK;
	if ((rc = kl_imp_check_fields(m, k, ttable_fields, err)))
		return rc;
	kl_imp_bind(m, ST_TTABLE, 1, k, "id");
	kl_imp_bind(m, ST_TTABLE, 2, k, "series");
	kl_imp_bind(m, ST_TTABLE, 3, k, "table");
	sqlite3_bind_int64(m->st[ST_TTABLE], 4, m->rubber);
	return kl_imp_run(m, ST_TTABLE, fits, err);
}
