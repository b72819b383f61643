// Names an organisation set (projects, environments, releases, monitors,
// teams): the strong detectors only, never a word rule.

package redact

import "strings"

// labelScan runs the strong detectors only (Label).
func (sc *scan) labelScan() {
	sc.lower = lowerInPlace(sc.s)
	sc.label = true
	for _, d := range labelDetectors {
		if sc.stop.over() {
			return
		}
		d(sc)
	}
	if weakCandidates(sc.s) {
		for _, d := range weak {
			d(sc)
		}
	}
}

// Label redacts a name an organisation set: a project, environment,
// release, monitor or team name. Names of things are not names of people
// ("Driver App Backend", "Patient Portal"), so only the strong detectors
// run: secrets, credentials in URLs and DSNs, vendor tokens, emails,
// cards, IBANs, and the configured literals. No word rule does.
func (r *Redactor) Label(s string) (string, error) {
	if len(s) > MaxInput {
		return "", errTooLong
	}
	st := r.stopper(len(s))
	if st != nil && st.err != nil {
		return "", st.err
	}
	s = Neutralise(s)
	if d := decode(s); d != s {
		s = Neutralise(d)
	}
	if r != nil {
		for _, l := range r.literals {
			s = strings.ReplaceAll(s, l, phToken)
		}
	}
	view, at, isFolded := folded(s)
	sc := &scan{s: view, stop: st}
	sc.labelScan()
	if strings.IndexByte(view, '\n') >= 0 && !st.over() {
		joinedSpans(sc)
	}
	if st != nil && st.err != nil {
		return "", st.err
	}
	sc.out = relax(view, sc.out, r != nil && r.infra)
	if isFolded {
		for i := range sc.out {
			sc.out[i].start, sc.out[i].end = at[sc.out[i].start], at[sc.out[i].end]
		}
	}
	out := defuseFences(apply(s, sc.out))
	r.observe(out, nil)
	return out, nil
}

// wordRules are the detectors that judge words: names in context, given
// names, devices named after their owners, addresses, values by their
// words. A label (a name of a thing) never passes them.
var wordRules = map[string]bool{}

// labelDetectors are the strong detectors: what they find is a secret or
// personal data whatever words stand around it.
var labelDetectors []func(*scan)
