// India's UPI payment addresses (virtual payment addresses, VPAs), and
// Brazil's Pix keys (rePixKey, below): a person's handle at their bank's or app's PSP handle (ravi.iyer@okaxis,
// 9876543210@ybl). They have no dot after the "@", so the e-mail rule does
// not read them, and they name one person's bank account.

package redact

import "strings"

// upiHandles are the PSP handles of NPCI's most used UPI apps and banks.
const upiHandles = " okaxis okhdfcbank oksbi okicici ybl ibl axl apl paytm upi pthdfc ptsbi ptaxis ptyes yapl jupiteraxis " +
	"axisbank sbi icici hdfcbank kotak indus federal pnb boi barodampay "

// detectUPI masks a VPA: a handle at a PSP handle of upiHandles, or at any
// handle of letters where the text names UPI or a VPA.
func detectUPI(sc *scan) {
	s := sc.s
	if indexByte(s, '@') < 0 {
		return
	}
	named := sc.anyOf("upi", "vpa")
	for i := indexByte(s, '@'); i >= 0; {
		a := i
		for a > 0 && (isAlnum(s[a-1]) || s[a-1] == '.' || s[a-1] == '_' || s[a-1] == '-') {
			a--
		}
		b := i + 1
		for b < len(s) && isLetter(s[b]) {
			b++
		}
		h := strings.ToLower(s[i+1 : b])
		// a dot or a word going on after the handle is an e-mail's
		// domain or something else's (user@host.example, a@b.c)
		glued := b < len(s) && (s[b] == '.' && b+1 < len(s) && isAlnum(s[b+1]) || isWord(s[b]) || s[b] == '-')
		if a < i && i-a >= 2 && b-i >= 3 && !glued && (wordIn(upiHandles, h) || named && len(h) <= 20) {
			sc.add(a, b, phValue)
		}
		k := indexByte(s[i+1:], '@')
		if k < 0 {
			break
		}
		i += 1 + k
	}
}

// rePixKey is a key of Brazil's Pix after its name: a random key (a
// UUID, which the identifier rules would keep), or a CPF, e-mail or phone
// registered as one. A payment address is a person's, as a VPA is. Each
// of them holds a digit or an @ (seven characters or more before it or
// after it): a word after "chave Pix" is the message's (A chave Pix
// informada é inválida).
const rePixKey = `(?i:\bchave(?:\s+pix)?\s+(?:aleat[óo]ria|evp|pix)|\bpix[ _-]?key)\W{0,3}([\w.+-]{7,}[\d@][\w.@+-]*|[\w.+-]*[\d@][\w.@+-]{7,})`
