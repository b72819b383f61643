package words

import (
	_ "embed"
	"strings"
)

// kananame.fuse (knowgen's kananames.go): the katakana readings of
// mecab-ipadic's surnames ("s:タナカ") and given names ("g:ユウキ"), two
// kana or more, 19 KB at 8 bits.
var (
	//go:embed kananame.fuse
	kanaNameData string
	kanaNameF    = newLazyFuse(kanaNameData)
)

// KanaName reports whether w, a run of hiragana or katakana, reads as a
// surname or a given name of the names data (たなか, タナカ: 田中). The
// filter answers a stranger yes one time in 256, so the redactor asks it
// only of a pair, a surname's reading beside a given name's.
func KanaName(w string) (surname, given bool) {
	var b strings.Builder
	for _, r := range w {
		switch {
		case r >= 'ぁ' && r <= 'ゖ':
			b.WriteRune(r + 0x60) // hiragana to the katakana of the same sound
		case (r >= 'ァ' && r <= 'ヺ') || r == 'ー':
			b.WriteRune(r)
		default:
			return false, false
		}
	}
	k := b.String()
	f := kanaNameF.get()
	return f.Has("s:" + k), f.Has("g:" + k)
}

// thaipair.fuse (knowgen's kananames.go): PyThaiNLP's Thai given names
// ("g:สมชาย") and family names ("s:ใจดี"), 24 KB at 8 bits.
var (
	//go:embed thaipair.fuse
	thaiPairData string
	thaiPairF    = newLazyFuse(thaiPairData)
)

// ThaiPairName reports whether w, a whole Thai run, is a given name or a
// family name of PyThaiNLP's names corpus. Many of them are words too
// (ใจดี, "kind"), and the filter answers a stranger yes one time in 256,
// so the redactor asks it only of a pair: a given name, a space, a family
// name.
func ThaiPairName(w string) (surname, given bool) {
	f := thaiPairF.get()
	return f.Has("s:" + w), f.Has("g:" + w)
}
