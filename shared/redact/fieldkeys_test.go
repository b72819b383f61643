package redact

import (
	"strings"
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestFieldKeys: a value under a key an address book names a person's
// field with, in its language, is masked even when its words are known
// ones; the same value under a key of a thing stays, and so do keys that
// are words of code in some language (via, paket).
func TestFieldKeys(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`{"kategorie":"Potsdamer Garten 301","retries":3}`, `{"adresse":"Potsdamer Garten 301","retries":3}`, `Garten`},
		{`{"kategorie":"Potsdamer Garten 301","retries":3}`, `{"postleitzahl":"Potsdamer Garten 301","retries":3}`, `Garten`},
		{`sync failed: tipo=Martin retries=3`, `sync failed: nom_de_famille=Martin retries=3`, `Martin`},
		{`sync failed: tipo=lobo retries=3`, `sync failed: apodo=lobo retries=3`, `lobo`},
		{`sync failed: tipo=maus retries=3`, `sync failed: Spitzname=maus retries=3`, `maus`},
		// a catalogue's small word after a person's field and its colon
		// is the message going on; a name there is still the field's
		{`Ungültige Eingabe im Feld Postleitzahl: erwartet 5 Ziffern`, `Ungültige Eingabe im Feld Nachname: bauer`, `bauer`},
		// a dictionary's word the next colon closes is the message's prefix
		// (its severity), no value of the key before it; a name is still one
		{`grep: cache.hostname_old: Warnung: rekursive Verzeichnisschleife`, `app: hostname: Kowalczyk: not reachable`, `Kowalczyk`},
		{`grep: hostname: Fehler: Schleife`, `app: customer: Rose: denied`, `Rose`},
		{`import row 3: {"rodzaj": "Langezand 361"}`, `import row 3: {"ulica": "Langezand 361"}`, `Langezand`},
		{`import row 3: {"rodzaj": "Langezand 361"}`, `import row 3: {"kodePos": "Langezand 361"}`, `Langezand`},
		{`Via: 1.1 varnish (Varnish/7.4)`, `Strasse: Via Roma 12`, `Roma`},
		{`Paket: nginx-common 1.22.1`, `Rua: Langezand 361`, `Langezand`},
		// GTK's user name: a login under it, however code-shaped, and not
		// read as a network interface (vz72 is no eth0)
		{`import row 9 skipped (kategorie => 'archived')`, `import row 9 skipped (nomeUtente => 'kscarponi')`, `kscarponi`},
		{`{"brukernavn": null, "retries":3}`, `{"brukernavn":"vz72","retries":3}`, `vz72`},
		{`failed to set bridge addr: "cni0" already has an IP address`, `record rejected: nazwaUżytkownika: iwolesny`, `iwolesny`},
		{`{"kategorie":"pending"}`, `{"nombre_de_usuario":"tpardo"}`, `tpardo`},
	})
}

// TestFieldKeyClasses: the filter's classes, and what it leaves out.
func TestFieldKeyClasses(t *testing.T) {
	for _, c := range []struct{ key, want string }{
		{"nachname", "name"}, {"nomdefamille", "name"}, {"cognome", "name"}, {"vorname", "name"},
		{"geburtsdatum", "pii"}, {"datedenaissance", "pii"}, {"codigopostal", "pii"}, {"códigopostal", "pii"},
		{"telefonnummer", "pii"}, {"straße", "pii"}, {"strasse", "pii"},
		{"benutzername", "pii"}, {"nomeutente", "pii"}, {"kayttajatunnus", "pii"}, {"使用者名稱", "pii"},
		{"kontonummer", "pii"}, {"sozialversicherungsnummer", "pii"}, {"fødselsnummer", "pii"}, {"postinumero", "pii"},
		{"nummer", ""}, {"numero", ""}, {"codice", ""}, {"konto", ""},
		// Chromium's autofill labels: a card's, a document's, the password manager's
		{"kartennummer", "pii"}, {"führerscheinnummer", "pii"}, {"reisepass", ""}, {"matrícula", ""}, {"kundenkarte", ""}, {"название", ""},
		{"گذرواژه", "cred"}, {"sicherheitscode", "cred"}, {"ユーザー名", "pii"}, {"kartsahibininadı", "name"},
		{"alias", ""}, {"fahrzeug", ""}, {"organisation", ""},
		{"via", ""}, {"paket", ""}, {"post", ""}, {"peringatan", ""}, {"status", ""}, {"retries", ""},
	} {
		if got := wordlist.FieldKey(c.key); got != c.want {
			t.Errorf("FieldKey(%q) = %q, want %q", c.key, got, c.want)
		}
	}
}

// TestTextKeys: the labels of a person's text in the same filter
// (translations of a chat's Message and of a comment), none of
// them English, none of them a personal field's class.
func TestTextKeys(t *testing.T) {
	for k, want := range map[string]bool{
		"wiadomość": true, "zpráva": true, "הודעה": true, "संदेश": true, "μήνυμα": true,
		"messaggio": true, "nachricht": true, "コメント": true, "commentaire": true,
		"message": false, "comment": false, "note": false, "nota": false, "error": false, "fehler": false, "nachname": false,
	} {
		if got := wordlist.TextKey(k); got != want || wordlist.FieldKey(k) != "" && want {
			t.Errorf("TextKey(%q) = %v, want %v (FieldKey %q)", k, got, want, wordlist.FieldKey(k))
		}
	}
}

// TestHumanNameKeys: a text that writes both a "given" and a "family" key
// writes a person's name as FHIR's HumanName and vCard's N do, and each
// key's value is that name's part even when it is a word (Lis, a fox in
// Polish); alone, or as another key's end, the keys are a protocol's
// (family=inet) or a style's (font-family).
func TestHumanNameKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{`<name given="Marta" family="Lis"/> birthDate missing`, "Lis"},
		{`{"family": "Wilk", "given": ["Ola"]} rejected`, "Wilk"},
		{`socket family=inet given=3`, ""},
		{`family="Lis"`, ""},
	})
	out, err := New().String(`font-family="Arial" given="x"`)
	if err != nil || !strings.Contains(out, `given="x"`) {
		t.Errorf("another key's end read as a name's part: %q, %v", out, err)
	}
}
