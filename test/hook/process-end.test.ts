// How a hook process ends: the pure decisions (lib/hook/end-decision.ts), by table. The process
// behaviour itself (a hung open() on the pool, the end signal, claude.json's mapping) is
// test/refocus/hung-fs.proc.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { constants } from 'node:os';
import { endingFor, poolRequestsInFlight } from '../../lib/hook/end-decision.js';
import { END_SIGNAL } from '../../lib/hook/process-end.js';

test('pool requests among the active resources, by the names Node gives them', () => {
  const rows: [string[], number][] = [
    [[], 0],
    [['Timeout', 'Immediate', 'TTYWrap', 'PipeWrap', 'TCPWrap', 'ProcessWrap', 'SignalWrap'], 0],
    [['FSReqCallback'], 1],
    [['FSReqPromise', 'Timeout'], 1],
    [['FileHandleCloseReq'], 1],
    [['GetAddrInfoReqWrap', 'GetNameInfoReqWrap'], 2],
    [['FSReqCallback', 'FSReqCallback', 'Timeout', 'PipeWrap'], 2],
    [['WriteWrap', 'ShutdownWrap', 'QueryWrap'], 0],
  ];
  for (const [resources, want] of rows) assert.is(poolRequestsInFlight(resources), want, resources.join(','));
});

test('ending: exit unless the run abandoned a call still on the pool; wait out the grace, then the signal', () => {
  const rows: [{ inFlight: number; abandoned: boolean; graceLeftMs: number }, string][] = [
    [{ inFlight: 0, abandoned: false, graceLeftMs: 100 }, 'exit'],
    [{ inFlight: 0, abandoned: true, graceLeftMs: 100 }, 'exit'],
    [{ inFlight: 0, abandoned: true, graceLeftMs: 0 }, 'exit'],
    [{ inFlight: 1, abandoned: false, graceLeftMs: 0 }, 'exit'],
    [{ inFlight: 3, abandoned: false, graceLeftMs: -5 }, 'exit'],
    [{ inFlight: 1, abandoned: true, graceLeftMs: 100 }, 'wait'],
    [{ inFlight: 1, abandoned: true, graceLeftMs: 1 }, 'wait'],
    [{ inFlight: 1, abandoned: true, graceLeftMs: 0 }, 'signal'],
    [{ inFlight: 2, abandoned: true, graceLeftMs: -1 }, 'signal'],
  ];
  for (const [s, want] of rows) assert.is(endingFor(s), want, JSON.stringify(s));
});

test('the end signal terminates by default and is not SIGKILL (only this deliberate end is mapped to success)', () => {
  assert.is.not(END_SIGNAL, 'SIGKILL');
  assert.ok(constants.signals[END_SIGNAL] > 0);
  assert.not.ok(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGPIPE', 'SIGUSR1', 'SIGQUIT'].includes(END_SIGNAL));
});

test.run();
