// Compounds whose head is the word for ill or disease itself: German,
// Dutch and Hungarian write the organ or the condition's trigger before
// it as one word (zucker|krank, nieren|kranke, suiker|ziek, cukor|beteg,
// szív|betegség, Herz|krankheit), an adjective or a noun no dictionary
// lists whole, which says what somebody suffers from. The heads are
// grammar, not a word list: each language's adjective "ill" and its noun
// "disease", in their common forms. The Nordic ones (syg, syk, sjuk) are
// left out: they also make "greedy for" (magtsyg, svartsjuk, jealous).

package redact

// sickHeads are the heads, with their inflected forms, longest first
// within each language's family.
var sickHeads = [...]string{
	"krankheiten", "krankheit", "kranken", "kranker", "krankes", "krankem", "kranke", "krank",
	"ziekten", "ziekte", "zieken", "zieke", "ziek",
	"betegségben", "betegsége", "betegség", "betegek", "beteget", "beteg",
}

// sickCompound reports a word of Latin letters that is a known word of
// four letters or more (compoundModifier: with or without a linking
// element) followed by one of sickHeads (zuckerkrank, cukorbeteg); the
// head alone (krank) and a word with no known modifier (Frankfurt, no
// head at all) are not.
func sickCompound(lw string) bool {
	if len(lw) < 8 || len(lw) > 64 || scriptOf(rune(lw[0])) != latin {
		return false
	}
	for _, h := range sickHeads {
		m, ok := cutSuffix(lw, h)
		if !ok {
			continue
		}
		if runeCount(m) < 4 {
			return false
		}
		budget := compoundBudget
		return compoundModifier(m, h, 1, &budget)
	}
	return false
}
