package redact

import "testing"

// TestTenDigitsFromTwenty: ten digits that begin with 20 are a North
// American number of area code 20x, not seconds after 2033; seconds that
// begin with 1, longer epochs and a date's digits with more after them (an
// order's number) stay.
func TestTenDigitsFromTwenty(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "The 'To' number 2038934113 is not a valid phone number.", gone: []string{"2038934113"}, kept: []string{"is not a valid phone number."}},
		{in: "caller 2025550143 hung up", gone: []string{"2025550143"}, kept: []string{"hung up"}},
		{in: "token issued at 1764000000 expired"},
		{in: "ts=1764000000123 ok"},
		{in: "order 2025110314 shipped"},
		{in: "out_trade_no=2025110314220007"},
	})
}

// TestGenericKeyNumbers: under a key that names no kind of quantity
// (value, error), a number with a phone's leading zero or nine to twelve
// digits in quotes is no count; epoch seconds, counts and an id's or a
// size's number stay.
func TestGenericKeyNumbers(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Contact[kind=other, value=096283904, verified=true]", gone: []string{"096283904"}, kept: []string{"kind=other", "verified=true"}},
		{in: "Record(id=79760, value='435086121', retry=True)", gone: []string{"435086121"}, kept: []string{"id=79760"}},
		{in: `Custom { kind: InvalidInput, error: "78050963954" }`, gone: []string{"78050963954"}, kept: []string{"InvalidInput"}},
		{in: `Custom { kind: InvalidInput, error: "1712345678" }`},
		{in: "value=123456789 retries=3"},
		{in: `trace_id="123456789012"`},
		{in: "size=123456789012"},
		{in: "opensslErrorStack: [ 'error:03000086:initialization error' ]"},
	})
}

// TestRepeatCountNumbers: a word that counts repetitions (retry, attempt)
// explains a small count only; a national number, a phone's leading zero
// or a separated id in its place is masked. A flag's number or a Go %v's
// first field, then a version, are two words, not a phone.
func TestRepeatCountNumbers(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "[sync --retry 483429536]", gone: []string{"483429536"}, kept: []string{"[sync --retry "}},
		{in: "[sync --retry 081532541]", gone: []string{"081532541"}, kept: []string{"--retry"}},
		{in: "[sync --retry 370510-1154022]", gone: []string{"370510-1154022", "1154022"}, kept: []string{"--retry"}},
		{in: "attempt 21233041295 failed", gone: []string{"21233041295"}, kept: []string{"attempt", "failed"}},
		{in: "[sync --retry 12]"},
		{in: "retry 3 of 5 after 250000 ms"},
		{in: "provision --id 37657 58.45.41"},
		{in: "{65051 11.38.26 false}"},
		{in: "[provision --id 37657 1.2.3]"},
		{in: "provision --id 37657 +33 6 12 34 56 78", gone: []string{"6 12 34 56 78"}, kept: []string{"--id 37657"}},
	})
}

// TestPhoneFiveGroups: a number in five groups of two, as France, Belgium
// and the Netherlands write it (06.12.34.56.78), is masked whole: the
// phone pattern stopped at four and left the last pair.
func TestPhoneFiveGroups(t *testing.T) {
	checkProse(t, []proseCase{
		{"Bel mij: 06.12.34.56.78", []string{"06.12", ".78", "56.78"}, []string{"Bel mij"}},
		{"Appelez-moi au 06 12 34 56 78 svp", []string{"56 78", "06 12"}, []string{"Appelez-moi au", "svp"}},
		{"Rappel demandé au 01-42-68-53-00 (bureau)", []string{"53-00", "01-42"}, []string{"(bureau)"}},
	})
}
