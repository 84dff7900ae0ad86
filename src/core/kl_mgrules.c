/* kl_mgrules.c - the rulings' defaults of the melding games
 * (kl_mgrules.h). */
#include "kl_mgrules.h"

#include <string.h>

void
kl_mg_rules_default(int game, int nplayers, kl_mg_rules *out)
{
	memset(out, 0, sizeof(*out));
	out->decks = 2;
	out->ace = KL_MG_ACE_BOTH;
	out->set_jokers = -1;
	switch (game) {
	case 1: /* Hungarian: 2 jokers for two players, 4 for three or four */
		out->jokers = nplayers <= 2 ? 2 : 4;
		out->set_jokers = 1;
		out->ace_low_open = 1;
		out->ace_high_open = 10;
		out->ace_set_open = 1;
		out->open_min = 51;
		out->final_discard = 1;
		out->hand_size = 14;
		out->ace_left = 10;
		out->joker_left = 20;
		break;
	case 2: /* Caloochi */
		out->jokers = 4;
		out->ace_low_open = out->ace_high_open = out->ace_set_open = 15;
		out->open_min = 51;
		out->out_min = 1;
		out->hand_size = 15;
		out->ace_left = 15;
		out->joker_left = 25;
		break;
	case 3: /* Rummy: one pack, no jokers, ace low, no minimum */
		out->decks = 1;
		out->ace = KL_MG_ACE_LOW;
		out->ace_low_open = out->ace_high_open = out->ace_set_open = 1;
		out->hand_size = nplayers <= 2 ? 10 : nplayers <= 4 ? 7 : 6;
		out->ace_left = 1;
		out->joker_left = 15;
		break;
	default: /* Rommé */
		out->jokers = 6;
		out->jokers_half = 1;
		out->ace_low_open = 1;
		out->ace_high_open = 11;
		out->ace_set_open = 11;
		out->open_min = 40;
		out->hand_size = 13;
		out->ace_left = 11;
		out->joker_left = 20;
		break;
	}
}
