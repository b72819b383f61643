package redact

import (
	"strings"
	"testing"
)

// l10nCase is a localised benign text that must come out unchanged and the
// same text with a personal value planted in the position of the word at
// stake, which must not.
type l10nCase struct {
	benign, planted, value string
}

// keptCase is a text whose value must be masked while another part of
// it, the message around the value, comes out as written.
type keptCase struct {
	in, masked, kept string
}

func checkKeptCases(t *testing.T, cases []keptCase) {
	t.Helper()
	r := New()
	for _, c := range cases {
		got, _ := r.String(c.in)
		if strings.Contains(got, c.masked) || !strings.Contains(got, c.kept) {
			t.Errorf("String(%q) = %q, want %q masked and %q kept", c.in, got, c.masked, c.kept)
		}
	}
}

func checkL10nCases(t *testing.T, cases []l10nCase) {
	t.Helper()
	r := New()
	for _, c := range cases {
		if got, _ := r.String(c.benign); got != c.benign {
			t.Errorf("String(%q) = %q, want it unchanged", c.benign, got)
		}
		if got, _ := r.String(c.planted); strings.Contains(got, c.value) {
			t.Errorf("String(%q) = %q, want %q masked", c.planted, got, c.value)
		}
	}
}

// Words of localised text the dictionaries hold only in parts or in other
// forms: a Dutch -atie noun at the end of a compound (no Finnish road,
// tie), a compound of four words, the cases of a Polish verbal noun.
func TestLocalisedCompoundsAndCases(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"fout: ongeldige precisie in opmaakspecificatie", "fout: ongeldige precisie in Mannerheimintie 12", "Mannerheimintie"},
		{"de databaseconfiguratie is ongeldig", "de Vanderbergconfiguratie is ongeldig", "Vanderberg"},
		{"grep: de genesteterugverwijzingengrens is overschreden", "grep: de login kowalczykgrens is overschreden", "kowalczyk"},
		{"błąd: nieprawidłowy styl numerowania wierszy", "błąd: nieprawidłowy styl użytkownika Kowalczyk", "Kowalczyk"},
		{"błąd podczas numerowaniu stron", "błąd podczas Kowalczyka stron", "Kowalczyk"},
		// Ukrainian's apostrophe as its orthography's modifier letter ʼ,
		// as Django's catalogue writes "This field is required."
		{"ValidationError: {'edrpou': ['Це поле обовʼязкове.']}", "ValidationError: {'edrpou': ['Це поле Олексаʼндрук.']}", "Олексаʼндрук"},
	})
	for _, w := range []string{"opmaakspecificatie", "numerowania", "numerowaniu"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"Mannerheimintie", "kowalowania", "Hauptstraße"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
}

// A count or a common word in a Chinese, Japanese or Korean sentence is no
// address: an address part's syllable ends common words (다시 again, 증가
// increase, 目录 directory); an address keeps its number in its part or
// right after it.
func TestCJKCountsNoAddress(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"E: 65536개 다시 설치,", "주소: 서울특별시 강남구 테헤란로 152", "테헤란로 152"},
		{"ps: 너비 증가 값 42, 변경 값", "주소: 와우산로 145", "와우산로 145"},
		{"useradd: /tmp/cache/index-v2.json：更改主目录的属主失败", "地址：北京市朝阳区建国路88号", "建国路88号"},
		{"DETAIL:  キー (品目id)=(50213) はすでに存在します。", "住所: 東京都千代田区丸の内1丁目9番2号", "丸の内1丁目"},
		// hours and degrees after a number (시, 도) are no city or province
		{"E: 128시간 42분 3초", "주소: 경기도 성남시 분당구 123", "성남시 분당구 123"},
	})
	// 마포구 is a word of hangul.fuse (a district's name in wordfreq and
	// hunspell-ko): still an address's part
	for _, v := range []string{"종로1가 24", "上田市 47-2-22", "翠微街519号", "서울특별시 강남구 역삼동 12", "광주광역시 마포구 반포대가 566"} {
		if !cjkAddress(v) {
			t.Errorf("cjkAddress(%q) = false, want true", v)
		}
	}
	for _, v := range []string{"65536개 다시 설치", "너비 증가 값 42", "다시 시도 3회", "index-v2.json：更改主目录的属主失败", "128시간 42분 3초", "온도 30도 초과"} {
		if cjkAddress(v) {
			t.Errorf("cjkAddress(%q) = true, want false", v)
		}
	}
}

// A system account or group that a Debian package creates (base-passwd,
// sysusers.d: accounts.fuse) after the word for a user is no person's
// login, in any language; a person's login there still is.
func TestSystemAccountsAfterUserWords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"wget: Contraseña para el usuario systemd-network:", "wget: Contraseña para el usuario jgarcia:", "jgarcia"},
		{"wget: Passwort für Benutzer www-data:", "wget: Passwort für Benutzer mkaraoglu:", "mkaraoglu"},
		{"su: Authentifizierung für Benutzer systemd-timesync fehlgeschlagen", "su: Authentifizierung für Benutzer k.weber fehlgeschlagen", "k.weber"},
		{"wget: Mot de passe pour l'utilisateur messagebus :", "wget: Mot de passe pour l'utilisateur dlefebvre :", "dlefebvre"},
	})
	for _, w := range []string{"www-data", "systemd-network", "_apt", "plugdev", "nogroup", "systemd-journal", "messagebus"} {
		if !knownWord(w) {
			t.Errorf("%q is not a system account", w)
		}
	}
	for _, w := range []string{"jgarcia", "mkaraoglu", "olivia"} {
		if loginKept(w) || knownWord(w) {
			t.Errorf("%q is kept as an account", w)
		}
	}
}

// A program of Debian's base system (command.fuse: the packages of
// priority required and important) is a technical word in any language's
// sentence; a stranger in its place is not.
func TestBaseSystemCommands(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"man: データベースは破損しています。 mandb --create を使用して再構築してください", "man: データベースは破損しています。 Karaoğlu --create を使用して再構築してください", "Karaoğlu"},
		{"find: -O オプションを指定しない限り xargs でクォートは特別な意味を持ちます", "find: -O オプションを指定しない限り Nakamura でクォートは特別な意味を持ちます", "Nakamura"},
	})
	for _, w := range []string{"xargs", "mandb", "chpasswd", "printenv"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true (a program)", w)
		}
	}
	if knownWord("mkaraoglu") {
		t.Error("knownWord(mkaraoglu) = true")
	}
}

// A known word between the word for a password and the prompt's closing
// colon is the kind of password asked for, not a password; a stranger there,
// or a value after the colon, still is.
func TestPasswordPromptQualifier(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Inserire la nuova password sha256:", "Inserire la nuova password hunter2:", "hunter2"},
		{"Новый пароль md5:", "Новый пароль Tr0ub4dor:", "Tr0ub4dor"},
		{"Neues Passwort bcrypt:", "Neues Passwort: s3cr3t-Pass", "s3cr3t-Pass"},
		{"Nowe hasło sha512:", "Nowe hasło sha512: zaq12wsx", "zaq12wsx"},
	})
}

// An OpenPGP key's id after the word for a user (gpg names the key a user
// signed with) is an identifier; a login there is still masked.
func TestOpenPGPKeyIDAfterUserWord(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"gpg: klucz 6ED0E7B82643E131 użytkownika DA87E80D6294BE9B", "gpg: klucz 6ED0E7B82643E131 użytkownika kowalczyk2", "kowalczyk2"},
		{"gpg: ключ пользователя 2643E131 отозван", "gpg: ключ пользователя ivanov_p отозван", "ivanov_p"},
		// a key's id in hexadecimal joined to its noun by a hyphen (a
		// German compound), and two ids written either side of a
		// typographic quote, are identifiers; a name there is not
		{"gpg: Dieser Schlüssel kann von 0x3B4FE6ACC0B21F32-Schlüssel 6ED0E7B82643E131 widerrufen werden", "gpg: Schlüssel von mkaraoglu-Schlüssel widerrufen", "mkaraoglu"},
		{"ps: Zugriff verweigert auf Schlüssel »6ED0E7B82643E131«DA87E80D6294BE9B", "ps: Zugriff verweigert auf Schlüssel »6ED0E7B82643E131«Olivia Martin", "Olivia Martin"},
	})
}

// A lower-case compound of known words is a word whatever the 7-bit names
// filters answer for it (a false positive, one word in a hundred and
// thirty, falls on other words with each build of the filters); a compound
// the names data holds as a name (Schwarzkopf) is left to the name rules.
func TestNameFilterCompound(t *testing.T) {
	if !knownWord("toetsenkaart") {
		t.Error("knownWord(toetsenkaart) = false, want true (toetsen|kaart)")
	}
	for _, w := range []string{"schwarzkopf", "Schwarzkopf", "kowalczyk"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
	checkL10nCases(t, []l10nCase{
		{"setxkbmap: ongeldige toetsenkaart opgegeven", "setxkbmap: ongeldige toetsenkaart voor gebruiker Schwarzkopf opgegeven", "Schwarzkopf"},
	})
}

// A Russian short participle (заверен: заверить) is a form of its verb,
// with a prefix too (самозаверен); a name in its place is still masked.
// A thin space (Polish catalogues write 1024 min) is a typographic space,
// kept as written.
func TestShortParticiplesAndThinSpace(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"gpg: Идентификатор пользователя \"_apt\" не самозаверен.", "gpg: Идентификатор пользователя \"ivanov_p\" не самозаверен.", "ivanov_p"},
		{"gpg: ключ не заверен.", "gpg: ключ пользователя Петров не заверен.", "Петров"},
		{"(pozostało 1024\u2009min do odblokowania)", "(pozostało 1024\u2009min do odblokowania konta j.kowalski@example.pl)", "j.kowalski@example.pl"},
	})
	if knownWord("Ивана") {
		t.Error("knownWord(Ивана) = true, want false (a name's case)")
	}
}

// Japanese, Chinese, Korean and Russian words in the forms their texts
// write: a Han word before a verb's stem and its kana (長+過ぎる), the
// particle 으로 (no road), е
// for the dictionaries' ё (обертка), an adjective of a noun (индекс|н|ый);
// names in the same places are still masked.
func TestCJKAndRussianForms(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"tar: vendor/modules.txt: リンク名が長過ぎるのでダンプしません", "tar: vendor/modules.txt: ユーザー 山田花子 のリンク名が長過ぎるのでダンプしません", "山田花子"},
		{"bash: uid를 42번으로 설정할 수 없음", "주소: 와우산로 145 설정할 수 없음", "와우산로 145"},
		{"gpg: обертка LDAP 42 готова", "gpg: обертка LDAP пользователя Семен готова", "Семен"},
		{"man: не удалось заблокировать индексный кэш", "man: не удалось заблокировать кэш пользователя Петров", "Петров"},
	})
	for _, w := range []string{"обертка", "индексный"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"семен", "дмитрий"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false (a name)", w)
		}
	}
}

// A Han word with Chinese's particle (新的: new) is no name; a name after
// the word for a user still is.
func TestHanParticleNoName(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"新的 /tmp/cache/index-v2.json 密码：", "用户 王秀英 的 /tmp/cache/index-v2.json 密码：", "王秀英"},
	})
	if hanName([]rune("新的")) || !hanName([]rune("王秀英")) {
		t.Error("hanName: 新的 is a name or 王秀英 is not")
	}
}

// A Polish adjective made of a known noun by -ow- (przyrost|owy) is known;
// one made of a family's name (nowak|owa) is not.
func TestPolishDenominalAdjectives(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"ps: Czas przyrostowy build/output.tar.gz", "ps: Czas użytkownika nowakowa build/output.tar.gz", "nowakowa"},
	})
	if !knownWord("przyrostowej") || knownWord("nowakowa") || knownWord("kowalowy") {
		t.Error("przyrost|owej is not known, or nowak|owa, kowal|owy is")
	}
}

// A Russian noun's case is known when its plural is (кавычка: кавычки); a
// family's name declined is still a name.
func TestRussianNounToPlural(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"man: незакрытая кавычка в запросе", "man: незакрытая кавычка пользователя Иванова в запросе", "Иванова"},
	})
	if !knownWord("кавычка") || knownWord("иванова") {
		t.Error("кавычка is not known, or иванова is")
	}
}

// A Russian participle of a verb whose consonant alternates (замещено:
// заместить) is a form of the verb; a name in its place is still masked.
func TestRussianAlternation(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"install: vendor/modules.txt было замещено", "install: vendor/modules.txt было замещено пользователем Смирновым", "Смирнов"},
		{"install: файл был замещён другим", "install: файл был замещён пользователем Кузнецовым", "Кузнецов"},
	})
}

// TestLocalisedWordsOfTheOutsiderSet: a German compound on a verb's stem,
// German's reversed guillemets around a place's words, Turkish's cases
// after the possessive's n are words, and so is a catalogue's message in
// another script; a name or somebody's prose in the same place is masked.
func TestLocalisedWordsOfTheOutsiderSet(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Rechnungsnummer RE-2026-04471 ist bereits in Mahnstufe 2; Lieferschein wird nicht gedruckt.", "Rechnungsnummer RE-2026-04471 ist bereits bei Kowalczyk; Lieferschein wird nicht gedruckt.", "Kowalczyk"},
		{"Verkehrsdaten-Import: Segment »A3 Brücke Nord« ohne Geometrie", "useradd: Benutzer »Annette Heppenheimer« existiert bereits", "Heppenheimer"},
		{"Hata: stok-servisi (10 sn): Bağlantı zaman aşımına uğradı.", "Hata: kullanıcı bulunamadı: Mehmet Yılmaz", "Yılmaz"},
		{"{'plan': [ErrorDetail(string='יש להזין תוכן בשדה זה.', code='required')]}", "{'plan': [ErrorDetail(string='שלום, החבילה הגיעה פתוחה וחסר בה מוצר', code='required')]}", "החבילה"},
		// codice, a catalogue's word Common's filter takes for English by
		// its error (words.CommonByError), is Italian's template word
		{`Richiesta MNP scartata dal DBSS: esito KO 07 "codice di migrazione non valido"`, `Commento rifiutato: "mia moglie mi ha lasciato ieri sera per sempre"`, "moglie"},
	})
}

// TestForeignUserNounLogins: after the word for a user in another
// language, a login that only splits into known words (s|lefevre) is a
// value, as knownAsWritten judges a value standing as one word; a word of
// the language after the noun stays.
func TestForeignUserNounLogins(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Erreur: utilisateur introuvable", "Erreur: utilisateur slefevre inconnu", "slefevre"},
		{"Fehler: Benutzer gesperrt", "Fehler: Benutzer tkowalczyk gesperrt", "tkowalczyk"},
		{"Usuario bloqueado temporalmente", "Usuario mrodrigueza bloqueado temporalmente", "mrodrigueza"},
		// the catalogues' word for a user in Cyrillic (userword.fuse), a
		// dictionary word after it that the sentence goes on from with a
		// template word; the genitive before "or" is the template's own
		{"Неверное имя пользователя или пароль.", "Ошибка входа: пользователь зайчик заблокирован до 12:00", "зайчик"},
		// Turkish's possessive after the word for a user is a compound
		{"useradd: kullanıcı parolası: yeniden deneyin", "useradd: kullanıcı ayse.k bulunamadı", "ayse.k"},
		// a game's player and a handle of a word and a counter
		{"Spieler wurde wegen Chat-Spam stummgeschaltet", "Spieler sonnenblume7 wurde wegen Chat-Spam stummgeschaltet", "sonnenblume7"},
		{"Chyba: hráč nemá souhlas rodiče", "Chyba: hráč malina12 nemá souhlas rodiče", "malina12"},
		{"Erro: o jogador não pode entrar no clã", "Erro: o jogador paçoca_rj não pode entrar no clã", "paçoca_rj"},
		// a common word of the language after the feminine noun is no handle
		{"Nota no guardada: usuaria última vez activa hace 3 días", "Nota no guardada: usuaria perezosa_88 activa hace 3 días", "perezosa_88"},
	})
}
