#!/usr/bin/env python3
"""bench/coverage-kinds.py [--fixed GROUPS.json] RESULT.json... -- the #if groups of each kind
(config, arch, other, mixed, if0: docs/audits.md) of the files a result's
coverage lists, how many were compiled and the share, by scanning each
file's directives as nullaudit does (its result lists the groups never
compiled; the compiled ones it counts per file, not per kind)."""
import json
import re
import sys

ARCH = set("""__x86_64__ __i386__ __aarch64__ __arm__ __riscv __powerpc__ __powerpc64__
__PPC64__ __s390__ __s390x__ __mips__ __sparc__ __ia64__ __alpha__ __hppa__ __m68k__ __sh__
__loongarch__ CONFIG_X86 CONFIG_X86_32 CONFIG_X86_64 CONFIG_ARM CONFIG_ARM64 CONFIG_RISCV
CONFIG_PPC CONFIG_PPC32 CONFIG_PPC64 CONFIG_S390 CONFIG_MIPS CONFIG_SPARC CONFIG_SPARC64
CONFIG_IA64 CONFIG_ALPHA CONFIG_PARISC CONFIG_M68K CONFIG_SUPERH CONFIG_LOONGARCH CONFIG_UML
CONFIG_ARC CONFIG_CSKY CONFIG_HEXAGON CONFIG_MICROBLAZE CONFIG_NIOS2 CONFIG_OPENRISC
CONFIG_XTENSA""".split())
HELPERS = set("""if ifdef ifndef elif elifdef elifndef else of line defined IS_ENABLED
IS_BUILTIN IS_MODULE IS_REACHABLE __has_include __has_include_next __has_attribute
__has_builtin __has_feature __has_extension __has_c_attribute __has_cpp_attribute""".split())
DIRECTIVE = re.compile(r"^\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b(.*)$")


def kind(text):
    if text in ("if 0", "elif 0"):
        return "if0"
    names = [n for n in re.findall(r"[A-Za-z_]\w*", re.sub(r'"[^"]*"|<[^>]*>', " ", text))
             if n not in HELPERS]
    config = lambda n: n.startswith("CONFIG_") and len(n) > 7
    if any(n in ARCH for n in names):
        return "arch"
    c, o = any(map(config, names)), any(not config(n) for n in names)
    return "mixed" if c and o else "config" if c else "other"


def groups(path):
    """line of each group -> its kind (an #else has its #if's)"""
    try:
        text = open(path, encoding="utf-8", errors="replace").read().replace("\\\n", " \x00")
    except OSError:
        return {}
    out, stack, line = {}, [], 1
    for raw in text.split("\n"):
        code = re.sub(r"/\*.*?\*/", " ", raw.replace("\x00", "")).split("//")[0]
        m = DIRECTIVE.match(code)
        if m:
            kw, rest = m.group(1), m.group(2).strip()
            if kw in ("if", "ifdef", "ifndef"):
                stack.append(f"{kw} {rest}")
                out[line] = kind(stack[-1])
            elif kw == "elif" and stack:
                out[line] = kind(f"elif {rest}")
            elif kw == "else" and stack:
                out[line] = kind(f"else {stack[-1]}")
            elif kw == "endif" and stack:
                stack.pop()
        line += raw.count("\x00") + 1
    return out


args = sys.argv[1:]
fixed = set()
if args[:1] == ["--fixed"]:     # nullaudit-cover's groups.json: the groups the architecture rules out
    fixed = {(f, l) for f, l, _ in json.load(open(args[1]))["fixed"]}
    args = args[2:]
for name in args:
    cov = json.load(open(name))["coverage"]
    never = {(u["file"], u["line"]) for u in cov["uncompiled"]}
    total, compiled = {}, {}
    ruled_out = "config, without the groups the architecture rules out"
    for f in cov["files"]:
        for ln, k in groups(f["file"]).items():
            for k in [k] + ([ruled_out] if fixed and k == "config" and (f["file"], ln) not in fixed else []):
                total[k] = total.get(k, 0) + 1
                compiled[k] = compiled.get(k, 0) + ((f["file"], ln) not in never)
    print("%s: %d groups, %d compiled" % (name.rsplit("/", 1)[-1], cov["groups"], cov["compiled"]))
    for k in sorted(total):
        print("  %-7s %6d of %6d compiled (%.1f%%)" % (k, compiled[k], total[k],
                                                   100.0 * compiled[k] / total[k]))
