// Pure decisions of a hook process's end (lib/hook/process-end.ts does the ending): which active
// resources are calls on libuv's thread pool, and whether to exit, wait or end by signal.

/** The requests a hook puts on libuv's thread pool (file system, name lookup), as process.getActiveResourcesInfo() names them. */
const POOL_REQUEST = /^(FSReq|FileHandleCloseReq|GetAddrInfoReqWrap|GetNameInfoReqWrap)/;

/** Pure: how many of the active resources are thread-pool requests. */
export function poolRequestsInFlight(resources: readonly string[]): number {
  return resources.filter((r) => POOL_REQUEST.test(r)).length;
}

export type Ending = 'exit' | 'wait' | 'signal';

/**
 * Pure: exit when nothing is on the pool, or when the run abandoned nothing (whatever is left is its
 * own finishing call, which Node's exit waits for); otherwise wait out the grace, then the signal.
 */
export function endingFor(s: { inFlight: number; abandoned: boolean; graceLeftMs: number }): Ending {
  if (s.inFlight === 0 || !s.abandoned) return 'exit';
  return s.graceLeftMs > 0 ? 'wait' : 'signal';
}
