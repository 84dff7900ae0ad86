/*
 * rules_text.h - rules for the tests, written as text.
 */
#ifndef RULES_TEXT_H
#define RULES_TEXT_H

#include "kl_error.h"
#include "kl_rules.h"

/*
 * Fill r from text: a profile name, then any "key=value" settings
 * separated by spaces, e.g. "viennese jokers=4" (at most 127 bytes).
 * The rules must validate.  Returns KL_OK, or an error code with err
 * saying why (an empty text, an unknown profile or setting, rules that
 * do not validate).  Nothing to free.
 */
int rt_rules_of(const char *text, kl_rules *r, kl_error *err);

#endif
