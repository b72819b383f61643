package redact

import "testing"

// TestParticleNames: a given name, a surname's particle run and a family
// name that is also a word of some language (Berg, Mesa, Stein, Water) is
// a person, hyphenated parts too; a place or a firm whose first word is no
// given name, or is a word the dictionaries hold, keeps its words, and so
// does a company's name before its legal form. Invented names.
func TestParticleNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"x = 'Willem van der Berg'", []string{"Willem", "Berg"}, []string{"x = '"}},
		{"Willem van der Berg-Dijkstra logged in", []string{"Willem", "Berg", "Dijkstra"}, []string{"logged in"}},
		{"Ludger von Stein approved the refund", []string{"Ludger", "Stein"}, []string{"approved the refund"}},
		{"Ximena de la Mesa: saldo insuficiente", []string{"Ximena", "Mesa"}, []string{"saldo insuficiente"}},
		// frequent given names that a dictionary holds too (es pedro, pt
		// joão, fr pierre) before a particle run
		{"pagamento de Pedro dos Santos recusado", []string{"Pedro", "Santos"}, []string{"pagamento de", "recusado"}},
		{"fatura emitida para João da Silva Ferreira", []string{"João", "Silva"}, []string{"fatura emitida para"}},
		{"commande annulée par Pierre de la Fontaine hier", []string{"Pierre", "Fontaine"}, []string{"commande annulée par", "hier"}},
		{"reembolso a Pilar del Río: tarjeta caducada", []string{"Pilar", "Río"}, []string{"reembolso a", "tarjeta caducada"}},
		// no given name first, or one the dictionaries hold
		{"erro no Banco do Brasil: timeout", nil, []string{"Banco do Brasil", "timeout"}},
		{"falha no Ministério da Saúde", nil, []string{"Ministério da Saúde"}},
		{"pago rechazado por Banco de Chile", nil, []string{"Banco de Chile"}},
		{"Error de la Base de Datos", nil, []string{"Error de la Base de Datos"}},
		{"Museo del Prado cerrado", nil, []string{"Museo del Prado"}},
		{"Costa del Sol", nil, []string{"Costa del Sol"}},
		{"Domingo de Ramos", nil, []string{"Domingo de Ramos"}},
		// a code word or a company after the particle
		{"Anna de Error", nil, []string{"de Error"}},
		{"ship to Anna de Vries GmbH", nil, []string{"Anna de Vries GmbH"}},
	})
}

// TestParticleNamesRule: the rule alone, both ways.
func TestParticleNamesRule(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // what it masks, "" for nothing
	}{
		{"Maarten van der Berg", "Maarten van der Berg"},
		{"user Maarten van der Berg-Hoekstra, id 4", "Maarten van der Berg-Hoekstra"},
		{"Ximena de la Mesa", "Ximena de la Mesa"},
		{"Banco de Chile", ""},
		{"Pedro dos Santos", "Pedro dos Santos"},
		{"Rosa de Oliveira", "Rosa de Oliveira"},
		{"x_Maarten van der Berg", ""}, // glued to code
		{"Maarten van der BERG", ""},   // all capitals: a code
		{"Maarten van der berg", ""},   // no capital after the run
		{"Maarten van Berg2", ""},      // glued to digits
	} {
		sc := &scan{s: c.in}
		detectParticleNames(sc)
		got := ""
		if len(sc.out) > 0 {
			got = c.in[sc.out[0].start:sc.out[0].end]
		}
		if got != c.want {
			t.Errorf("%q: masked %q, want %q", c.in, got, c.want)
		}
	}
}
