package words

import (
	_ "embed"
	"strings"
	"sync"
)

// seriallabels.txt (knowgen's seriallabels.go): the installed catalogues'
// translations of a serial number (GStreamer's tag "serial") and of a
// device's id (GTK 2's "Device ID", "Device identifier"), lower-cased,
// those of two words or more, of one long word or of a script written
// without spaces (sarjanumero, sériové číslo, gerätekennung, 序列号), each
// between "|", 406 bytes (GStreamer's and GTK's notices in
// knowledge.LICENSE), embedded deflated (seriallabels.flate).
var (
	//go:embed seriallabels.flate
	serialLabelsData string
	serialLabelsT    = &lazyText{data: serialLabelsData}
)

// SerialLabels returns seriallabels.txt's labels, lower-cased: a serial
// number's shape after one is a device's.
var SerialLabels = sync.OnceValue(func() []string {
	return strings.Split(strings.Trim(strings.TrimSpace(serialLabelsT.get()), "|"), "|")
})

// devicenouns.txt (knowgen's seriallabels.go and devicewn.go): the
// installed catalogues' translations of Printer (GTK 2) and Device
// (procps-ng) and the Wiktionary wordnets' lemmas of 21 senses of devices
// (meter, terminal, sensor, mobile phone, hearing aid...), one word each,
// lower-cased, between "|" (drukarka, drucker, urządzenie, gerät,
// mittari, 端末, جهاز), 7,756 bytes (GTK's, procps-ng's and the Open
// Multilingual Wordnet's notices in knowledge.LICENSE), embedded deflated
// (devicenouns.flate, 4,272 bytes, inflated on first use).
var (
	//go:embed devicenouns.flate
	deviceNounsData string
	deviceNounsT    = &lazyText{data: deviceNounsData}
)

// DeviceNoun reports a word, lower-cased, of devicenouns.txt: an id's
// shape after one is a device's.
func DeviceNoun(w string) bool {
	return len(w) >= 4 && strings.Contains(deviceNounsT.get(), "|"+w+"|")
}

// messagewords.txt (knowgen's seriallabels.go): the installed catalogues'
// translations of Message (Pidgin's), one word each, lower-cased, between
// "|" (nachricht, mensaje, mensagem, wiadomość, сообщение, メッセージ),
// 1,039 bytes (Pidgin's notice in knowledge.LICENSE), embedded deflated
// (messagewords.flate, inflated on first use).
var (
	//go:embed messagewords.flate
	messageWordsData string
	messageWordsT    = &lazyText{data: messageWordsData}
)

// MessageWord reports a word, lower-cased, of messagewords.txt: a key of
// one holds a service's message, as "message" does.
func MessageWord(w string) bool {
	return len(w) >= 3 && !strings.Contains(w, "|") && strings.Contains(messageWordsT.get(), "|"+w+"|")
}
