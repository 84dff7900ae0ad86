/*
 * play_hand.c - one hand in `klopf play` (see play.h): its question,
 * the referee's judgement of the answer, and the hand shown as soon as
 * it is accepted.
 */
#include "play.h"

#include <string.h>

#include "cli_decl.h"
#include "cli_fit.h"
#include "cli_rubber.h"
#include "kl_text.h"

/* What the declarer's hand makes of the declaration d with deadwood
 * ("  (deadwood 4: the knock stands)"), as a note. */
static void
note_mark(play *p, const kl_decl *d, int deadwood)
{
	kl_cli_held held;

	kl_cli_decl_mark(kl_cli_held_open(&held, p->cli->out), d, deadwood);
	kl_cli_held_note(p->cli, &held);
}

/* A hand of gin or knock rummy as soon as it is accepted: its own best
 * arrangement; in gin, once both hands are in, the knocker's showing and
 * what the defender lays off. */
static void
print_race_hand(play *p, int seat)
{
	const kl_game *g = &p->game;
	const kl_game_hand *h = &g->hand[seat];
	FILE *f = p->cli->out;
	kl_flow fl;
	int d = 1 - g->declarer;

	if (!g->gin_done) {
		kl_cli_arrangement(p->cli, &h->arr, f);
		if (seat != g->declarer)
			kl_cli_notef(p->cli, f, _("  (counts %d)\n"), h->deadwood);
		else
			note_mark(p, kl_game_decl(g), h->deadwood);
		return;
	}
	/* gin, the second hand: the hand whole */
	kl_cli_arrangement(p->cli, &h->arr, f);
	kl_cli_notef(p->cli, f, _("  (counts %d)\n"), h->deadwood);
	if (g->gin.verdict != KL_GIN_KNOCK)
		return;
	if (g->gin.knocker.deadwood > g->gin.knocker_min) {
		fprintf(f, _("  %s shows: "), p->r.row.names[g->declarer]);
		kl_cli_arrangement(p->cli, &g->gin.knocker, f);
		fputc('\n', f);
	}
	if (g->gin.nlayoffs > 0) {
		fprintf(f, _("  %s after the layoffs: "), p->r.row.names[d]);
		kl_cli_arrangement(p->cli, &g->gin.defender, f);
		kl_flow_here(&fl, p->cli, f);
		kl_flow_labelled(&fl, _("  laid off "), g->gin.layoffs,
		                 g->gin.nlayoffs);
		kl_cli_notef(p->cli, f, _("  (counts %d)\n"), g->gin.defender.deadwood);
	}
}

/* The line shown as soon as a hand is accepted. */
static void
print_hand(play *p, int seat)
{
	const kl_game_hand *h = &p->game.hand[seat];
	int points;
	FILE *f = p->cli->out;

	fprintf(f, "  %s: ", p->r.row.names[seat]);
	if (h->as_points) {
		kl_cli_notef(p->cli, f, _("%d (typed as points)\n"),
		             h->deadwood);
		return;
	}
	if (kl_gamedef_of(&p->game.t.rules)->race) {
		print_race_hand(p, seat);
		return;
	}
	kl_cli_arrangement(p->cli, &h->arr, f);
	points = kl_game_points(&p->game, seat);
	if (seat != p->game.declarer && points != h->deadwood)
		kl_cli_notef(p->cli, f, _("  (deadwood %d, doubled after the "
		             "rummy: %d points)\n"), h->deadwood, points);
	else if (seat != p->game.declarer)
		kl_cli_notef(p->cli, f, _("  (%d points)\n"), h->deadwood);
	else
		note_mark(p, kl_game_decl(&p->game), h->deadwood);
	if (seat == p->game.declarer && kl_game_knock_is_rummy(&p->game))
		fprintf(f, _("  (%s showed a rummy; it is booked as the knock "
		        "declared)\n"), p->r.row.names[seat]);
}

/* A hand typed NAME=CARDS for a name that does not play: when the
 * referee asked "did you mean NAME?", a yes takes the hand for that
 * player. */
static void
offer_name(play *p, const char *text)
{
	char who[PLAY_LINE_MAX];
	const char *eq = strchr(text, '=');
	size_t start = 0, len;
	int near;

	if (eq == NULL)
		return;
	while (text[start] == ' ' || text[start] == '\t')
		start++;
	len = (size_t)(eq - text) > start ? (size_t)(eq - text) - start : 0;
	while (len > 0 && (text[start + len - 1] == ' ' ||
	                   text[start + len - 1] == '\t'))
		len--;
	if (len == 0 || len >= sizeof(who))
		return;
	memcpy(who, text + start, len);
	who[len] = '\0';
	if (kl_game_seat(&p->game, who) >= 0)
		return;
	near = kl_text_nearest(who, p->game.t.names, p->game.t.nplayers);
	if (near >= 0)
		play_offer(p, text, start, len, p->game.t.names[near]);
}

/*
 * Give a hand as typed to the referee: the hand of seat, or, for text
 * written NAME=CARDS, the hand of that player.  Shows it when accepted;
 * otherwise says why (the referee's words).  Returns the seat the hand
 * went to, -2 when the declaration does not stand with it, or -1.
 */
static int
give_hand(play *p, int seat, const char *text)
{
	kl_error err;
	int before = p->game.norder, rc, i;

	kl_error_clear(&err);
	if (strchr(text, '=') != NULL)
		rc = kl_game_give_arg(&p->game, text, &err);
	else
		rc = kl_game_give(&p->game, seat, text, &err);
	if (rc != KL_OK) {
		kl_cli_refusal(p->cli, &err, &p->game);
		offer_name(p, text);
		if (rc != KL_ERULE)
			return -1;
		fputs(_(p->game.def->retype), p->cli->err);
		return -2;
	}
	for (i = before; i < p->game.norder; i++)
		print_hand(p, p->game.order[i]);
	return p->game.order[p->game.norder - 1];
}

/* Ask for the hand of seat until a hand is accepted (that one, or
 * another player's typed NAME=CARDS); prefill is an earlier answer to
 * edit.  Returns PLAY_ANS_LINE when accepted, else what was answered. */
int
play_enter_hand(play *p, int seat, const char *prefill)
{
	const kl_rules *ru = &p->game.t.rules;  /* hand_size seated */
	char prompt[KL_NAME_MAX + 80], keep[PLAY_LINE_MAX];
	const char *line;
	kl_shows shows;
	int a, rc, refused = 0;

	kl_gamedef_shows(&p->game.t.rules, p->game.kind,
	                 seat == p->game.declarer, &shows);
	if (shows.points && shows.fewest < shows.most)
		snprintf(prompt, sizeof(prompt), _("%s's cards left (%d to %d) "
		         "or points: "), p->r.row.names[seat], shows.fewest,
		         shows.most);
	else if (shows.points)
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d) or points: "),
		         p->r.row.names[seat], ru->hand_size);
	else if (shows.fewest == shows.most)
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d): "),
		         p->r.row.names[seat], shows.most);
	else
		snprintf(prompt, sizeof(prompt), _("%s's cards (%d, or %d before "
		         "the discard): "), p->r.row.names[seat], shows.fewest,
		         shows.most);
	if (prefill != NULL) {
		snprintf(keep, sizeof(keep), "%s", prefill);
		prefill = keep;
	}
	for (;;) {
		a = play_ask(p, prompt, prefill, PLAY_TOPIC_HAND, &line);
		if (a != PLAY_ANS_LINE)
			return a;
		/* after a refused declaration: another kind, the same cards */
		if (refused && kl_cli_decl_parse(line) >= 0) {
			kl_error err;
			kl_error_clear(&err);
			if (kl_game_set_kind(&p->game, kl_cli_decl_parse(line),
			                     &err)) {
				kl_cli_error(p->cli, &err);
				continue;
			}
		} else {
			snprintf(keep, sizeof(keep), "%s", line);
		}
		rc = give_hand(p, seat, keep);
		if (rc >= 0)
			return PLAY_ANS_LINE;
		refused = rc == -2;
		prefill = keep;
	}
}
