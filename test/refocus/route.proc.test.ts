// The work packet's route ("read that mission's intent as text") names a command that works in any
// seat: run exactly as printed, with a PATH that holds no OpenRig executable, it renders the trace.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLAUDE_BUNDLE, CODEX_BUNDLE, makeSeat } from './harness.js';

/** A PATH with the shell's tools but no node, rig or trace-to-root. */
const BARE_PATH = '/usr/bin:/bin';

test('the route printed by both hooks runs as printed in a seat without OpenRig on its PATH', () => {
  for (const [bundle, runtime] of [
    [CLAUDE_BUNDLE, 'claude'],
    [CODEX_BUNDLE, 'codex'],
  ] as const) {
    const seat = makeSeat({
      OPENRIG_REFOCUS_NOW: '1',
      OPENRIG_REFOCUS_WORK_PACKET: '1',
      OPENRIG_REFOCUS_TREES: 'work',
    });
    const work = join(seat.dir, 'workspace');
    mkdirSync(join(work, 'missions', 'alpha'), { recursive: true });
    writeFileSync(join(work, 'SPEC.md'), '---\nintent: the project\n---\n');
    writeFileSync(join(work, 'missions', 'alpha', 'SPEC.md'), '---\nintent: alpha work as text\n---\n');
    const env = {
      PATH: `${dirname(process.execPath)}:${BARE_PATH}`,
      HOME: process.env.HOME,
      ...seat.env,
      OPENRIG_WORKSPACE_ROOT: work,
    };
    const input = JSON.stringify({
      session_id: 's',
      transcript_path: seat.transcript,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'x',
    });
    const r = spawnSync(process.execPath, [bundle, '--runtime', runtime], {
      input,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.is(r.status, 0, r.stderr);
    const payload: string = JSON.parse(r.stdout).hookSpecificOutput.additionalContext;
    const lines = payload.split('\n');
    const at = lines.indexOf("Then read that mission's current intent as text:");
    assert.ok(at >= 0, payload);
    const route = lines[at + 1]!.trim();
    assert.match(route, /--trees work --packet --work-start /);
    const command = route.replace(/<mission>$/, 'alpha');
    const ran = spawnSync('sh', ['-c', command], {
      env: { ...env, PATH: BARE_PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.is(ran.status, 0, `${runtime}: ${command}\n${ran.stderr}`);
    assert.match(ran.stdout, '## WORK TRACE');
    assert.match(ran.stdout, 'alpha work as text');
  }
});

test.run();
