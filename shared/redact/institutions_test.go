package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestInstitutions: the name after a word for a shelter, a prison, a
// hospital, a care home, a hotel or a camp (words.PlaceNounForm) is where
// a person is, in the languages the wordnets translate the nouns into, in
// their case forms; a word of code after the noun, or a noun without a
// capitalised name, stays.
func TestInstitutions(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Hinweis: Bewohnerin ist ins Pflegeheim Sonnenhof verlegt worden, Post zurück", "Sonnenhof", "Post zurück"},
		{"Błąd: pacjent leży w szpitalu Bielańskim, wizyta odwołana", "Bielańskim", "wizyta odwołana"},
		{"Помилка: заявниця перебуває в лікарні Мечникова, лист повернуто", "Мечникова", "лист повернуто"},
		{"Ошибка: клиентка живёт в общежитии, сейчас в больнице Боткина", "Боткина", "Ошибка"},
		{"Erreur : le colis attend à l'hôtel Mercure de Rouen, retrait impossible", "Rouen", "retrait impossible"},
		{"Errore: l'utente è ricoverato all'ospedale Niguarda, appuntamento annullato", "Niguarda", "appuntamento annullato"},
		{"Σφάλμα: ο κρατούμενος μεταφέρθηκε στη φυλακή Κορυδαλλού, η επίσκεψη ακυρώθηκε", "Κορυδαλλού", "η επίσκεψη ακυρώθηκε"},
		{"Fout: de cliënt verblijft tijdelijk in ziekenhuis Rijnstate, post retour", "Rijnstate", "post retour"},
		{"Visit not booked: parcel held at Hotel Bristolia until Friday", "Bristolia", "Visit not booked"},
		{"त्रुटि: मरीज़ लखनऊ अस्पताल में भर्ती है", "लखनऊ", "त्रुटि"},
	})
	for _, benign := range []string{
		"Hospital Management System failed to start",
		"hotel Settings not found; open Hospital API docs",
		"Error: the hotel was not found in the catalogue",
		"Fehler: Krankenhaus konnte nicht gespeichert werden",
		"Erreur : aucun hôtel disponible pour ces dates",
		"Błąd: nie znaleziono szpitala o podanym identyfikatorze",
		"camp_id 42 not found in table hotel_rooms",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestPlaceNounForms: the list holds the wordnets' nouns for the places a
// person is put or stays in, and their case forms are read; a word of
// another sense or a short word's look-alike is none.
func TestPlaceNounForms(t *testing.T) {
	for _, w := range []string{"pflegeheim", "szpital", "szpitalu", "лікарні", "притулку", "φυλακή", "hôtel", "hotel", "hospital", "जेल", "병원", "ospedale"} {
		if !wordlist.PlaceNounForm(w) {
			t.Errorf("PlaceNounForm(%q) = false, want a place a person stays in", w)
		}
	}
	for _, w := range []string{"server", "table", "file", "folder", "queue", "heim", "haus", "camp", "x"} {
		if wordlist.PlaceNounForm(w) {
			t.Errorf("PlaceNounForm(%q) = true, want none", w)
		}
	}
}
