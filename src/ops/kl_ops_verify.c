/* kl_ops_verify.c - judging a recorded rubber again, and checking a
 * whole database (kl_ops_verify.h). */
#include "kl_ops_verify.h"

#include <stdlib.h>
#include <string.h>

#include "kl_hist.h"
#include "kl_history.h"
#include "kl_ops_int.h"
#include "kl_store.h"

int
kl_ops_judge_rubber(kl_store *s, int64_t id, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	kl_stored_event *ev = NULL;
	kl_stored_hand *hands = NULL;
	kl_stored_game sg;
	kl_event event;
	kl_game *g = NULL;
	kl_error why;
	int nev = 0, nhands = 0, i, k, seat, rc;
	long long rid = (long long)id;

	memset(&sg, 0, sizeof(sg));
	r = calloc(1, sizeof(*r));
	g = malloc(sizeof(*g));
	if (r == NULL || g == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_rubber_get(s, id, &r->row, err)) != KL_OK ||
	    (rc = kl_store_rubber_record(s, id, &ev, &nev, err)) != KL_OK ||
	    (rc = kl_store_rubber_hands(s, id, &hands, &nhands, err)) != KL_OK ||
	    (rc = kl_rubber_start(&r->state, &r->row.rules, r->row.nplayers,
	                          NULL, err)) != KL_OK)
		goto done;
	for (i = 0; i < nev; i++) {
		memset(&event, 0, sizeof(event));
		event.kind = ev[i].kind;
		event.seat = ev[i].seat;
		if (ev[i].kind == KL_EVENT_RULES) {
			event.setting = kl_rules_find(ev[i].key);
			if (event.setting < 0 ||
			    kl_rules_read_value(event.setting, ev[i].value,
			                        &event.value, &why) != KL_OK) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld: "
				    "the rule change \"%s=%s\" is not one klopf "
				    "makes", rid, ev[i].key, ev[i].value);
				goto done;
			}
		}
		if (ev[i].kind == KL_EVENT_GAME && ev[i].dead) {
			event.dead = 1;
			event.upcard = -1;
		} else if (ev[i].kind == KL_EVENT_GAME) {
			int dw[KL_PLAYERS_MAX];
			kl_stored_game_free(&sg);
			if ((rc = kl_ops_stored_game(&ev[i], hands, nhands,
			                             &sg, err)) != KL_OK)
				goto done;
			kl_error_clear(&why);
			if (kl_ops_judge_stored(r, &sg, g, &why) != KL_OK) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "game %d: %s", rid, ev[i].number, why.msg);
				goto done;
			}
			/* every hand gives the deadwood recorded (gin: the
			 * defender's after his layoffs) */
			kl_game_deadwood(g, dw);
			for (k = 0; k < nhands; k++) {
				const kl_game_hand *h;
				if (hands[k].game != ev[i].number)
					continue;
				seat = hands[k].seat;
				h = &g->hand[seat];
				if (dw[seat] != hands[k].deadwood ||
				    h->as_points != (hands[k].typed_as_points !=
				                     0)) {
					rc = kl_error_set(err, KL_EINPUT, "rubber "
					    "%lld, game %d: the hand of %s counts "
					    "%d, not the %d recorded", rid,
					    ev[i].number, r->row.names[seat],
					    dw[seat], hands[k].deadwood);
					goto done;
				}
			}
			kl_game_event(g, &event);
			if (event.worth != ev[i].worth) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "game %d: going out is worth %d, not the %d "
				    "recorded", rid, ev[i].number, event.worth,
				    ev[i].worth);
				goto done;
			}
			if (event.rummy != ev[i].rummy || event.big != ev[i].big) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "game %d is recorded as %s, but the cards "
				    "make it %s", rid, ev[i].number,
				    kl_game_kind_word(&r->row.rules, &(kl_event){
				        .rummy = ev[i].rummy, .big = ev[i].big }),
				    kl_game_kind_word(&r->row.rules, &event));
				goto done;
			}
		}
		if ((rc = kl_rubber_apply(&r->state, &event, NULL, err)) !=
		    KL_OK)
			goto done;
	}
	rc = KL_OK;
done:
	kl_stored_game_free(&sg);
	free(ev);
	kl_store_hands_free(hands, nhands);
	free(g);
	free(r);
	return rc;
}

/* Does every player's name pass kl_player_name_check, as klopf new
 * would ask?  KL_OK; KL_EINPUT naming the first that does not (by its
 * place, oldest first); else the store's codes. */
static int
check_names(kl_store *s, kl_error *err)
{
	kl_player_names p;
	kl_error why;
	int i, rc = KL_OK;

	memset(&p, 0, sizeof(p));
	if ((rc = kl_store_player_names(s, &p, err)) != KL_OK)
		return rc;
	for (i = 0; i < p.n && rc == KL_OK; i++)
		if (kl_player_name_check(p.names[i], &why) != KL_OK)
			rc = kl_error_set(err, KL_EINPUT, "the name of player %d "
			    "(oldest first) is not one klopf takes: %s", i + 1,
			    why.msg);
	free(p.names);
	return rc;
}

int
kl_ops_verify(kl_store *s, int *nrubbers, kl_error *err)
{
	kl_history_rubber *list = NULL;
	kl_hist h;
	int rc, n = 0, i;

	memset(&h, 0, sizeof(h));
	*nrubbers = 0;
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK ||
	    (rc = kl_store_check(s, err)) != KL_OK ||
	    (rc = check_names(s, err)) != KL_OK ||
	    (rc = kl_history_rubbers(s, NULL, &list, &n, err)) != KL_OK)
		goto done;
	for (i = 0; i < n; i++) {
		if ((rc = kl_hist_load(s, list[i].id, &h, err)) != KL_OK) {
			if (rc == KL_ESTORE)
				err->code = rc = KL_EINPUT;
			goto done;
		}
		if ((rc = kl_hist_verify(&h, err)) != KL_OK ||
		    (rc = kl_ops_judge_rubber(s, list[i].id, err)) != KL_OK)
			goto done;
		kl_hist_free(&h);
		(*nrubbers)++;
	}
	rc = KL_OK;
done:
	kl_hist_free(&h);
	free(list);
	kl_store_rollback(s);
	return rc;
}
