/*
 * kl_history_json.h - the whole history as one JSON document (klopf
 * export) and the way back into an empty database (klopf import).
 * Errors as in kl_history.h.
 */
#ifndef KL_HISTORY_JSON_H
#define KL_HISTORY_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"
#include "kl_history.h"
#include "kl_jscan.h"
#include "kl_store.h"

/*
 * Where an export goes: put(ctx, text, len, err) takes the next len bytes
 * of the document (text is not NUL-terminated and is only valid during
 * the call) and returns KL_OK, or an error code with err set, which
 * stops the export.
 */
typedef int (*kl_history_put)(void *ctx, const char *text, size_t len,
                              kl_error *err);

/*
 * The whole history of range (only since is used; NULL: everything) as
 * one JSON document, written by SQLite's JSON functions: players,
 * rubbers with their settings, seats, events (with games, hands and
 * buy-backs, and the winners under the game that ended the rubber) and
 * chip transfers, every table's rows in key order, ids kept.  The format
 * is "format_version" 5.  The document is handed to put in pieces, in
 * order, as it is made (a player or a rubber at a time), so memory does
 * not grow with the history; nothing is held back when an error stops
 * it, so what put received may be cut short.  Returns KL_OK, put's
 * error, or the store's.
 */
int kl_history_export_json_to(kl_store *s, const kl_history_range *range,
                              kl_history_put put, void *ctx,
                              kl_error *err);

/*
 * The same document as kl_history_export_json_to, whole, into *json
 * (malloc'd; the caller frees it; NULL after an error).  For callers
 * that want the text in memory (the merge, tests).
 */
int kl_history_export_json(kl_store *s, const kl_history_range *range,
                           char **json, kl_error *err);

/*
 * Load a document made by kl_history_export_json, read from src a rubber
 * at a time (kl_jscan.h), into the database, which must hold no players
 * and no rubbers.  Each piece is checked against the format as it comes
 * (every field's presence and JSON type, no unknown fields, no key twice,
 * no text holding U+0000, the kind of each event matching its parts, the
 * fields a format version has, times SQLite reads), then inserted with
 * its ids; the schema's constraints and the links inside a rubber (hands
 * and chips of its seats, transfers of its events) check the rest.
 * Format 1 (older klopf) has no winners; those of its finished rubbers
 * are recorded by replaying them with the replay the store was opened
 * with (kl_store_fill_winners).  A file whose rubbers come before its
 * "format_version" and "players" is read twice (src->rewind; without it,
 * refused).  Memory holds one rubber (at most 64 MiB of its text).  Must
 * run inside a write transaction: on any error the caller rolls back and
 * nothing is changed.  *nrubbers receives the rubbers loaded, *version
 * (may be NULL) the file's format_version as soon as it is read (0 when
 * it is not), also after an error.  Returns KL_OK, KL_EINPUT (the
 * document is malformed or does not fit, with the place in it), KL_ERULE
 * (the database is not empty, or the file's format_version is below
 * min_version), KL_ESTORE (also: the source failed) or KL_ENOMEM.
 * loaded, where not NULL, is called with ctx and the id of each rubber
 * as soon as it is inserted (its rows are still in SQLite's cache: the
 * place to judge it); an error it returns stops the import.
 */
typedef int (*kl_history_loaded)(void *ctx, int64_t rubber,
                                 kl_error *err);
int kl_history_import_stream(kl_store *s, const kl_jscan_source *src,
                             int min_version, kl_history_loaded loaded,
                             void *ctx, int *nrubbers, int *version,
                             kl_error *err);

/* kl_history_import_stream of the document json in memory. */
int kl_history_import_json(kl_store *s, const char *json, int *nrubbers,
                           kl_error *err);

/*
 * The "format_version" of json (a document of klopf export) into
 * *version, 0 when it has none or is not JSON; reads nothing else.
 */
int kl_history_json_format(kl_store *s, const char *json, int *version,
                           kl_error *err);

#endif
