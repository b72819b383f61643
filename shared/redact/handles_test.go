package redact

import "testing"

// TestGamerTags: a tag in the players' decoration (xX…Xx) is masked
// whatever words it holds; an x and an X elsewhere (a hex digit's prefix,
// a size, a word) keep their text. Invented tags.
func TestGamerTags(t *testing.T) {
	checkProse(t, []proseCase{
		{"[Lobby] Player xXNightOwlXx kicked: ping too high (412 ms)", []string{"NightOwl"}, []string{"Player", "kicked: ping too high (412 ms)"}},
		{"chat from xX_frost_byte_Xx blocked by filter", []string{"frost_byte"}, []string{"chat from", "blocked by filter"}},
		{"report against xXmarek2009Xx filed", []string{"marek2009"}, []string{"report against", "filed"}},
		// the neighbours
		{"texture 0xXXFF failed, size 4xX overflow, XxX grid", nil, []string{"0xXXFF", "4xX", "XxX"}},
		{"mode xXXx unsupported", nil, []string{"xXXx"}},
	})
}

// TestSurnameAfterCatalogueRoleNoun: after another language's word for a
// person in a role, two capitalised words whose second is a surname of
// the names data are the person's name, a dictionary word first or not;
// a company, an acronym and a dictionary word alone stay. Invented names.
func TestSurnameAfterCatalogueRoleNoun(t *testing.T) {
	checkProse(t, []proseCase{
		{"Ralat: penerima Mawar Hakim tidak dapat dihubungi", []string{"Mawar", "Hakim"}, []string{"penerima", "tidak dapat dihubungi"}},
		// the neighbours
		{"Ralat: penerima TIDAK DIKENAL tidak dapat dihubungi", nil, []string{"TIDAK DIKENAL"}},
		{"Fehler: Mitglied Hinzufügen ist fehlgeschlagen", nil, []string{"Mitglied Hinzufügen"}},
	})
}

// TestRoleNounNames: after the word for a person in a school's, a
// claim's or a case's role (teacher, claimant, officer, witness) a
// capitalised given name and surname are the person's, common words as
// they are (Will, Grace); a capitalised phrase of no names data after
// the same words stays. Invented names.
func TestRoleNounNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"ConstraintViolationException: teacher 'Will Marchetti' assigned to two classes at 09:00", []string{"Will Marchetti"}, []string{"teacher '", "' assigned to two classes at 09:00"}},
		{"ClaimValidator: claimant name \"Grace Tolliver\" does not match policy holder", []string{"Grace Tolliver"}, []string{"claimant name \"", "\" does not match policy holder"}},
		{"Incident IR-4410 could not be closed: reporting officer Ruby Okonjo has not signed", []string{"Ruby Okonjo"}, []string{"reporting officer", "has not signed"}},
		// the neighbours
		{"Data Protection Officer Review pending; witness Statement Form missing; suspect Network Traffic detected", nil, []string{"Officer Review pending", "witness Statement Form missing", "suspect Network Traffic detected"}},
	})
}

// TestInitialLoginsStayMasked: a login of an initial or a title (dr) and
// a name of the names data (dr_miriam) stays masked though
// the stricter given names' list lacks the name, where the second
// thoughts on code-shaped names used to give it back; a member's access
// (e.target, s.name) stays. Invented names.
func TestInitialLoginsStayMasked(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: dr_tamsin cannot access ward 7", []string{"dr_tamsin"}, []string{"Error:", "cannot access ward 7"}},
		{"doctor dr_ilse is on leave", []string{"dr_ilse"}, []string{"doctor", "is on leave"}},
		{"e.target is null; s.name missing; point.x", nil, []string{"e.target", "s.name", "point.x"}},
		// two letters after the name or before it that are no title are
		// a unit's or a language's word (kg, em, ve)
		{`return harvest_kg / area_ha; coluna "criado_em"; relation "ve_thang"`, nil, []string{"harvest_kg", "criado_em", "ve_thang"}},
	})
}
