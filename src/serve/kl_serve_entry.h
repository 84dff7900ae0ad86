/*
 * kl_serve_entry.h - the entry pages of klopf serve: where a table
 * enters its own games with its entry code (kl_ops_entry.h).
 *
 *   GET  /enter              a form to type a code; with ?code=CODE the
 *                            code's table, as /enter/CODE
 *   GET  /enter/CODE         the table: its rubber's standings and last
 *                            game, and the form of a game
 *   POST /enter/CODE/game    book the game (kl_ops_entry_game)
 *   POST /enter/CODE/undo    take back the table's last game
 *   GET  /enter/CODE/fix     the last game's form, its hands filled in
 *   POST /enter/CODE/fix     correct the last game (kl_ops_entry_fix)
 *
 * Every write carries a single-use token of the form (scoped to the
 * rubber) and the stamp of the rubber as the form showed it: a replayed
 * form is refused, and one sent after another writer changed the rubber
 * is refused with the standings as they are now.  Wrong codes are
 * counted per client (kl_rate.h); a wrong code and the code of a rubber
 * that is over get the same answer.  The HTTP side (kl_serve.c) checks
 * the method, the body's size and type and the origin before.
 */
#ifndef KL_SERVE_ENTRY_H
#define KL_SERVE_ENTRY_H

#include <stddef.h>

#include "kl_form.h"
#include "kl_rate.h"
#include "kl_serve_page.h"

/* What an entry page gets besides the request. */
typedef struct kl_serve_entry_in {
	const char *body;       /* a POST's body (not NUL-terminated), or
	                           NULL */
	size_t len;             /* its bytes (at most KL_FORM_BODY_MAX) */
	const char *client;     /* the client's address, for kl_rate */
	long now;               /* seconds on a clock that does not go back */
	kl_form_tokens *tokens; /* the server's tokens of forms */
	kl_rate *rate;          /* the server's count of wrong codes */
} kl_serve_entry_in;

/*
 * Make the entry page rq names (KL_SERVE_ENTER to KL_SERVE_ENTER_FIX;
 * rq->code the code typed, NULL on /enter without ?code=) into *out.
 * Statuses: 200; 400 a form that cannot be read; 403 a form token that
 * is not (or no longer) valid; 404 a code that opens no rubber in play
 * (wrong, renewed, or its rubber over: one answer for all); 409 the
 * rubber changed since the form was shown; 422 the referee refused the
 * game; 429 too many wrong codes (out->retry_after set); 500 and 503
 * the database's failures.  Reads and writes the database with one
 * operation at a time, never holding it while the page is written.
 * Sets the calling thread's locale to rq->locale for the time of the
 * call.  Returns out->status; out->body is the caller's to free.
 */
int kl_serve_entry(const kl_serve_request *rq, const kl_serve_entry_in *in,
                   kl_serve_reply *out);

#endif
