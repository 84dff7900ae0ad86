/*
 * kl_mgroup_int.h - what the group check (kl_mgroup.c) and the layoff
 * and exchange check (kl_mgplay.c) share; private to the two.
 */
#ifndef KL_MGROUP_INT_H
#define KL_MGROUP_INT_H

#include "kl_mgroup.h"

/* The kinds a group may be judged as: any (the best reading), or only
 * a set, or only a run (a meld on the table keeps its kind). */
enum { KL_MG_AS_ANY = 0, KL_MG_AS_SET, KL_MG_AS_RUN };

/*
 * kl_mg_judge with the kind forced (KL_MG_AS_*) and, with ordered 1, a
 * run read as typed: card i at the i-th place from the low end (or from
 * the high end: a run typed downwards), its jokers standing where they
 * lie.  Writes the verdict into *out.
 */
void kl_mg_judge_as(const kl_mg_rules *r, const kl_mg_group *g, int kind,
                    int ordered, kl_mg_verdict *out);

/* The name of card c as r's refusals write it (ASCII, German court
 * letters under cards = german) into buf (KL_CARD_NAME_MAX bytes);
 * returns buf. */
char *kl_mg_name(const kl_mg_rules *r, kl_card c, char *buf);

#endif
