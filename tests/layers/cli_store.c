/*
 * cli_store.c - built like a file of the command line (the libraries
 * klopf links, none of the store's include directories): including a
 * store header must fail to compile.  tests/CMakeLists.txt builds it
 * and expects the compiler to say the header is not found.
 */
#include "kl_ops.h"
#include "kl_store.h"

/* Never called: only compiled. */
int kl_layer_probe(void);

int
kl_layer_probe(void)
{
	return KL_STORE_READ;
}
