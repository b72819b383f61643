package redact

import "testing"

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
