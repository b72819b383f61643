"""The localised technical corpus: real translated error templates whose
placeholders hold the technical values real error text carries.

l10n-benign.tsv fills its templates from small fixed pools (a dozen paths,
six packages), tamer than the values a localised error names in
production: the hand-written outsider9 benign set, written apart, came out
86% unchanged when the generated one was at 99%. Here each placeholder gets
a value drawn from real sources on this machine, of the class its English
template names (a file gets a path, a relation a schema-qualified table, a
host a host name) or, where the template does not say, of any class:

  product   names from Debian's package descriptions (/var/lib/dpkg/status):
            CamelCase and upper-case words (PostgreSQL, OpenSSH, LDAP) and
            capitalised words written capitalised mid-sentence at least three
            times, never in small letters, that a package name holds too
            (Perl, Apache, Geronimo; not an author's name)
  package   Debian package names, optionally with their version
            (`libssl3 (= 3.0.17-1~deb12u2)`), Go module paths in the module
            cache, npm packages under node_modules, PyPI distributions in
            .venv (`Django==5.2.8`)
  path      real files from dpkg's file lists; Windows paths with spaces
            under `C:\\Program Files\\<product>\\` ending in a real file's
            base name
  host      labels from Debian package names' parts under real top-level
            domains (ISO 3166 country codes from iso-codes, and com net org io)
  url       such a host with numeric path segments (`/api/v2/orders/48213`)
  table     schema-qualified tables (`pg_catalog.pg_class`, words of package
            names joined with `_`)
  record    record references: an ISO 4217 or ISO 3166 alpha-3 code, a year,
            a serial (`SIN/24/018822`, `EUR-2025-00417`)
  errcode   PostgreSQL's SQLSTATEs and condition names (errcodes.txt), the
            kernel's errno names (asm-generic), HTTP statuses
  version   Debian and npm package versions
  attribute field names from Django's contrib models (`content_type`,
            `last_login`), as Laravel and Rails validation messages quote them
  store     database and queue names (a package word and an environment or
            queue suffix)
  id        an identifier after a label of the text's own language: the
            catalogue's translation of `Process ID`, `Key ID`, `Job ID` ...,
            a thing's id its qualifier names (no bare `ID`, no user's,
            group's, device's, session's or messenger's id: ID_LABELS)

Templates (per language, one seeded generator each): the held-out Debian
catalogues l10n.py reads, PostgreSQL's server, glibc's libc and Django's
core and contrib catalogues (the last three marked :in-knowledge, the
redactor's knowledge is built from them), and @vee-validate/i18n's
messages with an attribute name for {field}. Class lang/source, facts the
filled values, text that must come out unchanged. No Faker, no Mimesis:
nothing here is personal.
"""

import gettext
import json
import random
import re
from collections import Counter
from pathlib import Path

import l10n
import values

SOURCES_PER_LANG = [  # (source, texts per language)
    ("held-out", 24), ("postgres-15", 8), ("libc", 4), ("django", 6), ("vee-validate-i18n", 3)]
DJANGO_LOCALE = {"pt": "pt_BR", "zh": "zh_Hans", "en": "de"}  # en: the msgids, read from German
LIBC_PREFIX = "app: "

# %s, %1$s and Django's %(name)s, with the argument's number or name
# (and "%%", an escaped percent sign, read first so `(%%utilisé)` holds no %u:
# convs skips it)
CONV = re.compile(r"%%|%(?:(\d+)\$|\((\w+)\))?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|j|z|t|L)?([sdiu])")
BAD = re.compile(r"%(?!(?:\d+\$|\(\w+\))?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|j|z|t|L)?[sdiu%])|[\n\t\r]|\{\d")

HINTS = [  # (pattern in the English template before or at the conversion, or in its name, class)
    (r"\buser|owner|login|account|\brole\b", "account"), (r"version", "version"), (r"package|module|library|plugin|extension", "package"),
    (r"\burl\b|\buri\b|link|endpoint", "url"), (r"\bhost|server|address|connect|remote|domain|mirror", "host"),
    (r"relation|table|\bview\b|sequence|schema", "table"), (r"database|queue|channel|topic|bucket", "store"),
    (r"column|attribute|field|label", "attribute"), (r"\bcode\b|errno|status|sqlstate", "errcode"),
    (r"file|director|folder|path|archive|\bconf", "path"),
    (r"product|program|application|provider|driver|method|service|engine|tool", "product"),
    (r"record|reference|invoice|order|ticket|\bobj\b|value", "record"),
]
ANY = ["product", "product", "package", "package", "path", "path", "winpath", "host", "url", "table",
       "table", "record", "errcode", "version", "store", "attribute"]
TLDS_GENERIC = ["com", "net", "org", "io"]
ENVS = ["production", "staging", "test"]
QUEUE_SUFFIX = ["events", "jobs", "dlq", "retry"]
# a label of a thing's id (`Process ID`, `Key ID`): its qualifier says what
# the number is. A user's or a group's id is an account's number, a device's
# or a session's id follows a person (docs/privacy.md masks all of them), and
# a bare `ID` (`Kennung`, `Kimlik`, `Azonosító`; Hebrew's PackageKit writes
# "group id") says nothing of whose it is: a long number after it is masked
# on purpose, so those labels are left out
ID_LABELS = re.compile(r"^(?!User |Group |Device |Session )[A-Z][a-z]+ ID$")
# catalogues of people's accounts and address books: their `<Product> ID`
# is a messenger's account (`Sametime ID`, `ICQ ID`), a person's
ID_LABELS_OF_PEOPLE = ("pidgin", "evolution", "kcontacts")


def words_of(names):
    out = set()
    for n in names:
        for w in re.split(r"[^a-z]+", n):
            w = w[3:] if w.startswith("lib") else w  # libssl: the word is ssl
            if 3 <= len(w) <= 10:
                out.add(w)
    return sorted(out)


class Sources:
    """The real values, read once, sorted so a seeded draw is stable."""

    def __init__(self, venv, npm):
        status = Path("/var/lib/dpkg/status").read_text(encoding="utf-8", errors="replace")
        self.debs, descr = [], []
        for block in status.split("\n\n"):
            f = dict(re.findall(r"^([A-Za-z-]+): (.*)$", block, re.M))
            if "Package" in f and "Version" in f:
                self.debs.append((f["Package"], f["Version"]))
            m = re.search(r"^Description: .*(?:\n .*)*", block, re.M)
            if m:
                descr.append(m.group(0)[len("Description: "):])
        self.debs.sort()
        self.words = words_of(p for p, _ in self.debs)
        self.products = self._products(descr, set(self.words))
        gomod = Path.home() / "go" / "pkg" / "mod"
        # the module cache writes a capital as ! and the letter (!burnt!sushi)
        self.gomods = sorted({re.sub(r"!(.)", lambda m: m.group(1).upper(), str(p.relative_to(gomod)).split("@")[0])
                              for p in list(gomod.glob("*/*/*@*")) + list(gomod.glob("*/*@*"))})
        self.npms = []
        for p in sorted(Path(npm).glob("*/package.json")) + sorted(Path(npm).glob("@*/*/package.json")):
            j = json.loads(p.read_text(encoding="utf-8"))
            self.npms.append((j["name"], j["version"]))
        self.pypi = sorted(tuple(d.name[:-len(".dist-info")].rsplit("-", 1))
                           for d in Path(venv).glob("lib/python3*/site-packages/*.dist-info"))
        self.paths = []  # a package's files, one list each: google-cloud-sdk alone ships thousands
        for lst in sorted(Path("/var/lib/dpkg/info").glob("*.list")):
            files = []
            for line in lst.read_text(encoding="utf-8", errors="replace").split("\n"):
                base = line.rsplit("/", 1)[-1]
                # /usr/share/doc: every package's changelog.Debian.gz and copyright, one name
                if line.startswith(("/etc/", "/usr/lib/", "/usr/share/", "/usr/bin/", "/var/")) and "." in base \
                        and not line.startswith("/usr/share/doc/") \
                        and len(line) < 90 and " " not in line:
                    files.append(line)
            if files:
                self.paths.append(files)
        iso = Path("/usr/share/iso-codes/json")
        c = json.loads((iso / "iso_3166-1.json").read_text(encoding="utf-8"))["3166-1"]
        self.tlds = sorted(x["alpha_2"].lower() for x in c) + TLDS_GENERIC
        self.codes3 = sorted({x["alpha_3"] for x in c} | {
            x["alpha_3"] for x in json.loads((iso / "iso_4217.json").read_text(encoding="utf-8"))["4217"]})
        self.errcodes = []
        for line in Path("/usr/share/postgresql/15/errcodes.txt").read_text().split("\n"):
            f = line.split()
            if len(f) == 4 and re.fullmatch(r"[0-9A-Z]{5}", f[0]):
                self.errcodes += [f[0], f[3]]
        for h in ("errno-base.h", "errno.h"):
            self.errcodes += re.findall(r"#define\s+(E[A-Z0-9]+)\s+\d+", Path("/usr/include/asm-generic", h).read_text())
        self.errcodes += [f"HTTP {n}" for n in (400, 403, 404, 409, 422, 429, 500, 502, 503, 504)]
        self.pgtables = sorted({t for fs in self.paths for t in re.findall(r"\bpg_[a-z_]+\b", " ".join(fs))
                                if len(t) > 5})
        self.accounts = sorted(f[0] for f in (line.split(":") for line in Path("/etc/passwd").read_text().split("\n"))
                               if len(f) > 3 and (int(f[2]) < 1000 or int(f[2]) == 65534))
        self.attributes = sorted({a for f in Path(venv).glob("lib/python3*/site-packages/django/contrib/*/models.py")
                                  for a in re.findall(r"^\s+([a-z_]{3,}) = models\.", f.read_text(), re.M)})

    @staticmethod
    def _products(descr, pkgwords):
        text = "\n".join(descr)
        camel = Counter(re.findall(r"\b[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z]{3,6}\b", text))
        lower = set(re.findall(r"\b[a-z]+\b", text))
        mid = Counter(m for m in re.findall(r"(?<=[a-z,] )[A-Z][a-z]{3,}\b", text))
        # an upper-case word of four letters or fewer that is also written in
        # small letters is mostly English shouted (NOT, AND, THE), no product
        out = {w for w, n in camel.items() if n >= 2 and not (w.isupper() and len(w) <= 4 and w.lower() in lower)}
        # a capitalised word counts only when a package is named after it
        # too (Perl, Apache, Geronimo): descriptions name their authors too
        out |= {w for w, n in mid.items() if n >= 3 and w.lower() not in lower and w.lower() in pkgwords}
        return sorted(out)

    def value(self, cls, rng):
        r = rng.choice
        if cls == "product":
            return r(self.products)
        if cls == "package":
            k = rng.randrange(6)
            if k < 2:
                return r(self.debs)[0]
            if k == 2:
                return "%s (= %s)" % r(self.debs)
            if k == 3:
                return r(self.gomods)
            if k == 4:
                return "%s@%s" % r(self.npms)
            return "%s==%s" % r(self.pypi)
        if cls == "path":
            return r(r(self.paths))
        if cls == "winpath":
            return "C:\\Program Files\\%s %s\\%s" % (r(self.products), r(self.products), r(r(self.paths)).rsplit("/", 1)[1])
        if cls == "host":
            parts = [r(self.words) for _ in range(rng.randint(1, 3))]
            if rng.random() < 0.3:
                parts[0] += "-%02d" % rng.randint(1, 40)
            return ".".join(parts + [r(self.tlds)])
        if cls == "url":
            return "https://%s/%s/v%d/%s/%d" % (self.value("host", rng), r(["api", "rest", "svc"]), rng.randint(1, 3),
                                                 r(self.words), rng.randint(100, 999999))
        if cls == "table":
            if rng.random() < 0.2 and self.pgtables:
                return "pg_catalog." + r(self.pgtables)
            return "%s.%s_%s" % (r(self.words), r(self.words), r(self.words))
        if cls == "record":
            y = rng.randint(19, 26)
            if rng.random() < 0.5:
                return "%s/%d/%06d" % (r(self.codes3), y, rng.randint(1, 999999))
            return "%s-20%d-%05d" % (r(self.codes3), y, rng.randint(1, 99999))
        if cls == "errcode":
            return r(self.errcodes)
        if cls == "version":
            return r(self.debs)[1] if rng.random() < 0.6 else r(self.npms)[1]
        if cls == "attribute":
            return r(self.attributes)
        if cls == "store":
            if rng.random() < 0.5:
                return "%s_%s" % (r(self.words), r(ENVS))
            return "%s.%s.%s" % (r(self.words), r(self.words), r(QUEUE_SUFFIX))
        if cls == "account":
            return r(self.accounts)
        if cls == "number":  # counts, sizes, ports, pids: a run of six digits or more is masked unexplained
            return str(r([rng.randint(2, 99), rng.randint(100, 99999)]))
        if cls == "id":  # after a label that says it is an id: any length, or hex
            return r([str(rng.randint(100, 99999)), str(rng.randint(10**5, 10**8)), "%012x" % rng.getrandbits(48)])
        raise ValueError(cls)


def convs(s):
    """The conversions of s, escaped percent signs left out."""
    return [m for m in CONV.finditer(s) if m.group(0) != "%%"]


def conversions(s):
    """The (argument key, kind) of each conversion, in argument order."""
    out, seq = [], 0
    for m in convs(s):
        if m.group(1):
            k = int(m.group(1))
        elif m.group(2):
            k = m.group(2)
        else:
            seq += 1
            k = seq
        out.append((k, "s" if m.group(3) == "s" else "d"))
    return out


def class_for(msgid, m, src):
    before = (msgid[max(0, m.start() - 40):m.end()] + " " + (m.group(2) or "")).lower()
    for pat, cls in HINTS:
        if re.search(pat, before):
            return cls
    return None


def fill(msgid, msgstr, src, rng, S):
    a, b = conversions(msgid), conversions(msgstr)
    if not 1 <= len(a) <= 3 or sorted(a, key=str) != sorted(b, key=str) or len(set(a)) != len(a):
        return None
    args = {}
    for m, (k, kind) in zip(convs(msgid), a):
        cls = "number" if kind == "d" else (class_for(msgid, m, src) or rng.choice(ANY))
        if cls == "path" and rng.random() < 0.25:
            cls = "winpath"
        for _ in range(5):
            v = S.value(cls, rng)
            if v not in args.values():
                break
        args[k] = v
    seq = [0]

    def sub(m):
        if m.group(0) == "%%":
            return "%"
        if m.group(1):
            return args[int(m.group(1))]
        if m.group(2):
            return args[m.group(2)]
        seq[0] += 1
        return args[seq[0]]
    return CONV.sub(sub, msgstr), list(args.values())


def usable(msgid, msgstr, english):
    if not isinstance(msgid, str) or not msgstr or (msgstr == msgid and not english):
        return False
    if not 15 <= len(msgid) <= 160 or BAD.search(msgid) or BAD.search(msgstr):
        return False
    if msgid[0] in " -\t" or msgid.lower().startswith(("usage", "try ", "report ")):
        return False
    if re.search(r"password|passphrase|\bPIN\b", msgid, re.I):  # its value may be a secret's place
        return False
    return not re.search(r"%[a-z]+%|[sdu]%\d\$", msgid)


def mo(path, english):
    if not path.exists():
        return {}
    try:
        with open(path, "rb") as f:
            cat = gettext.GNUTranslations(f)._catalog
    except (UnicodeDecodeError, OSError):  # a few catalogues are not UTF-8
        return {}
    if english:
        return {k: k for k, v in cat.items() if isinstance(k, str) and v}
    return cat


def catalogues(lang, src, root, venv):
    """[(domain, msgid -> msgstr)] of one source in one language."""
    en = lang == "en"
    if src == "held-out":
        return [(d, l10n.catalogue(root, l10n.LANGS[lang], d, en)) for d in l10n.HELD_OUT]
    if src in ("postgres-15", "libc"):
        return [(src, l10n.catalogue(root, l10n.LANGS[lang], src, en))]
    loc = DJANGO_LOCALE.get(lang, lang)
    dj = next(Path(venv).glob("lib/python3*/site-packages/django"))
    cats = [mo(dj / "conf" / "locale" / loc / "LC_MESSAGES" / "django.mo", en)]
    cats += [mo(p / "locale" / loc / "LC_MESSAGES" / "django.mo", en) for p in sorted((dj / "contrib").iterdir())]
    merged = {}
    for c in cats:
        merged.update(c)
    return [("django", merged)]


def from_catalogues(lang, src, per, rng, S, root, venv):
    en = lang == "en"
    pools = []
    for dom, cat in catalogues(lang, src, root, venv):
        entries = sorted((k, v) for k, v in cat.items() if usable(k, v, en))
        rng.shuffle(entries)
        if entries:
            pools.append((dom, entries))
    rows, i = [], 0
    while len(rows) < per and any(e for _, e in pools):
        dom, entries = pools[i % len(pools)]
        i += 1
        while entries:
            msgid, msgstr = entries.pop()
            got = fill(msgid, msgstr, dom, rng, S)
            if got:
                text, facts = got
                prefix = LIBC_PREFIX if dom == "libc" else l10n.PREFIX.get(dom, "")
                mark = ":in-knowledge" if src != "held-out" else ""
                rows.append((f"{lang}/{dom}{mark}", facts, prefix + text.strip()))
                break
    return rows


def from_vee(npm, lang, per, rng, S):
    path = Path(npm) / "@vee-validate" / "i18n" / "dist" / "locale" / f"{l10n.VEE.get(lang, '-')}.json"
    if not path.exists():
        return []
    pat = re.compile(r"(?:\d:)?\{(\w+)\}")
    msgs = [v for _k, v in l10n.leaves(json.loads(path.read_text(encoding="utf-8"))) if "{field}" in v]
    rng.shuffle(msgs)
    rows = []
    for msg in msgs[:per]:
        field, facts = S.value("attribute", rng), []

        def sub(m):
            v = field if m.group(1) == "field" else S.value("number", rng)
            facts.append(v)
            return v
        text = pat.sub(sub, msg)
        rows.append((f"{lang}/vee-validate-i18n", list(dict.fromkeys(facts)), text))
    return rows


def id_labels(root, lang):
    """The language's translations of `Process ID`, `Key ID` ... in its
    catalogues (English: the msgids)."""
    out = set()
    for d in sorted(Path(root).glob(f"{l10n.LANGS[lang][0]}/LC_MESSAGES/*.mo")):
        if d.stem.lower().startswith(ID_LABELS_OF_PEOPLE):
            continue
        for k, v in mo(d, lang == "en").items():
            if isinstance(k, str) and ID_LABELS.match(k) and v and "%" not in v and len(v) <= 30:
                out.add(v)
    return sorted(out)


def main(outdir, args):
    root = args[0] if args else "/usr/share/locale"
    npm = args[1] if len(args) > 1 else str(Path(__file__).parent / "node_modules")
    venv = str(Path(__file__).parent / ".venv")
    S = Sources(venv, npm)
    rows = []
    for lang in l10n.LANGS:
        rng = random.Random(values.seed("l10ntech", lang))
        labels = id_labels(root, lang)
        got = []
        for src, per in SOURCES_PER_LANG:
            if src == "vee-validate-i18n":
                got += from_vee(npm, lang, per, rng, S)
            else:
                got += from_catalogues(lang, src, per, rng, S, root, venv)
        for cls, facts, text in got:
            if labels and rng.random() < 0.2:  # an id after a label of the text's language
                v = S.value("id", rng)
                text += " (%s: %s)" % (rng.choice(labels), v)
                facts = facts + [v]
            rows.append((cls, facts, text))
    npmv = json.loads((Path(npm) / "@vee-validate" / "i18n" / "package.json").read_text())["version"]
    header = (
        "# Localised technical error texts generated by shared/testkit/corpusgen (l10ntech.py; do not edit by hand): translated\n"
        "# templates filled with technical values from real sources on the machine that wrote it (Debian's package list,\n"
        "# descriptions and file lists, iso-codes, errcodes.txt, the Go, npm and PyPI packages installed). Catalogues: Debian "
        + l10n.debian_versions(l10n.HELD_OUT + ["postgres-15", "libc"]) + "; Django (requirements.txt); npm @vee-validate/i18n "
        + npmv + ".\n"
        "# lang/source (:in-knowledge = a catalogue the knowledge is built from)<TAB>facts, |-separated substrings<TAB>text that must come out unchanged\n")
    with open(Path(outdir) / "l10n-tech.tsv", "w", encoding="utf-8") as out:
        out.write(header)
        for cls, facts, text in rows:
            facts = "|".join(facts)
            assert "\t" not in facts + text and "\n" not in facts + text, (cls, text)
            out.write(f"{cls}\t{facts}\t{text}\n")
    print(f"l10n-tech.tsv: {len(rows)} texts", flush=True)
