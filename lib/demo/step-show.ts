// Demo step: the seats as `rig seat list` shows them, and the first words each pane printed.
import type { DemoStep } from './demo-step.js';
import { listSeats } from '../seat/registry.js';
import { seatTable, seatViews } from '../views/seat-view.js';
import { tmux } from '../tmux/client.js';
import { sleep } from '../util/sleep.js';

const PEEK_MS = 1500;

async function firstLines(demo: Parameters<DemoStep['run']>[0], paneId: string): Promise<string[]> {
  const end = Date.now() + PEEK_MS;
  for (;;) {
    const { stdout } = await tmux(demo.server, ['capture-pane', '-p', '-t', paneId]).catch(() => ({ stdout: '' }));
    const lines = stdout
      .split('\n')
      .map((l) => l.trimEnd())
      .filter(Boolean);
    if (lines.length || Date.now() > end) return lines.slice(0, 3);
    await sleep(50);
  }
}

export const showStep: DemoStep = {
  id: 'show',
  title: 'Show the seats (rig seat list)',
  async run(demo) {
    const views = await seatViews(listSeats(demo.home, demo.spec?.name), { home: demo.home });
    for (const line of seatTable(views)) demo.say(line);
    for (const v of views) {
      if (!v.pane.id || v.pane.state !== 'alive') continue;
      const lines = await firstLines(demo, v.pane.id);
      demo.say(`${v.ref} pane ${v.pane.id} shows: ${lines.length ? lines.join(' | ') : '(nothing yet)'}`);
    }
  },
};
