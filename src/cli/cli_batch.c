/* cli_batch.c - the lines of --batch read and written in blocks
 * (cli_batch.h). */
#include "cli_batch.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Bytes read from stdin at a time, and the output gathered before it is
 * written to cli->out. */
#define BLOCK (64 * 1024)

void
kl_cli_batch_error(kl_json *out, const char *msg)
{
	kl_json_object(out);
	KL_JSON_KEY(out, "format_version");
	kl_json_int(out, 1);
	KL_JSON_KEY(out, "error");
	kl_json_str(out, msg);
	kl_json_end(out);
}

/* Write what out holds to cli->out, flushed (a batch typed at a
 * terminal gets each answer before it types the next line), and empty
 * it.  Returns 0, or -1 when out ran out of memory (its text is then
 * incomplete). */
static int
flush_out(kl_cli *cli, kl_json *out)
{
	if (kl_json_failed(out))
		return -1;
	if (kl_json_len(out) > 0) {
		fwrite(kl_json_text(out), 1, kl_json_len(out), cli->out);
		fflush(cli->out);
	}
	kl_json_clear(out);
	return 0;
}

/* Judge the line s[0..len-1] (its "\n" cut off, s[len] writable) into
 * out; returns 1 when it could not be judged, else 0. */
static int
one_line(kl_cli *cli, kl_batch_judge *judge, const void *ctx, char *s,
         size_t len, kl_json *out)
{
	int rc;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	s[len] = '\0';
	if (memchr(s, '\0', len) != NULL) {
		kl_cli_batch_error(out, _("the line holds a NUL byte"));
		kl_json_line(out);
		return 1;
	}
	rc = judge(cli, ctx, s, out);
	kl_json_line(out);
	return rc != KL_EXIT_OK && rc != KL_EXIT_FALSE;
}

int
kl_cli_batch(kl_cli *cli, kl_batch_judge *judge, const void *ctx)
{
	size_t cap = BLOCK + 1, have = 0, start, nl;
	char *buf = malloc(cap), *grown, *end;
	int failed = 0, lineno = 0, rc = KL_EXIT_OK, eof = 0;
	ssize_t got;
	kl_json out;

	kl_json_init(&out);
	if (buf == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	while (!eof) {
		/* room for a block; a line longer than the buffer grows it */
		if (cap - have < BLOCK + 1) {
			grown = realloc(buf, have + BLOCK + 1);
			if (grown == NULL) {
				rc = kl_cli_fail(cli, KL_EXIT_STORE,
				                 _("out of memory"));
				goto done;
			}
			buf = grown;
			cap = have + BLOCK + 1;
		}
		got = read(STDIN_FILENO, buf + have, BLOCK);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			rc = kl_cli_fail(cli, KL_EXIT_STORE,
			                 _("reading stdin failed"));
			goto done;
		}
		eof = got == 0;
		have += (size_t)got;
		/* every whole line read, and at the end the rest */
		for (start = 0; start < have; start = nl + 1) {
			end = memchr(buf + start, '\n', have - start);
			if (end == NULL && !eof)
				break;
			nl = end != NULL ? (size_t)(end - buf) : have;
			lineno++;
			failed += one_line(cli, judge, ctx, buf + start,
			                   nl - start, &out);
		}
		if (start > 0 && start < have)
			memmove(buf, buf + start, have - start);
		have = start < have ? have - start : 0;
		/* what is judged goes out before the next read waits */
		if (flush_out(cli, &out) != 0) {
			rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
			goto done;
		}
	}
	if (failed)
		rc = kl_cli_fail(cli, KL_EXIT_INPUT,
		                 _("%d of %d lines could not be read"), failed,
		                 lineno);
done:
	kl_json_free(&out);
	free(buf);
	return rc;
}
