package redact

import (
	"sort"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// The blind corpora were written apart from the rules, with kinds of
// personal data, secrets and identifiers that no rule was tuned on: their
// figures are the honest ones. The floors below are what the redactor
// reached when they were set; a change that lowers one fails here, and a
// change that raises one should raise its floor.
const (
	blindRecallFloor   = 0.999 // 240 of 240 at the session-33 merge (trim33: known.fuse rebuilt); 239 of 240 at the session-31 merge (recall12); 238 of 240 since session 26's rebuilt known.fuse drew its 2^-11 false positives anew (docs/architecture.md, Knowledge's bytes), 239 before; share of blind planted values masked in every field shape
	blindSurvivalFloor = 1.0   // share of blind identifiers kept
	benignIntactFloor  = 1     // share of benign texts unchanged
	benignFactsFloor   = 1.0   // share of benign facts kept
	blind2RecallFloor  = 0.995 // the second blind corpus (recall)
	blind2IntactFloor  = 0.986 // 296 of 300 at the session-24 merge; the second blind corpus (benign texts unchanged): 295 of 300 at the session-22 merge
	blind3RecallFloor  = 0.995 // the third blind corpus (recall)
	blind3IntactFloor  = 0.993 // 318 of 320 at the session-27 first round (o9struct); 317 of 320 at the session-26 merge (ben26: Greek and Cyrillic acronyms, Slavic particles); the third blind corpus (benign texts unchanged)
	blind3FactsFloor   = 0.999 // the third blind corpus (benign facts kept): 886 of 886 at the session-27 first round
	blind4RecallFloor  = 0.995 // 243 of 243 at the session-30 merge (prose30's leads); the fourth blind corpus (recall): 0.995 until known.fuse was written 4-wise, whose false positives (the same 2^-11) fall on other strangers, jschreiber among them
	blind4IntactFloor  = 0.99  // the fourth blind corpus (benign texts unchanged)
	blind4FactsFloor   = 0.998 // the fourth blind corpus (benign facts kept)
	blind5RecallFloor  = 0.993 // 328 of 330 at the session-33 merge (keys33); the fifth blind corpus (recall)
	blind5IntactFloor  = 0.990 // 430 of 434 at the session-26 merge (ben26); 429 of 434 at the session-23 merge; the fifth blind corpus (benign texts unchanged)
	blind5FactsFloor   = 0.998 // 769 of 770 at the session-23 merge; the fifth blind corpus (benign facts kept)
	blind6RecallFloor  = 0.975 // 324 of 332 at the session-41 merge (rows unread); 322 of 332 at the session-29 merge, unread (logins29, paths29, devices29); 319 of 332 at the session-28 merge, unread (idlabels28); 318 of 332 at the session-24 merge, unread; 317 of 332 at the session-23 merge (314 since session 20: out6p2's labels caught 3, unread); the sixth blind corpus (recall)
	blind6IntactFloor  = 0.972 // 420 of 432 at the session-25 merge, unread; 419 of 432 at the session-24 merge, unread; 418 of 432 at the session-23 merge (417 at the session-22 merge, 416 at the session-21 merge, 414 at the session-20 merge); the sixth blind corpus (benign texts unchanged)
	blind6FactsFloor   = 0.993 // 784 of 789 at the session-25 merge, unread; 783 of 789 at the session-21 merge (782 at the session-20 merge); the sixth blind corpus (benign facts kept)
	blind7RecallFloor  = 0.978 // 312 of 319 at the session-41 merge; 311 of 319 at the session-40 merge; 306 of 319 at the session-31 merge (health31); 305 of 319 at the session-28 merge (values28); 304 of 319 at the session-24 merge; 303 of 319 at the session-23 merge (300 while unread; read openly since session 23's blind7p); the seventh blind corpus (recall)
	blind7IntactFloor  = 0.976 // 339 of 347 at the session-40 merge; 338 of 347 at the session-26 merge (ben26); 337 of 347 at benign24 (session 24); 333 at session 23's blind7p (read openly since); the seventh blind corpus (benign texts unchanged)
	blind7FactsFloor   = 0.986 // 604 of 612 at the session-40 merge; 603 of 612 at the session-26 merge (ben26); 602 of 612 at benign24 (session 24); 598 at session 23's blind7p; the seventh blind corpus (benign facts kept)
	blind8RecallFloor  = 0.997 // 341 of 342 at the session-39 merge; 340 of 342 at the session-24 merge; the eighth blind corpus (recall)
	blind8IntactFloor  = 0.992 // 377 of 380 at the session-29 merge (refs29: an NF-e receipt number); 376 of 380 at the session-25 merge (out7b: record numbers); the eighth blind corpus (benign texts unchanged): 374 of 380 at 4fc5731 (0.923 until then)
	blind9RecallFloor  = 0.970 // 421 of 434 at the session-40 merge (rows unread); 420 of 434 at the session-35 merge (rows unread); 419 of 434 at the session-32 merge (stems32: an inflected special-category word), unread; 418 of 434 at the session-28 merge, unread (values28); 417 of 434 at the session-25 merge, unread; 416 of 434 at the session-24 merge, unread; 415 of 434 at the session-23 merge (409 at the session-20 merge, 408 at b27b1ed, when it was written; out6p2's labels caught 6, unread); the ninth blind corpus (recall)
	blind9IntactFloor  = 0.945 // 348 of 368 at the session-39 merge (rows unread); 346 of 368 at the session-24 merge, unread; 345 of 368 at the session-23 merge (341 at b27b1ed, 343 at the session-20 merge, 344 at the session-21 merge); the ninth blind corpus (benign texts unchanged)
	blind9FactsFloor   = 0.978 // 692 of 707 at the session-39 merge (rows unread); 690 of 707 at the session-24 merge, unread; the ninth blind corpus (benign facts kept): 687 of 707 at b27b1ed, 689 at the session-20 merge
	// the first outsider corpus: written like a blind one, then read
	outsider1RecallFloor  = 0.995 // 448 of 450 at the session-30 merge (scripts30: a Hindi given-name pair before its case postposition); 447 of 450 at the session-25 merge; 447 of 450 at ucontent25 (session 25); 446 of 450 at the session-23 merge (444 at the session-21 merge, 437 at the session-20 merge, 407 at b08b88e, when it was written)
	outsider1IntactFloor  = 0.968 // 339 of 350 at the session-40 merge; 338 of 350 at the session-24 merge; 337 of 350 at benign24 (session 24); 334 at the session-22 merge (333 at the session-21 merge, 330 at outb20, 318 at b08b88e)
	outsider2RecallFloor  = 0.989 // 489 of 494 at the session-42 merge; 488 of 494 at the session-40 merge; 486 of 494 at the session-38 merge; 485 of 494 at the session-35 merge; 484 of 494 at the session-34 merge (places34); 483 of 494 at the session-32 merge (stems32); 482 of 494 at the session-31 merge (recall12); 481 of 494 at the session-29 merge (content29); 480 of 494 at the session-25 merge; 478 of 494 at the session-24 merge; 476 of 494 at the session-23 merge (474 at the session-22 merge, 466 at 346b000)
	outsider2IntactFloor  = 0.983 // 407 of 414 at the session-39 merge; 406 of 414 at the session-26 merge (ben26); 405 of 414 at the session-24 merge; 404 of 414 at benign24 (session 24); 402 at out6b2 (session 23); 399 on out2p (session 22); 395 at 346b000 and cd7800f
	outsider2FactsFloor   = 0.994 // 776 of 780 at the session-39 merge; 775 of 780 at the session-26 merge (ben26); 774 of 780 at benign24 (session 24); 772 at the session-23 merge (771 on out2p, 768 at 346b000)
	outsider3RecallFloor  = 0.991 // 441 of 445 at the session-42 merge; 440 of 445 at the session-40 merge; 439 of 445 at the session-37 merge; 438 of 445 at the session-35 merge; 437 of 445 at the session-33 merge (keys33, trim33); 435 of 445 at the session-28 merge (idlabels28); 434 of 445 at the session-26 merge (known.fuse rebuilt: its false positives drawn anew); 435 of 445 at the session-25 merge; 433 of 445 at ucontent25 (session 25); 428 of 445 at the session-24 merge; 425 of 445 at the session-23 merge (424 at the session-22 merge, 414 at the session-21 merge, 405 when it came in)
	outsider3IntactFloor  = 0.993 // 298 of 300 at the session-32 merge (bytes32: the common-English filter redrawn); 297 of 300 at the session-24 merge; 296 of 300 at benign24 (session 24); 294 at out6b2 (session 23), 293 at the session-22 merge (292 at the session-21 merge, 287 when it came in)
	outsider3FactsFloor   = 0.998 // 519 of 520 at the session-24 merge; 518 of 520 at benign24 (session 24); 517 at the session-22 merge (516 at the session-21 merge, 514)
	outsider4RecallFloor  = 0.984 // 505 of 513 at the session-42 merge; 504 of 513 at the session-40 merge; 503 of 513 at the session-34 merge (dev34: Pixel 7 von Max); 502 of 513 at the session-26 merge (pl26); 501 of 513 at the session-25 merge; 500 of 513 at the session-24 merge; 494 of 513 at the session-23 merge (491 at out4p2, 483 at out4p, 478 at the session-22 merge, 477 at 346b000, when it was written)
	outsider4IntactFloor  = 0.985 // 344 of 349 at the session-24 merge; 343 of 349 at benign24 (session 24); 341 at out6b2 (session 23), 340 at out4p, 333 at 346b000
	outsider4FactsFloor   = 1.000 // 731 of 731 at the session-42 merge; 731 of 731 at the session-33 merge (benign33); 730 of 731 at the session-24 merge; 729 of 731 at benign24 (session 24); 727 at out4p (session 23), 725 at 346b000
	outsider5RecallFloor  = 0.981 // 469 of 478 at the session-41 merge; 468 of 478 at the session-39 merge; 467 of 478 at the session-30 merge (prose30); 466 of 478 at the session-25 merge; 465 of 478 at out7p (session 25), 461 at the session-24 merge (459 at out5p, its first reader), 450 at the session-23 merge, 445 at e81348d, when it was written (session 23's blind set, rows unread)
	outsider5IntactFloor  = 0.993 // 322 of 324 at the session-24 merge (out5p), 320 at e81348d
	outsider5FactsFloor   = 0.998 // 668 of 669 at the session-24 merge (out5p), 667 at e81348d
	outsider6RecallFloor  = 0.989 // 491 of 496 at the session-42 merge; 490 of 496 at the session-40 merge; 486 of 496 at the session-35 merge; 484 of 496 at the session-31 merge (health31, recall12); 482 of 496 at the session-30 merge (labels30); 481 of 496 at the session-26 merge (pnoun26, pl26); 478 of 496 at the session-26 merge (out8p); 477 of 496 at the session-25 merge; 477 of 496 at out7p (session 25), 475 at the session-24 merge; 470 of 496 at the session-23 merge (446 at e81348d, when it was written; session 23, read openly)
	outsider6IntactFloor  = 0.964 // 296 of 307 at the session-28 merge (benign28); 295 of 307 at the session-26 merge (ben26); 294 of 307 at the session-24 merge; 293 of 307 at benign24 (session 24); 289 at out6b2 (282 at out6b, 276 at e81348d)
	outsider6FactsFloor   = 0.990 // 613 of 619 at the session-28 merge (benign28); 612 of 619 at the session-26 merge (ben26); 611 of 619 at benign24 (session 24); 608 at out6b2 (602 at out6b, 600 at e81348d)
	outsider7RecallFloor  = 0.983 // 481 of 489 at the session-41 merge; 480 of 489 at the session-34 merge (places34); 479 of 489 at the session-29 merge (devices29); 478 of 489 at the session-26 merge (pl26); 477 of 489 at the session-26 merge (known.fuse rebuilt: its false positives drawn anew); 478 of 489 at the session-25 merge; 478 of 489 at src25 (účet, rekeningnummer before an account number); 475 of 489 at out7p (session 25, rows read: a development set); 456 at the session-24 merge, rows unread; 452 of 489 at cf45a8c, when it was written (session 24's blind set, rows unread)
	outsider7IntactFloor  = 0.904 // 294 of 325 at the session-33 merge (benign33); 293 of 325 at the session-31 merge (benign12); 291 of 325 at the session-26 merge (ben26); 290 of 325 at the session-25 merge (out7b, rows read); 279 of 325 at the session-24 merge, rows unread; 276 of 325 at cf45a8c
	outsider7FactsFloor   = 0.978 // 667 of 682 at the session-42 merge; 667 of 682 at the session-33 merge (benign33); 666 of 682 at the session-31 merge (benign12); 664 of 682 at the session-26 merge (ben26); 663 of 682 at the session-25 merge (out7b, rows read); 655 of 682 at the session-24 merge, rows unread; 654 of 682 at cf45a8c
	outsider8RecallFloor  = 0.963 // 446 of 463 at the session-42 merge; 445 of 463 at the session-41 merge; 444 of 463 at the session-39 merge; 443 of 463 at the session-34 merge (places34 +2); 441 of 463 at the session-33 merge (lead33: a password after its label in Devanagari); 440 of 463 at the session-31 merge (recall12); 439 of 463 at the session-29 merge (content29, devices29); 436 of 463 at the session-28 merge (speech28); 434 of 463 at the session-26 merge (pnoun26, pl26); 430 of 463 at its first round, rows read (431 at out8p, one lost to the rebuilt known.fuse); 423 of 463 at the session-25 merge, rows unread; 420 of 463 at 82ef5df, when it was written (session 25's blind set, rows unread)
	outsider8IntactFloor  = 0.990 // 404 of 408 at the session-42 merge; 396 of 408 at the session-26 merge (out8b, rows read); 378 of 408 at 82ef5df
	outsider8FactsFloor   = 0.995 // 956 of 960 at the session-42 merge; 952 of 960 at the session-26 merge (out8b); 938 of 960 at 82ef5df
	outsider9RecallFloor  = 0.975 // 475 of 487 at the session-42 merge; 474 of 487 at the session-41 merge; 472 of 487 at the session-40 merge; 466 of 487 at the session-39 merge; 464 of 487 at the session-37 merge; 463 of 487 at the session-34 merge (places34); 462 of 487 at the session-31 merge (recall12); 460 of 487 at the session-29 merge (devices29); 457 of 487 at the session-28 merge (pwkeys28); 455 of 487 at the session-27 first round (o9plant: German health compounds, squeue's columns, given names as object keys, logins after for), rows read; 450 of 487 at 43d9768, when it was written (session 26's blind set, rows unread)
	outsider9IntactFloor  = 0.926 // 317 of 342 at the session-27 merge (words2); 315 of 342 at its first round (o9num, o9struct, o9words), rows read; 294 of 342 at 43d9768
	outsider9FactsFloor   = 0.982 // 829 of 844 at the session-27 merge; 828 of 844 at its first round; 819 of 844 at 43d9768
	outsider11RecallFloor = 0.992 // 500 of 504 at the session-39 merge; 499 of 504 at the session-29 merge (rows read: health29, logins29, content29, devices29, values29); 457 of 504 at the session-28 merge, unread; 454 of 504 at 91399bf, when it was written (session 28's blind set, rows unread; read openly from session 29)
	outsider11IntactFloor = 0.930 // 363 of 390 at the session-40 merge; 361 of 390 at the session-29 merge (rows read: refs29, paths29, logins29); 324 of 390 at the session-28 merge, unread; 322 of 390 at 91399bf
	outsider11FactsFloor  = 0.973 // 904 of 929 at the session-40 merge; 901 of 929 at the session-29 merge; 871 of 929 at the session-28 merge, unread; 869 of 929 at 91399bf
	outsider12RecallFloor = 0.960 // 488 of 508 at the session-41 merge; 486 of 508 at the session-40 merge; 483 of 508 at the session-39 merge; 482 of 508 at the session-39 merge; 480 of 508 at the session-36 merge; 478 of 508 at the session-35 merge; 471 of 508 at the session-34 merge (places34 +4, handles34 +1); 466 of 508 at the session-33 merge (script33 +2); 464 of 508 at the session-32 merge with stems32 (+2); 462 of 508 at the session-32 merge (svc32 +2, bytes32 +1, health32 +1); 458 of 508 at the session-31 merge, rows read (recall12 +4, health31 +1, cldr31 +1); 452 of 508 at the session-30 merge (labels30 +5, health30 +2, logins30 +1), still unread; 444 of 508 at the session-29 merge; 443 of 508 at 224cff1, when it was written (session 29's blind set, rows unread)
	outsider12IntactFloor = 0.863 // 336 of 389 at the session-35 merge; 333 of 389 at the session-34 merge of size34 (l10n34); 332 of 389 at the session-33 merge (benign33 +2); 330 of 389 at the session-31 merge, rows read (benign12 +6); 324 of 389 at the session-30 merge (dicts30 +1); 323 of 389 at 224cff1
	outsider12FactsFloor  = 0.944 // 834 of 883 at the session-35 merge; 832 of 883 at the session-34 merge of size34 (l10n34); 831 of 883 at the session-33 merge (benign33); 828 of 883 at the session-31 merge (benign12); 823 of 883 at the session-30 merge; 822 of 883 at 224cff1
	outsider13RecallFloor = 0.959 // 479 of 499 at the session-42 merge; 476 of 499 at the session-41 merge; 472 of 499 at the session-40 merge; 466 of 499 at the session-39 merge; 461 of 499 at the session-38 merge; 460 of 499 at the session-37 merge (a Thai pair glued to its words +1; "usuaria última vez vista…", caught before by "última" masked as a name, a common word the handle rule now keeps, -1); 460 of 499 at the session-36 merge; 455 of 499 at the session-35 merge; 448 of 499 at the session-34 merge of size34 (health34b); 447 of 499 at the session-34 merge (places34, names34, usertext34); 442 of 499 at the session-33 merge (lead33, rows read from session 33); 439 of 499 at the session-32 merge (stems32 +1), rows unread; 438 of 499 at the session-31 merge (health31 +1, cldr31 +1), rows unread; 436 of 499 at the session-30 merge (labels30 +3, scripts30 +6, logins30 +1), rows unread; 426 of 499 at f679699, when it was written (session 30's blind set, rows unread)
	outsider13IntactFloor = 0.900 // 345 of 383 at the session-42 merge; 344 of 383 at the session-36 merge; 343 of 383 at the session-35 merge; 340 of 383 at the session-33 merge (moments33, rows read); 335 of 383 at the session-33 merge (lead33, rows read); 330 of 383 at the session-32 merge (indic32), rows unread; 329 of 383 at the session-30 merge: scripts30's names in the other Brahmic scripts cost one text (a [value] became a [name]; counts only, row unread) for six names; 330 of 383 at f679699
	outsider13FactsFloor  = 0.963 // 731 of 759 at the session-42 merge; 730 of 759 at the session-35 merge; 728 of 759 at the session-33 merge (moments33); 723 of 759 at the session-33 merge (lead33, rows read); 718 of 759 at the session-32 merge (indic32); 717 of 759 at the session-30 merge (scripts30 -1: the same text); 718 of 759 at f679699
	outsider14RecallFloor = 0.957 // 491 of 513 at the session-42 merge; 489 of 513 at the session-41 merge; 486 of 513 at the session-40 merge; 483 of 513 at the session-39 merge; 478 of 513 at the session-38 merge; 475 of 513 at the session-37 merge; 474 of 513 at the session-36 merge; 472 of 513 at the session-35 merge; 470 of 513 at the session-34 merge of size34 (health34b +2; rows read from session 34); 468 of 513 at the session-34 merge (every branch; rows read from session 34); 436 of 513 at the session-33 merge (script33: a name after Hebrew של), rows unread; 435 of 513 at the session-31 merge (health31 +1, cldr31 +1), rows unread; 433 of 513 at 29ac1a04, when it was written (session 31's blind set, rows unread)
	outsider14IntactFloor = 0.927 // 356 of 384 at the session-34 merge of size34 (l10n34 +6); 350 of 384 at the session-33 merge (lead33 +1, trim33 +1), rows unread; 348 of 384 at 29ac1a04
	outsider14FactsFloor  = 0.974 // 616 of 632 at the session-34 merge of size34 (l10n34); 612 of 632 at the session-33 merge (lead33); 611 of 632 at 29ac1a04
	outsider15RecallFloor = 0.950 // 500 of 526 at the session-42 merge; 498 of 526 at the session-41 merge; 494 of 526 at the session-40 merge; 487 of 526 at the session-39 merge; 482 of 526 at the session-38 merge; 480 of 526 at the session-38 merge; 479 of 526 at the session-37 merge; 476 of 526 at the session-36 merge; 475 of 526 at the session-35 merge; 468 of 526 at the session-34 merge (names34 +4, places34 +1, handles34 +1), rows unread; 462 of 526 at the session-33 merge (lead33: passwords after their label in any alphabet, +5), rows unread; 457 of 526 at the session-32 merge with stems32 (+1), rows unread; 456 of 526 at the session-32 merge (svc32 +1), rows unread; 455 of 526 at b1125157, when it was written (session 32's blind set, rows unread)
	outsider15IntactFloor = 0.864 // 333 of 385 at the session-40 merge; 332 of 385 at the session-39 merge; 328 of 385 at the session-36 merge; 327 of 385 at the session-35 merge; 322 of 385 at the session-33 merge (benign33 +1); 321 of 385 at the session-32 merge (indic32 +2); 319 of 385 at b1125157
	outsider15FactsFloor  = 0.956 // 706 of 738 at the session-40 merge; 705 of 738 at the session-35 merge; 697 of 738 at the session-33 merge (benign33); 696 of 738 at b1125157
	outsider16RecallFloor = 0.933 // 523 of 560 at the session-42 merge; 518 of 560 at the session-41 merge; 510 of 560 at the session-40 merge; 504 of 560 at the session-39 merge; 503 of 560 at the session-39 merge; 499 of 560 at the session-38 merge; 495 of 560 at the session-38 merge; 494 of 560 at the session-36 merge; 487 of 560 at the session-34 merge (names34 +2, usertext34 +1, handles34 +1), rows unread; 483 of 560 at the session-33 merge (keys33 +1, trim33 +1), rows unread; 481 of 560 at b9b70b5c, when it was written (session 33's blind set, rows unread)
	outsider16IntactFloor = 0.900 // 351 of 390 at the session-41 merge; 350 of 390 at the session-39 merge; 349 of 390 at the session-36 merge; 344 of 390 at the session-33 merge (moments33 +1), rows unread; 343 of 390 at the session-33 merge (trim33 +2); 341 of 390 at b9b70b5c
	outsider16FactsFloor  = 0.964 // 782 of 811 at the session-39 merge; 781 of 811 at the session-36 merge; 773 of 811 at the session-33 merge (moments33); 772 of 811 at the session-33 merge (trim33); 771 of 811 at b9b70b5c
	outsider17RecallFloor = 0.939 // 501 of 533 at the session-42 merge; 497 of 533 at the session-41 merge; 495 of 533 at the session-40 merge; 491 of 533 at the session-39 merge; 488 of 533 at the session-38 merge; 487 of 533 at the session-38 merge; 486 of 533 at the session-38 merge; 485 of 533 at the session-37 merge (rows read from session 37); 461 of 533 at the session-35 merge (rows unread); 457 of 533 at the session-34 merge of size34 (health34b: health +1), rows unread; 456 of 533 at ad751e73, when it was written (session 34's blind set, rows unread)
	outsider17IntactFloor = 0.934 // 356 of 381 at the session-41 merge; 355 of 381 at the session-35 merge (rows unread); 354 of 381 at ad751e73
	outsider17FactsFloor  = 0.975 // 908 of 931 at the session-41 merge; 907 of 931 at the session-35 merge (rows unread); 906 of 931 at ad751e73
	outsider18RecallFloor = 0.931 // 504 of 541 at the session-42 merge; 499 of 541 at the session-41 merge; 494 of 541 at the session-40 merge; 489 of 541 at the session-39 merge; 484 of 541 at the session-38 merge; 483 of 541 at the session-38 merge; 481 of 541 at the session-37 merge (rows unread); 480 of 541 at the session-35 merge; 474 of 541 at 48bfccd0, when it was written (session 35's blind set: rows unread but for the base's first twenty missed rows, printed once by mistake; no rule was written from them, but two of them, shapes the open sets hold too, are masked since: a MySQL duplicate entry's name, an Indonesian plate)
	outsider18IntactFloor = 0.887 // 346 of 390 at the session-40 merge; 345 of 390 at the session-39 merge; 339 of 390 at the session-36 merge (rows unread); 338 of 390 at 48bfccd0
	outsider18FactsFloor  = 0.945 // 644 of 681 at the session-40 merge; 643 of 681 at the session-39 merge; 637 of 681 at 48bfccd0
	outsider19RecallFloor = 0.936 // 505 of 539 at the session-42 merge; 503 of 539 at the session-41 merge; 502 of 539 at the session-41 merge; 499 of 539 at the session-40 merge; 493 of 539 at the session-39 merge; 488 of 539 at 435868b0, when it was written (session 36's blind set, rows unread)
	outsider19IntactFloor = 0.934 // 356 of 381 at the session-40 merge; 350 of 381 at the session-39 merge; 337 of 381 at the session-36 merge (rows unread); 335 of 381 at 435868b0
	outsider19FactsFloor  = 0.989 // 639 of 646 at the session-40 merge; 631 of 646 at the session-39 merge; 626 of 646 at 435868b0
	outsider20RecallFloor = 0.950 // 524 of 551 at the session-42 merge; 519 of 551 at the session-41 merge; 515 of 551 at the session-40 merge; 508 of 551 at the session-39 merge (rows unread); 498 of 551 at the session-38 merge (rows unread); 497 of 551 at ebd9e294, when it was written (session 37's blind set, rows unread)
	outsider20IntactFloor = 0.812 // 311 of 383 at the session-42 merge; 310 of 383 at the session-41 merge; 307 of 383 at the session-40 merge; 302 of 383 at the session-39 merge (rows unread); 301 of 383 at ebd9e294
	outsider20FactsFloor  = 0.953 // 814 of 854 at the session-40 merge; 809 of 854 at ebd9e294
	outsider21RecallFloor = 0.932 // 510 of 547 at the session-42 merge; 504 of 547 at the session-41 merge; 494 of 547 at the session-40 merge (rows unread); 493 of 547 at the session-39 merge (rows unread); 492 of 547 at the session-38 merge (rows unread); 491 of 547 at e08af4de, when it was written (session 38's blind set, rows unread)
	outsider21IntactFloor = 0.950 // 361 of 380 at the session-41 merge; 359 of 380 at the session-39 merge (rows unread); 358 of 380 at e08af4de
	outsider21FactsFloor  = 0.984 // 621 of 631 at the session-41 merge; 620 of 631 at e08af4de
	outsider22RecallFloor = 0.920 // 498 of 541 at the session-42 merge; 488 of 541 at the session-41 merge; 479 of 541 at the session-40 merge (rows unread); 475 of 541 at the session-39 merge (rows unread); 470 of 541 at 128f0eca, when it was written (session 39's blind set, rows unread)
	outsider22IntactFloor = 0.912 // 345 of 378 at the session-42 merge; 344 of 378 at the session-41 merge; 341 of 378 at the session-39 merge (rows unread); 339 of 378
	outsider22FactsFloor  = 0.979 // 761 of 777 at the session-42 merge; 760 of 777
	outsider23RecallFloor = 0.908 // 497 of 547 at the session-42 merge; 487 of 547 at the session-41 merge (rows unread); 484 of 547 at the session-40 merge (rows unread); 481 of 547 at b2f6e784, when it was written (session 40's blind set, rows unread)
	outsider23IntactFloor = 0.888 // 341 of 384 at the session-42 merge; 340 of 384
	outsider23FactsFloor  = 0.940 // 567 of 603
	outsider24RecallFloor = 0.882 // 483 of 547 at the session-42 merge (rows unread); 481 of 547 at the session-41 merge (rows unread); 480 of 547 at 464c1cb2, when it was written (session 41's blind set, rows unread)
	outsider24IntactFloor = 0.893 // 344 of 385 at the session-42 merge (rows unread); 343 of 385
	outsider24FactsFloor  = 0.975 // 745 of 764
	outsider25RecallFloor = 0.942 // 525 of 557 at the session-42 merge (rows unread); 523 of 557 at 4cbfe5af, when it was written (session 42's blind set, rows unread)
	outsider25IntactFloor = 0.839 // 334 of 398
	outsider25FactsFloor  = 0.975 // 917 of 940
	outsider26RecallFloor = 0.0   // set from the base figures
	outsider26IntactFloor = 0.0
	outsider26FactsFloor  = 0.0
	outsider10RecallFloor = 0.994 // 526 of 529 at the session-41 merge; 523 of 529 at the session-37 merge; 521 of 529 at the session-34 merge (places34); 520 of 529 at the session-32 merge with stems32 (+2); 518 of 529 at the session-32 merge (health32: tossicodipendenza); 517 of 529 at the session-29 merge (devices29); 515 of 529 at the session-28 merge (rows read: userlabels28, idlabels28, values28, speech28); 491 of 529 at 1210180, when it was written (session 27's blind set, rows unread; unchanged all session, read openly from session 28)
	outsider10IntactFloor = 0.908 // 348 of 383 at the session-40 merge; 346 of 383 at the session-34 merge of size34 (l10n34); 345 of 383 at the session-33 merge (trim33: latin32b); 344 of 383 at the session-28 merge (benign28); 336 of 383 at 1210180
	outsider10FactsFloor  = 0.976 // 793 of 812 at the session-40 merge; 791 of 812 at the session-34 merge of size34 (l10n34); 790 of 812 at the session-33 merge (trim33: latin32b); 789 of 812 at the session-28 merge (benign28); 781 of 812 at 1210180
	outsider1FactsFloor   = 0.996 // 645 of 647 at the session-40 merge; 644 of 647 at the session-24 merge; 643 of 647 at benign24 (session 24); 642 at the session-22 merge (641 at the session-21 merge, 639 at outb20, 632 at b08b88e)
	blind8FactsFloor      = 0.983 // the eighth blind corpus (benign facts kept): 0.981 until segmented stopped splitting an unknown word into two short tokens (co|g|nite|ct): the company in a Clojure keyword's namespace, cognitect.anomalies, is masked with the logins that split so
)

// TestBlindCorpus reports recall per family on blind-planted.tsv (each
// value in every field shape) and survival on blind-identifiers.tsv.
func TestBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind-planted.tsv", blindRecallFloor)
	r := New()
	ids := corpus.Load(t, "testdata/corpus/blind-identifiers.tsv")
	kept := 0
	for _, e := range ids {
		out, err := r.String(e.Carrier)
		if err == nil && strings.Contains(out, e.Value) {
			kept++
			continue
		}
		t.Logf("  identifier lost (%s): %q -> %q", e.Class, e.Carrier, out)
	}
	t.Logf("blind identifier survival: %d of %d, %.1f%%", kept, len(ids), pct(kept, len(ids)))
	if got := float64(kept) / float64(len(ids)); got < blindSurvivalFloor {
		t.Errorf("blind identifier survival %.3f under its floor %.3f", got, blindSurvivalFloor)
	}
}

// TestSecondBlindCorpus reports the second blind corpus, written after the
// structural rules were built and never tuned on: recall per family on
// blind2-planted.tsv and the unchanged share of blind2-benign.tsv.
func TestSecondBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind2-planted.tsv", blind2RecallFloor)
	benign(t, "testdata/corpus/blind2-benign.tsv", blind2IntactFloor, 0)
}

// TestThirdBlindCorpus reports the third blind corpus, written by someone
// who never read the rules nor ran the redactor, with a username family and
// mostly localised carriers and benign texts. Its misses showed the classes
// of the session that followed (it is a development set now); the fourth
// corpus measures the result.
func TestThirdBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind3-planted.tsv", blind3RecallFloor)
	benign(t, "testdata/corpus/blind3-benign.tsv", blind3IntactFloor, blind3FactsFloor)
}

// TestFourthBlindCorpus reports the fourth blind corpus, written by someone
// who never read the rules nor ran the redactor, after the rules the third
// one led to were built, and never tuned on: the honest figures.
func TestFourthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind4-planted.tsv", blind4RecallFloor)
	benign(t, "testdata/corpus/blind4-benign.tsv", blind4IntactFloor, blind4FactsFloor)
}

// TestFifthBlindCorpus reports the fifth blind corpus, written by a second
// writer apart from the fourth's, who never read the rules nor ran the
// redactor; committed unchanged before the rules that followed it.
func TestFifthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind5-planted.tsv", blind5RecallFloor)
	benign(t, "testdata/corpus/blind5-benign.tsv", blind5IntactFloor, blind5FactsFloor)
}

// TestSixthBlindCorpus reports the sixth blind corpus, written this session
// by a writer who never read the rules nor ran the redactor, after the
// branches of the last one were merged, and committed unchanged: never
// tuned on.
func TestSixthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind6-planted.tsv", blind6RecallFloor)
	benign(t, "testdata/corpus/blind6-benign.tsv", blind6IntactFloor, blind6FactsFloor)
}

// TestSeventhBlindCorpus reports the seventh blind corpus, written on
// 2026-11-28 by a writer who read only the issue, never the rules nor the
// redactor, while that evening's branches were being worked on, and
// committed unchanged. Blind until session 22; from session 23 on its rows
// are read openly as a development set, so its figures are no longer
// honest ones (blind6 and blind9 still are).
func TestSeventhBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind7-planted.tsv", blind7RecallFloor)
	benign(t, "testdata/corpus/blind7-benign.tsv", blind7IntactFloor, blind7FactsFloor)
}

// TestEighthBlindCorpus reports the eighth blind corpus, written on
// 2026-12-02 by a writer who read only docs/privacy.md (never the rules
// nor the redactor's output) and asked where such a design must fail:
// vendor-shaped secrets, values in serialised objects and log formats,
// names that are words or in their own script; committed unchanged before
// any rule change.
func TestEighthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind8-planted.tsv", blind8RecallFloor)
	benign(t, "testdata/corpus/blind8-benign.tsv", blind8IntactFloor, blind8FactsFloor)
}

// TestNinthBlindCorpus reports the ninth blind corpus, written on
// 2026-12-04 by a writer who read only issue 31 (never docs/privacy.md,
// the rules, the redactor nor its output), while that session's branches
// were being worked on, and committed unchanged: its rows are not read,
// only its figures, so it stays blind.
func TestNinthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind9-planted.tsv", blind9RecallFloor)
	benign(t, "testdata/corpus/blind9-benign.tsv", blind9IntactFloor, blind9FactsFloor)
}

// TestOutsiderCorpus reports the first outsider corpus: values and benign
// texts written by a helper who read only the issue, never the rules, the
// redactor nor its output, as the blind sets were; unlike theirs, its rows
// are read and the rules were worked on with them in view, so its figures
// are a development set's.
func TestOutsiderCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider1-planted.tsv", outsider1RecallFloor)
	benign(t, "testdata/corpus/outsider1-benign.tsv", outsider1IntactFloor, outsider1FactsFloor)
}

// TestOutsider2Corpus reports the second outsider corpus (session 21),
// written as the first was, by a helper who read only the issue. Its rows
// were left unread during the session that added it, so that session's
// figures on it are a blind set's; later sessions may work with them in
// view, as with the first.
func TestOutsider2Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider2-planted.tsv", outsider2RecallFloor)
	benign(t, "testdata/corpus/outsider2-benign.tsv", outsider2IntactFloor, outsider2FactsFloor)
}

// TestOutsider3Corpus reports the third outsider corpus (session 21),
// written as the others were, by a helper who read nothing of the rules.
// Its rows are read: a development set, while the second stayed unread in
// that session to tell whether what was fixed here generalises.
func TestOutsider3Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider3-planted.tsv", outsider3RecallFloor)
	benign(t, "testdata/corpus/outsider3-benign.tsv", outsider3IntactFloor, outsider3FactsFloor)
}

// TestOutsider4Corpus reports the fourth outsider corpus (session 22),
// written by a helper who read only the first post and the format
// lines, never the rules, the redactor nor its output. Its rows are left
// unread during the session that added it, so that session's figures on it
// are a blind set's; later sessions may read them, as with the others.
func TestOutsider4Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider4-planted.tsv", outsider4RecallFloor)
	benign(t, "testdata/corpus/outsider4-benign.tsv", outsider4IntactFloor, outsider4FactsFloor)
}

// TestOutsider5Corpus reports the fifth outsider corpus (session 23),
// written as the fourth was, by a helper who read only the first
// post. Its rows are left unread during the session that added it, so that
// session's figures on it are a blind set's; from session 24 on it is a
// development set, read openly.
func TestOutsider5Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider5-planted.tsv", outsider5RecallFloor)
	benign(t, "testdata/corpus/outsider5-benign.tsv", outsider5IntactFloor, outsider5FactsFloor)
}

// TestOutsider6Corpus reports the sixth outsider corpus (session 23),
// written as the fourth was, by a helper who read only the first
// post. Its rows are read from the session that added it on: a development
// set written apart from the rules, while the fifth stays unread.
func TestOutsider6Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider6-planted.tsv", outsider6RecallFloor)
	benign(t, "testdata/corpus/outsider6-benign.tsv", outsider6IntactFloor, outsider6FactsFloor)
}

// TestOutsider7Corpus reports the seventh outsider corpus (session 24),
// written as the fourth was, by a helper who read only the first
// post, leaning to back offices, identity systems, data pipelines and
// languages with capitalised nouns or no case. Its rows were left unread
// during the session that added it (its blind set); from session 25 on it
// is a development set, read openly.
func TestOutsider7Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider7-planted.tsv", outsider7RecallFloor)
	benign(t, "testdata/corpus/outsider7-benign.tsv", outsider7IntactFloor, outsider7FactsFloor)
}

// TestOutsider8Corpus reports the eighth outsider corpus (session 25),
// written as the fourth was, by a helper who read only the first
// post, leaning to logistics, banking cores, public services outside Europe,
// developer tooling and the scripts of South Asia. Its rows were left
// unread during the session that added it (its blind set); from session 26
// on it is a development set, read openly.
func TestOutsider8Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider8-planted.tsv", outsider8RecallFloor)
	benign(t, "testdata/corpus/outsider8-benign.tsv", outsider8IntactFloor, outsider8FactsFloor)
}

// TestOutsider9Corpus reports the ninth outsider corpus (session 26),
// written as the fourth was, by a helper who read only the first
// post, leaning to education, travel, telecoms, HR, insurance, games and
// research software, with weight on the European languages. Its rows were
// left unread during the session that added it (its blind set); from
// session 27 on it is a development set, read openly.
func TestOutsider9Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider9-planted.tsv", outsider9RecallFloor)
	benign(t, "testdata/corpus/outsider9-benign.tsv", outsider9IntactFloor, outsider9FactsFloor)
}

// TestOutsider11Corpus reports the eleventh outsider corpus (session 28),
// written as the tenth was, by a helper who read only the first
// post, every row by hand, leaning to logistics and ports, pharmaceuticals
// and clinical trials, banking back offices, agriculture, energy, aviation,
// law firms, real estate, ticketing and marketplaces, with weight on the
// Nordic, Baltic, Turkish, Portuguese and Asian languages. Its rows were left
// unread during the session that added it (its blind set); from session 29
// on it is a development set, read openly.
func TestOutsider11Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider11-planted.tsv", outsider11RecallFloor)
	benign(t, "testdata/corpus/outsider11-benign.tsv", outsider11IntactFloor, outsider11FactsFloor)
}

// TestOutsider13Corpus reports the thirteenth outsider corpus (session 30),
// written as the twelfth was, by a helper who read only the first
// post, every row by hand, leaning to banking, lending and crypto
// exchanges, courts and notaries, real estate, agriculture and veterinary
// clinics, utilities and smart meters, fleet telematics, tolls and transit
// cards, pharmacies, benefits and elections, religious membership, sports
// clubs, libraries, marketplaces and crowdfunding, with weight on the Indic
// scripts (Hindi, Marathi, Punjabi, Gujarati, Telugu, Kannada, Malayalam),
// Thai, Vietnamese, Indonesian, Khmer, Amharic, Yoruba, Hausa, Zulu,
// Afrikaans, the Turkic languages, Georgian, Armenian, Mongolian, Romanian,
// Hungarian, Czech, Slovak, Slovenian, Portuguese and Korean, and on values
// in running prose with no label before them. Its rows were left unread
// during the session that added it (its blind set) and the next two;
// session 33 read them openly.
func TestOutsider13Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider13-planted.tsv", outsider13RecallFloor)
	benign(t, "testdata/corpus/outsider13-benign.tsv", outsider13IntactFloor, outsider13FactsFloor)
}

// TestOutsider14Corpus reports the fourteenth outsider corpus (session
// 31), written as the thirteenth was, by a helper who read only the issue's
// first post, every row by hand in seven minutes, leaning to insurance
// claims, payroll and recruiting, travel, ride-hailing and delivery, exam
// boards, tax e-services, dating and games, recovery and fertility apps,
// asylum, prison and probation case systems and hospital laboratories, with
// weight on the Arabic script, Hebrew, Greek, the Slavic and Baltic
// languages, the Nordic languages, Dutch, Italian, Catalan, Basque,
// Galician, Irish, Welsh, Bengali, Tamil, Sinhala, Nepali, Burmese, Lao,
// Tagalog, Malay and Swahili, on special categories in plain native words
// and on values in YAML, TOML, INI, HL7, vCard, iCalendar and the
// serialisations of Kotlin, Ruby, Lua, F#, Scala, MongoDB, Redis, Kafka and
// gRPC. Its rows were left unread during the session that added it (its
// blind set) and the next three; session 34 read them openly.
func TestOutsider14Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider14-planted.tsv", outsider14RecallFloor)
	benign(t, "testdata/corpus/outsider14-benign.tsv", outsider14IntactFloor, outsider14FactsFloor)
}

// TestOutsider15Corpus reports the fifteenth outsider corpus (session
// 32), written as the fourteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to banking, fintech and crypto,
// marketplaces and returns, couriers and customs, rentals and property,
// utilities and smart home, EV charging and telematics, wearables,
// pharmacies and pharmacovigilance, notaries and courts, donations to
// religious bodies, libraries, transit ticketing, voter registration,
// nurseries and parent apps, vet clinics, pensions and benefits, adoption,
// blood and organ donation, with weight on Portuguese, Latin American
// Spanish, French of France, Belgium, Quebec and West Africa, Austrian and
// Swiss German, Turkish, Azerbaijani, Kazakh, Uzbek, Mongolian, Georgian,
// Armenian, the Indic languages, Thai, Vietnamese, Indonesian, Khmer,
// Korean, Japanese, Chinese, Amharic, Yoruba, Hausa, Igbo, Zulu, Xhosa,
// Afrikaans, Somali, the languages of Central and South-East Europe, Hebrew
// and Persian, and on users' own text, local address formats and bank,
// shipment and ISO 20022 serialisations. Its rows were left unread during
// the session that added it (its blind set) and the next two; session 35
// read them openly.
func TestOutsider15Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider15-planted.tsv", outsider15RecallFloor)
	benign(t, "testdata/corpus/outsider15-benign.tsv", outsider15IntactFloor, outsider15FactsFloor)
}

// TestOutsider16Corpus reports the sixteenth outsider corpus (session
// 33), written as the fifteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to funeral homes, cemeteries and
// genealogy and DNA services, factories and manufacturing execution
// systems, mining, oil and gas and seafarers' registries, hairdressers and
// spa booking, helplines, shelters, sexual-health clinics and LGBT+ dating,
// remittances, microfinance and pawn shops, ticketing, cinemas and
// streaming, open-source CI and code hosting, driving schools, vehicle
// inspection and firearm licensing, with weight on German, Polish,
// Japanese, Chinese, Korean, Greek, Ukrainian and Russian, the Nordic,
// Baltic, Celtic, Iberian and Balkan languages, and Arabic and the South,
// Central and South-East Asian and African languages in their own scripts.
// Its rows were left unread during the session that added it (its blind
// set) and the next two; session 36 read them openly.
func TestOutsider16Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider16-planted.tsv", outsider16RecallFloor)
	benign(t, "testdata/corpus/outsider16-benign.tsv", outsider16IntactFloor, outsider16FactsFloor)
}

// TestOutsider17Corpus reports the seventeenth outsider corpus (session
// 34), written as the sixteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to HR, payroll and insurance
// claims, schools, kindergartens and exam boards, elderly care, pharmacies,
// e-prescriptions and medical devices, veterinary clinics, housing, rentals
// and land registries, smart meters and telecoms, couriers and
// ride-hailing, hotels, visas and border control, courts, bailiffs and debt
// collection, tax and social security, elections and parishes, gyms and
// games, crypto wallets and donations, and libraries, with weight on
// German, Polish, French, Spanish, Brazilian Portuguese, Italian, Dutch,
// Russian, Japanese, Chinese, Korean and Turkish, on English as India,
// Nigeria, Kenya, the Philippines and Singapore write it, and a row or two
// in many more scripts. Its rows were left unread during the session that
// added it (its blind set) and the next two; session 37 read them openly.
func TestOutsider17Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider17-planted.tsv", outsider17RecallFloor)
	benign(t, "testdata/corpus/outsider17-benign.tsv", outsider17IntactFloor, outsider17FactsFloor)
}

// TestOutsider18Corpus reports the eighteenth outsider corpus (session
// 35), written as the seventeenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to aviation and airports,
// shipping and customs brokers, farm subsidies and fishing and hunting
// licences, water and gas metering, transit ticketing, tolls and parking,
// fleet telematics, funeral homes and cemeteries, faith registers, adoption
// and foster care, probation and prisons, asylum NGOs, blood, organ and
// fertility services, mental-health and addiction apps, unions and
// parties, veterans, sports and anti-doping, dating and podcast hosting,
// with weight on Vietnamese, Indonesian and Malay, Thai, Tagalog, Hindi,
// Bengali, Tamil, Urdu, Persian, Arabic, Hebrew, Swahili, Amharic, Hausa
// and Yoruba, Czech, Hungarian, Romanian, Greek, Ukrainian, the Nordic
// languages and European Portuguese, each in its own script. Its rows were
// left unread during the session that added it (its blind set) and the
// next two; session 38 read them openly.
func TestOutsider18Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider18-planted.tsv", outsider18RecallFloor)
	benign(t, "testdata/corpus/outsider18-benign.tsv", outsider18IntactFloor, outsider18FactsFloor)
}

// TestOutsider19Corpus reports the nineteenth outsider corpus (session
// 36), written as the eighteenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to insurance claims and
// loss adjusting, bank KYC and anti-money-laundering screening, SIM
// registration and number porting, marketplace returns, rentals, childcare
// and elder care, libraries, gyms, betting, lotteries and crypto
// exchanges, charities, voter registries and census offices, notaries and
// land registries, benefits offices, recruiting, ride-hailing and food
// delivery, veterinary clinics, weddings, interpreting, genealogy and DNA
// testing, smart homes and car workshops, with weight on Turkish, Korean,
// Japanese, Chinese, Polish, Russian, Italian, Dutch, Latin-American
// Spanish, Brazilian Portuguese, the Balkan, Baltic and Caucasian
// languages, Kazakh, Uzbek, Mongolian, the South and South-East Asian
// languages, Kurdish, Somali, Zulu, Igbo, Icelandic, Welsh, Catalan and
// Basque, each in its own script. Its rows were left unread during the
// session that added it (its blind set) and the next two; session 39 read
// them openly.
func TestOutsider19Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider19-planted.tsv", outsider19RecallFloor)
	benign(t, "testdata/corpus/outsider19-benign.tsv", outsider19IntactFloor, outsider19FactsFloor)
}

// TestOutsider20Corpus reports the twentieth outsider corpus (session
// 37), written as the nineteenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to hospital laboratories
// and radiology (HL7, FHIR, DICOM), dental, eye, fertility and maternity
// clinics, therapy apps and clinical trials, police and emergency
// dispatch, parking, tolls, EV charging and car sharing, municipal
// services, universities and student housing, legal aid, shelters, prisons
// and veterans' services, sports referees, streaming, photo sharing and
// video calls, support CRMs, email marketing, ticketing, travel and visa
// centres, print shops and laboratory instruments, with weight on
// Vietnamese, Thai, Indonesian, Malay, Tagalog, Hindi, Bengali, Tamil,
// Urdu, Persian, Arabic, Hebrew, Greek, Hungarian, Romanian, Czech,
// Ukrainian, the Nordic languages, Swahili, Amharic, Yoruba, Hausa,
// Afrikaans, the Balkan languages, Belarusian, Azerbaijani, Kyrgyz,
// Tajik, Pashto, Lao, Maltese, Irish, Luxembourgish, Galician and
// Quechua, each in its own script. Its rows were left unread during the
// session that added it (its blind set) and the next two; session 40 read
// them openly.
func TestOutsider20Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider20-planted.tsv", outsider20RecallFloor)
	benign(t, "testdata/corpus/outsider20-benign.tsv", outsider20IntactFloor, outsider20FactsFloor)
}

// TestOutsider21Corpus reports the twenty-first outsider corpus (session
// 38), written as the twentieth was, by a helper who read only the issue's
// first post, every row by hand, leaning to property management and
// building access, construction permits, car dealers, repair shops and
// roadside help, loyalty schemes and tills, food delivery, language
// schools, coworking and freelancing, microfinance, remittances, pawn shops
// and crowdfunding, occupational health and home nursing, hearing-aid and
// optician shops, genetic tests and wearables, sexual-health and recovery
// clinics, LGBTQ+ and neighbourhood apps, faith and campaign-volunteer
// registers, consular registration, lost-and-found, pet adoption, hunting
// licences, marinas and ski resorts, with weight on Portuguese,
// Latin-American Spanish, Italian, Polish, Dutch, Turkish, Korean, Chinese,
// Japanese, Russian, Kazakh, Uzbek, Georgian, Armenian, Mongolian, Burmese,
// Khmer, Sinhala, Nepali, Marathi, Gujarati, Punjabi, Telugu, Kannada,
// Malayalam, Zulu, Xhosa, Somali, Igbo, the Baltic languages, Slovak,
// Croatian, Serbian, Bulgarian, Icelandic, Welsh, Basque and Catalan, each
// in its own script. Its rows were left unread during the session that
// added it (its blind set) and the next two; session 41 read them openly.
func TestOutsider21Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider21-planted.tsv", outsider21RecallFloor)
	benign(t, "testdata/corpus/outsider21-benign.tsv", outsider21IntactFloor, outsider21FactsFloor)
}

// TestOutsider22Corpus reports the twenty-second outsider corpus (session
// 39), written as the twenty-first was, by a helper who read only the
// issue's first post, every row by hand, leaning to credit bureaus and
// mortgage brokers, debt collection and bailiffs, family courts and wills,
// shelters, helplines and refugee NGOs, maternity wards and midwives,
// school nurses, psychiatric wards and crisis lines, dentists, salons and
// tattoo studios, car-sharing and scooters, driving schools, trucking
// tachographs, mobile money and savings groups, sports clubs and music
// schools, support-chat transcripts, password managers, VPN and mail
// providers, domain registrars and WHOIS, app stores and esports, with
// weight on Hindi, Bengali, Tamil, Urdu, Arabic, Persian, Pashto, Hebrew,
// Thai, Lao, Vietnamese, Indonesian, Malay, Tagalog, Swahili, Amharic,
// Tigrinya, Hausa, Yoruba, Malagasy, Afrikaans, Greek, Romanian,
// Hungarian, Czech, Slovenian, Ukrainian, Belarusian, the Nordic
// languages, Albanian, Macedonian, Azerbaijani, Tajik, Kyrgyz, Irish,
// Maltese and Luxembourgish, each in its own script. Its rows were left
// unread during the session that added it (its blind set) and the next;
// session 41 read them openly, once session 40 had seen some of them by
// mistake.
func TestOutsider22Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider22-planted.tsv", outsider22RecallFloor)
	benign(t, "testdata/corpus/outsider22-benign.tsv", outsider22IntactFloor, outsider22FactsFloor)
}

// TestOutsider23Corpus reports the twenty-third outsider corpus (session
// 40), written as the twenty-second was, by a helper who read only the
// issue's first post, every row by hand, leaning to hospices and
// palliative care, organ-donor registries, addiction rehab and sobriety
// apps, hearing aids, prosthetics and therapy, animal shelters, zoos, ski
// passes and mountain rescue, campsites and cruises, festivals, theatres
// and museums, lotteries, waste collection, locksmiths, security guards
// and door access, airport lounges, student loans and exam proctoring,
// tutoring and gig-work payouts, co-parenting and surrogacy agencies,
// social housing, homeless outreach, jobcentres, pension funds, veterans'
// services and customs declarations, with weight on Japanese, Korean,
// Chinese, Russian, Polish, Turkish, Kazakh, Uzbek, Georgian, Armenian,
// Mongolian, Nepali, Sinhala, Marathi, Gujarati, Punjabi, Kannada, Telugu,
// Malayalam, Burmese, Khmer, Javanese, Somali, Zulu, Xhosa, Igbo,
// Kinyarwanda, Catalan, Basque, Galician, Welsh, Icelandic, the Baltic
// languages, Slovak, Croatian, Serbian, Bulgarian, Italian and Dutch,
// each in its own script. Its rows were left unread during the session
// that added it (its blind set) and in session 41; they are read openly
// since session 42.
func TestOutsider23Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider23-planted.tsv", outsider23RecallFloor)
	benign(t, "testdata/corpus/outsider23-benign.tsv", outsider23IntactFloor, outsider23FactsFloor)
}

// TestOutsider24Corpus reports the twenty-fourth outsider corpus (session
// 41), written as the twenty-third was, by a helper who read only the
// issue's first post, every row by hand, leaning to observatories' and
// space agencies' visitor systems, fishing licences and fish markets,
// forestry and wildfire services, mines and offshore crews, nuclear
// dosimetry, water meters, railway crews, trams, ferries and taxis, bike
// and scooter sharing, garages and tyre shops, repairs, movers and
// storage, laundries, tailors, jewellers, florists and photo studios,
// music, dance and martial-arts schools, chess federations, referees and
// doping control, stables, kennels and beekeepers, allotments,
// homeowners' associations, cemeteries and parish registers, donation
// systems, diaspora associations, trade-fair badges, translation
// agencies, publishers, newspapers, radio and podcasts, citizen science,
// petitions, whistleblower hotlines and ombudsmen, with weight on
// Vietnamese, Thai, Indonesian, Malay, Tagalog, Hindi, Bengali, Urdu,
// Tamil, Persian, Arabic, Hebrew, Turkish, Greek, Romanian, Hungarian,
// Czech, Ukrainian, Belarusian, the Nordic languages, Swahili, Amharic,
// Yoruba, Hausa, Afrikaans, the Balkan languages, Azerbaijani, Kyrgyz,
// Tajik, Pashto, Lao, Tibetan, Uyghur, Maltese, Irish, Luxembourgish,
// Quechua, Guarani, Maori, Samoan, Hawaiian and Haitian Creole, each in
// its own script. Its rows were left unread during the session that
// added it (its blind set) and in session 42; they are read openly since
// session 43.
func TestOutsider24Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider24-planted.tsv", outsider24RecallFloor)
	benign(t, "testdata/corpus/outsider24-benign.tsv", outsider24IntactFloor, outsider24FactsFloor)
}

// TestOutsider25Corpus reports the twenty-fifth outsider corpus (session
// 42), written as the twenty-fourth was, by a helper who read only the
// issue's first post, every row by hand, leaning to pharmacies and
// e-prescriptions, dental, optician, veterinary and fertility clinics,
// blood and plasma donation, gyms and fitness trackers, dating apps,
// wedding planners, kindergartens, care homes and home nursing,
// libraries, immigration lawyers and visa agencies, bail, probation and
// prison visits, tax advisers, charities, congregations' member lists,
// parties' and unions' member systems, car rental, parking, tolls and EV
// charging, smart homes, fleet telematics, farms, pawn shops and
// remittances, real-estate auctions and escape rooms, with weight on
// Brazilian Portuguese, Latin American Spanish, Canadian and African
// French, Swiss and Austrian German, Polish, Russian, Ukrainian,
// Japanese, Korean, Chinese, Vietnamese, Indonesian, Arabic, Hebrew,
// Turkish, Persian, Hindi, Tamil, Finnish, the Baltic languages,
// Slovenian, Albanian, Macedonian, Bosnian, Kurdish, Tigrinya, Oromo,
// Malagasy, Shona, Wolof, Fijian, Tongan, Sindhi, Odia, Assamese, Dutch,
// Danish and Norwegian, each in its own script. Its rows are left unread
// during the session that added it (its blind set); later sessions may
// read them.
func TestOutsider25Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider25-planted.tsv", outsider25RecallFloor)
	benign(t, "testdata/corpus/outsider25-benign.tsv", outsider25IntactFloor, outsider25FactsFloor)
}

// TestOutsider26Corpus reports the twenty-sixth outsider corpus (session
// 43), written as the twenty-fifth was, by a helper who read only the
// issue's first post, every row by hand, leaning to airlines, airports
// and travel agencies, hotels, telecom shops and call centres, insurance
// claims, HR, payroll and job boards, schools, universities and exam
// boards, courts, notaries and law firms, police reports, social services
// and housing benefits, tenant portals, utilities, online games, crypto
// exchanges, streaming, food delivery and ride hailing, second-hand
// marketplaces, genealogy, funeral homes, mental-health, addiction, HIV
// and sexual-health clinics, refugee NGOs and shelters, newsrooms and CI
// systems that leak tokens, with weight on Italian, Spanish, Catalan,
// Basque, Galician, Romanian, Hungarian, Czech, Slovak, Croatian,
// Serbian, Bulgarian, Greek, Georgian, Armenian, Azerbaijani, Kazakh,
// Uzbek, Mongolian, Thai, Lao, Khmer, Burmese, Malay, Filipino, Bengali,
// Urdu, Punjabi, Gujarati, Marathi, Telugu, Kannada, Malayalam, Nepali,
// Sinhala, Amharic, Swahili, Yoruba, Hausa, Igbo, Zulu, Xhosa, Afrikaans,
// Somali, Icelandic, Swedish, Irish, Welsh, Maltese, Luxembourgish,
// Maori, Samoan, Quechua and Guarani, each in its own script. Its rows
// are left unread during the session that added it (its blind set);
// later sessions may read them.
func TestOutsider26Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider26-planted.tsv", outsider26RecallFloor)
	benign(t, "testdata/corpus/outsider26-benign.tsv", outsider26IntactFloor, outsider26FactsFloor)
}

// TestOutsider12Corpus reports the twelfth outsider corpus (session 29),
// written as the eleventh was, by a helper who read only the first
// post, every row by hand, leaning to schools, HR and payroll, insurance
// claims, telecoms, travel, games, tax offices, NGOs, connected cars,
// streaming, dating apps and delivery, with weight on Arabic, Hebrew,
// Persian, Greek, the Slavic languages, Italian, Dutch, Catalan, Latin
// American Spanish and the South and South-East Asian languages, and on
// values inside serialisations (YAML, TOML, INI, CSV, GraphQL, protobuf
// text, Lua, Python, Ruby, Kotlin, C#). Its rows were left unread during the
// session that added it (its blind set) and the next (held out: counts
// only); session 31 opened it, with outsider13 and outsider14 held out.
func TestOutsider12Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider12-planted.tsv", outsider12RecallFloor)
	benign(t, "testdata/corpus/outsider12-benign.tsv", outsider12IntactFloor, outsider12FactsFloor)
}

// TestOutsider10Corpus reports the tenth outsider corpus (session 27),
// written as the ninth was, by a helper who read only the first
// post, every row by hand, leaning to retail, hospitals and laboratories,
// courts, utilities, connected cars, newsrooms, welfare agencies, security
// tooling and IoT firmware, with weight on the European languages. Its
// rows were left unread during the session that added it (its blind set);
// session 28 opened it.
func TestOutsider10Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider10-planted.tsv", outsider10RecallFloor)
	benign(t, "testdata/corpus/outsider10-benign.tsv", outsider10IntactFloor, outsider10FactsFloor)
}

// blindRecall reports recall per family on a planted file: a value counts
// as caught when it is masked in every field shape.
func blindRecall(t *testing.T, path string, floor float64) {
	r := New()
	planted := corpus.Load(t, path)
	fam := tallies{}
	var all tally
	var missed []string
	for _, e := range planted {
		tl := fam[e.Class]
		if tl == nil {
			tl = &tally{}
			fam[e.Class] = tl
		}
		caught := true
		for _, f := range fieldShapes {
			out, err := r.String(strings.Replace(f.format, "%s", e.Carrier, 1))
			if err != nil || leaked(out, e.Value) {
				caught = false
				if err == nil {
					missed = append(missed, e.Class+" "+f.field+": "+e.Value+" <- "+out)
				}
				break
			}
		}
		tl.total++
		all.total++
		if caught {
			tl.ok++
			all.ok++
		}
	}
	t.Logf("%s recall (every field shape): %d of %d values, %.1f%%", path, all.ok, all.total, pct(all.ok, all.total))
	fam.log(t, "  ", 14)
	for _, m := range missed {
		t.Logf("  missed: %s", strings.ReplaceAll(m, "\n", "⏎"))
	}
	if got := float64(all.ok) / float64(all.total); got < floor {
		t.Errorf("%s recall %.3f under its floor %.3f", path, got, floor)
	}
}

// TestBenignCorpus runs real error templates holding no personal data
// through the redactor: every masked character is a false positive. It
// reports the share of texts that come out unchanged and of the facts a
// triager reads that survive, and lists every change.
func TestBenignCorpus(t *testing.T) {
	benign(t, "testdata/corpus/benign.tsv", benignIntactFloor, benignFactsFloor)
}

// benign reports the unchanged share of a benign file and the share of its
// facts kept, with every change.
func benign(t *testing.T, path string, intactFloor, factsFloor float64) {
	r := New()
	texts := corpus.Load(t, path)
	intact, facts, kept := 0, 0, 0
	var changes []string
	for _, e := range texts {
		out, err := r.String(e.Carrier)
		if err == nil && out == e.Carrier {
			intact++
		} else {
			changes = append(changes, e.Class+": "+strings.ReplaceAll(e.Carrier, "\n", "⏎")+"\n      -> "+strings.ReplaceAll(out, "\n", "⏎"))
		}
		for _, f := range strings.Split(e.Value, "|") {
			facts++
			if strings.Contains(out, f) {
				kept++
			}
		}
	}
	t.Logf("%s texts unchanged: %d of %d, %.1f%%; facts kept: %d of %d, %.1f%%", path, intact, len(texts), pct(intact, len(texts)), kept, facts, pct(kept, facts))
	sort.Strings(changes)
	for _, c := range changes {
		t.Logf("  changed %s", c)
	}
	if got := float64(intact) / float64(len(texts)); got < intactFloor {
		t.Errorf("%s intact share %.3f under its floor %.3f", path, got, intactFloor)
	}
	if got := float64(kept) / float64(facts); got < factsFloor {
		t.Errorf("%s facts kept %.3f under its floor %.3f", path, got, factsFloor)
	}
}

// TestLabels: names an organisation set (projects, environments,
// releases, monitors, teams) come out of Label unchanged, whatever they
// look like.
func TestLabels(t *testing.T) {
	r := New()
	labels := corpus.Load(t, "testdata/corpus/labels.tsv")
	ok := 0
	for _, e := range labels {
		out, err := r.Label(e.Carrier)
		if err != nil || out != e.Carrier {
			t.Errorf("%s label changed: %q -> %q", e.Class, e.Carrier, out)
			continue
		}
		ok++
	}
	t.Logf("labels unchanged: %d of %d, %.1f%%", ok, len(labels), pct(ok, len(labels)))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
