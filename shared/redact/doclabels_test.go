package redact

import (
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestDocumentLabelNumbers: an identity document's number after a label
// the keyword rules cannot split off (a compound word, a script without
// spaces, Cyrillic, a national document's acronym in capitals) is masked;
// the label with no number after it, the Polish "nie", an RFC's number
// and a reader's device name are kept. Invented values.
func TestDocumentLabelNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fout: Paspoortnummer XR4K82NL1 is verlopen", []string{"XR4K82NL1"}, []string{"Paspoortnummer", "is verlopen"}},
		{"Fel: passnummer 88412907 saknas i registret", []string{"88412907"}, []string{"saknas i registret"}},
		{"Error: DNI 44120987K no coincide con el titular", []string{"44120987K"}, []string{"DNI", "no coincide"}},
		{"Error: NIE Y7712094T caducado", []string{"Y7712094T"}, []string{"caducado"}},
		{"エラー: 旅券番号 TZ1209877 は無効です", []string{"TZ1209877"}, []string{"は無効です"}},
		{"错误：护照号码G55120938已过期", []string{"G55120938"}, []string{"已过期"}},
		{"Ошибка: номер паспорта 4510 338120 не найден", []string{"4510 338120"}, []string{"не найден"}},
		{"Hata: Pasaport numarası U88120934 geçersiz", []string{"U88120934"}, []string{"geçersiz"}},
		{"Pasaport No: U12345678 is invalid", []string{"U12345678"}, []string{"Pasaport No:", "is invalid"}}, // ASCII text: the gate knows pasaport
		{"Error: NIK 3174015508900002 tidak terdaftar", []string{"3174015508900002"}, []string{"tidak terdaftar"}},
		// a cédula as Latin America groups its digits, with Venezuela's
		// letter before them
		{"Error: la cédula 1.034.882.107 no está afiliada a la EPS", []string{"1.034.882.107"}, []string{"no está afiliada a la EPS"}},
		{"Error: la cédula V-21.448.093 ya votó en la mesa 14", []string{"21.448.093"}, []string{"ya votó en la mesa 14"}},
		// the neighbours
		{"Error: cédula 2.4.1 del formulario no válida", nil, []string{"2.4.1"}},
		{"Error: DNI no coincide con el titular", nil, []string{"DNI no coincide"}},
		{"Fehler: Passnummer ungültig", nil, []string{"Passnummer ungültig"}},
		{"Błąd: nie znaleziono pliku cache", nil, []string{"nie znaleziono pliku cache"}},
		{"see RFC 7231 section 6.5.1", nil, []string{"RFC 7231"}},
		{"Error: DNI-e reader not found at /dev/ttyUSB0", nil, []string{"DNI-e reader", "/dev/ttyUSB0"}},
	})
}

// TestIDAcronymNumbers: a number after an acronym python-stdnum names a
// person's number by (words.IDAcronym), in capitals as a label, after a
// local name with a word for number (Reisepass-
// Nr.), and written in groups after either (Versicherungsnummer 65 180539
// B 012), is masked, and so is the same number where the text quotes it
// again with its country's code; a record's id, an order's number, a
// short number, an RFC and the acronym as a word are kept. Invented values.
func TestIDAcronymNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fehler: Versicherungsnummer 12 250378 K 541 unbekannt, Antrag R-2025-0112", []string{"250378", "541"}, []string{"Versicherungsnummer", "unbekannt", "R-2025-0112"}},
		{"Erreur: NIR 1 84 12 76 451 089 27 invalide", []string{"451 089"}, []string{"NIR", "invalide"}},
		{"Ошибка: ИНН 7707083893 не найден в реестре", []string{"7707083893"}, []string{"ИНН", "не найден"}},
		{"Błąd: PESEL: 90090515836 nie istnieje", []string{"90090515836"}, []string{"PESEL", "nie istnieje"}},
		{"Fout: BSN 111222333 onbekend", []string{"111222333"}, []string{"BSN", "onbekend"}},
		{"Грешка: ЕГН 7523169263 липсва", []string{"7523169263"}, []string{"ЕГН", "липсва"}},
		{"Fehler: Reisepass-Nr. C4J7XR21K abgelaufen", []string{"C4J7XR21K"}, []string{"Reisepass-Nr.", "abgelaufen"}},
		{"Fehler: Reisepass Nr. 88412907 abgelaufen", []string{"88412907"}, []string{"abgelaufen"}},
		{"int() failed on 'FR-2840376451089'\n  nir = '2840376451089'", []string{"2840376451089"}, []string{"'FR-", "nir = '"}},
		// capitals and digits under the number's acronym
		{"Error: PAN QWERT5521Z does not match the name on record", []string{"QWERT5521Z"}, []string{"PAN", "does not match"}},
		{"Error: TIN XK40019937 rejected by the registry", []string{"XK40019937"}, []string{"TIN", "rejected by the registry"}},
		// the neighbours
		{"Fehler: ID 88412907 gesperrt, Auftrag 4711, Fehlercode E-4411", nil, []string{"Auftrag 4711", "E-4411"}},
		{"PESEL nie istnieje; BSN ontbreekt; ИНН не указан", nil, []string{"PESEL nie istnieje", "BSN ontbreekt", "ИНН не указан"}},
		{"see RFC 7231 section 6 and RFC 9110", nil, []string{"RFC 7231", "RFC 9110"}},
		{"see RFC 7231 section 6 and RFC9110, USB VID 046D PID C52B", nil, []string{"RFC9110", "VID 046D PID C52B"}},
		{"Version 1 2 3 released; Build 12 34 ok", nil, []string{"1 2 3", "12 34"}},
		{"dns: lookup inn 10.0.0.12 failed; pin 4 of 8", nil, []string{"inn 10.0.0.12", "pin 4 of 8"}},
		// ISO 8583's retrieval reference is no Korean RRN
		{"issuer timeout stan=004711 rrn=0c3d5e7f9a1b", nil, []string{"rrn=0c3d5e7f9a1b"}},
	})
}

// TestUnknownAcronymBirthNumbers: nine to fourteen digits that open with
// a date of birth (YYYYMMDD, YYMMDD, DDMMYY), after an acronym in capitals
// no knowledge holds, are a person's number in any script; after a known
// word or technical acronym, without such a date, or with letters, they
// stay. Invented values.
func TestUnknownAcronymBirthNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erreur : CNIX 1991072254213 refusée", []string{"1991072254213"}, []string{"CNIX", "refusée"}},
		// a word of some language in capitals is an acronym there (Polish
		// cnie), the Han of a label has no capitals
		{"Erreur : CNIE 1991072254213 refusée", []string{"1991072254213"}, []string{"CNIE", "refusée"}},
		{"e-Gov 電子申請 (到達番号 202612061629)", nil, []string{"到達番号 202612061629"}},
		{"Napaka: EMŠO 0304991500233 ni veljaven", []string{"0304991500233"}, []string{"EMŠO", "ni veljaven"}},
		{"Грешка: ЕМБГ 2711983455021 не постои", []string{"2711983455021"}, []string{"ЕМБГ", "не постои"}},
		{"Hata: KPSX: 900812345678 bulunamadı", []string{"900812345678"}, []string{"bulunamadı"}},
		// the neighbours: no date at the start, a known or technical
		// acronym, letters inside, too short
		{"Delhivery: AWB 1234567890123 not found", nil, []string{"AWB 1234567890123"}},
		{"ORDER 1991072254213 shipped; HTTP 2024010112345 logged", nil, []string{"ORDER 1991072254213", "HTTP 2024010112345"}},
	})
}

// TestLankaNIC: Sri Lanka's identity card number under NIC, the network
// card's acronym too, goes only in its shape: twelve digits of a birth
// year and a day of the year (plus 500 for a woman), or nine and V or X.
func TestLankaNIC(t *testing.T) {
	for _, c := range []struct {
		t  string
		ok bool
	}{{"198523104417", true}, {"199071204417", true}, {"852310441V", true}, {"200036604417", true},
		{"198536704417", false}, {"198587304417", false}, {"185023104417", false}, {"852310441Q", false}, {"19852310441", false}} {
		if lankaNIC(c.t) != c.ok {
			t.Errorf("lankaNIC(%q) = %v", c.t, !c.ok)
		}
	}
	checkProse(t, []proseCase{
		{"Error: NIC 198523104417 does not match DOB on ticket", []string{"198523104417"}, []string{"NIC", "does not match"}},
	})
	for _, s := range []string{"NIC 198587304417 reset", "nic 198523104417 reset", "NIC: eth0 link 100000000000 bps"} {
		sc := &scan{s: s, lower: lowerInPlace(s)}
		if detectIDLabelNumbers(sc); len(sc.out) > 0 && sc.out[0].ph == phNatID {
			t.Errorf("%q: a national id found", s)
		}
	}
}

// TestAccountLabelNumbers: a number of six digits or more after the word
// for an account or its number as GnuCash's translators write it
// (words.AccountLabel) is masked, with a slash or dots inside it; a short
// number, a version and the word alone are kept. Invented values.
func TestAccountLabelNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Chyba platebního příkazu: účet 1234567890/0800 neexistuje", []string{"1234567890"}, []string{"účet", "neexistuje"}},
		{"Factuur niet betaald: rekeningnummer 1234.56.78901 onbekend bij bank", []string{"1234.56", "78901"}, []string{"rekeningnummer", "onbekend bij bank"}},
		{"Fehler: Konto 53201300 gesperrt", []string{"53201300"}, []string{"Konto", "gesperrt"}},
		{"Hata: Hesap Kodu: 10045872 bulunamadı", []string{"10045872"}, []string{"Hesap Kodu", "bulunamadı"}},
		// the bank's name between the account's word and its number
		{"Gagal transfer: rekening BNI 0712345678901 atas nama berbeda", []string{"0712345678901"}, []string{"rekening BNI", "atas nama berbeda"}},
		{"Fehler: Konto Sparkasse 12345678 gesperrt", []string{"12345678"}, []string{"Konto Sparkasse", "gesperrt"}},
		// the neighbours
		{"Fehler: Konto Sparkasse 4711 gesperrt", nil, []string{"Sparkasse 4711"}},
		{"Fehler: Konto 4711 gesperrt", nil, []string{"Konto 4711 gesperrt"}},
		{"Fehler: Konto gesperrt, version 1.2.3.4", nil, []string{"Konto gesperrt", "1.2.3.4"}},
		{"účet neexistuje (kód 404)", nil, []string{"účet neexistuje", "404"}},
	})
}

// TestDocLabelCandidateGate: the gate before reDocLabelValue never turns
// away a text the expression matches: the labels in every script and case,
// a Kelvin sign and an old Cyrillic letter that (?i) folds onto a label's,
// and the open corpora's texts.
func TestDocLabelCandidateGate(t *testing.T) {
	texts := []string{
		"ÚTLEVÉLSZÁM: AB123456 lejárt", "útlevélszám AB123456", "ПАСПОРТ 4510 338120", "паᲃпорт 4510 338120", "my\u212aad 900101145678", "pa\u017fpoort 88412907",
		"pasaport numarası U88120934", "パスポート番号 TZ1209877", "在留カード番号 AB12345678CD", "여권 번호 M12345678", "여권번호 M12345678",
		"身分証番号 123456789012", "رقم جواز السفر A1234567", "เลขที่หนังสือเดินทาง AA1234567", "पासपोर्ट संख्या K1234567", "護照號碼 123456789",
		"Cédula de identidad 12345678", "MyKad 900101-14-5678", "numer paszportu ZS1234567",
	}
	for _, f := range []string{"benign.tsv", "l10n-benign.tsv", "planted.tsv", "identifiers.tsv", "gen-planted.tsv", "labels.tsv"} {
		for _, e := range corpus.Load(t, "testdata/corpus/"+f) {
			texts = append(texts, e.Carrier)
		}
	}
	for _, s := range texts {
		sc := &scan{s: s, lower: lowerInPlace(s)}
		if !docLabelCandidate(sc) && reDocLabelValue.MatchString(s) {
			t.Errorf("the gate turns away %q, which reDocLabelValue matches", s)
		}
	}
}

// TestIDLabelNumbers: a number after the name its country gives a
// person's number in its own language, as python-stdnum's modules name
// it (Henkilötunnus, Rodné číslo, Personnummer, Isikukood, Kennitala,
// מספר זהות, written as a key too), is masked; the name with no number
// after it, a short number, a word with digits glued to it and a number
// after other words are kept. Invented values.
func TestIDLabelNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Virhe: Henkilötunnus 120488-913K ei kelpaa", []string{"120488-913K"}, []string{"Henkilötunnus", "ei kelpaa"}},
		// Thai's names for the citizen's number, which ends a run of Thai
		{"ข้อผิดพลาด: เลขบัตรประชาชน 3100501234567 ไม่ผ่านการตรวจสอบ", []string{"3100501234567"}, []string{"เลขบัตรประชาชน", "ไม่ผ่าน"}},
		{"รายการถูกปฏิเสธ: เลขประจำตัวประชาชน 3100501234568 ไม่ถูกต้อง", []string{"3100501234568"}, []string{"ไม่ถูกต้อง"}},
		{"กรุณาระบุเลขบัตรประจำตัวประชาชน: 3100501234569", []string{"3100501234569"}, []string{"กรุณาระบุ"}},
		{"ข้อผิดพลาด: เลขประกันสังคม 3100501234561 ไม่พบ", []string{"3100501234561"}, []string{"ไม่พบ"}},
		{"คำสั่งซื้อ 1234567890123 สำเร็จ", nil, []string{"คำสั่งซื้อ 1234567890123 สำเร็จ"}},
		{"Chyba: rodné číslo 8806124417 nebylo nalezeno", []string{"8806124417"}, []string{"rodné číslo", "nebylo nalezeno"}},
		{"Chyba: rodné číslo 880612/4417 nelze ověřit", []string{"880612", "4417"}, []string{"rodné číslo", "nelze ověřit"}},
		{"Fel: personnummer: 19880612-4417 saknas", []string{"19880612-4417"}, []string{"personnummer", "saknas"}},
		{"Viga: isikukood=38806124417 on vale", []string{"38806124417"}, []string{"isikukood", "on vale"}},
		{"Villa: kennitala 120688-4419 fannst ekki", []string{"120688-4419"}, []string{"kennitala", "fannst ekki"}},
		{"שגיאה: מספר זהות 038812441 לא תקין", []string{"038812441"}, []string{"מספר זהות", "לא תקין"}},
		{"Fout: burgerservicenummer 188124417 onbekend", []string{"188124417"}, []string{"onbekend"}},
		// an identity document's label as Chromium's autofill translates it
		{"Fehler: Reisepass C01X00T47 abgelaufen", []string{"C01X00T47"}, []string{"Reisepass", "abgelaufen"}},
		{"Hata: sürücü belgesi 4482913 geçersiz", []string{"4482913"}, []string{"sürücü belgesi", "geçersiz"}},
		// the neighbours
		{"Chyba: rodné číslo 12 znaků", nil, []string{"rodné číslo 12 znaků"}},
		{"Fel: personnummer v2024b saknas", nil, []string{"v2024b"}},
	})
}

// TestFieldLabelNumbers: a number of digits, dashes and slashes after the
// label of a personal field in its language (words.FieldKey's "pii":
// Postleitzahl, kod pocztowy, posta kodu, codice postale, почтовый
// индекс) is masked in prose as after it as a key; the label before a
// count, a number with letters (an address in memory) and a number after
// other words are kept. And the keys Pidgin's profile and the password
// prompts of Linux-PAM add (Albanian fjalëkalim, Dutch achternaam,
// Turkish doğum yılı, Finnish syntymävuosi). Invented values.
func TestFieldLabelNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fehler: Postleitzahl 82611 ungültig", []string{"82611"}, []string{"Postleitzahl", "ungültig"}},
		{"Błąd: kod pocztowy 55-726 nieprawidłowy", []string{"55-726"}, []string{"kod pocztowy", "nieprawidłowy"}},
		{"Hata: posta kodu 34710 geçersiz", []string{"34710"}, []string{"posta kodu", "geçersiz"}},
		{"Errore: codice postale 00184 non valido", []string{"00184"}, []string{"codice postale", "non valido"}},
		{"Ошибка: почтовый индекс 101000 не найден", []string{"101000"}, []string{"почтовый индекс", "не найден"}},
		{"Error: fjalëkalim=Nh1t1c.mlfU status=failed", []string{"Nh1t1c"}, []string{"fjalëkalim=", "status=failed"}},
		{"Fout: achternaam=Bakker niet gevonden", []string{"Bakker"}, []string{"achternaam=", "niet gevonden"}},
		{"Hata: doğum_yılı=1984 geçersiz", []string{"1984"}, []string{"doğum_yılı=", "geçersiz"}},
		{"Virhe: syntymävuosi: 1984 ei kelpaa", []string{"1984"}, []string{"syntymävuosi", "ei kelpaa"}},
		// django-localflavor's labels of a person's bank account, numbers
		// and postcode (Kontonummer, bankrekeningnummer,
		// Sozialversicherungsnummer, fødselsnummer, irányítószám, a car's
		// Nummernschildnummer)
		{"Fehler: Kontonummer 1234567890123 bei Bankleitzahl unbekannt", []string{"1234567890123"}, []string{"Kontonummer", "bei Bankleitzahl unbekannt"}},
		{"Fout: bankrekeningnummer 417164300 onbekend", []string{"417164300"}, []string{"bankrekeningnummer", "onbekend"}},
		{"Fehler: Sozialversicherungsnummer 65170839J003 ungültig", []string{"65170839J003"}, []string{"Sozialversicherungsnummer", "ungültig"}},
		{"Feil: fødselsnummer=01129955131 finnes ikke", []string{"01129955131"}, []string{"fødselsnummer", "finnes ikke"}},
		{"Hiba: irányítószámot 1051 nem található", []string{"1051"}, []string{"irányítószámot", "nem található"}},
		{"Fehler: Nummernschildnummer 4711 unbekannt", []string{"4711"}, []string{"Nummernschildnummer", "unbekannt"}},
		// the neighbours
		{"Fehler: Postleitzahl 5 Zeichen erwartet", nil, []string{"Postleitzahl 5 Zeichen erwartet"}},
		{"Erreur : adresse 0x7ffd5a8c invalide", nil, []string{"0x7ffd5a8c"}},
		{"Fehler: Version 20240101 der Postleitzahlen geladen", nil, []string{"20240101"}},
		{"Fehler: Kontonummer 10 Stellen erwartet", nil, []string{"Kontonummer 10 Stellen erwartet"}},
	})
}
