/*
 * cli_clean.h - the stream every command writes its output to: whatever
 * text it carries (a player's name, a typed hand, a time, from argv or
 * from a database that may have been edited by hand), it reaches the
 * terminal or the pipe as valid UTF-8 without control sequences.
 *
 * The stream passes text on to another stream, with each C0 control but
 * line feed and tab, each C1 control, each control of the writing
 * direction, the line and paragraph separators (U+2028, U+2029: a line
 * break on some terminals) and each byte that is not part of valid
 * UTF-8 replaced by '?'.  JSON stays valid JSON and whole: the JSON
 * writers escape C0 controls, and kl_cli_json_text the others as
 * \uXXXX, before the text reaches the stream.  klopf's
 * own escape sequences (colours) are written between
 * kl_cli_clean_raw(f, 1) and kl_cli_clean_raw(f, 0).
 */
#ifndef KL_CLI_CLEAN_H
#define KL_CLI_CLEAN_H

#include <stdio.h>

/*
 * A cleaning stream that writes to to (which must outlive it), or NULL
 * when one cannot be made (the caller then writes to to itself).  Close
 * it with fclose (to stays open); write errors of to show as errors of
 * the stream.
 */
FILE *kl_cli_clean_open(FILE *to);

/*
 * If f is a cleaning stream: flush what it holds, then pass bytes on as
 * they are (raw != 0) or cleaned (raw == 0).  Any other f: nothing.
 */
void kl_cli_clean_raw(FILE *f, int raw);

/*
 * Count the columns of the line the cleaning stream f is writing (its
 * text after the last line feed, in terminal columns; bytes written raw
 * do not count), for kl_cli_clean_column.  Any other f: nothing.
 */
void kl_cli_clean_track(FILE *f);

/* The columns of the line f is writing now (flushing f first), or -1
 * when f is no cleaning stream that counts them. */
int kl_cli_clean_column(FILE *f);

#endif
