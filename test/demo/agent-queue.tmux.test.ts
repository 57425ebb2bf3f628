// The scripted agent, like Claude Code, keeps a prompt submitted while a turn runs and takes it
// when the turn ends: every prompt fires its own UserPromptSubmit once, in the order submitted.
// (It used to drop such a prompt, so a burst of sends into a scripted seat lost messages that a
// real client would have taken: bench/send-throughput.bench.ts counts arrivals through this hook.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { REPO } from '../helpers/cli.js';
import { claudeRecorderPlugin, eventsNamed } from '../real/lib/hook-recorder.js';

const agent = join(REPO, 'dist', 'bin', 'demo-agent.cjs');

const run = tmuxAvailable() ? test : test.skip;
if (!tmuxAvailable()) console.log('skipped: tmux is not installed');

run('prompts submitted during a turn are taken after it, each once and in order', async () => {
  const dir = tempDir();
  const proj = join(dir, 'proj');
  mkdirSync(proj);
  const log = join(dir, 'hooks.jsonl');
  const recorder = claudeRecorderPlugin(dir, log, ['UserPromptSubmit', 'Stop']);
  const tmux = privateTmux();
  // A turn long enough that the next prompts surely arrive while it runs, even on a loaded machine.
  tmux.newPane('agent', { width: 100, height: 40 }, [
    '-c',
    proj,
    '-e',
    `CLAUDE_CODE_PLUGIN_DIRS=${recorder}`,
    '-e',
    `HOME=${dir}`,
    process.execPath,
    agent,
    '--turn-ms',
    '3000',
  ]);
  const screen = () => tmux.run('capture-pane', '-p', '-t', '=agent:');
  /** A bracketed paste of `text`, then Enter once the composer shows it (no typed-burst newline). */
  const submit = async (text: string) => {
    tmux.run('set-buffer', '-b', 'q', text);
    tmux.run('paste-buffer', '-p', '-r', '-d', '-b', 'q', '-t', '=agent:');
    await waitFor(() => screen().includes(`❯\u00a0${text}`) || undefined, 10_000, `"${text}" in the composer`);
    tmux.run('send-keys', '-t', '=agent:', 'Enter');
    await waitFor(() => !screen().includes(`❯\u00a0${text}`) || undefined, 10_000, `"${text}" submitted`);
  };
  const prompts = () => eventsNamed(log, 'UserPromptSubmit').map((r) => r.stdin.prompt);
  try {
    await waitFor(() => screen().includes('SCRIPTED DEMO AGENT') || undefined, 10_000, 'the agent');
    await submit('first prompt');
    await waitFor(() => prompts().length === 1 || undefined, 10_000, 'the first UserPromptSubmit');
    // The first turn is still running (no Stop yet): these two arrive while it is busy.
    await submit('second prompt');
    await submit('third prompt');
    assert.is(eventsNamed(log, 'Stop').length, 0, 'both were submitted during the first turn');
    await waitFor(() => eventsNamed(log, 'Stop').length === 3 || undefined, 30_000, 'three turns ended');
    assert.equal(prompts(), ['first prompt', 'second prompt', 'third prompt']);
  } finally {
    tmux.kill();
  }
});

test.run();
