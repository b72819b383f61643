package redact

import "testing"

// TestErlangPairs: an Erlang proplist's binary after a person's atom is
// that person's value, a short given name too ({member,<<"Ines">>}); after
// a bare name atom only when it opens with a given name; the other pairs,
// a queue's name and an error's reason stay. Invented values.
func TestErlangPairs(t *testing.T) {
	checkProse(t, []proseCase{
		{`[{member,<<"Ines">>},{plan,<<"family">>},{reason,card_expired}] -- ejabberd_auth: badarg`, []string{"Ines"}, []string{`{plan,<<"family">>}`, "{reason,card_expired}"}},
		{`{ok,[{customer, <<"Jan">>},{tier,<<"gold">>}]}`, []string{"Jan"}, []string{`{tier,<<"gold">>}`}},
		{`{owner,<<"Lea Maier">>,{since,2021}}`, []string{"Lea Maier"}, []string{"{since,2021}"}},
		{`[{name,<<"Ines">>},{role,<<"admin">>}]`, []string{"Ines"}, []string{`{role,<<"admin">>}`}},
		// the neighbours
		{`[{name,<<"billing">>},{queue_name,<<"jobs">>}]`, nil, []string{`{name,<<"billing">>}`, `{queue_name,<<"jobs">>}`}},
		{`{error,{not_found,<<"inbox">>}}`, nil, []string{`{not_found,<<"inbox">>}`}},
		{`{plan,<<"family">>}`, nil, []string{`{plan,<<"family">>}`}},
	})
}
