package redact

import (
	"strings"
	"testing"
)

// TestSecretFields: a validation or binding error's value under a field
// named on the line before it is masked when the field names a credential
// (pydantic's input_value, Spring Boot's Property and Value), whatever the
// value looks like; the value of a field that names none stays.
func TestSecretFields(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"1 validation error for Settings\napi_key\n  String should have at most 32 characters [type=string_too_long, input_value='8c0b8783-cdfd-48ef-9eff-2ef7c4df168c', input_type=str]", "8c0b8783-cdfd-48ef-9eff-2ef7c4df168c"},
		{"2 validation errors for Config\ntimeout\n  Input should be a valid integer [type=int_parsing, input_value='30s', input_type=str]\ndatabase.password\n  String should have at least 12 characters [type=string_too_short, input_value='d00ed639f11c', input_type=str]", "d00ed639f11c"},
		{"Failed to bind properties under 'app.payments.api-key' to java.time.Duration:\n\n    Property: app.payments.api-key\n    Value: \"c6517a57ee2a88dc691757706108d6d128b18c37\"\n    Origin: class path resource [application.yml] - 7:14", "c6517a57ee2a88dc691757706108d6d128b18c37"},
		{"Property: spring.datasource.password\nValue: 75ee51de46aff235", "75ee51de46aff235"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"1 validation error for Settings\ntimeout\n  Input should be a valid integer [type=int_parsing, input_value='30s', input_type=str]",
		"1 validation error for Order\nitems.0.sku\n  String should match pattern [type=string_pattern_mismatch, input_value='ab-3f2c1b0a9e8d', input_type=str]",
		"Failed to bind properties under 'server.shutdown-timeout' to java.time.Duration:\n\n    Property: server.shutdown-timeout\n    Value: \"30 seconds\"\n    Origin: class path resource [application.yml] - 7:14",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}
