package words

import _ "embed"

// numlabels.fuse holds the labels asked only of the words right before a
// long number: GnuCash's translations of Account and Account Code ("a:":
// účet, rekening, rekeningnummer, konto, kódúčtu, hesapkodu) and Thai's
// names of a person's number as django-localflavor's Thai messages write
// them after Chromium's Thai Number ("i:": ประจำตัวประชาชน, ประกันสังคม):
// 108 entries, 315 bytes at 16 bits, generated with fieldkeys.fuse by
// knowgen -only fieldkeys.fuse -src DIR (notice in numlabels.LICENSE).
// A filter apart from fieldkeys.fuse, so that its keys move no false
// positive of that filter's onto a word keys are named by.
//
//go:embed numlabels.fuse
var numLabelsData string

// AccountLabel reports the word for an account or an account's number as
// GnuCash's translators write it, its words lower-cased and joined: účet,
// rekening, rekeningnummer, konto, kódúčtu. Ask it only before a long
// number, whose account it names: the word alone is every program's for a
// login too.
//
//go:noinline
func AccountLabel(k string) bool { return ReadFuse(numLabelsData).Has("a:" + k) }

// ThaiIDLabel reports Thai's name of a person's number, the end of a run
// of Thai before one: ประจำตัวประชาชน, ประกันสังคม, and IDLabel's Thai
// (Chromium's ID card บัตรประชาชน).
//
//go:noinline
func ThaiIDLabel(k string) bool { return ReadFuse(numLabelsData).Has("i:"+k) || IDLabel(k) }
