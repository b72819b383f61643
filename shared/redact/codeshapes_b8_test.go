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
