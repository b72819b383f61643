// The source location ImageMagick writes after an exception's reason: " @
// severity/file.c/Function/line" (MagickCore's ThrowMagickException:
// convert: unable to open image 'x.png' @ error/blob.c/OpenBlob/2924,
// cache resources exhausted `/tmp/magick-8812' @
// error/cache.c/OpenPixelCache/4095). Its function's name in CamelCase and
// its line number read, glued by slashes, as a random run; it is the
// library's code.

package redact

// magickLocation reports the run v at s[a:] that is the "c/Function/line"
// end of an ImageMagick location: after "@ ", a severity in small letters,
// "/", a C file's stem and its dot.
func magickLocation(s string, a int, v string) bool {
	if len(v) < 5 || v[0] != 'c' || v[1] != '/' || a < 6 || s[a-1] != '.' {
		return false
	}
	// Function/line
	k := indexByte(v[2:], '/')
	if k <= 0 || k+3 >= len(v) || !isIdentifier(v[2:2+k]) || countDigits(v[3+k:]) != len(v)-3-k {
		return false
	}
	// severity/file. before the run, read back a few bytes only
	i := a - 1
	for i > 0 && a-i < 48 && (isWord(s[i-1]) || s[i-1] == '-') {
		i--
	}
	if i == a-1 || i < 1 || s[i-1] != '/' {
		return false
	}
	j := i - 1
	for j > 0 && i-j < 16 && s[j-1] >= 'a' && s[j-1] <= 'z' {
		j--
	}
	return j < i-1 && j >= 2 && s[j-2:j] == "@ "
}

// isIdentifier reports a C identifier: letters, digits and underscores,
// not starting with a digit.
func isIdentifier(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isWord(c) || i == 0 && c >= '0' && c <= '9' {
			return false
		}
	}
	return w != ""
}
