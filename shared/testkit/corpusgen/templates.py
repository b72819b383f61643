"""Error templates from many ecosystems that a planted value is put into.

Each template is (ecosystem, families, position, text). families is None
when any family fits (the key in «K» then says what it is), else the set of
families the template is written for. position names where the value
stands, for the report. In text:
  «V»  the value              «K»  a key for the family (snake_case)
  «KC» the key in PascalCase   «N», «M» numbers
  «LK», «LV» byte lengths of «K» and «V» (PHP serialize())
The shapes are those of real messages (PostgreSQL's DETAIL lines, Django's
ValidationError dict, Spring's BindException, Mongoose, Go's %+v, Rails'
inspect, Laravel's log line, .NET's ArgumentException, Erlang's error
reports, Rust's Debug, syslog lines of sshd/sudo/cron, git, nginx, ls -l).
"""

# Keys per family: some that a redactor may list, most that it will not.
KEYS = {
    "name": ["display", "owner", "recipient", "holder", "signer", "assignee",
             "contact", "who", "kunde", "titulaire", "beneficiary", "author"],
    "username": ["actor", "login", "handle", "uid", "by", "account", "owner",
                 "principal", "member", "requested_by", "created_by"],
    "email": ["to", "reply", "contact", "notify", "recipient", "cc", "addr",
              "billing_contact"],
    "phone": ["msisdn", "tel", "mobile", "callback", "to", "contact", "fone",
              "sms_target"],
    "address": ["addr", "line1", "street", "deliver_to", "ship", "location",
                "residence", "anschrift"],
    "national-id": ["ssn", "tax_no", "doc", "national", "ident", "ref_no",
                    "subject_id", "kyc_ref"],
    "iban": ["iban", "acct", "payout", "account", "bank_ref", "settle_to"],
    "card": ["pan", "card", "cc", "instrument", "number", "pm"],
    "password": ["password", "pass", "secret", "pw", "passphrase", "kennwort",
                 "mot_de_passe", "seed", "unlock", "init_value"],
    "dob": ["dob", "birth", "born", "birthday", "geburtsdatum", "bday",
            "date", "valid_from"],
    "ip": ["client", "remote", "src", "peer", "origin", "from", "xff",
           "last_seen_at"],
    "plate": ["plate", "vehicle", "reg", "kennzeichen", "car", "vrn",
              "immatriculation"],
    # the families measured later (gen-families.tsv)
    "passport": ["passport", "document_no", "travel_doc", "doc_number", "pp_no", "reisepass"],
    "bban": ["account_number", "acct", "bank_account", "konto", "payout", "settle_to"],
    "postcode": ["postcode", "zip", "plz", "cp", "postal", "zip_code"],
    "vin": ["vin", "vehicle", "chassis", "fahrgestellnummer", "asset", "vehicle_id"],
    "imei": ["imei", "device", "handset", "device_id", "hw_id", "serial"],
    "mac": ["mac", "hwaddr", "sta", "client_mac", "chaddr", "device"],
    "ipv6": ["client", "remote", "src", "peer", "origin", "last_seen_at"],
    "geo": ["location", "coords", "position", "latlng", "geo", "last_fix"],
    "bitcoin": ["wallet", "address", "payout_address", "to", "destination", "beneficiary"],
    "ethereum": ["wallet", "address", "payout_address", "to", "destination", "beneficiary"],
    "cvv": ["cvv", "cvc", "csc", "security_code", "cvv2", "card_code"],
    "expiry": ["exp", "expiry", "exp_date", "valid_thru", "card_exp", "expires"],
    "mnemonic": ["mnemonic", "seed_phrase", "recovery", "backup_words", "phrase", "words"],
    "blood": ["blood_type", "blood_group", "abo", "bloodgroup", "grupo_sanguineo", "blutgruppe"],
}

ANY = None
T = [
    # --- Python / Django / PostgreSQL through psycopg
    ("python", ANY, "quoted", "ValueError: invalid «K»: '«V»'"),
    ("django", ANY, "dict-value", "django.core.exceptions.ValidationError: {'«K»': ['Enter a valid value.'], 'input': ['«V»']}"),
    ("postgresql", ANY, "detail-key", "psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"accounts_«K»_key\"⏎DETAIL:  Key («K»)=(«V») already exists."),
    ("postgresql", ANY, "failing-row", "psycopg2.errors.CheckViolation: new row for relation \"profiles\" violates check constraint \"profiles_«K»_check\"⏎DETAIL:  Failing row contains («N», «V», t, 2024-03-01 10:22:13+00)."),
    ("python", ANY, "dict-key", "KeyError: '«V»'"),
    ("python", ANY, "repr", "RuntimeError: sync failed for <Contact pk=«N» «K»='«V»'>"),
    ("python", ANY, "kv-unlisted", "WARNING worker.py:«N» retry scheduled job=export «K»=«V» attempt=3"),
    ("python", ANY, "cli-positional", "subprocess.CalledProcessError: Command '['/usr/local/bin/provision', '«V»', '--apply']' returned non-zero exit status 2."),
    ("celery", ANY, "args", "celery.exceptions.Retry: Retry in 60s: tasks.notify(«N», '«V»')"),
    # --- Java / Spring / Hibernate / Jackson
    ("spring", ANY, "rejected-value", "org.springframework.validation.BindException: Field error in object 'customerForm' on field '«K»': rejected value [«V»]; codes [Pattern.customerForm.«K»,Pattern.«K»]; default message [must match pattern]"),
    ("hibernate", ANY, "tostring", "java.lang.IllegalStateException: Customer{id=«N», «K»='«V»', active=true} already enrolled"),
    ("mysql", ANY, "duplicate-entry", "org.hibernate.exception.ConstraintViolationException: could not execute statement; SQL [n/a]; constraint [uk_«K»]; nested exception is java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '«V»' for key 'uk_«K»'"),
    ("jackson", ANY, "quoted", "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.lang.Long` from String \"«V»\": not a valid `java.lang.Long` value"),
    ("java", ANY, "cli-flag", "java.io.IOException: Cannot run program \"/opt/tools/bin/enroll\" --«K» «V» --batch: error=13, Permission denied"),
    # --- Node / Express / Mongoose / MongoDB
    ("node", ANY, "duplicate-entry", "Error: ER_DUP_ENTRY: Duplicate entry '«V»' for key 'users.«K»'"),
    ("mongoose", ANY, "path", "ValidationError: User validation failed: «K»: Validator failed for path `«K»` with value `«V»`"),
    ("mongodb", ANY, "dup-key", "MongoServerError: E11000 duplicate key error collection: app.users index: «K»_1 dup key: { «K»: \"«V»\" }"),
    ("node", ANY, "prop-key", "TypeError: Cannot read properties of undefined (reading '«V»')"),
    ("express", ANY, "kv-unlisted", "[express] POST /api/v1/enrol 422 «K»=«V» 12ms"),
    ("node", ANY, "json", "Error: upstream rejected payload {\"event\":\"sync_failed\",\"«K»\":\"«V»\",\"attempt\":«N»}"),
    # --- Go
    ("go", ANY, "go-%+v", "sync: unexpected record &{ID:«N» «KC»:«V» Active:true}"),
    ("go", ANY, "logfmt-quoted", "level=error msg=\"lookup failed\" «K»=\"«V»\" err=\"not found\""),
    ("go", ANY, "quoted", "2024/03/01 10:22:13 handler.go:«N»: unexpected «K» \"«V»\""),
    ("go", ANY, "panic", "panic: no such account: «V»⏎⏎goroutine 1 [running]:⏎main.main()⏎        /src/cmd/api/main.go:«N» +0x1d"),
    # --- Ruby / Rails
    ("rails", ANY, "inspect", "NoMethodError: undefined method `upcase' for nil:NilClass (#<User id: «N», «K»: \"«V»\", created_at: \"2024-02-11 09:14:03\">)"),
    ("rails", ANY, "detail-key", "ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint \"index_users_on_«K»\"⏎DETAIL:  Key («K»)=(«V») already exists."),
    ("ruby", ANY, "hash-rocket", "ArgumentError: invalid options {\"«K»\" => \"«V»\", \"retries\" => 3}"),
    ("rails", ANY, "prose", "ActiveRecord::RecordInvalid: Validation failed: «KC» «V» has already been taken"),
    # --- PHP / Laravel
    ("laravel", ANY, "duplicate-entry", "Illuminate\\Database\\QueryException: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '«V»' for key 'users_«K»_unique'"),
    ("php", ANY, "serialize", "unserialize(): Error at offset «N» of «M» bytes in a:2:{s:«LK»:\"«K»\";s:«LV»:\"«V»\";}"),
    ("php", ANY, "array-key", "ErrorException: Undefined array key \"«V»\""),
    ("php", ANY, "print_r", "Unexpected payload: Array⏎(⏎    [«K»] => «V»⏎    [status] => pending⏎)"),
    # --- .NET
    ("dotnet", ANY, "quoted", "System.ArgumentException: The value '«V»' is not valid for «KC». (Parameter '«K»')"),
    ("efcore", ANY, "duplicate-key", "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes.⏎ ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Cannot insert duplicate key row in object 'dbo.Customers' with unique index 'IX_Customers_«KC»'. The duplicate key value is («V»)."),
    ("dotnet", ANY, "dict-key", "System.Collections.Generic.KeyNotFoundException: The given key '«V»' was not present in the dictionary."),
    # --- Elixir / Erlang
    ("elixir", ANY, "map", "** (MatchError) no match of right hand side value: {:error, %{«K»: \"«V»\", reason: :taken}}"),
    ("erlang", ANY, "binary", "** exception error: no match of right hand side value {error,{not_found,<<\"«V»\">>}}"),
    ("erlang", ANY, "proplist", "=ERROR REPORT==== 1-Mar-2024::10:22:13.123456 ===⏎    reason: badarg⏎    args: [{«K»,<<\"«V»\">>},{retries,3}]"),
    # --- Rust
    ("rust", ANY, "some", "thread 'main' panicked at src/sync.rs:«N»:14:⏎called `Result::unwrap()` on an `Err` value: NotFound(Some(\"«V»\"))"),
    ("rust", ANY, "debug", "Error: invalid record Record { id: «N», «K»: Some(\"«V»\"), active: true }"),
    # --- payloads and markup
    ("json", ANY, "json-key", "{\"error\":\"conflict\",\"entries\":{\"«V»\":{\"status\":\"blocked\",\"retries\":3}}}"),
    ("xml", ANY, "xml-nospace", "<Fault><Code>400</Code><«KC»>«V»</«KC»><Detail>rejected</Detail></Fault>"),
    ("xml", ANY, "xml-attr", "SAXParseException: cvc-pattern-valid: <record code=\"E409\" «K»=\"«V»\"/> is not facet-valid"),
    ("soap", ANY, "xml-nospace", "soap:Client: Validation error<detail><field>«K»</field><value>«V»</value></detail>"),
    ("yaml", ANY, "yaml", "yaml: unmarshal errors:⏎  line «N»: cannot unmarshal !!str into int⏎  «K»: «V»"),
    # --- tables, flags, positional arguments
    ("psql", ANY, "table-column", "ERROR: export aborted on row «N»⏎ id  | «K» | status⏎-----+------+--------⏎ «N» | «V» | locked"),
    ("shell", ANY, "cli-flag", "error: command failed: /usr/local/bin/provision --«K» «V» --region eu-west-1 (exit status 2)"),
    ("shell", ANY, "cli-flag-eq", "error: command failed: /usr/local/bin/provision --«K»=«V» --dry-run (exit status 1)"),
    ("log", ANY, "colon", "sync job «N» failed, «K»: «V»"),
    ("log", ANY, "arrow", "import row «N» skipped («K» => «V»)"),
    ("log", ANY, "guillemets", "Échec de l'import: valeur «V» refusée"),
    ("log", ANY, "typographic", "import skipped “«V»” (duplicate)"),
    ("csv", ANY, "csv", "CSV row «N» rejected: 4711;«V»;pending;2024-03-01"),

    # --- family-specific templates
    ("sshd", {"username"}, "syslog", "Mar  1 10:22:13 bastion sshd[«N»]: Failed password for invalid user «V» from 10.0.9.4 port 52114 ssh2"),
    ("sudo", {"username"}, "syslog", "Mar  1 10:22:13 web-3 sudo:   «V» : TTY=pts/0 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/systemctl restart app"),
    ("cron", {"username"}, "syslog", "Mar  1 10:22:13 web-3 CRON[«N»]: («V») CMD (/usr/local/bin/backup.sh)"),
    ("git", {"username"}, "git", "remote: Permission to acme/payments.git denied to «V».⏎fatal: unable to access 'https://git.internal/acme/payments.git/': The requested URL returned error: 403"),
    ("ls", {"username"}, "ls-owner", "-rw-r----- 1 «V» staff 48213 Mar  1 10:22 /srv/exports/report.csv: Permission denied"),
    ("shadow", {"username"}, "quoted", "useradd: user '«V»' already exists"),
    ("path", {"username"}, "home-path", "open /home/«V»/.config/app/settings.json: permission denied"),
    ("chat", {"username"}, "handle", "slack: failed to notify @«V»: channel_not_found"),
    ("gitlab", {"username"}, "kv-unlisted", "audit: action=push actor=«V» project=payments ref=main"),
    ("nginx", {"name", "username"}, "url-path", "2024/03/01 10:22:13 [error] 31#31: *«N» open() \"/var/www/uploads/«V»/avatar.png\" failed (2: No such file or directory), client: 10.0.3.7, server: app.internal"),
    ("redis", {"name", "username"}, "cache-key", "redis: WRONGTYPE Operation against a key holding the wrong kind of value (key profile:«V»:prefs)"),
    ("s3", {"name", "username"}, "object-key", "NoSuchKey: The specified key does not exist. (key exports/2024/«V»_statement.pdf)"),
    ("python", {"name"}, "prose", "smtplib.SMTPRecipientsRefused: welcome mail for «V» bounced"),
    ("python", {"name"}, "prose", "Invoice for «V» could not be generated: template missing"),
    ("jira", {"name"}, "prose", "Issue PAY-«N» could not be assigned to «V» (inactive)"),
    ("git", {"name"}, "author", "error: commit 3f9a2c1 rejected by pre-receive hook: Author «V» is not a member of the organisation"),
    ("smtp", {"email"}, "angle", "Net::SMTPFatalError: 550 5.1.1 <«V»>: Recipient address rejected: User unknown"),
    ("python", {"email"}, "dict-key", "smtplib.SMTPRecipientsRefused: {'«V»': (550, b'5.1.1 mailbox unavailable')}"),
    ("twilio", {"phone"}, "prose", "TwilioRestException: Unable to create record: The 'To' number «V» is not a valid phone number."),
    ("sms", {"phone"}, "prose", "SMS delivery failed to «V»: carrier rejected (code 30007)"),
    ("stripe", {"card"}, "prose", "Stripe::CardError: Your card number is incorrect. (card «V»)"),
    ("payments", {"card"}, "cli-positional", "tokenize.sh «V» 12/29 failed: gateway timeout"),
    ("sepa", {"iban"}, "prose", "SEPA mandate rejected: IBAN «V» failed validation (code AC01)"),
    ("payout", {"iban"}, "prose", "payout «N» failed: beneficiary account «V» closed"),
    ("python", {"dob"}, "quoted", "ValueError: time data '«V»' does not match format '%Y-%m-%d'"),
    ("kyc", {"dob"}, "kv-unlisted", "age check failed for applicant «N»: born=«V» min_age=18"),
    ("jackson", {"dob"}, "quoted", "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String \"«V»\": Text '«V»' could not be parsed at index 0"),
    ("auth", {"ip"}, "prose", "Too many login attempts from «V», account locked for 15m"),
    ("nginx", {"ip"}, "nginx-client", "2024/03/01 10:22:13 [error] 31#31: *«N» limiting requests, excess: 20.5 by zone \"login\", client: «V», server: app.internal, request: \"POST /login HTTP/1.1\""),
    ("sshd", {"ip"}, "syslog", "Mar  1 10:22:13 bastion sshd[«N»]: Failed password for root from «V» port 52114 ssh2"),
    ("anpr", {"plate"}, "prose", "ANPR match failed: plate «V» not in permit list"),
    ("parking", {"plate"}, "prose", "parking session «N» rejected: vehicle «V» has an unpaid fine"),
    ("geocode", {"address"}, "quoted", "GeocodingError: no result for address \"«V»\""),
    ("shipping", {"address"}, "kv-unlisted", "label creation failed: carrier=dhl line1=«V» reason=unverifiable"),
    ("kyc", {"national-id"}, "prose", "KYC check failed: document number «V» rejected by registry"),
    ("python", {"national-id"}, "prose", "LookupError: no taxpayer record for «V»"),
    ("pg_dump", {"password"}, "env", "pg_dump: error: connection to server failed: FATAL: password authentication failed for user \"app\" (PGPASSWORD=«V»)"),
    ("mysql", {"password"}, "cli-glued", "mysql -u app -p«V» -h db.internal: ERROR 1045 (28000): Access denied"),
    ("htpasswd", {"password"}, "cli-positional", "htpasswd -b /etc/nginx/.htpasswd deploy «V»: could not open password file"),
    ("sqlalchemy", {"password"}, "url-userinfo", "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server (Background on this error at: https://sqlalche.me/e/14/e3q8) url=postgresql://app:«V»@db.internal:5432/orders"),
    ("git", {"username"}, "url-userinfo", "fatal: Authentication failed for 'https://«V»@git.internal/acme/payments.git/'"),
    ("redis", {"password"}, "cli-positional", "redis-cli -h cache.internal AUTH «V»: WRONGPASS invalid username-password pair"),
    # --- the families measured later (gen-families.tsv)
    ("kyc", {"passport"}, "prose", "KYC check failed: passport «V» expired"),
    ("travel", {"passport"}, "prose", "APIS submission rejected: travel document number «V» does not match the booking"),
    ("bacs", {"bban"}, "prose", "payout «N» failed: beneficiary account «V» closed"),
    ("bank", {"bban"}, "prose", "direct debit returned (R03): no account «V» at the paying bank"),
    ("shipping", {"postcode"}, "prose", "ShippingError: no carrier serves postcode «V»"),
    ("forms", {"postcode"}, "quoted", "ValidationError: '«V»' is not a valid postal code for the selected country"),
    ("telematics", {"vin"}, "prose", "telematics: no contract for vehicle «V», dropping 12 frames"),
    ("nhtsa", {"vin"}, "quoted", "VinDecodeError: check digit mismatch in \"«V»\""),
    ("mdm", {"imei"}, "prose", "MDM enrollment failed: device with IMEI «V» is blocklisted"),
    ("carrier", {"imei"}, "prose", "eSIM activation failed for IMEI «V»: EID not provisioned"),
    ("dhcpd", {"mac"}, "syslog", "Mar  1 10:22:13 gw dhcpd[«N»]: DHCPDISCOVER from «V» via eth0: network 10.0.0.0/24: no free leases"),
    ("hostapd", {"mac"}, "syslog", "Mar  1 10:22:13 ap-2 hostapd: wlan0: STA «V» IEEE 802.11: disassociated due to inactivity"),
    ("auth", {"ipv6"}, "prose", "Too many login attempts from «V», account locked for 15m"),
    ("sshd", {"ipv6"}, "syslog", "Mar  1 10:22:13 bastion sshd[«N»]: Failed password for root from «V» port 52114 ssh2"),
    ("geofence", {"geo"}, "prose", "GeofenceError: position «V» is outside the delivery zone"),
    ("gps", {"geo"}, "quoted", "courier app: stale fix '«V»' (age 900s), ignoring"),
    ("exchange", {"bitcoin", "ethereum"}, "prose", "withdrawal «N» rejected: destination «V» is not on the allowlist"),
    ("geth", {"ethereum"}, "prose", "insufficient funds for gas * price + value: address «V» have 0 want 21000"),
    ("bitcoind", {"bitcoin"}, "quoted", "error code: -5⏎error message:⏎Invalid address: «V»"),
    ("stripe", {"cvv"}, "prose", "Stripe::CardError: Your card's security code is incorrect. (cvc «V»)"),
    ("stripe", {"expiry"}, "prose", "Stripe::CardError: Your card's expiration date is incorrect. (exp «V»)"),
    ("payments", {"expiry", "cvv"}, "cli-positional", "tokenize.sh 4000000000000002 «V» failed: gateway timeout"),
    ("wallet", {"mnemonic"}, "prose", "wallet restore failed: invalid mnemonic «V»"),
    ("bip39", {"mnemonic"}, "quoted", "ValueError: checksum mismatch for phrase '«V»'"),
    ("emr", {"blood"}, "prose", "transfusion check failed: patient 4711 is blood group «V», unit 9 incompatible"),
    ("lab", {"blood"}, "kv-unlisted", "HL7 ORU rejected: patient=4711 abo=«V» result=conflict"),
]

# Where a value with these characters cannot stand verbatim (it would be
# escaped, or close the markup): such pairs are not drawn.
QUOTED_POSITIONS = {"quoted", "dict-value", "dict-key", "repr", "cli-positional",
                    "args", "jackson", "duplicate-entry", "path", "dup-key",
                    "prop-key", "json", "logfmt-quoted", "inspect", "hash-rocket",
                    "serialize", "array-key", "map", "binary", "proplist", "some",
                    "debug", "json-key", "xml-nospace", "xml-attr", "guillemets",
                    "typographic", "angle", "env", "nginx-client", "rejected-value",
                    "tostring", "l10n-shadow", "l10n-coreutils", "l10n-postgresql", "l10n-zod",
                    "l10n-postgresql-row"}
SPACELESS_POSITIONS = {"cli-flag", "cli-flag-eq", "kv-unlisted", "syslog", "git",
                       "ls-owner", "home-path", "handle", "url-path", "cache-key",
                       "object-key", "cli-glued", "cli-positional", "go-%+v", "csv", "url-userinfo",
                       "failing-row"}


def fits(position, value):
    """Whether a value can stand verbatim in a position."""
    if any(c in value for c in "\"'\\<>&`") and position in QUOTED_POSITIONS:
        return False
    if any(c in value for c in "[]{}()|;,") and position in {"rejected-value", "failing-row", "csv", "go-%+v", "proplist",
                                                         "l10n-postgresql", "l10n-postgresql-row"}:
        return False
    if any(c.isspace() for c in value) and position in SPACELESS_POSITIONS:
        return False
    if "/" in value and position in {"home-path", "url-path", "object-key", "cache-key"}:
        return False
    return True


# --- templates in the value's own language, from translation catalogues
#
# "Another script" is relative: a name in Cyrillic inside a Russian message
# is in the message's own script. So a share of each locale's values goes
# into translated templates of that locale's language, taken from the
# gettext catalogues Debian installs (shadow's useradd, coreutils' chown,
# PostgreSQL's unique-violation and check-violation reports) and from
# zod-i18n-map's enum message.

def _catalogue(root, folder, domain):
    import gettext
    from pathlib import Path
    p = Path(root) / folder / "LC_MESSAGES" / f"{domain}.mo"
    if not p.exists():
        return {}
    with open(p, "rb") as f:
        return gettext.GNUTranslations(f)._catalog


def _folders(locale):
    lang = locale.split("_")[0]
    return [locale, lang] if locale != lang else [lang]


def localised(locale, mo_root, npm):
    """(ecosystem, families, position, text) templates in the locale's own
    language; empty for English and where no catalogue has one."""
    import json
    from pathlib import Path
    if locale.startswith("en_"):
        return []
    out = []

    def tr(domain, msgid):
        for folder in _folders(locale):
            s = _catalogue(mo_root, folder, domain).get(msgid)
            if s:
                return s.strip()
        return None
    for msgid, verb in (("%s: user '%s' already exists\n", "useradd"),
                        ("%s: user '%s' does not exist\n", "usermod")):
        s = tr("shadow", msgid)
        if s and s.count("%s") == 2:
            out.append(("shadow", {"name", "username"}, "l10n-shadow", s.replace("%s", verb, 1).replace("%s", "«V»", 1)))
    s = tr("coreutils", "invalid user: %s")
    if s and s.count("%s") == 1:
        out.append(("coreutils", {"name", "username"}, "l10n-coreutils", "chown: " + s.replace("%s", "«V»")))
    err = tr("postgres-15", "ERROR")
    det = tr("postgres-15", "DETAIL") or "DETAIL"  # the catalogues leave it English
    dup = tr("postgres-15", "duplicate key value violates unique constraint \"%s\"")
    key = tr("postgres-15", "Key %s already exists.")
    if err and dup and key and key.count("%s") == 1 and dup.count("%s") == 1:
        out.append(("postgresql", None, "l10n-postgresql",
                    f"{err}:  {dup.replace('%s', 'users_«K»_key')}⏎{det}:  {key.replace('%s', '(«K»)=(«V»)')}"))
    row = tr("postgres-15", "Failing row contains %s.")
    if err and row and row.count("%s") == 1:
        out.append(("postgresql", None, "l10n-postgresql-row",
                    f"{err}:  {row.replace('%s', '(4711, «V», t, 2024-03-01)')}"))
    role = tr("postgres-15", "role \"%s\" does not exist")
    if err and role and role.count("%s") == 1:
        out.append(("postgresql", {"username"}, "l10n-postgresql", f"{err}:  {role.replace('%s', '«V»')}"))
    lang = locale.split("_")[0]
    for folder in (lang, locale.replace("_", "-")):
        p = Path(npm) / "zod-i18n-map" / "locales" / folder / "zod.json"
        if p.exists():
            msg = json.loads(p.read_text(encoding="utf-8"))["errors"]["invalid_enum_value"]
            if "{{received}}" in msg:
                out.append(("zod", None, "l10n-zod",
                            "«K»: " + msg.replace("{{- options}}", "'active' | 'archived'").replace("{{received}}", "«V»")))
            break
    return out
