/* a classic guard */
#ifndef PLAIN_H
#define PLAIN_H
int plain;
#endif /* PLAIN_H */
