/*
 * check-name: locations after comments across lines (2, 3, 300 lines), in a body and an argument, // comments, splices inside tokens, tabs, UTF-8, a form feed
 * check-exit: 1
 * check-findings-start
 * comments.c:26:27: nonliteral-zero-as-null
 * comments.c:27:12: zero-as-null
 * comments.c:28:21: zero-as-null
 * comments.c:29:12: zero-as-null
 * comments.c:31:20: zero-as-null
 * comments.c:333:16: zero-as-null
 * comments.c:335:15: zero-as-null
 * comments.c:335:31: zero-as-null
 * comments.c:337:12: zero-as-null
 * comments.c:339:12: null-as-integer
 * comments.c:341:3: zero-as-null
 * comments.c:342:13: zero-as-null
 * comments.c:343:24: zero-as-null
 * comments.c:344:13: zero-as-null
 * comments.c:345:12: zero-as-null
 * comments.c:346:12: zero-as-null
 * check-findings-end
 */
#include <stddef.h>
#define F(a, b) (b)
#define Z /* a comment
             in a body */ 0
char *p1 = 0; /* two
lines */ char *p2 = 0;
char *p3 = 0; /* three
lines
here */ char *p4 = 0;
/*
 * line 0 of a long comment
 * line 1 of a long comment
 * line 2 of a long comment
 * line 3 of a long comment
 * line 4 of a long comment
 * line 5 of a long comment
 * line 6 of a long comment
 * line 7 of a long comment
 * line 8 of a long comment
 * line 9 of a long comment
 * line 10 of a long comment
 * line 11 of a long comment
 * line 12 of a long comment
 * line 13 of a long comment
 * line 14 of a long comment
 * line 15 of a long comment
 * line 16 of a long comment
 * line 17 of a long comment
 * line 18 of a long comment
 * line 19 of a long comment
 * line 20 of a long comment
 * line 21 of a long comment
 * line 22 of a long comment
 * line 23 of a long comment
 * line 24 of a long comment
 * line 25 of a long comment
 * line 26 of a long comment
 * line 27 of a long comment
 * line 28 of a long comment
 * line 29 of a long comment
 * line 30 of a long comment
 * line 31 of a long comment
 * line 32 of a long comment
 * line 33 of a long comment
 * line 34 of a long comment
 * line 35 of a long comment
 * line 36 of a long comment
 * line 37 of a long comment
 * line 38 of a long comment
 * line 39 of a long comment
 * line 40 of a long comment
 * line 41 of a long comment
 * line 42 of a long comment
 * line 43 of a long comment
 * line 44 of a long comment
 * line 45 of a long comment
 * line 46 of a long comment
 * line 47 of a long comment
 * line 48 of a long comment
 * line 49 of a long comment
 * line 50 of a long comment
 * line 51 of a long comment
 * line 52 of a long comment
 * line 53 of a long comment
 * line 54 of a long comment
 * line 55 of a long comment
 * line 56 of a long comment
 * line 57 of a long comment
 * line 58 of a long comment
 * line 59 of a long comment
 * line 60 of a long comment
 * line 61 of a long comment
 * line 62 of a long comment
 * line 63 of a long comment
 * line 64 of a long comment
 * line 65 of a long comment
 * line 66 of a long comment
 * line 67 of a long comment
 * line 68 of a long comment
 * line 69 of a long comment
 * line 70 of a long comment
 * line 71 of a long comment
 * line 72 of a long comment
 * line 73 of a long comment
 * line 74 of a long comment
 * line 75 of a long comment
 * line 76 of a long comment
 * line 77 of a long comment
 * line 78 of a long comment
 * line 79 of a long comment
 * line 80 of a long comment
 * line 81 of a long comment
 * line 82 of a long comment
 * line 83 of a long comment
 * line 84 of a long comment
 * line 85 of a long comment
 * line 86 of a long comment
 * line 87 of a long comment
 * line 88 of a long comment
 * line 89 of a long comment
 * line 90 of a long comment
 * line 91 of a long comment
 * line 92 of a long comment
 * line 93 of a long comment
 * line 94 of a long comment
 * line 95 of a long comment
 * line 96 of a long comment
 * line 97 of a long comment
 * line 98 of a long comment
 * line 99 of a long comment
 * line 100 of a long comment
 * line 101 of a long comment
 * line 102 of a long comment
 * line 103 of a long comment
 * line 104 of a long comment
 * line 105 of a long comment
 * line 106 of a long comment
 * line 107 of a long comment
 * line 108 of a long comment
 * line 109 of a long comment
 * line 110 of a long comment
 * line 111 of a long comment
 * line 112 of a long comment
 * line 113 of a long comment
 * line 114 of a long comment
 * line 115 of a long comment
 * line 116 of a long comment
 * line 117 of a long comment
 * line 118 of a long comment
 * line 119 of a long comment
 * line 120 of a long comment
 * line 121 of a long comment
 * line 122 of a long comment
 * line 123 of a long comment
 * line 124 of a long comment
 * line 125 of a long comment
 * line 126 of a long comment
 * line 127 of a long comment
 * line 128 of a long comment
 * line 129 of a long comment
 * line 130 of a long comment
 * line 131 of a long comment
 * line 132 of a long comment
 * line 133 of a long comment
 * line 134 of a long comment
 * line 135 of a long comment
 * line 136 of a long comment
 * line 137 of a long comment
 * line 138 of a long comment
 * line 139 of a long comment
 * line 140 of a long comment
 * line 141 of a long comment
 * line 142 of a long comment
 * line 143 of a long comment
 * line 144 of a long comment
 * line 145 of a long comment
 * line 146 of a long comment
 * line 147 of a long comment
 * line 148 of a long comment
 * line 149 of a long comment
 * line 150 of a long comment
 * line 151 of a long comment
 * line 152 of a long comment
 * line 153 of a long comment
 * line 154 of a long comment
 * line 155 of a long comment
 * line 156 of a long comment
 * line 157 of a long comment
 * line 158 of a long comment
 * line 159 of a long comment
 * line 160 of a long comment
 * line 161 of a long comment
 * line 162 of a long comment
 * line 163 of a long comment
 * line 164 of a long comment
 * line 165 of a long comment
 * line 166 of a long comment
 * line 167 of a long comment
 * line 168 of a long comment
 * line 169 of a long comment
 * line 170 of a long comment
 * line 171 of a long comment
 * line 172 of a long comment
 * line 173 of a long comment
 * line 174 of a long comment
 * line 175 of a long comment
 * line 176 of a long comment
 * line 177 of a long comment
 * line 178 of a long comment
 * line 179 of a long comment
 * line 180 of a long comment
 * line 181 of a long comment
 * line 182 of a long comment
 * line 183 of a long comment
 * line 184 of a long comment
 * line 185 of a long comment
 * line 186 of a long comment
 * line 187 of a long comment
 * line 188 of a long comment
 * line 189 of a long comment
 * line 190 of a long comment
 * line 191 of a long comment
 * line 192 of a long comment
 * line 193 of a long comment
 * line 194 of a long comment
 * line 195 of a long comment
 * line 196 of a long comment
 * line 197 of a long comment
 * line 198 of a long comment
 * line 199 of a long comment
 * line 200 of a long comment
 * line 201 of a long comment
 * line 202 of a long comment
 * line 203 of a long comment
 * line 204 of a long comment
 * line 205 of a long comment
 * line 206 of a long comment
 * line 207 of a long comment
 * line 208 of a long comment
 * line 209 of a long comment
 * line 210 of a long comment
 * line 211 of a long comment
 * line 212 of a long comment
 * line 213 of a long comment
 * line 214 of a long comment
 * line 215 of a long comment
 * line 216 of a long comment
 * line 217 of a long comment
 * line 218 of a long comment
 * line 219 of a long comment
 * line 220 of a long comment
 * line 221 of a long comment
 * line 222 of a long comment
 * line 223 of a long comment
 * line 224 of a long comment
 * line 225 of a long comment
 * line 226 of a long comment
 * line 227 of a long comment
 * line 228 of a long comment
 * line 229 of a long comment
 * line 230 of a long comment
 * line 231 of a long comment
 * line 232 of a long comment
 * line 233 of a long comment
 * line 234 of a long comment
 * line 235 of a long comment
 * line 236 of a long comment
 * line 237 of a long comment
 * line 238 of a long comment
 * line 239 of a long comment
 * line 240 of a long comment
 * line 241 of a long comment
 * line 242 of a long comment
 * line 243 of a long comment
 * line 244 of a long comment
 * line 245 of a long comment
 * line 246 of a long comment
 * line 247 of a long comment
 * line 248 of a long comment
 * line 249 of a long comment
 * line 250 of a long comment
 * line 251 of a long comment
 * line 252 of a long comment
 * line 253 of a long comment
 * line 254 of a long comment
 * line 255 of a long comment
 * line 256 of a long comment
 * line 257 of a long comment
 * line 258 of a long comment
 * line 259 of a long comment
 * line 260 of a long comment
 * line 261 of a long comment
 * line 262 of a long comment
 * line 263 of a long comment
 * line 264 of a long comment
 * line 265 of a long comment
 * line 266 of a long comment
 * line 267 of a long comment
 * line 268 of a long comment
 * line 269 of a long comment
 * line 270 of a long comment
 * line 271 of a long comment
 * line 272 of a long comment
 * line 273 of a long comment
 * line 274 of a long comment
 * line 275 of a long comment
 * line 276 of a long comment
 * line 277 of a long comment
 * line 278 of a long comment
 * line 279 of a long comment
 * line 280 of a long comment
 * line 281 of a long comment
 * line 282 of a long comment
 * line 283 of a long comment
 * line 284 of a long comment
 * line 285 of a long comment
 * line 286 of a long comment
 * line 287 of a long comment
 * line 288 of a long comment
 * line 289 of a long comment
 * line 290 of a long comment
 * line 291 of a long comment
 * line 292 of a long comment
 * line 293 of a long comment
 * line 294 of a long comment
 * line 295 of a long comment
 * line 296 of a long comment
 * line 297 of a long comment
 * line 298 of a long comment
 * line 299 of a long comment
 */ char *p5 = 0;
char *p6 = (F(1, /* in an
  argument */ 0)); char *p7 = 0;
char *p8 = Z; // a comment 0
char *p9 = 0; // spliced \
   comment 0
char *pa = N\
ULL + 0; char *pb \
= 0;
	char	*pc =	0;
/* été */ char *pd = 0;
char *pe = 0;
char *pf = 0 /* x
 */, *pg = 0;
