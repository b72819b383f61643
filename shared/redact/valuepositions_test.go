package redact

import (
	"strings"
	"testing"
)

// maskCase is a text and what must not come through ("" when the text
// must come out unchanged).
type maskCase struct{ in, masked string }

func checkMasks(t *testing.T, cases []maskCase) {
	t.Helper()
	for _, c := range cases {
		out, err := New().String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if c.masked == "" {
			if out != c.in {
				t.Errorf("%q changed: %q", c.in, out)
			}
			continue
		}
		if strings.Contains(out, c.masked) {
			t.Errorf("%q: %q came through: %q", c.in, c.masked, out)
		}
	}
}

// TestPostcodesAgainstCounts: a postcode is masked with its town or state,
// and the counts and ids of the same shape (a sample rate in Hz) are kept.
func TestPostcodesAgainstCounts(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ship to 1 Main St, Boise, ID 83702", "ID 83702"},
		{"billing address: San Francisco, CA 94105", "CA 94105"},
		{"livraison 75008 Paris", "75008 Paris"},
		{"Lieferadresse: Hauptstraße 12, 10115 Berlin", "10115 Berlin"},
		{"kill: Prozess-ID 65536 existiert nicht", ""},
		{"merge blocked by PR 12345 until review", ""},
		{"sleep: noch 65536 Minuten", ""},
		// a count of a unit's (Hz, fps, kbps) is no town after a postcode
		{"Resampler: Opus supports 48000 Hz only; stream is 22050 Hz", ""},
		{"Kamera 2: 12000 Kbps bei 60 fps überschreitet das Limit", ""},
		{"Lieferadresse: Marktweg 4, 48149 Münster", "48149 Münster"},
	})
}

// TestNumberKeyWithoutDigits: after a key that names a number (vat_number,
// nie, dni), a value with no digit is words, each judged: a message is
// kept, a name masked, and the number itself still masked.
func TestNumberKeyWithoutDigits(t *testing.T) {
	checkMasks(t, []maskCase{
		{"billing.vat_number is ongeldig", ""},
		{"passport_number is Olivia Martin", "Olivia"},
		{"billing.vat_number is DE811907980", "DE811907980"},
		// a document's key that is also a word of a language (Afrikaans'
		// and Polish "nie", "not"): its words after ": " are the
		// sentence's; the document's number and a name still masked
		{"Lêer kon nie geskryf word nie: Toegang geweier", ""},
		{"Bestelling kon nie gestuur word nie: koerier-diens het nie geantwoord nie", ""},
		{"cliente nie: Y-2209114-K, estado activo", "2209114"},
		{"titular dni: 50221487W", "50221487W"},
		{"nie: Olivia Martin", "Olivia"},
	})
}

// TestKeywordValueWithUnderscore: a credential or document number named in
// prose is masked whole when it holds an underscore (the value's class
// stopped there, and the rest came through) or capitals inside no words
// (OUttbYSoWb), and a snake_case or humped word after the keyword is
// still no value.
func TestKeywordValueWithUnderscore(t *testing.T) {
	checkMasks(t, []maskCase{
		{"api key V1StGXR8_Z5jdHi6B-myT rejected", "Z5jdHi6B-myT"},
		{"login failed: password Tr0ub4dor_3xyz", "_3xyz"},
		{"passport number X123_A4 not found", "_A4"},
		{"password reset_token missing", ""},
		{"api key api_key_missing in config", ""},
		// capitals inside that split it into no words: generated, digits
		// or none; humped words of code are no password
		{"could not authenticate to nuget with config password OUttbYSoWb, retrying in 30s", "OUttbYSoWb"},
		{"password ResetToken expired", ""},
		{"password PasswordPolicy violated", ""},
		// a signing key named in prose, as an api key is
		{"could not authenticate to mailgun with signing key f12dd53d8db4e946cf6b379186db57h8-hf2e6863-a7081370, retrying", "f12dd53d8db4e946cf6b379186db57h8"},
		{"webhook signing key not configured", ""},
	})
}

// TestBarcodeUnderItsKey: a number of a barcode's length under a key that
// names a barcode (ean, gtin, upc, isbn) is the article's; the same digits
// under another key or none are masked.
func TestBarcodeUnderItsKey(t *testing.T) {
	checkMasks(t, []maskCase{
		{"FEHLER: doppelter Schlüsselwert verletzt Unique-Constraint »uk_artikel_ean«\n  Detail: Schlüssel »(ean)=(4260417830125)« existiert bereits.", ""},
		{`{"gtin": "4006381333931", "qty": 2}`, ""},
		{"isbn 9780306406157 not found", ""},
		{"call back on 4260417830125", "4260417830125"},
		{"account_no=4006381333931", "4006381333931"},
		{"ean=42604178301 rejected", "42604178301"},
	})
}

// TestSystemMailboxesAndIndexNames: the forge's and the system's accounts
// before "@" are no person's address (git@host:team/repo.git, root@host),
// and MongoDB's default index names are no secrets; a person's address and
// a random token ending in _1 are still masked.
func TestSystemMailboxesAndIndexNames(t *testing.T) {
	checkMasks(t, []maskCase{
		{"error: failed to push some refs to 'git@git.internal:plateforme/facturation.git'", ""},
		{"git@github.com: Permission denied (publickey).", ""},
		{"Cron <root@worker-3> run-parts /etc/cron.daily failed", ""},
		{"mail to olivia.martin@example.com bounced", "olivia.martin@example.com"},
		{"git config user.email ogarcia@corp.example failed", "ogarcia@corp.example"},
		{`E11000 duplicate key error collection: inventory.stock index: sku_1_warehouse_1 dup key: { sku: "SKU-90213-GR" }`, ""},
		{"index: created_at_-1 invalid", ""},
		{"token=xK9mQ2vL8pZr4Tb7_1 rejected", "xK9mQ2vL8pZr4Tb7"},
		// a MySQL collation by its structure; a random token before _cs
		// and a login before _bin are not one
		{"init_value: utf8mb4_unicode_ci", ""},
		{"Illegal mix of collations (utf8mb4_0900_ai_ci,IMPLICIT) and (latin1_swedish_ci,IMPLICIT)", ""},
		{"init_value: Zq8xK2pLmN4vB7cR_cs", "Zq8xK2pLmN4vB7cR"},
		{"init_value: mkaraoglu_bin", "mkaraoglu"},
	})
}

// TestCodeKeyValues: the value of a key that names a program's part (a
// bean's propertyPath, a form's field, a parameter) is that program's
// name; a name the names data holds there is still masked.
func TestCodeKeyValues(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Field error in object 'commandeDto' on field 'quantite': rejected value [null]; default message [ne doit pas être nul]", ""},
		{"ConstraintViolationImpl{interpolatedMessage='musi być większe od 0', propertyPath=ilosc, rootBeanClass=class pl.acme.PozycjaZamowienia}", ""},
		{"Field error in object 'form' on field 'kowalczyk': rejected value [x]", "kowalczyk"},
		{"field: olivia_martin invalid", "olivia_martin"},
		{"Field error in object 'customerForm' on field 'signer': rejected value [olivia.martin]", "olivia.martin"},
		// a syslog or audit line's program: a system or technical name,
		// or one with its daemon's "d" (sshd); a person's there is masked
		{"Dec 5 10:00:01 host program=sshd pid=1234 msg=accepted", ""},
		{"login program=olivia pid=3", "olivia"},
		{"login program=kowalczyk pid=3", "kowalczyk"},
	})
}

// TestSerialisedCarriers: where real serialisers put a value (gen-carriers.tsv)
// that no rule read before: a config line's "key = value", Java's
// Optional[…], a flag's value in a printed argument list and one unknown
// word as a flag's value, the operand that ends a command line or list
// after a flag's value, the fields of a struct Go's %v prints without
// names after its number, a form's field up to its '&', and XML element
// text under a tag in any alphabet. Technical values in the same places are kept.
func TestSerialisedCarriers(t *testing.T) {
	checkMasks(t, []maskCase{
		{"[sync]\nid = 42967\nmemo = eskelinenpaivi", "eskelinenpaivi"},
		{"retries=3\nanschrift=Аллея Піскова 969", "Піскова"},
		{"Optional[buchholzviktor]", "buchholzviktor"},
		{"Member[login=ops4, role=admin, invitedBy=Optional[Lakatos Andrea]]", "Lakatos"},
		{"[sync, --retry, mgomes]", "mgomes"},
		{"[sync --retry fhlvy]", "fhlvy"},
		{"[grant-access, --id, 89950, congress_2002]", "congress_2002"},
		{"grant-access --id 25966 sat_1801 in handle_request", "sat_1801"},
		{"[provision, --id, 4405, IZA 3593]", "IZA 3593"},
		{"[sync --retry KPZ 256]", "KPZ 256"},
		{"backfill --id 49067 'jsmith'", "jsmith"},
		{"{39567 mushphikrhmaan false}", "mushphikrhmaan"},
		{"{19693 HY 2929 false}", "HY 2929"},
		{"id=80989&primary=Micha%20Martin&retry=false", "Martin"},
		{"<record><id>1</id><контакт>Мартин Клатикрушев</контакт></record>", "Клатикрушев"},
		// kept
		{"[sync]\nid = 42967\nmode = fast", ""},
		{"    total = price * qty", ""},
		{"x = 1 if y else 2", ""},
		{"Optional[queued]", ""},
		{"Optional[db-29.svc.cluster.local]", ""},
		{"[sync, --retry, running]", ""},
		{"train.py --tokenizer bert-base: file not found", ""},
		{"Use --force to override the lock", ""},
		{"pip install --upgrade requests", ""},
		{"docker run --rm ubuntu bash", ""},
		{"[backfill, --id, 42, running]", ""},
		{"useradd --id 7 -m deploy", ""},
		{"Traceback: python manage.py migrate --database default accounts 0042", ""},
		{"process exited: /usr/bin/convert -resize 800x600 input.png output.jpg", ""},
		{"<状态>已完成</状态>", ""},
		{"{4821 db-29.svc.cluster.local true}", ""},
		{"{12 queued false}", ""},
		{"found {3 items}", ""},
		{"&{200 OK 1.1 map[]}", ""},
		{"POST /login body: user=admin&note=retry later&ok=1", ""},
	})
}

// TestDeviceUnits: "unit" in small letters and its number alone is a
// device's address on its bus (Modbus' slave id, a fleet's telematics
// unit) and is kept; a flat's unit, capitalised or going on to its street,
// is still an address.
func TestDeviceUnits(t *testing.T) {
	checkMasks(t, []maskCase{
		{"modbus-gw: exception 0x02 (Illegal Data Address) reading register 30011 from unit 12", ""},
		{"ModbusException: Gateway Target Device Failed To Respond (code 0x0B) on unit 7 (chiller plant CH-02)", ""},
		{"parcel for Unit 14 left with neighbour", "Unit 14"},
		{"parcel for unit 9, 41 Rowan Lane, Leeds", "unit 9"},
	})
}
