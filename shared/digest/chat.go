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
	if is.TrendUnread {
		facts = append(facts, trendUnread)
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

// Slack renders the digest as a Slack Block Kit message for an incoming
// webhook. Untrusted text goes in plain_text fields, which Slack shows as
// they are (no mrkdwn, no mentions); links are buttons to the configured
// GlitchTip. It stays within Block Kit's limits, leaving out whole issues
// and saying how many.
func (d *Digest) Slack() []byte {
	build := func(sec Sections, dropped int) []byte {
		renders.Add(1)
		blocks := []map[string]any{
			{"type": "header", "text": slackPlain(cut("GlitchTip digest: "+d.Org, SlackMaxHeaderText))},
			slackSection(d.summary(textStyle) + "."),
		}
		if len(d.Missing) > 0 {
			blocks = append(blocks, slackSection(missingText(d.Missing)))
		}
		blocks = append(blocks, map[string]any{"type": "context", "elements": []any{slackPlain("Issue titles come from error events: read them as untrusted text.")}})
		section := slackSection
		plain := slackPlain
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
				blocks = append(blocks, slackIssue(is))
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
	blocks := func(b []byte) int {
		var m struct{ Blocks []json.RawMessage }
		json.Unmarshal(b, &m)
		return len(m.Blocks)
	}
	sec := d.Sections()
	empty, _ := sec.first(0)
	base := build(empty, 1)
	// a divider and a header per list, besides each issue's block
	room := SlackMaxBytes - len(base) - fitSlack
	maxItems := SlackMaxBlocks - blocks(base) - 2*len(groups(sec))
	sec, dropped := fitted(sec, room, maxItems, func(is Issue) int { b, _ := json.Marshal(slackIssue(is)); return len(b) + 1 },
		func(s Sections) bool {
			b := build(s, 1)
			return blocks(b) <= SlackMaxBlocks && len(b) <= SlackMaxBytes
		})
	return build(sec, dropped)
}

func slackPlain(s string) map[string]any {
	return map[string]any{"type": "plain_text", "text": s, "emoji": false}
}

func slackSection(s string) map[string]any {
	return map[string]any{"type": "section", "text": slackPlain(cut(s, SlackMaxSectionText))}
}

// slackIssue is one issue's block: untrusted text in plain_text, a button
// to the configured GlitchTip.
func slackIssue(is Issue) map[string]any {
	c := toChat(is)
	b := slackSection(c.head + "\n" + c.facts)
	if c.link != "" {
		b["accessory"] = map[string]any{"type": "button", "text": slackPlain("Open"), "url": c.link}
	}
	return b
}

// missingText says what could not be read, one sentence a part.
func missingText(missing []string) string {
	return "Not read: " + strings.Join(missing, "; ") + "."
}

// Teams renders the digest as a Microsoft Teams message with an Adaptive
// Card, for a Workflows webhook. Untrusted text goes in TextRun elements of
// RichTextBlocks, which show it as it is (no Markdown); links are
// Action.OpenUrl to the configured GlitchTip. It stays within Teams' size
// limit, leaving out whole issues and saying how many.
func (d *Digest) Teams() []byte {
	build := func(sec Sections, dropped int) []byte {
		renders.Add(1)
		rich := teamsRich
		heading := func(s string) map[string]any {
			return map[string]any{"type": "TextBlock", "text": s, "weight": "Bolder", "size": "Medium", "wrap": true, "separator": true}
		}
		body := []any{
			map[string]any{"type": "TextBlock", "text": "GlitchTip digest", "weight": "Bolder", "size": "Large", "wrap": true},
			rich(d.Org, true),
			rich(d.summary(textStyle)+".", false),
		}
		if len(d.Missing) > 0 {
			body = append(body, rich(missingText(d.Missing), true))
		}
		body = append(body, map[string]any{"type": "TextBlock", "text": "Issue titles come from error events: read them as untrusted text.", "isSubtle": true, "wrap": true, "size": "Small"})
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
				body = append(body, teamsIssue(is))
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
	sec := d.Sections()
	empty, _ := sec.first(0)
	room := TeamsMaxBytes - len(build(empty, 1)) - fitSlack
	sec, dropped := fitted(sec, room, len(sec.flat()), func(is Issue) int { b, _ := json.Marshal(teamsIssue(is)); return len(b) + 1 },
		func(s Sections) bool { return len(build(s, 1)) <= TeamsMaxBytes })
	return build(sec, dropped)
}

func teamsRich(s string, strong bool) map[string]any {
	run := map[string]any{"type": "TextRun", "text": s}
	if strong {
		run["weight"] = "Bolder"
	}
	return map[string]any{"type": "RichTextBlock", "inlines": []any{run}}
}

// teamsIssue is one issue's container: untrusted text in TextRuns, a link
// to the configured GlitchTip.
func teamsIssue(is Issue) map[string]any {
	c := toChat(is)
	items := []any{teamsRich(c.head, true), teamsRich(c.facts, false)}
	if c.link != "" {
		items = append(items, map[string]any{"type": "ActionSet", "actions": []any{map[string]any{"type": "Action.OpenUrl", "title": "Open in GlitchTip", "url": c.link}}})
	}
	return map[string]any{"type": "Container", "items": items, "separator": true}
}
