// paneIdentity: the one reader of a pane's seat variables. Values are trimmed and a blank one is
// unset; the node id comes from OPENRIG_NODE_ID, else OPENRIG_NODE, only in its n-<16 hex> form.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { paneIdentity, type PaneIdentity } from '../../lib/seat/identity.js';
import { PANE_VARS } from '../../lib/seat/pane-vars.js';

const A = 'n-0123456789abcdef';
const B = 'n-fedcba9876543210';
const none: PaneIdentity = {
  session: undefined,
  nodeId: undefined,
  occupant: undefined,
  runtime: undefined,
  projectDir: undefined,
};

const rows: [string, Record<string, string | undefined>, PaneIdentity][] = [
  ['nothing set', {}, none],
  [
    'a full pane',
    {
      OPENRIG_SESSION_NAME: 'dev@core',
      OPENRIG_NODE: A,
      OPENRIG_NODE_ID: A,
      OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000b1',
      OPENRIG_RUNTIME: 'claude-code',
      OPENRIG_SEAT_PROJECT_DIR: '/work/p',
    },
    {
      session: 'dev@core',
      nodeId: A,
      occupant: 'o-00000000000000b1',
      runtime: 'claude-code',
      projectDir: '/work/p',
    },
  ],
  [
    'trimmed',
    { OPENRIG_SESSION_NAME: ' dev@core\n', OPENRIG_NODE: ` ${A} ` },
    { ...none, session: 'dev@core', nodeId: A },
  ],
  ['blank is unset', { OPENRIG_SESSION_NAME: '  ', OPENRIG_RUNTIME: '' }, none],
  ['the session is not validated here', { OPENRIG_SESSION_NAME: 'not a ref' }, { ...none, session: 'not a ref' }],
  ['OPENRIG_NODE alone', { OPENRIG_NODE: A }, { ...none, nodeId: A }],
  ['OPENRIG_NODE_ID alone', { OPENRIG_NODE_ID: A }, { ...none, nodeId: A }],
  ['OPENRIG_NODE_ID first', { OPENRIG_NODE_ID: A, OPENRIG_NODE: B }, { ...none, nodeId: A }],
  ['a malformed OPENRIG_NODE_ID gives way', { OPENRIG_NODE_ID: '../x', OPENRIG_NODE: B }, { ...none, nodeId: B }],
  ['no node id in its form', { OPENRIG_NODE_ID: 'n-0123', OPENRIG_NODE: 'n-0123456789ABCDEF' }, none],
];

for (const [name, env, want] of rows) test(`paneIdentity: ${name}`, () => assert.equal(paneIdentity(env), want));

test('the names read are the pane variables', () => {
  const env = Object.fromEntries(Object.values(PANE_VARS).map((k) => [k, k === PANE_VARS.nodeId ? A : k]));
  const id = paneIdentity(env);
  assert.is(id.session, PANE_VARS.session);
  assert.is(id.occupant, PANE_VARS.occupant);
  assert.is(id.runtime, PANE_VARS.runtime);
  assert.is(id.projectDir, PANE_VARS.projectDir);
  assert.is(id.nodeId, A);
});

test.run();
