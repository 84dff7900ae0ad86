/*
 * cli_locale.h - the user's language: every message, question, table
 * heading and help text is looked up in the catalogue of the language of
 * LC_ALL / LC_MESSAGES / LANG (gettext, text domain "klopf"); English
 * when there is none.  Machine output (JSON, CSV, export) never changes
 * with the language.
 */
#ifndef KL_CLI_LOCALE_H
#define KL_CLI_LOCALE_H

/*
 * Set the locale from the environment (LC_NUMERIC stays "C"), find the
 * catalogues (the build tree's, else the installed ones: no environment
 * variable needed) and have kl_error_set translate the messages of every
 * module.  Call once, first thing in main.
 */
void kl_cli_locale_init(void);

/* The decimal separator of money people read: "." or, in German, ",". */
const char *kl_cli_decimal(void);

#endif
