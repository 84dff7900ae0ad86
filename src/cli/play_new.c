/*
 * play_new.c - starting a rubber in `klopf play` (see play.h): another
 * rubber with the last players, or the players' names asked in seating
 * order, a name the database has never seen confirmed first.
 */
#include "play.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli_rubber.h"
#include "kl_text.h"

/* Split "Anna Ben Clara" (or "Anna Maria, Ben") into names in place:
 * names[] points into text, at most most of them.  Returns how many
 * names there are (more than most when names[] could not hold them
 * all). */
static int
split_names(char *text, char **names, int most)
{
	const char *seps = strchr(text, ',') != NULL ? "," : " ";
	char *save = NULL, *tok;
	int n = 0;

	for (tok = strtok_r(text, seps, &save); tok != NULL;
	     tok = strtok_r(NULL, seps, &save)) {
		char *end = tok + strlen(tok);
		while (*tok == ' ')
			tok++;
		while (end > tok && end[-1] == ' ')
			*--end = '\0';
		if (*tok == '\0')
			continue;
		if (n < most)
			names[n] = tok;
		n++;
	}
	return n;
}

/* Start a rubber among names under the rules of --rule/--profile, else
 * those of the last rubber, as `klopf new` does; a count no game takes
 * is refused naming the range of the game given, or of the default game
 * (which a rubber without --game falls back to), as `klopf new` names
 * it.  Returns the exit status. */
static int
start_rubber(play *p, const char *const *names, int n)
{
	kl_store *s = NULL;
	kl_ops_start_result res;
	kl_rules fit;
	kl_error err;
	int rc;

	kl_error_clear(&err);
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX) {
		if (p->have_rules)
			fit = p->rules;
		else
			kl_rules_default(&fit);
		if (kl_rubber_players_fit(&fit, n, &err))
			return kl_cli_error(p->cli, &err);
	}
	if (kl_ops_check_names(names, n, &err))
		return kl_cli_error(p->cli, &err);
	if ((rc = kl_cli_store(p->cli, KL_OPS_DB_WRITE, &s)))
		return rc;
	if (kl_ops_start(s, p->have_rules ? &p->rules : NULL, names, n, &res,
	                 &err)) {
		rc = kl_cli_error(p->cli, &err);
	} else {
		kl_cli_started(p->cli, &res);
		p->show = 1;
	}
	kl_ops_db_close(s);
	return rc;
}

/*
 * A new name names[i] was declined: ask who plays in that seat instead,
 * offering the known name near (NULL: none) for a yes, and put the answer
 * in names[i] (its text in buf, PLAY_LINE_MAX bytes).  PLAY_ANS_YES
 * when a name was given (to be checked again), PLAY_ANS_NO (ask for all
 * the names again), or PLAY_ANS_LEAVE.
 */
static int
other_name(play *p, const char **names, int i, const char *near, char *buf)
{
	char prompt[2 * KL_NAME_MAX + 96];
	const char *line;
	int a;

	if (near != NULL) {
		snprintf(prompt, sizeof(prompt), _("Who plays instead of %s "
		         "(did you mean %s?): "), names[i], near);
		play_offer(p, "", 0, 0, near);
	} else {
		snprintf(prompt, sizeof(prompt), _("Who plays instead of %s? "),
		         names[i]);
	}
	a = play_ask(p, prompt, NULL, PLAY_TOPIC_NAMES, &line);
	p->offer[0] = '\0';
	if (a == PLAY_ANS_LEAVE)
		return PLAY_ANS_LEAVE;
	if (a != PLAY_ANS_LINE || strchr(line, ' ') != NULL ||
	    strchr(line, ',') != NULL) {
		if (a == PLAY_ANS_LINE)
			kl_cli_fail(p->cli, KL_EXIT_INPUT, _("one name takes the "
			            "seat; type all the players again"));
		return PLAY_ANS_NO;
	}
	snprintf(buf, PLAY_LINE_MAX, "%s", line);
	names[i] = buf;
	return PLAY_ANS_YES;
}

/*
 * Confirm every name of names[0..n-1] that the database has never seen
 * (a typo would make a new player), suggesting the known name it is
 * closest to; a name declined is asked again (other_name), the others
 * kept, and the names are checked again (*again set).  Nobody is asked
 * on the first evening, when the database knows no players.
 * PLAY_ANS_YES when every new name is confirmed or one was replaced
 * (*again 1: check them again), PLAY_ANS_NO (ask for the names again),
 * or PLAY_ANS_LEAVE.  bufs[i] holds the text of a name replaced in
 * seat i.
 */
static int
new_players_ok(play *p, const char **names, int n,
               char (*bufs)[PLAY_LINE_MAX], int *again)
{
	kl_store *s = NULL;
	kl_player_names known;
	const char **list = NULL;
	char prompt[2 * KL_NAME_MAX + 96];
	kl_error err;
	int i, k, near, a = PLAY_ANS_YES;

	memset(&known, 0, sizeof(known));
	kl_error_clear(&err);
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX ||
	    kl_ops_db_open(p->cli->db_path, KL_OPS_DB_READ, &s, &err) ||
	    kl_ops_player_names(s, &known, &err) || known.n == 0)
		goto done;
	/* a name that looks like a known player's is refused before the
	 * question whether to add it, as starting the rubber would */
	if (kl_ops_check_known(s, names, n, &err) == KL_EINPUT) {
		kl_cli_error(p->cli, &err);
		a = PLAY_ANS_NO;
		goto done;
	}
	list = malloc(sizeof(*list) * (size_t)known.n);
	if (list == NULL)
		goto done;
	for (k = 0; k < known.n; k++)
		list[k] = known.names[k];
	for (i = 0; i < n && a == PLAY_ANS_YES; i++) {
		for (k = 0; k < known.n && strcasecmp(known.names[k], names[i]);
		     k++)
			;
		if (k < known.n)
			continue;
		near = kl_text_nearest(names[i], list, known.n);
		if (near >= 0)
			snprintf(prompt, sizeof(prompt), _("%s has not played "
			         "before (did you mean %s?); add %s as a new "
			         "player? [y/n] "), names[i], list[near],
			         names[i]);
		else
			snprintf(prompt, sizeof(prompt), _("%s has not played "
			         "before; add %s as a new player? [y/n] "),
			         names[i], names[i]);
		a = play_yesno(p, prompt, PLAY_TOPIC_NEWNAME);
		if (a == PLAY_ANS_NO) {
			/* the others stay; this seat is asked again */
			a = other_name(p, names, i, near >= 0 ? list[near] :
			               NULL, bufs[i]);
			*again = a == PLAY_ANS_YES;
			break;
		}
		if (a != PLAY_ANS_YES && a != PLAY_ANS_LEAVE)
			a = PLAY_ANS_NO;
	}
done:
	free(list);
	free(known.names);
	kl_ops_db_close(s);
	return a;
}

/* No rubber in play: offer another with the last players, or ask who
 * plays. */
int
play_new_rubber(play *p)
{
	char prompt[KL_PLAYERS_MAX * KL_NAME_MAX + 64];
	char list[KL_PLAYERS_MAX * KL_NAME_MAX], text[PLAY_LINE_MAX];
	char *names[KL_PLAYERS_MAX + 1];
	char other[KL_PLAYERS_MAX][PLAY_LINE_MAX];
	const char *line, *same[KL_PLAYERS_MAX], *given[KL_PLAYERS_MAX + 1];
	int a, n, rc, i, nsame, k, again;

	play_set_words(p);
	/* the last rubber's players, without those who left it */
	nsame = 0;
	for (i = 0; p->have_last && i < p->r.row.nplayers; i++)
		if (!p->r.state.seat[i].left)
			same[nsame++] = p->r.row.names[i];
	if (p->have_last && nsame >= KL_PLAYERS_MIN) {
		kl_text_list(same, nsame, list, sizeof(list));
		snprintf(prompt, sizeof(prompt), _("Another rubber with %s? "
		         "[y/n] "), list);
		a = play_yesno(p, prompt, PLAY_TOPIC_AGAIN);
		if (a == PLAY_ANS_UNDO)
			return play_undo(p);
		if (a == PLAY_ANS_LEAVE)
			return PLAY_STEP_LEAVE;
		if (a == PLAY_ANS_CANCEL)
			return PLAY_STEP_AGAIN;
		if (a == PLAY_ANS_YES) {
			rc = start_rubber(p, same, nsame);
			if (rc == KL_EXIT_OK || rc == KL_EXIT_INPUT)
				return PLAY_STEP_AGAIN;
			p->rc = rc;
			return PLAY_STEP_FAIL;
		}
	} else {
		fputs(_("No rubber is in play; name the players to start one.\n"),
		      p->cli->out);
	}
	for (;;) {
		a = play_ask(p, _("Players, in seating order (the first "
		             "deals): "), NULL, PLAY_TOPIC_NAMES, &line);
		if (a == PLAY_ANS_UNDO)
			return play_undo(p);
		if (a == PLAY_ANS_LEAVE)
			return PLAY_STEP_LEAVE;
		if (a == PLAY_ANS_CANCEL)
			return PLAY_STEP_AGAIN;
		snprintf(text, sizeof(text), "%s", line);
		/* (a count over KL_PLAYERS_MAX is refused by start_rubber
		 * before it reads a name; new_players_ok asks nothing) */
		n = split_names(text, names, KL_PLAYERS_MAX);
		for (k = 0; k < n && k < KL_PLAYERS_MAX; k++)
			given[k] = names[k];
		do {
			again = 0;
			a = new_players_ok(p, given, n, other, &again);
		} while (a == PLAY_ANS_YES && again);
		if (a == PLAY_ANS_LEAVE)
			return PLAY_STEP_LEAVE;
		if (a != PLAY_ANS_YES)
			continue;
		rc = start_rubber(p, given, n);
		if (rc == KL_EXIT_OK)
			return PLAY_STEP_AGAIN;
		if (rc != KL_EXIT_INPUT) {
			p->rc = rc;
			return PLAY_STEP_FAIL;
		}
	}
}
