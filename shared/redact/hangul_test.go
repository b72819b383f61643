package redact

import "testing"

// Korean words that start with a surname's syllable, with a particle or a
// verb ending glued on, are words; a name of the same shape is a name.
func TestHangulStemEnding(t *testing.T) {
	for _, tc := range []struct {
		w    string
		word bool
		why  string
	}{
		{"정보에", true, "정보 (information) + 에: a particle after any syllable"},
		{"서버를", true, "서버 (server) + 를, after a vowel"},
		{"권한을", true, "권한 (permission) + 을, after a final consonant"},
		{"전환한", true, "전환 (switch) + 한: the knowledge writes 전환할, 전환하는"},
		{"한계에", true, "한계 (limit) + 에: no given name ends in 에"},
		{"고쳐야", true, "고치 (fix) + 어야 (must), contracted"},
		{"구성에", true, "구성 (layout) + 에, though the names filter answers yes for 성에"},
		{"노트가", true, "노트 (note) + 가 after a vowel"},
		{"정지은", false, "정지 (stop) ends in a vowel: its particle is 는, so 정+지은 is a name"},
		{"박하은", false, "박하 ends in a vowel: 박+하은 is a name"},
		{"김지혜", false, "a surname and a given name"},
		{"최도현", false, "a surname and a given name"},
	} {
		if got := hangulWords(tc.w); got != tc.word {
			t.Errorf("hangulWords(%q) = %v, want %v (%s)", tc.w, got, tc.word, tc.why)
		}
		if got := hangulName(tc.w); got == tc.word {
			t.Errorf("hangulName(%q) = %v, want %v (%s)", tc.w, got, !tc.word, tc.why)
		}
	}
}

// Benign Korean error text keeps its words and counts; a Korean name in
// the same text is masked.
func TestHangulTexts(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		// a catalogue's words with their particles (knowgen's Korean catalogues)
		"패키지 컨트롤 정보에 디렉터리가 들어 있습니다": "패키지 컨트롤 정보에 디렉터리가 들어 있습니다",
		"트리거가 전환한 파일을 열 수 없습니다":     "트리거가 전환한 파일을 열 수 없습니다",
		"파일 서술자 3번에 모드를 초기화할 수 없음":  "파일 서술자 3번에 모드를 초기화할 수 없음",
		"배포판을 찾을 수 없습니다":            "배포판을 찾을 수 없습니다",
		// a nickname before a spaced honorific, however known its words; a role stays
		"채팅 제재: 플레이어 바다거북왕 님이 욕설로 금지되었습니다": "채팅 제재: 플레이어 [name] 님이 욕설로 금지되었습니다",
		"관리자 님께서 승인했습니다":                   "관리자 님께서 승인했습니다",
		// a count and its counter after a key that names a number
		"billing.vat_number: 64개 보다 작거나 같아야 합니다.": "billing.vat_number: 64개 보다 작거나 같아야 합니다.",
		// a technical word in Latin letters with a particle glued on
		"install: 알 수 없는 uid에 지정한 그룹이 없습니다: 17": "install: 알 수 없는 uid에 지정한 그룹이 없습니다: 17",
		// a catalogue's optional particle: (으)로 is 으로 after a final consonant, 로 after a vowel
		"이 클러스터는 NAMEDATALEN 65536 (으)로 초기화 되었지만": "이 클러스터는 NAMEDATALEN 65536 (으)로 초기화 되었지만",
		"값 42 (이)가 잘못되었습니다":                       "값 42 (이)가 잘못되었습니다",
		"E: 이미 3 바이트 한계에 도달했습니다.":                 "E: 이미 3 바이트 한계에 도달했습니다.",
		"수동으로 이 패키지를 고쳐야 할 수도 있습니다":               "수동으로 이 패키지를 고쳐야 할 수도 있습니다",
		"bash: SIZE_MAX(1024)를 초과함: 줄 잘림":         "bash: SIZE_MAX(1024)를 초과함: 줄 잘림",
		"x: 이 파일": "x: 이 파일",
		// 사용자맵 (user map) is no word for a user: the value before it is no login
		`ERROR:  "invoice_lines" 사용자맵 파일에 설정이 없음`: `ERROR:  "invoice_lines" 사용자맵 파일에 설정이 없음`,
		"useradd: '하지연' 사용자가 이미 있습니다":             "useradd: '[user]' 사용자가 이미 있습니다",
		// names in the same texts are still masked
		"x: 김 민수": "x: [name]",
		"x: 한섭 사": "x: [name]",
		"x: 명 채":  "x: [name]", // Mimesis writes given names of one syllable too
		"useradd：「林志豪」使用者已存在":                      "useradd：「[user]」使用者已存在",
		"install: 알 수 없는 olivia에 지정한 그룹이 없습니다: 17": "install: 알 수 없는 [value] 지정한 그룹이 없습니다: 17",
		"useradd: 김지혜 사용자가 이미 있습니다":                "useradd: [value] 사용자가 이미 있습니다",
		"useradd: '정지은' 사용자가 이미 있습니다":              "useradd: '[user]' 사용자가 이미 있습니다",
		"정지은 님의 권한이 없습니다":                          "[name] 님의 권한이 없습니다",
		"사용자 박하은 계정을 찾을 수 없습니다":                    "사용자 [name] 계정을 찾을 수 없습니다",
		// a name with its honorific or particle glued on: the name goes,
		// the particle stays (hangulNameTail)
		"오류: 정지은님의 주문을 처리할 수 없습니다": "오류: [name]님의 주문을 처리할 수 없습니다",
		"오류: 김지혜씨의 결제가 실패했습니다":     "오류: [name]씨의 결제가 실패했습니다",
		"오류: 최도현에게 알림을 보낼 수 없습니다":  "오류: [name]에게 알림을 보낼 수 없습니다",
		"오류: 최도현을 찾을 수 없습니다":       "오류: [name]을 찾을 수 없습니다",
		// a word and its particle, and a particle that does not agree, stay
		"오류: 인증서를 찾을 수 없습니다": "오류: 인증서를 찾을 수 없습니다",
		"오류: 사용자의 권한이 없습니다":  "오류: 사용자의 권한이 없습니다",
		// a VAT number with a particle glued on is still a number
		"vat_number: 123456789는 잘못된 형식입니다": "vat_number: [redacted] 잘못된 형식입니다",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

// A word in Latin letters, quoted or not, with Korean glued after it is
// judged as that word; a name so written is not known.
func TestHangulParticleTail(t *testing.T) {
	for w, want := range map[string]bool{
		"uid에":       true,
		"NUMA가":      false, // no word the knowledge holds
		"'string'값은": true,
		"olivia에":    false,
		"'olivia'값은": false,
		"postgres'의": true, // `postgres'의, its backquote trimmed
		"olivia'의":   false,
	} {
		if got := knownWord(w); got != want {
			t.Errorf("knownWord(%q) = %v, want %v", w, got, want)
		}
	}
}
