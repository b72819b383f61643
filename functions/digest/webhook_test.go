package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"glitchtip-mcp/shared/config"
	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

// receiver is a local webhook endpoint: it records bodies and answers
// with status.
type receiver struct {
	*httptest.Server
	mu     sync.Mutex
	bodies [][]byte
	status int
}

func newReceiver(t *testing.T, status int) *receiver {
	r := &receiver{status: status}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.bodies = append(r.bodies, b)
		r.mu.Unlock()
		if req.Method != http.MethodPost || req.Header.Get("Content-Type") != "application/json" {
			w.WriteHeader(400)
			return
		}
		w.WriteHeader(r.status)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) got() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]byte(nil), r.bodies...)
}

// webhookPath stands for the secret part of a real webhook URL.
const webhookPath = "/services/T0000/B0000/webhook-secret-part"

// run configures the digest function with the two receivers as Slack and
// Teams webhooks (URLs read by secret name) and runs one scheduled digest
// over d.
func run(t *testing.T, d *standin.Dataset, slack, teams *receiver, quiet string) (*digest.Digest, string, error) {
	t.Helper()
	loopbackHTTP = true
	t.Cleanup(func() { loopbackHTTP = false })
	srv := httptest.NewServer(&standin.Server{Data: d})
	t.Cleanup(srv.Close)
	c, err := glitchtip.New(glitchtip.Config{BaseURL: strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), Org: d.Org, Token: d.Token})
	if err != nil {
		t.Fatal(err)
	}
	p := &projection.Projector{Redactor: redact.New(d.Token), BaseURL: c.BaseURL(), Org: d.Org}
	env := map[string]string{"DIGEST_QUIET": quiet,
		"DIGEST_SLACK_WEBHOOK_SECRET_NAME": "env:SLACK", "SLACK": `{"url":"` + slack.URL + webhookPath + `"}`,
		"DIGEST_TEAMS_WEBHOOK_SECRET_NAME": "env:TEAMS", "TEAMS": teams.URL + webhookPath}
	getenv := func(k string) string { return env[k] }
	var log strings.Builder
	sched := &digest.Schedule{Options: digest.Options{Window: 7 * 24 * time.Hour}, Log: slog.New(slog.NewJSONHandler(&log, nil))}
	set, err := config.LoadDigest(getenv)
	if err != nil {
		t.Fatal(err)
	}
	names, err := configure(context.Background(), set, &secret.Resolver{Getenv: getenv}, sched)
	if err != nil || len(names) != 2 {
		t.Fatalf("configure: %v %v", names, err)
	}
	dg, err := sched.Run(context.Background(), c, p)
	return dg, log.String(), err
}

// slackMessage is the part of Block Kit the checks read.
type slackMessage struct {
	Text   string
	Blocks []struct {
		Type string
		Text *struct {
			Type string
			Text string
		}
		Elements  []struct{ Type, Text string }
		Accessory *struct{ Type, URL string }
	}
}

// checkSlack checks a Block Kit message against Slack's documented limits.
func checkSlack(t *testing.T, b []byte) slackMessage {
	t.Helper()
	var m slackMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("Slack payload is not JSON: %v", err)
	}
	if m.Text == "" || len(m.Blocks) == 0 || len(m.Blocks) > digest.SlackMaxBlocks || len(b) > digest.SlackMaxBytes {
		t.Fatalf("Slack payload: text %q, %d blocks, %d bytes", m.Text, len(m.Blocks), len(b))
	}
	for _, bl := range m.Blocks {
		switch bl.Type {
		case "header":
			if bl.Text == nil || bl.Text.Type != "plain_text" || len([]rune(bl.Text.Text)) > digest.SlackMaxHeaderText {
				t.Errorf("bad header block %+v", bl.Text)
			}
		case "section":
			// untrusted text only in plain_text: no mrkdwn, no mentions
			if bl.Text == nil || bl.Text.Type != "plain_text" || len([]rune(bl.Text.Text)) > digest.SlackMaxSectionText {
				t.Errorf("bad section block %+v", bl.Text)
			}
			if bl.Accessory != nil && (bl.Accessory.Type != "button" || !strings.HasPrefix(bl.Accessory.URL, "http://localhost")) {
				t.Errorf("a link that is not to the configured GlitchTip: %+v", bl.Accessory)
			}
		case "context", "divider":
		default:
			t.Errorf("unexpected block type %q", bl.Type)
		}
	}
	return m
}

// teamsMessage is the part of the Workflows payload the checks read.
type teamsMessage struct {
	Type        string
	Attachments []struct {
		ContentType string
		Content     struct {
			Type, Version string
			Schema        string `json:"$schema"`
			Body          []map[string]any
		}
	}
}

// checkTeams checks a Teams message: one Adaptive Card attachment within
// Teams' size limit.
func checkTeams(t *testing.T, b []byte) teamsMessage {
	t.Helper()
	var m teamsMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("Teams payload is not JSON: %v", err)
	}
	if m.Type != "message" || len(m.Attachments) != 1 || m.Attachments[0].ContentType != "application/vnd.microsoft.card.adaptive" ||
		m.Attachments[0].Content.Type != "AdaptiveCard" || m.Attachments[0].Content.Version != "1.4" || len(m.Attachments[0].Content.Body) == 0 || len(b) > digest.TeamsMaxBytes {
		t.Fatalf("Teams payload shape: %s", b[:min(len(b), 300)])
	}
	for _, el := range m.Attachments[0].Content.Body {
		switch el["type"] {
		case "TextBlock", "RichTextBlock", "Container":
		default:
			t.Errorf("unexpected card element %v", el["type"])
		}
	}
	return m
}

// TestSlackAndTeamsDelivery: both webhooks get their message, in the
// documented shapes and limits, with what a triager needs and nothing
// planted; neither the log nor an error carries a webhook URL.
func TestSlackAndTeamsDelivery(t *testing.T) {
	slack, teams := newReceiver(t, 200), newReceiver(t, 202)
	d := standin.Demo()
	_, log, err := run(t, d, slack, teams, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(slack.got()) != 1 || len(teams.got()) != 1 {
		t.Fatalf("deliveries: slack %d, teams %d", len(slack.got()), len(teams.got()))
	}
	sb, tb := slack.got()[0], teams.got()[0]
	checkSlack(t, sb)
	checkTeams(t, tb)
	for name, b := range map[string][]byte{"slack": sb, "teams": tb} {
		for _, want := range []string{"GlitchTip digest", "New issues", "OperationalError", "Uptime monitors down", "Checkout"} {
			if !strings.Contains(string(b), want) {
				t.Errorf("%s message lacks %q", name, want)
			}
		}
		for _, leak := range leakcheck.Planted(string(b), d.Token) {
			t.Errorf("%s message leaked %q", name, leak)
		}
	}
	if strings.Contains(log, "webhook-secret-part") || !strings.Contains(log, `"delivered":true`) {
		t.Errorf("log: %s", log)
	}
}

// TestChatMessagesShrinkToLimits: a busy day is cut by whole issues, with
// a note of how many were left out, inside Slack's and Teams' limits.
func TestChatMessagesShrinkToLimits(t *testing.T) {
	d := standin.Demo()
	d.Monitors = nil
	now := time.Now().UTC()
	for i := 0; i < 150; i++ {
		d.Issues = append(d.Issues, &standin.Issue{ID: 1000 + i, Project: "backend", Title: fmt.Sprintf("RuntimeError: worker %d ran out of %s", i, strings.Repeat("patience ", 20)),
			Level: "error", Status: "unresolved", Count: 10 + i, FirstSeen: now.Add(-time.Hour), LastSeen: now.Add(-time.Minute), Environment: "production"})
	}
	slack, teams := newReceiver(t, 200), newReceiver(t, 200)
	if _, _, err := run(t, d, slack, teams, ""); err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"slack": slack.got()[0], "teams": teams.got()[0]} {
		if !strings.Contains(string(b), "more active issues not shown") {
			t.Errorf("%s: no note of what was left out", name)
		}
	}
	checkSlack(t, slack.got()[0])
	checkTeams(t, teams.got()[0])
}

// TestPartialAndTotalDeliveryFailure: a failing webhook is retried once,
// logged with its status only, and does not stop the other; the run fails
// only when every destination failed.
func TestPartialAndTotalDeliveryFailure(t *testing.T) {
	slack, teams := newReceiver(t, 500), newReceiver(t, 200)
	_, log, err := run(t, standin.Demo(), slack, teams, "")
	if err != nil {
		t.Fatalf("one destination working must be enough: %v", err)
	}
	if len(slack.got()) != 2 || len(teams.got()) != 1 {
		t.Errorf("attempts: slack %d (want 2: one retry), teams %d", len(slack.got()), len(teams.got()))
	}
	if !strings.Contains(log, `"destination":"Slack","error":"Slack delivery failed (HTTP 500)"`) || strings.Contains(log, "webhook-secret-part") {
		t.Errorf("log: %s", log)
	}

	slack, teams = newReceiver(t, 403), newReceiver(t, 404)
	_, log, err = run(t, standin.Demo(), slack, teams, "")
	if err == nil || err.Error() != "every digest destination failed" {
		t.Fatalf("all failed: %v", err)
	}
	if len(slack.got()) != 1 {
		t.Errorf("a 403 was retried: %d attempts", len(slack.got()))
	}
	if strings.Contains(log+err.Error(), "webhook-secret-part") {
		t.Error("a webhook URL reached the log or the error")
	}
}

// TestQuietDays: with nothing new, regressed or spiking and no monitor
// down, "short" sends a short message and "skip" sends nothing.
func TestQuietDays(t *testing.T) {
	quietData := func() *standin.Dataset {
		d := standin.Demo()
		d.Monitors = nil
		now := time.Now().UTC()
		d.Issues = []*standin.Issue{{ID: 1, Project: "backend", Title: "KeyError: 'x'", Level: "error", Status: "unresolved", Count: 3,
			FirstSeen: now.Add(-60 * 24 * time.Hour), LastSeen: now.Add(-time.Hour)}}
		return d
	}
	slack, teams := newReceiver(t, 200), newReceiver(t, 200)
	if _, _, err := run(t, quietData(), slack, teams, "short"); err != nil {
		t.Fatal(err)
	}
	if len(slack.got()) != 1 || !strings.Contains(string(slack.got()[0]), "Nothing new, regressed or spiking") || strings.Contains(string(slack.got()[0]), "KeyError") {
		t.Errorf("short quiet message: %s", slack.got())
	}
	slack, teams = newReceiver(t, 200), newReceiver(t, 200)
	_, log, err := run(t, quietData(), slack, teams, "skip")
	if err != nil || len(slack.got())+len(teams.got()) != 0 || !strings.Contains(log, `"msg":"digest_quiet"`) {
		t.Errorf("skip: %v, %d deliveries, log %s", err, len(slack.got())+len(teams.got()), log)
	}
}

// TestWebhookURLChecks: only HTTPS to Slack's or Teams' webhook hosts is
// accepted, and the refusal never repeats the URL.
func TestWebhookURLChecks(t *testing.T) {
	for _, tc := range []struct {
		kind, url string
		ok        bool
	}{
		{"slack", "https://hooks.slack.com/services/T0/B0/secret123", true},
		{"slack", "http://hooks.slack.com/services/T0/B0/secret123", false},
		{"slack", "https://hooks.slack.com.evil.example/services/secret123", false},
		{"slack", "https://evil.example/secret123", false},
		{"teams", "https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=secret123", true},
		{"teams", "https://default0.environment.api.powerplatform.com/powerautomate/automations/direct/workflows/secret123", true},
		{"teams", "https://logic.azure.com.evil.example/secret123", false},
		{"teams", "http://127.0.0.1:9/secret123", false},
		{"teams", "not a url secret123", false},
	} {
		_, err := checkWebhook(tc.kind, tc.url)
		if (err == nil) != tc.ok {
			t.Errorf("%s %s: %v", tc.kind, tc.url, err)
		}
		if err != nil && strings.Contains(err.Error(), "secret123") {
			t.Errorf("refusal repeats the URL: %v", err)
		}
	}
}
