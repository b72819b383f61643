package secret

// NewEnvClient lets the external tests run the Lambda build's client
// (newEnvClient) in any build.
var NewEnvClient = newEnvClient
