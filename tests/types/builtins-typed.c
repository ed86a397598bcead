/* GCC builtins typed by their prototypes: the overloaded __atomic and
 * __sync ones by the pointer they are given, the fortified headers' _chk
 * ones, the math ones by suffix, the ia32 ones generically, and GNU vector
 * operations. */
typedef __builtin_va_list va_list;
typedef int v4si __attribute__((__vector_size__(16)));
struct s { int a; };
char *ptr, *q;
_Atomic(long) al;
struct s *sp;
int n;
unsigned short us;
void f(const char *fmt, char *buf, va_list ap, v4si v)
{
	__atomic_load_n(&ptr, 5);
	__atomic_load_n(&al, 5);
	__atomic_exchange_n(&sp, sp, 5);
	__atomic_compare_exchange_n(&ptr, &q, q, 0, 5, 5);
	__atomic_fetch_add(&n, 1, 5);
	__atomic_add_fetch(&ptr, 1, 5);
	__atomic_store_n(&n, 1, 5);
	__atomic_test_and_set(&n, 5);
	__sync_val_compare_and_swap(&ptr, q, q);
	__sync_bool_compare_and_swap(&n, 1, 2);
	__sync_fetch_and_or(&us, 1);
	__sync_lock_test_and_set(&sp, sp);
	__sync_synchronize();
	__builtin___memcpy_chk(buf, fmt, 4, __builtin_object_size(buf, 0));
	__builtin___snprintf_chk(buf, 4, 1, __builtin_dynamic_object_size(buf, 1), fmt, n);
	__builtin___vsprintf_chk(buf, 1, 4, fmt, ap);
	__builtin___strcpy_chk(buf, fmt, 4);
	__builtin_va_arg_pack_len();
	__builtin_sqrt(2.0);
	__builtin_sqrtf(2.0f);
	__builtin_fabsl(1.0L);
	__builtin_huge_valf128();
	__builtin_copysignf(1.0f, -1.0f);
	__builtin_lrint(1.5);
	__builtin_nanf("");
	__builtin_ia32_paddd128(v, v);
	__builtin_ia32_someintop(n);
	-v;
	~v;
	v[1];
	n ? v : v;
	__builtin_shuffle(v, v);
	__builtin_bswap16(us);
	__builtin_expect_with_probability(n, 1, 0.9);
	__builtin_speculation_safe_value(ptr);
}
/*
 * check-types-start
 * builtins-typed.c:15:2: char *: __atomic_load_n ( & ptr , 5 )
 * builtins-typed.c:16:2: long: __atomic_load_n ( & al , 5 )
 * builtins-typed.c:17:2: struct s *: __atomic_exchange_n ( & sp , sp , 5 )
 * builtins-typed.c:18:2: _Bool: __atomic_compare_exchange_n ( & ptr , & q , q , 0 , 5 , 5 )
 * builtins-typed.c:19:2: int: __atomic_fetch_add ( & n , 1 , 5 )
 * builtins-typed.c:20:2: char *: __atomic_add_fetch ( & ptr , 1 , 5 )
 * builtins-typed.c:21:2: void: __atomic_store_n ( & n , 1 , 5 )
 * builtins-typed.c:22:2: _Bool: __atomic_test_and_set ( & n , 5 )
 * builtins-typed.c:23:2: char *: __sync_val_compare_and_swap ( & ptr , q , q )
 * builtins-typed.c:24:2: _Bool: __sync_bool_compare_and_swap ( & n , 1 , 2 )
 * builtins-typed.c:25:2: unsigned short: __sync_fetch_and_or ( & us , 1 )
 * builtins-typed.c:26:2: struct s *: __sync_lock_test_and_set ( & sp , sp )
 * builtins-typed.c:27:2: void: __sync_synchronize ( )
 * builtins-typed.c:28:2: void *: __builtin___memcpy_chk ( buf , fmt , 4 , __builtin_object_size ( buf , 0 ) )
 * builtins-typed.c:29:2: int: __builtin___snprintf_chk ( buf , 4 , 1 , __builtin_dynamic_object_size ( buf , 1 ) , fmt , n )
 * builtins-typed.c:30:2: int: __builtin___vsprintf_chk ( buf , 1 , 4 , fmt , ap )
 * builtins-typed.c:31:2: char *: __builtin___strcpy_chk ( buf , fmt , 4 )
 * builtins-typed.c:32:2: int: __builtin_va_arg_pack_len ( )
 * builtins-typed.c:33:2: double: __builtin_sqrt ( 2.0 )
 * builtins-typed.c:34:2: float: __builtin_sqrtf ( 2.0f )
 * builtins-typed.c:35:2: long double: __builtin_fabsl ( 1.0L )
 * builtins-typed.c:36:2: _Float128: __builtin_huge_valf128 ( )
 * builtins-typed.c:37:2: float: __builtin_copysignf ( 1.0f , - 1.0f )
 * builtins-typed.c:38:2: long: __builtin_lrint ( 1.5 )
 * builtins-typed.c:39:2: float: __builtin_nanf ( "" )
 * builtins-typed.c:40:2: __vector(2) long long: __builtin_ia32_paddd128 ( v , v )
 * builtins-typed.c:41:2: int: __builtin_ia32_someintop ( n )
 * builtins-typed.c:42:2: v4si: - v
 * builtins-typed.c:43:2: v4si: ~ v
 * builtins-typed.c:44:2: int: v [ 1 ]
 * builtins-typed.c:45:2: v4si: n ? v : v
 * builtins-typed.c:46:2: v4si: __builtin_shuffle ( v , v )
 * builtins-typed.c:47:2: unsigned short: __builtin_bswap16 ( us )
 * builtins-typed.c:48:2: long: __builtin_expect_with_probability ( n , 1 , 0.9 )
 * builtins-typed.c:49:2: char *: __builtin_speculation_safe_value ( ptr )
 * check-types-end
 * check-errors-start
 * check-errors-end
 */
