/* -D and -U take effect in the order given, as GCC applies them (mcpp
 * applied every -D, then every -U): see tests/pp.sh and tests/define-order.sh */
int v[] = { FOO, BAR, __linux__, BAZ, __OPTIMIZE__, QUX(2) };
