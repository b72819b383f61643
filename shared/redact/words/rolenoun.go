package words

import _ "embed"

// rolenoun.fuse (knowgen's rolenouns.go): the nouns of a person whom a
// record is about (patient, donor, applicant, candidate, claimant,
// guarantor, caller, insured, beneficiary, student, volunteer,
// participant, voter, customer, employee, passenger, recipient) in
// FreeDict's English–X and X–English dictionaries (páciens, मरीज़,
// žadatel, δότης, pasien, mgonjwa, frivillig) and GNU Health's Patient
// where it is two words (bệnh nhân), less wamerican's words, each
// language's 200 most frequent words and pnoun.fuse's: 396 keys in 1,115
// bytes at 16 bits. Notice in rolenoun.LICENSE.
var (
	//go:embed rolenoun.fuse
	roleNounData string
	roleNounF    = newLazyFuse(roleNounData)
)

// RoleNounWord reports a word, lower case, or two words joined by one
// space (bệnh nhân), that a dictionary gives for a person in a role a
// record is about. Asked only by the person-state rule, of the word that
// opens a clause.
func RoleNounWord(w string) bool { return roleNounF.get().Has(w) }
