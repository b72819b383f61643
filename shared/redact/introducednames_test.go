package redact

import "testing"

// TestIntroducedNames: after a word of English that introduces a person,
// a given name of the names data is masked even where another language's
// dictionary or catalogue holds it (adam, otto, anna), and, after a
// participle and its preposition at the end of a clause, where English
// does (created by grace, assigned to martin). Technical words the names
// data also holds (server, peer), a name that labels a value, products and
// words that go on into English prose stay.
func TestIntroducedNames(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ticket created by adam", "adam"},
		{"message from natália", "natália"},
		{"invited by otto", "otto"},
		{"account anna disabled", "anna"},
		{"ticket assigned to łukasz", "łukasz"},
		{"created by adam smith", "smith"},
		{"ticket assigned to olivia martin yesterday", "martin"},
		{"assigned to martin.", "martin"},
		{"invited by roger", "roger"},
		{"created by guy, please review", "guy"},
		{"Connection closed by server", ""},
		{"received from peer", ""},
		{"STARTTLS extension not supported by server.", ""},
		{"SARIE transfer failed for iban SA0380000000608010167519", "SA0380000000608010167519"},
		// two given names, and a name no dictionary knows
		{"message from ana júlia", "júlia"},
		{"message from roger", "roger"},
		// a person's verb after a name, a person's role before "is"
		{"adam logged in", "adam"},
		{"martin logged in", "martin"},
		{"ana júlia signed up", "júlia"},
		{"the owner of team is olivia", "olivia"},
		{"the reviewer was rosemary.", "rosemary"},
		// a handle's noun: a given name English holds too
		{"user martin not found", "martin"},
		{"a user called rosemary", "rosemary"},
		// after a person's noun, a word only another language holds
		{"a user called perfeito reported the outage", "perfeito"},
		{"a user named admin", ""},
		{"no user named backup", ""},
		{"No module named expat", ""},
		{"User: arn:aws:sts::123456789012:assumed-role/ci/x is not authorized", ""},
		{"user grace period expired", ""},
		{"user will be notified", ""},
		{"the owner is root", ""},
		{"the author is anonymous", ""},
		{"the owner of the lock is pid 1234", ""},
		{"request logged", ""},
		{"cron logged in", ""},
		{"deployer logged in", ""},
		{"account martin disabled after 5 failed attempts", "martin"},
		{"account will be locked", ""},
		{"account balance updated", ""},
		// under a person's key
		{"owner=martin", "martin"},
		{"reviewer: rosemary", "rosemary"},
		{"owner=scheduler", ""},
		{"user=deploy", ""},
		{"author=renovate", ""},
		{"user=backup", ""},
		{"kubelet commented on the pod", ""},
		// a word nobody knows where only a person stands
		{"ærlænd logged in from a new device", "ærlænd"},
		{"the owner of team is agimundus", "agimundus"},
		// and after a participle's by at the clause's end: a tool's name
		// is kept only as far as knowledge holds it (goreleaser, no word
		// of the registries read, is masked there as a login would be)
		{"ticket created by agimundus", "agimundus"},
		{"resource created by goreleaser", "goreleaser"},
		{"resource created by dependabot", ""},
		{"resource created by terraform", ""},
		{"message from sidekiq", ""},
		{"signed by letsencrypt", ""},
		{"caused by grace period expiry", ""},
		{"sorted by date", ""},
		{"deploy to cassandra failed", ""},
		{"migrated to django 5", ""},
	})
	out, _ := New().String("SARIE transfer failed for iban SA0380000000608010167519")
	if out != "SARIE transfer failed for iban [iban]" {
		t.Errorf("the key before a value was read as a person: %q", out)
	}
}

// TestCatalogueRoleNouns: another language's word for a recipient, a
// sender, a customer or an attendee (pnoun.fuse, the catalogues'
// translations) introduces the name after it as English's recipient does;
// a company, a dictionary word in capitals or a lower-case system user
// after it stays.
func TestCatalogueRoleNouns(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`Sipariş 40022 teslim edilemedi: alıcı adreste bulunamadı`, `Sipariş 40022 teslim edilemedi: alıcı Will Power adreste bulunamadı`, `Power`},
		{`Gagal mengirim paket ke penerima yang tidak dikenal`, `Gagal mengirim paket JNE-0098812 ke penerima Ho Jin-woo`, `Jin-woo`},
		{`Nie można wysłać: nadawca nieznany`, `Nie można wysłać: nadawca Zofia Wójcik odrzucony`, `Wójcik`},
		{`Sipariş SIP-0412 (müşteri: Arçelik A.Ş.) faturalanamadı: döviz kuru tanımlı değil`, `Sipariş SIP-0412 (müşteri: Ayşe Kaya) faturalanamadı`, `Kaya`},
		{`Mitglied Hinzufügen fehlgeschlagen`, `Teilnehmer Jürgen Hoffmann nicht erreichbar`, `Hoffmann`},
		{`Benutzer root nicht gefunden`, `Absender Max Mustermann unbekannt`, `Mustermann`},
		// a catalogue language's function word the names data holds too,
		// then a template's word: Romanian's "is required", no user Este
		{`Câmpul username este obligatoriu`, `login failed for user este`, `este`},
		{`usuario postgres no existe`, `remitente Carlos Ruiz rechazado`, `Ruiz`},
		{`Σφάλμα: ο ασθενής δεν βρέθηκε`, `Σφάλμα: ο ασθενής Νίκος Παπαδόπουλος δεν βρέθηκε`, `Παπαδόπουλος`},
		{`válido hasta Diciembre`, `Помилка: пацієнт Олена Коваленко не знайдена`, `Коваленко`},
		{`e-Fatura hatası: alıcı TCKN GİB sisteminde kayıtlı değil`, `Nama penerima Siti Nurhaliza binti Ahmad tidak cocok`, `Siti`},
		{"ID     SAHIP      STATE\n4  postgres  failed", `Gagal memproses pembayaran untuk pelanggan Dewi Lestari: saldo tidak mencukupi`, `Dewi`},
	})
}

// TestNamePartNouns: after the words for a name's part written as prose
// (first name, last name), a given name or a surname of the names data is
// that part even where English writes it as a word (Joy, Street); the
// same words before the sentence's own words, a field's, stay.
func TestNamePartNouns(t *testing.T) {
	checkMasks(t, []maskCase{
		{"rating_comment mentions rider first name Joy", "Joy"},
		{"validation failed: last name Fisher too short", "Fisher"},
		{"rider Anna reported the order missing", "Anna"},
		{"the first name field is required", ""},
		{"first name Is Required", ""},
		{"enter your first name here", ""},
		{"courier service is down", ""},
		// the last part of a package's dotted name is no noun of a person
		{"La aplicación com.glovo.courier se ha detenido.", ""},
		{"App com.example.driver se zastavila", ""},
		{"Error: courier Olivia not found", "Olivia"},
	})
}

// TestNounBeforeKeyIsNoHandle: after a person's noun, the word that is
// another such noun (a name's part) or an attribute's key is no handle:
// the key stays and its value is judged under it (<patient lastname="…"/>);
// a login after the noun is still the person's.
func TestNounBeforeKeyIsNoHandle(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `<patient lastname="Wrona" mrn="A-1"/> rejected`, gone: []string{"Wrona"}, kept: []string{`<patient lastname="`}},
		{in: `<customer firstname="Beata"/> invalid`, gone: []string{"Beata"}, kept: []string{`<customer firstname="`}},
		{in: `member username dkrol not found`, gone: []string{"dkrol"}, kept: []string{"member username ", " not found"}},
		{in: `user tnowicki not found`, gone: []string{"tnowicki"}},
	})
}

// TestCapitalsGluedToCode: capitals after a preposition that "_" glues to
// more of a word are a name of code (a DICOM application entity, a
// queue), whose span no person's name may end inside; a person's name
// there, in capitals or not, is still masked.
func TestCapitalsGluedToCode(t *testing.T) {
	checkMasks(t, []maskCase{
		{"C-FIND RSP status 0xC000 from AE RIS_GATEWAY", ""},
		{"message sent to LAB ORDERS_Q failed", ""},
		{"report from JOHN SMITH_1987 rejected", "SMITH"},
		{"reminder sent to Olivia Bennett failed", "Olivia Bennett"},
	})
}
