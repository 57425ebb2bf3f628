// The `rig` executable: wires real stdio, environment and cwd into the CLI.
import { runCli } from '../lib/cli/main.js';
import { fdWriter } from '../lib/util/fd-write.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const stdout = fdWriter(1, () => process.stdout);
const stderr = fdWriter(2, () => process.stderr);

const io = {
  out: (text: string) => stdout(text),
  outBytes: (data: Uint8Array) => stdout(data),
  err: (text: string) => stderr(text),
  readStdin,
};

runCli(process.argv.slice(2), io, process.env, process.cwd(), process.argv[1]).then((code) => {
  process.exitCode = code;
});
