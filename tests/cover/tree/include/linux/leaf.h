/* a header read through drv/mid.h */
int leaf;
