package redact

import (
	"strings"
	"sync"
)

// givenNames are common given names across languages, built on first use
// (Warm, beside a start's secret reads) rather than in package init. A capitalised pair
// starting with one of them ("Olivia Martin", "Mohammed Al Sayed") is taken
// for a person's name wherever it stands. Names that are also everyday or
// technical words (Max, Will, May, Mark, Ruby, Jade, Chase…) are left out.
var givenNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`
olivia emma amelia ava sophia isabella mia charlotte harper evelyn abigail emily elizabeth sofia ella madison
scarlett chloe aria lily zoe nora hannah lucy sarah anna laura julia alice claire marie sophie lea lena leonie
johanna katharina clara mila ida freya ingrid astrid sigrid elin maja alba lucia martina paula carmen isabel
elena daniela valentina camila gabriela mariana fernanda ana maria jose juan carlos luis miguel javier diego
alejandro pablo sergio manuel antonio francisco rafael andres jorge ricardo fernando eduardo alberto roberto
james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony
donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob
gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander patrick
jack dennis jerry tyler aaron henry adam douglas nathan peter zachary kyle walter harold carl jeremy keith
roger gerald ethan arthur terry christian sean lawrence austin joe noah liam oliver elijah lucas mason logan
aiden jackson sebastian mateo owen theodore luke levi isaac gabriel julian anthony lincoln jaxon asher
mary patricia jennifer linda barbara susan jessica karen nancy lisa betty margaret sandra ashley kimberly
donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon cynthia kathleen amy shirley
angela helen brenda pamela nicole samantha katherine christine debra rachel carolyn janet catherine heather
diane ruth julie olga joyce virginia kelly christina lauren joan evelyn judith megan andrea cheryl hannah
jacqueline martha gloria teresa sara janice marie kathryn frances ann jean alice judy isabella beverly denise
amber danielle marilyn diana natalie brittany charlotte theresa kayla alexis lori
jean pierre louis michel philippe alain nicolas francois jacques bernard christophe frederic sebastien
julien guillaume mathieu antoine olivier laurent thierry stephane vincent yves camille manon chloe ines
hans klaus jurgen jürgen wolfgang stefan andreas matthias markus tobias florian lukas jonas felix leon
maximilian niklas moritz finn paul elias ben noah luca giuseppe giovanni francesco alessandro andrea marco
matteo lorenzo leonardo riccardo davide simone federico stefano giulia chiara francesca alessia martina
sofia aurora ginevra beatrice greta
mohammed muhammad mohamed ahmed ahmad ali omar hassan hussein ibrahim youssef yusuf mustafa khalid abdullah
fatima aisha zainab maryam khadija layla noor amira yasmin salma
raj rahul amit sanjay vijay anil sunil arjun rohan vikram priya pooja anjali neha sneha deepika kavya divya
aarav vivaan aditya ananya diya ishaan saanvi
wei jing li ming hui xin yan ying lei jun hao yu chen xiao zhang
hiroshi takeshi kenji yuki haruto sota yuto hina yui aoi sakura
olga irina natalia tatiana svetlana ekaterina anastasia dmitri dmitry sergei sergey alexei alexey ivan igor
vladimir nikolai andrei mikhail pavel yuri
piotr krzysztof tomasz lukasz agnieszka katarzyna magdalena malgorzata
sven lars erik nils anders johan karl oscar axel emil hugo elsa ebba wilma alma
sean siobhan aoife niamh ciara cian oisin padraig
kwame kofi ama abena chidi ngozi emeka oluwaseun adebayo
`) {
		m[n] = true
	}
	return m
})

func givenName(w string) bool { return givenNames()[w] }

// deviceWords name personal devices. Their default names carry the
// owner's given name ("Olivias-MacBook-Pro.local", "olivia-laptop",
// "iPhone de Olivia"), and so do host names, Bluetooth and AirDrop names
// that reach events.
var deviceWords = map[string]bool{
	"macbook": true, "mbp": true, "mba": true, "imac": true, "mac": true, "macmini": true,
	"iphone": true, "ipad": true, "ipod": true, "watch": true, "airpods": true, "laptop": true, "desktop": true,
	"notebook": true, "pc": true, "computer": true, "pixel": true, "galaxy": true, "phone": true, "tablet": true,
	"thinkpad": true, "surface": true, "chromebook": true, "android": true,
}

// ownerWords join a device to its owner's name in localised default
// device names (iPhone de Olivia, MacBook von Jürgen).
var ownerWords = map[string]bool{"de": true, "von": true, "di": true, "van": true, "of": true, "da": true, "do": true}

// modelWords may stand between a device word and its owner word.
var modelWords = map[string]bool{"pro": true, "air": true, "max": true, "mini": true, "plus": true, "ultra": true}

// joins reports a gap of one space or hyphen between two words.
func joins(gap string) bool { return gap == " " || gap == "-" }

// detectDeviceOwners masks a given name glued to a device word: before it
// (Olivias-MacBook-Pro, olivia_laptop, JOHNS-PC) or after an owner word
// (iPhone de Olivia).
func detectDeviceOwners(sc *scan) {
	if !containsAny(sc.lower, "mac", "mbp", "mba", "iphone", "ipad", "ipod", "watch", "airpods", "laptop", "desktop",
		"notebook", "pc", "computer", "pixel", "galaxy", "phone", "tablet", "thinkpad", "surface", "chromebook", "android") {
		return
	}
	s := sc.lower
	type word struct{ a, b int }
	text := func(w word) string { return s[w.a:w.b] }
	owner := func(w word) bool {
		v := text(w)
		return len(v) >= 3 && (givenName(v) || strings.HasSuffix(v, "s") && givenName(v[:len(v)-1]))
	}
	// the three words before the current one, nearest first
	var prev [3]word
	n := 0
	for i, j := nextWord(s, 0); i >= 0; i, j = nextWord(s, j) {
		cur := word{i, j}
		p := prev[0]
		switch {
		case n >= 1 && deviceWords[text(cur)] && (s[p.b:cur.a] == "-" || s[p.b:cur.a] == "_") && owner(p):
			// Olivias-MacBook: a word glued to the name on its left is a
			// longer word's tail, not a name
			if p.a == 0 || !isWord(s[p.a-1]) {
				sc.add(p.a, p.b, phName)
			}
		case n >= 2 && ownerWords[text(p)] && joins(s[p.b:cur.a]) && owner(cur):
			// iPhone de Olivia, AirPods Pro von Jürgen
			d := prev[1]
			if n >= 3 && modelWords[text(d)] && joins(s[prev[2].b:d.a]) {
				d = prev[2]
			}
			if deviceWords[text(d)] && joins(s[prev[1].b:p.a]) {
				sc.add(cur.a, cur.b, phName)
			}
		}
		prev[2], prev[1], prev[0] = prev[1], prev[0], cur
		n++
	}
}
