package redact

import (
	"testing"
)

// TestTokenHeaderValues: an X- key header's value and a bearer or basic
// credential are one token: what follows them (the quote that closes
// curl's -H, the URL after it) stays; a cookie's value, which holds
// spaces and quotes, is masked to the line's end.
func TestTokenHeaderValues(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`curl -H "X-Api-Key: 8c1f9a2e7b3d4c5f" https://api.internal/v1`, "8c1f9a2e7b3d4c5f", `" https://api.internal/v1`},
		{`curl -H "Authorization: Bearer abc123def456ghi789" https://x.io/v2/orders`, "abc123def456ghi789", `" https://x.io/v2/orders`},
		{`Cookie: session="abc def"; theme=dark`, "abc def", "Cookie: "},
	})
}
