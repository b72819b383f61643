package redact

import "testing"

// Word forms the localised catalogues write that the dictionaries hold in
// another form: a Turkish case ending after an apostrophe (stdout'a), a
// Hungarian compound as it stands (művelet|név), a Polish perfective's
// s- or z- before a loanword's participle (s|formatowanych), a word's
// form before an ellipsis (válaszra…); and a password's length in
// brackets after the word for it is no password. Each keeps the message
// and still masks the person beside it.
func TestLocalisedWordForms(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// the message's words survive
		{"xz: stdout'a yazılamıyor", "xz: stdout'a yazılamıyor"},
		{"bash: /tmp/x: érvénytelen műveletnév", "bash: /tmp/x: érvénytelen műveletnév"},
		{"bash: vendor/modules.txt: érvénytelen kapcsolónév", "bash: vendor/modules.txt: érvénytelen kapcsolónév"},
		{"install: x.list: brak poprawnie sformatowanych linii sumy kontrolnej", "install: x.list: brak poprawnie sformatowanych linii sumy kontrolnej"},
		{"wget: x.yaml kérés elküldve, várakozás válaszra…", "wget: x.yaml kérés elküldve, várakozás válaszra…"},
		{"ERROR:  la lunghezza della parola (17 byte) eccede il massimo (8080 byte)", "ERROR:  la lunghezza della parola (17 byte) eccede il massimo (8080 byte)"},
		// Greek's κωδικός is a code as well as a password: a code's short
		// number closing the aside is none
		{"dpkg: error: λάθος χαρακτήρας pad (κωδικός 17)", "dpkg: error: λάθος χαρακτήρας pad (κωδικός 17)"},
		{"dpkg: error: λάθος χαρακτήρας pad (κωδικός 1024)", "dpkg: error: λάθος χαρακτήρας pad (κωδικός 1024)"},
		{"κωδικός 1024 λάθος", "κωδικός [redacted] λάθος"},
		// Chinese and Japanese glue a number to the words after its
		// bracket: the bracket ends the number, and the words are read
		{"ERROR:  （规则 65536）同义词词典的替代短语为空", "ERROR:  （规则 65536）同义词词典的替代短语为空"},
		{"ERROR:  RADIUS応答が間違った長さを保持しています: 1024（実際の長さは42）", "ERROR:  RADIUS応答が間違った長さを保持しています: 1024（実際の長さは42）"},
		{"ERROR:  リレーション\"t\"のタプル(128,128)の一意性の確認中", "ERROR:  リレーション\"t\"のタプル(128,128)の一意性の確認中"},
		{"エラー: /data/報告書(2023).pdf が開けません", "エラー: /data/報告書(2023).pdf が開けません"},
		{"ERROR: 密码（hunter2）错误", "ERROR: 密码[redacted]"},
		{"ERROR: 用户（张伟）不存在", "ERROR: [value]"},
		// the later languages' words past known2's reach are a sentence's
		// in small letters among its words, a name's capital stays a value
		{"fatal: saringan '/srv/x.yaml' melaporkan kesalahan", "fatal: saringan '/srv/x.yaml' melaporkan kesalahan"},
		{"uživatel hejda nebyl nalezen", "uživatel [user] nebyl nalezen"},
		// and so are the words the system catalogues write that no
		// dictionary or wordfreq list reaches (pl przyrostka, id meresolf)
		{"install: ./dist/app.js: błędna wartość początkowa przyrostka liczbowego", "install: ./dist/app.js: błędna wartość początkowa przyrostka liczbowego"},
		{"man: tidak dapat meresolf ./dist/app.js", "man: tidak dapat meresolf ./dist/app.js"},
		{"install: błędna wartość początkowa Kowalski liczbowego", "install: błędna wartość początkowa [value] liczbowego"},
		// and so are the words more system catalogues write (util-linux,
		// sudo, e2fsprogs, GCC, Midnight Commander: known6.fuse) that
		// hunspell accepts; a word that is a name too (tr erim) is not one
		// of them, and a word of them is no password
		{"install: /srv/x.yaml: íráshiba", "install: /srv/x.yaml: íráshiba"},
		{"xz: x.txt: Sufix multiplicator nevalid", "xz: x.txt: Sufix multiplicator nevalid"},
		{"grep: geçersiz eşleştirici /usr/local/bin/worker", "grep: geçersiz eşleştirici /usr/local/bin/worker"},
		{"gpg: CRL sınaması başarısız: build/output.tar.gz", "gpg: CRL sınaması başarısız: build/output.tar.gz"},
		{"make: *** Maže se mezilehlý soubor „/var/lib/app/data/index.db“", "make: *** Maže se mezilehlý soubor „/var/lib/app/data/index.db“"},
		{"kullanıcı erim bulunamadı", "kullanıcı [user] bulunamadı"},
		{"password: nenastaven", "password: [value]"},
		// and so is a compound of two known words in small letters
		// (könyvtár|hurok, naams|verwijzings|variabele); capitalised, or
		// made of names (anna|lisa), it is still a value
		{"diff: /etc/apt/sources.list.d/backports.list: rekurzív könyvtárhurok", "diff: /etc/apt/sources.list.d/backports.list: rekurzív könyvtárhurok"},
		{"bash: vendor/modules.txt: zelfverwijzing door naamsverwijzingsvariabele is niet toegestaan", "bash: vendor/modules.txt: zelfverwijzing door naamsverwijzingsvariabele is niet toegestaan"},
		{"diff: x.list: rekurzív Könyvtárhurok", "diff: x.list: rekurzív [value]"},
		{"diff: x.list: rekurzív annalisa", "diff: x.list: rekurzív [value]"},
		{"login failed for könyvtárhurok", "login failed for [name]"},
		{"Eroare: adresa Strada Zorilor 23 nu are cod poștal valid", "Eroare: adresa [address] nu are cod poștal valid"}, // the street whole (streets.go)
		// a name keeps its mask with the ending after it, a login too
		{"grep: kullanıcı Yılmaz'ın dosyası okunamadı: /tmp/x", "grep: kullanıcı [name] dosyası okunamadı: /tmp/x"},
		{"grep: /tmp/x: mkaraoglu'nun dosyası okunamadı", "grep: /tmp/x: [value] dosyası okunamadı"},
		{"felhasználó: kissjános", "felhasználó: [user]"},
		{"tulajdonos: kertészmária", "tulajdonos: [value]"},
		{"wget: kérés elküldve, várakozás kovacsjanos…", "wget: kérés elküldve, várakozás [value]"},
		{"parola (12345678", "parola [redacted]"},
		{"(hasło 1234)", "(hasło [redacted])"},
		{"hasło 123 odrzucone", "hasło [redacted] odrzucone"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("String(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		tok, stem string
		ok        bool
	}{
		{"stdout'a", "stdout", true}, {"PCRE'nin", "PCRE", true}, {"Yılmaz’ın", "Yılmaz", true},
		{"O'Brien", "", false}, {"driver's", "", false}, {"l'a", "", false}, {"a'b'de", "", false},
	} {
		if stem, ok := trApostrophe(c.tok); ok != c.ok || stem != c.stem {
			t.Errorf("trApostrophe(%q) = %q, %v, want %q, %v", c.tok, stem, ok, c.stem, c.ok)
		}
	}
	for _, w := range []string{"műveletnév", "kapcsolónév", "sformatowanych"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want a word's form", w)
		}
	}
	// a case ending is no compound's head; a stranger is no participle
	if hungarianForm("folyamatnek", false, 1) {
		t.Error("hungarianForm(folyamatnek) = true, want false")
	}
	if slavPrefixed("sqzvbnowanych") {
		t.Error("slavPrefixed(sqzvbnowanych) = true, want false")
	}
}
