/*
 * kl_date.h - dates and times of the history.
 *
 * The database keeps every time as ISO 8601 in UTC ("2024-05-03T19:05:00Z").
 * People type days as YYYY-MM-DD in their own time zone and read times in
 * it.  These functions convert between the two using the process's time
 * zone (TZ).  They keep no state and allocate nothing.
 */
#ifndef KL_DATE_H
#define KL_DATE_H

#include <stddef.h>
#include <time.h>

#include "kl_error.h"

#define KL_TIME_MAX 40 /* bytes of a stored timestamp, with the NUL */

/*
 * Parse a stored timestamp: "YYYY-MM-DDTHH:MM:SS" (a space may stand for
 * the T), optionally with fractional seconds, then "Z", "+HH:MM", "-HH:MM"
 * or nothing (read as UTC).  *out receives the moment.  Returns 0, or -1
 * if iso is not such a timestamp (every field is range-checked).
 */
int kl_date_parse(const char *iso, time_t *out);

/*
 * The moment of iso (as kl_date_parse reads it) in the form klopf
 * stores, "YYYY-MM-DDTHH:MM:SSZ" in UTC, into buf (size bytes,
 * KL_TIME_MAX is enough): a time every reader of the database, SQLite's
 * date functions too, reads back.  Returns 0, or -1 when iso is no such
 * time (kl_date_parse refuses it, it names a leap second, or its moment
 * falls outside the years 1 to 9999).
 */
int kl_date_canonical(const char *iso, char *buf, size_t size);

/*
 * Turn the day "YYYY-MM-DD", taken in local time, into the stored form of
 * the moment it starts (local midnight, written in UTC) into buf (size
 * bytes, KL_TIME_MAX is enough).  Returns KL_OK, or KL_EINPUT naming what
 * is wrong (format, a day that does not exist such as 2023-02-29).
 */
int kl_date_day_start(const char *day, char *buf, size_t size,
                      kl_error *err);

/*
 * Write the stored timestamp iso for people, in local time, into buf:
 * "YYYY-MM-DD HH:MM" (with_time 1) or "YYYY-MM-DD" (with_time 0).  Text
 * that does not parse is copied unchanged, so nothing is hidden.  Returns
 * buf.
 */
const char *kl_date_local(const char *iso, int with_time, char *buf,
                          size_t size);

#endif
