/* rules_text.c - rules for the tests, written as text (rules_text.h). */
#include "rules_text.h"

#include <stdio.h>
#include <string.h>

int
rt_rules_of(const char *text, kl_rules *r, kl_error *err)
{
	char buf[128], *word, *save = NULL;
	int rc, first = 1;

	snprintf(buf, sizeof(buf), "%s", text);
	for (word = strtok_r(buf, " ", &save); word != NULL;
	     word = strtok_r(NULL, " ", &save)) {
		rc = first ? kl_rules_profile(word, r, err) :
		             kl_rules_set_pair(r, word, err);
		if (rc != KL_OK)
			return rc;
		first = 0;
	}
	if (first)
		return kl_error_set(err, KL_EINPUT, "no profile in \"%s\"",
		                    text);
	return kl_rules_validate(r, err);
}
