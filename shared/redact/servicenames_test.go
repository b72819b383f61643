package redact

import "testing"

// TestServiceFunctionNames: a codename that is also a name before the
// business function its service serves (Atlas Billing, Orion Payments)
// stays; a person's name beside an initial or another name, and a
// person's name after a preposition, are masked. (A codename with an index,
// orion-events-4, stays masked: a person's device or handle is written so
// too.) Invented names.
func TestServiceFunctionNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"TimeoutError: Atlas Billing did not respond within 15000ms", nil, []string{"Atlas Billing"}},
		{"Error: Orion Payments returned 503 for invoice 88213", nil, []string{"Orion Payments"}},
		// people
		{"Error: login olivia.m failed", []string{"olivia.m"}, []string{"failed"}},
		{"Error: login olivia-m-2 failed in tenant 4", []string{"olivia-m-2"}, []string{"tenant 4"}},
		{"Error: invoice for Olivia Martin failed", []string{"Olivia Martin"}, []string{"failed"}},
	})
}
