package redact

import "testing"

// TestGreekArticleNames: a capitalised Greek word right after a definite
// article is a proper name though the dictionary holds it in small
// letters (η Ελπίδα, hope; την Ειρήνη, peace): masked when the names data
// holds it as a given name, with a capitalised surname after it; the
// article and the sentence stay, and so do the word in small letters, a
// role written with a capital, a brand and a country.
func TestGreekArticleNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Σφάλμα: η Ελπίδα δεν βρέθηκε στο σύστημα", gone: []string{"Ελπίδα"}, kept: []string{"Σφάλμα: η ", " δεν βρέθηκε στο σύστημα"}},
		{in: "Σφάλμα: το μήνυμα προς την Ειρήνη δεν στάλθηκε", gone: []string{"Ειρήνη"}, kept: []string{"το μήνυμα προς την ", " δεν στάλθηκε"}},
		{in: "Σφάλμα: η ελπίδα δεν αρκεί"},
		{in: "Σφάλμα: ο Διαχειριστής δεν έχει δικαιώματα"},
		{in: "Σφάλμα: η Microsoft δεν απάντησε"},
		{in: "Σφάλμα: η ειρήνη του συστήματος"},
	})
}
