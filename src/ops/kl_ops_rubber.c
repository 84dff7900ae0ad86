/* kl_ops_rubber.c - loading a rubber and looking things up in it
 * (kl_ops_rubber.h), and loading one by its id (kl_ops_int.h). */
#include "kl_ops_rubber.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_ops_int.h"
#include "kl_text.h"
#include "kl_store.h"

int
kl_ops_load(kl_store *s, int which, kl_ops_rubber *out, kl_error *err)
{
	kl_event *ev = NULL;
	kl_error why;
	int rc, n = 0;

	memset(out, 0, sizeof(*out));
	rc = which == KL_OPS_IN_PLAY ?
	    kl_store_rubber_in_play(s, &out->row, err) :
	    kl_store_rubber_latest(s, &out->row, err);
	if (rc == KL_ENOTFOUND) {
		rc = which == KL_OPS_IN_PLAY ?
		    kl_error_set(err, KL_ENOTFOUND, "no rubber is in play; "
		                 "start one with 'klopf new NAME NAME...'") :
		    kl_error_set(err, KL_ENOTFOUND, "no rubbers yet; start one "
		                 "with 'klopf new NAME NAME...'");
		goto done;
	}
	if (rc != KL_OK)
		goto done;
	if ((rc = kl_store_rubber_events(s, out->row.id, &ev, &n, err)))
		goto done;
	kl_error_clear(&why);
	if (kl_rubber_replay(&out->state, &out->row.rules, out->row.nplayers,
	                     ev, n, &why) != KL_OK) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not replay: "
		                  "%s", (long long)out->row.id, why.msg);
		goto done;
	}
	out->nevents = n;
	rc = KL_OK;
done:
	free(ev);
	return rc;
}

int
kl_ops_look(kl_store *s, int which, kl_ops_rubber *out, kl_error *err)
{
	int rc;

	if ((rc = kl_store_begin(s, 0, err)) == KL_OK &&
	    (rc = kl_ops_load(s, which, out, err)) == KL_OK)
		rc = kl_ops_trust_hands(s, out->row.id, err);
	kl_store_rollback(s);
	return rc;
}

void
kl_ops_table(const kl_ops_rubber *r, kl_game_table *out)
{
	int k;

	memset(out, 0, sizeof(*out));
	out->rules = r->state.rules;
	out->rubber = (long long)r->row.id;
	out->nplayers = r->row.nplayers;
	for (k = 0; k < r->row.nplayers; k++) {
		out->names[k] = r->row.names[k];
		out->out[k] = r->state.seat[k].out;
	}
	out->sitting_out = kl_rubber_sits_out(&r->state);
	if (out->sitting_out >= 0)
		out->out[out->sitting_out] = 1;
}

int
kl_ops_seat(const kl_ops_rubber *r, const char *name, int *seat,
            kl_error *err)
{
	const char *names[KL_PLAYERS_MAX];
	char quoted[KL_QUOTE_SIZE], all[KL_PLAYERS_MAX * 72];
	int k;

	for (k = 0; k < r->row.nplayers; k++) {
		names[k] = r->row.names[k];
		if (!strcasecmp(names[k], name)) {
			*seat = k;
			return KL_OK;
		}
	}
	kl_text_quote(name, KL_QUOTE_MAX, quoted, sizeof(quoted));
	kl_text_list(names, r->row.nplayers, all, sizeof(all));
	if (name[0] == '\0')
		return kl_error_set(err, KL_EINPUT, "the player's name is "
		                    "empty; rubber %lld is played by %s",
		                    (long long)r->row.id, all);
	k = kl_text_nearest(name, names, r->row.nplayers);
	if (k >= 0)
		return kl_error_set(err, KL_EINPUT, "%s does not play in rubber "
		    "%lld (%s); did you mean %s?", quoted, (long long)r->row.id,
		    all, names[k]);
	return kl_error_set(err, KL_EINPUT, "%s does not play in rubber %lld "
	    "(%s)", quoted, (long long)r->row.id, all);
}

int
kl_ops_load_id(kl_store *s, int64_t id, kl_ops_rubber *out, kl_error *err)
{
	kl_event *ev = NULL;
	kl_error why;
	int rc, n = 0;

	memset(out, 0, sizeof(*out));
	rc = kl_store_rubber_get(s, id, &out->row, err);
	if (rc == KL_ENOTFOUND) {
		rc = kl_error_set(err, KL_ENOTFOUND, "there is no rubber %lld "
		                  "(see klopf rubbers)", (long long)id);
		goto done;
	}
	if (rc != KL_OK ||
	    (rc = kl_store_rubber_events(s, id, &ev, &n, err)) != KL_OK)
		goto done;
	kl_error_clear(&why);
	if (kl_rubber_replay(&out->state, &out->row.rules, out->row.nplayers,
	                     ev, n, &why) != KL_OK) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not replay: "
		                  "%s", (long long)id, why.msg);
		goto done;
	}
	out->nevents = n;
	rc = KL_OK;
done:
	free(ev);
	return rc;
}
