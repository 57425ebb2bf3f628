// How a Claude seat gets the sensor (lib/context-usage/launch.ts): a launch step adding
// `--settings FILE` unless the command passes its own (the launch plan adds arguments to one
// simple command only, lib/rig/launch-plan.ts); the settings name the vendored script with a
// refresh interval (the user's shorter one kept); the file is written 0600 under the home, never
// into the project; other runtimes and seats without openrig-core are launched as before.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SENSOR_REFRESH_S,
  passesOwnSettings,
  sensorLaunchStep,
  sensorSettings,
} from '../../lib/context-usage/launch.js';
import { composeCommand, launchArgs } from '../../lib/rig/launch-plan.js';
import type { LaunchContext } from '../../lib/seat/launch-contract.js';
import { homePaths, sensorSettingsPath } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';

test("the sensor flag: simple commands only (an exec'd one included), never over the seat's own --settings, quoted", () => {
  const f = '/h/context-usage/n-1/claude-settings.json';
  const rows: [string, string | null][] = [
    ['claude', `claude --settings ${f}`],
    ['claude --permission-mode default  ', `claude --permission-mode default --settings ${f}`],
    ['/opt/bin/claude --plugin-dir "/a b"', `/opt/bin/claude --plugin-dir "/a b" --settings ${f}`],
    ['exec "${DEMO_NODE:-node}" "${DEMO_AGENT}"', `exec "\${DEMO_NODE:-node}" "\${DEMO_AGENT}" --settings ${f}`],
    ['claude --settings mine.json', null],
    ['claude --settings=mine.json', null],
    ['claude | tee log', null],
    ['cd x && claude', null],
    ['FOO=1 claude', null],
    ['claude; echo done', null],
  ];
  const launch = (cmd: string) => {
    if (passesOwnSettings(cmd)) return null;
    const c = composeCommand(cmd, launchArgs([{ source: 'sensor', options: ['--settings', f] }]));
    return c.ok ? c.command : null;
  };
  for (const [cmd, want] of rows) assert.is(launch(cmd), want, cmd);
  const quoted = composeCommand(
    'claude',
    launchArgs([{ source: 'sensor', options: ['--settings', "/it's/here.json"] }]),
  );
  assert.is(quoted.ok && quoted.command, `claude --settings '/it'\\''s/here.json'`);
});

test('sensorSettings: the vendored wrapper by /bin/sh with the seat’s folder, quoted; the refresh interval, a user’s shorter interval kept', () => {
  assert.is(SENSOR_REFRESH_S, 30);
  const cmd = "/bin/sh /h/plugins/openrig-core/hooks/statusline.sh '/h/context usage/n-1'";
  const rows: [number | undefined, number][] = [
    [undefined, 30],
    [5, 5],
    [30, 30],
    [120, 30],
    [1, 1],
    [0.5, 30],
    [0, 30],
  ];
  for (const [user, want] of rows)
    assert.equal(
      sensorSettings('/h/plugins/openrig-core/hooks/statusline.sh', '/h/context usage/n-1', user),
      { statusLine: { type: 'command', command: cmd, refreshInterval: want } },
      String(user),
    );
});

test('sensorLaunchStep: writes the seat’s settings (0600) and the user’s command for the wrapper under the home, nothing in the project', async () => {
  const dir = tempDir('openrig-launch-');
  const home = homePaths(join(dir, 'openrig'));
  const proj = join(dir, 'proj');
  const user = join(dir, 'user');
  mkdirSync(proj);
  mkdirSync(join(user, '.claude'), { recursive: true });
  writeFileSync(
    join(user, '.claude', 'settings.json'),
    JSON.stringify({ statusLine: { type: 'command', command: "echo 'mine'", refreshInterval: 3 } }),
  );
  const seat = {
    nodeId: 'n-0123456789abcdef',
    runtime: 'claude-code' as const,
    plugins: ['openrig-core'],
    projectDir: proj,
  };
  const file = sensorSettingsPath(home, seat.nodeId);
  const ctx = (over: Partial<LaunchContext>): LaunchContext => ({
    home,
    rig: 'r',
    seat: 's',
    occupant: 'o-1',
    kind: 'fresh',
    command: 'claude',
    env: { HOME: user },
    ...seat,
    ...over,
  });
  assert.equal(await sensorLaunchStep(ctx({})), { source: 'sensor', options: ['--settings', file] });
  assert.is(statSync(file).mode & 0o777, 0o600);
  const written = readFileSync(file, 'utf8');
  const settings = JSON.parse(written);
  assert.is(written, `${JSON.stringify(settings, null, 2)}\n`);
  assert.is(settings.statusLine.refreshInterval, 3);
  const seatDir = join(home.contextUsage, seat.nodeId);
  assert.is(
    settings.statusLine.command,
    `/bin/sh ${join(home.vendoredCorePlugin, 'hooks', 'statusline.sh')} ${seatDir}`,
  );
  // The wrapper's first run starts the user's command beside the sensor: recorded, 0600.
  const recorded = join(seatDir, 'chained-command.sh');
  assert.is(readFileSync(recorded, 'utf8'), `c='echo '\\''mine'\\'''\n`);
  assert.is(statSync(recorded).mode & 0o777, 0o600);
  assert.equal(readdirSync(proj), [], 'nothing written into the project');
  // A user who dropped their line: the next launch removes the record.
  writeFileSync(join(user, '.claude', 'settings.json'), '{}');
  await sensorLaunchStep(ctx({}));
  assert.not.ok(readdirSync(seatDir).includes('chained-command.sh'));
  // Other runtimes, seats without the core plugin, a command with its own --settings: unchanged.
  assert.is(await sensorLaunchStep(ctx({ runtime: 'codex', command: 'codex' })), undefined);
  assert.is(await sensorLaunchStep(ctx({ plugins: [] })), undefined);
  assert.is(await sensorLaunchStep(ctx({ command: 'claude --settings a.json' })), undefined);
});

test.run();
