package redact

import "testing"

// TestNamedHandleWordNames: a login of a given name and a surname that are
// words too (jimmy-hess, mica-wood) is somebody's, by the names data; a
// value of two words that are no given name then surname is kept.
func TestNamedHandleWordNames(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`** (MatchError) no match of right hand side value: {:error, %{who: "jimmy-hess", reason: :taken}}`, `jimmy`, `reason: :taken`},
		{`called ` + "`Result::unwrap()`" + ` on an ` + "`Err`" + ` value: NotFound(Some("mica-wood"))`, `mica-wood`, `NotFound(Some(`},
		{`{:error, %{who: "release-notes", reason: :taken}}`, `[`, `release-notes`},
		{`NotFound(Some("cache-warmer"))`, `[`, `cache-warmer`},
	})
}
