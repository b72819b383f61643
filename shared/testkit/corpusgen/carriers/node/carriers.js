// Serialises values the ways Node's standard library writes them
// (shared/testkit/corpusgen/carriers.py drives it). Each input line is
// KIND<TAB>KEY<TAB>VALUE<TAB>N; each output line is the text the library
// wrote, line breaks as "⏎". Built-in modules only.
'use strict';
const util = require('node:util');
const querystring = require('node:querystring');
const readline = require('node:readline');

function serialise(kind, key, value, n) {
  const o = { id: n, [key]: value, retry: n % 2 === 0 };
  switch (kind) {
    case 'inspect': return util.inspect(o);
    case 'inspect-nested': return util.inspect({ job: 'sync', attempt: n % 5, data: o }, { breakLength: 40 });
    case 'json': return JSON.stringify(o);
    case 'json-indent': return JSON.stringify(o, null, 2);
    case 'querystring': return querystring.stringify(o);
    case 'urlsearchparams': return new URLSearchParams(o).toString();
    case 'map': return util.inspect(new Map([['id', n], [key, value]]));
    case 'array': return util.inspect(['sync', '--retry', value]);
    case 'format': return util.format('%o', o);
    case 'url-user': { // URL userinfo, as the WHATWG URL writes it back
      const u = new URL('https://git.internal.example/org/repo.git');
      u.username = value;
      return u.href;
    }
    case 'url-password': {
      const u = new URL('postgresql://app@db.internal.example:5432/main');
      u.password = value;
      return u.href;
    }
  }
  return '';
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
rl.on('line', (line) => {
  const p = line.split('\t');
  out.push(serialise(p[0], p[1], p.slice(2, -1).join('\t'), Number(p[p.length - 1])).replace(/\n/g, '⏎'));
});
rl.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
