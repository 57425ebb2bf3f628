// `rig trace` as a program of its own: the body of the trace-to-root executable, and of the refocus
// hook bundle run with --trace (route-command.ts), so the route a work packet prints runs from the
// plugin folder itself in a seat that has no OpenRig executable on its PATH. Exit codes: 0; 1 for
// --check with failures or a refused input; 2 for usage.
import { traceCommand } from './trace.js';
import { createContext } from './cli-context.js';
import { helpText, wantsHelp } from './command.js';
import { failureReport } from './errors.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function traceMain(argv: string[]): Promise<number> {
  const io = {
    out: (text: string) => {
      process.stdout.write(text);
    },
    err: (text: string) => {
      process.stderr.write(text);
    },
    readStdin,
  };
  if (wantsHelp(argv)) {
    io.out(helpText(traceCommand));
    return 0;
  }
  try {
    await traceCommand.run(argv, createContext(io, process.env, process.cwd(), process.argv[1]));
    return 0;
  } catch (err) {
    const { line, exitCode } = failureReport(err);
    io.err(line);
    return exitCode;
  }
}
