// The pure parts of the seat-events hook, as tables: the event → activity mapping, the seat
// identity from env, one run's observation from the real clients' hook JSON, the merge (newest seq
// wins per field), the prompt hash, the relay endpoint and the manifest version.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLAUDE_NOTIFICATION_TYPES, mapActivity } from '../../lib/activity/map.js';
import { mergeObservation, PROMPTS_KEPT, replacesActivity } from '../../lib/activity/merge.js';
import { observe, runtimeOf, seatIdentity, seqTime } from '../../lib/activity/observe.js';
import { checkHookObservation } from '../../lib/activity/ingress-check.js';
import { fnv1a64Hex, normalizePrompt, promptHash, PROMPT_HASH_PATTERN } from '../../lib/activity/prompt-hash.js';
import { resolveEndpoint } from '../../lib/activity/relay.js';
import { manifestVersion } from '../../lib/activity/plugin-info.js';
import { lockWaitMs } from '../../lib/activity/hook-write.js';
import { seatHooksKind } from '../../lib/activity/kind.js';
import type { SeatHooksDoc } from '../../lib/activity/contract.js';
import { UNCHANGED } from '../../lib/store/index.js';
import { NODE, NOW_MS, OCC, SEAT, T0, fixture, identityEnv, obsOf, rng, shuffle } from './harness.js';

test('mapActivity: every event of the mapping, StopFailure keeps its error kind; unknown events keep the last state', () => {
  const rows: [string, string | undefined, ReturnType<typeof mapActivity>][] = [
    ['UserPromptSubmit', undefined, { state: 'running', reason: 'prompt_submitted' }],
    ['PreToolUse', undefined, { state: 'running', reason: 'tool_started' }],
    ['PostToolUse', undefined, { state: 'running', reason: 'tool_finished' }],
    ['PermissionRequest', undefined, { state: 'needs_input', reason: 'permission_request' }],
    ['Stop', undefined, { state: 'idle', reason: 'turn_stopped' }],
    ['StopFailure', 'server_error', { state: 'idle', reason: 'stop_failure', errorKind: 'server_error' }],
    ['StopFailure', 'rate_limit', { state: 'idle', reason: 'stop_failure', errorKind: 'rate_limit' }],
    ['StopFailure', undefined, { state: 'idle', reason: 'stop_failure' }],
    ['SessionEnd', 'prompt_input_exit', { state: 'idle', reason: 'session_ended' }],
    // A new session: what was known of the old one no longer holds.
    ['SessionStart', 'startup', { state: 'unknown', reason: 'session_start_observed' }],
    ['SessionStart', 'compact', { state: 'unknown', reason: 'session_start_observed' }],
    // Events OpenRig does not register: they say nothing about the seat, the last state stands.
    ['PostCompact', 'manual', { state: 'unknown', reason: 'unmapped_runtime_hook', keep: true }],
    ['Interrupt', undefined, { state: 'unknown', reason: 'unmapped_runtime_hook', keep: true }],
    ['userpromptsubmit', undefined, { state: 'unknown', reason: 'unmapped_runtime_hook', keep: true }],
  ];
  for (const [event, subtype, want] of rows) assert.equal(mapActivity(event, subtype), want, `${event}/${subtype}`);
});

test('mapActivity: every notification_type Claude Code 2.1.328 and 2.1.332 can send (docs/supported-clients.md)', () => {
  const K = { state: 'unknown', keep: true } as const;
  const rows: [string | undefined, ReturnType<typeof mapActivity>][] = [
    // A dialog waits for a person (auto mode's notices among them: issue 21).
    ['permission_prompt', { state: 'needs_input', reason: 'permission_prompt' }],
    ['agent_needs_input', { state: 'needs_input', reason: 'agent_needs_input' }],
    ['elicitation_dialog', { state: 'needs_input', reason: 'elicitation_dialog' }],
    ['elicitation_url_dialog', { state: 'needs_input', reason: 'elicitation_url_dialog' }],
    ['worker_permission_prompt', { state: 'needs_input', reason: 'worker_permission_prompt' }],
    // The composer waits, no turn runs.
    ['idle_prompt', { state: 'idle', reason: 'idle_prompt' }],
    ['quota_auto_resume_stale', { state: 'idle', reason: 'quota_auto_resume_stale' }],
    ['quota_auto_resume_disabled', { state: 'idle', reason: 'quota_auto_resume_disabled' }],
    // A turn goes on.
    ['quota_auto_resume_fired', { state: 'running', reason: 'quota_auto_resume_fired' }],
    ['elicitation_response', { state: 'running', reason: 'elicitation_response' }],
    // News that changes nothing about the seat's own turn.
    ['auth_success', { ...K, reason: 'auth_success' }],
    ['auth_storage_failure', { ...K, reason: 'auth_storage_failure' }],
    ['agent_completed', { ...K, reason: 'agent_completed' }],
    ['push_notification', { ...K, reason: 'push_notification' }],
    ['plugin_notification', { ...K, reason: 'plugin_notification' }],
    ['computer_use_enter', { ...K, reason: 'computer_use_enter' }],
    ['computer_use_exit', { ...K, reason: 'computer_use_exit' }],
    ['model_refusal_fallback', { ...K, reason: 'model_refusal_fallback' }],
    ['elicitation_complete', { ...K, reason: 'elicitation_complete' }],
    // A type no tested client sends, or none: never erases what is known.
    ['some_future_type', { ...K, reason: 'unmapped_notification' }],
    ['constructor', { ...K, reason: 'unmapped_notification' }],
    ['__proto__', { ...K, reason: 'unmapped_notification' }],
    [undefined, { ...K, reason: 'unmapped_notification' }],
  ];
  for (const [subtype, want] of rows) assert.equal(mapActivity('Notification', subtype), want, String(subtype));
  const known = rows.flatMap(([t, w]) => (t !== undefined && w.reason === t ? [t] : []));
  assert.equal([...CLAUDE_NOTIFICATION_TYPES].sort(), known.sort(), 'every type the clients name has its row');
});

test('seatIdentity: every variable validated before it can become a path; missing or invalid → nothing to do', () => {
  const ok = { nodeId: NODE, occupant: OCC, seat: SEAT, runtime: 'claude' };
  const rows: [Record<string, string | undefined>, string[], unknown][] = [
    [identityEnv(), ['--runtime', 'claude'], ok],
    [identityEnv(), ['--runtime=codex'], { ...ok, runtime: 'codex' }],
    [identityEnv({ OPENRIG_RUNTIME: 'claude-code' }), [], ok],
    [identityEnv({ OPENRIG_RUNTIME: 'codex' }), [], { ...ok, runtime: 'codex' }],
    [identityEnv({ OPENRIG_RUNTIME: 'terminal' }), [], undefined],
    [identityEnv(), [], undefined],
    [identityEnv(), ['--runtime', 'gemini'], undefined],
    [identityEnv({ OPENRIG_NODE: undefined, OPENRIG_NODE_ID: NODE }), ['--runtime', 'claude'], ok],
    [identityEnv({ OPENRIG_NODE: ` ${NODE} ` }), ['--runtime', 'claude'], ok],
    [identityEnv({ OPENRIG_NODE: undefined }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_NODE: '../../etc' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_NODE: 'n-0123456789ABCDEF' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_OCCUPANT_GENERATION: undefined }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_OCCUPANT_GENERATION: 'o-1/../../x' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_OCCUPANT_GENERATION: 'session-uuid' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: undefined }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: 'dev' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: 'dev@a@b' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: 'd..v@core' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: 'dev@co/re' }), ['--runtime', 'claude'], undefined],
    [identityEnv({ OPENRIG_SESSION_NAME: '@core' }), ['--runtime', 'claude'], undefined],
  ];
  for (const [env, argv, want] of rows) assert.equal(seatIdentity(env, argv), want, JSON.stringify([env, argv]));
  assert.is(runtimeOf(['--runtime', 'codex', '--runtime', 'claude'], {}), 'codex', 'the first --runtime decides');
});

const argv = ['--runtime', 'claude'];
const cxArgv = ['--runtime', 'codex'];
const S = T0 + 123_456;

test('observe on the real hook JSON: event, subtype, session id, tool name, prompt hash only', () => {
  const rows: [string, string[], Record<string, unknown>][] = [
    ['cc-settings-SessionStart.01.json', argv, { event: 'SessionStart', subtype: 'startup' }],
    ['cc-fake-SessionStart.04.json', argv, { event: 'SessionStart', subtype: 'compact' }],
    ['cx-fake-SessionStart.01.json', cxArgv, { event: 'SessionStart', subtype: 'startup' }],
    ['cx-fake-SessionStart.02.json', cxArgv, { event: 'SessionStart', subtype: 'compact' }],
    [
      'cc-plugin-UserPromptSubmit.01.json',
      argv,
      { event: 'UserPromptSubmit', promptHash: promptHash('plugin hook prompt') },
    ],
    [
      'cx-plugin-UserPromptSubmit.01.json',
      cxArgv,
      { event: 'UserPromptSubmit', promptHash: promptHash('plugin hook prompt') },
    ],
    ['cc-fake-PreToolUse.01.json', argv, { event: 'PreToolUse', toolName: 'Bash' }],
    ['cc-fake-PostToolUse.01.json', argv, { event: 'PostToolUse', toolName: 'Bash' }],
    ['cx-fake-PreToolUse.01.json', cxArgv, { event: 'PreToolUse', toolName: 'Bash' }],
    ['cc-fake-PermissionRequest.01.json', argv, { event: 'PermissionRequest', toolName: 'Bash' }],
    ['cx-fake-PermissionRequest.01.json', cxArgv, { event: 'PermissionRequest', toolName: 'Bash' }],
    ['cc-fake-Notification.01.json', argv, { event: 'Notification', subtype: 'permission_prompt' }],
    ['cc-fake-Notification.02.json', argv, { event: 'Notification', subtype: 'idle_prompt' }],
    ['cc-auto-Notification.01.json', argv, { event: 'Notification', subtype: 'agent_needs_input' }],
    ['cc-auto-Notification.02.json', argv, { event: 'Notification', subtype: 'agent_needs_input' }],
    ['cc-fake-Stop.01.json', argv, { event: 'Stop' }],
    ['cx-fake-Stop.01.json', cxArgv, { event: 'Stop' }],
    ['cc-plugin-StopFailure.01.json', argv, { event: 'StopFailure', subtype: 'server_error' }],
    ['cc-settings-StopFailure.01.json', argv, { event: 'StopFailure', subtype: 'server_error' }],
    ['cc-fake-SessionEnd.01.json', argv, { event: 'SessionEnd', subtype: 'prompt_input_exit' }],
    ['cx-fake-SessionEnd.01.json', cxArgv, { event: 'SessionEnd', subtype: 'other' }],
    ['cc-fake-PreCompact.01.json', argv, { event: 'PreCompact', subtype: 'manual' }],
    ['cx-bypass-Interrupt.01.json', cxArgv, { event: 'Interrupt' }],
  ];
  for (const [name, args, want] of rows) {
    const input = fixture(name);
    const obs = observe(input, identityEnv(), args, S);
    assert.ok(obs, name);
    const expected = {
      v: 1,
      nodeId: NODE,
      occupant: OCC,
      seat: SEAT,
      runtime: args[1],
      seq: S,
      observedAt: seqTime(S),
      sessionId: input.session_id,
      // Kept since issue 13: the Codex context sensor reads the session's rollout by it.
      ...(typeof input.transcript_path === 'string' ? { transcriptPath: input.transcript_path } : {}),
      ...want,
    };
    // PermissionRequest evidence is lib/evidence's (its own tests): present or not, it is compared apart.
    const { permission, ...rest } = obs!;
    if (permission !== undefined) assert.is(permission.tool.name, 'Bash', name);
    assert.equal(rest, expected, name);
    // Nothing raw: no prompt text, tool input or provider message.
    const text = JSON.stringify(obs);
    for (const key of ['prompt', 'tool_input', 'last_assistant_message', 'message'])
      if (typeof input[key] === 'string') assert.not.ok(text.includes(input[key] as string), `${name}: ${key} leaked`);
    assert.not.ok(text.includes('fake-tool-run'), `${name}: tool input leaked`);
  }
});

test("observe + merge on the real hook JSON: auto mode's notice after a tool started reads needs_input (2.1.328, 2.1.332)", () => {
  // cc-auto-Notification.01 is Claude Code 2.1.328's, .02 2.1.332's (test/real/seat-hooks-claude.test.ts).
  for (const name of ['cc-auto-Notification.01.json', 'cc-auto-Notification.02.json']) {
    let doc: SeatHooksDoc | undefined;
    for (const [file, seq] of [
      ['cc-fake-PreToolUse.01.json', S],
      [name, S + 6_000_000],
    ] as const) {
      const next = mergeObservation(doc, observe(fixture(file), identityEnv(), argv, seq)!, NOW_MS);
      if (next !== UNCHANGED) doc = next;
    }
    assert.equal([doc!.activity.state, doc!.activity.reason], ['needs_input', 'agent_needs_input'], name);
  }
});

test('observe: bounds and refusals (no identity, no event, hostile fields dropped, seq must be a positive integer)', () => {
  const base = fixture('cc-fake-PreToolUse.01.json');
  assert.is(observe(base, {}, argv, S), null, 'no identity');
  assert.is(observe(base, identityEnv({ OPENRIG_NODE: 'x' }), argv, S), null, 'invalid identity');
  for (const bad of [undefined, null, 42, 'str', [], [base]]) assert.is(observe(bad, identityEnv(), argv, S), null);
  for (const event of [undefined, '', 42, 'a'.repeat(65), 'Pre Tool', '../x', '1Stop', 'Stop\n'])
    assert.is(observe({ ...base, hook_event_name: event }, identityEnv(), argv, S), null, JSON.stringify(event));
  assert.ok(observe({ ...base, hook_event_name: 'A'.repeat(64) }, identityEnv(), argv, S), '64 is the bound');
  for (const seq of [0, -1, 1.5, Number.NaN, 2 ** 60])
    assert.is(observe(base, identityEnv(), argv, seq), null, String(seq));
  const hostile = observe(
    {
      ...base,
      session_id: '../../../etc/passwd',
      tool_name: `Bash\u001b[2J`,
    },
    identityEnv(),
    argv,
    S,
  );
  assert.ok(hostile);
  assert.not.ok('sessionId' in hostile!, 'a session id that is not one is dropped');
  assert.not.ok('toolName' in hostile!, 'a tool name with controls is dropped');
  assert.not.ok('agentId' in hostile!, 'no agent id: the main agent');
  for (const agent_id of ['not valid id!', 42, '', 'a'.repeat(129), {}])
    assert.is(
      observe({ ...base, agent_id }, identityEnv(), argv, S),
      null,
      `invalid agent id ${JSON.stringify(agent_id)}: the run is dropped`,
    );
  assert.is(observe({ ...base, agent_id: null }, identityEnv(), argv, S)?.agentId, undefined, 'null: the main agent');
  assert.is(observe({ ...base, agent_id: 'agent-7' }, identityEnv(), argv, S)?.agentId, 'agent-7', 'a valid id');
  assert.is(observe({ ...base, tool_name: 'T'.repeat(128) }, identityEnv(), argv, S)!.toolName, 'T'.repeat(128));
  assert.not.ok('toolName' in observe({ ...base, tool_name: 'T'.repeat(129) }, identityEnv(), argv, S)!);
  const note = observe(
    { ...fixture('cc-fake-Notification.01.json'), notification_type: 'x y' },
    identityEnv(),
    argv,
    S,
  );
  assert.not.ok('subtype' in note!, 'a subtype that is not a machine word is dropped');
  const ups = observe({ hook_event_name: 'UserPromptSubmit', prompt: 42 }, identityEnv(), argv, S);
  assert.not.ok('promptHash' in ups!, 'a prompt that is not text has no hash');
});

const seatDoc = (events: [string, number, Record<string, unknown>?][]) => {
  let doc: SeatHooksDoc | undefined;
  for (const [event, seq, extra] of events) {
    const next = mergeObservation(doc, obsOf(event, seq, extra), NOW_MS);
    if (next !== UNCHANGED) doc = next;
  }
  return doc!;
};

test('mergeObservation: the first run writes firstLaunch once; newest seq wins per field; equal keeps', () => {
  const first = mergeObservation(
    undefined,
    obsOf('SessionStart', T0 + 10, { subtype: 'startup', sessionId: 'sess-1' }),
    NOW_MS,
  );
  assert.ok(first !== UNCHANGED);
  const d = first as SeatHooksDoc;
  assert.ok(seatHooksKind.validate(d), JSON.stringify(seatHooksKind.validate.errors));
  assert.equal(d.firstLaunch, {
    at: seqTime(T0 + 10),
    seq: T0 + 10,
    event: 'SessionStart',
    pluginVersion: 'unknown',
    bundleHash: 'unknown',
  });
  assert.equal(d.session, { id: 'sess-1', source: 'startup', seq: T0 + 10, at: seqTime(T0 + 10) });
  assert.equal(d.activity.state, 'unknown');
  const withPlugin = mergeObservation(
    undefined,
    obsOf('Stop', T0, { plugin: { version: '0.1.0', bundleHash: 'abcdef0123456789' } }),
    NOW_MS,
  );
  assert.equal((withPlugin as SeatHooksDoc).firstLaunch.bundleHash, 'abcdef0123456789');
  // rows: the events in the order their runs FINISHED, and what the document then says
  const rows: { name: string; events: [string, number, Record<string, unknown>?][]; activity: string; last: number }[] =
    [
      {
        name: 'in order',
        events: [
          ['UserPromptSubmit', 1],
          ['Stop', 2],
        ],
        activity: 'idle',
        last: 2,
      },
      {
        name: 'a late older run never regresses',
        events: [
          ['Stop', 2],
          ['UserPromptSubmit', 1],
        ],
        activity: 'idle',
        last: 2,
      },
      {
        name: 'late idle_prompt after a newer prompt',
        events: [
          ['UserPromptSubmit', 5],
          ['Notification', 4, { subtype: 'idle_prompt' }],
        ],
        activity: 'running',
        last: 5,
      },
      {
        name: 'equal seq keeps what is there',
        events: [
          ['Stop', 3],
          ['UserPromptSubmit', 3],
        ],
        activity: 'idle',
        last: 3,
      },
      {
        name: "auto mode's notice after the tool started (issue 21)",
        events: [
          ['PreToolUse', 1],
          ['Notification', 2, { subtype: 'agent_needs_input' }],
        ],
        activity: 'needs_input',
        last: 2,
      },
      {
        name: 'an unknown notification keeps the known state',
        events: [
          ['PermissionRequest', 1],
          ['Notification', 2, { subtype: 'some_future_type' }],
        ],
        activity: 'needs_input',
        last: 2,
      },
      {
        name: 'news keeps the known state',
        events: [
          ['Stop', 1],
          ['Notification', 2, { subtype: 'agent_completed' }],
        ],
        activity: 'idle',
        last: 2,
      },
      {
        name: 'a kept run first, an older deciding run later: the deciding run stands',
        events: [
          ['Notification', 2, { subtype: 'some_future_type' }],
          ['Stop', 1],
        ],
        activity: 'idle',
        last: 2,
      },
      {
        name: 'only kept runs: unknown',
        events: [['Notification', 1, { subtype: 'auth_success' }]],
        activity: 'unknown',
        last: 1,
      },
      {
        name: 'permission then approval',
        events: [
          ['PermissionRequest', 1],
          ['PostToolUse', 2],
        ],
        activity: 'running',
        last: 2,
      },
    ];
  for (const row of rows) {
    const doc = seatDoc(row.events.map(([e, s, x]) => [e, T0 + s, x]));
    assert.is(doc.activity.state, row.activity, row.name);
    assert.is(doc.lastHook.seq, T0 + row.last, row.name);
    assert.is(doc.firstLaunch.seq, T0 + row.events[0]![1], `${row.name}: firstLaunch is the first write`);
  }
  const doc = seatDoc([['Stop', T0 + 2]]);
  assert.is(mergeObservation(doc, obsOf('UserPromptSubmit', T0 + 1), NOW_MS), UNCHANGED, 'older: nothing to write');
  assert.is(mergeObservation(doc, obsOf('Stop', T0 + 2), NOW_MS), UNCHANGED, 'equal: nothing to write');
});

test('replacesActivity: a deciding run beats a kept one whatever their seq; then the newer seq wins', () => {
  const stored = (event: string, seq: number, subtype?: string) => ({
    state: 'unknown' as const,
    reason: 'x',
    event,
    seq,
    at: seqTime(seq),
    ...(subtype ? { subtype } : {}),
  });
  const rows: [ReturnType<typeof stored>, { keep?: true; seq: number }, boolean, string][] = [
    [stored('Stop', 5), { seq: 6 }, true, 'deciding over deciding: newer'],
    [stored('Stop', 5), { seq: 5 }, false, 'deciding over deciding: equal keeps'],
    [stored('Stop', 5), { seq: 4 }, false, 'deciding over deciding: older'],
    [stored('Stop', 5), { keep: true, seq: 9 }, false, 'kept never replaces deciding'],
    [stored('Notification', 5, 'agent_completed'), { seq: 1 }, true, 'deciding replaces kept, even older'],
    [stored('Notification', 5, 'nope'), { seq: 1 }, true, 'deciding replaces an unmapped notification'],
    [stored('Interrupt', 5), { seq: 1 }, true, 'deciding replaces an unmapped event'],
    [stored('Notification', 5, 'agent_completed'), { keep: true, seq: 6 }, true, 'kept over kept: newer'],
    [stored('Notification', 5, 'agent_completed'), { keep: true, seq: 5 }, false, 'kept over kept: equal'],
    [stored('Notification', 5, 'agent_needs_input'), { keep: true, seq: 6 }, false, 'a known notification decides'],
    [stored('SessionStart', 5, 'startup'), { keep: true, seq: 6 }, false, 'SessionStart decides'],
  ];
  for (const [s, run, want, name] of rows) assert.is(replacesActivity(s, run, NOW_MS), want, name);
});

test('mergeObservation: runs that keep the last state fold in any order to the same activity', () => {
  const runs: [string, number, Record<string, unknown>?][] = [
    ['UserPromptSubmit', T0 + 1],
    ['Notification', T0 + 2, { subtype: 'auth_success' }],
    ['PreToolUse', T0 + 3],
    ['Notification', T0 + 4, { subtype: 'some_future_type' }],
    ['Notification', T0 + 5, { subtype: 'agent_needs_input' }],
    ['Notification', T0 + 6, { subtype: 'agent_completed' }],
    ['Interrupt', T0 + 7],
  ];
  const rnd = rng(21);
  for (let i = 0; i < 200; i++) {
    const doc = seatDoc(shuffle(runs, rnd));
    assert.equal(
      [doc.activity.state, doc.activity.reason, doc.activity.seq, doc.lastHook.seq],
      ['needs_input', 'agent_needs_input', T0 + 5, T0 + 7],
    );
  }
});

test('mergeObservation: session from SessionStart (newest wins); other events only fill a missing one', () => {
  const d = seatDoc([
    ['UserPromptSubmit', T0 + 1, { sessionId: 'from-prompt' }],
    ['SessionStart', T0 + 3, { sessionId: 'new', subtype: 'compact' }],
    ['SessionStart', T0 + 2, { sessionId: 'old', subtype: 'startup' }],
    ['Stop', T0 + 4, { sessionId: 'other' }],
  ]);
  assert.equal(d.session, { id: 'new', source: 'compact', seq: T0 + 3, at: seqTime(T0 + 3) });
});

test(`mergeObservation: prompt hashes kept newest last, at most ${PROMPTS_KEPT}, late ones sorted in, duplicates once`, () => {
  const seqs = [5, 1, 9, 3, 7, 2, 8, 4, 6, 10, 0];
  const d = seatDoc(seqs.map((s) => ['UserPromptSubmit', T0 + s + 1, { promptHash: promptHash(`p${s}`) }]));
  assert.equal(
    d.prompts!.map((p) => p.hash),
    [3, 4, 5, 6, 7, 8, 9, 10].map((s) => promptHash(`p${s}`)),
  );
  assert.is(
    mergeObservation(d, obsOf('UserPromptSubmit', T0 + 11, { promptHash: promptHash('p10') }), NOW_MS),
    UNCHANGED,
    'the same run again',
  );
  assert.is(
    mergeObservation(d, obsOf('UserPromptSubmit', T0 + 1, { promptHash: promptHash('older') }), NOW_MS),
    UNCHANGED,
    'older than every kept prompt',
  );
  assert.ok(seatHooksKind.validate(d));
});

test('promptHash: CRLF → LF, Claude paste wrapper removed, trimmed; FNV-1a 64 of the UTF-8 bytes', () => {
  const rows: [string, string][] = [
    ['hello', 'hello'],
    ['  hello\n', 'hello'],
    ['a\r\nb\rc', 'a\nb\nc'],
    ['<pasted_content id="7">\n line1\r\nline2 \n</pasted_content id="7">', 'line1\nline2'],
    ['<pasted_content id="7">x</pasted_content id="8">', '<pasted_content id="7">x</pasted_content id="8">'],
    ['', ''],
  ];
  for (const [raw, norm] of rows) {
    assert.is(normalizePrompt(raw), norm, JSON.stringify(raw));
    assert.is(promptHash(raw), promptHash(norm));
    assert.match(promptHash(raw), PROMPT_HASH_PATTERN);
  }
  // Reference vectors of FNV-1a 64.
  const enc = (s: string) => new TextEncoder().encode(s);
  assert.is(fnv1a64Hex(enc('')), 'cbf29ce484222325');
  assert.is(fnv1a64Hex(enc('a')), 'af63dc4c8601ec8c');
  assert.is(fnv1a64Hex(enc('foobar')), '85944171f73967e8');
  assert.is.not(promptHash('hello'), promptHash('hello!'));
  assert.is.not(promptHash('é'), promptHash('e'));
});

test('resolveEndpoint: env first, the endpoint file fills only what is missing; nothing named → no relay', () => {
  const file = JSON.stringify({ baseUrl: 'http://127.0.0.1:9999', token: 'file-token' });
  const ok = (baseUrl: string, token: string) => ({ kind: 'ok', endpoint: { baseUrl, token } });
  const rows: [Record<string, string>, string | undefined, unknown][] = [
    [{}, file, { kind: 'none' }],
    [{ OPENRIG_ACTIVITY_HOOK_TOKEN: 't' }, file, { kind: 'none' }],
    [
      { OPENRIG_URL: 'http://10.0.0.2:7433/', OPENRIG_ACTIVITY_HOOK_TOKEN: 'env' },
      file,
      ok('http://10.0.0.2:7433', 'env'),
    ],
    [{ OPENRIG_URL: 'http://h:1' }, file, ok('http://h:1', 'file-token')],
    [{ OPENRIG_PORT: '7433', OPENRIG_ACTIVITY_HOOK_TOKEN: 'env' }, undefined, ok('http://127.0.0.1:7433', 'env')],
    [
      { OPENRIG_HOST: 'localhost', OPENRIG_PORT: '8000', OPENRIG_ACTIVITY_HOOK_TOKEN: 'e' },
      file,
      ok('http://localhost:8000', 'e'),
    ],
    [{ OPENRIG_HOST: 'localhost' }, file, ok('http://127.0.0.1:9999', 'file-token')],
    [{ OPENRIG_PORT: '99999', OPENRIG_ACTIVITY_HOOK_TOKEN: 'e' }, file, ok('http://127.0.0.1:9999', 'e')],
    [
      { OPENRIG_URL: 'https://h:1', OPENRIG_ACTIVITY_HOOK_TOKEN: 'e' },
      undefined,
      { kind: 'incomplete', why: 'no usable endpoint URL' },
    ],
    [
      { OPENRIG_URL: 'http://u:p@h:1', OPENRIG_ACTIVITY_HOOK_TOKEN: 'e' },
      undefined,
      { kind: 'incomplete', why: 'no usable endpoint URL' },
    ],
    [{ OPENRIG_URL: 'http://h:1' }, undefined, { kind: 'incomplete', why: 'no activity hook token' }],
    [
      { OPENRIG_URL: 'http://h:1', OPENRIG_ACTIVITY_HOOK_TOKEN: 'a b' },
      undefined,
      { kind: 'incomplete', why: 'no activity hook token' },
    ],
    [{ OPENRIG_URL: 'http://h:1', OPENRIG_ACTIVITY_HOOK_TOKEN: 'a\nb' }, file, ok('http://h:1', 'file-token')],
    [{ OPENRIG_URL: 'http://h:1' }, '{not json', { kind: 'incomplete', why: 'no activity hook token' }],
  ];
  for (const [env, f, want] of rows) assert.equal(resolveEndpoint(env, f), want, JSON.stringify(env));
  const r = resolveEndpoint({ OPENRIG_URL: 'http://h:1' }, JSON.stringify({ token: 'SECRET' }));
  assert.is(r.kind, 'ok');
  const bad = resolveEndpoint({ OPENRIG_URL: 'nope', OPENRIG_ACTIVITY_HOOK_TOKEN: 'SECRET' });
  assert.not.ok(JSON.stringify(bad).includes('SECRET'), 'why never names the token');
});

test('manifestVersion and the lock wait inside the hard stop', () => {
  assert.is(manifestVersion(JSON.stringify({ version: '0.1.0' })), '0.1.0');
  for (const t of [
    undefined,
    '',
    '{',
    JSON.stringify({}),
    JSON.stringify({ version: 1 }),
    JSON.stringify({ version: 'a b' }),
  ])
    assert.is(manifestVersion(t), 'unknown', String(t));
  assert.is(lockWaitMs(undefined, 0), 3000);
  assert.is(lockWaitMs(4500, 0), 4250, 'all that is left but the write');
  assert.is(lockWaitMs(4500, 3000), 1250);
  assert.is(lockWaitMs(4500, 4400), 100, 'at least one short try');
});

test('ingress: what observe produces passes checkHookObservation unchanged (producer and ingress agree)', () => {
  for (const name of [
    'cc-fake-PreToolUse.01.json',
    'cc-plugin-UserPromptSubmit.01.json',
    'cc-plugin-StopFailure.01.json',
  ]) {
    const obs = observe(fixture(name), identityEnv(), argv, S)!;
    const r = checkHookObservation(JSON.parse(JSON.stringify(obs)), { now: S / 1000 });
    assert.equal(r, { ok: true, value: obs }, name);
  }
  const good = { ...obsOf('Stop', S), plugin: { version: '0.1.0', bundleHash: '0123456789abcdef' } };
  assert.ok(checkHookObservation(good, { now: S / 1000 }).ok);
  assert.ok(
    checkHookObservation({ ...good, plugin: { version: 'unknown', bundleHash: 'unknown' } }, { now: S / 1000 }).ok,
  );
  for (const patch of [
    { promptHash: 'sha256:abc' },
    { toolName: 'Bash\u0007' },
    { plugin: { version: '0.1.0', bundleHash: 'xyz' } },
    { agentId: null },
  ])
    assert.not.ok(checkHookObservation({ ...good, ...patch }, { now: S / 1000 }).ok, JSON.stringify(patch));
});

test('seqTime: the same text as Date#toISOString (epoch, leap days, century rules, sub-ms seq, negative times)', () => {
  const ms = [
    0,
    1,
    -1,
    951_782_400_000, // 2000-02-29
    4_107_456_000_000, // 2100-02-28 (2100 is no leap year)
    4_107_542_399_999, // 2100-03-01 just before midnight
    Date.UTC(2024, 1, 29, 23, 59, 59, 999),
    Date.UTC(1969, 11, 31, 23, 59, 59, 999),
    Date.UTC(1900, 2, 1), // 1900 is no leap year
    Date.UTC(1800, 0, 1),
  ];
  let x = 1_796_169_691_610;
  for (let i = 0; i < 2000; i++) {
    x = (x * 48_271 + 12_345) % 9_007_199_254_740; // every seq (µs) still an exact integer
    ms.push(x);
  }
  for (const m of ms) {
    assert.ok(Number.isSafeInteger(m * 1000), String(m));
    assert.is(seqTime(m * 1000), new Date(m).toISOString(), String(m));
    // µs below the ms are dropped (where seq is still an exact integer, as every real one is)
    if (Number.isSafeInteger(m * 1000 + 999))
      assert.is(seqTime(m * 1000 + 999), new Date(m).toISOString(), `${m}+999µs`);
  }
});

test.run();
