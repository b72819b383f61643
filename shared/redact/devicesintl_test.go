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
		// 지수 is a word too (index: hangul.fuse), and a given name
		{`기기 "지수의 Galaxy Tab" 인증서 만료`, []string{"지수"}, []string{"Galaxy Tab", "인증서 만료"}},
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

// TestDeviceOwnerGenitive: a phone or a computer named in Polish or Czech
// with its owner's given name after it in the genitive (a woman's
// name in -y/-i, a man's in -a); a model or a word after
// the device, a lower-case word and a word no given name ends in stay.
// Invented names and texts.
func TestDeviceOwnerGenitive(t *testing.T) {
	checkProse(t, []proseCase{
		{"Synchronizacja nieudana: urządzenie „Laptop Anny” jest offline", []string{"Anny"}, []string{"Synchronizacja nieudana"}},
		{"MDM: telefon Zofii nie odpowiada od 3 dni", []string{"Zofii"}, []string{"nie odpowiada"}},
		{"Backup failed for device 'Komputer Piotra'", []string{"Piotra"}, []string{"Komputer"}},
		{"Smartfon Tomasza: certyfikat wygasł", []string{"Tomasza"}, []string{"certyfikat wygasł"}},
		{"Błąd: urządzenie „Tablet Zofii” jest nieaktywne", []string{"Zofii"}, []string{"” jest nieaktywne"}},
		// the neighbours
		{"Błąd: Tablet Mini nie obsługuje tej wersji", nil, []string{"Tablet Mini nie obsługuje tej wersji"}},
		{"Chyba: telefon Samsung nepodporuje tuto verzi", nil, []string{"telefon Samsung nepodporuje tuto verzi"}},
		{"Błąd: Laptop Ultra 14 nie jest obsługiwany", nil, []string{"Błąd: Laptop Ultra 14 nie jest obsługiwany"}},
		{"Telefon Data Error: Laptop Pro 14 not found", nil, []string{"Telefon Data Error: Laptop Pro 14 not found"}},
	})
}

// TestDeviceModelOwner: a device word, its model's number and its owner's
// given name joined by hyphens (Pixel-7-Ivana) name the owner wherever the
// name stands, a frame's location too; a model's word after the number
// (Pixel-8-Pro) or a build's (Pixel-7-Release) is kept.
func TestDeviceModelOwner(t *testing.T) {
	checkProse(t, []proseCase{
		{"src/app/views.py:device_name: Pixel-7-Ivana:41", []string{"Ivana"}, []string{"src/app/views.py:device_name: Pixel-7-"}},
		{"Error: iPad-10-Marta offline", []string{"Marta"}, []string{"iPad-10-", "offline"}},
		{`Bluetooth pairing rejected: "Galaxy-A54-de-Léa" is not allowed`, []string{"Léa"}, []string{`"Galaxy-A54-`, "is not allowed"}},
		{"Error: 端末名: 花子のiPhone", []string{"花子"}, []string{"端末名: ", "のiPhone"}},
		{"Error: 会社のiPhoneが見つかりません", nil, []string{"会社のiPhone"}},
		{"Error: 设备注册失败：设备名 Huawei-P40-李娜 已存在", []string{"李娜"}, []string{"Huawei-P40-", "已存在"}},
		{"Error: Samsung-A5-Maria offline", []string{"Maria"}, []string{"Samsung-A5-", "offline"}},
		{"Error: Huawei-P40-中国 offline", nil, []string{"Huawei-P40-中国"}},
		{"Pixel-8-Pro connected", nil, []string{"Pixel-8-Pro connected"}},
		{"build Pixel-7-Release failed", nil, []string{"Pixel-7-Release"}},
		// a given name that is a word of code too, capitalised after
		// the owner word; a maker's name, or the word in small letters,
		// stays
		{`Fehler: Gerät "Galaxy A54 von Max" ist nicht kompatibel`, []string{"Max"}, []string{`Gerät "Galaxy A54 von `, `" ist nicht kompatibel`}},
		{"Erreur : iPad de Will non synchronisé", []string{"Will"}, []string{"iPad de ", "non synchronisé"}},
		{"Error: MacBook Pro von Apple nicht unterstützt", nil, []string{"MacBook Pro von Apple nicht unterstützt"}},
		{"Error: laptop of max size exceeded", nil, []string{"laptop of max size exceeded"}},
	})
}

// TestSmartDeviceOwners: the owner that ends a home device's name written
// in mixed case (a kind or maker first, a room or a model between), a
// Chinese owner before 的 and a maker's name in Han, a device's id under
// a path or as Apple names it, a serial printed in hex and a VIN with no
// check digit after its label; rooms, models and unlabelled codes stay.
// Invented names, ids and texts.
func TestSmartDeviceOwners(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erreur Chromecast : TV-Cuisine-Julien injoignable", []string{"Julien"}, []string{"Erreur Chromecast : TV-", "injoignable"}},
		{"cast target Nest-Kueche-Schulz offline", []string{"Schulz"}, []string{"cast target Nest-", "offline"}},
		{"设备 xiaomi-13-zhangwei 注册失败", []string{"zhangwei"}, []string{"xiaomi-13-"}},
		{"推送失败：设备“李娜的小米13”离线", []string{"李娜"}, []string{"的小米13”离线"}},
		{"Error: Settings.Secure.ANDROID_ID=9c2e4f1a7b3d5e60 rejected", []string{"9c2e4f1a7b3d5e60"}, []string{"Settings.Secure.ANDROID_ID=", "rejected"}},
		{"Crashed: main\nidentifierForVendor: 3F1C2B7A-9D4E-4A21-8B6C-0E5F7A9D2C41", []string{"3F1C2B7A-9D4E-4A21-8B6C-0E5F7A9D2C41"}, []string{"identifierForVendor: "}},
		{"Fatal\nIdentifier for vendor: 7A9D2C41-3F1C-4B7A-9D4E-0E5F8B6C4A21\nDevice: iPhone15,2", []string{"7A9D2C41-3F1C-4B7A-9D4E-0E5F8B6C4A21"}, []string{"Identifier for vendor: ", "iPhone15,2"}},
		{"sync error: pump serial 0x7B31C0DE paired", []string{"0x7B31C0DE"}, []string{"pump serial ", " paired"}},
		{"Pumpe Fehler A-12, SN: 3307C1918, Station 2", []string{"3307C1918"}, []string{"SN: ", "Station 2"}},
		{"sn 3307C1918 und SNS 3307C1918X; SN: ok", nil, []string{"sn 3307C1918", "SNS 3307C1918X", "SN: ok"}},
		// the catalogues' serial and device id (words.SerialLabels)
		{"Virhe: sarjanumero X7K2291QZ puuttuu rekisteristä", []string{"X7K2291QZ"}, []string{"sarjanumero ", " puuttuu"}},
		{"Chyba: sériové číslo 5CG1234XYZ je neplatné", []string{"5CG1234XYZ"}, []string{"sériové číslo ", " je neplatné"}},
		{"Fehler: Gerätekennung G4C1380K22B9 unbekannt", []string{"G4C1380K22B9"}, []string{"Gerätekennung ", " unbekannt"}},
		{"sarjanumero puuttuu; volgnummer 3 van 10; Gerätekennung: ungültig", nil, []string{"sarjanumero puuttuu", "volgnummer 3 van 10", "Gerätekennung: ungültig"}},
		{"Fehler: FIN WAUZZZ8V5KA123456 nicht im Vertrag", []string{"WAUZZZ8V5KA123456"}, []string{"Fehler: FIN ", "nicht im Vertrag"}},
		// the neighbours
		{"Chromecast TV-Living-Room offline", nil, []string{"TV-Living-Room"}},
		{"Echo-Dot-Kitchen unreachable", nil, []string{"Echo-Dot-Kitchen"}},
		{"Nest-Hub-Max firmware 1.56", nil, []string{"Nest-Hub-Max"}},
		{"model iPhone 15 Pro, SM-G991B and Pixel 8 unsupported", nil, []string{"iPhone 15 Pro, SM-G991B and Pixel 8"}},
		{"settings.ui.theme_id=42 applied", nil, []string{"theme_id=42"}},
		{"build ABCDEFGHJKLMN0001 done", nil, []string{"ABCDEFGHJKLMN0001"}},
	})
}

// TestAdvertisingIDInProse: an advertising id named as the SDKs name it
// (AdId, as keys.go's adid) before its value in prose is one device's; the
// word alone stays. Invented ids.
func TestAdvertisingIDInProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: AdId 5f1c2e3d-7a8b-4c9d-8e0f-a1b2c3d4e5f6 rejected by the exchange", []string{"5f1c2e3d-7a8b-4c9d-8e0f-a1b2c3d4e5f6"}, []string{"AdId", "rejected by the exchange"}},
		{"Error: AdId missing from bid request", nil, []string{"AdId missing"}},
	})
}

// TestDeviceOwnerMoreLanguages: the owner's genitive in -s before the
// device without an apostrophe (Danish, German, Swedish: Jonas' is
// written Jonas), a Tagalog owner after "ng" and a model between, a name
// glued to a console and its generation; a given name that ends in s
// itself, a model word and the console's letters alone (ps -ef) stay.
// Invented names and texts.
func TestDeviceOwnerMoreLanguages(t *testing.T) {
	checkProse(t, []proseCase{
		{`Synkronisering fejlede: enheden "Sannes Apple Watch" er offline`, []string{"Sannes"}, []string{"enheden", "er offline"}},
		{`Pairing failed: device "Galaxy A15 ng Marites" rejected`, []string{"Marites"}, []string{"Galaxy A15 ng", "rejected"}},
		{"PSN error: console Dimitra-PS5 could not authenticate", []string{"Dimitra"}, []string{"-PS5 could not authenticate"}},
		// the owner in the genitive after the device (Russian, Ukrainian)
		{"Не удалось синхронизировать устройство iPhone Светланы", []string{"Светланы"}, []string{"устройство iPhone"}},
		{"Помилка: MacBook Олега не відповідає", []string{"Олега"}, []string{"MacBook", "не відповідає"}},
		{"Ошибка: iPad Pro не отвечает", nil, []string{"iPad Pro не отвечает"}},
		{"Ошибка: iPhone Модель не поддерживается", nil, []string{"iPhone Модель не поддерживается"}},
		// the neighbours
		{"ps -ef | grep watch; top -ps 4", nil, []string{"ps -ef | grep watch; top -ps 4"}},
		{"Error: Pro Watch not paired", nil, []string{"Pro Watch not paired"}},
	})
}

// TestDeviceSerialsAndMakersIntl: a serial number after Thai's and
// Arabic's word for one and after "Serial No." with its period, an
// owner after a maker's phone and its model (Moto g54 de Dolores) and
// after Vietnamese's của, capitalised; a
// serial label with no serial after it, a model alone and a maker's
// phone with a number of its own keep. Invented names and texts.
func TestDeviceSerialsAndMakersIntl(t *testing.T) {
	checkProse(t, []proseCase{
		{"MDM: แท็บเล็ตหมายเลขซีเรียล R58N41K7QZP ไม่ได้เช็กอิน", []string{"R58N41K7QZP"}, []string{"ไม่ได้เช็กอิน"}},
		{"خطأ: الجهاز ذو الرقم التسلسلي C02FK4XLMD6M غير مسجل", []string{"C02FK4XLMD6M"}, []string{"غير مسجل"}},
		{"MDM: Το MacBook με Serial No.: C02XK4LMJG5J χάθηκε", []string{"C02XK4LMJG5J"}, []string{"Serial No.: "}},
		{`el dispositivo "Moto g54 de Dolores" rechazó la conexión`, []string{"Dolores"}, []string{"Moto g54 de ", "rechazó la conexión"}},
		{"Redmi Note 12 de Lucía sin conexión", []string{"Lucía"}, []string{"Redmi Note 12 de ", "sin conexión"}},
		{`AirDrop: thiết bị "iPhone của Hoa" từ chối nhận ảnh`, []string{"Hoa"}, []string{"iPhone của ", "từ chối nhận ảnh"}},
		// the neighbours
		{"الرقم التسلسلي غير صالح", nil, []string{"الرقم التسلسلي غير صالح"}},
		{"Serial No. missing in request", nil, []string{"Serial No. missing in request"}},
		{"Moto g54 de 128 GB agotado", nil, []string{"Moto g54 de 128 GB agotado"}},
		{"Redmi Note 12 de segunda mano", nil, []string{"Redmi Note 12 de segunda mano"}},
		{"Lỗi: iPhone của bạn đã bị khóa; MacBook của công ty không đồng bộ; MacBook của Apple", nil, []string{"iPhone của bạn đã bị khóa", "MacBook của công ty không đồng bộ", "MacBook của Apple"}},
	})
}
