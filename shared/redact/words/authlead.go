package words

import (
	_ "embed"
	"strings"
)

// authlead.txt (knowgen's authlead.go): the last two words before the
// login in the translations of PostgreSQL's and shadow's login-failure
// messages (für benutzer, pour l'utilisateur, для пользователя), in small
// letters, separated by |, 1.2 KB (597 bytes deflated: authlead.flate,
// inflated on first use).
var (
	//go:embed authlead.flate
	authLeadData string
	authLeadT    = &lazyText{data: authLeadData}
)

// AuthLeads returns authlead.txt's leads, each between "|" (the file's
// last line break left off: it is no lead).
func AuthLeads() string { return strings.TrimSuffix(authLeadT.get(), "\n") }
