package redact

import (
	"strings"
	"testing"
)

// TestSecretIDsBothWays: the id of a store of credentials (Jenkins'
// credentialsId, .NET's UserSecretsId) and a page's cursor in a query
// (base64 of clean JSON under a plain key) are identifiers and stay; the
// credential itself, a cursor under a credential's key and a cursor whose
// JSON holds a person are masked.
func TestSecretIDsBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"credentials: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58'", "a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58"},
		{"secret_id=a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58", "a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58"},
		{"GET /v2/orders?token=eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9", "eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9"},
		{"GET /v2/orders?cursor=eyJlbWFpbCI6ICJqb2huLnNtaXRoQGV4YW1wbGUuY29tIn0=&limit=5", "eyJlbWFpbCI6ICJqb2huLnNtaXRoQGV4YW1wbGUuY29tIn0"},
		{"GET /v2/orders?cursor=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"withCredentials([usernamePassword(credentialsId: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58', usernameVariable: 'USERNAME')])",
		"deployCredentialsId: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58'",
		"<UserSecretsId>a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58</UserSecretsId>",
		"GET /v2/orders?cursor=eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9",
		"GET /v2/orders?limit=50&after=eyJwYWdlIjogNiwgInNvcnQiOiAiYXNjIn0=",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}
