#include "CHIGBuildInfo.h"
#include <stddef.h>

const char *_Nullable hig_gen_build_commit(void) {
#ifdef HIG_GEN_COMMIT
    return HIG_GEN_COMMIT;
#else
    return NULL;
#endif
}
