// Values that one expression finds by the words before them: secrets
// prose names (secretprose.go), a Pix key (upi.go), a diagnosis's code
// (diagcodes.go), an access log's user (accesslog.go), an East Slavic
// street address (slavicstreets.go), a Turkish plate, a birth date after
// an age word and Json.NET's date of birth (below). One table of
// constants and one loop run them: a function, a variable and an init
// call per rule cost the bootstrap more than the rules themselves. The
// expressions are compiled on first use, as lazyre's are.

package redact

import (
	"regexp"
	"sync"
)

// namedValue is one rule: its expression (the value is its first group),
// the placeholder, the words one of which the text must hold before the
// expression is run (separated by "|"), and whether it is a word rule
// (which no label passes) rather than a strong one.
type namedValue struct {
	expr, ph, need string
	word           bool
}

var namedValues = [...]namedValue{
	{reOTPSeed, phSecret, "seed|secret|key", false},
	{reLoginCode, phSecret, "code|código|codice|kod|код|mã|コード|验证码|驗證碼|인증", false},
	{reOTPCode, phSecret, "otp|2fa|mfa", false},
	{reRecoveryCodes, phSecret, "code", false},
	{reMnemonicTail, phSecret, "mnemonic|phrase", false},
	{rePushToken, phSecret, "token", false},
	{rePHPSession, phSecret, "sess_", false},
	{reSentCode, phSecret, "sent|texted|delivered|enviad|envoy|inviat|gesendet|verstuurd|wysłan", false},
	{rePixKey, phValue, "chave|pix", false},
	{reDiagCode, phValue, "icd|cie|cid|cim|мкб|icpc|diagno|диагноз", true},
	{reAccessLogUser, phPathUser, "/20", true},
	{reSlavicStreet, phAddress, "ул|бул|пр|пер|наб|пл.|ш.|шоссе|майдан|узвіз|алея|аллея|мкр|мікро", true},
	{reTurkishPlate, phValue, "plaka", true},
	{reAgeBirthDate, phRedacted, "edad|idade|leeftijd|wiek| age", true},
	{reJSONNetBirth, phRedacted, "converting value", true},
}

// namedCompiled holds the rules' compiled expressions, compiled together
// the first time a text holds one rule's words.
var (
	namedCompiled [len(namedValues)]*regexp.Regexp
	namedOnce     sync.Once
)

func compileNamed() {
	for i := range namedValues {
		namedCompiled[i] = regexp.MustCompile(namedValues[i].expr)
	}
}

func detectNamedValues(sc *scan)     { runNamed(sc, false) }
func detectNamedWordValues(sc *scan) { runNamed(sc, true) }

// runNamed runs each rule of the kind whose words the text holds.
func runNamed(sc *scan, word bool) {
	namedNeedsOnce.Do(cutNamedNeeds)
	for i := range namedValues {
		r := &namedValues[i]
		if r.word == word && sc.anyOf(namedNeeds[i]...) {
			namedOnce.Do(compileNamed)
			for _, m := range namedCompiled[i].FindAllStringSubmatchIndex(sc.s, -1) {
				sc.add(m[2], m[3], r.ph)
			}
		}
	}
}

// namedNeeds are the rules' words, cut once: cut at every text, and asked
// one at a time, they were a tenth of a short text's time.
var (
	namedNeeds     [len(namedValues)][]string
	namedNeedsOnce sync.Once
)

func cutNamedNeeds() {
	for i := range namedValues {
		for _, w := range split(namedValues[i].need, "|") {
			if w != "" {
				namedNeeds[i] = append(namedNeeds[i], w)
			}
		}
	}
}

const (
	// reTurkishPlate: Turkish writes the plate before the word for one
	// (34 ABC 471 plakalı araç, "the car plated 34 ABC 471"): a province's
	// two digits, one to three capitals and two to four digits; the word
	// takes its case endings (plakası, "its plate"; plakalı)
	reTurkishPlate = `\b(\d\d ?[A-Z]{1,3} ?\d{2,4}) plaka`
	// reAgeBirthDate: a date a few words after a word for age is the
	// birth the age counts from when its two-digit year is past (la edad
	// calculada a partir de 14/03/79), not an age limit's 12/03/20; a
	// four-digit year of birth is masked wherever it stands (shapes.go)
	reAgeBirthDate = `(?i:\b(?:age|edad|idade|leeftijd|wiek)(?:\s+[\pL']+){0,4})[\s:="']*(\d\d?[-/.]\d\d?[-/.][3-9]\d)\b`
	// reJSONNetBirth: Json.NET names the key of a value it could not
	// convert after it (Error converting value "1979-03-14T00:00:00" to
	// type 'System.DateOnly'. Path 'insured.birthDate'); a string is no
	// conversion's failure, a date is, and a birth date's is a person's
	reJSONNetBirth = `converting value "([^"]{4,40})" to type '[^']+'\. Path '[^']*(?i:birth|dob)`
)
