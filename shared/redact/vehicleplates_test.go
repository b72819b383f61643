package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestVehicleWordPlates: a plate after the word for a vehicle or a car in
// another language than English (vehiclewords.fuse: Chromium's Vehicle
// and License plate, CLDR's car), right after it or after one or two
// small words, or right before a plate of a ticket key's shape, or after
// the plate where the language writes it first (AAB-123 rendszámú
// jármű), is masked and the message around it kept; the same word
// before a program's token (an error code, an id of a known prefix, a
// fleet number, a version, a unit, a maker's model) changes nothing. The
// values are made up for the test.
func TestVehicleWordPlates(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`Błąd: pojazd KR 58213 nie ma ważnego przeglądu`, `KR 58213`, `nie ma ważnego przeglądu`},
		{`Ralat: kenderaan BKT 7731 tidak sepadan dengan polisi`, `BKT 7731`, `tidak sepadan dengan polisi`},
		{`Hitilafu: gari lenye namba KCB 907Q halina bima`, `KCB 907Q`, `halina bima`},
		{`Σφάλμα: το όχημα με πινακίδα ΗΡΚ-3306 δεν έχει ασφάλιση`, `ΗΡΚ-3306`, `δεν έχει ασφάλιση`},
		{`Parkhaus: Fahrzeug HH-RT 4419 nicht gefunden`, `HH-RT 4419`, `nicht gefunden`},
		{`Fahrzeug MH04ZX7712 fehlt im Register`, `MH04ZX7712`, `fehlt im Register`},
		{`Recarga EV: veículo QRT-6F58 excedeu tempo`, `QRT-6F58`, `excedeu tempo`},
		{`FASTag: वाहन KA05MN3391 का टोल बकाया`, `KA05MN3391`, `का `},
		{`Hata: araç 06 KLN 482 muayenesiz`, `06 KLN 482`, `muayenesiz`},
		{`Error: el vehículo 7713 HFR no tiene seguro`, `7713 HFR`, `no tiene seguro`},
		{`Errore: veicolo GH 317 KT senza revisione`, `GH 317 KT`, `senza revisione`},
		{`Erreur : voiture FK-482-TZ introuvable`, `FK-482-TZ`, `introuvable`},
		{`Fout: voertuig 52-RTJ-8 niet verzekerd`, `52-RTJ-8`, `niet verzekerd`},
		{`Chyba: vozidlo 4T7 2281 nemá platnou STK`, `4T7 2281`, `nemá platnou STK`},
		{`Fel: bil KTR 51J saknar besiktning`, `KTR 51J`, `saknar besiktning`},
		{`Ошибка: автомобиль М417КТ 77 не найден`, `М417КТ 77`, `не найден`},
		{`Помилка: автомобіль ВН 2281 КТ не застрахований`, `ВН 2281 КТ`, `не застрахований`},
		{`Napaka: vozilo KR ZT-418 nima vinjete`, `KR ZT-418`, `nima `},
		{`Помилка: автомобіль ВНК 2281 не застрахований`, `ВНК 2281`, `не застрахований`},
		{`Ошибка: автомобиль МКТ 4177 не найден`, `МКТ 4177`, `не найден`},
		{`Lỗi: xe 29H-318.52 không hợp lệ`, `318.52`, `không hợp lệ`},
		// the word with the article or case a language glues on
		{`Eroare: Vehiculul B-204-KTR nu are asigurare`, `B-204-KTR`, `nu are asigurare`},
		{`Gabim: automjeti AB 412 CD nuk ka siguracion`, `AB 412 CD`, `nuk ka siguracion`},
		// the word right before a plate of a ticket key's shape, and
		// right after a plate (or one small word after it) where the
		// language writes the plate first
		{`Σφάλμα: το όχημα KTB-4417 δεν έχει πληρώσει διόδια`, `KTB-4417`, `δεν έχει πληρώσει διόδια`},
		{`Hiba: A(z) KRT-418 rendszámú jármű nem található`, `KRT-418`, `rendszámú jármű nem található`},
		{`Chyba: ZV-481AK vozidla nie je priradená`, `ZV-481AK`, `vozidla nie je priradená`},
		// a Korean plate after a word that opens with the vehicle's,
		// with its region glued before it
		{`주차 위반: 차량번호 부산41나7720 소유자 없음`, `부산41나7720`, `소유자 없음`},
		{`오류: 차량 98다1234 미등록`, `98다1234`, `미등록`},
		// English's plate words (detectPlates) before an Indian plate
		// written unbroken, longer than an unbroken group of eight
		{`FASTag recharge failed for vehicle TN09BQ4471, NPCI error U30`, `TN09BQ4471`, `NPCI error U30`},
		{`Error: FASTag DL7CQ0193 blacklisted by issuer`, `DL7CQ0193`, `blacklisted by issuer`},
		// after a path glued by a colon, as a frame's location writes it
		{`src/app/views.py:वाहन GJ05QT2281 का फास्टैग निष्क्रिय`, `GJ05QT2281`, `का फास्टैग`},
	})
	r := New()
	for _, s := range []string{
		`pojazd E1234: błąd czujnika`,                        // an error code
		`Fahrzeug HTTP 404 beim Abruf`,                       // a status
		`veículo ID 48213 não encontrado`,                    // an id's label and its number
		`Fahrzeug LKW-17 meldet AdBlue-Füllstand`,            // a fleet's number
		`Errore download (veicolo TRK-12)`,                   // a fleet's number
		`kenderaan SHA256 tidak sah`,                         // a digest's name
		`vehículo CVE-2024-3094 publicado`,                   // a year between groups
		`araç ORD-2291 bulunamadı`,                           // an id of a known prefix
		`автомобиль Samsung SM-S918B не подключён`,           // a maker's model
		`voiture v2.4.1 mise à jour`,                         // a version
		`auto 16GB RAM`,                                      // a unit
		`pojazd nie ma ważnego przeglądu`,                    // no plate
		`vehiculul ID 4471 nu este disponibil`,               // an id's label after the word's form
		`Fahrzeug mit der Kennung AB nicht gefunden`,         // no digit
		`kenderaan 12 unit tidak sepadan`,                    // a count
		`gari lenye namba ya simu ilikataliwa`,               // no plate
		`Σφάλμα: το όχημα δεν βρέθηκε (HTTP 404)`,            // the status after another word
		`Fahrzeug abgemeldet: Job JOB-20211 beendet`,         // the id after other words
		`Auto-Update: Version 4.2 installiert`,               // a compound's part
		`samochód dostarczony, zamówienie PO 1182 zamknięte`, // a clause later
		`Fehler: Ticket ABC-1234 Fahrzeug nicht zugeordnet`,  // a ticket's key named before it
		`Error: build B-1234 auto mode failed`,               // English's auto after a build
		`주문번호 12가3456 처리 실패`,                                 // the shape after the word for an order
		`Fehler: Modell XC-90 Fahrzeug nicht gefunden`,       // a model named before it
	} {
		if got, _ := r.String(s); got != s {
			t.Errorf("changed: %q -> %q", s, got)
		}
	}
}

// TestVehicleWordsKnowledge: vehiclewords.fuse answers the words its
// sources give in each language (Chromium's Vehicle, CLDR's car), and
// not the words left out: another language's common word (Slovene bil,
// "was"; English motor) and a keyword its own language writes in another
// sense (Russian машина, a machine).
func TestVehicleWordsKnowledge(t *testing.T) {
	for _, w := range []string{"pojazd", "samochód", "samochod", "kenderaan", "gari", "όχημα", "fahrzeug", "auto",
		"veículo", "veiculo", "वाहन", "araç", "vehículo", "veicolo", "voiture", "véhicule", "voertuig", "vozidlo",
		"автомобиль", "автомобіль", "xe", "pelat nomor", "nombor plat"} {
		if !wordlist.VehicleWord(w) {
			t.Errorf("VehicleWord(%q) = false", w)
		}
	}
	for _, w := range []string{"motor", "машина", "macchina", "transport", "kereta", "mobil", "error", "fehler"} {
		if wordlist.VehicleWord(w) {
			t.Errorf("VehicleWord(%q) = true", w)
		}
	}
}
