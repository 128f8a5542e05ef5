#ifndef SEGUE_CFONTCONFIG_SHIM_H
#define SEGUE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
