package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// known7.fuse: the words of Danish, Norwegian (bokmål) and Finnish, which
// no filter held (the localised texts of those languages lost their
// ordinary words, Finnish oikeuksia, Norwegian nektet, to the value rule).
// Each is wordfreq's top most frequent words (nordicDicts) that the
// language's own dictionary accepts as wordfreq writes them, in lower
// case: Debian's hunspell-da and hunspell-no (nb_NO), and for Finnish
// voikko-fi through libvoikko (python3-libvoikko), Finnish's spelling
// checker, which hunspell-fi is not in Debian. Left out, as known5 leaves
// them: a word the other filters already know (words.Known), a word the
// names data holds as a given name or surname, as written or without its
// accents (deepNamed: karin, jens, björn, berg, lind stay unknown, so a
// name in a value's place is still masked), a Finnish word voikko reads as
// a proper noun in any analysis (mäkisen: Mäkinen's), and the
// special-category terms (specialPrefixes, words.Special). Swedish is
// known2's: read past its 14,000th word here, it made no text of the
// corpora or of Debian's Swedish catalogues any better (its error words,
// vägrades, stand at the 98,000th), so its bytes went to Finnish's stems.
// The widths of the lists are what +50 KB buys at known7Bits.
var nordicDicts = []struct {
	lang, dicts string
	from, top   int
}{
	{"da", "da_DK", 0, 10500},
	{"nb", "nb_NO", 0, 10500},
	{"fi", "voikko", 0, 12000},
}

// known7Bits: Known asks known7 beside its other filters, which answer a
// stranger yes at 0.248% together, under the 0.25% it is held to
// (TestKnowledgeFalsePositives): at 14 bits known7 adds 0.006% (17 bits,
// 0.0008%, until session 26 narrowed it for bytes; at 13 a login of the
// corpora, caropaloma, was known).
// fiStemBits: fistem.fuse (the Finnish stems, written beside known7.fuse
// by -only known7.fuse) is asked only of a lower-case word with a Finnish
// ending, by the stem the ending leaves, never by Known.
const (
	known7Bits = 14
	fiStemBits = known2Bits
)

func nordicDictionaries(src string) (map[string]bool, string, error) {
	// words.Known asks the committed known7.fuse too: a word it holds is
	// known by the others only where it answers yes without it
	b, err := os.ReadFile("shared/redact/words/known7.fuse")
	if err != nil {
		return nil, "", err
	}
	own := words.ReadFuse(string(b))
	othersKnow := func(w string) bool { return words.Known(w) && !own.Has(w) }
	accepted := map[string]map[string]bool{}
	all := map[string]bool{}
	for _, h := range nordicDicts {
		check := func(ws []string) (map[string]bool, error) { return hunspellAccepts(h.dicts, ws) }
		if h.dicts == "voikko" {
			check = voikkoAccepts
		}
		ok, err := checkerAccepted(src, h.lang, h.from, h.top, func(w string) bool {
			return len([]rune(w)) >= nordicMin && !othersKnow(w)
		}, check)
		if err != nil {
			return nil, "", err
		}
		accepted[h.lang] = ok
		for w := range ok {
			all[w] = true
		}
	}
	var langs []string
	for _, h := range nordicDicts {
		langs = append(langs, h.lang)
	}
	special := specialPrefixes(all)
	out, counts, named, spec := keptAccepted(langs, accepted, func(w string) bool { return special(w) != "" || nordicSpecial(w) })
	keys, err := finnishKeys(src, special)
	if err != nil {
		return nil, "", err
	}
	if _, err := writeFilter("shared/redact/words", "fistem.fuse", keys, fiStemBits); err != nil {
		return nil, "", err
	}
	return out, fmt.Sprintf("known7: %d words (%s; %d left out as names, %d special-category); fistem.fuse: %d Finnish stems",
		len(out), strings.Join(counts, ", "), named, spec, len(keys)), nil
}

// fiKeyTop: how deep in wordfreq's Finnish list finnishKeys reads. Its
// forms are many to a word (toimintoon stands at 134,915th, toiminto at
// 25,224th), so the list is read for its stems, far fewer than its forms.
const fiKeyTop = 50000

// finnishKeys returns the keys (words.FinnishKey) of the forms
// among wordfreq's fiKeyTop most frequent Finnish words that voikko
// accepts, no analysis of which is a proper noun and none of whose base
// forms, nor the form itself, the names data holds, and no special term;
// a key two forms give, or a word's own, since one form alone may be a
// chance cut (kaupunki|a and kaupunk|ia are two keys of one word).
func finnishKeys(src string, special func(string) string) (map[string]bool, error) {
	list, err := wordfreqList(src, "fi")
	if err != nil {
		return nil, err
	}
	var cand []string
	for _, w := range list[:min(len(list), fiKeyTop)] {
		if isWord(w) && inScript(w, false) && !strings.ContainsAny(w, "'-") {
			cand = append(cand, w)
		}
	}
	ok, err := voikkoAccepts(cand)
	if err != nil {
		return nil, err
	}
	seen := map[string]int{}
	for w := range ok {
		if deepNamed(w) || special(w) != "" || nordicSpecial(w) {
			continue
		}
		if _, sp := words.Special(w); sp {
			continue
		}
		if k := words.FinnishKey(w); k != "" {
			seen[k]++
		}
	}
	out := map[string]bool{}
	for k, n := range seen {
		if n >= 2 && !deepNamed(k) {
			out[k] = true
		}
	}
	return out, nil
}

// voikkoPy prints the lines of its input libvoikko's Finnish accepts and
// reads as no proper noun in any of its analyses (mäkisen: the adjective
// mäkinen and the surname Mäkinen; virtasen; liisa), each with its base
// forms after a tab.
const voikkoPy = `import sys, libvoikko
v = libvoikko.Voikko("fi")
proper = {"etunimi", "sukunimi", "paikannimi", "nimi"}
for line in sys.stdin:
    w = line.strip()
    if not w or not v.spell(w):
        continue
    an = v.analyze(w)
    if any(a.get("CLASS") in proper for a in an):
        continue
    print(w + "\t" + ",".join(sorted({a.get("BASEFORM", "") for a in an})))
`

// voikkoAccepts returns the words of ws Finnish's voikko accepts, through
// Debian's python3-libvoikko and voikko-fi (the system python3: the
// bindings are Debian's).
func voikkoAccepts(ws []string) (map[string]bool, error) {
	cmd := exec.Command("/usr/bin/python3", "-c", voikkoPy)
	cmd.Stdin = strings.NewReader(strings.Join(ws, "\n") + "\n")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("voikko: %v: %s (apt-get install python3-libvoikko voikko-fi)", err, stderr.String())
	}
	ok := map[string]bool{}
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		w, bases, _ := strings.Cut(sc.Text(), "\t")
		named := false
		for _, b := range strings.Split(bases, ",") {
			named = named || b != "" && deepNamed(strings.ToLower(b))
		}
		if !named {
			ok[w] = true
		}
	}
	if len(ws) > 0 && len(ok) == 0 {
		return nil, fmt.Errorf("voikko accepted none of %d words", len(ws))
	}
	return ok, nil
}

// nordicMin is the shortest word known7 takes: the shorter ones of these
// lists that no other filter knows are inflected pieces (Finnish edun, of
// etu) that make a login's parts read as words (babatunji.kolade.edun),
// and the languages' short grammatical words the other filters hold.
const nordicMin = 5

// nordicSpecialStems begin the everyday health words of Finnish, Danish and
// Norwegian that are no cognate of the special-category lexicon's, which
// therefore does not hold them (raskaana, pregnant; syöpä, cancer;
// masennus, depression; keskenmeno, miscarriage; kræft, kreft, cancer;
// svangerskab, pregnancy): left out of known7 and fistem, they stay
// unknown, masked in a value's place as before these lists
// ("olen raskaana" in a user's feedback), until the lexicon holds them.
var nordicSpecialStems = []string{"raskaa", "raskau", "raskaud", "syöp", "syöv", "masenn", "keskenmen", "kræft", "kreft", "svangerska"}

func nordicSpecial(w string) bool {
	for _, p := range nordicSpecialStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}
