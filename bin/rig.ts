// The `rig` executable: wires real stdio, environment and cwd into the CLI.
import { runCli } from '../lib/cli/main.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const io = {
  out: (text: string) => { process.stdout.write(text); },
  outBytes: (data: Uint8Array) => { process.stdout.write(data); },
  err: (text: string) => { process.stderr.write(text); },
  readStdin,
};

runCli(process.argv.slice(2), io, process.env, process.cwd(), process.argv[1]).then((code) => {
  process.exitCode = code;
});
