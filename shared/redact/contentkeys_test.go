package redact

import "testing"

// TestContentKeys: a sentence under the key for a person's text in the
// form's language (本文, 内容, 내용, testo, Kommentar, treść, yorum) is
// masked whole, quoted or not; a short or code-like value under the same
// keys, a schema's column named so and a message key's text are kept. The
// sentences are invented for the test.
func TestContentKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: 送信に失敗しました: 本文=引っ越したので請求書を新しい住所に送ってほしいです", "引っ越したので"},
		{"错误：留言=孩子今天生病了，请改天送货 (长度超限)", "孩子今天生病了"},
		{"오류: 댓글='배송 기사님이 너무 불친절했어요 다시는 안 시킵니다' 저장 실패", "배송 기사님이"},
		{`Errore: commento="la consegna è arrivata rotta e nessuno risponde" rifiutato`, "la consegna"},
		{"Fehler beim Speichern: kommentar=Paket lag im Regen vor der Tür, zip=10115", "Paket lag im Regen"},
		{`Błąd zapisu: treść="syn zamówił to bez mojej zgody, proszę o zwrot"`, "bez mojej zgody"},
		{"Hata: yorum=kargo çok geç geldi ve kutu ezikti", "kargo çok geç"},
		// kept
		{"Error: kommentar=null, inhalt=leer", ""},
		{`ERROR: column "texto" of relation "avisos" does not exist`, ""},
		{"Fehler: Kommentar: zu lang (max 500 Zeichen)", ""},
		{`Error: mensaje="Tarjeta rechazada por el banco emisor"`, ""},
	})
}

// TestContentKeyParts: a content key with the word for its text after it
// (comment body, review text) and a complaint key name a person's text; a
// service's body (error body) and a message about the field stay.
func TestContentKeyParts(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`error body: "upstream returned an invalid response"`, "comment body: 'Please call back after 6pm, kids asleep before that'", "kids asleep"},
		{"comment body: too long (max 2000 characters)", `review text: "Terrible service, waited 3 hours, never again" rejected`, "Terrible service"},
		{"complaint: missing", `complaint: "the courier was rude to my mother"`, "courier was rude"},
	})
}

// TestLabelledContent: a key for a person's text labelling the rest of a
// line after ": " ("review: …", "views.py:opmerking: …:41"): the text is
// masked unless it is the catalogue's own validation message under the
// same key, or quotes a value, or counts. Sentences invented for the
// test.
func TestLabelledContent(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: comentario: El repartidor dejó la caja mojada en la puerta", "repartidor dejó"},
		{"src/app/forms.py:kommentar: Paket lag zwei Tage beim Nachbarn:88", "Paket lag zwei"},
		{"Error: お問い合わせ内容: 配達員さんがとても親切でした", "配達員さんが"},
		// after CJK's full-width colon, which no space follows
		{"备注：请在下午三点前联系张伟", "请在下午三点前"},
		{"コメント：明日の午後に再配達をお願いします", "明日の午後に"},
		{"备注：订单号为空", ""},
		{"错误：数据库连接失败", ""},
		{"Ошибка: отзыв: Курьер опоздал на три часа", "Курьер опоздал"},
		{"Error: review: terrible courier, never again", "never again"},
		// kept (a program's message about the field; one that counts is
		// left to the other rules: only the member clause goes)
		{"Error: comment: she is a member of the Teamsters, invoice 77 held", "Teamsters"},
		{"Error: comment: This field is required.", ""},
		{"Kommentar: Dieses Feld ist zwingend erforderlich.", ""},
		{"Fehler: Kommentar: zu lang (max 500 Zeichen)", ""},
		{"failed to post review: connection reset by peer", ""},
		{"reply: Niewłaściwa wartość wyliczeniowa. Oczekiwano: 'active' | 'archived', otrzymano: '[email]'", ""},
		{"ValidationError: reply: Validator failed for path `reply` with value `[email]`", ""},
	})
}

// TestCJKTextLabels: in Han, Kana and Hangul a label of a note or a
// comment stands after the word for whose it is, glued (顧客コメント,
// 客户留言) or apart (고객 메모, which is no name after 고객); a
// program's message (エラーメッセージ, 错误消息) and its content (エラー
// 内容) are no person's text. Sentences invented for the test.
func TestCJKTextLabels(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: 顧客コメント: 来週の月曜日は留守にしています", "留守にして"},
		{"Error: 客户留言：请把包裹交给楼下的保安 —— 保存失败", "交给楼下"},
		{"Error: 고객 메모: 아이가 자고 있으니 벨을 누르지 마세요 - 저장 오류", "벨을 누르지"},
		// kept
		{"Error: エラーメッセージ: 接続がタイムアウトしました", ""},
		{"Error: 错误消息：连接数据库超时", ""},
		{"Error: エラー内容: ファイルが見つかりません", ""},
		{"Error: 고객 메모: 없음", ""},
	})
}

// TestLabelledContentEnds: a labelled text ends before an arrow or a bar
// (what follows is the program's), and a text that speaks in person keeps
// being theirs with an hour or a floor in it; a program's with a number
// in it stays.
func TestLabelledContentEnds(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: Комментарий клиента: Я буду дома только после 18:30, звоните -> 500", "буду дома"},
		{"Error: review: my flat is on floor 9 and nobody came up | encoding error", "nobody came"},
		{"Error: comentario: Estoy en la oficina hasta las 19:00 -> TimeoutError", "en la oficina"},
		// kept
		{"Error: comment: form 7 rejected by validator", ""},
		{"Fehler: Kommentar: zu lang (max 500 Zeichen) -> 422", ""},
		// a bar between quoted options is the program's enumeration
		{"reply: ערך לא תקין לסוג enum. ציפיתי ל-'open' | 'closed'", ""},
	})
	// a quote after a CJK label is the quote rules': the program's words
	// after it stay
	checkProse(t, []proseCase{
		{"チケット本文: 「明日は在宅勤務なので午後に届けてください」— 保存時に文字化けエラー", []string{"在宅勤務"}, []string{"チケット本文", "— 保存時に文字化けエラー"}},
	})
}

// TestChannelMessages: a message under a key that names where people
// write (chat.message, sms_message, ticket.message) is a person's text,
// judged as one; a service's error message stays.
func TestChannelMessages(t *testing.T) {
	checkMasks(t, []maskCase{
		{`Error: chat.message="Thanks love, see you at mum's tonight"`, "see you at"},
		{`Error: sms_message="running late, kids are sick"`, "running late"},
		{`Error: ticket.message="the parcel never came, refund please"`, "parcel never came"},
		// kept
		{`Error: error.message="The card was declined by the issuer"`, ""},
		{`{"chat": {"message": "Connection lost"}}`, ""},
	})
}

// TestTranslatedTextLabels: a label of a person's text that no key list
// holds, read from the catalogues' translations of a chat's Message and
// of a comment and Chromium's of Feedback (wordlist.TextKey), in a script with marks, and in a
// caseless script after "：": the text is masked, the label kept. A program's own
// sentence (all catalogue words) under the same labels, English labels, a
// quoted or glued value and a message key with "=" stay. Sentences
// invented for the test.
func TestTranslatedTextLabels(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Error: wiadomość: Kurier zostawił paczkę u sąsiada, proszę oddzwonić", "Kurier zostawił", "wiadomość: "},
		{"Error: zpráva: Balík přišel poškozený a nikdo to neřeší", "Balík přišel", "zpráva: "},
		{"Error: הודעה: החבילה נשארה אצל השכן שלי", "החבילה נשארה", "הודעה: "},
		{"संदेश: मेरा पार्सल पड़ोसी के पास छोड़ दिया गया (while saving)", "पार्सल", "संदेश: "},
		{"Error: messaggio: Il pacco è arrivato bagnato e aperto", "pacco è arrivato", "messaggio: "},
		{"Error: μήνυμα: Το δέμα ήρθε σπασμένο χθες", "Το δέμα", "μήνυμα: "},
		{"Error: 消息：快递员把包裹放在门口就走了", "快递员", "消息："},
		// Chromium's Feedback, one word or two joined (Swahili maoni,
		// Malay maklum balas)
		{"Error: maoni: Bidhaa ilifika ikiwa imevunjika kabisa", "Bidhaa ilifika", "maoni: "},
		{"Ralat: maklum balas: Barang sampai rosak teruk sekali", "Barang sampai", "maklum balas: "},
	})
	checkMasks(t, []maskCase{
		{"Error: mensaje: No se pudo conectar con el servidor", ""},
		{"Error: Nachricht: Die Verbindung wurde vom Server abgelehnt", ""},
		{"error: message: connection refused by peer host", ""},
		{"note: candidate function not viable: requires 2 arguments", ""},
		{`Error: mensaje="Tarjeta rechazada por el banco emisor"`, ""},
		{"Error: 错误信息：无法连接到数据库服务器", ""},
		{"Error: wiadomość:brak treści w polu", ""},
		{"Erreur : Message d'erreur : la connexion a échoué", ""},
		{"Error: retour: connexion refusée par le serveur distant", ""},
	})
}

// TestTextLabelPositions: a translated label of a person's text with one
// word after it that says whose the text is (notatka klienta:, μήνυμα
// πελάτη:), before "=" with its text unquoted (palaute=, wiadomość=), and
// a text of a catalogue's words in which somebody speaks in person
// (Vietnamese, whose syllables are all a catalogue's), and a quote after a
// short clause naming the text (댓글 저장 실패: "…"): the text is masked,
// the label kept. A program's message after the same labels (all a
// catalogue's words, a null, a count, a quoted value) stays. Sentences
// invented for the test.
func TestTextLabelPositions(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Error: notatka klienta: Paczka leżała dwa dni na klatce schodowej", "Paczka leżała", "notatka klienta: "},
		{"Error: μήνυμα πελάτη: Το δέμα ήρθε ανοιγμένο και βρεγμένο", "Το δέμα", "μήνυμα πελάτη: "},
		{"Error: nota cliente: La caja llegó abierta y sin factura", "La caja llegó", "nota cliente: "},
		{"Error: palaute=Paketti jäi naapurille enkä saanut ilmoitusta", "Paketti jäi", "palaute="},
		{"Error: komento=Hindi dumating ang kahon, pakitawagan po, status=open", "Hindi dumating", "komento="},
		{"Error: تعليق العميل: الصندوق وصل مفتوحا والفاتورة ناقصة", "الصندوق وصل", "تعليق العميل: "},
		// a quote after a clause that names the text (labelledClauseBefore)
		{`Error: 댓글 저장 실패: "택배 기사님이 문 앞에 두고 그냥 가셨어요"`, "택배 기사님이", "댓글 저장 실패: "},
		{`Error: komentarz klienta odrzucony: "Paczka przyszła otwarta, a faktury brak"`, "Paczka przyszła", "komentarz klienta odrzucony: "},
		{`Error: spam check failed for comment on post 4411: "the blue one fits better than the red, shame about the strap"`, "shame about", "comment on post 4411: "},
		// a frame's line after the text under "=" stays
		{"src/shop/views.py:palaute=Paketti jäi naapurille enkä saanut ilmoitusta:88", "Paketti jäi", ":88"},
		{"Error: phản hồi: Tôi chưa nhận được hàng, vui lòng gọi lại", "chưa nhận được hàng", "phản hồi: "},
	})
	checkMasks(t, []maskCase{
		{"Error: palaute=null", ""},
		{`Error: mensaje="Tarjeta rechazada por el banco emisor"`, ""},
		{"Error: palaute=puuttuu 3 kenttää", ""},
		{`Fehler: Kommentar abgelehnt: "Dieses Feld ist zwingend erforderlich."`, ""},
		{`Error: comment rejected: "Ensure this value has at most 500 characters."`, ""},
		// a chat's Message before "=": a service's message too
		{"Error: wiadomość=Nie udało się połączyć z serwerem płatności", ""},
		{"Error: Nachricht Server: Die Verbindung wurde abgelehnt", ""},
		{"Error: phản hồi: Không thể kết nối tới máy chủ", ""},
	})
}

// TestNoteLabelsBeforeQuotes: a quoted sentence right after a label of a
// person's text or of a note about a person, as the address books and
// Pidgin translate Note and Message (notatka, catatan, ghi chú, หมายเหตุ,
// ข้อความ, 備考, 메모), written as a key (ghi_chu), ending a word of a
// script without spaces, or with one word after it (klienta, pegawai), is
// masked; the label, a Save that is spelled as a Note (Thai บันทึก), a
// quoted name of code and a message with no such label stay. Sentences
// invented for the test.
func TestNoteLabelsBeforeQuotes(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`Błąd: notatka klienta "Kurier zostawił paczkę u sąsiada" nie została zapisana`, "Kurier zostawił", "notatka klienta"},
		{`Error: catatan pegawai "suami sedang dirawat di rumah sakit" ditolak`, "suami sedang", "catatan pegawai"},
		{`ValidationError: trường ghi_chu chứa "khách hẹn giao buổi chiều thứ bảy" không hợp lệ`, "khách hẹn", "ghi_chu chứa"},
		{`Lỗi: ghi chú khách "gọi trước khi giao hàng nhé" không lưu được`, "gọi trước", "ghi chú khách"},
		{`ข้อผิดพลาด: หมายเหตุ "ลูกค้าขอเลื่อนวันนัดไปสัปดาห์หน้า" บันทึกไม่สำเร็จ`, "ลูกค้าขอเลื่อน", "หมายเหตุ"},
		{"エラー: 顧客備考「来週の火曜日に再配達してください」の保存に失敗しました", "来週の火曜日", "顧客備考"},
		{"오류: 메모 '다음 주에 다시 연락 주세요 부탁드립니다' 저장 실패", "다음 주에", "메모"},
		{"상담 저장 실패: content='다음 주에 다시 연락 주세요' (길이 초과)", "다음 주에", "content="},
	})
	checkMasks(t, []maskCase{
		{`ข้อผิดพลาด: ไม่สามารถบันทึก "รายงานประจำปีของบริษัท" ได้`, ""},
		{`Error: could not write note "release notes for build" to disk`, ""},
		{`Błąd: notatka "release_notes_v2" nie istnieje`, ""},
		{`Error: comment field "must not be empty here" is invalid`, ""},
	})
}

// TestContentKeyWithTextPart: a label of a person's text and the word
// for its text after it (review text, complaint text, comment body) at a
// line's start labels the line's rest as the content key alone does; a
// program's message after the same label stays. Sentences invented for
// the test.
func TestContentKeyWithTextPart(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Complaint text: the parcel was left in the rain and the box fell apart -> moderation API 503", "left in the rain", "Complaint text: "},
		{"Review text: the room smelled of smoke and nobody came to fix the heater", "smelled of smoke", "Review text: "},
	})
	checkMasks(t, []maskCase{
		{"review text: too short (min 20)", ""},
		{"Comment body: This field is required.", ""},
		{"error in comment body: parse failed", ""},
	})
}
