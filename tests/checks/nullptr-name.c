/* Before C23, nullptr is an ordinary name: a variable called nullptr
 * compared with 0 is an integer comparison. */
int nullptr = 0;
int f(int nullptr_t)
{
	if (nullptr == 0 || 0 != nullptr)
		return nullptr_t;
	return nullptr;
}
/*
 * check-name: nullptr as an identifier before C23
 * check-flags: -std=gnu11
 * check-exit: 0
 * check-findings-start
 * check-findings-end
 */
