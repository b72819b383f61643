package redact

import (
	"strings"
	"testing"
)

// TestShapedKeyValues: a card's expiry and a blood group go under a key
// that names them; the same keys with other values, and the same values
// under other keys, stay.
func TestShapedKeyValues(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{"import row 4 skipped (exp_date => 04/28)", "04/28"},
		{`{"event":"sync_failed","valid_thru":"10/31","attempt":3}`, "10/31"},
		{"card rejected: card_exp=12/2029 reason=expired", "12/2029"},
		{"<Fault><CardExpiry>03/27</CardExpiry></Fault>", "03/27"},
		{"HL7 ORU rejected: patient=4711 abo=O− result=conflict", "O−"},
		{"invalid record Record { id: 3, blood_group: Some(\"AB+\") }", "AB+"},
		{"DETAIL:  Key (blood_type)=(B-) already exists.", "B-"},
		{"Unexpected payload: Array\n(\n    [csc] => 645\n)", "645"},
		{"level=error csc=0471 err=declined", "0471"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		"lease expires=3600 scope=read",
		"cache entry exp=1735689600 stale",
		"grade=A+ course=maths",
		"abo_status=active plan=pro",
		"ratio exp=13/27 of the batch",
		"report window valid_until=2025-03-01",
		"cvc-pattern-valid: Value 'abc' is not facet-valid with respect to pattern '[0-9]+'",
		"build: csc.exe exited with code 1",
		"Program.cs(12,5): CSC : error CS1002: ; expected",
		"csc=true build=release",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestCardCodeKeys: a card's verification code under the card industry's
// names for it is a credential; a card's type code and a code of another
// kind are not.
func TestCardCodeKeys(t *testing.T) {
	for key, want := range map[string]string{
		"cvn": "cred", "cvc2": "cred", "card_code": "cred", "cardCode": "cred",
		"card_type": "", "error_code": "", "status_code": "",
	} {
		if got := keyClass(key); got != want {
			t.Errorf("keyClass(%q) = %q, want %q", key, got, want)
		}
	}
}

// TestLocalisedKeyDetail: PostgreSQL's DETAIL in a translation, the word
// for key apart from or after the columns, masks a sensitive column's
// value; a record's id columns and a formula stay.
func TestLocalisedKeyDetail(t *testing.T) {
	checkMasks(t, []maskCase{
		{"DETAIL:  La clé « (bloodgroup)=(A+) » existe déjà.", "A+"},
		{"DETAIL:  Schlüssel »(security_code)=(691)« existiert bereits.", "691"},
		{"DETAIL:  (email)=(olivia@example.com) 키가 이미 있습니다.", "olivia@"},
		{"Error: ER_DUP_ENTRY: Duplicate entry '09/27' for key 'users.exp_date'", "09/27"},
		{"DETAIL:  Schlüssel (kunde_id)=(90217) ist nicht in Tabelle »kunden« vorhanden.", ""},
		{"DETAIL:  キー (tenant_id, login_id)=(19, 48213)はすでに存在します。", ""},
		{"solver: f(x)=(y+1) diverged", ""},
	})
}

// TestPhraseRuns: twelve to 48 words of three to eight small letters one
// space apart are a recovery phrase wherever they stand; prose (which
// holds short words), code and shorter runs stay.
func TestPhraseRuns(t *testing.T) {
	r := New()
	phrase := "galaxy copper swallow rug clog feed must farm quantum dinosaur hybrid cargo"
	for _, in := range []string{
		"wallet restore failed: invalid mnemonic " + phrase,
		"KeyError: '" + phrase + "'",
		"Validation failed: Words " + phrase + " has already been taken",
		"FEHLER:  Fehlgeschlagene Zeile enthält (4711, " + phrase + ", t, 2024-03-01).",
		// a word mistyped (cargp) or two, and a phrase of the Czech list (its
		// 150th, 300th, … words)
		"invalid mnemonic: galaxy copper swallow rug clog feed must farm quantum dinosaur hybrid cargp",
		"obnova selhala: cenzor dudek houba klokan lepidlo muzeum odhodit pexeso pronikat seslat synovec varovat",
	} {
		if out, _ := r.String(in); strings.Contains(out, "dinosaur") || strings.Contains(out, "muzeum") {
			t.Errorf("%q kept the phrase: %s", in, out)
		}
	}
	for _, in := range []string{
		"the request could not be completed because the upstream server closed the connection before it sent a response",
		"usage: tool [add remove list show]",
		"galaxy copper swallow rug clog feed must farm quantum dinosaur hybrid",
		"galaxy copper swallow rug clog feed must farm quantum dinosaur hybrid cargo_x",
		// Indonesian prose of twelve long words, none of a BIP-39 list's
		// but escape: a sentence, no phrase
		`find: Spesifikasi pembatasi masukan /etc/x tidak valid; pembatas harus baik sebuah karakter tunggal atau sebuah urutan escape dimulai dengan \.`,
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestPostcodesAndTravelDocuments: a postcode after the words for one and
// a travel document's number (ICAO's name for passports and visas) are
// masked in prose; the words without a value stay.
func TestPostcodesAndTravelDocuments(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ShippingError: no carrier serves postcode 93843", "93843"},
		{"no rate for postal code 00167 (zone 3)", "00167"},
		{"geocoder: zip code 30713 unknown", "30713"},
		{"APIS rejected: travel document number 330081683 does not match", "330081683"},
		{"postal code field is required", ""},
		{"zip code must have 5 digits", ""},
		{"travel document expired", ""},
		{"postcode lookup service unavailable", ""},
	})
}

// TestInvalidQuoted: a quoted value a validation message names after it
// goes when the name is a person's field; a choice, a UUID or a number
// stays.
func TestInvalidQuoted(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ValidationError: '07123' is not a valid postal code for the selected country", "07123"},
		{"System.ArgumentException: The value '08/30' is not valid for ValidThru. (Parameter 'valid_thru')", "08/30"},
		{`"olivia@@example" is not a valid email address`, "olivia@@"},
		{"'+44 20 7946' is not a valid phone number", "7946"},
		{"'abc' is not a valid choice", ""},
		{"'3f2a' is not a valid UUID", ""},
		{"'x' is not a valid integer", ""},
		{"'12' is not a valid value for field size", ""},
		{"The value 'blue' is not valid for Color.", ""},
	})
}

// TestShapedKeyPositions: a postcode and a travel document's number under
// their keys, a card's expiry in prose, and a shaped key's value where a
// message writes it apart from its key (serialize, proplists, an option,
// Django's input, mongoose's path, a failing row under a check constraint
// named after the column, an enum's received value) go; numbers, codes
// and dates of other kinds stay.
func TestShapedKeyPositions(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{"sync failed zip_code=60311 retries=3", "60311"},
		{"level=error postal_code=\"06-618\" err=x", "06-618"},
		{"invalid options {\"plz\" => \"80331\"}", "80331"},
		{"record {cp: \"75011\", active: true}", "75011"},
		{"lookup failed travel_doc=AB1234567", "AB1234567"},
		{"DETAIL:  Key (reisepass)=(C01X00T47) already exists.", "C01X00T47"},
		{"import skipped (doc_number => X1234567)", "X1234567"},
		{"card exp 04/28 declined", "04/28"},
		{"card exp 04/28 declined", "28"},
		{"exp scott/tiger file=exp.dmp", "tiger"},
		{"Validation failed: Expires 09/28 has already been taken", "09/28"},
		{"Card expiry date: 04/2028 rejected", "04/2028"},
		{`a:2:{s:9:"card_code";s:3:"222";}`, "222"},
		{`args: [{exp,<<"02/27">>},{retries,3}]`, "02/27"},
		{"provision --plz 78656 --region eu-west-1", "78656"},
		{"enroll --card_code 627 --batch", "627"},
		{`handler.go:12: unexpected abo "AB+"`, "AB+"},
		{"ValidationError: {'exp_date': ['Enter a valid value.'], 'input': ['12/33']}", "12/33"},
		{"ValidationError: {'blood_type': ['Enter a valid value.'], 'input': ['AB+']}", "AB+"},
		{"Validator failed for path `expires` with value `02/33`", "02/33"},
		{"Field error in object 'f' on field 'zip_code': rejected value [75655]; codes [x]", "75655"},
		{"enroll --postal 75665 --batch", "75665"},
		{`args: [{zip,<<"83780">>},{retries,3}]`, "83780"},
		{"violates check constraint \"profiles_csc_check\"\nDETAIL:  Failing row contains (3, 758, t).", "758"},
		{"violates check constraint \"users_postal_check\"\nDETAIL:  Failing row contains (3, 22998, t).", "22998"},
		{"exp_date: Valor inválido. Se esperaba 'active' | 'archived', se recibió '10/31'", "10/31"},
		{"plz: Valore dell'enum non valido. Atteso 'active' | 'archived', ricevuto '73028'", "73028"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		"exp 2.5 overflow in softmax",
		"token expires in 3600s; lease expires 10:30",
		"valid 12/12 tests passed",
		"cp 1234 /tmp/out",
		"error_code=40401 status_code=404",
		"zip_code: must be five digits",
		"postal_code: emailの形式で入力してください。",
		"plz=none cp=auto",
		"travel_doc=pending doc_number=12",
		"{'status': ['Enter a valid value.'], 'input': ['03/27']}",
		"Validator failed for path `status` with value `04/26`",
		"violates check constraint \"orders_amount_check\"\nDETAIL:  Failing row contains (3, 758, t).",
		"status: Valore dell'enum non valido. Atteso 'active' | 'archived', ricevuto '73028'",
		`a:2:{s:6:"status";s:3:"222";}`,
		`unexpected code "718"`,
		"Field error in object 'f' on field 'retries': rejected value [75655]; codes [x]",
		"unzip 12345 files",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestTranslatedBloodKeys: a blood group under the field's label in the
// languages GNU Health translates it into goes, where a key names it and
// where a message quotes it after the key (an enum's received value in
// Arabic: the quote opens a value, no company's legal form, AB); the
// same words under no blood group's value, and the key with another
// value, stay.
func TestTranslatedBloodKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{"DETAIL:  Key (blutgruppe)=(O+) already exists.", "O+"},
		{"grupo_sanguineo: Valor inválido. Se esperaba 'active' | 'archived', se recibió 'O+'", "O+"},
		{"Validator failed for path `grupo_sanguineo` with value `B−`", "B−"},
		{"{'tipo_sanguineo': ['Enter a valid value.'], 'input': ['A-']}", "A-"},
		{"blutgruppe: قيمة تعداد غير صالحة. المتوقع 'active' | 'archived'، المستلم 'AB−'", "AB−"},
		{"invalid record Record { id: 3, groupe_sanguin: Some(\"AB+\") }", "AB+"},
		{"blutgruppe_status=active plan=pro", ""},
		{"grupo_sanguineo: campo obligatorio", ""},
		{"grade=A+ course=maths", ""},
		{"supplier 'Volvo AB' rejected the order", ""},
	})
}

// TestPsqlColumnShapes: in psql's table a cell goes when the column above
// it names a card's expiry, a postcode or a blood group and the cell has
// its shape, in every row; the same shapes under other columns stay.
func TestPsqlColumnShapes(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ERROR: export aborted on row 22292\n id  | card_exp | status\n-----+------+--------\n 22292 | 04/30 | locked", "04/30"},
		{"ERROR: export aborted\n id  | zip_code | status\n-----+------+--------\n 75524 | 1010 | locked\n 75525 | 9564 | locked", "9564"},
		{" id | blutgruppe | status\n----+-----+----\n 7 | AB+ | ok", "AB+"},
		{"ERROR: export aborted on row 22292\n id  | ratio | status\n-----+------+--------\n 22292 | 04/30 | locked", ""},
		{"a | b | c\n1 | 2 | 3", ""},
	})
}
