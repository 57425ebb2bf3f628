// rig daemon install / uninstall and what rig doctor says about the service, against a throwaway
// user home (HOME, XDG_CONFIG_HOME, XDG_RUNTIME_DIR all temporary: the machine's own systemd is
// never asked). systemd --user is "reachable" only where a test makes it so, with a stand-in
// systemctl on PATH that records its arguments.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE, json, rig } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { readSystemdUnit } from '../../lib/service/systemd-unit.js';

const user = tempDir('openrig-user-');
const cfg = join(user, 'cfg');
const runtime = join(user, 'run');
mkdirSync(runtime, { recursive: true });
const unitDir = join(cfg, 'systemd', 'user');
const base = { HOME: user, XDG_CONFIG_HOME: cfg, XDG_RUNTIME_DIR: runtime, PATH: process.env.PATH! };

const a = tempHome();
const b = tempHome();
mkdirSync(a.dir, { recursive: true });
mkdirSync(b.dir, { recursive: true });
const envA = { ...base, ...a.env };
const envB = { ...base, ...b.env };
const unitOf = (r: { stdout: string }) => /(openrig-daemon-[0-9a-f]{8}\.service)/.exec(r.stdout)?.[1];

test('--print shows the unit and writes nothing', async () => {
  const r = await rig(['daemon', 'install', '--print'], envA);
  assert.is(r.code, 0, r.stderr);
  const read = readSystemdUnit(r.stdout);
  assert.equal(read, {
    home: realpathSync(a.dir),
    argv: [process.execPath, realpathSync(RIG_BUNDLE), 'daemon', 'start', '--foreground'],
  });
  assert.match(r.stdout, /^Restart=on-failure$/m);
  assert.not.ok(existsSync(unitDir), 'nothing written');
  const j = json(await rig(['daemon', 'install', '--print', '--json'], envA));
  assert.is(j.written, false);
  assert.is(j.content, r.stdout);
});

let fileA = '';
test('install writes the unit 0600 and, systemd --user unreachable, prints the commands; again: unchanged', async () => {
  const r = await rig(['daemon', 'install'], envA);
  assert.is(r.code, 0, r.stderr);
  const name = unitOf(r)!;
  fileA = join(unitDir, name);
  assert.ok(existsSync(fileA), r.stdout);
  assert.is(statSync(fileA).mode & 0o777, 0o600);
  assert.match(r.stdout, `${fileA}: written`);
  assert.match(r.stdout, /systemd --user is not reachable from here; to enable and start it, run:/);
  assert.match(r.stdout, `systemctl --user enable --now ${name}`);
  const again = await rig(['daemon', 'install', '--json'], envA);
  assert.is(json(again).state, 'unchanged');
});

test('a second home gets a unit of its own; doctor tells this home from the other', async () => {
  const r = await rig(['daemon', 'install'], envB);
  assert.is(r.code, 0, r.stderr);
  assert.is.not(unitOf(r), undefined);
  assert.is.not(join(unitDir, unitOf(r)!), fileA);
  const d = json(await rig(['doctor', '--json'], envA));
  const service = d.findings.filter((f: any) => f.check === 'daemon-service');
  assert.equal(
    service.map((f: any) => [f.subject === fileA ? 'own' : 'other', f.state, f.ok]).sort(),
    [
      ['other', 'other-home', true],
      ['own', 'installed', true],
    ],
    JSON.stringify(service),
  );
});

test('doctor: a unit whose rig no longer exists is a todo that says to install again', async () => {
  const text = readFileSync(fileA, 'utf8');
  writeFileSync(fileA, text.replace(realpathSync(RIG_BUNDLE), join(user, 'gone', 'rig.cjs')));
  const r = await rig(['doctor'], envA);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /todo daemon-service: .*\n\s+stale: it runs .*gone\/rig\.cjs, which no longer exists/);
  assert.match(r.stdout, /do: run rig daemon install again/);
  assert.is(json(await rig(['daemon', 'install', '--json'], envA)).state, 'updated');
  const fixed = json(await rig(['doctor', '--json'], envA)).findings.find((f: any) => f.subject === fileA);
  assert.is(fixed.state, 'installed');
});

test('uninstall, unreachable: removes the unit and its enablement link, prints how to stop it; again: nothing to do', async () => {
  const wants = join(unitDir, 'default.target.wants');
  mkdirSync(wants, { recursive: true });
  const link = join(wants, fileA.split('/').pop()!);
  symlinkSync(fileA, link);
  const r = await rig(['daemon', 'uninstall'], envA);
  assert.is(r.code, 0, r.stderr);
  assert.not.ok(existsSync(fileA));
  assert.not.ok(existsSync(link), 'the link systemctl enable made is gone too');
  assert.match(r.stdout, /systemctl --user stop openrig-daemon-/);
  const again = await rig(['daemon', 'uninstall'], envA);
  assert.is(again.code, 0);
  assert.match(again.stdout, 'no daemon service is installed for this home');
  const d = json(await rig(['doctor', '--json'], envA)).findings.find((f: any) => f.subject === fileA);
  assert.is(d.state, 'not-installed');
});

test('reachable: install runs daemon-reload and enable --now; uninstall disable --now, then daemon-reload', async () => {
  const bin = join(user, 'bin');
  const log = join(user, 'systemctl.log');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'systemctl'), `#!/bin/sh\necho "$*" >> '${log}'\n`);
  chmodSync(join(bin, 'systemctl'), 0o755);
  mkdirSync(join(runtime, 'systemd'), { recursive: true });
  writeFileSync(join(runtime, 'systemd', 'private'), '');
  const env = { ...envA, PATH: `${bin}:${process.env.PATH}` };
  const r = await rig(['daemon', 'install'], env);
  assert.is(r.code, 0, r.stderr);
  const name = unitOf(r)!;
  assert.not.match(r.stdout, /not reachable/);
  const u = await rig(['daemon', 'uninstall'], env);
  assert.is(u.code, 0, u.stderr);
  assert.equal(readFileSync(log, 'utf8').trim().split('\n'), [
    '--user daemon-reload',
    `--user enable --now ${name}`,
    `--user disable --now ${name}`,
    '--user daemon-reload',
  ]);
  assert.not.ok(existsSync(join(unitDir, name)));
});

test('a failing systemctl is a refusal that names the command (exit refused), the unit stays written', async () => {
  const bin = join(user, 'bin-failing');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'systemctl'), '#!/bin/sh\necho "Failed to connect to bus" >&2\nexit 1\n');
  chmodSync(join(bin, 'systemctl'), 0o755);
  const r = await rig(['daemon', 'install'], { ...envA, PATH: `${bin}:${process.env.PATH}` });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /^rig: systemctl --user daemon-reload failed: Failed to connect to bus — run it yourself/);
  assert.ok(existsSync(fileA));
});

test.run();
