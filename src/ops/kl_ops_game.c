/* kl_ops_game.c - judging and booking a game (kl_ops_game.h), and a
 * game as stored, read back and judged again (kl_ops_int.h). */
#include "kl_ops_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_json.h"
#include "kl_ops_int.h"
#include "kl_store.h"

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

int
kl_ops_hand_form(const kl_game *g, int seat, char *cards, size_t size,
                 char **json, kl_error *err)
{
	const kl_arrangement *a = kl_game_shown(g, seat);
	int defender = g->gin_done && seat != g->declarer;

	cards[0] = '\0';
	*json = NULL;
	if (a == NULL)
		return KL_OK;
	card_text(&g->hand[seat].list, cards, size);
	*json = arrangement_json(a, g->gin.layoffs,
	                         defender ? g->gin.nlayoffs : 0);
	if (*json == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	return KL_OK;
}

int
kl_ops_game_discard(const kl_game *g, char *buf, size_t size)
{
	const kl_arrangement *a = kl_game_shown(g, g->declarer);

	buf[0] = '\0';
	if (a == NULL || a->discard == KL_NO_CARD)
		return 0;
	kl_card_name(a->discard, KL_STYLE_ASCII, buf, size);
	return 1;
}

int
kl_ops_book_judged(kl_store *s, kl_ops_rubber *r, const kl_game *g,
                   kl_ops_game_result *out, kl_error *err)
{
	kl_hand_row rows[KL_PLAYERS_MAX];
	char *json[KL_PLAYERS_MAX] = { NULL };
	char cards[KL_PLAYERS_MAX][KL_CARDLIST_MAX * 4];
	char discard[KL_CARD_NAME_MAX], upcard[KL_CARD_NAME_MAX];
	int i, n = 0, rc;
	kl_game_row game;
	kl_event ev;

	out->number = r->state.games + 1;
	out->dealer = r->state.dealer;
	kl_game_event(g, &ev);
	if ((rc = kl_rubber_apply(&r->state, &ev, &out->res, err)) != KL_OK)
		goto done;
	for (i = 0; i < g->norder; i++) {
		int seat = g->order[i];
		const kl_game_hand *h = &g->hand[seat];
		rows[n].seat = seat;
		rows[n].typed = h->typed;
		if ((rc = kl_ops_hand_form(g, seat, cards[n], sizeof(cards[n]),
		                           &json[n], err)) != KL_OK)
			goto done;
		rows[n].cards = json[n] != NULL ? cards[n] : NULL;
		rows[n].arrangement = json[n];
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
	if (kl_ops_game_discard(g, discard, sizeof(discard)))
		game.discard = discard;
	if (g->upcard >= 0) {
		kl_card_name((kl_card)g->upcard, KL_STYLE_ASCII, upcard,
		             sizeof(upcard));
		game.upcard = upcard;
	}
	game.nhands = n;
	game.hands = rows;
	rc = kl_store_add_game(s, r->row.id, &game, &out->res, &r->state,
	                       err);
done:
	for (i = 0; i < KL_PLAYERS_MAX; i++)
		free(json[i]);
	return rc;
}

int
kl_ops_book_dead(kl_store *s, kl_ops_rubber *r, kl_ops_game_result *out,
                 kl_error *err)
{
	kl_game_row game;
	kl_event ev;
	int rc;

	if (kl_gamedef_decl(kl_gamedef_of(&r->state.rules),
	                    KL_VERDICT_NONE) == NULL)
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
	return kl_store_add_game(s, r->row.id, &game, &out->res, &r->state,
	                         err);
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
	    (rc = kl_ops_book_dead(s, r, out, err)) != KL_OK ||
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
kl_ops_judge_args(const kl_ops_rubber *r, const char *declarer, int kind,
                  int upcard, int nargs, const char *const *args, kl_game *g,
                  kl_error *err)
{
	kl_game_table table;
	const kl_decl *d;

	kl_ops_table(r, &table);
	kl_game_start(g, &table);
	/* a declaration without a declarer (Phỏm's showdown): the hands
	 * are judged from the dealer's left */
	d = kl_gamedef_decl(g->def, kind);
	/* a NAME came with an option of another game (--knock NAME) whose
	 * kind is, in this game, a declaration without a declarer (Phỏm's
	 * showdown, a blocked hand of Block Rummy): not this game's */
	if (declarer != NULL && d != NULL && (d->flags & KL_DECL_NO_DECLARER))
		return kl_error_set(err, KL_EINPUT, "%s",
		                    kl_error_text(g->def->ask_how));
	if (declarer == NULL && d != NULL && (d->flags & KL_DECL_NO_DECLARER))
		declarer = table.names[(r->state.dealer + 1) % table.nplayers];
	if (declarer == NULL)
		return kl_error_set(err, KL_EINPUT, "only a hand of phom goes to "
		                    "the showdown without a declarer");
	if (g->def->needs_upcard != NULL &&
	    g->def->needs_upcard(&table.rules) && upcard < 0)
		return kl_error_set(err, KL_EINPUT, "under oklahoma every hand "
		                    "needs its upcard (--upcard CARD)");
	return kl_game_judge_upcard(g, declarer, kind, upcard, nargs, args,
	                            err);
}

int
kl_ops_game_upcard(kl_store *s, const char *declarer, int kind, int upcard,
                   int nargs, const char *const *args,
                   kl_ops_game_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc, k;

	memset(out, 0, sizeof(*out));
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		goto done;
	if ((rc = kl_ops_judge_args(r, declarer, kind, upcard, nargs, args,
	                            &out->game, err)) != KL_OK ||
	    (rc = kl_ops_book_judged(s, r, &out->game, out, err)) != KL_OK ||
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
kl_ops_begin_seen(kl_store *s, const kl_ops_rubber *seen, int game,
                  kl_ops_rubber *r, kl_error *err)
{
	int rc;

	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		return rc;
	if (seen != NULL && !kl_ops_same_rubber(r, seen))
		return kl_ops_stale(r->row.id, game, err);
	return KL_OK;
}

int
kl_ops_same_rubber(const kl_ops_rubber *now, const kl_ops_rubber *seen)
{
	return now->row.id == seen->row.id &&
	       now->nevents == seen->nevents &&
	       memcmp(&now->state, &seen->state, sizeof(now->state)) == 0;
}

int
kl_ops_book(kl_store *s, const kl_ops_rubber *judged, const kl_game *g,
            kl_ops_game_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc, k;

	memset(out, 0, sizeof(*out));
	out->game = *g;
	/* hands replaced at the last look were not checked against the
	 * others as they came: every hand is known now */
	if ((rc = kl_game_deck(g, err)) != KL_OK)
		return rc;
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
	if (rc == KL_ENOTFOUND || !kl_ops_same_rubber(r, judged) ||
	    r->state.phase != KL_RUBBER_IN_PLAY) {
		if (rc == KL_OK)
			out->after = *r;
		rc = kl_error_set(err, KL_ESTALE, "rubber %lld changed while "
		    "game %d was entered (another klopf booked or took back "
		    "something); nothing was booked", (long long)judged->row.id,
		    judged->state.games + 1);
		goto done;
	}
	if ((rc = kl_ops_book_judged(s, r, g, out, err)) != KL_OK ||
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

/* kl_ops_judge_stored and kl_ops_judge_typed: recorded says which. */
static int
judge_game(const kl_ops_rubber *r, const kl_stored_game *sg, kl_game *g,
           int recorded, kl_error *err)
{
	kl_game_table t;
	int i, rc;

	kl_ops_table(r, &t);
	kl_game_start(g, &t);
	if (recorded)
		kl_game_recorded(g);
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
	/* hands the declaration does not need (ù), not shown */
	if (kl_game_missing(g) < 0)
		kl_game_unseen(g);
	return kl_game_complete(g, err);
}

int
kl_ops_stored_game(const kl_stored_event *ev, const kl_stored_hand *hands,
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

int
kl_ops_judge_stored(const kl_ops_rubber *r, const kl_stored_game *sg,
                    kl_game *g, kl_error *err)
{
	return judge_game(r, sg, g, 1, err);
}

int
kl_ops_judge_typed(const kl_ops_rubber *r, const kl_stored_game *sg,
                   kl_game *g, kl_error *err)
{
	return judge_game(r, sg, g, 0, err);
}
