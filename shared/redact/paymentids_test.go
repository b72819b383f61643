package redact

import "testing"

// TestPaymentAddressesAndFiles: a UPI payment address (a person's handle at
// a PSP's), a password file's password field, a search query after
// query= and a credit score are masked; user@host, package@version, a
// query of code and a message after "query:" stay.
func TestPaymentAddressesAndFiles(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"ssh deploy@web01 failed", "Error: UPI collect request failed: VPA ravi.iyer@okaxis is invalid (U16)", "ravi.iyer"},
		{"npm install @types/node@18", "pay to 9876543210@ybl failed", "9876543210"},
		{`WARNING: password file "/root/.pgpass" has group or world access`,
			`WARNING: password file "/root/.pgpass" line 3 invalid: db.internal:5432:ledger:ledger_app:Pgp4ss-Crane:extra`, "Pgp4ss-Crane"},
		{"query=SELECT * FROM users WHERE id = 3", "Record too big size=12873 query=cheap flights to lagos for funeral next week", "lagos"},
		{"query=status:open AND id>3", "size=12873 query=cheap flights to lagos for funeral next week (while saving)", "lagos"},
		{"query: timeout after 30s", "underwriting rejected: applicant_id=4412 credit_score=612 dti=0.48", "612"},
	})
}

// TestRandomIDAfterPersonNoun: a random id after a person's noun (a
// wallet's, an account's) is masked whole, and capitalised letters glued
// to digits are no name (only "Xk" of Xk9fQ2… was masked); a name and a
// product's model stay as they were.
func TestRandomIDAfterPersonNoun(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"render failed: driver for Embraer RJ135 crashed (TDR)", "solana payout failed: recipient 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV has no associated token account", "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"},
		{"user build_2024_runner failed", "recipient Xk9fQ2zzAbc3LmPq7", "9fQ2zzAbc3LmPq7"},
	})
}

// TestSocialHandles: after a social network's name or the word "handle", a
// mention made of known words is a person's account; elsewhere a team's
// or a bot's handle and a package scope stay.
func TestSocialHandles(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"cc @deploy-bot", "Error: Instagram handle @bluebird konnte nicht verifiziert werden (rate limit)", "bluebird"},
		{"see @types/node", "TikTok @sunflower returned 429", "sunflower"},
	})
}

// TestOwnedSlugs: a host's slug that ends with an owner word and a given
// name names its owner; a slug of words stays.
func TestOwnedSlugs(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"peer build-of-the-day unreachable", "tailscale: peer gamingrig-of-noah (100.91.4.17) unreachable", "noah"},
		{"service-of-record-api restarted", "host nas_de_olivia down", "olivia"},
	})
}

// TestIndonesianStreets: Indonesian writes the street type first (Jl.,
// Jalan) before a capitalised name: a street; the word jalan in a
// sentence and jalankan (run) stay.
func TestIndonesianStreets(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"jalan tidak ditemukan", "Alamat pengiriman Jl. Kemang Raya No. 21, Jakarta Selatan tidak dapat diverifikasi", "Kemang"},
		{"Gagal: jalankan ulang", "Jalan Sudirman 5 ditutup", "Sudirman"},
	})
}

// TestGreekStreetTypes: Greek's street types (Λεωφ., Πλατεία, Οδός) make
// a street address of the words after them.
func TestGreekStreetTypes(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"διεύθυνση: μη έγκυρη", "διεύθυνση: Λεωφ. Κηφισίας 12", "Κηφισίας"},
		{"σφάλμα: η πλατεία δεν βρέθηκε", "address: Πλατεία Συντάγματος 3", "Συντάγματος"},
	})
}

// TestLocalisedNameKeys: the surname and the given name as other
// languages' keys write them name a person's value, even a word (Smith);
// a message of the languages' function and catalogue words after such a
// key stays (es obligatorio, jest wymagane).
func TestLocalisedNameKeys(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"apellido: es obligatorio", `nombre: "Hunter", apellido: "Smith"`, "Smith"},
		{"nazwisko: jest wymagane", `{"nachname": "Winter", "vorname": "Frank"}`, "Winter"},
		{"surname: es obligatorio", `{"фамилия": "Кузнецов"}`, "Кузнецов"},
	})
}

// TestURLNameSegments: a URL's path segment that is a person's name as a
// slug is masked as in a path of its own; a package's, a page's and a
// route's segments stay.
func TestURLNameSegments(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"https://pypi.org/project/django-rest-framework/", "S3 upload path invalid: s3://cv-bucket/applicants/ahmed_elsayed_farouk/cv.pdf (AccessDenied)", "elsayed"},
		{"see https://docs.example.com/getting-started/first_steps?x=1", "https://x.example/api/v1/user_profiles/42/olivia-martin/avatar", "olivia-martin"},
	})
}
