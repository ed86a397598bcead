/* GCC builtins: return types from their prototypes, the type-level ones
 * (__builtin_types_compatible_p, __builtin_choose_expr, __builtin_va_arg,
 * __builtin_offsetof) and __func__. */
typedef __builtin_va_list va_list;
struct s { int a; char b[8]; };
void f(int n, const char *fmt, ...)
{
	va_list ap;
	unsigned u = 1; unsigned long ul = 1;
	__builtin_va_start(ap, fmt);
	__builtin_va_arg(ap, long);
	__builtin_va_arg(ap, char *);
	__builtin_va_end(ap);
	__builtin_expect(n, 1);
	__builtin_constant_p(n);
	__builtin_types_compatible_p(int, const int);
	__builtin_types_compatible_p(typeof(n), long);
	(char (*)[__builtin_types_compatible_p(int, const int) + 1])0;
	(char (*)[__builtin_types_compatible_p(int, unsigned) + 1])0;
	(char (*)[__builtin_types_compatible_p(char *, typeof(fmt)) + 1])0;
	__builtin_choose_expr(1, u, fmt);
	__builtin_choose_expr(0, u, fmt);
	__builtin_offsetof(struct s, b[2]);
	__builtin_clz(u);
	__builtin_popcountl(ul);
	__builtin_bswap32(u);
	__builtin_bswap64(ul);
	__builtin_strlen(fmt);
	__builtin_memcpy(0, fmt, 1);
	__builtin_alloca(8);
	__builtin_object_size(fmt, 0);
	__builtin_add_overflow(n, 1, &n);
	__builtin_unreachable();
	__builtin_return_address(0);
	__builtin_huge_val();
	__builtin_inff();
	__builtin_isnan(1.0);
	__builtin_abs(n);
	__builtin_labs(n);
	__builtin_trap;
	__func__;
	__FUNCTION__;
	(char (*)[sizeof __func__])0;
}
/*
 * check-types-start
 * builtins.c:10:2: void: __builtin_va_start ( ap , fmt )
 * builtins.c:11:2: long: __builtin_va_arg ( ap , long )
 * builtins.c:12:2: char *: __builtin_va_arg ( ap , char * )
 * builtins.c:13:2: void: __builtin_va_end ( ap )
 * builtins.c:14:2: long: __builtin_expect ( n , 1 )
 * builtins.c:15:2: int: __builtin_constant_p ( n )
 * builtins.c:16:2: int: __builtin_types_compatible_p ( int , const int )
 * builtins.c:17:2: int: __builtin_types_compatible_p ( typeof ( n ) , long )
 * builtins.c:18:2: char (*)[2]: ( char ( * ) [ __builtin_types_compatible_p ( int , const int ) + 1 ] ) 0
 * builtins.c:19:2: char (*)[1]: ( char ( * ) [ __builtin_types_compatible_p ( int , unsigned ) + 1 ] ) 0
 * builtins.c:20:2: char (*)[1]: ( char ( * ) [ __builtin_types_compatible_p ( char * , typeof ( fmt ) ) + 1 ] ) 0
 * builtins.c:21:2: unsigned int: __builtin_choose_expr ( 1 , u , fmt )
 * builtins.c:22:2: const char *: __builtin_choose_expr ( 0 , u , fmt )
 * builtins.c:23:2: unsigned long: __builtin_offsetof ( struct s , b [ 2 ] )
 * builtins.c:24:2: int: __builtin_clz ( u )
 * builtins.c:25:2: int: __builtin_popcountl ( ul )
 * builtins.c:26:2: unsigned int: __builtin_bswap32 ( u )
 * builtins.c:27:2: unsigned long: __builtin_bswap64 ( ul )
 * builtins.c:28:2: unsigned long: __builtin_strlen ( fmt )
 * builtins.c:29:2: void *: __builtin_memcpy ( 0 , fmt , 1 )
 * builtins.c:30:2: void *: __builtin_alloca ( 8 )
 * builtins.c:31:2: unsigned long: __builtin_object_size ( fmt , 0 )
 * builtins.c:32:2: _Bool: __builtin_add_overflow ( n , 1 , & n )
 * builtins.c:33:2: void: __builtin_unreachable ( )
 * builtins.c:34:2: void *: __builtin_return_address ( 0 )
 * builtins.c:35:2: double: __builtin_huge_val ( )
 * builtins.c:36:2: float: __builtin_inff ( )
 * builtins.c:37:2: int: __builtin_isnan ( 1.0 )
 * builtins.c:38:2: int: __builtin_abs ( n )
 * builtins.c:39:2: long: __builtin_labs ( n )
 * builtins.c:40:2: void (void): __builtin_trap
 * builtins.c:41:2: const char [2]: __func__
 * builtins.c:42:2: const char [2]: __FUNCTION__
 * builtins.c:43:2: char (*)[2]: ( char ( * ) [ sizeof __func__ ] ) 0
 * check-types-end
 */
