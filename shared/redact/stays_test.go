package redact

import "testing"

// TestStayNumbers: a room, bed or seat and its number after a guest's, a
// patient's or a passenger's noun is where that person is (with the ward,
// the hotel or the flight after it); a room or a seat of a program's (a
// chat's room, a licence's seat) has no such person before it and stays.
func TestStayNumbers(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"PMS error: guest in room 804 reported a leak, ticket 5521 open", "804", "reported a leak, ticket 5521 open"},
		{"Fehler: Patient liegt in Zimmer 17, Station 2A (Quarantäne)", "Station 2A", "(Quarantäne)"},
		{"خطأ: لم يتم إرسال الرسالة إلى النزيل في غرفة 509، فندق الواحة", "الواحة", "لم يتم إرسال"},
		{"Upgrade failed: passenger moved to seat 31C on BA 0117 twice", "BA 0117", "Upgrade failed"},
		{"Paging failed: traveller waiting at Gate D4, Gatwick (beacon 7)", "Gatwick", "(beacon 7)"},
	})
	for _, benign := range []string{
		"user joined room 42 of the chat service",
		"room 5 of chat service is full",
		"seat 3 of 10 licences used",
		"guest checkout failed for booking 5512",
		"Passenger count 3 exceeds seats 2",
		"passenger service at gate 5 unavailable",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestLivingPlaces: the place after a verb of living or staying and its
// preposition is where a person lives (Klient wohnt in …, checked in at
// Hotel …); after a verb said of things the place is a word of code.
func TestLivingPlaces(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Notiz: Mandantin wohnt seit 2021 in Bornheim", "Bornheim", "Mandantin wohnt seit 2021 in"},
		{"loyalty: member 12 checked in at Hotel Arkadia, points pending", "Arkadia", "points pending"},
		{"Klient mieszka obecnie w dzielnicy Bemowo – brak kuriera", "Bemowo", "brak kuriera"},
		{"Hồ sơ lỗi: người dùng đang tạm trú tại Đà Lạt", "Đà Lạt", "tạm trú tại"},
		{"Alert: the minor was last seen at Porta Nuova around 18:00", "Nuova", "around 18:00"},
		{"Vermisstenmeldung: Bewohner zuletzt gesehen am Westbahnhof Linz", "Westbahnhof", "zuletzt gesehen am"},
		{"Σφάλμα αποστολής: η ενοικιάστρια μένει τώρα στη Νέα Σμύρνη", "Σμύρνη", "μένει τώρα στη"},
		{"Consegna fallita: la signora abita a Pergine Valsugana", "Pergine", "abita a"},
		{"Bezorging mislukt: de huurder woont sinds 2022 in Zoetermeer", "Zoetermeer", "woont sinds 2022 in"},
	})
	for _, benign := range []string{
		"The config lives in Vault and is read at startup",
		"the worker lives in Kubernetes namespace prod",
		"data resides in eu-central-1",
		"device last seen at 10:42",
		"token last seen in Redis cache",
		"Die Konfiguration lebt in Git",
		"Il modulo vive in Python",
		"la aplicación vive en Kubernetes",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestWhereaboutsKeys: a key that says where a person or their device was
// last seen or is now names a place when capitalised words follow it; a
// timestamp, a catalogue's word alone and a key of code's places stay.
func TestWhereaboutsKeys(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"tracker: last_seen: Rotterdam Centraal 08:12, battery low", "Centraal", "08:12, battery low"},
		{"beacon lost, whereabouts: Kraków Główny", "Główny", "beacon lost"},
		{"Ошибка трекера: местоположение: Казань, Вахитовский не найдено", "Вахитовский", "не найдено"},
		{`{"current_location": "Plaça de Catalunya", "battery": 12}`, "Catalunya", `"battery": 12`},
	})
	for _, benign := range []string{
		"last_seen: Never",
		"lastSeenAt=2024-05-01T10:00:00Z",
		"current_location: Unknown",
		"location=us-east-1",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}
