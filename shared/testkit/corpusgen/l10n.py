"""The localised benign corpus: real translated error templates, filled with
technical values only.

Sources, held out from the redactor's knowledge (which is built from the
catalogues of PostgreSQL, glibc, Django, Hibernate Validator and OpenJDK):
  - the gettext catalogues (.mo) that Debian installs for coreutils, tar,
    grep, sed, findutils, diffutils, apt, dpkg, systemd, wget, make, shadow,
    bash, gnupg, Linux-PAM, procps, psmisc, man-db, xz, git (the versions
    of the packages on the machine that ran it: see the file's header);
  - zod-i18n-map and @vee-validate/i18n (npm; package.json pins them).
A few PostgreSQL server templates are added and marked :in-knowledge, so
the report shows both kinds apart.

A catalogue entry is taken when its msgid is one line of an error (no help
text, no usage line), 15-150 characters, with one to three printf
conversions (%s, %d and kin, positional or not) that its translation
keeps. Each %s is filled by what the English template says it is (a path,
a package, a unit, an option, a signal, a key id, a service account) and
each number with a number: nothing personal. Class lang/source; facts are
the filled values, which a triager needs intact.
"""

import gettext
import json
import random
import re
import subprocess
from pathlib import Path

import values

LANGS = {  # corpus language -> locale folders under /usr/share/locale
    "de": ["de"], "fr": ["fr"], "es": ["es"], "pt": ["pt_BR", "pt"],
    "it": ["it"], "nl": ["nl"], "pl": ["pl"], "ru": ["ru"], "uk": ["uk"],
    "ja": ["ja"], "zh": ["zh_CN"], "ko": ["ko"],
    # Added later, after the first twelve so their rows (one rng per
    # language) stay as they were: every other language whose Debian
    # catalogues hold enough of the held-out domains (Arabic only apt and
    # Linux-PAM, Hebrew mostly Linux-PAM, Thai apt and dpkg). Hindi, Bengali
    # and Tamil hold under 20 usable entries, so they are not measured.
    "tr": ["tr"], "cs": ["cs"], "sv": ["sv"], "hu": ["hu"], "el": ["el"], "ro": ["ro"],
    "vi": ["vi"], "id": ["id"], "th": ["th"], "ar": ["ar"], "he": ["he"],
    # English last: the templates as the programs write them (the msgids of
    # the same catalogues, read from the German ones), so English error text
    # is measured on data nobody here wrote, beside benign.tsv, which we did.
    "en": ["de"],
}
HELD_OUT = ["coreutils", "tar", "grep", "sed", "findutils", "diffutils", "apt",
            "libapt-pkg6.0", "dpkg", "systemd", "wget", "make", "shadow", "bash",
            "gnupg2", "Linux-PAM", "procps-ng", "psmisc", "man-db", "xz", "git"]
IN_KNOWLEDGE = ["postgres-15"]
# The prefix each program writes before its messages.
PREFIX = {"tar": "tar: ", "grep": "grep: ", "sed": "sed: -e expression #1, char 12: ",
          "findutils": "find: ", "diffutils": "diff: ", "apt": "E: ", "libapt-pkg6.0": "E: ",
          "dpkg": "dpkg: error: ", "wget": "wget: ", "make": "make: *** ", "shadow": "useradd: ",
          "bash": "bash: ", "gnupg2": "gpg: ", "psmisc": "killall: ", "procps-ng": "ps: ",
          "man-db": "man: ", "xz": "xz: ", "git": "fatal: ", "postgres-15": "ERROR:  ",
          "coreutils": "install: "}
PER_LANG_MO, PER_LANG_PG, PER_LANG_NPM = 36, 4, 3
PER_EN_MO = 90  # English is what most error text is written in: more of it

CONV = re.compile(r"%(?:(\d+)\$)?[-+ #0']*\d*(?:\.\d+)?(hh|h|ll|l|j|z|t|L)?([sdiu])")
BAD = re.compile(r"%(?!(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|j|z|t|L)?[sdiu%])|%\(|[\n\t\r]|\{\d")

POOLS = {
    "path": ["/var/lib/app/data/index.db", "/etc/nginx/conf.d/default.conf", "build/output.tar.gz",
             "/srv/releases/current/config.yaml", "/var/log/nginx/error.log", "/usr/local/bin/worker",
             "/tmp/cache/index-v2.json", "./dist/app.js", "/etc/apt/sources.list.d/backports.list",
             "/opt/app/shared/tmp/pids/server.pid", "vendor/modules.txt", "/var/cache/apt/archives/partial"],
    "package": ["libssl3", "nginx-common", "python3-yaml", "postgresql-15", "ca-certificates", "libc6-dev"],
    "unit": ["nginx.service", "app-worker.service", "backup.timer", "docker.socket", "systemd-resolved.service"],
    "option": ["--max-depth", "--recursive", "--no-preserve-root", "-z", "--color"],
    "signal": ["SIGTERM", "SIGHUP", "SIGKILL"],
    "key": ["0x3B4FE6ACC0B21F32", "6ED0E7B82643E131", "DA87E80D6294BE9B"],
    "account": ["www-data", "postgres", "nobody", "_apt", "systemd-network"],
    "group": ["adm", "docker", "systemd-journal"],
    "host": ["deb.debian.org", "db.internal", "10.0.3.7", "registry.internal:5000"],
    "url": ["https://deb.debian.org/debian/dists/bookworm/InRelease", "http://10.0.3.7:8080/healthz"],
    "relation": ["orders", "invoice_lines", "public.audit_log", "tenant_settings"],
    "column": ["tenant_id", "created_at", "amount_cents", "status"],
    "word": ["utf-8", "x86_64", "gzip", "sha256", "ext4", "tmpfs"],
    "number": ["3", "42", "128", "1024", "65536", "8080", "17"],
}
HINTS = [  # (pattern in the English template before or at the conversion, pool)
    (r"package|paquet", "package"), (r"\bunit|service|\bjob\b|socket|timer", "unit"),
    (r"option|flag", "option"), (r"signal", "signal"), (r"\bkey\b|keyring|fingerprint", "key"),
    (r"\buser\b|owner|login|account", "account"), (r"\bgroup", "group"),
    (r"\bhost|server|address|connect", "host"), (r"\burl\b|\buri\b", "url"),
    (r"relation|table|index|view|sequence", "relation"), (r"column|attribute", "column"),
    (r"encoding|format|architecture|compress|algorithm|type|filesystem", "word"),
]


def conversions(s):
    """The (argument number, kind) of each conversion, in argument order."""
    out, seq = [], 0
    for m in CONV.finditer(s):
        if m.group(1):
            n = int(m.group(1))
        else:
            seq += 1
            n = seq
        out.append((n, "s" if m.group(3) == "s" else "d"))
    return out


def pool_for(msgid, pos, domain):
    before = msgid[max(0, pos - 40):pos + 2].lower()
    for pat, pool in HINTS:
        if re.search(pat, before):
            return pool
    # a PostgreSQL %s is mostly an object's name, elsewhere mostly a file
    return "relation" if domain.startswith("postgres") else "path"


def fill(msgid, msgstr, domain, rng):
    """msgstr with its conversions filled, and the filled values; None when
    msgid and msgstr do not agree on their conversions."""
    a, b = conversions(msgid), conversions(msgstr)
    if not 1 <= len(a) <= 3 or sorted(a) != sorted(b):
        return None
    args = {}
    for m, (n, kind) in zip(CONV.finditer(msgid), a):
        pool = "number" if kind == "d" else pool_for(msgid, m.start(), domain)
        choices = [v for v in POOLS[pool] if v not in args.values()]
        args[n] = rng.choice(choices)
    seq = [0]

    def sub(m):
        if m.group(1):
            return args[int(m.group(1))]
        seq[0] += 1
        return args[seq[0]]
    return CONV.sub(sub, msgstr).replace("%%", "%"), list(args.values())


def usable(msgid, msgstr, english=False):
    if not isinstance(msgid, str) or not msgstr or (msgstr == msgid and not english):
        return False
    if not 15 <= len(msgid) <= 150 or BAD.search(msgid) or BAD.search(msgstr):
        return False
    if msgid[0] in " -\t" or msgid.lower().startswith(("usage", "try ", "report ")):
        return False
    if re.search(r"%[a-z]+%|[sdu]%\d\$", msgid):  # conversions glued together
        return False
    return True


def catalogue(root, folders, domain, english=False):
    """The catalogue's msgid -> msgstr; english, msgid -> msgid (a
    translation's entries are the English templates the program holds)."""
    for d in folders:
        p = Path(root) / d / "LC_MESSAGES" / f"{domain}.mo"
        if p.exists():
            with open(p, "rb") as f:
                cat = gettext.GNUTranslations(f)._catalog
            if english:
                return {k: k for k, v in cat.items() if isinstance(k, str) and v}
            return cat
    return {}


def from_mo(root, lang, domains, per, rng, mark=""):
    by_domain = {}
    en = lang == "en"
    for dom in domains:
        cat = catalogue(root, LANGS[lang], dom, en)
        entries = sorted((k, v) for k, v in cat.items() if usable(k, v, en))
        rng.shuffle(entries)
        by_domain[dom] = entries
    rows, i = [], 0
    doms = [d for d in domains if by_domain[d]]
    while len(rows) < per and any(by_domain[d] for d in doms):
        dom = doms[i % len(doms)]
        i += 1
        while by_domain[dom]:
            msgid, msgstr = by_domain[dom].pop()
            got = fill(msgid, msgstr, dom, rng)
            if got:
                text, facts = got
                rows.append((f"{lang}/{dom}{mark}", "|".join(facts), PREFIX.get(dom, "") + text.strip()))
                break
    return rows


def leaves(d, prefix=""):
    if isinstance(d, dict):
        for k in sorted(d):
            yield from leaves(d[k], prefix + k + ".")
    elif isinstance(d, str):
        yield prefix.rstrip("."), d


ZOD = {"en": "en", "de": "de", "es": "es", "fr": "fr", "it": "it", "ja": "ja", "ko": "ko", "nl": "nl",
       "pl": "pl", "pt": "pt", "ru": "ru", "uk": "uk-UA", "zh": "zh-CN",
       "tr": "tr", "cs": "cs", "sv": "sv", "ro": "ro", "id": "id", "ar": "ar", "he": "he"}
VEE = {"en": "en", "de": "de", "es": "es", "fr": "fr", "it": "it", "ja": "ja", "ko": "ko", "nl": "nl",
       "pl": "pl", "pt": "pt_BR", "ru": "ru", "uk": "uk", "zh": "zh_CN",
       "tr": "tr", "cs": "cs", "sv": "sv", "hu": "hu", "el": "el", "ro": "ro", "vi": "vi",
       "id": "id", "th": "th", "ar": "ar", "he": "he"}  # a language a package lacks is left out
NPM_VALUES = {"expected": "number", "received": "string", "keys": "'tenant_id', 'region'",
              "options": "'asc' | 'desc'", "validation": "email", "minimum": "8", "maximum": "64",
              "multipleOf": "5", "field": "postal_code", "length": "12", "min": "3", "max": "255",
              "width": "1024", "height": "768", "size": "2048", "target": "password_confirmation"}
FIELDS = ["postal_code", "billing.vat_number", "items[2].quantity", "callback_url", "api_version"]


def from_npm(npm, lang, per, rng):
    rows = []
    for pkg, path, pat in (
            ("zod-i18n-map", Path(npm) / "zod-i18n-map" / "locales" / ZOD.get(lang, "-") / "zod.json",
             re.compile(r"\{\{-? ?(\w+)\}\}")),
            ("vee-validate-i18n", Path(npm) / "@vee-validate" / "i18n" / "dist" / "locale" / f"{VEE.get(lang, '-')}.json",
             re.compile(r"(?:\d:)?\{(\w+)\}"))):
        if not path.exists():
            continue
        msgs = [(k, v) for k, v in leaves(json.loads(path.read_text(encoding="utf-8")))
                if pat.search(v) and k != "code"]
        rng.shuffle(msgs)
        for _key, msg in msgs[:per]:
            field = rng.choice(FIELDS)
            facts = []

            def sub(m):
                v = field if m.group(1) == "field" else NPM_VALUES.get(m.group(1), "42")
                facts.append(v)
                return v
            text = pat.sub(sub, msg)
            if pkg == "zod-i18n-map":  # zod reports an issue as path: message
                text = f"{field}: {text}"
                facts.append(field)
            rows.append((f"{lang}/{pkg}", "|".join(dict.fromkeys(facts)), text))
    return rows


def debian_versions(domains):
    """The Debian packages that shipped the catalogues, with versions."""
    pkgs = set()
    for dom in domains:
        r = subprocess.run(["dpkg", "-S", f"/usr/share/locale/de/LC_MESSAGES/{dom}.mo"],
                           capture_output=True, text=True)
        if r.returncode == 0:
            pkgs.add(r.stdout.split(":")[0])
    out = []
    for p in sorted(pkgs):
        r = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Version}", p], capture_output=True, text=True)
        out.append(r.stdout.strip())
    return ", ".join(out)


def main(outdir, args):
    root = args[0] if args else "/usr/share/locale"
    npm = args[1] if len(args) > 1 else str(Path(__file__).parent / "node_modules")
    rows = []
    for lang in LANGS:
        rng = random.Random(values.seed("l10n", lang))
        rows += from_mo(root, lang, HELD_OUT, PER_EN_MO if lang == "en" else PER_LANG_MO, rng)
        rows += from_mo(root, lang, IN_KNOWLEDGE, PER_LANG_PG, rng, ":in-knowledge")
        rows += from_npm(npm, lang, PER_LANG_NPM, rng)
    npmv = {p: json.loads((Path(npm) / p / "package.json").read_text())["version"]
            for p in ("zod-i18n-map", "@vee-validate/i18n")}
    header = (
        "# Localised benign error texts generated by shared/testkit/corpusgen (l10n.py; do not edit by hand): translated templates\n"
        "# from catalogues held out of the redactor's knowledge, filled with technical values only. Sources: Debian "
        + debian_versions(HELD_OUT + IN_KNOWLEDGE) + "; npm "
        + ", ".join(f"{k} {v}" for k, v in npmv.items()) + ".\n"
        "# lang/source (:in-knowledge = a catalogue the knowledge is built from)<TAB>facts, |-separated substrings<TAB>text that must come out unchanged\n")
    with open(Path(outdir) / "l10n-benign.tsv", "w", encoding="utf-8") as out:
        out.write(header)
        for cls, facts, text in rows:
            assert "\t" not in facts + text and "\n" not in facts + text, (cls, text)
            out.write(f"{cls}\t{facts}\t{text}\n")
    print(f"l10n-benign.tsv: {len(rows)} texts", flush=True)
