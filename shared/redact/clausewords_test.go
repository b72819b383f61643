package redact

import "testing"

// TestClauseWordsBothWays: error text in languages the dictionaries do not
// cover keeps its words (a word with the language's letters inside a
// sentence of known words; an Arabic, Hebrew or Thai message about a path
// is a message in its own script, not foreign words beside English), while
// a login, a person's name or a phone number in the same sentence is
// still masked: "another script" is relative, and so is "a sentence".
func TestClauseWordsBothWays(t *testing.T) {
	kept := []string{
		// Czech, Hungarian, Greek: one word no dictionary here holds
		"tar: archiv: zásobník vyčerpán, nelze pokračovat",
		"E: a bemeneti fájl olvasása sikertelen",
		"E: σφάλμα: αναδρομικός βρόχος στον κατάλογο του αρχείου",
		"E: η αρχειοθέτηση απέτυχε: ο κατάλογος είναι κλειδωμένος",
		// Arabic and Hebrew before a path: the path's Latin letters do
		// not make the text English
		"تعذرت قراءة /srv/app/config.yaml",
		"لا يمكن تحميل الملف /srv/app/config.yaml",
		"לא יכול להריץ /srv/app/worker",
		"אין אפשרות לפתוח את /srv/app/config.yaml",
		// Arabic's preposition joined to a host name by a tatweel
		"E: تعذر الاتصال بـmirror.internal (10.0.0.1)",
		// Thai runs with Thai's negation or aspect word: clauses
		"E: ไม่สามารถอ่านแฟ้ม /srv/app/config.yaml",
		"E: กำลังเตรียมติดตั้ง /var/lib/app/data.db",
		// a manual's acronym in small letters that a name shares (Numa),
		// in a sentence of known words of any script
		"ps: który węzeł numa rozwinąć (0-17)",
		"ps: вузол numa для розгортання (0-1024)",
		"ps: extinde care nod numa (0-128)",
		// a Greek word in small letters whose Latin spelling is a name
		// (τόμο: Tomo), in a Greek sentence
		"tar: Προετοίμασε τον τόμο #8080 για build/output.tar.gz και πάτα το πλήκτρο επιστροφής γραμμής",
		"tar: Κενά στην επικεφαλίδα ενώ αναμενόταν αριθμητική τιμή /var/log/nginx/error.log",
		// a Vietnamese word in small letters with its marks whose spelling
		// without them is a name (luật: Luat, triển: Trien)
		"install: sai kỷ luật của dòng /tmp/cache/index-v2.json",
		"bash: khai triển ngoặc ôm: không thể phân bổ bộ nhớ cho ./dist/app.js",
		// a Turkish common noun that is a name too, which its
		// inflections show (kendi: kendine, kendisi; aday: adaylar)
		"find: /var/log/nginx/error.log içerisinde /etc/nginx/conf.d/default.conf kendi başına görülmeli ancak /srv/app belirttiniz",
		"man: iç hata: aday türü 1024 aralık dışında",
		"bash: adlı boru /var/cache/apt/archives/partial okumak için açılamıyor",
	}
	masked := []maskedCase{
		// the same word after a person's noun or a state's key is a value
		{"login failed: user numa not found", "login failed: user [name] not found"},
		{"Fehler: status numa wird verarbeitet", "Fehler: status [value] wird verarbeitet"},
		{"E: αδύνατη η μετακίνηση του αρχείου του χρήστη γιώργος", "E: αδύνατη η μετακίνηση του αρχείου του χρήστη [user]"},
		// a login in ASCII, a phone number: not the sentence's words
		{"tar: archiv.tar: nelze přečíst hlavičku, uživatel jnovak, telefon +420 601 234 567",
			"tar: archiv.tar: nelze přečíst hlavičku, uživatel [user], telefon [phone]"},
		{"dpkg: error: uživatel dvořák nelze přiřadit do skupiny", "dpkg: error: uživatel [user] nelze přiřadit do skupiny"},
		// a name in small letters after its role word is still the person's
		{"lỗi: không tìm thấy người dùng nguyễn trong nhóm", "lỗi: không tìm thấy người dùng [user] trong nhóm"},
		{"login failed: user dương not found", "login failed: user [name] not found"},
		// the same noun after a person's noun is the person's; a name that
		// Turkish inflects with an apostrophe stays one
		{"gpg: kullanıcı kendi için sertifika desteklenmiyor", "gpg: kullanıcı [user] için sertifika desteklenmiyor"},
		{"man: iç hata: mehmet türü 1024 aralık dışında", "man: iç hata: [value] türü 1024 aralık dışında"},
		// a Turkish login with the language's letters, after its role word
		{"gpg: kullanıcı mkaraoğlu için sertifika desteklenmiyor", "gpg: kullanıcı [user] için sertifika desteklenmiyor"},
		// capitalised names in the message's own script
		{"E: a csomag letöltése sikertelen: Kovács Péter, +36 30 123 4567", "E: a csomag letöltése sikertelen: [value], [phone]"},
		{"E: αδύνατη η μετακίνηση του αρχείου του χρήστη Γιώργος Παπαδόπουλος", "E: αδύνατη η μετακίνηση του αρχείου του χρήστη [user]"},
		// Arabic, Hebrew and Thai names after a role noun, beside a path
		{"E: تعذر العثور على المستخدم محمد الشمري /var/log/app.log", "E: تعذر العثور على المستخدم [name] /var/log/app.log"},
		{"E: المستخدم خالد العتيبي غير موجود، الهاتف +966 50 123 4567", "E: المستخدم [name] غير موجود، الهاتف [phone]"},
		{"המשתמש יוסי כהן לא נמצא /var/log/app.log", "המשתמש [name] לא נמצא /var/log/app.log"},
		// a Ukrainian address quoted in an English message about a file:
		// the path's letters still count for Cyrillic
		{`views.py: no result for address "узвіз Виноградна 3-тя, буд. 94 кв. 32"`, `views.py: no result for address "[value]"`},
		// a login or a name after Arabic's joined preposition
		{"E: تعذر إرسال الملف لـmkaraoglu الآن", "E: تعذر إرسال الملف [value] الآن"},
		{"E: تعذر إرسال الملف لـOlivia Martin", "E: تعذر إرسال الملف [value]"},
		// a Thai clause with a role noun and a name written on to it
		{"E: ไม่พบผู้ใช้สมชาย ใจดี /var/log/app.log", "E: [value] /var/log/app.log"},
	}
	checkKeptMasked(t, kept, masked)
}

// TestClauseShapedAndThaiClause: the word shapes clauseWord and thaiClause
// accept, and those they leave to the other rules.
func TestClauseShapedAndThaiClause(t *testing.T) {
	for w, want := range map[string]bool{
		"přetečení":   true,  // Czech, small letters, háček
		"υπερχείληση": true,  // Greek
		"تعذرت":       true,  // Arabic has no capitals
		"jnovak":      false, // ASCII: a login's shape
		"Dvořák":      false, // capitalised: the capital rules judge it
		"dvořák2":     false, // a digit: no word
		"ší":          false, // too short
	} {
		if got := clauseShaped(w); got != want {
			t.Errorf("clauseShaped(%q) = %v, want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{
		"ไม่สามารถอ่านแฟ้ม":  true, // "cannot read file"
		"กำลังเตรียมติดตั้ง": true, // "preparing to install"
		"สมชาย": false, // a given name
		"ไม่พบผู้ใช้สมชาย": false, // "user Somchai not found": a name glued to the role noun
		"ข้อมูล": false, // a word, no clause: left to the other rules
		// ชื่อ ends รายชื่อ, "list of names": no role noun, no name glued
		"ส่งรายชื่อไม่สำเร็จ": true,  // "sending the list failed"
		"ไม่พบชื่อสมชาย":      false, // "name Somchai not found"
	} {
		if got := thaiClause(w); got != want {
			t.Errorf("thaiClause(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestDominantScriptSkipsPaths: a path's (or an id's) Latin letters do not outvote the
// message's own script, and a text of paths alone is still Latin, as is a
// Japanese one its Latin words outnumber (the CJK rules were built so).
func TestDominantScriptSkipsPaths(t *testing.T) {
	for in, want := range map[string]script{
		"تعذرت قراءة /var/log/nginx/error.log":                              arabic,
		"לא יכול להריץ /opt/app/shared/tmp/worker":                          hebrew,
		"/var/log/nginx/error.log":                                          latin,
		"cannot open /var/log/nginx/error.log":                              latin,
		"не удалось открыть config.yaml":                                    cyrillic,
		"src/app/views.py: no result for address \"узвіз Виноградна 3-тя\"": latin,
		"grep: διφορούμενη επιλογή /var/log/nginx/error.log":                greek,
		// an id's letters and digits are code's too
		"فشل الطلب 01JCHWYFGCW8T7SWM4FV4DK79Q برمز الحالة 503":       arabic,
		"অনুরোধ orders-api-5b6mlpdqq-xdpr7 কোড 429 সহ ব্যর্থ হয়েছে": indic,
		"order 01JCHWYFGCW8T7SWM4FV4DK79Q for رضا احمدی failed":      latin,
		// Japanese glues Latin words to its own: its rules count them
		"billing.vat_number: オブジェクトのキー'tenant_id', 'region'が識別できません。": latin,
	} {
		if got := dominantScript(in); got != want {
			t.Errorf("dominantScript(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestLaterClauseASCIIWordsBothWays: a word in small ASCII letters that the
// later languages' dictionaries lack (a rarer word, or a known one's form:
// Swedish krympt, Turkish soneki and terim|li, Czech obzoru, Indonesian
// komit) is the message's where the line is mostly those languages' words;
// a login of a name's parts, a given name of the names data, and any
// unknown word in English prose or in somebody's own words (jsem) are
// still masked in the same places.
func TestLaterClauseASCIIWordsBothWays(t *testing.T) {
	kept := []string{
		"tar: /srv/app/backup.tar: arkivet har krympt under läsning",
		"bash: /srv/app/run.sh: tek terimli işlece beklenmedik değer",
		"gzip: /srv/app/log.gz: dosyanın soneki zaten var",
		"git: tidak dapat membaca komit pada cabang /srv/app",
		"diff: /srv/app/a.txt: neplatná hodnota obzoru pro výstup",
	}
	masked := []maskedCase{
		// a login glued from a name's parts, in a Turkish and a Czech line
		{"bash: /srv/app/run.sh: dosya kemalyilmaz tarafından silindi", "bash: /srv/app/run.sh: dosya [value] tarafından silindi"},
		{"diff: /srv/app/a.txt: soubor vlastní jnovak a nelze jej otevřít", "diff: /srv/app/a.txt: soubor vlastní [value] a nelze jej otevřít"},
		// a given name of the names data in a Turkish line
		{"gzip: /srv/app/log.gz: dosyanın sahibi ufuk zaten var", "gzip: /srv/app/log.gz: dosyanın sahibi [value] zaten var"},
		// English prose: an unknown word in small letters is a value
		{"bash: /srv/app/run.sh: cannot read frobnix from the archive", "bash: /srv/app/run.sh: cannot read [value] from the archive"},
		// somebody's own words in Czech (jsem): not a message's; under
		// a comment's label (poznámka, AT-SPI's comment), and after the
		// line's last colon, where the writer speaks in person
		// (usertext.go speaksInPersonAfter), the whole text
		{"Error: Chyba při ukládání objednávky: poznámka=Zboží jsem platila kartou mé sestry, vraťte to prosím", "Error: Chyba při ukládání objednávky: poznámka=[value]"},
		{"Error: Chyba při ukládání objednávky: Zboží jsem platila kartou mé sestry, vraťte to prosím", "Error: Chyba při ukládání objednávky: [value]"},
	}
	checkKeptMasked(t, kept, masked)
}

// TestClauseCutShortBothWays: a value a rule ended inside the sentence
// (before a path, or at a word read as a key) holds too few of the
// sentence's words for clauseWord's window; in a cased script the line's
// language then decides, so a Hungarian or Romanian word the dictionaries
// lack stays, while a name of the names data in the same place, in small
// letters or capitalised, is still masked.
func TestClauseCutShortBothWays(t *testing.T) {
	kept := []string{
		"tar: /srv/app/a.tar megnyitása /srv/app/b.tar móddal nem sikerült",
		"cp: /srv/app/a.txt és /srv/app/b.txt sînt unul și același fișier",
		"diff: ellentmondó /srv/app/a.txt kapcsoló értéke: '--width'",
	}
	masked := []maskedCase{
		{"tar: /srv/app/a.tar megnyitása /srv/app/b.tar kovács nem sikerült", "tar: /srv/app/a.tar megnyitása /srv/app/b.tar [value] nem sikerült"},
		{"tar: /srv/app/a.tar megnyitása /srv/app/b.tar Kovács Péter nem sikerült", "tar: /srv/app/a.tar megnyitása /srv/app/b.tar [value] nem sikerült"},
		{"cp: /srv/app/a.txt és /srv/app/b.txt dvořák unul și același fișier", "cp: /srv/app/a.txt és /srv/app/b.txt [value] unul și același fișier"},
	}
	checkKeptMasked(t, kept, masked)
}

// maskedCase is a text and the redactor's whole output for it.
type maskedCase struct{ in, want string }

// checkKeptMasked asserts each kept text comes out unchanged and each
// masked one exactly as wanted.
func checkKeptMasked(t *testing.T, kept []string, masked []maskedCase) {
	t.Helper()
	r := New()
	for _, in := range kept {
		if got, err := r.String(in); err != nil || got != in {
			t.Errorf("String(%q) = %q, %v; want it unchanged", in, got, err)
		}
	}
	for _, c := range masked {
		if got, err := r.String(c.in); err != nil || got != c.want {
			t.Errorf("String(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestCatalogueNounsBothWays: a word the names data holds that the system
// catalogues write in small letters inside their sentences (Turkish konak,
// "host"; Hungarian séma, "schema": words.CatalogueNoun) is the message's
// in a sentence of its language, even a short one; capitalised, in English
// prose or after a person's noun it is still masked, and so is a given
// name of the names data that no catalogue writes so (ufuk).
func TestCatalogueNounsBothWays(t *testing.T) {
	kept := []string{
		"bash: build/output.tar.gz: konak bilinmiyor",
		"wget: Nem támogatott séma (/etc/apt/sources.list.d/backports.list)",
	}
	masked := []maskedCase{
		{"bash: build/output.tar.gz: Konak bilinmiyor", "bash: build/output.tar.gz: [value] bilinmiyor"},
		{"login failed for konak", "login failed for [user]"},
		{"user konak logged in", "user [name] logged in"},
		{"gzip: /srv/app/log.gz: dosyanın sahibi ufuk zaten var", "gzip: /srv/app/log.gz: dosyanın sahibi [value] zaten var"},
	}
	checkKeptMasked(t, kept, masked)
}
