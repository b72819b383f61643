package redact

import "testing"

// TestWordHandlesWherePersonsStand: a login made of ordinary words
// (dictionary words, written together or joined by "_") between a
// person's or an account's noun and what people do or is done to them or
// what is said of an account alone (suspended, has no access),
// after "by" before such an act, as a member of a Redis set whose key
// names people, beside an e-mail address whose local part it is, and
// after Tagalog's article of a person's name, is masked; the technical
// things the same nouns name (a driver's database, a user agent, a
// player's state, a member function, a leader election) and a code word,
// a product or a system's account in the handle's place stay. Invented
// handles.
func TestWordHandlesWherePersonsStand(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "lobby: player marigold kicked from match 4410: ping too high", gone: []string{"marigold"}, kept: []string{"player", "kicked from match 4410"}},
		{in: "dispatch: driver pumpkin declined 4 rides, paused", gone: []string{"pumpkin"}, kept: []string{"driver", "declined 4 rides"}},
		{in: "matchmaking: party leader silver_otter left, lobby 12 closed", gone: []string{"silver_otter"}, kept: []string{"party leader", "left, lobby 12 closed"}},
		{in: "moderation: profile stormcrow reported 4 times", gone: []string{"stormcrow"}, kept: []string{"profile", "reported 4 times"}},
		{in: "forum: comment by mossyrock hidden by moderator", gone: []string{"mossyrock"}, kept: []string{"comment by", "hidden by moderator"}},
		{in: "chat: user buttercup muted for 10m", gone: []string{"buttercup"}, kept: []string{"muted for 10m"}},
		{in: "Redis: SREM active_players sparrow 42 -> (integer) 1", gone: []string{"sparrow"}, kept: []string{"SREM active_players", "(integer) 1"}},
		{in: "git: commit 9c1d2e by mia.k <mia.k@example.org> rejected", gone: []string{"mia.k"}, kept: []string{"commit 9c1d2e by", "rejected"}},
		{in: "Hindi makapag-login si pinkrose: maling password", gone: []string{"pinkrose"}, kept: []string{"maling password"}},
		{in: "Brugeren solsikke er låst", gone: []string{"solsikke"}, kept: []string{"Brugeren", "er låst"}},
		{in: "billing: customer bumblebee has no access to invoices", gone: []string{"bumblebee"}, kept: []string{"customer", "has no access to invoices"}},
		{in: "auth: user wildplum cannot log in after 5 attempts", gone: []string{"wildplum"}, kept: []string{"cannot log in after 5 attempts"}},
		// the neighbours: things the nouns name, code and system accounts
		{in: "user avatar not found; user consent not found; user wallet is locked; user provisioning is disabled; user impersonation is not allowed"},
		{in: "driver postgres not found; user agent missing; player state invalid; member function not found; leader election failed"},
		{in: "player state reported; driver update declined; user session joined; member function said"},
		{in: "post by default hidden; user root logged in; driver redis_cache declined; request by kubelet declined"},
		{in: "Redis: SADD online_sessions honeycomb -> OK; SADD users:online NX"},
		{in: "mail from noreply <noreply@example.org> bounced", gone: []string{"noreply@"}, kept: []string{"mail from noreply <"}},
		{in: "Brugeren findes ikke; Benutzer gesperrt ist; Gebruiker heeft geen toegang"},
		{in: "no sé si puedo"},
	})
}

// TestLoanAndGiftParties: a loan's and a gift's parties, an insurer's
// member and an office's clerk lead a login or a name as a sale's parties
// do (borrower, donor, clerk); a replication donor's node and a pool of
// donors stay. Invented values.
func TestLoanAndGiftParties(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: shul-app: donor cedar_friend has an open pledge, cannot delete account", []string{"cedar_friend"}, []string{"has an open pledge"}},
		{"Error: receipt not sent: donor Hope Lindqvist opted out of email", []string{"Hope Lindqvist"}, []string{"opted out of email"}},
		{`Error: db.loans.find({borrower: "kohlrabi", status: "overdue"}) returned 0 docs`, []string{"kohlrabi"}, []string{`status: "overdue"`}},
		{"Error: [voter-reg] clerk gaviota attempted to approve own registration", []string{"gaviota"}, []string{"attempted to approve"}},
		{"WSREP: IST donor node-a unavailable", nil, []string{"IST donor node-a unavailable"}},
		{"Error: donor pool exhausted", nil, []string{"donor pool exhausted"}},
	})
}
