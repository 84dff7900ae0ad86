/* cli_fit.c - output that fits the line (see cli_fit.h). */
#include "cli_fit.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli_clean.h"
#include "kl_text.h"
#include "kl_utf8.h"

int
kl_cli_columns(int out_fd, const char *columns_env)
{
	struct winsize ws;
	long v;

	if (isatty(out_fd) && ioctl(out_fd, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		return kl_layout_cols(ws.ws_col);
	if (columns_env != NULL &&
	    kl_cli_parse_int(columns_env, 1, 100000, &v) == 0)
		return kl_layout_cols((int)v);
	return 0;
}

void
kl_cli_cell(const kl_cli *cli, FILE *f, const char *s, int width, int right)
{
	char clean[256], cut[256 + 4];

	if (cli->columns <= 0 || kl_cli_width(s) <= width) {
		kl_cli_pad(f, s, width, right);
		return;
	}
	/* cleaned first, so that the ellipsis counts what is shown */
	s = kl_text_clean(s, strlen(s), sizeof(clean) - 4, clean,
	                  sizeof(clean));
	if (kl_utf8_clip(s, width, cut, sizeof(cut)) < 0)
		cut[0] = '\0';
	kl_cli_pad(f, cut, width, right);
}

int
kl_cli_widest(const char *const *names, int n)
{
	int i, w, widest = 0;

	for (i = 0; i < n; i++)
		if ((w = kl_cli_width(names[i])) > widest)
			widest = w;
	return widest;
}

int
kl_cli_name_column(const kl_cli *cli, const char *const *names, int n,
                   int base, int rest)
{
	return kl_layout_column(base, kl_cli_widest(names, n), rest,
	                        cli->columns, KL_LAYOUT_NAME_MIN);
}

void
kl_flow_begin(kl_flow *fl, const kl_cli *cli, FILE *f, int col, int indent)
{
	fl->cli = cli;
	fl->f = f;
	fl->col = col;
	fl->indent = indent;
	fl->cols = cli->columns;
	fl->reserve = 0;
}

void
kl_flow_here(kl_flow *fl, const kl_cli *cli, FILE *f)
{
	int col = cli->columns > 0 ? kl_cli_clean_column(f) : -1;

	kl_flow_begin(fl, cli, f, col < 0 ? 0 : col, 0);
	if (col < 0)
		fl->cols = 0;
	else
		kl_flow_hang(fl);
}

void
kl_flow_text(kl_flow *fl, const char *s)
{
	const char *nl = strrchr(s, '\n');

	fputs(s, fl->f);
	if (nl != NULL)
		fl->col = kl_cli_width(nl + 1);
	else
		fl->col += kl_cli_width(s);
}

void
kl_flow_printf(kl_flow *fl, const char *fmt, ...)
{
	char text[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	kl_flow_text(fl, text);
}

void
kl_flow_cell(kl_flow *fl, const char *s, int width, int right)
{
	int w = kl_cli_width(s);

	kl_cli_cell(fl->cli, fl->f, s, width, right);
	/* a text written whole (width not known) takes its own width */
	fl->col += w > width && fl->cli->columns <= 0 ? w : width;
}

const char *
kl_flow_break(kl_flow *fl, const char *sep, int w)
{
	size_t keep;

	if (fl->cols <= 0 ||
	    fl->col + kl_cli_width(sep) + w + fl->reserve <= fl->cols ||
	    fl->col <= fl->indent)
		return sep;
	keep = strcspn(sep, " ");
	fwrite(sep, 1, keep, fl->f);
	fputc('\n', fl->f);
	fprintf(fl->f, "%*s", fl->indent, "");
	fl->col = fl->indent;
	return "";
}

void
kl_flow_item(kl_flow *fl, const char *sep, const char *text)
{
	sep = kl_flow_break(fl, sep, kl_cli_width(text));
	kl_flow_text(fl, sep);
	kl_flow_text(fl, text);
}

void
kl_flow_card(kl_flow *fl, const char *sep, const char *before, kl_card c,
             const char *after)
{
	char name[KL_CARD_NAME_MAX];
	int w;

	kl_card_name(c, kl_cli_card_style(fl->cli), name, sizeof(name));
	w = kl_cli_width(before) + kl_cli_width(name) + kl_cli_width(after);
	sep = kl_flow_break(fl, sep, w);
	kl_flow_text(fl, sep);
	kl_flow_text(fl, before);
	kl_cli_card(fl->cli, c, fl->f);
	fl->col += kl_cli_width(name);
	kl_flow_text(fl, after);
}

int
kl_flow_cards_width(const kl_cli *cli, const kl_card *cards, int n)
{
	char name[KL_CARD_NAME_MAX];
	int i, w = n > 1 ? n - 1 : 0;

	for (i = 0; i < n; i++) {
		kl_card_name(cards[i], kl_cli_card_style(cli), name,
		             sizeof(name));
		w += kl_cli_width(name);
	}
	return w;
}

void
kl_flow_cards(kl_flow *fl, const char *sep, const char *before,
              const kl_card *cards, int n, const char *after)
{
	int i, w;

	/* a group that fits on a line of its own starts one rather than
	 * break inside */
	w = kl_cli_width(before) + kl_flow_cards_width(fl->cli, cards, n) +
	    kl_cli_width(after);
	if (fl->cols > 0 && sep[0] != '\0' && fl->indent + w <= fl->cols)
		sep = kl_flow_break(fl, sep, w);
	for (i = 0; i < n; i++)
		kl_flow_card(fl, i ? " " : sep, i ? "" : before, cards[i],
		             i == n - 1 ? after : "");
}

void
kl_flow_labelled(kl_flow *fl, const char *label, const kl_card *cards, int n)
{
	char sep[16];
	size_t k = strspn(label, " ");

	if (k >= sizeof(sep))
		k = sizeof(sep) - 1;
	memcpy(sep, label, k);
	sep[k] = '\0';
	kl_flow_cards(fl, sep, label + k, cards, n, "");
}

void
kl_flow_arrangement(kl_flow *fl, const kl_arrangement *a, int melds_only)
{
	int i;

	for (i = 0; i < a->nmelds; i++)
		kl_flow_cards(fl, i > 0 ? " " : "", "[", a->melds[i].cards,
		              a->melds[i].n, "]");
	if (melds_only)
		return;
	if (a->nunmatched > 0)
		kl_flow_labelled(fl, a->nmelds ? _("  unmatched ") : _("unmatched "),
		            a->unmatched, a->nunmatched);
	if (a->discard != KL_NO_CARD)
		kl_flow_labelled(fl, a->nmelds || a->nunmatched ? _("  discard ") :
		            _("discard "), &a->discard, 1);
}

void
kl_flow_note(kl_flow *fl, const char *note)
{
	char sep[16];
	size_t k = strspn(note, " ");

	if (k >= sizeof(sep))
		k = sizeof(sep) - 1;
	memcpy(sep, note, k);
	sep[k] = '\0';
	kl_flow_item(fl, sep, note + k);
}

void
kl_flow_words(kl_flow *fl, const char *s)
{
	char sep[64], word[512];
	size_t k, w;

	while (*s != '\0') {
		if (*s == '\n') {
			kl_flow_end(fl);
			s++;
			continue;
		}
		k = strspn(s, " ");
		w = strcspn(s + k, " \n");
		if (k >= sizeof(sep) || w >= sizeof(word)) {
			/* too long to be a word: as it is */
			kl_flow_text(fl, s);
			return;
		}
		memcpy(sep, s, k);
		sep[k] = '\0';
		memcpy(word, s + k, w);
		word[w] = '\0';
		if (w == 0)
			kl_flow_text(fl, sep);
		else
			kl_flow_item(fl, sep, word);
		s += k + w;
	}
}

void
kl_cli_say(const kl_cli *cli, FILE *f, int indent, const char *s)
{
	kl_flow fl;

	kl_flow_begin(&fl, cli, f, 0, indent);
	if (cli->columns <= 0) {
		fputs(s, f);
		return;
	}
	kl_flow_words(&fl, s);
}

void
kl_cli_sayf(const kl_cli *cli, FILE *f, int indent, const char *fmt, ...)
{
	char text[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	kl_cli_say(cli, f, indent, text);
}

void
kl_flow_hang(kl_flow *fl)
{
	fl->indent = fl->cols - fl->col >= 30 ? fl->col : 6;
}

void
kl_flow_end(kl_flow *fl)
{
	fputc('\n', fl->f);
	fl->col = 0;
}

/* One block of the table t: the columns from..to-1 beside the names in
 * a column of nw. */
static void
table_block(const kl_cli *cli, const kl_cli_tab *t, int nw, int from,
            int to)
{
	FILE *f = cli->out;
	int r, c;

	kl_cli_pad(f, t->name_head, nw, 0);
	for (c = from; c < to; c++) {
		fputc(' ', f);
		kl_cli_pad(f, t->head[c], t->width[c], 1);
	}
	fputc('\n', f);
	for (r = 0; r < t->nrows; r++) {
		kl_cli_cell(cli, f, t->names[r], nw, 0);
		for (c = from; c < to; c++) {
			fputc(' ', f);
			kl_cli_pad(f, t->cells[r * t->ncols + c], t->width[c], 1);
		}
		fputc('\n', f);
	}
}

/* The most columns of figures a kl_cli_tab has. */
#define TAB_COLS_MAX 16

void
kl_cli_table(const kl_cli *cli, const kl_cli_tab *t_in)
{
	kl_cli_tab wide = *t_in;
	const kl_cli_tab *t = &wide;
	int width[TAB_COLS_MAX];
	int c, from, to, used, nw, rest = 0, least;

	/* a column at least as wide as its heading (a translation may be
	 * wider than the English one) */
	if (wide.ncols <= TAB_COLS_MAX) {
		for (c = 0; c < wide.ncols; c++) {
			width[c] = t_in->width[c];
			if (kl_cli_width(t_in->head[c]) > width[c])
				width[c] = kl_cli_width(t_in->head[c]);
		}
		wide.width = width;
	}
	for (c = 0; c < t->ncols; c++)
		rest += 1 + t->width[c];
	least = t->base > KL_LAYOUT_NAME_MIN ? t->base : KL_LAYOUT_NAME_MIN;
	nw = kl_layout_column(t->base, kl_cli_widest(t->names, t->nrows),
	                      rest, cli->columns, least);
	if (cli->columns <= 0 || nw + rest <= cli->columns) {
		table_block(cli, t, nw, 0, t->ncols);
		return;
	}
	/* in blocks: the names take at most half the line */
	nw = kl_layout_column(t->base, kl_cli_widest(t->names, t->nrows),
	                      cli->columns - cli->columns / 2, cli->columns,
	                      least);
	for (from = 0; from < t->ncols; from = to) {
		used = nw;
		for (to = from; to < t->ncols &&
		     (to == from || used + 1 + t->width[to] <= cli->columns);
		     to++)
			used += 1 + t->width[to];
		if (from > 0)
			fputc('\n', cli->out);
		table_block(cli, t, nw, from, to);
	}
}

FILE *
kl_cli_held_open(kl_cli_held *h, FILE *out)
{
	h->out = out;
	h->buf = NULL;
	h->len = 0;
	h->f = open_memstream(&h->buf, &h->len);
	if (h->f == NULL)
		h->f = out;
	return h->f;
}

void
kl_cli_held_say(const kl_cli *cli, kl_cli_held *h, int indent)
{
	if (h->f == h->out)
		return;
	fclose(h->f);
	if (h->buf != NULL)
		kl_cli_say(cli, h->out, indent, h->buf);
	free(h->buf);
	h->buf = NULL;
	h->f = h->out;
}

void
kl_cli_note(const kl_cli *cli, FILE *f, const char *text)
{
	char body[512];
	size_t n = strlen(text);
	int end = n > 0 && text[n - 1] == '\n';
	kl_flow fl;

	if (cli->columns <= 0 || n >= sizeof(body) ||
	    memchr(text, '\n', n - (size_t)end) != NULL) {
		fputs(text, f);
		return;
	}
	memcpy(body, text, n - (size_t)end);
	body[n - (size_t)end] = '\0';
	kl_flow_here(&fl, cli, f);
	fl.indent = 4;
	kl_flow_note(&fl, body);
	if (end)
		kl_flow_end(&fl);
}

void
kl_cli_notef(const kl_cli *cli, FILE *f, const char *fmt, ...)
{
	char text[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	kl_cli_note(cli, f, text);
}

void
kl_cli_held_note(const kl_cli *cli, kl_cli_held *h)
{
	if (h->f == h->out)
		return;
	fclose(h->f);
	if (h->buf != NULL)
		kl_cli_note(cli, h->out, h->buf);
	free(h->buf);
	h->buf = NULL;
	h->f = h->out;
}
