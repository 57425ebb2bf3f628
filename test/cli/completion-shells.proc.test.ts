// rig completion bash|zsh|fish, sourced in the real shells and asked for completions the way each
// shell asks: bash through COMP_WORDS/COMP_CWORD driving the completion function, zsh through its
// completion system in a pseudo-terminal (zpty: the line typed, then Tab), fish through
// `complete -C`. Commands, a verb, a flag, fixed words, and seat refs from a throwaway
// OPENRIG_HOME's registry, which the scripts fetch from `rig completion refs` (the built bundle,
// on PATH as `rig`). A shell this machine lacks is a counted skip.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';

const th = tempHome();
const dir = tempDir();
await addSeat(th.home, { name: 'alice', rig: 'r', runtime: 'terminal', cwd: dir });
await addSeat(th.home, { name: 'bob', rig: 'r', runtime: 'terminal', cwd: dir });
await addSeat(th.home, { name: 'carol', rig: 'other', runtime: 'terminal', cwd: dir });

// `rig` on PATH is the built bundle, as an installed rig would be.
const bin = join(dir, 'bin');
spawnSync('mkdir', [bin]);
writeFileSync(join(bin, 'rig'), `#!/bin/sh\nexec '${process.execPath}' '${RIG_BUNDLE}' "$@"\n`);
chmodSync(join(bin, 'rig'), 0o755);
const env = { PATH: `${bin}:${process.env.PATH}`, HOME: dir, OPENRIG_HOME: th.dir, TERM: 'dumb' };

function script(shell: string): string {
  const r = rigProcess(['completion', shell], th.env);
  assert.is(r.code, 0, r.stderr);
  const file = join(dir, `rig.${shell}`);
  writeFileSync(file, r.stdout);
  return file;
}

const has = (shell: string) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

/** What each shell must offer for a line typed up to the cursor (its end). */
const CASES: [line: string, offered: string[]][] = [
  ['rig se', ['seat', 'send']],
  ['rig seat st', ['status']],
  ['rig seat status alice@r --j', ['--json']],
  ['rig seat status ', ['alice@r', 'bob@r', 'carol@other']],
  ['rig seat status a', ['alice@r']],
  ['rig refocus --seat b', ['bob@r']],
  // The value of --wait-for-idle is not the SEAT positional: the seat slot is the word after it.
  ['rig send --wait-for-idle 5 c', ['carol@other']],
  ['rig seat set-typing-guard alice@r --mode dr', ['draft-aware']],
  ['rig config get co', ['context.root']],
  ['rig help qu', ['queue']],
  ['rig completion ', ['bash', 'fish', 'refs', 'zsh']],
];

const words = (line: string) => line.split(' ');

function bashOffers(file: string, line: string): string[] {
  const r = spawnSync(
    'bash',
    [
      '--norc',
      '--noprofile',
      '-c',
      'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; _rig; printf "%s\\n" "${COMPREPLY[@]}"',
      'bash',
      file,
      ...words(line),
    ],
    { env, encoding: 'utf8', timeout: 120_000 },
  );
  assert.is(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter(Boolean).sort();
}

// zsh completes only inside its line editor: an interactive zsh in a pseudo-terminal (zpty) loads
// compinit and the script and records what the completion functions hand to compadd (and a call
// of _files, the fallback). Each line is typed, then Tab, then a key whose widget marks the end of
// that line's offers and empties the line. The harness waits for every mark (a condition, generous
// under load), all lines in one shell.
const ZSH_HARNESS = `
script=$1 out=$2
shift 2
zmodload zsh/zpty || { print -u2 'no zsh/zpty module'; exit 3 }
: > $out
zpty z zsh -f -i
zpty -w z "PS1='> '; autoload -U compinit; compinit -u -D"
zpty -w z "source \${(q)script}"
zpty -w z "OUT=\${(q)out}"
zpty -w z 'compadd() { if (( \${@[(I)-[ODA]*]} )); then builtin compadd "$@"; return; fi; local -a m; builtin compadd -A m "$@"; (( $#m )) && print -rl -- $m >> $OUT; builtin compadd "$@"; }'
zpty -w z '_files() { print -r -- "<files>" >> $OUT }'
zpty -w z '__rig_test_end() { print -r -- "<end>" >> $OUT; BUFFER= }; zle -N __rig_test_end; bindkey "^Xe" __rig_test_end'
for line in "$@"; do zpty -w -n z "$line"$'\\t\\x18e'; done
ends() { grep -cx '<end>' $out }
for i in {1..3000}; do (( $(ends) == $# )) && break; sleep 0.1; done
zpty -d z
(( $(ends) == $# )) || { print -u2 "only $(ends) of $# completions within the deadline"; exit 4 }
`;

/** Every line's offers, from one zsh. */
function zshOffersAll(file: string, lines: string[]): string[][] {
  const harness = join(dir, 'harness.zsh');
  writeFileSync(harness, ZSH_HARNESS);
  const out = join(dir, 'zsh-offers.txt');
  const r = spawnSync('zsh', ['-f', harness, file, out, ...lines], { env, encoding: 'utf8', timeout: 400_000 });
  assert.is(r.status, 0, `${r.stderr}${r.error ?? ''}`);
  const groups = readFileSync(out, 'utf8').split('<end>\n');
  return lines.map((_, i) => (groups[i] ?? '').split('\n').filter(Boolean).sort());
}

function fishOffers(file: string, line: string): string[] {
  const r = spawnSync('fish', ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', file, line], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.is(r.status, 0, r.stderr);
  // A candidate, then a tab and its description when it has one.
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t')[0]!)
    .sort();
}

test('rig completion refs lists the registry’s seat refs, one per line, and --json says whether it was cut', () => {
  const r = rigProcess(['completion', 'refs'], th.env);
  assert.is(r.code, 0, r.stderr);
  // By rig, then name.
  assert.is(r.stdout, 'carol@other\nalice@r\nbob@r\n');
  const j = rigProcess(['completion', 'refs', '--json'], th.env);
  assert.equal(JSON.parse(j.stdout), { refs: ['carol@other', 'alice@r', 'bob@r'], truncated: false });
  const none = rigProcess(['completion', 'refs'], { OPENRIG_HOME: join(dir, 'no-home') });
  assert.is(none.code, 0, none.stderr);
  assert.is(none.stdout, '');
  assert.not.ok(existsSync(join(dir, 'no-home')), 'listing creates nothing');
});

/** Each shell's offers for every line. */
const SHELLS: [string, (file: string, lines: string[]) => string[][]][] = [
  ['bash', (file, lines) => lines.map((l) => bashOffers(file, l))],
  ['zsh', zshOffersAll],
  ['fish', (file, lines) => lines.map((l) => fishOffers(file, l))],
];

for (const [shell, offers] of SHELLS) {
  const run = has(shell) ? test : test.skip;
  if (!has(shell)) console.log(`skip: ${shell} is not installed (the CI installs it)`);
  run(`${shell}: commands, verbs, flags, fixed words and seat refs from the registry`, () => {
    const file = script(shell);
    const got = offers(
      file,
      CASES.map(([line]) => line),
    );
    const wrong = CASES.flatMap(([line, want], i) =>
      JSON.stringify(got[i]) === JSON.stringify([...want].sort()) ? [] : [`${line} → ${got[i]!.join(' ')}`],
    );
    assert.equal(wrong, [], `${shell} offered otherwise`);
  });
}

test('bash: the script registers _rig for rig, falling back to file names', () => {
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', 'source "$1"; complete -p rig', 'bash', script('bash')], {
    env,
    encoding: 'utf8',
  });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /complete -o default -F _rig rig/);
});

test.run();
