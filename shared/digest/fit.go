package digest

import (
	"sort"
)

// Cutting a digest to size is linear: each listed issue's rendering is
// measured once, issues are kept, the most important first, while a
// running total fits, and the result is rendered to check, a few times at
// most (each check that fails drops a quarter of what is left). Dropping
// one issue at a time and rendering everything again was quadratic: a
// thousand listed issues took seconds to minutes.

// fitSlack is the room kept for what the measure leaves out: section
// headings whose counts change, the note that says what was left out.
const fitSlack = 400

// Shrink returns a copy whose renderings fit limit bytes, keeping the most
// important issues (new, regressed, spiking, then the busiest of the
// rest) and leaving out whole issues from the end, saying how many were
// dropped; it never cuts inside a field.
func (d *Digest) Shrink(limit int) *Digest {
	if max(len(d.Markdown()), len(d.Text())) <= limit {
		c := *d
		return &c
	}
	type entry struct {
		proj, idx int
		is        *Issue
	}
	// the order the renderings show issues in: by section, then events;
	// issues no section shows (the rest past TopOverall) go first
	sec := d.Sections()
	shown := map[*Issue]bool{}
	var order []entry
	for pi := range d.Projects {
		for ii := range d.Projects[pi].Issues {
			order = append(order, entry{pi, ii, &d.Projects[pi].Issues[ii]})
		}
	}
	rank := func(is *Issue) int {
		switch {
		case is.New:
			return 0
		case is.Regressed:
			return 1
		case is.Spiking:
			return 2
		}
		return 3
	}
	topShown := len(sec.Top)
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i].is, order[j].is
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra < rb
		}
		return count(*a) > count(*b)
	})
	rest := 0
	for _, e := range order {
		if rank(e.is) < 3 || rest < topShown {
			shown[e.is] = true
			if rank(e.is) == 3 {
				rest++
			}
		}
	}
	// keep is the digest with the first k shown issues (none unshown)
	keep := func(k int) *Digest {
		c := *d
		c.Projects = make([]Project, len(d.Projects))
		for i := range d.Projects {
			c.Projects[i] = d.Projects[i]
			c.Projects[i].Issues = []Issue{}
		}
		kept := 0
		for _, e := range order {
			if shown[e.is] && kept < k {
				kept++
				c.Projects[e.proj].Issues = append(c.Projects[e.proj].Issues, *e.is)
			} else {
				c.Projects[e.proj].Omitted++
			}
		}
		for i := range c.Projects {
			l := c.Projects[i].Issues
			sort.SliceStable(l, func(i, j int) bool { return count(l[i]) > count(l[j]) })
		}
		if dropped := len(order) - kept; dropped > 0 {
			c.Truncated = true
			c.Note = "shortened to fit the message size limit: " + plural(dropped, "issue", "issues") + " left out"
		}
		return &c
	}
	base := keep(0)
	room := limit - max(len(base.Markdown()), len(base.Text())) - fitSlack
	k, used := 0, 0
	for _, e := range order {
		if !shown[e.is] {
			continue
		}
		used += max(linesSize(issueLines(markdownStyle, *e.is)), linesSize(issueLines(textStyle, *e.is)))
		if used > room {
			break
		}
		k++
	}
	c := keep(k)
	for k > 0 && max(len(c.Markdown()), len(c.Text())) > limit {
		k -= max(1, k/4)
		c = keep(k)
	}
	return c
}

// linesSize is the bytes lines take, one newline each.
func linesSize(lines []string) int {
	n := 0
	for _, l := range lines {
		n += len(l) + 1
	}
	return n
}

// flat lists the sections' issues in the order they are shown, the most
// important first.
func (s Sections) flat() []Issue {
	out := make([]Issue, 0, len(s.New)+len(s.Regressed)+len(s.Spiking)+len(s.Top))
	for _, l := range [][]Issue{s.New, s.Regressed, s.Spiking, s.Top} {
		out = append(out, l...)
	}
	return out
}

// first returns the sections with only their first k issues, in the order
// flat gives, and how many were left out.
func (s Sections) first(k int) (Sections, int) {
	dropped := 0
	for _, l := range []*[]Issue{&s.New, &s.Regressed, &s.Spiking, &s.Top} {
		n := min(k, len(*l))
		dropped += len(*l) - n
		*l = (*l)[:n:n]
		k -= n
	}
	return s, dropped
}

// fitted keeps the most important issues whose measured cost (bytes of
// their rendering) fits room, at most maxItems of them, then checks the
// rendering with fits, leaving out a quarter more of what is kept each
// time it does not fit: a handful of renderings whatever the count. It
// returns the sections and how many issues it left out.
func fitted(sec Sections, room, maxItems int, cost func(Issue) int, fits func(Sections) bool) (Sections, int) {
	all := sec.flat()
	k, used := 0, 0
	for _, is := range all {
		used += cost(is)
		if used > room || k >= maxItems {
			break
		}
		k++
	}
	out, dropped := sec.first(k)
	for k > 0 && !fits(out) {
		k -= max(1, k/4)
		out, dropped = sec.first(k)
	}
	return out, dropped
}
