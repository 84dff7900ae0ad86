/*
 * play_game.c - one game in `klopf play` (see play.h): its stages (who
 * went out, how, the upcard, every hand, a last look), booking it, and
 * the standings and buy-back offers after it.  Nothing is booked before
 * the last "yes".
 */
#include "play.h"

#include <stdlib.h>
#include <string.h>

#include "cli_decl.h"
#include "cli_booked.h"
#include "cli_fit.h"
#include "cli_rubber.h"
#include "cli_standings.h"
#include "kl_text.h"
#include "kl_view.h"

/* The stages of entering a game. */
enum stage { G_WHO, G_HOW, G_UPCARD, G_HANDS, G_CONFIRM, G_DONE };

/* A new game against the rubber as loaded. */
static void
clear_game(play *p)
{
	kl_game_table t;

	kl_ops_table(&p->r, &t);
	kl_game_start(&p->game, &t);
}

/* The stage after how the declarer went out: the upcard under Oklahoma,
 * else the hands. */
static int
after_how(const play *p)
{
	const kl_rules *ru = &p->r.state.rules;

	const kl_game_def *def = kl_gamedef_of(ru);

	return def->needs_upcard != NULL && def->needs_upcard(ru) ? G_UPCARD :
	       G_HANDS;
}

/* "Anna", or "Anna knock": the declarer and maybe the kind.  Returns the
 * next stage. */
static int
take_declarer(play *p, const char *line)
{
	char who[PLAY_LINE_MAX];
	char *sp;
	kl_error err;
	int kind = -1;

	snprintf(who, sizeof(who), "%s", line);
	sp = strrchr(who, ' ');
	if (kl_game_seat(&p->game, who) < 0 && sp != NULL &&
	    (kind = kl_cli_decl_parse(sp + 1)) >= 0) {
		while (sp > who && sp[-1] == ' ')
			sp--;
		*sp = '\0';
	}
	/* where a game ends one way (a knock, going out, ù): nothing to
	 * ask */
	if (kind < 0)
		kind = p->game.def->default_kind;
	kl_error_clear(&err);
	/* a name with a word whose declaration here has no declarer (a
	 * knock in Block Rummy, Phỏm): not a way this game goes out */
	if (kind >= 0 && kl_gamedef_decl(p->game.def, kind) != NULL &&
	    (kl_gamedef_decl(p->game.def, kind)->flags & KL_DECL_NO_DECLARER)) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s",
		            _(p->game.def->ask_how));
		return G_WHO;
	}
	if (kl_game_declare(&p->game, who, kind, &err)) {
		int near = kl_game_seat(&p->game, who) >= 0 ? -1 :
		           kl_text_nearest(who, p->game.t.names,
		                           p->game.t.nplayers);
		kl_cli_error(p->cli, &err);
		/* the referee asked "did you mean NAME?": yes takes it */
		if (near >= 0)
			play_offer(p, line, 0, strlen(who),
			           p->game.t.names[near]);
		return G_WHO;
	}
	return kind < 0 ? G_HOW : after_how(p);
}

/* The last look before booking, with the points the game would book
 * (in a game paid in chips, what each player pays or receives). */
static void
print_summary(play *p)
{
	const kl_game *g = &p->game;
	kl_rubber after;
	kl_event_result res;
	kl_game_view v;
	kl_error err;
	const char *names[KL_PLAYERS_MAX];
	char note[64];
	kl_cli_held held;
	kl_flow fl;
	int i, n = p->r.row.nplayers, seat, known, first, nw;
	FILE *f = p->cli->out;

	known = kl_game_preview(g, &p->r.state, &after, &res, &err) == KL_OK;
	kl_game_view_of(g, known ? &res : NULL, &v);
	kl_cli_decl_look(kl_cli_held_open(&held, f), v.decl,
	                 p->r.state.games + 1, v.declarer >= 0 ?
	                 p->r.row.names[v.declarer] : "",
	                 p->r.row.names[p->r.state.dealer]);
	kl_cli_held_say(p->cli, &held, 2);
	for (i = 0; i < n; i++)
		names[i] = p->r.row.names[i];
	nw = kl_cli_name_column(p->cli, names, n, 10, 2 + 14 + 16);
	/* the declarer's hand first; without one (the showdown), from the
	 * dealer's left */
	first = v.declarer >= 0 ? v.declarer : (p->r.state.dealer + 1) % n;
	for (i = 0; i < n; i++) {
		const kl_view_hand *h;
		seat = (first + i) % n;
		h = &v.hand[seat];
		if (!h->given)
			continue;
		kl_flow_begin(&fl, p->cli, f, 0, 6);
		kl_flow_text(&fl, "  ");
		kl_flow_cell(&fl, p->r.row.names[seat], nw, 0);
		if (known && g->def->by_chips)
			kl_flow_printf(&fl, _(" %+4d chips  "),
			               after.seat[seat].chips -
			               p->r.state.seat[seat].chips);
		else if (known)
			kl_flow_printf(&fl, _(" %3d points  "), h->points);
		else
			kl_flow_printf(&fl, _(" %3d deadwood  "), h->deadwood);
		kl_flow_hang(&fl);
		if (h->as_points)
			kl_flow_words(&fl, _("(typed as points)"));
		else if (g->hand[seat].unseen)
			kl_flow_words(&fl, _("(not shown)"));
		else
			kl_flow_arrangement(&fl, h->shown, 0);
		if (!h->as_points && h->nlayoffs > 0)
			kl_flow_labelled(&fl, _("  laid off "), h->layoffs,
			                 h->nlayoffs);
		if (known && res.newly_out[seat]) {
			snprintf(note, sizeof(note), _("  -> out with %d"),
			         after.seat[seat].score);
			kl_flow_note(&fl, note);
		}
		kl_flow_end(&fl);
	}
	kl_cli_gin_over_big(kl_cli_held_open(&held, f), &v, &p->r.row);
	kl_cli_held_say(p->cli, &held, 2);
}

/*
 * Book the game with kl_ops_book and show it.  If the rubber changed
 * since the game was judged, say so (*stale 1) and show the rubber as it
 * is now.  Returns the exit status.
 */
static int
record(play *p, int *stale)
{
	kl_store *s = NULL;
	kl_ops_game_result *res = NULL;
	kl_error err;
	int rc;

	fflush(p->cli->out);
	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
	if ((rc = kl_cli_store(p->cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_book(s, &p->r, &p->game, res, &err)) {
		rc = kl_cli_error(p->cli, &err);
		*stale = err.code == KL_ESTALE;
		if (*stale && res->after.row.id != 0)
			kl_cli_standings(p->cli, &res->after);
		goto done;
	}
	snprintf(p->cli->booked, sizeof(p->cli->booked), _("Game %d of rubber "
	         "%lld is booked."), res->number, (long long)res->after.row.id);
	/* the hands were shown at the last look: what changed only */
	kl_cli_booked_brief(p->cli, res);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	free(res);
	return rc;
}

/* The player in seat buys back, as `klopf buyback` does. */
static void
buy_back(play *p, int seat)
{
	kl_store *s = NULL;
	kl_ops_buyback_result b;
	kl_error err;

	fflush(p->cli->out);
	if (kl_cli_store(p->cli, KL_OPS_DB_READ, &s))
		return;
	kl_error_clear(&err);
	if (kl_ops_buyback(s, p->r.row.names[seat], &b, &err))
		kl_cli_error(p->cli, &err);
	else
		kl_cli_bought_back(p->cli, &b);
	kl_ops_db_close(s);
}

/* After a booked game: the standings, and the buy-back offers.  Returns
 * the step (p->rc holds the exit status of PLAY_STEP_FAIL). */
static int
after_game(play *p)
{
	char prompt[KL_NAME_MAX + 96], winners[KL_PLAYERS_MAX * 72];
	const char *names[KL_PLAYERS_MAX];
	kl_error why;
	int seat, a, rc, k, pot = p->r.state.pot;

	/* pot: what was in it before this game, which is what a game that
	 * ends the rubber pays out */
	if ((rc = play_load(p))) {
		p->rc = rc;
		return PLAY_STEP_FAIL;
	}
	fputc('\n', p->cli->out);
	kl_cli_standings(p->cli, &p->r);
	if (!p->in_play) {
		for (k = 0; k < p->r.state.nwinners; k++)
			names[k] = p->r.row.names[p->r.state.winners[k]];
		kl_text_list(names, p->r.state.nwinners, winners,
		             sizeof(winners));
		if (kl_gamedef_of(&p->r.state.rules)->race)
			fprintf(p->cli->out, _("Rubber %lld is over: %s wins the "
			        "game.\n"), (long long)p->r.row.id, winners);
		else if (p->r.state.nwinners == 1)
			fprintf(p->cli->out, _("Rubber %lld is over: %s wins the "
			        "pot of %d chips.\n"), (long long)p->r.row.id,
			        winners, pot);
		else
			fprintf(p->cli->out, _("Rubber %lld is over: %s share the "
			        "pot of %d chips.\n"), (long long)p->r.row.id,
			        winners, pot);
		return PLAY_STEP_AGAIN;
	}
	for (seat = 0; seat < p->r.row.nplayers; seat++) {
		if (kl_rubber_can_buyback(&p->r.state, seat, &why) != KL_OK)
			continue;
		snprintf(prompt, sizeof(prompt), _("Does %s buy back for %d "
		         "chips (total %d -> %d)? [y/n] "), p->r.row.names[seat],
		         p->r.state.rules.buyback_cost,
		         p->r.state.seat[seat].score,
		         kl_rubber_buyback_total(&p->r.state, seat));
		a = play_yesno(p, prompt, PLAY_TOPIC_BUYBACK);
		if (a == PLAY_ANS_UNDO)
			return play_undo(p);
		if (a == PLAY_ANS_LEAVE)
			return PLAY_STEP_LEAVE;
		if (a != PLAY_ANS_YES)
			continue;
		buy_back(p, seat);
		/* the next offer depends on the totals after this one */
		if ((rc = play_load(p))) {
			p->rc = rc;
			return PLAY_STEP_FAIL;
		}
	}
	return PLAY_STEP_AGAIN;
}

/*
 * Ctrl-C, cancel, undo or quit while a game is entered.  Returns the
 * stage to go on with; *step says where the turn leads when G_DONE.
 */
static int
interrupted(play *p, int answer, int stage, int *step)
{
	char prompt[96];
	int number = p->r.state.games + 1, a;

	switch (answer) {
	case PLAY_ANS_RESTART:
		/* play_game starts the game over */
		return stage;
	case PLAY_ANS_INTERRUPT:
		snprintf(prompt, sizeof(prompt), _("Drop game %d, which is being "
		         "entered? [y/n] "), number);
		a = play_yesno(p, prompt, PLAY_TOPIC_DROP);
		if (a == PLAY_ANS_YES) {
			fprintf(p->cli->out, _("Game %d dropped; nothing was "
			        "recorded.\n"), number);
			*step = PLAY_STEP_AGAIN;
			return G_DONE;
		}
		if (a != PLAY_ANS_EOF && a != PLAY_ANS_LEAVE)
			return stage;
		break;
	case PLAY_ANS_EOF:
		snprintf(prompt, sizeof(prompt), _("Leave without recording game "
		         "%d? [y/n] "), number);
		a = play_yesno(p, prompt, PLAY_TOPIC_DROP);
		if (a != PLAY_ANS_YES && a != PLAY_ANS_EOF &&
		    a != PLAY_ANS_LEAVE)
			return stage;
		break;
	case PLAY_ANS_CANCEL:
		fprintf(p->cli->out, _("Game %d dropped; nothing was recorded.\n"),
		        number);
		*step = PLAY_STEP_AGAIN;
		return G_DONE;
	case PLAY_ANS_UNDO:
		a = play_yesno(p, _("Drop the game being entered and take "
		               "back the last booked event? [y/n] "),
		               PLAY_TOPIC_DISCARD);
		if (a == PLAY_ANS_LEAVE)
			break;
		if (a != PLAY_ANS_YES && a != PLAY_ANS_UNDO)
			return stage;
		*step = play_undo(p);
		return G_DONE;
	default:
		break;
	}
	fprintf(p->cli->out, _("Game %d was not recorded.\n"), number);
	*step = PLAY_STEP_LEAVE;
	return G_DONE;
}

/* The upcard of a hand of Oklahoma gin as typed; KL_OK, or the refusal
 * printed. */
static int
take_upcard(play *p, const char *line)
{
	kl_error err;
	kl_card c;

	kl_error_clear(&err);
	if (kl_card_parse(line, strlen(line), &c, &err) != KL_OK ||
	    kl_game_set_upcard(&p->game, c, &err) != KL_OK) {
		kl_cli_error(p->cli, &err);
		return KL_EINPUT;
	}
	if (p->game.t.rules.knock_limit < 0)
		fprintf(p->cli->out, _("  (only gin ends this hand)\n"));
	else
		fprintf(p->cli->out, _("  (a knock needs %d or less)\n"),
		        p->game.t.rules.knock_limit);
	return KL_OK;
}

/* Book a dead hand of gin, as `klopf game --dead` does.  Returns the
 * step. */
static int
dead_hand(play *p)
{
	kl_store *s = NULL;
	kl_ops_game_result *res;
	kl_error err;
	int rc, a;

	a = play_yesno(p, _("A dead hand: nobody knocked and nothing is "
	               "scored. Record it? [y/n] "), PLAY_TOPIC_CONFIRM);
	if (a == PLAY_ANS_LEAVE)
		return PLAY_STEP_LEAVE;
	if (a != PLAY_ANS_YES)
		return PLAY_STEP_AGAIN;
	fflush(p->cli->out);
	res = malloc(sizeof(*res));
	if (res == NULL) {
		p->rc = kl_cli_fail(p->cli, KL_EXIT_STORE, _("out of memory"));
		return PLAY_STEP_FAIL;
	}
	if ((rc = kl_cli_store(p->cli, KL_OPS_DB_READ, &s)) == KL_EXIT_OK) {
		kl_error_clear(&err);
		if (kl_ops_dead(s, res, &err))
			kl_cli_error(p->cli, &err);
		else
			kl_cli_booked(p->cli, res);
	}
	kl_ops_db_close(s);
	free(res);
	p->show = 1;
	return PLAY_STEP_AGAIN;
}

/*
 * The game being entered starts again (p->restart set by a correction or
 * by a command between games).  Returns G_WHO, or G_DONE with *step
 * PLAY_STEP_AGAIN when the rubber is no longer in play.  number is the
 * game's number as announced.
 */
static int
restart_game(play *p, int number, int *step)
{
	int why = p->restart;

	p->restart = 0;
	if (!p->in_play && why == PLAY_RESTART_BETWEEN) {
		*step = PLAY_STEP_AGAIN;
		return G_DONE;
	}
	if (!p->in_play) {
		fprintf(p->cli->out, _("Game %d was not recorded: the rubber "
		        "is over after the correction.\n"), number);
		*step = PLAY_STEP_AGAIN;
		return G_DONE;
	}
	if (why == PLAY_RESTART_BETWEEN)
		fprintf(p->cli->out, _("\nGame %d: %s deals.\n"), number,
		        p->r.row.names[p->r.state.dealer]);
	else
		fprintf(p->cli->out, _("Enter game %d again.\n"), number);
	return G_WHO;
}

/*
 * The stage G_WHO: a new game, and who went out (or a declaration made
 * alone: a dead hand is booked here, the hands of one without a declarer
 * are asked from the dealer's left).  Returns the next stage; *step is
 * set when it is G_DONE.
 */
static int
stage_who(play *p, int *step)
{
	const char *line;
	const kl_decl *alone;
	int a;

	clear_game(p);
	a = play_ask(p, _(p->game.def->ask_who), NULL, PLAY_TOPIC_WHO, &line);
	alone = a == PLAY_ANS_LINE ? kl_cli_decl_alone(p->game.def, line) :
	        NULL;
	if (alone != NULL && (alone->flags & KL_DECL_NO_HANDS)) {
		*step = dead_hand(p);
		return G_DONE;
	}
	if (alone != NULL) {
		kl_error err;
		/* the hands from the dealer's left (a declaration the rules
		 * do not play is refused, and asked again) */
		kl_error_clear(&err);
		if (kl_game_declare(&p->game, p->r.row.names[(p->r.state.dealer +
		                    1) % p->r.row.nplayers], alone->verdict,
		                    &err) != KL_OK) {
			kl_cli_error(p->cli, &err);
			return G_WHO;
		}
		return G_HANDS;
	}
	if (a == PLAY_ANS_LINE)
		return take_declarer(p, line);
	if (a == PLAY_ANS_RESTART)
		return G_WHO;
	if (a == PLAY_ANS_CANCEL) {
		fputs(_("(quit or Ctrl-D leaves)\n"), p->cli->out);
		return G_WHO;
	}
	if (a == PLAY_ANS_UNDO) {
		*step = play_undo(p);
		return G_DONE;
	}
	*step = PLAY_STEP_LEAVE;
	return G_DONE;
}

/* The stage G_HOW: how the declarer went out.  Returns the next stage;
 * *step is set when it is G_DONE. */
static int
stage_how(play *p, int *step)
{
	const char *line;
	int a;

	a = play_ask(p, _(p->game.def->ask_kind), NULL, PLAY_TOPIC_HOW, &line);
	if (a != PLAY_ANS_LINE)
		return interrupted(p, a, G_HOW, step);
	if (kl_cli_decl_parse(line) >= 0 &&
	    kl_game_set_kind(&p->game, kl_cli_decl_parse(line),
	                     NULL) == KL_OK)
		return after_how(p);
	kl_cli_fail(p->cli, KL_EXIT_INPUT, "%s", _(p->game.def->kind_refusal));
	return G_HOW;
}

/* The stage G_UPCARD: the upcard of a hand of Oklahoma gin.  Returns the
 * next stage; *step is set when it is G_DONE. */
static int
stage_upcard(play *p, int *step)
{
	const char *line;
	int a;

	a = play_ask(p, _("The upcard? "), NULL, PLAY_TOPIC_UPCARD, &line);
	if (a != PLAY_ANS_LINE)
		return interrupted(p, a, G_UPCARD, step);
	return take_upcard(p, line) == KL_OK ? G_HANDS : G_UPCARD;
}

/* The stage G_HANDS: the next hand still missing, or, when every hand
 * is in, the last look.  Returns the next stage; *step is set when it is
 * G_DONE. */
static int
stage_hands(play *p, int *step)
{
	int seat = kl_game_missing(&p->game), a;

	if (seat < 0) {
		if (kl_game_others_unseen(&p->game)) {
			/* ù: the other hands are not asked; one may be
			 * typed for the record at the last look */
			kl_game_unseen(&p->game);
			fputs(_("The other hands do not change the score and are "
			      "not asked; type a player's name at the last look "
			      "to type that hand for the record.\n"),
			      p->cli->out);
		}
		print_summary(p);
		return G_CONFIRM;
	}
	a = play_enter_hand(p, seat, NULL);
	return a != PLAY_ANS_LINE ? interrupted(p, a, G_HANDS, step) : G_HANDS;
}

/* "yes" at the last look: book the game.  Returns the next stage; *step
 * is set when it is G_DONE.  number is the game's number as
 * announced. */
static int
confirm_yes(play *p, int number, int *step)
{
	int stale = 0;

	if (record(p, &stale) == KL_EXIT_OK) {
		/* booked: no game is being entered */
		p->game.declarer = -1;
		*step = after_game(p);
		return G_DONE;
	}
	if (stale) {
		fprintf(p->cli->out, _("Game %d was not recorded; enter it "
		        "again against the rubber as it is now.\n"), number);
		*step = PLAY_STEP_AGAIN;
		return G_DONE;
	}
	fputs(_("Nothing was recorded.  Type a name to change that hand, swap "
	      "NAME NAME to exchange two hands, yes to try again, no to drop "
	      "the game.\n"), p->cli->out);
	return G_CONFIRM;
}

/*
 * "swap NAME NAME" at the last look (line, the whole answer): the two
 * hands typed under each other's names change places, each judged
 * again.  Returns 1 when line is a swap (done, or refused with the
 * referee's words), else 0.
 */
static int
swap_hands(play *p, const char *line)
{
	char text[PLAY_LINE_MAX], *word, *a, *b, *more, *save = NULL;
	kl_error err;
	int sa, sb;

	snprintf(text, sizeof(text), "%s", line);
	word = strtok_r(text, " ", &save);
	if (word == NULL || !kl_cli_is_word(word, N_("swap")))
		return 0;
	a = strtok_r(NULL, " ", &save);
	b = strtok_r(NULL, " ", &save);
	more = strtok_r(NULL, " ", &save);
	if (a == NULL || b == NULL || more != NULL) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("write swap NAME NAME: the "
		            "two players whose hands were typed under each "
		            "other's names"));
		return 1;
	}
	sa = kl_game_seat(&p->game, a);
	sb = kl_game_seat(&p->game, b);
	if (sa < 0 || sb < 0) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("%s does not play in this "
		            "game"), sa < 0 ? a : b);
		return 1;
	}
	kl_error_clear(&err);
	if (kl_game_swap(&p->game, sa, sb, &err) != KL_OK) {
		kl_cli_refusal(p->cli, &err, &p->game);
		return 1;
	}
	print_summary(p);
	return 1;
}

/*
 * The stage G_CONFIRM: the last look; yes books the game, no drops it,
 * a player's name asks that hand again.  Returns the next stage; *step
 * is set when it is G_DONE.  number is the game's number as announced.
 */
static int
stage_confirm(play *p, int number, int *step)
{
	char prompt[KL_NAME_MAX + 64], keep[PLAY_LINE_MAX];
	const char *line;
	int a, seat;

	snprintf(prompt, sizeof(prompt), _("Record game %d? [y/n/name] "),
	         number);
	a = play_ask(p, prompt, NULL, PLAY_TOPIC_CONFIRM, &line);
	if (a != PLAY_ANS_LINE)
		return interrupted(p, a, G_CONFIRM, step);
	if (play_is_no(line))
		return interrupted(p, PLAY_ANS_CANCEL, G_CONFIRM, step);
	if (play_is_yes(line))
		return confirm_yes(p, number, step);
	if (swap_hands(p, line))
		return G_CONFIRM;
	seat = kl_game_seat(&p->game, line);
	if (seat < 0 || !p->game.hand[seat].given) {
		kl_cli_fail(p->cli, KL_EXIT_INPUT, _("answer yes, no, the name "
		            "of a player whose hand to change, or swap NAME "
		            "NAME"));
		return G_CONFIRM;
	}
	snprintf(keep, sizeof(keep), "%s", p->game.hand[seat].typed);
	kl_game_take_back(&p->game, seat);
	/* another hand may be the one typed wrong and about to change too:
	 * the deck is checked when the game is booked */
	p->game.deck_later = 1;
	a = play_enter_hand(p, seat, keep);
	if (a != PLAY_ANS_LINE)
		return interrupted(p, a, G_CONFIRM, step);
	print_summary(p);
	return G_CONFIRM;
}

/* Ask for one game, stage by stage, and book it.  Returns where the
 * turn leads (enum play_step). */
int
play_game(play *p)
{
	int stage = G_WHO, step = PLAY_STEP_AGAIN, number;

	if (p->show)
		kl_cli_standings(p->cli, &p->r);
	p->show = 0;
	play_set_words(p);
	number = p->r.state.games + 1;
	fprintf(p->cli->out, _("\nGame %d: %s deals.\n"), number,
	        p->r.row.names[p->r.state.dealer]);
	while (stage != G_DONE) {
		if (p->restart)
			stage = restart_game(p, number, &step);
		switch (stage) {
		case G_WHO:
			stage = stage_who(p, &step);
			break;
		case G_HOW:
			stage = stage_how(p, &step);
			break;
		case G_UPCARD:
			stage = stage_upcard(p, &step);
			break;
		case G_HANDS:
			stage = stage_hands(p, &step);
			break;
		case G_CONFIRM:
			stage = stage_confirm(p, number, &step);
			break;
		default:
			stage = G_DONE;
		}
	}
	/* no game is being entered any more */
	p->game.declarer = -1;
	return step;
}
