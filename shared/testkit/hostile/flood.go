package hostile

import (
	"fmt"
	"time"

	"glitchtip-mcp/shared/standin"
)

// The flood: anyone with a project's public DSN can create a thousand new
// issues, each carrying 60 KB of crafted text, on the day twenty ordinary
// issues need someone. Seen most recently first, a page of 50 lists thirty
// crafted issues before the twenty ordinary ones, so that redaction time
// handed out first come, first served is spent on the crafted ones and
// every ordinary title is withheld (issue 32). GlitchTip cuts titles at
// about 100 characters (reference §13, and the stand-in does too), so the
// 60 KB reach the product as the culprit, which GlitchTip 6.x serves whole;
// the flood is therefore a 6.x dataset.
const (
	// FloodProject holds the flood.
	FloodProject = "flood"
	// FloodIssues is how many crafted issues the flood creates.
	FloodIssues = 1000
	// FloodOrdinary is how many ordinary issues stand among them.
	FloodOrdinary = 20
	// FloodBefore is how many crafted issues are seen more recently than
	// the ordinary ones (listed before them).
	FloodBefore = 30
	// FloodSize is the size of each crafted issue's culprit.
	FloodSize = 60 << 10
	// FirstFlood is the first crafted issue's id; FirstFloodOrdinary the
	// first ordinary one's.
	FirstFlood         = 10001
	FirstFloodOrdinary = 20001
)

// FloodTitle is the title of the ordinary issue i of the flood, which
// every call that lists it must show intact.
func FloodTitle(i int) string {
	return fmt.Sprintf("TypeError: cannot read property 'total' of undefined (basket line %d)", i)
}

// FloodDataset returns the flood: FloodIssues new issues with 60 KB
// crafted culprits (and crafted titles) and FloodOrdinary ordinary new
// issues, all first seen within the last day. Building it takes a few
// milliseconds: the crafted values are shared.
func FloodDataset() *standin.Dataset {
	now := time.Now().UTC().Truncate(time.Second)
	d := &standin.Dataset{Org: Org, Token: Token, Version: "6.0.2", Major: 6, UserName: "Hostile Operator", Email: "operator@example.org",
		Projects:     []standin.Project{{ID: 4, Slug: FloodProject, Name: "Flood", Platform: "javascript"}},
		Environments: map[string][]string{FloodProject: {"production"}},
		Releases:     []standin.Release{{Project: FloodProject, Version: "web@4.2.0", Created: now.Add(-48 * time.Hour), Released: now.Add(-48 * time.Hour)}},
	}
	values := make([]string, len(Fillers))
	for i, f := range Fillers {
		values[i] = Fill(f.Unit, FloodSize)
	}
	// rank is the place in the listing, most recently seen first
	issue := func(id, rank int, title, culprit string, count int) *standin.Issue {
		last := now.Add(-time.Duration(rank+1) * time.Minute)
		return &standin.Issue{ID: id, Project: FloodProject, Title: title, Culprit: culprit, Level: "error",
			Status: "unresolved", Count: count, FirstSeen: last.Add(-time.Minute), LastSeen: last,
			Environment: "production", Release: "web@4.2.0", Hashes: []string{fmt.Sprintf("%032x", id)}}
	}
	for i := range FloodIssues {
		rank := i
		if i >= FloodBefore {
			rank += FloodOrdinary
		}
		v := values[i%len(values)]
		d.Issues = append(d.Issues, issue(FirstFlood+i, rank, v[:200], v, 1))
	}
	for i := range FloodOrdinary {
		d.Issues = append(d.Issues, issue(FirstFloodOrdinary+i, FloodBefore+i, FloodTitle(i), "app/basket.js in total", 40))
	}
	return d
}

// FloodCalls are the calls of the flood case: the listings that show the
// ordinary issues beside the crafted ones; each must show every ordinary
// title intact.
func FloodCalls() []Call {
	var titles []string
	for i := range FloodOrdinary {
		titles = append(titles, FloodTitle(i))
	}
	return []Call{
		{Name: "flood: list limit 50", Tool: "glitchtip_list_unresolved", Args: map[string]any{"project": FloodProject, "limit": 50}, Want: titles},
		{Name: "flood: search limit 50", Tool: "glitchtip_search", Args: map[string]any{"project": FloodProject, "query": "is:unresolved", "limit": 50}, Want: titles},
		{Name: "flood: digest", Tool: "glitchtip_unresolved_digest", Args: map[string]any{"window": "24h", "projects": []any{FloodProject}}, Want: titles},
	}
}
