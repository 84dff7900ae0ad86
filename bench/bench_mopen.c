/*
 * bench_mopen.c - throughput and worst case of the opening solver of the
 * melding games (kl_mg_solve, what `klopf check --game G` asks of a
 * hand: the best opening, can open, goes out at once), for Rommé,
 * Hungarian Rummy (4 players: 4 jokers), Caloochi and Rummy (2 players:
 * 11 cards), and, where GLPK was found at build time, the same hands as
 * integer programmes solved by GLPK, in process and by a glpsol call.
 *
 * The hands, all made from a fixed seed before any clock is read:
 *
 *  - random: hand size + 1 cards dealt from the game's shuffled packs;
 *  - built: melds of the game (sets of 3-4, runs of 3-6, jokers in them
 *    where the game has jokers and its limits allow) and cards dealt
 *    after them, hand size + 1 in all;
 *  - j4 (Caloochi only): 16 cards holding 4 jokers, the rest dealt.
 *
 * One clock reading around a loop over all hands of a case gives a rate
 * (the fastest of PASSES loops is shown); every hand timed on its own
 * (the fastest of 3 readings, other hands solved between them) gives the
 * median and the slowest.  A checksum over the results keeps the work.
 *
 * The integer programme of a hand (GLPK part): a column for every meld
 * reading the hand can lay (its natural cards, its jokers, its value;
 * of readings with the same cards and jokers the one worth most), an
 * integer from 0 to the copies its cards allow; a row per natural card
 * (the melds holding it take at most the copies held), a row for the
 * jokers (the melds' jokers at most those held) and, where the game
 * requires a final discard, a row keeping a card out; the objective the
 * melds' value, maximised.  Its optimum is the best opening, and the
 * bench stops if it differs from kl_mg_solve's.  Timed in process
 * (building the problem and glp_intopt with its presolver) on every hand
 * of a case, and as a glpsol call (writing the problem as a CPLEX LP
 * file, running glpsol on it, reading its objective) on the first
 * --glpsol N hands.
 *
 * Output, one line per case, then (GLPK) one per case and the checksum:
 *
 *     <game>-<kind> <rate> hands/s median <t> us slowest <t> us
 *     glpk <game>-<kind> intopt median <t> us slowest <t> us
 *          (x<median ratio> x<slowest ratio>) glpsol median <t> us
 *          (x<ratio to the solver's median>)
 *     # checksum N
 *
 * With --klopf PATH, every hand of a case is also written to a file and
 * given to `PATH check --game G --batch` (one process for them all, five
 * times), and the median of its processor time a hand compared with
 * glpsol's:
 *
 *     batch <game>-<kind> klopf check --batch <t> us a hand, glpsol x<r>
 *
 * Times are processor time: the thread's for the solver and GLPK in
 * process, the child's (with the bench's writing the file) for glpsol
 * and klopf, so that other programs on the machine count little.
 *
 * Options: --quick (10x fewer hands), --seed N, --glpsol N (hands per
 * case given to glpsol, default 100, 0: none), --klopf PATH, --slowest
 * (each case's slowest hand on stderr), --hands CASE (the hands of case
 * CASE, such as romme-random, on stdout, one a line, and nothing timed:
 * the input of `klopf check --batch` for a profiler).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_mgrules.h"
#include "kl_mopen.h"

#ifdef KLOPF_HAVE_GLPK
#include <glpk.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
extern char **environ;
#endif

#define PASSES 3
#define SHOE_MAX (3 * KL_NATURALS + KL_MG_JOKERS_MAX)

enum { ROMME = 0, HUNGARIAN, CALOOCHI, RUMMY, GAMES };
static const char *const game_name[GAMES] = {
	"romme", "hungarian", "caloochi", "rummy",
};
static const int players[GAMES] = { 4, 4, 4, 2 };

enum { RANDOM = 0, BUILT, J4, KINDS };
static const char *const kind_name[KINDS] = { "random", "built", "j4" };

static uint64_t rng;

static unsigned
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 11);
}

static int
pick(int n)
{
	return (int)(next() % (unsigned)n);
}

static double
now(void)
{
	struct timespec t;

	/* the processor time of this thread: what the code costs, whatever
	 * else the machine runs */
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The cards left of the game's packs, by card. */
typedef struct shoe {
	int left[KL_JOKER + 1];
	int total;
} shoe;

static void
shoe_fill(shoe *s, const kl_mg_rules *r)
{
	int i;

	for (i = 0; i < KL_NATURALS; i++)
		s->left[i] = r->decks;
	s->left[KL_JOKER] = r->jokers;
	s->total = KL_NATURALS * r->decks + r->jokers;
}

static int
shoe_take(shoe *s, kl_card c)
{
	if (s->left[c] == 0)
		return 0;
	s->left[c]--;
	s->total--;
	return 1;
}

static kl_card
shoe_draw(shoe *s)
{
	int k = pick(s->total), c;

	for (c = 0; c <= KL_JOKER; c++) {
		if (k < s->left[c]) {
			shoe_take(s, (kl_card)c);
			return (kl_card)c;
		}
		k -= s->left[c];
	}
	return KL_NO_CARD;
}

/* A meld of the game from the shoe into m; its length (0: none). */
static int
built_meld(const kl_mg_rules *r, shoe *s, kl_card *m)
{
	int n = 0, i, len, jokers;

	if (pick(2) == 0) {
		int rank = pick(KL_RANKS), first = pick(KL_SUITS);
		len = 3 + pick(2);
		jokers = r->jokers > 0 ? pick(2) : 0;
		if (r->set_jokers >= 0 && jokers > r->set_jokers)
			jokers = r->set_jokers;
		for (i = 0; i < len - jokers; i++)
			if (shoe_take(s, kl_card_make((first + i) % KL_SUITS,
			                              rank)))
				m[n++] = kl_card_make((first + i) % KL_SUITS,
				                      rank);
		for (i = 0; i < jokers && n >= 2; i++)
			if (shoe_take(s, KL_JOKER))
				m[n++] = KL_JOKER;
		return n >= 3 ? n : 0;
	}
	len = 3 + pick(4);
	{
		int suit = pick(KL_SUITS), start;
		start = pick(r->ace == KL_MG_ACE_LOW ? 14 - len :
		             r->ace == KL_MG_ACE_BOTH ? 15 - len : KL_RANKS);
		jokers = r->jokers > 0 ? pick(len / 2 + 1) : 0;
		for (i = 0; i < len; i++) {
			kl_card c = kl_card_make(suit, (start + i) % KL_RANKS);
			if (jokers > 0 && pick(len - i) < jokers &&
			    shoe_take(s, KL_JOKER)) {
				m[n++] = KL_JOKER;
				jokers--;
			} else if (shoe_take(s, c)) {
				m[n++] = c;
			} else {
				break;
			}
		}
	}
	return n >= 3 ? n : 0;
}

/* A hand of a case into h; its size. */
static int
make_hand(const kl_mg_rules *r, int kind, kl_card *h)
{
	shoe s;
	int n = r->hand_size + 1, k = 0, i, tries;

	shoe_fill(&s, r);
	if (kind == J4) {
		n = 16;
		for (i = 0; i < 4; i++)
			if (shoe_take(&s, KL_JOKER))
				h[k++] = KL_JOKER;
	}
	if (kind == BUILT)
		for (tries = 0; tries < 10 && k < n - 3; tries++) {
			kl_card m[KL_MG_MELD_MAX];
			int len = built_meld(r, &s, m);
			if (len == 0 || k + len > n) {
				for (i = 0; i < len; i++) {
					s.left[m[i]]++;
					s.total++;
				}
				continue;
			}
			for (i = 0; i < len; i++)
				h[k++] = m[i];
		}
	while (k < n)
		h[k++] = shoe_draw(&s);
	return n;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void
print_hand(FILE *f, const kl_card *h, int n)
{
	char name[KL_CARD_NAME_MAX];
	int i;

	for (i = 0; i < n; i++) {
		kl_card_name(h[i], KL_STYLE_ASCII, name, sizeof(name));
		fprintf(f, "%s%s", i ? " " : "", name);
	}
	fputc('\n', f);
}

#ifdef KLOPF_HAVE_GLPK
/* The processor time (user and system) of the children waited for. */
static double
children_cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

/* The runs of klopf check --batch a case is timed by (the median). */
#define BATCH_RUNS 5

/* Run klopf check --game game --batch once with the file in as its
 * input; its processor time, or -1. */
static double
batch_run(const char *klopf, const char *game, const char *in)
{
	char *argv[] = { (char *)klopf, "check", "--game", (char *)game,
	                 "--batch", NULL };
	posix_spawn_file_actions_t fa;
	int status, rc;
	pid_t pid;
	double t0;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, in, O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	t0 = children_cpu();
	rc = posix_spawn(&pid, klopf, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (rc != 0)
		return -1;
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0)
		return -1;
	return children_cpu() - t0;
}

/*
 * Run klopf check --game game --batch on the hands h[0..n-1] written to
 * a file in dir, BATCH_RUNS times; the median of the processor time it
 * took a hand, or -1.
 */
static double
batch_cpu(const char *klopf, const char *game, kl_card (*h)[KL_MG_HAND_MAX],
          const int *len, long n, const char *dir)
{
	char in[512], name[KL_CARD_NAME_MAX];
	double t[BATCH_RUNS];
	FILE *f;
	long k;
	int i, r;

	snprintf(in, sizeof(in), "%s/hands.txt", dir);
	f = fopen(in, "w");
	if (f == NULL)
		return -1;
	for (k = 0; k < n; k++) {
		for (i = 0; i < len[k]; i++) {
			kl_card_name(h[k][i], KL_STYLE_ASCII, name, sizeof(name));
			fprintf(f, "%s%s", i ? " " : "", name);
		}
		fputc('\n', f);
	}
	fclose(f);
	for (r = 0; r < BATCH_RUNS; r++) {
		t[r] = batch_run(klopf, game, in);
		if (t[r] < 0) {
			remove(in);
			return -1;
		}
	}
	remove(in);
	qsort(t, BATCH_RUNS, sizeof(t[0]), cmp_double);
	return t[BATCH_RUNS / 2] / (double)n;
}

/* The columns of a hand's integer programme. */
#define COLS_MAX 65536
typedef struct ilp {
	int ncols;
	uint64_t kinds[COLS_MAX];
	int jokers[COLS_MAX];
	int value[COLS_MAX];
	int held[KL_JOKER + 1];
	int n;
} ilp;

static void
ilp_add(ilp *p, uint64_t kinds, int jokers, int value)
{
	int i;

	for (i = 0; i < p->ncols; i++)
		if (p->kinds[i] == kinds && p->jokers[i] == jokers) {
			if (value > p->value[i])
				p->value[i] = value;
			return;
		}
	if (p->ncols == COLS_MAX)
		return;
	p->kinds[p->ncols] = kinds;
	p->jokers[p->ncols] = jokers;
	p->value[p->ncols++] = value;
}

static int
ok_jokers(const kl_mg_rules *r, int nat, int jok, int set)
{
	return jok <= r->jokers && (!r->jokers_half || jok <= nat) &&
	       (!set || r->set_jokers < 0 || jok <= r->set_jokers);
}

/* Every meld reading of the hand h (see the top comment). */
static void
ilp_build(const kl_mg_rules *r, const kl_card *h, int n, ilp *p)
{
	int rank, suits, fill, s, suit, start, len, i;

	memset(p->held, 0, sizeof(p->held));
	for (i = 0; i < n; i++)
		p->held[h[i]]++;
	p->n = n;
	p->ncols = 0;
	for (rank = 0; rank < KL_RANKS; rank++) {
		int v = rank == KL_ACE ? r->ace_set_open :
		        rank >= KL_TEN ? 10 : rank + 1;
		for (suits = 7; suits < 16; suits++) {
			int size = __builtin_popcount((unsigned)suits);
			if (size < 3)
				continue;
			for (fill = 1; fill < 16; fill++) {
				uint64_t kinds = 0;
				int nat = 0, ok = 1;
				if ((fill & suits) != fill)
					continue;
				for (s = 0; s < KL_SUITS; s++)
					if (fill & (1 << s)) {
						kl_card c = kl_card_make(s, rank);
						ok &= p->held[c] > 0;
						kinds |= UINT64_C(1) << c;
						nat++;
					}
				if (ok && size - nat <= p->held[KL_JOKER] &&
				    ok_jokers(r, nat, size - nat, 1))
					ilp_add(p, kinds, size - nat, size * v);
			}
		}
	}
	for (suit = 0; suit < KL_SUITS; suit++)
		for (start = 0; start < KL_RANKS + 1; start++)
			for (len = 3; len <= KL_RANKS; len++) {
				int pos[KL_RANKS], npos = 0, value = 0;
				unsigned sub;
				if (r->ace == KL_MG_ACE_LOW && start + len > 13)
					continue;
				if (r->ace == KL_MG_ACE_BOTH && start + len > 14)
					continue;
				if (r->ace == KL_MG_ACE_CORNER && start >= 13)
					continue;
				for (i = 0; i < len; i++) {
					int rk = (start + i) % KL_RANKS;
					value += rk != KL_ACE ?
					         (rk >= KL_TEN ? 10 : rk + 1) :
					         i == 0 ? r->ace_low_open :
					         r->ace_high_open;
					if (p->held[kl_card_make(suit, rk)] > 0)
						pos[npos++] = rk;
				}
				if (npos == 0 || len - npos > p->held[KL_JOKER])
					continue;
				for (sub = 1; sub < (1u << npos); sub++) {
					uint64_t kinds = 0;
					int nat = __builtin_popcount(sub);
					if (len - nat > p->held[KL_JOKER] ||
					    !ok_jokers(r, nat, len - nat, 0))
						continue;
					for (i = 0; i < npos; i++)
						if (sub & (1u << i))
							kinds |= UINT64_C(1) <<
							  kl_card_make(suit, pos[i]);
					ilp_add(p, kinds, len - nat, value);
				}
			}
}

/* The most copies of a column the cards allow. */
static int
col_max(const ilp *p, int j)
{
	int m = 99, c;

	for (c = 0; c < KL_NATURALS; c++)
		if ((p->kinds[j] >> c & 1) && p->held[c] < m)
			m = p->held[c];
	return m;
}

/* Solve p in process; the optimum. */
static int
ilp_glpk(const kl_mg_rules *r, const ilp *p)
{
	static int ia[1 + COLS_MAX * 16], ja[1 + COLS_MAX * 16];
	static double ar[1 + COLS_MAX * 16];
	int row_of[KL_NATURALS], nrows = 0, ne = 0, c, j, v;
	glp_prob *lp;
	glp_iocp parm;

	if (p->ncols == 0)
		return 0;
	lp = glp_create_prob();
	glp_set_obj_dir(lp, GLP_MAX);
	for (c = 0; c < KL_NATURALS; c++)
		row_of[c] = p->held[c] > 0 ? ++nrows : 0;
	glp_add_rows(lp, nrows + 2);
	for (c = 0; c < KL_NATURALS; c++)
		if (row_of[c])
			glp_set_row_bnds(lp, row_of[c], GLP_UP, 0,
			                 p->held[c]);
	glp_set_row_bnds(lp, nrows + 1, GLP_UP, 0, p->held[KL_JOKER]);
	glp_set_row_bnds(lp, nrows + 2, GLP_UP, 0,
	                 r->final_discard ? p->n - 1 : p->n);
	glp_add_cols(lp, p->ncols);
	for (j = 0; j < p->ncols; j++) {
		int size = p->jokers[j];
		glp_set_col_kind(lp, j + 1, GLP_IV);
		glp_set_col_bnds(lp, j + 1, GLP_DB, 0, col_max(p, j));
		glp_set_obj_coef(lp, j + 1, p->value[j]);
		for (c = 0; c < KL_NATURALS; c++)
			if (p->kinds[j] >> c & 1) {
				ne++;
				ia[ne] = row_of[c];
				ja[ne] = j + 1;
				ar[ne] = 1;
				size++;
			}
		if (p->jokers[j] > 0) {
			ne++;
			ia[ne] = nrows + 1;
			ja[ne] = j + 1;
			ar[ne] = p->jokers[j];
		}
		ne++;
		ia[ne] = nrows + 2;
		ja[ne] = j + 1;
		ar[ne] = size;
	}
	glp_load_matrix(lp, ne, ia, ja, ar);
	glp_init_iocp(&parm);
	parm.presolve = GLP_ON;
	parm.msg_lev = GLP_MSG_OFF;
	glp_intopt(lp, &parm);
	v = (int)(glp_mip_obj_val(lp) + 0.5);
	glp_delete_prob(lp);
	return v;
}

/* Solve p by a glpsol call on a CPLEX LP file in dir; the optimum, or
 * -1 if glpsol failed. */
static int
ilp_glpsol(const kl_mg_rules *r, const ilp *p, const char *dir)
{
	char lpf[512], outf[512], line[512];
	char *argv[] = { "glpsol", "--lp", lpf, "-o", outf, NULL };
	FILE *f;
	int j, c, value = -1, status;
	pid_t pid;

	snprintf(lpf, sizeof(lpf), "%s/hand.lp", dir);
	snprintf(outf, sizeof(outf), "%s/hand.out", dir);
	f = fopen(lpf, "w");
	if (f == NULL)
		return -1;
	fprintf(f, "Maximize\n obj: 0 x0");
	for (j = 0; j < p->ncols; j++)
		fprintf(f, " + %d x%d", p->value[j], j + 1);
	fprintf(f, "\nSubject To\n");
	for (c = 0; c < KL_NATURALS; c++) {
		int any = 0;
		for (j = 0; j < p->ncols; j++)
			if (p->kinds[j] >> c & 1) {
				fprintf(f, any ? " + x%d" : " c%d: x%d",
				        any ? j + 1 : c, j + 1);
				any = 1;
			}
		if (any)
			fprintf(f, " <= %d\n", p->held[c]);
	}
	fprintf(f, " jk: 0 x0");
	for (j = 0; j < p->ncols; j++)
		if (p->jokers[j] > 0)
			fprintf(f, " + %d x%d", p->jokers[j], j + 1);
	fprintf(f, " <= %d\n out: 0 x0", p->held[KL_JOKER]);
	for (j = 0; j < p->ncols; j++)
		fprintf(f, " + %d x%d",
		        p->jokers[j] + __builtin_popcountll(p->kinds[j]), j + 1);
	fprintf(f, " <= %d\nBounds\n x0 = 0\n",
	        r->final_discard ? p->n - 1 : p->n);
	for (j = 0; j < p->ncols; j++)
		fprintf(f, " 0 <= x%d <= %d\n", j + 1, col_max(p, j));
	fprintf(f, "General\n");
	for (j = 0; j < p->ncols; j++)
		fprintf(f, " x%d\n", j + 1);
	fprintf(f, "End\n");
	fclose(f);
	{
		posix_spawn_file_actions_t fa;
		posix_spawn_file_actions_init(&fa);
		posix_spawn_file_actions_addopen(&fa, 1, "/dev/null",
		                                 O_WRONLY, 0);
		if (posix_spawnp(&pid, "glpsol", &fa, NULL, argv, environ)
		    != 0) {
			posix_spawn_file_actions_destroy(&fa);
			return -1;
		}
		posix_spawn_file_actions_destroy(&fa);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0)
		return -1;
	f = fopen(outf, "r");
	if (f == NULL)
		return -1;
	while (fgets(line, sizeof(line), f) != NULL) {
		double v;
		if (sscanf(line, "Objective: obj = %lf", &v) == 1)
			value = (int)(v + 0.5);
	}
	fclose(f);
	return value;
}
#endif

int
main(int argc, char **argv)
{
	long nhands = 20000, k;
	int a, game, kind, show_slowest = 0, glpsol_hands = 100;
	const char *klopf = NULL, *dump = NULL;
	uint64_t seed = 0x6d656c64, sum = 0;

	for (a = 1; a < argc; a++) {
		if (!strcmp(argv[a], "--quick"))
			nhands = 2000;
		else if (!strcmp(argv[a], "--seed") && a + 1 < argc)
			seed = strtoull(argv[++a], NULL, 0);
		else if (!strcmp(argv[a], "--glpsol") && a + 1 < argc)
			glpsol_hands = atoi(argv[++a]);
		else if (!strcmp(argv[a], "--klopf") && a + 1 < argc)
			klopf = argv[++a];
		else if (!strcmp(argv[a], "--slowest"))
			show_slowest = 1;
		else if (!strcmp(argv[a], "--hands") && a + 1 < argc)
			dump = argv[++a];
		else {
			fprintf(stderr, "usage: bench_mopen [--quick] "
			        "[--seed N] [--glpsol N] [--klopf PATH] "
			        "[--slowest] [--hands CASE]\n");
			return 2;
		}
	}
	rng = seed | 1;
	if (dump == NULL)
		printf("# case rate median slowest (%ld hands each)\n", nhands);
	for (game = 0; game < GAMES; game++)
		for (kind = 0; kind < KINDS; kind++) {
			kl_mg_rules r;
			kl_card (*h)[KL_MG_HAND_MAX];
			int *n, pass, i;
			double rate = 0, *t;
			kl_mg_open res;
			kl_error err;
			long slowest = 0;

			if (kind == J4 && game != CALOOCHI)
				continue;
			kl_mg_rules_default(game, players[game], &r);
			h = malloc(sizeof(*h) * (size_t)nhands);
			n = malloc(sizeof(*n) * (size_t)nhands);
			t = malloc(sizeof(*t) * (size_t)nhands);
			if (h == NULL || n == NULL || t == NULL)
				return 1;
			for (k = 0; k < nhands; k++)
				n[k] = make_hand(&r, kind, h[k]);
			if (dump != NULL) {
				char cs[64];
				snprintf(cs, sizeof(cs), "%s-%s", game_name[game],
				         kind_name[kind]);
				for (k = 0; k < nhands && !strcmp(cs, dump); k++)
					print_hand(stdout, h[k], n[k]);
				free(h);
				free(n);
				free(t);
				continue;
			}
			for (k = 0; k < nhands; k++)
				if (kl_mg_solve(&r, h[k], n[k], &res, &err) !=
				    KL_OK) {
					fprintf(stderr, "bench_mopen: hand %ld "
					        "refused: %s\n", k, err.msg);
					print_hand(stderr, h[k], n[k]);
					return 1;
				}
			for (pass = 0; pass < PASSES; pass++) {
				double t0 = now(), x;
				for (k = 0; k < nhands; k++) {
					kl_mg_solve(&r, h[k], n[k], &res, &err);
					sum += (uint64_t)res.best_value * 3 +
					       (uint64_t)res.can_open * 2 +
					       (uint64_t)res.goes_out;
				}
				x = (double)nhands / (now() - t0);
				rate = x > rate ? x : rate;
			}
			for (k = 0; k < nhands; k++) {
				double best = 1e9;
				for (i = 0; i < 3; i++) {
					long o = (k + 1 + i * 7919) % nhands;
					double t0;
					kl_mg_solve(&r, h[o], n[o], &res, &err);
					t0 = now();
					kl_mg_solve(&r, h[k], n[k], &res, &err);
					t0 = now() - t0;
					best = t0 < best ? t0 : best;
				}
				t[k] = best;
				if (best > t[slowest])
					slowest = k;
			}
			if (show_slowest) {
				fprintf(stderr, "# %s-%s slowest: ",
				        game_name[game], kind_name[kind]);
				print_hand(stderr, h[slowest], n[slowest]);
			}
			{
				double sl = t[slowest], med;
				double *sorted = malloc(sizeof(*t) *
				                        (size_t)nhands);
				if (sorted == NULL)
					return 1;
				memcpy(sorted, t, sizeof(*t) * (size_t)nhands);
				qsort(sorted, (size_t)nhands, sizeof(*t),
				      cmp_double);
				med = sorted[nhands / 2];
				printf("%s-%s %.0f hands/s median %.2f us "
				       "slowest %.1f us\n", game_name[game],
				       kind_name[kind], rate, med * 1e6,
				       sl * 1e6);
#ifdef KLOPF_HAVE_GLPK
				{
					static ilp p;
					double *g = malloc(sizeof(*g) *
					                   (size_t)nhands);
					double gmed, gsl = 0, smed = med;
					double ssl = sl, pmed = 0;
					long m = nhands < 2000 ? nhands : 2000;
					char dir[] = "/tmp/bench_mopen.XXXXXX";
					int np = 0;
					if (g == NULL)
						return 1;
					glp_term_out(GLP_OFF);
					/* the first m hands: in process */
					for (k = 0; k < m; k++) {
						double t0 = now();
						int v;
						ilp_build(&r, h[k], n[k], &p);
						v = ilp_glpk(&r, &p);
						g[k] = now() - t0;
						kl_mg_solve(&r, h[k], n[k], &res,
						            &err);
						if (v != res.best_value) {
							fprintf(stderr, "bench_mopen: "
							  "glpk %d, solver %d: ", v,
							  res.best_value);
							print_hand(stderr, h[k], n[k]);
							return 1;
						}
						if (g[k] > gsl)
							gsl = g[k];
					}
					/* the solver's figures on the same
					 * hands */
					memcpy(sorted, t, sizeof(*t) * (size_t)m);
					qsort(sorted, (size_t)m, sizeof(*t),
					      cmp_double);
					smed = sorted[m / 2];
					ssl = sorted[m - 1];
					qsort(g, (size_t)m, sizeof(*g),
					      cmp_double);
					gmed = g[m / 2];
					/* glpsol calls */
					if (glpsol_hands > 0 &&
					    mkdtemp(dir) != NULL) {
						int q = glpsol_hands < m ?
						        glpsol_hands : (int)m;
						for (i = 0; i < q; i++) {
							double t0 = now(),
							       c0 = children_cpu();
							int v;
							ilp_build(&r, h[i], n[i],
							          &p);
							v = ilp_glpsol(&r, &p, dir);
							/* ours writing the file,
							 * glpsol's solving it */
							g[i] = now() - t0 +
							       children_cpu() - c0;
							kl_mg_solve(&r, h[i], n[i],
							            &res, &err);
							if (v != res.best_value) {
								fprintf(stderr,
								  "bench_mopen: glpsol "
								  "%d, solver %d: ", v,
								  res.best_value);
								print_hand(stderr, h[i],
								           n[i]);
								return 1;
							}
						}
						qsort(g, (size_t)q, sizeof(*g),
						      cmp_double);
						pmed = g[q / 2];
						np = q;
						{
							char f[600];
							snprintf(f, sizeof(f),
							  "%s/hand.lp", dir);
							remove(f);
							snprintf(f, sizeof(f),
							  "%s/hand.out", dir);
							remove(f);
							rmdir(dir);
						}
					}
					printf("glpk %s-%s intopt median %.1f us "
					       "slowest %.1f us (x%.0f x%.0f)",
					       game_name[game], kind_name[kind],
					       gmed * 1e6, gsl * 1e6,
					       gmed / smed, gsl / ssl);
					if (np > 0)
						printf(" glpsol median %.0f us "
						       "(x%.0f, %d hands)",
						       pmed * 1e6, pmed / smed, np);
					printf("\n");
					if (np > 0 && klopf != NULL &&
					    mkdtemp(strcpy(dir, "/tmp/bench_mopen.XXXXXX"))
					    != NULL) {
						double b = batch_cpu(klopf,
						           game_name[game], h, n,
						           nhands, dir);
						rmdir(dir);
						if (b > 0)
							printf("batch %s-%s klopf check "
							       "--batch %.2f us a hand, "
							       "glpsol x%.0f\n",
							       game_name[game],
							       kind_name[kind], b * 1e6,
							       pmed / b);
					}
					free(g);
				}
#endif
				free(sorted);
			}
			free(h);
			free(n);
			free(t);
		}
	if (dump == NULL)
		printf("# checksum %llu\n", (unsigned long long)sum);
	return 0;
}
