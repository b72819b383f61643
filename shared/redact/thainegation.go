package redact

import "strings"

// thaiNegated reports a run of Thai that opens with ไม่ ("not"): Thai
// writes its negation on to the verb or adjective it negates, with no
// space (ไม่ถูกต้อง, not correct; ไม่พบ, not found), and no given name or
// surname starts with it, so such a run is the message's, never a name,
// whatever the names filters answer for it (ไม้, wood, has another tone
// mark and is no negation).
func thaiNegated(w string) bool { return strings.HasPrefix(w, "ไม่") }
