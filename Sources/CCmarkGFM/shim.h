// The cmark-gfm C API plus its table extension. Only HIGMarkdown imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
