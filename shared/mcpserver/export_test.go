package mcpserver

// ResultFacts exposes resultFacts to the tests.
var ResultFacts = resultFacts
