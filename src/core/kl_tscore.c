/* kl_tscore.c - the score points of a tournament and its standings. */
#include "kl_tscore.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_text.h"

void
kl_tscore_rules_default(kl_tscore_rules *out)
{
	static const kl_tscore_rules defaults = {
		.by_place = 0,
		.win = 5,
		.at_once = 8,
		.ntiers = 2,
		.tier_max = { 10, 20 },
		.tier_points = { 2, 1 },
		.place = { 4, 3, 2, 1, 0, 0 },
	};

	*out = defaults;
}

/* 1 when v is a score point a setting may hold. */
static int
points_ok(int v)
{
	return v >= 0 && v <= KL_TSCORE_POINTS_MAX;
}

int
kl_tscore_rules_check(const kl_tscore_rules *r, kl_error *err)
{
	int k;

	if (!points_ok(r->win) || !points_ok(r->at_once))
		return kl_error_set(err, KL_EINPUT, "the score points of a win "
		    "and of going out at once must be 0 to %d",
		    KL_TSCORE_POINTS_MAX);
	if (r->at_once < r->win)
		return kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "going out at once gives %d score point, fewer than the %d "
		    "of a win", "going out at once gives %d score points, fewer "
		    "than the %d of a win", (unsigned long)r->at_once),
		    r->at_once, r->win);
	if (r->ntiers < 0 || r->ntiers > KL_TSCORE_TIERS)
		return kl_error_set(err, KL_EINPUT, "there can be at most %d "
		    "tiers of score points for a loser", KL_TSCORE_TIERS);
	for (k = 0; k < r->ntiers; k++) {
		if (!points_ok(r->tier_points[k]) || r->tier_max[k] < 0 ||
		    r->tier_max[k] > KL_TSCORE_MINUS_MAX)
			return kl_error_set(err, KL_EINPUT, "a tier of score "
			    "points for a loser must name 0 to %d minus points "
			    "and give 0 to %d score points",
			    KL_TSCORE_MINUS_MAX, KL_TSCORE_POINTS_MAX);
		if (k > 0 && r->tier_max[k] <= r->tier_max[k - 1])
			return kl_error_set(err, KL_EINPUT, "the minus points of "
			    "the tiers must rise from tier to tier (%d comes "
			    "after %d)", r->tier_max[k], r->tier_max[k - 1]);
		if (r->tier_points[k] > r->win)
			return kl_error_set(err, KL_EINPUT, "a loser's tier gives "
			    "%d score points, more than the %d of a win",
			    r->tier_points[k], r->win);
	}
	for (k = 0; k < KL_TSCORE_SEATS; k++) {
		if (!points_ok(r->place[k]))
			return kl_error_set(err, KL_EINPUT, "the score points of "
			    "a place at the table must be 0 to %d",
			    KL_TSCORE_POINTS_MAX);
		if (k > 0 && r->place[k] > r->place[k - 1])
			return kl_error_set(err, KL_EINPUT, "place %d gives %d "
			    "score points, more than the %d of place %d", k + 1,
			    r->place[k], r->place[k - 1], k);
	}
	return KL_OK;
}

/* Skip spaces and tabs. */
static const char *
skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/*
 * Read a whole number of digits at *p (after blanks; no sign) into *v and
 * move *p past it and the blanks after it.  Returns 0, or -1 when there
 * is no digit.  A number too long for a long reads as LONG_MAX, which
 * every range refuses.
 */
static int
read_number(const char **p, long *v)
{
	const char *s = skip_blank(*p);
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*v = strtol(s, &end, 10);
	if (errno == ERANGE)
		*v = LONG_MAX;
	*p = skip_blank(end);
	return 0;
}

int
kl_tscore_tiers_parse(const char *text, kl_tscore_rules *r, kl_error *err)
{
	char shown[KL_QUOTE_SIZE];
	int max[KL_TSCORE_TIERS], pts[KL_TSCORE_TIERS];
	int n = 0, k;
	const char *p = skip_blank(text);
	long m, v;

	kl_text_quote(text, KL_QUOTE_MAX, shown, sizeof(shown));
	if (*p == '\0' || (strncasecmp(p, "none", 4) == 0 &&
	                   *skip_blank(p + 4) == '\0')) {
		r->ntiers = 0;
		return KL_OK;
	}
	for (;;) {
		if (read_number(&p, &m) != 0 || *p != ':')
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": write "
			    "each tier as its minus points and score points, as "
			    "in 10:2,20:1", shown);
		p++;
		if (read_number(&p, &v) != 0 || (*p != ',' && *p != '\0'))
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": write "
			    "each tier as its minus points and score points, as "
			    "in 10:2,20:1", shown);
		if (n == KL_TSCORE_TIERS)
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": there "
			    "can be at most %d tiers", shown, KL_TSCORE_TIERS);
		if (m > KL_TSCORE_MINUS_MAX)
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": a tier "
			    "names 0 to %d minus points", shown,
			    KL_TSCORE_MINUS_MAX);
		if (v > KL_TSCORE_POINTS_MAX)
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": a tier "
			    "gives 0 to %d score points", shown,
			    KL_TSCORE_POINTS_MAX);
		if (n > 0 && m <= max[n - 1])
			return kl_error_set(err, KL_EINPUT, "tiers \"%s\": the "
			    "minus points must rise from tier to tier (%ld comes "
			    "after %d)", shown, m, max[n - 1]);
		max[n] = (int)m;
		pts[n] = (int)v;
		n++;
		if (*p == '\0')
			break;
		p++;
	}
	r->ntiers = n;
	for (k = 0; k < n; k++) {
		r->tier_max[k] = max[k];
		r->tier_points[k] = pts[k];
	}
	return KL_OK;
}

void
kl_tscore_tiers_text(const kl_tscore_rules *r, char *buf, size_t size)
{
	size_t len = 0;
	int k;

	if (size == 0)
		return;
	buf[0] = '\0';
	if (r->ntiers <= 0) {
		snprintf(buf, size, "none");
		return;
	}
	for (k = 0; k < r->ntiers && k < KL_TSCORE_TIERS && len < size; k++) {
		int w = snprintf(buf + len, size - len, "%s%d:%d", k ? "," : "",
		                 r->tier_max[k], r->tier_points[k]);
		if (w < 0)
			break;
		len += (size_t)w;
	}
}

/* The seats of a table a caller's count stands for (1 to
 * KL_TSCORE_SEATS; beyond, the arrays have no room). */
static int
seats_of(int nseats)
{
	if (nseats < 0)
		return 0;
	return nseats > KL_TSCORE_SEATS ? KL_TSCORE_SEATS : nseats;
}

/* A loser's score points for minus points in a game under r's tiers. */
static int
tier_points(const kl_tscore_rules *r, long minus)
{
	int k;

	for (k = 0; k < r->ntiers && k < KL_TSCORE_TIERS; k++)
		if (minus <= r->tier_max[k])
			return r->tier_points[k];
	return 0;
}

void
kl_tscore_game_points(const kl_tscore_rules *r, const kl_tscore_game *g,
                      int *points)
{
	int n = seats_of(g->nseats), s;

	for (s = 0; s < n; s++) {
		if (!g->in_play[s])
			points[s] = 0;
		else if (s == g->winner)
			points[s] = g->at_once ? r->at_once : r->win;
		else
			points[s] = tier_points(r, g->minus[s]);
	}
}

/* a / b rounded down (b > 0), for sums of any sign. */
static long
floor_div(long a, long b)
{
	long q = a / b;

	return (a % b != 0 && a < 0) ? q - 1 : q;
}

void
kl_tscore_place_points(const kl_tscore_rules *r, int nseats,
                       const long *minus, int *points)
{
	int n = seats_of(nseats), s, t;

	for (s = 0; s < n; s++) {
		int better = 0, equal = 0, p;
		long sum = 0;

		for (t = 0; t < n; t++) {
			better += minus[t] < minus[s];
			equal += minus[t] == minus[s];
		}
		/* the places better + 1 .. better + equal, 0-based */
		for (p = better; p < better + equal; p++)
			sum += r->place[p];
		points[s] = (int)floor_div(sum, equal);
	}
}

void
kl_tscore_add_game(const kl_tscore_rules *r, const kl_tscore_game *g,
                   kl_tscore_line *const *line)
{
	int pts[KL_TSCORE_SEATS];
	int n = seats_of(g->nseats), s;

	kl_tscore_game_points(r, g, pts);
	for (s = 0; s < n; s++) {
		kl_tscore_line *l = line[s];
		if (l == NULL || !g->in_play[s])
			continue;
		l->games++;
		l->minus += g->minus[s];
		if (s == g->winner)
			l->won++;
		if (!r->by_place)
			l->points += pts[s];
	}
}

void
kl_tscore_add_series(const kl_tscore_rules *r, int nseats, const long *minus,
                     kl_tscore_line *const *line)
{
	int pts[KL_TSCORE_SEATS];
	int n = seats_of(nseats), s;

	if (!r->by_place)
		return;
	kl_tscore_place_points(r, n, minus, pts);
	for (s = 0; s < n; s++)
		if (line[s] != NULL)
			line[s]->points += pts[s];
}

/* The order of the standings: < 0 when a is better than b, 0 when they
 * are equal, > 0 when b is better. */
static int
compare(const kl_tscore_line *a, const kl_tscore_line *b)
{
	if (a->points != b->points)
		return a->points > b->points ? -1 : 1;
	if (a->minus != b->minus)
		return a->minus < b->minus ? -1 : 1;
	if (a->won != b->won)
		return a->won > b->won ? -1 : 1;
	return 0;
}

/* Reverse l[0..n-1]. */
static void
reverse(kl_tscore_line *l, int n)
{
	int i;

	for (i = 0; i < n / 2; i++) {
		kl_tscore_line t = l[i];
		l[i] = l[n - 1 - i];
		l[n - 1 - i] = t;
	}
}

/* Rotate l[0..n-1] left by k (l[k] comes first), by three reversals. */
static void
rotate(kl_tscore_line *l, int k, int n)
{
	if (k <= 0 || k >= n)
		return;
	reverse(l, k);
	reverse(l + k, n - k);
	reverse(l, n);
}

/* The first index of l[lo..hi-1] (sorted) whose line is worse than x
 * (upper) or not better than x (!upper). */
static int
bound(const kl_tscore_line *l, int lo, int hi, const kl_tscore_line *x,
      int upper)
{
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		int c = compare(&l[mid], x);
		if (c < 0 || (upper && c == 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Merge the sorted runs l[0..m-1] and l[m..n-1] in place, stably, without
 * a buffer: the middle line of the longer run splits both runs, a
 * rotation brings the two middle parts into order, and each side is
 * merged on its own (n log n moves at each depth, log n depths).
 */
static void
merge(kl_tscore_line *l, int m, int n)
{
	int cut1, cut2, mid;

	if (m == 0 || m == n)
		return;
	if (n == 2) {
		if (compare(&l[1], &l[0]) < 0) {
			kl_tscore_line t = l[0];
			l[0] = l[1];
			l[1] = t;
		}
		return;
	}
	if (m >= n - m) {
		cut1 = m / 2;
		cut2 = bound(l, m, n, &l[cut1], 0);
	} else {
		cut2 = m + (n - m) / 2;
		cut1 = bound(l, 0, m, &l[cut2], 1);
	}
	rotate(l + cut1, m - cut1, cut2 - cut1);
	mid = cut1 + (cut2 - m);
	merge(l, cut1, mid);
	merge(l + mid, cut2 - mid, n - mid);
}

/* Sort l[0..n-1] stably by compare, in place. */
static void
sort_lines(kl_tscore_line *l, int n)
{
	int m;

	if (n < 2)
		return;
	m = n / 2;
	sort_lines(l, m);
	sort_lines(l + m, n - m);
	if (compare(&l[m], &l[m - 1]) < 0)
		merge(l, m, n);
}

void
kl_tscore_rank(kl_tscore_line *lines, int n)
{
	int i;

	if (n <= 0)
		return;
	sort_lines(lines, n);
	lines[0].rank = 1;
	for (i = 1; i < n; i++)
		lines[i].rank = compare(&lines[i - 1], &lines[i]) == 0 ?
		                lines[i - 1].rank : i + 1;
}

int
kl_tscore_teams(const kl_tscore_line *lines, int n, kl_tscore_line *teams,
                int max)
{
	int nt = 0, i, t;

	for (i = 0; i < n; i++) {
		const kl_tscore_line *l = &lines[i];
		if (l->team == -1)
			continue;
		for (t = 0; t < nt && teams[t].team != l->team; t++)
			;
		if (t == nt) {
			if (nt == max)
				return -1;
			memset(&teams[nt], 0, sizeof(teams[nt]));
			teams[nt].team = l->team;
			teams[nt].player = -1;
			nt++;
		}
		teams[t].points += l->points;
		teams[t].minus += l->minus;
		teams[t].games += l->games;
		teams[t].won += l->won;
	}
	kl_tscore_rank(teams, nt);
	return nt;
}
