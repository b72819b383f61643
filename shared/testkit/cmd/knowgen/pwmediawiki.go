package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// pwMediaWikiI18n is where fetch.sh unpacks the core messages of Debian's
// mediawiki under -src: one JSON file per language, translated on
// translatewiki.net into some 500 languages. Its login form's Password
// is the label in languages no desktop catalogue ships one in (Hausa
// kalmar sirri, Yoruba ọ̀rọ̀ìpamọ́, Igbo okwúngáfè, Armenian գաղտնաբառ),
// and the word a language's web writes beside the desktop's (Persian رمز
// عبور beside گذرواژه, Kazakh құпиясөз beside пароль, Pashto پټنوم beside
// پټ ټکی, Croatian zaporka beside lozinka).
const pwMediaWikiI18n = "mediawiki/usr/share/mediawiki/languages/i18n"

// pwMediaWikiVersion is the Debian release fetch.sh downloads.
const pwMediaWikiVersion = "1:1.39.17-1+deb12u2"

// pwMediaWikiSkip are the message files that are no translation: English
// and its variants, and qqq, the messages' documentation for translators.
var pwMediaWikiSkip = map[string]bool{"en": true, "en-gb": true, "en-ca": true, "qqq": true}

// pwMediaWikiLanguage reports a message file of a language with a
// two-letter (ISO 639-1) code, in any script or variant (kk-cyrl,
// tt-latn, ko-kp): the languages software and its error text are
// translated into. The three-letter ones are some 300 regional languages
// and dialects (Acehnese, Balochi, Mazanderani, Old English…): taken
// too, they added 317 keys and 1,056 bytes for what error text is seldom
// written in, and short words that are another language's common word
// (South Azerbaijani's, Gilaki's and Mazanderani's رمز alone, any code in
// Arabic and Persian: رمز الخطأ, an error's).
func pwMediaWikiLanguage(lang string) bool {
	base, _, _ := strings.Cut(lang, "-")
	return !pwMediaWikiSkip[lang] && len(base) == 2
}

// pwMediaWikiCatalogues reads MediaWiki's message files as catalogues
// whose messages are keyed as a gettext catalogue's are: the English text
// (en.json's), behind the message's own key as a context (yourpassword's
// Password: and userlogin-yourpassword's Password stay apart), so that
// pwKeys asks them as it asks the installed catalogues. Only the messages
// whose English is a pwLabels label are kept.
func pwMediaWikiCatalogues(src string) ([]pwCatalogue, error) {
	dir := filepath.Join(src, pwMediaWikiI18n)
	en, err := readMediaWikiMessages(filepath.Join(dir, "en.json"))
	if err != nil {
		return nil, fmt.Errorf("%v (fetch.sh's mediawiki)", err)
	}
	labels := map[string]string{} // message key: its English label
	for k, v := range en {
		if pwLabels[v] {
			labels[k] = v
		}
	}
	if len(labels) == 0 {
		return nil, fmt.Errorf("%s: no password label in en.json", dir)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var cats []pwCatalogue
	for _, f := range files {
		lang := strings.TrimSuffix(filepath.Base(f), ".json")
		if !pwMediaWikiLanguage(lang) {
			continue
		}
		msgs, err := readMediaWikiMessages(f)
		if err != nil {
			return nil, err
		}
		tr := map[string]string{}
		for k, label := range labels {
			if t := msgs[k]; t != "" {
				tr[k+"\x04"+label] = t
			}
		}
		if len(tr) > 0 {
			cats = append(cats, pwCatalogue{"mediawiki", lang, tr})
		}
	}
	return cats, nil
}

// readMediaWikiMessages reads a MediaWiki message file's messages, leaving
// out its @metadata (the translators' names).
func readMediaWikiMessages(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		var s string
		if strings.HasPrefix(k, "@") || json.Unmarshal(v, &s) != nil {
			continue
		}
		out[k] = s
	}
	return out, nil
}

// pwMediaWikiCopyright is the Debian notice the package ships, unpacked
// beside its messages by fetch.sh.
const pwMediaWikiCopyright = "mediawiki/usr/share/doc/mediawiki/copyright"

// pwMediaWikiNotice is the Debian notice's stanza for MediaWiki's own
// files, the messages among them.
func pwMediaWikiNotice(src string) (string, error) {
	stanza, err := debianFilesStanza(src, pwMediaWikiCopyright)
	if err != nil {
		return "", err
	}
	return stanza + "\n", nil
}
