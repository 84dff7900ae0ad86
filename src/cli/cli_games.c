/* cli_games.c - lists of the registry's games (cli_games.h). */
#include "cli_games.h"

#include <string.h>

#include "kl_mgrules.h"
#include "kl_rules.h"

/* Append name to the list in buf (len bytes so far), separated by ", ";
 * returns the new length, or len when it does not fit. */
static size_t
append(char *buf, size_t size, size_t len, const char *name)
{
	size_t sep = len > 0 ? 2 : 0, n = strlen(name);

	if (len + sep + n + 1 > size)
		return len;
	if (sep)
		memcpy(buf + len, ", ", sep);
	memcpy(buf + len + sep, name, n + 1);
	return len + sep + n;
}

char *
kl_games_list(kl_games_pick *pick, char *buf, size_t size)
{
	const kl_game_def *first = kl_gamedef_default();
	size_t len = 0, before;
	int g;

	buf[0] = '\0';
	if (pick(first))
		len = append(buf, size, len, first->name);
	for (g = 0; g < kl_gamedef_count(); g++) {
		const kl_game_def *def = kl_gamedef_by_id(g);
		if (def == first || !pick(def))
			continue;
		before = len;
		len = append(buf, size, len, def->name);
		if (len == before)
			break;
	}
	return buf;
}

int
kl_games_any(const kl_game_def *def)
{
	(void)def;
	return 1;
}

int
kl_games_checked(const kl_game_def *def)
{
	return def->check != KL_CHECK_NONE;
}

int
kl_games_counted(const kl_game_def *def)
{
	return def->deadwood != KL_CHECK_NONE;
}

int
kl_games_melding(const kl_game_def *def)
{
	return def->check == KL_CHECK_MELD || def->deadwood == KL_CHECK_MELD;
}

int
kl_games_redeal(const kl_game_def *def)
{
	kl_rules r;
	kl_mg_rules mg;

	if (!kl_games_melding(def))
		return 0;
	kl_rules_game_default(def->id, &r);
	kl_mg_rules_of(&r, &mg);
	return mg.redeal_claim;
}

void
kl_games_list_any(char *buf, size_t size)
{
	kl_games_list(kl_games_any, buf, size);
}

void
kl_games_list_checked(char *buf, size_t size)
{
	kl_games_list(kl_games_checked, buf, size);
}

void
kl_games_list_counted(char *buf, size_t size)
{
	kl_games_list(kl_games_counted, buf, size);
}

void
kl_games_list_melding(char *buf, size_t size)
{
	kl_games_list(kl_games_melding, buf, size);
}

void
kl_games_list_redeal(char *buf, size_t size)
{
	kl_games_list(kl_games_redeal, buf, size);
}

void
kl_profiles_list(char *buf, size_t size)
{
	size_t len = 0, before, i;

	buf[0] = '\0';
	for (i = 0; i < kl_nprofiles; i++) {
		before = len;
		len = append(buf, size, len, kl_profiles[i].name);
		if (len == before)
			break;
	}
}
