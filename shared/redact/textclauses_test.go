package redact

import (
	"strings"
	"testing"
)

// clauseCase is a text, the person's words that must be gone from it
// ("" when nothing may change) and the program's words that must stay.
type clauseCase struct{ in, gone, kept string }

func checkClauses(t *testing.T, cases []clauseCase) {
	t.Helper()
	for _, c := range cases {
		out, err := New().String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if c.gone == "" && out != c.in {
			t.Errorf("%q changed: %q", c.in, out)
		}
		if c.gone != "" && strings.Contains(out, c.gone) {
			t.Errorf("%q: %q came through: %q", c.in, c.gone, out)
		}
		if c.kept != "" && !strings.Contains(out, c.kept) {
			t.Errorf("%q: the program's %q was lost: %q", c.in, c.kept, out)
		}
	}
}

// TestLabelledClauses: a clause before a colon that opens with the label
// of a person's text in its language (the catalogues' Note, Review,
// Message, Comment: Bewertung, zpráva, notat, 리뷰, đánh giá, 备注, メモ,
// a compound ending in one) and says what became of it names the text
// after the colon, quoted or not, in a title, a culprit or a frame; the
// clause and the program's detail stay. Sentences invented for the test.
func TestLabelledClauses(t *testing.T) {
	checkClauses(t, []clauseCase{
		{"Error: Bewertung gelöscht (Spam): Der Fahrer hat mein Paket in den Müll geworfen", "Fahrer hat mein", "Bewertung gelöscht (Spam)"},
		{"Error: Zpráva od kupujícího nebyla odeslána: Prosím doručte až po páté hodině", "doručte až", "Zpráva od kupujícího nebyla odeslána"},
		{"src/app/views.py:Notat til utleier ble avvist: Naboen spiller høy musikk hver natt:41", "Naboen spiller", ":41"},
		{"Kundekommentar: Pakken var våt og esken revnet helt (HTTP 502) in save_comment", "Pakken var våt", "save_comment"},
		{`Error: 후기 등록 실패: "택배 상자가 찢어져서 왔어요 교환해 주세요"`, "택배 상자가", "등록 실패"},
		{`Error: Đánh giá không hợp lệ: "Giao hàng chậm, nhân viên thô lỗ"`, "nhân viên thô", "không hợp lệ"},
		{"Error: 订单备注保存失败：“请把快递放到楼下便利店，谢谢”", "楼下便利店", "保存失败"},
		{"用户留言审核失败：我的快递被放在雨里了，要求投诉", "放在雨里", "审核失败"},
		{"お届けメモの登録に失敗しました:「玄関前に置いてください、犬がいます」", "玄関前に", "登録に失敗しました"},
		// after the label alone the text is the note, whoever speaks
		{"Error: 備考: 裏口から入ってください。子供が寝ています", "裏口から", "備考"},
		// kept: a program's message after the label, a value that is code,
		// a note that counts, and a clause that opens with no such label
		{"Kommentar: Dieses Feld ist zwingend erforderlich.", "", ""},
		{"备注：不能为空", "", ""},
		{"note: see https://example.com/docs/notes for the format", "", ""},
		{"Hinweis: Datei /etc/app/settings.conf fehlt", "", ""},
		{"Bewertung fehlgeschlagen: Die Verbindung zum Server wurde abgelehnt", "", ""},
		{"Zpráva nebyla doručena: 550 5.1.1 mailbox unavailable", "", ""},
		{"Verbindung zum Bewertungsdienst fehlgeschlagen: Zeitüberschreitung beim Lesen", "", ""},
		{"comment_id: 88120 not found", "", ""},
		// the program's reason for what became of the text, not the text
		{"Kommentar konnte nicht gespeichert werden: Die Datenbank ist schreibgeschützt", "", ""},
		{"Zpráva nebyla odeslána: Připojení k serveru bylo odmítnuto", "", ""},
		{"Yorum kaydedilemedi: Sunucuya bağlanılamadı", "", ""},
		{"评论加载失败：网络连接超时，请稍后重试", "", ""},
		{"メッセージの送信に失敗しました: サーバーに接続できません", "", ""},
	})
}

// TestReasonClauses: under a reason's or a description's label, which a
// service writes its own text under too, only a text that speaks in
// person is masked.
func TestReasonClauses(t *testing.T) {
	checkClauses(t, []clauseCase{
		{"Error: Begründung der Kündigung: Mein Mann hat seine Arbeit verloren", "Mann hat seine", "Begründung der Kündigung"},
		{"Grund: Zeitüberschreitung beim Verbinden mit dem Server", "", ""},
		{"Beschreibung: Fehler beim Laden der Konfiguration", "", ""},
	})
}

// TestNoteLabelWords: a note's label followed by two words that say what
// it is for before the quote (ghi chú giao hàng "…") names the quoted
// text; the program's words after it stay.
func TestNoteLabelWords(t *testing.T) {
	checkClauses(t, []clauseCase{
		{`Error: Ghi chú đơn hàng "Để ở quán cà phê đầu ngõ giúp em" quá dài`, "quán cà phê", "quá dài"},
		{`Error: catatan kurir baru "Rumah cat hijau dekat masjid" ditolak`, "Rumah cat hijau", "ditolak"},
	})
}

// TestLaterLabelClauses: a clause that says what became of a person's text
// before it names it (Error en desar el comentari, Speichern der
// Bewertung fehlgeschlagen)
// names the text after its colon as one that opens with the label does;
// the program's reason there stays. Sentences invented for the test.
func TestLaterLabelClauses(t *testing.T) {
	checkClauses(t, []clauseCase{
		{"Error en desar el comentari: el repartidor va deixar el paquet sota la pluja", "repartidor va deixar", "Error en desar el comentari"},
		{"Speichern der Bewertung fehlgeschlagen: Der Fahrer warf das Päckchen über den Gartenzaun", "Fahrer warf", "Speichern der Bewertung fehlgeschlagen"},
		{"Nie udało się zapisać komentarza: kurier zostawił paczkę pod drzwiami sąsiadki", "kurier zostawił", "Nie udało się zapisać komentarza"},
		// the program's reason, a value that is code, a clause naming no text
		{"Error al enviar el mensaje: la conexión con el servidor fue rechazada", "", ""},
		{"Failed to save comment: connection refused by the upstream server", "", ""},
		{"Nie udało się wysłać wiadomości: przekroczono limit czasu połączenia", "", ""},
		{"Failed to load comments: see https://example.com/status for details", "", ""},
		{"Failed to connect to the database: connection refused by the upstream server", "", ""},
	})
}
