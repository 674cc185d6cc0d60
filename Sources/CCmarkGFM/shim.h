// The cmark-gfm C API plus its table extension. Only HIGMarkdown imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// The node types the table extension registers. libcmark-gfm-extensions exports these
// variables, but its installed headers do not declare them (they sit in its private table.h).
// They are set once, when the core extensions are registered; read them only after that.
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL;

// Read through functions: Swift 6 will not read a mutable C global from concurrent code.
static inline cmark_node_type hig_node_type_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type hig_node_type_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type hig_node_type_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
