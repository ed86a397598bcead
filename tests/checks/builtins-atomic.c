/* The overloaded __atomic and __sync builtins take the pointee type of
 * their first argument for the value, expected and desired operands: a
 * plain 0 there is a null pointer when the pointee is a pointer (sparse:
 * "Using plain integer as NULL pointer"). The operand of an atomic add to
 * a pointer is an integer; integer pointees take their 0s as integers. */
#include <stdatomic.h>
#include <stddef.h>
char *ptr, *q, *expected;
_Atomic(char *) aptr;
int n;
long counter;
void bad(void)
{
	__atomic_store_n(&ptr, 0, __ATOMIC_RELAXED);
	__sync_val_compare_and_swap(&ptr, 0, q);
	__atomic_compare_exchange_n(&ptr, &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	__atomic_exchange_n(&ptr, 0, __ATOMIC_SEQ_CST);
	__sync_lock_test_and_set(&ptr, 0);
	__sync_bool_compare_and_swap(&ptr, q, 0);
	atomic_store(&aptr, 0);
	__atomic_load(&ptr, 0, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&ptr, __ATOMIC_ACQUIRE) == 0)
		return;
	int x = __sync_val_compare_and_swap(&n, NULL, 1);
	(void)x;
}
void clean(void)
{
	__atomic_store_n(&ptr, NULL, __ATOMIC_RELAXED);
	__atomic_store_n(&n, 0, 0);
	__atomic_fetch_add(&ptr, 0, __ATOMIC_RELAXED);
	__sync_fetch_and_add(&ptr, 0);
	__sync_fetch_and_sub(&counter, 0);
	__atomic_compare_exchange_n(&n, &n, 0, 0, 0, 0);
	atomic_store(&aptr, NULL);
	atomic_fetch_add(&counter, 0);
	char *x = atomic_load(&aptr);
	int ok = atomic_compare_exchange_strong(&aptr, &x, NULL);
	__atomic_thread_fence(0);
	(void)ok;
}
/*
 * check-name: __atomic_* and __sync_* builtins typed by their pointer argument
 * check-exit: 1
 * check-findings-start
 * builtins-atomic.c:14:25: warning: plain integer 0 used as null pointer for parameter 2 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:15:36: warning: plain integer 0 used as null pointer for parameter 2 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:16:47: warning: plain integer 0 used as null pointer for parameter 3 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:17:28: warning: plain integer 0 used as null pointer for parameter 2 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:18:33: warning: plain integer 0 used as null pointer for parameter 2 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:19:40: warning: plain integer 0 used as null pointer for parameter 3 of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:20:22: warning: plain integer 0 used as null pointer for variable '__atomic_store_tmp' of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:21:22: warning: plain integer 0 used as null pointer for parameter 2 of type 'char **'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:22:49: warning: plain integer 0 used as null pointer in comparison with a pointer of type 'char *'; use NULL [-Wzero-as-null]
 *   fix: '0' -> 'NULL'
 * builtins-atomic.c:24:42: warning: NULL used as an integer of type 'int'; use 0 [-Wnull-as-integer]
 *   fix: 'NULL' -> '0'
 * check-findings-end
 */
