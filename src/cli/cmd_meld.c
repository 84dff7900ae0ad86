/* cmd_meld.c - `klopf meld`: typed groups judged as one opening of a
 * melding game, or cards from a hand laid on a meld of the table (--on):
 * a layoff or a joker exchange (kl_mgroup.h). */
#include "meld.h"

#include <string.h>

#include "kl_game.h"
#include "kl_json.h"

/* The options of `klopf meld`, indexing opts[] in the order of its
 * help. */
enum {
	MELD_GAME,
	MELD_RULE,
	MELD_ON,
	MELD_JSON,
	MELD_BATCH,
	MELD_NOPTS
};

static const kl_opt opts[MELD_NOPTS] = {
	[MELD_GAME] = {
		.name = "game", .short_name = 'g', .arg = "GAME",
		.help = N_("the melding game: romme, hungarian, caloochi or "
		           "rummy"),
	},
	[MELD_RULE] = {
		.name = "rule", .short_name = 'r', .arg = "KEY=VALUE",
		.help = N_("change one rule of the game (repeatable)"),
	},
	[MELD_ON] = {
		.name = "on", .arg = "MELD",
		.help = N_("lay the cards on this meld of the table (typed as "
		           "it lies) instead: a layoff or a joker exchange"),
	},
	[MELD_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[MELD_BATCH] = {
		.name = "batch",
		.help = N_("read one input per line from stdin, print one JSON "
		           "object per line"),
	},
};

const kl_card_limits kl_meld_limits = {
	KL_HAND_COPIES, KL_MG_JOKERS_MAX, KL_MG_HAND_MAX
};

/* What every input of one run is judged under. */
typedef struct meld_ctx {
	kl_rules rules;
	kl_mg_rules mg;
	const kl_game_def *game;
	kl_mg_group table;       /* --on: the meld on the table */
} meld_ctx;

int
kl_meld_rules(kl_cli *cli, const kl_hand_opts *o, kl_rules *rules,
              kl_mg_rules *mg)
{
	int rc;

	if ((rc = kl_hand_rules(cli, o, rules)))
		return rc;
	kl_mg_rules_of(rules, mg);
	return KL_EXIT_OK;
}

/* The cards of group g of list l (all of them when g < 0) into *out. */
static void
group_of(const kl_cardlist *l, int g, kl_mg_group *out)
{
	int i;

	out->n = 0;
	for (i = 0; i < l->n && out->n < KL_MG_GROUP_MAX; i++) {
		if (g >= 0 && l->group[i] != g)
			continue;
		out->cards[out->n] = l->cards[i];
		out->named[out->n] = l->named[i];
		out->n++;
	}
}

/* Write the refusal err of an input: into batch when there is one,
 * else on stderr.  Returns the exit status. */
static int
refuse(kl_cli *cli, const kl_error *err, kl_json *batch)
{
	if (batch != NULL) {
		kl_cli_batch_error(batch, err->msg);
		return kl_cli_status(err->code);
	}
	return kl_cli_error(cli, err);
}

/* ---- an opening ---- */

/* The verdict on one group (typed as g) as a JSON object into j. */
static void
group_json(kl_json *j, const kl_mg_group *g, const kl_mg_verdict *v)
{
	kl_json_object(j);
	kl_json_key(j, "cards");
	if (v->legal)
		kl_json_cards(j, v->meld.cards, v->meld.n);
	else
		kl_json_cards(j, g->cards, g->n);
	kl_json_key(j, "legal");
	kl_json_bool(j, v->legal);
	kl_json_key(j, "kind");
	kl_json_str(j, !v->legal ? NULL : v->meld.kind == KL_MG_SET ? "set" :
	            "run");
	kl_json_key(j, "reading");
	kl_json_cards(j, v->meld.reads, v->legal ? v->meld.n : 0);
	kl_json_key(j, "value");
	kl_json_int(j, v->legal ? v->meld.value : 0);
	kl_json_key(j, "reason");
	kl_json_str(j, v->legal ? NULL : v->why.msg);
	kl_json_end(j);
}

static void
opening_json(kl_json *j, const meld_ctx *m, const kl_mg_group *groups,
             const kl_mg_opening *op)
{
	int g;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, m->game->name);
	kl_json_key(j, "groups");
	kl_json_array(j);
	for (g = 0; g < op->ngroups; g++)
		group_json(j, &groups[g], &op->groups[g]);
	kl_json_end(j);
	kl_json_key(j, "value");
	kl_json_int(j, op->value);
	kl_json_key(j, "open_min");
	kl_json_int(j, op->open_min);
	kl_json_key(j, "opens");
	kl_json_bool(j, op->opens);
	kl_json_end(j);
}

/* The cards of group g as typed, a named joker with its card
 * ("JK=7S"). */
static void
typed_cards(const kl_cli *cli, const kl_mg_group *g, FILE *f)
{
	int i;

	for (i = 0; i < g->n; i++) {
		if (i > 0)
			fputc(' ', f);
		kl_cli_card(cli, g->cards[i], f);
		if (g->cards[i] != KL_JOKER || g->named[i] == KL_NO_CARD)
			continue;
		fputc('=', f);
		kl_cli_card(cli, g->named[i], f);
	}
}

/* What the jokers and the aces of legal meld m are read as, a line
 * each, under rules r. */
static void
readings_text(kl_cli *cli, const kl_mg_rules *r, const kl_mg_meld *m)
{
	FILE *f = cli->out;
	kl_card reads[KL_MG_MELD_MAX];
	int nj = 0, i, aces = 0;

	for (i = 0; i < m->n; i++)
		if (m->cards[i] == KL_JOKER)
			reads[nj++] = m->reads[i];
	if (nj > 0) {
		fputs(KL_NP("   the joker stands for ", "   the jokers stand "
		            "for ", nj), f);
		kl_cli_cards(cli, reads, nj, f);
		fputc('\n', f);
	}
	for (i = 0; i < m->n; i++) {
		if (kl_card_rank(m->reads[i]) != KL_ACE)
			continue;
		if (m->kind == KL_MG_SET) {
			aces++;
			continue;
		}
		if (i == 0)
			fprintf(f, _("   the ace is low and counts %d\n"),
			        r->ace_low_open);
		else if (i == m->n - 1)
			fprintf(f, _("   the ace is high and counts %d\n"),
			        r->ace_high_open);
		else
			fprintf(f, _("   the ace goes around the corner and counts "
			        "%d\n"), r->ace_high_open);
	}
	if (aces > 0)
		fprintf(f, KL_NP("   the ace of the set counts %d\n", "   each "
		        "ace of the set counts %d\n", aces), r->ace_set_open);
}

static void
opening_text(kl_cli *cli, const meld_ctx *m, const kl_mg_group *groups,
             const kl_mg_opening *op)
{
	FILE *f = cli->out;
	int g, bad = -1;

	for (g = 0; g < op->ngroups; g++) {
		const kl_mg_verdict *v = &op->groups[g];
		fprintf(f, "%d. ", g + 1);
		typed_cards(cli, &groups[g], f);
		if (!v->legal) {
			fprintf(f, _(": no meld: %s\n"), v->why.msg);
			if (bad < 0)
				bad = g;
			continue;
		}
		fprintf(f, v->meld.kind == KL_MG_SET ? _(": a set worth %d: ") :
		        _(": a run worth %d: "), v->meld.value);
		kl_cli_cards(cli, v->meld.reads, v->meld.n, f);
		fputc('\n', f);
		readings_text(cli, &m->mg, &v->meld);
	}
	if (op->opens && op->open_min > 0)
		fprintf(f, _("opens with %d (%d needed)\n"), op->value,
		        op->open_min);
	else if (op->opens)
		fprintf(f, _("opens with %d (no minimum in this game)\n"),
		        op->value);
	else if (bad >= 0)
		fprintf(f, _("does not open: group %d is no meld\n"), bad + 1);
	else
		fprintf(f, KL_NP("%d short of %d\n", "%d short of %d\n",
		        op->open_min - op->value), op->open_min - op->value,
		        op->open_min);
}

/* One opening typed as words[0..n-1] (groups split by '|'):
 * kl_check_judge. */
static int
judge_opening(kl_cli *cli, const void *ctx, const char *const *words,
              int n, int json, kl_json *batch)
{
	const meld_ctx *m = ctx;
	kl_cardlist list;
	kl_mg_group groups[KL_MG_GROUPS_MAX];
	kl_mg_opening op;
	kl_error err;
	kl_json j;
	int g, rc;

	kl_error_clear(&err);
	if (kl_cards_parse_named(words, n, &kl_meld_limits, &list, &err))
		return refuse(cli, &err, batch);
	if (list.ngroups > KL_MG_GROUPS_MAX) {
		kl_error_set(&err, KL_EINPUT, "an opening is 1 to %d groups, not "
		             "%d", KL_MG_GROUPS_MAX, list.ngroups);
		return refuse(cli, &err, batch);
	}
	for (g = 0; g < list.ngroups; g++)
		group_of(&list, g, &groups[g]);
	if (kl_mg_judge_opening(&m->mg, groups, list.ngroups, &op, &err))
		return refuse(cli, &err, batch);
	rc = op.opens ? KL_EXIT_OK : KL_EXIT_FALSE;
	if (batch != NULL) {
		opening_json(batch, m, groups, &op);
		return rc;
	}
	if (!json) {
		opening_text(cli, m, groups, &op);
		return rc;
	}
	kl_json_init(&j);
	opening_json(&j, m, groups, &op);
	if (kl_cli_put_json(cli, &j))
		rc = KL_EXIT_STORE;
	kl_json_free(&j);
	return rc;
}

/* ---- a layoff or an exchange ---- */

static void
play_json(kl_json *j, const meld_ctx *m, const kl_mg_group *hand,
          const kl_mg_play *p)
{
	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, m->game->name);
	kl_json_key(j, "table");
	kl_json_cards(j, p->before.cards, p->before.n);
	kl_json_key(j, "cards");
	kl_json_cards(j, hand->cards, hand->n);
	kl_json_key(j, "legal");
	kl_json_bool(j, p->legal);
	kl_json_key(j, "action");
	kl_json_str(j, p->action == KL_MG_ACT_EXCHANGE ? "exchange" :
	            p->action == KL_MG_ACT_LAYOFF ? "layoff" : NULL);
	kl_json_key(j, "meld");
	if (p->legal)
		kl_json_cards(j, p->after.cards, p->after.n);
	else
		kl_json_null(j);
	kl_json_key(j, "reading");
	kl_json_cards(j, p->after.reads, p->legal ? p->after.n : 0);
	kl_json_key(j, "jokers_freed");
	kl_json_int(j, p->legal ? p->freed : 0);
	kl_json_key(j, "lay_again");
	kl_json_bool(j, p->legal && p->freed > 0 && p->relay);
	kl_json_key(j, "reason");
	kl_json_str(j, p->legal ? NULL : p->why.msg);
	kl_json_end(j);
}

static void
play_text(kl_cli *cli, const meld_ctx *m, const kl_mg_play *p)
{
	FILE *f = cli->out;

	if (!p->legal) {
		fprintf(f, _("refused: %s\n"), p->why.msg);
		return;
	}
	fputs(p->action == KL_MG_ACT_EXCHANGE ? _("exchange: the meld becomes ")
	      : _("layoff: the meld becomes "), f);
	kl_cli_cards(cli, p->after.cards, p->after.n, f);
	fputc('\n', f);
	readings_text(cli, &m->mg, &p->after);
	if (p->freed == 0)
		return;
	if (p->relay)
		fprintf(f, KL_NP("%d joker is freed and must be laid on the "
		        "table again this turn\n", "%d jokers are freed and must "
		        "be laid on the table again this turn\n", p->freed),
		        p->freed);
	else
		fprintf(f, KL_NP("%d joker is freed and goes to the player's "
		        "hand\n", "%d jokers are freed and go to the player's "
		        "hand\n", p->freed), p->freed);
}

/* Cards from a hand typed as words[0..n-1], laid on the --on meld:
 * kl_check_judge. */
static int
judge_on(kl_cli *cli, const void *ctx, const char *const *words, int n,
         int json, kl_json *batch)
{
	const meld_ctx *m = ctx;
	kl_cardlist list;
	kl_mg_group hand;
	kl_mg_play p;
	kl_error err;
	kl_json j;
	int rc;

	kl_error_clear(&err);
	if (kl_cards_parse_named(words, n, &kl_meld_limits, &list, &err))
		return refuse(cli, &err, batch);
	group_of(&list, -1, &hand);
	kl_mg_judge_play(&m->mg, &m->table, &hand, &p);
	rc = p.legal ? KL_EXIT_OK : KL_EXIT_FALSE;
	if (batch != NULL) {
		play_json(batch, m, &hand, &p);
		return rc;
	}
	if (!json) {
		play_text(cli, m, &p);
		return rc;
	}
	kl_json_init(&j);
	play_json(&j, m, &hand, &p);
	if (kl_cli_put_json(cli, &j))
		rc = KL_EXIT_STORE;
	kl_json_free(&j);
	return rc;
}

/* Read the meld of --on into m->table and judge it as it lies on the
 * table.  Returns the exit status, after printing any refusal. */
static int
read_table(kl_cli *cli, const char *text, meld_ctx *m)
{
	kl_cardlist list;
	kl_mg_verdict v;
	kl_error err;

	kl_error_clear(&err);
	if (kl_cards_parse_named(&text, 1, &kl_meld_limits, &list, &err))
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("--on: %s"), err.msg);
	if (list.ngroups > 1)
		return kl_cli_usage(cli, _("meld: --on takes one meld, without "
		                    "'|'"));
	group_of(&list, -1, &m->table);
	kl_mg_judge_table(&m->mg, &m->table, &v);
	if (!v.legal)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("--on: the meld on the "
		                   "table is no meld: %s"), v.why.msg);
	return KL_EXIT_OK;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_hand_opts o;
	meld_ctx m;
	const kl_optval *on;
	kl_optval no_profile;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	memset(&o, 0, sizeof(o));
	memset(&no_profile, 0, sizeof(no_profile));
	o.rules.game = kl_cli_opt(cli, MELD_GAME);
	o.rules.profile = &no_profile;
	o.rules.rule = kl_cli_opt(cli, MELD_RULE);
	o.json = kl_cli_opt(cli, MELD_JSON)->count > 0;
	o.batch = kl_cli_opt(cli, MELD_BATCH)->count > 0;
	on = kl_cli_opt(cli, MELD_ON);
	if (!o.rules.game->count)
		return kl_cli_usage(cli, _("meld: --game names the melding game "
		                    "(romme, hungarian, caloochi or rummy)"));
	m.game = o.game = kl_hand_game(o.rules.game);
	if (m.game == NULL || !KL_GAME_IS_MG(m.game->id))
		return kl_cli_usage(cli, _("meld: unknown melding game \"%s\" "
		                    "(romme, hungarian, caloochi or rummy)"),
		                    o.rules.game->value);
	if ((rc = kl_meld_rules(cli, &o, &m.rules, &m.mg)))
		return rc;
	if (!o.batch && cli->noperands == 0)
		return kl_cli_usage(cli, on->count ? _("meld: give the cards to "
		                    "lay on the meld") : _("meld: give the groups "
		                    "of an opening, separated by '|'"));
	if (on->count && (rc = read_table(cli, on->value, &m)))
		return rc;
	return kl_check_deals(cli, &o, on->count ? judge_on : judge_opening,
	                      &m);
}

const kl_command kl_cmd_meld = {
	.name = "meld",
	.summary = N_("judge an opening, a layoff or a joker exchange of a "
	              "melding game"),
	.synopsis = "--game GAME [--rule KEY=VALUE]... [--on MELD] [--json] " /* not for people: a synopsis */
	            "(CARDS... | --batch)",
	.description = N_(
	"Judges typed groups of cards, separated by '|', as one opening of a\n"
	"melding game (romme, hungarian, caloochi or rummy): for each group\n"
	"whether it is a legal meld (and why not), a set or a run, how its\n"
	"jokers and aces are read and what it is worth; then the total and\n"
	"whether it reaches the game's minimum.  The order of a group's cards\n"
	"does not matter: the reading worth most is taken, a set on a tie.  A\n"
	"joker may be named for the card it stands for: JK=7S.\n"
	"With --on MELD the cards are laid on that meld of the table instead,\n"
	"typed as it lies (a run from one end to the other, its jokers in\n"
	"place or named): a layoff, or an exchange for a joker where the game\n"
	"allows it; the meld after it is shown.\n"
	"The exit status is 0 when the groups open (the cards may be laid),\n"
	"1 when not, 3 for cards that cannot be read.\n"
	"JSON: {\"format_version\":1,\"game\":G,\"groups\":[{\"cards\":[...],\n"
	"\"legal\":B,\"kind\":\"set\"|\"run\"|null,\"reading\":[...],\"value\":N,\n"
	"\"reason\":S|null}],\"value\":N,\"open_min\":N,\"opens\":B}; with --on\n"
	"{\"format_version\":1,\"game\":G,\"table\":[...],\"cards\":[...],\n"
	"\"legal\":B,\"action\":\"layoff\"|\"exchange\",\"meld\":[...]|null,\n"
	"\"reading\":[...],\"jokers_freed\":N,\"lay_again\":B,\"reason\":S|null}.\n"
	"With --batch, one opening (or with --on one set of cards) a line;\n"
	"a line that cannot be read gives {\"format_version\":1,\"error\":\"...\"}\n"
	"and the exit status 3.\n"),
	.opts = opts,
	.nopts = MELD_NOPTS,
	.run = run,
};

int
kl_meld_words(char *buf, const char **words, int max)
{
	char *save = NULL, *w;
	int n = 0;

	for (w = strtok_r(buf, " \t", &save); w != NULL && n < max;
	     w = strtok_r(NULL, " \t", &save))
		words[n++] = w;
	return n;
}

int
kl_meld_text(kl_cli *cli, const kl_rules *rules, const char *text)
{
	char buf[KL_TYPED_MAX];
	const char *words[KL_CARDLIST_MAX];
	meld_ctx m;
	int n;

	memset(&m, 0, sizeof(m));
	m.rules = *rules;
	m.game = kl_gamedef_of(rules);
	kl_mg_rules_of(rules, &m.mg);
	snprintf(buf, sizeof(buf), "%s", text);
	n = kl_meld_words(buf, words, KL_CARDLIST_MAX);
	if (n == 0)
		return kl_cli_fail(cli, KL_EXIT_USAGE, _("meld: no cards given"));
	return judge_opening(cli, &m, words, n, 0, NULL);
}
