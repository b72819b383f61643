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
