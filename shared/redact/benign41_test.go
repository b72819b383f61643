package redact

import "testing"

// TestMailRolesAndDatedKeys (session 41): the mailboxes every mail domain
// must have (RFC 5321's postmaster, RFC 2142's hostmaster and abuse, the
// bounce's MAILER-DAEMON) and the id a mail server generates for a message
// (its queue time, yyyymmddhhmmss, a dot and the queue id) are kept; a
// person's mailbox beside them, and one no standard names (noreply@, info@),
// is still masked.
func TestMailRolesAndDatedKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "postfix/smtp[22871]: 4KQ7M2X9RT: to=<postmaster@relay.example>, relay=mx2.relay.example[10.40.1.8]:25, status=deferred", kept: []string{"postmaster@relay.example"}},
		{in: "bounce: MAILER-DAEMON@mx.corp.example returned mail for hostmaster@corp.example, report to abuse@corp.example", kept: []string{"MAILER-DAEMON@", "hostmaster@", "abuse@"}},
		{in: "to=<postmaster@relay.example> cc=<lotte.visser@relay.example>", gone: []string{"lotte.visser"}, kept: []string{"postmaster@relay.example"}},
		{in: "mail from noreply <noreply@shop.example> to info@shop.example bounced", gone: []string{"noreply@", "info@"}},
		{in: "rspamd_task_write_log: id: <20261130021407.4KQ7M@mail.relay.example>, (default: T (reject): [14.20/15.00])", kept: []string{"20261130021407.4KQ7M@mail.relay.example"}},
		// no time to the second, or a time no calendar holds: a mailbox
		{in: "rspamd: id: <20261130.4KQ7M@mail.relay.example> from <ines.k1985@mail.relay.example>", gone: []string{"20261130.4KQ7M", "ines.k1985"}},
		{in: "id: <20261399021407.4KQ7M@mail.relay.example>", gone: []string{"20261399021407.4KQ7M"}},
	})
}

// TestPhonesHoldNoDateOrZeroCountry (session 41): a run of digit groups
// that holds a whole ISO date (MySQL's duplicate entry of a composite key,
// its parts joined by "-") is a key, and "00" before a 0 is no
// international prefix (country codes begin 1-9): "12 000 / 12 000" is two
// counts. The phone numbers beside them are still masked.
func TestPhonesHoldNoDateOrZeroCountry(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ERROR 1062 (23000): Doppelter Eintrag '314-2026-12-24' für Schlüssel 'bookings.uniq_room_date'", kept: []string{"'314-2026-12-24'"}},
		{in: "ERROR 1062 (23000): Entrada duplicada '12-2024-03-12 19:30' para la clave 'reservas.uq_local_turno'", kept: []string{"'12-2024-03-12 19:30'"}},
		{in: "Error: aforo superado en la zona Pista (12 000 / 12 000)", kept: []string{"(12 000 / 12 000)"}},
		{in: "llamar al 0034 612 345 678 o al +34 612 345 679", gone: []string{"612 345 678", "612 345 679"}},
		{in: "call 0044 20 7946 0958 before 2026-12-24", gone: []string{"7946 0958"}, kept: []string{"2026-12-24"}},
		// a date's look-alike that is no calendar's stays a phone's
		{in: "Rückruf an 030-2026-13-45 erbeten", gone: []string{"2026-13-45"}},
	})
}

// TestAppleUDIDs (session 41): the 25-character UDID of an Apple device
// (its chip's id padded with zeros, a hyphen, sixteen hex digits) is masked
// wherever it stands, as the phone rule's "00" prefix no longer reads it;
// the same shape of other lengths is kept.
func TestAppleUDIDs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Error: TestFlight: udid 00008030-001A2D3E0C1B802E not in provisioning profile", gone: []string{"001A2D3E0C1B802E"}, kept: []string{"not in provisioning profile"}},
		{in: "device 00008110-000C19E2340A801E paired", gone: []string{"000C19E2340A801E"}, kept: []string{"paired"}},
		{in: "build 00008030-1A2D3E0C (chip 8030), tag 00008030-001A2D3E0C1B802E9"},
	})
}

// TestServiceLoginAfterWordsForUser (session 41): MySQL's 1045 in Spanish
// writes its key as words ending in the word for a user ("Acceso denegado
// para usuario: 'svc_reservas'@…"); a service's account there is kept as
// it is after English's "for user", and a person's login is still masked.
func TestServiceLoginAfterWordsForUser(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ERROR 1045 (28000): Acceso denegado para usuario: 'svc_reservas'@'10.0.3.21' (Usando clave: SI)"},
		{in: "ERROR 1045 (28000): Acceso negado para usuario: 'app_readonly'@'localhost' (Usando clave: SI)"},
		{in: "ERROR 1045 (28000): Acceso denegado para usuario: 'jmartinez'@'localhost' (Usando clave: SI)", gone: []string{"jmartinez"}, kept: []string{"Acceso denegado para usuario: '", "'@'localhost'"}},
		{in: "ERROR 1045 (28000): Acceso denegado para usuario: 'lucia.ferrer'@'10.0.3.21' (Usando clave: SI)", gone: []string{"lucia.ferrer"}},
	})
}

// TestYearFirstDatesWithSpaces (session 41): Hungarian and Korean write a
// date year first with a dot and a space after each part (CLDR's
// "y. MM. dd."): a date, no number of anyone's; a phone number beside it
// is still masked.
func TestYearFirstDatesWithSpaces(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Hiányzik a napló bejegyzés (2026. 03. 12.)"},
		{in: "배송 예정일 2026. 3. 12. 확인 필요"},
		{in: "Hívja a 06 30 123 4567 számot, határidő: 2026. 03. 12.", gone: []string{"123 4567"}, kept: []string{"határidő: 2026. 03. 12."}},
	})
}

// TestCountsBeforeLeftUnitsAndDatesAfterAcronyms (session 41): a count
// with a word of how much is left or taken before its unit (Android's
// ART: "with 25165824 free bytes") is a count; a whole ISO date after an
// airport's code that is also an ID's acronym (FRA-NRT, Andorra's NRT) is
// a date. A number under a person's noun, and an NRT of its own shape, are
// still masked.
func TestCountsBeforeLeftUnitsAndDatesAfterAcronyms(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "java.lang.OutOfMemoryError: Failed to allocate a 134217744 byte allocation with 25165824 free bytes and 23MB until OOM"},
		{in: "Amadeus Self-Service 400: [38196] NO AVAILABILITY for LH 1234 FRA-NRT 2024-07-15 class Y"},
		{in: "refund to customer 48213977 failed, 25165824 free bytes", gone: []string{"48213977"}, kept: []string{"25165824 free bytes"}},
		{in: "NRT U-132950-X rejected", gone: []string{"132950"}},
	})
}

// TestPoolKeys (session 41): a sensitive key word with "pool" after it
// names a group of such things (SendGrid's ip_pool, a pool's name), no
// address or person; the address and the login beside it are still masked.
func TestPoolKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `SendGrid event webhook: bounce type=blocked reason="550 5.7.1 Service unavailable" ip_pool=marketing-2`},
		{in: "ip=203.0.113.77 ip_pool=transactional user=olivia.kranz", gone: []string{"203.0.113.77", "olivia.kranz"}, kept: []string{"ip_pool=transactional"}},
	})
}
