package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestDocHolderFiles: a file named after a document about one person (a
// wordnet's certificate, power of attorney, payslip, contract…) and a
// name beside it is masked, though the name is a dictionary's word too;
// the document's word beside a program's words, an acronym or a frequent
// word stays.
func TestDocHolderFiles(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"Erro ao anexar certificado_casamento_rosa_pinto.pdf: ficheiro vazio", "certificado_casamento_rosa_pinto", "Erro ao anexar"},
		{"Fehler: Vollmacht_Brandstetter.pdf konnte nicht signiert werden", "Vollmacht_Brandstetter", "konnte nicht signiert werden"},
		{"Fout bij uploaden loonstrookje_Verhoeven_maart.pdf: te groot", "loonstrookje_Verhoeven_maart", "te groot"},
	})
	for _, benign := range []string{
		"cannot open Vertrag_Muster.pdf",
		"Помилка: файл довідка_ВПО.pdf не вдалося завантажити.",
		"Erro: modelo_certificado_padrao.docx não encontrado",
		"open diplom_template_v2.docx failed",
	} {
		if got, _ := New().String(benign); got != benign {
			t.Errorf("%q -> %q, want it unchanged", benign, got)
		}
	}
}

// TestDocNounForms: the list holds the wordnets' words for a document
// about one person in their case forms, and no program's word.
func TestDocNounForms(t *testing.T) {
	for _, w := range []string{"atestado", "vollmacht", "loonstrookje", "certificado", "geburtsurkunde", "πιστοποιητικό", "levensloop"} {
		if !wordlist.DocNounForm(w) {
			t.Errorf("DocNounForm(%q) = false, want a document's word", w)
		}
	}
	for _, w := range []string{"template", "report", "backup", "invoice", "config", "x"} {
		if wordlist.DocNounForm(w) {
			t.Errorf("DocNounForm(%q) = true, want none", w)
		}
	}
}
