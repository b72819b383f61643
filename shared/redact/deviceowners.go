// Personal devices named after their owners: the default names that
// set-up assistants give laptops and phones (Olivias-MacBook-Pro,
// DESKTOP-LAURAVK, iPhone de Olivia) carry a given name.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// deviceWords name personal devices. Their default names carry the
// owner's given name ("Olivias-MacBook-Pro.local", "olivia-laptop",
// "iPhone de Olivia"), and so do host names, Bluetooth and AirDrop names
// that reach events.
// e-readers, speakers, wearables and consoles are named after their
// owners too (Grace's Kindle, Liam's Echo Dot); apple is the maker's
// word before its device, after the owner's name (Anjas Apple Watch)
const deviceWords = " macbook mbp mba imac mac macmini iphone ipad ipod watch airpods laptop desktop notebook pc " +
	"computer pixel galaxy phone tablet thinkpad surface chromebook android buds kindle kobo echo " +
	"homepod fitbit smartwatch earbuds headphones xbox playstation apple " +
	// German's and Luxembourgish's mobile phone (Annas-Handy, Jangs-Handy),
	// and the Romance languages' phone and laptop, which their speakers
	// name after the owner as the set-up assistants do (Móvil de Pilar,
	// Celular do Tiago, Portable de Chloé)
	"handy móvil celular teléfono telefone telemóvel portátil téléphone portable cellulare telefonino "

// ownerWords join a device to its owner's name in localised default
// device names (iPhone de Olivia, MacBook von Jürgen).
// Tagalog joins them with "ng" (Galaxy A14 ng Lola), Vietnamese with
// "của" (iPhone của Hoa), a capitalised name after it only.
var ownerWords = wordMap("de von di van of da do ng của ")

// possessedDevices name a phone or a computer in Polish and Czech, which
// put the owner after it in the genitive (Telefon Anny, Laptop Piotra).
const possessedDevices = " telefon komputer smartfon laptop tablet "

// genitiveGiven reports a word, no model's, that is a given name of the
// names data in the genitive (the dictionaries hold Polish names' case
// forms, so a known word may be one): a woman's name in -a with -y or -i
// (Anny, Kingi, Zofii), a man's with -a (Piotra, Tomasza, Marka).
func genitiveGiven(v string) bool {
	if len(v) < 4 || modelWords[v] {
		return false
	}
	stem, c := v[:len(v)-1], v[len(v)-1]
	// a man's name that drops its last syllable's e (Marek: Marka,
	// Jacek: Jacka, Paweł: Pawła)
	fleeting := len(stem) >= 3 && c == 'a' && deviceOwner(stem[:len(stem)-1]+"e"+stem[len(stem)-1:])
	return (c == 'y' || c == 'i') && deviceOwner(stem+"a") || c == 'a' && deviceOwner(stem) || fleeting
}

// modelWords may stand between a device word and its owner word.
var modelWords = wordMap("pro air max mini plus ultra ")

// joins reports a gap of one space or hyphen between two words.
func joins(gap string) bool { return gap == " " || gap == "-" }

// deviceOwner reports a given name of the names data that no program
// names a build or a part after (Tiago, Marisol, but not server or dev),
// glued to a device word.
func deviceOwner(v string) bool {
	return givenNameData(v) && !wordlist.Code(v) && !wordlist.Tech(v)
}

// codeOwner reports a given name of the names data that a program's word
// or a maker's name may be too (Max, Will; not Apple, Sony), capitalised
// after a device and an owner word, where a person stands.
func codeOwner(v string) bool {
	return len(v) >= 3 && givenNameData(v) && !wordIn(deviceMakers, v) && !wordIn(deviceWords, v)
}

// modelGap reports a model's number joined by hyphens between a device
// word and its owner's name (Pixel-7-Ivana, iPad-10-Marta).
func modelGap(g string) bool {
	return len(g) >= 3 && len(g) <= 5 && g[0] == '-' && g[len(g)-1] == '-' && countDigits(g) == len(g)-2
}

// ownerInitials reports a given name followed by up to three initials
// (lauravk), as set-up assistants and admins name machines.
func ownerInitials(v string) bool {
	for k := 1; k <= 3 && len(v)-k >= 4; k++ {
		if deviceOwner(v[:len(v)-k]) && !knownWord(v) {
			return true
		}
	}
	// or the initials first: LAPTOP-MWINTER, DESKTOP-JSMITH
	for k := 1; k <= 2 && len(v)-k >= 4; k++ {
		if lettersOnly(v[:k]) && deviceOwner(v[k:]) && !knownWord(v) {
			return true
		}
	}
	return false
}

// detectDeviceOwners masks a given name glued to a device word: before it
// (Olivias-MacBook-Pro, olivia_laptop, JOHNS-PC) or after an owner word
// (iPhone de Olivia).
func detectDeviceOwners(sc *scan) {
	if !sc.anyOf("mac", "mbp", "mba", "iphone", "ipad", "ipod", "watch", "airpods", "laptop", "desktop",
		"notebook", "pc", "computer", "pixel", "galaxy", "phone", "tablet", "thinkpad", "surface", "chromebook", "android", "telefon", "komputer", "smartfon", "handy", "móvil", "celular", "teléfono", "telefone", "telemóvel", "portátil", "téléphone", "portable", "cellulare", "telefonino",
		"huawei", "xiaomi", "samsung", "oneplus", "oppo", "vivo", "motorola", "moto", "redmi", "nokia", "lenovo", "-ps4", "-ps5") {
		return
	}
	detectCyrillicDeviceOwners(sc)
	s := sc.lower
	type word struct{ a, b int }
	text := func(w word) string { return s[w.a:w.b] }
	owner := func(w word) bool {
		v := text(w)
		return len(v) >= 3 && (givenName(v) || hasSuffix(v, "s") && givenName(v[:len(v)-1]) || deviceOwner(v) || czechPossessive(v) || gluedPossessive(v))
	}
	// the three words before the current one, nearest first
	var prev [3]word
	n := 0
	for i, j := nextWord(s, 0); i >= 0; i, j = nextWord(s, j) {
		cur := word{i, j}
		p := prev[0]
		switch {
		case n >= 1 && (wordIn(deviceWords, text(cur)) || consoleAt(s, cur.a, cur.b)) && (s[p.b:cur.a] == "-" || s[p.b:cur.a] == "_") && owner(p):
			// Olivias-MacBook: a word glued to the name on its left is a
			// longer word's tail, not a name
			if p.a == 0 || !isWord(s[p.a-1]) {
				sc.add(p.a, p.b, phName)
			}
		case n >= 1 && s[p.b:cur.a] == " " && wordIn(deviceWords, text(cur)) && startsUpper(sc.s[p.a:]) && hasSuffix(text(p), "s") && deviceOwner(text(p)[:p.b-p.a-1]) && !givenNameData(text(p)):
			// Mettes Apple Watch, Olivias iPhone: the owner's genitive
			// in -s before the device, as German and the Nordic
			// languages write it without an apostrophe
			sc.add(p.a, p.b, phName)
		case n >= 1 && wordIn(deviceWords, text(p)) && (s[p.b:cur.a] == "-" || s[p.b:cur.a] == "_" || modelGap(s[p.b:cur.a])) && (owner(cur) || ownerInitials(text(cur))):
			// DESKTOP-LAURAVK, LAPTOP-MEERA-PC: the name a device was
			// set up with, maybe with initials
			sc.add(cur.a, cur.b, phName)
		case n >= 1 && wordIn(deviceMakers, text(p)) && s[p.b:cur.a] == "-" && startsUpper(sc.s[cur.a:]) && deviceOwner(text(cur)) && !productName(text(cur)) &&
			(cur.b == len(s) || s[cur.b] == ' ' || s[cur.b] == '"' || s[cur.b] == ')'):
			// HUAWEI-Guðrún, Xiaomi-Fatma: a phone its maker's set-up
			// named after its owner, the name last; a product of the
			// maker's is no owner (Amazon-Alexa)
			sc.add(cur.a, cur.b, phName)
		case n >= 2 && (wordIn(deviceWords, text(prev[1])) || wordIn(deviceMakers, text(prev[1]))) && s[prev[1].b:p.a] == "-" && p.b-p.a <= 2 &&
			modelTail(s[p.b:cur.a]) && owner(cur):
			// Samsung-A5-Maria, Galaxy-S23-Léa: a maker or a device, a
			// model of a letter or two and its number, then the owner
			sc.add(cur.a, cur.b, phName)
		case n >= 1 && (wordIn(deviceWords, text(p)) || wordIn(deviceMakers, text(p))) && s[p.b:cur.a] == "-" && cur.b-cur.a <= 2:
			// Huawei-P40-王伟: the owner's name in Han, which no word
			// of this loop (letters of ASCII) reaches
			if h := hanAfterModel(s, cur.b); h > 0 {
				sc.add(h, hanEnd(s, h), phName)
			}
		case n >= 1 && wordIn(deviceWords, text(p)) && cur.a >= 1 && s[cur.a-1] == '(' && cur.b < len(s) && s[cur.b] == ')' && cur.a-p.b <= 12 && owner(cur):
			// Galaxy Buds2 (Amara): a device named by its owner's phone
			sc.add(cur.a, cur.b, phName)
		case n >= 1 && wordIn(possessedDevices, trimQuotes(text(p))) && s[p.b:cur.a] == " " && startsUpper(sc.s[cur.a:]) && genitiveGiven(trimQuotes(text(cur))):
			// Telefon Anny, „Laptop Piotra”: the owner in the genitive
			// (a typographic quote's bytes end the word)
			sc.add(cur.a, cur.a+len(trimQuotes(text(cur))), phName)
		case n >= 2 && ownerWords[text(p)] && joins(s[p.b:cur.a]) && (owner(cur) || startsUpper(sc.s[cur.a:]) && codeOwner(text(cur))) && (text(p) != "của" || startsUpper(sc.s[cur.a:])):
			// (after của a name is capitalised: Vietnamese's syllables
			// are given names and words alike, của bạn, your)
			// iPhone de Olivia, AirPods Pro von Jürgen; a given name
			// that is a word of code too, in capitals (Pixel 7 von
			// Max, iPad de Will): no program names a device's part
			// after an owner word
			// (Galaxy S23 de Pedro, Pixel 8 de Lucía: a model's number
			// between, with spaces or hyphens: Galaxy-S23-de-Léa)
			d := prev[1]
			if n >= 3 && (modelWords[text(d)] || d.b-d.a <= 2 && d.b < len(s) && isDigit(s[d.b]) || modelName(s[d.a:p.a])) && joins(s[prev[2].b:d.a]) {
				d = prev[2]
			}
			// Moto g54 de Dolores: a maker before its model's letter and
			// number names the device as a device's word does
			if g := s[prev[1].b:p.a]; (wordIn(deviceWords, text(d)) || d != prev[1] && wordIn(deviceMakers, text(d))) && (joins(g) || len(g) <= 6 && strings.Trim(g, " -0123456789") == "") {
				// sure: the keep passes would give a word of code back
				sc.addSure(cur.a, cur.b, phName)
			}
		}
		prev[2], prev[1], prev[0] = prev[1], prev[0], cur
		n++
	}
}

// modelTail reports a model's number and the hyphen after it (40-, 23-).
func modelTail(g string) bool {
	return len(g) >= 2 && len(g) <= 5 && g[len(g)-1] == '-' && countDigits(g) == len(g)-1
}

// hanAfterModel returns where a Chinese owner's name starts after a
// model's number and a hyphen at s[i:] (40-王伟), or 0.
func hanAfterModel(s string, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i || j-i > 4 || j+1 >= len(s) || s[j] != '-' {
		return 0
	}
	if e := hanEnd(s, j+1); e > j+1 && hanOwner(s[j+1:e]) && (e == len(s) || !isWord(s[e])) {
		return j + 1
	}
	return 0
}

// hanEnd returns the end of the run of Han at s[i:].
func hanEnd(s string, i int) int {
	for i < len(s) {
		r, n := decodeRune(s[i:])
		if !unicode.Is(unicode.Han, r) {
			break
		}
		i += n
	}
	return i
}

// hanOwner reports a Chinese name of two or three characters that opens
// with a surname the names data knows and no dictionary holds whole
// (王伟): after a device's model, where only its owner's name stands.
func hanOwner(v string) bool {
	rs := []rune(v)
	if len(rs) < 2 || len(rs) > 3 {
		return false
	}
	for _, r := range rs {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return wordlist.Surname(string(rs[0])) && !wordlist.Known(v) && !wordlist.Template(v) && !wordlist.Tech(v)
}

// gluedPossessive reports a given name of the names data with the
// possessive ending its language glues on, before a device's word:
// German's, Luxembourgish's, Dutch's and the Nordic languages' -s
// (Sabines-iPhone, Jangs-Handy) and Finnish's genitive -n
// (Ainon-MacBook-Air), as set-up assistants name a device in those
// languages.
func gluedPossessive(v string) bool {
	return len(v) >= 4 && (v[len(v)-1] == 's' || v[len(v)-1] == 'n') && deviceOwner(v[:len(v)-1])
}

// czechPossessive reports a Czech owner's possessive in -ův (Honzův,
// Honzuv as host names write it without the ring) of a given name in -a
// or of a consonant (Honza, Petr): Honzuv-MacBook-Pro.
func czechPossessive(v string) bool {
	for _, suf := range []string{"uv", "ův"} {
		if stem, ok := strings.CutSuffix(v, suf); ok && len(stem) >= 3 {
			// a surname the names data holds and no dictionary
			// (Honza, Jan's familiar form, is one there)
			return deviceOwner(stem+"a") || deviceOwner(stem) || surnameData(stem+"a") && !knownWord(stem+"a")
		}
	}
	return false
}

// modelName reports a model of a letter and digits and the space after it
// between a device and its owner word (Galaxy A14 ng Lola).
func modelName(g string) bool {
	g = strings.TrimRight(g, " -")
	return len(g) >= 2 && len(g) <= 4 && isLetter(g[0]) && countDigits(g) == len(g)-1
}

// consoleAt reports a games console's short name and its generation at
// s[a:b] and after it (PS5 as Kostas-PS5 names it): the word alone is
// every shell's command.
func consoleAt(s string, a, b int) bool {
	return s[a:b] == "ps" && b < len(s) && isDigit(s[b])
}

// detectDeviceSerials masks the serial a wearable or a tracker is named by
// after its device's word (fitbit-7F3A91C2): six to sixteen letters and
// digits, two digits and a letter at least, one device's; a model's short
// number (pixel-7a, watch-2024) stays.
func detectDeviceSerials(sc *scan) {
	if !sc.anyOf("fitbit", "watch", "tracker", "tag", "strap", "collar", "band", "buds", "phone", "tablet") {
		return
	}
	s, l := sc.s, sc.lower
	for i, j := nextWord(l, 0); i >= 0; i, j = nextWord(l, j) {
		w := l[i:j]
		if j+7 > len(l) || l[j] != '-' || !(wordIn(deviceWords, w) || wordIn(serialDevices, w)) {
			continue
		}
		e := j + 1
		for e < len(s) && isAlnum(s[e]) {
			e++
		}
		if e < len(s) && (isWord(s[e]) || s[e] == '-') {
			continue
		}
		if t := s[j+1 : e]; len(t) >= 6 && len(t) <= 16 && countDigits(t) >= 2 && countDigits(t) < len(t) {
			sc.add(j+1, e, phValue)
		}
	}
}

// serialDevices are the words of devices named by their serial beside
// deviceWords: trackers and tags people or their pets wear.
const serialDevices = " tracker tag strap collar band "

// detectCyrillicDeviceOwners masks the owner's given name after a device
// word in Russian, Ukrainian and Belarusian, which put the owner after
// the device in the genitive (iPhone Дмитрия, MacBook Анны, iPad Олега).
func detectCyrillicDeviceOwners(sc *scan) {
	s, l := sc.s, sc.lower
	for i, j := nextWord(l, 0); i >= 0; i, j = nextWord(l, j) {
		if !wordIn(deviceWords, l[i:j]) || j+3 > len(s) || s[j] != ' ' {
			continue
		}
		k := j + 1
		r, _ := decodeRune(s[k:])
		if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) {
			continue
		}
		e := k
		for e < len(s) {
			r2, n := decodeRune(s[e:])
			if !unicode.Is(unicode.Cyrillic, r2) {
				break
			}
			e += n
		}
		if e < len(s) && (isWord(s[e]) || s[e] == '-') {
			continue
		}
		if cyrillicGivenOrGenitive(l[k:e]) {
			sc.add(k, e, phName)
		}
	}
}

// cyrillicGivenOrGenitive reports a given name of the names data in small
// letters, or its genitive: Дмитрия (Дмитрий), Игоря (Игорь), Ивана
// (Иван), Анны (Анна), Ольги (Ольга), Марии (Мария).
func cyrillicGivenOrGenitive(w string) bool {
	if runeCount(w) < 3 {
		return false
	}
	if deviceOwner(w) {
		return true
	}
	for _, e := range [...][2]string{{"ия", "ий"}, {"ии", "ия"}, {"я", "ь"}, {"я", "й"}, {"а", ""}, {"ы", "а"}, {"и", "а"}} {
		if stem, ok := strings.CutSuffix(w, e[0]); ok && runeCount(stem) >= 2 && deviceOwner(stem+e[1]) {
			return true
		}
	}
	return false
}
