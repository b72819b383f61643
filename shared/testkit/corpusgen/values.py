"""Planted values: personal data drawn from Faker and Mimesis per locale.

Every value comes from one of the two packages (never from a list typed
here), seeded per (locale, family, package) so a run is reproducible. A
Faker locale that has no provider of its own for a family falls back to
en_US: such values are dropped (they would be English data credited to
another locale), found by comparing with en_US under the same seed.
"""

import ipaddress
import random
import os
import zlib

from faker import Faker
from faker.config import AVAILABLE_LOCALES
from mimesis import Address, Datetime, Internet, Payment, Person, Text
from mimesis.locales import Locale

# Faker locale -> Mimesis locale (None: Mimesis has none). The locale name
# in the corpus is Faker's.
LOCALES = {
    "en_US": "en", "en_GB": "en-gb", "de_DE": "de", "fr_FR": "fr",
    "es_ES": "es", "pt_BR": "pt-br", "it_IT": "it", "nl_NL": "nl",
    "pl_PL": "pl", "ru_RU": "ru", "uk_UA": "uk", "ja_JP": "ja",
    "zh_CN": "zh", "ko_KR": "ko", "ar_SA": "ar-sa", "ar_AE": "ar-ae",
    "he_IL": None, "el_GR": "el", "th_TH": None, "tr_TR": "tr",
    "hi_IN": None,
}

# Locales measured for names and logins only: every other script Faker
# ships names in (Persian Arabic, Armenian, Georgian, Bengali, Tamil,
# Gujarati, Oriya, Sinhala, traditional Chinese, Bulgarian and Macedonian
# Cyrillic), Kazakh from Mimesis, and more Latin-script languages.
NAME_LOCALES = {
    "fa_IR": "fa", "hy_AM": None, "ka_GE": None, "bn_BD": None,
    "ta_IN": None, "gu_IN": None, "or_IN": None, "si_LK": None,
    "zh_TW": None, "bg_BG": None, "mk_MK": None, "vi_VN": None,
    "cs_CZ": "cs", "sv_SE": "sv", "fi_FI": "fi", "hu_HU": "hu",
    "az_AZ": "az", "kk_KZ": "kk", "yo_NG": None, "id_ID": None,
}

FAMILIES = ["name", "username", "email", "phone", "address", "national-id",
            "iban", "card", "password", "dob", "ip", "plate"]
NAME_FAMILIES = ["name", "username"]

# The families measured later (corpusgen.py families, gen-families.tsv),
# apart from the first ones so those rows stay byte for byte. LOCAL ones
# are drawn per locale where the locale has a provider of its own; the
# others (devices, wallets, card codes, blood groups) are the same in every
# locale and go into each locale's templates.
MORE_FAMILIES = ["passport", "bban", "postcode", "vin", "imei", "mac", "ipv6",
                 "geo", "bitcoin", "ethereum", "cvv", "expiry", "mnemonic",
                 "blood"]
# Short codes nothing but their key or their message tells apart from any
# other number (a CVV, an expiry, a postcode, a blood group): measured where
# a key or a message names them, never alone (a bare `KeyError: '01184'`).
KEYED = {"cvv", "expiry", "postcode", "blood"}
MORE_LOCALES = dict(LOCALES, de_AT="de-at", mk_MK=None)
MORE_PER = {"passport": 8, "bban": 6, "postcode": 6}  # else 4

PER_FAMILY = 10  # values per (locale, family), split between the packages
COMPANIES = 6    # survivors per locale


def seed(*parts):
    """A stable seed for a tuple of strings (Python's hash() is salted).

    CORPUSGEN_DRAW names another draw of the same families, locales and
    templates (a fresh sample to check a change generalises beyond the
    committed one); unset, the committed corpus is reproduced byte for byte.
    """
    draw = os.environ.get("CORPUSGEN_DRAW", "")
    if draw:
        parts = (draw,) + parts
    return zlib.crc32("/".join(parts).encode())


def faker_for(locale, *parts):
    f = Faker(locale)
    f.seed_instance(seed(locale, *parts))
    return f


def mimesis_locale(code):
    return Locale(code) if code else None


# Faker: one function per family, each returning one value.
def _faker_national_id(f):
    for m in ("ssn", "pesel", "cpf", "nif", "snils", "aadhaar_id", "rrn"):
        if hasattr(f, m):
            return str(getattr(f, m)())
    raise AttributeError("no national id")


def _dob(rng, d):
    forms = ["%Y-%m-%d", "%Y%m%d", "%d.%m.%Y", "%m/%d/%Y", "%d/%m/%Y",
             "%Y/%m/%d", "%d-%m-%Y"]
    return d.strftime(rng.choice(forms))


def _passphrase(rng, words):
    sep = rng.choice(["-", ".", "_", ""])
    ws = [w.capitalize() if rng.random() < 0.7 else w for w in words]
    return sep.join(ws) + sep + str(rng.randint(10, 9999))


def titles(f):
    """The honorifics and suffixes a Faker locale puts around names (Dr.,
    Г-ца, Ông, Jr.): they name no one, so they are cut from a name value."""
    out = set()
    for m in ("prefix", "suffix", "prefix_male", "prefix_female"):
        if hasattr(f, m):
            for _ in range(60):
                out.update(str(getattr(f, m)()).split())
    return out


def _faker_name(f):
    t = getattr(f, "_corpus_titles", None)
    if t is None:
        t = f._corpus_titles = titles(f)
    return " ".join(p for p in f.name().split() if p not in t)


FAKER = {
    "name": lambda f, rng: _faker_name(f),
    "username": lambda f, rng: f.user_name(),
    "email": lambda f, rng: f.email() if rng.random() < 0.6 else f.free_email(),
    "phone": lambda f, rng: f.phone_number(),
    "address": lambda f, rng: f.street_address(),
    "national-id": lambda f, rng: _faker_national_id(f),
    "iban": lambda f, rng: f.iban(),
    "card": lambda f, rng: f.credit_card_number(),
    "password": lambda f, rng: (f.password(length=rng.randint(9, 16))
                                if rng.random() < 0.5
                                else _passphrase(rng, f.words(rng.randint(2, 3)))),
    "dob": lambda f, rng: _dob(rng, f.date_of_birth(minimum_age=18, maximum_age=90)),
    "ip": lambda f, rng: f.ipv4_public() if rng.random() < 0.8 else f.ipv6(),
    "plate": lambda f, rng: f.license_plate(),
    "company": lambda f, rng: f.company(),
    "passport": lambda f, rng: f.passport_number(),
    "bban": lambda f, rng: f.bban(),
    "postcode": lambda f, rng: f.postcode(),
    "vin": lambda f, rng: f.vin(),
    "mac": lambda f, rng: f.mac_address(),
    "ipv6": lambda f, rng: f.ipv6(),
    "geo": lambda f, rng: _latlon(rng, f.latitude(), f.longitude()),
    "cvv": lambda f, rng: f.credit_card_security_code(),
    "expiry": lambda f, rng: f.credit_card_expire(),
    "job": lambda f, rng: f.job(),
}


def _latlon(rng, lat, lon):
    """A position as code writes it: "lat, lon", "lat,lon" or "lat lon"."""
    return rng.choice([", ", ",", " "]).join(str(x) for x in (lat, lon))


def _public_ip(net, rng):
    for _ in range(50):
        ip = net.ip_v4() if rng.random() < 0.8 else net.ip_v6()
        if ipaddress.ip_address(ip).is_global:
            return ip
    raise ValueError("no public address")


def mimesis_value(family, loc, s, rng):
    """One Mimesis value of a family, or None when Mimesis has none."""
    if family == "name":
        return Person(loc, seed=s).full_name()
    if family == "username":
        return Person(loc, seed=s).username()
    if family == "email":
        return Person(loc, seed=s).email()
    if family == "phone":
        return Person(loc, seed=s).phone_number()
    if family == "address":
        return Address(loc, seed=s).address()
    if family == "card":
        return Payment(seed=s).credit_card_number()
    if family == "password":
        if rng.random() < 0.5:
            return Person(loc, seed=s).password(length=rng.randint(9, 16))
        return _passphrase(rng, Text(loc, seed=s).words(rng.randint(2, 3)))
    if family == "dob":
        return _dob(rng, Datetime(loc, seed=s).date(start=1935, end=2006))
    if family == "ip":
        return _public_ip(Internet(seed=s), rng)
    if family == "company":
        from mimesis import Finance
        return Finance(loc, seed=s).company()
    return _mimesis_more(family, loc, s, rng)


def _mimesis_more(family, loc, s, rng):
    """The later families' Mimesis values (MORE_FAMILIES), or None."""
    from mimesis import Code, Cryptographic
    if family == "postcode":
        return Address(loc, seed=s).postal_code()
    if family == "imei":
        return Code(seed=s).imei()
    if family == "mac":
        return Internet(seed=s).mac_address()
    if family == "ipv6":
        ip = Internet(seed=s).ip_v6()
        return ip if ipaddress.ip_address(ip).is_global else None
    if family == "geo":
        c = Address(loc, seed=s).coordinates()
        return _latlon(rng, c["latitude"], c["longitude"])
    if family in ("bitcoin", "ethereum"):
        return getattr(Payment(seed=s), family + "_address")()
    if family == "cvv":
        return Payment(seed=s).cvv()
    if family == "expiry":
        return Payment(seed=s).credit_card_expiration_date(minimum=26, maximum=33)
    if family == "mnemonic":
        return Cryptographic(seed=s).mnemonic_phrase()
    if family == "blood":
        return Person(loc, seed=s).blood_type()
    if family == "job":
        return Person(loc, seed=s).occupation()
    return None


def clean(v):
    """One line, no tab: the corpus format's only constraints."""
    return " ".join(str(v).replace("\t", " ").split())


# Families whose Faker values depend on the locale (cards, addresses of
# machines, dates and random passwords do not).
LOCAL_FAMILIES = {"name", "username", "phone", "address", "national-id",
                  "iban", "plate", "company", "passport", "bban", "postcode",
                  "job"}


def faker_falls_back(locale, family):
    """Whether Faker's locale has no provider of its own for a family: the
    same seeded draws give what en_US gives."""
    if locale == "en_US" or family not in LOCAL_FAMILIES:
        return False
    if locale not in AVAILABLE_LOCALES:
        return True
    for i in range(3):
        a, b = Faker(locale), Faker("en_US")
        a.seed_instance(seed(family, "probe", str(i)))
        b.seed_instance(seed(family, "probe", str(i)))
        ra = random.Random(seed(family, "probe", str(i)))
        rb = random.Random(seed(family, "probe", str(i)))
        try:
            if FAKER[family](a, ra) != FAKER[family](b, rb):
                return False
        except AttributeError:
            return True
    return True


def generate(locale, mim, family, n):
    """n values of a family in a locale, alternating Faker and Mimesis,
    as (value, package) pairs, without duplicates."""
    rng = random.Random(seed(locale, family, "rng"))
    out, seen = [], set()
    f = None if family not in FAKER or faker_falls_back(locale, family) else faker_for(locale, family)
    if mim is None and family in MORE_FAMILIES and family not in LOCAL_FAMILIES | {"geo", "blood"}:
        mim = "en"  # Mimesis's devices, wallets and card codes have no locale
    loc = mimesis_locale(mim)
    for tries in range(n * 8):
        if len(out) >= n:
            break
        v, pkg = None, "faker"
        if loc is not None and (tries % 2 == 1 or f is None):
            pkg = "mimesis"
            try:
                v = mimesis_value(family, loc, seed(locale, family, str(tries)), rng)
            except (ValueError, KeyError, AttributeError, NotImplementedError):
                v = None
        if v is None and f is not None:
            pkg = "faker"
            v = FAKER[family](f, rng)
        if v is None:
            continue
        v = clean(v)
        if family == "phone" and sum(c.isdigit() for c in v) < 7:
            continue  # a short service number (Faker's ar_AE has 901) names no one
        if not v or v in seen:
            continue
        seen.add(v)
        out.append((v, pkg))
    return out
