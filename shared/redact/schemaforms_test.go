package redact

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSchemaNamesInflected: a quoted name after a declined noun for a
// database object (Polish, Czech, Russian), before the noun where the
// language puts it after (Turkish, Korean, Japanese), or whose affix makes
// it a constraint's or an index's, is the schema's and kept; a table named
// after a person, a role's and a user's names stay masked. The names are
// invented for the test.
func TestSchemaNamesInflected(t *testing.T) {
	checkMasks(t, []maskCase{
		{`BŁĄD:  kolumna "waga_netto" w tabeli "przesylki_paczki" nie istnieje`, ""},
		{`CHYBA:  sloupec "cena_celkem" v tabulce "faktury_radky" neexistuje`, ""},
		{`ОШИБКА:  столбец "summa_itogo" в таблице "nakladnye" не существует`, ""},
		{`HATA:  "siparis_kalemleri" tablosunda "adet" sütunu bulunamadı`, ""},
		{`오류:  "baesong_jeongbo" 이름의 테이블이 없습니다`, ""},
		{`ERROR:  挿入または更新が "chumon_meisai_fkey" 制約に違反しています`, ""},
		{`ERROR:  duplicate value violates "uniq_hinban_soko"`, ""},
		{`FEHLER:  doppelter Schlüsselwert verletzt "lieferposten_idx"`, ""},
		// still masked
		{`HATA:  "maria_lindqvist" tablosu mevcut değil`, "maria_lindqvist"},
		{`BŁĄD:  kolumna "maria_lindqvist" w tabeli "x_y" nie istnieje`, "maria_lindqvist"},
		{`FATAL:  role "pwalczak" does not exist`, "pwalczak"},
		{`HATA:  "pwalczak" kullanıcısı için parola doğrulaması başarısız oldu`, "pwalczak"},
	})
}

// TestSchemaNounAfterReadsAhead: the noun after a quoted name is looked for
// in the next words only, not in the rest of the text lower-cased at each
// quote (a quoted word before numbers, repeated 256 KB long, grew 4x per
// doubling); the answer is the one the whole rest gave, cased letters
// whose small form is shorter or longer (İ, K for Kelvin), broken UTF-8
// and short rests included.
func TestSchemaNounAfterReadsAhead(t *testing.T) {
	for _, unit := range []string{"Nr 'ab' 4471 2211 ", "Über 'ab' 4471 2211 "} {
		if g := allocGrowth(t, unit); g > 6 {
			t.Errorf("%q: 4x the text allocated %.1fx the bytes, want about 4", unit, g)
		}
	}
	whole := func(s string, b int) bool {
		rest := strings.TrimLeft(s[b:], "\"'`» ")
		for w := 0; w < 2 && rest != ""; w++ {
			if w == 0 && schemaNoun(strings.ToLower(rest), schemaAfter) || schemaNoun(rest, schemaSuffixes) {
				return true
			}
			sp := strings.IndexByte(rest, ' ')
			if sp < 0 || rest[0] < utf8.RuneSelf {
				return false
			}
			rest = strings.TrimLeft(rest[sp:], " ")
		}
		return false
	}
	rng := rand.New(rand.NewPCG(3, 4))
	parts := []string{"TABLO", "Tablosu", "MEGSZORÍTÁS", "megszorítás", "SÜTUN", "İLİŞKİ", "\u212a", "İ", "\xc3", "\xff", "»", "'", " ", "a", "테이블", "制約"}
	for i := range 5000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		s := "'x'" + b.String()
		if got, want := schemaNounAfter(s, 2), whole(s, 2); got != want {
			t.Fatalf("case %d, %q: %v, want %v", i, s, got, want)
		}
	}
}
