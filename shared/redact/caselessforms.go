// Words of the caseless scripts whose dictionaries came late (Thai, Arabic,
// Hebrew: knowgen's syscats.go and thaiwords.go) in the forms texts write
// them: Thai writes a clause's words together (ติดตั้งซ้ำ, "installed
// again"), Arabic and Hebrew write their prepositions, conjunctions and
// article onto the word (لتهيئة, "to initialise"; היציאה, "the exit"), and
// old GNU Hebrew catalogues (diffutils, make, sed, wget) are written in
// visual order, each word's letters reversed (הלקת for תקלה).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// thaiMaxRun and thaiMaxWord bound the split: a run of Thai longer than
// thaiMaxRun letters is not split (a clause is shorter between spaces),
// and no word of the dictionary is longer than thaiMaxWord.
const (
	thaiMaxRun  = 72
	thaiMaxWord = 20
)

// thaiLongWord is the length from which a known word after a role noun is
// read as the noun it names (thaiPhraseStart): six letters.
const thaiLongWord = 6

// thaiPhrase reports a run of Thai that splits wholly into known words,
// two or more, one of them a word no Thai name is made of
// (wordlist.ThaiPhraseWord: ติดตั้ง|ซ้ำ, "installed again"): a name is
// made of words too (สม|ชาย, "fitting man", is Somchai). So are a
// street's and a village's (ถนน|ทอง|สี|ไพล) and a name glued to a role
// noun (ผู้ใช้สมชาย): a run holding the word for road, lane, village,
// subdistrict, district or province, or a role noun with letters after
// it, is no phrase. Those words are looked for where a word of the split
// may start (thaiGlued), not inside another word: เชื่อมต่อ, "connect",
// holds ชื่อ, "name", in its letters, and is no role noun.
func thaiPhrase(lw string) bool { return thaiPhraseWords(lw) >= 1 }

// thaiPhraseWords is how many words no name is made of, none, one or two
// (two or more), the split of a run with most of them holds, when it
// splits wholly into known words; none when it does not. A name's own
// word (สมบูรณ์, "complete", is a person's name: words.ThaiName) costs
// one of them: a run that holds one is a phrase only beside two
// (อย่าง|สมบูรณ์|แล้ว, "completely, already"), never beside one
// (ไม่พบ|สมบูรณ์ stays unknown). Two grammatical words (thaiGrammar:
// ที่|มี|รุ่น|เป็น, "that has the version") count as one such word, and a
// word of the split starts only where a Thai word can (thaiWordStart).
func thaiPhraseWords(lw string) int {
	n := runeCount(lw)
	if n < 3 || n > thaiMaxRun {
		return 0
	}
	// offs[i] is the byte offset of rune i; reach[i] bit c+3m+6g: the
	// run's first i letters split into known words, c (0, 1, 2 or more)
	// of them words no name is made of, m whether one is a name's own,
	// g (0, 1, 2 or more) grammatical words
	offs := thaiOffsets(lw)
	var reach [thaiMaxRun + 1]uint32
	reach[0] = 1
	for a := 0; a < n; a++ {
		if reach[a] == 0 || !thaiWordStart(lw[offs[a]:]) {
			continue
		}
		if thaiGlued(lw[offs[a]:]) {
			return 0
		}
		thaiVerbPairs(lw, offs, n, a, &reach)
		for b := a + 2; b <= min(n, a+thaiMaxWord); b++ {
			if a == 0 && b == n {
				break // the whole run is one word: Known's to answer
			}
			if b < n && !thaiWordStart(lw[offs[b]:]) {
				continue
			}
			w := lw[offs[a]:offs[b]]
			known, named := wordlist.Known(w) || wordlist.ThaiCatalogue(w), false
			if !known && !wordlist.ThaiPart(w) {
				// ไม่|สำเร็จ, "not successful": a word after the
				// negation is the verb or adjective it negates, never a
				// name (no name is negated: thainegation.go)
				if !wordlist.ThaiName(w) {
					continue
				}
				named = a < 3 || !thaiNegated(lw[offs[a-3]:])
			}
			phrase := wordlist.ThaiPhraseWord(w)
			// a role noun before a word no name starts with is the
			// clause's pronoun or noun (คุณ|เป็น, "you are"), grammatical
			gram := !phrase && (wordlist.ThaiGrammar(w) || b < n && thaiRoleNoun(w) && thaiPhraseStart(lw[offs[b]:]))
			for st := 0; st < 18; st++ {
				if reach[a]&(1<<st) == 0 {
					continue
				}
				c, m, g := st%3, st/3%2, st/6
				switch {
				case phrase:
					c = min(c+1, 2)
				case gram:
					g = min(g+1, 2)
				case named:
					m = 1
				}
				reach[b] |= 1 << (c + 3*m + 6*g)
			}
		}
	}
	best := 0
	for st := 0; st < 18; st++ {
		if reach[n]&(1<<st) != 0 {
			c, m, g := st%3, st/3%2, st/6
			best = max(best, min(c+g/2, 2)-m)
		}
	}
	return best
}

// thaiWordStart reports a rest of a run whose first letter can start a
// Thai word: no word starts with a vowel written after its consonant
// (ะ, า, ำ), nor with a mark written above or below one (the vowels ั
// ิ ี ึ ื ุ ู, the tone marks, ็ and ์), so a split never cuts a syllable
// (รุ|่ง).
func thaiWordStart(rest string) bool {
	r, _ := decodeRune(rest)
	return !(r >= 0xE30 && r <= 0xE3A || r == 0xE45 || r >= 0xE47 && r <= 0xE4E)
}

// caselessNameData reports lw, a word of script sc, as the names data
// holds it. The names filters hold no word of Arabic or Hebrew and answer
// one stranger in a hundred of them: those scripts' names are found by their own data where they
// stand (semnames.go, rolenames.go) and where a form is reached
// (arabicFeminine, hebrewInflected). They hold no Thai either and answer
// a Thai run so too: a run that splits into known words with a word no
// Thai name is made of (thaiPhraseWords) is none (ไม่|ใช่|แฟ้ม|ปกติ, "is
// not a regular file"; เพื่อ|จัดเตรียม, "to prepare").
func caselessNameData(lw string, sc script) bool {
	switch sc {
	case arabic, hebrew:
		return false
	case thai:
		if thaiPhraseWords(lw) >= 1 {
			return false
		}
	case otherScript:
		// រូបភាព|មាន, "the image has": a Khmer, Lao or Myanmar run that
		// splits into known words (unspaced.go); the names data, which
		// holds none of them, reads their Latin spelling
		if r, _ := decodeRune(lw); unspacedLetter(r) && unspacedWords(lw) > 0 {
			return false
		}
	}
	return givenNameData(lw) || surnameData(lw)
}

// thaiPlaceWords are the words Thai addresses put before a place's name:
// road, lane, village, subdistrict, district, province. thaiRoleNouns are
// clausewords.go's role nouns (reThaiRoleGlued): user, customer, you,
// name, Mr, Mrs, patient, member, recipient, employee, applicant.
var (
	thaiPlaceWords = []string{"ถนน", "ซอย", "หมู่บ้าน", "แขวง", "ตำบล", "อำเภอ", "จังหวัด"}
	thaiRoleNouns  = []string{"ผู้ใช้", "ลูกค้า", "คุณ", "ชื่อ", "นาย", "นาง", "ผู้ป่วย", "สมาชิก", "ผู้รับ", "พนักงาน", "ผู้สมัคร"}
)

// thaiRoleNoun reports one of thaiRoleNouns.
func thaiRoleNoun(w string) bool {
	for _, p := range thaiRoleNouns {
		if w == p {
			return true
		}
	}
	return false
}

// thaiGlued reports a rest of a run, from where a word of the split
// starts, that begins with a place word, or with a role noun that has
// letters after it.
func thaiGlued(rest string) bool {
	for _, p := range thaiPlaceWords {
		if hasPrefix(rest, p) {
			return true
		}
	}
	for _, p := range thaiRoleNouns {
		if len(rest) > len(p) && hasPrefix(rest, p) && !thaiPhraseStart(rest[len(p):]) {
			return true
		}
	}
	return false
}

// thaiPhraseStart reports a rest after a role noun whose longest known
// first word is one no Thai name is made of (ชื่อ|แฟ้ม, "file name") or a
// grammatical word (คุณ|เป็น, "you are"): a name glued to its role noun
// starts with a name's word (ผู้ใช้|สม|ชาย).
func thaiPhraseStart(rest string) bool {
	longest, n := "", 0
	for o, r := range rest {
		if n++; n > thaiMaxWord || !unicode.Is(unicode.Thai, r) {
			break
		}
		if w := rest[:o+utf8.RuneLen(r)]; n >= 2 && (len(w) == len(rest) || thaiWordStart(rest[len(w):])) && (wordlist.Known(w) || wordlist.ThaiPart(w)) {
			longest = w
		}
	}
	if longest == "" {
		return false
	}
	if wordlist.ThaiPhraseWord(longest) || wordlist.ThaiGrammar(longest) {
		return true
	}
	_, given := wordlist.ThaiPairName(longest)
	// ชื่อ|สถาปัตยกรรม, "architecture name": a long word the dictionaries
	// know alone (their whole names left out) that no given or family
	// name of the names corpus is, nor a name's own word, is the noun the
	// role noun names; a name's first word is a syllable or two (สม|ชาย,
	// ศรี|สุข), and a long word that is a name is one (สมบัติ, Sombat)
	if runeCount(longest) >= thaiLongWord && wordlist.Known(longest) && !given && !wordlist.ThaiName(longest) {
		if surname, _ := wordlist.ThaiPairName(longest); !surname {
			return true
		}
	}
	// คุณ|มี, "you have": a verb (thaiverb.fuse) no given name of the
	// names corpus is, and no name made of คุณ and it, after a role noun
	// is the clause's verb (ผู้ใช้|สม|ชาย: สม is a
	// given name's word, and stays one)
	return !given && !wordlist.ThaiName(longest) && wordlist.ThaiVerbAfter("คุณ", longest)
}

// semiticForm reports an Arabic or Hebrew word that is a known word of
// three letters or more behind its proclitics, in Arabic before an
// attached pronoun too (words.SemiticReach), or, in Hebrew, a known
// word (with its prefixes) written in visual order (visualOrder), or one
// of four letters or more whose letters reversed are a known word as
// they stand. Arabic's
// dictionary left out Arabic names and their prefixed forms (knowgen's
// semiticNames), and Hebrew's known words are the catalogues' (Django,
// glibc), so a known remainder is a word, not a name.
func semiticForm(lw string, sc script) bool {
	if wordlist.SemiticReach(lw, sc == arabic, wordlist.Known) {
		return true
	}
	if sc == arabic {
		return arabicFeminine(lw)
	}
	prefixes := wordlist.Proclitics(false)
	rev := reverseRunes(lw)
	if wordlist.HebrewAcronym(rev) && wordlist.Known(rev) {
		return true // י"ע: ע"י, "by", in visual order
	}
	if hebrewInflected(lw) {
		return true
	}
	if !visualOrder(lw) {
		// הלקת, תאירקב: a word of four letters or more that no list
		// holds but whose letters reversed are a known word (תקלה), or
		// one of four letters or more behind a prefix (ב|קריאת), is a
		// visual catalogue's too; a shorter rest, letters reversed find
		// by chance
		if runeCount(lw) < 4 {
			return false
		}
		if wordlist.Known(rev) {
			return true
		}
		for _, p := range prefixes {
			if rest, ok := cutPrefix(rev, p); ok && runeCount(rest) >= 4 && wordlist.Known(rest) {
				return true
			}
		}
		return false
	}
	if wordlist.Known(rev) || hebrewInflected(rev) {
		return true
	}
	for _, p := range prefixes {
		if rest, ok := cutPrefix(rev, p); ok && wordlist.ProcliticRest(p, rest) && wordlist.Known(rest) {
			return true
		}
	}
	return false
}

// hebrewInflected reports a Hebrew word of four letters or more that is a
// known word's feminine, its ה put after it (נשלחה, "was sent", of
// נשלח), or a known noun in ה in its construct state, which writes ת
// for it (פניית, "the request of", of פנייה), as the word stands or
// behind its proclitics, or its plural in ים or ות (מזוהים of מזוהה).
// Women's names are made so too (טובה, Tova, of טוב), and men's (אפרים,
// Efraim), so a word the Hebrew names data holds stays unknown.
func hebrewInflected(lw string) bool {
	if runeCount(lw) < 4 || wordlist.SemGivenName(lw) || wordlist.SemSurname(lw) {
		return false
	}
	has := func(w string) bool {
		return wordlist.Known(w) || wordlist.SemiticReach(w, false, wordlist.Known)
	}
	if stem, ok := cutSuffix(lw, "ה"); ok {
		return has(stem)
	}
	if stem, ok := cutSuffix(lw, "ת"); ok && !hasSuffix(stem, "ו") {
		return has(stem + "ה")
	}
	// מזוהים, "identified", of מזוהה; נשלחות of נשלח; בקשות, "requests",
	// of בקשה: the plural's ים or ות after the stem, whose singular ends
	// in ה or in its last letter; a stem of three letters or more
	if stem := lw[:len(lw)-4]; len(stem) >= 6 && (hasSuffix(lw, "ים") || hasSuffix(lw, "ות")) {
		return has(stem) || has(stem+"ה")
	}
	return false
}

// arabicFeminine reports an Arabic adjective or participle in its
// feminine, a known word of three letters or more with taa marbuta after
// it (مثبتة, "installed", of مثبت), behind its proclitics too: the
// dictionaries hold the masculine, and a message agrees with a feminine
// noun (حزمة مثبتة). Women's names are made so too (جميلة, Jamila, of
// جميل), so a word the Arabic names data holds, as a given name or a
// family's, stays unknown.
func arabicFeminine(lw string) bool {
	stem, ok := cutSuffix(lw, "ة")
	if !ok || runeCount(stem) < 3 || wordlist.SemGivenName(lw) || wordlist.SemSurname(lw) {
		return false
	}
	return wordlist.Known(stem) || wordlist.SemiticReach(stem, true, wordlist.Known)
}

// visualOrder reports a Hebrew word spelt as only visual order writes it:
// starting with a final letter (ך ם ן ף ץ), or ending with the plain form
// of one (כ מ נ פ צ), where a word in logical order has its final form.
// Such a word is asked reversed behind its prefixes too; another only as
// a word of four letters or more, or four behind a prefix, so a short
// name (לוי, Levi) is never read backwards into a word (יול), and a name
// of the names data is judged as a name before any of this (knownForm).
func visualOrder(lw string) bool {
	first, _ := decodeRune(lw)
	last, _ := utf8.DecodeLastRuneInString(lw)
	return containsRune("ךםןףץ", first) || containsRune("כמנפצ", last)
}

// reverseRunes is s with its letters in reverse order.
func reverseRunes(s string) string {
	rs := []rune(s)
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return string(rs)
}

// semiticWordsAndNumber reports Arabic or Hebrew words joined by hyphens,
// underscores or dots and a number of two to four digits after them
// (أم-إذن-1361), as password generators make them: wordsAndNumber wants
// six letters of the words, and these scripts write a word's short
// vowels not at all, so four say as much. Two words at least, so a
// word and its number (قسم-12) is not one.
func semiticWordsAndNumber(t string) bool {
	d := 0
	for d < len(t) && isDigit(t[len(t)-1-d]) {
		d++
	}
	if d < 2 || d > 4 || d == len(t) || t[len(t)-d] == '0' {
		return false
	}
	body := t[:len(t)-d]
	if last := body[len(body)-1]; last != '-' && last != '_' && last != '.' {
		return false
	}
	parts := strings.FieldsFunc(body, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) < 2 {
		return false
	}
	letters := 0
	for _, p := range parts {
		for _, r := range p {
			if sc := scriptOf(r); sc != arabic && sc != hebrew {
				return false
			}
			letters++
		}
	}
	return letters >= 4
}

// thaiSpeaks reports a text with a run of Thai that splits wholly into
// words (those thaiPhraseWords splits with) one of which is a word in
// which somebody speaks of themselves, another person or their family
// (words.ThaiPerson: ฉัน, "I"; สามี, "husband"; แฟนเก่า, "ex-boyfriend"):
// somebody's note, not a system's message, as firstPerson's words make
// one in the cased scripts. Thai writes no space between them, so the
// word is asked where a split puts it: เรา, "we", starts เราเตอร์,
// "router", whose rest is no word.
func thaiSpeaks(v string) bool {
	for i := 0; i < len(v); {
		r, n := decodeRune(v[i:])
		if !unicode.Is(unicode.Thai, r) {
			i += n
			continue
		}
		j := i
		for j < len(v) {
			r, n := decodeRune(v[j:])
			if !unicode.Is(unicode.Thai, r) {
				break
			}
			j += n
		}
		if thaiRunSpeaks(v[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// thaiRunSpeaks is thaiSpeaks for one run of Thai letters.
func thaiRunSpeaks(run string) bool {
	n := runeCount(run)
	if n < 2 || n > thaiMaxRun {
		return false
	}
	// reach[i]: bit 1, the first i letters split into words; bit 2, with
	// a person's word among them
	offs := thaiOffsets(run)
	var reach [thaiMaxRun + 1]uint8
	reach[0] = 1
	for a := 0; a < n; a++ {
		if reach[a] == 0 || !thaiWordStart(run[offs[a]:]) {
			continue
		}
		for b := a + 2; b <= min(n, a+thaiMaxWord); b++ {
			if b < n && !thaiWordStart(run[offs[b]:]) {
				continue
			}
			w := run[offs[a]:offs[b]]
			if wordlist.ThaiPerson(w) {
				reach[b] |= 2
			} else if wordlist.Known(w) || wordlist.ThaiPart(w) || wordlist.ThaiName(w) {
				reach[b] |= reach[a]
			}
		}
	}
	return reach[n]&2 != 0
}

// thaiOffsets returns the byte offset of each letter of run, and len(run)
// after the last, for the splitters that walk a run letter by letter
// (thaiPhraseWords, thaiRunSpeaks). The caller has checked that run has
// at most thaiMaxRun letters.
func thaiOffsets(run string) (offs [thaiMaxRun + 1]int) {
	i := 0
	for o := range run {
		offs[i] = o
		i++
	}
	offs[i] = len(run)
	return offs
}

// hindiForm reports a Hindi word in -ā, -ī or -e whose stem a dictionary
// holds with another of them: Hindi's adjectives, participles and
// infinitives agree so in gender and number (होनी, "to be", feminine, of
// होना; सकती of सकता; बड़ी of बड़ा).
//
// And a Hindi word negated by Sanskrit's prefix अ (अ|स्वीकृत, "denied":
// Windows' "पहुँच अस्वीकृत"; अ|मान्य) whose rest a dictionary holds and
// is five letters or more: a name made so is shorter (अ|जय, अ|शोक, अ|मर).
func hindiForm(lw string) bool {
	if rest, ok := cutPrefix(lw, "अ"); ok && runeCount(rest) >= 5 && unicode.Is(unicode.Devanagari, firstRune(rest)) && wordlist.Known(rest) && !givenNameData(lw) && !surnameData(lw) {
		return true
	}
	r, n := utf8.DecodeLastRuneInString(lw)
	if !containsRune("ाीे", r) || runeCount(lw) < 3 {
		return false
	}
	for _, e := range "ाीे" {
		if e != r && wordlist.Known(lw[:len(lw)-n]+string(e)) {
			return true
		}
	}
	return false
}

// bengaliArticles are Bengali's definite classifiers and plural markers,
// glued to a noun (ফিল্ড|টি, "the field"; ফাইল|গুলো, "the files"), alone
// or before the genitive's, locative's or objective's ending.
var bengaliArticles = []string{"টি", "টা", "টো", "খানা", "খানি", "গুলো", "গুলি", "টির", "টার", "টিতে", "টাতে", "টিকে", "টাকে", "গুলোর", "গুলির", "গুলোতে", "গুলিতে", "গুলোকে", "গুলিকে"}

// bengaliForm reports a Bengali noun with its classifier whose stem a
// dictionary or catalogue holds, no name's (এই ফিল্ডটি আবশ্যক।, "this
// field is required", Django's catalogue): a name takes no classifier.
//
// And, as hindiForm reads Hindi's, an adverb made with ভাবে, "in the
// manner", glued to a known adjective (সম্পূর্ণ|ভাবে, "completely";
// সঠিক|ভাবে, "correctly"), which Bengali makes of any adjective and its
// lists hold few of; and a word negated by Sanskrit's prefix, অ before a
// consonant (অ|সফল, "unsuccessful") and অন্ before a vowel, which Bengali
// writes as the vowel's sign (অনু|পলব্ধ: উপলব্ধ, "available"), whose rest
// a dictionary holds and is four letters or more: no name takes ভাবে, and
// a name made with অ is shorter (অমর, অজয়). The whole word is no name the
// names data holds.
func bengaliForm(lw string) bool {
	if st, ok := cutSuffix(lw, "ভাবে"); ok && runeCount(st) >= 2 && unicode.Is(unicode.Bengali, firstRune(st)) && wordlist.Known(st) && !givenNameData(st) && !surnameData(st) {
		return true
	}
	if rest, ok := cutPrefix(lw, "অনু"); ok && runeCount(rest) >= 3 && wordlist.Known("উ"+rest) && !givenNameData(lw) && !surnameData(lw) {
		return true
	}
	if rest, ok := cutPrefix(lw, "অ"); ok && runeCount(rest) >= 4 && unicode.Is(unicode.Bengali, firstRune(rest)) && !unicode.Is(unicode.Mn, firstRune(rest)) && !unicode.Is(unicode.Mc, firstRune(rest)) && wordlist.Known(rest) && !givenNameData(lw) && !surnameData(lw) {
		return true
	}
	for _, a := range bengaliArticles {
		if st, ok := cutSuffix(lw, a); ok && runeCount(st) >= 2 && unicode.Is(unicode.Bengali, firstRune(st)) &&
			wordlist.Known(st) && !givenNameData(st) && !surnameData(st) {
			return true
		}
	}
	return false
}

// tagalogMarks are Tagalog's grammatical words that no other language
// error text comes in writes as words: the subject's and the object's
// markers, the predicate's, the plural's and the negation.
var tagalogMarks = []string{"ang", "ay", "ng", "mga", "hindi"}

// tagalogText reports a text with two of tagalogMarks as words: only there
// is a word asked of Tagalog's catalogues (wordlist.Tagalog), whose ASCII
// words Known's chain must not hold. Read once a scan, on first use.
func (sc *scan) tagalogText() bool {
	if !sc.tagalogDone {
		sc.tagalogDone = true
		n := 0
		for _, m := range tagalogMarks {
			if wordAt(sc.lower, m) {
				n++
			}
		}
		sc.tagalog = n >= 2
	}
	return sc.tagalog
}

// wordAt reports w in s as a whole word (no letter, in any script,
// either side).
func wordAt(s, w string) bool {
	edge := func(c byte) bool { return c < utf8.RuneSelf && !isLetter(c) }
	for off := 0; ; {
		k := indexStr(s[off:], w)
		if k < 0 {
			return false
		}
		a, b := off+k, off+k+len(w)
		if (a == 0 || edge(s[a-1])) && (b == len(s) || edge(s[b])) {
			return true
		}
		off = a + 1
	}
}
