package words

import _ "embed"

// thainame.fuse (knowgen's thaiwords.go): Thai dictionary words among the
// most frequent that PyThaiNLP's names corpus holds as a whole name (ที่,
// "at"; สามารถ, "can"; สมบูรณ์, "complete", also Somboon), 0.9 KB.
var (
	//go:embed thainame.fuse
	thaiNameData string
	thaiNameF    = lazyFuse(thaiNameData)
)

// ThaiName reports a frequent Thai word that is a person's name too: the
// redactor splits a run with it only beside two words no name is made of
// (ThaiPhraseWord), and never knows it alone.
func ThaiName(w string) bool { return thaiNameF().Has(w) }
