/*
 * kl_bits.h - counting the bits of 16- and 64-bit sets, for the core's own
 * use (cards and solver).  Written out rather than left to a popcount
 * instruction, which the baseline x86-64 target does not have (the
 * compiler would call a library routine instead).
 */
#ifndef KL_BITS_H
#define KL_BITS_H

#include <stdint.h>

/* Per byte of the result: the bits set in that byte of a plus those set
 * in that byte of b (at most 16, so no byte overflows). */
static inline uint64_t
kl_bits_bytes2(uint64_t a, uint64_t b)
{
	a = a - ((a >> 1) & UINT64_C(0x5555555555555555));
	b = b - ((b >> 1) & UINT64_C(0x5555555555555555));
	a = (a & UINT64_C(0x3333333333333333)) +
	    ((a >> 2) & UINT64_C(0x3333333333333333));
	b = (b & UINT64_C(0x3333333333333333)) +
	    ((b >> 2) & UINT64_C(0x3333333333333333));
	return ((a + (a >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f)) +
	       ((b + (b >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f));
}

/* The bits set in a and in b together. */
static inline int
kl_bits_sum2(uint64_t a, uint64_t b)
{
	return (int)((kl_bits_bytes2(a, b) * UINT64_C(0x0101010101010101)) >>
	             56);
}

/* The bits set in v. */
static inline int
kl_bits64(uint64_t v)
{
	return kl_bits_sum2(v, 0);
}

/* The bits set in a 16-bit v. */
static inline int
kl_bits16(unsigned v)
{
	v = v - ((v >> 1) & 0x5555);
	v = (v & 0x3333) + ((v >> 2) & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

#endif
