# nullaudit's JSON result (--format=json, or `nullaudit merge`) to GitLab's
# Code Quality report (the Code Climate issue format GitLab reads):
#   jq -f codeclimate.jq result.json > gl-code-quality-report.json
# Rule severities "error" (-Werror, -Werror=RULE, rules: in an audit) are
# "critical", warnings "major".  The fingerprint identifies a finding by rule,
# file, line and column, so GitLab tracks it from one pipeline to the next.
[.findings[] | {
  type: "issue",
  check_name: .rule,
  description: .message,
  categories: ["Bug Risk"],
  severity: (if .severity == "error" then "critical" else "major" end),
  fingerprint: "\(.rule):\(.file):\(.line):\(.column)",
  location: {path: .file, lines: {begin: .line}}
}]
