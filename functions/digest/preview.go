//go:build !lambda.norpc

// The developer preview: the digest of the built-in demo data in every
// rendering. The Lambda build (-tags lambda.norpc) leaves it out.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
)

// preview prints the digest of the demo data as email (plain text),
// Markdown, Slack Block Kit and a Teams Adaptive Card, so a person can
// look at what on-call people will read.
func preview() {
	d := standin.Demo()
	srv := httptest.NewServer(&standin.Server{Data: d})
	defer srv.Close()
	c, err := glitchtip.New(glitchtip.Config{BaseURL: strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), Org: d.Org, Token: d.Token})
	if err != nil {
		fmt.Fprintln(os.Stderr, "digest preview:", err)
		os.Exit(1)
	}
	p := &projection.Projector{Redactor: redact.New(d.Token), BaseURL: c.BaseURL(), Org: d.Org}
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Window: 24 * time.Hour})
	if err != nil {
		fmt.Fprintln(os.Stderr, "digest preview:", err)
		os.Exit(1)
	}
	indent := func(b []byte) string {
		var out bytes.Buffer
		json.Indent(&out, b, "", "  ")
		return out.String()
	}
	for _, r := range []struct{ name, body string }{
		{"email (plain text, SNS)", dg.Text()},
		{"Markdown", dg.Markdown()},
		{"Slack (Block Kit, incoming webhook)", indent(dg.Slack())},
		{"Microsoft Teams (Adaptive Card, Workflows webhook)", indent(dg.Teams())},
	} {
		fmt.Printf("===== %s =====\n%s\n\n", r.name, r.body)
	}
}
