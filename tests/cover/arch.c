#ifdef CONFIG_ARM
int on_arm;
#endif
