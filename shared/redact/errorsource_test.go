package redact

import "testing"

// TestErrorSource: the capitalised words between a line's opening error
// word and its colon name the system that failed, in any language the
// catalogues translate "error" into, after a preposition of origin too;
// a given name and a surname there, a name after a preposition of
// direction and a name in the message after the colon stay masked.
func TestErrorSource(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Errore Satispay: pagamento rifiutato dal circuito", ""},
		{"Error de Bizum: operación rechazada", ""},
		{"Fout Tikkie: betaalverzoek verlopen", ""},
		{"Erreur Quiloa : le service est indisponible", ""},
		{"Ошибка Сбермаркет Курьер: заказ не найден", ""},
		{"Σφάλμα Ταξίαρχος: η σύνδεση απέτυχε", ""},
		{"Error: Errore Satispay: pagamento rifiutato dal circuito", ""},
		{"Erreur Camille Dubois : accès refusé", "Camille Dubois"},
		{"Error: Olivia Kowalczyk cannot log in", "Olivia Kowalczyk"},
		{"Erreur pour Camille : accès refusé", "Camille"},
		{"Errore Satispay: pagamento di Giulia Ferraro rifiutato", "Giulia Ferraro"},
		{"Erreur Quiloa : colis pour Camille Dubois introuvable", "Camille Dubois"},
		// words in small letters before the colon are the sentence's, and
		// a name after them is no system's
		{"Грешка при изпращане към Десислава: отказан достъп", "Десислава"},
		{"Error de Olivia: acceso denegado", "Olivia"},
		{"Ошибка у Ярославы: доступ запрещён", "Ярославы"},
		{"Erreur Olivia : accès refusé", "Olivia"},
	})
}
