// rig config — read and set instance configuration.
import { defineNoun, defineVerb } from './verb.js';
import { arg, bool, type Parsed } from './args.js';
import { say, printJson } from './cli-context.js';
import { usageError } from './errors.js';
import { resolveConfig, setConfigValue, isConfigKey, KNOWN_CONFIG_KEYS, CONFIG_KEYS } from '../config/config.js';

const KEY = { name: 'KEY', what: 'a config key', completes: KNOWN_CONFIG_KEYS };

function keyOf(p: Parsed): (typeof KNOWN_CONFIG_KEYS)[number] {
  const key = arg(p, 'KEY')!;
  if (!isConfigKey(key)) throw usageError(`unknown config key "${key}"`, `known keys: ${KNOWN_CONFIG_KEYS.join(', ')}`);
  return key;
}

const showVerb = defineVerb({
  args: { boolean: ['json'] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run({ json }, ctx) {
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
  },
});

const getVerb = defineVerb({
  args: { boolean: ['json'], positionals: [KEY] },
  options: (p) => ({ key: keyOf(p), json: bool(p, 'json') }),
  async run({ key, json }, ctx) {
    const r = resolveConfig(ctx.home, ctx.env, ctx.cwd)[key];
    if (json) printJson(ctx, { key, value: r.value, source: r.source });
    else say(ctx, r.value);
  },
});

const setVerb = defineVerb({
  args: { boolean: ['json'], positionals: [KEY, { name: 'VALUE', what: 'a value' }] },
  options: (p) => ({ key: keyOf(p), value: arg(p, 'VALUE')!, json: bool(p, 'json') }),
  async run({ key, value, json }, ctx) {
    const stored = await setConfigValue(ctx.home, key, value, ctx.cwd);
    const r = resolveConfig(ctx.home, ctx.env, ctx.cwd)[key];
    if (json) printJson(ctx, { key, value: stored, effective: r.value, source: r.source });
    else {
      say(ctx, `${key} = ${stored}`);
      if (r.source === 'env') say(ctx, `note: ${r.env} is set in this environment and overrides it (${r.value})`);
    }
  },
});

export const configCommand = defineNoun(
  {
    name: 'config',
    details: `Keys (environment override in brackets):\n${KNOWN_CONFIG_KEYS.map((k) => `  ${k.padEnd(15)} [${CONFIG_KEYS[k].env}] ${CONFIG_KEYS[k].describe}`).join('\n')}\n\nWithout a verb, prints every key with its resolved value and source (env, config or default).`,
    defaultVerb: 'show',
  },
  [
    { name: 'show', usage: ['rig config [--json]'], verb: showVerb },
    { name: 'get', usage: ['rig config get KEY [--json]'], verb: getVerb },
    { name: 'set', usage: ['rig config set KEY VALUE [--json]'], verb: setVerb },
  ],
);
