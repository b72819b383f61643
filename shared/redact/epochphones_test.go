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

// TestPhoneBeforeClauseColon: a phone number ended by a colon and a space
// (the clause goes on after it) is still a phone; an address before a
// colon, a time, a date stay.
func TestPhoneBeforeClauseColon(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "SMS delivery failed to 415.867.2290: carrier rejected", gone: []string{"415.867.2290"}, kept: []string{"failed to ", ": carrier rejected"}},
		{in: "dial tcp 192.168.100.20: connection refused"},
		{in: "build 2024.01.15: ok"},
	})
}
