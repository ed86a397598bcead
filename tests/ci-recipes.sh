#!/bin/sh
# examples/ci and .pre-commit-hooks.yaml: every YAML file parses; the recipes
# agree on their shard count (GitHub matrix, GitLab parallel:, Kubernetes
# completions); and their commands, run here with the variables each engine
# sets, give shards that merge into the result of one run, and a GitLab Code
# Quality report through codeclimate.jq.
set -u
: "${NULLAUDIT:?}" "${NA_SRCDIR:?}"
ci=$(cd "$NA_SRCDIR" && pwd)/examples/ci
hooks=$(cd "$NA_SRCDIR" && pwd)/.pre-commit-hooks.yaml
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
unset CI_NODE_INDEX CI_NODE_TOTAL JOB_COMPLETION_INDEX

# -- the YAML parses, and its structure (PyYAML and jq are installed by
# scripts/install-deps.sh: missing, the test fails, it does not skip)
python3 -c 'import yaml' || bad "python3-yaml missing: the recipes' YAML cannot be checked"
command -v jq > /dev/null || bad "jq missing: codeclimate.jq cannot be run"
if python3 -c 'import yaml' 2> /dev/null; then
	python3 - "$ci" "$hooks" <<'PY' || fail=1
import sys, yaml
ci, hooks = sys.argv[1], sys.argv[2]
ok = True
def bad(msg):
    global ok
    print("FAIL:", msg); ok = False
gh = yaml.safe_load(open(ci + "/github-actions.yml"))
shards = gh["jobs"]["audit"]["strategy"]["matrix"]["shard"]
if shards != list(range(1, len(shards) + 1)): bad("github: matrix.shard is not 1..N")
run = " ".join(s.get("run", "") for s in gh["jobs"]["audit"]["steps"])
if "--shard=${{ matrix.shard }}/%d" % len(shards) not in run: bad("github: --shard=${{ matrix.shard }}/N with N != %d" % len(shards))
if not any(s.get("uses", "").startswith("github/codeql-action/upload-sarif") for s in gh["jobs"]["merge"]["steps"]):
    bad("github: no upload-sarif step")
if gh["jobs"]["merge"].get("permissions", {}).get("security-events") != "write": bad("github: merge lacks security-events: write")
gl = yaml.safe_load(open(ci + "/gitlab-ci.yml"))
if not isinstance(gl["nullaudit"]["parallel"], int): bad("gitlab: parallel is not a number")
if "--shard=auto" not in " ".join(gl["nullaudit"]["script"]): bad("gitlab: no --shard=auto")
if gl["nullaudit-report"]["artifacts"]["reports"]["codequality"] != "gl-code-quality-report.json": bad("gitlab: no codequality report")
docs = list(yaml.safe_load_all(open(ci + "/kubernetes-indexed-job.yaml")))
job = docs[0]["spec"]
if job["completionMode"] != "Indexed": bad("k8s: not an Indexed Job")
args = " ".join(job["template"]["spec"]["containers"][0]["args"])
if "--shard=auto/%d" % job["completions"] not in args: bad("k8s: --shard=auto/N is not the completions")
if docs[1]["kind"] != "Job": bad("k8s: no merge Job")
h = yaml.safe_load(open(hooks))
want = {"id": "nullaudit", "entry": "nullaudit", "language": "system", "types": ["c"]}
if not isinstance(h, list) or any(h[0].get(k) != v for k, v in want.items()): bad("pre-commit: hook is not %s" % want)
sys.exit(0 if ok else 1)
PY
fi

# -- the commands, with each engine's variables, over a few units
for i in 1 2 3 4 5 6 7; do printf 'int *p%s = 0;\nint i%s = NULL;\n#define NULL ((void *)0)\n' "$i" "$i" > "$t/u$i.c"; done
printf '[' > "$t/cc.json"; sep=
for i in 1 2 3 4 5 6 7; do
	printf '%s{"directory": "%s", "file": "u%s.c", "command": "cc -c u%s.c"}' "$sep" "$t" "$i" "$i" >> "$t/cc.json"; sep=,
done
echo ']' >> "$t/cc.json"
cd "$t" || exit 1
"$NULLAUDIT" -p cc.json --format=json -o one.json 2>/dev/null
# GitHub: the matrix gives K, the recipe N
for k in 1 2 3 4; do
	"$NULLAUDIT" -p cc.json --shard=$k/4 --format=json -o gh-$k.json || [ $? -eq 1 ] || bad "github shard $k"
done
# GitLab: parallel: 4
for k in 1 2 3 4; do
	CI_NODE_INDEX=$k CI_NODE_TOTAL=4 "$NULLAUDIT" -p cc.json --shard=auto --format=json -o "gl-$k.json" 2> err || [ $? -eq 1 ] || { cat err; bad "gitlab shard $k"; }
	grep -q "shard $k/4 from CI_NODE_INDEX/CI_NODE_TOTAL" err || bad "gitlab shard $k: not said on stderr"
done
# Kubernetes: completions 4, JOB_COMPLETION_INDEX 0..3
for i in 0 1 2 3; do
	JOB_COMPLETION_INDEX=$i "$NULLAUDIT" -p cc.json --shard=auto/4 --format=json -o "k8s-$i.json" 2> err || [ $? -eq 1 ] || { cat err; bad "k8s index $i"; }
	grep -v '"seconds"' "k8s-$i.json" > a; grep -v '"seconds"' "gl-$((i + 1)).json" > b
	cmp -s a b || bad "k8s index $i differs from gitlab shard $((i + 1))"
done
for e in gh gl k8s; do
	"$NULLAUDIT" merge $e-*.json --format=json -o merged-$e.json || [ $? -eq 1 ] || bad "$e: merge failed"
	grep -v '"seconds"' one.json > a; grep -v '"seconds"' merged-$e.json > b
	cmp -s a b || bad "$e: merged shards differ from one run"
done
"$NULLAUDIT" merge gl-*.json --format=sarif -o nullaudit.sarif || [ $? -eq 1 ] || bad "merge to SARIF failed"
grep -q '"version": "2.1.0"' nullaudit.sarif || bad "merged SARIF is not SARIF 2.1.0"

# -- GitLab Code Quality through the jq filter
if command -v jq > /dev/null; then
	jq -f "$ci/codeclimate.jq" merged-gl.json > cq.json || bad "codeclimate.jq failed"
	n=$(jq '[.findings[]] | length' merged-gl.json)
	[ "$n" -gt 0 ] || bad "no findings to convert"
	jq -e --argjson n "$n" 'length == $n and all(.[]; (.description | type) == "string"
		and (.check_name | type) == "string" and (.fingerprint | type) == "string"
		and (.severity | IN("info", "minor", "major", "critical", "blocker"))
		and (.location.path | type) == "string" and (.location.lines.begin | type) == "number")' cq.json > /dev/null ||
		{ cat cq.json; bad "code quality report lacks a field GitLab needs"; }
	[ "$(jq '[.[].fingerprint] | unique | length' cq.json)" -eq "$n" ] || bad "code quality fingerprints are not unique"
fi
exit $fail
