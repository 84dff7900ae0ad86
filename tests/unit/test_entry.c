/*
 * test_entry.c - entry codes and entering from a table (kl_code.h,
 * kl_ops_entry.h) against databases in memory: codes written and read
 * back, the code that opens a rubber (typed any way people type it), a
 * wrong one, one of a rubber abandoned or finished (refused), one
 * replaced by a new one, a tournament's tables; a game, a correction
 * and an undo entered with a code, the same in the database as through
 * `klopf game`, and refused when another writer came first.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_code.h"
#include "kl_ops.h"
#include "kl_store.h"

#define KNOCK_ANNA "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
#define BEN "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
#define CLARA "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"

static kl_store *
open_memory(void)
{
	kl_store *s = NULL;
	kl_error err;

	/* one clock for every write: two databases booked alike hold the
	 * same rows */
	setenv("KLOPF_NOW", "2026-11-27T20:00:00Z", 1);
	assert_int_equal(kl_ops_db_open(":memory:", KL_STORE_WRITE, &s, &err),
	                 KL_OK);
	return s;
}

static void
start3(kl_store *s)
{
	const char *names[3] = { "Anna", "Ben", "Clara" };
	kl_ops_start_result res;
	kl_error err;

	assert_int_equal(kl_ops_start(s, NULL, names, 3, &res, &err), KL_OK);
}

/* ---- the code as text ---- */

static void
test_code_text(void **state)
{
	static const struct {
		uint8_t raw[KL_CODE_BYTES];
		const char *text;
	} rows[] = {
		{ .raw = { 0 }, .text = "0000-0000-0000-0000" },
		{ .raw = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		           0xff }, .text = "ZZZZ-ZZZZ-ZZZZ-ZZZZ" },
		/* 00001 00010 00011 ... : 1 2 3 ... as base32 digits */
		{ .raw = { 0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x96, 0xc6, 0xb9,
		           0xf0 }, .text = "1234-5678-9ABC-DEFG" },
	};
	char text[KL_CODE_TEXT_MAX];
	uint8_t back[KL_CODE_BYTES];
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		assert_string_equal(kl_code_format(rows[i].raw, text),
		                    rows[i].text);
		assert_int_equal(kl_code_parse(text, back, &err), KL_OK);
		assert_memory_equal(back, rows[i].raw, KL_CODE_BYTES);
	}
}

static void
test_code_typed(void **state)
{
	static const struct {
		const char *typed;
		int rc;
		const char *same_as;   /* KL_OK: reads as this code */
		const char *msg;       /* else: the sentence */
	} rows[] = {
		{ "1234-5678-9ABC-DEFG", KL_OK, "1234-5678-9ABC-DEFG", NULL },
		{ "1234 5678 9abc defg", KL_OK, "1234-5678-9ABC-DEFG", NULL },
		{ "123456789ABCDEFG", KL_OK, "1234-5678-9ABC-DEFG", NULL },
		/* I and L read as 1, O as 0 */
		{ "I234-5678-9ABC-DEFG", KL_OK, "1234-5678-9ABC-DEFG", NULL },
		{ "l234-5678-9ABC-DEFG", KL_OK, "1234-5678-9ABC-DEFG", NULL },
		{ "oooo-0000-0000-0000", KL_OK, "0000-0000-0000-0000", NULL },
		{ "1234-5678-9ABC-DEF", KL_EINPUT, NULL,
		  "an entry code has 16 characters (not counting dashes), "
		  "not 15" },
		{ "1234-5678-9ABC-DEFGH", KL_EINPUT, NULL,
		  "an entry code has 16 characters (not counting dashes), "
		  "not 17" },
		{ "", KL_EINPUT, NULL,
		  "an entry code has 16 characters (not counting dashes), "
		  "not 0" },
		{ "1234-5678-9ABC-DEFU", KL_EINPUT, NULL,
		  "an entry code is made of digits and the letters A to Z "
		  "without I, L, O and U; this text has other characters" },
		{ "1234-5678-9ABC-DEF\xc3\xa9", KL_EINPUT, NULL,
		  "an entry code is made of digits and the letters A to Z "
		  "without I, L, O and U; this text has other characters" },
		{ "1234-5678-9ABC-DE<script>", KL_EINPUT, NULL,
		  "an entry code is made of digits and the letters A to Z "
		  "without I, L, O and U; this text has other characters" },
		{ "1111111111111111111111111111111111111111111111111111111111111"
		  "11111", KL_EINPUT, NULL, "an entry code has 16 characters; "
		  "this text is too long to be one" },
	};
	uint8_t raw[KL_CODE_BYTES], want[KL_CODE_BYTES];
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		kl_error_clear(&err);
		assert_int_equal(kl_code_parse(rows[i].typed, raw, &err),
		                 rows[i].rc);
		if (rows[i].rc == KL_OK) {
			assert_int_equal(kl_code_parse(rows[i].same_as, want,
			                               NULL), KL_OK);
			assert_memory_equal(raw, want, KL_CODE_BYTES);
		} else {
			assert_string_equal(err.msg, rows[i].msg);
		}
	}
	assert_int_equal(kl_code_parse(NULL, raw, &err), KL_EINPUT);
}

static void
test_code_equal(void **state)
{
	static const struct {
		const char *a, *b;
		int equal;
	} rows[] = {
		{ "abcdefghij", "abcdefghij", 1 },
		{ "abcdefghij", "Abcdefghij", 0 },
		{ "abcdefghij", "abcdefghiJ", 0 },
		{ "abcdefghij", "zzzzzzzzzz", 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		assert_int_equal(kl_code_equal((const uint8_t *)rows[i].a,
		                 (const uint8_t *)rows[i].b, KL_CODE_BYTES),
		                 rows[i].equal);
}

/* ---- finding the rubber of a code ---- */

/* The code text with its character at position at (counting dashes)
 * replaced by another of the alphabet. */
static void
one_wrong(const char *code, int at, char *out)
{
	strcpy(out, code);
	out[at] = out[at] == '7' ? '8' : '7';
}

static void
lowered(const char *code, char *out)
{
	size_t i, o = 0;

	for (i = 0; code[i] != '\0'; i++)
		if (code[i] != '-')
			out[o++] = (char)(code[i] >= 'A' && code[i] <= 'Z' ?
			                  code[i] - 'A' + 'a' : code[i]);
	out[o] = '\0';
}

static void
test_find(void **state)
{
	enum typed { RIGHT, LOWER, WRONG_FIRST, WRONG_LAST, MALFORMED, OLD,
	             NEW };
	static const struct {
		const char *what;
		enum typed typed;
		int rc;
	} before[] = {
		{ "the code", RIGHT, KL_OK },
		{ "lower case without dashes", LOWER, KL_OK },
		{ "the first character wrong", WRONG_FIRST, KL_ENOTFOUND },
		{ "the last character wrong", WRONG_LAST, KL_ENOTFOUND },
		{ "no code at all", MALFORMED, KL_EINPUT },
	}, renewed[] = {
		{ "the old code after --new", OLD, KL_ENOTFOUND },
		{ "the new code", NEW, KL_OK },
	};
	kl_store *s = open_memory();
	kl_ops_code_result c, again, fresh;
	kl_ops_abandon_result ab;
	kl_ops_undo_result u;
	kl_ops_entry e;
	kl_error err;
	char typed[64];
	size_t i;

	(void)state;
	start3(s);
	assert_int_equal(kl_ops_code(s, 0, &c, &err), KL_OK);
	assert_int_equal(c.rubber, 1);
	assert_int_equal(c.renewed, 0);
	assert_int_equal(strlen(c.code), 19);
	/* shown again: the same */
	assert_int_equal(kl_ops_code(s, 0, &again, &err), KL_OK);
	assert_string_equal(again.code, c.code);
	for (i = 0; i < sizeof(before) / sizeof(before[0]); i++) {
		switch (before[i].typed) {
		case LOWER: lowered(c.code, typed); break;
		case WRONG_FIRST: one_wrong(c.code, 0, typed); break;
		case WRONG_LAST: one_wrong(c.code, 18, typed); break;
		case MALFORMED: strcpy(typed, "table 1"); break;
		default: strcpy(typed, c.code); break;
		}
		kl_error_clear(&err);
		if (kl_ops_entry_find(s, typed, &e, &err) != before[i].rc)
			fail_msg("%s: %s", before[i].what, err.msg);
		if (before[i].rc == KL_OK) {
			assert_int_equal(e.rubber, 1);
			assert_int_equal(e.table, 0);
		} else if (before[i].rc == KL_ENOTFOUND) {
			assert_string_equal(err.msg, "no table has this entry "
			    "code; check it on the table's sheet, or ask for "
			    "the new one if it was renewed");
		}
	}
	/* --new: the old code opens nothing at once */
	assert_int_equal(kl_ops_code(s, 1, &fresh, &err), KL_OK);
	assert_int_equal(fresh.renewed, 1);
	assert_string_not_equal(fresh.code, c.code);
	for (i = 0; i < sizeof(renewed) / sizeof(renewed[0]); i++) {
		kl_error_clear(&err);
		assert_int_equal(kl_ops_entry_find(s, renewed[i].typed == OLD ?
		                 c.code : fresh.code, &e, &err), renewed[i].rc);
	}
	/* a rubber that is over: its code is refused, and says why */
	assert_int_equal(kl_ops_abandon(s, &ab, &err), KL_OK);
	assert_int_equal(kl_ops_entry_find(s, fresh.code, &e, &err), KL_ERULE);
	assert_string_equal(err.msg, "rubber 1 of this entry code is over; "
	                    "nothing more can be entered with it");
	assert_int_equal(kl_ops_code(s, 0, &again, &err), KL_ENOTFOUND);
	assert_string_equal(err.msg, "no rubber is in play, so there is no "
	                    "entry code; a rubber's code opens it only while "
	                    "it is in play");
	/* undo puts it in play again, with the code it had */
	assert_int_equal(kl_ops_undo(s, &u, &err), KL_OK);
	assert_int_equal(kl_ops_entry_find(s, fresh.code, &e, &err), KL_OK);
	kl_store_close(s);
}

/* The one game of a series at table x of four (Rommé: the dealer, seat
 * 1, sits out; seat 2 goes out), booked with klopf --table N: its rubber
 * is finished after it. */
static void
play_table(kl_store *s, const kl_tourn_table *x)
{
	char h2[KL_NAME_MAX + 8], h3[KL_NAME_MAX + 8];
	const char *hands[2] = { h2, h3 };
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_error err;

	assert_non_null(g);
	assert_int_equal(x->nseats, 4);
	snprintf(h2, sizeof(h2), "%s=10", x->names[2]);
	snprintf(h3, sizeof(h3), "%s=20", x->names[3]);
	assert_int_equal(kl_ops_select_table(s, x->number, &err), KL_OK);
	if (kl_ops_game(s, x->names[1], KL_VERDICT_RUMMY, 2, hands, g,
	                &err) != KL_OK)
		fail_msg("table %d's game: %s", x->number, err.msg);
	assert_int_equal(g->after.state.phase, KL_RUBBER_FINISHED);
	free(g);
}

static void
test_tournament_tables(void **state)
{
	const char *names[8] = { "Anna", "Ben", "Clara", "Dora", "Emil",
	                         "Fritz", "Gerti", "Hans" };
	char codes[KL_TOURN_PLAYERS_MAX][KL_CODE_TEXT_MAX];
	char code1[KL_CODE_TEXT_MAX];
	kl_store *s = open_memory();
	kl_ops_draw_result *d = calloc(1, sizeof(*d));
	kl_tourn_settings t;
	kl_ops_code_result c;
	kl_ops_entry e;
	kl_error err;
	int64_t id;
	int k;

	(void)state;
	assert_non_null(d);
	kl_tourn_defaults(KL_GAME_ROMME, &t);
	/* a series of one game: a table's rubber is over after it */
	t.games = 1;
	assert_int_equal(kl_ops_tourn_new(s, "Club", &t, names, NULL, 8, &id,
	                                  &err), KL_OK);
	assert_int_equal(kl_ops_tourn_draw(s, id, 1, 7, d, &err), KL_OK);
	assert_true(d->ntables >= 2);
	assert_int_equal(kl_ops_entry_codes(s, d->rubber, d->ntables, codes,
	                                    &err), KL_OK);
	for (k = 0; k < d->ntables; k++) {
		/* each table's code opens that table, and no other */
		assert_int_equal(kl_ops_entry_find(s, codes[k], &e, &err),
		                 KL_OK);
		assert_int_equal(e.rubber, d->rubber[k]);
		assert_int_equal(e.tournament, id);
		assert_int_equal(e.series, 1);
		assert_int_equal(e.table, k + 1);
		if (k > 0)
			assert_string_not_equal(codes[k], codes[k - 1]);
		/* klopf --table N code shows the same */
		assert_int_equal(kl_ops_select_table(s, k + 1, &err), KL_OK);
		assert_int_equal(kl_ops_code(s, 0, &c, &err), KL_OK);
		assert_string_equal(c.code, codes[k]);
		assert_int_equal(c.table, k + 1);
	}
	/* table 1 plays its one game: its rubber is finished, and its
	 * code opens it only to take that game back or correct it, until
	 * nothing more can be (the tournament ended); table 2's still
	 * opens table 2 */
	play_table(s, &d->t.tables[0]);
	snprintf(code1, sizeof(code1), "%s", codes[0]);
	assert_int_equal(kl_ops_entry_find(s, code1, &e, &err), KL_OK);
	assert_int_equal(e.table, 1);
	assert_int_equal(e.over, 1);
	assert_int_equal(kl_ops_entry_find(s, codes[1], &e, &err), KL_OK);
	assert_int_equal(e.table, 2);
	assert_int_equal(e.over, 0);
	/* the sheet shows no code for a table that is over */
	assert_int_equal(kl_ops_entry_codes(s, d->rubber, d->ntables, codes,
	                                    &err), KL_OK);
	assert_string_equal(codes[0], "");
	assert_int_equal(strlen(codes[1]), 19);
	/* table 2 plays, the tournament ends: table 1's code is refused */
	play_table(s, &d->t.tables[1]);
	{
		kl_tourn_row *ended = calloc(1, sizeof(*ended));
		assert_non_null(ended);
		if (kl_ops_tourn_end(s, id, ended, &err) != KL_OK)
			fail_msg("the tournament's end: %s", err.msg);
		kl_tourn_row_free(ended);
		free(ended);
	}
	assert_int_equal(kl_ops_entry_find(s, code1, &e, &err), KL_ERULE);
	assert_int_equal(e.table, 1);
	kl_tourn_row_free(&d->t);
	free(d);
	kl_store_close(s);
}

/* ---- entering ---- */

/* The rows a game leaves, as text: every column of the tables a
 * booking writes. */
static char *
booked_rows(kl_store *s)
{
	static const char *const tables[] = { "event", "game", "hand",
	                                      "chip_transfer", "pot_winner" };
	sqlite3 *db = kl_store_sqlite(s);
	size_t len = 0, i;
	char *out = calloc(1, 1 << 16), sql[96];
	sqlite3_stmt *st;
	int c;

	assert_non_null(out);
	for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++) {
		snprintf(sql, sizeof(sql), "SELECT * FROM %s ORDER BY 1, 2",
		         tables[i]);
		assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &st, NULL),
		                 SQLITE_OK);
		while (sqlite3_step(st) == SQLITE_ROW) {
			len += (size_t)snprintf(out + len, (1 << 16) - len, "%s:",
			                        tables[i]);
			for (c = 0; c < sqlite3_column_count(st); c++) {
				const unsigned char *v = sqlite3_column_text(st, c);
				len += (size_t)snprintf(out + len, (1 << 16) - len,
				                        " %s", v ? (const char *)v :
				                        "NULL");
			}
			len += (size_t)snprintf(out + len, (1 << 16) - len, "\n");
		}
		sqlite3_finalize(st);
	}
	return out;
}

/* Find the code of the rubber in play of s and look at its rubber. */
static void
open_entry(kl_store *s, kl_ops_entry *e, uint64_t *stamp)
{
	kl_ops_code_result c;
	kl_ops_rubber *r = malloc(sizeof(*r));
	kl_error err;

	assert_non_null(r);
	assert_int_equal(kl_ops_code(s, 0, &c, &err), KL_OK);
	assert_int_equal(kl_ops_entry_find(s, c.code, e, &err), KL_OK);
	assert_int_equal(kl_ops_entry_look(s, e, r, &err), KL_OK);
	*stamp = kl_ops_entry_stamp(r);
	free(r);
}

static void
test_entry_game_same(void **state)
{
	/* games, each entered with the code in one database and with
	 * `klopf game` in the other */
	static const struct {
		const char *declarer;
		int kind;
		const char *hands[3];
	} games[] = {
		{ "Anna", KL_VERDICT_KNOCK, { KNOCK_ANNA, BEN, CLARA } },
		{ "Ben", KL_VERDICT_KNOCK, { "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S",
		                              "Anna=30", "Clara=40" } },
		{ "Anna", KL_VERDICT_KNOCK, { KNOCK_ANNA, "Ben=20",
		                              "Clara=40" } },
	};
	kl_store *direct = open_memory(), *entered = open_memory();
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_entry e;
	kl_error err;
	uint64_t stamp;
	char *a, *b;
	size_t i;

	(void)state;
	assert_non_null(g);
	start3(direct);
	start3(entered);
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		kl_error_clear(&err);
		if (kl_ops_game(direct, games[i].declarer, games[i].kind, 3,
		                games[i].hands, g, &err) != KL_OK)
			fail_msg("game %zu: %s", i + 1, err.msg);
		open_entry(entered, &e, &stamp);
		if (kl_ops_entry_game(entered, &e, stamp, games[i].declarer,
		                      games[i].kind, -1, 3, games[i].hands, g,
		                      &err) != KL_OK)
			fail_msg("entered game %zu: %s", i + 1, err.msg);
		assert_int_equal(g->number, (int)i + 1);
		assert_int_equal(g->after.nevents, (int)i + 1);
	}
	a = booked_rows(direct);
	b = booked_rows(entered);
	assert_true(strlen(a) > 100);
	assert_string_equal(a, b);
	free(a);
	free(b);
	free(g);
	kl_store_close(direct);
	kl_store_close(entered);
}

static void
test_entry_stale(void **state)
{
	const char *hands[3] = { KNOCK_ANNA, BEN, CLARA };
	const char *fixed[1] = { "Ben=25" };
	kl_store *s = open_memory();
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_fix_result *f = malloc(sizeof(*f));
	kl_ops_rubber *now = malloc(sizeof(*now));
	kl_ops_undo_result u;
	kl_ops_entry e;
	kl_error err;
	uint64_t stamp, later;

	(void)state;
	assert_non_null(g);
	assert_non_null(f);
	assert_non_null(now);
	start3(s);
	open_entry(s, &e, &stamp);
	/* nothing to correct yet */
	assert_int_equal(kl_ops_entry_fix(s, &e, stamp, NULL, -1, 1, fixed,
	                                  f, &err), KL_EINPUT);
	assert_string_equal(err.msg, "rubber 1 has no game yet; there is "
	                    "nothing to correct");
	/* the laptop books a game first: the phone's is refused, with the
	 * standings as they are now */
	assert_int_equal(kl_ops_game(s, "Anna", KL_VERDICT_KNOCK, 3, hands, g,
	                             &err), KL_OK);
	assert_int_equal(kl_ops_entry_game(s, &e, stamp, "Anna",
	                 KL_VERDICT_KNOCK, -1, 3, hands, g, &err), KL_ESTALE);
	assert_string_equal(err.msg, "rubber 1 changed since this table last "
	                    "looked at it (another klopf or another phone "
	                    "booked or took back something); nothing was "
	                    "booked");
	assert_int_equal(g->after.nevents, 1);
	/* the check alone, as the server makes it before reading a form
	 * against the rubber: stale, with the rubber as it is now */
	assert_int_equal(kl_ops_entry_seen(s, &e, stamp, now, 0, &err),
	                 KL_ESTALE);
	assert_string_equal(err.msg, "rubber 1 changed since this table last "
	                    "looked at it (another klopf or another phone "
	                    "booked or took back something); nothing was "
	                    "changed");
	assert_int_equal(now->nevents, 1);
	assert_int_equal(kl_ops_entry_seen(s, &e, kl_ops_entry_stamp(now), now,
	                                   1, &err), KL_OK);
	assert_int_equal(kl_ops_entry_undo(s, &e, stamp, &u, &err), KL_ESTALE);
	assert_int_equal(u.before.nevents, 1);
	assert_int_equal(kl_ops_entry_fix(s, &e, stamp, NULL, -1, 1, fixed, f,
	                                  &err), KL_ESTALE);
	assert_int_equal(f->after.nevents, 1);
	/* looked at again: the correction of the last game goes through */
	open_entry(s, &e, &stamp);
	assert_int_equal(kl_ops_entry_fix(s, &e, stamp, NULL, -1, 1, fixed, f,
	                                  &err), KL_OK);
	assert_int_equal(f->number, 1);
	/* the correction changed the rubber: the stamp before it is stale */
	open_entry(s, &e, &later);
	assert_true(later != stamp);
	assert_int_equal(kl_ops_entry_undo(s, &e, stamp, &u, &err), KL_ESTALE);
	/* the undo takes the correction back, then the game */
	assert_int_equal(kl_ops_entry_undo(s, &e, later, &u, &err), KL_OK);
	assert_int_equal(u.correction, 1);
	open_entry(s, &e, &stamp);
	assert_int_equal(kl_ops_entry_undo(s, &e, stamp, &u, &err), KL_OK);
	assert_int_equal(u.correction, 0);
	assert_int_equal(u.undone.number, 1);
	free(g);
	free(f);
	free(now);
	kl_store_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_code_text),
		cmocka_unit_test(test_code_typed),
		cmocka_unit_test(test_code_equal),
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_tournament_tables),
		cmocka_unit_test(test_entry_game_same),
		cmocka_unit_test(test_entry_stale),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
