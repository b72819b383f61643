package redact

import "testing"

// TestDevicesAndQuotesIntl: a device named in Hangul after its owner's
// possessive, a host joining a German genitive and a device with a
// hyphen, Polish quotes closed with ” and first-person verbs of the
// languages that leave the pronoun out; the neighbours keep. Invented
// names and texts.
func TestDevicesAndQuotesIntl(t *testing.T) {
	checkProse(t, []proseCase{
		{"동기화 오류: 기기 '지우의 갤럭시' 연결 끊김", []string{"지우"}, []string{"갤럭시", "연결 끊김"}},
		{"Nov 02 10:15:44 Jannes-ThinkPad kernel: usb 1-2: device descriptor read error", []string{"Jannes"}, []string{"device descriptor read error"}},
		{"Błąd zgłoszenia: treść „jestem bez pracy od marca, proszę o odroczenie” za długa", []string{"bez pracy od marca"}, []string{"Błąd zgłoszenia", "za długa"}},
		{"Error: el mensaje \"estoy de baja desde enero\" es demasiado largo", []string{"de baja desde enero"}, []string{"es demasiado largo"}},
		// the neighbours
		{"오류: 사용자의 노트북 연결 끊김", nil, []string{"사용자의 노트북"}},
		{"Error: Windows-ThinkPad driver missing", nil, []string{"Windows-ThinkPad"}},
		{"Błąd: pole „Nazwa” jest wymagane", nil, []string{"„Nazwa”"}},
		{"Erreur : impossible de supprimer le fichier « suis.log »", nil, []string{"suis.log"}},
	})
}
