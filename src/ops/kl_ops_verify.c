/* kl_ops_verify.c - judging a recorded rubber again, and checking a
 * whole database (kl_ops_verify.h). */
#include "kl_ops_verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_hist.h"
#include "kl_json.h"
#include "kl_history.h"
#include "kl_ops_int.h"
#include "kl_store.h"
#include "kl_text.h"

/* Copies of each card in cards[0..n-1], added to count. */
static void
count_cards(const kl_card *cards, int n, int count[KL_JOKER + 1])
{
	int i;

	for (i = 0; i < n; i++)
		if (cards[i] <= KL_JOKER)
			count[cards[i]]++;
}

/* What the game's definition values the cards c[0..n-1] at as a hand
 * of their own (their least deadwood), or -1 when they make no hand
 * the solver takes. */
static int
value_of(const kl_game *g, const kl_card *c, int n)
{
	kl_hand h = { 0 };
	kl_arrangement a;
	int i;

	for (i = 0; i < n; i++)
		if (kl_hand_add(&h, c[i]) != KL_OK)
			return -1;
	return g->def->value(&g->t.rules, &h, &a);
}

/* The names of cards[0..n-1], space separated, into buf (size bytes). */
static void
card_names(const kl_card *cards, int n, char *buf, size_t size)
{
	char name[KL_CARD_NAME_MAX];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && o < size; i++) {
		kl_card_name(cards[i], KL_STYLE_ASCII, name, sizeof(name));
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? " " : "",
		                      name);
	}
}

/*
 * Compare the counts have (what is recorded) with want (the hand as
 * typed): 0 when they agree; else 1 with the name of the first card
 * recorded more often than held in name (size bytes), or when there is
 * none -1 with the first card held more often than recorded.
 */
static int
count_diff(const int have[KL_JOKER + 1], const int want[KL_JOKER + 1],
           char *name, size_t size)
{
	int c, sign;

	for (sign = 1; sign >= -1; sign -= 2)
		for (c = 0; c <= KL_JOKER; c++)
			if ((have[c] - want[c]) * sign > 0) {
				kl_card_name((kl_card)c, KL_STYLE_ASCII, name,
				             size);
				return sign;
			}
	return 0;
}

/*
 * Is the arrangement recorded with hand sh of seat (game number of
 * rubber rid) one the referee could give the hand as typed in judged
 * game g?  Another one than the referee's of the same worth passes (a
 * solver of another version may have chosen among equal ones): its
 * JSON must be what klopf writes for what it says; its melds,
 * unmatched cards, layoffs and discard together the cards the referee
 * read from the typed text; a discard where the referee discards (not
 * necessarily the same card), the referee's layoffs; every meld wholly
 * melded by the game's own valuing, and its unmatched cards worth the
 * referee's deadwood.  KL_OK, or KL_EINPUT naming the
 * player and the card, meld or count that does not hold.
 */
static int
check_arrangement(const kl_game *g, int seat, const kl_stored_hand *sh,
                  long long rid, int number, kl_error *err)
{
	const kl_arrangement *a = kl_game_shown(g, seat);
	const char *who = g->t.names[seat];
	int defender = g->gin_done && seat != g->declarer;
	int nlay = defender ? g->gin.nlayoffs : 0;
	int have[KL_JOKER + 1] = { 0 }, want[KL_JOKER + 1] = { 0 };
	int lay[KL_JOKER + 1] = { 0 }, mine[KL_JOKER + 1] = { 0 };
	kl_card group[KL_CARDLIST_MAX];
	char text[KL_CARDLIST_MAX * 4], name[KL_CARD_NAME_MAX];
	kl_hist_arr ha;
	kl_json j;
	int i, k, n, sum = 0, same, diff;

	/* the JSON klopf writes for what it says, nothing else */
	same = a != NULL && kl_hist_arrangement(sh, &ha) == 0;
	if (same) {
		kl_json_init(&j);
		kl_json_object(&j);
		kl_json_key(&j, "melds");
		kl_json_array(&j);
		for (k = 0; k < ha.melds.ngroups; k++) {
			for (i = n = 0; i < ha.melds.n; i++)
				if (ha.melds.group[i] == k)
					group[n++] = ha.melds.cards[i];
			kl_json_cards(&j, group, n);
		}
		kl_json_end(&j);
		kl_json_key(&j, "unmatched");
		kl_json_cards(&j, ha.unmatched.cards, ha.unmatched.n);
		if (ha.discard != KL_NO_CARD) {
			kl_json_key(&j, "discard");
			kl_json_card(&j, ha.discard);
		}
		if (ha.has_layoffs) {
			kl_json_key(&j, "layoffs");
			kl_json_cards(&j, ha.layoffs.cards, ha.layoffs.n);
		}
		kl_json_end(&j);
		same = !kl_json_failed(&j) &&
		       strcmp(kl_json_text(&j), sh->arrangement) == 0;
		kl_json_free(&j);
	}
	if (!same)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "arrangement recorded for %s is not written as klopf "
		    "writes one", rid, number, who);
	/* every card recorded is one of the hand, and every card of the
	 * hand is recorded */
	count_cards(g->hand[seat].list.cards, g->hand[seat].list.n, mine);
	count_cards(ha.melds.cards, ha.melds.n, have);
	count_cards(ha.unmatched.cards, ha.unmatched.n, have);
	count_cards(ha.layoffs.cards, ha.has_layoffs ? ha.layoffs.n : 0, have);
	if (ha.discard != KL_NO_CARD)
		count_cards(&ha.discard, 1, have);
	if ((diff = count_diff(have, mine, name, sizeof(name))) > 0)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "arrangement recorded for %s holds %s, which the hand as "
		    "typed does not", rid, number, who, name);
	if (diff < 0)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "arrangement recorded for %s leaves out %s of the hand as "
		    "typed", rid, number, who, name);
	/* a discard where the referee discards (another card of the hand
	 * may be as good: the worth below decides), the referee's layoffs */
	if ((ha.discard == KL_NO_CARD) != (a->discard == KL_NO_CARD))
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "arrangement recorded for %s does not discard the card the "
		    "referee discards", rid, number, who);
	count_cards(g->gin.layoffs, nlay, want);
	count_cards(ha.layoffs.cards, ha.has_layoffs ? ha.layoffs.n : 0, lay);
	if (ha.has_layoffs != (nlay > 0) ||
	    memcmp(want, lay, sizeof(want)) != 0)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "arrangement recorded for %s lays off other cards than the "
		    "referee lets him", rid, number, who);
	/* every meld a meld, the unmatched cards worth the deadwood */
	for (k = 0; k < ha.melds.ngroups; k++) {
		for (i = n = 0; i < ha.melds.n; i++)
			if (ha.melds.group[i] == k)
				group[n++] = ha.melds.cards[i];
		if (n == 0 || value_of(g, group, n) != 0) {
			card_names(group, n, text, sizeof(text));
			return kl_error_set(err, KL_EINPUT, "rubber %lld, game "
			    "%d: the arrangement recorded for %s melds %s, which "
			    "is no meld of this game", rid, number, who, text);
		}
	}
	for (i = 0; i < ha.unmatched.n; i++) {
		int v = value_of(g, &ha.unmatched.cards[i], 1);
		sum += v > 0 ? v : 0;
	}
	if (sum != a->deadwood)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "unmatched cards of the arrangement recorded for %s count "
		    "%d, not the deadwood %d the referee gives", rid, number,
		    who, sum, a->deadwood);
	return KL_OK;
}

/* Do the cards recorded with hand sh of seat (game number of rubber
 * rid) name the cards the referee read from the hand as typed in g
 * (canonical names; a klopf of another version may have written them
 * in another order)?  mine is the text klopf writes for them.  KL_OK,
 * or KL_EINPUT naming the player and the card. */
static int
check_cards(const kl_game *g, int seat, const char *mine,
            const kl_stored_hand *sh, long long rid, int number,
            kl_error *err)
{
	static const kl_card_limits limits = { 4, 8, KL_CARDLIST_MAX, KL_STYLE_ASCII };
	int have[KL_JOKER + 1] = { 0 }, want[KL_JOKER + 1] = { 0 };
	const char *text = sh->cards;
	const char *who = g->t.names[seat];
	char name[KL_CARD_NAME_MAX];
	kl_cardlist l;
	int diff;

	if (strcmp(mine, sh->cards) == 0)
		return KL_OK;
	if (kl_cards_parse(&text, 1, &limits, &l, NULL) != KL_OK ||
	    l.ngroups > 1)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "cards recorded for %s are not written as klopf writes "
		    "cards", rid, number, who);
	count_cards(l.cards, l.n, have);
	count_cards(g->hand[seat].list.cards, g->hand[seat].list.n, want);
	if ((diff = count_diff(have, want, name, sizeof(name))) > 0)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "cards recorded for %s hold %s, which the hand as typed "
		    "does not", rid, number, who, name);
	if (diff < 0)
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: the "
		    "cards recorded for %s leave out %s of the hand as typed",
		    rid, number, who, name);
	return KL_OK;
}

/* The discard of the declarer's recorded arrangement in game ev (among
 * hands[0..nhands-1]; check_arrangement has found it a card of his that
 * leaves the referee's deadwood), or NULL when it has none. */
static const char *
recorded_discard(const kl_stored_event *ev, const kl_stored_hand *hands,
                 int nhands, int declarer)
{
	int k;

	for (k = 0; k < nhands; k++)
		if (hands[k].game == ev->number && hands[k].seat == declarer)
			return hands[k].discard;
	return NULL;
}

/*
 * Every stored field of game ev (its number ev->number) that
 * the referee derives, against judged game g: each hand's deadwood
 * (gin: the defender's after his layoffs), whether it was typed as
 * points, its canonical cards and its arrangement (kl_ops_hand_form),
 * and the game's discard (names from rubber r).  KL_OK, or
 * KL_EINPUT naming the game, the player and the field; KL_ENOMEM.
 */
static int
check_forms(const kl_game *g, const kl_stored_event *ev,
            const kl_stored_hand *hands, int nhands,
            const kl_ops_rubber *r, kl_error *err)
{
	long long rid = (long long)r->row.id;
	char cards[KL_CARDLIST_MAX * 4], disc[KL_CARD_NAME_MAX];
	char quoted[KL_QUOTE_SIZE];
	const char *said;
	char *json = NULL;
	int dw[KL_PLAYERS_MAX];
	int k, seat, rc = KL_OK;

	kl_game_deadwood(g, dw);
	for (k = 0; k < nhands && rc == KL_OK; k++) {
		const kl_stored_hand *sh = &hands[k];
		if (sh->game != ev->number)
			continue;
		seat = sh->seat;
		if (dw[seat] != sh->deadwood ||
		    g->hand[seat].as_points != (sh->typed_as_points != 0)) {
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: "
			    "the hand of %s counts %d, not the %d recorded", rid,
			    ev->number, r->row.names[seat], dw[seat], sh->deadwood);
			break;
		}
		if ((rc = kl_ops_hand_form(g, seat, cards, sizeof(cards),
		                           &json, err)) != KL_OK)
			break;
		if ((json == NULL) != (sh->cards == NULL))
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: "
			    "cards are recorded for %s where points were typed, "
			    "or none where cards were", rid, ev->number,
			    r->row.names[seat]);
		else if ((json == NULL) != (sh->arrangement == NULL))
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: "
			    "an arrangement is recorded for %s where points were "
			    "typed, or none where cards were", rid, ev->number,
			    r->row.names[seat]);
		else if (json != NULL &&
		         (rc = check_cards(g, seat, cards, sh, rid,
		                           ev->number, err)) == KL_OK &&
		         strcmp(json, sh->arrangement) != 0)
			rc = check_arrangement(g, seat, sh, rid, ev->number,
			                       err);
		free(json);
		json = NULL;
	}
	if (rc != KL_OK)
		return rc;
	/* the game's discard is the one the declarer's arrangement shows */
	said = recorded_discard(ev, hands, nhands, g->declarer);
	if (!kl_ops_game_discard(g, disc, sizeof(disc))) {
		if (ev->has_discard)
			return kl_error_set(err, KL_EINPUT, "rubber %lld, game "
			    "%d: a discard %s is recorded, but %s discarded "
			    "nothing", rid, ev->number,
			    kl_text_quote(ev->discard, KL_QUOTE_MAX, quoted,
			                  sizeof(quoted)), r->row.names[g->declarer]);
	} else if (!ev->has_discard) {
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: %s "
		    "discarded %s, but no discard is recorded", rid,
		    ev->number, r->row.names[g->declarer], disc);
	} else if (strcmp(said != NULL ? said : disc, ev->discard) != 0) {
		return kl_error_set(err, KL_EINPUT, "rubber %lld, game %d: %s "
		    "discarded %s, not the %s recorded", rid, ev->number,
		    r->row.names[g->declarer], said != NULL ? said : disc,
		    kl_text_quote(ev->discard, KL_QUOTE_MAX, quoted,
		                  sizeof(quoted)));
	}
	return KL_OK;
}

/* Do a and b say the same game: declarer, declaration, upcard and the
 * same text typed for the same seats?  1 or 0. */
static int
same_game(const kl_stored_game *a, const kl_stored_game *b)
{
	int i, k;

	if (a->declarer != b->declarer || a->rummy != b->rummy ||
	    a->big != b->big || a->dead != b->dead ||
	    a->upcard != b->upcard || a->nhands != b->nhands)
		return 0;
	for (i = 0; i < a->nhands; i++) {
		for (k = 0; k < b->nhands && b->seat[k] != a->seat[i]; k++)
			;
		if (k == b->nhands || strcmp(a->typed[i], b->typed[k]) != 0)
			return 0;
	}
	return 1;
}

/*
 * The corrections of game ev (c[0..nc-1], the rubber's, oldest first;
 * games[2i] and games[2i + 1] the game as correction i found and left
 * it) against rubber r as it stands before the game and the game as
 * stored (now): each correction's two games are judged by the referee
 * as klopf fix judged them, the first correction found the game
 * another correction did not leave, each found what the one before it
 * left, and the last left the game as it is stored.  g is room for the
 * judging.  KL_OK, or KL_EINPUT naming the correction.
 */
static int
check_corrections(const kl_ops_rubber *r, const kl_stored_event *ev,
                  const kl_correction *c, const kl_stored_game *games,
                  int nc, const kl_stored_game *now, kl_game *g,
                  kl_error *err)
{
	const kl_stored_game *left = NULL;
	long long rid = (long long)r->row.id;
	kl_error why;
	int i, k;

	for (i = 0; i < nc; i++) {
		if (c[i].number != ev->number)
			continue;
		if (c[i].after_seq < ev->seq)
			return kl_error_set(err, KL_EINPUT, "rubber %lld: the "
			    "correction of game %d made at %s is recorded "
			    "before the game was booked", rid, ev->number,
			    c[i].at);
		if (left != NULL && !same_game(left, &games[2 * i]))
			return kl_error_set(err, KL_EINPUT, "rubber %lld: the "
			    "correction of game %d made at %s found another "
			    "game than the correction before it left", rid,
			    ev->number, c[i].at);
		for (k = 0; k < 2; k++) {
			kl_error_clear(&why);
			if (kl_ops_judge_stored(r, &games[2 * i + k], g,
			                        &why) != KL_OK)
				return kl_error_set(err, KL_EINPUT, "rubber "
				    "%lld: the correction of game %d made at "
				    "%s records a game the referee refuses: %s",
				    rid, ev->number, c[i].at, why.msg);
		}
		left = &games[2 * i + 1];
	}
	if (left != NULL && !same_game(left, now))
		return kl_error_set(err, KL_EINPUT, "rubber %lld: game %d is "
		    "not the game its last correction left", rid, ev->number);
	return KL_OK;
}

/* kl_ops_judge_rubber of rubber id, with its hands given[0..ngiven-1]
 * as kl_store_rubber_hands read them in the caller's transaction (the
 * caller keeps them), or read here when given is NULL. */
static int
judge_rubber(kl_store *s, int64_t id, const kl_stored_hand *given,
             int ngiven, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	kl_stored_event *ev = NULL;
	kl_stored_hand *read = NULL;
	const kl_stored_hand *hands = given;
	kl_correction *cor = NULL;
	kl_stored_game *fixed = NULL;
	kl_stored_game sg;
	kl_event event;
	kl_game *g = NULL;
	kl_error why;
	int nev = 0, nhands = ngiven, nread = 0, ncor = 0, i, k, rc;
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
	    (given == NULL && (rc = kl_store_rubber_hands(s, id, &read,
	                                                  &nread, err)) != KL_OK) ||
	    (rc = kl_store_corrections(s, id, &cor, &ncor, err)) != KL_OK ||
	    (rc = kl_rubber_start(&r->state, &r->row.rules, r->row.nplayers,
	                          NULL, err)) != KL_OK)
		goto done;
	if (given == NULL) {
		hands = read;
		nhands = nread;
	}
	if (ncor > 0 &&
	    (fixed = calloc(2 * (size_t)ncor, sizeof(*fixed))) == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (i = 0; i < 2 * ncor; i++)
		if ((rc = kl_store_correction_game(s, cor[i / 2].id, i % 2,
		                                   &fixed[i], err)) != KL_OK) {
			if (rc == KL_ESTORE)
				rc = err->code = KL_EINPUT;
			goto done;
		}
	for (i = 0; i < ncor; i++) {
		for (k = 0; k < nev && !(ev[k].kind == KL_EVENT_GAME &&
		                         ev[k].number == cor[i].number); k++)
			;
		if (k == nev || ev[k].dead) {
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld: a "
			    "correction made at %s corrects game %d, which the "
			    "rubber does not have", rid, cor[i].at,
			    cor[i].number);
			goto done;
		}
	}
	for (i = 0; i < nev; i++) {
		memset(&event, 0, sizeof(event));
		event.kind = ev[i].kind;
		event.seat = ev[i].seat;
		if (ev[i].kind == KL_EVENT_RULES) {
			event.setting = kl_rules_find(ev[i].key);
			if (event.setting < 0 ||
			    !kl_rules_applies(&r->state.rules,
			                      &kl_rules_settings[event.setting]) ||
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
			if (ev[i].has_discard) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "game %d: a dead hand records a discard",
				    rid, ev[i].number);
				goto done;
			}
		} else if (ev[i].kind == KL_EVENT_GAME) {
			kl_stored_game_free(&sg);
			if ((rc = kl_ops_stored_game(&ev[i], hands, nhands,
			                             &sg, err)) != KL_OK ||
			    (rc = check_corrections(r, &ev[i], cor, fixed, ncor,
			                            &sg, g, err)) != KL_OK)
				goto done;
			kl_error_clear(&why);
			if (kl_ops_judge_stored(r, &sg, g, &why) != KL_OK) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "game %d: %s", rid, ev[i].number, why.msg);
				goto done;
			}
			/* every hand gives the deadwood, cards and
			 * arrangement recorded, the game its discard */
			if ((rc = check_forms(g, &ev[i], hands, nhands,
			                      r, err)) != KL_OK)
				goto done;
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
	for (i = 0; fixed != NULL && i < 2 * ncor; i++)
		kl_stored_game_free(&fixed[i]);
	free(fixed);
	kl_store_corrections_free(cor, ncor);
	free(ev);
	kl_store_hands_free(read, nread);
	free(g);
	free(r);
	return rc;
}

int
kl_ops_judge_rubber(kl_store *s, int64_t id, kl_error *err)
{
	return judge_rubber(s, id, NULL, 0, err);
}

int
kl_ops_trust_hands(kl_store *s, int64_t id, kl_error *err)
{
	return kl_ops_trust_hands_of(s, id, NULL, 0, err);
}

int
kl_ops_trust_hands_of(kl_store *s, int64_t id, const kl_stored_hand *hands,
                      int nhands, kl_error *err)
{
	kl_error why;
	int rc;

	kl_error_clear(&why);
	rc = judge_rubber(s, id, hands, nhands, &why);
	if (rc == KL_EINPUT)
		return kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		    "with the hands typed in it; nothing is shown; run 'klopf "
		    "verify' for the details", (long long)id);
	if (rc != KL_OK)
		*err = why;
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
	    (rc = kl_store_check_text(s, err)) != KL_OK ||
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
