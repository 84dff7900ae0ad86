/*
 * kl_mopen_few_wide.c - the runs listed window by window of
 * kl_mopen_few.c again, for the wide solver (kl_mopen_wide.c; see
 * MO_COLS in kl_mopen_int.h).
 */
#define MO_WIDE 1
#include "kl_mopen_few.c"
