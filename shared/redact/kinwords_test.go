package redact

import "testing"

// TestKinWords: a person's message after a label that names the writer's
// family (in any language the Wiktionary wordnets give, or with the
// possessive ending that says "my") is masked; a program's text, a word
// that means kin in one language and something else in the text's (a
// nut, a folder's parent, a syllable), and a quoted name stay.
func TestKinWords(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Error: Sipariş notu kaydedilemedi: Kocam bilmesin lütfen, kargoyu işyerime gönderin", "Error: Sipariş notu kaydedilemedi: [value]"},
		{"Error: Sipariş notu: annem hastanede, lütfen arayın", "Error: Sipariş notu: [value]"},
		{"Error: Viesti: äitini on sairaalassa", "Error: Viesti: [value]"},
		{"Hiba: üzenet: anyám kórházban van", "Hiba: üzenet: [value]"},
		{"Error: Instruction: Merci de laisser le colis chez ma mère au 3e - trop longue", "Error: Instruction: [value] - trop longue"},
		{"Error: 예약 취소 사유 저장 실패: 우리 엄마가 쓰러지셔서 오늘 예약 취소합니다", "Error: 예약 취소 사유 저장 실패: [value]"},
		{"Błąd zapisu uwag: Proszę nie dzwonić domofonem, mąż pracuje na nocki i śpi do 14", "Błąd zapisu uwag: [value]"},
		{`Carteira "poupança da vovó" excedeu o limite de saque diário`, `Carteira "[value]" excedeu o limite de saque diário`},
		{`오류: 요청사항 필드 길이 초과 — "이혼 소송 중이라 주소를 남편에게 알리지 말아 주세요"`, `오류: 요청사항 필드 길이 초과 — "[value]"`},
		// kept
		{"Lỗi hồ sơ tuyển dụng: trường ghi chú quá dài", ""},
		{"KeyError: 'no price list for דוד Group'", ""},
		{"Fehler: Artikel Mutter M8 nicht auf Lager", ""},
		{"Erro: a cliente vive agora em casa da avó, carta devolvida", ""},
		{"Erro: a utente vive agora em casa da avó, carta devolvida", ""},
		{"Fejl: fru Mortensen kunne ikke logge ind", "Fejl: fru [name] kunne ikke logge ind"},
		{"NoSuchBeanDefinitionException: No qualifying bean available: expected at least 1 bean which qualifies as autowire candidate.", ""},
		{"Płatnik: dokument KEDU odrzucony przez ZUS — błąd struktury XML w bloku DRA", ""},
		{"Erro: pasta mãe não encontrada", ""},
		{"ValidationError: parent: the mother record must exist", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}
