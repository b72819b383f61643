package redact

import "testing"

// TestEchoesJoined: a login masked in one place heads a joined token
// elsewhere (a suggestion made of it, a branch named for it), and a
// surname masked with its given name or after a courtesy title stands
// alone elsewhere, written the same way: both are masked there too; the
// same word in small letters, or inside a longer word, stays.
func TestEchoesJoined(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "[profile] display handle starquillon is taken, try starquillon_2026", gone: []string{"starquillon"}, kept: []string{"[profile] display handle", "is taken, try", "_2026"}},
		{in: "+ git push origin HEAD:refs/heads/feature/qwendrik-fix-checkout\nremote: Permission to acme/web.git denied to qwendrik.", gone: []string{"qwendrik"}, kept: []string{"refs/heads/feature/", "-fix-checkout", "Permission to acme/web.git denied to"}},
		{in: "Fehler im Dienstplan: Fahrerin Sabine Wolf (Schicht 14:00) doppelt eingeplant — Konflikt mit Fahrer Wolf", gone: []string{"Wolf"}, kept: []string{"Fehler im Dienstplan: Fahrerin", "doppelt eingeplant — Konflikt mit Fahrer"}},
		{in: "Lieferant Bauernhof Herbst: Ansprechpartnerin Frau Herbst hat keine Mobilnummer hinterlegt", gone: []string{"Herbst"}, kept: []string{"Lieferant Bauernhof", "Ansprechpartnerin Frau", "hat keine Mobilnummer hinterlegt"}},
		{in: "Käufer Tobias Liebe hat storniert (Liebe), die Vorlage liebe.txt und Liebesbrief fehlen", gone: []string{"Tobias", " Liebe ", "(Liebe)"}, kept: []string{"hat storniert (", "), die Vorlage liebe.txt und Liebesbrief fehlen"}},
	})
}

// TestUrduHamzaNames: an Urdu given name written with the hamza's seat
// after alef (عائشہ) is the Persian names data's (عایشه), and with a
// surname after it is a person; an Urdu sentence's own words stay.
func TestUrduHamzaNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "خرابی: طالبہ عائشہ صدیقی کا نتیجہ شائع نہیں ہو سکا", gone: []string{"عائشہ", "صدیقی"}, kept: []string{"خرابی: طالبہ", "کا نتیجہ شائع نہیں ہو سکا"}},
		{in: "خرابی: جائزہ رپورٹ شائع نہیں ہو سکی"},
	})
}

// TestTailSlugInIdentifier: a given name and a surname at the end of a
// Kubernetes object's quoted name are whom the job was made for, though
// the object's name is an identifier; a name of program words stays.
func TestTailSlugInIdentifier(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Error from server (NotFound): jobs.batch "export-casefile-darius-kavandi" not found`, gone: []string{"darius-kavandi"}, kept: []string{`jobs.batch "export-casefile-`, `" not found`}},
		{in: `Error from server (NotFound): jobs.batch "export-casefile-nightly-cleanup" not found`},
	})
}
