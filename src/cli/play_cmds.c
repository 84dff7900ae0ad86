/*
 * play_cmds.c - the commands of `klopf play` that change the rubber and
 * may be typed at any question (see play.h): fix, buyback, leave, rules
 * and undo, each as the command of the same name does it.
 */
#include "play.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli_booked.h"
#include "cli_decl.h"
#include "cli_rubber.h"
#include "cli_standings.h"
#include "kl_hist.h"
#include "kl_text.h"
#include "meld.h"

/*
 * After the rubber changed under a game being entered (a correction):
 * judge the hands typed so far again against the rubber as it is now.
 * A hand refused now is dropped with the referee's message; if the
 * declarer is out now, the whole game is asked again.
 */
static void
rejudge(play *p)
{
	kl_game *old = malloc(sizeof(*old));
	kl_game_table t;
	kl_error err;
	int i, seat;

	if (old == NULL)
		return;
	*old = p->game;
	kl_ops_table(&p->r, &t);
	kl_game_start(&p->game, &t);
	if (old->declarer < 0)
		goto done;
	kl_error_clear(&err);
	if (kl_game_declare(&p->game, p->r.row.names[old->declarer], old->kind,
	                    &err)) {
		kl_cli_error(p->cli, &err);
		p->restart = PLAY_RESTART_FIX;
		goto done;
	}
	for (i = 0; i < old->norder; i++) {
		seat = old->order[i];
		if (kl_game_give(&p->game, seat, old->hand[seat].typed, &err))
			kl_cli_error(p->cli, &err);
	}
done:
	free(old);
}

/*
 * "fix N NAME" (name) or "fix N" (name NULL): what game N booked, that
 * player's hand as typed or the declaration, shown, and put on the line
 * of the next question as a fix to edit (p->refill).
 */
static void
show_booked(play *p, long number, const char *name)
{
	kl_store *s = NULL;
	kl_hist *h = NULL;
	const kl_history_event *ev = NULL;
	const kl_decl *d;
	kl_event how;
	kl_error err;
	int i, seat = -1;

	h = calloc(1, sizeof(*h));
	if (h == NULL || kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		goto done;
	kl_error_clear(&err);
	if (kl_hist_load(s, p->r.row.id, h, &err)) {
		kl_cli_error(p->cli, &err);
		goto done;
	}
	for (i = 0; i < h->nsteps; i++)
		if (h->steps[i].ev->kind == KL_EVENT_GAME &&
		    h->steps[i].games == number)
			ev = h->steps[i].ev;
	if (ev == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("rubber %lld has no game "
		            "%d (it has %d)"), (long long)h->row.id, (int)number,
		            h->state.games);
		goto done;
	}
	if (name != NULL) {
		for (i = 0; i < h->row.nplayers; i++)
			if (!strcasecmp(h->row.names[i], name))
				seat = i;
		for (i = 0; seat >= 0 && i < h->nhands; i++)
			if (h->hands[i].game == number && h->hands[i].seat == seat)
				break;
		if (seat < 0 || i == h->nhands) {
			kl_cli_fail(p->cli, KL_EXIT_INPUT, _("%s has no hand in "
			            "game %d"), name, (int)number);
			goto done;
		}
		fprintf(p->cli->out, _("  %s's hand in game %d as booked: %s\n"),
		        h->row.names[seat], (int)number, h->hands[i].typed);
		snprintf(p->refill, sizeof(p->refill), "%s %ld %s=%s", _("fix"),
		         number, h->row.names[seat], h->hands[i].typed);
		goto done;
	}
	memset(&how, 0, sizeof(how));
	how.rummy = ev->rummy;
	how.big = ev->big;
	how.dead = ev->dead;
	d = kl_gamedef_decl_of(kl_gamedef_of(&h->row.rules), &how);
	if (ev->declarer < 0 || d == NULL || d->answers == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("game %d has no declarer "
		            "to correct"), (int)number);
		goto done;
	}
	fprintf(p->cli->out, _("  game %d as booked: "), (int)number);
	fprintf(p->cli->out, _(d->brief), h->row.names[ev->declarer]);
	fputc('\n', p->cli->out);
	snprintf(p->refill, sizeof(p->refill), "%s %ld %s %s", _("fix"),
	         number, _(d->answers[d->answers[1] != NULL ? 1 : 0]),
	         h->row.names[ev->declarer]);
done:
	if (h != NULL)
		kl_hist_free(h);
	free(h);
	kl_ops_db_close(s);
}

/*
 * "fix N [knock|rummy NAME] NAME=CARDS..." at any question: correct a
 * past game of the rubber as `klopf fix` does, show it, and judge the
 * game being entered again against the rubber as it is now.
 */
void
play_fix(play *p, const char *line)
{
	char text[PLAY_LINE_MAX], *tok, *save = NULL;
	char args[KL_PLAYERS_MAX][PLAY_LINE_MAX];
	const char *argv[KL_PLAYERS_MAX], *declarer = NULL;
	kl_ops_fix_result *f = NULL;
	kl_store *s = NULL;
	kl_error err;
	long number;
	int n = 0, kind = -1, k;

	if (!p->in_play && !p->have_last) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("there is no game to correct "
		            "yet"));
		return;
	}
	snprintf(text, sizeof(text), "%s", line);
	strtok_r(text, " ", &save);
	tok = strtok_r(NULL, " ", &save);
	if (tok == NULL || kl_cli_parse_int(tok, 1, 100000, &number)) {
		kl_cli_fail(p->cli, KL_EXIT_USAGE, _("write fix N NAME=CARDS..., "
		            "or fix N knock NAME or fix N rummy NAME"));
		return;
	}
	/* "fix N" or "fix N NAME": what was booked, to edit */
	tok = strtok_r(NULL, " ", &save);
	if (tok == NULL || (strchr(tok, '=') == NULL &&
	                    kl_cli_decl_parse(tok) < 0 &&
	                    strtok_r(NULL, " ", &save) == NULL)) {
		show_booked(p, number, tok);
		return;
	}
	/* the words after N again */
	snprintf(text, sizeof(text), "%s", line);
	save = NULL;
	strtok_r(text, " ", &save);
	strtok_r(NULL, " ", &save);
	while ((tok = strtok_r(NULL, " ", &save)) != NULL) {
		const char *eq = strchr(tok, '=');
		int named = 0;
		if (kl_cli_decl_parse(tok) >= 0 &&
		    declarer == NULL && n == 0) {
			kind = kl_cli_decl_parse(tok);
			declarer = strtok_r(NULL, " ", &save);
			if (declarer == NULL)
				break;
			continue;
		}
		for (k = 0; eq != NULL && k < p->r.row.nplayers; k++)
			named |= strlen(p->r.row.names[k]) == (size_t)(eq - tok) &&
			         !strncasecmp(p->r.row.names[k], tok,
			                      (size_t)(eq - tok));
		if (named && n < KL_PLAYERS_MAX) {
			snprintf(args[n], sizeof(args[n]), "%s", tok);
			argv[n] = args[n];
			n++;
		} else if (n > 0) {
			size_t len = strlen(args[n - 1]);
			snprintf(args[n - 1] + len, sizeof(args[0]) - len, " %s",
			         tok);
		} else {
			/* a name that does not play: the operation says so */
			snprintf(args[n], sizeof(args[n]), "%s", tok);
			argv[n] = args[n];
			n++;
		}
	}
	if ((kind >= 0 && declarer == NULL) || (n == 0 && declarer == NULL)) {
		kl_cli_fail(p->cli, KL_EXIT_USAGE, _("write fix N NAME=CARDS..., "
		            "or fix N knock NAME or fix N rummy NAME"));
		return;
	}
	f = malloc(sizeof(*f));
	if (f == NULL || kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		goto done;
	kl_error_clear(&err);
	fflush(p->cli->out);
	if (kl_ops_fix(s, p->r.row.id, (int)number, declarer, kind, n, argv, f,
	               &err)) {
		kl_cli_refusal(p->cli, &err, f->proof ? &f->game : NULL);
		goto done;
	}
	kl_cli_fixed(p->cli, f);
	kl_ops_db_close(s);
	s = NULL;
	if (play_load(p) == KL_EXIT_OK && p->in_play)
		rejudge(p);
	else if (p->game.declarer >= 0)
		p->restart = PLAY_RESTART_FIX;
done:
	kl_ops_db_close(s);
	free(f);
}

/* The command word (English, said in the user's language) refused
 * for name, a player of the rubber the operation asked "did you mean
 * NAME?" of: a yes to the next question gives the command for that
 * player. */
static void
offer_player(play *p, const char *word, const char *name)
{
	const char *names[KL_PLAYERS_MAX];
	char said[64];
	int k, near;

	for (k = 0; k < p->r.row.nplayers; k++) {
		names[k] = p->r.row.names[k];
		if (!strcasecmp(names[k], name))
			return;
	}
	near = kl_text_nearest(name, names, p->r.row.nplayers);
	snprintf(said, sizeof(said), "%s ", _(word));
	if (near >= 0)
		play_offer(p, said, strlen(said), 0, names[near]);
}

/* "buyback NAME" at any question between games: NAME buys back, as
 * `klopf buyback` does. */
void
play_buyback(play *p, const char *name)
{
	kl_store *s = NULL;
	kl_ops_buyback_result b;
	kl_error err;

	while (*name == ' ')
		name++;
	if (p->game.declarer >= 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("a buy-back comes between "
		            "games; book or drop the game being entered first"));
		return;
	}
	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		return;
	kl_error_clear(&err);
	if (kl_ops_buyback(s, name, &b, &err)) {
		kl_cli_error(p->cli, &err);
		offer_player(p, N_("buyback"), name);
	} else {
		kl_cli_bought_back(p->cli, &b);
	}
	kl_ops_db_close(s);
	play_load(p);
}

/* "leave NAME" (leave != 0) or "rules KEY=VALUE" at any question
 * between games, as `klopf leave` and `klopf rules --change` do; the
 * game about to be entered starts again with the rubber as it is now. */
void
play_between(play *p, const char *line, int leave)
{
	kl_store *s = NULL;
	kl_ops_leave_result *l = NULL;
	kl_ops_change_result *c = NULL;
	kl_error err;
	char key[48];
	const char *eq;
	int rc;

	while (*line == ' ')
		line++;
	if (p->game.declarer >= 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("this comes between games; "
		            "book or drop the game being entered first"));
		return;
	}
	eq = strchr(line, '=');
	if (!leave && (eq == NULL || eq == line ||
	               (size_t)(eq - line) >= sizeof(key))) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("write it as rules KEY=VALUE, "
		            "e.g. rules knock_limit=5"));
		return;
	}
	l = malloc(sizeof(*l));
	c = malloc(sizeof(*c));
	if (l == NULL || c == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		goto done;
	kl_error_clear(&err);
	if (leave) {
		rc = kl_ops_leave(s, line, l, &err);
	} else {
		memcpy(key, line, (size_t)(eq - line));
		key[eq - line] = '\0';
		rc = kl_ops_change_rule(s, key, eq + 1, c, &err);
	}
	if (rc != KL_OK) {
		kl_cli_error(p->cli, &err);
		if (leave)
			offer_player(p, N_("leave"), line);
		goto done;
	}
	if (leave)
		kl_cli_left(p->cli, l);
	else
		kl_cli_rule_changed(p->cli, c);
	play_load(p);
	p->restart = PLAY_RESTART_BETWEEN;
done:
	kl_ops_db_close(s);
	free(l);
	free(c);
}

void
play_end(play *p)
{
	kl_store *s = NULL;
	kl_ops_change_result *c = NULL;
	kl_error err;

	if (p->game.declarer >= 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("this comes between games; "
		            "book or drop the game being entered first"));
		return;
	}
	c = malloc(sizeof(*c));
	if (c == NULL) {
		kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
		return;
	}
	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_end(s, c, &err)) {
		kl_cli_error(p->cli, &err);
		goto done;
	}
	fprintf(p->cli->out, KL_NP("the table ends rubber %lld after %d "
	        "hand\n", "the table ends rubber %lld after %d hands\n",
	        c->after.state.games), (long long)c->after.row.id,
	        c->after.state.games);
	kl_cli_race_winners(p->cli->out, &c->after.row, &c->after.state);
	play_load(p);
	p->restart = PLAY_RESTART_BETWEEN;
done:
	kl_ops_db_close(s);
	free(c);
}

void
play_referee(play *p, const char *text, int check)
{
	const kl_rules *ru = p->in_play || p->have_last ? &p->r.state.rules :
	                     &p->rules;

	while (*text == ' ')
		text++;
	if (kl_gamedef_of(ru)->check != KL_CHECK_MELD) {
		kl_cli_fail(p->cli, KL_EXIT_USAGE, _("meld and check answer in the "
		            "melding games; in this game klopf check and klopf "
		            "deadwood judge a hand"));
		return;
	}
	if (check)
		kl_check_text(p->cli, ru, text);
	else
		kl_meld_text(p->cli, ru, text);
}

/* Take back the last booked event, as `klopf undo` does. */
int
play_undo(play *p)
{
	kl_store *s = NULL;
	kl_ops_undo_result u;
	kl_error err;

	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		return PLAY_STEP_AGAIN;
	kl_error_clear(&err);
	if (kl_ops_undo(s, &u, &err)) {
		kl_cli_error(p->cli, &err);
	} else {
		kl_cli_undone(p->cli, &u);
		p->show = 1;
	}
	kl_ops_db_close(s);
	return PLAY_STEP_AGAIN;
}
