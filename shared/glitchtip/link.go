package glitchtip

import "glitchtip-mcp/shared/lazyre"

// linkEntry matches one entry of GlitchTip's Link header. The server wraps the
// whole value in {'…'} (it assigns a Python set), which breaks generic
// parsers, so the header is scanned for entries and anything outside them is
// ignored. Only the cursor attribute is used; the URL may name an internal
// host behind a proxy and is never followed.
var linkEntry = lazyre.New(`<[^>]*>\s*;\s*rel="(next|previous)"\s*;\s*results="(true|false)"(?:\s*;\s*cursor="([^"]*)")?`)

// NextCursor returns the cursor of the next page and whether there is one.
// It accepts the wrapped and the clean form of the header.
func NextCursor(link string) (string, bool) {
	for _, m := range linkEntry.FindAllStringSubmatch(link, -1) {
		if m[1] == "next" && m[2] == "true" && m[3] != "" {
			return m[3], true
		}
	}
	return "", false
}
