/* kl_game.c - the game referee (see kl_game.h). */
#include "kl_game.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_text.h"

void
kl_game_start(kl_game *g, const kl_game_table *t)
{
	memset(g, 0, sizeof(*g));
	g->t = *t;
	g->def = kl_gamedef_of(&g->t.rules);
	g->declarer = -1;
	g->kind = -1;
	g->upcard = -1;
	g->base_limit = t->rules.knock_limit;
	g->worth = 0;
	kl_rules_seated(&g->t.rules, t->nplayers);
}

void
kl_game_recorded(kl_game *g)
{
	g->recorded = 1;
}

int
kl_game_set_upcard(kl_game *g, int card, kl_error *err)
{
	kl_gin_rules gr;

	if (g->def->needs_upcard == NULL || !g->def->needs_upcard(&g->t.rules))
		return kl_error_set(err, KL_EINPUT, "an upcard is typed only "
		                    "for oklahoma gin");
	if (card < 0 || card >= KL_NATURALS)
		return kl_error_set(err, KL_EINPUT, "the upcard is a card of "
		                    "the pack, not a joker");
	kl_gin_rules_of(&g->t.rules, card, &gr);
	gr.knock_limit = g->base_limit;
	g->upcard = card;
	g->t.rules.knock_limit = kl_gin_limit(&gr);
	memset(g->hand, 0, sizeof(g->hand));
	g->norder = 0;
	g->gin_done = 0;
	return KL_OK;
}

const kl_arrangement *
kl_game_shown(const kl_game *g, int seat)
{
	if (seat < 0 || seat >= g->t.nplayers || !g->hand[seat].given ||
	    g->hand[seat].as_points)
		return NULL;
	if (g->gin_done)
		return seat == g->declarer ? &g->gin.knocker : &g->gin.defender;
	return &g->hand[seat].arr;
}

int
kl_game_seat(const kl_game *g, const char *name)
{
	int i;

	for (i = 0; i < g->t.nplayers; i++)
		if (!strcasecmp(g->t.names[i], name))
			return i;
	return -1;
}

/* "Anna, Ben and Clara": everybody at the table. */
static const char *
everybody(const kl_game *g, char *buf, size_t size)
{
	return kl_text_list(g->t.names, g->t.nplayers, buf, size);
}

/* The refusal of a name that does not play in the rubber. */
static int
stranger(const kl_game *g, const char *name, kl_error *err)
{
	char quoted[KL_QUOTE_SIZE], all[KL_PLAYERS_MAX * 72];
	int near = kl_text_nearest(name, g->t.names, g->t.nplayers);

	kl_text_quote(name, KL_QUOTE_MAX, quoted, sizeof(quoted));
	if (near >= 0)
		return kl_error_set(err, KL_EINPUT, "%s does not play in rubber "
		    "%lld (%s); did you mean %s?", quoted, g->t.rubber,
		    everybody(g, all, sizeof(all)), g->t.names[near]);
	return kl_error_set(err, KL_EINPUT, "%s does not play in rubber %lld "
	    "(%s)", quoted, g->t.rubber, everybody(g, all, sizeof(all)));
}

/* Refuse a kind of going out that the game does not have (-1, not
 * known yet, fits). */
static int
kind_fits(const kl_game *g, int kind, kl_error *err)
{
	const kl_decl *d = kind == -1 ? NULL : kl_gamedef_decl(g->def, kind);
	const char *why = NULL;

	if (kind == -1)
		return KL_OK;
	if (d == NULL || (d->flags & KL_DECL_NO_HANDS))
		return kl_error_set(err, KL_EINPUT, "%s",
		                    kl_error_text(g->def->ask_how));
	if (g->def->offers != NULL && !g->def->offers(&g->t.rules, d, &why))
		return kl_error_set(err, KL_EINPUT, "%s", kl_error_text(why));
	return KL_OK;
}

/* An empty hand for the declarer, where a declarer of g's kind may show
 * no card (he went out and holds none): given now, so that nobody has to
 * type it; a hand typed for him replaces it. */
static void
give_empty(kl_game *g)
{
	kl_game_hand *h = &g->hand[g->declarer];
	kl_shows sh;

	kl_gamedef_shows(&g->t.rules, g->kind, 1, &sh);
	if (sh.fewest > 0)
		return;
	memset(h, 0, sizeof(*h));
	h->given = h->empty = h->implicit = 1;
	h->verdict = g->kind;
	h->arr.discard = KL_NO_CARD;
	g->order[g->norder++] = g->declarer;
}

int
kl_game_declare(kl_game *g, const char *name, int kind, kl_error *err)
{
	int rc;
	int seat;

	if ((rc = kind_fits(g, kind, err)) != KL_OK)
		return rc;
	seat = kl_game_seat(g, name);
	if (seat < 0)
		return stranger(g, name, err);
	if (g->t.out[seat] && seat == g->t.sitting_out)
		return kl_error_set(err, KL_EINPUT, "%s deals and sits out this "
		                    "hand, and cannot have gone out",
		                    g->t.names[seat]);
	if (g->t.out[seat])
		return kl_error_set(err, KL_EINPUT, "%s is out of the rubber "
		                    "and cannot declare", g->t.names[seat]);
	memset(g->hand, 0, sizeof(g->hand));
	g->norder = 0;
	g->gin_done = 0;
	g->declarer = seat;
	g->kind = kind;
	give_empty(g);
	return KL_OK;
}

/* The refusal of a declaration that the declarer's deadwood does not
 * support (the game's words; a holds the proof). */
static int
does_not_stand(kl_game *g, int kind, const kl_arrangement *a, kl_error *err)
{
	g->refused = *a;
	return g->def->refuse(&g->t.rules, kind, g->t.names[g->declarer], a,
	                      err);
}

/* The declaration kind becomes once the declarer's hand h is known:
 * cards that make more end the hand so (kl_game_def.upgrade). */
static int
upgraded(const kl_game *g, int kind, const kl_game_hand *h)
{
	if (g->def->upgrade == NULL)
		return kind;
	return g->def->upgrade(&g->t.rules, kind, h->verdict,
	                       h->list.ngroups > 1);
}

/* Does the declarer's hand h support going out as kind, or as what
 * kind becomes with h (a knock under an ace upcard whose cards make gin
 * is gin)? */
static int
declaration_stands(const kl_game *g, int kind, const kl_game_hand *h)
{
	if (h->empty)
		return 1;
	return g->def->accepts(&g->t.rules, upgraded(g, kind, h), h->verdict,
	                       h->deadwood);
}

/* Cards that make more than was declared end the hand so, as the game
 * says (kl_game_def.upgrade). */
static void
upgrade(kl_game *g)
{
	const kl_game_hand *h = &g->hand[g->declarer];

	if (h->given)
		g->kind = upgraded(g, g->kind, h);
}

int
kl_game_set_kind(kl_game *g, int kind, kl_error *err)
{
	const kl_game_hand *h;
	int rc;

	if (g->declarer < 0 || kind == -1)
		return kind_fits(g, KL_VERDICT_NONE, err);
	if ((rc = kind_fits(g, kind, err)) != KL_OK)
		return rc;
	h = &g->hand[g->declarer];
	if (h->given && !declaration_stands(g, kind, h))
		return does_not_stand(g, kind, &h->arr, err);
	g->kind = kind;
	upgrade(g);
	return KL_OK;
}

/* Spaces and tabs, which may surround a number or a name. */
static int
blank(char c)
{
	return c == ' ' || c == '\t';
}

/* 1 when text holds nothing but blanks. */
static int
blank_text(const char *text)
{
	while (blank(*text))
		text++;
	return *text == '\0';
}

/*
 * If text is a whole number (blanks around it allowed, a sign too), 1
 * with its sign and digits, without the blanks, in buf (which holds
 * strlen(text) + 1 bytes); else 0.
 */
static int
number_text(const char *text, char *buf)
{
	const char *p = text, *start;

	while (blank(*p))
		p++;
	start = p;
	if (*p == '-' || *p == '+')
		p++;
	if (*p < '0' || *p > '9')
		return 0;
	while (*p >= '0' && *p <= '9')
		p++;
	memcpy(buf, start, (size_t)(p - start));
	buf[p - start] = '\0';
	while (blank(*p))
		p++;
	return *p == '\0';
}

/* The most points a hand booked before could be typed as: every card at
 * the highest value a card of the deck has (what klopf took before it
 * knew what a hand can count). */
static long
recorded_most(const kl_rules *ru)
{
	int most = ru->ace_value;

	if (ru->court_value > most)
		most = ru->court_value;
	if (ru->jokers > 0 && ru->joker_value > most)
		most = ru->joker_value;
	return (long)ru->hand_size * most;
}

/* Points typed for the hand of seat into *h. */
static int
read_points(kl_game *g, int seat, const char *digits, kl_game_hand *h,
            kl_error *err)
{
	const char *who = g->t.names[seat];
	long most, least = 1, v;
	unsigned long one;
	kl_shows sh;
	char *end;

	/* what a hand can count is worked out for each new hand typed as
	 * points (a walk of some milliseconds); a game booked before takes
	 * what it took then */
	if (g->recorded && g->def->miscount == NULL) {
		/* (the melding games' hands left, kl_game_def.miscount, are
		 * kept since schema 12 and judged as they were typed) */
		most = recorded_most(&g->t.rules);
	} else {
		most = g->def->most_points(&g->t.rules);
		if (g->def->least_points != NULL)
			least = g->def->least_points(&g->t.rules);
	}

	kl_gamedef_shows(&g->t.rules, g->kind, seat == g->declarer, &sh);
	if (seat == g->declarer && !sh.points)
		return kl_error_set(err, KL_EINPUT, "%s declared and must show "
		                    "the cards, not points", who);
	if (g->def->points_refusal != NULL)
		return kl_error_set(err, KL_EINPUT, g->def->points_refusal,
		                    who);
	errno = 0;
	v = strtol(digits, &end, 10);
	/* "1 point", else "points" (the text as typed is quoted) */
	one = *end == '\0' && errno != ERANGE && v == 1 ? 1 : 2;
	/* a hand left of the melding games (kl_game_def.miscount) holds a
	 * card or more, and every card counts */
	if (g->def->miscount != NULL && sh.fewest > 0 &&
	    (*end != '\0' || errno == ERANGE || v < least || v > most))
		return kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "%s: %s point is impossible (a hand left of %d to %d "
		    "cards counts %ld to %ld)",
		    "%s: %s points is impossible (a hand left of %d to %d "
		    "cards counts %ld to %ld)", one), who, digits, sh.fewest,
		    sh.most, least, most);
	if (*end != '\0' || errno == ERANGE || v < 0 || v > most)
		return kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "%s: %s point is impossible (a hand of %d cards counts 0 "
		    "to %ld, the most its cards can count with nothing "
		    "melded)",
		    "%s: %s points is impossible (a hand of %d cards counts 0 "
		    "to %ld, the most its cards can count with nothing "
		    "melded)", one), who, digits, g->t.rules.hand_size, most);
	if (v < least && g->def->all_cards_count && seat != g->declarer)
		return kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "%s: %s point is impossible (every card left in a hand "
		    "counts, so a hand left counts at least %ld)",
		    "%s: %s points is impossible (every card left in a hand "
		    "counts, so a hand left counts at least %ld)", one), who,
		    digits, least);
	if (v > 0 && v < least)
		return kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "%s: %s point is impossible (a hand counts 0 or at least "
		    "%ld: no unmelded card counts less)",
		    "%s: %s points is impossible (a hand counts 0 or at least "
		    "%ld: no unmelded card counts less)", one), who, digits,
		    least);
	h->as_points = 1;
	h->deadwood = (int)v;
	return KL_OK;
}

/*
 * Do the cards of h (the hand of seat) fit in the deck with the hands
 * given before?  With h NULL: do the hands given fit in one deck?  Else
 * KL_EINPUT naming the first card there is too much of and who holds it.
 */
static int
one_deck(const kl_game *g, int seat, const kl_game_hand *h, kl_error *err)
{
	const kl_rules *ru = &g->t.rules;
	const kl_cardlist *lists[KL_PLAYERS_MAX + 1];
	const char *owners[KL_PLAYERS_MAX + 1];
	int total[KL_NATURALS + 1], n = 0, i, k, c, limit;
	char holders[KL_PLAYERS_MAX * 80], name[KL_CARD_NAME_MAX];
	size_t o = 0;

	for (i = 0; i < g->norder; i++) {
		const kl_game_hand *o2 = &g->hand[g->order[i]];
		if (o2->as_points)
			continue;
		lists[n] = &o2->list;
		owners[n++] = g->t.names[g->order[i]];
	}
	if (h != NULL) {
		lists[n] = &h->list;
		owners[n++] = g->t.names[seat];
	}
	memset(total, 0, sizeof(total));
	for (i = 0; i < n; i++)
		for (k = 0; k < lists[i]->n; k++)
			total[lists[i]->cards[k]]++;
	for (c = 0; c <= KL_NATURALS; c++) {
		limit = c == KL_JOKER ? ru->jokers : ru->decks;
		if (total[c] > limit)
			break;
	}
	if (c > KL_NATURALS)
		return KL_OK;
	holders[0] = '\0';
	for (i = 0; i < n; i++) {
		int held = 0;
		for (k = 0; k < lists[i]->n; k++)
			held += lists[i]->cards[k] == c;
		if (held > 0 && o < sizeof(holders))
			o += (size_t)snprintf(holders + o, sizeof(holders) - o,
			    "%s%s %d", o ? ", " : "", owners[i], held);
	}
	if (c == KL_JOKER)
		return kl_error_set(err, KL_EINPUT, "these hands cannot come "
		    "from one deck: %d jokers on the table (%s), but the deck "
		    "has only %d", total[c], holders, limit);
	kl_card_name((kl_card)c, kl_rules_card_style(ru), name, sizeof(name));
	return kl_error_set(err, KL_EINPUT, "these hands cannot come from one "
	    "deck: %s is on the table %d times (%s), but the deck holds only "
	    "%d", name, total[c], holders, limit);
}

/* Cards typed for the hand of seat into *h, judged. */
static int
read_cards(kl_game *g, int seat, const char *typed, kl_game_hand *h,
           kl_error *err)
{
	const kl_rules *ru = &g->t.rules;
	const char *who = g->t.names[seat];
	kl_card_limits lim;
	kl_shows sh;
	kl_error why;
	kl_hand hand;
	int n, rc;

	kl_game_card_limits(ru, &lim);
	kl_error_clear(&why);
	kl_gamedef_shows(ru, g->kind, seat == g->declarer, &sh);
	if (seat != g->declarer && blank_text(typed) &&
	    kl_game_others_unseen(g)) {
		/* a hand that does not change the score, not shown */
		memset(&h->list, 0, sizeof(h->list));
		h->unseen = 1;
		h->deadwood = 0;
		h->arr.discard = KL_NO_CARD;
		return KL_OK;
	}
	if (g->def->miscount != NULL && blank_text(typed)) {
		/* no card: the declarer who went out holding none */
		memset(&h->list, 0, sizeof(h->list));
		if (seat != g->declarer || sh.fewest > 0)
			return g->def->miscount(ru, g->kind, seat == g->declarer,
			                        who, 0, err);
		h->empty = 1;
		h->verdict = g->kind;
		h->arr.discard = KL_NO_CARD;
		return KL_OK;
	}
	if (kl_cards_parse(&typed, 1, &lim, &h->list, &why) != KL_OK)
		return kl_error_set(err, KL_EINPUT, "hand of %s: %s", who,
		                    why.msg);
	n = h->list.n;
	if (g->def->miscount != NULL) {
		if (n < sh.fewest || n > sh.most)
			return g->def->miscount(ru, g->kind, seat == g->declarer,
			                        who, n, err);
	} else if (seat == g->declarer && n == 1)
		return kl_error_set(err, KL_EINPUT, "%s declared with one card; "
		    "show %d, or %d before the discard", who, ru->hand_size,
		    ru->hand_size + 1);
	else if (seat == g->declarer && n != ru->hand_size &&
	         n != ru->hand_size + 1)
		return kl_error_set(err, KL_EINPUT, "%s declared with %d cards; "
		    "show %d, or %d before the discard", who, n, ru->hand_size,
		    ru->hand_size + 1);
	else if (seat != g->declarer && n == 1)
		return kl_error_set(err, KL_EINPUT, "%s shows one card; a hand "
		    "holds %d at the end of a game", who, ru->hand_size);
	else if (seat != g->declarer && n != ru->hand_size)
		return kl_error_set(err, KL_EINPUT, "%s shows %d cards; a hand "
		    "holds %d at the end of a game", who, n, ru->hand_size);
	if (!g->deck_later && (rc = one_deck(g, seat, h, err)) != KL_OK)
		return rc;
	kl_cardlist_hand(&h->list, &hand);
	if (seat != g->declarer) {
		h->deadwood = g->def->value(ru, &hand, &h->arr);
		if (h->deadwood < 0)
			return kl_error_set(err, KL_EINPUT, "hand of %s: a hand "
			                    "holds at most %d cards", who,
			                    KL_HAND_MAX);
		return KL_OK;
	}
	h->verdict = g->def->verdict(ru, &hand, &h->arr, &why);
	if (h->verdict < 0)
		return kl_error_set(err, KL_EINPUT, "hand of %s: %s", who,
		                    why.msg);
	h->deadwood = h->arr.deadwood;
	if (!declaration_stands(g, g->kind, h))
		return does_not_stand(g, g->kind, &h->arr, err);
	g->worth = g->def->worth != NULL ? g->def->worth(ru, &hand) : 0;
	return KL_OK;
}

/*
 * Gin, once both hands are in: judge the hand whole (kl_gin_judge): the
 * knocker's showing (his typed groups, or the one best for him), the
 * defender's layoffs.  KL_EINPUT for typed groups that are no melds,
 * KL_ERULE when the showing typed does not support the knock.
 */
static int
judge_gin(kl_game *g, kl_error *err)
{
	kl_gin_rules gr;
	kl_error why;
	int k = g->declarer, d = 1 - g->declarer, rc;
	const kl_rules *ru = &g->t.rules;

	g->gin_done = 0;
	if (!g->def->layoffs || k < 0 || !g->hand[k].given ||
	    !g->hand[d].given)
		return KL_OK;
	kl_gin_rules_of(ru, g->upcard, &gr);
	gr.knock_limit = g->base_limit;
	kl_error_clear(&why);
	rc = kl_gin_judge(&gr, &g->hand[k].list, &g->hand[d].list, &g->gin,
	                  &why);
	if (rc != KL_OK)
		return kl_error_set(err, rc, "hand of %s: %s", g->t.names[k],
		                    why.msg);
	if (g->gin.verdict == KL_GIN_NONE)
		return does_not_stand(g, KL_VERDICT_KNOCK, &g->gin.knocker, err);
	/* the showing typed decides: melds that leave deadwood are no gin */
	if (g->gin.verdict == KL_GIN_KNOCK && g->kind != KL_VERDICT_KNOCK)
		return does_not_stand(g, g->kind, &g->gin.knocker, err);
	if (g->gin.verdict == KL_GIN_GIN && g->kind == KL_VERDICT_BIG_GIN &&
	    !g->gin.gin_over_big)
		return does_not_stand(g, g->kind, &g->gin.knocker, err);
	if (g->gin.verdict == KL_GIN_GIN)
		g->kind = KL_VERDICT_RUMMY;
	else if (g->gin.verdict == KL_GIN_BIG_GIN)
		g->kind = KL_VERDICT_BIG_GIN;
	g->gin_done = 1;
	return KL_OK;
}

int
kl_game_give(kl_game *g, int seat, const char *typed, kl_error *err)
{
	kl_game_hand *h = NULL;
	char digits[KL_TYPED_MAX];
	size_t len = strlen(typed);
	int rc, implicit = 0;

	if (seat < 0 || seat >= g->t.nplayers || g->declarer < 0) {
		rc = kl_error_set(err, KL_EINPUT, "say who went out before "
		                  "the hands");
		goto done;
	}
	if (g->t.out[seat] && seat == g->t.sitting_out) {
		rc = kl_error_set(err, KL_EINPUT, "%s deals and sits out this "
		                  "hand, and has no hand", g->t.names[seat]);
		goto done;
	}
	if (g->t.out[seat]) {
		rc = kl_error_set(err, KL_EINPUT, "%s is out of the rubber and "
		                  "has no hand", g->t.names[seat]);
		goto done;
	}
	if (g->hand[seat].given && g->hand[seat].implicit) {
		/* the empty hand of the declarer gives way to the one typed */
		implicit = 1;
		kl_game_take_back(g, seat);
	}
	if (g->hand[seat].given) {
		rc = kl_error_set(err, KL_EINPUT, "two hands for %s",
		                  g->t.names[seat]);
		goto done;
	}
	if (seat == g->declarer && g->kind < 0) {
		rc = kl_error_set(err, KL_EINPUT, "say how %s went out (knock "
		                  "or rummy) before the hand",
		                  g->t.names[seat]);
		goto done;
	}
	if (len >= KL_TYPED_MAX) {
		rc = kl_error_set(err, KL_EINPUT, "hand of %s: %zu bytes are "
		                  "more than a hand can be (at most %d)",
		                  g->t.names[seat], len, KL_TYPED_MAX - 1);
		goto done;
	}
	h = calloc(1, sizeof(*h));
	if (h == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	memcpy(h->typed, typed, len + 1);
	rc = number_text(typed, digits) ?
	     read_points(g, seat, digits, h, err) :
	     read_cards(g, seat, typed, h, err);
	if (rc != KL_OK)
		goto done;
	h->given = 1;
	g->hand[seat] = *h;
	g->order[g->norder++] = seat;
	if (seat == g->declarer)
		upgrade(g);
	if ((rc = judge_gin(g, err)) != KL_OK)
		kl_game_take_back(g, seat);
done:
	if (rc != KL_OK && implicit && !g->hand[seat].given)
		give_empty(g);
	free(h);
	return rc;
}

int
kl_game_give_arg(kl_game *g, const char *arg, kl_error *err)
{
	char quoted[KL_QUOTE_SIZE], who[KL_TYPED_MAX], *start;
	const char *eq = strchr(arg, '=');
	size_t len;
	int seat;

	if (eq == NULL || eq == arg)
		return kl_error_set(err, KL_EINPUT, "hand %d \"%s\": write it "
		    "as NAME=CARDS (or NAME=POINTS)", g->norder + 1,
		    kl_text_quote(arg, KL_QUOTE_MAX, quoted, sizeof(quoted)));
	len = (size_t)(eq - arg);
	if (len >= sizeof(who))
		len = sizeof(who) - 1;
	memcpy(who, arg, len);
	who[len] = '\0';
	/* blanks around the name are not part of it: "Ben = 17" */
	while (len > 0 && blank(who[len - 1]))
		who[--len] = '\0';
	for (start = who; blank(*start); start++)
		;
	seat = (size_t)(eq - arg) >= sizeof(who) ? -1 :
	       kl_game_seat(g, start);
	if (seat < 0)
		return stranger(g, start, err);
	return kl_game_give(g, seat, eq + 1, err);
}

void
kl_game_take_back(kl_game *g, int seat)
{
	int i, k = 0;

	if (seat < 0 || seat >= g->t.nplayers || !g->hand[seat].given)
		return;
	memset(&g->hand[seat], 0, sizeof(g->hand[seat]));
	g->gin_done = 0;
	for (i = 0; i < g->norder; i++)
		if (g->order[i] != seat)
			g->order[k++] = g->order[i];
	g->norder = k;
}

int
kl_game_deck(const kl_game *g, kl_error *err)
{
	return one_deck(g, -1, NULL, err);
}

int
kl_game_swap(kl_game *g, int a, int b, kl_error *err)
{
	char ta[KL_TYPED_MAX], tb[KL_TYPED_MAX];
	kl_game *keep = NULL;
	kl_arrangement proof;
	int rc, later = g->deck_later;

	if (a < 0 || b < 0 || a >= g->t.nplayers || b >= g->t.nplayers ||
	    a == b)
		return kl_error_set(err, KL_EINPUT, "swap exchanges the hands "
		                    "of two different players");
	if (!g->hand[a].given || g->hand[a].implicit)
		return kl_error_set(err, KL_EINPUT, "%s has no hand typed to "
		                    "swap", g->t.names[a]);
	if (!g->hand[b].given || g->hand[b].implicit)
		return kl_error_set(err, KL_EINPUT, "%s has no hand typed to "
		                    "swap", g->t.names[b]);
	keep = malloc(sizeof(*keep));
	if (keep == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	*keep = *g;
	snprintf(ta, sizeof(ta), "%s", g->hand[a].typed);
	snprintf(tb, sizeof(tb), "%s", g->hand[b].typed);
	/* the same cards stay on the table: the deck is checked at the
	 * end, as it was before */
	g->deck_later = 1;
	kl_game_take_back(g, a);
	kl_game_take_back(g, b);
	rc = kl_game_give(g, a, tb, err);
	if (rc == KL_OK)
		rc = kl_game_give(g, b, ta, err);
	g->deck_later = later;
	if (rc != KL_OK) {
		/* as it was, with the proof of a declaration refused */
		proof = g->refused;
		*g = *keep;
		g->refused = proof;
	}
	free(keep);
	return rc;
}

int
kl_game_others_unseen(const kl_game *g)
{
	const kl_decl *d = g->declarer >= 0 ? kl_game_decl(g) : NULL;

	return d != NULL && (d->flags & KL_DECL_OTHERS_UNSEEN);
}

int
kl_game_missing(const kl_game *g)
{
	int i, seat, n = g->t.nplayers, first = g->declarer < 0 ? 0 :
	    g->declarer, unseen = kl_game_others_unseen(g);

	for (i = 0; i < n; i++) {
		seat = (first + i) % n;
		if (unseen && seat != g->declarer)
			continue;
		if (!g->t.out[seat] && !g->hand[seat].given)
			return seat;
	}
	return -1;
}

void
kl_game_unseen(kl_game *g)
{
	kl_error err;
	int seat;

	if (!kl_game_others_unseen(g))
		return;
	for (seat = 0; seat < g->t.nplayers; seat++)
		if (!g->t.out[seat] && !g->hand[seat].given &&
		    seat != g->declarer)
			kl_game_give(g, seat, "", &err);
}

int
kl_game_complete(const kl_game *g, kl_error *err)
{
	int seat = kl_game_missing(g);

	if (seat >= 0)
		return kl_error_set(err, KL_EINPUT, "no hand for %s (every "
		    "player in play needs one: NAME=CARDS)", g->t.names[seat]);
	return KL_OK;
}

int
kl_game_judge(kl_game *g, const char *declarer, int kind, int nargs,
              const char *const *args, kl_error *err)
{
	return kl_game_judge_upcard(g, declarer, kind, -1, nargs, args, err);
}

int
kl_game_judge_upcard(kl_game *g, const char *declarer, int kind, int upcard,
                     int nargs, const char *const *args, kl_error *err)
{
	int i, rc;

	if ((rc = kl_game_declare(g, declarer, kind, err)) != KL_OK ||
	    (upcard >= 0 &&
	     (rc = kl_game_set_upcard(g, upcard, err)) != KL_OK))
		return rc;
	for (i = 0; i < nargs; i++)
		if ((rc = kl_game_give_arg(g, args[i], err)) != KL_OK)
			return rc;
	if (kl_game_missing(g) < 0)
		kl_game_unseen(g);
	return kl_game_complete(g, err);
}

int
kl_game_knock_is_rummy(const kl_game *g)
{
	return g->declarer >= 0 && g->kind == KL_VERDICT_KNOCK &&
	       g->hand[g->declarer].given &&
	       g->hand[g->declarer].verdict == KL_VERDICT_RUMMY;
}

int
kl_game_points(const kl_game *g, int seat)
{
	int deadwood[KL_PLAYERS_MAX], in_play[KL_PLAYERS_MAX];
	int points[KL_PLAYERS_MAX], s;

	if (seat < 0 || seat >= g->t.nplayers || !g->hand[seat].given ||
	    g->declarer < 0 || g->kind < 0)
		return -1;
	kl_game_deadwood(g, deadwood);
	for (s = 0; s < KL_PLAYERS_MAX; s++)
		in_play[s] = s < g->t.nplayers && g->hand[s].given;
	/* the declarer's hand may not be in yet: it scores as a hand that
	 * stands (0), which changes nobody else's points */
	if (!in_play[g->declarer]) {
		in_play[g->declarer] = 1;
		deadwood[g->declarer] = 0;
	}
	g->def->score(&g->t.rules, g->t.nplayers, in_play, g->declarer,
	              g->kind, deadwood, points);
	return points[seat];
}

void
kl_game_deadwood(const kl_game *g, int deadwood[KL_PLAYERS_MAX])
{
	int s;

	for (s = 0; s < KL_PLAYERS_MAX; s++)
		deadwood[s] = s < g->t.nplayers && g->hand[s].given ?
		              g->hand[s].deadwood : -1;
	/* gin: the knocker's count as shown, the defender's after his
	 * layoffs (after gin, his own least) */
	if (g->gin_done) {
		deadwood[g->declarer] = g->gin.knocker.deadwood;
		deadwood[1 - g->declarer] = g->gin.verdict == KL_GIN_KNOCK ?
		    g->gin.defender.deadwood : g->gin.defender_min;
	}
}

const kl_decl *
kl_game_decl(const kl_game *g)
{
	if (g->declarer < 0)
		return kl_gamedef_decl(g->def, KL_VERDICT_NONE);
	return g->kind < 0 ? NULL : kl_gamedef_decl(g->def, g->kind);
}

void
kl_game_event(const kl_game *g, kl_event *ev)
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

int
kl_game_preview(const kl_game *g, const kl_rubber *r, kl_rubber *after,
                kl_event_result *res, kl_error *err)
{
	kl_event ev;

	*after = *r;
	kl_game_event(g, &ev);
	return kl_rubber_apply(after, &ev, res, err);
}

void
kl_game_card_limits(const kl_rules *rules, kl_card_limits *out)
{
	out->decks = rules->decks;
	out->jokers = rules->jokers;
	/* Continental's declarer may show hand_size + 1 = 16 cards, which
	 * the family's solver counts (KL_FAM_HAND_MAX) */
	out->max_cards = rules->hand_size + 1 > KL_HAND_MAX ?
	                 rules->hand_size + 1 : KL_HAND_MAX;
	out->style = kl_rules_card_style(rules);
}

int
kl_game_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
                kl_error *err)
{
	return kl_gamedef_of(rules)->verdict(rules, h, out, err);
}
