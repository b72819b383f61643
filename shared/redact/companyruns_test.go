package redact

import "testing"

// TestCompanyRunsTwoBusinessWords: a run of name words holding two words
// for a line of business is a company's, though a word before one reads
// as a given name, and Italian's articled particles (dei, degli) join its
// words; a given name and one such word, or two given names' run, stay a
// person's.
func TestCompanyRunsTwoBusinessWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"partner Otokar Otomotiv ve Savunma Sanayi rejected the webhook", nil, []string{"Otokar Otomotiv ve Savunma Sanayi"}},
		{"merchant Hürriyet Gazetecilik ve Matbaacılık (acct_1)", nil, []string{"Hürriyet Gazetecilik ve Matbaacılık"}},
		{"supplier Banca Monte dei Paschi di Siena has no VAT profile", nil, []string{"Banca Monte dei Paschi di Siena"}},
		{"invoice for Chris Mills failed", []string{"Chris"}, nil},
		{"lookup for Marco dei Rossi failed", []string{"Rossi"}, nil},
		{"failed for Otokar Otomotiv today", []string{"Otokar"}, nil},
		// three business words hold a run of up to eight names, as long
		// Turkish and Spanish trading names list their trades (invented)
		{"supplier Kaya Elektrik Mühendislik Müşavirlik İnşaat Turizm ve Ticaret has no VAT profile", nil, []string{"Kaya Elektrik Mühendislik Müşavirlik İnşaat Turizm ve Ticaret"}},
		{"KeyError: 'no price list for Yıldız Aydın Mühendislik Danışmanlık İnşaat Turizm ve Ticaret'", nil, []string{"Yıldız Aydın Mühendislik Danışmanlık İnşaat Turizm ve Ticaret"}},
		{"invoice for Ayşe Yılmaz failed, see İnşaat Turizm", []string{"Ayşe Yılmaz"}, nil},
	})
}
