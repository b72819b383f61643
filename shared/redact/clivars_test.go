package redact

import "testing"

// TestCLIVariables: a password glued to -p that begins with $ or % is
// masked unless it is a variable's name as a whole; a colon after the
// argument is the message's.
func TestCLIVariables(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"mysql -u app -p%Hq7Rz$9kLm@2 -h db.internal", "mysql -u app -p[redacted] -h db.internal"},
		// kept
		{"mysql -u app -p$DB_PASS -h db", "mysql -u app -p$DB_PASS -h db"},
		{"mysql -u app -p%DB_PASS% -h db", "mysql -u app -p%DB_PASS% -h db"},
		{"mysql -u app -p${DB_PASS} -h db", "mysql -u app -p${DB_PASS} -h db"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestVariableRef: a variable's name as a whole, in each shell's writing,
// and nothing shorter than a name; a value that only begins like one is
// not one.
func TestVariableRef(t *testing.T) {
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"$PASS", true}, {"${DB_PASS}", true}, {"$(cat /run/secret)", true}, {"$1", true}, {"$HOME/.pgpass", true},
		{"%DB_PASS%", true},
		{"", false}, {"$", false}, {"%", false}, {"$}*=4+;z", false}, {"%jFXV$7n5OcS7@8y", false}, {"%DB_PASS", false},
		{"$12ab", false}, {"pass", false},
	} {
		if got := variableRef(c.v); got != c.want {
			t.Errorf("variableRef(%q) = %v, want %v", c.v, got, c.want)
		}
	}
}

// TestCLIOptionsInProse: keytool's own messages name its password options
// in the user's language; the function word or the Han/Hangul word after
// an option is the sentence's, not its argument (JDK 17's localised
// keytool resources). A password after the option, in any script but one
// of those words, is still masked.
func TestCLIOptionsInProse(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Wenn -protected angegeben ist, dürfen -storepass, -keypass und -new nicht angegeben werden", ""},
		{"si -protected est spécifié, -storepass, -keypass et -new ne doivent pas être indiqués", ""},
		{"如果指定了 -protected, 则不能指定 -storepass 和 -keypass", ""},
		{"-protected를 지정한 경우 -storepass, -keypass 및 -new를 지정하지 않아야 합니다.", ""},
		// masked
		{"keytool -list -storepass changeit -keystore a.jks", "keytool -list -storepass [redacted] -keystore a.jks"},
		{"keytool -list -storepass sommer2024 -keystore a.jks", "keytool -list -storepass [redacted] -keystore a.jks"},
		{"sshpass -p 密码123 ssh deploy@host", "sshpass -p [redacted] ssh deploy@host"},
		// an option's word ending in "pw"; mosquitto's -P
		{"ldap bind failed: --bindpw Lantern42Harbor rejected", "ldap bind failed: --bindpw [redacted] rejected"},
		// (a chosen password's shape names its class, pwshapes.go)
		{"mosquitto_sub -h 10.0.0.5 -u garage -P Pebble!Door7 -t 'home/#'", "mosquitto_sub -h 10.0.0.5 -u garage -P [secret] -t 'home/#'"},
		{"mosquitto_sub -h 10.0.0.5 -u garage -P pebble-door-7 -t 'home/#'", "mosquitto_sub -h 10.0.0.5 -u garage -P [redacted] -t 'home/#'"},
		{"mosquitto_sub -h 10.0.0.5 -p 1883 -t 'home/#'", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

// TestFlagEndsColonValue: a command line after a key's colon ends the
// value at its first flag, whose own value is then read (--by x).
func TestFlagEndsColonValue(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "error: command failed: /usr/local/bin/provision --by beyond_2100 --region eu-west-1", gone: []string{"beyond_2100"}, kept: []string{"/usr/local/bin/provision --by ", " --region eu-west-1"}},
		{in: "error: command failed: /usr/local/bin/provision --region eu-west-1 --dry-run"},
		// a bare -- is a dash or the options' end, no flag: the value's
		// words before it are judged with the sentence after it
		{in: "find: оопс -- недійсний тип виразу (8080)!"},
	})
}
