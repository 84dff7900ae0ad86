/*
 * kl_ops_import.h - bringing in a file of klopf export: into an empty
 * database, or merged into one that has rubbers already; checked as
 * klopf verify checks.  Part of kl_ops.h, whose conventions hold.
 */
#ifndef KL_OPS_IMPORT_H
#define KL_OPS_IMPORT_H

#include "kl_error.h"
#include "kl_jscan.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/*
 * Import the document of `klopf export` that src reads (kl_jscan.h: a
 * file, a pipe or text in memory) into s, which must hold no players or
 * rubbers, in one write transaction: load it a rubber at a time
 * (kl_history_import_stream), replay every rubber and check its record
 * against the engine (kl_hist_verify), judge every game again
 * (kl_ops_judge_rubber), commit.  *nrubbers receives the rubbers
 * imported.  Nothing is written on any error: KL_EINPUT for what is
 * wrong with the file (the message says where), else the store's codes.
 */
int kl_ops_import(kl_store *s, const kl_jscan_source *src, int *nrubbers,
                  kl_error *err);

/* What a merge import did. */
typedef struct kl_ops_merge_result {
	int in_file;   /* rubbers in the file */
	int added;     /* rubbers added */
	int present;   /* rubbers that were here already, the same */
	int players;   /* players added */
} kl_ops_merge_result;

/*
 * Merge the document of `klopf export` src reads (format 5: its rubbers
 * have identities) into s, which may hold rubbers already: the file is
 * first imported and checked whole into a database in memory, as
 * kl_ops_import
 * does; then, in one write transaction on s, the rubbers s does not have
 * (by identity) are added with their players (matched by name, without
 * regard to case), those it has are left alone when their records are
 * the same, and every rubber added is checked again here (names, the
 * replay, every game judged).  Nothing is written on any error: KL_EINPUT
 * for what is wrong with the file, for a rubber whose identity is here
 * with another record, for a second rubber in play, or for a new player
 * whose name looks like another's; else the store's codes.
 */
int kl_ops_import_merge(kl_store *s, const kl_jscan_source *src,
                        kl_ops_merge_result *out, kl_error *err);

#endif
