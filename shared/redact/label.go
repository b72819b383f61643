// Names an organisation set (projects, environments, releases, monitors,
// teams): the strong detectors only, never a word rule.

package redact

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
	var out string
	var err error
	if r == nil {
		out, err = r.redactAs(s, true)
	} else {
		out, err = r.labels.do(s, func() (string, error) { return r.redactAs(s, true) })
	}
	r.observe(out, err)
	return out, err
}

// wordRules are the detectors that judge words: names in context, given
// names, devices named after their owners, addresses, values by their
// words. A label (a name of a thing) never passes them.
var wordRules = map[string]bool{}

// labelDetectors are the strong detectors: what they find is a secret or
// personal data whatever words stand around it.
var labelDetectors []func(*scan)
