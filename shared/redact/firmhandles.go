// An account written as a word and a company's legal form glued together
// (fleetco, wastecorp, farmco, lumberinc): the handle an organisation takes
// on a forge or a registry, the shape a company's name has (Fleet Co.,
// Waste Corp.) with its spaces and dots dropped. The forms are PyPI
// cleanco's (words.LegalFormLen: CO., CORP., INC., LTD., UAB, SRL), the
// word before them a common English word or a dictionary's word that no
// name is spelt as. A person's handle takes a name (jimco, annaco: a name
// is no firm's word) or glues words with no form at the end (quietstorm),
// and stays masked.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// firmHandle reports lo, an account in small ASCII letters, that ends with
// a legal form of two to five letters after a word of three letters or
// more (a common English word, or a known word that is no name of the
// names data), where the whole is no name of the names data.
func firmHandle(lo string) bool {
	if len(lo) < 5 || len(lo) > 32 || personNameData(lo) {
		return false
	}
	for i := 0; i < len(lo); i++ {
		if lo[i] < 'a' || lo[i] > 'z' {
			return false
		}
	}
	for k := 2; k <= 5 && len(lo)-k >= 3; k++ {
		// fleet and farm are surnames too: a common English word is the
		// word whatever the names data holds; another language's only
		// when no name is spelt so. The filters first, in constant time;
		// the list of forms is read only for a word that passes
		stem := lo[:len(lo)-k]
		if !wordlist.Common(stem) && (!knownWord(stem) || personNameData(stem)) {
			continue
		}
		if form := strings.ToUpper(lo[len(lo)-k:]); wordlist.LegalFormLen(form) == k || wordlist.LegalFormLen(form+".") == k+1 {
			return true
		}
	}
	return false
}
