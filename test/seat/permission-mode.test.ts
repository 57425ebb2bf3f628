// A seat's permissionMode in the rig spec: read strictly, refused for terminal seats, recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRigSpec, RigSpecError } from '../../lib/rig/spec.js';
import { PERMISSION_MODES } from '../../lib/seat/permission-mode.js';

const parse = (seat: string) =>
  parseRigSpec(`name: r\nseats:\n  - ${seat}\n`, { file: 'rig.yaml', baseDir: '/s', homeDir: '/h' });
const problems = (seat: string): string[] => {
  try {
    parse(seat);
  } catch (err) {
    if (err instanceof RigSpecError) return err.lines();
    throw err;
  }
  throw new Error('expected a refusal');
};

test('every mode is read for claude-code and codex seats; absent stays absent', () => {
  for (const mode of PERMISSION_MODES)
    for (const runtime of ['claude-code', 'codex'])
      assert.is(
        parse(`{ name: a, runtime: ${runtime}, cwd: w, permissionMode: ${mode} }`).seats[0]!.permissionMode,
        mode,
      );
  assert.not.ok('permissionMode' in parse('{ name: a, runtime: codex, cwd: w }').seats[0]!);
});

test('unknown modes, wrong types and terminal seats are refused with their position', () => {
  assert.equal(problems('{ name: a, runtime: claude-code, cwd: w, permissionMode: yolo }'), [
    `rig.yaml:3:62: "permissionMode" must be one of ${PERMISSION_MODES.join(', ')}; found "yolo"`,
  ]);
  assert.match(
    problems('{ name: a, runtime: terminal, cwd: w, permissionMode: plan }')[0]!,
    /applies to claude-code and codex seats, not terminal/,
  );
  assert.match(
    problems('{ name: a, runtime: codex, cwd: w, permissionMode: [plan] }')[0]!,
    /"permissionMode" must be text; found a list/,
  );
  assert.match(
    problems('{ name: a, runtime: codex, cwd: w, permissionmode: plan }')[0]!,
    /did you mean "permissionMode"/,
  );
});

test.run();
