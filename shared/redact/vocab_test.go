package redact

import (
	"strings"
	"testing"
)

// The organisation's names of things are known in its text; a person's
// name beside them is still masked, and without the vocabulary a lone
// codename that reads as a name is masked as before.
func TestWithVocabulary(t *testing.T) {
	r := New().WithVocabulary("orion-api", "sherlock", "Atlas Billing", "production")
	for _, c := range []struct{ in, gone string }{
		{"No space left on device: '/var/spool/orion/batch-00417.parquet'", ""},
		{"manifest for registry.corp.example/orion/worker:2024.05.02-rc1 not found", ""},
		{"Error: failed to load config/sherlock.toml", ""},
		{"Fatal error: Unexpectedly found nil: file Orion/CheckoutViewController.swift, line 118", ""},
		{"TimeoutError: Atlas Billing did not respond within 15000ms", ""},
		{"github.com/acme/orion/internal/scheduler.(*Runner).tick(0x0)", ""},
		{"invoice for Olivia Martin failed in orion-api", "Olivia Martin"},
		{"assigned to olivia.martin by orion-api", "olivia.martin"},
	} {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if c.gone == "" && out != c.in {
			t.Errorf("%q\n  -> %q, want it unchanged", c.in, out)
		}
		if c.gone != "" && (strings.Contains(out, c.gone) || !strings.Contains(out, "orion-api")) {
			t.Errorf("%q\n  -> %q, want %q gone and orion-api kept", c.in, out, c.gone)
		}
	}
	// the vocabulary survives the event's code, and belongs to r alone
	// (a folder below exports/: /var/spool/orion names its software,
	// pathsoftware.go, and is kept without the vocabulary too)
	withCode := r.WithCode("app/views.py")
	if out, _ := withCode.String("No space left on device: '/srv/exports/orion/x.parquet'"); strings.Contains(out, "[") {
		t.Errorf("WithCode after WithVocabulary lost the vocabulary: %q", out)
	}
	if out, _ := New().String("No space left on device: '/srv/exports/orion/x.parquet'"); !strings.Contains(out, "[") {
		t.Errorf("without the vocabulary a lone codename is a value, got %q", out)
	}
	// a name that reads as a person's adds itself, not its parts
	p := New().WithVocabulary("olivia-martin")
	if out, _ := p.String("Invoice for Olivia could not be generated"); strings.Contains(out, "Olivia") {
		t.Errorf("a person-shaped project name unmasked its parts: %q", out)
	}
}
