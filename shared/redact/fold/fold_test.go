package fold

import "testing"

// TestConfusableTable: the generated look-alike table is sorted, its
// skeletons line up, and it reads the letters a fence can be spelt with
// as the ASCII letters they look like.
func TestConfusableTable(t *testing.T) {
	if len(confusableFrom) != len(confusableEnd) || int(confusableEnd[len(confusableEnd)-1]) != len(confusableTo) {
		t.Fatalf("%d characters, %d ends, %d bytes of skeletons", len(confusableFrom), len(confusableEnd), len(confusableTo))
	}
	for i := 1; i < len(confusableFrom); i++ {
		if i != confusableBMP && confusableFrom[i] <= confusableFrom[i-1] || confusableEnd[i] <= confusableEnd[i-1] {
			t.Fatalf("not sorted at %d (U+%04X)", i, confusableFrom[i])
		}
	}
	// every character of the table is found, in its plane only: U+100C6
	// is no Æ (U+00C6), U+1D42E (𝐮) no U+D42E
	for i, c := range confusableFrom {
		r := rune(c)
		if i >= confusableBMP {
			r += 0x10000
		}
		if Skeleton(r) == "" || (Skeleton(r^0x10000) != "") != inTable(r^0x10000) {
			t.Fatalf("U+%04X: %q, U+%04X: %q", r, Skeleton(r), r^0x10000, Skeleton(r^0x10000))
		}
	}
	for _, c := range []struct {
		r    rune
		want string
	}{{'а', "a"}, {'А', "a"}, {'е', "e"}, {'ѕ', "s"}, {'ԁ', "d"}, {'ο', "o"}, {'υ', "u"}, {'ν', "v"}, {'ս', "u"}, {'ⅾ', "d"},
		{'˗', "-"}, {'ⅿ', "rn"}, {'a', ""}, {'т', ""}, {'ü', ""}, {'Æ', "ae"}, {'\U000100C6', ""}, {'\U0001d42e', "u"},
		{'\U0001FBF9', "9"}, {'\U0002FBF9', ""}, {'\U0010FFFF', ""}} {
		if got := Skeleton(c.r); got != c.want {
			t.Errorf("%q (U+%04X): %q, want %q", c.r, c.r, got, c.want)
		}
	}
}

// inTable reports whether r is one of the table's characters.
func inTable(r rune) bool {
	for i, c := range confusableFrom {
		if i >= confusableBMP && rune(c)+0x10000 == r || i < confusableBMP && rune(c) == r {
			return true
		}
	}
	return false
}

// TestView: the folded view reads look-alikes as ASCII and maps each of
// its bytes back to the original; text without look-alikes is not copied.
func TestView(t *testing.T) {
	for _, c := range []struct{ in, view string }{
		{"olivia\uff20example\u3002com", "olivia@example.com"},
		{"4111\u20111111", "4111-1111"},
		{"\u0662\u0660\u0667", "207"},
		{"\U0001d42e\U0001d427", "un"},
		{"1024\u2009min", "1024 min"},
		{"plain ascii", "plain ascii"},
		{"caf\u00e9", "caf\u00e9"},
	} {
		view, at, ok := View(c.in)
		if view != c.view {
			t.Errorf("View(%q) = %q, want %q", c.in, view, c.view)
		}
		if ok != (c.in != c.view) {
			t.Errorf("View(%q): ok %v", c.in, ok)
		}
		if ok && (len(at) != len(view)+1 || at[len(view)] != len(c.in)) {
			t.Errorf("View(%q): offsets %v", c.in, at)
		}
	}
	for _, c := range []struct {
		r    rune
		want byte
	}{{'K', 'k'}, {'\u212a', 'k'}, {'\uff4b', 'k'}, {'\u017f', 's'}, {'-', '-'}, {'\u00e9', 0}, {'\u0442', 0}} {
		if got := Case(c.r); got != c.want {
			t.Errorf("Case(%q) = %q, want %q", c.r, got, c.want)
		}
	}
}
