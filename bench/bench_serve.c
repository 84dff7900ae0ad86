/*
 * bench_serve.c - what klopf serve's read pages cost on a big database,
 * over the loopback: a measurement, not a test (nothing fails on a slow
 * machine; each figure is printed next to its target).
 *
 * usage: bench_serve KLOPF [--games N] [--dir DIR] [--rounds N]
 *                          [--seconds S] [--port P]
 *
 * The database: DIR/games-N.db (N games, default 100,000, 50 a rubber,
 * the last rubber in play) is made by bench/gen_big_history when it is
 * not there, and kept; each run copies it to DIR/serve.db and adds a
 * tournament of 8 players with its first series drawn, so that every
 * build measured reads the same rows.  KLOPF serves that copy on
 * 127.0.0.1:PORT (default 18080) and the bench is its only client:
 *
 *  page     GET /, /rubber/ID (the rubber in play, its whole history)
 *           and /tournament/1: the first request after a change (the
 *           database changed, nothing read since) and the same page
 *           asked again (20 times a round), median and p95 over ROUNDS
 *           rounds (default 10).  A change is a `klopf game` booked in
 *           the rubber in play, or the `klopf undo` of it, in turns.
 *  event    from the end of that `klopf game` or `klopf undo` (its
 *           process has exited, so the commit is done) until a client
 *           of /events connected before it reads the event: median and
 *           largest over the rounds (each change after a pause of 0 to
 *           150 ms, so that the rounds do not keep step with the
 *           server's reading of the change counter).
 *  rate     requests a second of each page with 2 and with 8 clients at
 *           once, each keeping its connection open and asking again as
 *           soon as the page is whole, for SECONDS seconds (default 2).
 *
 * Targets (issue 33): the standings page under 5 ms median, at least
 * 1,000 read requests a second, an update on a connected page in under
 * 200 ms.  Needs sqlite3 (the names of the players) and cp.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef KLOPF_BENCH_DIR
#define KLOPF_BENCH_DIR "bench"
#endif

#define MAX_ROUNDS 200
#define REPEATS 20     /* warm requests of a page a round */
#define NPAGES 3
#define SEATS 8
#define NAME_MAX_LEN 128

static const char *klopf;
static char db[512];
static int port = 18080;

/* Seconds on the monotonic clock. */
static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Run argv (argv[0] looked up in PATH), its output to /dev/null when
 * quiet; returns its exit status, or -1. */
static int
run(char *const argv[], int quiet)
{
	pid_t pid = fork();
	int st;

	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (quiet && freopen("/dev/null", "w", stdout) == NULL)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

/* A connection to the server, or -1. */
static int
dial(void)
{
	struct sockaddr_in a;
	int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;

	if (fd < 0)
		return -1;
	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_port = htons((uint16_t)port);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (connect(fd, (struct sockaddr *)&a, sizeof(a)) != 0) {
		close(fd);
		return -1;
	}
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	return fd;
}

/* Ask for path on the open connection fd and read the whole answer.
 * Returns its status, or -1 when the connection failed. */
static int
get(int fd, const char *path)
{
	char req[256], buf[65536];
	size_t have = 0, need;
	char *end, *cl;
	ssize_t n;
	int len, status;

	len = snprintf(req, sizeof(req), "GET %s HTTP/1.1\r\nHost: bench\r\n"
	               "Accept-Language: de\r\n\r\n", path);
	if (write(fd, req, (size_t)len) != len)
		return -1;
	for (;;) {
		if (have == sizeof(buf) - 1)
			return -1;
		n = read(fd, buf + have, sizeof(buf) - 1 - have);
		if (n <= 0)
			return -1;
		have += (size_t)n;
		buf[have] = '\0';
		if ((end = strstr(buf, "\r\n\r\n")) != NULL)
			break;
	}
	if (sscanf(buf, "HTTP/1.1 %d", &status) != 1)
		return -1;
	cl = strcasestr(buf, "\r\nContent-Length:");
	if (cl == NULL || cl > end)
		return -1;
	need = (size_t)(end + 4 - buf) + strtoul(cl + 17, NULL, 10);
	while (have < need) {
		size_t room = sizeof(buf) - 1;
		n = read(fd, buf, need - have < room ? need - have : room);
		if (n <= 0)
			return -1;
		have += (size_t)n;
	}
	return status;
}

/* Time one GET of path on fd in milliseconds (-1: it failed). */
static double
timed_get(int fd, const char *path)
{
	double t0 = now();

	if (get(fd, path) != 200)
		return -1;
	return (now() - t0) * 1000;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Print the median and the p95 of v[0..n-1] (sorted here). */
static void
print_ms(const char *what, const char *page, double *v, int n)
{
	int p95;

	if (n == 0) {
		printf("%-8s %-16s no answer\n", what, page);
		return;
	}
	qsort(v, (size_t)n, sizeof(*v), cmp_double);
	p95 = (95 * n + 99) / 100 - 1;
	printf("%-8s %-16s median %7.2f ms  p95 %7.2f ms  (%d requests)\n",
	       what, page, v[n / 2], v[p95], n);
}

/* The clients of a rate measurement. */
typedef struct client {
	const char *path;
	double until;
	long done;
	int failed;
} client;

static void *
client_run(void *arg)
{
	client *c = arg;
	int fd = dial();

	if (fd < 0) {
		c->failed = 1;
		return NULL;
	}
	while (now() < c->until) {
		if (get(fd, c->path) != 200) {
			c->failed = 1;
			break;
		}
		c->done++;
	}
	close(fd);
	return NULL;
}

/* Requests a second of path with n clients for secs seconds. */
static void
rate(const char *path, int n, double secs)
{
	pthread_t th[16];
	client cl[16];
	double t0 = now();
	long total = 0;
	int i, failed = 0;

	for (i = 0; i < n; i++) {
		cl[i] = (client){ .path = path, .until = t0 + secs };
		pthread_create(&th[i], NULL, client_run, &cl[i]);
	}
	for (i = 0; i < n; i++) {
		pthread_join(th[i], NULL);
		total += cl[i].done;
		failed |= cl[i].failed;
	}
	printf("rate     %-16s %d clients: %8.0f requests/s%s\n", path, n,
	       (double)total / (now() - t0), failed ? " (some failed)" : "");
}

/* Wait on the /events connection fd for "event: change", at most 3 s.
 * Returns the time it arrived, or -1. */
static double
await_event(int fd)
{
	char buf[512];
	struct pollfd p = { .fd = fd, .events = POLLIN };
	double until = now() + 3;
	ssize_t n;

	while (now() < until) {
		if (poll(&p, 1, 50) <= 0)
			continue;
		if ((n = read(fd, buf, sizeof(buf) - 1)) <= 0)
			return -1;
		buf[n] = '\0';
		if (strstr(buf, "event: change") != NULL)
			return now();
	}
	return -1;
}

/* Read whatever fd has now, without waiting. */
static void
drain(int fd)
{
	char buf[512];
	struct pollfd p = { .fd = fd, .events = POLLIN };

	while (poll(&p, 1, 0) > 0 && read(fd, buf, sizeof(buf)) > 0)
		;
}

/* The players of rubber id, by seat, into names; returns how many. */
static int
players_of(long id, char names[SEATS][NAME_MAX_LEN])
{
	char cmd[768], line[NAME_MAX_LEN];
	FILE *p;
	int n = 0;

	snprintf(cmd, sizeof(cmd), "sqlite3 '%s' \"SELECT p.name FROM seat s "
	         "JOIN player p ON p.id = s.player_id WHERE s.rubber_id = %ld "
	         "ORDER BY s.seat\"", db, id);
	if ((p = popen(cmd, "r")) == NULL)
		return 0;
	while (n < SEATS && fgets(line, sizeof(line), p) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		snprintf(names[n++], NAME_MAX_LEN, "%s", line);
	}
	pclose(p);
	return n;
}

/* Make DIR/serve.db from DIR/games-N.db (made first when missing). */
static int
make_db(const char *dir, long games)
{
	char base[512], per[16], count[24];
	struct stat sb;

	snprintf(base, sizeof(base), "%s/games-%ld.db", dir, games);
	snprintf(per, sizeof(per), "50");
	snprintf(count, sizeof(count), "%ld", games / 50);
	if (stat(base, &sb) != 0) {
		char *gen[] = { KLOPF_BENCH_DIR "/gen_big_history",
		                (char *)klopf, base, per, count, NULL };
		fprintf(stderr, "bench_serve: making %s\n", base);
		if (run(gen, 1) != 0)
			return -1;
	}
	snprintf(db, sizeof(db), "%s/serve.db", dir);
	{
		char *cp[] = { "cp", base, db, NULL };
		char *tnew[] = { (char *)klopf, "--db", db, "tournament", "new",
		                 "--rule", "series=2", "--rule", "games=2",
		                 "Club", "A", "B", "C", "D", "E", "F", "G", "H",
		                 NULL };
		char *tdraw[] = { (char *)klopf, "--db", db, "tournament",
		                  "draw", "--seed", "7", NULL };
		unlink(db);
		if (run(cp, 0) != 0 || run(tnew, 1) != 0 || run(tdraw, 1) != 0)
			return -1;
	}
	return 0;
}

/* Start KLOPF serve on the copy; its pid, or -1. */
static pid_t
start_server(void)
{
	char listen[32];
	pid_t pid;
	int i, fd;

	snprintf(listen, sizeof(listen), "127.0.0.1:%d", port);
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		if (freopen("/dev/null", "w", stdout) == NULL)
			_exit(127);
		execl(klopf, klopf, "--db", db, "serve", "--listen", listen,
		      (char *)NULL);
		_exit(127);
	}
	for (i = 0; i < 100; i++) {
		if ((fd = dial()) >= 0) {
			close(fd);
			return pid;
		}
		usleep(50000);
	}
	kill(pid, SIGTERM);
	waitpid(pid, NULL, 0);
	return -1;
}

int
main(int argc, char **argv)
{
	static double cold[NPAGES][MAX_ROUNDS], warm[NPAGES][MAX_ROUNDS * REPEATS];
	static double event[MAX_ROUNDS];
	static const char events_req[] = "GET /events HTTP/1.1\r\n"
	                                 "Host: bench\r\n\r\n";
	char paths[NPAGES][48], names[SEATS][NAME_MAX_LEN], hands[SEATS][NAME_MAX_LEN + 40];
	char *game[SEATS + 8], *undo[6];
	const char *dir = "/tmp/klopf-bench-serve";
	long games = 100000, rid;
	int rounds = 10, ncold[NPAGES] = { 0 }, nwarm[NPAGES] = { 0 };
	int nevent = 0, nseats, i, k, r, fd, efd;
	double secs = 2, t0, t1, most = 0;
	pid_t server;

	if (argc < 2) {
		fprintf(stderr, "usage: %s KLOPF [--games N] [--dir DIR] "
		        "[--rounds N] [--seconds S] [--port P]\n", argv[0]);
		return 2;
	}
	klopf = argv[1];
	for (i = 2; i + 1 < argc; i += 2) {
		if (!strcmp(argv[i], "--games"))
			games = strtol(argv[i + 1], NULL, 10);
		else if (!strcmp(argv[i], "--dir"))
			dir = argv[i + 1];
		else if (!strcmp(argv[i], "--rounds"))
			rounds = (int)strtol(argv[i + 1], NULL, 10);
		else if (!strcmp(argv[i], "--seconds"))
			secs = strtod(argv[i + 1], NULL);
		else if (!strcmp(argv[i], "--port"))
			port = (int)strtol(argv[i + 1], NULL, 10);
	}
	if (games < 100 || rounds < 1 || rounds > MAX_ROUNDS || secs <= 0 ||
	    port < 1024 || port > 65535) {
		fprintf(stderr, "bench_serve: --games from 100, --rounds 1 to "
		        "%d, --seconds over 0, --port 1024 to 65535\n",
		        MAX_ROUNDS);
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	mkdir(dir, 0777);
	if (make_db(dir, games) != 0) {
		fprintf(stderr, "bench_serve: the database cannot be made\n");
		return 1;
	}
	rid = games / 50;
	if ((nseats = players_of(rid, names)) < 2) {
		fprintf(stderr, "bench_serve: rubber %ld has no players\n", rid);
		return 1;
	}
	/* the first seat knocks with a spade hand, the others lose 2 */
	k = 0;
	game[k++] = (char *)klopf;
	game[k++] = "--db";
	game[k++] = db;
	game[k++] = "game";
	game[k++] = "--knock";
	game[k++] = names[0];
	for (i = 0; i < nseats; i++) {
		snprintf(hands[i], sizeof(hands[i]), i == 0 ?
		         "%s=2S 5S 6S 7S 8S 9S 10S JS QS KS" : "%s=2", names[i]);
		game[k++] = hands[i];
	}
	game[k] = NULL;
	undo[0] = (char *)klopf;
	undo[1] = "--db";
	undo[2] = db;
	undo[3] = "undo";
	undo[4] = NULL;
	snprintf(paths[0], sizeof(paths[0]), "/");
	snprintf(paths[1], sizeof(paths[1]), "/rubber/%ld", rid);
	snprintf(paths[2], sizeof(paths[2]), "/tournament/1");

	if ((server = start_server()) < 0) {
		fprintf(stderr, "bench_serve: %s serve does not answer on port "
		        "%d\n", klopf, port);
		return 1;
	}
	printf("klopf: %s\n%ld games (%ld rubbers of 50), %ld CPUs, load ",
	       klopf, games, rid, sysconf(_SC_NPROCESSORS_ONLN));
	fflush(stdout);
	{
		char *load[] = { "cut", "-d ", "-f1-3", "/proc/loadavg", NULL };
		run(load, 0);
	}
	fd = dial();
	efd = dial();
	if (fd < 0 || efd < 0 || write(efd, events_req, sizeof(events_req) -
	    1) != (ssize_t)sizeof(events_req) - 1) {
		fprintf(stderr, "bench_serve: no connection\n");
		kill(server, SIGTERM);
		waitpid(server, NULL, 0);
		return 1;
	}
	usleep(200000);
	srand(1);
	for (r = 0; r < rounds; r++) {
		/* a pause of 0 to 150 ms, so that the changes do not fall
		 * at the same point of the watcher's period each round */
		usleep((useconds_t)(rand() % 150) * 1000);
		drain(efd);
		if (run(r % 2 == 0 ? game : undo, 1) != 0) {
			fprintf(stderr, "bench_serve: klopf %s failed\n",
			        r % 2 == 0 ? "game" : "undo");
			break;
		}
		t0 = now();
		if ((t1 = await_event(efd)) >= 0) {
			event[nevent++] = (t1 - t0) * 1000;
			most = event[nevent - 1] > most ? event[nevent - 1] : most;
		}
		for (i = 0; i < NPAGES; i++)
			if ((t1 = timed_get(fd, paths[i])) >= 0)
				cold[i][ncold[i]++] = t1;
		for (k = 0; k < REPEATS; k++)
			for (i = 0; i < NPAGES; i++)
				if ((t1 = timed_get(fd, paths[i])) >= 0)
					warm[i][nwarm[i]++] = t1;
	}
	/* an odd number of rounds leaves the game booked: take it back */
	if (r % 2 == 1)
		run(undo, 1);
	close(efd);
	for (i = 0; i < NPAGES; i++) {
		print_ms("first", paths[i], cold[i], ncold[i]);
		print_ms("again", paths[i], warm[i], nwarm[i]);
	}
	if (nevent > 0) {
		qsort(event, (size_t)nevent, sizeof(*event), cmp_double);
		printf("event    %-16s median %7.1f ms  most %7.1f ms  (%d "
		       "changes)\n", "/events", event[nevent / 2], most, nevent);
	} else
		printf("event    /events          no event arrived\n");
	close(fd);
	for (i = 0; i < NPAGES; i++) {
		rate(paths[i], 2, secs);
		rate(paths[i], 8, secs);
	}
	printf("targets: / under 5 ms median; 1,000 requests/s; an event "
	       "under 200 ms\n");
	kill(server, SIGTERM);
	waitpid(server, NULL, 0);
	return 0;
}
