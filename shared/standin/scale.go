package standin

import (
	"fmt"
	"strings"
	"time"
)

// MaxTitle is where GlitchTip cuts issue titles and event messages: about
// 100 characters, ending with "…" (seen on a live 5.2).
const MaxTitle = 100

// cutTitle cuts s as GlitchTip does.
func cutTitle(s string) string {
	r := []rune(s)
	if len(r) <= MaxTitle {
		return s
	}
	return string(r[:MaxTitle-1]) + "…"
}

// AtScale returns the demo dataset with a fourth project, route-planner,
// holding n unresolved issues (and every tenth one resolved besides) whose
// titles run to GlitchTip's cut, like the live run's 130-issue project: a
// page of 100 of them is larger than a tool's size budget. Issue i (from
// 0) was last seen i minutes ago, each a distinct time.
func AtScale(n int) *Dataset {
	d := Demo()
	now := time.Now().UTC().Truncate(time.Second)
	d.Projects = append(d.Projects, Project{ID: 4, Slug: "route-planner", Name: "Route planner", Platform: "python"})
	d.Environments["route-planner"] = []string{"production"}
	for i := 0; i < n; i++ {
		last := now.Add(-time.Duration(i) * time.Minute)
		title := fmt.Sprintf("RoutingError: no path from depot %d to stop %d: segment %s closed for maintenance until further notice by the city", i, i*7+3, strings.Repeat("north-", 3))
		d.Issues = append(d.Issues, &Issue{ID: 20000 + i, Project: "route-planner", Title: cutTitle(title),
			Level: "error", Status: "unresolved", Count: 1 + i%2, FirstSeen: last.Add(-time.Duration(i%5) * time.Minute),
			LastSeen: last, Environment: "production", Release: "route-planner@1.0." + fmt.Sprint(i%3)})
		if i%10 == 0 {
			d.Issues = append(d.Issues, &Issue{ID: 30000 + i, Project: "route-planner", Title: cutTitle("Resolved: " + title),
				Level: "error", Status: "resolved", Count: 1, FirstSeen: last.Add(-time.Minute), LastSeen: last.Add(-30 * time.Second),
				Environment: "production"})
		}
	}
	return d
}

func standinTime(t time.Time) string { return Time(t) }
