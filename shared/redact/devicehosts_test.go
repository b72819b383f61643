package redact

import "testing"

// TestNamedHosts: a machine named, in capitals, with its kind or maker and
// its user's name (a given name, a surname that is no word, a Polish
// feminine surname, a Vietnamese name written together) has the name
// masked; a room's or a team's machine, a generated name and protocol
// names of the same shape are kept. The names are invented for the test.
func TestNamedHosts(t *testing.T) {
	checkMasks(t, []maskCase{
		{"GPO failed on NB-WOJCIK-MARTA: cannot read gpt.ini", "WOJCIK"},
		{"Zasady nie zostały zastosowane na komputerze PC-NOWICKA", "NOWICKA"},
		{"Không thể đồng bộ máy WS-TRANVANBINH với DC02", "TRANVANBINH"},
		{"Ошибка: ноутбук LENOVO-OKSANA-T14 не в сети", "OKSANA"},
		{"Intune: l'appareil LT-BERNARD-LUCIE n'est pas conforme", "LUCIE"},
		// kept
		{"sync ok on PC-EMPFANG, WS-FINANCE and NB-LAGER", ""},
		{"WS-Federation and WS-Trust tokens rejected on HP-UX", ""},
		{"host WIN-7QK2M1XJ4 joined the domain", ""},
		{"DELL-EMC array and ASUS-ROUTER ready", ""},
	})
}

// TestHomeCameraOwners: a home's camera and a car's charger named by
// room and owner have the owner masked; one named by a place or a number
// stays. Invented names.
func TestHomeCameraOwners(t *testing.T) {
	checkProse(t, []proseCase{
		{"OCPP BootNotification rejected for chargePointId charger-box-vovo-lurdes", []string{"lurdes"}, []string{"chargePointId charger-box-vovo-"}},
		{"Babyphone: babycam-kinderzimmer-Lena offline", []string{"Lena"}, []string{"babycam-kinderzimmer-", "offline"}},
		// the neighbours
		{"cam-01-lobby offline, charger-box-2-north offline", nil, []string{"cam-01-lobby", "charger-box-2-north"}},
		{"doorbell-front-porch offline", nil, []string{"doorbell-front-porch"}},
	})
}
