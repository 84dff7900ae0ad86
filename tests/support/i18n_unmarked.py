#!/usr/bin/env python3
"""List the string literals of the command line (src/cli/*.c) that look
like text for people (two words or more) and are not marked for the
catalogue (_(), N_(), KL_N_(), KL_NP()).  Synopses, SVG markup, the CSV
header and lines that say "not for people" in a comment are left out.
Exits 1 when there is one.

Usage: i18n_unmarked.py FILE.c..."""
import re, sys
S = r'"(?:[^"\\\n]|\\.)*"'
def strip_comments(t):
    return re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), t, flags=re.S)
bad = 0
for p in sys.argv[1:]:
    t = strip_comments(open(p).read())
    # remove marked sequences
    marked = re.compile(r'\b(?:_|N_|KL_N_|KL_NP)\(\s*(?:%s\s*)+(?:,\s*(?:%s\s*)+)?' % (S, S))
    t2 = marked.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), t)
    # kl_error_set's formats are the catalogue's too (xgettext's keyword)
    t2 = re.sub(r'\bkl_error_set\([^;]*;', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), t2, flags=re.S)
    for m in re.finditer(S, t2):
        lit = m.group(0)[1:-1]
        text = re.sub(r'%[-+ #0-9.*]*l*[a-zA-Z]', '', lit)
        text = re.sub(r'\\.', ' ', text)
        if not re.search(r'[A-Za-z]{2,}[ ,;:.!?()-]+[A-Za-z]{2,}', text):
            continue
        # a synopsis: options and the names of their values
        if re.match(r'\s*(\[|\(--|N \[|[A-Z]+[ .=])', text):
            continue
        # SVG markup, the CSV header, file name patterns
        if lit.lstrip().startswith('<') or '=\\"' in lit or \
                '\\"/>' in lit or re.fullmatch(r'[a-z_,]+\s*', text) or \
                lit.startswith('%s/') or re.match(r'[-a-z]+=\\"', lit):
            continue
        line = t2.count('\n', 0, m.start()) + 1
        src_line = open(p).read().split('\n')[line - 1]
        if 'not for people' in src_line:
            continue
        # an option's name; a message of kl_error_set (xgettext takes
        # its format: see scripts/update-po)
        if re.fullmatch(r'[a-z]+(-[a-z]+)+', lit) or \
                'kl_error_set(' in src_line:
            continue
        print('%s:%d: %s' % (p, line, m.group(0)[:90]))
        bad += 1
if bad:
    print('%d texts for people are not marked for the catalogue' % bad, file=sys.stderr)
sys.exit(1 if bad else 0)
