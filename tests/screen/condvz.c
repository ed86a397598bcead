/* (void *)0 written out opposite a 0, in no pointer context: the 0 is
 * checked at the ?: itself, which screening must see too */
void h(int c) { (void)(c ? (void *)0 : 0); if (c ? 0 : (void *)0) h(1); }
