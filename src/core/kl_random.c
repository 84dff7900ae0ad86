/* kl_random.c - random bytes from the kernel (kl_random.h). */
#include "kl_random.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

int
kl_random_bytes(void *buf, size_t n, kl_error *err)
{
	unsigned char *p = buf;
	size_t got = 0;
	ssize_t k;

	while (got < n) {
		k = getrandom(p + got, n - got, 0);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			memset(buf, 0, n);
			return kl_error_set(err, KL_ESTORE, "the system gives no "
			                    "random numbers (%s); no secret was "
			                    "made", strerror(k < 0 ? errno : EIO));
		}
		got += (size_t)k;
	}
	return KL_OK;
}
