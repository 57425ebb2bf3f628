// 10,000 random and mutated stdin bodies per runtime through the hook's body in-process: every run
// returns, never throws, never takes the internal-error path and never writes to stdout; every
// document left behind is valid. The relay is on for some runs (a fake POST, failing now and then).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runSeatEvents } from '../../lib/activity/hook-run.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { homePaths } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';
import { NODE, OCC, T0, identityEnv, rng } from './harness.js';
import { randomBody } from './bodies.js';

// fsync on a RAM disk costs nothing: the fuzz is about inputs, not the disk.
const scratch = () => {
  if (existsSync('/dev/shm')) {
    const d = mkdtempSync('/dev/shm/openrig-fuzz-');
    process.on('exit', () => rmSync(d, { recursive: true, force: true }));
    return d;
  }
  return tempDir('openrig-fuzz-');
};

for (const runtime of ['claude', 'codex'] as const) {
  test(`10,000 random bodies (${runtime}): no throw, no internal error, nothing on stdout, valid records`, async () => {
    const rnd = rng(runtime === 'claude' ? 11 : 23);
    const dir = scratch();
    const root = join(dir, 'home');
    mkdirSync(root);
    const home = homePaths(root);
    const project = join(dir, 'proj');
    mkdirSync(project);
    const stdoutWrite = process.stdout.write;
    let printed = 0;
    process.stdout.write = ((...a: Parameters<typeof stdoutWrite>) => {
      printed++;
      return stdoutWrite.apply(process.stdout, a);
    }) as typeof stdoutWrite;
    const paths = new Map<string, number>();
    const internal: string[] = [];
    let threw = 0;
    try {
      for (let i = 0; i < 10_000; i++) {
        const body = randomBody(rnd);
        const relay = i % 10 === 0;
        const env = {
          OPENRIG_HOME: root,
          ...identityEnv(),
          OPENRIG_SEAT_PROJECT_DIR: project,
          ...(relay ? { OPENRIG_URL: 'http://127.0.0.1:9', OPENRIG_ACTIVITY_HOOK_TOKEN: 't' } : {}),
          ...(i % 250 === 0 ? { OPENRIG_NODE: 'n-bad' } : {}),
        };
        const stderr: string[] = [];
        try {
          const r = await runSeatEvents({
            argv: ['--runtime', runtime],
            env,
            cwd: project,
            readStdin: async () => body,
            err: (l) => stderr.push(l),
            // Every fifth run is a late one (an older seq): it must not regress the record.
            seq: T0 + 1 + (i % 5 === 0 ? Math.max(0, i - 50) : i),
            post: async () => (i % 20 === 0 ? 'HTTP 500' : undefined),
          });
          paths.set(r.path, (paths.get(r.path) ?? 0) + 1);
          if (r.path === 'error') internal.push(`${stderr.join(' | ')} ← ${body.slice(0, 200)}`);
          for (const line of stderr)
            if (!/^seat-events: relay to http:\/\/127\.0\.0\.1:9 failed: HTTP 500$/.test(line))
              internal.push(`unexpected advisory ${line}`);
        } catch (e) {
          threw++;
          internal.push(String(e));
        }
      }
    } finally {
      process.stdout.write = stdoutWrite;
    }
    assert.is(threw, 0);
    assert.equal(internal.slice(0, 5), []);
    assert.is(printed, 0, 'nothing on stdout');
    // The bodies reach every interesting path.
    for (const p of ['recorded', 'no-event', 'no-identity']) assert.ok((paths.get(p) ?? 0) > 0, p);
    const doc = readSeatHooks(home, NODE, OCC);
    assert.ok(doc, 'the record survived 10,000 runs');
    assert.ok(doc!.prompts!.length <= 8);
    console.log(`  ${runtime}: ${JSON.stringify(Object.fromEntries(paths))}`);
  });
}

test.run();
