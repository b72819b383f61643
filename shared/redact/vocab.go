// The organisation's vocabulary: the names it gave its projects, teams,
// environments and releases are names of things, kept by policy (issue 31,
// point 5). Where its text uses them as words (a service's codename in a
// path, /var/spool/orion/, registry.corp.example/orion/worker), they are
// known in that organisation's events and no other, however much they read
// like a person's name.

package redact

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// maxVocabulary bounds the names one organisation adds: its projects,
// teams and environments are tens to hundreds.
const maxVocabulary = 2048

// WithVocabulary returns a Redactor for one organisation's text that knows
// the names it gave its things (project and team slugs and names,
// environment and release names): each name, and each part of a compound
// one (orion-api gives orion and api), is a known word there. A name that
// reads as a person's (olivia-martin) adds only itself, whole; so a
// person's login chosen as a project's name does not unmask that person
// elsewhere in the text under another spelling. The names add to the
// event's own code (WithCode), in either order.
func (r *Redactor) WithVocabulary(names ...string) *Redactor {
	var c Redactor
	if r != nil {
		c = *r
	}
	// on the stack for the usual few names: a remembered set brings its
	// own copy of them (codeSets), which the Redactor keeps
	var few [8]string
	vocab := append(few[:0], c.vocab...)
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" && len(n) <= 256 && utf8.ValidString(n) && len(vocab) < maxVocabulary {
			vocab = append(vocab, n)
		}
	}
	if len(vocab) == len(c.vocab) {
		return r
	}
	if len(c.code) == 0 || c.codeVocabOnly {
		// the set is the names' alone: the same names make the same set,
		// remembered (codeSets) rather than made again for every call
		c.code, c.codeSalt, c.vocab = codeSets.get(vocab, nil)
		c.codeVocabOnly = true
		return &c
	}
	c.vocab = slices.Clone(vocab)
	set := make(codeSet, len(c.code)+len(vocab))
	for w := range c.code {
		set[w] = true
	}
	addVocabulary(set, vocab)
	c.code = set
	c.codeSalt = set.fingerprint()
	return &c
}

// addVocabulary adds an organisation's names to set: whole, lower case,
// and split into their parts unless the name reads as a person's.
func addVocabulary(set codeSet, vocab []string) {
	for _, n := range vocab {
		set[strings.ToLower(n)] = true
		if personCompound(n) || personName(n) {
			continue
		}
		for _, f := range strings.Fields(n) {
			set[strings.ToLower(f)] = true
			eachPart(f, func(p string) bool {
				if runeCount(p) >= 3 {
					set[strings.ToLower(p)] = true
				}
				return true
			})
		}
	}
}
