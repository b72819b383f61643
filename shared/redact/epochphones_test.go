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
