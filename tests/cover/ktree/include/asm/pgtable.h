/* What the Makefile's `make prepare` fails on with CONFIG_BIG_PAGES and
 * CONFIG_PT_CHECK (as 6.1's arm64 asm/pgtable.h does with 64K pages):
 * the code under CONFIG_PT_CHECK, line 9. */
#ifndef BIG_PAGES_NO_PUD
#define pmd_user_exec(pmd) 0
#endif

#ifdef CONFIG_PT_CHECK
static inline int pud_user_accessible_page(int pud) { return pud_user_exec(pud); }
#endif
