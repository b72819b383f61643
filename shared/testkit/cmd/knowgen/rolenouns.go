package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// rolenoun.fuse: the nouns of a person whom a record is about (a patient,
// an applicant, a donor, a candidate, a volunteer, a caller, an insured)
// in the languages FreeDict translates them into (páciens, मरीज़, žadatel,
// δότης, pasien), and GNU Health's Patient where its translators write it
// in two words (bệnh nhân): the role noun a person's state is said after
// (a páciens cukorbeteg, मरीज़ को टीबी है). pnoun.fuse holds the mail
// clients' and ledgers' nouns (recipient, customer, member) and GNU
// Health's one-word Patient; this holds what it lacks, asked only by the
// person-state rule (specialstates.go), never before a name.
//
// roleNounBits: asked of the word that opens a clause; at 16 bits a
// stranger is answered yes once in 65,536 asks.
const roleNounBits = 16

// roleNounSeeds are the English nouns of a person in a role whose
// translations are read: the health record's (patient, donor), the
// application's (applicant, candidate, claimant, guarantor), the
// hotline's (caller), the insurer's and the school's (insured,
// beneficiary, student), a club's and a poll's (volunteer, participant,
// voter), and pNounSeeds' persons (customer, employee, passenger,
// recipient) whose translations the catalogues left out (Swedish
// anställd, Icelandic starfsmaður). Left out, as in personClauseNouns:
// user, client, tenant, subscriber, owner, worker, player, guest, which
// programs call their own parts; and pupil and member, which the
// dictionaries translate as the eye's and the body's too (zjenica,
// végtag).
var roleNounSeeds = []string{"patient", "donor", "applicant", "candidate", "claimant", "guarantor", "caller", "insured",
	"beneficiary", "student", "volunteer", "participant", "voter", "customer", "employee", "passenger", "recipient"}

// roleNounTag finds a dictionary's part-of-speech tag (<n>, <N>,
// <masc>, <adj>, <a>, <v>): "patient <adj>" is not the noun.
var roleNounTag = regexp.MustCompile(`<\s*([A-Za-z]+)[^>]*>`)

// roleNounSense finds a numbered sense ("1. páciens", "II.  <N>").
var roleNounSense = regexp.MustCompile(`^\s*(?:[0-9]+|[IVX]+)\.\s*`)

// roleNounAside finds a translation's aside: (for - na, do), [zwł. krwi].
var roleNounAside = regexp.MustCompile(`\([^)]*\)|\[[^\]]*\]`)

// nounTag reports what a part-of-speech tag says of a noun: 1 a noun,
// -1 another part of speech, 0 no tag.
func nounTag(s string) int {
	m := roleNounTag.FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	switch strings.ToLower(m[1]) {
	case "n", "noun", "masc", "fem", "neut", "pl":
		return 1 // Antragsteller <masc>: a noun's gender
	}
	return -1
}

// dictItems returns the one-word translations an entry's body gives of
// its noun sense: where its senses are tagged (II. <N> pacjent) the
// noun's, where they are numbered without tags the first (1. páciens
// 2. türelmes: the commoner sense a dictionary lists first), else every
// line's items; a line of English (a gloss, "someone who receives
// treatment from a doctor") or a quoted example is no translation.
func dictItems(body string, headNoun int) []string {
	var out []string
	numbered := 0
	for _, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "\"") {
			continue
		}
		if m := roleNounSense.FindString(l); m != "" {
			numbered++
			l = l[len(m):]
			if t := nounTag(l); t < 0 || t == 0 && headNoun == 0 && numbered > 1 {
				continue
			}
		} else if nounTag(l) < 0 {
			continue // amyneddgar <a>: the adjective's line
		}
		if englishGloss(l) {
			continue
		}
		l = roleNounTag.ReplaceAllString(l, "")
		for _, it := range strings.FieldsFunc(l, func(r rune) bool { return r == ',' || r == ';' }) {
			it = strings.TrimSpace(roleNounAside.ReplaceAllString(it, ""))
			if it != "" && !strings.ContainsAny(it, " .:{}") {
				out = append(out, it)
			}
		}
	}
	return out
}

// englishGloss reports a line of three words or more, every one in ASCII
// letters: the dictionary's English definition, not a translation.
func englishGloss(l string) bool {
	f := strings.Fields(l)
	if len(f) < 3 {
		return false
	}
	for _, w := range f {
		for _, r := range w {
			if r >= 0x80 {
				return false
			}
		}
	}
	return true
}

// roleNouns returns rolenoun.fuse's keys: the seeds' one-word noun
// translations in FreeDict's English–X dictionaries, the X–English
// dictionaries' headwords whose noun sense is a seed, and GNU Health's
// two-word Patient, lower-cased (Unicode's stress marks of Bulgarian
// пацие́нт dropped), less wamerican's English words, each language's 200
// most frequent words (its grammar) and pnoun.fuse's words.
func roleNouns(src string) (map[string]bool, string, error) {
	out := map[string]bool{}
	add := func(w string) {
		w = strings.ToLower(strings.Map(func(r rune) rune {
			if unicode.Is(unicode.Mn, r) && r == 0x0301 {
				return -1 // пацие́нт: a dictionary's stress mark
			}
			return r
		}, strings.TrimSpace(w)))
		if len(w) >= 3 && utf8.RuneCountInString(w) >= 2 && !strings.ContainsAny(w, "()/&!?~0123456789") {
			out[w] = true
		}
	}
	dir := filepath.Join(src, "freedict", "usr", "share", "dictd")
	fwd, err := filepath.Glob(filepath.Join(dir, "freedict-eng-*.index"))
	if err != nil || len(fwd) == 0 {
		return nil, "", fmt.Errorf("no FreeDict English dictionaries under %s (fetch.sh)", dir)
	}
	seeds := map[string]bool{}
	for _, s := range roleNounSeeds {
		seeds[s] = true
	}
	dicts := 0
	// an X–English dictionary's headword tagged as no noun only (an
	// adjective, an adverb) is no person's noun where an English–X entry
	// leaves its part of speech untold
	notNoun := map[string]bool{}
	for _, p := range fwd {
		es, err := dictdHeaded(dir, strings.TrimSuffix(filepath.Base(p), ".index"))
		if err != nil {
			return nil, "", err
		}
		dicts++
		// German writes every noun with a capital: its translation in
		// small letters is a verb's or an adjective's (insured: versichert)
		german := strings.HasSuffix(p, "-deu.index")
		for _, s := range roleNounSeeds {
			for _, e := range es[s] {
				t := nounTag(e.head)
				if t < 0 {
					continue
				}
				for _, w := range dictItems(e.body, t) {
					if r, _ := utf8.DecodeRuneInString(w); !german || unicode.IsUpper(r) {
						add(w)
					}
				}
			}
		}
	}
	rev, _ := filepath.Glob(filepath.Join(dir, "freedict-*-eng.index"))
	for _, p := range rev {
		es, err := dictdHeaded(dir, strings.TrimSuffix(filepath.Base(p), ".index"))
		if err != nil {
			return nil, "", err
		}
		dicts++
		for h, list := range es {
			if strings.Contains(h, " ") {
				continue
			}
			tags := 0
			for _, e := range list {
				tags |= 1 << (nounTag(e.head) + 1)
			}
			if tags == 1 {
				notNoun[strings.ToLower(h)] = true
			}
			for _, e := range list {
				t := nounTag(e.head)
				if t < 0 {
					continue
				}
				for _, w := range dictItems(e.body, t) {
					if seeds[strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(w), "a "), "an ")] {
						add(h)
					}
				}
			}
		}
	}
	left := 0
	for w := range out {
		if notNoun[w] {
			left++
			delete(out, w)
		}
	}
	// GNU Health's translators write Patient in two words where their
	// language does (Vietnamese Bệnh nhân); its one-word Patient is in
	// pnoun.fuse
	pairs := 0
	if err := gnuHealthTranslations(src, func(id, text string) {
		if f := strings.Fields(text); (id == "Patient" || id == "Patients") && len(f) == 2 {
			out[strings.ToLower(f[0]+" "+f[1])] = true
			pairs++
		}
	}); err != nil {
		return nil, "", err
	}
	dropped, err := dropFrequentAndEnglish(src, out)
	if err != nil {
		return nil, "", err
	}
	had := 0
	for w := range out {
		if words.PersonNounWord(w) {
			had++
			delete(out, w)
		}
	}
	if len(out) == 0 {
		return nil, "", fmt.Errorf("no translations of %v", roleNounSeeds)
	}
	return out, fmt.Sprintf("rolenoun.fuse: %d nouns of %d roles from %d dictionaries, %d two-word translations of Patient; %d tagged as no noun, %d frequent words and %d of pnoun.fuse left out",
		len(out), len(roleNounSeeds), dicts, pairs, left, dropped, had), nil
}

// roleNounsNotice is rolenoun.LICENSE's text.
func roleNounsNotice() string {
	return "rolenoun.fuse holds hashes of the one-word translations of " + strings.Join(roleNounSeeds, ", ") + "\n" +
		"in FreeDict's English-X and X-English dictionaries (Debian's dict-freedict-*, GPL-2+, GPL-3+ and CC-BY-SA parts,\n" +
		"see their copyright files), and of the two-word translations of Patient in GNU Health 5.0.6's catalogues (the\n" +
		"gnuhealth wheel, GPL-3+). wamerican's English words, the 200 most frequent words of each language wordfreq 3.1.1\n" +
		"lists (Apache-2.0 code, its data CC-BY-SA 4.0) and pnoun.fuse's words are left out.\n" +
		"The filter holds hashes of single translated words, not the dictionaries' text.\n"
}
