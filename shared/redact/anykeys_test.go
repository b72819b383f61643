package redact

import "testing"

// TestPairKeysInAnyAlphabet: the value after a key written in another
// alphabet and "=" is judged like any pair's (ключ=otran leaked at a
// text's start, in brackets and in braces: the key's letters were not
// read, so no pair was seen); numbers, words of code and a word before ":"
// in those scripts (a message's prefix) stay.
func TestPairKeysInAnyAlphabet(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`ключ=42 status=ok`, `ключ=otran status=failed`, `otran`},
		{`clé=production retries=3`, `clé=daasdrshn retries=3`, `daasdrshn`},
		{`retry 3 of 5 (ключ=production)`, `retry 3 of 5 (ключ=otran)`, `otran`},
		{`{режим=production, status=failed}`, `{ключ=otran, status=failed}`, `otran`},
		{`σφάλμα=timeout`, `κλειδί=jkowalski timeout`, `jkowalski`},
		{`Ошибка: connection refused`, `Ошибка: ключ=vpetrova refused`, `vpetrova`},
	})
}

// TestSerialiserForms: the places a serialiser puts values (Go's map and
// %+v, a form's fields, a tabwriter's columns) are judged
// whatever the key; the benign text of the same form stays as written.
func TestSerialiserForms(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`map[id:14997 retry:false tag:prod]`, `map[id:14997 retry:false tag:EBE-Z-13]`, `EBE-Z-13`},
		{`map[id:25559 retry:false subject:sync]`, `map[id:25559 retry:false subject:знать.Сходить.4218]`, `знать.Сходить.4218`},
		{`{ID:35233 Επαφή:12 Retry:false}`, `{ID:39967 επαφή:OIO 6917 Retry:false}`, `OIO 6917`},
		{`id=93736&location=warehouse&retry=true`, `id=93736&location=5541+Henderson+Summit&retry=true`, `Henderson`},
		{`src/app/views.py:id=1&kind=retry+later&retry=true:41`, `src/app/views.py:id=48803&party=4484+4787+0403+7469:41`, `4787`},
		{`data=sync&id=64311`, `data=Elias+de+Hoog&id=64311`, `Hoog`},
		{"ID     PORT   STATE\n17739  52972  failed", "ID     PORT   STATE\n17739  0151 2345678  failed", "2345678"},
		// a table's cell is its column's value, whatever the column
		{"Error: ID    ACTOR         STATE\n3680  scheduler  failed", "Error: ID    ACTOR         STATE\n3680  sarajarosova  failed", "sarajarosova"},
		{"ID     INPUT    STATE\n74894  retry-later  failed", "ID     INPUT    STATE\n74894  SG562ON  failed", "SG562ON"},
		{"ID     수신자       STATE\n75598  production  failed", "ID     수신자       STATE\n75598  255모6334  failed", "255모6334"},
		{"src/app/views.py:ID     टिप्पणी          STATE\n73535  retry  failed:41", "src/app/views.py:ID     टिप्पणी          STATE\n73535  मुक्ता प्रधानजी  failed:41", "प्रधानजी"},
		{"NAME                        READY   STATUS    RESTARTS   AGE\nweb-7d4f8b9c6d-xk2lp        1/1     Running   0          5d", "ID    OWNER   STATE\n3680  mkaraoglu  Running", "mkaraoglu"},
		// Java's Optional[…] after a key: its payload whole
		{`Member[login=cron, role=admin, invitedBy=Optional[scheduler]]:41`, `Member[login=cron, role=admin, invitedBy=Optional[Marianna Rataj]]:41`, `Rataj`},
		// a caseless name's other words in a value a frame's line number
		// ends, or a config line's "key = value"
		{`src/app/views.py:owner=production:41`, `src/app/views.py:المالك=سموح آل حسين:41`, `حسين`},
		{`src/app/views.py:who=scheduler:41`, `src/app/views.py:who=আনিস সিনহা:41`, `সিনহা`},
		{"[sync]\nid = 45082\nkunde = retry", "[sync]\nid = 45082\nkunde = هبة ال القحطاني", "هبة"},
		// a flag's number and a Go %v's first field are one word: the
		// number after them is the next field; a culprit's function
		// after a command is no operand's
		{`enroll --id 44552 45093`, `enroll --id 44552 0151 2345678`, `2345678`},
		{`{69806 29239 true}`, `{69806 mushphikrhmaan false}`, `mushphikrhmaan`},
		{`{81391 retry false}`, `{81391 16 SJZ 63 false} in handle_request`, `SJZ 63`},
		// a login's shape is no lower-case setting after a flag
		{`Error: [sync --retry node12]`, `Error: [sync --retry alex46]`, `alex46`},
		{`/usr/local/bin/import-users --id 23766 retry in handle_request`, `/usr/local/bin/import-users --id 23766 18 OZ 524 in handle_request`, `OZ 524`},
		// Java's Optional[…] without a key: a password's run whole, to
		// the bracket that closes it
		{`Error: Optional[db-12.internal]`, `Error: Optional[mz4z<wm[]5Z^]`, `5Z^`},
		{`Error: Optional[pending]`, `Error: Optional[2ld0AYn83*]`, `2ld0AYn83`},
		// a culprit's function after a line's value is no word of it
		{"[sync]\nid = 54916\nparam = retry-later in handle_request", "[sync]\nid = 54916\nparam = al. Piękna 40 in handle_request", "Piękna"},
		{"retries=2\ndisplay=production in app.views.sync", "retries=2\ndisplay=Grace Graham in handle_request", "Graham"},
		// a double-barrelled surname's second part goes with the first's
		// mask; a device's kind after a name stays
		{"Error: X-Party: scheduler", "Error: X-Party: Liisa Virtanen-Partanen", "Partanen"},
		// the last ": "'s value in brackets, before a frame's line number
		{"src/app/views.py:No such customer (customer name on order #55102: scheduler):41", "src/app/views.py:No such customer (customer name on order #55102: Frank Winter):41", "Winter"},
		// a CSV's cell is its column's value, under a header in any case
		{"Error: id,owner,state\n11664,scheduler,failed", "Error: id,owner,state\n11664,tiro-Crianças-22,failed", "Crianças"},
		{"Error: id,target,state\n84055,db-12.internal,failed", "Error: id,target,state\n84055,^DzhK4Ja_,failed", "DzhK4Ja"},
		{"Error: id,path,state\n17512,/usr/lib/python3/x.py,failed", "Error: id,odniesienie,state\n30652,6^?R#(1O/Ez7,failed", "Ez7"},
		{"Error: id,job_id,state\n17512,c7a1e3b2-5d9e-4b8a-9f0e-2d3c4b5a6f7e,failed", "Error: id,contact,state\n17512,Jan Kowalski,failed", "Kowalski"},
	})
}

// TestTableNarrowColumns: squeue's right-aligned columns, one space
// apart (USER ST): the header read at every space, its rows with as many
// cells, and the account under USER masked while the job's name, state,
// times and the system account root stay.
func TestTableNarrowColumns(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "squeue:\n  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n 4471       gpu   train4  akowalska PD       0:00      1 (QOSGrpGRES)\n 4472       cpu     prep       root  R       1:00      1 node01",
			gone: []string{"akowalska"}, kept: []string{"train4", " PD ", "0:00", "(QOSGrpGRES)", " root  R", "node01", "NODELIST(REASON)"}},
		{in: "NAME     USER ST\ntrain4  hvaldez PD", gone: []string{"hvaldez"}, kept: []string{"train4", "PD"}},
	})
}

// TestTableSecretColumn: under a credential's column the cell is masked
// whatever its words; the other columns keep their states.
func TestTableSecretColumn(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ID     OWNER    PASSPHRASE    STATE\n24812  cron  理解に苦しむルーザーズブラケット1st2509  failed", gone: []string{"1st2509", "理解"}, kept: []string{"24812", "failed", "cron"}},
		// (a device's kind after a masked name stays: hyphenedTail)
		{in: "Member[login=cron, invitedBy=Optional[mYmjc^(Iuh,%1v]]", gone: []string{"mYmjc", "%1v"}, kept: []string{"login=cron", "]]"}},
		{in: "Kerberos pre-auth failed from workstation LAPTOP-MEERA-PC", gone: []string{"MEERA"}, kept: []string{"LAPTOP-", "-PC"}},
		{in: "src/app/views.py:/usr/local/bin/enroll --id Liisa Virtanen-Partanen:41", gone: []string{"Virtanen", "Partanen"}, kept: []string{"--id ", ":41"}},
	})
}

// TestLoneCompoundLogins: a value of one long lower-case word that only
// splits into known words, or into a given name and a surname, is a login
// under any key (=, =>, a JSON object's key); a word a list holds as
// written, a cloud's region and a long word of a message's prose stay.
func TestLoneCompoundLogins(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		// (Mongolian хэрэглэгчийн нэр, the user name, is a personal key since
		// Pidgin's profile: its value is masked whatever its word, as
		// username=production is; a known word stays under a key of code)
		{`profile=production status=failed`, `хэрэглэгчийнНэр=cantimoritemistocle status=failed`, `cantimoritemistocle`},
		{`{"ainm_úsáideoir":"scheduler","retries":3}`, `{"ainm_úsáideoir":"fukudaatsushi","retries":3}`, `fukudaatsushi`},
		{`foo=readwrite status=failed`, `foo=mladenovskamarija status=failed`, `mladenovskamarija`},
		{`import row 1 skipped (nazwa => 'production')`, `import row 1 skipped (nazwa => 'cantimoritemistocle')`, `cantimoritemistocle`},
		{`Vault: kv-shop-prod;location=westeurope`, `notandanafn=thrrmsthitaiphsaalthiirthwanaay status=failed`, `thrrmsthitaiphsaalthiirthwanaay`},
		{`{"message":"Le champ quantite est obligatoire."}`, `{"nombre_de_usuario":"constanzapalmer","retries":3}`, `constanzapalmer`},
		{`make: *** aviso: sobrescrevendo os comandos para o alvo 'app.js'`, `foo=fukudaatsushi status=failed`, `fukudaatsushi`},
	})
}
