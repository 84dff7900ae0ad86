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
	out->game = KL_GAME_ROMME + (game >= 1 && game <= 3 ? game : 0);
	out->layoff_opened = 1;
	switch (game) {
	case 1: /* Hungarian: 2 jokers for two players, 4 for three or four */
		out->jokers = nplayers <= 2 ? 2 : 4;
		out->set_jokers = 1;
		out->redeal_claim = 1;
		out->exchange_opened = 1;
		out->exchange_opened_by = "joker_exchange=on";
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
		out->exchange = KL_MG_EXCHANGE_NAMED;
		out->exchange_keeps = 1;
		out->exchange_opened_by = "exchange_needs_opening=on";
		break;
	case 3: /* Rummy: one pack, no jokers, ace low, no minimum */
		out->decks = 1;
		out->ace = KL_MG_ACE_LOW;
		out->ace_low_open = out->ace_high_open = out->ace_set_open = 1;
		out->hand_size = nplayers <= 2 ? 10 : nplayers <= 4 ? 7 : 6;
		out->layoff_opened = 0;
		out->layoff_opened_by = "layoff_after_opening=on";
		out->layoff_opening_turn = 1;
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
		out->exchange = KL_MG_EXCHANGE_COMPLETE_SET;
		out->exchange_opened = 1;
		break;
	}
}

void
kl_mg_rules_of(const kl_rules *r, kl_mg_rules *out)
{
	int game = r->game - KL_GAME_ROMME;

	if (!KL_GAME_IS_MG(r->game)) {
		kl_mg_rules_default(0, 4, out);
		return;
	}
	kl_mg_rules_default(game, 4, out);
	out->decks = r->decks;
	out->jokers = r->jokers < 0 ? 4 : r->jokers;
	out->ace = r->ace;
	out->jokers_half = r->meld_jokers == 1;
	out->set_jokers = r->set_jokers;
	out->set_any_suits = r->game == KL_GAME_CALOOCHI && r->set_suits == 1;
	out->final_discard = r->final_discard;
	out->hand_size = r->hand_size < 0 ? 10 : r->hand_size;
	out->joker_left = r->joker_left;
	out->per_card = r->per_card;
	out->style = kl_rules_card_style(r);
	if (r->game == KL_GAME_RUMMY) {
		int ace = r->ace_left >= 0 ? r->ace_left :
		          r->ace == KL_MG_ACE_CORNER ? 11 : 1;
		out->ace_left = ace;
		out->ace_low_open = out->ace_high_open = out->ace_set_open = ace;
		out->open_min = 0;
		out->out_min = 0;
		out->exchange = KL_MG_EXCHANGE_NONE;
		out->layoff_opened = r->layoff_after_opening;
		return;
	}
	out->layoff_opening_turn = r->layoff_in_opening_turn;
	out->ace_left = r->ace_left;
	out->ace_low_open = r->ace_low_open;
	out->ace_high_open = r->ace_high_open;
	out->ace_set_open = r->ace_set_open;
	out->open_min = r->open_min;
	out->out_min = r->out_min;
	if (r->game == KL_GAME_ROMME)
		out->exchange = r->exchange == 1 ? KL_MG_EXCHANGE_MISSING_SUIT :
		                KL_MG_EXCHANGE_COMPLETE_SET;
	else if (r->game == KL_GAME_HUNGARIAN)
		out->exchange = r->joker_exchange ? KL_MG_EXCHANGE_COMPLETE_SET :
		                KL_MG_EXCHANGE_NONE;
	else {
		out->exchange_opened = r->exchange_needs_opening;
		out->exchange_others = r->exchange_from == 1;
	}
	if (out->jokers == 0)
		out->exchange = KL_MG_EXCHANGE_NONE;
}
