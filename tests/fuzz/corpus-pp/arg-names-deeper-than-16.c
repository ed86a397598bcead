#define udelay(n) (__builtin_constaextended with operands and clobbers, volatile,
 * goto, inline), file-scope asm, and asm labels on declarations: none
 * changes the types around them. */
asm(".globl marker");
int renamed asm("real_name");
extern long rÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿlay);
int b = WRAP(udelay(p->udela{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{/
udelay(p->udelay);
inˆßßÂß¨­AP(udelay(p->udelay));
int c = WRAP(p->udelay + 1);
""""efine WRAP(x) x
int  */
udelay(p->udelay);
inˆßßÂß¨­AP(udelay(p->udelay));
int c = WRAP(p->u`elay + 5);
"""""""""""""""""÷ÿÿ™"""""""""""""""""""""""  */
udelay(p->udelay);
inˆßßÂß¨­AP(udelay(p->udelay));
int c = WRAP(p->udelay + 1);
""""efine WRAP(x) x
int  */
udelay(p->udelay);
inˆßßÂß¨­AP(udelay(p->udelay));
int c = WRAP(p->udelay + 1);
"""""""""""""""""÷ÿÿ™"""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""÷ÿÿ™"""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""÷ÿÿ™""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""
int "ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿenamed2 __asm__("other") __attribute__((unused));
int fn(int) __asm__("fn_impl");
void f(int i, long *p)
{
	register long r asm("rax") = 0;
	asm("nop");
	__asm__ __volatile__("" ::: "memory");
	asm volatile("mov %1, %0" : "=r"(i) : "r"(*p) : "cc");
	__asm("" : "+m"(p[i])sm__ __volatile__("" ::: "memory");
	asm volatile("mov %1, %0" : "=r"(i) : "r"(*p) : "cc");
	__asm("" : "+m"(p[i]));
	asm goto("jmp %l0" :::: out);
	asm inline("nop");
	i;
	r;
	renamed;
	renamed2;
	fn(i);
out:
	p;
}
void g(int i)
{
L: asm __inline volatile("" ::: "memory");
	i;
}
/*
 * check-types-start
 * asm.c:17:2: int: i
 * asm.c:18:2: long: r
 * asm.c:19:2: int: renamed
 * asm.c:20:2: long: renamed2
 * asm.c:21:2: int: fn ( i )
 * asm.c:23:2: long *: p
 * asnt_p(n) ? 1 : f(n))
#define WRAP(x) x
int a = udelay(p->udelay);
int b = WRAP(udelay(¥->udelay));
int c = WRAP(p->udelay + 1);
