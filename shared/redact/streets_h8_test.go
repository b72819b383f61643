package redact

import "testing"

// TestStreetForms: a street's one-word name with its street type written
// into it, units after the number, particles in the name, two street
// types, and the CJK and Korean forms alone; words before numbers that
// programs write are kept.
func TestStreetForms(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"with value `Sichelsteig 837`", "with value `[address]`"},
		{`no result for address "Rotonda Bianca, 54 Appartamento 4"`, `no result for address "[address]"`},
		{"DETAIL:  Ya existe la llave (ship)=(Alameda de Amor Tormo 50 Piso 5).", "DETAIL:  Ya existe la llave (ship)=([address])."},
		{"Validation failed: Street いわき市 37-87-73 has already been taken", "Validation failed: Street [address] has already been taken"},
		{"Validation failed: DeliverTo 용소내로 1017 has already been taken", "Validation failed: DeliverTo [address] has already been taken"},
		{"ship: 错误的枚举值 '鞠街I座'", "ship: 错误的枚举值 '[address]'"},
		// kept
		{"find: x.pid: シグナル 8080 によって終了しました", "find: x.pid: シグナル 8080 によって終了しました"},
		{"설정 값을 기본값으로 3 번 재시도했습니다", "설정 값을 기본값으로 3 번 재시도했습니다"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestStreetNameAcronym: a word in capitals before a number is an acronym in
// any cased script, no street.
func TestStreetNameAcronym(t *testing.T) {
	for _, v := range []string{"ΠΑΟΚ 12", "HTTP 500", "シグナル 8080"} {
		if addressValue(v) {
			t.Errorf("addressValue(%q) = true, want false", v)
		}
	}
}
