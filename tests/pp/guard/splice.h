#ifndef SPLICE_H
#define SPLICE_H
int splice_one;
#en\
dif
int splice_after;
