package redact

import "testing"

// TestAccentlessWords: the words of languages with diacritics, as code and
// paths write them without (facturacion, informacao, schluessel), are
// known; a login, a name or a slug of names beside them is still masked.
func TestAccentlessWords(t *testing.T) {
	checkMasks(t, []maskCase{
		{"open /srv/facturacion/config.yaml: no such file or directory", ""},
		{"rm: cannot remove '/srv/almacen/tmp/lote_77.csv': Permission denied", ""},
		{"FileNotFoundError: /data/ubicacion/export.csv", ""},
		{"open /var/lib/informacao/cache.db: permission denied", ""},
		{"stat /opt/schluessel/store: no such file or directory", ""},
		{"open /srv/entrepot/config.yaml: no such file or directory", ""},
		{"open /home/mkaraoglu/.ssh/id_rsa: permission denied", "mkaraoglu"},
		{"open /srv/almacen/users/jgarcia/cv.pdf: permission denied", "jgarcia"},
		{"open /srv/facturacion/olivia-martin/cv.pdf: permission denied", "olivia-martin"},
		{"login failed for user vkowalczyk", "vkowalczyk"},
	})
}

func TestAccentForms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"facturacion", "facturación"},
		{"informacao", "informação"},
		{"servico", "serviço"},
		{"contrasena", "contraseña"},
		{"entrepot", "entrepôt"},
		{"numero", "número"},
		{"societe", "société"},
		{"telephone", "téléphone"},
		{"categoria", "categoría"},
	} {
		found := false
		for _, f := range accentForms(c.in) {
			if f == c.want {
				found = true
			}
		}
		if !found {
			t.Errorf("accentForms(%q) lacks %q: %q", c.in, c.want, accentForms(c.in))
		}
	}
	if umlauts("schluessel") != "schlüssel" {
		t.Errorf("umlauts(schluessel) = %q", umlauts("schluessel"))
	}
	for _, w := range []string{"abc", "Olivia", "name_1", "größe"} {
		if accentKnown(w) {
			t.Errorf("accentKnown(%q): only lower-case ASCII words of five letters or more are asked", w)
		}
	}
}
