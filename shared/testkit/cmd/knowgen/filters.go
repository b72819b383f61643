// The filters knowgen writes: which it can rewrite alone, their
// fingerprint widths, and how each is built and written.

package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// soloFilters are the filters -only rewrites alone from their own source:
// the words and a line of counts to print, and the fingerprint width.
var soloFilters = map[string]struct {
	words func(src string) (map[string]bool, string, error)
	bits  int
}{
	"thailoan.fuse":   {thaiLoanWords, thaiLoanBits},
	"trnouns.fuse":    {turkishNouns, trNounBits},
	"thaigram.fuse":   {thaiGramWords, thaiGramBits},
	"thaiverb.fuse":   {thaiVerbWords, thaiVerbBits},
	"csstem.fuse":     {czechStems, csStemBits},
	"catnouns.fuse":   {catalogueNouns, catNounBits},
	"known5.fuse":     {deeperDictionaries, deep5Bits},
	"bip39.fuse":      {bip39Words, bip39Bits},
	"surgiven.fuse":   {surGivenNames, surGivenBits},
	"kananame.fuse":   {kanaNames, kanaNameBits},
	"thaipair.fuse":   {thaiPairNames, thaiPairBits},
	"fagiven.fuse":    {persianGivenNames, faGivenBits},
	"visurname.fuse":  {vietSurnames, viSurnameBits},
	"known7.fuse":     {nordicDictionaries, known7Bits},
	"records.fuse":    {recordNouns, recordBits},
	"thaicat.fuse":    {thaiCatalogueOnce, thaiCatBits},
	"tagalog.fuse":    {tagalogWords, tagalogBits},
	"pnoun.fuse":      {personNouns, pNounBits},
	"rolenoun.fuse":   {roleNouns, roleNounBits},
	"healthcat.fuse":  {healthCatalogueWords, healthCatBits},
	"commonfp.fuse":   {commonFPWords, commonFPBits},
	"codelabels.fuse": {codeLabels, codeLabelBits},
	"idphrases.fuse":  {idPhrases, idPhraseBits},
	"userword.fuse":   {userWords, userWordBits},
	"textword.fuse":   {textWords, textWordBits},
	"personlead.fuse": {personLeads, personLeadBits},
	"unspaced.fuse":   {unspacedWords, unspacedBits},
	"placewords.fuse": {placeWords, placeWordBits},
	"mwwords.fuse":    {mwWords, mwWordsBits},
	fwWordsFile:       {fwWords, fwWordsBits},
}

// soloNotices are the notices (sources, licences) -only writes beside a
// solo filter, as its name's .LICENSE.
var soloNotices = map[string]func() string{
	"records.fuse":    recordNounsNotice,
	"pnoun.fuse":      personNounsNotice,
	"rolenoun.fuse":   roleNounsNotice,
	"codelabels.fuse": codeLabelsNotice,
	"commonfp.fuse":   commonFPNotice,
	"healthcat.fuse":  healthCatNotice,
	"idphrases.fuse":  idPhrasesNotice,
	"tagalog.fuse":    tagalogNotice,
	"userword.fuse":   userWordsNotice,
	"textword.fuse":   textWordsNotice,
	"personlead.fuse": personLeadsNotice,
	"unspaced.fuse":   unspacedNotice,
	"placewords.fuse": placeWordsNotice,
	fwWordsFile:       fwWordsNotice,
}

// onlyName is the one file -only names, or "" when it names none or more.
func onlyName(only map[string]bool) string {
	if len(only) != 1 {
		return ""
	}
	for f := range only {
		return f
	}
	return ""
}

// Fingerprint widths: Known asks four filters (dictionary, nouns,
// templates, technical terms), each of which answers a stranger yes at
// 2^-11, so Known does at about 0.2%; people's names tolerate 1% (2^-7 =
// 0.78%). The widths were 13 bits until the amd64 bootstrap passed 13 MB:
// at 11 bits every corpus figure of make privacy-report stayed the same and
// two fresh generated draws lost two values of 5,580 (fusenarrow rewrites a
// filter at a narrower width without the sources).
//
// inflected.fuse, compoundnames.fuse and function.fuse (a few hundred words
// each) are written at 16 bits, as the other small filters whose yes to a
// stranger would make a word known or a name (fieldkeys, codelabels,
// records): once in 65,536 asks, a 40th of what Known's other filters add
// each (fusenarrow -width 16 from 24 in session 29: 2,464 bytes less,
// Known's false positives 0.2378% -> 0.2399%, every figure of make
// privacy-report the same).
const (
	inflectedBits = 16
	knownBits     = 11
	// knowncjk.fuse: asked only of words that begin with a CJK letter
	knownCJKBits = 8
	wordBits     = 11
	nameBits     = 7
)

// writeFilter writes the filter of set's words as outDir/file and prints
// its figures.
func writeFilter(outDir, file string, set map[string]bool, bits int) ([]byte, error) {
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b, err := writeFuse(outDir, file, keys, bits)
	if err != nil {
		return nil, err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry, false positives %.3f%%\n", file, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), 100/float64(uint(1)<<bits))
	return b, nil
}

// keysDir, when set (-keys), is where writeFuse writes each filter's keys
// too, one a line: fusenarrow -keys reads them to rewrite a committed
// 3-wise filter 4-wise where this machine's sources give a few keys more or
// other than the committed filter's (tech.fuse), which it then keeps.
var keysDir = flag.String("keys", "", "also write each filter's keys, sorted, one a line, as DIR/FILE.keys (for fusenarrow -keys)")

// threeWise are the filters committed 3-wise (words.BuildFuseArity):
// given.fuse and surname.fuse, whose false positives a 4-wise rewrite
// draws anew (words/knowledge.go says what that cost; session 32 measured
// it again: 23,296 bytes less, and every held-out set a text or a value
// worse), and man.fuse,
// system.fuse and registry.fuse, never rewritten. They are written 3-wise
// again, so that a run over the same keys writes the committed bytes (it
// wrote them 4-wise: a diff of every byte, the keys the same, and other
// false positives).
var threeWise = map[string]bool{"given.fuse": true, "surname.fuse": true, "man.fuse": true, "system.fuse": true, "registry.fuse": true}

// packed are the filters written packed (words.PackFuse: without their
// zero cells, which unpack to the same bytes, so every answer stays): 4%
// to 16% fewer bytes (session 36: given.fuse 193,563 -> 181,291). They
// are the filters this command regenerates byte for byte from the
// dictionaries and the names data alone (-only), but known.fuse: packed,
// it saved 34,502 bytes and cost 1.5 ms of CPU and 1.2 MB of heap at each
// cold start to unpack, so it stays read in place. The others stay as
// committed until a run where their sources are checks them (fusenarrow
// -pack packs a committed filter without its keys).
var packed = map[string]bool{
	"noun.fuse": true, "inflected.fuse": true, "compoundnames.fuse": true,
	"function.fuse": true, "sharps.fuse": true, "given.fuse": true, "surname.fuse": true,
	// packed in session 39 by fusenarrow -pack, to keep the amd64
	// bootstrap under 13 MB (13,009,022 bytes unpacked)
	"template.fuse": true, "tech.fuse": true, "known5.fuse": true,
	// and in session 40, when its code and rolenoun.fuse took the amd64
	// bootstrap to 13,000,830 bytes, and its merged branches to
	// 13,009,022 (the filters read lazily first, then four warmed ones)
	"knowncjk.fuse": true, "laterlatin.fuse": true, "bip39.fuse": true, "csstem.fuse": true,
	"thaipair.fuse": true, "kananame.fuse": true, "fagiven.fuse": true, "known4.fuse": true,
	"known7.fuse": true, "code.fuse": true, "mwwords.fuse": true,
	// session 43: the frameworks' catalogues' words, packed from the start
	fwWordsFile: true,
	// and in session 43 (pack43), every other filter read lazily on its
	// first use, to make room under 13 MB for that session's knowledge (no
	// answer changes); the ones words.Warm unpacked at every cold start
	// (common, gap, latingap, laterother, registry, hangul, hindi and the
	// Thai phrase, part and web filters: 9.5 KB packed) stayed unpacked
	// until session 44
	"catnouns.fuse": true, "codelabels.fuse": true, "commonfp.fuse": true, "docwords.fuse": true,
	"ext.fuse": true, "fistem.fuse": true, "healthcat.fuse": true, "idphrases.fuse": true,
	"man.fuse": true, "personlead.fuse": true, "placewords.fuse": true, "pnoun.fuse": true,
	"records.fuse": true, "rolenoun.fuse": true, "semgiven.fuse": true, "semsurname.fuse": true,
	"surgiven.fuse": true, "system.fuse": true, "tagalog.fuse": true, "textword.fuse": true,
	"thaicat.fuse": true, "thaigram.fuse": true, "thailoan.fuse": true, "thainame.fuse": true,
	"thaiverb.fuse": true, "trnouns.fuse": true, "unspaced.fuse": true, "userword.fuse": true,
	"vehiclewords.fuse": true, "vera.fuse": true, "visurname.fuse": true,
	// session 44: the warmed filters only a text in another script asks,
	// no longer warmed (laterother, hangul, hindi, Thai phrase, part and
	// web: 4,283 bytes), when the session's knowledge took the amd64
	// bootstrap to 13,000,830 bytes
	"laterother.fuse": true, "hangul.fuse": true, "hindi.fuse": true,
	"thaiphrase.fuse": true, "thaipart.fuse": true, "thaiweb.fuse": true,
	// and four words.Warm unpacks beside a start's secret reads (5,283
	// bytes; about 60 KB to unpack, where known.fuse's 1.2 MB took 1.5 ms)
	"common.fuse": true, "gap.fuse": true, "latingap.fuse": true, "registry.fuse": true,
	// and the six read in place until then, read lazily since (8,509 bytes)
	brandsFile: true, "countries.fuse": true, fieldKeysFile: true, "health.fuse": true,
	pwKeysFile: true, "spdx.fuse": true,
	// and kinwords.fuse, the filter words.KinWord asks since session 44
	kinWordsFuse: true,
}

// writeFuse builds the filter of keys with fingerprints of bits and writes
// it as outDir/file, packed if it is one of packed; it returns the bytes
// written.
func writeFuse(outDir, file string, keys []string, bits int) ([]byte, error) {
	arity := 4
	if threeWise[file] {
		arity = 3
	}
	b, err := words.BuildFuseArity(keys, bits, arity)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if packed[file] {
		if b, err = words.PackFuse(b); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
	}
	if slices.Contains(laterParts, file) && *keysDir == "" {
		return nil, fmt.Errorf("%s is merged into laterlatin.fuse and laterother.fuse (later.go): give -keys DIR, then run -later DIR", file)
	}
	if *keysDir != "" {
		sorted := slices.Sorted(slices.Values(keys))
		if err := os.WriteFile(filepath.Join(*keysDir, file+".keys"), []byte(strings.Join(sorted, "\n")+"\n"), 0o644); err != nil {
			return nil, err
		}
	}
	if slices.Contains(laterParts, file) {
		return b, nil // its keys alone: -later merges them
	}
	return b, os.WriteFile(filepath.Join(outDir, file), b, 0o644)
}

// writeTextList writes a word list the redactor embeds deflated: its text
// as file (to read and to diff) and, beside it, the same name with .flate
// for .txt, which the words package embeds (words.DeflateText).
func writeTextList(outDir, file, text string) error {
	if err := os.WriteFile(filepath.Join(outDir, file), []byte(text), 0o644); err != nil {
		return err
	}
	b, err := words.DeflateText(text)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(outDir, strings.TrimSuffix(file, ".txt")+".flate"), b, 0o644)
}
