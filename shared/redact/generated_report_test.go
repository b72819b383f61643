package redact

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/testkit/corpus"
)

// The generated corpus (gen-planted.tsv, gen-survivors.tsv) holds values
// drawn from Faker and Mimesis across their locales, placed into real error
// templates of many ecosystems by shared/testkit/corpusgen: data written
// apart from the rules and from the knowledge the redactor is built on.
// Each class is family/locale/position/package. The floors are the figures
// measured when they were set (issue 31's "before"); a change that lowers
// one fails, a change that raises one should raise it.
const (
	genRecallFloor    = 0.998 // share of generated planted values masked
	genSurvivalFloor  = 0.981 // share of generated survivors kept
	l10nIntactFloor   = 0.998 // share of localised benign texts unchanged, the first twelve languages
	l10nFactsFloor    = 0.998 // share of their facts kept
	genMissesPerGroup = 8     // missed values listed per family (the rest are counted)
)

// The same two shares for the languages added to the localised corpus
// after the first twelve (l10nAddedLangFloor).
const (
	l10nAddedIntactFloor = 0.920
	l10nAddedFactsFloor  = 0.996
)

// genFamilyFloor and genLocaleFloor hold the recall measured per family and
// per locale; l10nLangFloor and l10nAddedLangFloor the unchanged share per
// language.
var (
	genFamilyFloor = map[string]float64{
		"address":     1.0,
		"card":        1.0,
		"dob":         1.0,
		"email":       1.0,
		"iban":        1.0,
		"ip":          1.0,
		"name":        0.992,
		"national-id": 1.0,
		"password":    1.0,
		"phone":       1.0,
		"plate":       0.994,
		"username":    0.997,
	}
	genLocaleFloor = map[string]float64{
		"ar_AE": 1.0,
		"ar_SA": 1.0,
		"az_AZ": 1.0,
		"bg_BG": 1.0,
		"bn_BD": 1.0,
		"cs_CZ": 1.0,
		"de_DE": 1.0,
		"el_GR": 0.991,
		"en_GB": 1.0,
		"en_US": 1.0,
		"es_ES": 1.0,
		"fa_IR": 1.0,
		"fi_FI": 1.0,
		"fr_FR": 1.0,
		"gu_IN": 1.0,
		"he_IL": 0.99,
		"hi_IN": 0.988, // 89 of 90 since session 26 rebuilt known.fuse (its false positives drawn anew)
		"hu_HU": 1.0,
		"hy_AM": 1.0,
		"id_ID": 1.0,
		"it_IT": 1.0,
		"ja_JP": 1.0,
		"ka_GE": 1.0,
		"kk_KZ": 1.0,
		"ko_KR": 0.99,
		"mk_MK": 1.0,
		"nl_NL": 0.991,
		"or_IN": 1.0,
		"pl_PL": 1.0,
		"pt_BR": 0.991,
		"ru_RU": 0.991,
		"si_LK": 0.95,
		"sv_SE": 1.0,
		"ta_IN": 1.0,
		"th_TH": 1.0,
		"tr_TR": 1.0,
		"uk_UA": 1.0,
		"vi_VN": 1.0,
		"yo_NG": 1.0,
		"zh_CN": 1.0,
		"zh_TW": 1.0,
	}
	l10nLangFloor = map[string]float64{
		"de": 1.0,
		"es": 1.0,
		"fr": 1.0,
		"it": 0.978,
		"ja": 1.0,
		"ko": 1.0,
		"nl": 1.0,
		"pl": 0.976,
		"pt": 1.0,
		"ru": 1.0,
		"uk": 1.0,
		"zh": 1.0,
	}
	// l10nAddedLangFloor: the languages added to the corpus after the
	// first twelve, at the share measured when they were added (Debian's
	// catalogues of them hold words no dictionary here has), raised where
	// known2.fuse's dictionaries (tr cs sv hu ro el id) and known3.fuse's
	// catalogue words (tr cs hu ro ar th), and known4.fuse's words of
	// Arabic, Hebrew and Thai with the rules that read them (visual
	// Hebrew, Thai role nouns at word starts), and Romanian's feminine and
	// articled forms (stems.go), Indonesian's di- (idforms.go)
	l10nAddedLangFloor = map[string]float64{
		"ar": 0.952,
		"en": 0.990, // the English templates of the same catalogues (100 texts), added last
		"cs": 0.928,
		"el": 0.897,
		"he": 0.974,
		"hu": 1.0,
		"id": 0.952,
		"ro": 0.904,
		"sv": 0.934,
		"th": 0.794,
		"tr": 0.904,
		"vi": 1.0,
	}
)

// TestGeneratedCorpus reports recall on gen-planted.tsv per family, per
// locale, per position and per package, and survival on gen-survivors.tsv.
// A value counts as caught when neither it (raw or decoded) nor, for a
// name, any of its parts comes through, in every field shape (as the blind
// corpora are judged). GEN_DRAW=DIR runs a draw apart from the committed
// one instead (CORPUSGEN_DRAW=x corpusgen.py planted DIR, written outside
// the repository): figures only, the committed draw's floors not applied.
func TestGeneratedCorpus(t *testing.T) {
	r := New()
	dir, drawn := "testdata/corpus", false
	if d := os.Getenv("GEN_DRAW"); d != "" {
		dir, drawn = d, true
	}
	planted := corpus.Load(t, filepath.Join(dir, "gen-planted.tsv"))
	if len(planted) < 2000 {
		t.Fatalf("generated corpus has %d values, want >= 2000", len(planted))
	}
	by := [4]tallies{{}, {}, {}, {}} // family, locale, position, package
	cross := tallies{}               // locale|family
	var all tally
	misses := map[string][]string{}
	for _, e := range planted {
		cls := strings.SplitN(e.Class, "/", 4)
		if len(cls) != 4 {
			t.Fatalf("bad class %q", e.Class)
		}
		caught, out := genCaught(r, cls[0], e)
		for i, k := range cls {
			by[i].add(k, caught)
		}
		cross.add(cls[1]+"|"+cls[0], caught)
		all.add(caught)
		if !caught && len(misses[cls[0]]) < genMissesPerGroup {
			misses[cls[0]] = append(misses[cls[0]], e.Class+": "+e.Value+" <- "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("generated corpus recall: %d of %d values, %.1f%% (%s, Faker + Mimesis)", all.ok, all.total, pct(all.ok, all.total), filepath.Join(dir, "gen-planted.tsv"))
	for i, title := range []string{"family", "locale", "position", "package"} {
		t.Logf("  recall per %s:", title)
		by[i].log(t, "    ", 16)
	}
	logCross(t, by[1], by[0], cross)
	for _, fam := range sortedKeys(misses) {
		for _, m := range misses[fam] {
			t.Logf("  missed %s", m)
		}
		if n := by[0][fam].total - by[0][fam].ok; n > len(misses[fam]) {
			t.Logf("  missed %s: %d more", fam, n-len(misses[fam]))
		}
	}
	ablation(t, planted)
	if !drawn {
		checkFloor(t, "generated recall", all, genRecallFloor)
		for k, floor := range genFamilyFloor {
			checkFloor(t, "generated recall of family "+k, *by[0][k], floor)
		}
		for k, floor := range genLocaleFloor {
			checkFloor(t, "generated recall of locale "+k, *by[1][k], floor)
		}
	}

	surv := corpus.Load(t, filepath.Join(dir, "gen-survivors.tsv"))
	kinds := tallies{}
	var kept tally
	var lost []string
	for _, e := range surv {
		out, err := r.String(e.Carrier)
		ok := err == nil && strings.Contains(out, e.Value)
		kind := strings.SplitN(e.Class, "/", 2)[0]
		if kind == "identifier" || kind == "product" {
			kind = strings.Join(strings.SplitN(e.Class, "/", 3)[:2], "/")
		}
		kinds.add(kind, ok)
		kept.add(ok)
		if !ok {
			lost = append(lost, e.Class+": "+e.Carrier+" -> "+out)
		}
	}
	t.Logf("generated survivors kept: %d of %d, %.1f%% (%s)", kept.ok, kept.total, pct(kept.ok, kept.total), filepath.Join(dir, "gen-survivors.tsv"))
	kinds.log(t, "    ", 22)
	for _, l := range lost {
		t.Logf("  survivor lost %s", l)
	}
	if drawn {
		t.Logf("a drawn sample (GEN_DRAW): figures only, the committed draw's floors are not applied")
		return
	}
	checkFloor(t, "generated survivors", kept, genSurvivalFloor)
}

// TestLocalisedBenignCorpus runs l10n-benign.tsv: localised error templates
// from translation catalogues (classes lang/source; a source the
// redactor's knowledge is built from is marked :in-knowledge) filled with
// technical values only. It reports the unchanged share and the facts kept
// per language and lists every change. L10N_DRAW=DIR/l10n-benign.tsv runs
// a sample drawn apart from the committed one instead (CORPUSGEN_DRAW=x
// corpusgen.py l10n DIR, written outside the repository), to check a change
// beyond the texts it was made on: the figures are printed, the floors,
// which are the committed sample's, are not applied.
func TestLocalisedBenignCorpus(t *testing.T) {
	r := New()
	path, drawn := "testdata/corpus/l10n-benign.tsv", false
	if d := os.Getenv("L10N_DRAW"); d != "" {
		path, drawn = d, true
	}
	texts := corpus.Load(t, path)
	if len(texts) < 300 {
		t.Fatalf("localised benign corpus has %d texts, want >= 300", len(texts))
	}
	langs, facts, _, _ := localisedRun(t, r, texts, "localised benign", path, 26)
	for _, k := range sortedKeys(langs) {
		if langs[k].total < 20 {
			t.Errorf("localised benign corpus has %d texts in %s, want >= 20", langs[k].total, k)
		}
	}
	if drawn {
		t.Logf("a drawn sample (L10N_DRAW): figures only, the committed sample's floors are not applied")
		return
	}
	// the floors of all languages hold for the twelve measured first; the
	// languages added later (l10nAddedLangFloor) have floors of their own
	var first, firstFacts, added, addedFacts tally
	for k, tl := range langs {
		a, af := &first, &firstFacts
		if _, ok := l10nAddedLangFloor[k]; ok {
			a, af = &added, &addedFacts
		}
		a.total, a.ok, af.total, af.ok = a.total+tl.total, a.ok+tl.ok, af.total+facts[k].total, af.ok+facts[k].ok
	}
	checkFloor(t, "localised benign unchanged", first, l10nIntactFloor)
	checkFloor(t, "localised benign facts", firstFacts, l10nFactsFloor)
	checkFloor(t, "localised benign unchanged, languages added", added, l10nAddedIntactFloor)
	checkFloor(t, "localised benign facts, languages added", addedFacts, l10nAddedFactsFloor)
	for _, m := range []map[string]float64{l10nLangFloor, l10nAddedLangFloor} {
		for k, floor := range m {
			checkFloor(t, "localised benign unchanged in "+k, *langs[k], floor)
		}
	}
}

// localisedRun redacts every text of a localised corpus (classes
// lang/source, facts a |-list), logs its unchanged share and facts kept
// overall, per language and per source, then every change, and returns the
// tallies the floors are checked on. what names the corpus in the summary
// line; width pads the sources.
func localisedRun(t *testing.T, r *Redactor, texts []corpus.Entry, what, path string, width int) (langs, facts tallies, all, allFacts tally) {
	t.Helper()
	langs, facts = tallies{}, tallies{}
	srcs := tallies{}
	var changes []string
	for _, e := range texts {
		cls := strings.SplitN(e.Class, "/", 2)
		out, err := r.String(e.Carrier)
		same := err == nil && out == e.Carrier
		langs.add(cls[0], same)
		srcs.add(cls[1], same)
		all.add(same)
		for _, f := range strings.Split(e.Value, "|") {
			if f == "" {
				continue
			}
			facts.add(cls[0], strings.Contains(out, f))
			allFacts.add(strings.Contains(out, f))
		}
		if !same {
			changes = append(changes, e.Class+": "+strings.ReplaceAll(e.Carrier, "\n", "⏎")+"\n      -> "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("%s texts unchanged: %d of %d, %.1f%%; facts kept: %d of %d, %.1f%% (%s)", what, all.ok, all.total, pct(all.ok, all.total), allFacts.ok, allFacts.total, pct(allFacts.ok, allFacts.total), path)
	t.Logf("  per language:        unchanged          facts kept")
	for _, k := range sortedKeys(langs) {
		fk := facts[k]
		if fk == nil {
			fk = &tally{}
			facts[k] = fk
		}
		t.Logf("    %-8s %4d of %4d  %5.1f%%   %4d of %4d  %5.1f%%", k, langs[k].ok, langs[k].total, pct(langs[k].ok, langs[k].total), fk.ok, fk.total, pct(fk.ok, fk.total))
	}
	t.Logf("  per source:")
	srcs.log(t, "    ", width)
	sort.Strings(changes)
	for _, c := range changes {
		t.Logf("  changed %s", c)
	}
	return langs, facts, all, allFacts
}

// tally counts how many of total were ok.
type tally struct{ total, ok int }

func (tl *tally) add(ok bool) {
	tl.total++
	if ok {
		tl.ok++
	}
}

// tallies is a tally per group, made on first use.
type tallies map[string]*tally

// log writes one line a key, in order: indent, the key padded to width,
// then "ok of total" and the share, as every report's breakdowns print.
func (ts tallies) log(t *testing.T, indent string, width int) {
	t.Helper()
	for _, k := range sortedKeys(ts) {
		t.Logf("%s%-*s %4d of %4d  %5.1f%%", indent, width, k, ts[k].ok, ts[k].total, pct(ts[k].ok, ts[k].total))
	}
}

func (m tallies) add(k string, ok bool) {
	if m[k] == nil {
		m[k] = &tally{}
	}
	m[k].add(ok)
}

// logCross prints recall per locale (rows) and family (columns), "-"
// where a locale has no value of a family.
func logCross(t *testing.T, locales, families, cross tallies) {
	fams := sortedKeys(families)
	head := fmt.Sprintf("    %-7s", "locale")
	for _, f := range fams {
		head += fmt.Sprintf(" %8.8s", f)
	}
	t.Logf("  recall per locale and family (%%):")
	t.Logf("%s", head)
	for _, l := range sortedKeys(locales) {
		row := fmt.Sprintf("    %-7s", l)
		for _, f := range fams {
			if c := cross[l+"|"+f]; c != nil {
				row += fmt.Sprintf(" %8.0f", pct(c.ok, c.total))
			} else {
				row += fmt.Sprintf(" %8s", "-")
			}
		}
		t.Logf("%s", row)
	}
}

// checkFloor fails t when a tally's share is under its floor.
func checkFloor(t *testing.T, what string, tl tally, floor float64) {
	t.Helper()
	if tl.total == 0 {
		t.Errorf("%s: nothing measured", what)
		return
	}
	if got := float64(tl.ok) / float64(tl.total); got < floor {
		t.Errorf("%s %.3f under its floor %.3f", what, got, floor)
	}
}

// nameParticles are the short words inside names that name no one alone
// (von, van, dos, bin): a name does not count as leaked because one stays.
var nameParticles = map[string]bool{"von": true, "van": true, "der": true, "den": true, "del": true, "dos": true, "das": true, "bin": true, "ibn": true, "ben": true, "les": true, "los": true, "las": true, "della": true}

// genCaught reports whether a planted value of a family is caught in every
// field shape its carrier can stand in (as the blind corpora are judged),
// and else the first shape's field and output that leaked it.
func genCaught(r *Redactor, family string, e corpus.Entry) (bool, string) {
	for _, f := range fieldShapes {
		in := strings.Replace(f.format, "%s", e.Carrier, 1)
		o, err := r.String(in)
		if err != nil || genLeaked(family, in, o, e.Value) {
			return false, f.field + ": " + o
		}
	}
	return true, ""
}

// genLeaked reports whether a generated value came through: whole (raw or
// decoded), or for a name any part of it that the template around it does
// not hold itself. Parts are split at spaces and at the separators of
// slugs; a part of one or two letters is too short to judge, except in
// the scripts that write a name in two characters (Han, kana, Hangul).
func genLeaked(family, carrier, out, value string) bool {
	if leaked(out, value) {
		return true
	}
	if family != "name" {
		return false
	}
	rest := strings.ReplaceAll(carrier, value, "")
	for _, p := range strings.FieldsFunc(value, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("-_.,'’·", r)
	}) {
		n := utf8.RuneCountInString(p)
		if n < 2 || (n < 3 && !compactScript(p)) || nameParticles[strings.ToLower(p)] || strings.Contains(rest, p) {
			continue
		}
		if compactScript(p) {
			if strings.Contains(out, p) {
				return true
			}
			continue
		}
		for i := 0; ; {
			j := strings.Index(out[i:], p)
			if j < 0 {
				break
			}
			j += i
			before, _ := utf8.DecodeLastRuneInString(out[:j])
			after, _ := utf8.DecodeRuneInString(out[j+len(p):])
			if !unicode.IsLetter(before) && !unicode.IsLetter(after) {
				return true
			}
			i = j + len(p)
		}
	}
	return false
}

// compactScript: a word in a script whose names are one or two characters
// and whose words are not spaced (Han, Hiragana, Katakana, Hangul).
func compactScript(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return true
		}
	}
	return false
}

// ablation reports recall per family with the strong detectors (the class
// lists: vendor prefixes, cards, IBANs, national ids, phones, e-mail…) off:
// what finding values by where they stand and knowing words catches alone.
// The families no list names must hold up without them.
func ablation(t *testing.T, planted []corpus.Entry) {
	r := New()
	r.structureOnly = true
	fam := tallies{}
	for _, e := range planted {
		cls := strings.SplitN(e.Class, "/", 4)
		caught := true
		for _, f := range fieldShapes {
			in := strings.Replace(f.format, "%s", e.Carrier, 1)
			o, err := r.String(in)
			if err != nil || genLeaked(cls[0], in, o, e.Value) {
				caught = false
				break
			}
		}
		fam.add(cls[0], caught)
	}
	t.Logf("  ablation, recall per family with the strong detectors off (word rules and value positions only):")
	fam.log(t, "    ", 16)
}

// genMoreFloor is the recall on gen-families.tsv, the families measured
// after the first ones (passports, bank accounts, postcodes, vehicles,
// devices, wallets, card codes, recovery phrases, blood groups), and
// genMoreFamilyFloor per family; genJobsFloor the job titles kept.
var (
	genMoreFloor       = 0.996
	genMoreFamilyFloor = map[string]float64{
		"bban": 1, "bitcoin": 0.989, "blood": 0.986, "cvv": 1, "ethereum": 1,
		"expiry": 1, "geo": 1, "imei": 1, "ipv6": 0.989, "mac": 1, "mnemonic": 1,
		"passport": 1, "postcode": 0.992, "vin": 1,
	}
	genJobsFloor = 1.0
)

// TestGeneratedFamilies reports recall on gen-families.tsv per family, per
// locale and per position (judged as TestGeneratedCorpus judges), and the
// job titles of gen-families-survivors.tsv kept. GEN_DRAW=DIR runs a draw
// apart from the committed one (corpusgen.py families DIR): figures only.
func TestGeneratedFamilies(t *testing.T) {
	r := New()
	dir, drawn := "testdata/corpus", false
	if d := os.Getenv("GEN_DRAW"); d != "" {
		dir, drawn = d, true
	}
	by := [3]tallies{{}, {}, {}}
	cross := tallies{}
	var all tally
	misses := map[string][]string{}
	for _, e := range corpus.Load(t, filepath.Join(dir, "gen-families.tsv")) {
		cls := strings.SplitN(e.Class, "/", 4)
		caught, out := genCaught(r, cls[0], e)
		for i := range by {
			by[i].add(cls[i], caught)
		}
		cross.add(cls[1]+"|"+cls[0], caught)
		all.add(caught)
		if !caught && len(misses[cls[0]]) < genMissesPerGroup {
			misses[cls[0]] = append(misses[cls[0]], e.Class+": "+e.Value+" <- "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("generated families recall: %d of %d values, %.1f%% (%s)", all.ok, all.total, pct(all.ok, all.total), filepath.Join(dir, "gen-families.tsv"))
	for i, title := range []string{"family", "locale", "position"} {
		t.Logf("  recall per %s:", title)
		by[i].log(t, "    ", 16)
	}
	logCross(t, by[1], by[0], cross)
	for _, fam := range sortedKeys(misses) {
		for _, m := range misses[fam] {
			t.Logf("  missed %s", m)
		}
	}
	var kept tally
	for _, e := range corpus.Load(t, filepath.Join(dir, "gen-families-survivors.tsv")) {
		out, err := r.String(e.Carrier)
		ok := err == nil && strings.Contains(out, e.Value)
		kept.add(ok)
		if !ok {
			t.Logf("  survivor lost %s: %s -> %s", e.Class, e.Carrier, out)
		}
	}
	t.Logf("generated job titles kept: %d of %d, %.1f%%", kept.ok, kept.total, pct(kept.ok, kept.total))
	if drawn {
		t.Logf("a drawn sample (GEN_DRAW): figures only, the committed draw's floors are not applied")
		return
	}
	checkFloor(t, "generated families recall", all, genMoreFloor)
	for k, floor := range genMoreFamilyFloor {
		checkFloor(t, "generated families recall of "+k, *by[0][k], floor)
	}
	checkFloor(t, "generated job titles kept", kept, genJobsFloor)
}
