// What OpenRig's readers make of a screen, for comparing the scripted agent's panes with the real
// clients' captures (test/fixtures/captures): the composer reading, the screen activity, and what
// --dangerously-interact would do there (answer a menu, or check the input).
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureScreens } from '../../lib/delivery/composer/ops.js';
import { readComposer } from '../../lib/delivery/composer/read.js';
import { classifyActivity } from '../../lib/delivery/activity.js';
import { onScreenPrompt } from '../../lib/delivery/send/verdicts.js';
import type { ComposerSnapshot } from '../../lib/delivery/composer/types.js';
import { lookUntil } from '../helpers/tmux.js';

const CAPTURES = join(import.meta.dirname, '..', 'fixtures', 'captures');
export type Look = 'claude' | 'codex';

export interface Verdict {
  composer: string;
  activity: string;
  /** What --dangerously-interact makes of it: a menu to answer, or input to check (stage.ts). */
  override: 'menu' | 'input';
}

export function verdictOf(snapshot: ComposerSnapshot, plain: string, runtime: Look): Verdict {
  const reading = readComposer(snapshot, { runtime });
  const activity = classifyActivity(plain, runtime, { composer: reading });
  return {
    composer: `${reading.state} ${reading.reason}`,
    activity: `${activity.state} ${activity.reason}`,
    override: reading.state === 'unknown' && onScreenPrompt(activity) ? 'menu' : 'input',
  };
}

/** A real capture's verdict, read by the same functions. */
export function realVerdict(name: string, runtime: Look): Verdict {
  const styled = readFileSync(join(CAPTURES, `${name}.styled.txt`), 'utf8');
  const plain = readFileSync(join(CAPTURES, `${name}.plain.txt`), 'utf8');
  const [x, y, width, height] = readFileSync(join(CAPTURES, `${name}.cursor.txt`), 'utf8')
    .trim()
    .split(' ')[0]!
    .split(',')
    .map(Number) as [number, number, number, number];
  return verdictOf({ styled, cursor: { x, y }, size: { width, height }, inMode: false }, plain, runtime);
}

const VERSIONS: Record<Look, { prefix: string; versions: string[] }> = {
  claude: { prefix: 'cc', versions: ['2.1.328', '2.1.332'] },
  codex: { prefix: 'cx', versions: ['0.169.0', '0.171.0'] },
};

/** The real verdict of a captured state, the same in every pinned version (asserted, so a change shows). */
export function realState(runtime: Look, state: string): Verdict {
  const { prefix, versions } = VERSIONS[runtime];
  const all = versions.map((v) => realVerdict(`${prefix}-${v}-${state}`, runtime));
  for (const v of all.slice(1)) assert.equal(v, all[0], `${runtime} ${state}: the pinned versions agree`);
  return all[0]!;
}

/** A live pane as OpenRig reads a seat: styled screen and cursor, plain text with some history. */
export async function paneVerdict(socket: string, paneId: string, runtime: Look): Promise<Verdict> {
  const s = await captureScreens({ socket }, paneId, { history: 20 });
  assert.ok(s.snapshot, 'a snapshot');
  return verdictOf(s.snapshot!, s.plain ?? '', runtime);
}

/** The pane's verdict once it reads as `want` (a repaint may be under way), else the last one seen. */
export const settledVerdict = async (socket: string, paneId: string, runtime: Look, want: Verdict) =>
  (
    await lookUntil(
      () => paneVerdict(socket, paneId, runtime),
      (v) => JSON.stringify(v) === JSON.stringify(want),
      2500,
    )
  ).value;
