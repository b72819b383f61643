package redact

import "testing"

// TestJavaToStringRecords: a Java toString's pairs in brackets after the
// type's name (Lombok's Customer(id=1, name=…), Eclipse's User [id=3,
// name=…]) hold values that run on over spaces to the comma, as a %+v's
// in braces do: the whole name is judged, not its first word. A value of
// words of code in the same place stays, and so does a call's argument
// list.
func TestJavaToStringRecords(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`Config(mode=read only, level=3)`, `Customer(id=54038, name=Angel Flores, active=true)`, `Flores`},
		{`Event [type=order created, id=7]`, `User [id=3, name=Angel Flores, role=admin]`, `Flores`},
		{`retry(attempt=3) failed`, `User [id=3, name=Angel Flores]`, `Flores`},
	})
}
