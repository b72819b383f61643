package words

import _ "embed"

// namenouns.txt (knowgen's namenouns.go): the Wiktionary wordnets'
// lemmas of WordNet's name of a person or thing (Open Multilingual
// Wordnet, 06333653-n) in the scripts without capitals that space their
// words (பெயர், නම, పేరు, नाम, নাম, שם, اسم, ឈ្មោះ), each between "|", 276
// bytes, 207 embedded deflated (namenouns.flate; notice in
// knowledge.LICENSE).
var (
	//go:embed namenouns.flate
	nameNounsData string
	nameNounsSet  = &lazySet{text: &lazyText{data: nameNounsData}}
)

// NameNoun reports a language's word for a person's name as the
// Wiktionary wordnets hold it, in a script without capitals (பெயர், නම).
func NameNoun(w string) bool { return nameNounsSet.has(w) }
