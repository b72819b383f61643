package redact

import "testing"

// TestLowerCaseNames: a person's name in small letters in English prose is
// masked by the names data and the dictionaries; words, tools and other
// languages' words in the same places stay.
func TestLowerCaseNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ticket assigned to olivia martin yesterday", gone: []string{"olivia", "martin"}, kept: []string{"ticket assigned to", "yesterday"}},
		{in: "olivia martin reported the bug", gone: []string{"olivia", "martin"}, kept: []string{"reported the bug"}},
		{in: "cc: olivia martin, james baker", gone: []string{"olivia", "martin", "james", "baker"}},
		{in: "message from olivia", gone: []string{"olivia"}, kept: []string{"message from"}},
		{in: "assigned to olivia", gone: []string{"olivia"}},
		// tools, words and a sentence that goes on in another language
		{in: "deploy to heroku failed"},
		{in: "migrating from mariadb to postgres"},
		{in: "the job ran with celery and sidekiq"},
		{in: "failed to connect to kafka broker"},
		{in: "build for ubuntu jammy"},
		{in: "Map werd hernoemd voordat de status ervan kon worden bepaald"},
		{in: "vendor/modules.txt thất bại: lối ra mã 17"},
	})
}

// TestLoginsAfterPersonWords: a login in small letters after to, from or
// cc, one of whose parts no knowledge holds and one the names data reads,
// is masked as after "by"; tools and places there stay.
func TestLoginsAfterPersonWords(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ticket assigned to jsmith", gone: []string{"jsmith"}, kept: []string{"ticket assigned to"}},
		{in: "message from mkaraoglu", gone: []string{"mkaraoglu"}, kept: []string{"message from"}},
		{in: "cc jdoe, tnguyen", gone: []string{"jdoe"}},
		{in: "failed to connect to pgbouncer"},
		{in: "upgrade to nodejs failed"},
		{in: "migrated from mysql to postgres"},
		{in: "sent to ops-team"},
		{in: "connect to kubelet"},
	})
}
