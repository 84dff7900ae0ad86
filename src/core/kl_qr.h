/*
 * kl_qr.h - a QR code of a text (the address of a table's entry page),
 * made by libqrencode and drawn for a terminal (UTF-8 half blocks) or as
 * SVG for a page.  A well-kept encoder does the Reed-Solomon codes and
 * the masks; this module only draws its modules.  Pure: no I/O.
 */
#ifndef KL_QR_H
#define KL_QR_H

#include "kl_error.h"

/* The light border around a code that readers need, in modules. */
#define KL_QR_QUIET 4
/* The longest text kl_qr_encode takes (an address is far shorter). */
#define KL_QR_TEXT_MAX 1024

/* A QR code: size x size modules, without the quiet zone. */
typedef struct kl_qr {
	int version;          /* 1 to 40 */
	int size;             /* 17 + 4 * version */
	unsigned char *dark;  /* size * size, row by row: 1 dark, 0 light
	                         (malloc'd: kl_qr_free) */
} kl_qr;

/*
 * The QR code of text (UTF-8, at most KL_QR_TEXT_MAX bytes, no NUL
 * inside) at error correction level M, into *out (free with
 * kl_qr_free, also after a failure).  KL_OK; KL_EINPUT when text is
 * empty or too long; KL_ENOMEM.  The same text gives the same code.
 */
int kl_qr_encode(const char *text, kl_qr *out, kl_error *err);

/* Free what q holds (q may be zeroed). */
void kl_qr_free(kl_qr *q);

/* 1 when module (x, y) of q is dark; x and y count from the outer edge
 * of the quiet zone (0 .. size + 2 * KL_QR_QUIET - 1), and every module
 * of the quiet zone and outside it is light. */
int kl_qr_module(const kl_qr *q, int x, int y);

/* How q is drawn on a terminal. */
enum kl_qr_style {
	/* half blocks in the terminal's own colours: dark modules in the
	 * foreground (for a file or a pipe; on a dark terminal the code
	 * shows inverted) */
	KL_QR_PLAIN = 0,
	/* every cell with explicit colours (black and white of the 256
	 * colours), light and dark drawn alike on dark and light
	 * terminals */
	KL_QR_ANSI = 1
};

/*
 * q with its quiet zone for a terminal, two rows of modules to a line
 * (U+2580 upper half block and its kin), each line ended by "\n", as a
 * malloc'd string (the caller frees it; NULL when out of memory).
 */
char *kl_qr_text(const kl_qr *q, int style);

/*
 * q with its quiet zone as an SVG element: a white square and one black
 * path, a module one unit of its viewBox, drawn px pixels wide (0: no
 * width given, the page sizes it).  A malloc'd string (the caller frees
 * it; NULL when out of memory).
 */
char *kl_qr_svg(const kl_qr *q, int px);

#endif
