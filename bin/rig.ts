// The `rig` executable: wires real stdio, environment and cwd into the CLI.
import { runCli } from '../lib/cli/main.js';
import { fdWriter } from '../lib/util/fd-write.js';
import { tty } from '../lib/util/lazy-builtins.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let outGone = false;
const stdout = fdWriter(
  1,
  () => process.stdout,
  () => {
    outGone = true;
  },
);
const stderr = fdWriter(2, () => process.stderr);

const io = {
  out: (text: string) => stdout(text),
  outBytes: (data: Uint8Array) => stdout(data),
  err: (text: string) => stderr(text),
  readStdin,
  // Asked only by a command that shows progress: node:tty and the stream cost milliseconds.
  errTerminal: () => (tty().isatty(2) ? { columns: process.stderr.columns || 80 } : undefined),
  interactive: () => tty().isatty(0) && tty().isatty(1),
  outClosed: () => outGone,
};

runCli(process.argv.slice(2), io, process.env, process.cwd(), process.argv[1]).then((code) => {
  process.exitCode = code;
});
