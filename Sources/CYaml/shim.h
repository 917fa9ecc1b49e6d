// The one C header listgen includes: libyaml's public API.
// Only the ListgenYAML module imports this (as `internal import CYaml`).
#ifndef LISTGEN_CYAML_SHIM_H
#define LISTGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
