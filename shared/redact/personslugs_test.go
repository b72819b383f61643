package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestNamedHandleWordNames: a login of a given name and a surname that are
// words too (jimmy-hess, mica-wood) is somebody's, by the names data; a
// value of two words that are no given name then surname is kept.
func TestNamedHandleWordNames(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`** (MatchError) no match of right hand side value: {:error, %{who: "jimmy-hess", reason: :taken}}`, `jimmy`, `reason: :taken`},
		{`called ` + "`Result::unwrap()`" + ` on an ` + "`Err`" + ` value: NotFound(Some("mica-wood"))`, `mica-wood`, `NotFound(Some(`},
		{`{:error, %{who: "release-notes", reason: :taken}}`, `[`, `release-notes`},
		{`NotFound(Some("cache-warmer"))`, `[`, `cache-warmer`},
		// a given name and two surnames, the last of the names data
		// (narciso-pla-rios); code's words make no person (max-retry-count)
		{`smtplib.SMTPRecipientsRefused: welcome mail for narciso-pla-rios bounced`, `narciso`, `welcome mail for`},
		{`The duplicate key value is (narciso-pla-rios).`, `pla-rios`, `The duplicate key value is (`},
		{`invalid option max-retry-count`, `[`, `max-retry-count`},
	})
}

// TestLoginDigitsGivenCodeWords: a login of a given name the code
// vocabulary holds too and a number (ada76, avo40) is somebody's; a
// program's word and a number (node18, kafka01) and a width in bits
// (win32, int64) are not.
func TestLoginDigitsGivenCodeWords(t *testing.T) {
	for tok, want := range map[string]bool{
		"ada76": true, "avo40": true, "yang30": true,
		"node18": false, "kafka01": false, "win32": false, "int64": false, "sha512": false, "arm64": false,
	} {
		if got := loginDigits(tok); got != want {
			t.Errorf("loginDigits(%q) = %v, want %v", tok, got, want)
		}
	}
	checkKeptCases(t, []keptCase{
		{`ActiveRecord::RecordInvalid: Validation failed: CreatedBy avo40 has already been taken`, `avo40`, `has already been taken`},
		{`by: Невірне значення enum. Очікувалося 'active' | 'archived', отримано 'ada76'`, `ada76`, `Очікувалося 'active'`},
	})
}

// TestSwedishSPassive: Swedish's s-passive of a known past tense is a
// word of the message, whatever key's value comes before it.
func TestSwedishSPassive(t *testing.T) {
	for _, w := range []string{"avvisades", "skapades", "hittades"} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"mendes", "fernandes", "oavaliades"} {
		if sPassive(w) {
			t.Errorf("sPassive(%q) = true, want false", w)
		}
	}
}

// TestCommonNeedsTheDictionary: the common-English filter answers a
// stranger yes about once in fifty; a login it took for English (a
// mention's handle) is masked, and a common word and its inflection stay
// common.
func TestCommonNeedsTheDictionary(t *testing.T) {
	for w, want := range map[string]bool{"portal": true, "portals": true, "hourly": true, "patofenerov": false, "jpvaar": false} {
		if got := wordlist.Common(w); got != want {
			t.Errorf("Common(%q) = %v, want %v", w, got, want)
		}
	}
	checkKeptCases(t, []keptCase{
		{`slack: failed to notify @patofenerov: channel_not_found`, `patofenerov`, `channel_not_found`},
		{`slack: failed to notify @jpvaar: channel_not_found`, `jpvaar`, `slack: failed to notify @`},
	})
}

// TestJoinedNamesBeyondASCII: a handle in small letters joined by "." or
// "_" in another script, one part a name, or in Latin with marks, every
// part a name or unknown, is somebody's; an identifier in capitals (1C's)
// and a snake_case key of words stay.
func TestJoinedNamesBeyondASCII(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Cannot deserialize value of type ` + "`java.lang.Long`" + ` from String "մարիամ.սարգսյանց": not a valid value`, gone: []string{"մարիամ", "սարգսյանց"}, kept: []string{"from String"}},
		{in: `unserialize(): Error at offset 15 in a:1:{s:6:"holder";s:20:"thành_lan_bảo_dương";}`, gone: []string{"thành_lan_bảo_dương"}, kept: []string{`s:6:"holder"`}},
		{in: `Ошибка: модуль "Справочники.Номенклатура" не найден`},
		{in: `Fehler: Feld "straße_nr" fehlt`},
		{in: `config: größe_max=12`},
		{in: `{"ім_я": null, "retries": 3}`},
		{in: `Validation error<value>612/7 ถ.เขียวอ่อน</value>`, gone: []string{"เขียวอ่อน"}, kept: []string{"</value>"}},
	})
}

// TestSlugOwnerLogin: a namespace's or a bucket's slug one of whose parts
// is a login of a name's parts (team-mmueller, backup-tkowalski) is named
// after its owner, on a command line and as an object store's bucket; a
// slug of words (team-payments, kube-system, acme-prod-assets) is kept.
func TestSlugOwnerLogin(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`kubectl logs -n team-mmueller pod/api-7f9c in handle_request`, `mmueller`, `kubectl logs -n`},
		{`Error: bucket backup-tkowalski does not exist`, `tkowalski`, `does not exist`},
		{`gs://backup-jgarcia/db.sql.gz: 403 Forbidden`, `jgarcia`, `/db.sql.gz: 403 Forbidden`},
		{`kubectl get pods -n kube-system`, `[`, `kube-system`},
		{`kubectl logs -n team-payments pod/api-7f9c`, `[`, `team-payments`},
		{`s3://acme-prod-assets/x.csv: AccessDenied`, `[`, `acme-prod-assets`},
	})
}

// TestFieldErrorKeys: a form field's name keying a framework's error
// messages (Django REST framework's, Laravel's) is code, in the team's
// language too; a person's name or dotted handle there, and a slug keyed to
// somebody's own words, are still masked.
func TestFieldErrorKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{`{"cislo_pobocky": ["Toto pole je povinné."]}`, ""},
		{`{"koli_agirligi": ["Tam sayı girin."]}`, ""},
		{`{"maria_lindqvist": ["Toto pole je povinné."]}`, "maria_lindqvist"},
		{`{"elladio.barzini": ["Toto pole je povinné."]}`, "elladio.barzini"},
		{`{"zakaria_fechant": ["moje heslo"]}`, "zakaria_fechant"},
	})
}

// TestFieldErrorLines: Django's and the loggers' plain-text form of a
// form's errors, a field's name at a line's start before ": " and a
// catalogue's message, keeps the name the team wrote in its own language
// (cislo_pobocky, koli_agirligi), as TestFieldErrorKeys' JSON form does; a
// person's name or dotted handle in that place, a field name before
// somebody's words, and a slug inside a line are still masked.
func TestFieldErrorLines(t *testing.T) {
	checkMasks(t, []maskCase{
		{"cislo_pobocky: Toto pole je povinné.", ""},
		{"koli_agirligi: Bu alan zorunludur.", ""},
		{"nom_empresa: Aquest camp és obligatori.\ncognom_tutor: Aquest camp és obligatori.", ""},
		{"maria_lindqvist: Toto pole je povinné.", "maria_lindqvist"},
		{"elladio.barzini: Toto pole je povinné.", "elladio.barzini"},
		{"status: maria_lindqvist: Toto pole je povinné.", "maria_lindqvist"},
		{"cognom_tutor: jordi puig", "jordi puig"},
	})
}

// TestSlugDigitIsNoInitial: a digit beside a rarer given name in a slug of
// three parts or more is a partition's or a node's number, no initial; a
// common given name's slug, or a name and a number alone, stays a person's.
func TestSlugDigitIsNoInitial(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`faust.exceptions.ConsumerNotStarted: agent orion.events failed: topic partition orion-events-4 not assigned`, `[`, `orion-events-4`},
		{`Warning: pod evicted for memory pressure on the node node-riyadh-3`, `[`, `node-riyadh-3`},
		{`partition olivia-7 not assigned`, `olivia`, `partition `},
		{`namespace team-olivia-2 not found`, `olivia`, `namespace `},
		{`worker olivia-m-3 crashed`, `olivia`, `worker `},
	})
}
