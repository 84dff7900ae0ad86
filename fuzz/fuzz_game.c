/*
 * fuzz_game.c - libFuzzer target for the game referee (core/kl_game.c):
 * the hands of `klopf game` and `klopf play`, judged exactly as the
 * commands judge them, without a database.
 *
 * The first byte picks the table: the rules profile (bits 0-1; 3: gin
 * for two players, else knock rummy), how many players (bits 2-4: 2 to
 * 6, named Anna, Ben, ... as in the tests), knock or rummy (bit 5; in
 * gin, gin) and which of players 3 and 4 are out (bits 6 and 7; in gin,
 * Oklahoma with an upcard from bits 2-4, and big gin).  The rest of the input is cut at NUL and newline bytes into
 * arguments, each copied into its own allocation so AddressSanitizer
 * sees reads past any one of them: the first is the declarer's name, the
 * others are the NAME=CARDS arguments (at most 12).  For gin and knock
 * rummy (bits 0-1 both set) a second byte of 1 to 6 (no name starts
 * so) picks a game of the rest of the family instead (Boat House,
 * Phỏm, Continental, Nowrang, Queen City, Double Rum; the players cut to
 * what the game takes; bit 5 of the first byte: going out, else Phỏm's
 * showdown; the top bit: Phỏm's ù of ten cards).  A second byte of 7
 * to 10 picks a melding game (Rommé, Hungarian Rummy, Caloochi, Rummy):
 * bit 7 of the first byte declares a blocked hand (--block), else bit
 * 5 going out at once (--at-once), else going out (--out); bit 6 sets
 * block=on in Rummy and per_card=on in the others, and in Rummy bit 5
 * without bit 6 sets complete=on.  The first argument is the declarer's
 * name (for a blocked hand, the dealer's left as klopf game tells the
 * referee).
 *
 * Checked after a success: the declarer is a player in play; there is
 * exactly one hand per player in play and none for anybody else; each
 * hand's text is what follows the first '=' of one of the arguments;
 * points are never the declarer's and lie in 0 to hand_size times the
 * highest card value; card hands hold hand_size cards (the declarer's
 * may hold one more); no natural card is on the table more often than
 * there are packs, nor more jokers than the deck has; the declaration
 * stands with the declarer's deadwood; every arrangement's deadwood is
 * the hand's deadwood.
 * In a melding game, after a success: who went out holds no cards (or,
 * at once, the hand size + 1 that go out at once), every other hand
 * (every hand of a blocked one) 1 to hand_size cards or points from the
 * cheapest card to the game's most, counting every card, within the
 * packs; the engine books the event the referee gives.
 * Checked after a failure: the code is KL_EINPUT or KL_ERULE and the
 * message is non-empty, valid UTF-8 and free of control characters.
 * kl_text_quote of every argument gives one line of valid UTF-8 without
 * control characters, at most its limit plus "...".
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "kl_game.h"
#include "kl_text.h"

#define MAX_ARGS 13

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const players[KL_PLAYERS_MAX] = {
	"Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"
};
static const char *const profiles[] = {
	"viennese", "romme-ohne-auslegen", "gin"
};

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_game: invariant failed: %s\n", what);
		abort();
	}
}

static void
check_success(const kl_game *g, const char *const *args, int nargs)
{
	const kl_rules *ru = &g->t.rules;
	int copies[KL_NATURALS + 1], seat, k, found, hands = 0, in_play = 0;
	long most = ru->ace_value;

	if (ru->court_value > most)
		most = ru->court_value;
	if (ru->joker_value > most)
		most = ru->joker_value;
	most *= ru->hand_size;
	memset(copies, 0, sizeof(copies));
	check(g->declarer >= 0 && g->declarer < g->t.nplayers &&
	      !g->t.out[g->declarer], "the declarer is a player in play");
	for (seat = 0; seat < g->t.nplayers; seat++) {
		const kl_game_hand *h = &g->hand[seat];
		in_play += !g->t.out[seat];
		check(h->given == !g->t.out[seat],
		      "a hand for every player in play and nobody else");
		if (!h->given)
			continue;
		hands++;
		/* a hand not shown (Phỏm's ù: the others' hands do not count)
		 * may have been given no text at all */
		found = h->unseen && h->typed[0] == '\0';
		for (k = 0; k < nargs; k++)
			found |= strchr(args[k], '=') != NULL &&
			         !strcmp(h->typed, strchr(args[k], '=') + 1);
		check(found, "the hand's text follows an argument's '='");
		if (h->unseen) {
			check(seat != g->declarer && kl_game_others_unseen(g),
			      "only the others' hands go unseen, where allowed");
			check(h->deadwood == 0 && h->list.n == 0,
			      "a hand not shown counts nothing");
			continue;
		}
		if (h->as_points) {
			check(seat != g->declarer, "no points for the declarer");
			check(h->deadwood >= 0 && h->deadwood <= most,
			      "points in range");
			continue;
		}
		check(h->list.n == ru->hand_size ||
		      (seat == g->declarer && h->list.n == ru->hand_size + 1),
		      "card count");
		check(h->arr.deadwood == h->deadwood,
		      "the arrangement gives the deadwood");
		for (k = 0; k < h->list.n; k++) {
			check(h->list.cards[k] <= KL_JOKER, "a real card");
			copies[h->list.cards[k]]++;
		}
	}
	check(hands == in_play && g->norder == in_play,
	      "one hand per player in play");
	check(g->def->stands(ru, g->kind, g->hand[g->declarer].deadwood),
	      "the declaration stands");
	/* gin, both hands in: judged whole, the layoffs only lower the
	 * defender's count, the showing stands */
	if (ru->game == KL_GAME_GIN) {
		int dw[KL_PLAYERS_MAX], d = 1 - g->declarer;
		check(g->gin_done, "a hand of gin is judged whole");
		kl_game_deadwood(g, dw);
		check(g->gin.verdict != KL_GIN_KNOCK ||
		      dw[d] <= g->hand[d].deadwood, "layoffs only lower it");
		check(g->gin.verdict != KL_GIN_KNOCK ||
		      dw[g->declarer] <= ru->knock_limit, "the showing stands");
	}
	for (k = 0; k < KL_NATURALS; k++)
		check(copies[k] <= ru->decks, "copies within the packs");
	check(copies[KL_JOKER] <= ru->jokers, "jokers within the deck");
}

/* A success in a melding game (see the top of the file). */
static void
check_melding(const kl_game *g, const char *const *args, int nargs)
{
	const kl_rules *ru = &g->t.rules;
	int copies[KL_NATURALS + 1], seat, k, found, n, declarer;
	long most = g->def->most_points(ru), least;
	kl_rubber r;
	kl_event ev;
	kl_error err;

	least = g->def->least_points != NULL ? g->def->least_points(ru) : 1;
	memset(copies, 0, sizeof(copies));
	check(g->declarer >= 0 && g->declarer < g->t.nplayers,
	      "the declarer is a player");
	for (seat = 0; seat < g->t.nplayers; seat++) {
		const kl_game_hand *h = &g->hand[seat];
		declarer = seat == g->declarer && g->kind != KL_VERDICT_KNOCK;
		check(h->given, "a hand for every player");
		found = h->implicit && declarer && h->typed[0] == '\0';
		for (k = 0; k < nargs; k++)
			found |= strchr(args[k], '=') != NULL &&
			         !strcmp(h->typed, strchr(args[k], '=') + 1);
		check(found, "the hand's text follows an argument's '='");
		if (h->as_points) {
			check(!declarer, "no points for who went out");
			check(h->deadwood >= least && h->deadwood <= most,
			      "points a hand left can count");
			continue;
		}
		n = h->list.n;
		if (declarer && h->empty) {
			check(n == 0 && h->deadwood == 0, "no cards, no count");
			continue;
		}
		if (declarer) {
			check(g->kind == KL_VERDICT_BIG_GIN &&
			      n == ru->hand_size + 1 &&
			      h->verdict == KL_VERDICT_BIG_GIN,
			      "a hand laid at once goes out at once");
		} else {
			check(n >= 1 && n <= ru->hand_size, "a hand left's cards");
			check(h->deadwood >= least && h->deadwood <= most,
			      "a hand left's count");
			check(h->arr.deadwood == h->deadwood,
			      "the arrangement gives the count");
		}
		for (k = 0; k < n; k++) {
			check(h->list.cards[k] <= KL_JOKER, "a real card");
			copies[h->list.cards[k]]++;
		}
	}
	for (k = 0; k < KL_NATURALS; k++)
		check(copies[k] <= ru->decks, "copies within the packs");
	check(copies[KL_JOKER] <= ru->jokers, "jokers within the deck");
	kl_game_event(g, &ev);
	check(kl_rubber_start(&r, ru, g->t.nplayers, NULL, &err) == KL_OK,
	      "the rubber starts");
	check(kl_rubber_apply(&r, &ev, NULL, &err) == KL_OK,
	      "the engine books what the referee gave");
	check(kl_rubber_check(&r, &err) == KL_OK, "the engine's invariants");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *args[MAX_ARGS];
	char quoted[KL_QUOTE_SIZE];
	kl_game_table t;
	kl_game *g;
	kl_error err;
	size_t start = 1, i;
	int nargs = 0, k, rc, kind, race, fam, mg;

	if (size < 1)
		return 0;
	memset(&t, 0, sizeof(t));
	t.rubber = 1;
	t.nplayers = 2 + (data[0] >> 2) % 5;
	kind = data[0] & 0x20 ? KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;
	race = (data[0] & 3) == 3;
	fam = race && size > 1 && data[1] >= 1 && data[1] <= 6 ?
	      KL_GAME_BOAT_HOUSE + data[1] - 1 : -1;
	mg = race && size > 1 && data[1] >= 7 && data[1] <= 10 ?
	     KL_GAME_ROMME + data[1] - 7 : -1;
	if (fam >= 0 || mg >= 0)
		start = 2;
	if (mg >= 0) {
		kl_rules_game_default(mg, &t.rules);
		if (t.nplayers > kl_gamedef_of(&t.rules)->players_max)
			t.nplayers = kl_gamedef_of(&t.rules)->players_max;
		if (mg == KL_GAME_RUMMY) {
			t.rules.block = (data[0] & 0x40) != 0;
			t.rules.complete = (data[0] & 0x60) == 0x20;
		} else {
			t.rules.per_card = (data[0] & 0x40) != 0;
		}
		kind = data[0] & 0x80 ? KL_VERDICT_KNOCK : data[0] & 0x20 ?
		       KL_VERDICT_BIG_GIN : KL_VERDICT_RUMMY;
		fam = mg;
	} else if (fam >= 0) {
		kl_rules_game_default(fam, &t.rules);
		if (t.nplayers > kl_gamedef_of(&t.rules)->players_max)
			t.nplayers = kl_gamedef_of(&t.rules)->players_max;
		if (fam == KL_GAME_PHOM && (data[0] & 0x80))
			kind = KL_VERDICT_BIG_GIN;
	} else if (race && t.nplayers == 2) {
		/* gin: the top bit asks for big gin, the next for Oklahoma
		 * with the upcard of bits 2-4 */
		kl_rules_game_default(KL_GAME_GIN, &t.rules);
		t.rules.oklahoma = (data[0] & 0x40) != 0;
		if (data[0] & 0x80)
			kind = KL_VERDICT_BIG_GIN;
	} else if (race) {
		kl_rules_game_default(KL_GAME_KNOCK, &t.rules);
		if (t.nplayers > 5)
			t.nplayers = 5;
		kind = KL_VERDICT_KNOCK;
	} else if (kl_rules_profile(profiles[data[0] & 3], &t.rules, NULL) !=
	           KL_OK) {
		abort();
	}
	for (k = 0; k < t.nplayers; k++) {
		t.names[k] = players[k];
		/* the top bits put out players 3 and 4 when they sit (not
		 * in gin and knock rummy, where nobody goes out) */
		t.out[k] = !race && k >= 2 && k < 4 &&
		           (data[0] & (0x40 << (k - 2)));
	}
	for (i = start; i <= size && nargs < MAX_ARGS; i++) {
		if (i == size || data[i] == '\0' || data[i] == '\n') {
			args[nargs] = malloc(i - start + 1);
			if (args[nargs] == NULL)
				abort();
			memcpy(args[nargs], data + start, i - start);
			args[nargs][i - start] = '\0';
			nargs++;
			start = i + 1;
		}
	}
	if (nargs == 0)
		return 0;
	g = malloc(sizeof(*g));
	if (g == NULL)
		abort();
	kl_game_start(g, &t);
	kl_error_clear(&err);
	rc = kl_game_judge_upcard(g, args[0], kind, race && fam < 0 &&
	                          t.rules.game == KL_GAME_GIN &&
	                          t.rules.oklahoma ?
	                          4 * ((data[0] >> 2) & 7) : -1, nargs - 1,
	                          (const char *const *)args + 1, &err);
	if (rc == KL_OK && mg >= 0) {
		check_melding(g, (const char *const *)args + 1, nargs - 1);
	} else if (rc == KL_OK) {
		check_success(g, (const char *const *)args + 1, nargs - 1);
	} else {
		check((rc == KL_EINPUT || rc == KL_ERULE) && err.code == rc,
		      "KL_EINPUT or KL_ERULE");
		check(err.msg[0] != '\0', "a message");
		check(memchr(err.msg, '\0', sizeof(err.msg)) != NULL,
		      "a terminated message");
		check(fuzz_clean_text(err.msg), "a clean message");
	}
	free(g);
	for (k = 0; k < nargs; k++) {
		kl_text_quote(args[k], KL_QUOTE_MAX, quoted, sizeof(quoted));
		check(strlen(quoted) <= KL_QUOTE_MAX + 3 && fuzz_clean_text(quoted),
		      "a clean quote");
		check(strlen(quoted) <= KL_QUOTE_MAX ||
		      !strcmp(quoted + strlen(quoted) - 3, "..."),
		      "a cut quote ends in ...");
		free(args[k]);
	}
	return 0;
}
