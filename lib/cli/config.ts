// rig config — read and set instance configuration.
import type { Command } from './command.js';
import { parseArgs, bool } from './args.js';
import { say, printJson } from './cli-context.js';
import { usageError } from './errors.js';
import { resolveConfig, setConfigValue, isConfigKey, KNOWN_CONFIG_KEYS, CONFIG_KEYS } from '../config/config.js';

function checkKey(key: string | undefined): asserts key is (typeof KNOWN_CONFIG_KEYS)[number] {
  if (key === undefined) throw usageError('a config key is required', `known keys: ${KNOWN_CONFIG_KEYS.join(', ')}`);
  if (!isConfigKey(key)) throw usageError(`unknown config key "${key}"`, `known keys: ${KNOWN_CONFIG_KEYS.join(', ')}`);
}

export const configCommand: Command = {
  name: 'config',
  usage: ['rig config [--json]', 'rig config get KEY [--json]', 'rig config set KEY VALUE'],
  details: `Keys (environment override in brackets):\n${KNOWN_CONFIG_KEYS.map((k) => `  ${k.padEnd(15)} [${CONFIG_KEYS[k].env}] ${CONFIG_KEYS[k].describe}`).join('\n')}\n\nWithout a verb, prints every key with its resolved value and source (env, config or default).`,
  async run(argv, ctx) {
    const args = parseArgs(argv, { boolean: ['json'] }, 'config');
    const [verb, key, value, ...extra] = args.positionals;
    const json = bool(args, 'json');
    if (verb === undefined) {
      const resolved = resolveConfig(ctx.home, ctx.env, ctx.cwd);
      if (json) {
        const out: Record<string, unknown> = {};
        for (const k of KNOWN_CONFIG_KEYS) {
          const [section, field] = k.split('.') as [string, string];
          out[section] = { ...(out[section] as object), [field]: resolved[k].value };
        }
        printJson(ctx, {
          config: out,
          sources: Object.fromEntries(
            KNOWN_CONFIG_KEYS.map((k) => [
              k,
              { value: resolved[k].value, source: resolved[k].source, env: resolved[k].env },
            ]),
          ),
        });
      } else {
        for (const k of KNOWN_CONFIG_KEYS) say(ctx, `${k} = ${resolved[k].value}  (${resolved[k].source})`);
      }
      return;
    }
    if (verb === 'get') {
      checkKey(key);
      if (value !== undefined) throw usageError(`unexpected argument "${value}"`, 'usage: rig config get KEY');
      const r = resolveConfig(ctx.home, ctx.env, ctx.cwd)[key];
      if (json) printJson(ctx, { key, value: r.value, source: r.source });
      else say(ctx, r.value);
      return;
    }
    if (verb === 'set') {
      checkKey(key);
      if (value === undefined || value === '')
        throw usageError('a value is required', 'usage: rig config set KEY VALUE');
      if (extra.length) throw usageError(`unexpected argument "${extra[0]}"`, 'quote a value that contains spaces');
      const stored = await setConfigValue(ctx.home, key, value, ctx.cwd);
      const r = resolveConfig(ctx.home, ctx.env, ctx.cwd)[key];
      if (json) printJson(ctx, { key, value: stored, effective: r.value, source: r.source });
      else {
        say(ctx, `${key} = ${stored}`);
        if (r.source === 'env') say(ctx, `note: ${r.env} is set in this environment and overrides it (${r.value})`);
      }
      return;
    }
    throw usageError(`unknown config verb "${verb}"`, 'use rig config, rig config get KEY or rig config set KEY VALUE');
  },
};
