package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// localFlavorDir is where django-localflavor (BSD) unpacks under -src:
// Django's form fields and validators of each country's numbers, whose
// catalogues name a person's numbers and address fields in some 60
// languages (Sozialversicherungsnummer, Kontonummer, Postleitzahl,
// fødselsnummer, henkilötunnus, sünninumber, código postal, 社会安全号码).
const localFlavorDir = "localflavor/locale"

// localFlavorVersion is the django-localflavor release fetch.sh downloads.
const localFlavorVersion = "5.1"

// localFlavorLicence is the package's notice, for fieldkeys.LICENSE.
func localFlavorLicence(src string) (string, error) {
	b, err := os.ReadFile(filepath.Join(src, "django_localflavor-"+localFlavorVersion+".dist-info", "licenses", "LICENSE"))
	return string(b), err
}

// localFlavorCores are the English labels whose translations fieldkeys.fuse
// takes from the catalogue, and their classes: "i" a number a person is
// given (IDLabel: a number after it in prose is masked as a national
// id's), "p" other personal data (FieldKey's pii: a key of it has its
// value masked whatever its shape, a number after it in prose is masked).
// A person's numbers are "p" too, so that a key of them (kontonummer=…)
// is masked as a postcode's is. Numbers of companies (VAT, business,
// organisation) and places (municipality codes) are left out.
var localFlavorCores = map[string]string{
	"identity card number": "i", "identity number": "i", "id number": "i", "national id number": "i",
	"social security number": "i", "social insurance number": "i", "birth number": "i",
	"personal code": "i", "personal identity code": "i", "personal identification number": "i",
	"taxpayer identification number": "i", "citizen number": "i",
	"postal code": "p", "zip code": "p", "postcode": "p", "zipcode": "p", "bank account number": "p",
	"license plate": "p", "license plate number": "p", "vehicle license plate number": "p",
}

// localFlavorFrames are the shapes the catalogue's messages name a field
// in: a validator's "Enter a valid X." and "Invalid X.", and a form
// field's or a model field's bare label (Postal code, Dutch zipcode,
// Mexican Social Security Number). A frame's own words are those more
// than half its translations in a language hold (Bitte, eine, gültige,
// eingeben); what is left of a translation is the field's name.
var localFlavorFrames = []*regexp.Regexp{
	regexp.MustCompile(`^Enter an? valid (.+?)\.?$`),
	regexp.MustCompile(`^Invalid (.+?)\.$`),
	regexp.MustCompile(`^(.+?)$`),
}

var lfBracket = regexp.MustCompile(`\s*\(.*\)`)

// lfSentence is a message no bare label is: a request, a verdict, a
// statement (Enter a 5 digit postcode., The EGN is not valid).
var lfSentence = regexp.MustCompile(`^(?:Enter|Please|Invalid|The|This|Wrong|Not|Only|Must)\b|\.$|:`)

// localFlavorLabels returns fieldkeys.fuse's keys from django-localflavor's
// catalogues: the class and the key form of each translation of a
// localFlavorCores label. A bare label's translation is taken whole
// (Postleitzahl, kod pocztowy); the translations of labels that put a
// country's adjective before the same field (Cuban postal code, Mexico
// zip code) give the words they hold in common at their start or end
// (código postal, Ausweisnummer), and a validator's message what is left
// without its frame's words, when that is one word of eight letters or
// more (Kontonummer, sygesikringsnummer, henkilötunnus) in a language
// written with spaces. A name cut inside a phrase (número de, código
// postal do: a first or last word of two letters) and a word of less
// than eight letters alone (numero, codice, číslo: a number's or a
// code's word, not a field's) are left out.
func localFlavorLabels(src string) ([][2]string, error) {
	mos, err := filepath.Glob(filepath.Join(src, localFlavorDir, "*", "LC_MESSAGES", "django.mo"))
	if err != nil || len(mos) == 0 {
		return nil, fmt.Errorf("no django-localflavor catalogues under %s (fetch.sh's pip download)", filepath.Join(src, localFlavorDir))
	}
	sort.Strings(mos)
	var out [][2]string
	for _, mo := range mos {
		lang := filepath.Base(filepath.Dir(filepath.Dir(mo)))
		if strings.HasPrefix(lang, "en") {
			continue
		}
		tr, err := readMO(mo)
		if err != nil {
			return nil, err
		}
		type group struct {
			frame int
			core  string
			adj   bool
		}
		groups := map[group][][]string{}
		framed := map[int][][]string{}
		ids := make([]string, 0, len(tr))
		for k := range tr {
			ids = append(ids, k)
		}
		sort.Strings(ids)
		for _, k := range ids {
			v := tr[k]
			if k == "" || v == "" || v == k || strings.ContainsRune(k, 0) {
				continue
			}
			k0 := strings.TrimSpace(lfBracket.ReplaceAllString(k, ""))
			for fi, f := range localFlavorFrames {
				m := f.FindStringSubmatch(k0)
				if m == nil || fi == 2 && (lfSentence.MatchString(k0) || len(strings.Fields(k0)) > 6) {
					continue
				}
				x := strings.ToLower(m[1])
				w := lfWords(v)
				if fi < 2 {
					framed[fi] = append(framed[fi], w)
				}
				for c := range localFlavorCores {
					if x == c || strings.HasSuffix(x, " "+c) {
						g := group{fi, c, x != c}
						groups[g] = append(groups[g], w)
					}
				}
				break
			}
		}
		frameWords := map[int]map[string]bool{}
		for fi, ts := range framed {
			if len(ts) < 4 {
				continue
			}
			n := map[string]int{}
			for _, t := range ts {
				seen := map[string]bool{}
				for _, w := range t {
					if !seen[w] {
						seen[w] = true
						n[w]++
					}
				}
			}
			frameWords[fi] = map[string]bool{}
			for w, c := range n {
				if 2*c >= len(ts) {
					frameWords[fi][w] = true
				}
			}
		}
		for g, ts := range groups {
			res := make([][]string, 0, len(ts))
			for _, t := range ts {
				var r []string
				for _, w := range t {
					if !frameWords[g.frame][w] {
						r = append(r, w)
					}
				}
				res = append(res, r)
			}
			var name []string
			switch {
			case g.adj && len(res) < 2:
				continue // one country's adjective: nothing to tell it from
			case g.adj:
				pre, suf := commonPrefix(res, false), commonPrefix(res, true)
				name = pre
				if len(suf) > len(pre) {
					name = suf
				}
			default:
				name = res[0]
			}
			if len(name) == 0 || len(name) > 4 || g.frame < 2 && (len(name) > 1 || spaceless(name[0])) || strings.ContainsAny(strings.Join(name, ""), "0123456789") {
				continue
			}
			if len(name) == 1 && utf8.RuneCountInString(name[0]) < 8 && firstRune(name[0]) < 0x2E80 {
				continue
			}
			if a, b := name[0], name[len(name)-1]; len(name) > 1 && (utf8.RuneCountInString(a) <= 2 || utf8.RuneCountInString(b) <= 2) {
				continue
			}
			out = append(out, [2]string{localFlavorCores[g.core], fieldKeyForm(strings.Join(name, " "))})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0]+out[i][1] < out[j][0]+out[j][1] })
	return out, nil
}

// spaceless reports a word with letters of a script written without
// spaces between words (Thai, Lao, Khmer, Myanmar, Chinese, Japanese):
// what is left of a message of theirs without its frame's words is the
// message, not a field's name.
func spaceless(w string) bool {
	for _, r := range w {
		if r >= 0x0E00 && r < 0x0F00 || r >= 0x1000 && r < 0x10A0 || r >= 0x1780 && r < 0x1800 || r >= 0x2E80 && r < 0xAC00 || r >= 0xF900 {
			return true
		}
	}
	return false
}

// lfWords are a translation's words before a bracket, lower-cased.
func lfWords(t string) []string {
	if i := strings.IndexAny(t, "(（"); i >= 0 {
		t = t[:i]
	}
	return strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.M, r) && r != '\'' && r != '’' && r != '-'
	})
}

// commonPrefix is the words every one of ts starts with (or ends with,
// when fromEnd).
func commonPrefix(ts [][]string, fromEnd bool) []string {
	at := func(t []string, i int) string {
		if fromEnd {
			return t[len(t)-1-i]
		}
		return t[i]
	}
	n := 0
	for ; ; n++ {
		for _, t := range ts {
			if n >= len(t) || at(t, n) != at(ts[0], n) {
				goto done
			}
		}
	}
done:
	if fromEnd {
		return ts[0][len(ts[0])-n:]
	}
	return ts[0][:n]
}

// localFlavorThaiIDs returns fieldkeys.fuse's "i:" keys for Thai, which
// writes no space between words, so that no message of the catalogue is a
// bare label: the name of a person's number is what follows Chromium's
// Thai word for Number (หมายเลข) in the translations of the messages about
// an identity or identification number or a social security number, as
// far as three of them or more agree (ประจำตัวประชาชน, ประกันสังคม; the
// country's name after it differs). The redactor asks them of the ends of
// a Thai run before a citizen's number of 13 digits (เลขประจำตัวประชาชน,
// เลขบัตรประจำตัวประชาชน).
func localFlavorThaiIDs(src string) ([][2]string, error) {
	tr, err := readMO(filepath.Join(src, localFlavorDir, "th", "LC_MESSAGES", "django.mo"))
	if err != nil {
		return nil, err
	}
	num, err := chromiumWord(src, "th", "Number")
	if err != nil {
		return nil, err
	}
	var runs [][]rune
	seen := map[string]bool{}
	for k, v := range tr {
		x := strings.ToLower(k)
		if !strings.Contains(x, "identity") && !strings.Contains(x, "identification number") && !strings.Contains(x, " id number") && !strings.Contains(x, "social security number") {
			continue
		}
		i := strings.Index(v, num)
		if i < 0 || seen[v] {
			continue
		}
		seen[v] = true
		r := []rune(v[i+len(num):])
		n := 0
		for n < len(r) && r[n] >= 0x0E00 && r[n] < 0x0E80 {
			n++
		}
		runs = append(runs, r[:n])
	}
	// the prefixes of four letters or more that three runs or more start
	// with, and of those the longest (no longer one of them extends it)
	count := map[string]int{}
	for _, r := range runs {
		for n := 4; n <= len(r); n++ {
			count[string(r[:n])]++
		}
	}
	var out [][2]string
	for p, c := range count {
		if c < 3 {
			continue
		}
		longest := true
		for q, d := range count {
			if d >= 3 && len(q) > len(p) && strings.HasPrefix(q, p) {
				longest = false
				break
			}
		}
		if longest {
			out = append(out, [2]string{"i", p})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][1] < out[j][1] })
	return out, nil
}
