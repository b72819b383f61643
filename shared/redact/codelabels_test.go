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
		// after a key's "=" as after a space; a person's key still masks it
		{"tar: keyword/value pair too long (keyword=REU/24/782943, length=12)", "export failed (customer=REU/24/782943, length=12)", "782943"},
		// quotes of any language around a reference or an API's path
		{"Waarde van ‘REU/19/052588’ moet een decimaal getal zijn.", "Telefon ‘030/12/345678’", "345678"},
		{"“MEX/20/009667” value must be an integer.", "“030/12/345678” value must be an integer.", "345678"},
		{"find: argument invalid `ARM/22/778647' pentru `4.15.1'", "Telefon `030/12/345678'", "345678"},
		{"app: Neznámá proměnná „https://dbus.xdg.ml/svc/v1/commons/574904“", "GET „https://x.example.com/api/v1/users/48213977“", "48213977"},
		{"bash: https://cert.hm/api/v2/tar/181401: no es una variable de matriz", "bash: https://cert.hm/api/v2/customers/181401: no es", "181401"},
		{"wget: Converting links in https://sensors.example.sb/svc/v2/cups/746399...", "GET /api/v1/plan/181401.json failed", "181401"},
		{"app: wartość <XDR/25/004471> musi być większa", "Telefon <030/12/345678>", "345678"},
		// a line's or a port's number after the path, as a location is written
		{"E: Erro de sintaxe https://data-02.example.io/rest/v1/ninja/929486:70: Diretivas", "E: Erro https://data-02.example.io/rest/v1/users/929486:70: Diretivas", "929486"},
		{"wget: Κατάλογος στο https://gnu.example.im/rest/v3/pom/917349:93695 (ID αποθέματος: 44597)", "GET https://x.example.com/api/v1/plan/48213977:4435555 failed", "48213977"},
		{"diff: ogiltigt --ignore-initial-värde ”COL/20/027350”", "Telefon ”030/12/345678”", "345678"},
		{"https://devmapper.audit.ca/svc/v1/postgresql/574904객체들은 get_absolute_url() 메소드가 없습니다.", "https://devmapper.audit.ca/svc/v1/users/574904객체들은 없습니다.", "574904"},
		// an id after a catalogue's label of a thing's id in parentheses;
		// a user's, a customer's, a messenger's id or a bare ID stays masked
		{"ERROR:  worker restarted (ID interno: 59926599)", "ERROR:  worker restarted (ID de usuario: 59926599)", "59926599"},
		{"app: Valós idejű szignál 42447 (Kanonikus azonosító: 17058633)", "fehlt (ID del cliente: 17058633)", "17058633"},
		{"find: 신호 77820에 의해 중지됨 (스톡 ID: 87360917)", "xz: 오류: 23505 (Sametime ID: 87360917)", "87360917"},
		{"Geçersiz sayfa (JIT): GBM (Uygulama Kimliği: 86050231)", "alice failed (ID: 86050231)", "86050231"},
		{"tar: Kan geen tijdelijke map aanmaken (Sleutel ID: 57618207)", "Process (User ID: 57618207)", "57618207"},
		{"grep: avertisment: buclă recursivă (Identificator (ID) unic: 48213977)", "x (ID (de usuario): 48213977)", "48213977"},
		// French's identifiant is a login's word too, but beside a thing's
		// qualifier the catalogue's phrase is Internal ID; a user's stays
		{"sed: préserve les permissions (Identifiant interne: 83057438)", "sed: échec (Identifiant utilisateur: 83057438)", "83057438"},
		// a payment's id of capitals and digits after its noun
		{"GoCardless webhook: payment PM00A8K2 failed — mandate_not_active", "Telefon 0301234567 fehlt", "0301234567"},
	})
}

// TestIDLabelQualifier: a capitalised product word between an id's label
// and its colon in the bracketed "(ID Product: id)" form qualifies the
// label and stays; the same word outside the brackets, before a value that
// is no id, or after a label that names no identifier is still masked. A
// two-capital code that is no US state's (FD, a file descriptor) writes no
// ZIP code after it, and PostgreSQL's pg_ objects in pg_catalog are the
// database's.
func TestIDLabelQualifier(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"gpg: key expired (ID Zoltrix: 3287b98caaf7)", "gpg: key expired ID Zoltrix: 3287b98caaf7", "Zoltrix"},
		{"app: mapping defined twice (ID Zoltrix: 4821)", "gpg: key expired (ID Zoltrix: quokka)", "Zoltrix"},
		{"man: cannot lock the index cache (Kennung Zoltrix: c83a60d515ec)", "gpg: key expired (Benutzer Zoltrix: 3287b98caaf7)", "Zoltrix"},
		{"killall: kill process 74? (ID Zoltrix: c5a3217af3e5)", "user ID Zoltrix: denied", "Zoltrix"},
		// a name the names data holds stays a name there, even a word's
		// (smith, baker); a technical kind of id (Port, Host) stays
		{"gpg: key expired (ID Port: 4821)", "approval pending (ID Smith: 1615)", "Smith"},
		{"app: lock held (ID Host: 4821)", "approval pending (ID Baker: 9a1c)", "Baker"},
		// ... unless the label and the word are a catalogue's label whole:
		// Indonesian's Startup ID is ID Mula, though Mula is a name too
		{"bash: wait: pid 51 bukan anak dari shell ini (ID Mula: 1a234e53acdb)", "bash: wait: pid 51 bukan anak dari shell ini (ID Olivia: 1a234e53acdb)", "Olivia"},
		{"wget: Data koneksi gagal (ID Mula: 86448424)", "wget: Data koneksi gagal (ID Smith: 86448424)", "Smith"},
		// a catalogue's label abbreviated before its id: Ukrainian Ід. of ідентифікатор
		{"ERROR:  ключ не повинен бути null (Ід.: 7d0afadca9eb)", "ERROR:  ключ не повинен бути null (Олег: 7d0afadca9eb)", "Олег"},
		// ID's word in other languages as the catalogues write it beside a
		// product they keep in Latin letters ("Sametime ID"): هويّة, מזהה,
		// French's Identifiant, which is its login's word as well
		{"app: mail waiting (هويّة Zoltrix: 9b3e51c0d7a2)", "app: mail waiting (صديق Zoltrix: 9b3e51c0d7a2)", "Zoltrix"},
		{"app: six attempts failed (מזהה Zoltrix: 4f0e9a8c21bd)", "app: six attempts failed (חבר Zoltrix: 4f0e9a8c21bd)", "Zoltrix"},
		{"killall: Tuer le processus 12 ? (Identifiant Zoltrix: 9b3e51c0d7a2)", "killall: connexion refusée, Identifiant jdurand", "jdurand"},
		{"app: échec (Identifiant Zoltrix: 4821)", "app: échec (Identifiant jdurand: 4821)", "jdurand"},
		// the abbreviated label in a text of Latin URLs, where Cyrillic is
		// the foreign script; a Cyrillic name there is still masked
		{"install: write error at offset https://pkg.example.org/api/v2/strace/6021 (Ід.: 7d0afadca9eb)", "install: write error at offset https://pkg.example.org/api/v2/strace/6021 (Олег: 7d0afadca9eb)", "Олег"},
		// a reference's issuer in capitals, though a given name shares them
		{"Значення має бути кратним кроку ANG/23/017933.", "contact ANG/23 failed", "ANG"},
		{`ERROR:  スロット"AUD/21/402738"をコピーできませんでした`, "user AUD/olivia failed", "olivia"},
		// pg_catalog's pg_ objects; the same name in another schema is judged
		{"install: pg_catalog.pg_getwal: write failed", "install: public.pg_getwal: write failed", "getwal"},
		{"app: pg_catalog.pg_getwal: sequence out of range", "install: pg_catalog.getwal: write failed", "getwal"},
	})
}
