package words

import "testing"

func TestManPage(t *testing.T) {
	for _, w := range []string{"fgets", "epoll_wait", "pthread_create"} {
		if !ManPage(w) && !Known(w) && !Tech(w) && !Code(w) {
			t.Errorf("%q is known to no filter", w)
		}
	}
	if !ManPage("fgets") {
		t.Error("ManPage(fgets) = false")
	}
	for _, w := range []string{"olivia", "mkaraoglu"} {
		if ManPage(w) {
			t.Errorf("ManPage(%q) = true", w)
		}
	}
	// boguchwał's fingerprint is one of man.fuse's false positives: the
	// manual's names are ASCII, so a word beyond ASCII is never asked
	if ManPage("boguchwał") || Code("boguchwał") {
		t.Error("a word with a letter beyond ASCII is known to a filter of ASCII names")
	}
	if !manF.get().Has("boguchwał") {
		t.Error("man.fuse no longer answers boguchwał (regenerated?): pick another word beyond ASCII it answers, or the case above tests nothing")
	}
	for _, c := range []string{CategoryHealth, CategorySexLife, CategoryReligion, CategoryPolitics, CategoryUnion,
		CategoryEthnicity, CategoryBiometric, CategoryCriminal, CategoryImmigration} {
		if got := specialCategory(SpecialCode(c)); got != c {
			t.Errorf("category %q written as %q reads as %q", c, SpecialCode(c), got)
		}
	}
}

// The acronyms the manual's pages write are known as written, in
// capitals; the same letters in lower case, surnames in capitals, and
// words the manual does not write are not.
func TestAcronym(t *testing.T) {
	for _, w := range []string{"NUMA", "TLB", "XOFF", "SIGRTMAX", "TOCTOU"} {
		if !Acronym(w) {
			t.Errorf("Acronym(%q) = false, want true", w)
		}
	}
	for _, w := range []string{
		"numa", "Numa", // not as the manual writes it
		"DUPONT", "MARTIN", "KOWALSKI", "NAKAMURA", // surnames written in capitals
		"A", "TOOLONGACRONYM", "N1MA", "ÉTÉ",
	} {
		if Acronym(w) {
			t.Errorf("Acronym(%q) = true, want false", w)
		}
	}
}
