// rig trace (also the `trace-to-root` executable): the path-only trace of the topology and work
// trees. Same flags, same bytes on stdout, either way.
import { resolve } from 'node:path';
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { say, printJson, advise, type Context } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { renderTrace, type TraceOptions } from '../trace/render.js';
import { traceDefaultsFromEnv, TREES, DEPTHS, type Trees, type DepthName } from '../trace/env-options.js';
import { readTextFile } from '../trace/trace-fs.js';

/** Work evidence larger than this is refused as unreadable (a whoami answer is a few KiB). */
const MAX_CANDIDATES_BYTES = 4 * 1024 * 1024;

async function readCandidates(ctx: Context, source: string): Promise<NonNullable<TraceOptions['workCandidates']>> {
  let text: string;
  if (source === '-') {
    if (!ctx.io.readStdin) return { unreadable: 'no standard input' };
    try {
      text = await ctx.io.readStdin();
    } catch (err) {
      return { unreadable: `standard input: ${err instanceof Error ? err.message : String(err)}` };
    }
  } else {
    const path = resolve(ctx.cwd, source);
    const r = await readTextFile(path);
    if (r.kind === 'missing') return { unreadable: `no such file: ${path}` };
    if (r.kind !== 'text') return { unreadable: `${path}: ${r.kind === 'unreadable' ? r.reason : r.kind}` };
    if (r.truncated) return { unreadable: `${path} is larger than the trace reads` };
    text = r.text;
  }
  if (Buffer.byteLength(text) > MAX_CANDIDATES_BYTES)
    return { unreadable: `larger than ${MAX_CANDIDATES_BYTES} bytes` };
  try {
    return JSON.parse(text) as TraceOptions['workCandidates'] & object;
  } catch (err) {
    return { unreadable: `not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
}

function choice<T extends string>(
  flag: string | undefined,
  name: string,
  allowed: readonly T[],
  example: T,
): T | undefined {
  if (flag === undefined) return undefined;
  if ((allowed as readonly string[]).includes(flag)) return flag as T;
  throw usageError(`--${name} must be one of ${allowed.join(', ')} (got "${flag}")`, `e.g. --${name} ${example}`);
}

export const traceCommand = defineCommand(
  {
    name: 'trace',
    usage: [
      'rig trace [--trees topology|work|both] [--depth light|full] [--topology-start DIR] [--work-start DIR] [--packet] [--check] [--json]',
      'rig trace [--work-basis TEXT | --work-unknown TEXT | --work-candidates PATH|-] [--packet] [--check]',
    ],
    details: `The trace-to-root executable is this command under its own name: same flags, output and exit codes.

Walks from a start folder up to the configured root and prints each level's chain file:
LEARNED.md on the topology side (rigs/<rig>/seats/<seat>/ under topology.root), SPEC.md (else
README.md) with notes on the work side (missions/<m>/slices/<s>/ under workspace.root). Shelf
folders (rigs, pods, seats, missions, slices) are not levels. Nothing inside a file is followed:
a missing link is reported as MISSING LINK, a broken one as a TRACE GAP.

  --trees      default $OPENRIG_REFOCUS_TREES, else both
  --depth      light: about 800 characters of each LEARNED.md, the spec intent, a notes pointer;
               full: whole files. Default $OPENRIG_REFOCUS_DEPTH, else light
  --topology-start  default $OPENRIG_REFOCUS_TOPOLOGY_NODE, else the seat of a canonical
               $OPENRIG_SESSION_NAME (member@rig), else the seat record of $OPENRIG_NODE_ID/$OPENRIG_NODE
  --work-start default $OPENRIG_REFOCUS_WORK_NODE; without one, --work-candidates, --work-basis or
               --work-unknown decide, else the nearest spec folder above the current folder
  --packet     the work packet: MY JOB HERE / STANDING DUTIES of the seat, Current state of notes and
               PROGRESS.md, age cues (threshold $OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS, default 14)
  --work-candidates  labelled work evidence (rig queue whoami --work-candidates) from a file or stdin
  --check      exit 1 when any failure was recorded; stdout is the same text
  --json       {ok, failed, failures, text}

Notes of a level are <level>/NOTES.md, else <level>/notes.md (see rig scope resolve-notes).
Roots come from live config: rig config get topology.root / workspace.root.`,
  },
  {
    args: {
      string: ['trees', 'depth', 'topology-start', 'work-start', 'work-basis', 'work-unknown', 'work-candidates'],
      boolean: ['check', 'packet', 'json'],
    },
    options: (p) => ({
      trees: choice<Trees>(str(p, 'trees'), 'trees', TREES, 'both'),
      depth: choice<DepthName>(str(p, 'depth'), 'depth', DEPTHS, 'light'),
      topologyStart: str(p, 'topology-start'),
      workStart: str(p, 'work-start'),
      workBasis: str(p, 'work-basis'),
      workUnknown: str(p, 'work-unknown'),
      candidatesFrom: str(p, 'work-candidates'),
      packet: bool(p, 'packet'),
      check: bool(p, 'check'),
      json: bool(p, 'json'),
    }),
    async run(o, ctx) {
      // Flags win over the environment's defaults.
      const defaults = traceDefaultsFromEnv(ctx.env);
      for (const problem of defaults.problems) advise(ctx, `rig: note: ${problem}`);
      const result = await renderTrace({
        trees: o.trees ?? defaults.trees ?? 'both',
        depth: o.depth ?? defaults.depth ?? 'light',
        topologyStart: o.topologyStart ?? defaults.topologyStart,
        workStart: o.workStart ?? defaults.workStart,
        workBasis: o.workBasis,
        workUnknown: o.workUnknown,
        packet: o.packet,
        workCandidates: o.candidatesFrom === undefined ? undefined : await readCandidates(ctx, o.candidatesFrom),
        sessionName: defaults.sessionName,
        nodeId: defaults.nodeId,
        notesMaxAgeDays: defaults.notesMaxAgeDays,
        home: ctx.home,
        env: ctx.env,
        cwd: ctx.cwd,
      });
      if (o.json)
        printJson(ctx, { ok: !result.failed, failed: result.failed, failures: result.failures, text: result.text });
      else say(ctx, result.text);
      if (o.check && result.failed) {
        throw refused(
          `the trace recorded ${result.failures.length} failure${result.failures.length === 1 ? '' : 's'} (--check)`,
          'see the TRACE GAP and NOTES RESOLUTION GAP lines in the output',
        );
      }
    },
  },
);
