/* cli_decl.c - declarations read and written (see cli_decl.h). */
#include "cli_decl.h"

#include <string.h>
#include <strings.h>

#include "cli.h"
#include "kl_utf8.h"

int
kl_cli_is_word(const char *s, const char *en)
{
	const char *tr = _(en);

	return !strcasecmp(s, en) || !strcasecmp(s, tr) ||
	       kl_utf8_same_word(s, tr);
}

/* Is s one of the NULL-terminated words (kl_cli_is_word)? */
static int
one_of(const char *s, const char *const *words)
{
	int i;

	for (i = 0; words != NULL && words[i] != NULL; i++)
		if (kl_cli_is_word(s, words[i]))
			return 1;
	return 0;
}

int
kl_cli_decl_parse(const char *s)
{
	static const int order[] = { KL_VERDICT_KNOCK, KL_VERDICT_RUMMY,
	                             KL_VERDICT_BIG_GIN };
	int g, i, k;

	/* the same verdict's answers are the same in every game; look
	 * them up verdict by verdict, in the order of the game that first
	 * has each */
	for (k = 0; k < (int)(sizeof(order) / sizeof(order[0])); k++)
		for (g = 0; g < kl_gamedef_count(); g++) {
			const kl_game_def *def = kl_gamedef_by_id(g);
			for (i = 0; i < def->ndecls; i++)
				if (def->decls[i]->verdict == order[k] &&
				    one_of(s, def->decls[i]->answers))
					return order[k];
		}
	return -1;
}

const kl_decl *
kl_cli_decl_option(const char *option)
{
	const kl_decl *d;
	int g;

	for (g = 0; g < kl_gamedef_count(); g++)
		if ((d = kl_gamedef_decl_option(kl_gamedef_by_id(g),
		                                option)) != NULL)
			return d;
	return NULL;
}

int
kl_cli_decl_given(const kl_cli *cli, const kl_opt *opts, int nopts,
                  const kl_decl **d, int *index)
{
	const kl_decl *o;
	int i, n = 0;

	*d = NULL;
	*index = -1;
	for (i = 0; i < nopts; i++) {
		if (!kl_cli_opt(cli, i)->count ||
		    (o = kl_cli_decl_option(opts[i].name)) == NULL)
			continue;
		n += kl_cli_opt(cli, i)->count;
		*d = o;
		*index = i;
	}
	return n;
}

const kl_decl *
kl_cli_decl_alone(const kl_game_def *def, const char *s)
{
	int i;

	for (i = 0; i < def->ndecls; i++)
		if (one_of(s, def->decls[i]->alone))
			return def->decls[i];
	return NULL;
}

/* 1 when d's sentences name the declarer. */
static int
named(const kl_decl *d)
{
	return !(d->flags & KL_DECL_NO_DECLARER);
}

void
kl_cli_decl_headline(FILE *f, const kl_decl *d, int number, long long rubber,
                     const char *who, const char *dealer)
{
	if (d == NULL || d->headline == NULL)
		return;
	if (named(d))
		fprintf(f, _(d->headline), number, rubber, who, dealer);
	else
		fprintf(f, _(d->headline), number, rubber, dealer);
}

void
kl_cli_decl_look(FILE *f, const kl_decl *d, int number, const char *who,
                 const char *dealer)
{
	if (d == NULL || d->look == NULL)
		return;
	if (named(d))
		fprintf(f, _(d->look), number, who, dealer);
	else
		fprintf(f, _(d->look), number, dealer);
}

void
kl_cli_decl_fixed(FILE *f, const kl_decl *d, int number, const char *who)
{
	if (d == NULL || d->fixed == NULL)
		return;
	if (named(d))
		fprintf(f, _(d->fixed), number, who);
	else
		fprintf(f, _(d->fixed), number);
}

void
kl_cli_decl_change(FILE *f, const kl_decl *d, const char *who)
{
	if (d == NULL || d->change == NULL)
		return;
	if (named(d))
		fprintf(f, _(d->change), who);
	else
		fputs(_(d->change), f);
}

void
kl_cli_decl_mark(FILE *f, const kl_decl *d, int deadwood)
{
	if (d != NULL && d->mark != NULL)
		fprintf(f, _(d->mark), deadwood);
}

const char *
kl_cli_decl_phrase(const kl_decl *d, const char *who, char *buf, size_t size)
{
	buf[0] = '\0';
	if (d != NULL && named(d))
		snprintf(buf, size, _(d->phrase), who);
	else if (d != NULL)
		snprintf(buf, size, "%s", _(d->phrase));
	return buf;
}

const char *
kl_cli_decl_brief(const kl_decl *d, const char *who, char *buf, size_t size)
{
	buf[0] = '\0';
	if (d != NULL && named(d))
		snprintf(buf, size, _(d->brief), who);
	else if (d != NULL)
		snprintf(buf, size, "%s", _(d->brief));
	return buf;
}
