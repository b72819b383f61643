"""gen-lockeys.tsv: personal values under keys written in other languages.

The keys are Django's own translations of its user model's fields (first
name, last name, email address, username, password; contrib/auth's .mo
catalogues, every language Django ships), written as code writes a key:
snake_case with and without the letters' marks, and camelCase. The values
are Faker/Mimesis values of the matching family (values.generate), of the
key's language where values.LOCALES has it, else of any of its locales. The redactor's key knowledge
(fieldkeys.fuse) comes from KDE's and GNOME's address books, not from
Django; Django's words are among the catalogue words the redactor knows,
which makes its keys harder to see as keys, not easier.
"""

import gettext
import random
import re
import unicodedata
from pathlib import Path

import django

import values

HEADER = """# Personal values under keys in other languages: Django {dv}'s translations of its user fields as keys, Faker {fv} / Mimesis {mv} values (shared/testkit/corpusgen lockeys.py, seeded; do not edit by hand).
# class<TAB>value that must not appear<TAB>carrier text; class is family/language/keystyle/package.
"""

FIELDS = {"first name": "name", "last name": "name", "email address": "email",
          "username": "username", "password": "password"}

CARRIERS = [
    '{{"{k}":"{v}","retries":3}}',
    "{k}={v} status=failed",
    "import row {n} skipped ({k} => '{v}')",
    "record rejected:\n  {k}: {v}\n  retries: 3",
]


def key_forms(label):
    words = re.findall(r"[\w\u0300-\u036f\u0900-\u0dff]+", label.lower())
    if not words:
        return {}
    bare = ["".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c)) for w in words]
    return {"snake": "_".join(words), "bare": "_".join(bare),
            "camel": words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])}


def rows(rng):
    locale_dir = Path(django.__file__).parent / "contrib" / "auth" / "locale"
    pools = {}
    locs = list(values.LOCALES.items())
    out = []
    for lang in sorted(p.name for p in locale_dir.iterdir() if (p / "LC_MESSAGES" / "django.mo").exists()):
        cat = gettext.GNUTranslations(open(locale_dir / lang / "LC_MESSAGES" / "django.mo", "rb"))
        for label, fam in FIELDS.items():
            t = cat.gettext(label)
            if t == label:
                continue  # untranslated: the English keys are measured elsewhere
            for style, k in sorted(key_forms(t).items()):
                if style == "bare" and k == key_forms(t)["snake"]:
                    continue
                # a value of the key's own language where values.py has
                # its locale, else of any
                own = [l for l in locs if l[0].split("_")[0] == lang.split("_")[0]]
                loc, mim = rng.choice(own or locs)
                pool = pools.setdefault((loc, fam), values.generate(loc, mim, fam, 20))
                if not pool:
                    continue
                v, pkg = pool[rng.randrange(len(pool))]
                carrier = rng.choice(CARRIERS).format(k=k, v=v, n=rng.randint(2, 98000))
                out.append((f"{fam}/{lang}/{style}/{pkg}", v, carrier))
    return out


def main(outdir, write, fv, mv):
    rng = random.Random(values.seed("lockeys"))
    r = rows(rng)
    write(Path(outdir) / "gen-lockeys.tsv", HEADER.format(dv=django.get_version(), fv=fv, mv=mv), r)
    return len(r)
