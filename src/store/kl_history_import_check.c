/* kl_history_import_check.c - the checks of the export format that an
 * import makes on each rubber (kl_history_import_int.h). */
#include "kl_history_import_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_history_sql.h"

const ifield kl_imp_top_fields[] = {
	{ "format", T_TEXT, "'text'" },
	{ "format_version", T_INT, "'integer'" },
	{ "players", T_ARRAY, "'array'" },
	{ "rubbers", T_ARRAY, "'array'" },
	/* format 6: only when the file holds tournaments */
	{ "tournaments", T_ARRAY, "'array'" }, { NULL, 0, NULL }
};
const ifield kl_imp_player_fields[] = {
	{ "id", T_INT, "'integer'" }, { "name", T_TEXT, "'text'" },
	{ "created_at", T_TEXT, "'text'" }, { NULL, 0, NULL }
};
static const ifield rubber_fields[] = {
	{ "id", T_INT, "'integer'" }, { "started_at", T_TEXT, "'text'" },
	{ "ended_at", T_TEXT | T_NULL, "'text','null'" },
	{ "state", T_TEXT, "'text'" },
	{ "settings", T_OBJECT, "'object'" }, { "seats", T_ARRAY, "'array'" },
	/* format 3; formats 1 and 2 have none: seat 0 dealt first */
	{ "first_dealer", T_INT | T_MISSING, "'integer','missing'" },
	{ "events", T_ARRAY, "'array'" }, { "transfers", T_ARRAY, "'array'" },
	/* format 3; formats 1 and 2 have none */
	{ "corrections", T_ARRAY | T_MISSING, "'array','missing'" },
	/* format 5; formats 1 to 4 have none: the import gives one */
	{ "uuid", T_TEXT | T_MISSING, "'text','missing'" },
	/* format 6: the table of a tournament the rubber plays */
	{ "tournament", T_OBJECT | T_MISSING, "'object','missing'" },
	{ NULL, 0, NULL }
};
static const ifield correction_fields[] = {
	{ "number", T_INT, "'integer'" }, { "at", T_TEXT, "'text'" },
	{ "after_seq", T_INT, "'integer'" }, { "old", T_OBJECT, "'object'" },
	{ "new", T_OBJECT, "'object'" }, { NULL, 0, NULL }
};
static const ifield fixed_game_fields[] = {
	{ "declarer", T_INT, "'integer'" }, { "kind", T_TEXT, "'text'" },
	{ "hands", T_ARRAY, "'array'" },
	/* Oklahoma gin's games only */
	{ "upcard", T_TEXT | T_MISSING, "'text','missing'" },
	{ NULL, 0, NULL }
};
static const ifield fixed_hand_fields[] = {
	{ "seat", T_INT, "'integer'" }, { "typed", T_TEXT, "'text'" },
	{ NULL, 0, NULL }
};
static const ifield seat_fields[] = {
	{ "seat", T_INT, "'integer'" }, { "player_id", T_INT, "'integer'" },
	{ NULL, 0, NULL }
};
static const ifield event_fields[] = {
	{ "id", T_INT, "'integer'" }, { "seq", T_INT, "'integer'" },
	{ "kind", T_TEXT, "'text'" }, { "at", T_TEXT, "'text'" },
	{ "game", T_OBJECT | T_NULL, "'object','null'" },
	{ "buyback", T_OBJECT | T_NULL, "'object','null'" },
	/* format 4; formats 1 to 3 have neither */
	{ "leave", T_OBJECT | T_NULL | T_MISSING, "'object','null','missing'" },
	{ "rules", T_OBJECT | T_NULL | T_MISSING, "'object','null','missing'" },
	{ NULL, 0, NULL }
};
static const ifield leave_fields[] = {
	{ "seat", T_INT, "'integer'" }, { "winners", T_ARRAY, "'array'" },
	{ NULL, 0, NULL }
};
static const ifield rules_fields[] = {
	{ "key", T_TEXT, "'text'" }, { "value", T_TEXT, "'text'" },
	/* the winners of a game the table ended (klopf end) */
	{ "winners", T_ARRAY | T_MISSING, "'array','missing'" },
	{ NULL, 0, NULL }
};
static const ifield game_fields[] = {
	{ "number", T_INT, "'integer'" }, { "dealer_seat", T_INT, "'integer'" },
	{ "declarer_seat", T_INT, "'integer'" }, { "kind", T_TEXT, "'text'" },
	{ "discard", T_TEXT | T_NULL, "'text','null'" },
	{ "hands", T_ARRAY, "'array'" },
	/* format 2; format 1 has none */
	{ "winners", T_ARRAY | T_MISSING, "'array','missing'" },
	/* Oklahoma gin's hands only */
	{ "upcard", T_TEXT | T_MISSING, "'text','missing'" },
	/* Continental's and Queen City's only */
	{ "worth", T_INT | T_MISSING, "'integer','missing'" },
	{ NULL, 0, NULL }
};
static const ifield hand_fields[] = {
	{ "seat", T_INT, "'integer'" }, { "typed", T_TEXT, "'text'" },
	{ "cards", T_TEXT | T_NULL, "'text','null'" },
	{ "arrangement", T_TEXT | T_NULL, "'text','null'" },
	{ "deadwood", T_INT, "'integer'" }, { "points", T_INT, "'integer'" },
	{ "typed_as_points", T_INT, "'integer'" }, { NULL, 0, NULL }
};
static const ifield buyback_fields[] = {
	{ "seat", T_INT, "'integer'" }, { "total_before", T_INT, "'integer'" },
	{ "total_after", T_INT, "'integer'" }, { "cost", T_INT, "'integer'" },
	{ NULL, 0, NULL }
};
static const ifield transfer_fields[] = {
	{ "id", T_INT, "'integer'" },
	{ "event_id", T_INT | T_NULL, "'integer','null'" },
	{ "from_seat", T_INT | T_NULL, "'integer','null'" },
	{ "to_seat", T_INT | T_NULL, "'integer','null'" },
	{ "amount", T_INT, "'integer'" }, { "reason", T_TEXT, "'text'" },
	{ NULL, 0, NULL }
};

/* "the file does not match the export format at PLACE: PROBLEM" for
 * node of the document. */
int
kl_imp_mismatch(imp *m, int node, const char *extra, const char *problem,
         kl_error *err)
{
	char place[512];

	kl_jdoc_path(&m->doc, node, m->prefix, place, sizeof(place));
	if (extra != NULL) {
		size_t n = strlen(place);
		snprintf(place + n, sizeof(place) - n, "%s", extra);
	}
	return kl_error_set(err, KL_EINPUT, "the file does not match the "
	                    "export format at %s: %s", place,
	                    kl_error_text(problem));
}

/* The child key of obj, and its type (KL_JTYPES: missing). */
int
kl_imp_field(const imp *m, int obj, const char *key, int *type)
{
	int k = kl_jdoc_get(&m->doc, obj, key);

	*type = k < 0 ? KL_JTYPES : m->doc.nodes[k].type;
	return k;
}

/* Is node obj an object with the fields f of their types, too large
 * integers none, and no other field? */
int
kl_imp_check_fields(imp *m, int obj, const ifield *f, kl_error *err)
{
	const kl_jnode *o = &m->doc.nodes[obj];
	const ifield *g;
	int k, type;

	if (o->type != KL_JOBJECT)
		return kl_imp_mismatch(m, obj, NULL, KL_N_("not an object"), err);
	for (g = f; g->key != NULL; g++) {
		k = kl_imp_field(m, obj, g->key, &type);
		if (!(g->types & (1u << type)) ||
		    (type == KL_JINT && m->doc.nodes[k].big)) {
			char problem[160];
			snprintf(problem, sizeof(problem), kl_error_text(KL_N_(
			         "\"%s\" is missing, not of type %s, or too "
			         "large")), g->key, g->names);
			return kl_imp_mismatch(m, obj, NULL, problem, err);
		}
	}
	for (k = o->child; k >= 0; k = m->doc.nodes[k].next) {
		for (g = f; g->key != NULL &&
		     strcmp(g->key, m->doc.nodes[k].key); g++)
			;
		if (g->key == NULL) {
			char extra[300];
			snprintf(extra, sizeof(extra), " (\"%s\")",
			         m->doc.nodes[k].key);
			return kl_imp_mismatch(m, obj, extra, KL_N_("a field the "
			                "format does not have"), err);
		}
	}
	return KL_OK;
}

/* check_fields for every element of the array member key of obj (which
 * must be an array where it is there). */
static int
check_each(imp *m, int obj, const char *key, const ifield *f, kl_error *err)
{
	int k, type, x, rc;

	if ((k = kl_imp_field(m, obj, key, &type)) < 0 || type != KL_JARRAY)
		return KL_OK;
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next)
		if ((rc = kl_imp_check_fields(m, x, f, err)) != KL_OK)
			return rc;
	return KL_OK;
}

/* check_fields for the member key of obj where it is an object. */
static int
check_part(imp *m, int obj, const char *key, const ifield *f, kl_error *err)
{
	int type, k = kl_imp_field(m, obj, key, &type);

	return type == KL_JOBJECT ? kl_imp_check_fields(m, k, f, err) : KL_OK;
}

/* Run st (bound), which inserts a row or asks one thing. */
int
kl_imp_run(imp *m, int which, const char *what, kl_error *err)
{
	sqlite3_stmt *st = m->st[which];
	int rc = sqlite3_step(st);

	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc == SQLITE_DONE || rc == SQLITE_ROW)
		return KL_OK;
	return kl_hsql_fail(m->db, rc, what, err);
}

/* Bind member key of obj (missing: NULL) to parameter i of statement. */
void
kl_imp_bind(imp *m, int which, int i, int obj, const char *key)
{
	sqlite3_stmt *st = m->st[which];
	int k = key != NULL ? kl_jdoc_get(&m->doc, obj, key) : obj;
	const kl_jnode *x;

	if (k < 0) {
		sqlite3_bind_null(st, i);
		return;
	}
	x = &m->doc.nodes[k];
	switch (x->type) {
	case KL_JINT:
		sqlite3_bind_int64(st, i, x->i);
		break;
	case KL_JTRUE:
	case KL_JFALSE:
		sqlite3_bind_int(st, i, x->type == KL_JTRUE);
		break;
	case KL_JTEXT:
		sqlite3_bind_text(st, i, x->text, (int)x->len, SQLITE_STATIC);
		break;
	case KL_JOBJECT:
	case KL_JARRAY:
		sqlite3_bind_text(st, i, x->raw, (int)x->rawlen,
		                  SQLITE_STATIC);
		break;
	default:
		sqlite3_bind_null(st, i);
		break;
	}
}

/* The integer of member key of obj (checked to be one). */
long long
kl_imp_num(const imp *m, int obj, const char *key)
{
	int k = kl_jdoc_get(&m->doc, obj, key);

	return k >= 0 && m->doc.nodes[k].type == KL_JINT ? m->doc.nodes[k].i :
	       0;
}

/* 1 if member key of obj is an ISO 8601 time SQLite reads (or, with
 * may_be_null, JSON null); else 0; -1 with err set on a failure. */
int
kl_imp_is_time(imp *m, int obj, const char *key, int may_be_null, kl_error *err)
{
	int type, k = kl_imp_field(m, obj, key, &type), rc;

	if (type == KL_JNULL && may_be_null)
		return 1;
	if (type != KL_JTEXT)
		return 0;
	kl_imp_bind(m, ST_TIME, 1, k, NULL);
	rc = sqlite3_step(m->st[ST_TIME]);
	if (rc == SQLITE_ROW) {
		int ok = sqlite3_column_int(m->st[ST_TIME], 0);
		sqlite3_reset(m->st[ST_TIME]);
		return ok;
	}
	sqlite3_reset(m->st[ST_TIME]);
	kl_hsql_fail(m->db, rc, "checking the file", err);
	return -1;
}

/* The elements of array member key of obj must be integers. */
static int
check_seat_list(imp *m, int obj, const char *key, kl_error *err)
{
	int type, k = kl_imp_field(m, obj, key, &type), x;

	if (type != KL_JARRAY)
		return KL_OK;
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next)
		if (m->doc.nodes[x].type != KL_JINT || m->doc.nodes[x].big)
			return kl_imp_mismatch(m, x, NULL, KL_N_("a winner must be a "
			                "seat number"), err);
	return KL_OK;
}

/* The fields of every object of the rubber at node r. */
int
kl_imp_check_objects(imp *m, int r, kl_error *err)
{
	int rc, type, k, e, c;

	if ((rc = kl_imp_check_fields(m, r, rubber_fields, err)) != KL_OK ||
	    (rc = check_each(m, r, "seats", seat_fields, err)) != KL_OK ||
	    (rc = check_each(m, r, "events", event_fields, err)) != KL_OK)
		return rc;
	k = kl_imp_field(m, r, "events", &type);
	for (e = m->doc.nodes[k].child; e >= 0; e = m->doc.nodes[e].next) {
		int g = kl_imp_field(m, e, "game", &type);
		if ((rc = check_part(m, e, "game", game_fields, err)) ||
		    (type == KL_JOBJECT &&
		     (rc = check_each(m, g, "hands", hand_fields, err))) ||
		    (rc = check_part(m, e, "buyback", buyback_fields, err)) ||
		    (rc = check_part(m, e, "leave", leave_fields, err)) ||
		    (rc = check_part(m, e, "rules", rules_fields, err)))
			return rc;
	}
	if ((rc = check_each(m, r, "transfers", transfer_fields, err)) ||
	    (rc = check_each(m, r, "corrections", correction_fields, err)))
		return rc;
	k = kl_imp_field(m, r, "corrections", &type);
	if (type != KL_JARRAY)
		return KL_OK;
	for (c = m->doc.nodes[k].child; c >= 0; c = m->doc.nodes[c].next) {
		int o = kl_imp_field(m, c, "old", &type), n = kl_imp_field(m, c, "new", &type);
		if ((rc = kl_imp_check_fields(m, o, fixed_game_fields, err)) ||
		    (rc = kl_imp_check_fields(m, n, fixed_game_fields, err)) ||
		    (rc = check_each(m, o, "hands", fixed_hand_fields, err)) ||
		    (rc = check_each(m, n, "hands", fixed_hand_fields, err)))
			return rc;
	}
	return KL_OK;
}

/* 1 if text is a UUID as klopf writes it (schema/007_rubber_uuid.sql:
 * 36 characters of lowercase hexadecimal digits and '-', a '4' where
 * the version goes, '-' where the form has them). */
static int
uuid_form(const char *t, size_t len)
{
	size_t i;

	if (len != 36 || t[14] != '4')
		return 0;
	for (i = 0; i < len; i++)
		if (!((t[i] >= '0' && t[i] <= '9') ||
		      (t[i] >= 'a' && t[i] <= 'f') || t[i] == '-'))
			return 0;
	/* as the schema's GLOB '[0-9a-f]*-*-4*-*-*': a hexadecimal digit
	 * first, then dashes in order, "-4" among them */
	if (t[0] == '-' || t[13] != '-' || strchr(t + 15, '-') == NULL)
		return 0;
	return 1;
}

/* The checks across the fields of the rubber at node r, in the order the
 * format lists them. */
int
kl_imp_check_rules(imp *m, int r, kl_error *err)
{
	int type, k, x, e, rc, has, ok;
	int events = kl_imp_field(m, r, "events", &type);

	/* uuid */
	k = kl_imp_field(m, r, "uuid", &type);
	if ((type == KL_JTEXT) != (m->version >= 5))
		return kl_imp_mismatch(m, r, NULL, KL_N_("a rubber of format 5 needs "
		                "\"uuid\", one of an older format has none"),
		                err);
	if (type == KL_JTEXT) {
		if (!uuid_form(m->doc.nodes[k].text, m->doc.nodes[k].len))
			return kl_imp_mismatch(m, r, ".uuid", KL_N_("a rubber's "
			    "\"uuid\" must be a UUID as klopf writes it (36 "
			    "characters: lowercase hexadecimal digits and "
			    "'-')"), err);
		kl_imp_bind(m, ST_UUID, 1, k, NULL);
		rc = sqlite3_step(m->st[ST_UUID]);
		sqlite3_reset(m->st[ST_UUID]);
		if (rc == SQLITE_ROW)
			return kl_imp_mismatch(m, r, ".uuid", KL_N_("two rubbers have "
			                "the same \"uuid\""), err);
		if (rc != SQLITE_DONE)
			return kl_hsql_fail(m->db, rc, "checking the file",
			                    err);
	}
	has = kl_imp_field(m, r, "corrections", &type) >= 0;
	if (has != (m->version >= 3) ||
	    (kl_imp_field(m, r, "first_dealer", &type) >= 0) != (m->version >= 3))
		return kl_imp_mismatch(m, r, NULL, KL_N_("a rubber of format 3 or 4 "
		    "needs \"corrections\" and \"first_dealer\", one of format "
		    "1 or 2 has neither"), err);
	for (e = m->doc.nodes[events].child; e >= 0;
	     e = m->doc.nodes[e].next) {
		if ((kl_imp_field(m, e, "leave", &type) >= 0) != (m->version >= 4) ||
		    (kl_imp_field(m, e, "rules", &type) >= 0) != (m->version >= 4))
			return kl_imp_mismatch(m, e, NULL, KL_N_("an event of format 4 "
			    "needs \"leave\" and \"rules\", one of an older "
			    "format has neither"), err);
		x = kl_imp_field(m, e, "leave", &type);
		if (type == KL_JOBJECT &&
		    (rc = check_seat_list(m, x, "winners", err)))
			return rc;
		x = kl_imp_field(m, e, "rules", &type);
		if (type == KL_JOBJECT &&
		    kl_imp_field(m, x, "winners", &type) >= 0 &&
		    (rc = check_seat_list(m, x, "winners", err)))
			return rc;
	}
	k = kl_imp_field(m, r, "corrections", &type);
	for (x = has ? m->doc.nodes[k].child : -1; x >= 0;
	     x = m->doc.nodes[x].next) {
		static const char *const kinds[] = { "knock", "rummy", "gin",
		                                     "big_gin", NULL };
		int ko, kn, i, fo = 0, fn = 0;
		if ((ok = kl_imp_is_time(m, x, "at", 0, err)) < 0)
			return err->code;
		ko = kl_jdoc_get(&m->doc, kl_jdoc_get(&m->doc, x, "old"),
		                 "kind");
		kn = kl_jdoc_get(&m->doc, kl_jdoc_get(&m->doc, x, "new"),
		                 "kind");
		for (i = 0; kinds[i] != NULL; i++) {
			fo |= !strcmp(m->doc.nodes[ko].text, kinds[i]);
			fn |= !strcmp(m->doc.nodes[kn].text, kinds[i]);
		}
		if (!ok || !fo || !fn)
			return kl_imp_mismatch(m, x, NULL, KL_N_("a correction's \"at\" "
			    "is not an ISO 8601 time, or a kind is not one of "
			    "\"knock\", \"rummy\", \"gin\" and \"big_gin\""),
			    err);
	}
	for (e = m->doc.nodes[events].child; e >= 0;
	     e = m->doc.nodes[e].next) {
		int g = kl_imp_field(m, e, "game", &type);
		if (type != KL_JOBJECT)
			continue;
		if ((kl_imp_field(m, g, "winners", &type) >= 0) != (m->version >= 2))
			return kl_imp_mismatch(m, g, NULL, KL_N_("a game of format 2 or "
			    "later needs \"winners\", a game of format 1 has "
			    "none"), err);
		if ((rc = check_seat_list(m, g, "winners", err)))
			return rc;
	}
	if ((ok = kl_imp_is_time(m, r, "started_at", 0, err)) < 0 ||
	    (ok && (ok = kl_imp_is_time(m, r, "ended_at", 1, err)) < 0))
		return err->code;
	if (!ok)
		return kl_imp_mismatch(m, r, NULL, KL_N_("\"started_at\" or "
		                "\"ended_at\" is not an ISO 8601 time"), err);
	for (e = m->doc.nodes[events].child; e >= 0;
	     e = m->doc.nodes[e].next) {
		if ((ok = kl_imp_is_time(m, e, "at", 0, err)) < 0)
			return err->code;
		if (!ok)
			return kl_imp_mismatch(m, e, NULL, KL_N_("\"at\" is not an ISO "
			                "8601 time"), err);
	}
	k = kl_imp_field(m, r, "settings", &type);
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next)
		if (m->doc.nodes[x].type != KL_JTEXT)
			return kl_imp_mismatch(m, x, NULL, KL_N_("a setting's value "
			                "must be text"), err);
	for (e = m->doc.nodes[events].child; e >= 0;
	     e = m->doc.nodes[e].next) {
		static const char *const parts[] = { "game", "buyback",
		                                     "leave", "rules" };
		const char *kind = m->doc.nodes[kl_jdoc_get(&m->doc, e,
		                                            "kind")].text;
		size_t i;
		for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
			kl_imp_field(m, e, parts[i], &type);
			if (!strcmp(kind, parts[i]) != (type == KL_JOBJECT))
				return kl_imp_mismatch(m, e, NULL, KL_N_("an event's "
				    "\"kind\" and its \"game\", \"buyback\", "
				    "\"leave\" or \"rules\" disagree"), err);
		}
	}
	return KL_OK;
}

