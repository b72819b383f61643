package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"unicode/utf16"
)

// qmMagic opens every Qt .qm catalogue.
var qmMagic = []byte{0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD}

// readQM reads a Qt .qm catalogue's messages (source text to its first
// translation), as lrelease writes them: a Messages block (tag 0x69) of
// records, each a run of tagged fields ending in tag 1; translations are
// UTF-16BE, source texts and contexts UTF-8. Messages without their
// source text (lrelease -nocompress keeps it; KeePassXC's do) are skipped.
func readQM(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 16 || string(b[:16]) != string(qmMagic) {
		return nil, fmt.Errorf("%s: no Qt catalogue", path)
	}
	var msgs []byte
	for i := 16; i+5 <= len(b); {
		tag, n := b[i], int(binary.BigEndian.Uint32(b[i+1:]))
		i += 5
		if i+n > len(b) {
			return nil, fmt.Errorf("%s: block past the end", path)
		}
		if tag == 0x69 {
			msgs = b[i : i+n]
		}
		i += n
	}
	out := map[string]string{}
	var src, tr string
	for j := 0; j < len(msgs); {
		tag := msgs[j]
		j++
		switch tag {
		case 1: // end of a message
			if src != "" && tr != "" {
				if _, ok := out[src]; !ok {
					out[src] = tr
				}
			}
			src, tr = "", ""
		case 2, 5: // obsolete field, hash: four bytes
			j += 4
		case 3, 6, 7, 8: // translation, source text, context, comment
			if j+4 > len(msgs) {
				return nil, fmt.Errorf("%s: field past the end", path)
			}
			n := binary.BigEndian.Uint32(msgs[j:])
			j += 4
			if n == 0xFFFFFFFF {
				continue
			}
			if j+int(n) > len(msgs) {
				return nil, fmt.Errorf("%s: field past the end", path)
			}
			f := msgs[j : j+int(n)]
			j += int(n)
			switch tag {
			case 3:
				if tr == "" {
					u := make([]uint16, len(f)/2)
					for k := range u {
						u[k] = binary.BigEndian.Uint16(f[2*k:])
					}
					tr = string(utf16.Decode(u))
				}
			case 6:
				src = string(f)
			}
		default:
			return nil, fmt.Errorf("%s: field tag %d", path, tag)
		}
	}
	return out, nil
}
