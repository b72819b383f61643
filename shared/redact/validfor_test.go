package redact

import "testing"

// TestValidFor: a value ASP.NET Core names by a person's property after it
// is masked; by a record's property it stays.
func TestValidFor(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`System.ArgumentException: The value '2366761408' is not valid for Mobile. (Parameter 'mobile')`, `2366761408`, `is not valid for Mobile`},
		{`The value '024089975' is not valid for PhoneNumber.`, `024089975`, `is not valid for PhoneNumber`},
		{`The value '024089975' is not valid for Fone. (Parameter 'fone')`, `024089975`, `is not valid for Fone`},
		{`The value 'olivia.martin' is not valid for UserName.`, `olivia.martin`, `is not valid for UserName`},
		{`The value '2366761408' is not valid for OrderId.`, `[`, `2366761408`},
		{`The value 'abc' is not valid for Quantity.`, `[`, `'abc'`},
	})
}
