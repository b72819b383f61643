package redact

import "testing"

// TestCodedMessages: a message quoted right after its error code is the
// system's description in the user's locale and is kept whatever its
// language; a person speaking of themselves there, and a name inside the
// description, are still masked.
func TestCodedMessages(t *testing.T) {
	checkMasks(t, []maskCase{
		{`Error Domain=NSURLErrorDomain Code=-1001 "La solicitud ha excedido el tiempo de espera." UserInfo={NSErrorFailingURLKey=https://api.tienda.es/v1/pedidos}`, ""},
		{`Error Domain=kCFErrorDomainCFNetwork Code=-1005 "Сетевое соединение было потеряно."`, ""},
		{`Error Domain=NSCocoaErrorDomain Code=640 "Non c’è abbastanza spazio disponibile."`, ""},
		{`OSError: errno 13 "Autorisation refusée pour l'opération demandée"`, ""},
		// still masked
		{`upload rejected status=400 "Ich habe mein Passwort vergessen, bitte helfen Sie mir"`, "Passwort vergessen"},
		{`Error Domain=AppErrorDomain Code=7 "Konto von Olivia Martin gesperrt"`, "Olivia Martin"},
	})
}
