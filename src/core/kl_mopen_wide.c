/*
 * kl_mopen_wide.c - the opening solver of kl_mopen.c again, with tables
 * of 16 cells a row, for the hands of eight jokers or more that
 * kl_mg_solve hands on (kl_mg_solve_wide; see MO_COLS in
 * kl_mopen_int.h).  The same code: only the width of a row differs.
 */
#define MO_WIDE 1
#include "kl_mopen.c"
