#!/usr/bin/env python3
"""Checks of the HTML site of nullaudit (tests/html.sh).

  sitecheck.py links SITE
      every href and src of every page of SITE names a file of the site and,
      with a #fragment, an element of that page with that id; nothing is
      loaded from the network (no scheme, no //host); no page has a script.
  sitecheck.py findings RESULT.json DOM
      DOM holds the pages of a site as headless Chromium dumped them
      (index.html, coverage.html, files/*.html): the index's matrix has a row
      per finding of RESULT.json, with its place, rule, message, a cell per
      configuration and its presence condition; each finding's page shows it
      (message, rule, fix, configurations, suppressed), marks its spelling in
      the source and shows each of its expansion chains step by step; the
      coverage page has the totals and every file of the result.
  sitecheck.py escaped DOM_PAGE TEXT...
      the page (a Chromium dump) has no element made of its data: no script,
      its title is still the file's, and each TEXT is in it as text.
Prints what is wrong and exits 1, or exits 0.
"""
import html.parser
import json
import os
import re
import sys
import urllib.parse

problems = []


def bad(msg):
    problems.append(msg)


class Page(html.parser.HTMLParser):
    """Ids, links, and the text of elements by id and by class (the dump of
    a browser: every element is closed)."""

    VOID = {"meta", "link", "br", "img", "input", "hr", "col", "wbr"}

    def __init__(self, text, tree=True):
        super().__init__(convert_charrefs=True)
        self.tree = tree         # False: ids and links only (a large site)
        self.ids = set()
        self.links = []          # (attribute, value)
        self.scripts = 0
        self.stack = []          # [tag, attrs, text parts, matrix cells]
        self.elements = []       # (tag, attrs, text), closed ones, in order of closing
        self.cells = {}          # id(attrs) of a row -> its cells' classes (yes, no)
        self.title = None
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for k in ("href", "src"):
            if k in a:
                self.links.append((k, a[k]))
        if tag == "script":
            self.scripts += 1
        if tag not in self.VOID and self.tree:
            self.stack.append([tag, a, [], []])

    def handle_endtag(self, tag):
        while self.stack:
            t, a, parts, cells = self.stack.pop()
            text = "".join(parts)
            if t == "td" and a.get("class") in ("yes", "no"):
                cells = [a["class"]]
            self.cells[id(a)] = cells
            if self.stack:
                self.stack[-1][2].append(text)
                self.stack[-1][3].extend(cells)
            self.elements.append((t, a, text))
            if t == "title":
                self.title = text
            if t == tag:
                break

    def handle_data(self, data):
        if self.stack:
            self.stack[-1][2].append(data)

    def by_id(self, ident):
        for t, a, text in self.elements:
            if a.get("id") == ident:
                return t, a, text
        return None

    def by_class(self, cls):
        return [(t, a, text) for t, a, text in self.elements if cls in a.get("class", "").split()]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def links(site):
    pages = {}
    for root, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(root, name)
                pages[os.path.normpath(path)] = Page(read(path), tree=False)
    if not pages:
        bad(f"{site}: no pages")
    css = os.path.join(site, "style.css")
    if os.path.exists(css) and re.search(r"url\(|@import|//", read(css)):
        bad(f"{css}: loads something (url(), @import or //)")
    for path, page in sorted(pages.items()):
        if page.scripts:
            bad(f"{path}: {page.scripts} script element(s)")
        for attr, value in page.links:
            u = urllib.parse.urlsplit(value)
            if u.scheme or u.netloc:
                bad(f"{path}: {attr}={value!r} is not a file of the site")
                continue
            target = path
            if u.path:
                target = os.path.normpath(os.path.join(os.path.dirname(path),
                                                       urllib.parse.unquote(u.path)))
            if not os.path.exists(target):
                bad(f"{path}: dead link {value!r} (no {target})")
                continue
            if u.fragment:
                tp = pages.get(target)
                if tp is None or urllib.parse.unquote(u.fragment) not in tp.ids:
                    bad(f"{path}: dead link {value!r} (no id {u.fragment!r} in {target})")


def norm(s):
    return " ".join(s.split())


def findings(result, dom):
    doc = json.load(open(result, encoding="utf-8"))
    fs = doc["findings"]
    index = Page(read(os.path.join(dom, "index.html")))
    rows = index.by_class("finding-row")
    if len(rows) != len(fs):
        bad(f"index: {len(rows)} rows in the matrix for {len(fs)} findings")
    configs = [c["config"] for c in doc.get("stats", {}).get("per_config", [])]
    for f in fs:
        for c in f.get("configs", []):
            if c not in configs:
                configs.append(c)
    heads = [norm(text) for t, a, text in index.elements if t == "th"]
    for c in configs:
        if c not in heads:
            bad(f"index: no column for the configuration {c}")
    # the matrix's rows, in the result's order
    row_links = [(a["href"], norm(text)) for t, a, text in index.elements
                 if t == "a" and a.get("href", "").startswith("files/") and "#f" in a["href"]]
    pages = {}
    for i, f in enumerate(fs):
        where = f"{f['file']}:{f['line']}:{f['column']}"
        hits = [h for h, text in row_links if h.endswith(f"#f{i}") and text == where]
        if not hits:
            bad(f"index: no link to finding {i} ({where})")
            continue
        if i < len(rows):
            text = norm(rows[i][2])
            for want in (where, f["rule"], norm(f["message"]), f.get("condition", "")):
                if want not in text:
                    bad(f"index: the row of finding {i} ({where}) lacks {want!r}: {text!r}")
            want = ["yes" if c in f.get("configs", []) else "no" for c in configs]
            got = index.cells.get(id(rows[i][1]))
            if got != want:
                bad(f"index: the row of finding {i} ({where}) has cells {got}, want {want}")
        page_file = hits[0].split("#")[0]
        if page_file not in pages:
            pages[page_file] = Page(read(os.path.join(dom, page_file)))
        page = pages[page_file]
        box = page.by_id(f"f{i}")
        if not box:
            bad(f"{page_file}: no element f{i} for {where}")
            continue
        text = norm(box[2])
        wants = [where, norm(f["message"]), f["rule"], f["severity"]]
        wants += f.get("configs", [])
        if f.get("condition"):
            wants.append(f["condition"])
        if f.get("suppressed"):
            wants.append("suppressed")
        if "fix" in f:
            wants.append(f"replace {f['spelling']} with {f['fix']['replacement']}")
        for want in wants:
            if want not in text:
                bad(f"{page_file}: finding {i} ({where}) lacks {want!r}: {text!r}")
        # every chain, step by step, in order
        chains = f.get("expansion_chains") or ([f["expansions"]] if f["expansions"] else [])
        shown = [norm(t) for tag, a, t in page.elements
                 if tag == "ol" and "chain" in a.get("class", "")]
        for k, chain in enumerate(chains):
            steps = [f"in the expansion of {e['macro']}" for e in chain]
            places = [f"expanded at {e['file']}:{e['line']}:{e['column']}" for e in chain]
            if not any(all(s in t for s in steps + places) and
                       [t.index(s) for s in steps] == sorted(t.index(s) for s in steps)
                       for t in shown):
                bad(f"{page_file}: chain {k + 1} of finding {i} ({where}) not shown: {steps}")
        # the mark at the spelling, in the source
        marks = [(a, norm(t)) for tag, a, t in page.elements
                 if tag == "a" and "m" in a.get("class", "").split() and a.get("href") == f"#f{i}"]
        if not marks or marks[0][1] != f["spelling"]:
            bad(f"{page_file}: the spelling {f['spelling']!r} of finding {i} is not marked: {marks}")
        else:
            line = page.by_id(f"L{f['line']}")
            if not line or f["spelling"] not in line[2]:
                bad(f"{page_file}: line {f['line']} does not hold the mark of finding {i}")
    cov = doc.get("coverage")
    if cov:
        page = Page(read(os.path.join(dom, "coverage.html")))
        tot = page.by_id("cov-totals")
        want = (f"{cov['groups']} #if groups in {len(cov['files'])} files: {cov['compiled']} "
                f"compiled, {cov['never_compiled']} never compiled")
        if not tot or want not in norm(tot[2]):
            bad(f"coverage: totals {tot and norm(tot[2])!r}, want {want!r}")
        text = norm(" ".join(t for tag, a, t in page.elements if tag == "td"))
        for cf in cov["files"]:
            if cf["file"] not in text:
                bad(f"coverage: no row for {cf['file']}")


def escaped(dom_page, texts):
    raw = read(dom_page)
    page = Page(raw)
    if page.scripts or re.search(r"<script", raw, re.I):
        bad(f"{dom_page}: a script element")
    if page.title is None or "pwned" in page.title:
        bad(f"{dom_page}: the title is {page.title!r}")
    body = "".join(t for tag, a, t in page.elements if tag == "body")
    for want in texts:
        if want not in body:
            bad(f"{dom_page}: {want!r} is not in the page's text")
    for tag in ("b", "i", "u"):
        if any(t == tag for t, a, _ in page.elements):
            bad(f"{dom_page}: a <{tag}> element made of the source")


def main(argv):
    if len(argv) >= 3 and argv[1] == "links":
        links(argv[2])
    elif len(argv) == 4 and argv[1] == "findings":
        findings(argv[2], argv[3])
    elif len(argv) >= 3 and argv[1] == "escaped":
        escaped(argv[2], argv[3:])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for p in problems:
        print("sitecheck:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
