package redact

import "testing"

// TestOutsider2Rules: the kinds of knowledge and position the second
// outsider corpus showed missing, on values and texts of their own (made
// up here, none the corpus's), each both ways: the value goes, the
// message around it stays, and the same forms without a value change
// nothing.
func TestOutsider2Rules(t *testing.T) {
	checkKeptCases(t, []keptCase{
		// a Wi-Fi network's pre-shared key is a passphrase
		{`hostapd: wpa_psk=Sommerhaus#2024 rejected`, `Sommerhaus`, `hostapd: wpa_psk=`},
		{`network={ ssid="Gast" psk=Kaffeetasse-19 }`, `Kaffeetasse-19`, `ssid="Gast"`},
		// Reddit's u/ before a user's name at a word's start
		{`mod banned u/thrwaway_9931 from r/golang`, `thrwaway_9931`, `from r/golang`},
		// a user noun's handle in parentheses; Scandinavian "the user"
		{`Cannot DM this member (pixelkatrin)`, `pixelkatrin`, `Cannot DM this member (`},
		{`Brugeren mkjeldsen har ikke adgang`, `mkjeldsen`, `har ikke adgang`},
		{`Brukeren tholmsen mangler tilgang`, `tholmsen`, `Brukeren`},
		// a Turkish plate before the word for it with its case ending
		{`34 KLM 907 plakası için ceza kaydı bulunamadı`, `34 KLM 907`, `plakası için`},
		// a person's text under a content key JSON or a dict quotes
		{`{"order":77,"comment":"the driver left the parcel at the wrong house again"}`, `wrong house`, `{"order":77,"comment":"`},
		{`{'remarks': 'please ring twice, my mother is deaf'}`, `mother is deaf`, `{'remarks': '`},
		// devices named for their users: a surname after Windows' set-up
		// prefix, a model's number before the owner word
		{`RDP: host DESKTOP-NOWAK refused the connection`, `NOWAK`, `host DESKTOP-`},
		{`APNs: device "iPhone 15 von Jonas" unreachable`, `Jonas`, `iPhone 15 von `},
		{`ticket reassigned to Ms Olivia Hartmann`, `Olivia Hartmann`, `ticket reassigned to `},
		// a Taiwanese identity number by its check digit
		{`請確認身分證 F131104093 是否正確`, `F131104093`, `是否正確`},
	})
	for _, s := range []string{
		// JSON's and PHP serialize()'s joints are no random password
		`{"errors":{"nip":["Le numéro est invalide."]}}`,
		`unserialize(): Error at offset 30 of 44 bytes in a:2:{s:3:"sku";s:8:"TSH-RD-M";s:3:"qty";i:2;}`,
		// a mail log's delivery status is no data source's name
		`status=bounced dsn=5.1.1, relay=mx.example.net`,
		`user (admin) logged in; for (i = 0; i < n; i++)`,
		`order A123456780 shipped`,
		`{"comment":null,"notes":[]}`,
		// after a number, ms is milliseconds: the localised reason
		// after it is the C library's, no title's person
		`curl: (28) Operation timed out after 30001 ms: Zeitüberschreitung`,
		`curl: (7) Failed to connect to db.intern port 5432 after 2 ms: Verbindung verweigert`,
		// a validator's anchored pattern is code
		`ConstraintViolationException: kodPocztowy: musi pasować do wzorca "^[0-9]{2}-[0-9]{3}$"`,
		`Galaxy S23 de 128 GB agotado`,
		`DESKTOP-OFFICE offline since 09:00`,
		`Teslimat 06 plakalı araçla yapılacak`,
	} {
		if got, _ := New().String(s); got != s {
			t.Errorf("changed: %q -> %q", s, got)
		}
	}
}
