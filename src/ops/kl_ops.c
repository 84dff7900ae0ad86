/* kl_ops.c - the operations on a rubber (see kl_ops.h). */
#include "kl_ops.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_hist.h"
#include "kl_history.h"
#include "kl_history_merge.h"
#include "kl_history_json.h"
#include "kl_json.h"
#include "kl_text.h"
#include "kl_utf8.h"

int
kl_ops_load(kl_store *s, int which, kl_ops_rubber *out, kl_error *err)
{
	kl_event *ev = NULL;
	kl_error why;
	int rc, n = 0;

	memset(out, 0, sizeof(*out));
	rc = which == KL_OPS_IN_PLAY ?
	    kl_store_rubber_in_play(s, &out->row, err) :
	    kl_store_rubber_latest(s, &out->row, err);
	if (rc == KL_ENOTFOUND) {
		rc = which == KL_OPS_IN_PLAY ?
		    kl_error_set(err, KL_ENOTFOUND, "no rubber is in play; "
		                 "start one with 'klopf new NAME NAME...'") :
		    kl_error_set(err, KL_ENOTFOUND, "no rubbers yet; start one "
		                 "with 'klopf new NAME NAME...'");
		goto done;
	}
	if (rc != KL_OK)
		goto done;
	if ((rc = kl_store_rubber_events(s, out->row.id, &ev, &n, err)))
		goto done;
	kl_error_clear(&why);
	if (kl_rubber_replay(&out->state, &out->row.rules, out->row.nplayers,
	                     ev, n, &why) != KL_OK) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not replay: "
		                  "%s", (long long)out->row.id, why.msg);
		goto done;
	}
	out->nevents = n;
	rc = KL_OK;
done:
	free(ev);
	return rc;
}

int
kl_ops_look(kl_store *s, int which, kl_ops_rubber *out, kl_error *err)
{
	int rc;

	if ((rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = kl_ops_load(s, which, out, err);
	kl_store_rollback(s);
	return rc;
}

void
kl_ops_table(const kl_ops_rubber *r, kl_game_table *out)
{
	int k;

	memset(out, 0, sizeof(*out));
	out->rules = r->state.rules;
	out->rubber = (long long)r->row.id;
	out->nplayers = r->row.nplayers;
	for (k = 0; k < r->row.nplayers; k++) {
		out->names[k] = r->row.names[k];
		out->out[k] = r->state.seat[k].out;
	}
}

int
kl_ops_seat(const kl_ops_rubber *r, const char *name, int *seat,
            kl_error *err)
{
	const char *names[KL_PLAYERS_MAX];
	char quoted[KL_QUOTE_SIZE], all[KL_PLAYERS_MAX * 72];
	int k;

	for (k = 0; k < r->row.nplayers; k++) {
		names[k] = r->row.names[k];
		if (!strcasecmp(names[k], name)) {
			*seat = k;
			return KL_OK;
		}
	}
	kl_text_quote(name, KL_QUOTE_MAX, quoted, sizeof(quoted));
	kl_text_list(names, r->row.nplayers, all, sizeof(all));
	if (name[0] == '\0')
		return kl_error_set(err, KL_EINPUT, "the player's name is "
		                    "empty; rubber %lld is played by %s",
		                    (long long)r->row.id, all);
	k = kl_text_nearest(name, names, r->row.nplayers);
	if (k >= 0)
		return kl_error_set(err, KL_EINPUT, "%s does not play in rubber "
		    "%lld (%s); did you mean %s?", quoted, (long long)r->row.id,
		    all, names[k]);
	return kl_error_set(err, KL_EINPUT, "%s does not play in rubber %lld "
	    "(%s)", quoted, (long long)r->row.id, all);
}

/* ---- starting ---- */

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

static int load_id(kl_store *s, int64_t id, kl_ops_rubber *out,
                   kl_error *err);

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
	if (rc != KL_ENOTFOUND)
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
		rc = load_id(s, last.id, prev, err);
		chosen = prev->state.rules;
		chosen.first_seat = last.rules.first_seat;
		free(prev);
		if (rc != KL_OK)
			goto done;
		out->rules_from = KL_RULES_LAST;
		out->last = last.id;
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
	/* names are kept in one form (NFC): the same name typed with a
	 * composed or a decomposed letter is one player */
	for (k = 0; k < n; k++) {
		nfc[k] = kl_utf8_nfc(names[k]);
		if (nfc[k] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
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

/* ---- booking a game ---- */

/* Canonical names of a card list, space separated, into buf. */
static void
card_text(const kl_cardlist *l, char *buf, size_t size)
{
	char name[KL_CARD_NAME_MAX];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < l->n && o < size; i++) {
		kl_card_name(l->cards[i], KL_STYLE_ASCII, name, sizeof(name));
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? " " : "",
		                      name);
	}
}

/*
 * The stored form of an arrangement: {"melds":[[...],...],
 * "unmatched":[...]} and "discard":"9H" when there is one.  Returns the
 * malloc'd text (the caller frees it) or NULL when out of memory.
 */
static char *
arrangement_json(const kl_arrangement *a, const kl_card *layoffs,
                 int nlayoffs)
{
	kl_json j;
	int i;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "melds");
	kl_json_array(&j);
	for (i = 0; i < a->nmelds; i++)
		kl_json_cards(&j, a->melds[i].cards, a->melds[i].n);
	kl_json_end(&j);
	kl_json_key(&j, "unmatched");
	kl_json_cards(&j, a->unmatched, a->nunmatched);
	if (a->discard != KL_NO_CARD) {
		kl_json_key(&j, "discard");
		kl_json_card(&j, a->discard);
	}
	if (nlayoffs > 0) {
		kl_json_key(&j, "layoffs");
		kl_json_cards(&j, layoffs, nlayoffs);
	}
	kl_json_end(&j);
	return kl_json_take(&j);
}

/* The event game g books (kind KL_EVENT_GAME). */
static void
game_event(const kl_game *g, kl_event *ev)
{
	int s;

	memset(ev, 0, sizeof(*ev));
	ev->kind = KL_EVENT_GAME;
	ev->declarer = g->declarer;
	ev->rummy = g->kind == KL_VERDICT_RUMMY ||
	            g->kind == KL_VERDICT_BIG_GIN;
	ev->big = g->kind == KL_VERDICT_BIG_GIN;
	ev->upcard = g->upcard;
	ev->worth = g->worth;
	kl_game_deadwood(g, ev->deadwood);
	for (s = 0; s < g->t.nplayers; s++) {
		const kl_arrangement *a = kl_game_shown(g, s);
		ev->melded[s] = a != NULL && a->nmelds > 0;
	}
}

/*
 * Book judged game g on r (loaded in the open write transaction): the
 * engine, then the rows.  Fills out except out->after.
 */
static int
book(kl_store *s, kl_ops_rubber *r, const kl_game *g,
     kl_ops_game_result *out, kl_error *err)
{
	kl_hand_row rows[KL_PLAYERS_MAX];
	char *json[KL_PLAYERS_MAX] = { NULL };
	char cards[KL_PLAYERS_MAX][KL_CARDLIST_MAX * 4];
	char discard[KL_CARD_NAME_MAX], upcard[KL_CARD_NAME_MAX];
	int i, n = 0, rc;
	kl_game_row game;
	kl_event ev;
	const kl_arrangement *da;

	out->number = r->state.games + 1;
	out->dealer = r->state.dealer;
	game_event(g, &ev);
	if ((rc = kl_rubber_apply(&r->state, &ev, &out->res, err)) != KL_OK)
		goto done;
	for (i = 0; i < g->norder; i++) {
		int seat = g->order[i];
		const kl_game_hand *h = &g->hand[seat];
		const kl_arrangement *a = kl_game_shown(g, seat);
		int defender = g->gin_done && seat != g->declarer;
		rows[n].seat = seat;
		rows[n].typed = h->typed;
		rows[n].cards = NULL;
		rows[n].arrangement = NULL;
		if (a != NULL) {
			card_text(&h->list, cards[n], sizeof(cards[n]));
			json[n] = arrangement_json(a, g->gin.layoffs,
			                           defender ? g->gin.nlayoffs : 0);
			if (json[n] == NULL) {
				rc = kl_error_set(err, KL_ENOMEM, "out of memory");
				goto done;
			}
			rows[n].cards = cards[n];
			rows[n].arrangement = json[n];
		}
		rows[n].deadwood = ev.deadwood[seat];
		rows[n].points = out->res.points[seat];
		rows[n].typed_as_points = h->as_points;
		n++;
	}
	game.number = out->number;
	game.dealer = out->dealer;
	game.declarer = g->declarer;
	game.kind = kl_game_kind_word(&r->state.rules, &ev);
	game.discard = NULL;
	game.upcard = NULL;
	game.worth = ev.worth;
	da = kl_game_shown(g, g->declarer);
	if (da != NULL && da->discard != KL_NO_CARD) {
		kl_card_name(da->discard, KL_STYLE_ASCII, discard,
		             sizeof(discard));
		game.discard = discard;
	}
	if (g->upcard >= 0) {
		kl_card_name((kl_card)g->upcard, KL_STYLE_ASCII, upcard,
		             sizeof(upcard));
		game.upcard = upcard;
	}
	game.nhands = n;
	game.hands = rows;
	rc = kl_store_add_game(s, r->row.id, &game, &out->res, r->state.phase,
	                       err);
done:
	for (i = 0; i < KL_PLAYERS_MAX; i++)
		free(json[i]);
	return rc;
}

/*
 * Book a dead hand of gin on r (loaded in the open write transaction):
 * nobody knocked, nothing is scored, the deal moves as next_dealer says.
 * Fills out except out->after and out->game.
 */
static int
book_dead(kl_store *s, kl_ops_rubber *r, kl_ops_game_result *out,
          kl_error *err)
{
	kl_game_row game;
	kl_event ev;
	int rc;

	if (r->state.rules.game != KL_GAME_GIN)
		return kl_error_set(err, KL_EINPUT, "only a hand of gin can be "
		                    "dead");
	memset(&ev, 0, sizeof(ev));
	ev.kind = KL_EVENT_GAME;
	ev.dead = 1;
	ev.upcard = -1;
	out->number = r->state.games + 1;
	out->dealer = r->state.dealer;
	out->game.def = kl_gamedef_of(&r->state.rules);
	if ((rc = kl_rubber_apply(&r->state, &ev, &out->res, err)) != KL_OK)
		return rc;
	memset(&game, 0, sizeof(game));
	game.number = out->number;
	game.dealer = out->dealer;
	game.declarer = out->dealer;
	game.kind = "dead";
	return kl_store_add_game(s, r->row.id, &game, &out->res,
	                         r->state.phase, err);
}

int
kl_ops_dead(kl_store *s, kl_ops_game_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	out->game.declarer = -1;
	out->game.kind = -1;
	out->game.upcard = -1;
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK ||
	    (rc = book_dead(s, r, out, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	if (out->after.row.id == 0)
		out->after.row = r->row;
	free(r);
	return rc;
}

int
kl_ops_game(kl_store *s, const char *declarer, int kind, int nargs,
            const char *const *args, kl_ops_game_result *out, kl_error *err)
{
	return kl_ops_game_upcard(s, declarer, kind, -1, nargs, args, out,
	                          err);
}

int
kl_ops_game_upcard(kl_store *s, const char *declarer, int kind, int upcard,
                   int nargs, const char *const *args,
                   kl_ops_game_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	kl_game_table table;
	int rc, k;

	memset(out, 0, sizeof(*out));
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		goto done;
	kl_ops_table(r, &table);
	kl_game_start(&out->game, &table);
	/* Phỏm's showdown: the hands are judged from the dealer's left */
	if (declarer == NULL && table.rules.game == KL_GAME_PHOM &&
	    kind == KL_VERDICT_KNOCK)
		declarer = table.names[(r->state.dealer + 1) % table.nplayers];
	if (declarer == NULL) {
		rc = kl_error_set(err, KL_EINPUT, "only a hand of phom goes to "
		                  "the showdown without a declarer");
		goto done;
	}
	if (table.rules.game == KL_GAME_GIN && table.rules.oklahoma &&
	    upcard < 0) {
		rc = kl_error_set(err, KL_EINPUT, "under oklahoma every hand "
		                  "needs its upcard (--upcard CARD)");
		goto done;
	}
	if ((rc = kl_game_judge_upcard(&out->game, declarer, kind, upcard,
	                               nargs, args, err)) != KL_OK ||
	    (rc = book(s, r, &out->game, out, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	/* the names of the judged game point into r: point them at the
	 * copy in out->after, which lives as long as out */
	if (out->after.row.id == 0)
		out->after.row = r->row;
	for (k = 0; k < out->game.t.nplayers; k++)
		out->game.t.names[k] = out->after.row.names[k];
	free(r);
	return rc;
}

int
kl_ops_book(kl_store *s, const kl_ops_rubber *judged, const kl_game *g,
            kl_ops_game_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc, k;

	memset(out, 0, sizeof(*out));
	out->game = *g;
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK)
		goto done;
	rc = kl_ops_load(s, KL_OPS_LATEST, r, err);
	if (rc != KL_OK && rc != KL_ENOTFOUND)
		goto done;
	/* the same rubber, as many events, and the same state: another
	 * klopf may have taken back a game and booked another */
	if (rc == KL_ENOTFOUND || r->row.id != judged->row.id ||
	    r->nevents != judged->nevents ||
	    r->state.phase != KL_RUBBER_IN_PLAY ||
	    memcmp(&r->state, &judged->state, sizeof(r->state)) != 0) {
		if (rc == KL_OK)
			out->after = *r;
		rc = kl_error_set(err, KL_ESTALE, "rubber %lld changed while "
		    "game %d was entered (another klopf booked or took back "
		    "something); nothing was booked", (long long)judged->row.id,
		    judged->state.games + 1);
		goto done;
	}
	if ((rc = book(s, r, g, out, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	for (k = 0; k < out->game.t.nplayers; k++)
		out->game.t.names[k] = out->after.row.id != 0 ?
		    out->after.row.names[k] : judged->row.names[k];
	free(r);
	return rc;
}

/* ---- buy-back, undo, abandon ---- */

/* The refusal of a buy-back by seat of r, as a whole sentence. */
static int
no_buyback(const kl_ops_rubber *r, int seat, kl_error *err)
{
	const kl_rubber *st = &r->state;
	const char *who = r->row.names[seat];
	int total = st->seat[seat].score;

	switch (kl_rubber_buyback_refusal(st, seat)) {
	case KL_BUYBACK_GAME:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: this "
		    "game has no buy-back", who);
	case KL_BUYBACK_OUT:
		return kl_error_set(err, KL_ERULE, "%s is out of the rubber "
		    "with %d points and cannot buy back", who, total);
	case KL_BUYBACK_AGAIN:
		return kl_error_set(err, KL_ERULE, "%s has bought back before "
		    "in this rubber and cannot buy back again (once only)",
		    who);
	case KL_BUYBACK_LOW:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: the "
		    "total %d is not over %d (a buy-back needs %d to %d)", who,
		    total, st->rules.buyback_over, st->rules.buyback_over + 1,
		    st->rules.out_at - 1);
	case KL_BUYBACK_NOT_LOWER:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: it "
		    "would not lower the total (%d; the highest other total in "
		    "play is %d)", who, total,
		    kl_rubber_buyback_total(st, seat));
	default:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: the "
		    "rubber is over", who);
	}
}

int
kl_ops_buyback(kl_store *s, const char *name, kl_ops_buyback_result *out,
               kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK ||
	    (rc = kl_ops_seat(r, name, &out->seat, err)) != KL_OK)
		goto done;
	out->before = r->state.seat[out->seat].score;
	out->cost = r->state.rules.buyback_cost;
	if (kl_rubber_buyback_refusal(&r->state, out->seat) != KL_BUYBACK_OK) {
		rc = no_buyback(r, out->seat, err);
		goto done;
	}
	if ((rc = kl_rubber_buyback(&r->state, out->seat, &out->res,
	                            err)) != KL_OK)
		goto done;
	if ((rc = kl_store_add_buyback(s, r->row.id, out->seat, out->before,
	                               r->state.seat[out->seat].score,
	                               out->cost, &out->res, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	r->nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

/* The refusal of seat of r leaving, as a whole sentence. */
static int
no_leave(const kl_ops_rubber *r, int seat, kl_error *err)
{
	const char *who = r->row.names[seat];

	switch (kl_rubber_leave_refusal(&r->state, seat)) {
	case KL_LEAVE_GAME:
		return kl_error_set(err, KL_ERULE, "%s cannot leave this game; "
		    "it can be abandoned (klopf abandon)", who);
	case KL_LEAVE_GONE:
		return kl_error_set(err, KL_ERULE, "%s has left the rubber "
		                    "already", who);
	case KL_LEAVE_OUT:
		return kl_error_set(err, KL_ERULE, "%s is out of the rubber "
		    "with %d points already", who,
		    r->state.seat[seat].score);
	default:
		return kl_error_set(err, KL_ERULE, "%s cannot leave: the "
		                    "rubber is over", who);
	}
}

int
kl_ops_leave(kl_store *s, const char *name, kl_ops_leave_result *out,
             kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK ||
	    (rc = kl_ops_seat(r, name, &out->seat, err)) != KL_OK)
		goto done;
	if (kl_rubber_leave_refusal(&r->state, out->seat) != KL_LEAVE_OK) {
		rc = no_leave(r, out->seat, err);
		goto done;
	}
	if ((rc = kl_rubber_leave(&r->state, out->seat, &out->res,
	                          err)) != KL_OK ||
	    (rc = kl_store_add_leave(s, r->row.id, out->seat, &out->res,
	                             r->state.phase, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	r->nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

/* The refusal of setting taking value in r, as a whole sentence. */
static int
no_change(const kl_ops_rubber *r, int setting, int value, kl_error *err)
{
	const kl_setting *set = &kl_rules_settings[setting];
	kl_rules next = r->state.rules;
	char text[32];
	int seat = 0;

	kl_rules_put(&next, set, value);
	kl_rules_value_text(&next, set, text, sizeof(text));
	switch (kl_rubber_change_refusal(&r->state, setting, value, &seat)) {
	case KL_CHANGE_AT_START:
		return kl_error_set(err, KL_ERULE, "rule %s acts only when a "
		    "rubber starts; it cannot change during one", set->name);
	case KL_CHANGE_SAME:
		return kl_error_set(err, KL_ERULE, "rule %s is %s already; "
		                    "nothing was changed", set->name, text);
	case KL_CHANGE_CLASH:
		/* the rules' own sentence says which ones clash */
		if (kl_rules_validate(&next, err) != KL_OK ||
		    kl_rubber_players_fit(&next, r->state.nplayers, err) !=
		    KL_OK) {
			err->code = KL_ERULE;
			return KL_ERULE;
		}
		return kl_error_set(err, KL_ERULE, "rule %s cannot be %s with "
		                    "the other rules", set->name, text);
	case KL_CHANGE_OTHER_GAME:
		return kl_error_set(err, KL_ERULE, "rule %s is not a rule of "
		    "%s; see 'klopf rules --game %s'", set->name,
		    kl_rules_game_name(r->state.rules.game),
		    kl_rules_game_name(r->state.rules.game));
	case KL_CHANGE_PLAYED:
		return kl_error_set(err, KL_ERULE, kl_error_plural(
		    "rule hands cannot become %s: %d hand is played already, "
		    "so it must be more", "rule hands cannot become %s: %d "
		    "hands are played already, so it must be more",
		    (unsigned long)r->state.games), text,
		    r->state.games);
	case KL_CHANGE_PUTS_OUT:
		if (kl_gamedef_of(&r->state.rules)->family)
			return kl_error_set(err, KL_ERULE, "rule %s cannot "
			    "become %s while %s is in play with a total of %d",
			    set->name, text, r->row.names[seat],
			    kl_game_total(&r->state, seat));
		return kl_error_set(err, KL_ERULE, "rule %s cannot become %s "
		    "while %s is in play with %d points", set->name, text,
		    r->row.names[seat], r->state.seat[seat].score);
	default:
		return kl_error_set(err, KL_ERULE, "rubber %lld is over; its "
		    "rules cannot change", (long long)r->row.id);
	}
}

int
kl_ops_change_rule(kl_store *s, const char *key, const char *value,
                   kl_ops_change_result *out, kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	const kl_setting *set;
	kl_event_result res;
	int rc, v;

	memset(out, 0, sizeof(*out));
	out->setting = kl_rules_find(key);
	if (out->setting < 0) {
		kl_rules scratch;
		kl_rules_default(&scratch);
		return kl_rules_set(&scratch, key, value, err);
	}
	set = &kl_rules_settings[out->setting];
	if ((rc = kl_rules_read_value(out->setting, value, &v, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		goto done;
	kl_rules_value_text(&r->state.rules, set, out->before,
	                    sizeof(out->before));
	if (kl_rubber_change_refusal(&r->state, out->setting, v, NULL) !=
	    KL_CHANGE_OK) {
		rc = no_change(r, out->setting, v, err);
		goto done;
	}
	if ((rc = kl_rubber_change(&r->state, out->setting, v, &res,
	                           err)) != KL_OK)
		goto done;
	kl_rules_value_text(&r->state.rules, set, out->now, sizeof(out->now));
	if ((rc = kl_store_add_rule_change(s, r->row.id, set->name, out->now,
	                                   err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	r->nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

/* forward: the correction machinery below */
static int take_back_correction(kl_store *s, kl_ops_rubber *r,
                                kl_ops_undo_result *out, kl_error *err);

int
kl_ops_undo(kl_store *s, kl_ops_undo_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	r = malloc(sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->before, err)) != KL_OK)
		goto done;
	*r = out->before;
	rc = take_back_correction(s, r, out, err);
	if (rc == KL_ENOTFOUND)
		rc = kl_store_undo(s, out->before.row.id, &out->undone, err);
	if (rc != KL_OK || (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->reopened = out->before.state.phase != KL_RUBBER_IN_PLAY &&
	                (out->correction ? r->state.phase == KL_RUBBER_IN_PLAY :
	                 out->undone.kind != 0);
done:
	kl_store_rollback(s);
	free(r);
	return rc;
}

int
kl_ops_abandon(kl_store *s, kl_ops_abandon_result *out, kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, &out->after, err)) != KL_OK ||
	    (rc = kl_rubber_abandon(&out->after.state, &out->res,
	                            err)) != KL_OK ||
	    (rc = kl_store_add_abandon(s, out->after.row.id, &out->res,
	                               err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->after.nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

/* ---- corrections ---- */

/* Load rubber id (whatever its state) and replay it. */
static int
load_id(kl_store *s, int64_t id, kl_ops_rubber *out, kl_error *err)
{
	kl_event *ev = NULL;
	kl_error why;
	int rc, n = 0;

	memset(out, 0, sizeof(*out));
	rc = kl_store_rubber_get(s, id, &out->row, err);
	if (rc == KL_ENOTFOUND) {
		rc = kl_error_set(err, KL_ENOTFOUND, "there is no rubber %lld "
		                  "(see klopf rubbers)", (long long)id);
		goto done;
	}
	if (rc != KL_OK ||
	    (rc = kl_store_rubber_events(s, id, &ev, &n, err)) != KL_OK)
		goto done;
	kl_error_clear(&why);
	if (kl_rubber_replay(&out->state, &out->row.rules, out->row.nplayers,
	                     ev, n, &why) != KL_OK) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not replay: "
		                  "%s", (long long)id, why.msg);
		goto done;
	}
	out->nevents = n;
	rc = KL_OK;
done:
	free(ev);
	return rc;
}

/* Judge game g of rubber r as stored in sg. */
static int
judge_stored(const kl_ops_rubber *r, const kl_stored_game *sg, kl_game *g,
             kl_error *err)
{
	kl_game_table t;
	int i, rc;

	kl_ops_table(r, &t);
	kl_game_start(g, &t);
	if (sg->declarer < 0 || sg->declarer >= r->row.nplayers)
		return kl_error_set(err, KL_EINPUT, "the declarer's seat %d is "
		                    "not at the table", sg->declarer + 1);
	if ((rc = kl_game_declare(g, r->row.names[sg->declarer],
	                          sg->big ? KL_VERDICT_BIG_GIN : sg->rummy ?
	                          KL_VERDICT_RUMMY : KL_VERDICT_KNOCK,
	                          err)) != KL_OK)
		return rc;
	if (sg->upcard >= 0 &&
	    (rc = kl_game_set_upcard(g, sg->upcard, err)) != KL_OK)
		return rc;
	for (i = 0; i < sg->nhands; i++) {
		if (sg->seat[i] < 0 || sg->seat[i] >= r->row.nplayers)
			return kl_error_set(err, KL_EINPUT, "a hand for seat %d, "
			                    "which is not at the table",
			                    sg->seat[i] + 1);
		if ((rc = kl_game_give(g, sg->seat[i], sg->typed[i], err)) !=
		    KL_OK)
			return rc;
	}
	return kl_game_complete(g, err);
}

/* The stored game of number from the hands read back (hands of all
 * games, by number then seat), into *out (copies). */
static int
stored_game(const kl_stored_event *ev, const kl_stored_hand *hands,
            int nhands, kl_stored_game *out, kl_error *err)
{
	int i;

	memset(out, 0, sizeof(*out));
	out->declarer = ev->declarer;
	out->rummy = ev->rummy;
	out->big = ev->big;
	out->dead = ev->dead;
	out->upcard = ev->upcard;
	for (i = 0; i < nhands; i++) {
		if (hands[i].game != ev->number)
			continue;
		if (out->nhands == KL_PLAYERS_MAX)
			return kl_error_set(err, KL_ESTORE, "game %d has more "
			                    "hands than seats", ev->number);
		out->seat[out->nhands] = hands[i].seat;
		out->typed[out->nhands] = strdup(hands[i].typed);
		if (out->typed[out->nhands] == NULL)
			return kl_error_set(err, KL_ENOMEM, "out of memory");
		out->nhands++;
	}
	return KL_OK;
}

/* The JSON kept for a game in a correction. */
static char *
stored_game_json(const kl_stored_game *g, int gin)
{
	kl_json j;
	int i;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "declarer");
	kl_json_int(&j, g->declarer);
	kl_json_key(&j, "kind");
	kl_json_str(&j, g->dead ? "dead" : g->big ? "big_gin" :
	            g->rummy ? (gin ? "gin" : "rummy") : "knock");
	if (g->upcard >= 0) {
		char name[KL_CARD_NAME_MAX];
		kl_card_name((kl_card)g->upcard, KL_STYLE_ASCII, name,
		             sizeof(name));
		kl_json_key(&j, "upcard");
		kl_json_str(&j, name);
	}
	kl_json_key(&j, "hands");
	kl_json_array(&j);
	for (i = 0; i < g->nhands; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "seat");
		kl_json_int(&j, g->seat[i]);
		kl_json_key(&j, "typed");
		kl_json_str(&j, g->typed[i]);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	return kl_json_take(&j);
}

/*
 * Book game number of rubber r (loaded by id) again as sg says, and every
 * event after it again as it was, in the open write transaction: take
 * them all back, then book them in order at their own times.  *g
 * receives game number as judged, *gres (may be NULL) what it booked;
 * *proof (may be NULL) is set when game number's declaration is refused
 * (g->refused then holds the arrangement that proves it).  A refusal of the game comes back as
 * the referee says it; one of a later event names that event.
 */
static int
rebook(kl_store *s, kl_ops_rubber *r, int number, const kl_stored_game *sg,
       kl_game *g, kl_event_result *gres, int *proof, kl_error *err)
{
	kl_stored_event *ev = NULL;
	kl_stored_hand *hands = NULL;
	kl_stored_game later;
	kl_ops_game_result *res = NULL;
	kl_game *lg = NULL;
	kl_error why;
	int64_t id = r->row.id;
	int nev = 0, nhands = 0, first, i, rc;

	memset(&later, 0, sizeof(later));
	res = malloc(sizeof(*res));
	lg = malloc(sizeof(*lg));
	if (res == NULL || lg == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_rubber_record(s, id, &ev, &nev, err)) != KL_OK ||
	    (rc = kl_store_rubber_hands(s, id, &hands, &nhands, err)) != KL_OK)
		goto done;
	for (first = 0; first < nev; first++)
		if (ev[first].kind == KL_EVENT_GAME &&
		    ev[first].number == number)
			break;
	if (first == nev) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no game %d "
		                  "(it has %d)", (long long)id, number,
		                  r->state.games);
		goto done;
	}
	if ((rc = kl_store_undo_from(s, id, ev[first].seq, err)) != KL_OK ||
	    (rc = load_id(s, id, r, err)) != KL_OK)
		goto done;
	for (i = first; i < nev; i++) {
		kl_store_set_clock(s, ev[i].at);
		kl_error_clear(&why);
		if (ev[i].kind == KL_EVENT_GAME && ev[i].dead && i > first) {
			if ((rc = book_dead(s, r, res, &why)) != KL_OK) {
				rc = kl_error_set(err, rc == KL_ERULE ||
				    rc == KL_EINPUT ? KL_ERULE : rc, "after the "
				    "correction, game %d no longer holds: %s",
				    ev[i].number, why.msg);
				goto done;
			}
		} else if (ev[i].kind == KL_EVENT_GAME) {
			kl_game *judged = i == first ? g : lg;
			if (i == first) {
				rc = judge_stored(r, sg, judged, err);
				if (rc == KL_ERULE && proof != NULL)
					*proof = 1;
			} else {
				kl_stored_game_free(&later);
				if ((rc = stored_game(&ev[i], hands, nhands,
				                      &later, err)) != KL_OK)
					goto done;
				rc = judge_stored(r, &later, judged, &why);
			}
			if (rc == KL_OK)
				rc = book(s, r, judged, res, i == first ? err :
				          &why);
			/* a refusal of a later game is the correction's
			 * fault; a failure of the store is passed on */
			if (rc != KL_OK && i > first && (rc == KL_ERULE ||
			                                 rc == KL_EINPUT))
				rc = kl_error_set(err, KL_ERULE, "after the "
				    "correction, game %d no longer holds: %s",
				    ev[i].number, why.msg);
			else if (rc != KL_OK && i > first)
				rc = kl_error_set(err, rc, "%s", why.msg);
			if (rc != KL_OK)
				goto done;
			if (i == first && gres != NULL)
				*gres = res->res;
		} else if (ev[i].kind == KL_EVENT_BUYBACK) {
			int seat = ev[i].seat, before;
			kl_event_result bres;
			if (seat < 0 || seat >= r->row.nplayers ||
			    kl_rubber_buyback_refusal(&r->state, seat) !=
			    KL_BUYBACK_OK) {
				if (seat >= 0 && seat < r->row.nplayers)
					no_buyback(r, seat, &why);
				rc = kl_error_set(err, KL_ERULE, "after the "
				    "correction, the buy-back after game %d no "
				    "longer holds: %s", r->state.games, why.msg);
				goto done;
			}
			before = r->state.seat[seat].score;
			if ((rc = kl_rubber_buyback(&r->state, seat, &bres,
			                            err)) != KL_OK ||
			    (rc = kl_store_add_buyback(s, id, seat, before,
			                               r->state.seat[seat].score,
			                               r->state.rules.buyback_cost,
			                               &bres, err)) != KL_OK)
				goto done;
		} else if (ev[i].kind == KL_EVENT_LEAVE) {
			int seat = ev[i].seat;
			kl_event_result lres;
			if (seat < 0 || seat >= r->row.nplayers ||
			    kl_rubber_leave_refusal(&r->state, seat) !=
			    KL_LEAVE_OK) {
				if (seat >= 0 && seat < r->row.nplayers)
					no_leave(r, seat, &why);
				rc = kl_error_set(err, KL_ERULE, "after the "
				    "correction, the leaving after game %d no "
				    "longer holds: %s", r->state.games, why.msg);
				goto done;
			}
			if ((rc = kl_rubber_leave(&r->state, seat, &lres,
			                          err)) != KL_OK ||
			    (rc = kl_store_add_leave(s, id, seat, &lres,
			                             r->state.phase, err)) != KL_OK)
				goto done;
		} else if (ev[i].kind == KL_EVENT_RULES) {
			kl_event_result cres;
			int setting = kl_rules_find(ev[i].key), v = 0;
			if (setting < 0 ||
			    kl_rules_read_value(setting, ev[i].value, &v,
			                        &why) != KL_OK) {
				rc = kl_error_set(err, KL_ESTORE, "rubber %lld: "
				    "the rule change \"%s=%s\" is not one klopf "
				    "makes", (long long)id, ev[i].key,
				    ev[i].value);
				goto done;
			}
			if (kl_rubber_change_refusal(&r->state, setting, v,
			                             NULL) != KL_CHANGE_OK) {
				no_change(r, setting, v, &why);
				rc = kl_error_set(err, KL_ERULE, "after the "
				    "correction, the change of a rule after game "
				    "%d no longer holds: %s", r->state.games,
				    why.msg);
				goto done;
			}
			if ((rc = kl_rubber_change(&r->state, setting, v, &cres,
			                           err)) != KL_OK ||
			    (rc = kl_store_add_rule_change(s, id, ev[i].key,
			                                   ev[i].value, err)) !=
			    KL_OK)
				goto done;
		} else {
			kl_event_result ares;
			if (kl_rubber_abandon(&r->state, &ares, &why) != KL_OK) {
				rc = kl_error_set(err, KL_ERULE, "after the "
				    "correction, the abandoning after game %d no "
				    "longer holds: %s", r->state.games, why.msg);
				goto done;
			}
			if ((rc = kl_store_add_abandon(s, id, &ares, err)) !=
			    KL_OK)
				goto done;
		}
		r->nevents++;
	}
	rc = KL_OK;
done:
	kl_store_set_clock(s, NULL);
	kl_stored_game_free(&later);
	free(ev);
	kl_store_hands_free(hands, nhands);
	free(res);
	free(lg);
	return rc;
}

/*
 * If the last thing done to rubber r is a correction (none of its events
 * came after it), give the game back its hands as they were and book the
 * later events again, and forget the correction: KL_OK with
 * out->correction set.  KL_ENOTFOUND when the last thing is an event.
 */
static int
take_back_correction(kl_store *s, kl_ops_rubber *r, kl_ops_undo_result *out,
                     kl_error *err)
{
	kl_correction *c = NULL;
	kl_stored_game old;
	kl_game *g = NULL;
	int n = 0, rc;

	memset(&old, 0, sizeof(old));
	if ((rc = kl_store_corrections(s, r->row.id, &c, &n, err)) != KL_OK)
		goto done;
	if (n == 0 || c[n - 1].after_seq != r->nevents) {
		rc = KL_ENOTFOUND;
		goto done;
	}
	g = malloc(sizeof(*g));
	if (g == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_correction_game(s, c[n - 1].id, 0, &old,
	                                   err)) != KL_OK ||
	    (rc = rebook(s, r, c[n - 1].number, &old, g, NULL, NULL,
	                 err)) != KL_OK ||
	    (rc = kl_store_delete_correction(s, c[n - 1].id, err)) != KL_OK)
		goto done;
	out->correction = 1;
	out->undone.kind = KL_EVENT_GAME;
	out->undone.number = c[n - 1].number;
done:
	kl_stored_game_free(&old);
	kl_store_corrections_free(c, n);
	free(g);
	return rc;
}

int
kl_ops_fix(kl_store *s, int64_t id, int number, const char *declarer,
           int kind, int nargs, const char *const *args,
           kl_ops_fix_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	kl_stored_event *ev = NULL;
	kl_stored_hand *hands = NULL;
	kl_stored_game old, new;
	char *old_json = NULL, *new_json = NULL, who[KL_TYPED_MAX];
	int nev = 0, nhands = 0, i, k, seat, rc, same;
	int given[KL_PLAYERS_MAX] = { 0 };
	const char *eq;

	memset(out, 0, sizeof(*out));
	memset(&old, 0, sizeof(old));
	memset(&new, 0, sizeof(new));
	out->number = number;
	r = malloc(sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK)
		goto done;
	rc = id != 0 ? load_id(s, id, r, err) :
	     kl_ops_load(s, KL_OPS_IN_PLAY, r, err);
	if (rc != KL_OK)
		goto done;
	out->before = *r;
	if ((rc = kl_store_rubber_record(s, r->row.id, &ev, &nev, err)) !=
	    KL_OK ||
	    (rc = kl_store_rubber_hands(s, r->row.id, &hands, &nhands, err)) !=
	    KL_OK)
		goto done;
	for (i = 0; i < nev; i++)
		if (ev[i].kind == KL_EVENT_GAME && ev[i].number == number)
			break;
	if (number < 1 || i == nev) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no game %d "
		                  "(it has %d)", (long long)r->row.id, number,
		                  r->state.games);
		goto done;
	}
	if ((rc = stored_game(&ev[i], hands, nhands, &old, err)) != KL_OK)
		goto done;
	out->old_declarer = old.declarer;
	if (old.dead) {
		rc = kl_error_set(err, KL_EINPUT, "game %d of rubber %lld was a "
		                  "dead hand; it has no hands to correct", number,
		                  (long long)r->row.id);
		goto done;
	}
	out->old_kind = old.big ? KL_VERDICT_BIG_GIN : old.rummy ?
	                KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;
	for (k = 0; k < old.nhands; k++) {
		out->old_given[old.seat[k]] = 1;
		snprintf(out->old_typed[old.seat[k]],
		         sizeof(out->old_typed[0]), "%s", old.typed[k]);
	}
	/* the new game: the old one, then what was given */
	new.declarer = old.declarer;
	new.rummy = kind < 0 ? old.rummy : kind == KL_VERDICT_RUMMY ||
	            kind == KL_VERDICT_BIG_GIN;
	new.big = kind < 0 ? old.big : kind == KL_VERDICT_BIG_GIN;
	new.upcard = old.upcard;
	if (declarer != NULL &&
	    (rc = kl_ops_seat(r, declarer, &new.declarer, err)) != KL_OK)
		goto done;
	for (k = 0; k < old.nhands; k++) {
		new.seat[k] = old.seat[k];
		new.typed[k] = strdup(old.typed[k]);
		new.nhands++;
		if (new.typed[k] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	for (i = 0; i < nargs; i++) {
		char quoted[KL_QUOTE_SIZE];
		size_t len;
		eq = strchr(args[i], '=');
		if (eq == NULL || eq == args[i]) {
			rc = kl_error_set(err, KL_EINPUT, "hand %d \"%s\": write "
			    "it as NAME=CARDS (or NAME=POINTS)", i + 1,
			    kl_text_quote(args[i], KL_QUOTE_MAX, quoted,
			                  sizeof(quoted)));
			goto done;
		}
		len = (size_t)(eq - args[i]);
		if (len >= sizeof(who))
			len = sizeof(who) - 1;
		memcpy(who, args[i], len);
		who[len] = '\0';
		/* blanks around a name are not part of it, as for the referee */
		while (len > 0 && (who[len - 1] == ' ' || who[len - 1] == '\t'))
			who[--len] = '\0';
		for (k = 0; who[k] == ' ' || who[k] == '\t'; k++)
			;
		if ((rc = kl_ops_seat(r, who + k, &seat, err)) != KL_OK)
			goto done;
		if (given[seat]++) {
			rc = kl_error_set(err, KL_EINPUT, "two hands for %s",
			                  r->row.names[seat]);
			goto done;
		}
		for (k = 0; k < new.nhands && new.seat[k] != seat; k++)
			;
		if (k == new.nhands) {
			if (new.nhands == KL_PLAYERS_MAX) {
				rc = kl_error_set(err, KL_EINPUT, "two hands for "
				                  "%s", r->row.names[seat]);
				goto done;
			}
			new.seat[k] = seat;
			new.nhands++;
		}
		free(new.typed[k]);
		new.typed[k] = strdup(eq + 1);
		if (new.typed[k] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	same = new.declarer == old.declarer && new.rummy == old.rummy &&
	       new.big == old.big && new.nhands == old.nhands;
	for (k = 0; same && k < new.nhands; k++)
		same = new.seat[k] == old.seat[k] &&
		       !strcmp(new.typed[k], old.typed[k]);
	if (same) {
		rc = kl_error_set(err, KL_EINPUT, "game %d of rubber %lld is "
		                  "already so; nothing was changed", number,
		                  (long long)r->row.id);
		goto done;
	}
	if ((rc = rebook(s, r, number, &new, &out->game, &out->res,
	                 &out->proof, err)) != KL_OK)
		goto done;
	old_json = stored_game_json(&old, r->row.rules.game == KL_GAME_GIN);
	new_json = stored_game_json(&new, r->row.rules.game == KL_GAME_GIN);
	if (old_json == NULL || new_json == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_add_correction(s, r->row.id, number, nev, old_json,
	                                  new_json, err)) != KL_OK ||
	    (rc = load_id(s, r->row.id, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	/* the judged game's names point into r: point them at out->after */
	if (out->after.row.id == 0)
		out->after.row = out->before.row;
	for (k = 0; k < out->game.t.nplayers; k++)
		out->game.t.names[k] = out->after.row.names[k];
	kl_stored_game_free(&old);
	kl_stored_game_free(&new);
	free(old_json);
	free(new_json);
	free(ev);
	kl_store_hands_free(hands, nhands);
	free(r);
	return rc;
}

/* ---- judging a recorded rubber again ---- */

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
			if ((rc = stored_game(&ev[i], hands, nhands, &sg,
			                      err)) != KL_OK)
				goto done;
			kl_error_clear(&why);
			if (judge_stored(r, &sg, g, &why) != KL_OK) {
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
			game_event(g, &event);
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

/* ---- import ---- */

int
kl_ops_import(kl_store *s, const char *json, int *nrubbers, kl_error *err)
{
	kl_history_rubber *list = NULL;
	kl_player_names players;
	kl_hist h;
	int rc, n = 0, i;

	memset(&h, 0, sizeof(h));
	memset(&players, 0, sizeof(players));
	*nrubbers = 0;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_history_import_json(s, json, nrubbers, err)) != KL_OK ||
	    (rc = kl_history_rubbers(s, NULL, &list, &n, err)) != KL_OK)
		goto done;
	/* names pass the checks of klopf new: every player's, and those of
	 * each rubber together (none given twice, none like another) */
	if ((rc = kl_store_player_names(s, &players, err)) != KL_OK)
		goto done;
	for (i = 0; i < players.n; i++)
		if ((rc = kl_player_name_check(players.names[i], err)) != KL_OK)
			goto done;
	for (i = 0; i < n; i++) {
		const char *seated[KL_PLAYERS_MAX];
		int k;
		for (k = 0; k < list[i].nplayers; k++)
			seated[k] = list[i].names[k];
		if ((rc = kl_ops_check_names(seated, list[i].nplayers,
		                             err)) != KL_OK) {
			char why[KL_ERROR_MAX];
			snprintf(why, sizeof(why), "%s", err->msg);
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld: %s",
			                  (long long)list[i].id, why);
			goto done;
		}
	}
	/* every rubber replays under its rules to what was recorded, and
	 * every game is judged again from the hands as typed */
	for (i = 0; i < n; i++) {
		if ((rc = kl_hist_load(s, list[i].id, &h, err)) != KL_OK) {
			if (rc == KL_ESTORE || rc == KL_ENOTFOUND)
				rc = KL_EINPUT;
			err->code = rc;
			goto done;
		}
		if ((rc = kl_hist_verify(&h, err)) != KL_OK ||
		    (rc = kl_ops_judge_rubber(s, list[i].id, err)) != KL_OK)
			goto done;
		kl_hist_free(&h);
	}
	rc = kl_store_commit(s, err);
done:
	kl_hist_free(&h);
	free(list);
	free(players.names);
	kl_store_rollback(s);
	return rc;
}

/* ---- merge ---- */

/* The schema name the file's database is attached under. */
#define MERGE_SCHEMA "merge_src"

/* The players added by a merge (the last nnew of every player, by id)
 * must not look like any other player. */
static int
check_new_names(kl_store *s, int nnew, kl_error *err)
{
	kl_player_names p;
	char **look = NULL;
	int i, k, rc;

	memset(&p, 0, sizeof(p));
	if (nnew == 0)
		return KL_OK;
	if ((rc = kl_store_player_names(s, &p, err)) != KL_OK)
		goto done;
	look = calloc((size_t)p.n + 1, sizeof(*look));
	if (look == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (i = 0; i < p.n; i++) {
		if ((rc = kl_player_name_check(p.names[i], err)) != KL_OK)
			goto done;
		if ((look[i] = kl_utf8_skeleton(p.names[i])) == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	for (i = p.n - nnew; i < p.n; i++)
		for (k = 0; k < i; k++)
			if (!strcmp(look[i], look[k])) {
				rc = kl_error_set(err, KL_EINPUT, "the file's "
				    "player %s looks the same as %s here; give "
				    "the players names that differ",
				    p.names[i], p.names[k]);
				goto done;
			}
	rc = KL_OK;
done:
	for (i = 0; look != NULL && i < p.n; i++)
		free(look[i]);
	free(look);
	free(p.names);
	return rc;
}

int
kl_ops_import_merge(kl_store *s, const char *json, kl_ops_merge_result *out,
                    kl_error *err)
{
	kl_store *mem = NULL;
	kl_merge_result m;
	kl_history_rubber *list = NULL;
	kl_hist h;
	int rc, i, k, n = 0, version, attached = 0;

	memset(out, 0, sizeof(*out));
	memset(&m, 0, sizeof(m));
	memset(&h, 0, sizeof(h));
	if ((rc = kl_store_open(":memory:", KL_STORE_WRITE, &mem, err)) !=
	    KL_OK ||
	    (rc = kl_history_json_format(mem, json, &version, err)) != KL_OK)
		goto done;
	if (version >= 1 && version < 5) {
		rc = kl_error_set(err, KL_EINPUT, "a file of format_version %d "
		    "does not say which rubbers are which (that came with "
		    "format 5); import it into a new database instead, or "
		    "export it again with this klopf", version);
		goto done;
	}
	if ((rc = kl_ops_import(mem, json, &out->in_file, err)) != KL_OK ||
	    (rc = kl_store_attach_copy(s, mem, MERGE_SCHEMA, err)) != KL_OK)
		goto done;
	attached = 1;
	kl_store_close(mem);
	mem = NULL;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_history_merge(s, MERGE_SCHEMA, &m, err)) != KL_OK ||
	    (rc = check_new_names(s, m.nplayers, err)) != KL_OK ||
	    (rc = kl_history_rubbers(s, NULL, &list, &n, err)) != KL_OK)
		goto done;
	/* every rubber added, checked again where it is now */
	for (i = 0; i < m.added; i++) {
		const char *seated[KL_PLAYERS_MAX];
		for (k = 0; k < n && list[k].id != m.rubbers[i]; k++)
			;
		if (k == n) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld was added "
			    "but cannot be read back", (long long)m.rubbers[i]);
			goto done;
		}
		for (int j = 0; j < list[k].nplayers; j++)
			seated[j] = list[k].names[j];
		if ((rc = kl_ops_check_names(seated, list[k].nplayers,
		                             err)) != KL_OK ||
		    (rc = kl_hist_load(s, m.rubbers[i], &h, err)) != KL_OK ||
		    (rc = kl_hist_verify(&h, err)) != KL_OK ||
		    (rc = kl_ops_judge_rubber(s, m.rubbers[i], err)) != KL_OK)
			goto done;
		kl_hist_free(&h);
	}
	if ((rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->added = m.added;
	out->present = m.present;
	out->players = m.nplayers;
done:
	kl_hist_free(&h);
	free(list);
	kl_merge_result_free(&m);
	kl_store_rollback(s);
	if (attached)
		kl_store_detach(s, MERGE_SCHEMA);
	kl_store_close(mem);
	return rc;
}

/* ---- verify ---- */

/* Every player's name is one klopf new would take. */
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
