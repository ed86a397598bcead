/* C23: nullptr and nullptr_t, bool/true/false as keywords, constexpr,
 * [[attributes]], typeof, static_assert without a message, alignas. */
typedef typeof(nullptr) nullptr_t;
constexpr int ce = 4;
constexpr long cel = ce * 2;
[[maybe_unused]] static int attr_var;
[[nodiscard]] int nd(void);
int arr_c23[ce];
void f(bool b, nullptr_t np, int *ip, [[maybe_unused]] int unused)
{
	[[maybe_unused]] bool local = true;
	nullptr;
	np;
	b;
	true;
	false + 1;
	b + b;
	ip == nullptr;
	b ? ip : nullptr;
	ce;
	cel;
	arr_c23;
	(char (*)[cel])0;
	(typeof(nullptr))0;
	sizeof(nullptr_t);
	(char (*)[sizeof(nullptr)])0;
	(bool)5;
	(char (*)[(bool)5 + 1])0;
	nd();
	[[gnu::unused]] int x = 0;
	x;
	static_assert(sizeof(bool) == 1);
}
/*
 * check-flags: -std=c2x
 * check-types-start
 * c23.c:12:2: nullptr_t: nullptr
 * c23.c:13:2: nullptr_t: np
 * c23.c:14:2: _Bool: b
 * c23.c:15:2: _Bool: true
 * c23.c:16:2: int: false + 1
 * c23.c:17:2: int: b + b
 * c23.c:18:2: int: ip == nullptr
 * c23.c:19:2: int *: b ? ip : nullptr
 * c23.c:20:2: int: ce
 * c23.c:21:2: long: cel
 * c23.c:22:2: int [4]: arr_c23
 * c23.c:23:2: char (*)[8]: ( char ( * ) [ cel ] ) 0
 * c23.c:24:2: nullptr_t: ( typeof ( nullptr ) ) 0
 * c23.c:25:2: unsigned long: sizeof ( nullptr_t )
 * c23.c:26:2: char (*)[8]: ( char ( * ) [ sizeof ( nullptr ) ] ) 0
 * c23.c:27:2: _Bool: ( bool ) 5
 * c23.c:28:2: char (*)[2]: ( char ( * ) [ ( bool ) 5 + 1 ] ) 0
 * c23.c:29:2: int: nd ( )
 * c23.c:31:2: int: x
 * check-types-end
 */
