package redact

import "testing"

// TestRoutingNumbers: nine digits whose ABA check holds after "routing",
// "ABA" or "RTN" go, and the text around them stays; the rule itself
// takes nothing from a failing check, another length, another word before
// them, or the acronym in small letters (which other rules may still
// mask as a long number).
func TestRoutingNumbers(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"NACHA return R03: account at routing 021000021 does not exist", "NACHA return R03: account at routing [number] does not exist"},
		{"ACH debit rejected: Routing number: 026009593 is closed", "ACH debit rejected: Routing number: [number] is closed"},
		{"wire failed, ABA no. 011000015 unknown to the Fed", "wire failed, ABA no. [number] unknown to the Fed"},
		{"RTN=121000358 rejected by the processor", "RTN=[number] rejected by the processor"},
		{"routing table has 8 entries, build 20240115", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
	for _, s := range []string{
		"routing 021000022 does not exist",         // the check fails
		"routing 1210003584 entries dropped",       // ten digits
		"order 121000358 shipped to the warehouse", // no routing word
		"job 121000358 ran the rerouting step",     // after, not before
		"aba 121000358 seen in the table scan",     // an acronym in small letters
		"rerouting 121000358 packets",              // a longer word
	} {
		sc := &scan{s: s, lower: lowerInPlace(s)}
		if detectRoutingNumbers(sc); len(sc.out) > 0 {
			t.Errorf("%q: routing number found: %v", s, sc.out)
		}
	}
}
