package redact

import (
	"strings"
	"testing"
)

// TestGen16ValuePositions: a card's expiry, code, postcode or blood group
// before the line number a stack frame's location glues after it, or
// after a field's name written in camel case (a record's CardCode 348);
// an IPv6 address glued to a Go %+v field's name, or in fe80::/10 with
// the bits RFC 4291 writes as zeros set; a fifteen-digit IMEI under an
// allocating body's code 01, 86 or 99. The same shapes under other keys,
// after prose words, and real link-local addresses stay.
func TestGen16ValuePositions(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{"src/app/views.py:sync job 43347 failed, exp_date: 02/30:41", "02/30"},
		{"src/app/views.py:sync job 1 failed, grupo_sanguineo: AB−:41", "AB−"},
		{"src/app/views.py:sync job 2 failed, zip_code: 496-0205:41", "496-0205"},
		{"yaml: unmarshal errors:\n  line 5: cannot unmarshal !!str into int\n  abo: B−:41", "B−"},
		{"ActiveRecord::RecordInvalid: Validation failed: CardCode 348 has already been taken", "348"},
		{"ActiveRecord::RecordInvalid: Validation failed: CardExp 10/27 has already been taken", "10/27"},
		{"sync: unexpected record &{ID:7601 LastSeenAt:8427:67ab:fe12:83b4:a6c:dda9:be36:c6b5 Active:true}", "67ab:fe12"},
		{"sync: unexpected record &{ID:7 Source:fe92:c802:ff30:ec23:c279:33dc:a7d6:f21}", "c802:ff30"},
		{"alınan 'fe92:cbe4:77ed:8250:7a2a:3629:5604:3da7'", "cbe4:77ed"},
		{"[express] POST /api/v1/enrol 422 device=012336005715663 12ms", "012336005715663"},
		{"enrol failed: hw_id=861234567890127", "861234567890127"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		"src/app/views.py:sync job 28898 failed, retry_count: 92788:41",
		"src/app/views.py:sync job 2 failed, exp_date: 13/30:41",
		"ActiveRecord::RecordInvalid: Validation failed: ErrorCode 348 has already been taken",
		"tests: valid 12/12 passed",
		"ActiveRecord::RecordInvalid: Validation failed: CardCode none has already been taken",
		"sync: unexpected record &{ID:7 Started:10:22:13:45:12 Active:true}",
		"neighbor fe80::a00:27ff:fe4e:66a1 unreachable on eth0",
		"dial udp [fe80::1%eth0]:53: connection refused",
		"[express] POST /api/v1/enrol 422 order=011612009130022 12ms",
		"batch 021612009130029 imported",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestAddressQuoted: the quoted value the word "address" names is masked
// when its words are a place's (names, particles, a house number, words
// of a script without capitals); a network's address, an error's words, an
// acronym or words in small letters stay.
func TestAddressQuoted(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{`GeocodingError: no result for address "Estação Moraes"`, "Moraes"},
		{`GeocodingError: no result for address "Parque de Caldeira"`, "Caldeira"},
		{`GeocodingError: no result for address "48 प्रधान"`, "प्रधान"},
		{`lookup failed for address 'Vila Nogueira, 12'`, "Nogueira"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		`no result for address "Not Found"`,
		`bind: invalid address "0.0.0.0:80"`,
		`listen tcp: address "localhost:http" missing port`,
		`no result for address "is missing"`,
		`no result for address "DB Primary"`,
		`ipaddress "Estação Moraes"`,
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestRowSecrets: a failing row's item shaped as a password or a generated
// key goes, whatever language the row's message is in; a row's numbers,
// dates, states, versions and UUIDs stay.
func TestRowSecrets(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{"ПОМИЛКА:  Помилковий рядок містить (4711, #4R1zfz8%BO, t, 2024-03-01).", "4R1zfz8"},
		{"错误:  出错的行包含 (4711, NeIQJTne_c0L, t, 2024-03-01)。", "NeIQJTne_c0L"},
		{"DETAIL:  Fehlgeschlagene Zeile enthält (7731, Xk9#mQ2!pLs, aktiv, 2024-03-18).", "Xk9#mQ2!pLs"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		"DETAIL:  Fehlgeschlagene Zeile enthält (7731, null, 12, 2024-03-18 09:12:44+01).",
		"ПОМИЛКА:  Помилковий рядок містить (4711, archived, t, 2024-03-01).",
		"DÉTAIL : La ligne en échec contient (5521, v2.3.1-rc1, 2024-05-02).",
		"DÉTAIL : La ligne en échec contient (5521, 3f2a9c1e-77b0-4d2e-9a51-0c8f2e1b7d44, 2024-05-02).",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}
