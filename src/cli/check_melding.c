/* check_melding.c - `klopf check --game G` for the melding games
 * (Rommé, Hungarian Rummy, Caloochi, Rummy): what one hand at the moment
 * of melding can do (kl_mopen.h: its best opening, whether it opens,
 * whether it goes out at once), and with --redeal a redeal claim of a
 * dealt hand where the game has one (check_knock.h). */
#include "meld.h"
#include "cli_games.h"

#include <string.h>

#include "kl_game.h"
#include "kl_mgrules.h"
#include "kl_mopen.h"

/* A check of a melding game: the rules chosen, read as the solver reads
 * them, what a typed hand may hold, and whether it judges a redeal. */
typedef struct mg_check {
	kl_rules rules;
	kl_mg_rules mg;
	kl_card_limits limits;
	int redeal;
	/* the start of every answer in JSON, up to the game's name (see
	 * open_json) */
	char head[96];
	size_t nhead;
} mg_check;

/* Melds for people: [AH 2H 3H] [QS KS AS]. */
static void
put_melds(const kl_cli *cli, const kl_mg_arr *a, FILE *f)
{
	int m;

	for (m = 0; m < a->nmelds; m++) {
		if (m > 0)
			fputc(' ', f);
		fputc('[', f);
		kl_cli_cards(cli, a->melds[m].cards, a->melds[m].n, f);
		fputc(']', f);
	}
}

/* What the hand can do, for people: the best opening, whether it opens,
 * whether it goes out at once. */
static void
print_open(const kl_cli *cli, const kl_mg_rules *r, const kl_mg_open *res)
{
	FILE *f = cli->out;

	fprintf(f, _("best opening %d: "), res->best_value);
	put_melds(cli, &res->best, f);
	if (res->best.nunmatched > 0) {
		fputs(res->best.nmelds > 0 ? "  " : "", f);
		fputs(_("unmatched "), f);
		kl_cli_cards(cli, res->best.unmatched, res->best.nunmatched, f);
	}
	fputc('\n', f);
	if (r->open_min == 0)
		fputs(res->can_open ? _("opens: a legal meld can be laid\n") :
		      _("does not open: no legal meld\n"), f);
	else if (res->best_value >= r->open_min)
		fprintf(f, _("opens with %d (%d needed)\n"), res->best_value,
		        r->open_min);
	else if (res->can_open)
		fprintf(f, _("opens by going out at once, which needs no "
		        "minimum (an opening is %d short of %d)\n"),
		        r->open_min - res->best_value, r->open_min);
	else
		fprintf(f, _("does not open: %d short of %d\n"),
		        r->open_min - res->best_value, r->open_min);
	if (!res->goes_out) {
		fputs(_("does not go out at once\n"), f);
		return;
	}
	fprintf(f, _("goes out at once, worth %d: "), res->out.value);
	put_melds(cli, &res->out, f);
	if (res->discard != KL_NO_CARD) {
		fputs("  ", f);
		fputs(_("discard "), f);
		kl_cli_cards(cli, &res->discard, 1, f);
	}
	fputc('\n', f);
}

/* What a hand can do as JSON is written whole into a buffer first, by
 * the pieces below (the answer of every line of a batch: kl_json would
 * take each key and value on its own), then appended as one value.  The
 * most it takes: the start up to the game's name (mg_check.head), the
 * keys, three numbers and two booleans, and every card at most three times (the best opening's
 * melds or cards left, and the melds going out) with each array's
 * brackets. */
#define OPEN_JSON_MAX (320 + sizeof(((mg_check *)0)->head) + \
                       3 * (KL_MG_HAND_MAX + 2 * KL_MG_MELDS_MAX + 2) * \
                       KL_JSON_CARD_ROOM)

/* The text t (a string constant) at o; the end. */
#define PUT_TEXT(o, t) (memcpy((o), (t), sizeof(t) - 1), (o) + sizeof(t) - 1)

/* The number v at o; the end. */
static char *
put_int(char *o, int v)
{
	char num[12];
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
	int n = 0;

	/* an opening's value and its minimum: below 1000 */
	if (v >= 0 && v < 1000) {
		if (v >= 100)
			*o++ = (char)('0' + v / 100);
		if (v >= 10)
			*o++ = (char)('0' + v / 10 % 10);
		*o++ = (char)('0' + v % 10);
		return o;
	}
	do {
		num[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (v < 0)
		*o++ = '-';
	while (n > 0)
		*o++ = num[--n];
	return o;
}

/* The start of every answer of mc's game into mc->head, as kl_json
 * writes it: the format and the game's name.  0, or -1 out of memory
 * (or a name too long for mc->head, which no game has). */
static int
open_json_head(mg_check *mc)
{
	kl_json j;
	int rc = -1;

	kl_json_init(&j);
	kl_json_object(&j);
	KL_JSON_KEY(&j, "format_version");
	kl_json_int(&j, 1);
	KL_JSON_KEY(&j, "game");
	kl_json_str(&j, kl_gamedef_of(&mc->rules)->name);
	if (!kl_json_failed(&j) && kl_json_len(&j) <= sizeof(mc->head)) {
		mc->nhead = kl_json_len(&j);
		memcpy(mc->head, kl_json_text(&j), mc->nhead);
		rc = 0;
	}
	kl_json_free(&j);
	return rc;
}

/* The cards as a JSON array at o; the end. */
static char *
put_cards(char *o, const kl_card *cards, int n)
{
	int i;

	*o++ = '[';
	for (i = 0; i < n; i++)
		o += kl_json_card_text(o, cards[i]);
	/* the comma after the last card becomes the bracket */
	if (n > 0)
		o--;
	*o++ = ']';
	return o;
}

/* The melds of a as a JSON array of arrays of cards at o; the end. */
static char *
put_melds_json(char *o, const kl_mg_arr *a)
{
	int m;

	*o++ = '[';
	for (m = 0; m < a->nmelds; m++) {
		if (m > 0)
			*o++ = ',';
		o = put_cards(o, a->melds[m].cards, a->melds[m].n);
	}
	*o++ = ']';
	return o;
}

/* What the hand can do, as one JSON object, into j. */
static void
open_json(kl_json *j, const mg_check *mc, const kl_mg_open *res)
{
	const kl_mg_rules *r = &mc->mg;
	char buf[OPEN_JSON_MAX], *o = buf;

	memcpy(o, mc->head, mc->nhead);
	o += mc->nhead;
	o = PUT_TEXT(o, ",\"best_value\":");
	o = put_int(o, res->best_value);
	/* (the JSON below is not for people) */
	o = PUT_TEXT(o, ",\"can_open\":");
	o = res->can_open ? PUT_TEXT(o, "true") : PUT_TEXT(o, "false");
	o = PUT_TEXT(o, ",\"goes_out\":");
	o = res->goes_out ? PUT_TEXT(o, "true") : PUT_TEXT(o, "false");
	o = PUT_TEXT(o, ",\"melds\":");
	o = put_melds_json(o, &res->best);
	o = PUT_TEXT(o, ",\"unmatched\":");
	o = put_cards(o, res->best.unmatched, res->best.nunmatched);
	o = PUT_TEXT(o, ",\"out\":");
	if (!res->goes_out) {
		o = PUT_TEXT(o, "null");
	} else {
		o = PUT_TEXT(o, "{\"melds\":");
		o = put_melds_json(o, &res->out);
		o = PUT_TEXT(o, ",\"discard\":");
		if (res->discard == KL_NO_CARD) {
			o = PUT_TEXT(o, "null}");
		} else {
			o += kl_json_card_text(o, res->discard) - 1;
			*o++ = '}';
		}
	}
	o = PUT_TEXT(o, ",\"open_min\":");
	o = put_int(o, r->open_min);
	*o++ = '}';
	kl_json_raw_n(j, buf, (size_t)(o - buf));
}

/* A redeal claim, as one JSON object, into j. */
static void
redeal_json(kl_json *j, const kl_mg_redeal *res)
{
	kl_json_object(j);
	KL_JSON_KEY(j, "redeal");
	kl_json_bool(j, res->redeal);
	KL_JSON_KEY(j, "pairs");
	kl_json_cards(j, res->pairs, res->npairs);
	KL_JSON_KEY(j, "jokers");
	kl_json_int(j, res->jokers);
	kl_json_end(j);
}

/* A redeal claim, for people. */
static void
print_redeal(const kl_cli *cli, const kl_mg_redeal *res)
{
	FILE *f = cli->out;

	fputs(_("pairs: "), f);
	if (res->npairs == 0)
		fputs(_("none"), f);
	else
		kl_cli_cards(cli, res->pairs, res->npairs, f);
	fputc('\n', f);
	fprintf(f, _("jokers: %d\n"), res->jokers);
	fputs(res->redeal ? _("a redeal may be claimed\n") :
	      _("no redeal: it takes four pairs, or three pairs and a "
	        "joker\n"), f);
}

/* Judge one hand given as words (kl_check_judge). */
static int
judge_words(kl_cli *cli, const void *ctx, const char *const *words,
            int n, int json, kl_json *batch)
{
	const mg_check *mc = ctx;
	kl_cardlist hand;
	kl_mg_open res;
	kl_mg_redeal rd;
	kl_error err;
	kl_json j, *out = batch;
	int rc = KL_EXIT_OK, holds;

	kl_error_clear(&err);
	if (kl_cards_parse(words, n, &mc->limits, &hand, &err) != KL_OK ||
	    (mc->redeal ?
	     kl_mg_redeal_judge(&mc->mg, hand.cards, hand.n, &rd, &err) :
	     kl_mg_solve(&mc->mg, hand.cards, hand.n, &res, &err)) != KL_OK) {
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			return kl_cli_status(err.code);
		}
		return kl_cli_error(cli, &err);
	}
	holds = mc->redeal ? rd.redeal : res.can_open;
	if (batch == NULL && !json) {
		if (mc->redeal)
			print_redeal(cli, &rd);
		else
			print_open(cli, &mc->mg, &res);
		return holds ? KL_EXIT_OK : KL_EXIT_FALSE;
	}
	if (batch == NULL) {
		kl_json_init(&j);
		out = &j;
	}
	if (mc->redeal)
		redeal_json(out, &rd);
	else
		open_json(out, mc, &res);
	if (batch == NULL) {
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
		if (rc == KL_EXIT_OK && !holds)
			rc = KL_EXIT_FALSE;
	}
	return rc;
}

int
kl_check_melding(kl_cli *cli, const kl_hand_opts *o)
{
	int redeal = o->redeal;
	mg_check mc;
	char games[KL_GAMES_LIST_MAX];
	int rc;

	if (!o->batch && cli->noperands == 0)
		return kl_cli_usage(cli, _("check: no cards given"));
	memset(&mc, 0, sizeof(mc));
	if ((rc = kl_hand_rules(cli, o, &mc.rules)))
		return rc;
	kl_mg_rules_of(&mc.rules, &mc.mg);
	if (redeal && !mc.mg.redeal_claim)
		return kl_cli_usage(cli, _("check: %s has no redeal claim; "
		                    "--redeal is for %s"), o->game->name,
		                    kl_games_list(kl_games_redeal, games,
		                                  sizeof(games)));
	mc.redeal = redeal;
	kl_hand_limits(&mc.rules, &mc.limits);
	if (open_json_head(&mc) != 0)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	return kl_check_deals(cli, o, judge_words, &mc);
}

int
kl_check_text(kl_cli *cli, const kl_rules *rules, const char *text)
{
	char buf[KL_TYPED_MAX];
	const char *words[KL_CARDLIST_MAX];
	mg_check mc;
	int n;

	memset(&mc, 0, sizeof(mc));
	mc.rules = *rules;
	kl_mg_rules_of(&mc.rules, &mc.mg);
	kl_hand_limits(&mc.rules, &mc.limits);
	if (open_json_head(&mc) != 0)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	snprintf(buf, sizeof(buf), "%s", text);
	n = kl_meld_words(buf, words, KL_CARDLIST_MAX);
	if (n == 0)
		return kl_cli_fail(cli, KL_EXIT_USAGE, _("check: no cards "
		                   "given"));
	return judge_words(cli, &mc, words, n, 0, NULL);
}
