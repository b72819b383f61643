package words

import _ "embed"

// records.fuse (knowgen's records.go): the nouns an ERP labels its
// business records with, as Tryton's catalogues translate its invoices,
// shipments, deliveries, suppliers, periods, journals, lots and rules into
// 23 languages (rechnung, lieferant, albarán, fournisseur, reguła, 发票),
// and those English words, and the words for "version" of the system
// catalogues under "v:", for "error" under "e:", and the public second
// levels of the Public Suffix List under "s:": 451 words in 1.2 KB at 16
// bits. Notice in records.LICENSE.
var (
	//go:embed records.fuse
	recordsData string
	recordsF    = newLazyFuse(recordsData)
)

// RecordNoun reports a word, lower case, that names a business record (a
// thing, never a person or an account): the number right after it is that
// record's. Asked only about the word before a long number.
func RecordNoun(w string) bool { return recordsF.get().Has(w) }

// VersionWord reports a word, lower case, that translates "version" in
// the system catalogues (버전, バージョン, версия, wersja, sürüm; English's
// is the caller's): a dotted quad after it is a version, no address.
func VersionWord(w string) bool { return recordsF.get().Has("v:" + w) }

// PublicSecondLevel reports a label, lower case, that ten country-code
// domains or more register public names under (gov, com, co, edu, gob;
// the Public Suffix List's ICANN section; not name, persons' own): a
// dotted name ending in it and a two-letter domain is a host.
func PublicSecondLevel(l string) bool { return recordsF.get().Has("s:" + l) }

// ErrorTranslation reports a word, lower case, that translates "error" in
// the system catalogues (Fehler, błąd, ошибка, エラー, 오류): a number
// after it is the error's code.
func ErrorTranslation(w string) bool { return recordsF.get().Has("e:" + w) }
