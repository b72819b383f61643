package redact

import "testing"

// TestSlugSurnameKnownOnlyByForms: after a given name, a part that a
// language makes only through its word forms is a surname as likely
// (hasan_firmansyah); code's snake case of words as written stays.
func TestSlugSurnameKnownOnlyByForms(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "KeyError: 'hasan_firmansyah'", gone: []string{"hasan", "firmansyah"}, kept: []string{"KeyError: '"}},
		{in: "Key (display)=(miro_perota) already exists.", gone: []string{"miro", "perota"}, kept: []string{"Key (display)=(", ") already exists."}},
		{in: "KeyError: 'user_settings'"},
		{in: "KeyError: 'created_items'"},
		{in: `relation "stany_magazynowe" does not exist`},
		// a pronoun written with its particle (будь-, -небудь, кое-) is
		// the sentence's, though Яким and Будь are names; two names
		// joined by a hyphen are still a person's
		{in: "fatal: не є git репозиторієм (або будь-яким з батьківських каталогів): .git"},
		{in: "Ошибка: кое-что пошло не так"},
		{in: "пользователь иван-петров не найден", gone: []string{"иван", "петров"}, kept: []string{"пользователь ", " не найден"}},
	})
}

// TestSlugBeforeThingNoun: a name slug whose second part is a thing's
// noun names a service, a worker or a portal, as the two words written
// apart do (Harvey worker); a given name and a surname joined stay a
// person's.
func TestSlugBeforeThingNoun(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "deploy of liesbeth-gateway failed"},
		{in: "Anmeldung bei nadia-portal fehlgeschlagen"},
		{in: "thread 'ota-worker' panicked at src/main.rs:40:9:"},
		{in: "deploy of liesbeth-martens failed", gone: []string{"liesbeth-martens"}, kept: []string{"deploy of ", " failed"}},
		{in: "login failed for nadia-kowalczyk", gone: []string{"nadia-kowalczyk"}, kept: []string{"login failed for "}},
	})
}

// TestTailNameSlugs: a given name and a surname joined at the end of a
// slug after a program's words (a notebook's container, a job named for
// its person) are masked; a slug of program
// words, or one whose tail is a thing's, stays.
func TestTailNameSlugs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Conflict. The container name "/jupyter-ingrid-halvorsen" is already in use`, gone: []string{"ingrid", "halvorsen"}, kept: []string{`Conflict. The container name "/`, `" is already in use`}},
		{in: "job export-casefile-darius-moradi not found", gone: []string{"darius", "moradi"}, kept: []string{"job export-", " not found"}},
		{in: "deployment kube-state-metrics failed; open /etc/nginx/sites-enabled failed"},
		{in: "pod redis-sentinel-0 restarted; image spring-boot-starter-web pulled"},
	})
}

// TestNameSlugObjectKeys: a given name and a surname no word names,
// joined as an object's key over a number, are the person a mapping is
// kept for and masked; a field's key of words or of a tool's name, and a
// form's field over its messages, stay.
func TestNameSlugObjectKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `TypeError: unsupported operand while merging leave_balances={"oksana_hrytsenko": 3}`, gone: []string{"oksana_hrytsenko"}, kept: []string{`leave_balances={"`, `": 3}`}},
		{in: `{"first_name": "x", "maria_db": 1, "django_celery": 2}`},
		{in: `{"koli_adedi": ["Tam sayı girin."]}`},
	})
}
