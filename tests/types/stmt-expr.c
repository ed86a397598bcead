/* GNU statement expressions: the type of the last expression statement;
 * void when the last item is a declaration or another statement; a
 * labeled last statement keeps its value. The statements inside are
 * dumped first. */
struct pair { int x; char *y; };
void f(int i, long l, char *p, struct pair pr)
{
	({ 1; });
	({ i; l; });
	({ p; });
	({ int t = i; (void)t; });
	({ int t = i; });
	({ i; int t = i; });
	({ if (i) l; });
	({ while (0) l; });
	({ ({ 1.0f; }); });
	({ long _a = i, _b = l; _a > _b ? _a : _b; });
	({ int _a = i; _a; }) + 0u;
	({ pr; }).y;
	({ &pr; })->x;
	int v = ({ int q = 3; q * 2; });
	v;
	({ });
	({ goto out; out: i; });
	({ { l; } });
	sizeof ({ p; });
}
/*
 * check-types-start
 * stmt-expr.c:8:5: int: 1
 * stmt-expr.c:8:2: int: ( { 1 ; } )
 * stmt-expr.c:9:5: int: i
 * stmt-expr.c:9:8: long: l
 * stmt-expr.c:9:2: long: ( { i ; l ; } )
 * stmt-expr.c:10:5: char *: p
 * stmt-expr.c:10:2: char *: ( { p ; } )
 * stmt-expr.c:11:16: void: ( void ) t
 * stmt-expr.c:11:2: void: ( { int t = i ; ( void ) t ; } )
 * stmt-expr.c:12:2: void: ( { int t = i ; } )
 * stmt-expr.c:13:5: int: i
 * stmt-expr.c:13:2: void: ( { i ; int t = i ; } )
 * stmt-expr.c:14:12: long: l
 * stmt-expr.c:14:2: void: ( { if ( i ) l ; } )
 * stmt-expr.c:15:15: long: l
 * stmt-expr.c:15:2: void: ( { while ( 0 ) l ; } )
 * stmt-expr.c:16:8: float: 1.0f
 * stmt-expr.c:16:5: float: ( { 1.0f ; } )
 * stmt-expr.c:16:2: float: ( { ( { 1.0f ; } ) ; } )
 * stmt-expr.c:17:26: long: _a > _b ? _a : _b
 * stmt-expr.c:17:2: long: ( { long _a = i , _b = l ; _a > _b ? _a : _b ; } )
 * stmt-expr.c:18:17: int: _a
 * stmt-expr.c:18:2: unsigned int: ( { int _a = i ; _a ; } ) + 0u
 * stmt-expr.c:19:5: struct pair: pr
 * stmt-expr.c:19:2: char *: ( { pr ; } ) . y
 * stmt-expr.c:20:5: struct pair *: & pr
 * stmt-expr.c:20:2: int: ( { & pr ; } ) -> x
 * stmt-expr.c:21:24: int: q * 2
 * stmt-expr.c:22:2: int: v
 * stmt-expr.c:23:2: void: ( { } )
 * stmt-expr.c:24:20: int: i
 * stmt-expr.c:24:2: int: ( { goto out ; out : i ; } )
 * stmt-expr.c:25:7: long: l
 * stmt-expr.c:25:2: void: ( { { l ; } } )
 * stmt-expr.c:26:12: char *: p
 * stmt-expr.c:26:2: unsigned long: sizeof ( { p ; } )
 * check-types-end
 */
