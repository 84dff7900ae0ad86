/*
 * kl_mgroup.c - the group check of the melding games (kl_mgroup.h): one
 * group read every way as a set and as a run, and typed groups judged
 * as one opening.
 */
#include "kl_mgroup_int.h"

#include <string.h>

#define NAME KL_CARD_NAME_MAX

/* The ranks' short names, as a run is said ("Q-K-A"). */
static const char *const rank_text[KL_RANKS] = {
	"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};
/* ... with the German court letters (cards = german) */
static const char *const rank_text_german[KL_RANKS] = {
	"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K"
};

char *
kl_mg_name(const kl_mg_rules *r, kl_card c, char *buf)
{
	kl_card_name(c, r->style, buf, NAME);
	return buf;
}

/* The opening value of a card of rank (not an ace): 2-10 face value,
 * J, Q, K 10. */
static int
rank_value(int rank)
{
	return rank >= KL_TEN ? 10 : rank + 1;
}

/* The card each card of g stands for where it is fixed: a natural card
 * itself, a named joker its card; KL_NO_CARD for an unnamed joker. */
static kl_card
fixed_card(const kl_mg_group *g, int i)
{
	return g->cards[i] != KL_JOKER ? g->cards[i] : g->named[i];
}

/* ---- sets ---- */

/*
 * Read g as a set under r: 1 with the meld in out->meld, or 0 with why
 * in out->why.
 */
static int
try_set(const kl_mg_rules *r, const kl_mg_group *g, kl_mg_verdict *out)
{
	int rank = -1, first = -1, used[KL_SUITS] = { 0 }, nj = 0, i, k;
	int order[KL_MG_GROUP_MAX], n = g->n, ace;
	kl_card reads[KL_MG_GROUP_MAX];
	char a[NAME], b[NAME];

	for (i = 0; i < n; i++)
		if (g->cards[i] != KL_JOKER && rank < 0) {
			rank = kl_card_rank(g->cards[i]);
			first = i;
		}
	for (i = 0; i < n; i++) {
		kl_card c = fixed_card(g, i);
		if (g->cards[i] == KL_JOKER)
			nj++;
		if (c == KL_NO_CARD || kl_card_rank(c) == rank)
			continue;
		kl_mg_name(r, c, a);
		kl_mg_name(r, g->cards[first], b);
		if (g->cards[i] == KL_JOKER)
			kl_error_set(&out->why, KL_ERULE, "a joker named %s "
			             "cannot stand in a set with %s", a, b);
		else
			kl_error_set(&out->why, KL_ERULE, "%s and %s differ in "
			             "rank, so they make no set", b, a);
		return 0;
	}
	if (n > 4) {
		kl_error_set(&out->why, KL_ERULE, "a set holds at most four "
		             "cards, not %d", n);
		return 0;
	}
	for (i = 0; i < n; i++) {
		kl_card c = fixed_card(g, i);
		if (c == KL_NO_CARD)
			continue;
		if (used[kl_card_suit(c)] && !r->set_any_suits) {
			kl_error_set(&out->why, KL_ERULE, "%s twice in one set",
			             kl_mg_name(r, c, a));
			return 0;
		}
		used[kl_card_suit(c)]++;
	}
	if (r->set_jokers >= 0 && nj > r->set_jokers) {
		kl_error_set(&out->why, KL_ERULE, kl_error_plural(
		    "%d jokers in one set, but a set holds at most %d joker "
		    "in this game", "%d jokers in one set, but a set holds at "
		    "most %d jokers in this game", (unsigned long)r->set_jokers),
		    nj, r->set_jokers);
		return 0;
	}
	/* an unnamed joker reads as the first suit missing */
	for (i = 0; i < n; i++) {
		reads[i] = fixed_card(g, i);
		if (reads[i] != KL_NO_CARD)
			continue;
		for (k = 0; k < KL_SUITS - 1 && used[k]; k++)
			;
		used[k]++;
		reads[i] = kl_card_make(k, rank);
	}
	/* laid in the order of the suits read, natural cards first */
	for (i = 0; i < n; i++)
		order[i] = i;
	for (i = 1; i < n; i++)
		for (k = i; k > 0; k--) {
			int x = order[k - 1], y = order[k];
			int kx = kl_card_suit(reads[x]) * 2 +
			         (g->cards[x] == KL_JOKER);
			int ky = kl_card_suit(reads[y]) * 2 +
			         (g->cards[y] == KL_JOKER);
			if (kx <= ky)
				break;
			order[k - 1] = y;
			order[k] = x;
		}
	memset(&out->meld, 0, sizeof(out->meld));
	out->meld.kind = KL_MG_SET;
	out->meld.n = n;
	for (i = 0; i < n; i++) {
		out->meld.cards[i] = g->cards[order[i]];
		out->meld.reads[i] = reads[order[i]];
	}
	ace = rank == KL_ACE;
	out->meld.value = n * (ace ? r->ace_set_open : rank_value(rank));
	return 1;
}

/* ---- runs ---- */

/* The places of a run for an ace rule: 13 in a line (low), 14 in a
 * line with the ace at both ends (both), 13 in a ring (corner). */
typedef struct run_try {
	int ace;          /* enum kl_mg_ace of this search */
	int ordered;      /* the typed order is the run's */
	int n;            /* cards of the run */
	int nfixed;       /* cards whose card is fixed */
	int rank[KL_MG_GROUP_MAX]; /* each fixed card's rank */
	int idx[KL_MG_GROUP_MAX];  /* and its place as typed */
} run_try;

/* The best window found: its first place, its direction (1: typed
 * downwards), its value; found 0 when there is none. */
typedef struct run_best {
	int found, lo, down, value;
} run_best;

/* The rank at place pos of a search (the ace stands at 0, and at 13
 * where it goes at both ends). */
static int
place_rank(int pos)
{
	return pos % KL_RANKS;
}

/* The offset in the window from lo of a card of rank in a search with
 * ace rule ace, or -1 when it cannot lie there. */
static int
offset_of(int ace, int lo, int n, int rank)
{
	int o;

	if (ace == KL_MG_ACE_CORNER)
		o = (rank - lo + KL_RANKS) % KL_RANKS;
	else if (ace == KL_MG_ACE_BOTH && rank == KL_ACE)
		o = (lo == 0 ? 0 : KL_RANKS) - lo;
	else
		o = rank - lo;
	return o >= 0 && o < n ? o : -1;
}

/* The opening value of the card at offset o of the window from lo. */
static int
place_value(const kl_mg_rules *r, int ace, int lo, int o)
{
	int pos = lo + o, rank = place_rank(pos);

	if (rank != KL_ACE)
		return rank_value(rank);
	if (ace == KL_MG_ACE_CORNER)
		return o == 0 ? r->ace_low_open : r->ace_high_open;
	return pos == 0 ? r->ace_low_open : r->ace_high_open;
}

/* Search every window of t for the one worth most (the first on a tie)
 * into *best. */
static void
run_search(const kl_mg_rules *r, const run_try *t, run_best *best)
{
	int places = t->ace == KL_MG_ACE_BOTH ? KL_RANKS + 1 : KL_RANKS;
	int starts = t->ace == KL_MG_ACE_CORNER ? KL_RANKS :
	             places - t->n + 1;
	int lo, down, f, o, value;

	best->found = 0;
	for (lo = 0; lo < starts; lo++)
		for (down = 0; down <= t->ordered; down++) {
			for (f = 0; f < t->nfixed; f++) {
				o = offset_of(t->ace, lo, t->n, t->rank[f]);
				if (o < 0)
					break;
				if (t->ordered && o != (down ? t->n - 1 - t->idx[f] :
				                             t->idx[f]))
					break;
			}
			if (f < t->nfixed)
				continue;
			for (value = 0, o = 0; o < t->n; o++)
				value += place_value(r, t->ace, lo, o);
			if (!best->found || value > best->value) {
				best->found = 1;
				best->lo = lo;
				best->down = down;
				best->value = value;
			}
		}
}

/* Lay g as the run of window b of search t (suit) into *m. */
static void
run_lay(const kl_mg_group *g, const run_try *t, const run_best *b,
        int suit, kl_mg_meld *m)
{
	int i, o;

	memset(m, 0, sizeof(*m));
	m->kind = KL_MG_RUN;
	m->n = t->n;
	m->value = b->value;
	for (o = 0; o < t->n; o++) {
		m->reads[o] = kl_card_make(suit, place_rank(b->lo + o));
		m->cards[o] = KL_JOKER;
	}
	for (i = 0; i < g->n; i++) {
		kl_card c = fixed_card(g, i);
		if (t->ordered)
			o = b->down ? t->n - 1 - i : i;
		else if (c != KL_NO_CARD)
			o = offset_of(t->ace, b->lo, t->n, kl_card_rank(c));
		else
			continue;
		m->cards[o] = g->cards[i];
	}
}

/* The reason no window of t exists under r's ace rule: Q-K-A where the
 * ace is low only, a run around the corner, a table run out of order,
 * or a gap more jokers would fill. */
static void
run_refuse(const kl_mg_rules *r, const kl_mg_group *g, run_try *t,
           int suit, kl_mg_verdict *out)
{
	run_best b;
	kl_mg_meld m;
	char text[3 * KL_MG_MELD_MAX + 1], a[NAME], z[NAME];
	int ace = t->ace, ordered = t->ordered, lo, f, span, best_span;
	int best_lo = 0, nfree = t->n - t->nfixed, places, starts, o;

	if (ace == KL_MG_ACE_LOW) {
		t->ace = KL_MG_ACE_BOTH;
		run_search(r, t, &b);
		if (b.found) {
			run_lay(g, t, &b, suit, &m);
			kl_error_set(&out->why, KL_ERULE, "in this game the ace "
			    "is low only (A-2-3), so %s is no run",
			    kl_mg_ranks_text(&m, r->style, text, sizeof(text)));
			t->ace = ace;
			return;
		}
	}
	if (ace != KL_MG_ACE_CORNER) {
		t->ace = KL_MG_ACE_CORNER;
		run_search(r, t, &b);
		if (b.found) {
			run_lay(g, t, &b, suit, &m);
			kl_error_set(&out->why, KL_ERULE, "%s goes around the "
			    "corner, and runs do not in this game",
			    kl_mg_ranks_text(&m, r->style, text, sizeof(text)));
			t->ace = ace;
			return;
		}
	}
	t->ace = ace;
	if (ordered) {
		t->ordered = 0;
		run_search(r, t, &b);
		t->ordered = 1;
		if (b.found) {
			for (f = 0; f < t->nfixed; f++)
				if (offset_of(ace, b.lo, t->n, t->rank[f]) !=
				    t->idx[f])
					break;
			kl_error_set(&out->why, KL_ERULE, "a run on the table is "
			    "typed as it lies, from one end to the other: %s is "
			    "out of place", kl_mg_name(r, kl_card_make(suit,
			    t->rank[f < t->nfixed ? f : 0]), a));
			return;
		}
	}
	/* the narrowest window holding every fixed card */
	places = ace == KL_MG_ACE_BOTH ? KL_RANKS + 1 : KL_RANKS;
	starts = ace == KL_MG_ACE_CORNER ? KL_RANKS : places;
	best_span = places + 1;
	for (lo = 0; lo < starts; lo++) {
		for (span = 0, f = 0; f < t->nfixed; f++) {
			o = offset_of(ace, lo, places, t->rank[f]);
			if (o < 0)
				break;
			if (o + 1 > span)
				span = o + 1;
		}
		if (f == t->nfixed && span < best_span) {
			best_span = span;
			best_lo = lo;
		}
	}
	kl_mg_name(r, kl_card_make(suit, place_rank(best_lo)), a);
	kl_mg_name(r, kl_card_make(suit, place_rank(best_lo + best_span - 1)), z);
	kl_error_set(&out->why, KL_ERULE, kl_error_plural(
	    "the run from %s to %s lacks %d card, more than its jokers (%d)",
	    "the run from %s to %s lacks %d cards, more than its jokers (%d)",
	    (unsigned long)(best_span - t->nfixed)), a, z,
	    best_span - t->nfixed, nfree);
}

/*
 * Read g as a run under r (as typed where ordered): 1 with the meld in
 * out->meld, or 0 with why in out->why.
 */
static int
try_run(const kl_mg_rules *r, const kl_mg_group *g, int ordered,
        kl_mg_verdict *out)
{
	run_try t;
	run_best b;
	int suit = -1, first = -1, seen[KL_RANKS] = { 0 }, i;
	char a[NAME], z[NAME];

	for (i = 0; i < g->n; i++)
		if (g->cards[i] != KL_JOKER && suit < 0) {
			suit = kl_card_suit(g->cards[i]);
			first = i;
		}
	memset(&t, 0, sizeof(t));
	for (i = 0; i < g->n; i++) {
		kl_card c = fixed_card(g, i);
		if (c == KL_NO_CARD)
			continue;
		if (kl_card_suit(c) != suit) {
			kl_mg_name(r, c, a);
			kl_mg_name(r, g->cards[first], z);
			if (g->cards[i] == KL_JOKER)
				kl_error_set(&out->why, KL_ERULE, "a joker named "
				             "%s cannot stand in a run with %s", a,
				             z);
			else
				kl_error_set(&out->why, KL_ERULE, "%s and %s differ "
				             "in suit, so they make no run", z, a);
			return 0;
		}
		if (seen[kl_card_rank(c)]++) {
			kl_error_set(&out->why, KL_ERULE, "%s twice in one run",
			             kl_mg_name(r, c, a));
			return 0;
		}
		t.rank[t.nfixed] = kl_card_rank(c);
		t.idx[t.nfixed] = i;
		t.nfixed++;
	}
	if (g->n > KL_MG_MELD_MAX) {
		kl_error_set(&out->why, KL_ERULE, "a run holds at most thirteen "
		             "cards, not %d", g->n);
		return 0;
	}
	t.ace = r->ace;
	t.ordered = ordered;
	t.n = g->n;
	run_search(r, &t, &b);
	if (!b.found) {
		run_refuse(r, g, &t, suit, out);
		return 0;
	}
	run_lay(g, &t, &b, suit, &out->meld);
	return 1;
}

/* ---- one group ---- */

/* The checks of every reading: size, impossible cards, a natural card,
 * the share of jokers.  1 when g passes them, else 0 with why. */
static int
group_ok(const kl_mg_rules *r, const kl_mg_group *g, kl_mg_verdict *out)
{
	int copies[KL_NATURALS] = { 0 }, nj = 0, nnat, i;
	char a[NAME];

	if (g->n < 3) {
		kl_error_set(&out->why, KL_ERULE, kl_error_plural(
		    "%d card is no meld: a meld holds at least three",
		    "%d cards are no meld: a meld holds at least three",
		    (unsigned long)g->n), g->n);
		return 0;
	}
	for (i = 0; i < g->n; i++) {
		kl_card c = g->cards[i];
		if (c == KL_JOKER) {
			nj++;
			continue;
		}
		if (++copies[c] > r->decks) {
			kl_error_set(&out->why, KL_ERULE, kl_error_plural(
			    "%s %d times, but %d pack of cards holds it only "
			    "%d time", "%s %d times, but %d packs of cards hold "
			    "it only %d times", (unsigned long)r->decks),
			    kl_mg_name(r, c, a), copies[c], r->decks, r->decks);
			return 0;
		}
	}
	if (nj > r->jokers) {
		if (r->jokers == 0)
			kl_error_set(&out->why, KL_ERULE, "a joker, but this game "
			             "is played without jokers");
		else
			kl_error_set(&out->why, KL_ERULE, kl_error_plural(
			    "%d jokers, but the game has only %d joker",
			    "%d jokers, but the game has only %d jokers",
			    (unsigned long)r->jokers), nj, r->jokers);
		return 0;
	}
	nnat = g->n - nj;
	if (nnat == 0) {
		kl_error_set(&out->why, KL_ERULE, "no natural card: a meld "
		             "holds at least one besides its jokers");
		return 0;
	}
	if (r->jokers_half && nj > nnat) {
		kl_error_set(&out->why, KL_ERULE, "more jokers than natural "
		             "cards (%d to %d)", nj, nnat);
		return 0;
	}
	return 1;
}

/* 1 when the natural cards of g are all of one rank (what == 0) or of
 * one suit (what == 1). */
static int
all_one(const kl_mg_group *g, int what)
{
	int v = -1, i;

	for (i = 0; i < g->n; i++) {
		kl_card c = g->cards[i];
		int x;
		if (c == KL_JOKER)
			continue;
		x = what ? kl_card_suit(c) : kl_card_rank(c);
		if (v >= 0 && x != v)
			return 0;
		v = x;
	}
	return 1;
}

void
kl_mg_judge_as(const kl_mg_rules *r, const kl_mg_group *g, int kind,
               int ordered, kl_mg_verdict *out)
{
	kl_mg_verdict set, run;
	int set_ok = 0, run_ok = 0, naturals = 0, i;

	memset(out, 0, sizeof(*out));
	kl_error_clear(&out->why);
	if (!group_ok(r, g, out))
		return;
	kl_error_clear(&set.why);
	kl_error_clear(&run.why);
	if (kind != KL_MG_AS_RUN)
		set_ok = try_set(r, g, &set);
	if (kind != KL_MG_AS_SET)
		run_ok = try_run(r, g, ordered, &run);
	if (set_ok && (!run_ok || set.meld.value >= run.meld.value)) {
		out->legal = 1;
		out->meld = set.meld;
		return;
	}
	if (run_ok) {
		out->legal = 1;
		out->meld = run.meld;
		return;
	}
	if (kind == KL_MG_AS_SET) {
		out->why = set.why;
		return;
	}
	if (kind == KL_MG_AS_RUN) {
		out->why = run.why;
		return;
	}
	for (i = 0; i < g->n; i++)
		naturals += g->cards[i] != KL_JOKER;
	/* the reason of the kind the cards point to: one rank of two or
	 * more natural cards a set, one suit a run */
	if (all_one(g, 0) && (naturals >= 2 || !all_one(g, 1)))
		out->why = set.why;
	else if (all_one(g, 1))
		out->why = run.why;
	else {
		kl_card c0 = KL_NO_CARD, cr = KL_NO_CARD, cs = KL_NO_CARD;
		char a[NAME], b[NAME], c[NAME];
		for (i = 0; i < g->n; i++) {
			kl_card c1 = g->cards[i];
			if (c1 == KL_JOKER)
				continue;
			if (c0 == KL_NO_CARD)
				c0 = c1;
			else if (cr == KL_NO_CARD &&
			         kl_card_rank(c1) != kl_card_rank(c0))
				cr = c1;
			if (c0 != KL_NO_CARD && cs == KL_NO_CARD &&
			    kl_card_suit(c1) != kl_card_suit(c0))
				cs = c1;
		}
		kl_mg_name(r, c0, a);
		kl_mg_name(r, cr, b);
		kl_mg_name(r, cs, c);
		kl_error_set(&out->why, KL_ERULE, "%s and %s differ in rank, so "
		             "no set, and %s and %s in suit, so no run", a, b, a,
		             c);
	}
}

void
kl_mg_judge(const kl_mg_rules *r, const kl_mg_group *g, kl_mg_verdict *out)
{
	kl_mg_judge_as(r, g, KL_MG_AS_ANY, 0, out);
}

void
kl_mg_judge_table(const kl_mg_rules *r, const kl_mg_group *g,
                  kl_mg_verdict *out)
{
	kl_mg_judge_as(r, g, KL_MG_AS_ANY, 1, out);
}

/* ---- an opening ---- */

int
kl_mg_judge_opening(const kl_mg_rules *r, const kl_mg_group *groups,
                    int n, kl_mg_opening *out, kl_error *err)
{
	int copies[KL_NATURALS] = { 0 }, jokers = 0, g, i;
	char a[NAME];

	if (n < 1 || n > KL_MG_GROUPS_MAX)
		return kl_error_set(err, KL_EINPUT, "an opening is 1 to %d "
		                    "groups, not %d", KL_MG_GROUPS_MAX, n);
	memset(out, 0, sizeof(*out));
	out->ngroups = n;
	out->open_min = r->open_min;
	out->opens = 1;
	for (g = 0; g < n; g++) {
		kl_mg_verdict *v = &out->groups[g];
		kl_mg_judge(r, &groups[g], v);
		/* the cards of the groups before count too */
		for (i = 0; v->legal && i < groups[g].n; i++) {
			kl_card c = groups[g].cards[i];
			if (c == KL_JOKER && ++jokers > r->jokers) {
				v->legal = 0;
				kl_error_set(&v->why, KL_ERULE, kl_error_plural(
				    "%d jokers in this opening, but the game has "
				    "only %d joker", "%d jokers in this opening, "
				    "but the game has only %d jokers",
				    (unsigned long)r->jokers), jokers, r->jokers);
			} else if (c != KL_JOKER && ++copies[c] > r->decks) {
				v->legal = 0;
				kl_error_set(&v->why, KL_ERULE, kl_error_plural(
				    "%s %d times in this opening, but %d pack of "
				    "cards holds it only %d time", "%s %d times in "
				    "this opening, but %d packs of cards hold it "
				    "only %d times", (unsigned long)r->decks),
				    kl_mg_name(r, c, a), copies[c], r->decks,
				    r->decks);
			}
		}
		if (v->legal)
			out->value += v->meld.value;
		else
			out->opens = 0;
	}
	if (out->value < r->open_min)
		out->opens = 0;
	return KL_OK;
}

/* ---- what people read ---- */

char *
kl_mg_ranks_text(const kl_mg_meld *m, int style, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < m->n && m->reads[i] < KL_NATURALS; i++) {
		const char *t = (style & KL_STYLE_GERMAN ? rank_text_german
		                 : rank_text)[kl_card_rank(m->reads[i])];
		size_t tl = strlen(t);
		if (len + tl + 2 > size)
			break;
		if (i > 0)
			buf[len++] = '-';
		memcpy(buf + len, t, tl);
		len += tl;
		buf[len] = '\0';
	}
	return buf;
}

int
kl_mg_card_penalty(const kl_mg_rules *r, kl_card c)
{
	if (c == KL_JOKER)
		return r->per_card ? 2 : r->joker_left;
	if (c >= KL_NATURALS)
		return 0;
	if (r->per_card)
		return 1;
	if (kl_card_rank(c) == KL_ACE)
		return r->ace_left;
	return rank_value(kl_card_rank(c));
}

int
kl_mg_penalty(const kl_mg_rules *r, const kl_card *cards, int n)
{
	int sum = 0, i;

	for (i = 0; i < n; i++)
		sum += kl_mg_card_penalty(r, cards[i]);
	return sum;
}
