/*
 * kl_html.h - text from the database made safe for HTML and XML: the
 * markup characters escaped, and whatever could break the document
 * (bytes that are not UTF-8, controls, controls of the writing
 * direction, line breaks, characters XML 1.0 does not allow) written as
 * '?'.  Shared by the command line's sheets and charts and by the pages
 * of klopf serve; depends on the core only.
 */
#ifndef KL_HTML_H
#define KL_HTML_H

#include <stdio.h>

/*
 * Write text (NUL-terminated, any bytes) to f as HTML character data or
 * the value of a quoted attribute: & < > " ' escaped (the apostrophe as
 * &#39;, which HTML and XML both read), cut to 512 bytes at a character
 * boundary (kl_text_clean).  Nothing is allocated.
 */
void kl_html_text(FILE *f, const char *text);

/*
 * The same for an XML document such as a standalone SVG: the apostrophe
 * as &apos;, text cut to 256 bytes.
 */
void kl_xml_text(FILE *f, const char *text);

#endif
