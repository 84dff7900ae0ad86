/*
 * kl_store.h - the database.  The only module that touches SQLite.
 *
 * A kl_store is an open database connection (opaque).  Every function
 * returns KL_OK or an error code with a message in err: KL_ESTORE when the
 * database fails, KL_EBUSY when another process holds it longer than the
 * busy timeout, KL_ENOTFOUND when the thing asked for does not exist.
 *
 * Writes happen inside kl_store_begin(s, 1) ... kl_store_commit(s); a
 * command that fails calls kl_store_rollback and leaves the database as it
 * was.  Text returned through out-structs is copied into them; nothing
 * returned needs freeing unless a function says so.
 */
#ifndef KL_STORE_H
#define KL_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"
#include "kl_record.h"
#include "kl_rubber.h"
#include "kl_rules.h"

typedef struct kl_store kl_store;

#define KL_PATH_MAX 4096

/* How long a connection waits for another process's write lock unless
 * its settings say otherwise (milliseconds), and the longest it may. */
#define KL_STORE_BUSY_TIMEOUT_MS 5000
#define KL_STORE_BUSY_TIMEOUT_MAX 3600000L

/*
 * What a connection is told from outside rather than deciding itself
 * (the layer above reads the environment and fills it in).
 */
typedef struct kl_store_config {
	long busy_timeout_ms;  /* wait for a write lock (0 and up) */
	long max_pages;        /* for tests, the most pages the database may
	                          grow to (a full disk); 0 for no limit */
	char now[64];          /* the time writes record when no clock is
	                          set (kl_store_set_clock), as stored, or ""
	                          for the real time */
	/* how the layer above replays a rubber's recorded events through
	 * the engine (kl_rubber_replay's contract), for the winners of
	 * records that name none (kl_store_fill_winners); NULL: such
	 * records keep no winners */
	int (*replay)(kl_rubber *out, const kl_rules *rules, int nplayers,
	              const kl_event *events, int nevents, kl_error *err);
} kl_store_config;

/* Fill *cfg with the defaults: the usual timeout, no page limit, the
 * real time. */
void kl_store_config_default(kl_store_config *cfg);

/* The schema version this build writes (the number of migrations). */
int kl_store_schema_version(void);

enum kl_store_mode {
	KL_STORE_READ = 0,  /* the database must exist */
	KL_STORE_WRITE = 1  /* create it (and its folders) if missing */
};

/*
 * Open (and for KL_STORE_WRITE create) the database at path, upgrade its
 * schema if it is older (after writing a backup copy next to it), and
 * switch on foreign keys, WAL and the busy timeout of cfg (NULL: the
 * defaults of kl_store_config_default; the store keeps a copy).  *out
 * receives the store, to be closed with kl_store_close.  Returns KL_OK,
 * KL_ENOTFOUND (KL_STORE_READ and no file), KL_ESTORE or KL_EBUSY.
 *
 * A database whose file or folder cannot be written opens for reading
 * only, without creating any file next to it; kl_store_begin(s, 1) then
 * fails with the reason.  So does one whose first read fails because
 * the disk is full, or because SQLite cannot make the index of a
 * journal a crash left in a read-only folder: it is read without side
 * files (kl_store.c, open_without_side_files); where the disk has no
 * room to upgrade an older schema, a copy in memory is upgraded and
 * read instead.  A database this call
 * created and could not set up is removed, with the folders made for
 * it.  The path ":memory:" opens a private database in memory (tests,
 * fuzzing, the merge of an import).
 */
int kl_store_open(const char *path, int mode, const kl_store_config *cfg,
                  kl_store **out, kl_error *err);

/* The settings s was opened with (they belong to s). */
const kl_store_config *kl_store_config_of(const kl_store *s);

/* Close s (NULL is fine); rolls back an open transaction. */
void kl_store_close(kl_store *s);

/* Begin a transaction: write=1 takes the write lock at once (KL_EBUSY
 * when another process keeps it past the busy timeout; KL_ESTORE when
 * the database is read-only). */
int kl_store_begin(kl_store *s, int write, kl_error *err);
int kl_store_commit(kl_store *s, kl_error *err);
/* Roll back the open transaction, if any. */
void kl_store_rollback(kl_store *s);

/* The rubber in play; KL_ENOTFOUND if none.  The rubbers of a
 * tournament's tables are never it, unless one is selected
 * (kl_store_select_table): then that one, if it is in play. */
int kl_store_rubber_in_play(kl_store *s, kl_rubber_row *out, kl_error *err);
/* The rubber in play, else the most recent one (of no tournament, or the
 * table selected); KL_ENOTFOUND if none. */
int kl_store_rubber_latest(kl_store *s, kl_rubber_row *out, kl_error *err);
/* From now on, "the rubber in play" and "the last rubber" of s mean the
 * rubber of a tournament's table whose id is rubber (0: the rubbers of no
 * tournament again); klopf --table N. */
void kl_store_select_table(kl_store *s, int64_t rubber);
/* Rubber id; KL_ENOTFOUND if there is no such rubber. */
int kl_store_rubber_get(kl_store *s, int64_t id, kl_rubber_row *out,
                        kl_error *err);

/*
 * The events of rubber id in order, for kl_rubber_replay.  *events is
 * allocated with malloc (NULL when there are none) and the caller frees
 * it; *n receives the count.
 */
int kl_store_rubber_events(kl_store *s, int64_t id, kl_event **events,
                           int *n, kl_error *err);

/*
 * Record a new rubber: players (created if new; matched without regard to
 * case), rules, seats in order and the ante transfers of antes.  *id
 * receives the rubber's id.  Must run inside a write transaction.
 */
int kl_store_rubber_create(kl_store *s, const kl_rules *rules,
                           const char *const *names, int n,
                           const kl_event_result *antes, int64_t *id,
                           kl_error *err);

/* kl_store_rubber_create for a table of tournament (its id; 0: of no
 * tournament): such rubbers are in play side by side. */
int kl_store_rubber_create_in(kl_store *s, int64_t tournament,
                              const kl_rules *rules,
                              const char *const *names, int n,
                              const kl_event_result *antes, int64_t *id,
                              kl_error *err);

/* One hand of a game, as recorded. */
typedef struct kl_hand_row {
	int seat;
	const char *typed;        /* as typed */
	const char *cards;        /* canonical card names, or NULL */
	const char *arrangement;  /* JSON, or NULL */
	int deadwood;
	int points;
	int typed_as_points;
} kl_hand_row;

/* A game to record. */
typedef struct kl_game_row {
	int number;
	int dealer;
	int declarer;             /* a dead hand: the dealer */
	const char *kind;         /* "knock", "rummy", "gin", "big_gin",
	                             "dead" (kl_game_kind_word) */
	const char *discard;      /* canonical name, or NULL */
	const char *upcard;       /* Oklahoma gin: canonical name, or NULL */
	int worth;                /* Continental, Queen City: what going out
	                             was worth (kl_event.worth), else 0 */
	int nhands;
	const kl_hand_row *hands;
} kl_game_row;

/*
 * Read the kind of a stored game ("knock", "rummy", "gin", "big_gin",
 * "dead", "out", "u", "u_whole", "showdown", "at_once", "block") into
 * e->rummy, big and
 * dead; 0, or -1 for another word or NULL.
 */
int kl_store_game_kind(const char *word, kl_event *e);

/* Read a stored upcard (a card's name, or NULL for none) into
 * e->upcard (-1 for none); 0, or -1 for a name that is no card of a
 * pack. */
int kl_store_upcard(const char *name, kl_event *e);

/*
 * Record a game of rubber id with its hands and the transfers of res.
 * after is the engine's rubber once the game is applied: if its phase is
 * not KL_RUBBER_IN_PLAY the rubber is marked with it and the winners
 * after names are recorded (kl_store_record_winners).  Must run inside a
 * write transaction.
 */
int kl_store_add_game(kl_store *s, int64_t id, const kl_game_row *g,
                      const kl_event_result *res, const kl_rubber *after,
                      kl_error *err);

/*
 * Record who won rubber id in the pot_winner table, as the engine's
 * rubber after its last event names them (after->winners, whether or
 * not the pot paid them chips), under that event; what was there goes,
 * and a rubber after does not show finished gets none.
 * kl_store_add_game and kl_store_add_leave call it when the event ends
 * the rubber; kl_store_fill_winners for records without winners.  Must
 * run inside a write transaction.  Returns KL_OK or KL_ESTORE,
 * KL_EBUSY, KL_ENOMEM.
 */
int kl_store_record_winners(kl_store *s, int64_t id, const kl_rubber *after,
                            kl_error *err);

/*
 * Every hand of rubber id, by game number and then by seat.  *out is
 * allocated (NULL when there are none) and freed with
 * kl_store_hands_free(*out, *n).
 */
int kl_store_rubber_hands(kl_store *s, int64_t id, kl_stored_hand **out,
                          int *n, kl_error *err);

/* Free what kl_store_rubber_hands returned (NULL is fine). */
void kl_store_hands_free(kl_stored_hand *hands, int n);

/*
 * Record the winners of every finished rubber, replayed by the replay
 * of the store's settings (kl_store_record_winners), for records that
 * name none: the upgrade to schema 3 and the import of an export of
 * format 1.  A rubber whose record no longer replays, or every rubber
 * when the settings name no replay, keeps no winners (klopf history and
 * import report it); only a failing database stops it.  Must run inside
 * a write transaction.  Returns KL_OK or the store's error.
 */
int kl_store_fill_winners(kl_store *s, kl_error *err);

/*
 * The time the writes that follow record (events, the end of a rubber,
 * corrections), as stored ("2026-11-23T20:15:00Z"), or NULL for now.
 * Booking a rubber's later events again after a correction keeps their
 * times this way.
 */
void kl_store_set_clock(kl_store *s, const char *at);

/* One recorded event, as kl_store_rubber_record reads it back. */
typedef struct kl_stored_event {
	int kind;            /* enum kl_event_kind */
	int seq;
	char at[40];
	int number;          /* games: the game's number */
	int declarer;        /* games */
	int rummy;           /* games: 1 rummy or gin (big gin too) */
	int big;             /* games: 1 big gin */
	int dead;            /* games: 1 a dead hand */
	int upcard;          /* games: Oklahoma's upcard, or -1 */
	int worth;           /* games: what going out was worth
	                        (kl_event.worth), or 0 */
	int has_discard;     /* games: 1 when a discard is stored */
	char discard[16];    /* games: the discard as stored (a text too
	                        long to be a card's name is cut to "?") */
	int seat;            /* buy-backs, leaving */
	char key[48];        /* rule changes: the setting */
	char value[48];      /* rule changes: its new value, as text */
} kl_stored_event;

/*
 * The events of rubber id in order, with what booking them again needs
 * (their hands come from kl_store_rubber_hands).  *out is malloc'd (NULL
 * when there are none); the caller frees it.
 */
int kl_store_rubber_record(kl_store *s, int64_t id, kl_stored_event **out,
                           int *n, kl_error *err);

/* Free the texts of g (g itself is the caller's). */
void kl_stored_game_free(kl_stored_game *g);

/*
 * The game of correction cid as it was before it (new == 0) or after it
 * (new == 1), into *out (free with kl_stored_game_free).  KL_ENOTFOUND
 * if there is no such correction, KL_ESTORE if its JSON is not what
 * klopf writes.
 */
int kl_store_correction_game(kl_store *s, int64_t cid, int new,
                             kl_stored_game *out, kl_error *err);

/* Record a correction of game number of rubber id (at the store's
 * clock).  Must run inside a write transaction. */
int kl_store_add_correction(kl_store *s, int64_t id, int number,
                            int after_seq, const char *old_json,
                            const char *new_json, kl_error *err);

/*
 * The corrections of rubber id, oldest first.  *out is malloc'd (NULL
 * when there are none) and freed with kl_store_corrections_free.
 */
int kl_store_corrections(kl_store *s, int64_t id, kl_correction **out,
                         int *n, kl_error *err);

/* Free what kl_store_corrections returned (NULL is fine). */
void kl_store_corrections_free(kl_correction *c, int n);

/* Remove correction cid (undo).  Must run inside a write transaction. */
int kl_store_delete_correction(kl_store *s, int64_t cid, kl_error *err);

/* Record a buy-back of seat (total before and after, cost). */
int kl_store_add_buyback(kl_store *s, int64_t id, int seat, int before,
                         int after, int cost, const kl_event_result *res,
                         kl_error *err);

/* Record that rubber id was abandoned, with the refunds in res. */
int kl_store_add_abandon(kl_store *s, int64_t id, const kl_event_result *res,
                         kl_error *err);

/* Record that seat left rubber id, with the pot's payout in res when
 * that ended the rubber (after: the engine's rubber once the player
 * left; its phase and winners, as for kl_store_add_game). */
int kl_store_add_leave(kl_store *s, int64_t id, int seat,
                       const kl_event_result *res, const kl_rubber *after,
                       kl_error *err);

/* Record that the house rule key of rubber id became value (text as
 * kl_rules_value_text writes it); after: the engine's rubber once the
 * rule changed, whose phase and winners are recorded when the change
 * ended it (the hands a game lasts set to the hands played). */
int kl_store_add_rule_change(kl_store *s, int64_t id, const char *key,
                             const char *value, const kl_rubber *after,
                             kl_error *err);

/*
 * Attach a copy of the database of store from to the connection of s
 * under schema name (a database in memory, filled with SQLite's backup
 * API), so that SQL on s can read it as name.table.  Must be called
 * outside a transaction of s; from is only read.  Undo with
 * kl_store_detach.  KL_OK or a store error.
 */
int kl_store_attach_copy(kl_store *s, kl_store *from, const char *name,
                         kl_error *err);

/* Detach schema name from s (outside a transaction; errors ignored). */
void kl_store_detach(kl_store *s, const char *name);

/*
 * Remove the last event of rubber id (reopening the rubber if that event
 * ended it), or the rubber itself if it has no events.  Must run inside a
 * write transaction.
 */
int kl_store_undo(kl_store *s, int64_t id, kl_undo_info *out, kl_error *err);

/* Every player's name, oldest first, into *out (free out->names). */
int kl_store_player_names(kl_store *s, kl_player_names *out, kl_error *err);

/*
 * Check the database as a file and a schema: SQLite's integrity_check,
 * no broken foreign key, every trigger and view of the schema there, and
 * the tallies (seat_tally) equal to the sums over the rows they count.
 * Reads only.  KL_OK, or KL_EINPUT naming the first thing that does not
 * hold, or a store error.
 */
int kl_store_check(kl_store *s, kl_error *err);

/*
 * Check the texts the database holds as klopf writes them: no text
 * holds U+0000 (which would end it early when read), and every time
 * (a player's creation, a rubber's start and end, an event, a
 * correction) is a moment written as "2026-03-01T20:00:00Z" that
 * exists.  Times are not checked for order: the clock klopf reads
 * (KLOPF_NOW, the system's) may have been set back.  Reads only.
 * KL_OK, or KL_EINPUT naming the first that is not, or a store error.
 */
int kl_store_check_text(kl_store *s, kl_error *err);

/*
 * Remove every event of rubber id from seq on, to book them again.  The
 * rubber keeps its state (in play, finished or abandoned) meanwhile: a
 * finished rubber is not put in play beside the one that is (at most
 * one rubber is in play); the events booked again mark it finished or
 * abandoned, and kl_store_reopen puts it in play when they no longer
 * end it.  Must run inside a write transaction.
 */
int kl_store_undo_from(kl_store *s, int64_t id, int seq, kl_error *err);

/*
 * Put rubber id in play again (no end, no winners).  KL_ESTORE when
 * another rubber is in play (the caller checks first, to say so in its
 * own words).  Must run inside a write transaction.
 */
int kl_store_reopen(kl_store *s, int64_t id, kl_error *err);

/*
 * The change counter of the database s holds, into *out: a number that
 * stays the same until another connection (another process, or another
 * kl_store of this one) commits a change, and then differs (SQLite's
 * data_version).  Only comparing two readings of the same s means
 * anything.  Outside a transaction; cheap (no file is read when nothing
 * changed).  KL_OK or a store error.
 */
int kl_store_data_version(kl_store *s, int64_t *out, kl_error *err);

/*
 * The SQLite connection of s, for the store's other modules (kl_history.c)
 * and nobody else; NULL if s is NULL.  s keeps owning it: never close it.
 */
struct sqlite3 *kl_store_sqlite(kl_store *s);

#endif
