/*
 * kl_mgplay.c - cards from a hand laid on a meld of the table in the
 * melding games (kl_mgroup.h, kl_mg_judge_play): a layoff at the meld's
 * ends or into its set, or a joker exchange as the game allows it, by a
 * player who may lay them as the table's facts say (whether and when he
 * opened, whose meld it is).
 */
#include "kl_mgroup_int.h"

#include <stdio.h>
#include <string.h>

#include "kl_gamedef.h"

#define NAME KL_CARD_NAME_MAX

/* The table meld m as a group again: its cards as they lie; a run's
 * jokers named for their places, a set's jokers named where they were
 * named when typed (named[0..nnamed-1]), else left free (either missing
 * suit). */
static void
group_of(const kl_mg_meld *m, const kl_card *named, int nnamed,
         kl_mg_group *g)
{
	int used[KL_MG_GROUP_MAX] = { 0 }, i, k;

	g->n = m->n;
	for (i = 0; i < m->n; i++) {
		g->cards[i] = m->cards[i];
		g->named[i] = KL_NO_CARD;
		if (m->cards[i] != KL_JOKER)
			continue;
		if (m->kind == KL_MG_RUN) {
			g->named[i] = m->reads[i];
			continue;
		}
		for (k = 0; k < nnamed; k++)
			if (!used[k] && named[k] == m->reads[i]) {
				used[k] = 1;
				g->named[i] = named[k];
				break;
			}
	}
}

/* Append card c (named for what, or KL_NO_CARD) to g at its end (at 0)
 * or its start (at 1) into *out. */
static void
with_card(const kl_mg_group *g, kl_card c, kl_card what, int at,
          kl_mg_group *out)
{
	int i, o = at ? 1 : 0;

	out->n = g->n + 1;
	for (i = 0; i < g->n; i++) {
		out->cards[i + o] = g->cards[i];
		out->named[i + o] = g->named[i];
	}
	out->cards[at ? 0 : g->n] = c;
	out->named[at ? 0 : g->n] = what;
}

/* ---- layoffs ---- */

/* Lay card c (named what) on g, a meld of kind: a set takes it into the
 * set, a run at its high end (at 0), else its low end.  1 with *g the
 * meld after it, else 0 with the reason at the end where the card
 * belongs (the high end when it belongs at neither) in v. */
static int
lay_one(const kl_mg_rules *r, kl_mg_group *g, int kind, kl_card c,
        kl_card what, kl_mg_verdict *v)
{
	kl_mg_group next;
	kl_mg_verdict end[2];
	int at;

	if (kind == KL_MG_SET) {
		with_card(g, c, what, 0, &next);
		kl_mg_judge_as(r, &next, KL_MG_AS_SET, 0, v);
		if (v->legal)
			*g = next;
		return v->legal;
	}
	for (at = 0; at < 2; at++) {
		with_card(g, c, what, at, &next);
		kl_mg_judge_as(r, &next, KL_MG_AS_RUN, 1, &end[at]);
		if (end[at].legal) {
			*g = next;
			*v = end[at];
			return 1;
		}
	}
	*v = end[0];
	return 0;
}

/* The natural cards that would lie next to the ends of run g (its
 * reading m) into ends[]; returns how many (0 to 2): the high end's
 * first. */
static int
run_ends(const kl_mg_rules *r, const kl_mg_group *g, const kl_mg_meld *m,
         kl_card *ends)
{
	kl_mg_group next;
	kl_mg_verdict v;
	int n = 0, at, rank;

	for (at = 0; at < 2; at++) {
		kl_card edge = m->reads[at ? 0 : m->n - 1];
		kl_card c;
		rank = (kl_card_rank(edge) + (at ? KL_RANKS - 1 : 1)) % KL_RANKS;
		c = kl_card_make(kl_card_suit(edge), rank);
		with_card(g, c, KL_NO_CARD, at, &next);
		kl_mg_judge_as(r, &next, KL_MG_AS_RUN, 1, &v);
		if (v.legal)
			ends[n++] = c;
	}
	return n;
}

/* The refusal of card c, which fits neither end of run g (read as m):
 * the cards that would.  Returns 1 with why set when c is no end card
 * (a natural card, or a joker named for one), else 0. */
static int
refuse_end(const kl_mg_rules *r, const kl_mg_group *g, const kl_mg_meld *m,
           kl_card c, kl_error *why)
{
	kl_card ends[2];
	int n = run_ends(r, g, m, ends), i;
	char a[NAME], b[NAME], d[NAME];

	if (c == KL_NO_CARD)
		return 0;
	for (i = 0; i < n; i++)
		if (ends[i] == c)
			return 0;
	kl_mg_name(r, c, a);
	if (n == 2)
		kl_error_set(why, KL_ERULE, "%s cannot be laid off: the run "
		             "takes %s or %s", a, kl_mg_name(r, ends[1], b),
		             kl_mg_name(r, ends[0], d));
	else if (n == 1)
		kl_error_set(why, KL_ERULE, "%s cannot be laid off: the run "
		             "takes only %s", a, kl_mg_name(r, ends[0], b));
	else
		kl_error_set(why, KL_ERULE, "%s cannot be laid off: the run "
		             "takes no more cards", a);
	return 1;
}

/* Lay every card of hand on the meld before (its group cur); 1 with the
 * meld after in out, else 0 with why. */
static int
layoff(const kl_mg_rules *r, const kl_mg_group *cur0, const kl_mg_group *hand,
       kl_mg_play *out)
{
	kl_mg_group cur = *cur0;
	kl_mg_verdict v, now;
	int left[KL_MG_GROUP_MAX] = { 0 }, nleft = hand->n, i, progress = 1;
	int kind = out->before.kind;

	for (i = 0; i < hand->n; i++)
		left[i] = i;
	while (nleft > 0 && progress) {
		progress = 0;
		for (i = 0; i < nleft; i++) {
			int h = left[i];
			if (!lay_one(r, &cur, kind, hand->cards[h],
			             hand->named[h], &v))
				continue;
			left[i] = left[--nleft];
			progress = 1;
			i--;
		}
	}
	kl_mg_judge_as(r, &cur, kind == KL_MG_SET ? KL_MG_AS_SET :
	               KL_MG_AS_RUN, 1, &now);
	if (nleft == 0) {
		out->after = now.meld;
		return 1;
	}
	/* the first card that fits nowhere, as typed */
	for (i = 1; i < nleft; i++)
		if (left[i] < left[0])
			left[0] = left[i];
	i = left[0];
	if (kind == KL_MG_RUN &&
	    refuse_end(r, &cur, &now.meld, hand->cards[i] != KL_JOKER ?
	               hand->cards[i] : hand->named[i], &out->why))
		return 0;
	/* a joker the meld cannot take, or a card the set does not */
	lay_one(r, &cur, kind, hand->cards[i], hand->named[i], &v);
	out->why = v.why;
	return 0;
}

/* ---- exchanges ---- */

/* Could a joker at place j of meld m (named: what it was named for, or
 * KL_NO_CARD) stand for natural card c? */
static int
may_stand(const kl_mg_meld *m, const kl_mg_group *g, int j, kl_card c)
{
	int i;

	if (m->kind == KL_MG_RUN || g->named[j] != KL_NO_CARD)
		return m->reads[j] == c;
	if (kl_card_rank(c) != kl_card_rank(m->reads[j]))
		return 0;
	/* a free joker of a set: any suit no other card holds */
	for (i = 0; i < m->n; i++) {
		kl_card f = m->cards[i] != KL_JOKER ? m->cards[i] : g->named[i];
		if (i != j && f != KL_NO_CARD &&
		    kl_card_suit(f) == kl_card_suit(c))
			return 0;
	}
	return 1;
}

/* 1 when every card of hand is a natural card some joker of the meld
 * (group g) may stand for: the cards offer an exchange. */
static int
offers_exchange(const kl_mg_meld *m, const kl_mg_group *g,
                const kl_mg_group *hand)
{
	int h, j;

	for (h = 0; h < hand->n; h++) {
		if (hand->cards[h] == KL_JOKER)
			return 0;
		for (j = 0; j < m->n; j++)
			if (m->cards[j] == KL_JOKER &&
			    may_stand(m, g, j, hand->cards[h]))
				break;
		if (j == m->n)
			return 0;
	}
	return hand->n > 0;
}

/* Exchange the cards of hand for jokers of the meld (group g) under
 * r->exchange; 1 with out->after and out->freed, else 0 with why. */
static int
exchange(const kl_mg_rules *r, const kl_mg_group *g, const kl_mg_group *hand,
         kl_mg_play *out)
{
	const kl_mg_meld *m = &out->before;
	kl_mg_group next = *g;
	kl_mg_verdict v;
	int taken[KL_MG_GROUP_MAX] = { 0 }, h, j, suits = 0, i;
	char a[NAME], list[4 * NAME];
	size_t len = 0;

	if (r->exchange == KL_MG_EXCHANGE_NONE) {
		kl_error_set(&out->why, KL_ERULE, "jokers on the table are not "
		             "exchanged under these rules");
		return 0;
	}
	if (m->kind == KL_MG_SET && r->exchange == KL_MG_EXCHANGE_COMPLETE_SET) {
		/* the set ends with four natural cards of all suits */
		for (i = 0; i < m->n; i++)
			if (m->cards[i] != KL_JOKER)
				suits |= 1 << kl_card_suit(m->cards[i]);
		for (h = 0; h < hand->n; h++) {
			if (suits & (1 << kl_card_suit(hand->cards[h]))) {
				kl_error_set(&out->why, KL_ERULE, "%s twice in one "
				             "set", kl_mg_name(r, hand->cards[h], a));
				return 0;
			}
			suits |= 1 << kl_card_suit(hand->cards[h]);
		}
		if (suits != 0xf) {
			list[0] = '\0';
			for (i = 0; i < KL_SUITS; i++) {
				if (suits & (1 << i))
					continue;
				kl_mg_name(r, kl_card_make(i, kl_card_rank(m->reads[0])),
				           a);
				len += (size_t)snprintf(list + len, sizeof(list) - len,
				                        "%s%s", len ? " " : "", a);
			}
			kl_error_set(&out->why, KL_ERULE, "a set's joker is freed "
			             "only when the set ends with all four suits: "
			             "%s too", list);
			return 0;
		}
		next.n = 0;
		for (i = 0; i < m->n; i++) {
			if (m->cards[i] == KL_JOKER) {
				out->freed++;
				continue;
			}
			next.cards[next.n] = m->cards[i];
			next.named[next.n++] = KL_NO_CARD;
		}
		for (h = 0; h < hand->n; h++) {
			next.cards[next.n] = hand->cards[h];
			next.named[next.n++] = KL_NO_CARD;
		}
	} else {
		/* each card takes the place of a joker that stands for it:
		 * named jokers first, then the free ones of a set */
		for (h = 0; h < hand->n; h++) {
			kl_card c = hand->cards[h];
			int fixed = r->exchange == KL_MG_EXCHANGE_NAMED ||
			            m->kind == KL_MG_RUN;
			for (j = 0; j < m->n; j++)
				if (!taken[j] && m->cards[j] == KL_JOKER &&
				    (fixed || g->named[j] != KL_NO_CARD) &&
				    m->reads[j] == c)
					break;
			for (i = 0; j == m->n && !fixed && i < m->n; i++)
				if (!taken[i] && m->cards[i] == KL_JOKER &&
				    may_stand(m, g, i, c))
					j = i;
			if (j == m->n) {
				for (j = 0; j < m->n; j++)
					if (m->cards[j] == KL_JOKER && !taken[j])
						break;
				kl_mg_name(r, c, a);
				if (j < m->n)
					kl_error_set(&out->why, KL_ERULE, "the joker "
					    "stands for %s, and only that card frees "
					    "it", kl_mg_name(r, m->reads[j], list));
				else
					kl_error_set(&out->why, KL_ERULE, "%s frees no "
					    "joker: each joker is taken already", a);
				return 0;
			}
			taken[j] = 1;
			next.cards[j] = c;
			next.named[j] = KL_NO_CARD;
			out->freed++;
		}
	}
	kl_mg_judge_as(r, &next, m->kind == KL_MG_SET ? KL_MG_AS_SET :
	               KL_MG_AS_RUN, 1, &v);
	if (!v.legal) {
		out->why = v.why;
		return 0;
	}
	out->after = v.meld;
	out->relay = !r->exchange_keeps;
	return 1;
}

/* ---- the facts of the table ---- */

/* The name people read of r's game, in their language. */
static const char *
game_title(const kl_mg_rules *r)
{
	const kl_game_def *def = kl_gamedef_by_id(r->game);

	return def->title != NULL ? kl_error_text(def->title) : def->name;
}

/* May a player of whom the table knows f lay off cards under r?  1, or 0
 * with why; the facts asked are marked in *used. */
static int
may_lay_off(const kl_mg_rules *r, const kl_mg_facts *f, int *used,
            kl_error *why)
{
	if (r->layoff_opened) {
		*used |= KL_MG_FACT_OPENED;
		if (f->opened == KL_MG_OPENED_NOT && r->layoff_opened_by) {
			kl_error_set(why, KL_ERULE, "%s: only a player who has "
			             "opened may lay off cards (%s)", game_title(r),
			             r->layoff_opened_by);
			return 0;
		}
		if (f->opened == KL_MG_OPENED_NOT) {
			kl_error_set(why, KL_ERULE, "%s: only a player who has "
			             "opened may lay off cards", game_title(r));
			return 0;
		}
	}
	if (!r->layoff_opening_turn) {
		*used |= KL_MG_FACT_OPENED;
		if (f->opened == KL_MG_OPENED_THIS_TURN) {
			kl_error_set(why, KL_ERULE, "%s: no card may be laid off in "
			             "the turn that opens (layoff_in_opening_turn="
			             "off)", game_title(r));
			return 0;
		}
	}
	return 1;
}

/* May a player of whom the table knows f exchange a joker of the meld
 * under r (which exchanges jokers)?  1, or 0 with why; the facts asked
 * are marked in *used. */
static int
may_exchange(const kl_mg_rules *r, const kl_mg_facts *f, int *used,
             kl_error *why)
{
	const char *by = r->exchange_opened_by;

	if (r->exchange_opened) {
		*used |= KL_MG_FACT_OPENED;
		if (f->opened == KL_MG_OPENED_NOT && by != NULL) {
			kl_error_set(why, KL_ERULE, "%s: only a player who has "
			             "opened may exchange a joker (%s)",
			             game_title(r), by);
			return 0;
		}
		if (f->opened == KL_MG_OPENED_NOT) {
			kl_error_set(why, KL_ERULE, "%s: only a player who has "
			             "opened may exchange a joker", game_title(r));
			return 0;
		}
		if (f->opened == KL_MG_OPENED_THIS_TURN && by != NULL) {
			kl_error_set(why, KL_ERULE, "%s: only a player who opened "
			             "in an earlier turn may exchange a joker, not in "
			             "the turn that opens (%s)", game_title(r), by);
			return 0;
		}
		if (f->opened == KL_MG_OPENED_THIS_TURN) {
			kl_error_set(why, KL_ERULE, "%s: only a player who opened "
			             "in an earlier turn may exchange a joker, not in "
			             "the turn that opens", game_title(r));
			return 0;
		}
	}
	if (r->exchange_others) {
		*used |= KL_MG_FACT_OWN;
		if (f->own) {
			kl_error_set(why, KL_ERULE, "%s: a joker may be taken only "
			             "from another player's meld (exchange_from="
			             "others)", game_title(r));
			return 0;
		}
	}
	return 1;
}

/* The layoff of hand on the meld (group g) by a player the table knows
 * as f: the facts, then the cards.  1 with out->after, else 0 (the
 * cards) or -1 (the facts) with why. */
static int
judge_layoff(const kl_mg_rules *r, const kl_mg_facts *f,
             const kl_mg_group *g, const kl_mg_group *hand, kl_mg_play *out)
{
	if (!may_lay_off(r, f, &out->used, &out->why))
		return -1;
	return layoff(r, g, hand, out);
}

/* The exchange of hand for jokers of the meld (group g) by a player the
 * table knows as f: the facts where r exchanges jokers at all, then the
 * cards.  1 with out->after and out->freed, else 0 (the cards, or no
 * exchange in the game) or -1 (the facts) with why. */
static int
judge_exchange(const kl_mg_rules *r, const kl_mg_facts *f,
               const kl_mg_group *g, const kl_mg_group *hand,
               kl_mg_play *out)
{
	if (r->exchange != KL_MG_EXCHANGE_NONE &&
	    !may_exchange(r, f, &out->used, &out->why))
		return -1;
	return exchange(r, g, hand, out);
}

void
kl_mg_judge_play(const kl_mg_rules *r, const kl_mg_facts *facts,
                 const kl_mg_group *table, const kl_mg_group *hand,
                 kl_mg_play *out)
{
	static const kl_mg_facts most = { KL_MG_OPENED_EARLIER, 0 };
	kl_mg_verdict tv;
	kl_mg_group g;
	kl_card named[KL_MG_GROUP_MAX];
	kl_error refused;
	int nnamed = 0, i, swap, lay, asked;

	if (facts == NULL)
		facts = &most;
	memset(out, 0, sizeof(*out));
	kl_error_clear(&out->why);
	if (hand->n < 1) {
		kl_error_set(&out->why, KL_ERULE, "no card to lay on the meld");
		return;
	}
	kl_mg_judge_as(r, table, KL_MG_AS_ANY, 1, &tv);
	if (!tv.legal) {
		kl_error_set(&out->why, KL_ERULE, "the meld on the table is no "
		             "meld: %s", tv.why.msg);
		return;
	}
	out->before = tv.meld;
	for (i = 0; i < table->n; i++)
		if (table->cards[i] == KL_JOKER && table->named[i] != KL_NO_CARD)
			named[nnamed++] = table->named[i];
	group_of(&tv.meld, named, nnamed, &g);
	if (offers_exchange(&tv.meld, &g, hand)) {
		out->action = KL_MG_ACT_EXCHANGE;
		if ((swap = judge_exchange(r, facts, &g, hand, out)) > 0) {
			out->legal = 1;
			return;
		}
		/* a card the joker stands for may still be laid off */
		refused = out->why;
		asked = out->used;
		out->freed = 0;
		kl_error_clear(&out->why);
		if ((lay = judge_layoff(r, facts, &g, hand, out)) > 0) {
			out->action = KL_MG_ACT_LAYOFF;
			out->legal = 1;
			return;
		}
		/* the exchange's refusal is told, unless only the cards
		 * refused it and the facts forbid the player any layoff; a
		 * refusal of the exchange by the facts stands whatever they
		 * say of a layoff the cards refuse */
		if (lay < 0 && swap == 0)
			out->action = KL_MG_ACT_LAYOFF;
		else
			out->why = refused;
		if (lay == 0 && swap < 0)
			out->used = asked;
		return;
	}
	out->action = KL_MG_ACT_LAYOFF;
	out->legal = judge_layoff(r, facts, &g, hand, out) > 0;
}
