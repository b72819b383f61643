"""gen-carriers.tsv: personal values serialised by real serialisers.

gen-planted.tsv puts values into templates written here; a template is our
pen's idea of where a value stands. Here nobody's pen shapes the carrier:
each value (values.generate: Faker/Mimesis, the same families and locales)
is handed to a standard library of one ecosystem under a field name, and
the text that library writes is the carrier: Python's repr, dataclasses,
json, urlencode, csv, configparser, xml.etree, logging, email and shlex;
Go's fmt (%v %+v %#v), encoding/json, encoding/xml, net/url, os/exec and
text/tabwriter and log/slog (text and JSON); Rust's Debug ({:?} {:#?}, Some(..), HashMap, tuples,
process::Command, io::Error); Java's records, HashMap, Properties, List,
ProcessBuilder, Throwable and Optional; Node's util.inspect, JSON,
querystring, URLSearchParams and URL (carriers/: one small program per
ecosystem, standard library only).

Field names are mostly ones no redactor lists (`contact`, `ref`, `note`),
some the family's keys (templates.KEYS) and some in the locale's language
(`inhaber`, `владелец`, `担当者`); every ecosystem also has positional
carriers (a tuple, an argument list, a command line, an exception's
message, URL userinfo), whose field is `-`.

Beside them, gen-carriers-benign.tsv: the same carriers holding technical
values only (ids, hosts, versions, states, paths, booleans, MIME types;
not in URL userinfo, a credential's place), which must come out unchanged: a rule that masked every value would score
perfectly on recall alone.
"""

import configparser
import csv
import dataclasses
import io
import json
import keyword
import logging
import os
import random
import shlex
import shutil
import subprocess
import tempfile
import unicodedata
import urllib.parse
import xml.etree.ElementTree as ET
from email.message import EmailMessage
from email import policy
from pathlib import Path

import faker
import mimesis

import templates
import values

HERE = Path(__file__).resolve().parent

HEADER = """# Personal values serialised by real serialisers of five ecosystems (Faker {fv} / Mimesis {mv} values; shared/testkit/corpusgen carriers.py, seeded; do not edit by hand).
# class<TAB>value that must not appear (as the serialiser wrote it)<TAB>carrier text (⏎ = a line break).
# class is family/locale/carrier/keykind/field/package: carrier is ecosystem.kind, keykind is unlisted, family (a key templates.KEYS lists for it), localised or positional (field -).
"""
HEADER_BENIGN = """# Technical values only, in the same serialisers' carriers (shared/testkit/corpusgen carriers.py, seeded; do not edit by hand).
# class<TAB>the values, |-separated, that must come out unchanged<TAB>carrier text; class is benign/carrier/field. The text must come out unchanged whole.
"""

# Field names nobody lists for personal data.
UNLISTED = ["contact", "owner", "ref", "note", "value", "data", "subject", "target",
            "holder", "who", "principal", "label", "detail", "arg", "payload", "info",
            "entry", "item", "text", "memo", "remark", "party", "assignee", "actor",
            "source", "field", "input", "param", "reference", "alias", "extra", "context",
            "display", "tag", "primary", "secondary", "meta", "origin_ref"]
# The same sort of words in the locale's language, as code writes them.
LOCALISED = {
    "de": ["inhaber", "kontakt", "vermerk", "bezug", "empfaenger", "ansprechpartner"],
    "fr": ["titulaire", "remarque", "destinataire", "reference_client", "proprietaire"],
    "es": ["titular", "contacto", "nota", "destinatario", "referencia", "propietario"],
    "pt": ["titular", "contato", "observacao", "destinatario", "responsavel"],
    "it": ["titolare", "contatto", "nota", "destinatario", "riferimento", "proprietario"],
    "nl": ["eigenaar", "contactpersoon", "opmerking", "ontvanger", "kenmerk"],
    "pl": ["wlasciciel", "kontakt", "uwagi", "odbiorca", "odniesienie"],
    "ru": ["владелец", "контакт", "примечание", "получатель", "vladelets"],
    "uk": ["власник", "контакт", "примітка", "отримувач"],
    "ja": ["担当者", "連絡先", "備考", "宛先"],
    "zh": ["联系人", "负责人", "备注", "收件人"],
    "ko": ["담당자", "연락처", "비고", "수신자"],
    "ar": ["المالك", "جهة_الاتصال", "ملاحظة"],
    "he": ["בעלים", "איש_קשר", "הערה"],
    "el": ["κάτοχος", "επαφή", "σημείωση"],
    "th": ["ผู้ติดต่อ", "หมายเหตุ"],
    "tr": ["sahip", "iletisim", "aciklama", "alici", "referans"],
    "hi": ["संपर्क", "टिप्पणी", "sampark"],
    "cs": ["vlastnik", "kontakt", "poznamka"],
    "sv": ["agare", "kontakt", "anteckning"],
    "fi": ["omistaja", "yhteyshenkilo", "huomautus"],
    "hu": ["tulajdonos", "kapcsolattarto", "megjegyzes"],
    "vi": ["chu_so_huu", "lien_he", "ghi_chu"],
    "id": ["pemilik", "kontak", "catatan"],
    "fa": ["مالک", "تماس"],
    "bg": ["собственик", "контакт"],
    "kk": ["иесі", "байланыс"],
}

# ecosystem.kind -> None (the field name is the key given), a fixed field
# name (records and named structs declare theirs), or "-" (positional).
CARRIERS = {
    "py.repr-dict": None, "py.dataclass": None, "py.tuple": "-", "py.json": None,
    "py.json-utf8-indent": None, "py.urlencode": None, "py.csv": None, "py.csv-row": "-",
    "py.ini": None, "py.xml": None, "py.xml-indent": None, "py.xml-attr": None,
    "py.logging": None, "py.email-header": None, "py.shlex-join": "-", "py.url-userinfo": "-",
    "go.v": None, "go.plusv": None, "go.sharpv": None, "go.named-plusv": "Owner",
    "go.named-sharpv": "Payee", "go.map": None, "go.json": None, "go.json-indent": None,
    "go.xml": None, "go.xml-indent": None, "go.xml-attr": None, "go.url-values": None,
    "go.slice": "-", "go.quoted-slice": "-", "go.exec": "-", "go.tabwriter": None,
    "go.slog-text": None, "go.slog-json": None,
    "rs.debug": None, "rs.debug-pretty": None, "rs.some": None, "rs.some-pretty": None,
    "rs.derive": "handle", "rs.derive-some": "invited_by", "rs.enum": "-", "rs.hashmap": None,
    "rs.tuple": "-", "rs.vec": "-", "rs.command": "-", "rs.io-error": "error",
    "java.record-ticket": "owner", "java.record-payout": "payee", "java.record-contact": "value",
    "java.record-kunde": "inhaber", "java.record-optional": "invitedBy", "java.hashmap": None,
    "java.treemap": None, "java.properties": None, "java.list": "-", "java.process": "-",
    "java.exception": "-", "java.optional": "-", "java.entry": None,
    "node.inspect": None, "node.inspect-nested": None, "node.json": None, "node.json-indent": None,
    "node.querystring": None, "node.urlsearchparams": None, "node.map": None, "node.array": "-",
    "node.format": None, "node.url-user": "-", "node.url-password": "-",
}
# URL userinfo holds a login or a password (an e-mail address as a login).
URL_FAMILIES = {"username", "password", "email"}
URL_CARRIERS = {"py.url-userinfo", "node.url-user", "node.url-password"}
# commands a positional carrier runs (exec, Command, ProcessBuilder, shlex)
COMMANDS = ["import-users", "provision", "enroll", "useradd", "grant-access", "backfill"]


def go_ident(k):
    return all(unicodedata.category(c)[0] == "L" or c.isdigit() or c == "_" for c in k)


# --- Python's own serialisers

def py_serialise(kind, key, value, n):
    o = {"id": n, key: value, "retry": n % 2 == 0}
    if kind == "repr-dict":
        return repr(o)
    if kind == "dataclass":
        # A key that is a Python keyword is no field name: PEP 8 names it with a trailing underscore.
        field = key + "_" if keyword.iskeyword(key) else key
        cls = dataclasses.make_dataclass("Record", [("id", int), (field, str), ("retry", bool)])
        return repr(cls(n, value, n % 2 == 0))
    if kind == "tuple":
        return repr((n, value, n % 2 == 0))
    if kind == "json":
        return json.dumps(o)
    if kind == "json-utf8-indent":
        return json.dumps(o, ensure_ascii=False, indent=2)
    if kind == "urlencode":
        return urllib.parse.urlencode(o)
    if kind in ("csv", "csv-row"):
        b = io.StringIO()
        w = csv.writer(b, lineterminator="\n")
        if kind == "csv":
            w.writerow(["id", key, "state"])
        w.writerow([n, value, "failed"])
        return b.getvalue().rstrip("\n")
    if kind == "ini":
        c = configparser.ConfigParser(interpolation=None)
        c["sync"] = {"id": str(n), key: value}
        b = io.StringIO()
        c.write(b)
        return b.getvalue().rstrip("\n")
    if kind.startswith("xml"):
        if kind == "xml-attr":
            root = ET.Element("record", {"id": str(n), key: value})
        else:
            root = ET.Element("record")
            ET.SubElement(root, "id").text = str(n)
            ET.SubElement(root, key).text = value
            if kind == "xml-indent":
                ET.indent(root)
        return ET.tostring(root, encoding="unicode")
    if kind == "logging":
        rec = logging.LogRecord("app.sync", logging.WARNING, "sync.py", n, o, None, None)
        return logging.Formatter(logging.BASIC_FORMAT).format(rec)
    if kind == "email-header":
        m = EmailMessage(policy=policy.SMTPUTF8)
        m["X-" + "-".join(p.capitalize() for p in key.split("_"))] = value
        return m.as_string().replace("\r\n", "\n").rstrip()
    if kind == "shlex-join":
        return shlex.join([COMMANDS[n % len(COMMANDS)], "--id", str(n), value])
    if kind == "url-userinfo":
        user = urllib.parse.quote(value, safe="")
        return urllib.parse.urlunsplit(("https", user + "@git.internal.example", "/org/repo.git", "", ""))
    raise ValueError(kind)


# --- the other ecosystems' programs

def node_binary():
    """node on PATH, else the platform's node package the e2e tests install."""
    n = os.environ.get("NODE") or shutil.which("node")
    if n:
        return n
    for p in sorted((HERE.parent / "e2e" / "node_modules").glob("node-*/bin/node")):
        return str(p)
    raise SystemExit("carriers: no node (set NODE=, or npm install in shared/testkit/e2e)")


def run_programs(requests, tmp):
    """requests: {eco: [(kind, key, value, n)]} -> {eco: [text]} from the
    ecosystem's program, one line in, one line out."""
    cmds = {
        "go": ["go", "run", str(HERE / "carriers" / "go")],
        "java": ["java", str(HERE / "carriers" / "java" / "Carriers.java")],
        "node": [node_binary(), str(HERE / "carriers" / "node" / "carriers.js")],
    }
    if "rs" in requests:
        subprocess.run(["rustc", "-O", "-o", str(tmp / "rs"), str(HERE / "carriers" / "rust" / "main.rs")], check=True)
        cmds["rs"] = [str(tmp / "rs")]
    out = {}
    for eco, reqs in requests.items():
        if eco == "py":
            out[eco] = [py_serialise(*r).replace("\n", "⏎") for r in reqs]
            continue
        inp = "".join(f"{k}\t{key}\t{v}\t{n}\n" for k, key, v, n in reqs)
        res = subprocess.run(cmds[eco], input=inp.encode(), stdout=subprocess.PIPE, check=True)
        lines = res.stdout.decode().split("\n")[:-1]
        assert len(lines) == len(reqs), (eco, len(lines), len(reqs))
        out[eco] = lines
    return out


def written_as(value, carrier):
    """The form the serialiser wrote the value in (raw, or escaped the way
    its format escapes), or None when none of them is in the carrier."""
    forms = [value,
             json.dumps(value)[1:-1], json.dumps(value, ensure_ascii=False)[1:-1],
             repr(value)[1:-1], value.replace("\\", "\\\\").replace('"', '\\"'),
             urllib.parse.quote_plus(value), urllib.parse.quote(value, safe=""),
             urllib.parse.quote(value, safe="-_.!~*'()"), urllib.parse.quote(value, safe="!$&'()*+,;=:~"),
             value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&#34;").replace("'", "&#39;"),
             value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"),
             value.replace("\\", "\\\\").replace(":", "\\:").replace("=", "\\=").replace("#", "\\#").replace("!", "\\!"),
             shlex.quote(value)]
    for f in forms:
        if f and f in carrier:
            return f
    return None


def pick_key(rng, fam, locale, carrier):
    fixed = CARRIERS[carrier]
    if fixed == "-":
        return "positional", "-"
    if fixed is not None:
        return "fixed", fixed
    r = rng.random()
    lang = locale.split("_")[0]
    if r < 0.3 and lang in LOCALISED:
        kind, k = "localised", rng.choice(LOCALISED[lang])
    elif r < 0.6:
        kind, k = "family", rng.choice(templates.KEYS[fam])
    else:
        kind, k = "unlisted", rng.choice(UNLISTED)
    eco = carrier.split(".")[0]
    if (eco == "go" and carrier in ("go.v", "go.plusv", "go.sharpv") and not go_ident(k)) or \
            (carrier == "py.dataclass" and (not k.isidentifier() or keyword.iskeyword(k))) or \
            (carrier == "py.email-header" and not k.isascii()):
        kind, k = "unlisted", rng.choice(UNLISTED)
    if carrier in ("go.v", "go.plusv", "go.sharpv") and rng.random() < 0.5:
        k = k[:1].upper() + k[1:]  # an exported field
    return kind, k


PER = 7        # values per (locale, family) of values.LOCALES
PER_NAMES = 6  # per (locale, family) of values.NAME_LOCALES


def planted_rows(rng):
    todo = []
    for locs, fams, per in ((values.LOCALES, values.FAMILIES, PER), (values.NAME_LOCALES, values.NAME_FAMILIES, PER_NAMES)):
        for locale, mim in locs.items():
            for fam in fams:
                for v, pkg in values.generate(locale, mim, fam, per):
                    todo.append((fam, locale, v, pkg))
    order = [c for c in CARRIERS if c not in URL_CARRIERS]
    urls = sorted(URL_CARRIERS)
    rng.shuffle(order)
    reqs, meta, at, at_url = {}, [], 0, 0
    for fam, locale, v, pkg in todo:
        if fam in URL_FAMILIES and rng.random() < 0.2:
            c, at_url = urls[at_url % len(urls)], at_url + 1
        else:
            c, at = order[at % len(order)], at + 1
        eco, kind = c.split(".", 1)
        keykind, key = pick_key(rng, fam, locale, c)
        n = rng.randint(2, 98000)
        arg = COMMANDS[n % len(COMMANDS)] if kind in ("exec", "command", "process") else key
        reqs.setdefault(eco, []).append((kind, arg, v, n))
        meta.append((eco, len(reqs[eco]) - 1, f"{fam}/{locale}/{c}/{keykind}/{key}/{pkg}", v))
    return reqs, meta


def benign_rows(rng):
    """Each carrier thrice, with a technical value under a technical key."""
    f = faker.Faker("en_US")
    f.seed_instance(values.seed("carriers-benign"))
    dev = mimesis.Development(seed=values.seed("carriers-dev"))
    pools = {
        "host": lambda: f"{rng.choice(['db', 'cache', 'api', 'worker', 'queue'])}-{rng.randint(1, 40)}."
                        f"{rng.choice(['internal', 'svc.cluster.local', 'eu-west-1.compute.internal'])}",
        "version": lambda: dev.version(),
        "state": lambda: rng.choice(["pending", "failed", "active", "queued", "running", "timeout", "cancelled"]),
        "path": lambda: f.file_path(depth=rng.randint(1, 3)),
        "enabled": lambda: rng.choice(["true", "false"]),
        "mime": lambda: f.mime_type(),
        "job_id": lambda: f.uuid4(),
        "region": lambda: rng.choice(["eu-west-1", "us-east-2", "ap-southeast-1"]),
        "port": lambda: str(rng.randint(1024, 65000)),
    }
    reqs, meta = {}, []
    for c, fixed in CARRIERS.items():
        if fixed not in (None, "-", "error") or c in URL_CARRIERS:
            # a record's person field (owner, payee, handle) holds no host
            # or version, and URL userinfo is a credential whatever it holds
            continue
        eco, kind = c.split(".", 1)
        for _ in range(3):
            key = rng.choice(sorted(pools))
            v = pools[key]()
            field = fixed or key
            n = rng.randint(2, 98000)
            arg = COMMANDS[n % len(COMMANDS)] if kind in ("exec", "command", "process") else key
            reqs.setdefault(eco, []).append((kind, arg, v, n))
            meta.append((eco, len(reqs[eco]) - 1, f"benign/{c}/{field}", v))
    return reqs, meta


def collect(reqs, meta, tmp):
    texts = run_programs(reqs, Path(tmp))
    rows, skipped = [], 0
    for eco, i, cls, v in meta:
        carrier = texts[eco][i]
        assert "\t" not in carrier and carrier, (cls, carrier)
        w = written_as(v, carrier)
        if w is None:
            skipped += 1
            continue
        rows.append((cls, w, carrier))
    return rows, skipped


def main(outdir, write, fv, mv):
    outdir = Path(outdir)
    with tempfile.TemporaryDirectory() as tmp:
        reqs, meta = planted_rows(random.Random(values.seed("carriers")))
        rows, skipped = collect(reqs, meta, tmp)
        write(outdir / "gen-carriers.tsv", HEADER.format(fv=fv, mv=mv), rows)
        breqs, bmeta = benign_rows(random.Random(values.seed("carriers-benign")))
        brows, bskipped = collect(breqs, bmeta, tmp)
        write(outdir / "gen-carriers-benign.tsv", HEADER_BENIGN, brows)
    return len(rows), skipped, len(brows), bskipped
