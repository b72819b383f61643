package redact

import (
	"strings"
	"testing"
)

// BenchmarkRedactHostile runs the redactor on 200 KB values built to make
// regular expressions slow (long runs of one pattern's characters). Each
// case must stay in tens of milliseconds; a quadratic pattern takes minutes.
func BenchmarkRedactHostile(b *testing.B) {
	for _, unit := range []string{"a:", "1 ", "a.", "x@", "?a=", "eyJa.", "bearer ", "ab12", "a://b:c", "mysql -p ", "-U -u ", " @ab", "/u/ab", "Thanks, ", "password got '", "olivias-mbp-", "blood type A", "to Olivia ", "iPhone de Olivia ", "Martin, Olivia ", "auth for a:bcd ", "olivia@x ", "Key (email)=(", "Failing row contains ((", "Duplicate entry 'a' for key '", "INSERT INTO t (a) VALUES ('x', ", "-us1 ", "sig: t=1,", "q=a b ", "/app=", "mg/dl=", "/usrä", "Edg/ä", "\n ", " \t\n ", "«="} {
		s := strings.Repeat(unit, 200000/len(unit))
		b.Run(strings.TrimSpace(unit), func(b *testing.B) {
			r := New("configured-token-value")
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				if _, err := r.String(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
