/* check_family.c - `klopf check` and `klopf deadwood` for the rest of
 * the family (Boat House, Phỏm, Continental, Nowrang, Queen City and
 * Double Rum): a hand judged from the cards every player shows
 * (check_knock.h). */
#include "check_knock.h"

#include <stdlib.h>
#include <string.h>

#include "cli_fit.h"
#include "cli_rubber.h"
#include "kl_famref.h"

/* A check of a game of the family: the rules chosen, the game's number
 * in kl_fam.h, what a typed hand may hold, and the referee's rules made
 * of them for each size of table (as the table's size makes the
 * defaults), made once for every deal of a batch. */
typedef struct family_check {
	kl_rules rules;
	int game;
	kl_card_limits limits;
	kl_famref_rules seated[KL_FAMREF_PLAYERS_MAX + 1];
} family_check;

/* One meld for people after sep, in the flow fl: its cards, a two used
 * as wild marked "*"; on a line of its own rather than broken where it
 * fits one. */
static void
put_meld(kl_flow *fl, const char *sep, const kl_fam_meld *m)
{
	char after[4];
	int i, w = kl_flow_cards_width(fl->cli, m->cards, m->n) + 2;

	for (i = 0; i < m->n; i++)
		w += m->wild[i] && m->cards[i] != KL_JOKER;
	if (fl->cols > 0 && sep[0] != '\0' && fl->indent + w <= fl->cols)
		sep = kl_flow_break(fl, sep, w);
	for (i = 0; i < m->n; i++) {
		snprintf(after, sizeof(after), "%s%s",
		         m->wild[i] && m->cards[i] != KL_JOKER ? "*" : "",
		         i == m->n - 1 ? "]" : "");
		kl_flow_card(fl, i ? " " : sep, i ? "" : "[", m->cards[i],
		             after);
	}
}

/* An arrangement for people: melds, the unmatched cards, the discard,
 * from where the line of f stands. */
static void
put_arr(const kl_cli *cli, const kl_fam_arr *a, FILE *f)
{
	char label[64];
	kl_flow fl;
	int m;

	kl_flow_here(&fl, cli, f);
	for (m = 0; m < a->nmelds; m++)
		put_meld(&fl, m > 0 ? " " : "", &a->melds[m]);
	if (a->nunmatched > 0) {
		snprintf(label, sizeof(label), "%s%s", a->nmelds > 0 ? "  " : "",
		         _("unmatched "));
		kl_flow_labelled(&fl, label, a->unmatched, a->nunmatched);
	}
	if (a->discard != KL_NO_CARD) {
		snprintf(label, sizeof(label), "  %s", _("discard "));
		kl_flow_labelled(&fl, label, &a->discard, 1);
	}
}

/* The judged hand for people, a line a hand, then what is paid. */
static void
print_human(kl_cli *cli, const kl_famref_result *res)
{
	FILE *f = cli->out;
	int i;

	for (i = 0; i < res->nplayers; i++) {
		if (i == 0 && (res->verdict == KL_FAMREF_OUT ||
		               res->verdict == KL_FAMREF_U))
			fprintf(f, _("player %d goes out: "), i + 1);
		else if (res->deadwood[i] < 0)
			fprintf(f, _("player %d, not counted: "), i + 1);
		else
			fprintf(f, _("player %d, deadwood %d: "), i + 1,
			        res->deadwood[i]);
		put_arr(cli, &res->arr[i], f);
		fputc('\n', f);
	}
	switch (res->verdict) {
	case KL_FAMREF_NONE:
		fprintf(f, _("player 1 cannot go out: the least deadwood is "
		        "%d\n"), res->deadwood[0]);
		break;
	case KL_FAMREF_U:
		fprintf(f, _("ù: player 1 melds the whole hand, and each other "
		        "player pays %d\n"), res->worth);
		break;
	case KL_FAMREF_SHOWDOWN:
		fprintf(f, _("the showdown: player %d wins with deadwood %d\n"),
		        res->winner + 1, res->deadwood[res->winner]);
		break;
	default:
		if (res->points > 0 && res->worth == res->points)
			fprintf(f, _("player 1 wins the game\n"));
		else if (res->points > 0)
			fprintf(f, _("player 1 scores %d, the other players' "
			        "deadwood\n"), res->points);
		else if (res->ntransfers == 0)
			fprintf(f, _("player 1 goes out\n"));
		break;
	}
	for (i = 0; i < res->ntransfers; i++)
		fprintf(f, _("player %d pays player %d %d\n"),
		        res->transfers[i].from + 1, res->transfers[i].to + 1,
		        res->transfers[i].amount);
}

/* The cards of meld m that are twos used as wild. */
static int
wild_twos(const kl_fam_meld *m, kl_card *out)
{
	int i, n = 0;

	for (i = 0; i < m->n; i++)
		if (m->wild[i] && m->cards[i] != KL_JOKER)
			out[n++] = m->cards[i];
	return n;
}

/* The keys melds, wild_twos and unmatched of the arrangement a, into
 * the object open in j. */
static void
arr_json(kl_json *j, const kl_fam_arr *a)
{
	kl_card twos[KL_FAM_HAND_MAX];
	int m, nt = 0;

	kl_json_key(j, "melds");
	kl_json_array(j);
	for (m = 0; m < a->nmelds; m++) {
		kl_json_cards(j, a->melds[m].cards, a->melds[m].n);
		nt += wild_twos(&a->melds[m], twos + nt);
	}
	kl_json_end(j);
	kl_json_key(j, "wild_twos");
	kl_json_cards(j, twos, nt);
	kl_json_key(j, "unmatched");
	kl_json_cards(j, a->unmatched, a->nunmatched);
}

/* The judged hand of game as one JSON object, into j. */
static void
deal_json(kl_json *j, const kl_game_def *game, const kl_famref_result *res)
{
	int i;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, game->name);
	kl_json_key(j, "verdict");
	kl_json_str(j, kl_famref_verdict_name(res->verdict));
	kl_json_key(j, "hands");
	kl_json_array(j);
	for (i = 0; i < res->nplayers; i++) {
		const kl_fam_arr *a = &res->arr[i];
		kl_json_object(j);
		kl_json_key(j, "deadwood");
		if (res->deadwood[i] < 0)
			kl_json_null(j);
		else
			kl_json_int(j, res->deadwood[i]);
		arr_json(j, a);
		kl_json_key(j, "discard");
		if (a->discard == KL_NO_CARD)
			kl_json_null(j);
		else
			kl_json_card(j, a->discard);
		if (res->verdict == KL_FAMREF_SHOWDOWN) {
			kl_json_key(j, "place");
			kl_json_int(j, res->place[i]);
		}
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_key(j, "winner");
	if (res->winner < 0)
		kl_json_null(j);
	else
		kl_json_int(j, res->winner);
	kl_json_key(j, "worth");
	kl_json_int(j, res->worth);
	/* the games that score points, not chips */
	if (!game->by_chips) {
		kl_json_key(j, "points");
		kl_json_int(j, res->points);
	}
	kl_json_key(j, "transfers");
	kl_json_array(j);
	for (i = 0; i < res->ntransfers; i++) {
		kl_json_object(j);
		kl_json_key(j, "from");
		kl_json_int(j, res->transfers[i].from);
		kl_json_key(j, "to");
		kl_json_int(j, res->transfers[i].to);
		kl_json_key(j, "amount");
		kl_json_int(j, res->transfers[i].amount);
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_end(j);
}

/*
 * Read the rule pairs[0..n-1] ("KEY=VALUE") as the referee of the family
 * reads them (kl_famref_set), into r (made for its game).  KL_OK, or
 * KL_EINPUT with its sentence in err for the first it does not take.
 */
static int
read_pairs(const char *const *pairs, int n, kl_famref_rules *r,
           kl_error *err)
{
	int i;

	for (i = 0; i < n; i++) {
		char key[64];
		const char *eq = strchr(pairs[i], '=');
		size_t len = eq != NULL ? (size_t)(eq - pairs[i]) : 0;
		if (eq == NULL || len == 0 || len >= sizeof(key))
			return kl_error_set(err, KL_EINPUT, "a rule is written "
			    "KEY=VALUE, not \"%s\"", pairs[i]);
		memcpy(key, pairs[i], len);
		key[len] = '\0';
		if (kl_famref_set(r, key, eq + 1, err) != KL_OK)
			return err->code;
	}
	return KL_OK;
}

/* Does setting key belong to the game ru plays? */
static int
has_rule(const kl_rules *ru, const char *key)
{
	int i = kl_rules_find(key);

	return i >= 0 && kl_rules_applies(ru, &kl_rules_settings[i]);
}

/* The referee's rules for a table of players, as fc's rules say: the
 * game's defaults for that table, changed where its rules are (the
 * settings looked up by name: once per table size, not per deal). */
static void
rules_for(const family_check *fc, int players, kl_famref_rules *r)
{
	kl_rules ru = fc->rules;

	kl_rules_seated(&ru, players);
	kl_famref_rules_default(fc->game, players, r);
	r->hand_size = ru.hand_size;
	if (has_rule(&ru, "decks"))
		r->cards.packs = r->cards.jokers = ru.decks;
	if (has_rule(&ru, "deuces_wild"))
		r->cards.deuces_wild = ru.deuces_wild;
	if (has_rule(&ru, "deuce_points"))
		r->goal.per_wild_two = ru.deuce_points;
	if (has_rule(&ru, "no_wild_bonus"))
		r->goal.no_wild_bonus = ru.no_wild_bonus;
	if (has_rule(&ru, "one_suit_bonus"))
		r->goal.one_suit_bonus = ru.one_suit_bonus;
}

/* Judge one deal given as words (kl_check_judge). */
static int
judge_words(kl_cli *cli, const void *ctx, const char *const *words,
            int n, int json, kl_json *batch)
{
	const family_check *fc = ctx;
	kl_cardlist *hands = NULL;
	kl_famref_result *res = NULL;
	const kl_famref_rules *r = NULL;
	kl_error err;
	kl_json j;
	int nhands = -1, rc = KL_EXIT_OK;

	hands = malloc(sizeof(*hands) * KL_FAMREF_PLAYERS_MAX);
	res = malloc(sizeof(*res));
	if (hands == NULL || res == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	kl_error_clear(&err);
	nhands = kl_check_split_hands(words, n, &fc->limits,
	                              KL_FAMREF_PLAYERS_MAX, hands, &err);
	if (nhands >= 0)
		r = &fc->seated[nhands];
	if (nhands < 0 || kl_famref_judge(r, hands, nhands, res, &err) !=
	    KL_OK) {
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			rc = kl_cli_status(err.code);
		} else {
			rc = kl_cli_error(cli, &err);
		}
		goto done;
	}
	if (batch != NULL) {
		deal_json(batch, kl_gamedef_of(&fc->rules), res);
	} else if (json) {
		kl_json_init(&j);
		deal_json(&j, kl_gamedef_of(&fc->rules), res);
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
	} else {
		print_human(cli, res);
	}
	if (rc == KL_EXIT_OK && res->verdict == KL_FAMREF_NONE && batch == NULL)
		rc = KL_EXIT_FALSE;
done:
	free(hands);
	free(res);
	return rc;
}

/*
 * Run judge on the deal of cli's operands or on o's --batch, under the
 * rules o chooses; usage is the sentence for no operands.  Each --rule
 * is read first as the family's referee reads it, and refused as it
 * says.
 */
static int
run_family(kl_cli *cli, const kl_hand_opts *o, kl_check_judge *judge,
           const char *usage)
{
	const kl_optval *rule = o->rules.rule;
	family_check fc;
	kl_famref_rules scratch;
	kl_error err;
	int rc, i;

	if (!o->batch && cli->noperands == 0)
		return kl_cli_usage(cli, "%s", usage);
	fc.game = kl_fam_game_of(o->game->name);
	kl_famref_rules_default(fc.game, 2, &scratch);
	kl_error_clear(&err);
	if (read_pairs(rule->all, rule->count, &scratch, &err) != KL_OK)
		return kl_cli_error(cli, &err);
	if ((rc = kl_hand_rules(cli, o, &fc.rules)))
		return rc;
	kl_hand_limits(&fc.rules, &fc.limits);
	for (i = 0; i <= KL_FAMREF_PLAYERS_MAX; i++)
		rules_for(&fc, i, &fc.seated[i]);
	return kl_check_deals(cli, o, judge, &fc);
}

int
kl_check_family(kl_cli *cli, const kl_hand_opts *o)
{
	return run_family(cli, o, judge_words, _("check: give the first "
	                  "player's cards, then / and each other player's"));
}

/* The least deadwood d of the hand typed as hand, arranged as a, under
 * game, as one JSON object into j. */
static void
deadwood_json(kl_json *j, const kl_game_def *game, const kl_cardlist *hand,
              int d, const kl_fam_arr *a)
{
	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, game->name);
	kl_json_key(j, "cards");
	kl_json_cards(j, hand->cards, hand->n);
	kl_json_key(j, "deadwood");
	kl_json_int(j, d);
	arr_json(j, a);
	kl_json_end(j);
}

/* `klopf deadwood --game G`: one hand's least deadwood under the game's
 * card rules (a table of two, as --rule changes it); kl_check_judge. */
static int
deadwood_words(kl_cli *cli, const void *ctx, const char *const *words,
               int n, int json, kl_json *batch)
{
	const family_check *fc = ctx;
	const kl_game_def *game = kl_gamedef_of(&fc->rules);
	const kl_famref_rules *r = &fc->seated[2];
	kl_cardlist hand;
	kl_fam_arr a;
	kl_error err;
	kl_json j;
	int d, rc;

	kl_error_clear(&err);
	if (kl_cards_parse(words, n, &fc->limits, &hand, &err) != KL_OK ||
	    (d = kl_fam_deadwood(&r->cards, hand.cards, hand.n, 0, &a)) < 0) {
		if (err.msg[0] == '\0')
			kl_error_set(&err, KL_EINPUT, "%s does not hold these "
			             "cards: more copies of a card than its packs, "
			             "or more jokers", game->name);
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			return kl_cli_status(err.code);
		}
		return kl_cli_error(cli, &err);
	}
	if (batch != NULL) {
		deadwood_json(batch, game, &hand, d, &a);
		return KL_EXIT_OK;
	}
	if (!json) {
		fprintf(cli->out, _("deadwood %d: "), d);
		put_arr(cli, &a, cli->out);
		fputc('\n', cli->out);
		return KL_EXIT_OK;
	}
	kl_json_init(&j);
	deadwood_json(&j, game, &hand, d, &a);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

int
kl_deadwood_family(kl_cli *cli, const kl_hand_opts *o)
{
	char usage[128];

	snprintf(usage, sizeof(usage), _("%s: no cards given"),
	         cli->cmd->name);
	return run_family(cli, o, deadwood_words, usage);
}
