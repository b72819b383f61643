package redact

import (
	"strings"
	"testing"
)

// TestCyrillicAndGreekStreetsInProse: a street type, the street's name and
// a house number make an address wherever it stands in Russian, Ukrainian
// or Greek text, with the flat after it; the abbreviation with no name and
// number after it, and a street named without a house, stay.
func TestCyrillicAndGreekStreetsInProse(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Ошибка на строке 18: ул. не найдена", "Доставка по адресу ул. Садовая, д. 18 невозможна", "Садовая"},
		{"Файл 18 не найден, см. пл. 3", "адрес: ул. Садовая, д. 18, кв. 4, Москва", "кв. 4"},
		{"не удалось открыть переулок.txt: 12 байт", "Не вдалося доставити: вул. Хрещатик, 22, кв. 7", "Хрещатик"},
		{"улица не найдена: проверьте адрес", "курьер: ул. 8 Марта, д. 3", "Марта"},
		{"Παράδοση απέτυχε: η οδός δεν βρέθηκε", "Παράδοση απέτυχε: Λεωφ. Κηφισίας 112, Αθήνα", "112"},
	})
}

// TestJapaneseClauseAfterLogin: the Japanese sentence after a Latin login
// is the message's, not the rest of the login's name, though its letters
// are fewer than the login's; a name in kana beside the login goes with it.
func TestJapaneseClauseAfterLogin(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"ユーザー tanaka_hiroshi はロックされています", "tanaka", "はロックされています"},
		{"ユーザー tanaka_hiroshi がログインできません", "hiroshi", "がログインできません"},
		{"account sakura_m さくら created", "さくら", "created"},
	})
}

// TestStreetEndsAtItsName: a street written before its name with no house
// number (Via Moda) ends at its name's last capitalised word or particle;
// the sentence's words after it stay, and the name is still masked.
func TestStreetEndsAtItsName(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"ERROR: vendor Via Moda not found in catalogue (sync id 88213)", "Moda", "not found in catalogue"},
		{"adresse avenue Noël invalide", "Noël", "invalide"},
		{"shipping to 1001 Via degli Muzio Attendolo failed", "Attendolo", "failed"},
		{"Lieferung an 5, chemin de Lévy fehlgeschlagen", "Lévy", "fehlgeschlagen"},
	})
}

// TestKoreanAddressReference: the reference in brackets a Korean road
// address ends with (its neighbourhood, its building) is the address's and
// goes with it, leaving no bracket of it behind; a program's aside in
// brackets after a road name stays.
func TestKoreanAddressReference(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "오류:  실패한 자료: (4711, 대전광역시 송파구 잠실길 873-79 (현숙이이면), t, 2024-03-01)",
			gone: []string{"현숙이이면", "잠실길"}, kept: []string{"(4711, [address], t, 2024-03-01)"}},
		{in: "addr=서울특별시 강남구 테헤란로 123 (역삼동, 래미안) status=failed",
			gone: []string{"역삼동", "래미안"}, kept: []string{"] status=failed"}},
		{in: "error at 테헤란로 123 (timeout)", gone: []string{"테헤란로"}, kept: []string{"(timeout)"}},
		{in: "검증 실패: 서울특별시 마포구 월드컵북로 396, 101동 1203호 (우편번호 불일치)", gone: []string{"월드컵북로"}, kept: []string{"(우편번호 불일치)"}},
	})
}

// TestPostfixStreets: a street whose type follows its name (Hungarian út
// and utca, Latvian iela, Lithuanian g., Estonian mnt, Turkish Cad.) or a
// Finnish street glued to its type, with its number and postcode; a type
// word with no capitalised name or number stays.
func TestPostfixStreets(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, drop, keep string }{
		{"Hiba: szállítási cím Petőfi utca 18, 6720 Szeged érvénytelen", "Petőfi utca 18", "érvénytelen"},
		{"Kļūda: adrese Tērbatas iela 41 nav atrasta", "Tērbatas iela 41", "nav atrasta"},
		{"Klaida: Gedimino g. 9 nerasta", "Gedimino g. 9", "nerasta"},
		{"Viga: aadress Tartu mnt 80 puudub", "Tartu mnt 80", "puudub"},
		{"Hata: adres Cumhuriyet Cad. No: 44 bulunamadı", "Cumhuriyet Cad. No: 44", "bulunamadı"},
		{"Virhe: osoite Hämeentie 33, 00500 Helsinki väärä", "Hämeentie 33", "väärä"},
		{"Hiba: az utca 3 karakternél rövidebb", "", "az utca 3"},
		{"Error: Git tie 3 times", "", "Git tie 3 times"},
	} {
		got, _ := r.String(c.in)
		if c.drop != "" && strings.Contains(got, c.drop) {
			t.Errorf("%q -> %q: %q kept", c.in, got, c.drop)
		}
		if !strings.Contains(got, c.keep) {
			t.Errorf("%q -> %q: %q lost", c.in, got, c.keep)
		}
	}
}
