package redact

import "testing"

// TestGluedDevicePossessives: a device named by the possessive its owner's
// language glues to a given name (German's, Luxembourgish's and the
// Nordic languages' -s, Finnish's genitive -n, Czech's -uv) has the owner
// masked, in German's word for a phone too (Handy); a device named by a
// word or a maker stays. Invented names.
func TestGluedDevicePossessives(t *testing.T) {
	checkProse(t, []proseCase{
		{"dnsmasq-dhcp[991]: DHCPREQUEST(br0) Sabines-iPhone.fritz.box", []string{"Sabines"}, []string{"DHCPREQUEST(br0)"}},
		{"Feeler: Den Apparat Jangs-Handy ass net registréiert.", []string{"Jangs"}, []string{"ass net registréiert"}},
		{"Virhe: laite Ainon-MacBook-Air ei ole rekisteröity VPN-palveluun.", []string{"Ainon"}, []string{"ei ole rekisteröity"}},
		{"Gerät Annas-Handy nicht erreichbar", []string{"Annas"}, []string{"nicht erreichbar"}},
		// the neighbours
		{"MDM: Office-iPad enrolled, Kiosk-MacBook-Air retired", nil, []string{"Office-iPad", "Kiosk-MacBook-Air"}},
		{"Apple-iPhone-Support: firmware 17.4 ready", nil, []string{"Apple-iPhone-Support"}},
		{"Sales-Handy and Lager-Handy synced", nil, []string{"Sales-Handy", "Lager-Handy"}},
	})
}

// TestLocalDeviceOwners: a phone or a laptop named in a Romance language
// after its owner (Móvil de Pilar, Celular do Tiago) and Polish's
// genitive of a man's name that drops its e (Telefon Marka: Marek) have
// the owner masked; the same words before a thing stay. Invented names.
func TestLocalDeviceOwners(t *testing.T) {
	checkProse(t, []proseCase{
		{`El dispositivo "Móvil de Pilar" ha sido desvinculado del pase de temporada`, []string{"Pilar"}, []string{"El dispositivo \"Móvil de", "ha sido desvinculado"}},
		{"Celular do Tiago não sincronizado", []string{"Tiago"}, []string{"Celular do", "não sincronizado"}},
		{"Portable de Chloé hors ligne", []string{"Chloé"}, []string{"Portable de", "hors ligne"}},
		{`Bluetooth: parowanie z urządzeniem "Telefon Marka" nie powiodło się`, []string{"Marka"}, []string{"parowanie z urządzeniem", "nie powiodło się"}},
		// the neighbours
		{"Teléfono de contacto no válido", nil, []string{"Teléfono de contacto no válido"}},
		{"Portable de Windows 11 installé", nil, []string{"Portable de Windows 11"}},
		{"Móvil de prueba desconectado", nil, []string{"Móvil de prueba"}},
	})
}

// TestMakerOwners: a phone its maker's set-up named after its owner
// (HUAWEI-Guðrún) has the owner masked; a maker's product after its name
// stays. Invented names.
func TestMakerOwners(t *testing.T) {
	checkProse(t, []proseCase{
		{"Villa: HUAWEI-Guðrún svarar ekki", []string{"Guðrún"}, []string{"HUAWEI-", "svarar ekki"}},
		{"Xiaomi-Fatma offline since 03:12", []string{"Fatma"}, []string{"Xiaomi-", "offline since 03:12"}},
		// the neighbours
		{"Amazon-Alexa skill failed", nil, []string{"Amazon-Alexa"}},
		{"Samsung-Galaxy sync failed, Google-Chrome crashed", nil, []string{"Samsung-Galaxy", "Google-Chrome"}},
	})
}
