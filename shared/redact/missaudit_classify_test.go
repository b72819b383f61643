package redact

import (
	"reflect"
	"testing"
)

// The miss audit's classifiers (missaudit_test.go) are tested here on
// texts written for the purpose: the audit never fails on its figures, so
// its classes must be right on their own.

func TestMissAuditValueShape(t *testing.T) {
	for _, c := range []struct{ v, want string }{
		{"880314", "digits only"},
		{"41 250,00", "digits only"},
		{"AB-123-CD", "digits+letters"},
		{"meadowlark", "one word"},
		{"quiet.river", "one word, joined"},
		{"Ana Lucía Pérez", "several words"},
		{"--//", "symbols"},
	} {
		if got := valueShape(c.v); got != c.want {
			t.Errorf("valueShape(%q) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestMissAuditTextScript(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"Müller", "latin"},
		{"Иванов", "cyrillic"},
		{"Παπαδόπουλος", "greek"},
		{"محمد", "arabic"},
		{"כהן", "hebrew"},
		{"田中", "cjk"},
		{"김서준", "hangul"},
		{"สมชาย", "thai"},
		{"राहुल", "indic"},
		{"4471 / 22", "none"},
		{"user Иванов Петров", "cyrillic"}, // most letters decide
	} {
		if got := textScript(c.s); got != c.want {
			t.Errorf("textScript(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}

func TestMissAuditValuePosition(t *testing.T) {
	for _, c := range []struct{ carrier, v, pos, key string }{
		{"login failed user=zq7wkm from 10.0.0.1", "zq7wkm", "after key=", "user"},
		{`{"owner": "zq7wkm"}`, "zq7wkm", "after key:", "owner"},
		{"cannot open /home/zq7wkm/.ssh/id_rsa", "zq7wkm", "in path/URL/address", ""},
		{"account 'zq7wkm' is locked", "zq7wkm", "quoted", ""},
		{"seller zq7wkm has no payout method", "zq7wkm", "in prose", ""},
		{"token expired", "zq7wkm", "not verbatim", ""},
	} {
		pos, key := valuePosition(c.carrier, c.v)
		if pos != c.pos || key != c.key {
			t.Errorf("valuePosition(%q, %q) = %q, %q; want %q, %q", c.carrier, c.v, pos, key, c.pos, c.key)
		}
	}
}

func TestMissAuditSerialisation(t *testing.T) {
	for _, c := range []struct{ carrier, want string }{
		{`{"user": "x", "code": 4}`, "json"},
		{"<user><name>x</name></user>", "xml"},
		{"{'user': 'x', 'retry': False}", "repr/tuple"},
		{"error:\n  user: x\n  code: 4", "yaml"},
		{"level=error user=x code=4", "k=v"},
		{"the disk is full", "text"},
	} {
		if got := auditSerialisation(c.carrier); got != c.want {
			t.Errorf("auditSerialisation(%q) = %q, want %q", c.carrier, got, c.want)
		}
	}
}

func TestMissAuditKnowledge(t *testing.T) {
	for _, c := range []struct{ v, want string }{
		{"connection refused", "all known"},
		{"zq7wkm", "unknown word"},      // zq and wkm: no knowledge holds them
		{"disk zqxwvk", "unknown word"}, // one unknown word is enough
		{"880314", "no words"},
		{"4 B", "no words"}, // one letter is too short to judge
	} {
		if got, _ := valueKnowledge(c.v); got != c.want {
			t.Errorf("valueKnowledge(%q) = %q, want %q", c.v, got, c.want)
		}
	}
	if got := whyKnown("zqxwvk"); got != "" {
		t.Errorf("whyKnown(zqxwvk) = %q, want none", got)
	}
	if got := whyKnown("connection"); got == "" {
		t.Errorf("whyKnown(connection) = none, want a predicate")
	}
}

func TestMissAuditBenignAlignment(t *testing.T) {
	in := "quota exceeded for zqxwvk (4471 of [value] used)"
	out := "quota exceeded for [user] ([number] of [value] used)"
	if got, want := newPlaceholders(in, out), []string{"[user]", "[number]"}; !reflect.DeepEqual(got, want) {
		t.Errorf("newPlaceholders = %q, want %q", got, want)
	}
	got := maskedFields(in, out)
	if want := []string{"zqxwvk", "4471"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("maskedFields = %q, want %q", got, want)
	}
	if k, _, sc := classifyMasked(got[0], out); k != "unknown word" || sc != "latin" {
		t.Errorf("classifyMasked(%q) = %q %q, want unknown word latin", got[0], k, sc)
	}
	if k, _, _ := classifyMasked(got[1], out); k != "no letters" {
		t.Errorf("classifyMasked(%q) = %q, want no letters", got[1], k)
	}
	if k, _, _ := classifyMasked("session:queue:7f3a", "key session:queue:[value]"); k != "no letters" {
		t.Errorf("classifyMasked(session:queue:7f3a) = %q, want no letters (only 7f3a went)", k)
	}
	if k, by, _ := classifyMasked("connection", "[value] refused"); k != "known, masked by position" || by == "" {
		t.Errorf("classifyMasked(connection) = %q %q, want known, masked by position", k, by)
	}
	for c, want := range map[string]string{"postgresql-sv": "sv", "ru/apt": "ru", "nginx": "nginx"} {
		if got := benignLanguage(c); got != want {
			t.Errorf("benignLanguage(%q) = %q, want %q", c, got, want)
		}
	}
}

func TestMissAuditProbe(t *testing.T) {
	r := New()
	// an unknown login goes where a key names it; a word of the
	// language stays wherever it stands
	if got := keyedProbe(r, "zqxwvk"); got != "masked when keyed" {
		t.Errorf("keyedProbe(zqxwvk) = %q", got)
	}
	if got := auditWordBefore("seller zqxwvk has no payout", "zqxwvk"); got == "unknown word" || got == "none" {
		t.Errorf("auditWordBefore(seller …) = %q, want a known word", got)
	}
	if got := auditWordBefore("zqxwvk has no payout", "zqxwvk"); got != "none" {
		t.Errorf("auditWordBefore(at start) = %q, want none", got)
	}
}

func TestMissAuditCountsOrder(t *testing.T) {
	c := counts{"b": 2, "a": 2, "c": 5}
	if got, want := c.String(), "c 5, a 2, b 2"; got != want {
		t.Errorf("counts = %q, want %q", got, want)
	}
}
