package redact

import (
	"strings"
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestLoginsDevicesFiles checks logins in login positions, devices named
// after their owners and personal file names, both ways: each planted
// value is gone, and each benign neighbour comes out unchanged. The
// values are invented for the test.
func TestLoginsDevicesFiles(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		// the word for a user in any language, quoted or bare
		{`Anmeldung für Benutzer »quellwasser« abgelehnt`, `quellwasser`},
		{`le compte de l’utilisateur « hirondelle » est expiré`, `hirondelle`},
		{`el usuario «mariposa» no puede iniciar sesión`, `mariposa`},
		{`l'utente "girasole" non ha i permessi`, `girasole`},
		{`gebruiker 'kwikstaart' bestaat niet`, `kwikstaart`},
		{`Пользователь petrov_vv не найден`, `petrov_vv`},
		{`Користувач «соняшник» заблокований`, `соняшник`},
		{`ユーザー「suzuki_h」は存在しません`, `suzuki_h`},
		{`사용자 minseo에게 권한이 없습니다`, `minseo`},
		{`用户“wangfang88”不存在`, `wangfang88`},
		{`kullanıcı "yildiz" bulunamadı`, `yildiz`},
		// "Username" as the system catalogues translate it, and the
		// login before the noun where Turkish and Hungarian write it
		{`Virhe: käyttäjätunnus pihlaja_k on lukittu`, `pihlaja_k`},
		{`خطا: نام کاربری sara.k77 یافت نشد`, `sara.k77`},
		{`ข้อผิดพลาด: ชื่อผู้ใช้ somchai_t ถูกระงับ`, `somchai_t`},
		{`Kosa: jina la mtumiaji juma2024 halipo`, `juma2024`},
		{`Hata: mehmet.k kullanıcısı için oturum süresi doldu`, `mehmet.k`},
		{`Hiba: a(z) kovacs_eva felhasználó jelszava lejárt`, `kovacs_eva`},
		// a word no language knows before the Hungarian noun, and the
		// case forms of the words for a user (Finnish adessive, Romanian
		// articled, Czech instrumental)
		{`Hiba: vhorvath felhasználó jelszava lejárt`, `vhorvath`},
		{`Virhe: käyttäjällä jkorhonen ei ole oikeuksia`, `jkorhonen`},
		{`Eroare: utilizatorul dumitrescu.ana nu are acces la proiect`, `dumitrescu.ana`},
		{`Eroare: parola utilizatorului ionescu_m a expirat`, `ionescu_m`},
		{`Chyba: přihlášení uživatelem jnovak selhalo`, `jnovak`},
		// a commit's raw header: its author, committer and tagger
		{`author kwinter <k.winter@example.org> 1726655351 +0200`, `kwinter`},
		{"tree 4b825dc\ncommitter Ana Dumitrescu <ana@example.org> 1726655351 +0300", `Dumitrescu`},
		{`FATAL: role "pelican" does not exist`, `pelican`},
		// a role as PostgreSQL's catalogues name it in Chinese, Japanese
		// and Swedish
		{`错误:  角色 "na18" 不存在`, `na18`},
		{`エラー:  ロール"sato_k"は存在しません`, `sato_k`},
		{`FEL:  rollen "anna_s" finns inte`, `anna_s`},
		// a bare role written as a person's login: an initial and a name
		{"ERROR: permission denied for table invoices\n(connected as role n.petrov)", `n.petrov`},
		// logins in the lines auth logs and cron write
		{`Mar  2 10:00:01 app sudo[311]:   heron : 3 incorrect password attempts ; TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/bin/ls`, `heron`},
		{`sudo:   heron : user NOT in sudoers ; TTY=pts/1 ; PWD=/tmp ; USER=root ; COMMAND=/bin/ls`, `heron`},
		{`Mar  2 04:00:01 box CRON[88]: (badger) CMD (run-backup >/dev/null)`, `badger`},
		{`sshd[1]: Connection closed by authenticating user sparrow 192.0.2.4 port 4 [preauth]`, `sparrow`},
		{`systemd-logind[1]: New session 3 of user sparrow.`, `sparrow`},
		{`su[1]: FAILED SU (to root) sparrow on pts/0`, `sparrow`},
		{`login failed for user falcon`, `falcon`},
		{`postfix/smtpd[1]: SASL LOGIN authentication failed, sasl_username=bluebird`, `bluebird`},
		{`keycloak: error=user_not_found, username=bluebird`, `bluebird`},
		{`smbd[1]: NT_STATUS_LOGON_FAILURE for user [CORP\bluebird]`, `bluebird`},
		{`vsftpd[1]: [bluebird] FAIL LOGIN: Client "::ffff:10.0.0.9"`, `bluebird`},
		{`proftpd[1]: host - USER bluebird: no such user found`, `bluebird`},
		{`gitea: Failed authentication attempt for bluebird from 192.0.2.9`, `bluebird`},
		{`login[7]: FAILED LOGIN (1) on '/dev/tty1' FOR 'lighthouse', Authentication failure`, `lighthouse`},
		{`dovecot: imap-login: Disconnected (auth failed): user=<lighthouse>, method=PLAIN`, `lighthouse`},
		{`sshd[7]: User lighthouse from 198.51.100.23 not allowed because not listed in AllowUsers`, `lighthouse`},
		// owners of repositories and images
		{`fatal: repository 'https://github.com/nightowl42/notes.git/' not found`, `nightowl42`},
		{`fatal: could not read from 'https://gitlab.com/bluepenguin/infra.git'`, `bluepenguin`},
		{`pull access denied for registry.corp.example/duskrunner/devbox, repository does not exist`, `duskrunner`},
		{`pull access denied for bluejay99/tools, repository does not exist`, `bluejay99`},
		{`remote: Permission to starlingcode/site.git denied.`, `starlingcode`},
		{`go: github.com/starlingcode/lib@v1.2.0: reading module: 410 Gone`, `starlingcode`},
		// uploaded file names with a name or an unknown word among their parts
		{`Errore: il file certificato_bianchi_medico.pdf è troppo grande`, `bianchi`},
		{`Fout: bestand jaaropgave_bakker_2024.pdf is leeg`, `bakker`},
		{`Ошибка: файл «Справка_Смирнов_2024.pdf» повреждён`, `Смирнов`},
		{`ファイル「診断書_佐藤花子.pdf」を開けません`, `佐藤花子`},
		{`파일 업로드 오류: 이서연_졸업증명서.pdf`, `이서연`},
		{`Dosya yüklenemedi: ehliyet_arka_yilmaz.jpg`, `yilmaz`},
		{`Error al procesar «factura_abril_fernández_ruiz.xlsx»`, `fernández`},
		{`upload failed: scan_qwxvbrt.pdf`, `qwxvbrt`},
		{`upload failed: Frank_Winter_Steuer.pdf`, `Winter`},
		{`Benutzer falcon2 gesperrt`, `falcon2`},
		// devices that say whose they are
		{`Event 4625, Workstation: LAPTOP-KBRENNER`, `KBRENNER`},
		{`NTLM auth from DESKTOP-4HX9Q2T rejected`, `4HX9Q2T`},
		{`Ralat: peranti DESKTOP-AISYAH01 gagal mendaftar`, `AISYAH`},
		{`logon failure on LAPTOP-kwieczorek2`, `kwieczorek`},
		{`Failed to connect "Heather's AirPods Pro": refused`, `Heather`},
		{`Failed to pair "Maple’s iPhone"`, `Maple`},
		{`デバイス「はるかのiPhone」を登録できません`, `はるか`},
		{`기기 "서연의 iPad" 등록 실패`, `서연`},
		{`device with serial_number F9KXW2M1Q7LP is already enrolled`, `F9KXW2M1Q7LP`},
		{`Seriennummer: 5CG4312ABC unbekannt`, `5CG4312ABC`},
		{`Gerät "Jürgens iPhone" nicht gefunden`, `Jürgen`},
		{`fail2ban.actions [9]: NOTICE [sshd] Ban 2001:db8:aa10:3:9c1e:77ff:fe21:4b2c:52211`, `9c1e:77ff:fe21:4b2c`},
	}
	kept := []string{
		`Benutzer nicht gefunden`,
		`Benutzer konnte nicht angelegt werden`,
		`useradd: user 'www-data' already exists`,
		`chown: invalid user: 'nobody:nogroup'`,
		`NT_STATUS_LOGON_FAILURE for user [CORP\svc_backup]`,
		`user [1] of [3] synced`,
		`user=reporting db=warehouse`,
		`login: failed`,
		`sudo: USER=root ; COMMAND=/bin/ls`,
		`utilisateur inconnu`,
		`el usuario no existe`,
		`Пользователь не найден`,
		`ユーザー ID が無効です`,
		`ユーザー 作成に失敗しました`,
		`пользователя "postgres" отозван.`,
		`użytkownika ,,nobody'' przekroczył limit`,
		`사용자 'www-data'을(를) 찾을 수 없습니다`,
		`user "payments_svc" on host db-1`,
		`app/models/user.rb:120`,
		`docker login --password-stdin registry.example.com: EOF`,
		`failed to lazily initialize a collection of role: com.acme.shop.Order.items`,
		`role admin required`,
		`角色 sha256 没有默认类型。`,
		`{"role": "admin", "user": "deploy"}`,
		`sudo:     root : TTY=pts/0 ; USER=root ; COMMAND=/bin/ls`,
		`CRON[1]: (root) CMD (run-parts /etc/cron.hourly)`,
		`CRON[2]: (CRON) info (No MTA installed, discarding output)`,
		`Login failed for user 'deploy'`,
		`fatal: Authentication failed for 'https://github.com/acme/shop.git/'`,
		`Back-off pulling image "ghcr.io/acme/worker:sha-3f9a2c1"`,
		`Failed to pull image "registry.internal:5000/shop/api:2.14.0": not found`,
		`see https://github.com/golang/go/issues/123`,
		`Unable to find image 'nginx:latest' locally`,
		`open uploads/monthly_report_march.pdf: no such file`,
		`ファイル「月次報告書_2024.pdf」のアップロードに失敗しました`,
		`파일 업로드 오류: 월간보고서.pdf`,
		`GET /static/img/og-image.png 404`,
		`cannot read logo@2x.png`,
		`Hata: config.yaml kullanıcısı okunamadı`,
		`Hiba: a(z) 42 felhasználó nem található`,
		`Hata: sistem kullanıcısı bulunamadı`,
		`Hiba: a(z) app-01 felhasználó letiltva`,
		`Hiba: a megadott felhasználó nem létezik`,
		`错误:  角色 "postgres" 不存在`,
		`用户角色配置错误`,
		`connected as role app.reader`,
		`set role r.admin failed`,
		`Hiba: az admin felhasználó letiltva`,
		`Erreur : utilisateurs introuvables`,
		`The accountant reviewed the ledger`,
		`open ./assets/hero-banner.webp: no such file`,
		`requirements.txt not found`,
		`DESKTOP-OFFICE went offline`,
		`DESKTOP-OFFICE2 went offline`,
		`LAPTOP-SUPPORT01 lost its lease`,
		`desktop-notifications failed to start`,
		`Apple's iPhone lineup`,
		`会社のiPadが見つかりません`,
		`serialize failed: serial number 12345 out of range`,
		`at 12:30:45:99 ok`,
		`Sales laptop pool empty`,
		`Windows Phone sync failed`,
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q kept %q: %q", c.text, c.value, out)
		}
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("benign text changed: %q -> %q", k, out)
		}
	}
}

// TestLoginGivenNameAndInitial: after the word for a user in any language,
// a dotted login of a given name and an initial is masked (a dotted value
// of code parts is not), and the sentence that goes on in Han after a
// Latin login is no part of a name.
func TestLoginGivenNameAndInitial(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"错误：用户 lina.m 没有访问此资源的权限", []string{"lina"}, []string{"错误：用户 ", " 没有访问此资源的权限"}},
		{"錯誤：使用者 lina.m 沒有存取此資源的權限", []string{"lina"}, []string{"使用者 ", " 沒有存取此資源的權限"}},
		{"пользователь lina.m не имеет доступа", []string{"lina"}, []string{"пользователь ", " не имеет доступа"}},
		{"사용자 anna.k 권한 없음", []string{"anna.k"}, []string{"사용자 ", " 권한 없음"}},
		{"用户 jsmith 没有权限", []string{"jsmith"}, []string{"用户 ", " 没有权限"}},
		{"collection of role: com.acme.Order.items", nil, []string{"com.acme.Order.items"}},
		{"пользователь app.db не найден", nil, []string{"app.db"}},
		{"用户 jsmith 王小明 没有权限", []string{"jsmith", "王小明"}, []string{" 没有权限"}},
	})
}

// TestBracketedDescriptors: an Oracle connect descriptor's and an LDAP
// filter's bracketed pairs are read one by one: a value is masked up to its
// own closing bracket, the next pair's key stays, and a key whose value
// opens more pairs (ADDRESS=(PROTOCOL=TCP)…) is a structure.
func TestBracketedDescriptors(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"ORA-12541: TNS:no listener (CONNECT_DATA=(SERVICE_NAME=ORCLPDB1)(CID=(PROGRAM=JDBC Thin Client)))", nil, []string{"(SERVICE_NAME=ORCLPDB1)(CID=(PROGRAM=JDBC Thin Client)))"}},
		{"ORA-12541: TNS:no listener (CONNECT_DATA=(SERVICE_NAME=ORCLPDB1)(CID=(PROGRAM=sqlplus)(USER=hbrandt)))", []string{"hbrandt"}, []string{"(SERVICE_NAME=ORCLPDB1)(CID=(PROGRAM=sqlplus)(USER="}},
		{"ldap search failed: (&(uid=jsmith)(objectClass=person))", []string{"jsmith"}, []string{")(objectClass=person))"}},
		{"ORA-12514: (DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=db.internal)(PORT=1521)))", nil, []string{"(ADDRESS=(PROTOCOL=TCP)(HOST=db.internal)(PORT=1521)))"}},
		{"描述:  键值对(shangpin_id)=(7731)没有在表\"shangpin\"中出现.", nil, []string{"(shangpin_id)=(7731)"}},
	})
}

// TestLocalisedUserKeys: the word for a user in the languages error text
// comes in (loginWords) is a person's key as English's user is: a given
// name or a login after it is masked; the superuser and a state word
// after it stay, as after user.
func TestLocalisedUserKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Benutzer: jens", "jens"},
		{"bruger: jens", "jens"},
		{"käyttäjä: virtaselle", "virtaselle"},
		{"Ошибка подключения к 1С: пользователь=obmen_2 пароль=x", "obmen_2"},
		{"Benutzer: root", ""},
		{"Benutzer: unbekannt", ""},
		{"Konto: gesperrt", ""},
		// system accounts of Debian's base system (base-passwd) and the
		// participle whose plural the catalogues hold stay; a login that
		// is a word is still one
		{"Benutzer: www-data", ""},
		{"konto: nobody", ""},
		{"compte: verrouillé", ""},
		{"compte: papillon", "papillon"},
		{"utilisateur: jdupont", "jdupont"},
	})
}

// TestTranslatedAuthLeads: the login after the words the translations of
// PostgreSQL's and shadow's login failures write before it (authlead.txt)
// is an account, as after English's "authentication failed for"; a word
// the dictionaries know, or a system account, after the same words stays.
func TestTranslatedAuthLeads(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Contraseña incorrecta para k.winter", "k.winter"},
		{"échec: mot de passe incorrect pour jdupont42", "jdupont42"},
		{"FATAL:  Passwort-Authentifizierung für Benutzer »k.winter« fehlgeschlagen", "k.winter"},
		{"autenticación fallida para el usuario k.winter", "k.winter"},
		{"неверный пароль для пользователя ivanov_a", "ivanov_a"},
		{"Onjuist wachtwoord voor jvdberg", "jvdberg"},
		{"Falsches Passwort für Benutzer andré", "andré"},
		// the sentence's words and the system's accounts stay
		{"Falsches Passwort für die Datenbank", ""},
		{"Falsches Passwort für root.", ""},
		{"la autentificación password falló para el usuario «postgres»", ""},
		{"Passwort für Benutzer-Konto ändern", ""},
	})
}

// TestAuthLeadsWhole: every lead of authlead.txt is two words, or one run
// of Han; an empty one, or the file's line break read as one, would match
// everywhere (a YAML key after its line's indentation came out "[user]:").
func TestAuthLeadsWhole(t *testing.T) {
	for _, l := range strings.Split(strings.Trim(wordlist.AuthLeads(), "|"), "|") {
		if n := len(strings.Fields(l)); n != 2 && (n != 1 || len(l) < 12) || strings.TrimSpace(l) != l {
			t.Errorf("lead %q is not two words", l)
		}
	}
	checkMasks(t, []maskCase{{"LDAP 驗證使用者 \"k.winter\" 失敗", "k.winter"}})
	checkMasks(t, []maskCase{{"{\n  data: {\n    id: 59604,\n    retry: true\n  }\n}", ""}})
}

// TestCatalogueUserWordForms: the login after another language's word for
// a user in a case its catalogues write (userword.fuse: Finnish's
// adessive, Bulgarian's article, Croatian's and Lithuanian's nominative)
// is a person's; a system account, a number or a word of the sentence
// after the same words stays, and so does a word that only shares the
// user word's root (Indonesian penggunaan, usage, is in the catalogues
// and in the filter, but a known word follows it).
func TestCatalogueUserWordForms(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Käyttäjätunnuksella lahtisel ei ole oikeutta raportteihin", "lahtisel"},
		{"Greška: Korisnik dkovacic nije pronađen", "dkovacic"},
		{"Потребителят ivanov_k няма достъп", "ivanov_k"},
		{"Vartotojas jonas_k neturi teisių", "jonas_k"},
		{"Kasutaja mtamm ei leitud", "mtamm"},
		{"Korisnik root nije pronađen", ""},
		{"Потребителят admin няма достъп", ""},
		{"Käyttäjätunnuksella 4711 ei ole oikeutta", ""},
		{"Vartotojas neturi teisių", ""},
		{"penggunaan memori terlalu tinggi", ""},
	})
}

// TestLoginAfterUserIDLabel: an id's label between the word for a user and
// its value names the login that follows (user ID jsmith: denied); a
// number, a system account and a word of the sentence there stay.
func TestLoginAfterUserIDLabel(t *testing.T) {
	checkMasks(t, []maskCase{
		{"user ID pkowalczyk: permission denied", "pkowalczyk"},
		{"revoked access for user ID tnguyen: forbidden", "tnguyen"},
		{"Benutzer ID hmueller nicht gefunden", "hmueller"},
		{"user ID 40213: permission denied", ""},
		{"user ID root: permission denied", ""},
		{"user ID mapping failed", ""},
		{"user ID is required", ""},
	})
}

// TestServiceAccountConvention: an account named "svc" and the service's
// own name (svc_zaiko, hanbai_svc) is a service's, in any quotes; one whose
// other part is a person's name or login is still masked.
func TestServiceAccountConvention(t *testing.T) {
	checkMasks(t, []maskCase{
		{"FATAL:  Passwort-Authentifizierung für Benutzer »svc_zaiko« fehlgeschlagen", ""},
		{`FATAL:  password authentication failed for user "hanbai_svc"`, ""},
		{"FATAL:  Passwort-Authentifizierung für Benutzer »svc_olivia« fehlgeschlagen", "svc_olivia"},
		{`FATAL:  password authentication failed for user "svc-mkowalski"`, "svc-mkowalski"},
	})
}

// TestAuthCatalogueUserWords: the word for a user in the languages only
// Django's auth catalogue translates it into here (Catalan usuari,
// Armenian օգտագործող, Mongolian хэрэглэгч, Tamil பயனர், Slovenian
// uporabnik, Slovak používateľ, Azerbaijani istifadəçi, Telugu వాడుకరి)
// leads the login after it; a system account, a number and a known word
// of the sentence after the same words stay, and the sentence's other
// words are the triager's.
func TestAuthCatalogueUserWords(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: l'usuari qsoler_7 no té permís", "qsoler_7"},
		{"օգտագործող harut.v մուտք չի գործել", "harut.v"},
		{"хэрэглэгч bold_ts нэвтэрч чадсангүй", "bold_ts"},
		{"பயனர் kannan.r உள்நுழைய முடியவில்லை", "kannan.r"},
		{"Napaka: uporabnik mnovak2 ne obstaja", "mnovak2"},
		{"Chyba: používateľ jkralik nemá prístup", "jkralik"},
		{"xəta: istifadəçi elnur_m tapılmadı", "elnur_m"},
		{"వాడుకరి ravi_k లాగిన్ కాలేదు", "ravi_k"},
		{"Error: l'usuari root no té permís", ""},
		{"Napaka: uporabnik 4711 ne obstaja", ""},
		{"Chyba: používateľ nemá prístup", ""},
		{"usuari: www-data", ""},
	})
}

// TestLoginWordAsksCatalogues: loginWord answers the typed list's words
// and the catalogues' (userword.fuse), and not a short or common word.
func TestLoginWordAsksCatalogues(t *testing.T) {
	for w, want := range map[string]bool{
		"benutzer": true, "usuari": true, "օգտագործող": true, "хэрэглэгч": true, "uporabnik": true,
		"the": false, "error": false, "table": false, "usua": false, "": false,
	} {
		if got := loginWord(w); got != want {
			t.Errorf("loginWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestInitialSurnameLoginAfterUserWord: after a word for a user, a login
// of an initial and a surname of the names data is masked even where a
// language's word forms read it as a word; a word as a dictionary writes
// it there stays. Invented logins.
func TestInitialSurnameLoginAfterUserWord(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Eroare: utilizatorul ipopescu nu există", "ipopescu"},
		{"Eroare: utilizatorul inexistent nu există", ""},
		{"Fehler: Benutzer abmelden fehlgeschlagen", ""},
	})
}
