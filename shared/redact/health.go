// Clinical measurements: a number in a unit only clinics use (14.2 mmol/L,
// 120/80 mmHg, 41 kg/m²) or after the abbreviation of a common laboratory
// test or vital sign (HbA1c 8.2%, BMI 41.2, SpO2 91%). A measurement of a
// person's body is health data (GDPR Art. 9) wherever it stands.

package redact

import (
	"unicode/utf8"
)

// clinicalUnits are units of UCUM that laboratory and vital-sign results
// are written in and programs' own quantities are not, in lower case.
const clinicalUnits = "" +
	"mmol/l mmol/mol µmol/l umol/l mg/dl g/dl g/l mmhg meq/l iu/l u/l miu/l mu/l ng/ml pg/ml ng/dl µg/dl " +
	"ug/dl kg/m2 kg/m² cells/µl cells/ul /µl x10^9/l ml/min/1.73m2 bpm "

// clinicalTests are abbreviations of common laboratory tests and vital
// signs, in lower case, whose value follows them.
const clinicalTests = " hba1c a1c bmi ldl hdl egfr spo2 inr psa tsh crp esr hgb wbc fev1 cd4 creatinine cholesterol triglycerides glucose haemoglobin hemoglobin ferritin bilirubin troponin "

// detectClinicalValues masks clinical measurements.
func detectClinicalValues(sc *scan) {
	s, l := sc.s, sc.lower
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isWord(s[i-1]) || s[i-1] == '.') {
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '.' || s[j] == ',' || s[j] == '/') {
			j++
		}
		num := j
		for num > i && !isDigit(s[num-1]) {
			num--
		}
		// a unit after the number
		k := j
		if k < len(s) && s[k] == ' ' {
			k++
		}
		for list := clinicalUnits; list != ""; {
			u, rest, _ := cut(list, " ")
			list = rest
			if hasPrefix(l[k:], u) && (k+len(u) == len(s) || !isWord(s[k+len(u)])) {
				sc.add(i, k+len(u), phValue)
				break
			}
		}
		// a test's name before it: "HbA1c 8.2%", "BMI 41.2", "SpO2: 91%"
		b := i
		for b > 0 && (s[b-1] == ' ' || s[b-1] == ':' || s[b-1] == '=') && i-b < 3 {
			b--
		}
		a := b
		for b < i && a > 0 && b-a < 16 && (isAlnum(s[a-1]) || s[a-1] >= utf8.RuneSelf) {
			a-- // a test's name is short: the scan back is bounded
		}
		if a < b && b < i && contains(clinicalTests, " "+l[a:b]+" ") && (a == 0 || !isWord(s[a-1]) && s[a-1] != '.' && s[a-1] != '-') {
			e := num
			if e < len(s) && s[e] == '%' {
				e++
			}
			sc.add(a, e, phValue)
		}
		i = j
	}
}
