package redact

import "testing"

// TestPairKeysInAnyAlphabet: the value after a key written in another
// alphabet and "=" is judged like any pair's (ключ=otran leaked at a
// text's start, in brackets and in braces: the key's letters were not
// read, so no pair was seen); numbers, words of code and a word before ":"
// in those scripts (a message's prefix) stay.
func TestPairKeysInAnyAlphabet(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`ключ=42 status=ok`, `ключ=otran status=failed`, `otran`},
		{`clé=production retries=3`, `clé=daasdrshn retries=3`, `daasdrshn`},
		{`retry 3 of 5 (ключ=production)`, `retry 3 of 5 (ключ=otran)`, `otran`},
		{`{режим=production, status=failed}`, `{ключ=otran, status=failed}`, `otran`},
		{`σφάλμα=timeout`, `κλειδί=jkowalski timeout`, `jkowalski`},
		{`Ошибка: connection refused`, `Ошибка: ключ=vpetrova refused`, `vpetrova`},
	})
}
