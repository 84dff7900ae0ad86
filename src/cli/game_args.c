/* game_args.c - reading the hands of one game (see game_args.h). */
#include "game_args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli_quote.h"
#include "kl_referee.h"

/* Bytes of a typed name kept for looking it up (a name has at most 40). */
#define NAME_MAX_TYPED 63
/* Bytes of typed text that a message quotes before "...". */
#define QUOTE_MAX 40

/* Set err to KL_EINPUT with a message, cut at a character boundary when
 * it does not fit.  Returns KL_EINPUT. */
static int
fail(kl_error *err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

static int
fail(kl_error *err, const char *fmt, ...)
{
	va_list ap;
	int n;
	size_t len;

	if (err == NULL)
		return KL_EINPUT;
	err->code = KL_EINPUT;
	va_start(ap, fmt);
	n = vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n >= sizeof(err->msg)) {
		/* drop the bytes of a character the cut went through */
		len = strlen(err->msg);
		while (len > 0 &&
		       ((unsigned char)err->msg[len - 1] & 0xc0) == 0x80)
			len--;
		if (len > 0 && (unsigned char)err->msg[len - 1] >= 0xc0)
			len--;
		err->msg[len] = '\0';
	}
	return KL_EINPUT;
}

/* The seat of the player called name (any case), or -1. */
static int
seat_of(const kl_game_table *t, const char *name)
{
	int i;

	for (i = 0; i < t->nplayers; i++)
		if (!strcasecmp(t->names[i], name))
			return i;
	return -1;
}

/*
 * If text is a whole number (spaces around it allowed, a sign too), 1
 * with its digits and sign, without the spaces, in buf; else 0.
 */
static int
number_text(const char *text, char *buf, size_t size)
{
	const char *p = text, *start, *end;

	while (*p == ' ')
		p++;
	start = p;
	if (*p == '-' || *p == '+')
		p++;
	if (*p < '0' || *p > '9')
		return 0;
	while (*p >= '0' && *p <= '9')
		p++;
	end = p;
	while (*p == ' ')
		p++;
	if (*p != '\0')
		return 0;
	snprintf(buf, size, "%.*s", (int)(end - start), start);
	return 1;
}

/* The most deadwood a hand can count under ru. */
static long
most_points(const kl_rules *ru)
{
	long most = ru->ace_value;

	if (ru->court_value > most)
		most = ru->court_value;
	if (ru->joker_value > most)
		most = ru->joker_value;
	return (long)ru->hand_size * most;
}

/* Split the arguments into hands, each with its player's seat. */
static int
find_hands(const kl_game_table *t, int nargs, const char *const *args,
           kl_game_args *out, kl_error *err)
{
	char who[NAME_MAX_TYPED + 1], quoted[QUOTE_MAX + 4];
	int i, k, seat;

	for (i = 0; i < nargs; i++) {
		const char *arg = args[i], *eq = strchr(arg, '=');
		size_t len;

		if (eq == NULL || eq == arg)
			return fail(err, "hand %d \"%s\": write it as "
			    "NAME=CARDS (or NAME=POINTS)", i + 1,
			    kl_cli_quote(arg, QUOTE_MAX, quoted,
			                 sizeof(quoted)));
		len = (size_t)(eq - arg);
		if (len > NAME_MAX_TYPED)
			len = NAME_MAX_TYPED;
		memcpy(who, arg, len);
		who[len] = '\0';
		seat = (size_t)(eq - arg) > NAME_MAX_TYPED ? -1 :
		       seat_of(t, who);
		if (seat < 0)
			return fail(err, "hand %d: %s does not play in rubber "
			    "%lld (%s)", i + 1, kl_cli_quote(who, QUOTE_MAX,
			    quoted, sizeof(quoted)), t->rubber, t->listing);
		if (t->out[seat])
			return fail(err, "hand %d: %s is out of the rubber and "
			    "has no hand", i + 1, t->names[seat]);
		for (k = 0; k < out->nhands; k++)
			if (out->hands[k].seat == seat)
				return fail(err, "two hands for %s",
				            t->names[seat]);
		if (out->nhands == KL_PLAYERS_MAX)
			return fail(err, "more hands than players");
		out->hands[out->nhands].seat = seat;
		out->hands[out->nhands].typed = eq + 1;
		out->nhands++;
	}
	for (seat = 0; seat < t->nplayers; seat++) {
		if (t->out[seat])
			continue;
		for (k = 0; k < out->nhands && out->hands[k].seat != seat; k++)
			;
		if (k == out->nhands)
			return fail(err, "no hand for %s (every player in play "
			    "needs one: NAME=CARDS)", t->names[seat]);
	}
	return KL_OK;
}

/* Read one hand: points, or cards in the number a hand must hold. */
static int
read_hand(const kl_game_table *t, int declarer, kl_game_hand *h,
          kl_error *err)
{
	const kl_rules *ru = t->rules;
	const char *who = t->names[h->seat];
	kl_card_limits lim;
	kl_error why;
	char digits[64];
	long most = most_points(ru), v;
	char *end;
	int n;

	if (number_text(h->typed, digits, sizeof(digits))) {
		if (h->seat == declarer)
			return fail(err, "%s declared and must show the cards, "
			    "not points", who);
		errno = 0;
		v = strtol(digits, &end, 10);
		if (*end != '\0' || errno == ERANGE || v < 0 || v > most)
			return fail(err, "%s: %s points is impossible (a hand "
			    "counts 0 to %ld)", who, digits, most);
		h->as_points = 1;
		h->points = (int)v;
		return KL_OK;
	}
	lim.decks = ru->decks;
	lim.jokers = ru->jokers;
	lim.max_cards = KL_HAND_MAX;
	kl_error_clear(&why);
	if (kl_cards_parse(&h->typed, 1, &lim, &h->list, &why) != KL_OK)
		return fail(err, "%s's hand: %s", who, why.msg);
	n = h->list.n;
	if (h->seat == declarer && n != ru->hand_size &&
	    n != ru->hand_size + 1)
		return fail(err, "%s declared with %d cards; show %d, or %d "
		    "before the discard", who, n, ru->hand_size,
		    ru->hand_size + 1);
	if (h->seat != declarer && n != ru->hand_size)
		return fail(err, "%s shows %d cards; a hand holds %d at the "
		    "end of a game", who, n, ru->hand_size);
	return KL_OK;
}

int
kl_game_args_read(const kl_game_table *t, const char *declarer,
                  int nargs, const char *const *args, kl_game_args *out,
                  kl_error *err)
{
	const kl_cardlist *lists[KL_PLAYERS_MAX];
	const char *owners[KL_PLAYERS_MAX];
	char quoted[QUOTE_MAX + 4];
	kl_error why;
	int rc, i, n = 0;

	memset(out, 0, sizeof(*out));
	out->declarer = strlen(declarer) > NAME_MAX_TYPED ? -1 :
	                seat_of(t, declarer);
	if (out->declarer < 0) {
		rc = fail(err, "%s does not play in rubber %lld (%s)",
		          kl_cli_quote(declarer, QUOTE_MAX, quoted,
		                       sizeof(quoted)), t->rubber, t->listing);
		goto done;
	}
	if (t->out[out->declarer]) {
		rc = fail(err, "%s is out of the rubber and cannot declare",
		          t->names[out->declarer]);
		goto done;
	}
	if ((rc = find_hands(t, nargs, args, out, err)) != KL_OK)
		goto done;
	for (i = 0; i < out->nhands; i++) {
		kl_game_hand *h = &out->hands[i];
		if ((rc = read_hand(t, out->declarer, h, err)) != KL_OK)
			goto done;
		if (!h->as_points) {
			lists[n] = &h->list;
			owners[n++] = t->names[h->seat];
		}
	}
	kl_error_clear(&why);
	if (kl_table_check(t->rules, lists, owners, n, &why) != KL_OK) {
		rc = fail(err, "these hands cannot come from one deck: %s",
		          why.msg);
		goto done;
	}
	rc = KL_OK;
done:
	return rc;
}
