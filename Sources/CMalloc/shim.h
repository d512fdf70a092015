// glibc's malloc tuning (mallopt), which Swift's Glibc module does not include.
#ifndef READALONG_CMALLOC_SHIM_H
#define READALONG_CMALLOC_SHIM_H

#ifdef __linux__
#include <malloc.h>
#endif

#endif
