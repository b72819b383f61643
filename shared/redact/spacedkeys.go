// Keys written as code with their value after one space, no "=" or ":"
// between (ANDROID_ID a91f3c27d4e8b605, identifierForVendor 6F9619FF-…,
// device_id 4f1c9e8d2b7a3f6e): a program printing a field's name and its
// value side by side (printf("%s %s"), a struct dumped as columns, a
// logger's message that names the field). The key/value rules (keyed.go)
// read a key only before a separator, and the id's shape alone (hex, a
// UUID) is kept as code's; but a word in snake_case, camelCase or
// SCREAMING_SNAKE_CASE is no prose's word, it is the field's key, and its
// class says what the value is, as it does after "=".

package redact

func init() { wordRules = append(wordRules, detectSpacedKeys) }

// detectSpacedKeys masks an id's value after a key written as code whose
// words name a person's or a device's identifier (keyClass "pii" or
// "name"), one space between. Only a value shaped as an id is masked: a
// word there (userId undefined, device_id missing) is the message's.
func detectSpacedKeys(sc *scan) {
	s := sc.s
	if !sc.anyDigit() || !containsChars(s, "_ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return
	}
	for i := 0; i < len(s); {
		if !isWord(s[i]) {
			i++
			continue
		}
		a := i
		for i < len(s) && isWord(s[i]) {
			i++
		}
		b := i
		// a qualified name's, a path's, a flag's or a key's part
		// (UserService.getUserId, /v1/user_id, --device_id, x=user_id)
		if a > 0 && (s[a-1] >= 0x80 || indexByte(".-/:=$@\\\"'`#", s[a-1]) >= 0) || b+1 >= len(s) || s[b] != ' ' || !codeKey(s[a:b]) {
			continue
		}
		class := keyClass(s[a:b])
		if class != "pii" && class != "name" {
			continue
		}
		va := b + 1
		vb := va
		for vb < len(s) && !isSpace(s[vb]) && indexByte(",;)]}\"'", s[vb]) < 0 {
			vb++
		}
		for vb > va && indexByte(".:", s[vb-1]) >= 0 {
			vb--
		}
		v := s[va:vb]
		// a name's key before a number (customer_id 4471 is the record's,
		// as seller: 4412 is, partyKeyOf) or an id not shaped as one
		if class == "name" && countDigits(v) == len(v) || !spacedKeyValue(v) {
			continue
		}
		sc.add(va, vb, phRedacted)
		i = vb
	}
}

// codeKey reports a word written as a program's key: two parts or more,
// joined by "_" (device_id, ANDROID_ID) or by a capital after a small
// letter (identifierForVendor, userId), letters first.
func codeKey(w string) bool {
	if len(w) < 4 || !isLetter(w[0]) {
		return false
	}
	for k := 1; k+1 < len(w); k++ {
		if w[k] == '_' && isAlnum(w[k-1]) && isAlnum(w[k+1]) || w[k] >= 'A' && w[k] <= 'Z' && w[k-1] >= 'a' && w[k-1] <= 'z' {
			return true
		}
	}
	return false
}

// spacedKeyValue reports a value shaped as an id: a number of six digits
// or more, or a token deviceids.go reads as a device's id (a hex run, a
// UUID, capitals and digits). An address, a path, a time or a pair has
// its own rules (10.0.0.4, /tmp/x, 12:30, a=b).
func spacedKeyValue(v string) bool {
	if len(v) < 6 || containsChars(v, "./:=@") {
		return false
	}
	d := countDigits(v)
	return d == len(v) || d > 0 && idShaped(v)
}
