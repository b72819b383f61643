package redact

import "testing"

// TestNumbersExplainedByTheirWords: a count before the plural of a common
// word, a process's id and size, and a checksum named with its width are
// technical, and so is a long block before short groups (a picture's number
// and its size); a number after a person's noun or with nothing to explain
// it is still masked.
func TestNumbersExplainedByTheirWords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"postgres: checkpoint took 123.456 s, wrote 123456 buffers (75.3%)", "customer 48213977 orders failed", "48213977"},
		{"process 4412873 killed by OOM (rss 2147483648)", "call 4155550134 tomorrow", "4155550134"},
		{"checksum crc32=2891336453 mismatch", "user 4155550134 logins blocked", "4155550134"},
		// a long block then short groups is no phone's grouping; a long
		// block last, or an extension after it, still is
		{"GET https://cdn.example.com/s640/teaser-exo-k-34521098-720-516.jpg 404", "call 030 12345678-12 now", "12345678"},
		{"thumbnail 20488123-1280-720-2 missing", "reach her at 0721 1234567 please", "1234567"},
		// a bound after a limit's verb or "equal to", "up to"; the same
		// number sent to somebody is still masked
		{"query failed: matching series exceeds 300000", "sms sent to 7412000 failed", "7412000"},
		{"Ensure this value is less than or equal to 500000.", "invoice for account 4155550134 is overdue", "4155550134"},
		{"Fout: slimme meter, baudrate 115200, geen telegram", "reach her at 0721 115200 please", "115200"},
		{"retrying up to 120000 times", "message to 4155550134 bounced", "4155550134"},
	})
}

// TestNumbersExplainedByTheirForm: a power of two, a barcode under its key
// in Turkish, a code after a French «, a calendar version, a build step's
// ordinal and two numbers an aside's bracket parts are technical; the same digits
// where nothing explains them are still masked.
func TestNumbersExplainedByTheirForm(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Failed to allocate a 33177612 byte allocation with 16777216 free bytes, target footprint 268435456", "call 16777213 tomorrow", "16777213"},
		{"AYRINTI:  (barkod)=(8690000044712) anahtarı zaten mevcut.", "AYRINTI:  (musteri)=(8690000044712) anahtarı zaten mevcut.", "8690000044712"},
		{"COPY produits, ligne 4471, colonne code_douane : « 8471300000-EXTRA »", "COPY produits, ligne 4471, colonne client : « 8471300000-EXTRA »", "8471300000"},
		// a calendar version after a version in parentheses, and a build
		// step's "#12" before its seconds; phones with dots and parentheses
		// are still phones
		{"Runner image: ubuntu-24.04 (20261124.1.0)", "call +33 (0)1.23.45.67.89 now", "45.67.89"},
		{"#12 4.812 ERR_PNPM_OUTDATED_LOCKFILE", "reach her at 612.555.0123 please", "555.0123"},
		{"IOException (device SM-S918B, Android 14, app 5.12.0 (5120041))", "IOException (device SM-S918B, owner 0761 (5120041))", "5120041"},
		// two numbers with an aside's bracket between them and words
		// written on after it; the same digits ending the line are one
		{"ERROR:  想定外のタイムラインID 17(1024のはず)がありました", "tel 030(123456", "030(123456"},
		// MySQL's code and its SQLSTATE in the client's words, in any
		// language; after a phone's word the same digits are a number
		{"ERREUR 1062 (23000): Duplicata du champ '17' pour la clef 'PRIMARY'", "Telefon 555 (12345)", "12345"},
		{"FEHLER 1045 (28000): Zugriff verweigert", "ruf an 0711 (23456)", "23456"},
		// a major and minor of a digit or two, then a long build, is a
		// product's version; dotted phones keep their trunk 0 or the
		// North American groups, and are still phones
		{"安装时发生严重错误 0x80070643：Microsoft Visual C++ 2015-2022 Redistributable (x64) - 14.38.33135", "tel 02.1234.5678", "1234.5678"},
		{"MSVC 14.38.33130 toolset not found (Windows 10.0.19045)", "call 555.123.4567 tonight", "123.4567"},
	})
}

// TestNumbersUnderGluedRecordKeys: a key that glues an id word to a
// record's word (appid, orderid, ticketno, ITEMNR) names that record's
// number, as order_id does; glued to a person's or an account's word
// (userid, custid, accountno) the number is still masked.
func TestNumbersUnderGluedRecordKeys(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Steamworks: RequestEncryptedAppTicket failed with k_EResultAccessDenied (appid 1172470)", "login blocked (userid 1172470)", "1172470"},
		{"payment callback rejected: orderid=48213977 status=DECLINED", "login failed: custid=48213977 blocked", "48213977"},
		{"Helpdesk: ticketno 4471209 could not be merged", "Helpdesk: accountno 4471209 could not be merged", "4471209"},
		{"WMS FEHLER: ITEMNR 88120441 nicht im Lager", "WMS FEHLER: PATIENTID 88120441 nicht im Lager", "88120441"},
	})
}

// TestNumbersAfterACode: digits glued by a hyphen to a code of capitals in
// brackets or under a code's key are a carrier's or a gateway's reference,
// and a year and its sequence after capitals of any script a document's;
// the same shape after a word of prose, a document's noun or in a key's
// bracket is still masked.
func TestNumbersAfterACode(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"JNE API error: AWB tidak ditemukan (JNE-0123456789), status 404", "Σφάλμα: ο αριθμός ταυτότητας AK-4471829 δεν αντιστοιχεί", "4471829"},
		{"Khách hàng hủy giao dịch (vnp_ResponseCode=24, vnp_TxnRef=VNP-20240311-000912)", "Fehler (Ausweis ID-12345678)", "12345678"},
		{"택배 API 오류 (CJ-640012345678)", "ident=(ID-12345678)", "12345678"},
		{"ticket lookup failed: \"INC-0012345678\"", "Driving licence DL-0420110012345 verification failed", "0420110012345"},
		{"order [ORD-20240311-000912] not synced", "policy number POL-99887766", "99887766"},
		// a document's number, a year and its sequence, after capitals
		// of any cased script; the same capitals before an identity
		// card's digits keep them masked
		{"Σφάλμα: η κράτηση ΚΡΑΤ-2025-0412 δεν ολοκληρώθηκε", "αριθμός ταυτότητας ΑΚ-447182", "447182"},
		{"Ошибка: накладная ЗАК-2024-004412 не проведена", "паспорт АК-2024412", "2024412"},
	})
}
