package projection

import (
	"strings"
	"testing"

	"glitchtip-mcp/shared/glitchtip"
)

// The issue's project is the organisation's name of a thing: its codename
// in the title's paths survives, a person's name beside it does not; and
// another project's issue does not know it.
func TestIssueKnowsItsProject(t *testing.T) {
	p := projector()
	in := &glitchtip.Issue{ID: "42", Title: "OSError: No space left on device: '/srv/exports/orion/batch-00417.parquet' for Olivia Martin"}
	in.Project.Slug = "orion-api"
	out := p.Issue(in)
	if !strings.Contains(string(out.Title), "/srv/exports/orion/batch-00417.parquet") || strings.Contains(string(out.Title), "Olivia") {
		t.Errorf("title %q: want the project's codename kept and the person masked", out.Title)
	}
	in.Project.Slug = "billing"
	if out := p.Issue(in); strings.Contains(string(out.Title), "/orion/") {
		t.Errorf("another project's issue knew orion: %q", out.Title)
	}
}
