// The demo's scripted agent ships in the package's dist/bin. A global install runs rig through a
// link in another folder ($prefix/bin/rig, process.argv[1]), so the agent is looked up in the
// package itself, never beside argv[1]: from a link it was not found and the demo dropped its seat.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { demoAgentScript } from '../../lib/demo/agent-path.js';

test('the scripted agent is found in the package when rig runs through a link in another folder', () => {
  const saved = process.argv[1];
  process.argv[1] = join(tempDir(), 'bin', 'rig');
  try {
    assert.is(demoAgentScript(), join(REPO, 'dist', 'bin', 'demo-agent.cjs'));
  } finally {
    process.argv[1] = saved!;
  }
});

test('no scripted agent when the package has no built one', () => {
  assert.is(demoAgentScript(tempDir()), undefined);
});

test.run();
