// Names an organisation set (projects, environments, releases, monitors,
// teams): the strong detectors only, never a word rule.

package redact

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
