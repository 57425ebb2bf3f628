// The command the work packet's route names: one that renders the trace again in any seat, so
// it never depends on OpenRig's executables being on the seat's PATH. It is this very process's
// Node and script, by absolute path: the refocus hook bundle (run with --trace), or the CLI bundle
// the trace came from (trace-to-root, or rig with its trace verb). Anything else (a test under tsx)
// falls back to the executable's name.

/** The executable's name, for a trace rendered where no absolute command is known. */
export const ROUTE_FALLBACK = 'trace-to-root';
/** The flag that makes the refocus hook bundle render a trace instead of running as a hook. */
export const HOOK_TRACE_FLAG = '--trace';

/** Pure: one word for sh, quoted only when it needs to be. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_/.,:@%+=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Pure: the route's command for a process running `script` under `execPath` (process.argv[1]). */
export function routeCommandFor(execPath: string, script: string | undefined): string {
  if (!script?.startsWith('/')) return ROUTE_FALLBACK;
  const name = base(script);
  const run = `${shellWord(execPath)} ${shellWord(script)}`;
  if (name === 'trace-to-root.cjs' || name === 'trace-to-root') return run;
  // `openrig` is the package's name for rig too: the executable npx runs (package.json's bin).
  if (name === 'rig.cjs' || name === 'rig' || name === 'openrig') return `${run} trace`;
  if (name === 'refocus.cjs') return `${run} ${HOOK_TRACE_FLAG}`;
  return ROUTE_FALLBACK;
}
