// The scripted agent's hook runner (lib/demo/agent-hooks.ts): which registrations match, which
// plugin hook files it finds, and the additionalContext it reads back. Pure decisions, table-tested.
// Its own process: fireHooks runs each hook command through /bin/sh.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { additionalContext, fireHooks, loadPlugins, matches } from '../../lib/demo/agent-hooks.js';

test('matches: absent, empty and * match everything; otherwise an anchored pattern on the event field', () => {
  const rows: [string | undefined, string | undefined, boolean][] = [
    [undefined, 'Bash', true],
    ['', 'Bash', true],
    ['*', 'Bash', true],
    ['Bash', 'Bash', true],
    ['Bash', 'BashOutput', false],
    ['Edit|Write', 'Write', true],
    ['Edit|Write', 'Bash', false],
    ['permission_prompt', 'idle_prompt', false],
    ['Bash', undefined, true],
    ['(', '(', true],
    ['(', 'Bash', false],
  ];
  for (const [matcher, target, want] of rows) assert.is(matches(matcher, target), want, `${matcher} vs ${target}`);
});

function plugin(dir: string, name: string, manifest: Record<string, unknown>, file: string, hooks: unknown) {
  const root = join(dir, name);
  mkdirSync(join(root, '.claude-plugin'), { recursive: true });
  writeFileSync(join(root, '.claude-plugin', 'plugin.json'), JSON.stringify({ name, ...manifest }));
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), typeof hooks === 'string' ? hooks : JSON.stringify({ hooks }));
  return root;
}

test('loadPlugins: the manifest hooks path, else hooks/hooks.json; no manifest or a broken file registers nothing', () => {
  const dir = tempDir();
  const a = plugin(dir, 'a', { hooks: './hooks/claude.json' }, 'hooks/claude.json', { Stop: [] });
  const b = plugin(dir, 'b', {}, 'hooks/hooks.json', { UserPromptSubmit: [] });
  const broken = plugin(dir, 'c', {}, 'hooks/hooks.json', '{not json');
  const bare = join(dir, 'bare');
  mkdirSync(bare);
  const found = loadPlugins([a, '', b, broken, bare, join(dir, 'missing')].join(':'));
  assert.equal(
    found.map((p) => [p.name, Object.keys(p.hooks)]),
    [
      ['a', ['Stop']],
      ['b', ['UserPromptSubmit']],
    ],
  );
  assert.equal(loadPlugins(undefined), []);
});

test("fireHooks: each matching command gets the event's JSON on stdin and Claude's plugin env", async () => {
  const dir = tempDir();
  const out = join(dir, 'seen.jsonl');
  const rec = `"${process.execPath}" -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>require("fs").appendFileSync(${JSON.stringify(out)},JSON.stringify({tag:process.argv[1],stdin:JSON.parse(s),root:process.env.CLAUDE_PLUGIN_ROOT,proj:process.env.CLAUDE_PROJECT_DIR})+"\\n"))'`;
  const root = plugin(dir, 'p', {}, 'hooks/hooks.json', {
    PreToolUse: [
      { matcher: 'Bash', hooks: [{ type: 'command', command: `${rec} bash` }] },
      { matcher: 'Edit', hooks: [{ type: 'command', command: `${rec} edit` }] },
      {
        hooks: [
          { type: 'command', command: `${rec} any` },
          { type: 'prompt', command: `${rec} not-a-command` },
        ],
      },
    ],
  });
  const proj = join(dir, 'proj');
  mkdirSync(proj);
  const runs = await fireHooks(
    loadPlugins(root),
    { hook_event_name: 'PreToolUse', tool_name: 'Bash', session_id: 's1' },
    { projectDir: proj, home: dir },
  );
  assert.equal(runs.map((r) => r.code).sort(), [0, 0]);
  const { readFileSync } = await import('node:fs');
  const seen = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(seen.map((s) => s.tag).sort(), ['any', 'bash']);
  for (const s of seen) {
    assert.equal(s.stdin, { hook_event_name: 'PreToolUse', tool_name: 'Bash', session_id: 's1' });
    assert.is(s.root, root);
    assert.is(s.proj, proj);
  }
});

test('fireHooks: a hook over its timeout is killed and reported', async () => {
  const dir = tempDir();
  const root = plugin(dir, 'slow', {}, 'hooks/hooks.json', {
    Stop: [{ hooks: [{ type: 'command', command: 'sleep 5', timeout: 0.2 }] }],
  });
  const t0 = Date.now();
  const [run] = await fireHooks(loadPlugins(root), { hook_event_name: 'Stop' }, { projectDir: dir, home: dir });
  assert.ok(Date.now() - t0 < 3000);
  assert.is(run!.timedOut, true);
});

test('additionalContext: only hookSpecificOutput.additionalContext text from a JSON object', () => {
  const rows: [string, string | undefined][] = [
    ['', undefined],
    ['plain text', undefined],
    ['{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"CTX"}}\n', 'CTX'],
    ['{"hookSpecificOutput":{"additionalContext":42}}', undefined],
    ['{"decision":"block","reason":"no"}', undefined],
    ['{broken', undefined],
  ];
  for (const [stdout, want] of rows) assert.is(additionalContext(stdout), want, stdout);
});

test.run();
