#!/usr/bin/env python3
"""Secrets the redactor was not written from: gitleaks' rules as a generator.

  secretgen.py OUTDIR GITLEAKS_DIR [DRAW]

GITLEAKS_DIR is gitleaks' module (v8.30.1, MIT; in the Go module cache at
~/go/pkg/mod/github.com/zricethezav/gitleaks/v8@v8.30.1). For every rule of
its config/gitleaks.toml a value is drawn from the rule's secret group (the
regex's own syntax tree, read by Python's regex parser; a draw under the
rule's entropy is drawn again) and put into error texts: under a key named
after the rule (env line, JSON, YAML, HTTP header, CLI flag, URL query) and,
when the value carries its own mark (a literal prefix), with no key at all
(log prose, an exception's message, a URL's userinfo).

It writes gen-secrets.tsv (values that must not appear) and
gen-secrets-benign.tsv (identifiers that must survive: gitleaks' own
false-positive examples that hold one, and git SHAs, UUIDs, trace ids,
digests, lockfile hashes, versions, base64 of non-secrets drawn here).
Seeded (CRC-32 of the draw and the rule id): the same gitleaks version writes
the same bytes. The redactor takes nothing from here or from gitleaks.
"""

import base64
import json
import math
import random
import re
import sys
import tomllib
import zlib
from pathlib import Path

try:
    import re._parser as sre_parse
    import re._constants as C
except ImportError:  # Python < 3.11
    import sre_parse
    import sre_constants as C

ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
POSIX = {"alnum": "a-zA-Z0-9", "alpha": "a-zA-Z", "digit": "0-9", "upper": "A-Z", "lower": "a-z",
         "xdigit": "0-9a-fA-F", "space": r"\s", "punct": r"!-/:-@\[-`{-~", "word": r"\w"}


def go_to_py(rx):
    """Go RE2 syntax to Python's: POSIX classes, \\z, inline (?i) mid-pattern."""
    rx = re.sub(r"\[:(\w+):\]", lambda m: POSIX.get(m.group(1), m.group(0)), rx)
    rx = rx.replace(r"\z", r"\Z")
    flags = ""
    if "(?i)" in rx:
        rx = rx.replace("(?i)", "")
        flags = "(?i)"
    if "(?s)" in rx:
        rx = rx.replace("(?s)", "")
        flags += "(?s)"
    return flags + rx


def entropy(s):
    if not s:
        return 0.0
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in (s.count(ch) for ch in set(s)))


class Gen:
    """Draws a string from a parsed regex (re._parser's tree)."""

    def __init__(self, rng, cap=48, group=None, value=None, around=None):
        # group, value: the secret group drawn already, put in whole;
        # around caps the repeats outside it (a key's shape, separators)
        self.rng, self.cap, self.group, self.value, self.around = rng, cap, group, value, around

    def charset(self, items):
        chars, neg = [], False
        for op, av in items:
            if op == C.NEGATE:
                neg = True
            elif op == C.LITERAL:
                chars.append(chr(av))
            elif op == C.RANGE:
                chars.extend(chr(c) for c in range(av[0], av[1] + 1))
            elif op == C.CATEGORY:
                chars.extend({C.CATEGORY_DIGIT: "0123456789", C.CATEGORY_WORD: ALNUM + "_",
                              C.CATEGORY_SPACE: " ", C.CATEGORY_NOT_SPACE: ALNUM,
                              C.CATEGORY_NOT_DIGIT: "abcXYZ", C.CATEGORY_NOT_WORD: "-"}.get(av, ALNUM))
        if neg:
            chars = [c for c in ALNUM + "-_." if c not in chars]
        # printable only: a class up to \xff draws from its ASCII part
        return [c for c in chars if " " <= c <= "~"] or list(ALNUM)

    def gen(self, tree):
        out = []
        for op, av in tree:
            if op == C.LITERAL:
                out.append(chr(av))
            elif op == C.NOT_LITERAL:
                out.append(self.rng.choice([c for c in ALNUM if ord(c) != av]))
            elif op == C.ANY:
                out.append(self.rng.choice(ALNUM))
            elif op == C.IN:
                out.append(self.rng.choice(self.charset(av)))
            elif op == C.BRANCH:
                out.append(self.gen(self.rng.choice(av[1])))
            elif op == C.SUBPATTERN:
                out.append(self.value if self.group is not None and av[0] == self.group else self.gen(av[-1]))
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)):
                lo, hi, sub = av
                if self.around is not None:
                    hi = min(hi, lo + self.around)
                hi = min(hi, max(lo, self.cap)) if hi != C.MAXREPEAT else max(lo, min(self.cap, lo + 24))
                out.extend(self.gen(sub) for _ in range(self.rng.randint(lo, hi)))
            elif op == C.GROUPREF:
                pass
            # AT (anchors), ASSERT and ASSERT_NOT draw nothing
        return "".join(out)


def secret_tree(rx, group):
    """The subtree of rx's secret group (the first group by default)."""
    p = sre_parse.parse(go_to_py(rx))
    want = group or 1

    def find(tree):
        for op, av in tree:
            if op == C.SUBPATTERN and av[0] == want:
                return av[-1]
            for sub in sub_trees(op, av):
                r = find(sub)
                if r is not None:
                    return r
        return None

    t = find(p) if p.state.groups > 1 else None
    return t if t is not None else p


def sub_trees(op, av):
    if op == C.SUBPATTERN:
        return [av[-1]]
    if op == C.BRANCH:
        return av[1]
    if op in (C.MAX_REPEAT, C.MIN_REPEAT):
        return [av[2]]
    if op in (C.ASSERT, C.ASSERT_NOT):
        return [av[1]]
    return []


def draw(rule, rng):
    tree = secret_tree(rule["regex"], rule.get("secretGroup"))
    full = re.compile(go_to_py(rule["regex"]))
    want = rule.get("entropy", 0)
    best = ""
    for _ in range(40):
        v = Gen(rng).gen(tree).strip().strip("'\"`").strip()
        if len(v) < 8 or "\n" in v or "\t" in v:
            continue
        if entropy(v) >= want and not any(w in v.lower() for w in ("example", "xxxx")):
            return v
        best = best or v
    return best


def drawn_context(rule, v, rng):
    """The rule's whole match around v: its key and separator as the rule's
    own pattern draws them (adafruit_key := '…', x-auth.token => …)."""
    p = sre_parse.parse(go_to_py(rule["regex"]))
    if p.state.groups <= 1:
        return None
    full = re.compile(go_to_py(rule["regex"]))
    for _ in range(20):
        t = Gen(rng, group=rule.get("secretGroup") or 1, value=v, around=1).gen(p)
        t = t.strip().replace("\t", " ")
        if v in t and t != v and "\n" not in t and "\t" not in t and full.search(t):
            return t
    return None


# carriers: «K» a key in the carrier's shape, «V» the value, «H» a vendor host word
NAMED = {
    "env": ["settings: invalid environment «KU»=«V» (expected a non-empty value)",
            "export «KU»=«V»⏎./deploy.sh: line 12: aws: command not found"],
    "json": ['{"«KC»": "«V»", "retries": 3, "timeout": 30}',
             'JSONDecodeError: Expecting \',\' delimiter: line 1 column 88 (char 87) in {"service": "«H»", "«KS»": "«V»" "region": "eu-west-1"}'],
    "yaml": ["config error in settings.yml line 14:⏎  «H»:⏎    «KS»: «V»⏎    timeout: 30",
             "Failed to bind properties under '«H».«KK»' to java.time.Duration:⏎⏎    Property: «H».«KK»⏎    Value: \"«V»\"⏎    Origin: class path resource [application.yml] - 7:14⏎    Reason: failed to convert java.lang.String to java.time.Duration"],
    "header": ["HTTP 401 from https://api.«H».io/v1/items; request headers: Accept: application/json, «KH»: «V»",
               "requests.exceptions.HTTPError: 403 Client Error for url https://api.«H».com/v2/ (headers={'«KH»': '«V»'})"],
    "cli": ['exec: "«H»-cli" --«KK» «V» --region eu-west-1: exit status 1',
            "Command '['«H»', 'login', '--«KK»=«V»']' returned non-zero exit status 2."],
    "query": ["GET https://api.«H».com/v1/status?«KS»=«V»&page=2 returned 401 Unauthorized",
              "upstream webhook failed: POST /hooks/«H»?«KS»=«V» (502 Bad Gateway)"],
    "conn": ["could not connect: postgres://app:«V»@db.internal:5432/orders?sslmode=require",
             "SqlException: Login failed. Connection string: Server=tcp:sql.internal,1433;Database=orders;User ID=app;Password=«V»;Encrypt=True",
             "com.mysql.cj.jdbc.exceptions: jdbc:mysql://db.internal:3306/shop?user=app&password=«V»&useSSL=true",
             "redis.exceptions.AuthenticationError: redis://:«V»@cache.internal:6379/0"],
    "pydantic": ["pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings⏎«KS»⏎  String should have at most 32 characters [type=string_too_long, input_value='«V»', input_type=str]⏎    For further information visit https://errors.pydantic.dev/2.9/v/string_too_long",
                 "2 validation errors for «H»Config⏎timeout⏎  Input should be a valid integer [type=int_parsing, input_value='30s', input_type=str]⏎auth.«KS»⏎  Value error, unexpected format [type=value_error, input_value='«V»', input_type=str]"],
    "prose": ["«H» client rejected «KS» «V»: 401 Unauthorized",
              "could not authenticate to «H» with «KW» «V», retrying in 30s"],
}
UNNAMED = {
    "log": ["2026-01-01T09:14:03Z WARN worker-3 retrying «V» after HTTP 429 from «H»",
            "INFO sending «V» to upstream (attempt 2 of 5)"],
    "exception": ["Traceback (most recent call last):⏎  File \"app/jobs.py\", line 88, in sync⏎ValueError: unexpected value '«V»'",
                  "panic: invalid argument \"«V»\"⏎⏎goroutine 1 [running]:⏎main.main()"],
    "userinfo": ["dial failed: https://deploy:«V»@git.«H».com/org/repo.git: authentication required",
                 "fatal: unable to access 'https://«V»@github.com/acme/infra.git/': The requested URL returned error: 403"],
    "bare": ["«V»", "failed to refresh: «V»"],
}


def key_shapes(rule):
    words = [w for w in re.split(r"[-_]", rule["id"]) if w]
    host = words[0]
    snake = "_".join(words)
    return {
        "«KU»": snake.upper(), "«KS»": snake, "«KK»": "-".join(words),
        "«KC»": words[0] + "".join(w.capitalize() for w in words[1:]),
        "«KH»": "X-" + "-".join(w.capitalize() for w in words),
        "«KW»": " ".join(words[1:]) or words[0], "«H»": host,
    }


def fill(text, v, shapes):
    for k, s in shapes.items():
        text = text.replace(k, s)
    return text.replace("«V»", v)


def marked(rule, rng):
    """A value that carries its own mark: five draws share a literal start."""
    vs = [draw(rule, rng) for _ in range(5)]
    p = vs[0]
    for v in vs[1:]:
        while not v.startswith(p):
            p = p[:-1]
    return len(p) >= 3


def family(rule):
    rid = rule["id"]
    if rid.endswith("-id") or "client-id" in rid or rid.endswith("-identifier"):
        return "identifier-like"
    if "private-key" in rid or rid.endswith("-pem"):
        return "private-key"
    if rid.startswith("generic"):
        return "generic"
    return "vendor"


def secrets_rows(rules, draw_name):
    rows = []
    for rule in rules:
        if "regex" not in rule:
            continue
        rng = random.Random(zlib.crc32(f"{draw_name}/{rule['id']}".encode()))
        try:
            is_marked = marked(rule, rng)
        except Exception as e:  # a pattern Python cannot read
            print(f"skip {rule['id']}: {e}", file=sys.stderr)
            continue
        shapes = key_shapes(rule)
        pos = rng.sample(sorted(NAMED), 4)
        plan = [("named", p) for p in pos]
        if is_marked:
            plan += [("unnamed", p) for p in rng.sample(sorted(UNNAMED), 2)]
        # the rule's own key shapes: the general rule's the most
        plan += [("named", "drawn")] * (24 if rule["id"].startswith("generic") else 1)
        fam = family(rule) + ("/marked" if is_marked else "/keyed")
        for kind, p in plan:
            v = draw(rule, rng)
            if len(v) < 8 or "\t" in v or "\n" in v:
                continue
            if p == "drawn":
                t = drawn_context(rule, v, rng)
                if t is None:
                    continue
                tmpl = rng.choice(["2026-01-01T09:14:03Z ERROR config: «T»", "invalid settings line 12: «T»", "«T»"]).replace("«T»", t)
            else:
                tmpl = rng.choice((NAMED if kind == "named" else UNNAMED)[p])
            rows.append((f"{fam}/{rule['id']}/{kind}-{p}", v, fill(tmpl, v, shapes)))
    rows += composed_rows(rules, draw_name)
    return rows


def composed_rows(rules, draw_name, n=72):
    """The generic rule's values under keys composed of its keywords (the
    words of its key group) and a word of another rule's id (webhook,
    refresh, service, deploy …), in every key shape the carriers write."""
    rule = next(r for r in rules if r["id"] == "generic-api-key")
    kws = ["access", "auth", "api", "credential", "creds", "key", "passwd", "password", "secret", "token"]
    assert all(k[:4] in rule["regex"].lower() for k in kws)
    words = sorted({w for r in rules for w in r["id"].split("-")
                    if w.isalpha() and len(w) > 3 and w not in kws and w not in ("generic", "tokens", "keys")})
    rng = random.Random(zlib.crc32(f"{draw_name}/composed".encode()))
    rows = []
    for i in range(n):
        v = draw(rule, rng)
        words_key = [rng.choice(words), rng.choice(kws)]
        if rng.random() < 0.3:
            words_key.append(rng.choice(["key", "token", "secret"]))
        shapes = key_shapes({"id": "-".join(words_key)})
        shapes["«H»"] = rng.choice(words)
        p = rng.choice(sorted(NAMED))
        rows.append((f"generic/keyed/generic-composed/named-{p}", v, fill(rng.choice(NAMED[p]), v, shapes)))
    return rows


# gitleaks' false positives that hold an identifier a triager needs
IDENT = re.compile(r"\b(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{7,64}|v?\d+\.\d+\.\d+(?:[-.][\w.]+)?)\b")


def gitleaks_fps(rules_dir):
    out = []
    for f in sorted(Path(rules_dir).glob("*.go")):
        src = f.read_text()
        for block in re.findall(r"fps := \[\]string\{(.*?)\n\t\}", src, re.S):
            for lit in re.findall(r'^\s*(`[^`]*`|"(?:[^"\\]|\\.)*"),\s*(?://.*)?$', block, re.M):
                text = lit[1:-1] if lit[0] == "`" else json.loads(lit)
                if "\n" in text or "\t" in text:
                    continue
                for m in IDENT.finditer(text):
                    v = m.group(0)
                    # under a key that names a credential or the rule's
                    # vendor, a value is the secret, low-entropy or not
                    k = re.findall(r"[A-Za-z_]+", text[:m.start()])
                    k = k[-1].lower() if k else ""
                    named = re.search(r"key|token|secret|pass|auth|xox", k) or f.stem in k
                    if named and not k.endswith("id"):
                        break
                    if any(c.isdigit() for c in v) and (len(v) >= 7 or "." in v):
                        out.append((f"fp/{f.stem}", v, text))
                        break
    return out


def identifiers(rng, n):
    def hx(k):
        return "".join(rng.choice("0123456789abcdef") for _ in range(k))

    def b64(k):
        return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(k))).decode()

    def uuid():
        return f"{hx(8)}-{hx(4)}-4{hx(3)}-{rng.choice('89ab')}{hx(3)}-{hx(12)}"

    kinds = [
        ("sha", lambda: hx(40), ["deployed {v} to production", "HEAD is now at {v}", '{{"commit_sha": "{v}", "status": "failed"}}',
                                 "release {v} failed its health check", "GIT_COMMIT={v}"]),
        ("short-sha", lambda: hx(rng.choice([7, 8, 12])), ["build failed at commit {v}", "image acme/api:{v} not found"]),
        ("uuid", uuid, ['{{"request_id": "{v}", "error": "timeout"}}', "order {v} not found", "X-Request-Id: {v}",
                        "job {v} exceeded its deadline", "idempotency key {v} reused"]),
        ("trace", lambda: hx(32), ["traceparent: 00-{v}-" + hx(16) + "-01", "trace_id={v} span_id=" + hx(16)]),
        ("digest", lambda: "sha256:" + hx(64), ["pull access denied for image@{v}", "manifest unknown: {v}"]),
        ("integrity", lambda: "sha512-" + b64(64), ['npm ERR! integrity checksum failed: wanted {v}', '"integrity": "{v}"']),
        ("gosum", lambda: "h1:" + b64(32), ["verifying module: checksum mismatch⏎\tdownloaded: {v}"]),
        ("md5", lambda: hx(32), ["checksum mismatch: expected md5 {v}", "ETag: \"{v}\""]),
        ("build", lambda: f"{rng.randint(2024, 2026)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 999)}",
         ["build {v} failed", "BUILD_ID={v}"]),
        ("version", lambda: f"{rng.randint(0, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 99)}", ["requires node >= {v}", "upgrade to {v}"]),
        ("base64-data", lambda: base64.b64encode(json.dumps({"page": rng.randint(2, 90), "sort": "asc"}).encode()).decode(),
         ["invalid cursor {v}", "?cursor={v}"]),
    ]
    out = []
    for i in range(n):
        kind, mk, tmpls = kinds[i % len(kinds)]
        v = mk()
        out.append((f"ident/{kind}", v, rng.choice(tmpls).format(v=v)))
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    outdir, gl = Path(sys.argv[1]), Path(sys.argv[2])
    draw_name = sys.argv[3] if len(sys.argv) > 3 else ""
    cfg = tomllib.loads((gl / "config/gitleaks.toml").read_text())
    version = gl.name.rsplit("@", 1)[-1] if "@" in gl.name else "unknown"
    rows = secrets_rows(cfg["rules"], draw_name)
    how = f"gitleaks {version} (MIT) config/gitleaks.toml, by shared/testkit/corpusgen/secretgen.py (seeded{', draw ' + draw_name if draw_name else ''}; do not edit by hand)"
    with open(outdir / "gen-secrets.tsv", "w") as f:
        f.write(f"# Secrets drawn from the secret groups of the rules of {how}.\n")
        f.write("# class<TAB>value that must not appear<TAB>carrier text (⏎ = a line break); class is family/marked-or-keyed/rule/named-or-unnamed-carrier.\n")
        for c, v, t in rows:
            f.write(f"{c}\t{v}\t{t.replace(chr(10), '⏎')}\n")
    rng = random.Random(zlib.crc32(f"{draw_name}/benign".encode()))
    benign = gitleaks_fps(gl / "cmd/generate/config/rules") + identifiers(rng, 220)
    with open(outdir / "gen-secrets-benign.tsv", "w") as f:
        f.write(f"# Identifiers that must survive: gitleaks {version}'s false-positive examples (cmd/generate/config/rules) that hold one, and identifiers drawn by secretgen.py (seeded; do not edit by hand).\n")
        f.write("# class<TAB>value that must come out unchanged<TAB>carrier text (⏎ = a line break)\n")
        for c, v, t in benign:
            f.write(f"{c}\t{v}\t{t.replace(chr(10), '⏎')}\n")
    print(f"{len(rows)} secrets, {len(benign)} benign", file=sys.stderr)


if __name__ == "__main__":
    main()
