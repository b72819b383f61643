package redact

import (
	"math/rand/v2"
	"strings"
	"testing"

	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/testkit/corpus"
)

// TestScanFactGates: each prefilter in front of an expression (the digit
// runs of scanfacts.go, macCandidate) turns away only texts the expression
// cannot match: on the open corpora, on a value of each form, and on
// random strings of digits, capitals and separators.
func TestScanFactGates(t *testing.T) {
	gates := []struct {
		re   lazyre.Regexp
		pass func(*scan) bool
	}{
		{reSSN, func(sc *scan) bool { return sc.digits().run >= 4 }},
		{reDNI, func(sc *scan) bool { return sc.digits().run >= 7 }},
		{rePAN, func(sc *scan) bool { return sc.digits().run >= 4 }},
		{reVIN, func(sc *scan) bool { return sc.digits().upperRun >= 17 }},
		{reCNID, func(sc *scan) bool { return sc.digits().run >= 17 }},
		{reHETU, func(sc *scan) bool { return sc.digits().run >= 6 }},
		{reNRIC, func(sc *scan) bool { return sc.digits().run >= 7 }},
		{reHKID, func(sc *scan) bool { return sc.digits().run >= 6 }},
		{reCURP, func(sc *scan) bool { return sc.digits().run >= 6 }},
		{reRFC, func(sc *scan) bool { return sc.digits().run >= 6 }},
		{reThaiID, func(sc *scan) bool { return sc.digits().run >= 5 }},
		{reCPR, func(sc *scan) bool { return sc.digits().run >= 6 }},
		{reNIR, func(sc *scan) bool { return sc.digits().run >= 8 }},
		{rePostcode, func(sc *scan) bool { return sc.digits().upperDigit || sc.digits().run >= 4 }},
		{reIBAN, func(sc *scan) bool { return sc.digits().ibanHead }},
		{reMAC, func(sc *scan) bool { return macCandidate(sc.s) }},
	}
	texts := []string{
		"SSN 123-45-6789", "DNI 12345678Z", "PAN ABCPE1234F", "VIN 1HGCM82633A004352", "VIN ABCDEFGHJKLMNPRST", "CN 11010519491231002X",
		"HETU 131052-308T", "NRIC S1234567D", "HKID A123456(7)", "CURP GODE561231HDFRRN09", "RFC GODE561231GR8", "Thai 1-7119-77893-01-7",
		"CPR 110779-3125", "NIR 185057800608436", "SW1A 1AA", "K1A 0B1", "NY 10001", "D-10115 Berlin", "75008 Paris", "1012 AB",
		"IBAN DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "mac 00:1a:2B:3c:4D:5e", "mac 00-1a:2B-3c:4D-5e", "cisco 001a.2b3c.4d5e",
	}
	for _, f := range []string{"benign.tsv", "l10n-benign.tsv", "planted.tsv", "identifiers.tsv", "gen-planted.tsv", "labels.tsv"} {
		for _, e := range corpus.Load(t, "testdata/corpus/"+f) {
			texts = append(texts, e.Carrier)
		}
	}
	const alphabet = "0123456789ABCDEFGHSTXZaf:-. ()/,"
	rng := rand.New(rand.NewPCG(7, 31))
	for range 20000 {
		var b strings.Builder
		for range 4 + rng.IntN(30) {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		sc := &scan{s: s, lower: lowerInPlace(s)}
		for _, g := range gates {
			if !g.pass(sc) && g.re.MatchString(s) {
				t.Errorf("the gate before %.30s… turns away %q, which it matches", g.re.String(), s)
			}
		}
	}
}
