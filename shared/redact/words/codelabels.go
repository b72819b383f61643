package words

import _ "embed"

// codelabels.fuse (knowgen's codelabels.go): the one-word translations
// the system catalogues give Code, ID, Identifier and Key under "c:"
// (code, kod, kennung, identyfikator, schlüssel, コード), Object, Job
// and Task under "r:" (objekt, auftrag, zadanie, オブジェクト), and
// Security, Access, Password and the other words that make a code or a key
// a credential under "x:" (sicherheit, zugang, hasło), with ID as the
// catalogues write it beside a product (هويّة, מזהה, identifiant): 722 words in 1,819
// bytes at 16 bits. Notice in codelabels.LICENSE.
var (
	//go:embed codelabels.fuse
	codeLabelsData string
	codeLabelsF    = newLazyFuse(codeLabelsData)
)

// CodeLabel reports a word, lower case, that translates a code's or an
// identifier's label (Fehlercode's code, Leika-Schlüssel's schlüssel).
// Ask it only of the last part of a compound before a long number, whose
// head names what is coded: alone, Spanish clave and Portuguese chave
// name a password and a payment key as well.
func CodeLabel(w string) bool { return codeLabelsF.get().Has("c:" + w) }

// ThingNoun reports a word, lower case, that translates Object, Job or
// Task (objekt, auftrag, zadanie): before an id word (Objekt-ID) it names
// a technical thing, whose id is no one's.
func ThingNoun(w string) bool { return codeLabelsF.get().Has("r:" + w) }

// CredentialQualifier reports a word, lower case, that translates a word
// that makes a code or a key a credential (Security, Access, Password,
// Card: sicherheit, zugang, hasło, karte): a code's label after it
// (Sicherheitsschlüssel, Zugangscode) names a secret, not a lookup.
func CredentialQualifier(w string) bool { return codeLabelsF.get().Has("x:" + w) }
