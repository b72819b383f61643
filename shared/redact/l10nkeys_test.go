package redact

import "testing"

// TestLocalisedKeysAndWords: a JSON key that is a word for a user in a
// caseless script keeps its quotes and separator (its closing quote was
// read as the opening of a login, and ": " masked as one), and a German
// word written with ß is known (sharps.fuse: wordfreq's lists
// write ß as ss, so Straße, Größe and gemäß were unknown and masked); the
// values in those positions are still masked.
func TestLocalisedKeysAndWords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		// (a number under it is masked, as under English username: GTK's
		// 用户名 is a user name's key now)
		{`{"用户名": null}`, `{"用户名": "jkowalski"}`, "jkowalski"},
		{`{"ユーザー名": null}`, `{"ユーザー名": "tanaka.hiroshi"}`, "tanaka.hiroshi"},
		{`{"사용자": 7}`, `{"사용자": "kimjiho"}`, "kimjiho"},
		{"Die Straße ist gesperrt", "Die Straße ist gesperrt, Kunde Jürgen Weißmüller", "Weißmüller"},
		{`{"größe": 12}`, `{"straße": "Goethestraße 12"}`, "Goethestraße"},
		{"Fehler: Maßnahme nicht gefunden", "Fehler: Benutzer jweissmueller nicht gefunden", "jweissmueller"},
	})
	for _, w := range []string{"straße", "Straße", "größe", "gemäß", "Größenordnung", "maß"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
}

// TestSharpSNamesAndStreets: the German words with ß that are names of
// families or streets are not made known.
func TestSharpSNamesAndStreets(t *testing.T) {
	for _, w := range []string{"Hauptstraße", "Goethestraße", "Strauß", "Voß"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
}

// TestGermanPhraseNoAddress: a number before capitalised German words that
// are all known, one a noun, is a German message (MySQL's 1062 Doppelter
// Eintrag), no American street address; addresses stay masked.
func TestGermanPhraseNoAddress(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"SQLSTATE[23000]: Integrity constraint violation: 1062 Doppelter Eintrag '7731-DE' für Schlüssel 'artikel.uniq_sku'",
			"Lieferadresse: 1111 Trinity Bayou", "Trinity Bayou"},
		{"violation: 1062 Doppelter Eintrag", "Adresse: 12 Winter Weg", "Winter Weg"},
		{"violation: 1062 Doppelter Eintrag", "Adresse: 7 Anna Keller", "Anna Keller"},
		{"violation: 1062 Doppelter Eintrag", "address: 12 Park Land", "Park Land"}, // German nouns, English words
	})
}

// TestThaiLoginWords: Thai's words for a user and an account (ผู้ใช้,
// บัญชี) name the login after them, as the other languages' do; a system
// account there stays.
func TestThaiLoginWords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"ผู้ใช้ root ไม่มีสิทธิ์เข้าถึง", "ผู้ใช้ wpornchai ไม่มีสิทธิ์เข้าถึง /finance (Access denied)", "wpornchai"},
		{"บัญชี www-data ถูกล็อก", "บัญชี somchai.k ถูกล็อก", "somchai.k"},
	})
}

// TestPersonContextProductGivenName: after a person noun, a given name
// that also names a product (Grace, Julia) and a surname are a person,
// though both are common words; the product before a word that is no
// surname stays.
func TestPersonContextProductGivenName(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"built with Julia Language 1.10", "rendering invoice INV-77120 for customer Grace Baker (acct 55102)", "Grace Baker"},
		{"ruby gems: Crystal Reports failed", "patient Julia Roberts missed the appointment", "Julia Roberts"},
	})
}

// TestLowerCaseNameValues: under a key naming a person, a name written in
// small letters is read over all its words (the names data's), not its
// first alone; Spanish and Italian titular/titolare name the holder; a
// value that is no name stays.
func TestLowerCaseNameValues(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"pedido rechazado: motivo=fondos_insuficientes, pedido=ES-448120", "pedido rechazado: titular=maria jose castellanos, motivo=fondos_insuficientes", "castellanos"},
		{"name=default", "customer_name=maria castellanos", "castellanos"},
		{"owner: grace", "holder=olivia martin, reason=x", "martin"},
	})
}

// TestLocalisedPhoneKeys: the word for a phone in the languages keys are
// written in names a phone number, whatever its separators; a short
// message of the catalogues' words after the key stays.
func TestLocalisedPhoneKeys(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"telefon: ungültig", "Rückruf-Auftrag konnte nicht angelegt werden: telefon='0176/4829 3310' hat ungültiges Format", "4829"},
		{"Telefon nicht erreichbar", `{"telefono": "+39 333 1234567"}`, "1234567"},
		{"phone: invalid", `{"телефон": "89161234567"}`, "89161234567"},
	})
}

// TestPossessiveDevicesMore: e-readers, speakers and consoles are named
// after their owners too, and a given name that also names a product is
// the owner's; a thing's word in small letters owns nothing.
func TestPossessiveDevicesMore(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"the server's echo reply", `Send-to-Kindle failed: device "Grace's Kindle" rejected document`, "Grace"},
		{"Amazon's Kindle store", "Liam's Echo Dot offline", "Liam"},
		{"the server's laptop pool", "さくらのiPad", "さくら"},
	})
}

// TestMoreUserFileKinds: Hangul word-processor files, archives, sheets,
// e-books and videos are files people make, judged by their names; a
// build's archive and an export of known words stay.
func TestMoreUserFileKinds(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"unzip dist/app-release-1.4.2.zip failed", `multer: LIMIT_FILE_SIZE (originalname: hannah-rose-baker-wedding-photos.zip)`, "hannah"},
		{"import users_export_2024-05.csv failed", "첨부파일 박서연_재직증명서.hwp 변환 실패", "박서연"},
		{"Downloaded node-v18.17.0-linux-x64.zip", "cannot open olivia_kowalczyk_contacts.csv", "kowalczyk"},
	})
}
