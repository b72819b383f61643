package redact

import "testing"

// Words of localised error text in forms the dictionaries do not list:
// derived and declined forms of known words are known; people's names in
// the same shapes are not.
func TestLocalisedForms(t *testing.T) {
	for _, w := range []string{
		"адресове", "літеральне", // Ukrainian adjectives of known nouns (адрес, літерал)
		"mnożnikiem",                // Polish instrumental (mnożnik)
		"Kollidierende", "dezimale", // German participle and adjective, declined
	} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"Nowakiem", "Hansen", "Schulze", "Ковалевське"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false (a name)", w)
		}
	}
	for _, w := range []string{"pidrc", "npmrc"} {
		if !knownPart(w) {
			t.Errorf("knownPart(%q) = false, want true (a run-commands file)", w)
		}
	}
	if runCommands("annarc") {
		t.Errorf("runCommands(annarc) = true, want false")
	}
}

// A quotation closed the German way („…“) or in guillemets is no part of
// the word it closes; a name inside it is still a name.
func TestLocalisedQuotes(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		"Leider wurde „Lager Scanner“ beendet.": "Leider wurde „Lager Scanner“ beendet.",
		"Das Feld ‚Vorname‘ ist leer.":          "Das Feld ‚Vorname‘ ist leer.",
		"Le client «Olivia» est introuvable.":   "Le client «[name]» est introuvable.",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

// A trade mark sign marks a product's name: the word before it is judged.
func TestTradeMarks(t *testing.T) {
	if !knownWord("Intel®") || !knownWord("Intel™") {
		t.Error("Intel® is not known")
	}
	if !knownWord("continue…") {
		t.Error("continue… is not known")
	}
	if knownWord("Olivia®") || knownWord("®") || knownWord("mkaraoglu…") {
		t.Error("a name or a sign alone is known with a trade mark sign")
	}
}

// Two katakana loanwords the dictionaries hold are words written apart; a
// foreign name in katakana is still a name.
func TestKatakanaWordsApart(t *testing.T) {
	if cjkPair("スクリプト", "ファイル") {
		t.Error("スクリプト ファイル read as a name")
	}
	r := New()
	if got, _ := r.String("顧客 マイケル ジャクソン が見つかりません"); got != "顧客 [name] が見つかりません" {
		t.Errorf("got %q", got)
	}
}

// A German noun the generator kept against the names data (Lager, which
// its dictionary inflects as a noun) is a compound's part; a surname
// written as one word is still a name.
func TestCompoundOfVettedNoun(t *testing.T) {
	if !knownWord("Lagerliste") {
		t.Error("Lagerliste is not known")
	}
	if knownWord("Hoffmann") || knownWord("Rosenthal") {
		t.Error("a surname is known as a compound")
	}
}

// Localised templates keep their words where the language or a catalogue
// already knows them; a name or a value in the same place stays masked.
func TestLocalisedKnownTies(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		// Thai: a word after the negation ไม่ is the word it negates; a
		// name after another word stays unknown
		"dpkg: error: malloc ไม่สำเร็จ (42 ไบต์)": "dpkg: error: malloc ไม่สำเร็จ (42 ไบต์)",
		// a lone grammatical word between values; a key only one filter
		// answers for stays a name's place
		"E: ไม่สามารถเมานท์ 'a.txt' ที่ 'b.txt'": "E: ไม่สามารถเมานท์ 'a.txt' ที่ 'b.txt'",
		"ชอผใช=israndr47 status=failed":          "[name]=[value] status=failed",
		// Turkish: a size with its case ending; a login ending like a
		// verb is none
		"api_version alanı 2048KB'dan daha az olmalı": "api_version alanı 2048KB'dan daha az olmalı",
		"new message from gaman":                      "new message from [user]",
		"password: Ab3dE9KB'dan":                      "password: [secret]",
		// a humped product name a catalogue writes whole; a humped name
		"ERROR:  Se PostgreSQL:s dokumentation för mer information.": "ERROR:  Se PostgreSQL:s dokumentation för mer information.",
		"owner: LeBlanc": "owner: [name]",
		// Indonesian prose of twelve long words is no recovery phrase
		"find: a.json bukan nama dari grup yang sudah ada dan ini tidak seperti sebuah numerik grup ID":   "find: a.json bukan nama dari grup yang sudah ada dan ini tidak seperti sebuah numerik grup ID",
		"invalid mnemonic galaxy copper swallow lantern orbit cactus wheel tiger river planet moon sugar": "[secret]",
		// Czech "to" is no English "to" before a name; English's is
		"sed: x nelze upravovat: je to terminál": "sed: x nelze upravovat: je to terminál",
		"new message from natália":               "new message from [name]",
		// Czech pro- before a known verb's form
		"tar: archiv protáhne skrze filtr /var/x.log": "tar: archiv protáhne skrze filtr /var/x.log",
		// a Chinese message glued to an identifier and a number; a
		// generator's words and number stay masked after their key
		"ERROR:  写入关系public.audit_log的块8080": "ERROR:  写入关系public.audit_log的块8080",
		"password: 查看-由于-1686":               "password: [secret]",
		// a catalogue's word with marks the names data holds only
		// without them, in a compound
		"find: slocates säkerhetsnivå 128 stöds inte.": "find: slocates säkerhetsnivå 128 stöds inte.",
		// Hungarian: a verbal noun of a known verb with its preverb
		"diff: ./dist/app.js: összehasonlítás sikertelen:": "diff: ./dist/app.js: összehasonlítás sikertelen:",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBritishSpellings: a British spelling of a dictionary's American word
// (VarCon's regular classes) is a word; a name with the same ending, whose
// rewritten form is no entry, is not.
func TestBritishSpellings(t *testing.T) {
	checkMasks(t, []maskCase{
		{"MQTT: Connection refused: not authorised (broker.example.net:8883)", ""},
		{"RuntimeError: cache not initialised before first request", ""},
		{"ValueError: unrecognised colour 'teal' for the chart's centre label", ""},
		// a name after the same words stays masked
		{"Connection refused: not seymour (broker.example.net:8883)", "seymour"},
		{"login rejected for user denise, account not authorised", "denise"},
	})
	for _, w := range []string{"authorised", "normalisation", "analysed", "behaviours", "centre"} {
		if !britishSpelling(w) {
			t.Errorf("britishSpelling(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"denise", "seymour", "louise", "sartre"} {
		if britishSpelling(w) {
			t.Errorf("britishSpelling(%q) = true, want false (a name)", w)
		}
	}
}

// TestBulgarianArticle: Bulgarian writes its definite article after the
// noun (процес|ът, потребител|ят, грешк|ата, запитван|ето, файлов|ете), and
// its dictionary holds the bare noun and few articled forms: the articled
// form of a known noun is known, at a sentence's start too (a name takes
// no article); a name or a stranger's word with those letters at its end
// is not, and a name in the same message is still masked.
func TestBulgarianArticle(t *testing.T) {
	for _, w := range []string{"процесът", "Процесът", "потребителят", "списъкът", "токенът", "запитването", "файловете"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"Иванът", "Марията", "квртът"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
	checkMasks(t, []maskCase{
		{"rm: /var/cache/app: Достъпът е отказан", ""},
		{"Грешка при качване: Модулът липсва", ""},
		{"Възникна грешка: Списъкът е празен", ""},
		{"Грешка: потребителят Стоянов не е намерен", "Стоянов"},
		{"Прехвърлянето към Иванът не е възможно", "Иванът"},
	})
}
