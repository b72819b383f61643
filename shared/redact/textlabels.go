// A person's text after a clause that names it and fails to keep it, in
// the clause's language (Poznámka se nepodařila uložit: …, Pesan hadiah
// gagal disimpan: …): personLine asks textLabelled when the text opens
// with no greeting and no word in person.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// textLabelled reports a line's text after a clause that names a person's
// text in its language (Poznámka se nepodařila uložit: …, Pesan hadiah
// gagal disimpan: …: a translation of the label a chat's message or a
// note stands under, words.TextKey) when the text is no program's: two of
// its words or more are words no catalogue, error message or code writes
// (a service's own failure after such a label, Nachricht konnte nicht
// gesendet werden: Verbindung abgelehnt, is written in the catalogues'
// words).
func textLabelled(head, v string) bool {
	labelled := false
	// the clause right before the colon (after an earlier one), of three
	// words or more: a label alone (Finančná správa:) is contentkeys.go's
	if k := strings.LastIndexAny(head, ":："); k >= 0 {
		head = head[k+1:]
	}
	ws := strings.Fields(head)
	if len(ws) < 3 {
		return false
	}
	for k, w := range ws {
		// Nachricht F5 201:, Mensaje KI 235:, メッセージ 208: a message's
		// number, which names the program's own message
		if wordlist.TextKey(strings.ToLower(strings.Trim(w, ".,;:()\"'"))) && (k+1 == len(ws) || !numberLabel(ws[k+1])) {
			labelled = true
			break
		}
	}
	if !labelled {
		return false
	}
	strangers := 0
	for _, w := range strings.Fields(v) {
		lw := strings.ToLower(strings.Trim(w, ".,;:!?()\"'«»„“”"))
		if lw == "" || !hasLetter(lw) || countDigits(lw) > 0 {
			continue
		}
		if !wordlist.Template(lw) && !errWord(lw) && !wordlist.Tech(lw) && !wordlist.Code(lw) {
			strangers++
		}
	}
	return strangers >= 2
}

// numberLabel reports a token of digits or capitals, maybe with both (F5,
// 208, KI, M8): a code or a number, not a word.
func numberLabel(w string) bool {
	w = strings.Trim(w, ".,;:()、，")
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		return true // 208、レベル: a number, with the next label glued on
	}
	for _, r := range w {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r == '-' || r == '/') {
			return false
		}
	}
	return true
}
