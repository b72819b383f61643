package redact

import (
	"strings"
	"testing"
)

// TestSQLNames: the tables, views and columns a quoted SQL statement names
// are the schema's, whatever language they are written in; the values the
// statement compares them with, a table named after a person, and English
// prose around the same keywords are still judged. The values are invented
// for the test.
func TestSQLNames(t *testing.T) {
	r := New()
	kept := []string{
		"ERROR:  relation \"tovar_ostatok\" does not exist\nLINE 1: SELECT count(*) FROM tovar_ostatok",
		`CONTEXT:  SQL statement "DELETE FROM pedidos_itens WHERE criado_kolon < now() - interval '30 days'"`,
		`КОНТЕКСТ:  SQL-оператор "REFRESH MATERIALIZED VIEW svodka_prodazh"`,
		"LINE 1: SELECT zarez_qty, baz_qty FROM stany_mag",
		`could not execute statement [insert into towar (kod,nazwa,id) values (?,?,?)]`,
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("changed %q: %q", k, out)
		}
	}
	gone := []struct{ text, value string }{
		{`LINE 1: SELECT * FROM users WHERE login = 'kwikstaart'`, `kwikstaart`},
		{`LINE 1: SELECT * FROM jan_kowalski`, `kowalski`},
		{`Error: chat message from xXsniper_kubaXx rejected`, `sniper_kuba`},
		{`Error: failed to update from mkaraoglu mirror`, `mkaraoglu`},
		{`Error: RowNotFound (query: SELECT id FROM stock WHERE sku = $1, owner=kwikstaart)`, `kwikstaart`},
	}
	for _, c := range gone {
		if out, err := r.String(c.text); err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q kept %q: %q", c.text, c.value, out)
		}
	}
}

// TestSQLNameLiterals: the literal a statement compares with a column
// named Name, in English or in a language whose catalogues translate it
// (nama, nombre, navn), is masked when it is written as a person's name;
// a thing's name of English words, a literal under another column and a
// lone word stay. Invented names.
func TestSQLNameLiterals(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "SELECT * FROM pasien WHERE nama = 'Embun Pagi' LIMIT 1", gone: []string{"Embun Pagi"}, kept: []string{"FROM pasien WHERE nama = '"}},
		{in: "SELECT id FROM clientes WHERE nombre='Lucía Ferrer'", gone: []string{"Lucía Ferrer"}, kept: []string{"WHERE nombre='"}},
		{in: "SELECT * FROM kunder WHERE navn = 'Per-Arne Dahl'", gone: []string{"Per-Arne Dahl"}},
		{in: "SELECT * FROM warehouses WHERE name = 'Main Warehouse'"},
		{in: "SELECT * FROM jobs WHERE status = 'Embun Pagi'"},
		{in: "SELECT * FROM queues WHERE name = 'billing'"},
	})
}

// TestSQLiteMissingNames: SQLite's "no such table: %s" and its kin name a
// schema object, unquoted; a name made of a person's names stays masked.
func TestSQLiteMissingNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"django.db.utils.OperationalError: no such table: coop_milkcollection", nil, []string{"coop_milkcollection"}},
		{"sqlite3.OperationalError: no such column: ledger.farmerbalance", nil, []string{"ledger.farmerbalance"}},
		{"OperationalError: no such index: idx_parcelscan_ts", nil, []string{"idx_parcelscan_ts"}},
		{"OperationalError: no such table: jan_kowalski", []string{"jan_kowalski"}, []string{"no such table"}},
	})
}
