/*
 * kl_history_merge.h - merging the rubbers of another klopf database
 * into this one (klopf import --merge), by the rubbers' identities
 * (rubber.uuid, schema 7).
 *
 * The other database is attached to the store's connection under a
 * schema name (kl_store_attach) and must already hold a checked import
 * (kl_ops_import into a database of its own): this module only copies
 * rows, giving them ids that are free here, and compares rubbers.
 */
#ifndef KL_HISTORY_MERGE_H
#define KL_HISTORY_MERGE_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_store.h"

/* What a merge did. */
typedef struct kl_merge_result {
	int added;            /* rubbers added */
	int present;          /* rubbers that were here already, the same */
	int nplayers;         /* players added */
	int64_t *rubbers;     /* the ids the added rubbers got here, in the
	                         order of the other database (malloc'd) */
	int64_t *players;     /* the ids the added players got (malloc'd) */
} kl_merge_result;

/*
 * Merge the rubbers of the database attached as schema into the main
 * one, inside the caller's write transaction.  A rubber whose uuid is
 * here already is left alone when its record (rules, seats by name,
 * state, events with their games, hands, buy-backs, players leaving,
 * rule changes and corrections) is the same, and refused (KL_EINPUT,
 * nothing merged) when it differs.  Every other rubber is added with new
 * ids; its players are matched by name (without regard to case) and
 * added when there is none of that name.  Refused (KL_EINPUT) when it
 * would put a second rubber in play.  *out is filled on KL_OK and must be
 * freed with kl_merge_result_free (also after an error).
 */
int kl_history_merge(kl_store *s, const char *schema, kl_merge_result *out,
                     kl_error *err);

/* Free what kl_history_merge allocated in r (r may be zeroed). */
void kl_merge_result_free(kl_merge_result *r);

#endif
