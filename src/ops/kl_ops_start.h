/*
 * kl_ops_start.h - starting a rubber: checking the players' names, and
 * choosing its rules and first dealer.  Part of kl_ops.h, whose
 * conventions hold.
 */
#ifndef KL_OPS_START_H
#define KL_OPS_START_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_ops_rubber.h"
#include "kl_record.h"
#include "kl_rules.h"

/* Where the rules of a new rubber came from. */
enum kl_ops_rules_from {
	KL_RULES_GIVEN,    /* the caller's (--profile, --rule) */
	KL_RULES_LAST,     /* the last rubber's */
	KL_RULES_DEFAULT,  /* the defaults: there was no rubber before */
	KL_RULES_FALLBACK  /* the defaults: the last rubber's game does not
	                      take that many players */
};

typedef struct kl_ops_start_result {
	kl_ops_rubber after;  /* names as stored (an existing player keeps
	                         the spelling of his first rubber) */
	int rules_from;       /* enum kl_ops_rules_from */
	int64_t last;         /* KL_RULES_LAST: the rubber they came from;
	                         KL_RULES_FALLBACK: the rubber whose game did
	                         not fit */
	int last_game;        /* KL_RULES_FALLBACK: that game (enum
	                         kl_game_kind) */
} kl_ops_start_result;

/*
 * Check the players of a new rubber before anything is opened: a count
 * of KL_PLAYERS_MIN to KL_PLAYERS_MAX, every name acceptable
 * (kl_player_name_check), none given twice.  KL_OK or KL_EINPUT.
 */
int kl_ops_check_names(const char *const *names, int n, kl_error *err);

/*
 * The check kl_ops_start makes of names[0..n-1] against the players of
 * the database, for asking before starting (klopf play): each is a
 * player of the database (the same name but for ASCII case) or looks
 * like none of them (kl_utf8_skeleton).  Reads in a transaction of its
 * own.  KL_OK; KL_EINPUT with the message kl_ops_start would give;
 * else the store's codes or KL_ENOMEM.
 */
int kl_ops_check_known(kl_store *s, const char *const *names, int n,
                       kl_error *err);

/*
 * Start a rubber among names[0..n-1] in seating order under rules, or,
 * with rules NULL, under the rules of the last rubber as it ended (with
 * the changes made during it; the defaults when there is none).  The first named deals first, unless the last rubber
 * had the same players in the same seats and the rules say
 * first_dealer=rotate: then the player to the left of its first dealer
 * does.  Refused (KL_EINPUT) for a player
 * count out of range, a bad or repeated name, a new name that looks like
 * a player of the database (kl_utf8_skeleton; the same name but for
 * ASCII case is that player), or while another rubber is in play.  Antes are paid.  Names are checked as by
 * kl_ops_check_names.
 */
int kl_ops_start(kl_store *s, const kl_rules *rules,
                 const char *const *names, int n, kl_ops_start_result *out,
                 kl_error *err);

#endif
