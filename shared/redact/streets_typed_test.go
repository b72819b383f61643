package redact

import "testing"

// TestTypedStreetsInProse: a street of a Spanish, Portuguese or Italian
// street type, written out or abbreviated with a full stop (Av., Avda.,
// Pça., C/), a capitalised name and a house number in prose is masked
// with the flat and the neighbourhood after it; the same words without a
// capitalised name and a number, a road's code and a count stay. Invented
// addresses.
func TestTypedStreetsInProse(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Erro: entrega para Av. Brigadeiro Faria Lima 2232, apto 41 falhou", "Erro: entrega para [address] falhou"},
		{"Error: envío a Avda. de la Libertad 88 rechazado", "Error: envío a [address] rechazado"},
		{"Error: no se pudo geocodificar Av. Reforma 410, Col. Juárez", "Error: no se pudo geocodificar [address]"},
		{"Erro: cobrança em Pça. da Liberdade 130 recusada", "Erro: cobrança em [address] recusada"},
		{"Error: pedido para C/ Almirante 7 sin stock", "Error: pedido para [address] sin stock"},
		{"Errore: consegna in Corso Vercelli 41 fallita", "Errore: consegna in [address] fallita"},
		// kept
		{"Error: el camino es demasiado largo 12 veces", "Error: el camino es demasiado largo 12 veces"},
		{"El proceso corso 3 falló", "El proceso corso 3 falló"},
		{"Aviso: av. 3 reintentos", "Aviso: av. 3 reintentos"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}
