// People's names written as one token, as logins, slugs and keys carry
// them (deanna_singleton, lorenzo-jimenez, dương-vũ, chi.bùi), and Russian
// full names by their patronymic (Туров Андрей Федосьевич): shapes a name
// takes in any position, told by the names data rather than by a list of
// well-known names.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectNameSlugs masks tokens of two lower-case parts joined by "_", "-"
// or "." where one part is a given name of the names data that no
// dictionary holds as a word and no program names things with, and the
// other is a surname of the data or no word at all.
func detectNameSlugs(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !lowerRune(r) || i > 0 && slugGlue(s, i) {
			i += n
			continue
		}
		a := i
		j, parts, seps := a, 0, 0
		var p [maxSlugParts][2]int
		for j < len(s) {
			k := j
			for k < len(s) {
				r2, n2 := decodeRune(s[k:])
				if !lowerRune(r2) {
					break
				}
				k += n2
			}
			if k == j || parts == maxSlugParts {
				parts = maxSlugParts + 1
				break
			}
			p[parts] = [2]int{j, k}
			parts++
			j = k
			if j+1 < len(s) && (s[j] == '_' || s[j] == '-' || s[j] == '.') {
				if r3, _ := decodeRune(s[j+1:]); lowerRune(r3) {
					j++
					seps++
					continue
				}
			}
			break
		}
		if j < len(s) {
			if r4, _ := decodeRune(s[j:]); letterRune(r4) || digitRune(r4) || s[j] == '_' || s[j] == '-' || s[j] == '@' || s[j] == '(' || s[j] == '/' || s[j] == ':' && j+1 < len(s) && isWord(s[j+1]) && !(a > 0 && s[a-1] == ':') || s[j] == '.' && j+1 < len(s) && isWord(s[j+1]) {
				i = j + 1
				continue
			}
		}
		if parts >= 2 && parts <= maxSlugParts && seps == parts-1 && slugName(s, p[:parts]) && !codeSlot(s[:a]) && !fileKind(s[p[parts-1][0]:p[parts-1][1]]) &&
			!(a > 0 && (s[a-1] == '"' || s[a-1] == '\'') && j < len(s) && s[j] == s[a-1] && fieldKeyAt(s, a, j) && !(numberAfterKey(s, j+1) && strongNameSlug(s, p[:parts]))) && !(fieldErrorLine(s, a, j) && fieldName(s[a:j])) && !sc.identifier(a, j) && !sc.ownCode(s[a:j]) {
			// "[value]": the names data decided, which the second
			// thoughts on code-shaped names (relax) must not undo
			sc.add(a, j, phValue)
		} else if parts >= 3 && parts <= maxSlugParts && seps == parts-1 && !codeSlot(s[:a]) && !sc.ownCode(s[a:j]) {
			// a Kubernetes object's or a container's name is an
			// identifier the protections keep, but the pair at its end
			// is whom it was made for (jobs.batch
			// "export-casefile-darius-moradi")
			tailNameSlug(sc, s, p[:parts])
		}
		if j <= i {
			j = i + n
		}
		i = j
	}
}

// strongNameSlug reports a slug of two parts, a given name no word
// names and a surname no word is either, of the names data or no
// knowledge's (kateryna_bondar): as an object's key over a number it is
// the person a mapping is kept for ({"kateryna_bondar": 3}), no field's
// name (a form's field over its messages, {"koli_adedi": ["…"]}, stays).
func strongNameSlug(s string, parts [][2]int) bool {
	if len(parts) != 2 {
		return false
	}
	g, f := s[parts[0][0]:parts[0][1]], s[parts[1][0]:parts[1][1]]
	return personPart(g) && familyPart(f) && runeCount(f) >= 4 && !knownWord(f) && !knownWord(g) && !wordlist.Code(f) && !wordlist.Tech(f)
}

// numberAfterKey reports a number after the colon that follows an
// object's key closed at s[i-1].
func numberAfterKey(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == ':') {
		i++
	}
	return i < len(s) && (isDigit(s[i]) || s[i] == '-' && i+1 < len(s) && isDigit(s[i+1]))
}

// tailNameSlug masks a given name and a surname joined at the end of a
// slug after a program's words, one separator throughout
// (jupyter-sven-olsson, export-casefile-darius-moradi: JupyterHub's pod,
// a job named for the person it runs for), joined by "-" or "_": the
// words before are the thing's, the pair is whose.
func tailNameSlug(sc *scan, s string, parts [][2]int) {
	n := len(parts)
	sep := s[parts[0][1]]
	if sep == '.' {
		return // com.isai.stream: a package's or a host's labels
	}
	for k := 1; k < n-1; k++ {
		if s[parts[k][1]] != sep {
			return
		}
	}
	for k := 0; k < n-2; k++ {
		if w := s[parts[k][0]:parts[k][1]]; givenNameData(w) || surnameData(w) {
			return // the head is a program's words, no part of a name
		}
	}
	g, f := s[parts[n-2][0]:parts[n-2][1]], s[parts[n-1][0]:parts[n-1][1]]
	// the surname no known word (isai-stream is a stream's name)
	if personPart(g) && familyPart(f) && !knownWord(f) && !fileKind(f) && !wordIn(thingNouns, f) {
		sc.addSure(parts[n-2][0], parts[n-1][1], phValue)
	}
}

// pronounParticles are the particles Russian and Ukrainian write with a
// hyphen to a pronoun or an adverb (будь-який, хто-небудь, кое-что,
// что-либо, казна-що).
const pronounParticles = " будь небудь нибудь либо кое кой казна хтозна абы "

// maxSlugParts is the most parts a name slug is read in: a given name, a
// surname and the particles between (jordy-van-engeland, peter.ter.hutte).
const maxSlugParts = 5

// slugParticles are the particles written inside surnames (van, de, ter,
// von, da, dos, bin …).
const slugParticles = " van de der den ter ten von zu da di del della dos das do du la le bin ibn al el mac st "

// slugName reports the parts of a slug (byte ranges in s) as a person's
// name: two parts as nameSlug tells them, or more with particles among
// them, a given name first and each other word a surname's.
func slugName(s string, parts [][2]int) bool {
	if len(parts) == 2 && s[parts[0][1]] == '-' && (wordIn(pronounParticles, s[parts[0][0]:parts[0][1]]) || wordIn(pronounParticles, s[parts[1][0]:parts[1][1]])) {
		// будь-яким, кое-где, хто-небудь: Russian's and Ukrainian's
		// pronouns and adverbs of any, some and no matter are written
		// with a particle and a hyphen, and Яким and Будь are names
		return false
	}
	if len(parts) == 2 && wordIn(thingNouns, s[parts[1][0]:parts[1][1]]) {
		// erp-portal, ota-worker: a name before a thing noun names the
		// thing, as it does written apart (Harvey worker, thingFollows)
		return false
	}
	if len(parts) == 2 && nameSlug(s[parts[0][0]:parts[0][1]], s[parts[1][0]:parts[1][1]], s[parts[0][1]] == '.') {
		return true
	}
	if anchoredSlug(s, parts) {
		// tabeli stany_magazynowe … stany_magazynowe_magazyn_id_fkey: a
		// slug that the text's own identifiers are built of is code
		return !slugInCode(s, s[parts[0][0]:parts[len(parts)-1][1]])
	}
	if len(parts) == 2 {
		return false
	}
	particles := 0
	first := s[parts[0][0]:parts[0][1]]
	for k, pr := range parts {
		w := s[pr[0]:pr[1]]
		switch {
		case k == 0:
			if !personPart(w) {
				return false
			}
		case wordIn(slugParticles, w) && k < len(parts)-1:
			particles++
		case !familyPart(w) && (knownWord(first) || s[parts[0][1]] != '.' || !surnameWord(w)):
			return false
		}
	}
	return particles > 0
}

// codeSlotNouns name what is called by a slug of words: a package, a
// model, an image.
var codeSlotNouns = []string{"package", "module", "model", "plugin", "library", "crate", "gem", "image", "import", "require", "dependency", "preset", "theme", "template", "tokenizer", "extension", "addon", "chart", "formula", "cask"}

// codeSlot reports a slug's place that is a program's: after a
// command-line flag (--tokenizer bert-base) or a word that names a package
// (package 'pino-pretty').
func codeSlot(before string) bool {
	t := strings.TrimRight(before, " '\"`:=")
	k := strings.LastIndexAny(t, " \t\n(")
	w := strings.ToLower(t[k+1:])
	if hasPrefix(w, "-") {
		// --beneficiary yewande.makinde: a flag that names a person
		// takes a person's name
		f := strings.TrimLeft(w, "-")
		return !personKey(f) && keyClass(f) != "name"
	}
	for _, n := range codeSlotNouns {
		if w == n || w == n+"s" {
			return true
		}
	}
	return false
}

// slugGlue reports a token going on before s[i]: a letter, a digit or a
// joiner.
func slugGlue(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	if r == ':' && i >= 2 && isLetter(s[i-2]) && !hasPrefix(s[i:], "//") {
		// profile:olivia_martin:prefs: a cache key's segments stand apart
		return false
	}
	if r == '/' && (i == 1 || s[i-2] == '"' || s[i-2] == '\'' || s[i-2] == ' ') && !hasPrefix(s[i:], "/") {
		// "/jupyter-sven-olsson": Docker's container name, its one
		// slash before it, opens the token
		return false
	}
	return letterRune(r) || digitRune(r) || containsRune("_-./@$#:\\", r)
}

// nameSlug reports a given name and a surname (in either order) joined
// into one token. Joined by a dot (given.surname, as logins are made), the
// surname may be a word of some language too (surnameWord); joined by _
// or -, code's and the languages' own compounds are written so
// (stany_magazynowe, тайм-аут).
func nameSlug(a, b string, dotted bool) bool {
	return personPart(a) && (familyPart(b) || dotted && !knownWord(a) && surnameWord(b)) || personPart(b) && familyPart(a) && surnameData(a)
}

// surnameWord reports a word after a given name that no dictionary holds
// (ilaria, oluwakemi, aybike) that may be the surname though some
// dictionary holds it (ilaria.barcaccia, oluwakemi-ojo, aybike_kunt:
// Italian, Spanish, Dutch words): a surname is a word of some language as
// often as not. Not a common English word, a program's word, an error's
// word or a file's kind (deanna-backup, amelia-prod). A first part that
// is a word too (stany_magazynowe, тайм-аут) is the language's compound.
func surnameWord(w string) bool {
	return runeCount(w) >= 3 && !wordlist.Common(w) && !wordlist.Code(w) && !wordlist.Tech(w) && !errWord(w) && !fileKind(w) && !stopWords[w]
}

// personPart is a given name of the names data that is no common English
// word and no word programs name things with (deanna, dương, but not
// grace, max or sinon).
func personPart(w string) bool {
	return runeCount(w) >= 3 && givenNameData(w) && !wordlist.Common(w) && !wordlist.Code(w) && !wordlist.Tech(w)
}

// familyPart is a surname or given name of the names data, or a word
// nobody knows as written: after a given name, a word that some language
// makes only by its forms (firmansyah read as firman + a suffix) is a
// surname as likely.
func familyPart(w string) bool {
	if surnameData(w) || givenNameData(w) {
		return true
	}
	return !knownAsWritten(w) && !wordlist.Code(w) && !wordlist.Tech(w) && runeCount(w) >= 3
}

// patronymicSuffixes end Russian, Ukrainian and Belarusian patronymics.
var patronymicSuffixes = []string{"ович", "евич", "ьевич", "овна", "евна", "ьевна", "ична", "инична", "ич"}

// detectPatronymics masks a Cyrillic full name around a patronymic:
// the capitalised Cyrillic words next to it (surname, given name,
// patronymic in either order).
func detectPatronymics(sc *scan) {
	s := sc.s
	if !contains(s, "ич") && !contains(s, "вна") && !contains(s, "чна") {
		return
	}
	type word struct{ a, b int }
	var words []word
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if unicode.Is(unicode.Cyrillic, r) && upperRune(r) && (i == 0 || !slugGlue(s, i)) {
			j := i + n
			for j < len(s) {
				r2, n2 := decodeRune(s[j:])
				if !unicode.Is(unicode.Cyrillic, r2) || !lowerRune(r2) && r2 != '-' {
					break
				}
				j += n2
			}
			words = append(words, word{i, j})
			i = j
			continue
		}
		i += n
	}
	for k, w := range words {
		t := s[w.a:w.b]
		if runeCount(t) < 6 || !hasSuffixAny(t, patronymicSuffixes) {
			continue
		}
		// the words joined to it by single spaces
		a, b := w.a, w.b
		if k > 0 && s[words[k-1].b:w.a] == " " {
			a = words[k-1].a
			if k > 1 && s[words[k-2].b:words[k-1].a] == " " {
				a = words[k-2].a
			}
		}
		if k+1 < len(words) && s[w.b:words[k+1].a] == " " && a == w.a {
			b = words[k+1].b
		}
		if a < w.a || b > w.b {
			sc.add(a, b, phName)
		}
	}
}

func hasSuffixAny(t string, sufs []string) bool {
	for _, x := range sufs {
		if hasSuffix(t, x) {
			return true
		}
	}
	return false
}

// caselessNamePair reports a value that is a surname and a given name of
// Han, Kana or Hangul written apart or joined by a dot (怡雯 邓, 한섭 사,
// 元 寺西, 思蕋.居, 佐藤 知実, アキラ 橋): one part a single character, a
// surname of the names data, or a given name in kana beside Han. In a
// value, no message's words stand alone like that.
func caselessNamePair(v string) bool {
	// each part must be Han or Hangul, or kana beside Han: an ASCII value
	// has neither (most values; no fields to split)
	if isASCII(v) || runeCount(v) > 10 {
		return false
	}
	f := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '.' || r == '·' || r == '・' || r == '_' || r == '-' })
	if len(f) != 2 {
		return false
	}
	n0, n1 := runeCount(f[0]), runeCount(f[1])
	hanOrHangul := func(w string) (bool, bool) {
		han, hangul := true, true
		for _, r := range w {
			han = han && unicode.Is(unicode.Han, r)
			hangul = hangul && unicode.Is(unicode.Hangul, r)
		}
		return han, hangul
	}
	h0, g0 := hanOrHangul(f[0])
	h1, g1 := hanOrHangul(f[1])
	switch {
	case g0 && g1 && n0 == 1 && n1 >= 2:
		return n1 <= 3 && hangulSurnameFirst(f[0], f[1])
	case h0 && h1, g0 && g1:
		if n0 > 3 || n1 > 3 {
			return false
		}
		return n0 == 1 || n1 == 1 || h0 && (wordlist.Surname(f[0]) && !wordlist.Known(f[1]) || wordlist.Surname(f[1]) && !wordlist.Known(f[0]))
	case h1 && kanaName(f[0]):
		f[0], f[1] = f[1], f[0]
		fallthrough
	case h0 && kanaName(f[1]):
		// みのる 外間, ミカ 五郎丸: a given name in kana and a surname;
		// つばさ 勅使川原, ノエル 涼宮: a given name in kana is often a
		// word too (wings), and a surname may be one the data lacks: a
		// part no dictionary holds says the pair is a name
		return (wordlist.Surname(f[0]) || wordlist.GivenName(f[1])) && (!wordlist.Known(f[1]) || !wordlist.Known(f[0]))
	}
	return false
}

// surnameParticles join a given name to a surname (Eliza van de Water,
// Darnela de Chaves, Ludwig von Mises), longest first.
var surnameParticles = []string{"van de ", "van der ", "van den ", "de la ", "de los ", "von der ", "van ", "von ", "de ", "da ", "do ", "dos ", "das ", "di ", "del ", "della ", "du ", "le ", "ter ", "ten ", "bin ", "ibn ", "al-", "el-"}

// detectParticleSurnames extends a masked name over the particle and the
// capitalised surname after it: the name rules stop at a lower-case word.
func detectParticleSurnames(sc *scan) {
	s := sc.s
	n := len(sc.out)
	for k := 0; k < n; k++ {
		sp := sc.out[k]
		if sp.ph != phName && sp.ph != phValue {
			continue
		}
		if sp.end+4 >= len(s) || s[sp.end] != ' ' {
			if r0, _ := decodeRune(s[sp.start:]); upperRune(r0) {
				givenBefore(sc, sp)
			}
			continue
		}
		if r0, _ := decodeRune(s[sp.start:]); !upperRune(r0) {
			continue // what was masked is no capitalised name
		}
		givenBefore(sc, sp)
		rest := s[sp.end+1:]
		for _, p := range surnameParticles {
			if !hasPrefix(rest, p) {
				continue
			}
			i := sp.end + 1 + len(p)
			r, _ := decodeRune(s[i:])
			if !upperRune(r) {
				break
			}
			j := i
			for j < len(s) {
				r2, n2 := decodeRune(s[j:])
				if !letterRune(r2) && r2 != '-' && r2 != '\'' {
					break
				}
				j += n2
			}
			if j-i >= 2 && strings.ToUpper(s[i:j]) != s[i:j] && !thingFollows(s, j) {
				sc.add(sp.start, j, sp.ph)
			}
			break
		}
	}
}

// givenBefore extends a masked surname back over its particle and the
// given name before it ('Pieter de Vries', 'Jan van der Berg'): a value
// rule masks the unknown surname, and a given name that is also a word of
// some language (jan, pieter) passes it. The word before the particle must
// be a capitalised given name, so Banco de [value] stays Banco.
func givenBefore(sc *scan, sp span) {
	s := sc.s
	for _, p := range surnameParticles {
		if p[len(p)-1] != ' ' || sp.start < len(p)+3 || s[sp.start-len(p):sp.start] != p || s[sp.start-len(p)-1] != ' ' {
			continue
		}
		e := sp.start - len(p) - 1
		a := e
		for a > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:a])
			if !letterRune(r) {
				break
			}
			a -= n
		}
		w := s[a:e]
		if r, _ := decodeRune(w); e-a >= 2 && upperRune(r) && givenBeforeParticle(strings.ToLower(w)) {
			sc.add(a, sp.end, sp.ph)
		}
		return
	}
}

// givenBeforeParticle reports a given name of the built-in list, or one of
// the names data that no dictionary holds at a low false-positive rate
// (the names data also lists banco and rua), or one that is frequent in a
// country whose surnames take particles although a dictionary holds it
// (words.NameFirst: es_ES and pt_BR hold pedro and joão, fr_FR pierre, so
// Pedro dos Santos passed whole in Portuguese prose).
func givenBeforeParticle(lw string) bool {
	return !productName(lw) && (givenName(lw) || givenNameData(lw) && (!strictWord(lw) || wordlist.NameFirst(lw)))
}

// anchoredSlug reports a slug held by a name no language has as a word:
// one part is a given name or surname of the names data that no
// dictionary, program or technology knows (coluccio-depero,
// viktor_hoefslagers, atinuke_olowokeere_bakare, flor_benavent-muñoz),
// and each other part is a name of the data, a word nobody knows, a
// particle between, or a word a surname may be (not common English, code
// or an error's). Dotted as logins are made (given.surname), a given name
// and a surname of the data are enough, though words (shad.watts).
func anchoredSlug(s string, parts [][2]int) bool {
	anchor := false
	for k, pr := range parts {
		w := s[pr[0]:pr[1]]
		switch {
		case k > 0 && k < len(parts)-1 && wordIn(slugParticles, w):
		case !familyPart(w) && !surnameWord(w):
			return false
		case (givenNameData(w) || surnameData(w)) && runeCount(w) >= 3 && !knownWord(w) && !wordlist.Code(w) && !wordlist.Tech(w):
			anchor = true
		}
	}
	if anchor {
		return true
	}
	if len(parts) != 2 || s[parts[0][1]] != '.' {
		return false
	}
	a, b := s[parts[0][0]:parts[0][1]], s[parts[1][0]:parts[1][1]]
	return runeCount(a) >= 2 && givenNameData(a) && !wordlist.Code(a) && !wordlist.Tech(a) && !stopWords[a] &&
		surnameData(b) && !wordlist.Code(b) && !wordlist.Tech(b) && !errWord(b) && !fileKind(b)
}

// slugInCode reports a slug that stands in the text inside a longer
// identifier (a constraint, a column, a key built of it): slug_ or _slug.
func slugInCode(s, slug string) bool {
	for off := 0; off < len(s); {
		k := indexStr(s[off:], slug)
		if k < 0 {
			return false
		}
		k += off
		if k > 0 && s[k-1] == '_' || k+len(slug) < len(s) && s[k+len(slug)] == '_' {
			return true
		}
		off = k + len(slug)
	}
	return false
}
