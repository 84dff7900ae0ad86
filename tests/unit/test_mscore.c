/*
 * test_mscore.c - the scorebooks of the melding games (Rommé, Hungarian
 * Rummy, Caloochi, Rummy) against a model written apart from the
 * rulings (tests/support/ref_mscore.c).
 *
 * Random whole rubbers of each game under random house rules (the
 * multipliers of going out at once, per_card, winner_collects,
 * winner_score, block, complete, rounds and hands, game_to with 0 and
 * complete's 200, the penalties of an ace and a joker, the ace around
 * the corner, jokers in Rummy, 2 to the most players) go through the
 * real referee and engine: each hand is declared (out, at once, a
 * blocked hand), every hand left is given as cards dealt from the
 * game's packs (1 to hand_size each, never more copies of a card than
 * the packs hold) or as the points it counts, and a player who went out
 * at once sometimes types the hand he laid, built from melds of the
 * game; kl_game_event books it with kl_rubber_apply.  After every hand
 * every seat's points and total are the model's; the end of the game
 * and its winners too; the table sometimes ends the game (klopf end: a
 * change of hands, Hungarian's rounds, to the hands played); a hand
 * after the end is refused, and the events replayed rebuild the same
 * rubber.
 *
 * KLOPF_MSCORE_SEED sets the first seed; KLOPF_MSCORE_RUBBERS the
 * rubbers of each game (500).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "ref_mscore.h"

#define MAX_SETTINGS 12
#define HANDS_CAP 60

static uint64_t rng_state;

/* What the rubbers went through, told at the end. */
static struct {
	long hands, at_once, laid, blocked, points, ends, rubbers;
} seen;

static uint32_t
rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 16);
}

/* A whole number from lo to hi. */
static int
between(int lo, int hi)
{
	return lo + (int)(rnd() % (uint32_t)(hi - lo + 1));
}

/* 1 with percent in a hundred. */
static int
chance(int percent)
{
	return (int)(rnd() % 100) < percent;
}

/* The rulings' games, as klopf and the model number them, and their
 * tables: players, packs, jokers, hand size (0: by players). */
static const struct {
	int kind, model, players_max, decks, jokers, hand_size;
	const char *name;
} games[] = {
	{ KL_GAME_ROMME, REF_MS_ROMME, 6, 2, 6, 13, "romme" },
	{ KL_GAME_HUNGARIAN, REF_MS_HUNGARIAN, 4, 2, -1, 14, "hungarian" },
	{ KL_GAME_CALOOCHI, REF_MS_CALOOCHI, 4, 2, 4, 15, "caloochi" },
	{ KL_GAME_RUMMY, REF_MS_RUMMY, 6, 1, 0, 0, "rummy" },
};

/* One rubber's table as drawn. */
typedef struct table {
	int g;                     /* index into games[] */
	int nplayers;
	int nset;
	char set[MAX_SETTINGS][48];
	int decks, jokers, hand_size;
	int corner;                /* rummy: ace=corner */
	int discard_required;      /* Hungarian */
	int open_min;              /* going out at once must reach it (0:
	                              waived) */
	int block, complete;
} table;

static void
put(table *t, const char *fmt, int v)
{
	snprintf(t->set[t->nset++], sizeof(t->set[0]), fmt, v);
}

static void
put_text(table *t, const char *setting)
{
	snprintf(t->set[t->nset++], sizeof(t->set[0]), "%s", setting);
}

/* Draw the house rules of a rubber of game g. */
static void
draw_table(int g, table *t)
{
	memset(t, 0, sizeof(*t));
	t->g = g;
	t->nplayers = between(2, games[g].players_max);
	t->decks = games[g].decks;
	t->jokers = games[g].jokers;
	t->hand_size = games[g].hand_size;
	if (chance(20))
		put_text(t, "per_card=on");
	if (chance(15))
		put(t, "joker_left=%d", between(1, 50));
	if (games[g].kind != KL_GAME_RUMMY && chance(15))
		put(t, "ace_left=%d", between(1, 25));
	switch (games[g].kind) {
	case KL_GAME_ROMME:
		if (chance(50))
			put(t, "hand_romme_multiplier=%d", between(1, 10));
		if (chance(35))
			put_text(t, "winner_collects=on");
		if (chance(50))
			put(t, "hands=%d", between(1, 12));
		break;
	case KL_GAME_HUNGARIAN:
		t->jokers = t->nplayers <= 2 ? 2 : 4;
		t->discard_required = 1;
		if (chance(50))
			put(t, "winner_score=%d", between(-100, 100));
		if (chance(50))
			put(t, "rummy_multiplier=%d", between(1, 10));
		if (chance(60))
			put(t, "rounds=%d", chance(90) ? between(1, 15) :
			                                  between(100, 1000));
		break;
	case KL_GAME_CALOOCHI:
		t->open_min = 51;
		if (chance(50))
			put(t, "out_at_once_multiplier=%d", between(1, 10));
		if (chance(70))
			put(t, "game_to=%d", between(1, 400));
		if (chance(30))
			put(t, "hands=%d", between(1, 12));
		break;
	default:
		t->hand_size = t->nplayers <= 2 ? 10 : t->nplayers <= 4 ? 7 :
		               6;
		if (chance(40))
			put_text(t, "rummy_double=on");
		if (chance(20)) {
			put_text(t, "complete=on");
			t->complete = 1;
		} else if (chance(50)) {
			put_text(t, "block=on");
			t->block = 1;
		}
		if (chance(20)) {
			put_text(t, "ace=corner");
			t->corner = 1;
		}
		if (chance(10))
			put(t, "ace_left=%d", between(1, 25));
		if (chance(25)) {
			t->jokers = between(1, 2);
			put(t, "jokers=%d", t->jokers);
		}
		if (chance(15))
			put(t, "game_to=%d", 0);
		else if (chance(50))
			put(t, "game_to=%d", between(1, 300));
		if (chance(20))
			put(t, "hands=%d", between(1, 12));
		break;
	}
	if (chance(15) && t->hand_size > 3) {
		t->hand_size = between(3, t->hand_size);
		put(t, "hand_size=%d", t->hand_size);
	}
}

/* The rules klopf reads from the table's settings, as `klopf new
 * --game G --rule K=V...` makes them. */
static void
rules_of(const table *t, kl_rules *r)
{
	kl_error err;
	int i, to_given = 0;

	kl_rules_game_default(games[t->g].kind, r);
	for (i = 0; i < t->nset; i++) {
		if (kl_rules_set_pair(r, t->set[i], &err) != KL_OK)
			fail_msg("%s: %s", t->set[i], err.msg);
		if (!strncmp(t->set[i], "game_to=", 8))
			to_given = 1;
	}
	kl_rules_implied(r, to_given);
	if (kl_rules_validate(r, &err) != KL_OK)
		fail_msg("%s: %s", games[t->g].name, err.msg);
}

/* The cards still in the packs: a count of each natural (suit * 13 +
 * rank, rank 0 the ace) and the jokers. */
typedef struct pool {
	int n[52];
	int jokers;
	int left;
} pool;

static void
pool_fill(const table *t, pool *p)
{
	int c;

	for (c = 0; c < 52; c++)
		p->n[c] = t->decks;
	p->jokers = t->jokers;
	p->left = 52 * t->decks + t->jokers;
}

/* Card c (52: a joker) as typed. */
static void
append_card(char *buf, size_t size, int c)
{
	static const char *const ranks[] = {
		"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
	};
	size_t len = strlen(buf);

	if (c == 52)
		snprintf(buf + len, size - len, "%sJK", len ? " " : "");
	else
		snprintf(buf + len, size - len, "%s%s%c", len ? " " : "",
		         ranks[c % 13], "SHDC"[c / 13]);
}

/* Take a random card from the pool (52: a joker). */
static int
pool_draw(pool *p)
{
	int k = between(0, p->left - 1), c;

	for (c = 0; c < 52; c++) {
		if (k < p->n[c]) {
			p->n[c]--;
			p->left--;
			return c;
		}
		k -= p->n[c];
	}
	p->jokers--;
	p->left--;
	return 52;
}

/* Take card c if the pool holds it: 1, else 0. */
static int
pool_take(pool *p, int c)
{
	int *n = c == 52 ? &p->jokers : &p->n[c];

	if (*n == 0)
		return 0;
	(*n)--;
	p->left--;
	return 1;
}

/* The opening value of a natural card of rank (0 the ace) melded, for
 * Caloochi's going out at once (its ace 15 wherever it sits). */
static int
open_value(int rank)
{
	return rank == 0 ? 15 : rank >= 9 ? 10 : rank + 1;
}

/*
 * One meld of n cards from the pool into out (its cards, 52 a joker):
 * a set (3 or 4 of one rank, distinct suits) or a run (one suit, the
 * ranks in a row: the ace low, high with ace both, or anywhere around
 * the corner), sometimes with a joker for an inner card.  Adds its
 * opening value to *value.  1, or 0 when the pool could not give it
 * (then the cards taken are in out[0..*taken-1]).
 */
static int
draw_meld(const table *t, pool *p, int n, int *out, int *taken, int *value)
{
	int cards[13], k, c, rank, suit, start, joker_at = -1;
	int corner = t->corner;
	int ace_high = games[t->g].kind != KL_GAME_RUMMY;

	*taken = 0;
	if (n <= 4 && chance(40)) {
		int suits[4] = { 0, 1, 2, 3 };
		rank = between(0, 12);
		for (k = 3; k > 0; k--) {
			int j = between(0, k), x = suits[k];
			suits[k] = suits[j];
			suits[j] = x;
		}
		for (k = 0; k < n; k++)
			cards[k] = suits[k] * 13 + rank;
		if (n == 4 && chance(30))
			joker_at = between(0, 3);
	} else {
		suit = between(0, 3);
		start = corner ? between(0, 12) :
		        between(0, (ace_high ? 14 : 13) - n);
		for (k = 0; k < n; k++)
			cards[k] = suit * 13 + (start + k) % 13;
		if (n >= 4 && chance(30))
			joker_at = between(1, n - 2);
	}
	for (k = 0; k < n; k++) {
		c = k == joker_at && p->jokers > 0 ? 52 : cards[k];
		if (!pool_take(p, c))
			return 0;
		out[(*taken)++] = c;
		*value += open_value(cards[k] % 13);
	}
	return 1;
}

/* Put cards[0..n-1] back into the pool. */
static void
pool_return(pool *p, const int *cards, int n)
{
	int k;

	for (k = 0; k < n; k++) {
		if (cards[k] == 52)
			p->jokers++;
		else
			p->n[cards[k]]++;
		p->left++;
	}
}

/*
 * The hand a player who goes out at once lays (hand size + 1 cards:
 * melds of the game, and a discard where one is required or chosen),
 * typed in a random order into buf.  1, or 0 when none was found (the
 * pool as it was).
 */
static int
draw_at_once(const table *t, pool *p, char *buf, size_t size)
{
	int cards[16], n, tries, k, value, rem, part, got, taken;

	for (tries = 0; tries < 200; tries++) {
		n = 0;
		value = 0;
		got = 1;
		rem = t->hand_size + 1 -
		      (t->discard_required || chance(50) ? 1 : 0);
		while (rem > 0 && got) {
			if (rem <= 5 || (rem <= 7 && chance(50)))
				part = rem;
			else
				part = between(3, rem - 3 < 7 ? rem - 3 : 7);
			got = draw_meld(t, p, part, cards + n, &taken, &value);
			n += taken;
			rem -= part;
		}
		if (got && n < t->hand_size + 1)
			cards[n++] = pool_draw(p);
		if (got && value >= t->open_min)
			break;
		pool_return(p, cards, n);
	}
	if (tries == 200)
		return 0;
	for (k = n - 1; k > 0; k--) {
		int j = between(0, k), x = cards[k];
		cards[k] = cards[j];
		cards[j] = x;
	}
	for (k = 0; k < n; k++)
		append_card(buf, size, cards[k]);
	return 1;
}

/* Every hand of one rubber's game judged by the referee. */
typedef struct rubber {
	table t;
	kl_rules rules;
	ref_ms_rules mr;
	ref_ms_book model;
	kl_rubber r;
	kl_event events[HANDS_CAP + 2];
	int nev;
	const char *names[REF_MS_SEATS];
	char where[256];           /* for messages */
} rubber;

static const char *const seat_names[REF_MS_SEATS] = {
	"Anna", "Ben", "Clara", "Dora", "Emil", "Franz"
};

/* After an event: every total, the end and the winners as the model
 * says. */
static void
compare(rubber *s, const char *what)
{
	kl_error err;
	int k;

	for (k = 0; k < s->t.nplayers; k++) {
		if (s->r.seat[k].score != s->model.total[k])
			fail_msg("%s, %s: %s has %d, the model %d", s->where,
			         what, s->names[k], s->r.seat[k].score,
			         s->model.total[k]);
		if (kl_game_total(&s->r, k) != s->model.total[k])
			fail_msg("%s, %s: %s totals %d", s->where, what,
			         s->names[k], kl_game_total(&s->r, k));
		if (!s->model.shared && s->r.seat[k].boxes != s->model.won[k])
			fail_msg("%s, %s: %s won %d hands, the model %d",
			         s->where, what, s->names[k],
			         s->r.seat[k].boxes, s->model.won[k]);
		if (s->r.seat[k].chips != 0)
			fail_msg("%s, %s: %s has chips", s->where, what,
			         s->names[k]);
	}
	if ((s->r.phase == KL_RUBBER_FINISHED) != s->model.over)
		fail_msg("%s, %s: the engine says %s, the model %s", s->where,
		         what, s->r.phase == KL_RUBBER_FINISHED ? "over" :
		         "in play", s->model.over ? "over" : "in play");
	if (s->r.nwinners != s->model.nwinners)
		fail_msg("%s, %s: %d winners, the model %d", s->where, what,
		         s->r.nwinners, s->model.nwinners);
	for (k = 0; k < s->model.nwinners; k++)
		if (s->r.winners[k] != s->model.winners[k])
			fail_msg("%s, %s: winner %d is %s, the model's %s",
			         s->where, what, k + 1,
			         s->names[s->r.winners[k]],
			         s->names[s->model.winners[k]]);
	if (s->r.games != s->model.played)
		fail_msg("%s, %s: %d hands, the model %d", s->where, what,
		         s->r.games, s->model.played);
	if (kl_rubber_check(&s->r, &err) != KL_OK)
		fail_msg("%s, %s: %s", s->where, what, err.msg);
}

/* The declaration of def whose option is option: its verdict. */
static int
kind_of(const kl_game_def *def, const char *option)
{
	const kl_decl *d = kl_gamedef_decl_option(def, option);

	if (d == NULL)
		fail_msg("no --%s in %s", option, def->name);
	return d->verdict;
}

/* One hand: drawn, judged, booked and compared. */
static void
play_hand(rubber *s)
{
	const kl_game_def *def = kl_gamedef_of(&s->rules);
	kl_game_table tab;
	kl_game *g;
	kl_event_result res;
	kl_error err;
	pool p;
	char args[REF_MS_SEATS][512], hand[480];
	int order[REF_MS_SEATS], count[REF_MS_SEATS], points[REF_MS_SEATS];
	int how, winner, declarer, kind, k, j, n = s->t.nplayers, cards;
	char what[600];

	g = malloc(sizeof(*g));
	assert_non_null(g);
	how = s->t.block && chance(35) ? REF_MS_BLOCK :
	      s->t.complete || chance(35) ? REF_MS_AT_ONCE : REF_MS_OUT;
	winner = between(0, n - 1);
	/* a blocked hand is declared by the dealer's left, as klopf game
	 * --block does */
	declarer = how == REF_MS_BLOCK ? (s->r.dealer + 1) % n : winner;
	kind = kind_of(def, how == REF_MS_BLOCK ? "block" :
	                    how == REF_MS_AT_ONCE ? "at-once" : "out");
	pool_fill(&s->t, &p);
	memset(args, 0, sizeof(args));
	memset(count, 0, sizeof(count));
	/* the hand laid at once, sometimes typed: dealt first, so that the
	 * hands left come from what it leaves of the packs */
	hand[0] = '\0';
	if (how == REF_MS_AT_ONCE && chance(50) &&
	    draw_at_once(&s->t, &p, hand, sizeof(hand))) {
		snprintf(args[winner], sizeof(args[winner]), "%s=%s",
		         s->names[winner], hand);
		seen.laid++;
	}
	for (k = 0; k < n; k++) {
		order[k] = k;
		if (how != REF_MS_BLOCK && k == winner)
			continue;
		hand[0] = '\0';
		cards = chance(50) ? between(1, 3) :
		        between(1, s->t.hand_size);
		for (j = 0; j < cards && p.left > 0; j++)
			append_card(hand, sizeof(hand), pool_draw(&p));
		count[k] = ref_ms_count(&s->model.rules, hand);
		assert_true(count[k] > 0);
		if (chance(25)) {
			snprintf(args[k], sizeof(args[k]), "%s=%d", s->names[k],
			         count[k]);
			seen.points++;
		} else
			snprintf(args[k], sizeof(args[k]), "%s=%s", s->names[k],
			         hand);
	}
	for (k = n - 1; k > 0; k--) {
		int x = order[k];
		j = between(0, k);
		order[k] = order[j];
		order[j] = x;
	}
	snprintf(what, sizeof(what), "hand %d (%s %s)", s->model.played + 1,
	         how == REF_MS_BLOCK ? "blocked" : how == REF_MS_AT_ONCE ?
	         "at once by" : "out by",
	         how == REF_MS_BLOCK ? "" : s->names[winner]);

	memset(&tab, 0, sizeof(tab));
	tab.rules = s->r.rules;
	tab.rubber = 1;
	tab.nplayers = n;
	for (k = 0; k < n; k++)
		tab.names[k] = s->names[k];
	kl_game_start(g, &tab);
	kl_error_clear(&err);
	/* in Rummy Complete nobody goes out but at once */
	if (s->t.complete && chance(20) &&
	    kl_game_declare(g, s->names[declarer], kind_of(def, "out"),
	                    &err) != KL_EINPUT)
		fail_msg("%s, %s: going out is taken under complete=on",
		         s->where, what);
	if (kl_game_declare(g, s->names[declarer], kind, &err) != KL_OK)
		fail_msg("%s, %s: %s", s->where, what, err.msg);
	for (k = 0; k < n; k++) {
		const char *a = args[order[k]];
		if (a[0] == '\0')
			continue;
		if (kl_game_give_arg(g, a, &err) != KL_OK)
			fail_msg("%s, %s: \"%s\": %s", s->where, what, a,
			         err.msg);
	}
	if (kl_game_complete(g, &err) != KL_OK)
		fail_msg("%s, %s: %s", s->where, what, err.msg);
	kl_game_event(g, &s->events[s->nev]);
	if (kl_rubber_apply(&s->r, &s->events[s->nev++], &res, &err) !=
	    KL_OK)
		fail_msg("%s, %s: %s", s->where, what, err.msg);
	assert_int_equal(ref_ms_hand(&s->model, how, winner, count, points),
	                 0);
	seen.hands++;
	seen.at_once += how == REF_MS_AT_ONCE;
	seen.blocked += how == REF_MS_BLOCK;
	for (k = 0; k < n; k++)
		if (res.points[k] != points[k])
			fail_msg("%s, %s: %s books %d, the model %d (%s)",
			         s->where, what, s->names[k], res.points[k],
			         points[k], args[k]);
	if (res.ended != s->model.over)
		fail_msg("%s, %s: ended %d", s->where, what, res.ended);
	compare(s, what);
	free(g);
}

/* Points typed for a hand left: the least and the most a hand of the
 * table's packs can count are taken, one less or one more refused. */
static void
check_points(rubber *s)
{
	const kl_game_def *def = kl_gamedef_of(&s->rules);
	int most = ref_ms_most(&s->model.rules, s->t.decks, s->t.jokers,
	                       s->t.hand_size);
	int least = ref_ms_least(&s->model.rules, s->t.decks, s->t.jokers);
	const int typed[4] = { least, most, least - 1, most + 1 };
	kl_game_table tab;
	kl_game *g = malloc(sizeof(*g));
	kl_error err;
	char arg[64];
	int k, rc;

	assert_non_null(g);
	memset(&tab, 0, sizeof(tab));
	tab.rules = s->r.rules;
	tab.rubber = 1;
	tab.nplayers = s->t.nplayers;
	for (k = 0; k < s->t.nplayers; k++)
		tab.names[k] = s->names[k];
	for (k = 0; k < 4; k++) {
		kl_game_start(g, &tab);
		if (kl_game_declare(g, s->names[0], kind_of(def, "at-once"),
		                    &err) != KL_OK)
			fail_msg("%s: %s", s->where, err.msg);
		snprintf(arg, sizeof(arg), "%s=%d", s->names[1], typed[k]);
		rc = kl_game_give_arg(g, arg, &err);
		if (k < 2 && rc != KL_OK)
			fail_msg("%s: %s refused: %s", s->where, arg, err.msg);
		if (k >= 2 && rc != KL_EINPUT)
			fail_msg("%s: %s taken (a hand counts %d to %d)",
			         s->where, arg, least, most);
	}
	free(g);
}

/* The table ends the game now (klopf end). */
static void
end_now(rubber *s)
{
	const kl_game_def *def = kl_gamedef_of(&s->rules);
	const char *key = ref_ms_hands_key(games[s->t.g].model);
	kl_event *ev = &s->events[s->nev++];
	kl_event_result res;
	kl_error err;

	if (def->hands_key == NULL || strcmp(def->hands_key, key) != 0)
		fail_msg("%s: klopf end sets %s, not %s", s->where,
		         def->hands_key ? def->hands_key : "nothing", key);
	memset(ev, 0, sizeof(*ev));
	ev->kind = KL_EVENT_RULES;
	ev->setting = kl_rules_find(key);
	ev->value = s->r.games;
	if (kl_rubber_change_refusal(&s->r, ev->setting, ev->value, NULL) !=
	    KL_CHANGE_ENDS)
		fail_msg("%s: the end after %d hands is not an end", s->where,
		         s->r.games);
	if (kl_rubber_apply(&s->r, ev, &res, &err) != KL_OK)
		fail_msg("%s: klopf end: %s", s->where, err.msg);
	assert_int_equal(ref_ms_end_now(&s->model), 0);
	assert_true(res.ended);
	seen.ends++;
	compare(s, "klopf end");
}

static void
one_rubber(int g, int number, uint64_t seed)
{
	rubber *s = calloc(1, sizeof(*s));
	kl_rubber again, before;
	kl_error err;
	int k, len;

	assert_non_null(s);
	rng_state = seed;
	draw_table(g, &s->t);
	len = snprintf(s->where, sizeof(s->where), "%s rubber %d (seed "
	               "%llu, %d players", games[g].name, number,
	               (unsigned long long)seed, s->t.nplayers);
	for (k = 0; k < s->t.nplayers; k++)
		s->names[k] = seat_names[k];
	for (k = 0; k < s->t.nset && len < (int)sizeof(s->where); k++)
		len += snprintf(s->where + len, sizeof(s->where) - (size_t)len,
		                " %s", s->t.set[k]);
	if (len < (int)sizeof(s->where))
		snprintf(s->where + len, sizeof(s->where) - (size_t)len, ")");
	rules_of(&s->t, &s->rules);
	ref_ms_rules_default(games[g].model, &s->mr);
	for (k = 0; k < s->t.nset; k++)
		if (ref_ms_rules_set(&s->mr, s->t.set[k]) != 0)
			fail_msg("%s: the model does not read %s", s->where,
			         s->t.set[k]);
	ref_ms_start(&s->model, &s->mr, s->t.nplayers);
	if (kl_rubber_start(&s->r, &s->rules, s->t.nplayers, NULL, &err) !=
	    KL_OK)
		fail_msg("%s: %s", s->where, err.msg);
	compare(s, "the start");
	check_points(s);
	while (!s->model.over) {
		if (s->model.played == HANDS_CAP ||
		    (s->model.played > 0 && chance(6)))
			end_now(s);
		else
			play_hand(s);
	}
	/* no hand after the end */
	before = s->r;
	assert_int_equal(kl_rubber_apply(&s->r, &s->events[0], NULL, &err),
	                 KL_ERULE);
	assert_memory_equal(&s->r, &before, sizeof(before));
	if (kl_rubber_replay(&again, &s->rules, s->t.nplayers, s->events,
	                     s->nev, &err) != KL_OK)
		fail_msg("%s: replay: %s", s->where, err.msg);
	if (memcmp(&again, &s->r, sizeof(again)) != 0)
		fail_msg("%s: the replay differs", s->where);
	free(s);
}

static void
test_rubbers(void **state)
{
	const char *env = getenv("KLOPF_MSCORE_SEED");
	const char *nenv = getenv("KLOPF_MSCORE_RUBBERS");
	uint64_t seed = env != NULL ? strtoull(env, NULL, 10) : 20261127;
	int rubbers = nenv != NULL ? atoi(nenv) : 500, g, i;

	(void)state;
	for (g = 0; g < (int)(sizeof(games) / sizeof(games[0])); g++)
		for (i = 0; i < rubbers; i++)
			one_rubber(g, i + 1,
			            seed * 1000003u + (uint64_t)g * 7919u +
			            (uint64_t)i * 104729u + 1);
	seen.rubbers = (long)g * rubbers;
	print_message("%ld rubbers, %ld hands: %ld at once (%ld with the "
	              "hand laid typed), %ld blocked, %ld hands left typed "
	              "as points, %ld ended by the table\n", seen.rubbers,
	              seen.hands, seen.at_once, seen.laid, seen.blocked,
	              seen.points, seen.ends);
}

/* The penalty table of the model against the rulings' words, and the
 * players the engine takes. */
static void
test_tables(void **state)
{
	ref_ms_rules r;
	kl_rules kr;
	kl_rubber rub;
	kl_error err;
	size_t g;

	(void)state;
	ref_ms_rules_default(REF_MS_ROMME, &r);
	assert_int_equal(ref_ms_count(&r, "AS JK KH 10D 2C"), 11 + 20 + 10 +
	                 10 + 2);
	ref_ms_rules_default(REF_MS_HUNGARIAN, &r);
	assert_int_equal(ref_ms_count(&r, "AS JK QH 9D"), 10 + 20 + 10 + 9);
	ref_ms_rules_default(REF_MS_CALOOCHI, &r);
	assert_int_equal(ref_ms_count(&r, "AS JK JH 3D"), 15 + 25 + 10 + 3);
	ref_ms_rules_default(REF_MS_RUMMY, &r);
	assert_int_equal(ref_ms_count(&r, "AS JK JH 3D"), 1 + 15 + 10 + 3);
	assert_int_equal(ref_ms_rules_set(&r, "ace=corner"), 0);
	assert_int_equal(ref_ms_count(&r, "AS AH"), 22);
	assert_int_equal(ref_ms_rules_set(&r, "per_card=on"), 0);
	assert_int_equal(ref_ms_count(&r, "AS JK JH 3D"), 5);
	for (g = 0; g < sizeof(games) / sizeof(games[0]); g++) {
		kl_rules_game_default(games[g].kind, &kr);
		assert_int_equal(kl_rubber_start(&rub, &kr,
		                                 games[g].players_max, NULL,
		                                 &err), KL_OK);
		assert_int_equal(kl_rubber_start(&rub, &kr,
		                                 games[g].players_max + 1, NULL,
		                                 &err), KL_EINPUT);
		assert_int_equal(kl_rubber_start(&rub, &kr, 1, NULL, &err),
		                 KL_EINPUT);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_rubbers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
