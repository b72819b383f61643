package redact

import "testing"

// TestTurkicSpecial: a lexicon word of Kazakh, Kyrgyz or Tatar with its
// plural, possessive, case or copula endings is found; the lemma alone
// (Special's), ordinary words in the same endings, and Russian or
// Ukrainian words are not.
func TestTurkicSpecial(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"босқындар", true}, {"босқындарға", true}, {"мұсылмандардың", true}, {"мұсылманмын", true},
		{"соқырлар", true}, {"нашақорлықтан", true}, {"мүгедектігі", false}, {"качакларга", false},
		{"босқын", false}, {"файлдар", false}, {"серверде", false}, {"қолданушылар", false},
		{"деректердің", false}, {"мусульмане", false}, {"біженці", false}, {"серверы", false},
	} {
		if got := turkicSpecial(c.w); got != c.want {
			t.Errorf("turkicSpecial(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestTurkicSpecialProse: such a form masks its clause where an error
// writes it of somebody; the program's text around it stays, and so does
// a sentence of ordinary words in the same endings. Invented values.
func TestTurkicSpecialProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"Қате: клиент босқындар тізімінде, өтінім сақталмады", []string{"босқындар"}, []string{"Қате:"}},
		{"Қате: файлдар серверге жүктелмеді, қайталап көріңіз", nil, []string{"Қате: файлдар серверге жүктелмеді, қайталап көріңіз"}},
		{"Ошибка: файлы не загружены на сервер", nil, []string{"Ошибка: файлы не загружены на сервер"}},
	})
}
