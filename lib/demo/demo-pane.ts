// What a demo seat's pane shows: the rows that match, polled until enough of them appear or the
// wait ends (the demo prints them as evidence of what happened in the seat).
import type { DemoRun } from './demo-step.js';
import { exactSessionPane, tmux } from '../tmux/client.js';
import { sleep } from '../util/sleep.js';

/** The pane's rows (trailing blanks cut) for which `match` holds, once `atLeast` of them appear or `ms` pass. */
export async function paneRows(
  demo: DemoRun,
  session: string,
  match: (row: string) => boolean,
  { ms, atLeast = 1 }: { ms: number; atLeast?: number },
): Promise<string[]> {
  const end = Date.now() + ms;
  for (;;) {
    const { stdout } = await tmux(demo.server, ['capture-pane', '-p', '-t', exactSessionPane(session)]).catch(() => ({
      stdout: '',
    }));
    const rows = stdout
      .split('\n')
      .map((l) => l.trimEnd())
      .filter(match);
    if (rows.length >= atLeast || Date.now() > end) return rows;
    await sleep(100);
  }
}
