/*
 * kl_rate.h - how many wrong entry codes a client may send: at most
 * limit within a window of seconds from its first wrong one, then
 * nothing more from it until the window has passed.  The memory is
 * fixed whatever the number of clients: a table of slots, one per
 * client address; when every slot is taken by a window still running,
 * the addresses without a slot share one more, under the same limit
 * (so that a flood of new addresses cannot buy guesses, nor push the
 * known ones out).  Pure: no sockets; the time is the caller's.
 * Thread-safe: every call takes the limiter's lock.
 */
#ifndef KL_RATE_H
#define KL_RATE_H

/* The bytes of an address the limiter tells clients apart by (longer
 * ones by their first KL_RATE_ADDR_MAX bytes; an IPv6 address as text
 * fits whole). */
#define KL_RATE_ADDR_MAX 63

typedef struct kl_rate kl_rate;

/*
 * A limiter of slots addresses (1 to 1,000,000) that allows limit wrong
 * codes (1 and up) in window seconds (1 and up); NULL when out of memory
 * or a number is out of range.  Free with kl_rate_free.
 */
kl_rate *kl_rate_new(int slots, int limit, long window);
void kl_rate_free(kl_rate *r);

/*
 * 0 when the client at addr (any text: the caller's name for a client,
 * e.g. its IP address, or an IPv6 address's /64) may send a code at now
 * (seconds, from a clock that does not go back); else the seconds it
 * must wait (1 and up).  Asking counts nothing.
 */
long kl_rate_wait(kl_rate *r, const char *addr, long now);

/* Count one wrong code from addr at now. */
void kl_rate_wrong(kl_rate *r, const char *addr, long now);

#endif
