package redact

import (
	"strings"
	"testing"
)

// TestAnyOfAsContainsAny: the pairs' index only skips words that cannot be
// in the text; anyOf answers what containsAny answers, for short and long
// texts, words of one byte, of several scripts and absent ones.
func TestAnyOfAsContainsAny(t *testing.T) {
	long := strings.Repeat("Failed password for root from host.internal; Kennzeichen B-AB 123; серийный номер ", 8)
	texts := []string{"", "x", "short text with login", long, long + "ünïcödé 車両 tail", strings.Repeat("a", 600)}
	lists := [][]string{
		{"login"}, {"password for", "publickey for"}, {"車両"}, {".internal", ".lan"}, {"z"}, {"серийный"},
		{"kennzeichen", "plate"}, {"absent", "nowhere", "q"}, {"aa"}, {"ab"}, {""}, {"tail"}, {"l tail"},
	}
	for _, s := range texts {
		sc := &scan{s: s, lower: lowerInPlace(s)}
		for _, subs := range lists {
			if got, want := sc.anyOf(subs...), containsAny(sc.lower, subs...); got != want {
				t.Errorf("len %d: anyOf(%q) = %v, containsAny %v", len(s), subs, got, want)
			}
		}
	}
}
