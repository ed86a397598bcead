struct s { char *p; int n; };
struct s a = { 0 };
struct s b = { 0, };
struct s c = { 0, 0 };
/*
 * check-name: { 0 } is allowed by default, reported with -Wuniversal-initializer; { 0, } is not universal
 * check-flags: -Wuniversal-initializer
 * check-exit: 1
 * check-findings-start
 * universal-init.c:2:16: universal-initializer
 * universal-init.c:3:16: zero-as-null
 * universal-init.c:4:16: zero-as-null
 * check-findings-end
 */
