package redact

import "testing"

// TestStdlibMessageForms: the forms stdlib-benign.tsv found damaged, each
// kept where the standard library writes it and masked where the same
// position holds a person's or a secret's value.
func TestStdlibMessageForms(t *testing.T) {
	checkMasks(t, []maskCase{
		// a constant's name in upper-case snake case is no secret
		{"http2: need at least one of TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256 or TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", ""},
		{"stream error: ERR_HTTP2_PROTOCOL_ERROR", ""},
		{"token K7QX_ZR9P_WM2T_8HJD rejected", "K7QX_ZR9P_WM2T_8HJD"},
		{"key AKIA_JQWERTY_88KD_XQPL leaked", "AKIA_JQWERTY_88KD_XQPL"},
		// a surname of the names data that is an English modal is no
		// surname after an unknown lower-case word
		{"bufsize must be 0", ""},
		{"bufsize should be an integer", ""},
		{"assigned to olivia martin", "olivia martin"},
		// "by" and "account" introduce a person as "to" and "from" do
		{"ticket created by kimberly", "kimberly"},
		{"account kimberly disabled", "kimberly"},
		{"caused by timeout", ""},
		{"sorted by date", ""},
		{"account balance too low", ""},
		{"replaced by nginx", ""},
		// named / called: code after a thing's noun, a person after a
		// person's noun even where the dictionary holds the name
		{"No module named expat; use SimpleXMLTreeBuilder instead", ""},
		{"No module named 'orjson'", ""},
		{"no table named orders", ""},
		{"a user named 'anna' was locked out", "anna"},
		{"user named 'john' not found", "john"},
		{"a contact called «maria» bounced", "maria"},
		{"a customer called 'Anna' complained", "Anna"},
		{"fmt: scanning called UnreadRune with no rune available", ""},
		{"a method called GetUser failed", ""},
		{"a user called JohnSmith", "JohnSmith"},
		{"the job called OliviaMartin failed", "OliviaMartin"},
		// a sentence ends at a long word's period: no abbreviation
		{"ScanState's Read should not be called. Use ReadRune", ""},
		{"Attn. Olivia Martin", "Olivia Martin"},
		{"a user called Olivia. Martin wrote back", "Olivia"},
		// a credential's noun, "of", and the thing it belongs to
		{"xml: EncodeToken of Comment containing --> marker", ""},
		{"xml: EncodeToken of ProcInst with invalid Target", ""},
		{"password of Olivia expired", "Olivia"},
		{"token of xK9fP2mQ7rT4 expired", "xK9fP2mQ7rT4"},
		// … and its owner, then its value
		{"the password of alice is hunter2", "hunter2"},
		{"password for alice is hunter2", "hunter2"},
		{"password for alice: hunter2", "hunter2"},
		{"the password of alice is not set", ""},
		{"the token of the bot was revoked", ""},
		{"auth for localhost:8080 failed", ""},
		// an auth scheme's word then a dictionary word is prose
		{"x509: invalid basic constraints", ""},
		{"http2: could not negotiate protocol mutually", ""},
		{"Authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"},
		{"Authorization: Bearer abcdefghijklmnop", "abcdefghijklmnop"},
		{"Authorization: Negotiate YIIGhgYGKwYBBQUCoIIGejCCBnag", "YIIGhgYGKwYBBQUCoIIGejCCBnag"},
		{"Authorization: Bearer\tabcdefghijklmnop", "abcdefghijklmnop"},
	})
	// a scheme's word and its credential stand on one line: Spring's next
	// line (Value:) is no token of a property's name
	checkKeptCases(t, []keptCase{
		{"Property: acme.acme-api-token\n    Value: \"k3Jq9ZpX2vLm8QwR\"\n    Origin: class path resource", "k3Jq9ZpX2vLm8QwR", "\n    Value: \""},
	})
}
