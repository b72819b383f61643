package digest

import "sort"

// TopOverall is how many of the other active issues (neither new,
// regressed nor spiking) the renderings list, across projects.
const TopOverall = 10

// Sections arrange a digest by what needs someone today: monitors down,
// new, regressed and spiking issues, then the busiest of the rest, and the
// projects that could not be read. An issue appears once, in the first
// section that applies; its other marks go with it.
type Sections struct {
	MonitorsDown []MonitorDown
	New          []Issue
	Regressed    []Issue
	Spiking      []Issue
	Top          []Issue
	Unavailable  []Project
	// NotShown counts active issues listed in no section.
	NotShown int
	// Missing is the digest's Missing: what could not be read.
	Missing []string
}

// Sections returns the digest's sections; each list is sorted by event
// count, highest first.
func (d *Digest) Sections() Sections {
	s := Sections{MonitorsDown: d.MonitorsDown, Missing: d.Missing}
	for _, p := range d.Projects {
		if !p.Available {
			s.Unavailable = append(s.Unavailable, p)
			continue
		}
		s.NotShown += p.Omitted
		for _, is := range p.Issues {
			switch {
			case is.New:
				s.New = append(s.New, is)
			case is.Regressed:
				s.Regressed = append(s.Regressed, is)
			case is.Spiking:
				s.Spiking = append(s.Spiking, is)
			default:
				s.Top = append(s.Top, is)
			}
		}
	}
	for _, l := range [][]Issue{s.New, s.Regressed, s.Spiking, s.Top} {
		sort.SliceStable(l, func(i, j int) bool { return count(l[i]) > count(l[j]) })
	}
	limit := TopOverall
	if s.Quiet() {
		limit = 0 // a quiet day's message stays short
	}
	if len(s.Top) > limit {
		s.NotShown += len(s.Top) - limit
		s.Top = s.Top[:limit]
	}
	return s
}

// Quiet reports whether nothing needs anyone: no monitor down, nothing new,
// regressed or spiking, every project read and nothing missing (a digest
// that could not look is not a quiet one).
func (s Sections) Quiet() bool {
	return len(s.MonitorsDown)+len(s.New)+len(s.Regressed)+len(s.Spiking)+len(s.Unavailable)+len(s.Missing) == 0
}

// marks names an issue's marks, for the renderings.
func marks(is Issue) []string {
	var m []string
	if is.New {
		m = append(m, "NEW")
	}
	if is.Regressed {
		m = append(m, "REGRESSED")
	}
	if is.Spiking {
		m = append(m, "SPIKING")
	}
	return m
}
