package digest

import (
	"context"
	"sort"
	"sync"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/trend"
)

// markTrends reads the hourly (24h) counts of every active issue and the
// daily (14d) counts of those not new, across the organisation at once
// (issues-stats takes ids of any project, MaxStatsGroups a call), and
// marks spiking and regressed issues and counts the window's events. Each
// call's answer is taken in as it arrives and dropped: memory does not
// grow with the counts of every issue. An issue whose counts could not be
// read is marked unread: its marks are unknown, not false. It returns how
// many are unread and why.
func markTrends(ctx context.Context, c *glitchtip.Client, all []*cand, start, end, now time.Time) (int, string) {
	byID := make(map[string]*cand, len(all))
	var hourIDs, dayIDs []string
	for _, cd := range all {
		byID[cd.id] = cd
		hourIDs = append(hourIDs, cd.id)
		if !cd.new {
			dayIDs = append(dayIDs, cd.id)
		}
	}
	// GlitchTip answers only the buckets with events: the quiet hours and
	// days are filled in, or a burst after a quiet week would read as a
	// steady trickle
	hourly := func(cd *cand, st *glitchtip.IssueStat) {
		hours := st.Filled("24h", now)
		counts := values(hours)
		var sum int64
		for _, n := range counts {
			sum += n
		}
		cd.events, cd.hourly, cd.hoursRead = &sum, counts, true
		cd.spike = trend.Spiking(counts)
		if covers(hours, start, time.Hour) {
			cd.hourWindow, cd.hourCovers = inWindow(hours, start, end, time.Hour), true
		}
	}
	daily := func(cd *cand, st *glitchtip.IssueStat) {
		days := st.Filled("14d", now)
		cd.daysRead = true
		cd.regress, _ = trend.Regressed(values(days), time.Unix(days[0][0], 0), 24*time.Hour, cd.raw.FirstSeen.T)
		cd.dayWindow = inWindow(days, start, end, 24*time.Hour)
		cd.dayCovers = end.Sub(start) <= 14*24*time.Hour && covers(days, start, 24*time.Hour)
	}
	why1 := stats(ctx, c, hourIDs, "24h", byID, hourly)
	why2 := stats(ctx, c, dayIDs, "14d", byID, daily)
	reason := why1
	if reason == "" {
		reason = why2
	}
	unread := 0
	for _, cd := range all {
		cd.unread = !cd.hoursRead || !cd.new && !cd.daysRead
		if cd.unread {
			unread++
		}
		// the window's events: all of a new issue's; of the others, the
		// buckets of the finest period that reaches back to the window's
		// start (a bucket straddling it counts whole)
		switch {
		case cd.new:
			cd.window, cd.exact = cd.count, true
		case cd.hourCovers:
			cd.window, cd.exact = cd.hourWindow, true
		case cd.daysRead:
			cd.window, cd.exact = cd.dayWindow, cd.dayCovers
		}
	}
	return unread, reason
}

// covers reports whether buckets of width step reach back to start (within
// one bucket: GlitchTip's last bucket is the current, partial one).
func covers(series [][2]int64, start time.Time, step time.Duration) bool {
	return len(series) > 0 && series[0][0] <= start.Add(step).Unix()
}

// inWindow sums the buckets that overlap [start, end].
func inWindow(series [][2]int64, start, end time.Time, step time.Duration) int64 {
	var n int64
	s, e, w := start.Unix(), end.Unix(), int64(step/time.Second)
	for _, b := range series {
		if b[0]+w > s && b[0] <= e {
			n += b[1]
		}
	}
	return n
}

// stats reads the counts of ids for period, MaxStatsGroups ids a call, a
// few calls at once, handing each issue's counts to take (one call at a
// time; an issue GlitchTip did not answer has no events: nil). It returns
// why a call failed (or was not made: ctx ended), in trusted words.
func stats(ctx context.Context, c *glitchtip.Client, ids []string, period string, byID map[string]*cand, take func(*cand, *glitchtip.IssueStat)) (reason string) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*Workers)
	for lo := 0; lo < len(ids); lo += glitchtip.MaxStatsGroups {
		chunk := ids[lo:min(lo+glitchtip.MaxStatsGroups, len(ids))]
		wg.Add(1)
		go func() {
			defer wg.Done()
			var res map[string]*glitchtip.IssueStat
			err := ctx.Err()
			if err == nil {
				select {
				case sem <- struct{}{}:
					res, err = c.IssueStats(ctx, chunk, period)
					<-sem
				case <-ctx.Done():
					err = ctx.Err()
				}
			}
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if reason == "" {
					reason = why(ctx, err)
				}
				return
			}
			for _, id := range chunk {
				take(byID[id], res[id])
			}
		}()
	}
	wg.Wait()
	return reason
}

func values(series [][2]int64) []int64 {
	out := make([]int64, len(series))
	for i, p := range series {
		out[i] = p[1]
	}
	return out
}

// choose picks the issues the digest lists, at most MaxListed in all, the
// most important first: new, regressed, spiking, then each project's topN
// busiest of the rest, by event count within each. Each project's list is
// ordered by event count; the others are counted as omitted. Sorting is
// the only super-linear step (n log n).
func choose(projects []Project, scanned [][]cand, topN int) []*cand {
	var eligible []*cand
	for pi, l := range scanned {
		rest := make([]*cand, 0, len(l))
		for i := range l {
			if cd := &l[i]; cd.rank() < 3 {
				eligible = append(eligible, cd)
			} else {
				rest = append(rest, cd)
			}
		}
		sort.SliceStable(rest, func(i, j int) bool { return rest[i].count > rest[j].count })
		if len(rest) > topN {
			projects[pi].Omitted += len(rest) - topN
			rest = rest[:topN]
		}
		eligible = append(eligible, rest...)
	}
	sort.SliceStable(eligible, func(i, j int) bool {
		a, b := eligible[i], eligible[j]
		if ra, rb := a.rank(), b.rank(); ra != rb {
			return ra < rb
		}
		return a.count > b.count
	})
	if len(eligible) > MaxListed {
		for _, cd := range eligible[MaxListed:] {
			projects[cd.proj].Omitted++
		}
		eligible = eligible[:MaxListed]
	}
	return eligible
}

// describe projects the listed issues (redaction happens here, for these
// only), reads the environment and release of each (one call per key,
// GlitchTip's tags route takes one; 6.x issues carry their releases) and
// puts them in their projects' lists. It returns how many issues' facets
// could not be read, and why.
func describe(ctx context.Context, c *glitchtip.Client, p *projection.Projector, projects []Project, listed []*cand) (int, string) {
	keys := []string{"environment"}
	if !c.IssuesCarryReleases() {
		keys = append(keys, "release")
	}
	facets := make([]map[string]*glitchtip.TagFacet, len(listed))
	errs := make([]error, len(listed))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*Workers)
	for i, cd := range listed {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
				defer func() { <-sem }()
			case <-ctx.Done():
				errs[i] = ctx.Err()
				return
			}
			if errs[i] = ctx.Err(); errs[i] == nil {
				facets[i], errs[i] = c.IssueTags(ctx, cd.id, keys...)
			}
		}()
	}
	wg.Wait()
	failed, reason := 0, ""
	for i, cd := range listed {
		is := Issue{Issue: p.Issue(cd.raw), New: cd.new, Regressed: cd.regress, Spiking: cd.spike, Events24h: cd.events, TrendUnread: cd.unread}
		if cd.hourly != nil {
			is.Trend = trend.Sparkline(cd.hourly)
		}
		if errs[i] != nil {
			failed++
			if reason == "" {
				reason = why(ctx, errs[i])
			}
		}
		if f := facets[i]["environment"]; f != nil && len(f.TopValues) > 0 {
			is.Environment = p.Label(string(f.TopValues[0].Value), projection.MaxShort)
		}
		if f := facets[i]["release"]; f != nil && len(f.TopValues) > 0 && !cd.raw.HasReleaseFields() {
			is.Release, is.ReleaseSource = p.Label(string(f.TopValues[0].Value), projection.MaxShort), projection.ReleaseMostFrequent
		}
		projects[cd.proj].Issues = append(projects[cd.proj].Issues, is)
	}
	for i := range projects {
		l := projects[i].Issues
		sort.SliceStable(l, func(i, j int) bool { return count(l[i]) > count(l[j]) })
	}
	return failed, reason
}
