#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
#include <cairo.h>
#include <pixman.h>
#endif
