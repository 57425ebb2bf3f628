// 10,000 random stdin bodies per runtime through the hook's main function in-process: every run
// returns 0, prints nothing or exactly the UserPromptSubmit shape, and never takes the
// internal-error path (a crash in any event's handling would still return 0, degraded to silence).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runRefocusHook } from '../../lib/refocus/hook-run.js';
import { fakeLookups, makeSeat } from './harness.js';
import { randomBody } from './fuzz-bodies.js';

const SHAPE =
  /^\{"hookSpecificOutput":\{"hookEventName":"UserPromptSubmit","additionalContext":"(?:[^"\\]|\\.)*"\}\}$/s;

for (const runtime of ['claude', 'codex'] as const) {
  test(`10,000 random bodies (${runtime}): exit 0, stdout empty or the exact shape`, async () => {
    let seed = runtime === 'claude' ? 11 : 23;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const seat = makeSeat();
    const lookups = fakeLookups();
    let printed = 0;
    let threw = 0;
    const internal: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 10_000; i++) {
      const body = randomBody(rnd, seat.transcript);
      let stdout = '';
      let writes = 0;
      const env = {
        ...seat.env,
        ...(i % 20 === 0 ? { OPENRIG_REFOCUS_NOW: '1' } : {}),
        ...(i % 97 === 0 ? { OPENRIG_REFOCUS_BUDGET_MS: String(rnd() * 1e6 - 1e5) } : {}),
      };
      let code: number;
      try {
        const stderr: string[] = [];
        const r = await runRefocusHook({
          argv: ['--runtime', runtime],
          env,
          cwd: seat.dir,
          readStdin: async () => body,
          out: async (t) => {
            stdout += t;
            writes++;
          },
          err: (l) => {
            stderr.push(l);
          },
          lookups,
        });
        code = r.code;
        if (r.path === 'error') internal.push(`${body.slice(0, 120)} → ${stderr.join(' | ').slice(0, 200)}`);
      } catch {
        threw++;
        code = 1;
      }
      assert.is(code, 0);
      assert.ok(writes <= 1);
      if (stdout) {
        printed++;
        assert.match(stdout, SHAPE);
        const parsed = JSON.parse(stdout);
        assert.is(parsed.hookSpecificOutput.hookEventName, 'UserPromptSubmit');
        assert.is(typeof parsed.hookSpecificOutput.additionalContext, 'string');
      }
    }
    assert.is(threw, 0);
    assert.equal(internal.slice(0, 3), [], `${internal.length} runs took the internal-error path`);
    assert.ok(printed > 0);
    console.log(
      `figure: fuzz ${runtime}: 10000 bodies in ${Date.now() - started} ms, ${printed} printed the exact shape, 0 non-zero`,
    );
  });
}

test.run();
