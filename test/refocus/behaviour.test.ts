// The refocus contract in-process: event matrix, occupant state, growth, due state, managed
// compaction, content ladder, failure episodes and seat gating (spec + reference §4, §8). The budget
// and run-lock tests, which take real seconds, are in timing.slow.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeLookups, hook, makeSeat, writeMarker } from './harness.js';
import { ACK_PROMPT_PREFIX, RESTORE_PROMPT_PREFIX } from '../../lib/refocus/trigger.js';

const UPS = { hook_event_name: 'UserPromptSubmit', prompt: 'carry on' };
const SHAPE = /^\{"hookSpecificOutput":\{"hookEventName":"UserPromptSubmit","additionalContext":".*"\}\}$/s;
const ACK = `${ACK_PROMPT_PREFIX} Please acknowledge this message briefly. Do not restore yet; the next normal user message will contain the restore instructions.`;
const RESTORE = `${RESTORE_PROMPT_PREFIX} Read the refocusing skill.`;

test('event matrix: only UserPromptSubmit prints, with the exact shape; SessionStart is silent even on demand', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  for (const event of ['SessionStart', 'Stop', 'PostCompact']) {
    const r = await hook(seat, { hook_event_name: event });
    assert.is(r.stdout, '', event);
  }
  const r = await hook(seat, UPS);
  assert.match(r.stdout, SHAPE);
  assert.equal(Object.keys(JSON.parse(r.stdout)), ['hookSpecificOutput']);
  assert.equal(Object.keys(JSON.parse(r.stdout).hookSpecificOutput), ['hookEventName', 'additionalContext']);
  assert.ok(r.payload!.startsWith('REFOCUS (on demand).'));
  // SessionStart never wrote state
  const s2 = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await hook(s2, { hook_event_name: 'SessionStart' });
  assert.equal(s2.files(), []);
});

test('on by default, off with OPENRIG_REFOCUS_ENABLED=0 (no calls, no state), on demand on both runtimes', async () => {
  for (const runtime of ['claude', 'codex'] as const) {
    const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
    const lk = fakeLookups();
    const off = await hook(seat, UPS, { runtime, env: { OPENRIG_REFOCUS_ENABLED: '0' }, lookups: lk });
    assert.is(off.stdout, '');
    assert.is(lk.calls.length, 0);
    assert.equal(seat.files(), []);
    const on = await hook(seat, UPS, { runtime });
    assert.match(on.stdout, SHAPE, runtime);
  }
});

test('growth: first observation never fires; threshold fires once; baseline moves to the delivered size', async () => {
  const seat = makeSeat();
  seat.grow(5000);
  assert.is((await hook(seat, UPS)).stdout, '', 'first observation');
  assert.is(seat.state()!.lastBytes, 5000);
  seat.grow(999);
  assert.is((await hook(seat, UPS)).stdout, '', 'below threshold');
  seat.grow(1);
  const r = await hook(seat, UPS);
  assert.ok(r.payload!.startsWith('REFOCUS (0MB of work since your last refocus).'), r.payload);
  assert.is(seat.state()!.lastBytes, 6000);
  assert.is(seat.state()!.firedOn, 'UserPromptSubmit');
  assert.is((await hook(seat, UPS)).stdout, '', 'consumed');
});

test('why text rounds growth to one decimal of MB', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_BYTES: '2600000' });
  await hook(seat, UPS);
  seat.grow(2_640_000);
  const r = await hook(seat, UPS);
  assert.ok(r.payload!.startsWith('REFOCUS (2.6MB of work since your last refocus).'), r.payload!.slice(0, 80));
});

test('Stop retains due state without moving the baseline; the next prompt delivers once', async () => {
  const seat = makeSeat();
  await hook(seat, UPS);
  seat.grow(1500);
  const stop = await hook(seat, { hook_event_name: 'Stop' });
  assert.is(stop.stdout, '');
  assert.is(seat.state()!.pendingOn, 'Stop');
  assert.is(seat.state()!.lastBytes, 0);
  const r = await hook(seat, UPS);
  assert.ok(r.payload!.startsWith('REFOCUS (0MB') || r.payload!.startsWith('REFOCUS ('));
  assert.is(seat.state()!.lastBytes, 1500);
  assert.is(seat.state()!.pendingOn, undefined);
  assert.is((await hook(seat, UPS)).stdout, '');
});

test('Codex never fires on bytes; its PostCompact is retained and delivered with "just compacted"', async () => {
  const seat = makeSeat();
  await hook(seat, UPS, { runtime: 'codex' });
  seat.grow(50_000);
  assert.is((await hook(seat, UPS, { runtime: 'codex' })).stdout, '');
  assert.is((await hook(seat, { hook_event_name: 'Stop' }, { runtime: 'codex' })).stdout, '');
  assert.is(seat.state()!.pendingOn, undefined);
  assert.is((await hook(seat, { hook_event_name: 'PostCompact' }, { runtime: 'codex' })).stdout, '');
  assert.is(seat.state()!.pendingOn, 'PostCompact');
  const r = await hook(seat, UPS, { runtime: 'codex' });
  assert.ok(r.payload!.startsWith('REFOCUS (just compacted — your picture is lossy).'));
  assert.is((await hook(seat, UPS, { runtime: 'codex' })).stdout, '');
});

test('occupants: a fresh occupant measures from its own baseline, inherits no pending, legacy file untouched', async () => {
  const seat = makeSeat();
  mkdirSync(seat.home.refocus, { recursive: true });
  const legacy = join(seat.home.refocus, 'dev@test-rig.json');
  writeFileSync(legacy, JSON.stringify({ lastBytes: 24_370_000, pendingOn: 'Stop' }));
  const hash = () => createHash('sha256').update(readFileSync(legacy)).digest('hex');
  const before = hash();
  seat.grow(3000);
  await hook(seat, UPS, {});
  await hook(seat, { hook_event_name: 'PostCompact' }, { runtime: 'codex' });
  // a second occupant with a much smaller transcript
  const t2 = join(seat.dir, 'occupant-2.jsonl');
  writeFileSync(t2, 'z'.repeat(10));
  const r = await hook(seat, JSON.stringify({ session_id: 'occupant-2', transcript_path: t2, ...UPS }));
  assert.is(r.stdout, '', 'no inherited pending');
  assert.is(seat.state('occupant-2')!.lastBytes, 10);
  assert.is(seat.state('occupant-1')!.pendingOn, 'PostCompact');
  assert.is(hash(), before);
});

test('identity fallback: no session id → transcript-keyed state; hostile ids stay bounded, contained and distinct', async () => {
  const seat = makeSeat();
  await hook(seat, JSON.stringify({ transcript_path: seat.transcript, ...UPS }));
  assert.ok(seat.files().includes('dev@test-rig__occupant-1.json'));
  const long = 'a'.repeat(80);
  for (const id of ['../../etc/passwd', `${long}1`, `${long}2`, '..', 'x/y', 'ÿ\u0000\n']) {
    await hook(seat, JSON.stringify({ session_id: id, transcript_path: seat.transcript, ...UPS }));
  }
  const names = seat.files().filter((n) => n.endsWith('.json') && !n.includes('#health'));
  for (const n of names) {
    assert.match(n, /^[A-Za-z0-9@._\-#]+(__[0-9a-f]{8})?\.json$/);
    assert.ok(n.length < 160, n);
  }
  assert.is(new Set(names).size, 7);
  assert.not.ok(readdirSync(join(seat.home.root, '..')).some((n) => n === 'etc'));
});

test('no identity: only the sentinel, one advisory per episode; an identity ends the episode', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const a = await hook(seat, JSON.stringify(UPS));
  assert.is(a.stdout, '');
  assert.is(
    a.stderr,
    'refocus: no session identity and no transcript path for dev@test-rig — measurement unavailable this episode\n',
  );
  assert.equal(seat.files(), ['dev@test-rig#no-identity-sentinel.json']);
  assert.is((await hook(seat, JSON.stringify(UPS))).stderr, '');
  await hook(seat, UPS);
  const s = JSON.parse(readFileSync(join(seat.home.refocus, 'dev@test-rig#no-identity-sentinel.json'), 'utf8'));
  assert.is(s.activeEpisode, false);
  assert.match((await hook(seat, JSON.stringify(UPS))).stderr, 'measurement unavailable');
});

test('shrink: baseline reset, Stop dropped, PostCompact kept, advisory once; growth after the reset fires', async () => {
  const seat = makeSeat();
  seat.setSize(5000);
  await hook(seat, UPS);
  seat.setSize(6500);
  await hook(seat, { hook_event_name: 'Stop' });
  seat.setSize(200);
  const r = await hook(seat, UPS);
  assert.is(r.stdout, '');
  assert.is(
    r.stderr,
    'refocus: transcript shrank for dev@test-rig — baseline reset; PostCompact pending retained if present\n',
  );
  assert.is(seat.state()!.lastBytes, 200);
  assert.is(seat.state()!.pendingOn, undefined);
  assert.is((await hook(seat, UPS)).stderr, '', 'advisory once');
  // PostCompact survives a shrink
  seat.setSize(900);
  await hook(seat, { hook_event_name: 'PostCompact' });
  seat.setSize(5);
  const r2 = await hook(seat, { ...UPS, prompt: 'next' });
  assert.ok(r2.payload!.startsWith('REFOCUS (just compacted'));
  assert.is(seat.state()!.lastBytes, 5);
  seat.setSize(1100);
  assert.ok((await hook(seat, UPS)).payload);
});

test('managed compaction: ack and peers held ≤10 min without touching state; the restore request delivers', async () => {
  const seat = makeSeat();
  let now = Date.parse('2026-11-30T10:00:00Z');
  const clock = () => now;
  await hook(seat, UPS, { now: clock });
  await writeMarker(seat, 'dev@test-rig.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: true,
  });
  await hook(seat, { hook_event_name: 'PostCompact' }, { now: clock });
  const st = readFileSync(join(seat.home.refocus, 'dev@test-rig__occupant-1.json'));
  assert.is(seat.state()!.managedRestorePending, true);
  for (const prompt of [ACK, 'peer message', `<pasted_content id="p">${ACK}</pasted_content id="p">`]) {
    now += 60_000;
    assert.is((await hook(seat, { ...UPS, prompt }, { now: clock })).stdout, '', prompt.slice(0, 20));
  }
  assert.ok(readFileSync(join(seat.home.refocus, 'dev@test-rig__occupant-1.json')).equals(st), 'state byte-identical');
  const r = await hook(seat, { ...UPS, prompt: RESTORE }, { now: clock });
  assert.ok(r.payload!.startsWith('REFOCUS (just compacted — your picture is lossy).'));
  assert.is(seat.state()!.managedRestorePending, undefined);
});

test('managed hold expires at 10 minutes; unusable timestamps never hold', async () => {
  const seat = makeSeat();
  let now = Date.parse('2026-11-30T10:00:00Z');
  const clock = () => now;
  await hook(seat, UPS, { now: clock });
  await writeMarker(seat, 'dev@test-rig.expected.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: true,
  });
  await hook(seat, { hook_event_name: 'PostCompact' }, { now: clock });
  now += 9 * 60_000;
  assert.is((await hook(seat, UPS, { now: clock })).stdout, '', 'held at 9 min');
  now += 2 * 60_000;
  assert.is((await hook(seat, { ...UPS, prompt: ACK }, { now: clock })).stdout, '', 'ack always skipped');
  assert.ok((await hook(seat, UPS, { now: clock })).payload, 'delivers at 11 min');
  for (const at of [undefined, 'invalid', '2999-01-01T00:00:00Z']) {
    const s = makeSeat();
    await hook(s, UPS);
    const file = join(s.home.refocus, 'dev@test-rig__occupant-1.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(doc, { pendingOn: 'PostCompact', pendingAt: new Date().toISOString(), managedRestorePending: true });
    if (at) doc.managedRestorePendingAt = at;
    writeFileSync(file, JSON.stringify(doc));
    assert.ok((await hook(s, { ...UPS, prompt: 'peer' })).payload, `timestamp ${at}`);
  }
});

test('managed markers: other occupant ignored; .expected.json read first; manual compaction clears; re-arm', async () => {
  const seat = makeSeat();
  await hook(seat, UPS);
  await writeMarker(seat, 'dev@test-rig.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'someone-else',
    managedRefocusPending: true,
  });
  await hook(seat, { hook_event_name: 'PostCompact' });
  assert.is(seat.state()!.managedRestorePending, false);
  assert.ok((await hook(seat, { ...UPS, prompt: 'peer' })).payload, 'not held by a foreign marker');
  // expected (managed) wins over the marker (manual)
  await writeMarker(seat, 'dev@test-rig.expected.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: true,
  });
  await writeMarker(seat, 'dev@test-rig.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: false,
  });
  await hook(seat, { hook_event_name: 'PostCompact' });
  assert.is(seat.state()!.managedRestorePending, true);
  // a manual compaction replaces the expected sentinel's claim → hold cleared
  await writeMarker(seat, 'dev@test-rig.expected.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: false,
  });
  await hook(seat, { hook_event_name: 'PostCompact' });
  assert.is(seat.state()!.managedRestorePending, false);
  assert.ok((await hook(seat, { ...UPS, prompt: 'peer' })).payload);
  // transcriptPath matching when the marker has no session id
  await writeMarker(seat, 'dev@test-rig.expected.json', {
    sessionName: 'dev@test-rig',
    transcriptPath: seat.transcript,
    managedRefocusPending: true,
  });
  await hook(seat, { hook_event_name: 'PostCompact' });
  assert.is(seat.state()!.managedRestorePending, true, 're-armed');
  // Codex never holds
  const cx = makeSeat();
  await hook(cx, UPS, { runtime: 'codex' });
  await writeMarker(cx, 'dev@test-rig.json', {
    sessionName: 'dev@test-rig',
    sessionId: 'occupant-1',
    managedRefocusPending: true,
  });
  await hook(cx, { hook_event_name: 'PostCompact' }, { runtime: 'codex' });
  assert.ok((await hook(cx, { ...UPS, prompt: 'peer' }, { runtime: 'codex' })).payload);
});

test('pasted_content envelope is unwrapped on Claude only', async () => {
  const wrapped = `<pasted_content id="a">${ACK}</pasted_content id="a">`;
  const c = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  assert.is((await hook(c, { ...UPS, prompt: wrapped })).stdout, '');
  const x = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  assert.ok((await hook(x, { ...UPS, prompt: wrapped }, { runtime: 'codex' })).payload);
  const mismatched = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  assert.ok(
    (await hook(mismatched, { ...UPS, prompt: `<pasted_content id="a">${ACK}</pasted_content id="b">` })).payload,
  );
});

test('content ladder: REF beats FILE with exact untrimmed bytes and names the ref', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const file = join(seat.dir, 'refocus.txt');
  writeFileSync(file, 'FILE CONTENT');
  const bytes = Buffer.from('  REF line one\nREF line two\n\n');
  const lk = fakeLookups({ contextBytes: bytes });
  const r = await hook(seat, UPS, {
    env: { OPENRIG_REFOCUS_CONTENT_REF: 'team/orient', OPENRIG_REFOCUS_CONTENT_FILE: file },
    lookups: lk,
  });
  assert.ok(
    r.payload!.endsWith(`\n\nREFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=team/orient\n\n${bytes.toString()}`),
  );
  assert.not.match(r.payload!, 'FILE CONTENT');
  assert.equal(
    lk.calls.map((c) => c.name),
    ['config', 'whoami', 'context', 'trace'],
  );
});

test('content ladder: REF failure banner heads the payload, then the shipped default, then the trace', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const file = join(seat.dir, 'refocus.txt');
  writeFileSync(file, 'FILE CONTENT');
  const err = Object.assign(new Error('boom'), { reason: 'no context entry "missing/ref" in /x' });
  const r = await hook(seat, UPS, {
    env: { OPENRIG_REFOCUS_CONTENT_REF: 'missing/ref', OPENRIG_REFOCUS_CONTENT_FILE: file },
    lookups: fakeLookups({ contextError: err }),
  });
  const p = r.payload!;
  assert.ok(
    p.startsWith(
      'REFOCUS CONTENT REF FAILED: missing/ref — no context entry "missing/ref" in /x\n\nThe configured source failed; use the shipped default below for this turn.\n\n# Refocus\n',
    ),
    p.slice(0, 200),
  );
  assert.not.match(p, 'REFOCUS (');
  assert.not.match(p, 'FILE CONTENT');
  assert.ok(p.indexOf('# Refocus') < p.indexOf('TRACE-BODY'));
  assert.ok(p.endsWith('TRACE-BODY\n\nRole file: no-record'));
  assert.is(seat.state()!.pendingOn, 'UserPromptSubmit', 'a REF failure keeps refocus due');
});

test('content ladder: FILE > instance REFOCUS.md > shipped; first existing file only; empty falls to shipped', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const file = join(seat.dir, 'refocus.txt');
  mkdirSync(seat.home.refocus, { recursive: true });
  writeFileSync(seat.home.refocusContent, '\nINSTANCE CONTENT\n');
  writeFileSync(file, '  FILE CONTENT  \n');
  const env = { OPENRIG_REFOCUS_CONTENT_FILE: file };
  assert.ok((await hook(seat, UPS, { env })).payload!.endsWith('\n\nFILE CONTENT'));
  assert.ok((await hook(seat, UPS)).payload!.endsWith('\n\nINSTANCE CONTENT'));
  assert.ok(
    (await hook(seat, UPS, { env: { OPENRIG_REFOCUS_CONTENT_FILE: join(seat.dir, 'absent') } })).payload!.endsWith(
      'INSTANCE CONTENT',
    ),
  );
  writeFileSync(file, '   \n');
  const p = (await hook(seat, UPS, { env })).payload!;
  assert.match(p, '# Refocus');
  assert.not.match(p, 'INSTANCE CONTENT', 'an empty FILE does not fall to the next file');
});

test('failure episodes: 3rd failure emits once, 4th does not, success resets, new episode new id', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const lk = fakeLookups({ traceFailed: true });
  for (let i = 0; i < 4; i++) await hook(seat, UPS, { lookups: lk });
  const emits = lk.calls.filter((c) => c.name === 'emit');
  assert.is(emits.length, 1);
  const item = emits[0]!.args as Record<string, unknown>;
  assert.equal(item, {
    source: 'dev@test-rig',
    id: item.id,
    hintType: 'issue',
    hintTags: ['issue', 'refocus'],
    body: "Refocus failed on 3 consecutive attempts for dev@test-rig. Orientation remains unverified; inspect this seat's refocus hook diagnostics.",
  });
  assert.match(String(item.id), /^refocus-[0-9a-f-]{36}$/);
  assert.is(seat.state()!.firedAt, undefined);
  assert.is(seat.state()!.pendingOn, 'UserPromptSubmit');
  await hook(seat, UPS); // success
  const health = seat.files().filter((n) => n.endsWith('#health.json'));
  assert.is(health.length, 1);
  assert.is(statSync(join(seat.home.refocus, health[0]!)).mode & 0o777, 0o600);
  assert.is(JSON.parse(readFileSync(join(seat.home.refocus, health[0]!), 'utf8')).failures, 0);
  const lk2 = fakeLookups({ traceFailed: true });
  for (let i = 0; i < 3; i++) await hook(seat, UPS, { lookups: lk2 });
  const second = lk2.calls.filter((c) => c.name === 'emit');
  assert.is(second.length, 1);
  assert.is.not((second[0]!.args as { id: string }).id, item.id);
});

test('failure episodes: an unconfirmed write keeps its id for the next failed attempt; occupants isolated', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const failing = fakeLookups({ traceFailed: true, emitError: new Error('stream down') });
  for (let i = 0; i < 3; i++) await hook(seat, UPS, { lookups: failing });
  const r = await hook(seat, UPS, { lookups: failing });
  assert.match(r.stderr, 'refocus: issue-stream report unconfirmed; retained for the next failed attempt');
  const ids = failing.calls.filter((c) => c.name === 'emit').map((c) => (c.args as { id: string }).id);
  assert.is(ids.length, 2);
  assert.is(ids[0], ids[1]);
  const ok = fakeLookups({ traceFailed: true });
  await hook(seat, UPS, { lookups: ok });
  assert.equal(
    ok.calls.filter((c) => c.name === 'emit').map((c) => (c.args as { id: string }).id),
    [ids[0]],
  );
  const healthFile = seat.files().find((n) => n.endsWith('#health.json'))!;
  assert.ok(JSON.parse(readFileSync(join(seat.home.refocus, healthFile), 'utf8')).reportedAt);
  const t2 = join(seat.dir, 'o2.jsonl');
  writeFileSync(t2, '');
  await hook(seat, JSON.stringify({ session_id: 'o2', transcript_path: t2, ...UPS }), {
    lookups: fakeLookups({ traceFailed: true }),
  });
  assert.is(seat.files().filter((n) => n.endsWith('#health.json')).length, 2);
});

test('failure is decided by the trace result, not its text; a failed stdout write keeps refocus due', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await hook(seat, UPS, {
    lookups: fakeLookups({ traceText: 'authored text mentions TRACE GAP and NOTES RESOLUTION GAP' }),
  });
  assert.is(seat.state()!.pendingOn, undefined);
  assert.ok(seat.state()!.firedAt);
  const s2 = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await hook(s2, UPS, { failOut: true });
  assert.is(s2.state()!.pendingOn, 'UserPromptSubmit');
  assert.is(s2.state()!.firedAt, undefined);
});

test('gating: equal real paths act; trailing slash and symlink equal; subfolder/other project no-op; missing var legacy', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const project = join(seat.dir, 'proj');
  mkdirSync(join(project, 'sub'), { recursive: true });
  const link = join(seat.dir, 'proj-link');
  symlinkSync(project, link);
  const acts = async (
    env: Record<string, string | undefined>,
    runtime: 'claude' | 'codex' = 'claude',
    cwd?: string,
  ) => {
    const s = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
    const r = await hook(s, UPS, { env, runtime, cwd });
    return { printed: r.stdout !== '', touched: s.files().length > 0 };
  };
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project, CLAUDE_PROJECT_DIR: project }), {
    printed: true,
    touched: true,
  });
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: `${project}/`, CLAUDE_PROJECT_DIR: link }), {
    printed: true,
    touched: true,
  });
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project, CLAUDE_PROJECT_DIR: join(project, 'sub') }), {
    printed: false,
    touched: false,
  });
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project, CLAUDE_PROJECT_DIR: seat.dir }), {
    printed: false,
    touched: false,
  });
  assert.equal(await acts({ CLAUDE_PROJECT_DIR: join(project, 'sub') }), { printed: true, touched: true });
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project }), { printed: true, touched: true });
  // Codex: its working folder is the session's project
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project }, 'codex', join(project, 'sub')), {
    printed: false,
    touched: false,
  });
  assert.equal(await acts({ OPENRIG_SEAT_PROJECT_DIR: project }, 'codex', link), { printed: true, touched: true });
});

test('role: one whoami per fire reused for work and role; work-only trees make no role lookup', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const lk = fakeLookups({
    whoami: {
      role: {
        state: 'present',
        files: [
          { path: 'r.md', resolvedPath: '/s/r.md', state: 'present' },
          { path: 'x.md', resolvedPath: '/s/x.md', state: 'missing' },
        ],
        recordedAt: '2026-11-30T09:00:00Z',
      },
      currentWork: { workNodePath: '/w/missions/a', qitemId: 'q' },
    },
  });
  const r = await hook(seat, UPS, { lookups: lk });
  assert.is(lk.calls.filter((c) => c.name === 'whoami').length, 1);
  assert.is((lk.calls.find((c) => c.name === 'trace')!.args as { workStart: string }).workStart, '/w/missions/a');
  assert.ok(
    r.payload!.includes(
      'TRACE-BODY\n\nYour seat\'s role file: "/s/r.md". Re-read it if your role is unclear.\nRole file: missing ("/s/x.md")\nBinding recorded at: 2026-11-30T09:00:00Z. Current bytes and successful startup are not verified.',
    ),
  );
  const lk2 = fakeLookups();
  const r2 = await hook(seat, UPS, {
    lookups: lk2,
    env: { OPENRIG_REFOCUS_TREES: 'work', OPENRIG_REFOCUS_WORK_NODE: '/w/x' },
  });
  assert.is(lk2.calls.filter((c) => c.name === 'whoami').length, 0);
  assert.not.match(r2.payload!, 'Role file');
  const lk3 = fakeLookups({ whoamiError: new Error('index unreadable') });
  const r3 = await hook(seat, UPS, { lookups: lk3 });
  assert.match(r3.payload!, 'Role file: unknown (index unreadable)');
  assert.is(
    (lk3.calls.find((c) => c.name === 'trace')!.args as { workUnknown: string }).workUnknown,
    'queue whoami failed: index unreadable',
  );
});

test('work binding: explicit node wins; basis passed; packet off by default, on replaces the strict node', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const traceArgs = async (env: Record<string, string>, whoami: unknown) => {
    const lk = fakeLookups({ whoami });
    await hook(seat, UPS, { lookups: lk, env });
    return {
      trace: lk.calls.find((c) => c.name === 'trace')!.args as Record<string, unknown>,
      whoami: lk.calls.find((c) => c.name === 'whoami')?.args as Record<string, unknown>,
    };
  };
  const cands = { missionsRoot: '/w/missions', candidates: [], unknown: [], next: [], held: [], missionsOnHost: [] };
  const basis = await traceArgs(
    {},
    {
      role: { state: 'no-record', files: [] },
      currentWork: null,
      currentWorkBasis: '2 distinct typed work nodes — refusing to guess',
      workCandidates: cands,
    },
  );
  assert.is(basis.trace.workBasis, '2 distinct typed work nodes — refusing to guess');
  assert.is(basis.trace.workCandidates, undefined);
  assert.is(basis.trace.packet, false);
  assert.is(basis.whoami.workCandidates, false);
  const on = await traceArgs(
    { OPENRIG_REFOCUS_WORK_PACKET: '1' },
    {
      role: { state: 'no-record', files: [] },
      currentWork: { workNodePath: '/w/a', qitemId: 'q' },
      workCandidates: cands,
    },
  );
  assert.equal(on.trace.workCandidates, cands);
  assert.is(on.trace.workStart, undefined);
  assert.is(on.whoami.workCandidates, true);
  const explicit = await traceArgs(
    { OPENRIG_REFOCUS_WORK_PACKET: 'yes', OPENRIG_REFOCUS_WORK_NODE: '/w/slice' },
    { role: { state: 'no-record', files: [] }, currentWork: null, workCandidates: cands },
  );
  assert.is(explicit.trace.workStart, '/w/slice');
  assert.equal(explicit.trace.workCandidates, cands);
  for (const off of ['0', 'off', 'false', 'no', 'OFF']) {
    const x = await traceArgs(
      { OPENRIG_REFOCUS_WORK_PACKET: off },
      { role: { state: 'no-record', files: [] }, currentWork: null, currentWorkBasis: 'b', workCandidates: cands },
    );
    assert.is(x.trace.workCandidates, undefined, off);
  }
});

test.run();
