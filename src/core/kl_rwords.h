/*
 * kl_rwords.h - the words of the house rules' values in the languages
 * klopf speaks.
 *
 * A rule's value is stored, exported and written as JSON in its English
 * word ("on", "left", "rotate": the canonical word of kl_rules.h).  People
 * read it in the language of the session ("ein", "links", "reihum" in
 * German) and may type it in either language whatever the session's
 * language.  The words are data (kl_rwords, one row per English word);
 * no German word is the English word of another value, so a typed word
 * means one value in every language.  docs/rules.md lists the words.
 */
#ifndef KL_RWORDS_H
#define KL_RWORDS_H

#include <stddef.h>

#include "kl_rules.h"

/* The languages of the value words. */
enum kl_lang { KL_LANG_EN = 0, KL_LANG_DE, KL_LANGS };

/* One value word: the canonical English word and its German word. */
typedef struct kl_rword {
	const char *en;
	const char *de;
} kl_rword;

extern const kl_rword kl_rwords[];
extern const size_t kl_nrwords;

/*
 * The language in which kl_rwords_show writes the words (KL_LANG_EN
 * until set; another value is ignored).  The command line sets it once,
 * first thing, from the language of its messages.
 */
void kl_rwords_set_lang(int lang);

/* The language kl_rwords_show writes in. */
int kl_rwords_lang(void);

/* The language whose code (as "de" or "en") a catalogue names, or
 * KL_LANG_EN for any other. */
int kl_rwords_lang_of(const char *code);

/*
 * The word for the canonical word en in language lang: en itself for
 * English, for a word that has no row (a number, a game's name) and for
 * a lang out of range.  Never NULL; the result is en or static text.
 */
const char *kl_rwords_in(const char *en, int lang);

/* kl_rwords_in(en, kl_rwords_lang()): the word people read. */
const char *kl_rwords_show(const char *en);

/*
 * The canonical word for a word typed in either language (any case):
 * the English word of the row whose English or German word it is, or
 * typed itself when no row has it.  Never NULL.
 */
const char *kl_rwords_canon(const char *typed);

/*
 * kl_rules_value_text of setting s in r in the session's language
 * (kl_rwords_show) into buf (size bytes); returns buf.  For people only:
 * storage, export and JSON take kl_rules_value_text.
 */
const char *kl_rules_value_shown(const kl_rules *r, const kl_setting *s,
                                 char *buf, size_t size);

#endif
