package redact

import (
	"strings"
)

// verbEndings are the conjugated forms of verbs that error text writes and
// the frequency lists leave out, each "from:to,to" and a space (text, not
// a table: see moreEndings), each leading to the infinitive:
//
//   - Russian's present and imperative of verbs in -ать, -ять, -ить,
//     -овать (перемещ|аете: перемещать, устран|ите: устранить,
//     использ|уйте: использовать) and its past (удал|ила: удалить);
//   - Ukrainian's (спуск|аємо: спускати, запуст|іть: запустити);
//   - the gerund, future and conditional of Portuguese, Spanish and
//     Italian (sobrescrev|endo, sobrescrev|erá: sobrescrever,
//     sovrascriv|erà: sovrascrivere);
//   - their adjectives of what can be done (firm|abile: firmare,
//     configur|able: configurar);
//   - Dutch's nouns in -ing of a verb (aanhal|ing: aanhalen).
//
// A stem of three letters at least and no surname (stemSurname).
const verbEndings = "аете:ать аешь:ать ает:ать аем:ать ают:ать аю:ать,ати айте:ать,ати " +
	"яете:ять яешь:ять яет:ять яем:ять яют:ять яю:ять,яти яйте:ять " +
	"уете:овать уешь:овать уйте:овать,увати ите:ить,ити ишь:ить " +
	"ал:ать ала:ать,ати ало:ать али:ать,ати ял:ять яла:ять яли:ять ил:ить ила:ить,ити ило:ить или:ить,ити " +
	"аєте:ати аєш:ати аємо:ати ає:ати ають:ати яєте:яти яєш:яти яємо:яти яє:яти яють:яти " +
	"уєте:увати юйте:ювати іть:ити иш:ити ав:ати ив:ити " +
	"ando:ar,are endo:er,ere,ir,ire iendo:er,ir indo:ir " +
	"ará:ar erá:er irá:ir arán:ar erán:er arão:ar erão:er arà:are erà:ere,are irà:ire " +
	"abile:are abili:are ibile:ire,ere ibili:ire,ere able:ar ible:ir,er ável:ar ível:er,ir " +
	"ing:en ingen:en "

// verbForms reports lw conjugated with one of verbEndings from a known
// verb. A capitalised word (capital: a sentence's first) takes off only an
// ending of four letters or more, which no given name or surname ends in
// (Перемещаете, Sobrescrevendo); a shorter one is a name's as often
// (Armando, Golding).
//
//go:noinline
func verbForms(lw string, capital bool) bool {
	return eachRule(verbEndings, func(from, tos string) bool {
		stem, ok := cutSuffix(lw, from)
		if !ok || runeCount(stem) < 3 || len(stem) < 4 || stemSurname(stem) {
			return false
		}
		for tos += ","; tos != ""; {
			k := indexByte(tos, ',')
			// a Slavic infinitive (-ć, -ть, -ти) the form leads to is a
			// verb's, whatever the ending's length (Wczytany)
			to := tos[:k]
			slavVerb := hasSuffix(to, "ć") || hasSuffix(to, "ть") || hasSuffix(to, "ти")
			if (!capital || slavVerb || runeCount(from) >= 4) && stemKnown(stem+to, lw) {
				return true
			}
			tos = tos[k+1:]
		}
		return false
	}) || tParticiple(lw) || alternatedParticiple(lw)
}

// alternatedParticiple reports a Polish past participle in -an- or -on-,
// declined (wczyt|an|y: wczytać, powiel|on|y: powielić), or a Ukrainian
// one in -ен-, whose stem's last consonant may alternate with the verb's
// (zagnieżdż|onych: zagnieździć, oczyszcz|ony: oczyścić, відгалуж|еного:
// відгалузити): the verb with the consonant it alternates with is known,
// or the imperfective made of the participle's stem (відгалуж|увати).
func alternatedParticiple(lw string) bool {
	for l := "y a e ej ego ych ym ą ий а е і ого ої им ому их "; l != ""; {
		var x string
		x, l = nextPrefix(l)
		stem, ok := cutSuffix(lw, x)
		if !ok || runeCount(stem) < 5 || stemSurname(stem) {
			continue
		}
		// wczyt|an|y: wczytać
		if b, ok := cutSuffix(stem, "an"); ok {
			return stemKnown(b+"ać", lw)
		}
		alts, verb, imperf := "żdż:ździ szcz:ści sz:si ż:zi c:ci dz:dzi :i :y ", "ć", "ać"
		b, ok := cutSuffix(stem, "on")
		if !ok {
			if b, ok = cutSuffix(stem, "ен"); !ok {
				continue
			}
			alts, verb, imperf = alternations, "ити", "увати"
		}
		if stemKnown(b+imperf, lw) {
			return true
		}
		for alts != "" {
			var p string
			p, alts = nextPrefix(alts)
			from, to, _ := cut(p, ":")
			if c, ok := cutSuffix(b, from); ok && stemKnown(c+to+verb, lw) {
				return true
			}
		}
		return false
	}
	return false
}

// tParticiple reports a Russian or Ukrainian past passive participle in
// -т-, declined (затрону|тый: затронуть, закри|тий: закрити, забы|тая):
// the stem before an adjective's ending ends in т, and the verb (the stem
// with -ь, or Ukrainian's -и) is known. No family's name is a verb's.
//
// So is Russian's present passive participle in -ем- (включа|емый:
// включать, использ|уемый: использовать).
func tParticiple(lw string) bool {
	for l := "ый ий ая яя ое ее ые ие ого ому ым их ых ыми ими ую ой ої ою ій і е а у ю "; l != ""; {
		var x string
		x, l = nextPrefix(l)
		stem, ok := cutSuffix(lw, x)
		if !ok || runeCount(stem) < 5 {
			continue
		}
		if b, ok := cutSuffix(stem, "уем"); ok {
			return stemKnown(b+"овать", lw)
		}
		if b, ok := cutSuffix(stem, "ем"); ok && (hasSuffix(b, "а") || hasSuffix(b, "я")) {
			return stemKnown(b+"ть", lw)
		}
		return hasSuffix(stem, "т") && (stemKnown(stem+"ь", lw) || stemKnown(stem+"и", lw))
	}
	return false
}

// slavPrefixed reports a Polish word in lower case of seven letters or
// more that is a prefix and a known word of five letters or more, or an
// inflected form of one (pod|klucz, nad|klasa, prze|kierować; Czech
// pro|táhne), and a
// Czech or Polish word negated (ne|ověřený, nie|dostępny is written apart
// but Czech writes ne- on: ne|připojeno; Ne|kola is a family's, and
// ne|kolová its adjective, familyAdjective): the shorter
// words compoundWord leaves to the Cyrillic prefixes. In capitals such a
// word is a place's or family's name as often (Pod|laska).
func slavPrefixed(lw string) bool {
	if runeCount(lw) < 7 {
		return false
	}
	for l := "pod nad prze pro przy roz bez wielo ne "; l != ""; {
		var p string
		p, l = nextPrefix(l)
		// (pod|owski: a family's adjective, whatever its rest is)
		if rest, ok := cutPrefix(lw, p); ok && runeCount(rest) >= 5 && !stemSurname(rest) && !familyAdjective(rest) &&
			(stemKnown(rest, lw) || inflected(rest, false, 0)) {
			return true
		}
	}
	// za|szyfrowano, wy|generowany, s|formatowanych: a perfective's short
	// prefix before a known verb's form, a form only a verb has (-ować,
	// -owano, -owany)
	for l := "za wy po od do na s z "; l != ""; {
		var p string
		p, l = nextPrefix(l)
		rest, ok := cutPrefix(lw, p)
		// (format|owanych: a loanword's verb, known in its forms)
		if ok && runeCount(rest) >= 6 && contains(rest, "ow") && !stemSurname(rest) && (stemKnown(rest, lw) || inflected(rest, false, 0) || knownWord(rest) && !personName(rest)) {
			for v := "ować owano owany owana owane owanej owanego owanych "; v != ""; {
				var x string
				x, v = nextPrefix(v)
				if hasSuffix(rest, x) {
					return true
				}
			}
		}
	}
	return false
}

// prefixedInfinitive reports a Russian or Ukrainian infinitive in lower
// case (-ть, -ти, -ться) that is a prefix and a known verb (пере|собрать):
// no name ends so, so the names filters' yes to it (at their false
// positives' rate) does not make it one.
func prefixedInfinitive(lw string) bool {
	if !hasSuffix(lw, "ть") && !hasSuffix(lw, "ти") && !hasSuffix(lw, "ться") {
		return false
	}
	budget := compoundBudget
	return cyrillicPrefixed(lw, &budget)
}

// loanAdjective reports a Polish adjective of a loanword in -cja, in any
// case (Rekurencyjna, a sentence's first word: rekurencja, recurrence): no
// given name or surname ends in -cyjn- and a declension ending.
func loanAdjective(lw string) bool {
	i := strings.LastIndex(lw, "cyjn")
	return i >= 3 && len(lw)-i <= 7 && latinLoan(lw)
}

// familyAdjective reports a word with the endings of Polish families' and
// places' names (-ski, -cka, -skie).
func familyAdjective(w string) bool {
	return eachRule("ski ska skie cki cka ckie ", func(x, _ string) bool { return hasSuffix(w, x) })
}
