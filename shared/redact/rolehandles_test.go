package redact

import "testing"

// TestRoleKeys: the value under a key that names a person in a school's,
// a tutoring service's, a charity's or a trip's role is that person's; a
// flag, a count, an id's key and a release candidate stay. Invented
// logins.
func TestRoleKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"ERROR tutoring.match: tutor=kannadati subject=maths slot=null", []string{"kannadati"}, []string{"tutoring.match: tutor=", "subject=maths slot=null"}},
		{"shift rejected: volunteer=quietowl88 reason=overlap", []string{"quietowl88"}, []string{"reason=overlap"}},
		{`{"student": "ada_obi", "grade": 7}`, []string{"ada_obi"}, []string{`"grade": 7`}},
		// the neighbours
		{"ERROR tutoring.match: student=true subject=maths", nil, []string{"student=true subject=maths"}},
		{"student_id=4412 passenger=2 visitor=anonymous", nil, []string{"student_id=4412", "passenger=2", "visitor=anonymous"}},
		{"release candidate=rc2 guest=ubuntu-22.04", nil, []string{"candidate=rc2", "guest=ubuntu-22.04"}},
	})
}

// TestRoleHandles: a login-shaped token after a role's noun in a sentence
// (letters and a counter, or words joined by "_" the last of which is no
// code's) is masked; a program's snake_case name there stays. Invented
// logins.
func TestRoleHandles(t *testing.T) {
	checkProse(t, []proseCase{
		{"learner amara92 enrolled twice in course 7", []string{"amara92"}, []string{"enrolled twice in course 7"}},
		{"match failed: instructor ada_obi unavailable", []string{"ada_obi"}, []string{"match failed: instructor", "unavailable"}},
		// owl: a technical list's word (the ontology language) and a bird
		{"crisis-chat: volunteer quiet_owl took over conversation c-7712", []string{"quiet_owl"}, []string{"volunteer ", " took over"}},
		// the neighbours
		{"teacher training_schedule failed, visitor session_id expired", nil, []string{"training_schedule", "session_id"}},
		{"passenger seat_map invalid, student record_count exceeded", nil, []string{"seat_map", "record_count"}},
		{"student v2 api returned 404", nil, []string{"student v2 api"}},
		{"student session_redis failed, teacher wp_json missing", nil, []string{"session_redis", "wp_json"}},
	})
}
