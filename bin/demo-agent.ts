// The `rig demo` scripted agent (lib/demo/agent.ts), and the scripted composer alone:
//   demo-agent [--turn-ms MS] [--notify-ms MS]     the agent (what the demo's agent seat runs)
//   demo-agent composer <claude|codex> <state-file> [options]
//                                                  the composer only (lib/demo/composer.ts), the
//                                                  stand-in client of the real-tmux tests
import { parseComposerArgs, startComposer } from '../lib/demo/composer.js';
import { parseAgentArgs, runAgent } from '../lib/demo/agent.js';

const [first, ...rest] = process.argv.slice(2);
if (first === 'composer') {
  const opts = parseComposerArgs(rest);
  if (!opts) {
    process.stderr.write('usage: demo-agent composer <claude|codex> <state-file> [options]\n');
    process.exit(2);
  }
  startComposer(opts);
} else {
  runAgent(parseAgentArgs(process.argv.slice(2)));
}
