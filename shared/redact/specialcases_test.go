package redact

import "testing"

// TestGeorgianSpecial: a lexicon word of Georgian in a case or with a
// postposition is found; the lemma's stem alone, a word that merely
// ends in a case's letters, and words of other scripts are not.
func TestGeorgianSpecial(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"ორსულად", true}, {"ორსულის", true}, {"დიაბეტით", true}, {"დიაბეტის", true},
		{"კიბოთი", true}, {"კიბოს", true}, {"ასთმით", true}, {"შიდსით", true},
		{"ორსულ", false}, {"სერვერზე", false}, {"ფაილის", false}, {"მონაცემების", false},
		{"კიბ", false}, {"pregnantის", false}, {"diabetes", false},
	} {
		if got := georgianSpecial(c.w); got != c.want {
			t.Errorf("georgianSpecial(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestArmenianSpecial: a lexicon word of Armenian with a case ending or
// an article, or an abstract noun's oblique stem, is found; ordinary
// words in the same cases, and a lexicon word alone (Special's), are
// not.
func TestArmenianSpecial(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"քաղցկեղով", true}, {"շաքարախտով", true}, {"փախստականները", true}, {"փախստականի", true},
		{"հղիության", true}, {"կույրերի", true}, {"դիաբետից", true},
		{"ֆայլը", false}, {"սերվերում", false}, {"տվյալների", false}, {"հավելվածից", false},
		{"քաղցկեղ", false}, {"cancerով", false},
	} {
		if got := armenianSpecial(c.w); got != c.want {
			t.Errorf("armenianSpecial(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestGeorgianSpecialProse: such a form (Georgian's, Armenian's) masks its clause where an error
// writes it of somebody; the program's text around it stays, and so does
// a sentence of ordinary words in the same cases. Invented values.
func TestGeorgianSpecialProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"შეცდომა: თანამშრომელი ორსულად არის, განრიგი ვერ შეინახა", []string{"ორსულად"}, []string{"შეცდომა", "განრიგი ვერ შეინახა"}},
		{"შეცდომა: პაციენტს დიაბეტის დიაგნოზი აქვს, შეკვეთა შეჩერდა", []string{"დიაბეტის"}, []string{"შეცდომა", "შეკვეთა შეჩერდა"}},
		{"შეცდომა: ფაილის ატვირთვა სერვერზე ვერ მოხერხდა", nil, []string{"შეცდომა: ფაილის ატვირთვა სერვერზე ვერ მოხერხდა"}},
		{"Սխալ: հաճախորդը քաղցկեղով հիվանդ է, պատվերը պահպանված չէ", []string{"քաղցկեղով"}, []string{"Սխալ", "պատվերը պահպանված չէ"}},
		{"Սխալ: ֆայլը չի գտնվել, կրկին փորձեք", nil, []string{"Սխալ: ֆայլը չի գտնվել, կրկին փորձեք"}},
	})
}
