// Latin letters without their marks, for asking the names data: its
// datasets often write a name without accents (Duong, Garcia) where texts
// write it with them (Dương, García). Generated from Unicode's canonical
// decompositions of Latin-1 Supplement, Latin Extended-A/B and Latin Extended
// Additional (Python's unicodedata, NFD, the base letter), plus the letters
// that have none (đ, ø, ł, ß, æ, œ, ı).

package redact

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// unmarkedGroups maps the marked lower-case forms of a letter to it.
var unmarkedGroups = pairMap(
	"àáâãäåāăąǎǟǡǻȁȃȧḁạảấầẩẫậắằẳẵặ:a " +
		"ḃḅḇ:b " +
		"çćĉċčḉ:c " +
		"ďḋḍḏḑḓ:d " +
		"èéêëēĕėęěȅȇȩḕḗḙḛḝẹẻẽếềểễệ:e " +
		"ḟ:f " +
		"ĝğġģǧǵḡ:g " +
		"ĥȟḣḥḧḩḫẖ:h " +
		"ìíîïĩīĭįǐȉȋḭḯỉị:i " +
		"ĵǰ:j " +
		"ķǩḱḳḵ:k " +
		"ĺļľḷḹḻḽ:l " +
		"ḿṁṃ:m " +
		"ñńņňǹṅṇṉṋ:n " +
		"òóôõöōŏőơǒǫǭȍȏȫȭȯȱṍṏṑṓọỏốồổỗộớờởỡợ:o " +
		"ṕṗ:p " +
		"ŕŗřȑȓṙṛṝṟ:r " +
		"śŝşšșṡṣṥṧṩ:s " +
		"ţťțṫṭṯṱẗ:t " +
		"ùúûüũūŭůűųưǔǖǘǚǜȕȗṳṵṷṹṻụủứừửữự:u " +
		"ṽṿ:v " +
		"ŵẁẃẅẇẉẘ:w " +
		"ẋẍ:x " +
		"ýÿŷȳẏẙỳỵỷỹ:y " +
		"źżžẑẓẕ:z " +
		"đ:d " +
		"ø:o " +
		"ł:l " +
		"ß:ss " +
		"æ:ae " +
		"œ:oe " +
		"ı:i ")

// unmarkedOf maps one marked letter to its base letter(s), built on first
// use (not at start: most texts never ask) by buildUnmarked under
// unmarkedOnce: a sync.Once, not a OnceValue, each instance of which is
// three closures in the bootstrap.
var (
	unmarkedOnce sync.Once
	unmarkedOf   map[rune]string
)

func buildUnmarked() {
	unmarkedOf = map[rune]string{}
	for marked, base := range unmarkedGroups {
		for _, r := range marked {
			unmarkedOf[r] = base
		}
	}
}

// unmarked returns w (lower case) without the marks of its Latin letters,
// and whether anything changed.
func unmarked(w string) (string, bool) {
	var b strings.Builder
	changed := false
	for i, r := range w {
		if r < utf8.RuneSelf {
			if changed {
				b.WriteRune(r)
			}
			continue
		}
		unmarkedOnce.Do(buildUnmarked)
		base, ok := unmarkedOf[r]
		if !ok {
			return w, false // another script: nothing to fold
		}
		if !changed {
			b.WriteString(w[:i])
			changed = true
		}
		b.WriteString(base)
	}
	if !changed {
		return w, false
	}
	return b.String(), true
}
