package redact

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/standin"
)

// BenchmarkRedactHostile runs the redactor on 200 KB values built to make
// regular expressions slow (long runs of one pattern's characters). Each
// case must stay in tens of milliseconds; a quadratic pattern takes minutes.
func BenchmarkRedactHostile(b *testing.B) {
	for _, unit := range []string{"a:", "1 ", "a.", "x@", "?a=", "eyJa.", "bearer ", "ab12", "a://b:c", "mysql -p ", "-U -u ", " @ab", "/u/ab", "Thanks, ", "password got '", "olivias-mbp-", "blood type A", "to Olivia ", "iPhone de Olivia ", "Martin, Olivia ", "auth for a:bcd ", "olivia@x ", "Key (email)=(", "Failing row contains ((", "Duplicate entry 'a' for key '", "INSERT INTO t (a) VALUES ('x', ", "-us1 ", "sig: t=1,", "q=a b ", "/app=", "mg/dl=", "/usrä", "Edg/ä", "\n ", " \t\n ", "«=", "/user:ä", "iteit:ity=", "Nr 4006381333931, ", "Nr 'ab' 4471 2211 "} {
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

// loadTexts are the texts make load's glitchtip_get_issue redacts, issue by
// issue of the demo data: the project's names (its vocabulary), the title
// and culprit (free text), and the release and environment values and the
// first and last release (labels).
type loadIssue struct {
	vocab         []string
	texts, labels []string
}

func loadIssues() []loadIssue {
	var out []loadIssue
	d := standin.Demo()
	names := map[string]string{}
	for _, p := range d.Projects {
		names[p.Slug] = p.Name
	}
	for _, is := range d.Issues {
		li := loadIssue{vocab: []string{is.Project, names[is.Project]}, texts: []string{is.Title, is.Culprit}}
		for _, l := range []string{is.Environment, is.Release, is.FirstRelease, is.LastRelease} {
			if l != "" {
				li.labels = append(li.labels, l)
			}
		}
		out = append(out, li)
	}
	return out
}

// BenchmarkLoadIssues redacts what make load's calls redact, one op being
// every demo issue once: "first-sight" runs the detectors on each text (no
// memory of results), "warm" is the product's path on a warm server (a
// request's Redactor with its budget and observer, the vocabulary, the
// memory of results).
func BenchmarkLoadIssues(b *testing.B) {
	issues := loadIssues()
	b.Run("first-sight", func(b *testing.B) {
		r := New(standin.DemoToken)
		b.ReportAllocs()
		for b.Loop() {
			for _, is := range issues {
				v := r.WithVocabulary(is.vocab...)
				for _, s := range is.texts {
					if _, err := v.redactAs(s, false); err != nil {
						b.Fatal(err)
					}
				}
				for _, s := range is.labels {
					if _, err := v.redactAs(s, true); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		r := New(standin.DemoToken)
		n := 0
		ctx := WithObserver(context.Background(), func(string, int) { n++ })
		b.ReportAllocs()
		for b.Loop() {
			for _, is := range issues {
				v := r.For(WithBudget(ctx, time.Second)).WithVocabulary(is.vocab...)
				for _, s := range is.texts {
					if _, err := v.String(s); err != nil {
						b.Fatal(err)
					}
				}
				for _, s := range is.labels {
					if _, err := v.Label(s); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	})
}

// BenchmarkCorpusFirstSight redacts every carrier text of the committed
// benign and planted corpora (not the held-out ones) once per op, with no
// memory of results: the detectors' cost on ordinary and on personal text.
func BenchmarkCorpusFirstSight(b *testing.B) {
	var texts []string
	for _, f := range []string{"benign.tsv", "l10n-benign.tsv", "planted.tsv", "identifiers.tsv", "blind5-benign.tsv", "blind5-planted.tsv"} {
		raw, err := os.ReadFile("testdata/corpus/" + f)
		if err != nil {
			b.Fatal(err)
		}
		for _, line := range strings.Split(string(raw), "\n") {
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			fs := strings.Split(line, "\t")
			texts = append(texts, strings.ReplaceAll(fs[len(fs)-1], "⏎", "\n"))
		}
	}
	r := New(standin.DemoToken)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range texts {
			if _, err := r.redact(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}
