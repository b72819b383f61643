package redact

import "testing"

// TestProgramsNotSecrets: a program that keeps secrets written as one
// word (secretsmanager), a sanitizer named before a colon, a window token
// written as a Java object and a camel-case identifier in Cyrillic made
// of known words are code; a password after a manager's word, a real
// token and two names written together in Cyrillic are still masked.
func TestProgramsNotSecrets(t *testing.T) {
	checkProse(t, []proseCase{
		{"User: arn:aws:sts::123456789012:assumed-role/worker/i-0a1 is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/db", nil, []string{"secretsmanager:GetSecretValue"}},
		{"==412==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010", nil, []string{"AddressSanitizer: heap-use-after-free"}},
		{"BadTokenException: Unable to add window -- token android.os.BinderProxy@9c1e4f2 is not valid", nil, []string{"android.os.BinderProxy@9c1e4f2"}},
		{"Документ РеализацияТоваровУслуг уже проведён, изменение запрещено", nil, []string{"РеализацияТоваровУслуг"}},
		// the neighbours
		{"Error: token xq81Kd0Pz7mWv3Yt9LbN4cRs is not valid", []string{"xq81Kd0Pz7mWv3Yt9LbN4cRs"}, nil},
		{"Ошибка: клиент \"ИринаСоколова\" не найден", []string{"ИринаСоколова"}, []string{"не найден"}},
		{"config error: password: Velvet-Orchid-42", []string{"Velvet-Orchid-42"}, nil},
	})
}

// TestKebabNamesNotSecrets: a service's, a node's or a pod's name in kebab
// case with a word in it and the short suffix an orchestrator added is a
// name, in any language's sentence; a token with capitals or a long part,
// glued to the same words, and a password of words in a text that names a
// password are still masked.
func TestKebabNamesNotSecrets(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"خطا: سرویس ارسال snapp-dispatch-7f9c پاسخ ۵۰۲ برگرداند", "خطا: سرویس ارسال snapp-dispatch-7f9cQ2xL8mRz4WvK پاسخ ۵۰۲ برگرداند", "7f9cQ2xL8mRz4WvK"},
		{"Pod wurde entfernt (Evicted): Knoten node-pool-b-7x2k ist nicht bereit", "Knoten node-pool-b-k7Hq2Zx9Lm4Pw8Rt3Yv hatte zu wenig Arbeitsspeicher", "k7Hq2Zx9Lm4Pw8Rt3Yv"},
		{"Knoten gke-prod-pool-1-x7kq ist nicht bereit", "ansible-vault: ERROR! Decryption failed (vault password file contents: perro-rojo-salta-17)", "perro-rojo-salta-17"},
		{"consumer group orders-sync-eu-42 rebalancing", "Passwort geändert: neues Kennwort lautet perro-rojo-salta-17", "perro-rojo-salta-17"},
	})
}
