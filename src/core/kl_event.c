/* kl_event.c - the names of transfers and events (see kl_event.h). */
#include "kl_event.h"

#include <string.h>

const char *
kl_transfer_reason_name(int reason)
{
	static const char *const names[] = {
		"ante", "knock", "rummy", "buyback", "pot", "refund", "count",
		"rum", "undercut", "points", "game", "boxes", "shutout",
		"out", "u", "place", "mom"
	};

	if (reason < 0 || reason >= KL_XFER_REASONS)
		return "?";
	return names[reason];
}

static const char *const event_kind_names[] = {
	NULL, "game", "buyback", "abandon", "leave", "rules"
};

const char *
kl_event_kind_name(int k)
{
	if (k < KL_EVENT_GAME || k > KL_EVENT_RULES)
		return "?";
	return event_kind_names[k];
}

int
kl_event_kind_of(const char *name)
{
	int k;

	for (k = KL_EVENT_GAME; name != NULL && k <= KL_EVENT_RULES; k++)
		if (!strcmp(name, event_kind_names[k]))
			return k;
	return 0;
}
