package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestWhereabouts: the place after a verb of staying (words.StayVerb), the
// words of time after it and its preposition is where a person is, in
// every language the verbs are read in; a place of a program's (a region,
// a path, a setting, a lock's mode, a process's) stays, and so does a
// place without a capitalised name.
func TestWhereabouts(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Hinweis: Mieterin wohnt vorübergehend im Gästehaus Lindenhof, Post zurück", "Lindenhof", "Post zurück"},
		{"Erreur : le locataire séjourne chez sa fille à Annecy, visite reportée", "Annecy", "visite reportée"},
		{"Aviso: el paciente reside temporalmente en la casa de su hermana en Segovia", "Segovia", "Aviso"},
		{"Błąd: klient mieszka teraz u brata w Gnieźnie – list zwrócony", "Gnieźnie", "list zwrócony"},
		{"Ошибка: заявитель проживает сейчас в общежитии в Твери, письмо не доставлено", "Твери", "письмо не доставлено"},
		{"Помилка: отримувачка мешкає у гуртожитку в Луцьку, лист повернуто", "Луцьку", "лист повернуто"},
		{"Fel: kunden bor tillfälligt hos sin mamma i Kiruna.", "Kiruna", "Fel: kunden bor"},
		{"Gagal: pelanggan tinggal sementara di rumah saudara di Cirebon, paket tertahan", "Cirebon", "paket tertahan"},
		{"Visit not booked: the tenant is staying with relatives in Tralee until May", "Tralee", "until May"},
		{"Erro: a utente vive agora em casa de uma amiga em Viseu, carta devolvida", "Viseu", "carta devolvida"},
		{"Erro: a utente vive agora em casa da avó em Viseu, carta devolvida", "Viseu", "carta devolvida"},
		{"Lỗi: bệnh nhân đang ở nhà con gái tại Vinh, chưa liên lạc được", "Vinh", "chưa liên lạc được"},
		{"تعذر الإرسال: العميل يسكن حاليا في حي الملقا بالرياض، الطلب معلق", "الملقا", "الطلب معلق"},
		{"Errore: l'ospite soggiorna presso l'agriturismo Le Querce, check-in mancante", "Querce", "check-in mancante"},
	})
	for _, benign := range []string{
		"Warning: data resides in eu-central-1, replication pending",
		"config lives in /etc/app/config.yaml",
		"Option stays in Settings until restart",
		"ПОДРОБНОСТИ:  Процесс 4821 ожидает в режиме ShareLock блокировку",
		"DETALJ:  Processen väntar på ShareLock på transaktion 8812",
		"Worker 7 waits in Queue for a slot",
		"Le fichier se trouve dans le dossier Téléchargements",
		"morada não encontrada nos CTT",
		"Debería estar en el formato YYYY-MM-DD HH:MM",
		"user is waiting in the queue for approval",
		"Kunde wartet auf die Bestätigung der Zahlung",
		"the job sleeps in between retries",
		"Lỗi ở dòng 5 tại tệp Main",
		"خطأ: الملف يقيم في الذاكرة المؤقتة",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestStayVerbForms: the list holds the inflected forms of the verbs of
// staying the dictionaries give, and no copula, no auxiliary and no verb of
// finding (a file is found in a folder).
func TestStayVerbForms(t *testing.T) {
	for _, w := range []string{"wohnt", "séjourne", "przebywa", "mieszka", "находится", "проживает", "мешкає", "berada", "bor", "ở", "يقيم", "staying", "resides", "risiede", "alojado"} {
		if !wordlist.StayVerb(w) {
			t.Errorf("StayVerb(%q) = false, want a form of a verb of staying", w)
		}
	}
	for _, w := range []string{"ist", "est", "is", "running", "deployed", "trouve", "trouvé", "está", "jest", "был", "in"} {
		if wordlist.StayVerb(w) {
			t.Errorf("StayVerb(%q) = true, want no verb of staying", w)
		}
	}
}
