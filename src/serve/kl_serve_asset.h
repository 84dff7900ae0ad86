/*
 * kl_serve_asset.h - the files klopf serve sends from the binary: the
 * style sheet of its pages and the small script that updates a page
 * when a game is booked.  Nothing is ever read from disk.
 */
#ifndef KL_SERVE_ASSET_H
#define KL_SERVE_ASSET_H

#include <stddef.h>

/* A file of the server: its text (static), length and media type. */
typedef struct kl_serve_asset {
	const char *text;
	size_t len;
	const char *type;
} kl_serve_asset;

/* The style sheet (/style.css): phone-first, readable from 360 px wide
 * to a television, light or dark as the device prefers. */
const kl_serve_asset *kl_serve_style(void);

/*
 * The script (/app.js): listens to /events and, on each event, fetches
 * the page again and puts its <main> in place of the one shown, so a
 * game booked anywhere shows without reloading.  Without it the pages
 * refresh themselves (a <meta> refresh inside <noscript>).
 */
const kl_serve_asset *kl_serve_script(void);

#endif
