package redact

import "testing"

// TestPartyMembersNamed: the word for a member in a language that writes
// common nouns in small letters, before a short name the technical
// vocabulary alone holds (PS, PCF, PSD) or a capitalised proper name
// (Kommunal, Solidarności, Rassemblement national) or the first word of
// a politics phrase of the lexicon (partido), masks its clause; a
// group of a directory or a program (membre du groupe …, member of
// Administrators, Mitglied der Gruppe …, the IAM role, the OU, a Team)
// stays. Invented texts.
func TestPartyMembersNamed(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erreur 4471 : cotisation du membre du PS non prélevée", []string{"membre du PS"}, []string{"Erreur 4471"}},
		{"Chyba importu: bio „militante du PCF depuis 2012“ trop longue", []string{"militante du PCF"}, []string{"trop longue"}},
		{"Avertisment: voluntarul este membru PSD, nu poate fi observator", []string{"membru PSD"}, []string{"nu poate fi observator"}},
		{"Fel 12: den anställde är medlem i Kommunal sedan 2011.", []string{"medlem i Kommunal"}, []string{"Fel 12:"}},
		{"Błąd eksportu: pracownik członek Solidarności, pole niedozwolone", []string{"Solidarności"}, []string{"Błąd eksportu:", "pole niedozwolone"}},
		{"profil 3310: membre du Rassemblement national", []string{"Rassemblement national"}, []string{"profil 3310:"}},
		// the party or the union named by its kind alone, the first
		// word of a lexicon phrase (partido político)
		{"Error en padrón 12: el afiliado figura como militante del partido", []string{"partido"}, []string{"Error en padrón 12:"}},
		{"erreur: membre de la partie 3 introuvable", nil, []string{"membre de la partie 3 introuvable"}},
		// a directory's or a program's group
		{"erreur: membre du groupe Administrateurs introuvable", nil, []string{"membre du groupe Administrateurs introuvable"}},
		{"Fehler: Mitglied der Gruppe Admins fehlt", nil, []string{"Mitglied der Gruppe Admins fehlt"}},
		{"error: member of the IAM role missing", nil, []string{"member of the IAM role missing"}},
		{"Fehler: Mitglied der OU fehlt", nil, []string{"Mitglied der OU fehlt"}},
		{"errore: membro del Team Alpha non trovato", nil, []string{"membro del Team Alpha non trovato"}},
		{"erreur: membre du SSO group introuvable", nil, []string{"membre du SSO group introuvable"}},
	})
}
