/*
 * kl_store_code.h - the entry codes of the rubbers (schema/014): the
 * secret with which a table enters its own results.  Every rubber in
 * play has one (made when the rubber is, given at the upgrade to schema
 * 14 and after an import); a finished rubber keeps its row, but the
 * operations refuse its code.  The bytes come from kl_random_bytes.
 * Private to the operations (src/ops).  Every function returns KL_OK or
 * the store's error codes (kl_store.h).
 */
#ifndef KL_STORE_CODE_H
#define KL_STORE_CODE_H

#include <stdint.h>

#include "kl_code.h"
#include "kl_store.h"

/* Give every rubber in play that has no code one (new rubbers, rubbers
 * imported, the upgrade).  Must run inside a write transaction. */
int kl_store_code_fill(kl_store *s, kl_error *err);

/* The code of rubber into raw; KL_ENOTFOUND when it has none. */
int kl_store_code_get(kl_store *s, int64_t rubber,
                      uint8_t raw[KL_CODE_BYTES], kl_error *err);

/* A new code for rubber (the old one, if any, is gone), into raw.  Must
 * run inside a write transaction. */
int kl_store_code_renew(kl_store *s, int64_t rubber,
                        uint8_t raw[KL_CODE_BYTES], kl_error *err);

/* One stored code with what it opens. */
typedef struct kl_store_code_row {
	int64_t rubber;
	uint8_t code[KL_CODE_BYTES];
	int in_play;            /* 1: the rubber is in play */
	int last_over;          /* 1: it is over as its rules say (not
	                           abandoned) and nothing came after it: no
	                           rubber outside tournaments began later,
	                           or its tournament is open and drew no
	                           later series; its last game may still be
	                           taken back or corrected */
	int64_t tournament;     /* the tournament of its table, or 0 */
	int series, table;      /* that table's series and number, or 0 */
} kl_store_code_row;

/* Every stored code, into a malloc'd array *out of *n (NULL and 0 when
 * there are none; the caller frees *out). */
int kl_store_code_all(kl_store *s, kl_store_code_row **out, int *n,
                      kl_error *err);

#endif
