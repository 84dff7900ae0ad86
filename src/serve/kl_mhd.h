/* kl_mhd.h - libmicrohttpd, loaded when klopf serve starts.
 *
 * Only klopf serve speaks HTTP, yet linking the library would make every
 * klopf command load it and its TLS stack (GnuTLS and the seven libraries
 * under it): about 1.2 ms of processor time each time klopf starts, more
 * than all the work of most commands.  So the library is opened by its
 * soname (KLOPF_MHD_SONAME, read from the library found at build time)
 * the first time a server starts, and its few functions are reached
 * through this table.  The types are those of <microhttpd.h>; kl_mhd.c
 * checks at compile time that every pointer has its function's type. */
#ifndef KL_MHD_H
#define KL_MHD_H

#include <microhttpd.h>
#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"

/* The functions of libmicrohttpd that klopf serve calls. */
typedef struct kl_mhd {
	struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port,
	    MHD_AcceptPolicyCallback apc, void *apc_cls,
	    MHD_AccessHandlerCallback dh, void *dh_cls, ...);
	void (*stop_daemon)(struct MHD_Daemon *daemon);
	const char *(*lookup_connection_value)(struct MHD_Connection *c,
	    enum MHD_ValueKind kind, const char *key);
	const union MHD_ConnectionInfo *(*get_connection_info)(
	    struct MHD_Connection *c, enum MHD_ConnectionInfoType info_type,
	    ...);
	struct MHD_Response *(*create_response_from_buffer)(size_t size,
	    void *buffer, enum MHD_ResponseMemoryMode mode);
	struct MHD_Response *(*create_response_from_callback)(uint64_t size,
	    size_t block_size, MHD_ContentReaderCallback crc, void *crc_cls,
	    MHD_ContentReaderFreeCallback crfc);
	enum MHD_Result (*add_response_header)(struct MHD_Response *r,
	    const char *header, const char *content);
	enum MHD_Result (*queue_response)(struct MHD_Connection *c,
	    unsigned int status_code, struct MHD_Response *r);
	void (*destroy_response)(struct MHD_Response *r);
} kl_mhd;

/* Open libmicrohttpd (once a process; later calls return the same table)
 * and set *out to its functions.  Returns KL_OK, or KL_EINPUT with a
 * message naming the library when it cannot be opened or lacks one of the
 * functions (the package is not installed); *out is then NULL.
 * The library stays open until the process ends; nothing to free.  Safe
 * to call from several threads. */
int kl_mhd_open(const kl_mhd **out, kl_error *err);

#endif
