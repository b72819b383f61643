package redact

import "testing"

// TestMagickLocations: ImageMagick's source location after an exception
// (@ error/cache.c/OpenPixelCache/4095) is the library's code in every
// severity; a random run of the same shape elsewhere, or after "@ " with
// no file before it, is still a secret.
func TestMagickLocations(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "convert-im6.q16: cache resources exhausted `/tmp/magick-8812' @ error/cache.c/OpenPixelCache/4095 (ImageMagick 7.1.1-29)"},
		{in: "convert-im6.q16: no images defined `out.pdf' @ error/convert.c/ConvertImageCommand/3258."},
		{in: "identify: improper image header `scan.tiff' @ warning/tiff.c/TIFFWarnings/1052."},
		{in: "token c/Xk9Qa7LmP2zR8tW4/83310 leaked", gone: []string{"Xk9Qa7LmP2zR8tW4"}},
	})
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"x @ error/cache.c/OpenPixelCache/4095", true},
		{"x @ fatal/magick-core.c/Foo_Bar/12", true},
		{"x @ error/cache.c/OpenPixelCache/40a5", false},
		{"x @ /cache.c/OpenPixelCache/4095", false},
		{"x error/cache.c/OpenPixelCache/4095", false},
		{"x @ error/cache.c/9Open/4095", false},
	} {
		k := indexStr(c.s, ".c/") + 1
		if got := magickLocation(c.s, k, c.s[k:]); got != c.want {
			t.Errorf("magickLocation(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
