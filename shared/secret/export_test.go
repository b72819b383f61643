package secret

import (
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// NewEnvClient lets the external tests run the Lambda build's client
// (newEnvClient) in any build.
var NewEnvClient = newEnvClient

// EndpointFor and Sign are the Lambda build's client's endpoint rules and
// signer, which the tests compare with the SDK's.
var EndpointFor, Sign = endpointFor, sign

// PayloadHash is the hex SHA-256 of body, as the signer takes it.
func PayloadHash(body []byte) string {
	h := sha256.Sum256(body)
	return hex.EncodeToString(h[:])
}

// ShortBackoff makes the client's retries wait microseconds, not seconds;
// its result restores them.
func ShortBackoff() func() {
	backoffUnit = time.Microsecond
	return func() { backoffUnit = time.Second }
}
