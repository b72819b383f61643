package words

import "strings"

// LaterEntry reports a word of the dictionaries and catalogues of the
// languages added later (Turkish, Czech, Swedish, Hungarian, Romanian,
// Greek, Indonesian: known2.fuse and known3.fuse) as written, in lower
// case: the two filters a stem of those languages is asked of, where a
// stranger meets two filters' false positives rather than Known's eight.
// knowgen left the names data's words out of them (a word a name holds
// only when two dictionaries accept it).
func LaterEntry(w string) bool { return laterDictionary(strings.ToLower(w)) }
