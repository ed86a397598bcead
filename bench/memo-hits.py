#!/usr/bin/env python3
"""What a header memo would reuse, from NULLAUDIT_MEMO_TRACE traces.

  bench/memo-hits.py [--times TRACE]... [--mode P|K] [--by-file N] RUN.trace...

Each RUN.trace is the trace of one run (one configuration, one package):
the blocks its units appended, in the order they ran (src/memotrace.c
describes the format). The runs are read in the order given. A header
entry hits when an earlier entry of the same file (as named, found and
stat'ed: the trace's file key) in the same mode had the same inputs, within
three scopes:

  unit  the memo starts empty at each unit
  run   it starts empty at each RUN.trace: the units of one run
  all   it is never emptied: the runs after the first reuse the first's

Two memos are measured:

  whole  an entry is the header with its nested headers: its inputs are
         all those met inside it (the trace's DIGEST); a hit replays it
         all, and the entries inside it are not entered. What a hit saves
         is its whole time and output; each hit not inside another counts.
  own    an entry is the header's own text: its inputs are those it met
         itself (DIGEST-OWN), its nested #includes are done again on a hit
         (each nested header hits or misses on its own). What a hit saves
         is its own time and output, nested headers' not included.

Times: the trace whose inputs are hashed costs time itself; --times TRACE
(one for each RUN.trace, made with NULLAUDIT_MEMO_TRACE_TIME=1 on the same
units) gives the times of a run with only the entries timed.

Exactness check: a whole hit whose output hash differs from the first
recording's with those inputs is counted ("hits whose output differs"):
there must be none. With -K records (mode K) the hash leaves out the
records' numbers: the numbers of definitions differ from unit to unit,
which a replay renumbers.

Misses: an entry of a file never recorded before is "cold"; one that
cannot be recorded says why (a diagnostic, a macro call or line across
its start or end, push_macro/pop_macro, a fatal error); one whose file was
recorded with other inputs "inputs differ". With the detail trace
(NULLAUDIT_MEMO_TRACE_DETAIL=1) the input that differs is named: the first
one, in the order they were met, that no recording with the same inputs
before it had with this value (the processing is the same up to there, so
the recording and the entry met the same name, with another value). In the
whole memo __COUNTER__ and __INCLUDE_LEVEL__ values are compared relative
to the entry's start there; "rel" counts the entries that would hit were
they compared so (a replay that shifts those numbers).
"""
import argparse
import collections
import sys

UNMEMO = {"d": "diagnostic inside", "x": "macro call or line across its start or end",
          "p": "push_macro/pop_macro", "a": "fatal error"}
UNDEF = "0000000000000000"
SHOW_DIFFERS = False
GUARDS = set()   # the first name each header entry looked up


class Entry:
    __slots__ = ("id", "parent", "level", "digest", "rel", "own", "ownrel", "own_inputs", "inputs",
                 "ns", "bytes", "ohash", "flags", "key", "memoisable", "xns", "xbytes",
                 "hit", "relhit", "covered", "relcov")

    def __init__(self, f):
        self.id, self.parent, self.level = int(f[1]), int(f[2]), int(f[3])
        self.digest, self.rel, self.own, self.ownrel = f[4], f[5], f[6], f[7]
        self.own_inputs, self.inputs = int(f[8]), int(f[9])
        self.ns, self.bytes, self.ohash = int(f[10]), int(f[11]), f[12]
        self.flags, self.key = f[13], f[14]
        self.memoisable = not any(c in UNMEMO for c in self.flags)


class Block:
    def __init__(self, f):
        self.mode, self.unit = f[1], f[2]
        self.ns, self.bytes, self.n = int(f[3]), int(f[4]), int(f[5])
        self.entries = []
        self.detail = []


def read_trace(path):
    blocks = []
    b = None
    with open(path, encoding="utf-8", errors="surrogateescape") as fh:
        for line in fh:
            line = line.rstrip("\n")
            t = line[:1]
            if t == "U":
                b = Block(line.split(" ", 5))
                blocks.append(b)
            elif t == "E":
                b.entries.append(Entry(line.split(" ", 14)))
            elif t in "><INWO" and line[1:2] == " ":
                b.detail.append(line)
    return blocks


def join_times(blocks, tblocks, path):
    """Replaces the times by those of the time-only trace of the same run."""
    seen = collections.Counter()
    tb = {}
    for b in tblocks:
        mode = b.mode.rstrip("t")
        tb[(b.unit, mode, seen[(b.unit, mode)])] = b
        seen[(b.unit, mode)] += 1
    seen = collections.Counter()
    for b in blocks:
        k = (b.unit, b.mode, seen[(b.unit, b.mode)])
        seen[(b.unit, b.mode)] += 1
        t = tb.get(k)
        if not t or len(t.entries) != len(b.entries) or any(
                x.key != y.key for x, y in zip(t.entries, b.entries)):
            print("memo-hits: %s: no matching time-only block for %s" % (path, b.unit),
                  file=sys.stderr)
            continue
        b.ns = t.ns
        for x, y in zip(b.entries, t.entries):
            x.ns = y.ns


def prepare(b):
    """Each entry's own time and bytes (without its nested headers')."""
    byid = {e.id: e for e in b.entries}
    for e in b.entries:
        e.xns, e.xbytes = e.ns, e.bytes
    for e in b.entries:
        p = byid.get(e.parent)
        if p is not None:
            p.xns -= e.ns
            p.xbytes -= e.bytes
    return byid


def input_lists(b):
    """Each entry's inputs in order, whole and own, from the detail lines;
    in the whole lists __COUNTER__ and __INCLUDE_LEVEL__ values relative to
    the entry's start."""
    whole, own = {}, {}
    stack = []
    last = {}
    tick = 0
    level = {e.id: e.level for e in b.entries}
    for line in b.detail:
        t = line[0]
        if t == ">":
            tick += 1
            eid, counter0 = (int(x) for x in line[2:].split())
            lst = []
            whole[eid] = lst
            own[eid] = []
            stack.append((tick, lst, counter0, level.get(eid, 0), eid))
        elif t == "<":
            stack.pop()
        elif t == "W":
            tick += 1
            last[line[2:]] = tick
        elif t == "O":
            name, value = line[2:].rsplit(" ", 1)
            own[stack[-1][4]].append((name, value))
        else:
            name, value = line[2:].rsplit(" ", 1)
            tick += 1
            if t == "N":
                if value[0] == "=":
                    n = int(value[1:])
                    for _, lst, c0, lv, _ in stack:
                        lst.append((name, "=%d" % (n - (c0 if name == "__COUNTER__" else lv))))
                else:
                    for _, lst, _, _, _ in stack:
                        lst.append((name, value))
            else:
                lt = last.get(name, 0)
                last[name] = tick
                for st, lst, _, _, _ in reversed(stack):
                    if st <= lt:
                        break
                    lst.append((name, value))
    return whole, own


def guard_like(name):
    return name in GUARDS or name.endswith(("_H", "_H_", "_H__", "_INCLUDED"))


def category(name, pos, value, others, near):
    if name == "__COUNTER__":
        return "__COUNTER__ value"
    if name == "__INCLUDE_LEVEL__":
        return "__INCLUDE_LEVEL__ value"
    if name == "__BASE_FILE__":
        return "__BASE_FILE__ value"
    if name.startswith("#inc"):
        return "#include/#include_next answer"
    if name.startswith("#has"):
        return "__has_include answer"
    if name.startswith("#__has"):
        return "__has_attribute/__has_builtin answer"
    if not others:
        stem = name.rstrip("0123456789")
        if stem != name and any(n != name and n.rstrip("0123456789") == stem for n, _ in near):
            return "a name made of a __COUNTER__ value (%s...)" % stem
        return "another name met there (the processing differed before)"
    undef = value == UNDEF or all(o == UNDEF for o in others)
    what = "defined vs undefined" if undef else "another definition"
    if name.startswith("CONFIG_"):
        return "config macro CONFIG_* (%s)" % what
    if pos == 0:
        return "the first name the header tests, its guard (%s)" % what
    if guard_like(name):
        return "another header's guard: what was included before (%s)" % what
    return "other macro (%s)" % what


class Trie:
    """The recordings of one file: their inputs in order, shared prefixes once."""
    def __init__(self):
        self.root = {}

    def add(self, lst):
        node = self.root
        for item in lst:
            node = node.setdefault(item, {})

    def divergence(self, lst):
        node = self.root
        for pos, item in enumerate(lst):
            nxt = node.get(item)
            if nxt is None:
                return pos, item, [v for (n, v) in node if n == item[0]], list(node)
            node = nxt
        return len(lst), None, [], []


class Reasons:
    def __init__(self):
        self.n = collections.Counter()
        self.ns = collections.Counter()
        self.names = collections.defaultdict(collections.Counter)
        self.by_file = collections.Counter()

    def add(self, why, ns, name=None, fname=None):
        self.n[why] += 1
        self.ns[why] += ns
        if name is not None:
            self.names[why][name] += 1
        if fname is not None:
            self.by_file[fname] += ns


class Memo:
    """One memo (whole or own) in one scope."""
    def __init__(self, own):
        self.own = own
        self.reset()
        self.reasons = Reasons()

    def reset(self):
        self.digests = {}   # (fk, digest) -> output hash
        self.rel = set()
        self.files = {}     # fk -> Trie, or True without the detail

    def record(self, fk, e, lst):
        if not e.memoisable:
            return
        self.digests.setdefault((fk, e.own if self.own else e.digest), e.ohash)
        self.rel.add((fk, e.ownrel if self.own else e.rel))
        if lst is not None:
            t = self.files.get(fk)
            if not isinstance(t, Trie):
                t = self.files[fk] = Trie()
            t.add(lst)
        else:
            self.files.setdefault(fk, True)

    def why(self, fk, e, lst, relhit, ns):
        if not e.memoisable:
            self.reasons.add("not memoisable: " + ", ".join(
                UNMEMO[c] for c in e.flags if c in UNMEMO), ns)
            return
        if fk not in self.files:
            self.reasons.add("cold: file not recorded before", ns)
            return
        fname = e.key.split("|", 1)[0]
        t = self.files[fk]
        if relhit:
            self.reasons.add("only __COUNTER__ (and __INCLUDE_LEVEL__) values (rel hits)", ns,
                             fname=fname)
        elif lst is not None and isinstance(t, Trie):
            pos, item, others, near = t.divergence(lst)
            if item is None:
                self.reasons.add("(no divergence found)", ns, fname=fname)
            else:
                self.reasons.add(category(item[0], pos, item[1], others, near), ns,
                                 name=item[0], fname=fname)
        else:
            self.reasons.add("inputs differ", ns, fname=fname)


class Scope:
    def __init__(self, name):
        self.name = name
        self.whole = Memo(False)
        self.own = Memo(True)
        self.st = collections.Counter()
        self.runs = []   # (name, Counter) of each run

    def start_run(self, name):
        self.st = collections.Counter()
        self.runs.append((name, self.st))

    def reset(self):
        self.whole.reset()
        self.own.reset()

    def block(self, b, byid, whole_lists, own_lists):
        st = self.st
        st["units"] += 1
        st["unit_ns"] += b.ns
        st["unit_bytes"] += b.bytes
        W, O = self.whole, self.own
        stack = []
        for e in b.entries:
            # an entry is recorded when it ends: before the next entry that
            # is not inside it starts
            while stack and stack[-1].id != e.parent:
                d = stack.pop()
                W.record((b.mode, d.key), d, whole_lists.get(d.id) if whole_lists else None)
            parent = byid.get(e.parent)
            fk = (b.mode, e.key)
            st["entries"] += 1
            if parent is None:
                st["header_ns"] += e.ns
                st["header_bytes"] += e.bytes
            # whole
            e.hit = e.memoisable and (fk, e.digest) in W.digests
            if e.hit and W.digests[(fk, e.digest)] != e.ohash:
                st["hit_output_differs"] += 1
                if SHOW_DIFFERS:
                    print("output differs: %s %s entry %d (%d bytes) %s" % (
                        b.mode, b.unit, e.id, e.bytes, e.key), file=sys.stderr)
            e.relhit = e.memoisable and (fk, e.rel) in W.rel
            inside = parent is not None and parent.covered
            e.covered = e.hit or inside
            e.relcov = e.relhit or (parent is not None and parent.relcov)
            st["hits"] += e.hit
            st["covered"] += e.covered
            if e.hit and not inside:
                st["saved_ns"] += e.ns
                st["saved_bytes"] += e.bytes
            if e.relhit and not (parent is not None and parent.relcov):
                st["rel_saved_ns"] += e.ns
                st["rel_saved_bytes"] += e.bytes
            if not e.covered:
                W.why(fk, e, whole_lists.get(e.id) if whole_lists else None, e.relhit, e.xns)
            # own: every entry on its own, recorded at once
            ohit = e.memoisable and (fk, e.own) in O.digests
            orel = e.memoisable and (fk, e.ownrel) in O.rel
            st["own_hits"] += ohit
            if ohit:
                st["own_saved_ns"] += e.xns
                st["own_saved_bytes"] += e.xbytes
            else:
                O.why(fk, e, own_lists.get(e.id) if own_lists else None, orel, e.xns)
            if orel:
                st["own_rel_saved_ns"] += e.xns
                st["own_rel_saved_bytes"] += e.xbytes
            O.record(fk, e, own_lists.get(e.id) if own_lists else None)
            stack.append(e)
        while stack:
            d = stack.pop()
            W.record((b.mode, d.key), d, whole_lists.get(d.id) if whole_lists else None)


def pct(a, b):
    return "%5.1f%%" % (100.0 * a / b) if b else "    -"


def show_reasons(r, top, by_file, indent="  "):
    tot = sum(r.ns.values())
    for why, n in sorted(r.n.items(), key=lambda kv: -r.ns[kv[0]]):
        print("%s  %7d %s  %s" % (indent, n, pct(r.ns[why], tot), why))
        if top and r.names.get(why):
            print(indent + "          " + ", ".join(
                "%s %d" % kv for kv in r.names[why].most_common(top)))
    if by_file:
        print(indent + "files whose warm misses cost most (share of the misses' own time):")
        for f, ns in r.by_file.most_common(by_file):
            print("%s  %s %s" % (indent, pct(ns, tot), f))


def total(sc):
    s = collections.Counter()
    for _, st in sc.runs:
        s.update(st)
    return s


def report(sc, top, by_file):
    s = total(sc)
    print("scope %s: %d units, %d header entries; headers' share of the run: time %s, "
          "bytes %s" % (sc.name, s["units"], s["entries"], pct(s["header_ns"], s["unit_ns"]),
                        pct(s["header_bytes"], s["unit_bytes"])))
    print("  whole: entries hit %s, not entered (hit or inside a hit) %s" % (
        pct(s["hits"], s["entries"]), pct(s["covered"], s["entries"])))
    print("         time saved %s of the run (%s of the headers'), bytes replayed %s" % (
        pct(s["saved_ns"], s["unit_ns"]), pct(s["saved_ns"], s["header_ns"]),
        pct(s["saved_bytes"], s["unit_bytes"])))
    print("         with __COUNTER__ relative: time %s, bytes %s" % (
        pct(s["rel_saved_ns"], s["unit_ns"]), pct(s["rel_saved_bytes"], s["unit_bytes"])))
    print("         hits whose output differs from the recording's: %d" % s["hit_output_differs"])
    print("  own:   entries hit %s, time saved %s of the run (%s of the headers'), "
          "bytes replayed %s" % (pct(s["own_hits"], s["entries"]),
                                 pct(s["own_saved_ns"], s["unit_ns"]),
                                 pct(s["own_saved_ns"], s["header_ns"]),
                                 pct(s["own_saved_bytes"], s["unit_bytes"])))
    print("         with __COUNTER__ left out: time %s, bytes %s" % (
        pct(s["own_rel_saved_ns"], s["unit_ns"]), pct(s["own_rel_saved_bytes"], s["unit_bytes"])))
    if len(sc.runs) > 1:
        print("  by run: units, time saved whole / own / own without __COUNTER__")
        for name, r in sc.runs:
            print("    %-28s %5d  %s  %s  %s" % (
                name, r["units"], pct(r["saved_ns"], r["unit_ns"]),
                pct(r["own_saved_ns"], r["unit_ns"]), pct(r["own_rel_saved_ns"], r["unit_ns"])))
    print("  whole misses (entries not inside a hit) by reason: entries, share of their own time")
    show_reasons(sc.whole.reasons, top, by_file)
    print("  own misses by reason: entries, share of their own time")
    show_reasons(sc.own.reasons, top, by_file)
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("runs", nargs="+", help="a trace per run, in order")
    ap.add_argument("--times", action="append", default=[],
                    help="time-only trace of each run, in the same order")
    ap.add_argument("--mode", choices=["P", "K"], help="only the blocks of this mode")
    ap.add_argument("--names", type=int, default=5, help="names shown per miss reason")
    ap.add_argument("--by-file", type=int, default=0, help="files shown with most missed time")
    ap.add_argument("--scopes", default="unit,run,all")
    ap.add_argument("--show-differs", action="store_true",
                    help="name each hit whose output differs from the recording's")
    o = ap.parse_args()
    global SHOW_DIFFERS
    SHOW_DIFFERS = o.show_differs
    if o.times and len(o.times) != len(o.runs):
        ap.error("--times: one for each run")
    scopes = [Scope(n) for n in o.scopes.split(",")]
    for i, path in enumerate(o.runs):
        blocks = read_trace(path)
        if o.mode:
            blocks = [b for b in blocks if b.mode == o.mode]
        if o.times:
            join_times(blocks, read_trace(o.times[i]), path)
        for sc in scopes:
            sc.start_run(path.rsplit("/", 1)[-1])
            if sc.name == "run":
                sc.reset()
        for b in blocks:
            byid = prepare(b)
            whole, own = input_lists(b) if b.detail else ({}, {})
            GUARDS.update(lst[0][0] for lst in whole.values() if lst)
            b.detail = None
            for sc in scopes:
                if sc.name == "unit":
                    sc.reset()
                sc.block(b, byid, whole, own)
    for sc in scopes:
        report(sc, o.names, o.by_file)


if __name__ == "__main__":
    main()
