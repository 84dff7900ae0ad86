/* kl_serve_entry.c - the entry pages of klopf serve: a table enters,
 * corrects and takes back its games with its code (kl_serve_entry.h). */
#include "kl_serve_entry.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_code.h"
#include "kl_gamedef.h"
#include "kl_html.h"
#include "kl_ops_chart.h"
#include "kl_ops_entry.h"
#include "kl_rubber.h"
#include "kl_serve_int.h"
#include "kl_serve_route.h"
#include "kl_view.h"

/* The form fields: "end" (OPTION or OPTION:SEAT), "hand0".."hand5",
 * "upcard", "token", "stamp". */
#define HAND_KEY "hand%d"

/* What a request to an entry page found and did, for its page. */
typedef struct entry_ctx {
	const kl_serve_request *rq;
	const kl_serve_entry_in *in;
	int status;
	kl_ops_entry e;
	char code[KL_CODE_TEXT_MAX];  /* the code as klopf writes it */
	int found;                    /* 1: the code opened e */
	kl_error err;                 /* a refusal or failure to show */
	int show_err;                 /* 1: err.msg goes on the page */
	char notice[256];             /* what was done, or "" */
	int fix;                      /* 1: the correction's form */
	int have_rubber;              /* 1: r is the rubber in play now */
	kl_ops_rubber r;
	int have_chart;               /* 1: c holds the rubber replayed */
	kl_ops_chart_result c;
	/* the values of the form shown: typed, or the last game's */
	char end[KL_FORM_VALUE_MAX + 1];
	char hand[KL_PLAYERS_MAX][KL_FORM_VALUE_MAX + 1];
	char upcard[KL_FORM_VALUE_MAX + 1];
	int in_play[KL_PLAYERS_MAX];  /* the seats the form asks for */
	int fix_number;               /* the game the correction is of */
	char token[KL_FORM_TOKEN_TEXT], undo_token[KL_FORM_TOKEN_TEXT];
} entry_ctx;

/* ---- reading what the browser sent ---- */

/* Copy the value of key of form f into buf (KL_FORM_VALUE_MAX + 1
 * bytes; "" when the form has none or more than one). */
static void
copy_field(const kl_form *f, const char *key, char *buf)
{
	const char *v = NULL;
	kl_error e;

	buf[0] = '\0';
	if (kl_form_one(f, key, &v, &e) == KL_OK && v != NULL)
		snprintf(buf, KL_FORM_VALUE_MAX + 1, "%s", v);
}

/* Keep what form f typed in ctx, to show it again. */
static void
keep_typed(entry_ctx *ctx, const kl_form *f)
{
	char key[16];
	int s;

	copy_field(f, "end", ctx->end);
	copy_field(f, "upcard", ctx->upcard);
	for (s = 0; s < KL_PLAYERS_MAX; s++) {
		snprintf(key, sizeof(key), HAND_KEY, s);
		copy_field(f, key, ctx->hand[s]);
	}
}

/* The stamp of form f into *out: KL_OK, or KL_EINPUT. */
static int
read_stamp(const kl_form *f, uint64_t *out, kl_error *err)
{
	const char *v = NULL;
	uint64_t x = 0;
	size_t i;

	if (kl_form_one(f, "stamp", &v, err) != KL_OK || v == NULL ||
	    strlen(v) != 16)
		return kl_error_set(err, KL_EINPUT, "this form has no stamp of "
		                    "the rubber it was shown for; load the page "
		                    "again");
	for (i = 0; i < 16; i++) {
		int d = v[i] >= '0' && v[i] <= '9' ? v[i] - '0' :
		        v[i] >= 'a' && v[i] <= 'f' ? v[i] - 'a' + 10 : -1;
		if (d < 0)
			return kl_error_set(err, KL_EINPUT, "this form has no "
			                    "stamp of the rubber it was shown for; "
			                    "load the page again");
		x = x << 4 | (uint64_t)d;
	}
	*out = x;
	return KL_OK;
}

/* Is declaration d offered under the rules of r (a dead hand too: its
 * hands stay empty)?  1 or 0. */
static int
offered(const kl_game_def *def, const kl_rules *rules, const kl_decl *d)
{
	const char *why = NULL;

	if (d == NULL)
		return 0;
	return def->offers == NULL || def->offers(rules, d, &why);
}

/* The seat text names: a decimal number from 0 to n - 1 without sign
 * or leading zero; -1 for anything else. */
static int
seat_of(const char *text, int n)
{
	int v = 0;
	size_t i;

	if (text[0] == '\0' || (text[0] == '0' && text[1] != '\0') ||
	    strlen(text) > 2)
		return -1;
	for (i = 0; text[i] != '\0'; i++) {
		if (text[i] < '0' || text[i] > '9')
			return -1;
		v = v * 10 + (text[i] - '0');
	}
	return v < n ? v : -1;
}

/* The seat field of form f into *seat (-1 when there is none or it is
 * no seat: refused by the operation with the others).  KL_OK, or
 * kl_form_one's error for a field given twice. */
static int
form_seat(const kl_form *f, int *seat, kl_error *err)
{
	const char *text = NULL;
	int rc = kl_form_one(f, "seat", &text, err);

	if (rc != KL_OK && rc != KL_ENOTFOUND)
		return rc;
	*seat = seat_of(text != NULL ? text : "", KL_PLAYERS_MAX);
	return KL_OK;
}

/* What the game form of ctx (its typed values) says into *declarer,
 * *kind, args[0..*nargs-1] (pointing into bufs) and *upcard, for the
 * rubber r.  KL_OK, or KL_EINPUT with a whole sentence. */
static int
game_args(const entry_ctx *ctx, const kl_ops_rubber *r, const char **declarer,
          int *kind, const char **args, int *nargs,
          char (*bufs)[KL_NAME_MAX + KL_FORM_VALUE_MAX + 2], int *upcard,
          kl_error *err)
{
	const kl_game_def *def = kl_gamedef_of(&r->state.rules);
	const char *colon = strchr(ctx->end, ':');
	char option[KL_FORM_VALUE_MAX + 1];
	const kl_decl *d;
	int seat = -1, s;
	kl_card c;

	snprintf(option, sizeof(option), "%.*s", colon != NULL ?
	         (int)(colon - ctx->end) : (int)strlen(ctx->end), ctx->end);
	d = kl_gamedef_decl_option(def, option);
	if (colon != NULL)
		seat = seat_of(colon + 1, r->row.nplayers);
	if (!offered(def, &r->state.rules, d) ||
	    ((d->flags & KL_DECL_NO_DECLARER) != 0) != (colon == NULL) ||
	    (colon != NULL && (seat < 0 || !ctx->in_play[seat])))
		return kl_error_set(err, KL_EINPUT, "say how the game ended: "
		                    "choose one of the ways the form offers");
	*declarer = seat >= 0 ? r->row.names[seat] : NULL;
	*kind = d->verdict;
	*nargs = 0;
	for (s = 0; s < r->row.nplayers; s++) {
		if (!ctx->in_play[s] || ctx->hand[s][0] == '\0')
			continue;
		snprintf(bufs[*nargs], KL_NAME_MAX + KL_FORM_VALUE_MAX + 2,
		         "%s=%s", r->row.names[s], ctx->hand[s]);
		args[*nargs] = bufs[*nargs];
		(*nargs)++;
	}
	*upcard = -1;
	if (ctx->upcard[0] != '\0') {
		if (kl_card_parse(ctx->upcard, strlen(ctx->upcard), &c, err) !=
		    KL_OK)
			return KL_EINPUT;
		*upcard = c;
	}
	return KL_OK;
}

/* The status of an operation's error e: the referee's and the form's
 * refusals 422, a stale form 409, the database's failures. */
static int
status_of(int code)
{
	switch (code) {
	case KL_EINPUT: case KL_ERULE: case KL_EUSAGE: return 422;
	case KL_ESTALE: return 409;
	case KL_ENOTFOUND: return 404;
	case KL_EBUSY: return 503;
	default: return 500;
	}
}

/* The step of the last game of h, or NULL when it has none. */
static const kl_hist_step *
last_game_step(const kl_hist *h)
{
	int i;

	for (i = h->nsteps - 1; i >= 0; i--)
		if (h->steps[i].ev->kind == KL_EVENT_GAME)
			return &h->steps[i];
	return NULL;
}

/* The seats the form asks for: those in play in r but the dealer who
 * sits the hand out, or for the correction those that played the last
 * game of c. */
static void
form_seats(entry_ctx *ctx)
{
	const kl_hist_step *st = ctx->have_chart ?
	                         last_game_step(&ctx->c.hist) : NULL;

	const kl_rules *rules = &ctx->r.state.rules;
	int s;

	memset(ctx->in_play, 0, sizeof(ctx->in_play));
	if (ctx->fix && st != NULL) {
		ctx->fix_number = st->ev->number;
		for (s = 0; s < ctx->c.hist.row.nplayers; s++)
			ctx->in_play[s] = st->in_play[s];
		/* the dealer who sat that hand out (kl_rubber_sits_out) */
		if (rules->sit_out && ctx->c.hist.row.nplayers >= 4 &&
		    st->ev->dealer >= 0 && st->ev->dealer < KL_PLAYERS_MAX)
			ctx->in_play[st->ev->dealer] = 0;
		return;
	}
	for (s = 0; s < ctx->r.row.nplayers; s++)
		ctx->in_play[s] = !ctx->r.state.seat[s].out &&
		                  !ctx->r.state.seat[s].left &&
		                  s != kl_rubber_sits_out(&ctx->r.state);
}

/* Fill the correction's form of ctx with the last game of c as it was
 * booked: how it ended, each hand as typed.  Returns 0 when the rubber
 * has no game. */
static int
fill_last_game(entry_ctx *ctx)
{
	const kl_hist *h = &ctx->c.hist;
	const kl_hist_step *st = last_game_step(h);
	kl_game_view v;
	int s;

	if (st == NULL)
		return 0;
	kl_hist_view(h, st, &v);
	if (v.decl != NULL && (v.decl->flags & KL_DECL_NO_DECLARER))
		snprintf(ctx->end, sizeof(ctx->end), "%s", v.decl->option);
	else if (v.decl != NULL && v.declarer >= 0)
		snprintf(ctx->end, sizeof(ctx->end), "%s:%d", v.decl->option,
		         v.declarer);
	for (s = 0; s < h->row.nplayers; s++) {
		const kl_stored_hand *sh = kl_sv_stored_hand(h, st->ev->number,
		                                             s);
		if (sh == NULL)
			continue;
		if (sh->typed_as_points)
			snprintf(ctx->hand[s], sizeof(ctx->hand[s]), "%d",
			         sh->points);
		else if (sh->typed != NULL)
			snprintf(ctx->hand[s], sizeof(ctx->hand[s]), "%s",
			         sh->typed);
	}
	return 1;
}

/* ---- the operations ---- */

/* Book, correct or take back (by rq's page) what form f asks on the
 * rubber of ctx->e, with store s.  Sets ctx's status, notice or
 * error. */
static void
write_op(entry_ctx *ctx, kl_store *s, const kl_form *f)
{
	char (*argbuf)[KL_NAME_MAX + KL_FORM_VALUE_MAX + 2] = NULL;
	const char *args[KL_PLAYERS_MAX], *declarer = NULL, *token = NULL;
	kl_ops_game_result *game = NULL;
	kl_ops_fix_result *fix = NULL;
	kl_ops_undo_result *undo = NULL;
	kl_ops_buyback_result *buy = NULL;
	kl_ops_leave_result *left = NULL;
	kl_ops_rubber *now = NULL;
	uint64_t stamp = 0;
	int page = ctx->rq->page, rc, kind = 0, nargs = 0, upcard = -1;

	keep_typed(ctx, f);
	ctx->fix = page == KL_SERVE_ENTER_FIX;
	if (kl_form_one(f, "token", &token, &ctx->err) != KL_OK ||
	    token == NULL)
		rc = kl_error_set(&ctx->err, KL_EINPUT, "this form has no token; "
		                  "load the page again");
	else
		rc = kl_form_token_use(ctx->in->tokens, token, ctx->e.rubber,
		                       ctx->in->now, &ctx->err);
	if (rc != KL_OK) {
		ctx->status = 403;
		goto done;
	}
	if ((rc = read_stamp(f, &stamp, &ctx->err)) != KL_OK) {
		ctx->status = 400;
		goto done;
	}
	argbuf = calloc(KL_PLAYERS_MAX, sizeof(*argbuf));
	now = calloc(1, sizeof(*now));
	if (argbuf == NULL || now == NULL) {
		rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
		goto fail;
	}
	if (page == KL_SERVE_ENTER_BUYBACK) {
		int n;
		if ((buy = calloc(1, sizeof(*buy))) == NULL) {
			rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
			goto fail;
		}
		if ((rc = form_seat(f, &n, &ctx->err)) != KL_OK)
			goto fail;
		if ((rc = kl_ops_entry_buyback(s, &ctx->e, stamp, n, buy,
		                               &ctx->err)) == KL_OK)
			snprintf(ctx->notice, sizeof(ctx->notice),
			         kl_error_plural("%s bought back: the total is "
			         "now %d, and %d chip went into the pot.", "%s "
			         "bought back: the total is now %d, and %d chips "
			         "went into the pot.", (unsigned long)buy->cost),
			         buy->after.row.names[buy->seat],
			         buy->after.state.seat[buy->seat].score,
			         buy->cost);
		goto fail;
	}
	if (page == KL_SERVE_ENTER_LEAVE) {
		int n;
		if ((left = calloc(1, sizeof(*left))) == NULL) {
			rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
			goto fail;
		}
		if ((rc = form_seat(f, &n, &ctx->err)) != KL_OK)
			goto fail;
		if ((rc = kl_ops_entry_leave(s, &ctx->e, stamp, n, left,
		                             &ctx->err)) == KL_OK)
			snprintf(ctx->notice, sizeof(ctx->notice),
			         kl_error_plural("%s left rubber %lld with %d "
			         "point.", "%s left rubber %lld with %d points.",
			         (unsigned long)left->after.state.seat[left->seat]
			         .score), left->after.row.names[left->seat],
			         (long long)ctx->e.rubber,
			         left->after.state.seat[left->seat].score);
		goto fail;
	}
	if (page == KL_SERVE_ENTER_UNDO) {
		if ((undo = calloc(1, sizeof(*undo))) == NULL) {
			rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
			goto fail;
		}
		if ((rc = kl_ops_entry_undo(s, &ctx->e, stamp, undo,
		                            &ctx->err)) == KL_OK)
			snprintf(ctx->notice, sizeof(ctx->notice),
			         kl_error_text("The last thing done to rubber %lld "
			         "was taken back."), (long long)ctx->e.rubber);
		goto fail;
	}
	/* the seats the form asked for: the rubber as it is, or for a
	 * correction the last game's (the operation checks them again);
	 * a form shown for the rubber as it was is stale (409) before
	 * anything in it is read against the rubber as it is, whose ways
	 * out and seats may differ (the next dealer sits out) */
	if ((rc = kl_ops_entry_seen(s, &ctx->e, stamp, now, !ctx->fix,
	                            &ctx->err)) != KL_OK)
		goto fail;
	ctx->r = *now;
	if (ctx->fix) {
		if ((rc = kl_ops_chart(s, ctx->e.rubber, &ctx->c, &ctx->err)) !=
		    KL_OK)
			goto fail;
		ctx->have_chart = 1;
	}
	form_seats(ctx);
	if ((rc = game_args(ctx, now, &declarer, &kind, args, &nargs, argbuf,
	                    &upcard, &ctx->err)) != KL_OK)
		goto fail;
	if (!ctx->fix) {
		if ((game = calloc(1, sizeof(*game))) == NULL) {
			rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
			goto fail;
		}
		if ((rc = kl_ops_entry_game(s, &ctx->e, stamp, declarer, kind,
		     upcard, nargs, args, game, &ctx->err)) == KL_OK)
			snprintf(ctx->notice, sizeof(ctx->notice),
			         kl_error_text("Game %d of rubber %lld is booked."),
			         game->number, (long long)ctx->e.rubber);
	} else {
		if ((fix = calloc(1, sizeof(*fix))) == NULL) {
			rc = kl_error_set(&ctx->err, KL_ENOMEM, "out of memory");
			goto fail;
		}
		if ((rc = kl_ops_entry_fix(s, &ctx->e, stamp, declarer, kind,
		     nargs, args, fix, &ctx->err)) == KL_OK)
			snprintf(ctx->notice, sizeof(ctx->notice),
			         kl_error_text("Game %d of rubber %lld is "
			         "corrected."), fix->number,
			         (long long)ctx->e.rubber);
	}
fail:
	if (rc == KL_OK) {
		/* done: the next form starts empty */
		ctx->fix = 0;
		memset(ctx->end, 0, sizeof(ctx->end));
		memset(ctx->hand, 0, sizeof(ctx->hand));
		memset(ctx->upcard, 0, sizeof(ctx->upcard));
	} else
		ctx->status = status_of(rc);
done:
	if (rc != KL_OK)
		ctx->show_err = 1;
	if (ctx->have_chart) {
		kl_ops_chart_free(&ctx->c);
		ctx->have_chart = 0;
	}
	free(argbuf);
	free(now);
	free(game);
	free(fix);
	free(undo);
	free(buy);
	free(left);
}

/* Read (and for a POST first write) what the page of ctx shows, each
 * step one operation on its own connection's transaction. */
static void
run(entry_ctx *ctx)
{
	const kl_serve_request *rq = ctx->rq;
	kl_form form;
	kl_store *s = NULL;
	uint8_t raw[KL_CODE_BYTES];
	kl_error e;
	int rc;

	memset(&form, 0, sizeof(form));
	kl_error_clear(&ctx->err);
	if ((rc = kl_ops_db_open(rq->db_path, KL_OPS_DB_READ, &s,
	                         &ctx->err)) != KL_OK) {
		ctx->status = status_of(rc) == 404 ? 500 : status_of(rc);
		ctx->show_err = 1;
		goto done;
	}
	rc = kl_ops_entry_find(s, rq->code, &ctx->e, &ctx->err);
	if (rc == KL_EINPUT || rc == KL_ENOTFOUND || rc == KL_ERULE) {
		/* one answer for a wrong code and one whose rubber is over */
		kl_rate_wrong(ctx->in->rate, ctx->in->client, ctx->in->now);
		ctx->status = 404;
		goto done;
	}
	if (rc != KL_OK) {
		ctx->status = status_of(rc);
		ctx->show_err = 1;
		goto done;
	}
	ctx->found = 1;
	kl_error_clear(&e);
	if (kl_code_parse(rq->code, raw, &e) == KL_OK)
		kl_code_format(raw, ctx->code);
	memset(raw, 0, sizeof(raw));
	if (ctx->in->body != NULL) {
		if (kl_form_parse(ctx->in->body, ctx->in->len, &form,
		                  &ctx->err) != KL_OK) {
			ctx->status = 400;
			ctx->show_err = 1;
		} else
			write_op(ctx, s, &form);
	}
	/* the table as it is now: the form's stamp, and its look */
	kl_error_clear(&e);
	if (kl_ops_entry_look(s, &ctx->e, &ctx->r, &e) == KL_OK)
		ctx->have_rubber = 1;
	if (kl_ops_chart(s, ctx->e.rubber, &ctx->c, &e) == KL_OK)
		ctx->have_chart = 1;
	if (ctx->in->body == NULL && rq->page == KL_SERVE_ENTER_FIX &&
	    ctx->have_chart)
		ctx->fix = fill_last_game(ctx);
	if (ctx->have_rubber)
		form_seats(ctx);
done:
	kl_ops_db_close(s);
	kl_form_free(&form);
}

/* ---- the page ---- */

/* Write the href of the entry page path end ("", "/game") of ctx. */
static void
entry_href(FILE *f, const entry_ctx *ctx, const char *end)
{
	char path[64];

	snprintf(path, sizeof(path), "/enter/%s%s", ctx->code, end);
	kl_sv_href(f, ctx->rq, path);
}

/* The hidden fields of a form: its token and the rubber's stamp. */
static void
hidden(FILE *f, const entry_ctx *ctx, const char *token)
{
	fprintf(f, "<input type=\"hidden\" name=\"token\" value=\"%s\">\n"
	        "<input type=\"hidden\" name=\"stamp\" value=\"%016" PRIx64
	        "\">\n", token, kl_ops_entry_stamp(&ctx->r));
}

/* One way the game can end, as a radio button of value (OPTION or
 * OPTION:SEAT) with its sentence (fmt with the declarer's name who, or
 * alone). */
static void
way(FILE *f, const entry_ctx *ctx, const char *value, const char *fmt,
    const char *who, int id)
{
	fprintf(f, "<label class=\"way\"><input type=\"radio\" name=\"end\" "
	        "id=\"end-%d\" value=\"", id);
	kl_html_text(f, value);
	fputs(!strcmp(ctx->end, value) ? "\" checked> " : "\"> ", f);
	if (who != NULL)
		kl_sv_say(f, fmt, who);
	else
		kl_html_text(f, fmt);
	fputs("</label>\n", f);
}

/* The form of a game (or of the correction of the last one). */
static void
game_form(FILE *f, const entry_ctx *ctx)
{
	const kl_rules *rules = &ctx->r.state.rules;
	const kl_game_def *def = kl_gamedef_of(rules);
	char value[KL_FORM_VALUE_MAX + 1];
	int i, s, id = 0;

	fputs("<h2>", f);
	if (ctx->fix)
		kl_sv_say(f, kl_error_text("Correct game %d"), ctx->fix_number);
	else
		kl_html_text(f, kl_error_text("Enter a game"));
	fputs("</h2>\n<form class=\"entry\" method=\"post\" action=\"", f);
	entry_href(f, ctx, ctx->fix ? "/fix" : "/game");
	fputs("\">\n", f);
	hidden(f, ctx, ctx->token);
	fputs("<fieldset><legend>", f);
	kl_html_text(f, kl_error_text("How did the game end?"));
	fputs("</legend>\n", f);
	for (i = 0; i < def->ndecls; i++) {
		const kl_decl *d = def->decls[i];
		if (!offered(def, rules, d))
			continue;
		if (d->flags & KL_DECL_NO_DECLARER) {
			way(f, ctx, d->option, kl_error_text(d->phrase), NULL,
			    id++);
			continue;
		}
		for (s = 0; s < ctx->r.row.nplayers; s++) {
			if (!ctx->in_play[s])
				continue;
			snprintf(value, sizeof(value), "%s:%d", d->option, s);
			way(f, ctx, value, kl_error_text(d->phrase),
			    ctx->r.row.names[s], id++);
		}
	}
	fputs("</fieldset>\n<fieldset><legend>", f);
	kl_html_text(f, kl_error_text("The hands"));
	fputs("</legend>\n<p class=\"mute\">", f);
	kl_html_text(f, kl_error_text("Each player's cards (such as 3H 4H 5H "
	             "KS) or the points the hand counts; a player who shows "
	             "nothing stays empty."));
	fputs("</p>\n", f);
	for (s = 0; s < ctx->r.row.nplayers; s++) {
		if (!ctx->in_play[s])
			continue;
		fprintf(f, "<label for=\"hand%d\">", s);
		kl_html_text(f, ctx->r.row.names[s]);
		fprintf(f, "</label>\n<input type=\"text\" id=\"hand%d\" "
		        "name=\"hand%d\" autocomplete=\"off\" "
		        "autocapitalize=\"characters\" spellcheck=\"false\" "
		        "maxlength=\"%d\" value=\"", s, s, KL_FORM_VALUE_MAX);
		kl_html_text(f, ctx->hand[s]);
		fputs("\">\n", f);
	}
	if (!ctx->fix && def->needs_upcard != NULL && def->needs_upcard(rules)) {
		fputs("<label for=\"upcard\">", f);
		kl_html_text(f, kl_error_text("upcard"));
		fputs("</label>\n<input type=\"text\" id=\"upcard\" "
		      "name=\"upcard\" autocomplete=\"off\" value=\"", f);
		kl_html_text(f, ctx->upcard);
		fputs("\">\n", f);
	}
	fputs("</fieldset>\n<button type=\"submit\" id=\"book\">", f);
	kl_html_text(f, ctx->fix ? kl_error_text("Book the correction") :
	             kl_error_text("Book the game"));
	fputs("</button>\n</form>\n", f);
}

/* Below the form: take back the last game, correct it. */
static void
last_game_forms(FILE *f, const entry_ctx *ctx)
{
	if (ctx->fix || ctx->r.state.games == 0)
		return;
	fputs("<form class=\"entry undo\" method=\"post\" action=\"", f);
	entry_href(f, ctx, "/undo");
	fputs("\">\n", f);
	hidden(f, ctx, ctx->undo_token);
	fputs("<button type=\"submit\" id=\"undo\">", f);
	kl_html_text(f, kl_error_text("Take back the last game"));
	fputs("</button> <a href=\"", f);
	entry_href(f, ctx, "/fix");
	fputs("\">", f);
	kl_html_text(f, kl_error_text("Correct the last game"));
	fputs("</a>\n</form>\n", f);
}

/* Above the game form: a form for each player who may buy back now,
 * saying what it does. */
static void
buyback_forms(FILE *f, const entry_ctx *ctx)
{
	const kl_rubber *st = &ctx->r.state;
	int s;

	for (s = 0; s < ctx->r.row.nplayers; s++) {
		if (kl_rubber_buyback_refusal(st, s) != KL_BUYBACK_OK)
			continue;
		fputs("<form class=\"entry buyback\" method=\"post\" "
		      "action=\"", f);
		entry_href(f, ctx, "/buyback");
		fputs("\">\n", f);
		hidden(f, ctx, ctx->undo_token);
		fprintf(f, "<input type=\"hidden\" name=\"seat\" "
		        "value=\"%d\">\n<p>", s);
		kl_sv_say(f, kl_error_plural("%s may buy back: the total goes "
		          "to %d for %d chip into the pot.", "%s may buy back: "
		          "the total goes to %d for %d chips into the pot.",
		          (unsigned long)st->rules.buyback_cost),
		          ctx->r.row.names[s],
		          kl_rubber_buyback_total(st, s), st->rules.buyback_cost);
		fprintf(f, "</p>\n<button type=\"submit\" id=\"buyback%d\">",
		        s);
		kl_sv_say(f, kl_error_text("%s buys back"), ctx->r.row.names[s]);
		fputs("</button>\n</form>\n", f);
	}
}

/* Below the other forms, folded: a player leaves the rubber (a button
 * for each player in play). */
static void
leave_form(FILE *f, const entry_ctx *ctx)
{
	int s;

	fputs("<details class=\"leave\"><summary>", f);
	kl_html_text(f, kl_error_text("A player leaves the rubber"));
	fputs("</summary>\n<form class=\"entry\" method=\"post\" "
	      "action=\"", f);
	entry_href(f, ctx, "/leave");
	fputs("\">\n", f);
	hidden(f, ctx, ctx->undo_token);
	fputs("<p class=\"mute\">", f);
	kl_html_text(f, kl_error_text("A player who leaves keeps the total, "
	             "pays and receives nothing more, and plays no more games "
	             "of this rubber."));
	fputs("</p>\n", f);
	for (s = 0; s < ctx->r.row.nplayers; s++) {
		if (kl_rubber_leave_refusal(&ctx->r.state, s) != KL_LEAVE_OK)
			continue;
		fprintf(f, "<button type=\"submit\" name=\"seat\" "
		        "value=\"%d\" id=\"leave%d\">", s, s);
		kl_sv_say(f, kl_error_text("%s leaves"), ctx->r.row.names[s]);
		fputs("</button>\n", f);
	}
	fputs("</form>\n</details>\n", f);
}

/* The form that asks for a code (/enter). */
static void
code_form(FILE *f, const kl_serve_request *rq)
{
	fputs("<form class=\"entry\" method=\"get\" action=\"/enter\">\n", f);
	if (rq->lang_given)
		fprintf(f, "<input type=\"hidden\" name=\"lang\" value=\"%s\">\n",
		        kl_serve_lang_code(rq->lang));
	fputs("<label for=\"code\">", f);
	kl_html_text(f, kl_error_text("entry code"));
	fputs("</label>\n<input type=\"text\" id=\"code\" name=\"code\" "
	      "autocomplete=\"off\" autocapitalize=\"characters\" "
	      "spellcheck=\"false\" maxlength=\"64\">\n<button "
	      "type=\"submit\">", f);
	kl_html_text(f, kl_error_text("Open the table"));
	fputs("</button>\n</form>\n", f);
}

/* A paragraph of class cls (escaped text). */
static void
para(FILE *f, const char *cls, const char *text)
{
	fprintf(f, "<p class=\"%s\">", cls);
	kl_html_text(f, text);
	fputs("</p>\n", f);
}

/* The page of a code that opens nothing, too many wrong codes, or the
 * form to type one. */
static void
code_page(FILE *f, const entry_ctx *ctx, long wait)
{
	const kl_serve_request *rq = ctx->rq;
	char text[256];

	kl_sv_head(f, rq, kl_error_text("Enter results"), 0);
	fputs("<h1>", f);
	kl_html_text(f, kl_error_text("Enter results"));
	fputs("</h1>\n", f);
	if (wait > 0) {
		snprintf(text, sizeof(text), kl_error_plural("Too many wrong "
		         "codes came from this address: wait %ld second and try "
		         "again.", "Too many wrong codes came from this address: "
		         "wait %ld seconds and try again.", (unsigned long)wait),
		         wait);
		para(f, "refused", text);
	} else if (ctx->status == 404)
		para(f, "refused", kl_error_text("This code opens no rubber in "
		     "play."));
	else if (ctx->show_err)
		para(f, "refused", ctx->err.msg);
	para(f, "mute", kl_error_text("Type the entry code on the table's "
	     "sheet, or scan its QR code, to enter the table's games."));
	if (wait <= 0)
		code_form(f, rq);
	kl_sv_foot(f);
}

/* The page of the table of ctx. */
static void
table_page(FILE *f, const entry_ctx *ctx)
{
	char title[160];

	if (ctx->e.table > 0)
		snprintf(title, sizeof(title), kl_error_text("Table %d"),
		         ctx->e.table);
	else
		snprintf(title, sizeof(title), kl_error_text("Rubber %lld"),
		         (long long)ctx->e.rubber);
	kl_sv_head(f, ctx->rq, title, 0);
	fputs("<h1>", f);
	kl_html_text(f, title);
	fputs("</h1>\n", f);
	if (ctx->notice[0] != '\0')
		para(f, "booked", ctx->notice);
	if (ctx->show_err)
		para(f, "refused", ctx->err.msg);
	if (ctx->have_chart)
		kl_sv_rubber_parts(f, &ctx->c.hist);
	if (!ctx->have_rubber)
		para(f, "mute", kl_error_text("This table's rubber is over: "
		     "nothing more is entered with its code."));
	else if (ctx->r.state.phase != KL_RUBBER_IN_PLAY && !ctx->fix) {
		/* the game that ended it may still be taken back */
		para(f, "mute", kl_error_text("This table's rubber is over. "
		     "Its last game can still be taken back or corrected here; "
		     "no other game is booked with its code."));
		last_game_forms(f, ctx);
	} else {
		if (!ctx->fix)
			buyback_forms(f, ctx);
		game_form(f, ctx);
		last_game_forms(f, ctx);
		if (!ctx->fix)
			leave_form(f, ctx);
	}
	kl_sv_foot(f);
}

int
kl_serve_entry(const kl_serve_request *rq, const kl_serve_entry_in *in,
               kl_serve_reply *out)
{
	locale_t before = 0;
	entry_ctx *ctx;
	long wait = 0;
	kl_error e;
	FILE *f;

	out->body = NULL;
	out->len = 0;
	out->retry_after = 0;
	out->status = 500;
	if ((ctx = calloc(1, sizeof(*ctx))) == NULL)
		return out->status;
	ctx->rq = rq;
	ctx->in = in;
	ctx->status = 200;
	if (rq->locale != 0)
		before = uselocale(rq->locale);
	if (rq->code != NULL &&
	    (wait = kl_rate_wait(in->rate, in->client, in->now)) > 0) {
		ctx->status = 429;
		out->retry_after = wait;
	} else if (rq->code != NULL)
		run(ctx);
	/* the forms' tokens, given once the rubber is known */
	kl_error_clear(&e);
	if (ctx->have_rubber &&
	    (kl_form_token_give(in->tokens, ctx->e.rubber, in->now, ctx->token,
	                        &e) != KL_OK ||
	     kl_form_token_give(in->tokens, ctx->e.rubber, in->now,
	                        ctx->undo_token, &e) != KL_OK)) {
		ctx->err = e;
		ctx->show_err = 1;
		ctx->have_rubber = 0;
		ctx->status = 500;
	}
	f = open_memstream(&out->body, &out->len);
	if (f != NULL) {
		if (ctx->found)
			table_page(f, ctx);
		else
			code_page(f, ctx, wait);
		if (fclose(f) != 0 || out->body == NULL) {
			free(out->body);
			out->body = NULL;
			out->len = 0;
		} else
			out->status = ctx->status;
	}
	if (ctx->have_chart)
		kl_ops_chart_free(&ctx->c);
	if (before != 0)
		uselocale(before);
	memset(ctx, 0, sizeof(*ctx));
	free(ctx);
	return out->status;
}
