package redact

import "testing"

// TestLoginPlaces: an account where a program's line puts one (ssh's
// user@host after "for" and its debug line's "as", PostgreSQL's log
// prefix, a forge's "does not have write access", "handle x is taken",
// a chat id's @handle, the USER column of a table) is masked whatever
// knowledge holds its words; a system or service account there, the
// host and the program's own words stay.
func TestLoginPlaces(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Permission denied (publickey,password) for kestrel@ledger-db-07", gone: []string{"kestrel"}, kept: []string{"Permission denied (publickey,password) for", "@ledger-db-07"}},
		{in: "Permission denied (publickey,password) for deploy@ledger-db-07"},
		{in: "ansible@lager-web-03: Permission denied (publickey)."},
		{in: "debug1: Authenticating to git.corp:22 as 'fenwick_q'", gone: []string{"fenwick_q"}, kept: []string{"debug1: Authenticating to git.corp:22 as '"}},
		{in: "debug1: Authenticating to git.corp:22 as 'git'"},
		{in: "2024-03-05 10:11:02 UTC [4412] tallowmere@clinic ERROR:  permission denied for table visits", gone: []string{"tallowmere"}, kept: []string{"@clinic ERROR:  permission denied for table visits"}},
		{in: "2024-03-05 10:11:02 UTC [4412] postgres@clinic ERROR:  permission denied for table visits"},
		{in: "git push rejected: glimmerstein does not have write access to team/ledger", gone: []string{"glimmerstein"}, kept: []string{"does not have write access to team/ledger"}},
		{in: "error: the pipeline does not have write access to team/ledger"},
		{in: "remote: token does not have write access"},
		{in: "Gitea: repository qwerblatt/ledger-scripts not found (404)", gone: []string{"qwerblatt"}, kept: []string{"/ledger-scripts not found (404)"}},
		{in: "Gitea: repository platform/ledger-scripts not found (404)"},
		{in: "SubscriptionError: handle zorvik_mt already bound to another wallet", gone: []string{"zorvik_mt"}, kept: []string{"SubscriptionError: handle", "already bound to another wallet"}},
		{in: `{"message":"handle dr_ember_owl violates naming policy"}`, gone: []string{"dr_ember_owl"}, kept: []string{"violates naming policy"}},
		{in: "worker failed to handle user_created event; cannot handle this is retried"},
		{in: "The input receipt handle is invalid."},
		{in: "telegram.error.BadRequest: Chat not found (chat_id=@quillon_vera)", gone: []string{"quillon_vera"}, kept: []string{"Chat not found (chat_id=@"}},
		{in: "qt context XMODIFIERS=@im=ibus; curl --data=@payload.json failed"},
		{in: "squeue:\n  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n    8842       gpu   train4  mbrevik PD       0:00      1 (QOSGrpGRES)", gone: []string{"mbrevik"}, kept: []string{"gpu   train4", "PD       0:00      1 (QOSGrpGRES)"}},
		{in: "USER       PID %CPU %MEM COMMAND\nroot         1  0.0  0.1 /sbin/init\npostgres   812  0.3  1.2 postgres: checkpointer"},
		{in: "USER  PID %CPU COMMAND\nthornwick 4412 99.0 python train.py", gone: []string{"thornwick"}, kept: []string{"python train.py"}},
		{in: "E: USER incorrect, le serveur a répondu : www-data"},
	})
}

// TestSparseLoginWords: after the word for a user or an account in a
// language the knowledge has few words of, a quoted value, a token made
// as logins are or a Latin token in another script's sentence is the
// login; a bare word there is the sentence's verb as often, and stays.
func TestSparseLoginWords(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Hesab qumral.t bloklanıb", gone: []string{"qumral.t"}, kept: []string{"Hesab", "bloklanıb"}},
		{in: "Hesab bloklanıb: şübhəli giriş cəhdi"},
		{in: "لاگ ان ناکام: صارف zarmina77 کا پاس ورڈ غلط ہے", gone: []string{"zarmina77"}, kept: []string{"صارف", "کا پاس ورڈ غلط ہے"}},
		{in: "Корбар dilovar ба бойгонӣ дастрасӣ надорад.", gone: []string{"dilovar"}, kept: []string{"Корбар", "ба бойгонӣ дастрасӣ надорад."}},
		{in: `De Benotzer "quolbeck" huet keng Rechter`, gone: []string{"quolbeck"}, kept: []string{"De Benotzer", "huet keng Rechter"}},
		{in: "Benotzer gëtt net fonnt"},
		{in: "Akaun anda telah dikunci"},
		{in: "ተጠቃሚ tesfu_g አልተገኘም", gone: []string{"tesfu_g"}, kept: []string{"ተጠቃሚ", "አልተገኘም"}},
	})
}

// TestNpmScopes: a scoped package's scope in a registry's URL written as
// a person's login is masked; an organisation's scope, a word or a brand,
// stays.
func TestNpmScopes(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@priya.k%2futils - You do not have permission to publish", gone: []string{"priya.k"}, kept: []string{"https://registry.npmjs.org/@", "utils - You do not have permission to publish"}},
		{in: "GET https://npm.pkg.github.com/@mnowakowski/tools 404", gone: []string{"mnowakowski"}, kept: []string{"/tools 404"}},
		{in: "npm ERR! 404 Not Found - GET https://registry.npmjs.org/@nestjs%2fcore"},
		{in: "npm ERR! 404 Not Found - GET https://registry.npmjs.org/@farmco%2fui-kit"},
	})
}

// TestRedisReplyPairs: the value redis-cli numbers after a person's
// field (ACL LOG's username) is masked; a kept account and the other
// fields stay.
func TestRedisReplyPairs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "127.0.0.1:6379> ACL LOG 1\n 1) \"count\" 2) (integer) 4 3) \"reason\" 4) \"auth\" 9) \"username\" 10) \"pwrenfield\"", gone: []string{"pwrenfield"}, kept: []string{"3) \"reason\" 4) \"auth\" 9) \"username\" 10) \""}},
		{in: "1) \"username\" 2) \"default\" 3) \"reason\" 4) \"auth\""},
		{in: "1) \"maxmemory-policy\" 2) \"allkeys-lru\""},
	})
}

// TestAdminKeys: the value of a key whose last word is admin, written as
// a login or a word only a dictionary knows, is the administering
// account; a flag's value, a system account, a path and a placeholder
// there stay.
func TestAdminKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ENV PARISH_ADMIN=marigold\nStep 7/12 : RUN ./migrate.sh", gone: []string{"marigold"}, kept: []string{"ENV PARISH_ADMIN=", "Step 7/12 : RUN ./migrate.sh"}},
		{in: `{"superuser": "okafor_t"}`, gone: []string{"okafor_t"}, kept: []string{`{"superuser": "`}},
		{in: "admin=true is_admin=false ADMIN=1 admin: enabled admin=yes admin: required"},
		{in: "admin: root; DJANGO_ADMIN=/admin/; admin: ${ADMIN_USER}; admin=localhost:8080"},
	})
}

// TestJapaneseLoginID: after ログインID (Japanese's login with its ID
// glued) the login is masked; ログイン in a sentence stays.
func TestJapaneseLoginID(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ログインID mizu.hara でロックされました", gone: []string{"mizu.hara"}, kept: []string{"ログインID ", " でロックされました"}},
		{in: "ログインに失敗しました。再ログインしてください"},
	})
}

// TestErlangAccountPairs: the binary of an Erlang proplist's account
// atom ({user,<<"x">>}) is a login; a system account and the other
// pairs stay.
func TestErlangAccountPairs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `** (FunctionClauseError) no function clause matching in Ballot.cast/1 with [{user,<<"emeka_o">>},{action,vote_cast},{ward,<<"07">>}]`, gone: []string{"emeka_o"}, kept: []string{"{action,vote_cast},{ward,<<\"07\">>}]"}},
		{in: `[{user,<<"root">>},{action,vote_cast},{ward,<<"07">>}]`},
	})
}

// TestLoginWordCases: Polish's login in its cases and Romanian's account
// with its article lead a login; the words in a sentence stay.
func TestLoginWordCases(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Nie znaleziono użytkownika o loginie "leśny_dziadek"`, gone: []string{"leśny_dziadek"}, kept: []string{"o loginie \""}},
		{in: "Eroare: contul vulpita_22 a fost suspendat", gone: []string{"vulpita_22"}, kept: []string{"Eroare: contul", "a fost suspendat"}},
		{in: "contul dumneavoastră a fost blocat; contul bancar nu este valid; în contul clientului"},
	})
}
