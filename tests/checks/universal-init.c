struct s { char *p; int n; };
struct s a = { 0 };
struct s b = { 0, };
struct s c = { 0, 0 };
/*
 * check-name: { 0 } is allowed by default, reported with -Wuniversal-initializer; { 0, } is not universal
 * check-flags: -Wuniversal-initializer
 * check-exit: 1
 * check-findings-start
 * universal-init.c:2:16: warning: universal zero initializer { 0 } sets the pointer for member 'p' of type 'char *'; use { NULL } or { } [-Wuniversal-initializer]
 * universal-init.c:3:16: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * universal-init.c:4:16: warning: plain integer 0 used as null pointer for member 'p' of type 'char *'; use NULL [-Wzero-as-null]
 *   no fix: NULL is not defined at this point of the unit (no header that defines it, such as <stddef.h>, is included before it)
 * check-findings-end
 */
