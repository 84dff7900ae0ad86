/*
 * kl_history_import_int.h - what the two files of the import of a klopf
 * export share (kl_history_import.c: reading the file and inserting
 * each rubber; kl_history_import_check.c: the format's checks of each
 * piece): the state of one import, the fields of the format's objects
 * and the statements.  Private to those files.
 */
#ifndef KL_HISTORY_IMPORT_INT_H
#define KL_HISTORY_IMPORT_INT_H

#include <sqlite3.h>

#include "kl_error.h"
#include "kl_history_json.h"
#include "kl_jdoc.h"

/* Type sets of a field: a bit per enum kl_jtype, and one for "missing". */
#define T_NULL (1u << KL_JNULL)
#define T_INT (1u << KL_JINT)
#define T_TEXT (1u << KL_JTEXT)
#define T_ARRAY (1u << KL_JARRAY)
#define T_OBJECT (1u << KL_JOBJECT)
#define T_MISSING (1u << KL_JTYPES)

/* One field of an object of the format: its key, the types it may have
 * and how the message names them. */
typedef struct ifield {
	const char *key;
	unsigned types;
	const char *names;
} ifield;

/* The statements of an import, prepared once. */
enum {
	ST_PLAYER, ST_RUBBER, ST_SETTING, ST_SEAT, ST_EVENT, ST_GAME, ST_HAND,
	ST_BUYBACK, ST_LEAVE, ST_RULE, ST_WINNER, ST_CORRECTION, ST_TRANSFER,
	ST_TIME, ST_UUID, ST_TOURN, ST_TSETTING, ST_TPLAYER, ST_TSERIES,
	ST_TTABLE, ST_COUNT
};

/* One import under way. */
typedef struct imp {
	sqlite3 *db;
	sqlite3_stmt *st[ST_COUNT];
	kl_jdoc doc;
	int version;          /* format_version, 0 until read */
	int min_version;      /* the least format_version taken */
	kl_history_loaded loaded; /* called after each rubber, or NULL */
	void *ctx;
	long long *later;     /* format 1: the rubbers to hand to loaded
	                         once their winners are filled in */
	int nlater, later_cap;
	char prefix[64];      /* the path of the document's root */
	unsigned long long at;/* the byte of the file the document starts */
	/* the rubber being loaded: its seats and its events' ids */
	long long rubber;
	int seats[64];
	int nseats;
	long long *events;
	int nevents, cap;
} imp;


/* The fields of the top object and of a player. */
extern const ifield kl_imp_top_fields[];
extern const ifield kl_imp_player_fields[];

/* Insert the tournaments of the array at the root of m->doc (format 6:
 * before the rubbers, which name their tables).  KL_OK, KL_EINPUT for
 * what does not match the format, or the store's error. */
int kl_imp_tournaments(imp *m, kl_error *err);

/* The table of a tournament that the rubber at node r plays (its member
 * "tournament"), recorded once the rubber is.  KL_OK or an error. */
int kl_imp_rubber_table(imp *m, int r, kl_error *err);

/* "the file does not match the export format at PLACE: PROBLEM" for
 * node of m->doc (extra, may be NULL, follows the place); KL_EINPUT. */
int kl_imp_mismatch(imp *m, int node, const char *extra, const char *problem,
                    kl_error *err);

/* The member key of object obj of m->doc, or -1; its type into *type
 * (KL_JTYPES: missing). */
int kl_imp_field(const imp *m, int obj, const char *key, int *type);

/* Is node obj an object with the fields f of their types, no integer
 * too large and no other field?  KL_OK or KL_EINPUT. */
int kl_imp_check_fields(imp *m, int obj, const ifield *f, kl_error *err);

/* Step statement which (bound), reset it and clear its bindings; what
 * names the work in an error.  KL_OK or the store's error (KL_EINPUT for
 * a constraint the file breaks). */
int kl_imp_run(imp *m, int which, const char *what, kl_error *err);

/* Bind member key of node obj (key NULL: obj itself; missing: NULL) to
 * parameter i of statement which, by its type (texts as decoded,
 * objects and arrays as their text).  The text lives in m->doc. */
void kl_imp_bind(imp *m, int which, int i, int obj, const char *key);

/* The integer of member key of obj (0 when it is none). */
long long kl_imp_num(const imp *m, int obj, const char *key);

/* 1 if member key of obj is an ISO 8601 time SQLite reads (or, with
 * may_be_null, JSON null); else 0; -1 with err set on a failure. */
int kl_imp_is_time(imp *m, int obj, const char *key, int may_be_null,
                   kl_error *err);

/* The fields of every object of the rubber at node r (KL_OK or
 * KL_EINPUT), and the checks across them (the fields a format version
 * has, the uuid's form and that no rubber loaded has it, times, texts of
 * settings, an event's kind and its parts). */
int kl_imp_check_objects(imp *m, int r, kl_error *err);
int kl_imp_check_rules(imp *m, int r, kl_error *err);

#endif
