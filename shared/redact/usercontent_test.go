package redact

import "testing"

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
