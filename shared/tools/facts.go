package tools

// Facts is what a tool result says of itself for the audit line: how many
// items it holds (-1 when it is not a list), 1 or 0 for a lookup that found
// or missed its subject, and whether the list was cut to fit. Every result
// type implements it (newTool requires it), so nothing is re-encoded or
// reflected over to count a result.
type Facts interface {
	Facts() (count int, truncated bool)
}

func foundCount(found bool) int {
	if found {
		return 1
	}
	return 0
}

// Facts implements Facts.
func (r EventsResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts.
func (r RawEventResult) Facts() (int, bool) { return foundCount(r.Found), false }

// Facts implements Facts.
func (r EventResult) Facts() (int, bool) { return foundCount(r.Found), false }

// Facts implements Facts.
func (r IssuesResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts.
func (r IssueResult) Facts() (int, bool) { return foundCount(r.Found), false }

// Facts implements Facts.
func (r MonitorsResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts: whoami is not a list.
func (r WhoamiResult) Facts() (int, bool) { return -1, false }

// Facts implements Facts.
func (r ProjectsResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts.
func (r ReleasesResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts.
func (r EnvironmentsResult) Facts() (int, bool) { return r.Count, r.Truncated }

// Facts implements Facts.
func (r TrendResult) Facts() (int, bool) { return foundCount(r.Found), false }

// Facts implements Facts.
func (r TagsResult) Facts() (int, bool) { return foundCount(r.Found), false }
