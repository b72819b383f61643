// One gate for the rules that find people's names in the prose of a
// script of their own (persiannames.go, vietnames.go, cyrillicnames.go,
// hanprepnames.go, thaititles.go, greeknames.go): a single pass over the text's bytes
// says which scripts' letters it holds, so a text in ASCII, most of an
// event, costs one pass and none of the rules.

package redact

func init() {
	wordRules = append(wordRules, detectScriptNames)
}

// The scripts scriptLeads finds, by the first bytes of their letters in
// UTF-8.
const (
	leadsCyrillic = 1 << iota // U+0400-U+04FF: D0, D1
	leadsArabic               // U+0600-U+06FF: D8-DB
	leadsThai                 // U+0E00-U+0E7F: E0 B8, E0 B9
	leadsViet                 // ă, đ (C4), ơ, ư (C6), U+1EA0-U+1EF9 (E1 BA, E1 BB)
	leadsHan                  // U+3400-U+9FFF: E3 90 and up to E9
	leadsGreek                // U+0370-U+03FF: CD-CF
)

// scriptLeads returns the scripts whose letters s holds, by their UTF-8
// lead bytes (a few neighbours of each script share them: the rules
// check the letters themselves).
func scriptLeads(s string) int {
	f := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0xC4 {
			continue
		}
		switch {
		case c == 0xC4 || c == 0xC6:
			f |= leadsViet
		case c == 0xD0 || c == 0xD1:
			f |= leadsCyrillic
		case c >= 0xCD && c <= 0xCF:
			f |= leadsGreek
		case c >= 0xD8 && c <= 0xDB:
			f |= leadsArabic
		case c == 0xE0:
			f |= leadsThai
		case c == 0xE1:
			f |= leadsViet
		case c >= 0xE3 && c <= 0xE9:
			f |= leadsHan
		}
	}
	return f
}

func detectScriptNames(sc *scan) {
	f := scriptLeads(sc.s)
	if f == 0 {
		return
	}
	if f&leadsArabic != 0 {
		detectPersianNames(sc)
	}
	if f&leadsHan != 0 {
		detectHanPrepNames(sc)
	}
	if f&leadsThai != 0 {
		detectThaiTitleNames(sc)
	}
	if f&(leadsThai|leadsViet) != 0 {
		detectUnspacedTitleNames(sc)
	}
	// the two that extend the names found so far, last
	if f&leadsViet != 0 {
		detectVietNames(sc)
	}
	if f&leadsCyrillic != 0 {
		detectCyrillicSurnames(sc)
	}
	if f&leadsGreek != 0 {
		detectGreekArticleNames(sc)
	}
}
