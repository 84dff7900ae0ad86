/*
 * kl_random.h - random bytes from the kernel (getrandom(2)), for the
 * secrets klopf makes: entry codes and the tokens of forms.  The one
 * part of src/core that is not a pure computation: it asks the kernel,
 * keeps no state and touches no file.  Never rand(): its numbers can be
 * foreseen.
 */
#ifndef KL_RANDOM_H
#define KL_RANDOM_H

#include <stddef.h>

#include "kl_error.h"

/*
 * Fill buf with n random bytes from the kernel's generator (blocking
 * only until it is seeded at boot; interrupted calls are repeated).
 * KL_OK, or KL_ESTORE with a whole sentence when the kernel gives none
 * (then buf holds nothing to use).
 */
int kl_random_bytes(void *buf, size_t n, kl_error *err);

#endif
