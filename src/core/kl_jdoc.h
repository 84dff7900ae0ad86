/*
 * kl_jdoc.h - reading one JSON text (RFC 8259, as SQLite's json_valid
 * takes it) into a tree of values, for the import of a klopf export,
 * which reads the file a rubber at a time (kl_jscan.h) and each rubber
 * with this.
 *
 * The tree is an array of nodes linked by index (parent, first child,
 * next sibling); texts and keys are decoded (escapes undone, UTF-8) into
 * one block the document owns.  A kl_jdoc is reused from text to text
 * (kl_jdoc_parse keeps its memory); kl_jdoc_free releases it.
 */
#ifndef KL_JDOC_H
#define KL_JDOC_H

#include <stddef.h>

#include "kl_error.h"

/* The type of a value, as SQLite's json_type names them
 * (kl_jdoc_type_name). */
enum kl_jtype { KL_JNULL = 0, KL_JTRUE, KL_JFALSE, KL_JINT, KL_JREAL,
                KL_JTEXT, KL_JARRAY, KL_JOBJECT, KL_JTYPES };

/* The deepest nesting of arrays and objects read (klopf's own files
 * nest six deep). */
#define KL_JDOC_DEPTH 64

typedef struct kl_jnode {
	int type;          /* enum kl_jtype */
	int parent;        /* the node holding it, -1 for the root */
	int child;         /* first element or member, -1 */
	int next;          /* the next one of its parent, -1 */
	int count;         /* elements or members (arrays, objects) */
	int index;         /* its place among its parent's children */
	const char *key;   /* an object's member: its key, decoded; else
	                      NULL */
	const char *text;  /* KL_JTEXT: decoded, NUL-terminated; numbers:
	                      NULL */
	size_t len;        /* KL_JTEXT: bytes of text */
	long long i;       /* KL_JINT: the value (when !big) */
	int big;           /* KL_JINT: out of the range of 64 bits */
	const char *raw;   /* the value's text in the source */
	size_t rawlen;
} kl_jnode;

typedef struct kl_jdoc {
	kl_jnode *nodes;   /* nodes[0] is the root */
	int n, cap;
	char *arena;       /* decoded texts and keys */
	size_t acap;
	int dup;           /* a member whose key its object has earlier,
	                      or -1 */
	long nul;          /* byte offset in the text of the first \u0000
	                      in a text or key, or -1 */
} kl_jdoc;

/* An empty document (no memory held). */
void kl_jdoc_init(kl_jdoc *d);

/* Release the memory of d; d is empty again. */
void kl_jdoc_free(kl_jdoc *d);

/*
 * Read text[0..len-1], which must be exactly one JSON value (white space
 * around it allowed), into d (its earlier tree is dropped).  Returns
 * KL_OK; KL_EINPUT when the text is not JSON, with the byte offset where
 * reading failed in *at (may be NULL) and the reason in err; KL_ENOMEM.
 * A text or key holding \u0000 and an object with a key twice are read
 * (d->nul, d->dup say so): the caller decides.
 */
int kl_jdoc_parse(kl_jdoc *d, const char *text, size_t len, size_t *at,
                  kl_error *err);

/* The member key of object node obj, or -1 (the first when twice). */
int kl_jdoc_get(const kl_jdoc *d, int obj, const char *key);

/* "null", "true", "false", "integer", "real", "text", "array" or
 * "object". */
const char *kl_jdoc_type_name(int type);

/*
 * The place of node in the document as SQLite writes a path ("$",
 * "$.rubbers[3].events[0].game", "$.settings.\"a b\""), after prefix
 * (which stands for the root; "$" for none), into buf (size bytes; cut
 * short when it does not fit).  Returns buf.
 */
const char *kl_jdoc_path(const kl_jdoc *d, int node, const char *prefix,
                         char *buf, size_t size);

#endif
