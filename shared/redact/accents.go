package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// accentKnown reports a word written in ASCII that a dictionary holds with
// its diacritics: code, file systems and schemas write the words of
// Spanish, Portuguese, French, Italian and German without them
// (facturacion: facturación, expedicao: expedição, contrasena: contraseña,
// entrepot: entrepôt, numero: número, schluessel: Schlüssel). The accents
// are put back where the languages' spelling puts them, never on every
// combination: the endings -ción, -ção, -ões, -ía; one acute, grave or
// circumflex on one of the last three vowels; é for each e but a final
// one (société, téléphone); ç before a, o, u; ñ between vowels; ä, ö, ü
// for ae, oe, ue. That is at most about twenty lookups of the dictionary
// filter, each answering a stranger yes at 2^-11; a word the names data
// holds as written (jose, garcia) never comes here (knownForm). lw is
// lower case.
func accentKnown(lw string) bool {
	if len(lw) < 5 || len(lw) > 40 {
		return false
	}
	for i := 0; i < len(lw); i++ {
		if lw[i] < 'a' || lw[i] > 'z' {
			return false
		}
	}
	for _, c := range accentForms(lw) {
		if wordlist.DictionaryEntry(c) {
			return true
		}
	}
	// German writes its umlauts ae, oe, ue where it has none (schluessel,
	// pruefung, groesse): its nouns are a filter of their own
	if g := umlauts(lw); g != lw && (wordlist.DictionaryEntry(g) || wordlist.NounEntry(g)) {
		return true
	}
	return false
}

// accentSuffixes are the endings Spanish and Portuguese write with a
// diacritic, as ASCII writes them and as the languages do.
var accentSuffixes = [...][2]string{
	{"cion", "ción"}, {"sion", "sión"}, {"xion", "xión"},
	{"coes", "ções"}, {"soes", "sões"}, {"oes", "ões"}, {"cao", "ção"}, {"sao", "são"}, {"ao", "ão"}, {"aes", "ães"},
	{"ias", "ías"}, {"ia", "ía"},
}

// accentMarks are the marked forms of each vowel the languages write on
// one syllable: acute, grave, circumflex, in the order of "aeiou".
var accentMarks = [5][3]string{
	{"á", "à", "â"},
	{"é", "è", "ê"},
	{"í", "ì", "î"},
	{"ó", "ò", "ô"},
	{"ú", "ù", "û"},
}

func isVowel(c byte) bool { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' }

// accentForms returns the spellings accentKnown asks about.
func accentForms(lw string) []string {
	var out []string
	// the ending, with ç before it where c stands before a, o or u
	// (informacao: informação, servicoes: serviços)
	for _, s := range accentSuffixes {
		if hasSuffix(lw, s[0]) && len(lw) > len(s[0])+1 {
			stem := lw[:len(lw)-len(s[0])]
			out = append(out, stem+s[1])
			if c := cedilla(stem); c != stem {
				out = append(out, c+s[1])
			}
			break
		}
	}
	// one mark on one of the last three vowels
	seen := 0
	for i := len(lw) - 1; i >= 0 && seen < 3; i-- {
		if !isVowel(lw[i]) {
			continue
		}
		seen++
		for _, m := range accentMarks[indexByte("aeiou", lw[i])] {
			out = append(out, lw[:i]+m+lw[i+1:])
		}
	}
	// French: é for every e but a final one (société takes the final
	// too: both)
	if strings.Count(lw, "e") >= 2 {
		all := strings.ReplaceAll(lw, "e", "é")
		out = append(out, all)
		if hasSuffix(lw, "e") {
			out = append(out, all[:len(all)-len("é")]+"e")
		}
	}
	if c := cedilla(lw); c != lw {
		out = append(out, c)
	}
	// ñ between vowels (contrasena: contraseña, compania: compañía)
	for i := 1; i+1 < len(lw); i++ {
		if lw[i] == 'n' && isVowel(lw[i-1]) && isVowel(lw[i+1]) {
			out = append(out, lw[:i]+"ñ"+lw[i+1:])
		}
	}
	return out
}

// cedilla is s with ç for each c before a, o or u that ends a syllable's
// onset (servico: serviço); s when there is none.
func cedilla(s string) string {
	if !contains(s, "c") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 'c' && i > 0 && isVowel(s[i-1]) && i+1 < len(s) && (s[i+1] == 'a' || s[i+1] == 'o' || s[i+1] == 'u') {
			b.WriteString("ç")
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// umlauts is s with ä, ö, ü for ae, oe, ue (schluessel: schlüssel).
func umlauts(s string) string {
	if !contains(s, "e") {
		return s
	}
	return umlautReplacer.Replace(s)
}

var umlautReplacer = strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü")
