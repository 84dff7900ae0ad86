/*
 * kl_utf8.h - UTF-8 text: decoding, validation, display width in
 * terminal columns, fitting text to a number of columns, and NFC
 * normalisation.
 *
 * The character data (what is valid, how wide a character is on a
 * terminal, composition) come from utf8proc, so East Asian wide
 * characters take two columns and combining marks none, as a terminal
 * shows them.  Pure: no I/O, no state.  Text is a byte string; a length
 * n means exactly n bytes (NUL bytes included), a lone pointer means a
 * NUL-terminated string.
 */
#ifndef KL_UTF8_H
#define KL_UTF8_H

#include <stddef.h>
#include <stdint.h>

/*
 * Decode the character at s (at most n bytes).  Returns its length in
 * bytes (1 to 4) and stores its code point in *cp (cp may be NULL), or
 * returns 0 when n is 0 or the bytes there are no valid UTF-8 (a bad
 * lead or continuation byte, a cut sequence, an overlong form, a
 * surrogate or a value past U+10FFFF).
 */
size_t kl_utf8_decode(const char *s, size_t n, int32_t *cp);

/* 1 if s[0..n-1] is valid UTF-8 throughout, else 0. */
int kl_utf8_valid(const char *s, size_t n);

/* 1 if cp is a control character (U+0000..U+001F, U+007F..U+009F). */
int kl_utf8_control(int32_t cp);

/* The columns code point cp takes on a terminal: 2 for wide (East
 * Asian) characters, 0 for combining marks and control characters, 1
 * otherwise. */
int kl_utf8_cp_width(int32_t cp);

/*
 * The columns s[0..n-1] (kl_utf8_nwidth) or the string s (kl_utf8_width)
 * takes on a terminal: the sum of kl_utf8_cp_width.  A byte that is not
 * valid UTF-8 counts as one column (it is shown as one replacement).
 */
int kl_utf8_nwidth(const char *s, size_t n);
int kl_utf8_width(const char *s);

/* The characters of s[0..n-1]; a byte that is not valid UTF-8 counts as
 * one. */
size_t kl_utf8_chars(const char *s, size_t n);

/*
 * Fit the string s into exactly cols terminal columns in buf (size
 * bytes): its longest start of whole characters that takes at most cols
 * columns (a wide character that would cross the edge is left out),
 * then spaces up to cols columns; with right != 0 the spaces come
 * first.  Returns the bytes written (without the NUL), or -1 if buf is
 * too small (buf then holds "", when size > 0).
 */
int kl_utf8_fit(const char *s, int cols, int right, char *buf, size_t size);

/*
 * Shorten the string s to at most cols terminal columns into buf (size
 * bytes): s itself when it fits; else its longest start of whole
 * characters (with the combining marks that follow the last one) that
 * leaves a column for an ellipsis, then the ellipsis "\u2026".  No
 * character is ever cut; cols below 1 gives "".  Returns the columns
 * written, or -1 if buf is too small (buf then holds "", when size > 0).
 */
int kl_utf8_clip(const char *s, int cols, char *buf, size_t size);

/*
 * s in normalisation form C (composed: "e" and a combining acute accent
 * become "é"), as a new string the caller frees; NULL if s is not valid
 * UTF-8 or memory runs out.
 */
char *kl_utf8_nfc(const char *s);

/* 1 if cp shows nothing: white space (Unicode's space separators, line
 * and paragraph separators) or a default-ignorable character (a
 * zero-width space or joiner, a byte order mark, ...). */
int kl_utf8_invisible(int32_t cp);

/* 1 if cp is a bidirectional control (marks, embeddings, overrides and
 * isolates), which can make text read in another order than stored. */
int kl_utf8_bidi_control(int32_t cp);

/* 1 if cp breaks a line or a paragraph on some terminals though it is
 * no control character: the line separator U+2028 and the paragraph
 * separator U+2029 (Unicode's categories Zl and Zp). */
int kl_utf8_separator(int32_t cp);

/* 1 if cp may stand in an XML 1.0 document: tab, line feed, carriage
 * return, U+0020..U+D7FF, U+E000..U+FFFD and U+10000..U+10FFFF (so no
 * other C0 control and neither U+FFFE nor U+FFFF). */
int kl_utf8_xml_char(int32_t cp);

/*
 * What s looks like, for telling whether two names could be taken for
 * each other: compatibility-normalised (NFKC), case-folded, without
 * default-ignorable characters, and with the Cyrillic and Greek letters
 * (and the Latin dotless i, script a and script g) that look like a
 * Latin letter written as that letter, so that "Anna" with a Cyrillic A
 * and a fullwidth "Ben" give the skeletons of "Anna" and "Ben".  A new
 * string the caller frees; NULL if s is not valid UTF-8 or memory runs
 * out.
 */
char *kl_utf8_skeleton(const char *s);

/*
 * 1 if the words a and b are the same but for case and accents ("Rommé",
 * "ROMME", "romme"), else 0 (also when either is not valid UTF-8).
 */
int kl_utf8_same_word(const char *a, const char *b);

#endif
