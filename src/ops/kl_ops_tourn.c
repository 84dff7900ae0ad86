/* kl_ops_tourn.c - the operations of a tournament (kl_ops_tourn.h). */
#include "kl_ops_tourn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_gamedef.h"
#include "kl_rubber.h"
#include "kl_ops_int.h"
#include "kl_store.h"
#include "kl_store_tourn.h"
#include "kl_text.h"
#include "kl_utf8.h"

/* Is text fit for a tournament's name or a team (1 to max bytes of
 * UTF-8, no control character, no control of the writing direction, no
 * line or paragraph separator)?  1 or 0. */
static int
text_ok(const char *text, size_t max)
{
	size_t n = strlen(text), i = 0, k;
	int32_t cp;

	if (n == 0 || n > max || !kl_utf8_valid(text, n))
		return 0;
	while (i < n) {
		k = kl_utf8_decode(text + i, n - i, &cp);
		if (k == 0 || kl_utf8_control(cp) || kl_utf8_bidi_control(cp) ||
		    kl_utf8_separator(cp))
			return 0;
		i += k;
	}
	return 1;
}

int
kl_ops_tourn_new(kl_store *s, const char *name, const kl_tourn_settings *t,
                 const char *const *names, const char *const *teams, int n,
                 int64_t *id, kl_error *err)
{
	int rc, i, k;

	if (!text_ok(name, KL_TOURN_NAME_MAX))
		return kl_error_set(err, KL_EINPUT, "a tournament's name is 1 to "
		                    "%d bytes of text without control "
		                    "characters", KL_TOURN_NAME_MAX);
	if (n < kl_tourn_min_table(t) || n > KL_TOURN_PLAYERS_MAX)
		return kl_error_set(err, KL_EINPUT, "a tournament of %s seats "
		    "%d to %d players, not %d", kl_rules_game_name(t->rules.game),
		    kl_tourn_min_table(t), KL_TOURN_PLAYERS_MAX, n);
	for (i = 0; i < n; i++) {
		if ((rc = kl_player_name_check(names[i], err)) != KL_OK)
			return rc;
		for (k = 0; k < i; k++)
			if (!strcasecmp(names[k], names[i]))
				return kl_error_set(err, KL_EINPUT, "%s is entered "
				                    "twice", names[i]);
		if (teams != NULL && teams[i] != NULL && teams[i][0] != '\0' &&
		    !text_ok(teams[i], 40))
			return kl_error_set(err, KL_EINPUT, "the team of %s is 1 "
			    "to 40 bytes of text without control characters",
			    names[i]);
	}
	if ((rc = kl_tourn_validate(t, err)) != KL_OK ||
	    (rc = kl_store_begin(s, 1, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_tourn_create(s, name, t, names, teams, n, id,
	                                err)) == KL_OK)
		rc = kl_store_commit(s, err);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_tourn_get(kl_store *s, int64_t id, kl_tourn_row *out, kl_error *err)
{
	int rc;

	if ((rc = kl_store_begin(s, 0, err)) != KL_OK)
		return rc;
	rc = kl_store_tourn_load(s, id, out, err);
	kl_store_rollback(s);
	return rc;
}

/* Does player p play in series? */
static int
plays_in(const kl_tourn_player *p, int series)
{
	return p->from_series <= series &&
	       (p->withdrawn_after < 0 || series <= p->withdrawn_after);
}

/* The player of t called name (any case), or -1. */
static int
player_named(const kl_tourn_row *t, const char *name)
{
	int i;

	for (i = 0; i < t->nplayers; i++)
		if (!strcasecmp(t->players[i].name, name))
			return i;
	return -1;
}

/* The standings of the loaded tournament out->t from its tables' rubbers
 * (in the caller's transaction). */
static int standings_of(kl_store *s, kl_ops_tstandings *out,
                        kl_error *err);

/* Is a table of t's last series still in play?  Its number, or 0. */
static int
table_in_play(kl_store *s, const kl_tourn_row *t, kl_error *err, int *rcp)
{
	kl_rubber_row row;
	int i, rc;

	*rcp = KL_OK;
	for (i = 0; i < t->ntables; i++) {
		if (t->tables[i].series != t->nseries)
			continue;
		if ((rc = kl_store_rubber_get(s, t->tables[i].rubber, &row,
		                              err)) != KL_OK) {
			*rcp = rc;
			return 0;
		}
		if (row.phase == KL_RUBBER_IN_PLAY)
			return t->tables[i].number;
	}
	return 0;
}

/* The rules of a table's rubber: the tournament's game and rules, lasting
 * the series' games where the game counts hands. */
static void
table_rules(const kl_tourn_settings *t, kl_rules *out)
{
	const kl_game_def *def = kl_gamedef_of(&t->rules);
	int k;

	*out = t->rules;
	if (def->family && def->hands_key != NULL &&
	    (k = kl_rules_find(def->hands_key)) >= 0)
		kl_rules_put(out, &kl_rules_settings[k], t->games);
	out->first_seat = 0;
}

int
kl_ops_tourn_draw(kl_store *s, int64_t id, int has_seed, uint64_t seed,
                  kl_ops_draw_result *out, kl_error *err)
{
	kl_ops_tstandings *st = NULL;
	unsigned short *met = NULL;
	int *who = NULL, *rank = NULL, *index_of = NULL;
	kl_tourn_row *t = &out->t;
	kl_tdraw_in in;
	int rc, i, k, a, b, n = 0, series, busy, first;
	int64_t t_id;
	char seedtext[24];

	memset(out, 0, sizeof(*out));
	st = calloc(1, sizeof(*st));
	if (st == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_store_tourn_load(s, id, t, err)) != KL_OK)
		goto done;
	series = t->nseries + 1;
	if (t->ended_at[0] != '\0') {
		rc = kl_error_set(err, KL_ERULE, "tournament %lld is over",
		                  (long long)t->id);
		goto done;
	}
	if (t->settings.series > 0 && series > t->settings.series) {
		rc = kl_error_set(err, KL_ERULE, "all %d series of tournament "
		    "%lld are drawn; klopf tournament end ends it",
		    t->settings.series, (long long)t->id);
		goto done;
	}
	busy = table_in_play(s, t, err, &rc);
	if (rc != KL_OK)
		goto done;
	if (busy > 0) {
		rc = kl_error_set(err, KL_ERULE, "table %d of series %d is still "
		    "in play; a series is drawn when the last one is over", busy,
		    t->nseries);
		goto done;
	}
	who = malloc(sizeof(*who) * (size_t)(t->nplayers + 1));
	rank = malloc(sizeof(*rank) * (size_t)(t->nplayers + 1));
	index_of = malloc(sizeof(*index_of) * (size_t)(t->nplayers + 1));
	met = calloc((size_t)t->nplayers * (size_t)t->nplayers + 1,
	             sizeof(*met));
	if (who == NULL || rank == NULL || index_of == NULL || met == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (i = 0; i < t->nplayers; i++) {
		index_of[i] = -1;
		if (plays_in(&t->players[i], series)) {
			index_of[i] = n;
			who[n++] = i;
		}
	}
	/* who met whom at the tables so far */
	for (i = 0; i < t->ntables; i++) {
		const kl_tourn_table *x = &t->tables[i];
		for (a = 0; a < x->nseats; a++)
			for (b = 0; b < x->nseats; b++) {
				int pa = player_named(t, x->names[a]);
				int pb = player_named(t, x->names[b]);
				if (a == b || pa < 0 || pb < 0 ||
				    index_of[pa] < 0 || index_of[pb] < 0)
					continue;
				met[(size_t)index_of[pa] * (size_t)n +
				    (size_t)index_of[pb]]++;
			}
	}
	out->by_standings = series > 1 && t->settings.by_standings;
	if (out->by_standings) {
		st->t = *t;
		memset(t, 0, sizeof(*t));
		rc = standings_of(s, st, err);
		*t = st->t;
		memset(&st->t, 0, sizeof(st->t));
		if (rc != KL_OK)
			goto done;
		for (i = 0, k = 0; i < st->n; i++)
			if (index_of[st->lines[i].player] >= 0)
				rank[k++] = index_of[st->lines[i].player];
	}
	out->seed = has_seed ? seed : kl_store_random64(s);
	memset(&in, 0, sizeof(in));
	in.n = n;
	in.size = t->settings.table_size;
	in.min_size = kl_tourn_min_table(&t->settings);
	in.by_standings = out->by_standings;
	in.rank = rank;
	in.avoid = t->settings.avoid;
	in.met = met;
	in.seed = out->seed;
	if ((out->ntables = kl_tdraw(&in, out->seat, out->sizes, err)) < 0) {
		rc = KL_EINPUT;
		goto done;
	}
	out->repeats = kl_tdraw_repeats(&in, out->seat, out->sizes,
	                                out->ntables);
	snprintf(seedtext, sizeof(seedtext), "%llu",
	         (unsigned long long)out->seed);
	if ((rc = kl_store_tourn_add_series(s, t->id, series, seedtext,
	                                    out->by_standings, err)) != KL_OK)
		goto done;
	for (i = 0, first = 0; i < out->ntables; i++) {
		const char *names[KL_PLAYERS_MAX];
		kl_event_result antes;
		kl_rubber r;
		kl_rules rules;
		for (k = 0; k < out->sizes[i]; k++) {
			out->seat[first + k] = who[out->seat[first + k]];
			names[k] = t->players[out->seat[first + k]].name;
		}
		table_rules(&t->settings, &rules);
		if ((rc = kl_rubber_start(&r, &rules, out->sizes[i], &antes,
		                          err)) != KL_OK ||
		    (rc = kl_store_rubber_create_in(s, t->id, &rules, names,
		                                    out->sizes[i], &antes,
		                                    &out->rubber[i], err)) !=
		    KL_OK ||
		    (rc = kl_store_tourn_add_table(s, t->id, series, i + 1,
		                                   out->rubber[i], err)) != KL_OK)
			goto done;
		first += out->sizes[i];
	}
	out->series = series;
	t_id = t->id;
	kl_tourn_row_free(t);
	if ((rc = kl_store_tourn_load(s, t_id, t, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	if (st != NULL)
		kl_ops_tourn_standings_free(st);
	free(st);
	free(who);
	free(rank);
	free(index_of);
	free(met);
	return rc;
}

/* The team number of team (its name) among out's, added if new; -1 for
 * none or when out of memory. */
static int
team_of(kl_ops_tstandings *out, const char *team, int *cap)
{
	int i;

	if (team[0] == '\0')
		return -1;
	for (i = 0; i < out->nteams; i++)
		if (!strcasecmp(out->team_names[i], team))
			return i;
	if (out->nteams == *cap) {
		int c = *cap ? *cap * 2 : 8;
		char (*p)[48] = realloc(out->team_names, sizeof(*p) * (size_t)c);
		if (p == NULL)
			return -1;
		out->team_names = p;
		*cap = c;
	}
	snprintf(out->team_names[out->nteams], sizeof(out->team_names[0]),
	         "%s", team);
	return out->nteams++;
}

/* The game just applied to r (before: as it was) with result res, as
 * the score points see it. */
static void
game_of(const kl_rubber *before, const kl_event *ev,
        const kl_event_result *res, kl_tscore_game *g)
{
	const kl_game_def *def = kl_gamedef_of(&before->rules);
	int lowest = kl_gamedef_lowest_wins(&before->rules), s;

	memset(g, 0, sizeof(*g));
	g->nseats = before->nplayers < KL_TSCORE_SEATS ? before->nplayers :
	            KL_TSCORE_SEATS;
	g->winner = def->race ? res->winner : ev->declarer;
	g->at_once = ev->big;
	for (s = 0; s < g->nseats; s++) {
		g->in_play[s] = ev->deadwood[s] >= 0;
		g->minus[s] = !g->in_play[s] ? 0 : lowest ? res->points[s] :
		              ev->deadwood[s];
	}
}

/* Add the games of table x, rubber row with its events ev[0..n-1]
 * replayed, to out's lines. */
static int
add_table(kl_ops_tstandings *out, const kl_tourn_table *x,
          const kl_rubber_row *row, const kl_event *ev, int n,
          kl_error *err)
{
	const kl_tourn_settings *ts = &out->t.settings;
	int seat_player[KL_PLAYERS_MAX], i, s, rc, points[KL_PLAYERS_MAX];
	long total[KL_PLAYERS_MAX];
	size_t ns = (size_t)(out->t.nseries > 0 ? out->t.nseries : 1);
	kl_rubber r, before;
	kl_event_result res;
	kl_tscore_game g;
	kl_error why;

	for (s = 0; s < row->nplayers; s++) {
		seat_player[s] = player_named(&out->t, row->names[s]);
		total[s] = 0;
	}
	if ((rc = kl_rubber_start(&r, &row->rules, row->nplayers, NULL,
	                          err)) != KL_OK)
		return rc;
	for (i = 0; i < n; i++) {
		before = r;
		kl_error_clear(&why);
		if (kl_rubber_apply(&r, &ev[i], &res, &why) != KL_OK)
			return kl_error_set(err, KL_ESTORE, "rubber %lld does not "
			                    "replay: %s", (long long)row->id,
			                    why.msg);
		if (ev[i].kind != KL_EVENT_GAME || ev[i].dead)
			continue;
		game_of(&before, &ev[i], &res, &g);
		kl_tscore_game_points(&ts->score, &g, points);
		for (s = 0; s < g.nseats; s++) {
			kl_tscore_line *l;
			int p = seat_player[s];
			if (!g.in_play[s])
				continue;
			total[s] += g.minus[s];
			if (p < 0)
				continue;
			l = &out->lines[p];
			l->minus += g.minus[s];
			l->games++;
			l->won += s == g.winner;
			if (!ts->score.by_place) {
				l->points += points[s];
				out->series_points[(size_t)p * ns +
				                   (size_t)x->series - 1] += points[s];
			}
			out->series_minus[(size_t)p * ns +
			                  (size_t)x->series - 1] += g.minus[s];
		}
	}
	if (ts->score.by_place) {
		/* the place at the table as the game ranks it: fewest minus
		 * points, or where the highest total wins, the highest */
		if (!kl_gamedef_lowest_wins(&r.rules))
			for (s = 0; s < row->nplayers; s++)
				total[s] = -(long)kl_game_total(&r, s);
		kl_tscore_place_points(&ts->score, row->nplayers, total, points);
		for (s = 0; s < row->nplayers; s++) {
			int p = seat_player[s];
			if (p < 0)
				continue;
			out->lines[p].points += points[s];
			out->series_points[(size_t)p * ns +
			                   (size_t)x->series - 1] += points[s];
		}
	}
	if (r.phase == KL_RUBBER_IN_PLAY) {
		int hands = kl_gamedef_hands(&r.rules);
		out->tables_in_play++;
		if (hands > r.games)
			out->games_left += hands - r.games;
	}
	return KL_OK;
}

static int
standings_of(kl_store *s, kl_ops_tstandings *out, kl_error *err)
{
	size_t ns = (size_t)(out->t.nseries > 0 ? out->t.nseries : 1);
	kl_rubber_row row;
	kl_event *ev = NULL;
	int i, rc = KL_OK, cap = 0, n = 0;

	out->n = out->t.nplayers;
	out->lines = calloc((size_t)out->n + 1, sizeof(*out->lines));
	out->teams = calloc((size_t)out->n + 1, sizeof(*out->teams));
	out->series_points = calloc((size_t)out->n * ns + 1,
	                            sizeof(*out->series_points));
	out->series_minus = calloc((size_t)out->n * ns + 1,
	                           sizeof(*out->series_minus));
	if (out->lines == NULL || out->teams == NULL ||
	    out->series_points == NULL || out->series_minus == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (i = 0; i < out->n; i++) {
		out->lines[i].player = i;
		out->lines[i].team = team_of(out, out->t.players[i].team, &cap);
	}
	/* every table's rubber replayed from its events: the points each
	 * game booked, and who won it, as the engine says */
	for (i = 0; i < out->t.ntables && rc == KL_OK; i++) {
		free(ev);
		ev = NULL;
		if ((rc = kl_store_rubber_get(s, out->t.tables[i].rubber, &row,
		                              err)) != KL_OK ||
		    (rc = kl_store_rubber_events(s, out->t.tables[i].rubber, &ev,
		                                 &n, err)) != KL_OK)
			break;
		rc = add_table(out, &out->t.tables[i], &row, ev, n, err);
	}
	if (rc != KL_OK)
		goto done;
	kl_tscore_rank(out->lines, out->n);
	out->nteams = kl_tscore_teams(out->lines, out->n, out->teams, out->n);
done:
	free(ev);
	return rc;
}

int
kl_ops_tourn_standings(kl_store *s, int64_t id, kl_ops_tstandings *out,
                       kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_tourn_load(s, id, &out->t, err)) == KL_OK)
		rc = standings_of(s, out, err);
	kl_store_rollback(s);
	return rc;
}

void
kl_ops_tourn_standings_free(kl_ops_tstandings *out)
{
	kl_tourn_row_free(&out->t);
	free(out->lines);
	free(out->teams);
	free(out->team_names);
	free(out->series_points);
	free(out->series_minus);
	memset(out, 0, sizeof(*out));
}

/* Load tournament id for a change (in an open write transaction):
 * refused when it is over. */
static int
load_open(kl_store *s, int64_t id, kl_tourn_row *t, kl_error *err)
{
	int rc;

	if ((rc = kl_store_tourn_load(s, id, t, err)) != KL_OK)
		return rc;
	if (t->ended_at[0] != '\0')
		return kl_error_set(err, KL_ERULE, "tournament %lld is over",
		                    (long long)t->id);
	return KL_OK;
}

int
kl_ops_tourn_withdraw(kl_store *s, int64_t id, const char *name,
                      kl_tourn_row *out, kl_error *err)
{
	int rc, p;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_player_name_check(name, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = load_open(s, id, out, err)) != KL_OK)
		goto done;
	if ((p = player_named(out, name)) < 0) {
		rc = kl_error_set(err, KL_EINPUT, "%s does not play in "
		                  "tournament %lld", name, (long long)out->id);
		goto done;
	}
	if (out->players[p].withdrawn_after >= 0) {
		rc = kl_error_set(err, KL_ERULE, "%s withdrew after series %d "
		    "already", out->players[p].name,
		    out->players[p].withdrawn_after);
		goto done;
	}
	if ((rc = kl_store_tourn_withdraw(s, out->id, out->players[p].id,
	                                  out->nseries, err)) != KL_OK)
		goto done;
	id = out->id;
	kl_tourn_row_free(out);
	if ((rc = kl_store_tourn_load(s, id, out, err)) == KL_OK)
		rc = kl_store_commit(s, err);
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_tourn_add(kl_store *s, int64_t id, const char *name, const char *team,
                 kl_tourn_row *out, kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_player_name_check(name, err)) != KL_OK)
		return rc;
	if (team != NULL && team[0] != '\0' && !text_ok(team, 40))
		return kl_error_set(err, KL_EINPUT, "the team of %s is 1 to 40 "
		                    "bytes of text without control characters",
		                    name);
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = load_open(s, id, out, err)) != KL_OK)
		goto done;
	if (player_named(out, name) >= 0) {
		rc = kl_error_set(err, KL_EINPUT, "%s plays in tournament %lld "
		                  "already", name, (long long)out->id);
		goto done;
	}
	if (out->nplayers >= KL_TOURN_PLAYERS_MAX) {
		rc = kl_error_set(err, KL_EINPUT, "a tournament seats at most "
		                  "%d players", KL_TOURN_PLAYERS_MAX);
		goto done;
	}
	if ((rc = kl_store_tourn_add_player(s, out->id, name, team,
	                                    out->nseries + 1, err)) != KL_OK)
		goto done;
	id = out->id;
	kl_tourn_row_free(out);
	if ((rc = kl_store_tourn_load(s, id, out, err)) == KL_OK)
		rc = kl_store_commit(s, err);
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_tourn_end(kl_store *s, int64_t id, kl_tourn_row *out, kl_error *err)
{
	int rc, busy;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = load_open(s, id, out, err)) != KL_OK)
		goto done;
	busy = table_in_play(s, out, err, &rc);
	if (rc != KL_OK)
		goto done;
	if (busy > 0) {
		rc = kl_error_set(err, KL_ERULE, "table %d of series %d is still "
		    "in play; finish or abandon it first (klopf abandon "
		    "--table %d)", busy, out->nseries, busy);
		goto done;
	}
	if ((rc = kl_store_tourn_end(s, out->id, err)) != KL_OK)
		goto done;
	id = out->id;
	kl_tourn_row_free(out);
	if ((rc = kl_store_tourn_load(s, id, out, err)) == KL_OK)
		rc = kl_store_commit(s, err);
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_tourn_list(kl_store *s, kl_tourn_row **out, int *n, kl_error *err)
{
	int rc;

	if ((rc = kl_store_begin(s, 0, err)) != KL_OK)
		return rc;
	rc = kl_store_tourn_list(s, out, n, err);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_tourn_table(kl_store *s, int number, int64_t *rubber, kl_error *err)
{
	kl_tourn_row t;
	int rc, i;

	if ((rc = kl_ops_tourn_get(s, 0, &t, err)) != KL_OK)
		return rc;
	rc = kl_error_set(err, KL_ENOTFOUND, "series %d of tournament %lld "
	                  "has no table %d", t.nseries, (long long)t.id,
	                  number);
	if (t.nseries == 0)
		rc = kl_error_set(err, KL_ENOTFOUND, "no series of tournament "
		                  "%lld is drawn yet; klopf tournament draw draws "
		                  "one", (long long)t.id);
	for (i = 0; i < t.ntables; i++)
		if (t.tables[i].series == t.nseries &&
		    t.tables[i].number == number) {
			*rubber = t.tables[i].rubber;
			rc = KL_OK;
		}
	kl_tourn_row_free(&t);
	return rc;
}

int
kl_ops_select_table(kl_store *s, int number, kl_error *err)
{
	int64_t rubber;
	int rc;

	if ((rc = kl_ops_tourn_table(s, number, &rubber, err)) != KL_OK)
		return rc;
	kl_store_select_table(s, rubber);
	return KL_OK;
}
