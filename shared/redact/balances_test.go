package redact

import "testing"

// TestBalanceAmounts: an amount with a currency after a word for a
// balance or a debt, right after it or a few words on in its clause, is
// masked; counts and durations after the same words (outstanding
// requests, load balance, a balance check's time) and the word with no
// amount, and a ledger's balance (no customer's or account's in its
// clause) stay. Invented amounts.
func TestBalanceAmounts(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: export failed: customer 8812 outstanding balance £9,120.75 over 90 days", []string{"9,120.75"}, []string{"customer 8812", "over 90 days"}},
		{"Error al generar el extracto: saldo de la cuenta = 4.310,18 € no cuadra", []string{"4.310,18"}, []string{"no cuadra"}},
		{"Erreur: solde du compte -87,40 EUR insuffisant", []string{"87,40"}, []string{"insuffisant"}},
		{"Fehler: Kontostand 2.210,00 € zu niedrig", []string{"2.210,00"}, []string{"zu niedrig"}},
		{"Error: account overdrawn by $312.09, payout held", []string{"312.09"}, []string{"payout held"}},
		// a comma inside the amount ends no clause; debts in more languages
		{"CollectionsError: past-due balance $7,410.32 on account ending 0912 not settled", []string{"7,410.32"}, []string{"not settled"}},
		{"Błąd windykacji: zaległość dłużnika 8 120,40 zł przekracza limit", []string{"8 120,40"}, []string{"przekracza limit"}},
		// the neighbours
		{"Warn: outstanding requests 1024 exceeded", nil, []string{"1024"}},
		{"Warn: tech debt 40 items, backlog balance 12 tickets", nil, []string{"40 items", "12 tickets"}},
		{"Warn: load balance 75% on node 3", nil, []string{"75%", "node 3"}},
		{"Error: 3 outstanding jobs, balance check took 1500ms", nil, []string{"1500ms"}},
		{"Error: saldo insuficiente para la operación 4471", nil, []string{"saldo insuficiente", "4471"}},
		// a ledger's balance, no account's
		{"Error: journal rejected: ledger balance off by 0.02 EUR", nil, []string{"0.02 EUR"}},
	})
}
