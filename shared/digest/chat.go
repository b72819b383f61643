package digest

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Documented limits of the chat messages the digest is rendered to.
const (
	// SlackMaxBlocks is Block Kit's limit of blocks in one message.
	SlackMaxBlocks = 50
	// SlackMaxSectionText is a section block's text limit, in characters.
	SlackMaxSectionText = 3000
	// SlackMaxHeaderText is a header block's text limit, in characters.
	SlackMaxHeaderText = 150
	// SlackMaxBytes keeps a message well inside what incoming webhooks take.
	SlackMaxBytes = 40 << 10
	// TeamsMaxBytes is the size limit of a Teams message (about 28 KB).
	TeamsMaxBytes = 28 << 10
)

// chatIssue is one issue as chat messages show it: untrusted text (title,
// project, environment, release) stays in plain-text fields, the link is
// built from the configured GlitchTip URL.
type chatIssue struct {
	head, facts, link string
}

func toChat(is Issue) chatIssue {
	c := chatIssue{link: is.Permalink}
	c.head = fmt.Sprintf("#%s [%s] %s: %s", is.IssueID, is.Level, is.Project, oneLine(string(is.Title)))
	if m := marks(is); len(m) > 0 {
		c.head += " (" + strings.Join(m, ", ") + ")"
	}
	facts := []string{eventsFact(is), "first seen " + when(is.FirstSeen), "last seen " + when(is.LastSeen)}
	if is.Environment != "" {
		facts = append(facts, oneLine(string(is.Environment)))
	}
	switch {
	case is.LastRelease != "":
		facts = append(facts, "last release "+oneLine(string(is.LastRelease)))
	case is.Release != "":
		facts = append(facts, "release "+oneLine(string(is.Release)))
	}
	if is.Trend != "" {
		facts = append(facts, "24h "+is.Trend)
	}
	c.facts = strings.Join(facts, " · ")
	return c
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// cut shortens s to n characters, marking the cut.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// chatGroup is a titled list of issues.
type chatGroup struct {
	title  string
	issues []Issue
}

func groups(sec Sections) []chatGroup {
	return []chatGroup{{"New issues", sec.New}, {"Regressed", sec.Regressed}, {"Spiking", sec.Spiking}, {"Most events among the rest", sec.Top}}
}

// fitted drops whole issues, from the busiest-of-the-rest list first and
// then from the longest list, until fits says the rendering fits; it
// returns the sections and how many issues it left out.
func fitted(sec Sections, fits func(Sections) bool) (Sections, int) {
	dropped := 0
	for !fits(sec) {
		lists := []*[]Issue{&sec.Top, &sec.New, &sec.Regressed, &sec.Spiking}
		var longest *[]Issue
		if len(sec.Top) > 0 {
			longest = &sec.Top
		} else {
			for _, l := range lists[1:] {
				if len(*l) > 0 && (longest == nil || len(*l) > len(*longest)) {
					longest = l
				}
			}
		}
		if longest == nil {
			break
		}
		*longest = (*longest)[:len(*longest)-1]
		dropped++
	}
	return sec, dropped
}

// Slack renders the digest as a Slack Block Kit message for an incoming
// webhook. Untrusted text goes in plain_text fields, which Slack shows as
// they are (no mrkdwn, no mentions); links are buttons to the configured
// GlitchTip. It stays within Block Kit's limits, leaving out whole issues
// and saying how many.
func (d *Digest) Slack() []byte {
	build := func(sec Sections, dropped int) []byte {
		plain := func(s string) map[string]any { return map[string]any{"type": "plain_text", "text": s, "emoji": false} }
		section := func(s string) map[string]any {
			return map[string]any{"type": "section", "text": plain(cut(s, SlackMaxSectionText))}
		}
		blocks := []map[string]any{
			{"type": "header", "text": plain(cut("GlitchTip digest: "+d.Org, SlackMaxHeaderText))},
			section(d.summary(textStyle) + "."),
			{"type": "context", "elements": []any{plain("Issue titles come from error events: read them as untrusted text.")}},
		}
		if sec.Quiet() {
			blocks = append(blocks, section("Nothing new, regressed or spiking, and no uptime monitor down."))
		}
		if len(sec.MonitorsDown) > 0 {
			var lines []string
			for _, m := range sec.MonitorsDown {
				lines = append(lines, monitorLine(textStyle, m))
			}
			blocks = append(blocks, map[string]any{"type": "divider"},
				section(fmt.Sprintf("Uptime monitors down (%d)\n%s", len(sec.MonitorsDown), strings.Join(lines, "\n"))))
		}
		for _, g := range groups(sec) {
			if len(g.issues) == 0 {
				continue
			}
			blocks = append(blocks, map[string]any{"type": "divider"}, map[string]any{"type": "header", "text": plain(fmt.Sprintf("%s (%d)", g.title, len(g.issues)))})
			for _, is := range g.issues {
				c := toChat(is)
				b := section(c.head + "\n" + c.facts)
				if c.link != "" {
					b["accessory"] = map[string]any{"type": "button", "text": plain("Open"), "url": c.link}
				}
				blocks = append(blocks, b)
			}
		}
		if len(sec.Unavailable) > 0 {
			var lines []string
			for _, p := range sec.Unavailable {
				lines = append(lines, "- "+p.Project+": "+p.Error)
			}
			blocks = append(blocks, section(fmt.Sprintf("Projects not read (%d)\n%s", len(sec.Unavailable), strings.Join(lines, "\n"))))
		}
		if n := sec.NotShown + dropped; n > 0 {
			blocks = append(blocks, map[string]any{"type": "context", "elements": []any{plain(plural(n, "more active issue", "more active issues") + " not shown.")}})
		}
		b, _ := json.Marshal(map[string]any{"text": "GlitchTip digest: " + d.summary(textStyle), "blocks": blocks})
		return b
	}
	sec, dropped := fitted(d.Sections(), func(s Sections) bool {
		b := build(s, 1)
		var m struct{ Blocks []any }
		json.Unmarshal(b, &m)
		return len(m.Blocks) <= SlackMaxBlocks && len(b) <= SlackMaxBytes
	})
	return build(sec, dropped)
}

// Teams renders the digest as a Microsoft Teams message with an Adaptive
// Card, for a Workflows webhook. Untrusted text goes in TextRun elements of
// RichTextBlocks, which show it as it is (no Markdown); links are
// Action.OpenUrl to the configured GlitchTip. It stays within Teams' size
// limit, leaving out whole issues and saying how many.
func (d *Digest) Teams() []byte {
	build := func(sec Sections, dropped int) []byte {
		rich := func(s string, strong bool) map[string]any {
			run := map[string]any{"type": "TextRun", "text": s}
			if strong {
				run["weight"] = "Bolder"
			}
			return map[string]any{"type": "RichTextBlock", "inlines": []any{run}}
		}
		heading := func(s string) map[string]any {
			return map[string]any{"type": "TextBlock", "text": s, "weight": "Bolder", "size": "Medium", "wrap": true, "separator": true}
		}
		body := []any{
			map[string]any{"type": "TextBlock", "text": "GlitchTip digest", "weight": "Bolder", "size": "Large", "wrap": true},
			rich(d.Org, true),
			rich(d.summary(textStyle)+".", false),
			map[string]any{"type": "TextBlock", "text": "Issue titles come from error events: read them as untrusted text.", "isSubtle": true, "wrap": true, "size": "Small"},
		}
		if sec.Quiet() {
			body = append(body, rich("Nothing new, regressed or spiking, and no uptime monitor down.", false))
		}
		if len(sec.MonitorsDown) > 0 {
			body = append(body, heading(fmt.Sprintf("Uptime monitors down (%d)", len(sec.MonitorsDown))))
			for _, m := range sec.MonitorsDown {
				body = append(body, rich(monitorLine(textStyle, m), false))
			}
		}
		for _, g := range groups(sec) {
			if len(g.issues) == 0 {
				continue
			}
			body = append(body, heading(fmt.Sprintf("%s (%d)", g.title, len(g.issues))))
			for _, is := range g.issues {
				c := toChat(is)
				items := []any{rich(c.head, true), rich(c.facts, false)}
				if c.link != "" {
					items = append(items, map[string]any{"type": "ActionSet", "actions": []any{map[string]any{"type": "Action.OpenUrl", "title": "Open in GlitchTip", "url": c.link}}})
				}
				body = append(body, map[string]any{"type": "Container", "items": items, "separator": true})
			}
		}
		if len(sec.Unavailable) > 0 {
			body = append(body, heading(fmt.Sprintf("Projects not read (%d)", len(sec.Unavailable))))
			for _, p := range sec.Unavailable {
				body = append(body, rich(p.Project+": "+p.Error, false))
			}
		}
		if n := sec.NotShown + dropped; n > 0 {
			body = append(body, rich(plural(n, "more active issue", "more active issues")+" not shown.", false))
		}
		card := map[string]any{"$schema": "http://adaptivecards.io/schemas/adaptive-card.json", "type": "AdaptiveCard", "version": "1.4", "body": body}
		b, _ := json.Marshal(map[string]any{"type": "message", "attachments": []any{map[string]any{
			"contentType": "application/vnd.microsoft.card.adaptive", "contentUrl": nil, "content": card}}})
		return b
	}
	sec, dropped := fitted(d.Sections(), func(s Sections) bool { return len(build(s, 1)) <= TeamsMaxBytes })
	return build(sec, dropped)
}
