package words

import _ "embed"

// opencodes.txt and openthings.txt (knowgen's opencodes.go): the words
// the Open Multilingual Wordnet's wordnets (CC BY-SA and the core
// wordnets' licences) file under a PIN's, an access code's and a
// password's sense that no catalogue writes (暗証番号, toegangscode,
// código de acceso, code d'accès, geheimzahl, пин-код: a label's words
// joined; 37 words, 358 bytes), and under a door's, a gate's, a
// locker's and a safe's (schließfach, drzwi, pintu, casillero,
// cassaforte, дверь, דלת; 158 words, 1,043 bytes), in the languages CLDR
// annotates, less other languages' frequent words and the technical
// words, and the English source words. Between "|", embedded deflated,
// read into a set on first use.
var (
	//go:embed opencodes.flate
	openCodesData string
	openCodeSet   = &lazySet{text: &lazyText{data: openCodesData}}

	//go:embed openthings.flate
	openThingsData string
	openThingSet   = &lazySet{text: &lazyText{data: openThingsData}}
)

// OpenCodeLabel reports a label (lower case, its words joined, no hyphen
// or apostrophe) that names a code that opens something: a PIN, an access
// code, a password.
func OpenCodeLabel(w string) bool { return openCodeSet.has(w) }

// OpenThing reports a word (lower case) for a thing a code opens: a door,
// a gate, a locker, a safe.
func OpenThing(w string) bool { return openThingSet.has(w) }
