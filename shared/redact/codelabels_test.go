package redact

import "testing"

// TestNumbersNamedByCodeLabels: a number after a code's, a key's or an
// identifier's label in some language (words.CodeLabel) that follows a
// thing's head, after an id word behind a thing's noun (words.ThingNoun),
// after a camelCase technical key, at the end of
// an API's path or of a reference of slashes is an identifier and stays;
// the same digits after a person's, an account's or a credential's head,
// a label alone, a person's path segment or in a phone's length are
// still masked.
func TestNumbersNamedByCodeLabels(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"ELSTER-Übermittlung fehlgeschlagen: ERiC-Fehlercode 610301202 (ERIC_TRANSFER_ERR_XML_THEADER)", "Kundenkennung 48213977 fehlt", "48213977"},
		{"Hebesatz für Gemeindeschlüssel 08212000 im Veranlagungsjahr 2023 nicht hinterlegt", "Benutzerkennung 48213977 fehlt", "48213977"},
		{"Zustelldienst meldet Fehler (Leika-Schlüssel 99050012104000)", "Sicherheitsschlüssel 482139 fehlt", "482139"},
		{"Zugangscode erforderlich (Objekt-ID 220145)", "Kunden-ID 48213977 fehlt", "48213977"},
		{"Auftrags-ID 48213977 nicht gefunden", "API-Schlüssel 48213977 abgelehnt", "48213977"},
		{"identyfikator zadania: Auftrags-ID 4821397", "clave 48213977", "48213977"},
		// a code a customer's word heads is the customer's
		{"Fehlercode 610301202 beim Versand", "Fehler: Kundencode 48213977 ungültig", "48213977"},
		{"Statuscode 610301202 beim Versand", "Fehler: Kunden-Code 48213977 ungültig", "48213977"},
		// a credential's code (PIN, access, one-time, TAN, auth) is a secret
		// wherever its number stands, glued on by a hyphen or not; an error's
		// or an article's code stays
		{"Error-Code 48213977 beim Versand", "PIN-Code 48213977", "48213977"},
		{"Artikel-Code 48213977 unbekannt", "Der PIN-Code 4821 ist falsch", "4821"},
		{"Status-Code 500 vom Server", "Access-Code 48213977 abgelehnt", "48213977"},
		{"ERiC-Fehlercode 610301200 beim Versand", "TAN-Code 482139 abgelaufen", "482139"},
		{"HTTP status code 4040 unbekannt", "Einmalcode 482139 abgelaufen", "482139"},
		{"error_code 4821 beim Versand", "código de acceso 4821 incorrecto", "4821"},
		{"Fehlercode 610301202 beim Versand", "codice di accesso 4821 non valido", "4821"},
		{"Statuscode 610301202 beim Versand", "verificationCode 482139 expired", "482139"},
		// Slurm's step id, camelCase; a camelCase key of no kind of quantity
		// holds anything
		{"slurmstepd: error: Detected 1 oom_kill event in StepId=884230.batch.", "user_id=48213977 failed", "48213977"},
		{"LDAP account locked (lockoutTime=133456789012345678)", "KeyError: '234045316684108'", "234045316684108"},
		// an API's path: a version segment, then a thing's segment
		{"FetchError: request to https://api.deutschebahn.com/timetables/v1/plan/8000105 failed", "GET /api/v1/users/48213977 failed", "48213977"},
		{"GET https://api.example.com/v2/stations/8000105 404", "GET /v2/customers/48213977 failed", "48213977"},
		{"GET /api/v1/orders/48213977 failed", "GET /api/v1/accounts/48213977 failed", "48213977"},
		{"GET /api/v1/plan/800010577 failed", "GET /api/v1/plan/4915112345678 failed", "4915112345678"},
		// a file's reference: an issuer's code and a year among slashes
		{"Error al comunicar el siniestro SIN/24/018822 a CICOS", "Aktenzeichen 12/2024/0012345 fehlt", "0012345"},
		{"il sinistro 2024/RCA/004471 non può essere gestito", "Telefon 030/12/345678", "345678"},
		// a payment's id of capitals and digits after its noun
		{"GoCardless webhook: payment PM00A8K2 failed — mandate_not_active", "Telefon 0301234567 fehlt", "0301234567"},
	})
}
