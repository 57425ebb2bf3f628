// The built refocus hook's code cache for its engine (lib/util/code-cache.ts): it lives under
// $OPENRIG_HOME/cache/code, every folder 0700 and every file 0600 (Node's own compile cache as well
// as the hand-written one: whichever this Node uses), and a corrupt cache never breaks a run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_BUNDLE, makeSeat } from './harness.js';

function fire(env: Record<string, string | undefined>, transcript: string) {
  return spawnSync(process.execPath, [CLAUDE_BUNDLE, '--runtime', 'claude'], {
    input: JSON.stringify({
      session_id: 'occ',
      transcript_path: transcript,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'go',
    }),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
}

/** Every folder and file under `root`, with its mode. */
function tree(root: string): { path: string; dir: boolean; mode: number }[] {
  const out: { path: string; dir: boolean; mode: number }[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    out.push({ path: p, dir: st.isDirectory(), mode: st.mode & 0o777 });
    if (st.isDirectory()) for (const n of readdirSync(p).sort()) walk(join(p, n));
  };
  walk(root);
  return out;
}

test('the cache is under the home, folders 0700 and files 0600; a corrupt one only means a compile', () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const cache = join(seat.env.OPENRIG_HOME!, 'cache');
  for (let run = 0; run < 2; run++) {
    const r = fire(seat.env, seat.transcript);
    assert.is(r.status, 0, r.stderr);
    assert.is(r.stderr, '');
    assert.match(r.stdout, /REFOCUS \(on demand\)/);
  }
  const before = tree(cache);
  assert.ok(before.filter((e) => !e.dir).length >= 1, 'the engine chunk left a cache');
  for (const e of before) assert.is(e.mode, e.dir ? 0o700 : 0o600, e.path);
  // Every cache file corrupt: same length garbage, and an empty one.
  const files = before.filter((e) => !e.dir);
  for (const [i, f] of files.entries())
    writeFileSync(f.path, i % 2 ? Buffer.alloc(statSync(f.path).size, 0x5a) : Buffer.alloc(0));
  for (let run = 0; run < 2; run++) {
    const r = fire(seat.env, seat.transcript);
    assert.is(r.status, 0, r.stderr);
    assert.is(r.stderr, '', `run ${run + 1} after the corruption`);
    assert.match(r.stdout, /REFOCUS \(on demand\)/);
  }
  for (const e of tree(cache)) assert.is(e.mode, e.dir ? 0o700 : 0o600, e.path);
});

test.run();
