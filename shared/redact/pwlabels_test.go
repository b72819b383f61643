package redact

import (
	"strings"
	"testing"
)

// TestPasswordLabelsInProse: the value after a catalogue's word for a
// password or a person's field, in languages rePasswordWord does not
// type, goes; the sentence around it, and a word of code or a prompt's
// qualifier after the label, stay.
func TestPasswordLabelsInProse(t *testing.T) {
	r := New()
	for _, tc := range []struct {
		in, gone string
		kept     []string
	}{
		// the label right before the value, in scripts the typed list lacks
		{"आपका पासवर्ड Qd7wm2pz है", "Qd7wm2pz", []string{"आपका पासवर्ड", "है"}},
		{"ਤੁਹਾਡਾ ਪਾਸਵਰਡ zk81Tmwq ਹੈ", "zk81Tmwq", []string{"ਤੁਹਾਡਾ ਪਾਸਵਰਡ"}},
		{"პაროლი bw73kd9x არასწორია", "bw73kd9x", []string{"პაროლი", "არასწორია"}},
		{"ពាក្យសម្ងាត់ ht52ru8p", "ht52ru8p", []string{"ពាក្យសម្ងាត់"}},
		// two words joined as a key writes them, a separator of its script
		{"Нууц үг lp29xq4v буруу", "lp29xq4v", []string{"Нууц үг", "буруу"}},
		// Hebrew's article or preposition written onto the word
		{"שגיאה: הסיסמה Gal7Yam אינה נכונה", "Gal7Yam", []string{"הסיסמה", "אינה נכונה"}},
		{"לא ניתן להתחבר בסיסמה tz84Kqe9", "tz84Kqe9", []string{"בסיסמה"}},
		{"ሚስጢራዊ ቃል፦ mq38zt5n", "mq38zt5n", []string{"ሚስጢራዊ ቃል"}},
		// an ending glued to the word: possessive, particle, copula
		{"Parolanız vr42ksm1 olarak değiştirildi", "vr42ksm1", []string{"Parolanız", "olarak değiştirildi"}},
		{"kata sandinya pq64wz2d", "pq64wz2d", []string{"kata sandinya"}},
		{"비밀번호는 gh35nb8q", "gh35nb8q", []string{"비밀번호는"}},
		{"รหัสผ่านคือ tx94ma3e", "tx94ma3e", []string{"รหัสผ่านคือ"}},
		// Laravel Lang's Password and Recovery Code (words/pwkeys):
		// languages the desktop catalogues barely reach
		{"Kalmar wucewa: Ab12cd34 ba daidai ba", "Ab12cd34", []string{"Kalmar wucewa", "ba daidai ba"}},
		{"Iphasiwedi Xk82mq9 ayilungile", "Xk82mq9", []string{"Iphasiwedi", "ayilungile"}},
		{"Kode pemulihan 7F3K-92QD sudah dipakai", "7F3K-92QD", []string{"Kode pemulihan", "sudah dipakai"}},
		// one short word between: a copula
		{"mật khẩu là ce71pv2k", "ce71pv2k", []string{"mật khẩu là"}},
		{"parola este dw58hy3r", "dw58hy3r", []string{"parola este"}},
		// a person's field: a login after it
		{"उपयोक्ता नाम rbk2291 पहले से मौजूद है", "rbk2291", []string{"उपयोक्ता नाम", "पहले से मौजूद है"}},
		{"მომხმარებლის სახელი ntz7731 უკვე არსებობს", "ntz7731", []string{"მომხმარებლის სახელი"}},
		{"Uživatelské jméno jnov4412 již existuje", "jnov4412", []string{"Uživatelské jméno", "již existuje"}},
	} {
		out, err := r.String(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, tc.gone) {
			t.Errorf("%q: %q kept: %q", tc.in, tc.gone, out)
		}
		for _, k := range tc.kept {
			if !strings.Contains(out, k) {
				t.Errorf("%q: %q lost: %q", tc.in, k, out)
			}
		}
	}
}

// TestPasswordLabelsKeepFacts: what follows such a label and is no value
// stays: a prompt's qualifier, a word of code, a word, a version, a host,
// a service's account, a number.
func TestPasswordLabelsKeepFacts(t *testing.T) {
	r := New()
	for _, in := range []string{
		"Reimmettere la nuova password sha256:",
		"Rescrie parola nouă utf-8:",
		"पासवर्ड बहुत छोटा है",
		"პაროლი არასწორია",
		"mật khẩu là bắt buộc",
		"Parolanız en az 8 karakter olmalı",
		"Error de inicio de sesión del usuario 'app_reportes'.",
		"Пайдаланушы аты db1.local",
	} {
		out, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
}

// TestPasswordLabelsAnyAlphabet: after a catalogue's word for a password,
// a value in any alphabet with a digit, or with a symbol inside its
// letters, is the password; a word, a number, a length and an encoding's
// name there stay. Invented values.
func TestPasswordLabelsAnyAlphabet(t *testing.T) {
	checkProse(t, []proseCase{
		{"Алдаа: Нууц үг Тал-Нутаг-55 буруу байна, дахин оролдоно уу", []string{"Тал-Нутаг-55"}, []string{"буруу байна"}},
		{"Xəta: Şifrə Xəzər.Dəniz.21 qəbul edilmədi", []string{"Xəzər.Dəniz.21"}, []string{"Şifrə"}},
		{"Xato: Parol Qarshi*Bog noto'g'ri kiritildi", []string{"Qarshi*Bog"}, []string{"Parol"}},
		// the neighbours
		{"Xato: Parol uzunluğu 8 simvoldan az olmamalıdır", nil, []string{"Parol uzunluğu 8 simvoldan"}},
		{"Xəta: Şifrə sıfırlama bağlantısı göndərildi", nil, []string{"sıfırlama bağlantısı"}},
		{"Eroare: parola nouă utf-8 greșită", nil, []string{"utf-8"}},
		{"[AUTH-401] 비밀번호는 8자 이상이어야 합니다.", nil, []string{"8자 이상"}},
	})
}

// TestPasswordLabelsLoginForms: the word for a password that MediaWiki's
// login form writes (words/pwkeys: Armenian գաղտնաբառ, Kazakh құпиясөз,
// Persian رمز عبور, Hausa kalmar sirri, Yoruba ọ̀rọ̀ìpamọ́, Igbo, Pashto,
// Kyrgyz, Swahili, Croatian), in languages or spellings no desktop
// catalogue gives: the value after it goes, and the same sentence without
// a value, a length or a login after the word stays whole. Invented
// values.
func TestPasswordLabelsLoginForms(t *testing.T) {
	checkProse(t, []proseCase{
		{"Գաղտնաբառ Լուսին_2024 չի համապատասխանում պահանջներին", []string{"Լուսին_2024"}, []string{"Գաղտնաբառ", "չի համապատասխանում պահանջներին"}},
		{"Սխալ՝ գաղտնաբառը Sevan_Lich_31 է", []string{"Sevan_Lich_31"}, []string{"գաղտնաբառը"}},
		{"Құпия сөз Tau_Kun_7 қате", []string{"Tau_Kun_7"}, []string{"Құпия сөз", "қате"}},
		{"Құпия сөзі Zhetisu_2023 қате", []string{"Zhetisu_2023"}, []string{"Құпия сөзі", "қате"}},
		{"رمز عبور گل\u200cیاس۱۴۰۱ نامعتبر است", []string{"گل\u200cیاس۱۴۰۱"}, []string{"رمز عبور", "نامعتبر است"}},
		{"خطا: رمز عبور: Tehran_Mehr_58 منقضی شده است", []string{"Tehran_Mehr_58"}, []string{"رمز عبور", "منقضی شده است"}},
		{"Kalmar sirri Kano_Rana_12 ba daidai ba ne", []string{"Kano_Rana_12"}, []string{"Kalmar sirri", "ba daidai ba ne"}},
		{"Ọ̀rọ̀ìpamọ́ Ibadan_Oja_9 kò tọ́", []string{"Ibadan_Oja_9"}, []string{"Ọ̀rọ̀ìpamọ́", "kò tọ́"}},
		{"Okwúngáfè Enugu_Ala_44 ezighi ezi", []string{"Enugu_Ala_44"}, []string{"Okwúngáfè", "ezighi ezi"}},
		{"پټنوم Kabul_Gul_88 ناسم دی", []string{"Kabul_Gul_88"}, []string{"پټنوم", "ناسم دی"}},
		{"Сырсөз Bishkek_Too_5 туура эмес", []string{"Bishkek_Too_5"}, []string{"Сырсөз", "туура эмес"}},
		{"Neno la siri Mombasa_Pwani_3 si sahihi", []string{"Mombasa_Pwani_3"}, []string{"Neno la siri", "si sahihi"}},
		{"Zaporka Split_More_61 nije ispravna", []string{"Split_More_61"}, []string{"Zaporka", "nije ispravna"}},
	})
	r := New()
	for _, in := range []string{
		"Գաղտնաբառը սխալ է",
		"Գաղտնաբառը պետք է պարունակի առնվազն 8 նիշ",
		"Құпия сөз қате",
		"Құпия сөз кемінде 8 таңбадан тұруы керек",
		"رمز عبور نامعتبر است",
		"رمز عبور باید حداقل ۸ کاراکتر باشد",
		"رمز عبور کاربر admin تغییر کرد",
		"Kalmar sirri ba daidai ba ne",
		"Kalmar sirri dole ne ta kasance haruffa 8",
		"Ọ̀rọ̀ìpamọ́ kò tọ́",
		"Сырсөз туура эмес",
		"Neno la siri si sahihi",
		"Zaporka mora imati najmanje 8 znakova",
	} {
		out, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
}

// TestPasswordCompoundLabels: a closed compound whose head is the word for
// a password, after a known word (Initialpasswort, standaardwachtwoord),
// labels the value after it as the word alone does; a compound whose head
// is another word (Passwortrichtlinie, a policy) labels none. Invented
// values.
func TestPasswordCompoundLabels(t *testing.T) {
	checkProse(t, []proseCase{
		{"Hinweis: Initialpasswort Herbstlaub2027! für neue Lehrkraft verschickt", []string{"Herbstlaub2027"}, []string{"für neue Lehrkraft verschickt"}},
		{"Fout: standaardwachtwoord Winter2031 gewijzigd", []string{"Winter2031"}, []string{"gewijzigd"}},
		{"Fehler: Passwortrichtlinie v2 verletzt", nil, []string{"Passwortrichtlinie v2 verletzt"}},
	})
}
