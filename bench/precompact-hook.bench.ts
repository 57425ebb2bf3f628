// The compaction hook's PreCompact run against `node -e 0` (median of paired runs; goal ≤ 1.5):
// a seat with a 2 MB transcript: the tail read (1 MiB), the packet's two files and the marker
// (lock, validate, atomic replace). For scale: PostCompact's stamp of the marker.
// Figures only; each names the load average it was measured under.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline } from './lib/hook-harness.js';
import { figure, ms } from './lib/stats.js';

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS) || 30);
const root = join(import.meta.dirname, '..');
const bundle = join(root, 'plugins', 'openrig-core', 'hooks', 'scripts', 'compaction.cjs');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-precompact-'));
try {
  const home = join(dir, 'home');
  mkdirSync(home);
  const project = join(dir, 'proj');
  mkdirSync(project);
  const transcript = join(dir, 't.jsonl');
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 2 * 1024 * 1024; i++) {
    for (let j = 0; j < 50; j++) {
      lines.push(
        JSON.stringify({
          type: 'user',
          message: { content: `step ${i}.${j}: ${'please continue the refactor '.repeat(8)}` },
        }),
      );
      lines.push(
        JSON.stringify({
          type: 'assistant',
          message: {
            content: [
              { type: 'text', text: 'Editing the file now. '.repeat(10) },
              { type: 'tool_use', name: j % 3 ? 'Read' : 'Edit', input: { file_path: `/src/mod${j % 40}.ts` } },
            ],
          },
        }),
      );
    }
  }
  writeFileSync(transcript, lines.join('\n'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CLAUDE_PROJECT_DIR: project,
    OPENRIG_HOME: home,
    OPENRIG_NODE: 'n-0123456789abcdef',
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000b1',
    OPENRIG_SESSION_NAME: 'dev@bench',
    OPENRIG_SEAT_PROJECT_DIR: project,
  };
  const cmd = (event: string) => ({
    command: process.execPath,
    args: [bundle, '--runtime', 'claude'],
    stdin: JSON.stringify({
      session_id: 'd476e937-883c-45ad-83f2-c176e885fa5f',
      transcript_path: transcript,
      cwd: project,
      hook_event_name: event,
      trigger: 'manual',
      custom_instructions: '',
    }),
    env,
    cwd: project,
  });
  const pre = compareWithBaseline(cmd('PreCompact'), { runs: RUNS });
  if (pre.lastStdout !== '' || pre.lastStderr !== '') throw new Error(`PreCompact printed: ${pre.lastStderr}`);
  figure(
    `PreCompact hook (2 MB transcript, packet + marker): median ${ms(pre.subjectMedianMs)} vs node -e 0 ${ms(pre.baselineMedianMs)}; median ratio ${pre.medianRatio.toFixed(3)} (goal ≤ 1.5; ${load()})`,
  );
  const post = compareWithBaseline(cmd('PostCompact'), { runs: RUNS });
  if (post.lastStdout !== '' || post.lastStderr !== '') throw new Error(`PostCompact printed: ${post.lastStderr}`);
  figure(
    `PostCompact hook (marker stamp): median ${ms(post.subjectMedianMs)} vs node -e 0 ${ms(post.baselineMedianMs)}; median ratio ${post.medianRatio.toFixed(3)} (for scale; ${load()})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
