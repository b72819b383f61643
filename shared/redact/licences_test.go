package redact

import "testing"

// TestLicencesBothWays: a software licence's name or SPDX identifier after
// a licence key comes out unchanged; a driver's licence number, a person's
// name there, and a name that is also an SPDX identifier elsewhere are
// still masked.
func TestLicencesBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		{"dependency check: license GNU General Public License (GPL) is not on the allowlist", ""},
		{"dependency check: license Apache-2.0 is not on the allowlist", ""},
		{"dependency check: license GPL-3.0-or-later is not on the allowlist", ""},
		{"dependency check: license Apache License, 2.0 (Apache-2.0) is not on the allowlist", ""},
		{"dependency check: license Mozilla Public License 2.0 (MPL-2.0) is not on the allowlist", ""},
		{"dependency check: license General Public License (LGPL) is not on the allowlist", ""},
		{"license: GNU Lesser General Public License v2.1 only", ""},
		{`package foo: SPDX expression "GPL-2.0-only WITH Classpath-exception-2.0 OR MIT" rejected`, ""},
		{"license: MIT", ""},
		// a driver's licence number, a person's name
		{"license: D1234567 expired", "D1234567"},
		{"driver license D1234567 expired", "D1234567"},
		{"license: S530-4821-9944 suspended", "S530-4821-9944"},
		{"driver license Jane Smith expired", "Jane Smith"},
		{"licence holder Martin Brown not found", "Brown"},
		// an SPDX identifier that is a surname too is not kept for it
		{"license: Barr", "Barr"},
		// an SPDX name's words without "License" after them name no licence
		{"license holder General Brown Public not found", "Brown"},
	})
}
