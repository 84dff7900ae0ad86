/* kl_ops_start.c - starting a rubber (kl_ops_start.h). */
#include "kl_ops_start.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_ops_int.h"
#include "kl_text.h"
#include "kl_utf8.h"
#include "kl_store.h"

int
kl_ops_check_names(const char *const *names, int n, kl_error *err)
{
	char *look[KL_PLAYERS_MAX] = { NULL };
	int i, k, rc = KL_OK;

	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX)
		return kl_error_set(err, KL_EINPUT, "a rubber needs %d to %d "
		                    "players, not %d", KL_PLAYERS_MIN,
		                    KL_PLAYERS_MAX, n);
	for (i = 0; i < n && rc == KL_OK; i++) {
		if ((rc = kl_player_name_check(names[i], err)) != KL_OK)
			break;
		look[i] = kl_utf8_skeleton(names[i]);
		if (look[i] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			break;
		}
		for (k = 0; k < i && rc == KL_OK; k++) {
			if (!strcasecmp(names[i], names[k]))
				rc = kl_error_set(err, KL_EINPUT, "%s is named "
				                  "twice", names[i]);
			else if (!strcmp(look[i], look[k]))
				rc = kl_error_set(err, KL_EINPUT, "%s and %s look "
				    "the same; give the players names that "
				    "differ", names[k], names[i]);
		}
	}
	for (i = 0; i < n; i++)
		free(look[i]);
	return rc;
}

/* Does s hold the code point cp? */
static int
holds(const char *s, int32_t cp)
{
	size_t n = strlen(s), i, k;
	int32_t c;

	for (i = 0; i < n; i += k) {
		if ((k = kl_utf8_decode(s + i, n - i, &c)) == 0)
			k = 1;
		else if (c == cp)
			return 1;
	}
	return 0;
}

/* Add to buf (size bytes, a string) the characters beyond ASCII that a
 * has and b lacks, as "U+XXXX" separated by ", ", while *count (those
 * in buf) is under 4. */
static void
list_extra(const char *a, const char *b, char *buf, size_t size,
           int *count)
{
	size_t n = strlen(a), i, k, o;
	int32_t cp;

	for (i = 0; i < n && *count < 4; i += k) {
		if ((k = kl_utf8_decode(a + i, n - i, &cp)) == 0) {
			k = 1;
			continue;
		}
		if (cp < 0x80 || holds(b, cp))
			continue;
		o = strlen(buf);
		snprintf(buf + o, size - o, "%sU+%04X", o ? ", " : "",
		         (unsigned)cp);
		(*count)++;
	}
}

/*
 * Is each of names[0..n-1] (in NFC) either a player of the database (the
 * same name but for ASCII case, as the store finds players) or a name
 * that looks like none of them (kl_utf8_skeleton)?  Otherwise a new
 * name would seat a second "Ben" beside the known one.  Reads the
 * players in the transaction of s.  KL_OK; KL_EINPUT naming the new name,
 * the player it looks like and the characters (U+XXXX) that tell them
 * apart; else the store's codes or KL_ENOMEM.
 */
static int
check_known(kl_store *s, char *const *names, int n, kl_error *err)
{
	kl_player_names p;
	char *look = NULL, *known = NULL, which[64];
	int i, k, rc, nwhich;

	memset(&p, 0, sizeof(p));
	if ((rc = kl_store_player_names(s, &p, err)) != KL_OK)
		goto done;
	for (i = 0; i < n && rc == KL_OK; i++) {
		for (k = 0; k < p.n && strcasecmp(names[i], p.names[k]); k++)
			;
		if (k < p.n)
			continue;  /* a known player */
		free(look);
		if ((look = kl_utf8_skeleton(names[i])) == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		for (k = 0; k < p.n && rc == KL_OK; k++) {
			free(known);
			/* a stored name that is no valid UTF-8 (edited by
			 * hand) looks like nothing typed */
			if ((known = kl_utf8_skeleton(p.names[k])) == NULL)
				continue;
			if (strcmp(look, known))
				continue;
			/* which characters make the difference: the
			 * names may look alike on the screen too */
			which[0] = '\0';
			nwhich = 0;
			list_extra(names[i], p.names[k], which, sizeof(which),
			           &nwhich);
			list_extra(p.names[k], names[i], which, sizeof(which),
			           &nwhich);
			rc = kl_error_set(err, KL_EINPUT, "%s looks the same as "
			    "%s, who has played before (the names differ in "
			    "%s); type that name as it is, or give the new "
			    "player a name that differs", names[i], p.names[k],
			    which);
		}
	}
done:
	free(look);
	free(known);
	free(p.names);
	return rc;
}

int
kl_ops_check_known(kl_store *s, const char *const *names, int n,
                   kl_error *err)
{
	char *nfc[KL_PLAYERS_MAX] = { NULL };
	int k, rc = KL_OK;

	if (n < 0 || n > KL_PLAYERS_MAX)
		return kl_error_set(err, KL_EINPUT, "a rubber needs %d to %d "
		                    "players, not %d", KL_PLAYERS_MIN,
		                    KL_PLAYERS_MAX, n);
	for (k = 0; k < n && rc == KL_OK; k++)
		if (!kl_utf8_valid(names[k], strlen(names[k])))
			rc = kl_error_set(err, KL_EINPUT, "player name is not "
			                  "valid UTF-8");
		else if ((nfc[k] = kl_utf8_nfc(names[k])) == NULL)
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
	if (rc == KL_OK && (rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = check_known(s, nfc, n, err);
	kl_store_rollback(s);
	for (k = 0; k < n; k++)
		free(nfc[k]);
	return rc;
}

/* Does row seat names[0..n-1] in that order (names in any case)? */
static int
same_table(const kl_rubber_row *row, const char *const *names, int n)
{
	int k;

	if (row->nplayers != n)
		return 0;
	for (k = 0; k < n; k++)
		if (strcasecmp(row->names[k], names[k]))
			return 0;
	return 1;
}

int
kl_ops_start(kl_store *s, const kl_rules *rules, const char *const *names,
             int n, kl_ops_start_result *out, kl_error *err)
{
	kl_rubber_row last;
	kl_rubber r;
	kl_event_result antes;
	kl_rules chosen;
	int64_t id;
	int rc, k;
	char list[KL_PLAYERS_MAX * 72];
	const char *inplay[KL_PLAYERS_MAX];
	char *nfc[KL_PLAYERS_MAX] = { NULL };

	memset(out, 0, sizeof(*out));
	if ((rc = kl_ops_check_names(names, n, err)) != KL_OK)
		return rc;
	/* names are kept in one form (NFC): the same name typed with a
	 * composed or a decomposed letter is one player */
	for (k = 0; k < n; k++) {
		nfc[k] = kl_utf8_nfc(names[k]);
		if (nfc[k] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK)
		goto done;
	rc = kl_store_rubber_in_play(s, &last, err);
	if (rc == KL_OK) {
		for (k = 0; k < last.nplayers; k++)
			inplay[k] = last.names[k];
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld is in play (%s); "
		    "finish it, or end it with 'klopf abandon'",
		    (long long)last.id, kl_text_list(inplay, last.nplayers,
		    list, sizeof(list)));
		goto done;
	}
	if (rc != KL_ENOTFOUND ||
	    (rc = check_known(s, nfc, n, err)) != KL_OK)
		goto done;
	rc = kl_store_rubber_latest(s, &last, err);
	if (rc != KL_OK && rc != KL_ENOTFOUND)
		goto done;
	if (rules != NULL) {
		chosen = *rules;
		out->rules_from = KL_RULES_GIVEN;
	} else if (rc == KL_OK) {
		/* the rules as the last rubber ended: with the changes the
		 * table made during it (its first dealer is its own) */
		kl_ops_rubber *prev = malloc(sizeof(*prev));
		if (prev == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		rc = kl_ops_load_id(s, last.id, prev, err);
		chosen = prev->state.rules;
		chosen.first_seat = last.rules.first_seat;
		free(prev);
		if (rc != KL_OK)
			goto done;
		out->rules_from = KL_RULES_LAST;
		out->last = last.id;
		/* a table of another size than the last game takes plays
		 * the default game, with its default rules */
		if (kl_rubber_players_fit(&chosen, n, NULL) != KL_OK) {
			out->rules_from = KL_RULES_FALLBACK;
			out->last_game = chosen.game;
			kl_rules_default(&chosen);
		}
	} else {
		kl_rules_default(&chosen);
		out->rules_from = KL_RULES_DEFAULT;
	}
	/* the same players in the same seats: with first_dealer=rotate the
	 * first deal moves one seat to the left of the last one's */
	chosen.first_seat = 0;
	if (rc == KL_OK && chosen.first_dealer == KL_FIRST_ROTATE &&
	    same_table(&last, names, n))
		chosen.first_seat = (last.rules.first_seat + 1) % n;
	if ((rc = kl_rubber_start(&r, &chosen, n, &antes, err)) != KL_OK ||
	    (rc = kl_store_rubber_create(s, &chosen,
	                                 (const char *const *)nfc, n, &antes,
	                                 &id, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	for (k = 0; k < KL_PLAYERS_MAX; k++)
		free(nfc[k]);
	return rc;
}
