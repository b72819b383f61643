package redact

import "testing"

// TestReportedRows: PostgreSQL's failing row in any language (two spaces
// after the severity's colon) loses each item that is no count, flag,
// moment or dictionary word. The rows' counts, states and dates stay.
func TestReportedRows(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"FEL:  Misslyckande rad innehåller (812, bnordqvist, t, 2025-02-11).", "FEL:  Misslyckande rad innehåller (812, [value], t, 2025-02-11)."},
		{"ERRORE:  La riga in errore contiene (812, Lampada-Fiume-Sasso-27, t, 2025-02-11).", "ERRORE:  La riga in errore contiene (812, [value], t, 2025-02-11)."},
		{"FEHLER:  Fehlgeschlagene Zeile enthält (812, kQ7=pX%w^, t, 2025-02-11).", "FEHLER:  Fehlgeschlagene Zeile enthält (812, [value], t, 2025-02-11)."},
		// kept
		{"DETALLE:  La fila que falla contiene (7731, pendiente, 12, 2024-03-18).", "DETALLE:  La fila que falla contiene (7731, pendiente, 12, 2024-03-18)."},
		{"DETAIL:  Failing row contains (4411, 17, -1, active, 2026-11-02 09:14:00+00).", "DETAIL:  Failing row contains (4411, 17, -1, active, 2026-11-02 09:14:00+00)."},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}
