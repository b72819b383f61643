// Logins a sign-up form suggested: a word, "_" or ".", and a year nobody
// names a build, a table or a release after (properly_1892, grove_2073).
// The shape is the login's wherever it stands; a program's name with a
// year has a recent one (audit_log_2026, corp-root-ca-2023).

package redact

import "strings"

// detectYearLogins masks word_year logins whose year is outside the
// recent years programs name things after.
func detectYearLogins(sc *scan) {
	s := sc.s
	for i := 0; i+5 < len(s); i++ {
		if s[i] != '_' && s[i] != '.' || i+5 > len(s) {
			continue
		}
		if sc.stop.pulse() {
			return
		}
		e := i + 1
		for e < len(s) && isDigit(s[e]) {
			e++
		}
		if e-i-1 != 4 || e < len(s) && (isWord(s[e]) || s[e] == '-' || (s[e] == '.' || s[e] == '/') && e+1 < len(s) && isWord(s[e+1])) {
			continue
		}
		a := i
		for a > 0 && s[a-1] >= 'a' && s[a-1] <= 'z' {
			a--
		}
		if i-a < 3 || a > 0 && (isWord(s[a-1]) || s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/' || s[a-1] == '@') {
			continue
		}
		if y := atoi(s[i+1 : e]); y >= 1800 && y <= 2099 && (y < 1990 || y > 2039) && wordAndYear(s[a:e]) {
			sc.add(a, e, phValue)
		}
	}
}

// systemAccounts are the accounts no person owns: the users of Debian's
// base-passwd (/usr/share/base-passwd/passwd.master: root, daemon, bin,
// sys, sync, games, man, lp, mail, news, uucp, proxy, www-data, backup,
// list, irc, _apt, nobody), the default users of cloud and distribution
// images (ubuntu, ec2-user, admin, debian, centos, azureuser, vagrant) and
// the accounts server packages create (postgres, mysql, git, jenkins…).
var systemAccounts = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`root daemon bin sys sync games man lp mail news uucp proxy www-data backup list
irc _apt nobody nogroup systemd-network systemd-resolve systemd-timesync messagebus syslog sshd
ubuntu ec2-user admin administrator debian centos fedora rocky almalinux cloud-user azureuser opc core vagrant
postgres mysql mariadb redis mongodb nginx apache httpd www git gitlab gitlab-runner jenkins docker deploy deployer
elasticsearch kibana rabbitmq zookeeper kafka hadoop hdfs yarn spark airflow grafana prometheus node ftp
guest anonymous sa dbo sysadmin system runner ci build builder github-actions`) {
		m[w] = true
	}
	return m
}()

// systemAccount reports a system or service account by its name.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func systemAccount(lv string) bool {
	return systemAccounts[lv] || hasPrefix(lv, "systemd-") || hasPrefix(lv, "_") && len(lv) > 1
}

// serviceLogin reports a login made of a service word (payments_svc,
// ci-runner, backup-bot) or a bot's: what a program logs in as.
func serviceLogin(lv string) bool {
	if hasSuffix(lv, "[bot]") || hasPrefix(lv, "system:") {
		return true
	}
	for _, p := range splitParts(lv) {
		if serviceParts[p] {
			return true
		}
	}
	return false
}

// ownServiceAccount reports the word login s[a:b] that the same text
// writes as a part of a service's name, joined to another word by "-" or
// "_" (berth-planner: … user=planner database=berths): a program's own
// database account, named after it, names no one. A given name or a
// surname of the names data stays a login (anna-laptop, user=anna).
func ownServiceAccount(s string, a, b int) bool {
	v := s[a:b] // a word in small letters (loginWordValue)
	if len(v) < 4 || !knownWord(v) || givenNameData(v) || surnameData(v) {
		return false
	}
	// the service's name stands near its account (the message's head,
	// the same line): a window, so that many accounts in one text are
	// each read in constant time
	lo, hi := max(0, a-serviceNameWindow), min(len(s), b+serviceNameWindow)
	for off := lo; off < hi; {
		k := indexStr(s[off:hi], v)
		if k < 0 {
			return false
		}
		i, j := off+k, off+k+len(v)
		off = j
		if i == a {
			continue
		}
		before := i > 0 && (s[i-1] == '-' || s[i-1] == '_') && i > 1 && isLetter(s[i-2])
		after := j+1 < len(s) && (s[j] == '-' || s[j] == '_') && isLetter(s[j+1])
		bounded := (i == 0 || !isLetter(s[i-1])) && (j == len(s) || !isLetter(s[j]))
		if bounded && (before || after) {
			return true
		}
	}
	return false
}

// serviceNameWindow is how far before and after an account
// ownServiceAccount looks for the service's name.
const serviceNameWindow = 256

// loginWordValue reports a login that is one dictionary word under a key
// that names a login (username=falcon, login: papillon, --user heron): a
// word there is somebody's login, not a service's, unless it names a
// system or service account or says something about the value.
func loginWordValue(key, v string) bool {
	p := keyParts(key)
	if len(p) == 0 || len(v) < 3 || !isLowerWord(v) {
		return false
	}
	switch p[len(p)-1] {
	case "user", "username", "login", "uid", "nick", "nickname", "handle", "logname", "ruser":
	default:
		return false
	}
	return !loginKept(v) && !stopHandle(v) && !authLogStop(v)
}

// svcAccount reports a service account named by the "svc" convention
// (svc_etmf, svc-billing, payments_svc): "svc" first or last, then the
// service's own name, often its acronym or a word of the team's language
// (etmf, lager), which no dictionary holds. A part the names data holds
// (svc_olivia, svc-jsmith's smith) makes it a person's account after all.
func svcAccount(tok string) bool {
	lt := strings.ToLower(tok)
	rest, ok := "", false
	for _, sep := range []string{"_", "-"} {
		if r, found := cutPrefix(lt, "svc"+sep); found {
			rest, ok = r, true
		} else if r, found := cutSuffix(lt, sep+"svc"); found {
			rest, ok = r, true
		}
	}
	if !ok || rest == "" || len(rest) > 32 {
		return false
	}
	for _, p := range strings.FieldsFunc(rest, func(r rune) bool { return r == '_' || r == '-' }) {
		for i := 0; i < len(p); i++ {
			if c := p[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				return false
			}
		}
		if len(p) >= 3 && (givenName(p) || givenNameData(p) || surnameData(p) || femaleSurnameOnly(p) || personName(p) || len(p) >= 5 && surnameData(p[1:])) {
			return false
		}
	}
	return true
}
