package redact

import "testing"

// TestPrintableFields: a random printable password is masked as a field of
// a ";" record and when it holds a "key" of a letter or two; JSON members,
// a real key's value that is no password and records of words are kept.
func TestPrintableFields(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`CSV row 1 rejected: 4711;XdB"5_/xsR>=;pending;2024-03-01`, "CSV row 1 rejected: 4711;[secret];pending;2024-03-01"},
		{"CSV row 1 rejected: 4711;:E:VMeq1I;pending;2024-03-01", "CSV row 1 rejected: 4711;[secret];pending;2024-03-01"},
		{"row 5 | A:/hD&[iA5 | locked", "row 5 | [secret] | locked"},
		// each value of a query string, as written and percent-decoded
		// (Python's urlencode, Node's querystring); its ids, words,
		// paths and sort keys stay
		{"Error: id=39815&origin_ref=%25h%2FHoE%5Dz%29lnL&retry=False", "Error: id=39815&origin_ref=[secret]&retry=False"},
		{"Error: id=43901&destinataire=cf)%60kd7EJo&retry=false", "Error: id=43901&destinataire=[secret]&retry=false"},
		{"Error: id=43901&param=Xk29q)PxL0m&retry=false", "Error: id=43901&param=[secret]&retry=false"},
		{"GET /api/v1/items?page=2&sort=-created_at&filter[status]=open 500", "GET /api/v1/items?page=2&sort=-created_at&filter[status]=open 500"},
		{"GET /api/v1/items?page=2&cursor=eyJpZCI6MTIzfQ&include=owner.team 500", "GET /api/v1/items?page=2&cursor=eyJpZCI6MTIzfQ&include=owner.team 500"},
		// kept
		{"CSV row 1 rejected: 4711;pending;2024-03-01;ok", "CSV row 1 rejected: 4711;pending;2024-03-01;ok"},
		{`{"message":"Het veld sku is verplicht.","errors":{"sku":["Het veld sku is verplicht."]}}`, `{"message":"Het veld sku is verplicht.","errors":{"sku":["Het veld sku is verplicht."]}}`},
		{"retried (job_id=job_01HZX3K9Q8B7V6N5M4L3K2J1H0)", "retried (job_id=job_01HZX3K9Q8B7V6N5M4L3K2J1H0)"},
		// a word going on in letters beyond ASCII is no password's end:
		// the code before it stays, the values are judged as values
		{`{"id":77189,"alici":"Erdeniözük Sokağı 1247","retry":false}`, `{"id":77189,"alici":"[address]","retry":false}`},
		{`NotFound(f("Dezdemóna"))`, `NotFound(f("[value]"))`},
		{"password=Xk9#mQ2!vBtä end", "password=[secret] end"},
		// a record's repr opens with its type: the field's value is
		// judged, not the type, key and value as one run
		{"worker crashed: Job(id='exp-2024-10-12', state='FAILED', attempts=3)", "worker crashed: Job(id='exp-2024-10-12', state='FAILED', attempts=3)"},
		{"Job(id=1)", "Job(id=1)"},
		{"User(password=qC\"eN#R=&S[?)", "User(password=[secret])"},
		{"Job(id=Xy!9zQ#r8)", "Job(id=[secret])"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestListingOwner: the owner column of ls -l is an account, masked unless
// it is the system's; a group named after a masked owner goes with it.
func TestListingOwner(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"-rw-r----- 1 kml34 kml34 48213 Mar  1 10:22 /srv/x.csv: Permission denied", "-rw-r----- 1 [value] [value] 48213 Mar  1 10:22 /srv/x.csv: Permission denied"},
		{"-rw-r----- 1 mei-ling55 staff 48213 Mar  1 10:22 /srv/x.csv: Permission denied", "-rw-r----- 1 [value] staff 48213 Mar  1 10:22 /srv/x.csv: Permission denied"},
		{"-rw-r----- 1 root staff 48213 Mar  1 10:22 /srv/x.csv", "-rw-r----- 1 root staff 48213 Mar  1 10:22 /srv/x.csv"},
		{"drwxr-xr-x 2 www-data www-data 4096 Mar  1 10:22 /var/www", "drwxr-xr-x 2 www-data www-data 4096 Mar  1 10:22 /var/www"},
		{"drwxr-xr-x 2 postgres postgres 4096 Mar  1 10:22 /var/lib/pg", "drwxr-xr-x 2 postgres postgres 4096 Mar  1 10:22 /var/lib/pg"},
		{"drwxr-xr-x 2 ec2-user ec2-user 4096 Mar  1 10:22 /srv", "drwxr-xr-x 2 ec2-user ec2-user 4096 Mar  1 10:22 /srv"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCasedSeparated: passphrases joined by one separator, cased as
// generators case words; code names are not.
func TestCasedSeparated(t *testing.T) {
	for _, c := range []struct {
		body string
		want bool
	}{
		{"native_Abroad_Comics_", true},
		{"prendere_cosa_Costruzione", true},
		{"Essen.Sehen", true},
		{"user_name", false},
		{"Foo_Bar", false},
		{"System.Web", false},
		{"Essen-Sehen.x", false},
		// capitalised words no program writes, joined by "_"; three
		// words of which one is a program's (apple)
		{"Elefant_Mond", true},
		{"Paddle-Canoe-River", true},
		{"Winter-Apple-Barn", true},
		{"Test_Login", false},
		{"Ubuntu-Server", false},
		{"Spring-Boot-Starter", false},
		{"Apple-Pay", false},
	} {
		if got := casedSeparated(c.body); got != c.want {
			t.Errorf("casedSeparated(%q) = %v, want %v", c.body, got, c.want)
		}
	}
	// a number with a leading zero after such words is a passphrase's;
	// after a program's words it numbers a thing
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"Paddle-Canoe-River-09", true},
		{"Elefant_Mond_31", true},
		{"node-01", false},
		{"Build-Agent-01", false},
		{"Test_Login_01", false},
	} {
		if got := wordsAndNumber(c.tok); got != c.want {
			t.Errorf("wordsAndNumber(%q) = %v, want %v", c.tok, got, c.want)
		}
	}
}

// TestWindowsFolderPaths: a Windows path written whole, in brackets or
// before a sentence's colon, is a drive and its folders, no password whose
// key is the drive's letter; a password after a key, with a drive's shape
// or symbols of its own, is still masked, and so is a home folder's owner.
func TestWindowsFolderPaths(t *testing.T) {
	checkMasks(t, []maskCase{
		{"5. rendszerhiba történt.\n\nA hozzáférés megtagadva.\n(C:\\Tarolo)", ""},
		{"(D:\\Soko\\Nyuka\\Out)", ""},
		{"E:\\Zaiko\\Hokan: Acceso denegado.", ""},
		{"pw=C:\\aZ9#Lm2Qx", "aZ9#Lm2Qx"},
		{"password: k:\\Xq7Lm9Pz", "Xq7Lm9Pz"},
		{"Passwort: C:\\Xq7Lm9Pz", "Xq7Lm9Pz"},
		{"(C:\\Users\\jkowalski)", "jkowalski"},
	})
}

// TestTimeZoneBeforeQuestionMark: a zone's name that ends a question (did
// you mean Asia/Ho_Chi_Minh?) is no random password for its "?"; a word
// with the same mark under a password's label still is one.
func TestTimeZoneBeforeQuestionMark(t *testing.T) {
	checkProse(t, []proseCase{
		{"pytz.exceptions.UnknownTimeZoneError: 'Asia/Saigon_' (did you mean Asia/Ho_Chi_Minh? available: Asia/Kathmandu)", nil, []string{"Asia/Ho_Chi_Minh?"}},
		{"invalid zone, did you mean America/Port_of_Spain!", nil, []string{"America/Port_of_Spain"}},
		{"login failed: password Ho_Chi_Minh? rejected", []string{"Ho_Chi_Minh"}, nil},
	})
}
