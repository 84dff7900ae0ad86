/*
 * kl_csv.h - one field of a CSV file, as the export and the history
 * write it.
 */
#ifndef KL_CSV_H
#define KL_CSV_H

#include <stdio.h>

/* Write s as one CSV field to f (quoted when it holds , " CR or LF);
 * NULL writes nothing (SQL NULL).  Text that starts with = + - @ TAB or
 * CR and is not a plain number is quoted and starts with a ' so that a
 * spreadsheet shows it instead of running it as a formula. */
void kl_csv_field(FILE *f, const char *s);

/* Write s as one CSV field of text that a spreadsheet must show as text
 * (a player's name): as kl_csv_field, but a plain number is no exception
 * ("+1" is written "'+1"), and text a spreadsheet would read as a number
 * for what starts it (".5", "(1)", "$5", "€5") gets the ' as well.  NULL
 * writes nothing. */
void kl_csv_text(FILE *f, const char *s);

#endif
