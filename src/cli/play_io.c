/* play_io.c - reading the answers of `klopf play` (see play_io.h). */
#include "play_io.h"

#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli_edit.h"
#include "kl_text.h"
#include "kl_utf8.h"

struct play_io {
	FILE *in;
	FILE *out;
	EditLine *el;             /* NULL when reading plain lines */
	History *hists[PLAY_KINDS]; /* one answer history per kind */
	History *hist;            /* the one in use */
	char prompt[256];
	const char *const *words; /* what tab completion offers */
	int nwords;
	int interrupted;          /* Ctrl-C was pressed while editing */
	int had_text;             /* ... on a line that held text */
	char *buf;                /* getline's buffer for plain input */
	size_t cap;
	char line[PLAY_LINE_MAX];
	struct sigaction old_int; /* SIGINT's disposition before we came */
	int have_old_int;
};

/*
 * Ctrl-C outside the line editor (while the database is written, say)
 * should not kill the program half-way; it counts as an interruption of
 * the next question instead.
 */
static volatile sig_atomic_t pending_sigint;

/* libedit's functions once a line editor started (cli_edit.h). */
static const cli_edit *ed;

static void
on_sigint(int sig)
{
	(void)sig;
	pending_sigint = 1;
}

static play_io *
client(EditLine *el)
{
	void *data = NULL;

	ed->el_get(el, EL_CLIENTDATA, &data);
	return data;
}

static char *
prompt_text(EditLine *el)
{
	return client(el)->prompt;
}

/* Bytes a and b have in common at the start, ignoring ASCII case, not
 * cutting a UTF-8 character in two. */
static size_t
common_prefix(const char *a, const char *b)
{
	size_t n = 0;

	while (a[n] != '\0' && tolower((unsigned char)a[n]) ==
	       tolower((unsigned char)b[n]))
		n++;
	while (n > 0 && ((unsigned char)a[n] & 0xC0) == 0x80)
		n--;
	return n;
}

/*
 * Tab: complete the word before the cursor from the word list.  One match
 * is written out in full; several are written up to what they share, or
 * listed below the line when they share no more than what is typed.
 */
static unsigned char
complete(EditLine *el, int ch)
{
	play_io *io = client(el);
	const LineInfo *li = ed->el_line(el);
	const char *start = li->cursor, *first = NULL;
	char word[PLAY_LINE_MAX];
	size_t len, common = 0;
	int i, hits = 0;
	unsigned char rc = CC_REFRESH_BEEP;

	(void)ch;
	while (start > li->buffer && start[-1] != ' ' && start[-1] != ',')
		start--;
	len = (size_t)(li->cursor - start);
	for (i = 0; i < io->nwords; i++) {
		if (strncasecmp(io->words[i], start, len))
			continue;
		if (hits++ == 0) {
			first = io->words[i];
			common = strlen(first);
		} else {
			size_t c = common_prefix(first, io->words[i]);
			if (c < common)
				common = c;
		}
	}
	if (hits == 0)
		goto done;
	if (hits == 1 || common > len) {
		snprintf(word, sizeof(word), "%.*s%s", (int)common, first,
		         hits == 1 ? " " : "");
		ed->el_deletestr(el, (int)kl_utf8_chars(start, len));
		rc = ed->el_insertstr(el, word) ? CC_REFRESH_BEEP : CC_REFRESH;
		goto done;
	}
	fputc('\n', io->out);
	for (i = 0; i < io->nwords; i++)
		if (!strncasecmp(io->words[i], start, len))
			fprintf(io->out, "%s  ", kl_text_quote(io->words[i],
			        sizeof(word) - 4, word, sizeof(word)));
	fputc('\n', io->out);
	rc = CC_REDISPLAY;
done:
	return rc;
}

/*
 * Ctrl-C: show "^C" at the end of the line and end the question, by
 * pushing a newline for the editor to read next as if it were typed;
 * whether the line held text says if it clears the line (as in a shell)
 * or interrupts the question.
 */
static unsigned char
interrupt(EditLine *el, int ch)
{
	play_io *io = client(el);
	const LineInfoW *li = ed->el_wline(el);

	(void)ch;
	io->interrupted = 1;
	io->had_text = li->lastchar > li->buffer;
	ed->el_cursor(el, (int)(li->lastchar - li->cursor));
	ed->el_insertstr(el, "^C");
	ed->el_push(el, "\n");
	return CC_REFRESH;
}

/* Ctrl-Z: give the terminal back, stop, and take it again on return. */
static unsigned char
suspend(EditLine *el, int ch)
{
	play_io *io = client(el);

	(void)ch;
	fputc('\n', io->out);
	fflush(io->out);
	ed->el_set(el, EL_PREP_TERM, 0);
	raise(SIGTSTP);
	ed->el_set(el, EL_PREP_TERM, 1);
	return CC_REDISPLAY;
}

static int
start_editor(play_io *io)
{
	HistEvent ev;
	struct sigaction sa;
	int k;

	/* without libedit, plain lines */
	if ((ed = cli_edit_open()) == NULL)
		return -1;
	io->el = ed->el_init("klopf", io->in, io->out, stderr);
	for (k = 0; k < PLAY_KINDS; k++) {
		io->hists[k] = ed->history_init();
		if (io->hists[k] == NULL)
			return -1;
		ed->history(io->hists[k], &ev, H_SETSIZE, 500);
		ed->history(io->hists[k], &ev, H_SETUNIQUE, 1);
	}
	io->hist = io->hists[PLAY_KIND_WORDS];
	if (io->el == NULL)
		return -1;
	ed->el_set(io->el, EL_CLIENTDATA, (void *)io);
	ed->el_set(io->el, EL_EDITOR, "emacs");
	ed->el_set(io->el, EL_PROMPT, prompt_text);
	ed->el_set(io->el, EL_HIST, ed->history, io->hist);
	ed->el_source(io->el, NULL);
	/* Ctrl-C and Ctrl-Z arrive as keys while a line is edited, so that
	 * they act on the question rather than on the process. */
	ed->el_set(io->el, EL_SETTY, "-d", "-isig", NULL);
	/* the wide form keeps these names as given; the narrow one copies
	 * them and never frees the copies (names and descriptions for the
	 * editor's own tables: not for people) */
	ed->el_wset(io->el, EL_ADDFN, L"klopf-complete",          /* not for people */
	        L"complete a player's name or a word", complete); /* not for people */
	ed->el_wset(io->el, EL_ADDFN, L"klopf-interrupt",         /* not for people */
	        L"abandon the question", interrupt);          /* not for people */
	ed->el_wset(io->el, EL_ADDFN, L"klopf-suspend", L"suspend klopf", /* not for people */
	        suspend);
	ed->el_set(io->el, EL_BIND, "^I", "klopf-complete", NULL);  /* not for people */
	ed->el_set(io->el, EL_BIND, "^C", "klopf-interrupt", NULL); /* not for people */
	ed->el_set(io->el, EL_BIND, "^Z", "klopf-suspend", NULL);   /* not for people */

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	if (sigaction(SIGINT, &sa, &io->old_int) == 0)
		io->have_old_int = 1;
	return 0;
}

/* Free the answer histories (NULL ones are fine). */
static void
end_histories(play_io *io)
{
	int k;

	for (k = 0; k < PLAY_KINDS; k++) {
		if (io->hists[k] != NULL)
			ed->history_end(io->hists[k]);
		io->hists[k] = NULL;
	}
	io->hist = NULL;
}

void
play_io_kind(play_io *io, int kind)
{
	if (io->el == NULL || kind < 0 || kind >= PLAY_KINDS ||
	    io->hists[kind] == io->hist)
		return;
	io->hist = io->hists[kind];
	ed->el_set(io->el, EL_HIST, ed->history, io->hist);
}

play_io *
play_io_open(FILE *in, FILE *out, int edit)
{
	play_io *io = calloc(1, sizeof(*io));

	if (io == NULL)
		return NULL;
	io->in = in;
	io->out = out;
	if (edit && start_editor(io)) {
		/* no terminal description, say: read plain lines */
		if (io->el != NULL)
			ed->el_end(io->el);
		end_histories(io);
		io->el = NULL;
	}
	return io;
}

void
play_io_close(play_io *io)
{
	if (io == NULL)
		return;
	if (io->el != NULL)
		ed->el_end(io->el);
	end_histories(io);
	if (io->have_old_int)
		sigaction(SIGINT, &io->old_int, NULL);
	free(io->buf);
	free(io);
}

int
play_io_editing(const play_io *io)
{
	return io->el != NULL;
}

void
play_io_words(play_io *io, const char *const *words, int n)
{
	io->words = words;
	io->nwords = n;
}

/* Copy the len bytes of text into io->line: control characters become
 * spaces (a NUL byte too), and white space at either end goes.  Returns
 * the answer; *nul is set to 1 if text held a NUL byte, else 0. */
static const char *
keep_line(play_io *io, const char *text, size_t len, int *nul)
{
	size_t n = 0, start = 0;
	char *l = io->line;

	*nul = memchr(text, '\0', len) != NULL;
	if (len > sizeof(io->line) - 1)
		len = sizeof(io->line) - 1;
	for (; n < len; n++)
		l[n] = (unsigned char)text[n] < 0x20 || text[n] == 0x7f ?
		    ' ' : text[n];
	while (n > 0 && l[n - 1] == ' ')
		n--;
	l[n] = '\0';
	while (l[start] == ' ')
		start++;
	return l + start;
}

static int
read_edited(play_io *io, const char *prefill, const char **line)
{
	const char *got;
	HistEvent ev;
	int count = 0, nul;

	io->interrupted = 0;
	if (pending_sigint) {
		pending_sigint = 0;
		fprintf(io->out, "%s^C\n", io->prompt);
		return PLAY_READ_INTERRUPT;
	}
	if (prefill != NULL && prefill[0] != '\0')
		ed->el_push(io->el, prefill);
	got = ed->el_gets(io->el, &count);
	if (io->interrupted)
		return io->had_text ? PLAY_READ_CLEARED : PLAY_READ_INTERRUPT;
	if (got == NULL || count <= 0) {
		fputc('\n', io->out);
		return PLAY_READ_EOF;
	}
	/* a NUL cannot be typed here (Ctrl-@ is a key of the editor) */
	*line = keep_line(io, got, strlen(got), &nul);
	if ((*line)[0] != '\0')
		ed->history(io->hist, &ev, H_ENTER, *line);
	return PLAY_READ_LINE;
}

static int
read_plain(play_io *io, const char **line)
{
	char echo[PLAY_LINE_MAX + 4];
	ssize_t n;
	int nul, e;

	errno = 0;
	n = getline(&io->buf, &io->cap, io->in);
	if (n < 0 && ferror(io->in)) {
		e = errno;
		fputc('\n', io->out);
		errno = e;
		return PLAY_READ_ERROR;
	}
	if (n < 0) {
		fputs(_("(end of input)\n"), io->out);
		return PLAY_READ_EOF;
	}
	*line = keep_line(io, io->buf, (size_t)n, &nul);
	/* the echo is output like any other: what was read may hold escape
	 * sequences, C1 controls or bytes that are not UTF-8 */
	fprintf(io->out, "%s\n", kl_text_clean(*line, strlen(*line),
	        PLAY_LINE_MAX, echo, sizeof(echo)));
	return nul ? PLAY_READ_NUL : PLAY_READ_LINE;
}

int
play_io_read(play_io *io, const char *prompt, const char *prefill,
             const char **line)
{
	int rc;

	/* a prompt carries names from the database: cleaned as all output */
	kl_text_clean(prompt, strlen(prompt), sizeof(io->prompt) - 4,
	              io->prompt, sizeof(io->prompt));
	if (io->el == NULL)
		fputs(io->prompt, io->out);
	fflush(io->out);
	rc = io->el != NULL ? read_edited(io, prefill, line) :
	     read_plain(io, line);
	fflush(io->out);
	return rc;
}
