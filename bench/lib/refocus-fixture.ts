// The refocus benchmarks' small real fixture: both trees, a context entry and a transcript under
// one folder, the environment of a seat that has them, and the prompt's hook input. `fireEnv`
// makes every prompt a full fire (on demand, both trees, content from a context REF, work packet
// on); `env` leaves a prompt to the due state (nothing due once the occupant's baseline is stored).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';

export const REFOCUS_BUNDLE = join(
  import.meta.dirname,
  '..',
  '..',
  'plugins',
  'openrig-core',
  'hooks',
  'scripts',
  'refocus.cjs',
);

function put(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export interface RefocusFixture {
  env: NodeJS.ProcessEnv;
  fireEnv: NodeJS.ProcessEnv;
  input: string;
}

export function refocusFixture(dir: string): RefocusFixture {
  const home = join(dir, 'home');
  const topo = join(dir, 'topology');
  const work = join(dir, 'workspace');
  put(join(topo, 'LEARNED.md'), '# Host\n- keep changes small\n');
  put(join(topo, 'rigs', 'core', 'LEARNED.md'), '# Rig core\n- verify before claiming\n');
  put(
    join(topo, 'rigs', 'core', 'seats', 'dev', 'LEARNED.md'),
    '# dev\n\n## MY JOB HERE\nBuild.\n\n## STANDING DUTIES\nTest.\n',
  );
  put(join(work, 'SPEC.md'), '---\nintent: keep agents oriented\n---\n# Project\n');
  put(join(work, 'missions', 'm1', 'SPEC.md'), '---\nintent: the refocus channel\n---\n# m1\n');
  put(join(home, 'context', 'team', 'orient.md'), '# Team orientation\n- the outcome first\n');
  const transcript = join(dir, 'occupant.jsonl');
  writeFileSync(transcript, 'x'.repeat(1000));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    OPENRIG_HOME: home,
    OPENRIG_SESSION_NAME: 'dev@core',
    OPENRIG_TOPOLOGY_ROOT: topo,
    OPENRIG_WORKSPACE_ROOT: work,
  };
  const fireEnv = {
    ...env,
    OPENRIG_REFOCUS_NOW: '1',
    OPENRIG_REFOCUS_TREES: 'both',
    OPENRIG_REFOCUS_CONTENT_REF: 'team/orient',
    OPENRIG_REFOCUS_WORK_PACKET: '1',
    OPENRIG_REFOCUS_WORK_NODE: join(work, 'missions', 'm1'),
  };
  const input = JSON.stringify({
    session_id: 'occ',
    transcript_path: transcript,
    cwd: dir,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'next step',
  });
  return { env, fireEnv, input };
}

/** What a full fire prints: the REF's content is in it. */
export const FIRE_DELIVERED = 'REFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=team/orient';

/** The load average now, for a figure's line: on a loaded machine the ratios mean little. */
export const loadNow = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
