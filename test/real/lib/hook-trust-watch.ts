// Watches Codex's immutable hook-trust baseline, CODEX_HOME/.hook-trust, around OpenRig's launch
// step. A seat's command runs a wrapper named `codex` (OpenRig runs that same program for its
// `codex plugin …` calls), which records the baseline's state before each codex process starts,
// then execs the real codex. So the state at the TUI's start is what OpenRig's step left, before
// Codex itself writes there. A state names every entry with its inode, mode, size, times (ns) and
// the sha256 of a file's bytes: a write, a move, a removal or a chmod changes it.
import { appendFileSync, chmodSync, mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const SNAPSHOT = `'use strict';
// Test only: the state of a folder tree as one line; with a log, append {argv, state} to it.
const fs = require('node:fs');
const crypto = require('node:crypto');
const path = require('node:path');
function entry(p, rel, out) {
  let st;
  try { st = fs.lstatSync(p, { bigint: true }); } catch { return; }
  const kind = st.isDirectory() ? 'dir' : st.isFile() ? 'file' : st.isSymbolicLink() ? 'link' : 'other';
  let sum = '';
  if (kind === 'file') sum = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
  if (kind === 'link') sum = fs.readlinkSync(p);
  out.push([rel, kind, String(st.ino), st.mode.toString(8), String(st.size), String(st.mtimeNs), String(st.ctimeNs), sum].join(' '));
  if (kind === 'dir') for (const n of fs.readdirSync(p).sort()) entry(path.join(p, n), rel + '/' + n, out);
}
const [dir, log, ...argv] = process.argv.slice(2);
const state = [];
entry(dir, '.', state);
const line = JSON.stringify({ argv, state });
if (log) fs.appendFileSync(log, line + '\\n'); else process.stdout.write(line);
`;

export interface HookTrustState {
  argv: string[];
  /** One line per entry (`.` is the folder itself), sorted by path; empty when there is no folder. */
  state: string[];
}

export interface HookTrustWatch {
  /** The program to put first in the seat's command. */
  wrapper: string;
  /** The baseline's state now. */
  now(): string[];
  /** Each codex process started through the wrapper, oldest first, with the state before it ran. */
  starts(): HookTrustState[];
}

export function watchHookTrust(dir: string, realCodex: string, codexHome: string): HookTrustWatch {
  const bin = join(dir, 'hook-trust-watch');
  mkdirSync(bin, { recursive: true });
  const script = join(bin, 'snapshot.cjs');
  writeFileSync(script, SNAPSHOT);
  const log = join(bin, 'starts.jsonl');
  const baseline = join(codexHome, '.hook-trust');
  const wrapper = join(bin, 'codex');
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  writeFileSync(
    wrapper,
    [
      '#!/bin/sh',
      `${q(process.execPath)} ${q(script)} ${q(baseline)} ${q(log)} "$@"`,
      `exec ${q(realCodex)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(wrapper, 0o755);
  appendFileSync(log, '');
  return {
    wrapper,
    now() {
      const r = spawnSync(process.execPath, [script, baseline, ''], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`hook-trust snapshot failed: ${r.stderr}`);
      return (JSON.parse(r.stdout) as HookTrustState).state;
    },
    starts() {
      if (!existsSync(log)) return [];
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as HookTrustState);
    },
  };
}
