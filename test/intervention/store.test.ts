// The recorded choices under their locks: concurrent setters serialise (each sees the one before as
// `previous`, so the audit is one chain), a corrupt record reads as none, ids are checked before
// they become paths, and MayIntervene reads the record it is asked about.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { readTerminalPolicy, readTerminalPolicyAudit, setTerminalPolicy } from '../../lib/intervention/store.js';
import { buildChoice } from '../../lib/intervention/choice.js';
import { mayInterveneIn } from '../../lib/intervention/may-intervene.js';
import { UNATTRIBUTED_CALLER } from '../../lib/intervention/attribution.js';
import { terminalPolicySeatPath } from '../../lib/home/paths.js';

const NODE = 'n-00000000000000d1';
const target = { nodeId: NODE, seat: 's@r', rig: 'r' };

test('concurrent setters serialise under the lock: the audit is one chain of previous → choice', async () => {
  const { home } = tempHome();
  const N = 8;
  await Promise.all(
    Array.from({ length: N }, (_, i) =>
      setTerminalPolicy(home, target, buildChoice('full-control', [], {}, `choice ${i}`), UNATTRIBUTED_CALLER),
    ),
  );
  const audit = readTerminalPolicyAudit(home);
  assert.is(audit.length, N);
  const previous = audit.map((e) => e.previous?.instruction ?? null);
  assert.is(previous.filter((p) => p === null).length, 1, 'exactly one setter saw no earlier choice');
  // Every choice but the last one stored is some later setter's previous, exactly once.
  const stored = readTerminalPolicy(home, NODE)!.choice.instruction;
  const seenAsPrevious = previous.filter((p): p is string => p !== null).sort();
  const others = audit
    .map((e) => e.choice.instruction)
    .filter((c) => c !== stored)
    .sort();
  assert.equal(seenAsPrevious, others);
});

test('a corrupt record never set reads as none; a lost one falls back to its newest audit line', async () => {
  const { home } = tempHome();
  const file = terminalPolicySeatPath(home, NODE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{"schema":"terminal-policy","version":1,');
  assert.is(readTerminalPolicy(home, NODE), undefined);
  await setTerminalPolicy(home, target, buildChoice('no-peer-interventions', [], {}, 'first'), UNATTRIBUTED_CALLER);
  await setTerminalPolicy(home, target, buildChoice('help-within-instructions', [], {}, 'second'), UNATTRIBUTED_CALLER);
  writeFileSync(file, 'garbage');
  const back = readTerminalPolicy(home, NODE)!;
  assert.is(back.choice.instruction, 'second');
  assert.is(back.choice.preset, 'help-within-instructions');
  assert.is(mayInterveneIn(home)(NODE, 'peer', 'model', 'n-00000000000000d9').allowed, false, 'still restricted');
});

test('invalid ids never become paths', async () => {
  const { home } = tempHome();
  assert.is(readTerminalPolicy(home, '../../etc/passwd'), undefined);
  let threw = false;
  try {
    await setTerminalPolicy(
      home,
      { ...target, nodeId: '../x' },
      buildChoice('full-control', [], {}, 'x'),
      UNATTRIBUTED_CALLER,
    );
  } catch {
    threw = true;
  }
  assert.ok(threw);
});

test("mayInterveneIn reads the asked seat's record", async () => {
  const { home } = tempHome();
  const may = mayInterveneIn(home);
  const peer = 'n-00000000000000d2';
  assert.ok(may(NODE, 'peer', 'compaction', peer).allowed, "no record: today's behaviour");
  await setTerminalPolicy(home, target, buildChoice('no-peer-interventions', [], {}, 'mine'), UNATTRIBUTED_CALLER);
  assert.not.ok(may(NODE, 'peer', 'compaction', peer).allowed);
  assert.ok(may(NODE, 'openrig', 'compaction', null).allowed, 'OpenRig keeps its standing authority');
  assert.ok(may(peer, 'peer', 'compaction', NODE).allowed, 'another seat is not affected');
});

test.run();
