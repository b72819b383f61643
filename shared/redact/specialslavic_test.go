package redact

import "testing"

// TestSlavicSpecial: a lexicon word in a Slavic case the lexicon does not
// list (a Polish, Czech or Croatian case in Latin letters, Bulgarian's
// article), the adjective derived from it or the noun of the person who
// has it, in Latin and in Cyrillic letters, masks its clause; technical
// words of the same derivations (operacyjny, diagnostický, критический,
// диагностику) stay. Invented values.
func TestSlavicSpecial(t *testing.T) {
	checkProse(t, []proseCase{
		{"Błąd: pracownik 4410 jest diabetykiem, eksport przerwany", []string{"diabetykiem"}, []string{"Błąd", "eksport przerwany"}},
		{"Błąd: leczenie cukrzycy u gościa 12; eksport przerwany", []string{"cukrzycy"}, []string{"Błąd", "eksport przerwany"}},
		{"Błąd: klientka 7 ma epizod depresyjny; zamówienie 5 anulowane", []string{"depresyjny"}, []string{"Błąd", "zamówienie 5 anulowane"}},
		{"Chyba: zaměstnanec 88 je astmatik; export přerušen", []string{"astmatik"}, []string{"Chyba", "export přerušen"}},
		{"Chyba: host 31 má astmatický záchvat, rezervace 9 zrušena", []string{"astmatický"}, []string{"Chyba", "rezervace 9 zrušena"}},
		{"Chyba: pacient 12 se léčí s rakovinou; export přerušen", []string{"rakovinou"}, []string{"Chyba", "export přerušen"}},
		{"Greška: korisnik 31 je dijabetičar; pokušajte ponovno", []string{"dijabetičar"}, []string{"Greška", "pokušajte ponovno"}},
		{"Greška: pacijent 12 je astmatičar od 2019; pokušajte ponovno", []string{"astmatičar"}, []string{"Greška", "pokušajte ponovno"}},
		{"Ошибка: сотрудник 17 — астматик, бронирование отменено", []string{"астматик"}, []string{"Ошибка", "бронирование отменено"}},
		{"Ошибка: у клиента 5 депрессивное состояние; экспорт прерван", []string{"депрессивное"}, []string{"Ошибка", "экспорт прерван"}},
		{"Помилка: алергічна реакція у гостя 12; замовлення скасовано", []string{"алергічна"}, []string{"Помилка", "замовлення скасовано"}},
		{"Грешка: депресията на служител 4 не е отразена; износът спрян", []string{"депресията"}, []string{"Грешка", "износът спрян"}},
		// an adjective of the lexicon in another gender or case
		{"Chyba: klientka 44 je těhotná; export přerušen", []string{"těhotná"}, []string{"Chyba", "export přerušen"}},
		{"Błąd: dla klientki 9 ciężarnej dieta nie zapisana; eksport przerwany", []string{"ciężarnej"}, []string{"Błąd", "eksport przerwany"}},
		{"Ошибка: клиентка 3 беременна; экспорт прерван", []string{"беременна"}, []string{"Ошибка", "экспорт прерван"}},
		// the neighbours: the same derivations of technical words
		{"Błąd: system operacyjny nie odpowiada, sprawdź konfigurację", nil, []string{"system operacyjny nie odpowiada"}},
		{"Chyba: diagnostický nástroj selhal, kritický stav disku", nil, []string{"diagnostický nástroj selhal, kritický stav disku"}},
		{"Ошибка: критическая ошибка статистического модуля", nil, []string{"критическая ошибка статистического модуля"}},
		{"Ошибка: диагностику техники не удалось запустить", nil, []string{"диагностику техники не удалось запустить"}},
		{"Greška: analitički modul nije dostupan, pokušajte ponovno", nil, []string{"analitički modul nije dostupan"}},
		{"Chyba: soubor je poškozený, kontrolní součet nesouhlasí", nil, []string{"soubor je poškozený, kontrolní součet nesouhlasí"}},
		{"Ошибка: файл повреждён, контрольная сумма не совпадает", nil, []string{"файл повреждён, контрольная сумма не совпадает"}},
	})
}

// TestSerbianSpecial: a special-category word in Serbian Cyrillic, which
// the lexicon holds in the Latin letters (trudnoća, dijabetes), in a
// case or a derivation too, masks its clause; Serbian text with none,
// and Russian, whose letters are Serbian's too, stay. Invented values.
func TestSerbianSpecial(t *testing.T) {
	checkProse(t, []proseCase{
		{"Грешка: радница 4410 је у трудноћи, смена одбијена", []string{"трудноћи"}, []string{"Грешка", "смена одбијена"}},
		{"Грешка: корисник 31 има дијабетес; покушајте поново", []string{"дијабетес"}, []string{"Грешка", "покушајте поново"}},
		{"Грешка: пацијент 12 је дијабетичар од 2019; извоз прекинут", []string{"дијабетичар"}, []string{"Грешка", "извоз прекинут"}},
		// the neighbours: Serbian and Russian text with no category word
		{"Грешка: датотека није пронађена, покушајте поново", nil, []string{"датотека није пронађена, покушајте поново"}},
		{"Грешка: веза са сервером је прекинута; пријава није успела", nil, []string{"веза са сервером је прекинута"}},
		{"Ошибка: файл конфигурации не найден, повторите попытку", nil, []string{"файл конфигурации не найден"}},
	})
}
