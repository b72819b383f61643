package main

import (
	"fmt"
	"strings"
)

// A person's own documents are named after the document and the person
// (довіреність_Ковальчук_О.pdf, atestado_obito_rosa_pinto.pdf,
// bankafschrift_dejong_okt.csv); a program's files are named after what
// the program does. -only docnouns.txt takes the lemmas the Open
// Multilingual Wordnet's Wiktionary wordnets (omw-data's wns/wikt, CC
// BY-SA) file under the first WordNet 3.0 noun sense of docEnglish's
// words, as placenouns.txt does (senseLemmasBeside: a lemma its language
// files beside them only under other documents is taken too: Ukrainian
// довідка, a certificate and a reference).

// docNounsF is the list's file (words.DocNoun).
const docNounsF = "docnouns.txt"

// docEnglish are the English words for the documents about one person:
// certificates, a power of attorney, statements of account and of pay,
// a diploma, a CV, a contract, an affidavit, a medical record, a licence.
var docEnglish = []string{"certificate", "birth certificate", "power of attorney", "bank statement", "paycheck", "payslip",
	"diploma", "curriculum vitae", "contract", "affidavit", "medical record", "passport", "license"}

// docRoots are WordNet's synsets of documents (document, written
// document, papers).
var docRoots = []string{"n06470073"}

// writeDocNouns writes docnouns.txt (and .flate) from the sources under
// src.
func writeDocNouns(src, outDir string) error {
	also, err := wordNetUnder("/usr/share/wordnet", docRoots...)
	if err != nil {
		return err
	}
	ws, err := senseLemmasBeside(src, docEnglish, also, senseOpts{englishToo: true, catalogueToo: true, coreToo: true})
	if err != nil {
		return err
	}
	fmt.Printf("docnouns: %d words (omw-data wns/wikt)\n", len(ws))
	return writeTextList(outDir, docNounsF, "|"+strings.Join(ws, "|")+"|\n")
}
