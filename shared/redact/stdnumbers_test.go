package redact

import (
	"testing"

	"glitchtip-mcp/shared/redact/checkdigit"
)

// TestStandardNumbers: an ISBN, an ISSN or an LEI after its label whose
// check digit holds names a book, a journal or a firm and stays; the same
// digits with a wrong check, or with no label, are judged as before (a
// phone's, a number's). Invented numbers, computed by hand.
func TestStandardNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Import skipped record: ISBN 978-3-16-148410-0 already present", nil, []string{"978-3-16-148410-0"}},
		{"ISBN-10 0-306-40615-2 invalid for this edition", nil, []string{"0-306-40615-2"}},
		{"book isbn: 0306406152 not in catalogue", nil, []string{"0306406152"}},
		{`{"isbn": "978-3-16-148410-0", "status": "missing"}`, nil, []string{"978-3-16-148410-0"}},
		{"journal ISSN 0317-8471 not found", nil, []string{"0317-8471"}},
		{"EMIR report rejected: counterparty LEI 5493001KJTIIGC8Y1R12 lapsed", nil, []string{"5493001KJTIIGC8Y1R12"}},
		// a wrong check digit, or no label: judged as any digits are
		{"ISBN 0-306-40615-3 rejected", []string{"0-306-40615-3"}, []string{"ISBN"}},
		{"please call 0306406152 tomorrow", []string{"0306406152"}, nil},
		{"counterparty LEI 5493001KJTIIGC8Y1R13 lapsed", []string{"5493001KJTIIGC8Y1R13"}, []string{"LEI"}},
	})
}

// TestStandardNumberChecks: the check digits as their standards compute
// them.
func TestStandardNumberChecks(t *testing.T) {
	for _, tc := range []struct {
		kind, v string
		want    bool
	}{
		{"isbn", "0306406152", true}, {"isbn", "0306406153", false}, {"isbn", "080442957X", true},
		{"isbn", "9783161484100", true}, {"isbn", "9783161484101", false}, {"isbn", "4006381333931", false},
		{"issn", "03178471", true}, {"issn", "03178472", false}, {"issn", "2434561X", true},
		{"lei", "5493001KJTIIGC8Y1R12", true}, {"lei", "5493001KJTIIGC8Y1R13", false}, {"lei", "5493001kjtiigc8y1r12", false},
	} {
		if got := standardNumber(tc.kind, tc.v); got != tc.want {
			t.Errorf("standardNumber(%s, %s) = %v, want %v", tc.kind, tc.v, got, tc.want)
		}
	}
	if !checkdigit.GS1("4006381333931") {
		t.Error("4006381333931 is a valid EAN-13 (no ISBN: no 978 or 979)")
	}
}
