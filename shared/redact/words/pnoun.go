package words

import _ "embed"

// pnoun.fuse (knowgen's pnouns.go): the one-word translations of the
// nouns a person stands after (Recipient, Sender, Customer, Employee,
// Attendee, Member, Contact, Person, Author, Owner, Passenger) in the
// system catalogues and Evolution's, Claws Mail's, Kleopatra's,
// GnuCash's, Pidgin's and Chromium's, FreeDict's English–Arabic and
// English–Hindi ones (المستلم, recipient), and Patient in GNU Health's
// (alıcı, penerima, Empfänger, pengirim, שולח, Mitarbeiter, пассажир,
// ασθενής; Arabic without its vowel marks and its article's bare noun
// too, مرسل): 635 words in 1.7 KB at 16 bits, wamerican's English words and each language's 200
// most frequent words (Spanish hasta, Turkish's patient) left out.
// Notice in pnoun.LICENSE.
var (
	//go:embed pnoun.fuse
	pNounData string
	pNounF    = newLazyFuse(pNounData)
)

// PersonNounWord reports a word, lower case, that another language's
// catalogues write for a person in a role (a recipient, a sender, a
// customer): a capitalised run right after it is that person's name.
// Asked only about the word before such a run, never by Known.
func PersonNounWord(w string) bool { return pNounF.get().Has(w) }
