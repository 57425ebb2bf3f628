// The launch step of a Codex seat that selects openrig-core: install the plugin into the seat's
// CODEX_HOME the way Codex does, check the whole installed copy against this build's shipped copy,
// then approve, renew or leave the hooks' trust to Codex (trust-plan.ts decides), writing Codex's
// config.toml through the TOML library and OpenRig's record, both atomically. One CODEX_HOME at a
// time (a lock on the record), so two seats sharing it cannot interleave.
import { mkdirSync } from 'node:fs';
import { isDir } from '../util/is-dir.js';
import type { Env, HomePaths } from '../home/paths.js';
import { replaceDocument, withLock } from '../store/index.js';
import { bundleDifferences, readBundle } from './bundle.js';
import { queryClientHooks, type ClientHook } from './client-hooks.js';
import { codexProgram, seatCodexHome } from './codex-home.js';
import { findProgram, runCodex } from './codex-cli.js';
import { readConfig, writeConfig, type WriteFile } from './config-file.js';
import { CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_ID, CODEX_PLUGIN_NAME } from './facts.js';
import { hookStates, marketplaceSource, withApprovals } from './hook-state.js';
import { planInstall, type InstallStep } from './install-plan.js';
import { ensureMarketplace, manifestVersion, shippedCodexPlugin } from './marketplace.js';
import { identitiesIn, readCodexHomeState } from './read-state.js';
import { classifyCodexPlugin, codexPluginAdvice, type CodexPluginStatus } from './status.js';
import { planTrust, type TrustOutcome } from './trust-plan.js';
import { trustRecordKind, type TrustRecord } from './trust-record.js';
import { folderDigest } from './bundle.js';

export interface EnsureCodexPluginInput {
  home: HomePaths;
  /** The seat's spec env and the environment `rig up` runs in. */
  specEnv: Readonly<Record<string, string>>;
  launchingEnv: Env;
  /** The seat's command (its codex program is the first word, else `codex`). */
  command: string;
  /** The seat's project folder (Codex's cwd). */
  projectDir: string;
  /** Seams for tests. */
  queryHooks?: typeof queryClientHooks;
  codex?: typeof runCodex;
  writeFile?: WriteFile;
  now?: () => Date;
}

export interface EnsureCodexPluginResult {
  codexHome?: string;
  install?: InstallStep;
  trust?: TrustOutcome;
  reason: string;
  status?: CodexPluginStatus;
  /** One line for `rig up`: the state and, when something is left to do, what. */
  line: string;
}

function seatProcessEnv(specEnv: Readonly<Record<string, string>>, launching: Env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(launching)) if (v !== undefined) env[k] = v;
  return { ...env, ...specEnv, DISABLE_AUTOUPDATER: '1' };
}

function summary(r: Omit<EnsureCodexPluginResult, 'line'>): string {
  const s = r.status;
  if (!s) return `codex plugin: ${r.reason}`;
  const head = `codex plugin ${CODEX_PLUGIN_NAME}${s.version ? ` ${s.version}` : ''}: ${s.state} (${r.reason})`;
  return s.state === 'trusted' ? head : `${head}; ${codexPluginAdvice(s.state)}`;
}

export async function ensureCodexPlugin(input: EnsureCodexPluginInput): Promise<EnsureCodexPluginResult> {
  const done = (r: Omit<EnsureCodexPluginResult, 'line'>): EnsureCodexPluginResult => ({ ...r, line: summary(r) });
  const where = seatCodexHome(input.specEnv, input.launchingEnv);
  if (!where) return done({ reason: 'no CODEX_HOME and no HOME for the seat; plugin not installed' });
  const env = seatProcessEnv(input.specEnv, input.launchingEnv);
  const program = codexProgram(input.command);
  // Nothing is touched (not even a lock in CODEX_HOME) for a seat whose codex cannot run.
  if (!input.codex && !findProgram(program, env.PATH))
    return done({ codexHome: where.dir, reason: `${program} not found on the seat's PATH; plugin not installed` });
  if (!isDir(where.dir)) {
    if (where.explicit)
      return done({
        codexHome: where.dir,
        reason: `CODEX_HOME ${where.dir} does not exist; create it, then rig up again`,
      });
    mkdirSync(where.dir, { recursive: true, mode: 0o700 });
  }
  const run = { program, env, cwd: input.projectDir };
  const codex = input.codex ?? runCodex;
  const queryHooks = input.queryHooks ?? queryClientHooks;
  const shipped = shippedCodexPlugin({ ...input.launchingEnv, ...input.specEnv });
  const version = manifestVersion(shipped);
  if (!version)
    return done({ codexHome: where.dir, reason: `the shipped Codex plugin at ${shipped} has no readable version` });
  const recordPath = readCodexHomeState(where.dir, undefined).paths.record;

  return withLock(recordPath, async (lock) => {
    const before = readCodexHomeState(where.dir, shipped, version);
    const shippedBundle = readBundle(shipped).files;
    const shippedDigest = before.input.shippedDigest!;
    const wasInstalled = before.installedVersion !== undefined;
    const step = planInstall({
      pluginEnabled: before.input.pluginEnabled,
      installedDigest: before.input.installedDigest,
      shippedDigest,
      record: before.input.record,
    });
    if (step === 'disabled')
      return done({
        codexHome: where.dir,
        install: step,
        reason: 'disabled by the user; left alone',
        status: classifyCodexPlugin(before.input),
      });

    const installs = step === 'install' || step === 'upgrade' || step === 'update-unproven';
    if (installs) {
      const mkt = await ensureMarketplace(input.home, shipped);
      // The marketplace named openrig is OpenRig's: one registered from another home is re-pointed
      // (removing a marketplace entry keeps the installed plugin and its hook state).
      const registered = marketplaceSource(before.config.value, CODEX_MARKETPLACE_NAME);
      if (registered !== mkt) {
        if (registered !== undefined) await codex(run, ['plugin', 'marketplace', 'remove', CODEX_MARKETPLACE_NAME]);
        await codex(run, ['plugin', 'marketplace', 'add', mkt]);
      }
      await codex(run, ['plugin', 'add', CODEX_PLUGIN_ID]);
    }
    const after = installs ? readCodexHomeState(where.dir, shipped, version) : before;
    const installedDir = after.installedVersion === version ? after.installedDir : undefined;
    if (!installedDir)
      return done({
        codexHome: where.dir,
        install: step,
        reason: `Codex did not install ${CODEX_PLUGIN_ID} ${version}`,
        status: classifyCodexPlugin(after.input),
      });
    const differences = bundleDifferences(shippedBundle, readBundle(installedDir).files);
    const identities = identitiesIn(shipped);
    const fastTrusted = classifyCodexPlugin(after.input);
    if (!differences.length && fastTrusted.state === 'trusted' && fastTrusted.approvedBy === 'openrig')
      return done({
        codexHome: where.dir,
        install: step,
        trust: 'already-trusted',
        reason: 'unchanged',
        status: fastTrusted,
      });

    let client: ClientHook[] = [];
    if (!differences.length) {
      try {
        client = await queryHooks({ program: run.program, env, cwd: input.projectDir });
      } catch (err) {
        return done({
          codexHome: where.dir,
          install: step,
          reason: `trust not checked: ${(err as Error).message}`,
          status: fastTrusted,
        });
      }
    }
    const plan = planTrust({
      pluginId: CODEX_PLUGIN_ID,
      wasInstalled,
      bundleMatches: differences.length === 0,
      bundleDifferences: differences,
      identities,
      client,
      states: hookStates(
        after.config.value,
        identities.map((i) => i.key),
      ),
      record: after.input.record,
    });
    if (Object.keys(plan.writes).length && plan.contentHash) {
      // Read again right before writing: Codex or the user may have changed the file meanwhile.
      const fresh = readConfig(after.paths.config);
      lock.assertHeld();
      await writeConfig(after.paths.config, fresh, withApprovals(fresh.value, plan.writes), input.writeFile);
      const record: TrustRecord = {
        schema: 'codex-hook-trust',
        version: 1,
        pluginId: CODEX_PLUGIN_ID,
        pluginVersion: version,
        bundleDigest: folderDigest(installedDir)!,
        contentHash: plan.contentHash,
        hooks: Object.fromEntries(identities.map((i) => [i.key, i.hash])),
        approvedAt: (input.now?.() ?? new Date()).toISOString(),
      };
      await replaceDocument(trustRecordKind, after.paths.record, record, lock);
    }
    const wrote = Object.keys(plan.writes).length > 0;
    const clientUntrusted =
      !wrote &&
      client.some((h) => h.pluginId === CODEX_PLUGIN_ID && h.trustStatus !== 'trusted' && h.trustStatus !== 'managed');
    const final = classifyCodexPlugin({ ...readCodexHomeState(where.dir, shipped, version).input, clientUntrusted });
    return done({ codexHome: where.dir, install: step, trust: plan.outcome, reason: plan.reason, status: final });
  });
}
