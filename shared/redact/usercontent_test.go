package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestUserContent: a quoted sentence a person wrote about themselves or
// their family is masked whole; a template quoted the same way (which
// addresses the user, speaks for the program, or says "we") is kept.
// Invented sentences.
func TestUserContent(t *testing.T) {
	checkProse(t, []proseCase{
		{`Import fehlgeschlagen: Kommentar "Bitte ruf mich nach 18 Uhr an" zu lang`, []string{"ruf mich"}, []string{"Import fehlgeschlagen", "zu lang"}},
		{`Erreur : avis « mon mari attend la livraison depuis lundi » rejeté`, []string{"mari attend"}, []string{"rejeté"}},
		{`Error: nota "mi hija no puede recibir el paquete" demasiado larga`, []string{"hija no puede"}, []string{"demasiado larga"}},
		{"保存失败：留言“我明天不在家，请放门口”超过长度", []string{"我明天不在家"}, []string{"保存失败", "超过长度"}},
		{"Ошибка: отзыв «курьер нагрубил моей маме и мне» не сохранён", []string{"нагрубил"}, []string{"не сохранён"}},
		{`PG::StringDataRightTruncation: UPDATE "calls" SET "note" = 'he asked to be called after lunch'`, []string{"asked to be called"}, []string{"UPDATE"}},
		{`Validation: "Dieses Feld ist zwingend erforderlich."`, nil, []string{"Dieses Feld ist zwingend erforderlich."}},
		{`{"ErrorCode":406,"Message":"You tried to send to recipient(s) that have been marked as inactive."}`, nil, []string{"You tried to send"}},
		{`ValidationError: ['确保该值不超过 32 个字符。']`, nil, []string{"确保该值不超过"}},
		{`error: "我们无法处理您的请求，请稍后再试"`, nil, []string{"我们无法处理您的请求"}},
	})
}

// TestSpeechInQuotes: a quoted clause in which somebody speaks in the
// first person in French (je ne…, j'…), set off by a dash after a clause
// that names a note, or followed by a bracket naming the note field, is a
// person's text; Slavic "je" (is), Dutch "je" (you), a field's own
// validation message before the same bracket and a quoted value with a
// code in it stay. Invented sentences.
func TestSpeechInQuotes(t *testing.T) {
	checkProse(t, []proseCase{
		{`Erreur 502 /api/avis : texte = « je ne trouve plus la facture de mars, merci »`, []string{"trouve plus la facture"}, []string{"Erreur 502", "texte"}},
		{`Echec de synchronisation : "j'attends le livreur depuis midi"`, []string{"attends le livreur"}, []string{"Echec de synchronisation"}},
		{`Erreur: « Je me suis trompé d'adresse hier soir »`, []string{"trompé"}, []string{"Erreur"}},
		{"Erreur d'envoi : je n'arrive pas à joindre le support depuis lundi", []string{"joindre le support"}, []string{"Erreur d'envoi"}},
		{"Chyba: soubor je poškozen, obnovte zálohu", nil, []string{"soubor je poškozen"}},
		{`Virhe tallennettaessa: "puhelimeni akku on loppu, soittakaa iltaan mennessä"`, []string{"akku on loppu"}, []string{"Virhe tallennettaessa"}},
		{"VIRHE: tilaukseni tuli rikki ja laskuni on väärin", []string{"tuli rikki"}, []string{"VIRHE"}},
		{`Virhe: "Salasanasi on vanhentunut, vaihda se"`, nil, []string{"Salasanasi on vanhentunut"}},
		{`Errore: commento troppo lungo — "citofonate due volte, il campanello è rotto"`, []string{"citofonate"}, []string{"troppo lungo"}},
		{`Error al guardar: 'la puerta verde al fondo del pasillo, piso 3' (campo notas)`, []string{"puerta verde"}, []string{"campo notas", "Error al guardar"}},
		// the field's own validation message, and no note: kept
		{`ValidationError: "Este campo es obligatorio." (campo notas)`, nil, []string{"Este campo es obligatorio."}},
		{`Chyba: "Toto pole je povinné a ne prázdné" (pole kód)`, nil, []string{"Toto pole je povinné"}},
		{`Fout: "Je hebt geen toegang tot deze map"`, nil, []string{"Je hebt geen toegang"}},
		{`Greška: "Ovo polje je obavezno." — obrazac prijave`, nil, []string{"Ovo polje je obavezno."}},
	})
}

// TestSpeechParticles: a Vietnamese or Thai text addressed to somebody
// (a vocative, a polite sentence-final particle) is a person's, after the
// last label of its line or between quotes; the program's detail after
// " | " stays, and a catalogue's message (no particle) too. The particles
// are none of the catalogues' words. Invented sentences.
func TestSpeechParticles(t *testing.T) {
	for w := range speechParticles {
		if wordlist.Template(w) {
			t.Errorf("%q is a catalogue's word", w)
		}
	}
	for _, w := range thaiSpeechEndings {
		if wordlist.Template(w) {
			t.Errorf("%q is a catalogue's word", w)
		}
	}
	checkProse(t, []proseCase{
		{"Lỗi đồng bộ: Chị ơi để hàng ở quầy lễ tân giúp em | mã 502", []string{"để hàng ở quầy"}, []string{"Lỗi đồng bộ", "mã 502"}},
		{`Lỗi: "giao sau 6 giờ tối nhé, ban ngày không có ai"`, []string{"giao sau 6"}, []string{"Lỗi"}},
		{"ส่งไม่สำเร็จ: โทรหาก่อนส่งด้วยนะครับ", []string{"โทรหาก่อน"}, []string{"ส่งไม่สำเร็จ"}},
		{"Lỗi: không thể kết nối tới máy chủ, vui lòng thử lại", nil, []string{"không thể kết nối tới máy chủ"}},
		{"ข้อผิดพลาด: ไม่สามารถเชื่อมต่อฐานข้อมูลได้", nil, []string{"ไม่สามารถเชื่อมต่อฐานข้อมูลได้"}},
	})
}
