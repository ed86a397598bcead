#!/usr/bin/env python3
"""Render mcpp's provenance records (third_party/mcpp patch 0098, mcpp_prov.h)
as readable comments, for debugging.

  NULLAUDIT_PP_RAW=unit.raw nullaudit unit.c
  scripts/prov-dump.py unit.raw > unit.txt

Each record becomes a comment where it stood in the text:
  /*<NAME@D l:c-l:c*/  a call (D: its #define's number; l:c-l:c where it is
                       written, for a call in the source)
  /*!N l:c-l:c*/       the source range of its argument N
  /*<NAME:N*/          the substituted text of argument N of NAME
  /*>*/                the end of a call or an argument
  /*mNAME@D l:c-l:c*/  a #define;  /*mNULL*/  NULL defined before the source
  /*if L*/ /*i T*/ /*else L:T*/ /*endif L*/ /*line P N "name"*/ /*undef L NAME*/
  /*split*/            the expansion goes on after a _Pragma's lines
A malformed record stops the rendering with its offset (exit status 1).
"""
import sys

KINDS = "CRAEDNIVLZPUS"


class Bad(Exception):
    pass


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    data = open(sys.argv[1], "rb").read()
    out = bytearray()
    pos = 0
    defs = {}

    def num():
        nonlocal pos
        u, shift = 0, 0
        while pos < len(data) and data[pos] & 0xC0 == 0x80:
            u |= (data[pos] & 0x3F) << shift
            shift += 6
            pos += 1
        if pos >= len(data) or data[pos] & 0xC0 != 0xC0:
            raise Bad("number")
        u |= (data[pos] & 0x3F) << shift
        pos += 1
        return (u >> 1) ^ -(u & 1)

    def name():
        nonlocal pos
        n = num()
        if n < 0 or pos + n > len(data):
            raise Bad("name")
        s = data[pos:pos + n].decode("latin-1")
        pos += n
        return s

    def macro():
        serial = num()
        if serial:
            return "%s@%d" % (defs.get(serial, "?"), serial), serial
        return name(), 0

    def rng():
        return "%d:%d-%d:%d" % (num(), num(), num(), num())

    while pos < len(data):
        c = data[pos]
        if c != 1:
            out.append(c)
            pos += 1
            continue
        start = pos
        try:
            if pos + 1 >= len(data) or chr(data[pos + 1]) not in KINDS:
                raise Bad("kind")
            kind = chr(data[pos + 1])
            pos += 2
            if kind == "C":
                m, _ = macro()
                t = "<" + m + (" " + rng() if num() else "")
            elif kind == "R":
                t = "!%d %s" % (num(), rng())
            elif kind == "A":
                m, _ = macro()
                t = "<%s:%d" % (m.split("@")[0], num())
            elif kind == "E":
                t = ">"
            elif kind == "D":
                serial = num()
                defs[serial] = name()
                t = "m%s@%d %s" % (defs[serial], serial, rng())
            elif kind == "N":
                t = "mNULL"
            elif kind == "I":
                t = "%s %d" % (name(), num())
            elif kind == "V":
                t = "i " + ("T" if num() else "F")
            elif kind == "L":
                line = num()
                t = "else %d:%s" % (line, "T" if num() else "F")
            elif kind == "S":
                t = "split"
            elif kind == "Z":
                t = "endif %d" % num()
            elif kind == "P":
                p, n = num(), num()
                nm = name()
                t = "line %d %d" % (p, n) + (' "%s"' % nm if nm else "")
            else:  # U
                line = num()
                t = "undef %d %s" % (line, name())
        except Bad as e:
            sys.stdout.buffer.write(out)
            sys.exit("\nprov-dump: malformed record (%s) at offset %d" % (e, start))
        out += ("/*" + t + "*/").encode("latin-1")
    sys.stdout.buffer.write(out)


if __name__ == "__main__":
    main()
