/* Preprocesses alike in "on" and "on-zero" (only #ifdef looks at
 * CONFIG_FEATURE), differently in "off". */
struct dev { char *name; int users; };

#ifdef CONFIG_FEATURE
void feature_reset(struct dev *d)
{
	d->name = 0;
}
#else
void feature_reset(struct dev *d)
{
	d->users = 0;
}
#endif

#if defined(CONFIG_NEVER) && defined(CONFIG_FEATURE)
void never(struct dev *d)
{
	d->name = 0;
}
#endif

/* one expansion, the same in every configuration: counted once */
#define CLEAR(p) ((p) = 0)
void feature_clear(struct dev *d)
{
	CLEAR(d->name);
}
