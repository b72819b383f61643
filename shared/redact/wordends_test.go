package redact

import (
	"strings"
	"testing"
)

// TestNoMaskEndsInsideAWord: rules that read ASCII a byte at a time
// stopped at a letter beyond it, masking half a name (françoise came out
// "[user]çoise") or half a word of the text (CPF inválido came out
// "CPF [redacted]álido"). A name is masked whole; a word the rule cut is
// kept whole.
func TestNoMaskEndsInsideAWord(t *testing.T) {
	checkMasks(t, []maskCase{
		{"created by françoise", "çoise"},
		{"message from andréa", "éa"},
		{"login failed for natália", "ália"},
		{"user joão not found", "ão"},
		{"permission denied for user joão miguel", "ão"},
		{"ticket assigned to łukasz", "ukasz"},
		// a handle after a person's noun is read over letters beyond ASCII
		{"customer rødh has an open invoice", "rødh"},
		{"patient ærlænd admitted", "ærlænd"},
		{"user göker not found", "göker"},
		// the words the rules cut stay as they were
		{"ValueError: CPF inválido: '382.417.659-04'", "382.417.659-04"},
		{"CPF inválido", ""},
		{"ssn: Niewłaściwa wartość wyliczeniowa", ""},
		{"IBAN DE27 7601 0085 0918 2736 45 — Rücklastschrift Grund AC04", "DE27 7601"},
		{"error de acceso, contraseña=Qm4sRt8Kw", "Qm4sRt8Kw"},
		{"tar: Kayıt uzunluğu 65536 nin katları olmalı", ""},
		// a caseless script's name is its own rule's to end
		{"ユーザー田中さんが見つかりません", "田中"},
	})
	for _, c := range []struct{ in, keep string }{
		{"IBAN DE27 7601 0085 0918 2736 45 — Rücklastschrift Grund AC04", "Rücklastschrift Grund AC04"},
		{"error de acceso, contraseña=Qm4sRt8Kw", "contraseña="},
		{"ValueError: CPF inválido: '382.417.659-04'", "CPF inválido: '"},
	} {
		out, _ := New().String(c.in)
		if !strings.Contains(out, c.keep) {
			t.Errorf("%q: %q lost: %q", c.in, c.keep, out)
		}
	}
}

// TestForeignKeyTails: a key written in another alphabet goes on in
// ASCII (clé_api, пароль_бд, 密码_db); the rules that started the key at
// its first ASCII byte swallowed the tail and the "=" with the value
// (clé_api=… came out "clé[secret]"). The value is masked and the key,
// tail and separator, stays whole.
func TestForeignKeyTails(t *testing.T) {
	for _, c := range []struct{ in, value, key string }{
		{"config clé_api=Xk29dLmq8Pz loaded", "Xk29dLmq8Pz", "clé_api="},
		{"clé_api=Xk2#dLmq8Pz", "Xk2#dLmq8Pz", "clé_api="},
		{"clé=Xk29dLmq8Pz", "Xk29dLmq8Pz", "clé="},
		{"ключ=Xk29dLmq8Pz", "Xk29dLmq8Pz", "ключ="},
		{"токен_api=Xk29dLmq8Pz", "Xk29dLmq8Pz", "токен_api="},
		{"contraseña=hunter2abc", "hunter2abc", "contraseña="},
		{"contraseña_db=Qm4sRt8Kw", "Qm4sRt8Kw", "contraseña_db="},
		{"пароль=qwerty123", "qwerty123", "пароль="},
		{"пароль_бд=Xk2#dLmq8Pz", "Xk2#dLmq8Pz", "пароль_бд="},
		{"密码_db=Xk2#dLmq8Pz", "Xk2#dLmq8Pz", "密码_db="},
		{"lösenord_db=hunter2", "hunter2", "lösenord_db="},
		// a word going on after the password's word names no value
		{"пароль_неверный", "", "пароль_неверный"},
	} {
		out, _ := New().String(c.in)
		if c.value != "" && strings.Contains(out, c.value) {
			t.Errorf("%q: %q passed: %q", c.in, c.value, out)
		}
		if !strings.Contains(out, c.key) {
			t.Errorf("%q: key %q lost: %q", c.in, c.key, out)
		}
	}
}
