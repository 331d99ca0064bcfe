// cmark-gfm's C library (Debian's libcmark-gfm-dev), the reference CommonMark reader that
// FuzzOutline holds dnd's outlines to. Only its core is used: no extension is attached.
#include <cmark-gfm.h>
