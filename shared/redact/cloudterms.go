// Words of build, shell and cloud text that no dictionary holds but whose
// shape or source says what they are: a cloud region glued of compass
// words and a place (westeurope, germanywestcentral, eastus2), a
// PowerShell command (Invoke-LagerSync: an approved verb, a hyphen, a
// noun), a build tool's wrapper script (./gradlew, ./mvnw) and Erlang's
// error atoms (badarg, function_clause).

package redact

import (
	"slices"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// shellTerms are the words of build and runtime text the dictionaries
// lack: PowerShell's "cmdlet", the Gradle and Maven wrapper scripts,
// pytest's built-in fixtures (its reference's "Built-in fixtures"), and
// the exit reasons of Erlang's reference manual ("Errors and Error
// Handling": badarg, badarith, badmatch, function_clause, case_clause,
// if_clause, try_clause, undef, badfun, badarity, timeout_value, noproc,
// nocatch, system_limit).
const shellTerms = " cmdlet cmdlets gradlew mvnw capfd capfdbinary caplog capsys capsysbinary monkeypatch pytestconfig recwarn tmpdir tmp_path tmp_path_factory doctest_namespace badarg badarith badmatch function_clause case_clause if_clause try_clause " +
	"undef badfun badarity timeout_value noproc nocatch system_limit noconnection "

// compassWords are the words a cloud's region names glue to a place.
var compassWords = [...]string{"north", "south", "east", "west", "central"}

// regionPlaces are the places region names are glued of: the continents,
// the abbreviations clouds write (us, uk, uae, usgov) and the countries of
// ISO 3166 as the time zone database names them (iso3166.tab), lower case
// without spaces.
const regionPlaces = " europe asia africa america us uk uae usgov andorra unitedarabemirates afghanistan anguilla albania armenia angola antarctica argentina austria australia aruba azerbaijan barbados bangladesh belgium burkinafaso bulgaria bahrain burundi benin stbarthelemy bermuda brunei bolivia caribbeannl brazil bahamas bhutan bouvetisland botswana belarus belize canada switzerland cookislands chile cameroon china colombia costarica cuba capeverde christmasisland cyprus czechrepublic germany djibouti denmark dominica dominicanrepublic algeria ecuador estonia egypt westernsahara eritrea spain ethiopia finland fiji falklandislands micronesia faroeislands france gabon grenada georgia frenchguiana guernsey ghana gibraltar greenland gambia guinea guadeloupe equatorialguinea greece guatemala guam guyana hongkong honduras croatia haiti hungary indonesia ireland israel isleofman india britishindianoceanterritory iraq iran iceland italy jersey jamaica jordan japan kenya kyrgyzstan cambodia kiribati comoros kuwait caymanislands kazakhstan laos lebanon stlucia liechtenstein srilanka liberia lesotho lithuania luxembourg latvia libya morocco monaco moldova montenegro madagascar marshallislands northmacedonia mali mongolia macau northernmarianaislands martinique mauritania montserrat malta mauritius maldives malawi mexico malaysia mozambique namibia newcaledonia niger norfolkisland nigeria nicaragua netherlands norway nepal nauru niue newzealand oman panama peru frenchpolynesia papuanewguinea philippines pakistan poland pitcairn puertorico palestine portugal palau paraguay qatar romania serbia russia rwanda saudiarabia solomonislands seychelles sudan sweden singapore sthelena slovenia slovakia sierraleone sanmarino senegal somalia suriname southsudan elsalvador syria chad togo thailand tajikistan tokelau easttimor turkmenistan tunisia tonga turkey tuvalu taiwan tanzania ukraine uganda usminoroutlyingislands unitedstates uruguay uzbekistan vaticancity stvincent venezuela vietnam vanuatu yemen mayotte southafrica zambia zimbabwe "

// regionDisplayName reports a cloud region written as its display name,
// its words apart and capitalised ("West Europe", "Germany West Central",
// "East US", "UK South"): two to four words of letters only, each with a
// capital first, that glued and lower-cased are a region's name
// (cloudRegion). Such words are no person's, though West and Europe are
// each a name of the names data.
func regionDisplayName(v string) bool {
	if len(v) < 7 || len(v) > 40 {
		return false
	}
	words := strings.Fields(v)
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		if !isUpperASCII(w[0]) || !lettersOnly(w) {
			return false
		}
	}
	return cloudRegion(strings.ToLower(strings.Join(words, "")))
}

// cloudRegion reports a region name glued of compass words and one place,
// a number after it (westeurope, germanywestcentral, southcentralus,
// eastus2, norwayeast): at least one compass word and exactly one place,
// so a name that starts with a compass word (Westbrook, Eastwood) is none.
// lw is lower case.
func cloudRegion(lw string) bool {
	lw = strings.TrimRight(lw, "0123456789")
	// asked of every unknown word: most hold no compass word at all
	if len(lw) < 6 || len(lw) > 40 || !containsAny(lw, compassWords[:]...) {
		return false
	}
	compass, place := 0, 0
	for lw != "" {
		n := 0
		for _, c := range compassWords {
			if hasPrefix(lw, c) {
				n = len(c)
				compass++
				break
			}
		}
		if n == 0 {
			// the longest place the rest starts with
			for k := len(lw); k >= 2; k-- {
				if contains(regionPlaces, " "+lw[:k]+" ") {
					n = k
					break
				}
			}
			if n == 0 || place > 0 {
				return false
			}
			place++
		}
		lw = lw[n:]
	}
	return compass > 0 && place == 1
}

// psVerbs are PowerShell's approved verbs (Get-Verb), lower case.
const psVerbs = " add clear close copy enter exit find format get hide join lock move new open optimize pop push redo remove rename " +
	"reset resize search select set show skip split step switch undo unlock watch connect disconnect read receive send write " +
	"backup checkpoint compare compress convert convertfrom convertto dismount edit expand export group import initialize " +
	"limit merge mount out publish restore save sync unpublish update debug measure ping repair resolve test trace approve " +
	"assert build complete confirm deny deploy disable enable install invoke register request restart resume start stop " +
	"submit suspend uninstall unregister wait block grant protect revoke unblock unprotect use "

// psCommand reports a PowerShell command's name: an approved verb, a
// hyphen and a noun written in capitalised words (Invoke-LagerSync,
// Get-AzVM, Set-Location): the name of code, whatever the noun's words.
func psCommand(t string) bool {
	verb, noun, ok := cut(t, "-")
	if !ok || verb == "" || len(noun) < 2 || verb[0] < 'A' || verb[0] > 'Z' || noun[0] < 'A' || noun[0] > 'Z' ||
		!contains(psVerbs, " "+strings.ToLower(verb)+" ") {
		return false
	}
	for i := 0; i < len(noun); i++ {
		if c := noun[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// shellTerm reports a word of shellTerms, a cloud's region or a control
// tool's name (controlTool); lw is lower case.
func shellTerm(lw string) bool {
	return contains(shellTerms, " "+lw+" ") || cloudRegion(lw) || controlTool(lw)
}

// controlTool reports a command named as Unix names the tool that
// controls a daemon: its name and "ctl" (systemctl, kubectl, etcdctl,
// rabbitmqctl, and a team's own tmsctl, khoctl). The convention is a
// program's, no person's login or name, and the daemon's name before it
// is often a romanised word of the team's language (kho, lippu).
func controlTool(lw string) bool {
	if len(lw) < 5 || len(lw) > 24 || !hasSuffix(lw, "ctl") || !isLetter(lw[0]) {
		return false
	}
	for i := 1; i < len(lw); i++ {
		if c := lw[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// articleKeys are the key words naming an article's code (a stock keeping
// unit, a product's or part's number) in the languages of shop systems.
const articleKeys = " sku skus code codes codice codigo kod article articles artikel articulo artigo articolo artykul product producto produto prodotto produkt part "

// articleCode reports an article's code under a key naming one (sku:
// "WH-2291-BLK", (producto_id)=(SKU-88-AZ)), or before the unique key a
// database names after a duplicate ('IT-SPED-0091' per la chiave
// 'spedizioni.codice'): capitals and digits in parts
// joined by hyphens, a digit among them; the shop's, not a person's.
func articleCode(s string, a, b int, v string) bool {
	if len(v) < 4 || len(v) > 24 || !contains(v, "-") || countDigits(v) == 0 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	found := false
	for _, p := range strings.FieldsFunc(keyBefore(s, a)+"."+keyAfter(s, b), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		found = found || contains(articleKeys, " "+p+" ")
	}
	return found
}

// keyAfter is the key, lower case, a database names after a value at b in
// its own words: Duplicate entry '…' for key 'artikel.uniq_sku', Valore
// duplicato '…' per la chiave '…', Doppelter Eintrag '…' für Schlüssel '…'.
func keyAfter(s string, b int) string {
	i := b
	for i < len(s) && (s[i] == '\'' || s[i] == '"') {
		i++
	}
	for j := i; j < len(s) && j-i < 32; j++ {
		if s[j] == '\'' || s[j] == '"' || s[j] == '`' {
			k := j + 1
			for k < len(s) && (isAlnum(s[k]) || s[k] == '_' || s[k] == '.') {
				k++
			}
			return strings.ToLower(s[j+1 : k])
		}
		if isDigit(s[j]) || indexByte(",;:()=", s[j]) >= 0 {
			return ""
		}
	}
	return ""
}

// humpedModule reports a module written with its namespace, every part a
// capitalised identifier with a capital inside (OrionWeb.CartLive,
// MyApp.UserController): Elixir's and .NET's code; a person's name
// (Anna.Berg) has no hump.
func humpedModule(t string) bool {
	// the first part must start with a capital, and there must be two
	if t == "" || t[0] < 'A' || t[0] > 'Z' || indexByte(t, '.') < 0 {
		return false
	}
	parts := split(t, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		hump := false
		for i := 0; i < len(p); i++ {
			c := p[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') || i == 0 && (c < 'A' || c > 'Z') {
				return false
			}
			hump = hump || i > 0 && c >= 'A' && c <= 'Z' && p[i-1] >= 'a' && p[i-1] <= 'z'
		}
		if !hump {
			return false
		}
	}
	return true
}

// humpedService reports a program's name written in humps that ends in a
// technical word (ZaikoSync, KucunSync): a service,
// a job or a task, named in its team's romanised words before what it
// does. Every part is capitalised letters, none a name the names data
// holds (MariaSync, OliviaBerg stay judged as names), and the last one
// a word of the technical vocabulary alone (not House, River: a
// passphrase's words).
func humpedService(t string) bool {
	if len(t) < 6 || len(t) > 48 || t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	parts, ok, last := 0, true, ""
	eachPart(t, func(p string) bool {
		parts++
		lp := strings.ToLower(p)
		ok = len(p) >= 3 && p[0] >= 'A' && p[0] <= 'Z' && strings.ToLower(p[1:]) == p[1:] && !givenNameData(lp) && !surnameData(lp) && !givenName(lp)
		last = lp
		return ok
	})
	return ok && parts >= 2 && parts <= 4 && len(t) == letterCount(t) && wordlist.Tech(last)
}

// serviceRoles are the roles a program is named by after its own name:
// the last part of a service's, job's or queue's slug.
const serviceRoles = " api svc sync cron worker workers service scheduler backend gateway gw proxy queue daemon engine " +
	"exporter importer collector runner consumer producer notifier mailer indexer poller dispatcher relay connector " +
	"adapter bridge listener server core "

// serviceSlug reports a program's name written as a kebab or snake slug
// whose last part names its role (isanwo-api, hoasen-sync,
// chunfeng-gateway, ugwo-worker): a service's, whatever language its own
// name is in, as humpedService says of KucunSync. A first part that is a
// person's name (florica-cron, marianne-core) keeps the slug a person's.
func serviceSlug(t string) bool {
	k := strings.LastIndexAny(t, "-_")
	if len(t) < 6 || len(t) > 48 || k < 3 || !inList(serviceRoles, t[k+1:]) || t[k+1:] != strings.ToLower(t[k+1:]) {
		return false
	}
	other := "-"
	if t[k] == '-' {
		other = "_"
	}
	if contains(t[:k], other) {
		return false // mixed separators: not one slug
	}
	ps := strings.Split(t[:k], t[k:k+1])
	for _, p := range ps {
		if len(p) < 3 || letterCount(p) != len(p) || strings.ToLower(p) != p || givenNameData(p) || surnameData(p) || givenName(p) {
			return false
		}
	}
	return len(ps) <= 3
}

// letterCount counts t's ASCII letters.
func letterCount(t string) int {
	n := 0
	for i := 0; i < len(t); i++ {
		if c := t[i] | 0x20; c >= 'a' && c <= 'z' {
			n++
		}
	}
	return n
}

// unitName reports a systemd unit's name (zaiko-sync.service,
// backup@daily.timer): a program's, unless its name is a person's
// (olivia-martin.service).
func unitName(t string) bool {
	k := lastIndexByte(t, '.')
	if k <= 0 || !inList(" service socket timer mount target path ", t[k+1:]) || strings.Trim(t[:k], "abcdefghijklmnopqrstuvwxyz0123456789-_@") != "" {
		return false
	}
	return !nameParts(t[:k]) && !personName(t[:k])
}

// regionCode reports a cloud region's code, in either case: a two-letter
// area, compass words, and the region's number, joined by hyphens
// (eu-west-2, ap-southeast-1, US-EAST-1 as a game's or a CDN's config
// writes it in capitals, us-gov-west-1's "gov" too). No country's plate
// writes a compass word, and the plate rules read the capitals as one.
func regionCode(v string) bool {
	parts := strings.Split(strings.ToLower(v), "-")
	n := len(parts)
	if n < 3 || n > 5 || len(parts[0]) != 2 || !lettersOnly(parts[0]) || len(parts[n-1]) > 2 || countDigits(parts[n-1]) != len(parts[n-1]) {
		return false
	}
	compass := 0
	for _, p := range parts[1 : n-1] {
		switch {
		case p == "gov" && compass == 0:
		case p == "northeast" || p == "northwest" || p == "southeast" || p == "southwest" || slices.Contains(compassWords[:], p):
			compass++
		default:
			return false
		}
	}
	return compass > 0
}
