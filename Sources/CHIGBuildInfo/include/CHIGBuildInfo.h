#ifndef CHIGBUILDINFO_H
#define CHIGBUILDINFO_H

/// The git commit a dist build was made from (`make dist` passes it in), or NULL for any other
/// build. A C define, not a Swift file: changing it recompiles this one file, nothing else.
const char *_Nullable hig_gen_build_commit(void);

#endif
