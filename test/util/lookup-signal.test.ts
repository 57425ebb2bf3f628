// CutSignal: the part of AbortSignal the lookups use, with the same behaviour where they rely on it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CutSignal, type LookupSignal } from '../../lib/util/lookup-signal.js';
import { untilAborted } from '../../lib/util/until-aborted.js';

function behaviour(make: () => { signal: LookupSignal; abort: (r: unknown) => void }) {
  const { signal, abort } = make();
  const seen: string[] = [];
  const a = () => seen.push('a');
  const b = () => seen.push('b');
  const c = () => seen.push('c');
  signal.addEventListener('abort', a, { once: true });
  signal.addEventListener('abort', b, { once: true });
  signal.addEventListener('abort', c, { once: true });
  signal.removeEventListener('abort', b);
  const before = {
    aborted: signal.aborted,
    threw: (() => {
      try {
        signal.throwIfAborted();
        return false;
      } catch {
        return true;
      }
    })(),
  };
  const reason = new Error('cut at its 5 ms deadline');
  abort(reason);
  abort(new Error('second'));
  let thrown: unknown;
  try {
    signal.throwIfAborted();
  } catch (e) {
    thrown = e;
  }
  const late: string[] = [];
  signal.addEventListener('abort', () => late.push('late'));
  return {
    before,
    seen,
    aborted: signal.aborted,
    sameReason: signal.reason === reason,
    thrownIsReason: thrown === reason,
    late,
  };
}

test('CutSignal behaves as AbortSignal does for every use the lookups make', () => {
  const real = behaviour(() => {
    const c = new AbortController();
    return { signal: c.signal, abort: (r) => c.abort(r) };
  });
  const cut = behaviour(() => {
    const s = new CutSignal();
    return { signal: s, abort: (r) => s.abort(r) };
  });
  assert.equal(cut, real);
  assert.equal(cut.seen, ['a', 'c']);
  assert.equal(cut.before, { aborted: false, threw: false });
});

test('untilAborted with a CutSignal: stops waiting at the cut, hands a late value to onLate', async () => {
  const s = new CutSignal();
  let release!: (v: string) => void;
  const slow = new Promise<string>((r) => {
    release = r;
  });
  const late: string[] = [];
  const raced = untilAborted(
    slow,
    s,
    () => new Error('stopped'),
    (v) => late.push(v),
  );
  s.abort(new Error('deadline'));
  assert.equal(
    await raced.then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
    'stopped',
  );
  release('value');
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(late, ['value']);
  assert.is(await untilAborted(Promise.resolve(7), new CutSignal(), () => new Error('x')), 7);
});

test.run();
