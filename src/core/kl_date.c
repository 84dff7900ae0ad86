/* kl_date.c - stored UTC timestamps and the days and times people use. */
#include "kl_date.h"

#include "kl_error.h"

#include <stdio.h>
#include <string.h>

/* Read exactly n decimal digits at *p into *v and advance; 0 or -1. */
static int
digits(const char **p, int n, int *v)
{
	int i, x = 0;

	for (i = 0; i < n; i++) {
		char c = (*p)[i];
		if (c < '0' || c > '9')
			return -1;
		x = x * 10 + (c - '0');
	}
	*p += n;
	*v = x;
	return 0;
}

/* 1 if y is a leap year of the Gregorian calendar. */
static int
leap(int y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* Days of month m (1-12) of year y. */
static int
month_days(int y, int m)
{
	static const int days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31,
	                              30, 31 };

	return m == 2 && leap(y) ? 29 : days[m - 1];
}

/* Parse "YYYY-MM-DD" at *p into y, m, d (checked) and advance. */
static int
parse_day(const char **p, int *y, int *m, int *d)
{
	if (digits(p, 4, y) || **p != '-')
		return -1;
	(*p)++;
	if (digits(p, 2, m) || **p != '-')
		return -1;
	(*p)++;
	if (digits(p, 2, d))
		return -1;
	if (*y < 1 || *m < 1 || *m > 12 || *d < 1 || *d > month_days(*y, *m))
		return -1;
	return 0;
}

int
kl_date_parse(const char *iso, time_t *out)
{
	const char *p = iso;
	struct tm tm;
	int y, mo, d, h, mi, s, oh = 0, om = 0, sign = 0;
	time_t t;

	if (iso == NULL || parse_day(&p, &y, &mo, &d))
		return -1;
	if (*p != 'T' && *p != ' ')
		return -1;
	p++;
	if (digits(&p, 2, &h) || *p++ != ':' || digits(&p, 2, &mi) ||
	    *p++ != ':' || digits(&p, 2, &s))
		return -1;
	if (h > 23 || mi > 59 || s > 60)
		return -1;
	if (*p == '.') {
		p++;
		if (*p < '0' || *p > '9')
			return -1;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	if (*p == 'Z') {
		p++;
	} else if (*p == '+' || *p == '-') {
		sign = *p++ == '+' ? 1 : -1;
		if (digits(&p, 2, &oh) || *p++ != ':' || digits(&p, 2, &om) ||
		    oh > 23 || om > 59)
			return -1;
	}
	if (*p != '\0')
		return -1;
	memset(&tm, 0, sizeof(tm));
	tm.tm_year = y - 1900;
	tm.tm_mon = mo - 1;
	tm.tm_mday = d;
	tm.tm_hour = h;
	tm.tm_min = mi;
	tm.tm_sec = s;
	t = timegm(&tm);
	if (t == (time_t)-1 && !(y == 1969 && mo == 12 && d == 31))
		return -1;
	*out = t - sign * (time_t)(oh * 3600 + om * 60);
	return 0;
}

int
kl_date_canonical(const char *iso, char *buf, size_t size)
{
	const char *colon;
	struct tm tm;
	time_t t;

	if (kl_date_parse(iso, &t) != 0)
		return -1;
	/* the seconds follow the second colon; SQLite reads none of 60 */
	colon = strchr(iso, ':');
	if (colon == NULL || (colon = strchr(colon + 1, ':')) == NULL ||
	    !strncmp(colon + 1, "60", 2))
		return -1;
	if (gmtime_r(&t, &tm) == NULL || tm.tm_year + 1900 < 1 ||
	    tm.tm_year + 1900 > 9999 ||
	    strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		return -1;
	return 0;
}

int
kl_date_day_start(const char *day, char *buf, size_t size, kl_error *err)
{
	const char *p = day;
	struct tm tm, utc;
	int y, m, d;
	time_t t;

	if (day == NULL || parse_day(&p, &y, &m, &d) || *p != '\0')
		return kl_error_set(err, KL_EINPUT, "\"%s\" is not a date; "
		    "write YYYY-MM-DD, e.g. 2024-05-03", day ? day : "");
	memset(&tm, 0, sizeof(tm));
	tm.tm_year = y - 1900;
	tm.tm_mon = m - 1;
	tm.tm_mday = d;
	tm.tm_isdst = -1;
	t = mktime(&tm);
	if (t == (time_t)-1 || gmtime_r(&t, &utc) == NULL ||
	    strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &utc) == 0)
		return kl_error_set(err, KL_EINPUT, "the date %s is out of "
		                    "range", day);
	return KL_OK;
}

const char *
kl_date_local(const char *iso, int with_time, char *buf, size_t size)
{
	struct tm tm;
	time_t t;

	if (size == 0)
		return buf;
	/* TRANSLATORS: how a date (and time) is written for people, as
	 * strftime takes it; keep the width (German: %d.%m.%Y %H:%M) */
	const char *long_form = kl_error_text(KL_N_("%Y-%m-%d %H:%M"));
	/* TRANSLATORS: a date alone (German: %d.%m.%Y) */
	const char *short_form = kl_error_text(KL_N_("%Y-%m-%d"));

	if (kl_date_parse(iso, &t) != 0 || localtime_r(&t, &tm) == NULL ||
	    strftime(buf, size, with_time ? long_form : short_form,
	             &tm) == 0)
		snprintf(buf, size, "%s", iso ? iso : "");
	return buf;
}
