/* cmd_serve.c - `klopf serve`: the standings on every phone at the
 * table, from a small web server (src/serve). */
#include "cli.h"
#include "cli_entry.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>

#include "kl_serve.h"

/* The options of `klopf serve`, indexing opts[] in the order of its
 * help. */
enum {
	SERVE_LISTEN,
	SERVE_NOPTS
};

static const kl_opt opts[SERVE_NOPTS] = {
	[SERVE_LISTEN] = {
		.name = "listen", .arg = N_("ADDR:PORT"), /* not for people */
		.help = N_("listen at ADDR:PORT (default 127.0.0.1:8080, this "
		           "machine only; 0.0.0.0:8080 shares the pages on the "
		           "network)"),
	},
};

/* The most addresses printed for a server shared on the network. */
#define URLS_MAX 8

/* Say where the pages are: addr's address, or for every address those
 * of the machine's network. */
static void
print_where(kl_cli *cli, const kl_serve_addr *addr)
{
	char urls[URLS_MAX][KL_SERVE_URL_MAX];
	int n = kl_serve_urls(addr, urls, URLS_MAX), i;

	if (!addr->any) {
		fprintf(cli->out, _("klopf serves the standings at %s (this "
		        "machine only: --listen 0.0.0.0:%d shares them on the "
		        "network).\n"), urls[0], addr->port);
		return;
	}
	fputs(KL_NP("klopf serves the standings on the network: open this "
	      "address on a phone or a television on the same network.\n",
	      "klopf serves the standings on the network: open one of these "
	      "addresses on a phone or a television on the same network.\n",
	      n), cli->out);
	for (i = 0; i < n; i++)
		fprintf(cli->out, "  %s\n", urls[i]);
	/* the first address as a QR code for the players to scan (none
	 * under --ascii or outside a UTF-8 terminal) */
	if (n > 0)
		(void)kl_cli_entry_qr(cli, urls[0]);
}

/* Takes every signal of SET that is pending (blocked and sent), so that
 * none of them acts when the mask opens.  SET must be blocked. */
static void
drain(const sigset_t *set)
{
	const struct timespec now = {0, 0};

	while (sigtimedwait(set, NULL, &now) > 0)
		;
}

/* klopf serve: start the server, wait for SIGINT or SIGTERM, stop it.
 * Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	const char *listen;
	kl_serve_addr addr;
	kl_serve *sv = NULL;
	sigset_t stop, before;
	kl_error err;
	int done, rc, sig = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("serve: no arguments expected"));
	listen = kl_cli_opt(cli, SERVE_LISTEN)->value;
	kl_error_clear(&err);
	if (kl_serve_addr_parse(listen != NULL ? listen :
	                        KL_SERVE_LISTEN_DEFAULT, &addr, &err))
		return kl_cli_usage(cli, "%s", err.msg);
	/* every page chooses its own language; LANGUAGE would override
	 * that choice in every thread, so from here on the messages follow
	 * the locale alone */
	unsetenv("LANGUAGE");
	/* the server's threads inherit the mask: the signals come to
	 * sigwait below and to nobody else */
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, &before);
	if (kl_serve_start(&addr, cli->db_path, &sv, &err)) {
		pthread_sigmask(SIG_SETMASK, &before, NULL);
		return kl_cli_error(cli, &err);
	}
	print_where(cli, &addr);
	fputs(_("Ctrl-C stops the server.\n"), cli->out);
	fflush(cli->out);
	fflush(stdout);
	while (sigwait(&stop, &sig) != 0)
		;
	fprintf(cli->out, sig == SIGINT ? _("Ctrl-C: the server stops.\n") :
	        _("SIGTERM: the server stops.\n"));
	fflush(cli->out);
	fflush(stdout);
	kl_serve_stop(sv);
	/* a stop asked for twice (timeout(1) and service managers send
	 * SIGTERM to the process and to its group; a second Ctrl-C) is one
	 * stop: what came while stopping is taken here, before the mask
	 * opens, or its default action would end klopf unannounced */
	drain(&stop);
	pthread_sigmask(SIG_SETMASK, &before, NULL);
	fputs(_("The server has stopped.\n"), cli->out);
	return KL_EXIT_OK;
}

const kl_command kl_cmd_serve = {
	.name = "serve",
	.summary = N_("show the standings in every browser on the network"),
	.synopsis = N_("[--listen ADDR:PORT]"),
	.description = N_(
	"Serves read-only pages to web browsers: / shows the rubber in play\n"
	"(or the last one) with its standings, chips, pot, who deals next,\n"
	"the last game with its hands and the chart; /rubber/ID any rubber\n"
	"with its whole history; /tournament and /tournament/ID a\n"
	"tournament's standings and the tables of its series in play.  The\n"
	"pages are in German or English as the browser asks (?lang=de or\n"
	"?lang=en chooses), and show a game the moment it is booked by any\n"
	"klopf; without JavaScript they reload every 30 seconds.  Nobody\n"
	"logs in and nothing can be changed from a page.\n"
	"By default only this machine can open them (127.0.0.1:8080);\n"
	"--listen 0.0.0.0:8080 shares them on the local network and prints\n"
	"the addresses to open.  Never make the port reachable from the\n"
	"internet.  Ctrl-C or SIGTERM stops the server (exit status 0).\n"
	"An address that cannot be read is a usage error (2); one that\n"
	"cannot be listened on (the port in use, not this machine's, a port\n"
	"below 1024) exits with 3; a database that is not there, with 3.\n"),
	.opts = opts,
	.nopts = SERVE_NOPTS,
	.run = run,
	.no_table = 1,
};
