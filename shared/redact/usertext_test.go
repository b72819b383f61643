package redact

import "testing"

// TestPersonMessages: a person's own message that an error quotes, after
// a colon or between quotes, whatever its key, is masked whole when it
// opens with a greeting or the writer speaks in person, in any language;
// a program's own words after a colon, a method named Hello, a child
// process, a server that refused "our" connection and Czech "my" (we)
// stay. Invented texts.
func TestPersonMessages(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Erro ao enviar para o CRM: campo 'mensagem' inválido: Bom dia, preciso cancelar a assinatura porque fiquei desempregado",
			gone: []string{"preciso cancelar", "desempregado"}, kept: []string{"Erro ao enviar para o CRM: campo 'mensagem' inválido:"}},
		{in: "Destek talebi oluşturulamadı (HTTP 500): Merhaba, kartımdan iki kez çekim yapıldı, lütfen iade edin",
			gone: []string{"kartımdan", "iade edin"}, kept: []string{"Destek talebi oluşturulamadı (HTTP 500):"}},
		{in: "ErrorTraducción: el mensaje del cliente: mi marido usó mi tarjeta sin permiso",
			gone: []string{"marido", "tarjeta"}, kept: []string{"ErrorTraducción: el mensaje del cliente:"}},
		{in: "Σφάλμα καταχώρησης αιτήματος: Γεια σας, η παραγγελία μου ακυρώθηκε χωρίς εξήγηση",
			gone: []string{"παραγγελία μου"}, kept: []string{"Σφάλμα καταχώρησης αιτήματος:"}},
		{in: "فشل إرسال الرسالة إلى فريق الدعم: مرحبا، لم أستلم الطلب (رمز الخطأ 504)",
			gone: []string{"لم أستلم الطلب"}, kept: []string{"(رمز الخطأ 504)"}},
		{in: "問い合わせ登録エラー: 本文「注文した商品がまだ届きません。急いでいます」の保存に失敗しました",
			gone: []string{"注文した商品"}, kept: []string{"の保存に失敗しました"}},
		{in: "문의 등록 실패: 본문 '환불 요청했는데 아직도 처리가 안 됐어요. 전화 주세요' 저장 중 오류",
			gone: []string{"환불 요청했는데"}, kept: []string{"저장 중 오류"}},
		{in: `Freshdesk webhook payload rejected: {"ticket":{"id":77120,"description":"ich habe das Geld überwiesen, bitte ruft mich zurück","status":2}}`,
			gone: []string{"Geld überwiesen"}, kept: []string{`"status":2`}},
		{in: "用户留言：我下周要去医院，请帮我取消订单",
			gone: []string{"我下周要去医院"}, kept: []string{"用户留言："}},
		// spoken Korean's polite statements (해요체), which no catalogue
		// writes, though the dictionaries know every word
		{in: "오류: 게시글 '남편이 도박 빚이 있어요, 이혼 상담 원합니다' 저장 실패",
			gone: []string{"남편이 도박", "이혼 상담"}, kept: []string{"오류: 게시글 '", "' 저장 실패"}},
		{in: "문의: 배송이 너무 늦어요 환불해주세요",
			gone: []string{"배송이", "늦어요"}, kept: []string{"문의: "}},
		// a program's words
		{in: "오류: 파일을 찾을 수 없습니다. 경로를 확인하세요"},
		{in: "'호텔 체크인' 앱이 중지되었습니다"},
		{in: "smtp: Hello called after other methods"},
		{in: "エラー：接続がタイムアウトしました"},
		{in: "E: 服务器拒绝了我们的连接，响应信息为：db.internal"},
		{in: "bash: wait: il pid 8080 non è un figlio di questa shell"},
		{in: "gpg: server „deb.debian.org“ je starší než my (10.0.3.7 < db.internal)"},
		{in: "ActiveRecord::RecordInvalid: A validação falhou: Numero de pedido já está em uso"},
		{in: "KeyError: 'no price list for vendor ACME - ME'"},
		{in: "FEHLER:  Verklemmung entdeckt\nHINT:  Einzelheiten zur Anfrage finden Sie im Serverlog."},
	})
}

// TestPersonMessagesAnywhere: after a line's last colon, a text in which
// somebody speaks in person past its first word, or names the writer's
// family, is theirs (speaksInPersonAfter), while a program's message whose
// pronoun is another language's word stays: Polish ich ("their"),
// Bulgarian я ("her"), Galician moi ("very"), Czech my ("we") before a
// version, a child process. Invented texts.
func TestPersonMessagesAnywhere(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "intake-api: caregiver remark too long: please do not call my brother at work",
			gone: []string{"call my brother"}, kept: []string{"intake-api: caregiver remark too long:"}},
		{in: "Nie udało się zapisać skargi: sąsiad grozi mnie i dzieciom",
			gone: []string{"sąsiad grozi"}, kept: []string{"Nie udało się zapisać skargi:"}},
		{in: "Не удалось сохранить заявку: жена уехала, дети остались со мной",
			gone: []string{"жена уехала"}, kept: []string{"Не удалось сохранить заявку:"}},
		{in: "Fehler beim Speichern der Anfrage: bitte schicken Sie nichts an meine Adresse",
			gone: []string{"meine Adresse"}, kept: []string{"Fehler beim Speichern der Anfrage:"}},
		{in: "sync failed: the appointment is for my husband, not for the account holder",
			gone: []string{"my husband"}, kept: []string{"sync failed:"}},
		// Thai, split into words, one of them a family's (words.ThaiPerson)
		{in: "ส่งคำร้องไม่สำเร็จ: สามีป่วยหนัก ขอยกเลิกการจอง",
			gone: []string{"สามีป่วยหนัก"}, kept: []string{"ส่งคำร้องไม่สำเร็จ:"}},
		{in: "เกิดข้อผิดพลาด: ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้"},
		// a program's words, whose pronoun is another language's word
		{in: "Błąd: nie można odczytać plików, ich uprawnienia są niepoprawne"},
		{in: "Грешка: файлът не може да бъде отворен, защото я няма"},
		{in: "Erro: o ficheiro é moi grande para o servidor"},
		{in: "Chyba: server je novější než my a odmítá spojení"},
		{in: "bash: wait: il processo figlio non risponde più"},
		{in: "error: cannot open file: permission denied for user mysql"},
	})
}

// TestTextLabelledMessages: after a clause that names a person's text in
// its language (a note, a message) and fails to keep it, a sentence of
// words no catalogue writes is the person's and is masked; the service's
// own failure in the catalogues' words after such a clause, a message's
// number (Nachricht F5 201:, メッセージ 208、) and a label alone stay.
func TestTextLabelledMessages(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Error: Poznámka se nepodařila uložit: Prosím nevolejte sousedům, jsem v nemocnici", gone: []string{"nevolejte sousedům", "nemocnici"}, kept: []string{"Poznámka se nepodařila uložit:"}},
		{in: "Error: Pesan hadiah gagal disimpan: Kado untuk ulang tahun suami, jangan dikirim ke rumah", gone: []string{"ulang tahun suami"}, kept: []string{"Pesan hadiah gagal disimpan:"}},
		{in: "Fehler: Nachricht konnte nicht gesendet werden: Verbindung zum Server abgelehnt", kept: []string{"Verbindung zum Server abgelehnt"}},
		{in: "Nachricht F5 201: Buchungsperiode 004 ist nicht offen", kept: []string{"Buchungsperiode"}},
		{in: "メッセージ 208、レベル 16、状態 1: オブジェクト名 'dbo.Claims' が無効です。", kept: []string{"オブジェクト名 'dbo.Claims' が無効です。"}},
	})
}

// TestEnglishIMessages: English's I as a sentence's subject marks a
// person's message after a colon, to before a program's detail behind a
// spaced arrow or dash; the I of I/O, the Roman I and the program's own
// detail stay. Invented texts.
func TestEnglishIMessages(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Error: Support ticket text: I waited two hours and the courier never came -> sentiment API 503",
			gone: []string{"waited two hours", "courier never came"}, kept: []string{"Error: Support ticket text:", "-> sentiment API 503"}},
		{in: "Error: journal sync failed (entry 12): I missed my meeting again and feel awful",
			gone: []string{"missed my meeting", "feel awful"}, kept: []string{"Error: journal sync failed (entry 12):"}},
		{in: "Error: disk check: I/O error on /dev/sda1 - retrying", kept: []string{"I/O error on /dev/sda1 - retrying"}},
		{in: "Error: trial import: Phase I 2024 cohort missing - skipped", kept: []string{"Phase I 2024 cohort missing - skipped"}},
	})
}
