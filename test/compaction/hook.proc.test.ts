// The compaction hook (PreCompact, PostCompact), in process and as the built bundle: the restore
// packet and this seat's marker under $OPENRIG_HOME/compaction/, managed only when OpenRig asked,
// a marker that never serves another seat, the seat gate, and exit 0 with nothing on stdout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir, tempHome } from '../helpers/home.js';
import { runCompactionHook, type CompactionHookIo } from '../../lib/compaction/hook-run.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';
import { readManagedFlag } from '../../lib/refocus/restore-marker.js';
import { writeRestoreMarker } from '../../lib/refocus/restore-marker.js';

const NODE = 'n-00000000000000a1';
const ROOT = join(import.meta.dirname, '..', '..');

function setup() {
  const th = tempHome();
  mkdirSync(th.dir, { recursive: true });
  const project = tempDir();
  const transcript = join(project, 't.jsonl');
  writeFileSync(
    transcript,
    [
      JSON.stringify({ type: 'user', message: { content: 'please refactor lib/x.ts' } }),
      JSON.stringify({
        type: 'assistant',
        message: { content: [{ type: 'tool_use', name: 'Edit', input: { file_path: '/p/x.ts' } }] },
      }),
    ].join('\n'),
  );
  const env = {
    ...th.env,
    OPENRIG_NODE: NODE,
    OPENRIG_OCCUPANT_GENERATION: 'o-0000000000000001',
    OPENRIG_SESSION_NAME: 'w1@t',
    OPENRIG_SEAT_PROJECT_DIR: project,
    CLAUDE_PROJECT_DIR: project,
  };
  return { th, project, transcript, env };
}

function io(env: Record<string, string>, input: unknown, cwd: string): CompactionHookIo & { errs: string[] } {
  const errs: string[] = [];
  return {
    argv: ['--runtime', 'claude'],
    env,
    cwd,
    readStdin: async () => JSON.stringify(input),
    err: (l) => errs.push(l),
    now: () => Date.parse('2026-12-02T02:10:00.000Z'),
    errs,
  };
}

test('PreCompact writes the packet and an unmanaged marker when OpenRig did not ask; PostCompact stamps it', async () => {
  const { th, transcript, env, project } = setup();
  const pre = {
    hook_event_name: 'PreCompact',
    session_id: 'sess-1',
    transcript_path: transcript,
    cwd: project,
    trigger: 'manual',
  };
  const r = await runCompactionHook(io(env, pre, project));
  assert.is(r.path, 'packet');
  const files = restoreMarkerFiles(th.home.restorePending, 'w1@t');
  const marker = JSON.parse(readFileSync(files.marker, 'utf8'));
  assert.is(marker.sessionName, 'w1@t');
  assert.is(marker.sessionId, 'sess-1');
  assert.is(marker.managedRefocusPending, false);
  assert.ok(marker.packetPath.startsWith(join(th.dir, 'compaction', 'packets')), 'under the home, never /tmp');
  const packet = readFileSync(marker.packetPath, 'utf8');
  assert.match(packet, /please refactor/);
  assert.match(packet, /\/p\/x\.ts \(edits 1/);
  const post = await runCompactionHook(
    io(env, { hook_event_name: 'PostCompact', session_id: 'sess-1', trigger: 'manual' }, project),
  );
  assert.is(post.path, 'stamped');
  assert.ok(JSON.parse(readFileSync(files.marker, 'utf8')).postCompactAt);
});

test('managed when the early sentinel names this seat and session; the refocus hook then holds', async () => {
  const { th, transcript, env, project } = setup();
  await writeRestoreMarker(
    th.home,
    { sessionName: 'w1@t', sessionId: 'sess-1', managedRefocusPending: true },
    { expected: true },
  );
  await runCompactionHook(
    io(env, { hook_event_name: 'PreCompact', session_id: 'sess-1', transcript_path: transcript }, project),
  );
  const files = restoreMarkerFiles(th.home.restorePending, 'w1@t');
  assert.is(JSON.parse(readFileSync(files.marker, 'utf8')).managedRefocusPending, true);
  assert.ok(readManagedFlag(th.home, { seat: 'w1@t', sessionId: 'sess-1' }, () => {}));
  // Another session of the seat is not the one OpenRig asked about.
  await runCompactionHook(
    io(env, { hook_event_name: 'PreCompact', session_id: 'sess-2', transcript_path: transcript }, project),
  );
  assert.is(JSON.parse(readFileSync(files.marker, 'utf8')).managedRefocusPending, false);
});

test('a marker never serves another seat: PostCompact of w2 leaves w1 alone; another session does not stamp', async () => {
  const { th, transcript, env, project } = setup();
  await runCompactionHook(
    io(env, { hook_event_name: 'PreCompact', session_id: 'sess-1', transcript_path: transcript }, project),
  );
  const other = { ...env, OPENRIG_SESSION_NAME: 'w2@t', OPENRIG_NODE: 'n-00000000000000b2' };
  const r = await runCompactionHook(io(other, { hook_event_name: 'PostCompact', session_id: 'sess-1' }, project));
  assert.is(r.path, 'no-marker');
  const w1 = restoreMarkerFiles(th.home.restorePending, 'w1@t').marker;
  assert.is(JSON.parse(readFileSync(w1, 'utf8')).postCompactAt, undefined);
  const s2 = await runCompactionHook(io(env, { hook_event_name: 'PostCompact', session_id: 'sess-9' }, project));
  assert.is(s2.path, 'no-marker');
  assert.not.ok(readManagedFlag(th.home, { seat: 'w2@t', sessionId: 'sess-1' }, () => {}));
});

test('gated: a Claude in another project changes nothing; no identity or no home does nothing', async () => {
  const { th, transcript, env, project } = setup();
  const elsewhere = tempDir();
  const r = await runCompactionHook(
    io(
      { ...env, CLAUDE_PROJECT_DIR: elsewhere },
      { hook_event_name: 'PreCompact', session_id: 's', transcript_path: transcript },
      project,
    ),
  );
  assert.is(r.path, 'gated');
  assert.not.ok(existsSync(restoreMarkerFiles(th.home.restorePending, 'w1@t').marker));
  assert.is(
    (await runCompactionHook(io({ OPENRIG_HOME: th.dir }, { hook_event_name: 'PreCompact' }, project))).path,
    'no-identity',
  );
  assert.is(
    (
      await runCompactionHook(
        io({ ...env, OPENRIG_HOME: join(th.dir, 'missing') }, { hook_event_name: 'PreCompact' }, project),
      )
    ).path,
    'no-home',
  );
  assert.is((await runCompactionHook(io(env, { hook_event_name: 'Stop' }, project))).path, 'no-event');
});

test('the built bundle: exit 0, nothing on stdout, the marker written', () => {
  const { th, transcript, env, project } = setup();
  const script = join(ROOT, 'plugins', 'openrig-core', 'hooks', 'scripts', 'compaction.cjs');
  const input = JSON.stringify({
    hook_event_name: 'PreCompact',
    session_id: 'sess-1',
    transcript_path: transcript,
    trigger: 'auto',
  });
  const r = spawnSync(process.execPath, [script, '--runtime', 'claude'], {
    input,
    env: { PATH: process.env.PATH, ...env },
    cwd: project,
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, '');
  assert.ok(existsSync(restoreMarkerFiles(th.home.restorePending, 'w1@t').marker));
  const garbage = spawnSync(process.execPath, [script, '--runtime', 'claude'], {
    input: 'not json',
    env: { PATH: process.env.PATH, ...env },
    cwd: project,
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.is(garbage.status, 0);
  assert.is(garbage.stdout, '');
});

test.run();
