/*
 * kl_mopen_melds_wide.c - the walk over melds of kl_mopen_melds.c again,
 * for the wide solver (kl_mopen_wide.c; see MO_COLS in kl_mopen_int.h).
 */
#define MO_WIDE 1
#include "kl_mopen_melds.c"
