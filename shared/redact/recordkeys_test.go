package redact

import "testing"

// TestPersonNounKeysInTheirLanguages: a key that is a catalogue's word for
// a person in a role (Empfänger, destinatario, kontaktperson,
// autor: pnoun.fuse), or a name's word after such a word (kunde_name,
// cliente_nombre, X-Payee-Name), holds that person's name in every
// serialisation; the person's number, an address and a service's account
// under it stay as they were.
func TestPersonNounKeysInTheirLanguages(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `<kontakt typ="privat" kontaktperson="Grace Church"/>`, gone: []string{"Grace", "Church"}, kept: []string{`<kontakt typ="privat" kontaktperson="`}},
		{in: `{'autor': 'Grace Church', 'id': 4}`, gone: []string{"Grace", "Church"}, kept: []string{`'id': 4}`}},
		{in: "kunde_name=Grace Church status=offen", gone: []string{"Grace", "Church"}, kept: []string{"kunde_name="}},
		{in: "cliente_nombre: Hunter", gone: []string{"Hunter"}, kept: []string{"cliente_nombre: "}},
		{in: "X-Payee-Name: Victoria Stone", gone: []string{"Victoria", "Stone"}, kept: []string{"X-Payee-Name: "}},
		{in: "destinatario_id=4471 estado=pendiente"},
		{in: "{ID:35 Kontakt:12 Retry:false}"},
		{in: `{"tenant":"acme-prod","plan":"pro"}`},
		{in: "propietario: root"},
		{in: "autor: dependabot[bot]"},
	})
}

// TestBareNameKeyInPersonRecord: a bare name's key (name, nombre, Name)
// in a record that also holds a given or a family name's key, in any
// language the address books write them (apellido, Vorname, last_name),
// holds the person's name, dictionary words or not; the field's value
// ends at the record's next key, whatever message follows. Without such
// a key, and for a service's or code's name beside one, the value stays.
func TestBareNameKeyInPersonRecord(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `#<Gast id: 7, nombre: "Hunter", apellido: "Lis">`, gone: []string{"Hunter", "Lis"}, kept: []string{"id: 7, nombre: "}},
		{in: "Name: Bach, Vorname: Martina — Konto gesperrt", gone: []string{"Bach", "Martina"}, kept: []string{"Name: ", "Konto gesperrt"}},
		{in: `{"name": "Grace Church", "last_name": "Church"}`, gone: []string{"Grace"}, kept: []string{`{"name": "`}},
		{in: "nom: Martin, prénom: Grace", gone: []string{"Martin", "Grace"}, kept: []string{"nom: ", "prénom: "}},
		{in: `{"name": "orders-worker", "first_name": "Ana"}`, gone: []string{"Ana"}, kept: []string{"orders-worker"}},
		{in: `{"name": "payments-api", "owner": "platform-team"}`},
		{in: "name: orders-worker, replicas: 3"},
	})
}

// TestCompanyUnderPersonKey: a value ending in a legal form (GmbH, A.Ş.,
// S.L.) under a person's key is a company, which the triager needs; a
// person's name there is still masked.
func TestCompanyUnderPersonKey(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Sipariş SIP-0412 (müşteri: Arçelik A.Ş.) faturalanamadı"},
		{in: "Order 4 (customer: Acme GmbH) failed"},
		{in: "Pedido 4 (destinatario: Transportes Ruiz S.L.) rechazado"},
		{in: "Pedido 4 (destinatario: Rosa Blanco) rechazado", gone: []string{"Rosa", "Blanco"}, kept: []string{"Pedido 4 (destinatario: ", ") rechazado"}},
	})
}

// TestServiceValuesUnderPersonKeys: under a person's key a GitHub App's
// account (dependabot[bot]), a run of words a service's word opens
// (GitHub Actions, Renovate Bot) and the key's own verb undone
// (assignee: unassigned) name no one and stay whole; a person's name and
// a login of dictionary words there are still masked.
func TestServiceValuesUnderPersonKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "author: dependabot[bot]"},
		{in: `{"author": "renovate[bot]", "state": "open"}`},
		{in: "author: GitHub Actions"},
		{in: "owner: Backup Service"},
		{in: "assignee: unassigned"},
		{in: "reviewer=unreviewed state=open"},
		{in: "author: Job Smith", gone: []string{"Job", "Smith"}, kept: []string{"author: "}},
		{in: "assignee: sunflower", gone: []string{"sunflower"}, kept: []string{"assignee: "}},
		{in: "owner: Grace Church", gone: []string{"Grace", "Church"}},
	})
}

// TestWhoDidItKeysHoldWholeNames: the keys an audit log or a record names
// who did something with (reviewer, actor, requester, approver) hold a
// person's whole name, words of the dictionary or not, in every
// serialisation; a service's account, a bot and a word that says no one
// under them stay, in an XML element as under a key.
func TestWhoDidItKeysHoldWholeNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "reviewer: Grace Church", gone: []string{"Grace", "Church"}, kept: []string{"reviewer: "}},
		{in: `approver="Grace Church" state=merged`, gone: []string{"Grace", "Church"}, kept: []string{"state=merged"}},
		{in: "Fastly error 503 backend read error, X-Served-By: cache-ams21045-AMS"},
		{in: "Member[login=cron, role=admin, invitedBy=Optional[scheduler]]:41"},
		{in: "<record><requester>Ildefonso Iglesia Cases</requester></record>", gone: []string{"Ildefonso", "Iglesia", "Cases"}, kept: []string{"<record><requester>"}},
		{in: "actor=sunflower", gone: []string{"sunflower"}},
		{in: "created_by: system"},
		{in: "actor=scheduler"},
		{in: "reporter: spec"},
		{in: "<record><actor>GitHub Actions</actor></record>"},
		{in: "<record><owner>root</owner><user>scheduler</user></record>"},
		{in: "<record><author>dependabot[bot]</author><assignee>unassigned</assignee></record>"},
		{in: "<issue><owner>platform-team</owner></issue>"},
		{in: "<record><owner>sunflower</owner></record>", gone: []string{"sunflower"}},
	})
}
