// rig config — read and set instance configuration.
import { defineNoun, defineVerb } from './verb.js';
import { arg, bool, type Parsed } from './args.js';
import { say, printJson } from './cli-context.js';
import { usageError } from './errors.js';
import {
  resolveConfig,
  setConfigValue,
  isConfigKey,
  storedForm,
  KNOWN_CONFIG_KEYS,
  CONFIG_KEYS,
  type ConfigKey,
} from '../config/config.js';
import { fileProblem, valueProblem, type FederationField } from '../config/federation.js';
import { fileFacts } from '../config/federation-settings.js';

/** A federation value is checked before it is stored: a URL's scheme, a host name, a secret file's mode. */
function federationValueProblem(key: ConfigKey, value: string, cwd: string): string | undefined {
  if (!key.startsWith('federation.')) return undefined;
  const field = key.slice('federation.'.length) as FederationField;
  if (CONFIG_KEYS[key].kind === 'text') return valueProblem(field, value);
  const file = storedForm(key, value, cwd);
  return fileProblem(field, file, fileFacts(file));
}

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
      for (const k of KNOWN_CONFIG_KEYS) say(ctx, `${k} = ${resolved[k].value || '(unset)'}  (${resolved[k].source})`);
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
    const problem = federationValueProblem(key, value, ctx.cwd);
    if (problem) throw usageError(problem, 'fix it and set it again (docs/federation.md)');
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
    details: `Keys (environment override in brackets):\n${KNOWN_CONFIG_KEYS.map((k) => `  ${k.padEnd(20)} [${CONFIG_KEYS[k].env}] ${CONFIG_KEYS[k].describe}`).join('\n')}\n\nWithout a verb, prints every key with its resolved value and source (env, config or default).`,
    defaultVerb: 'show',
  },
  [
    { name: 'show', usage: ['rig config [--json]'], verb: showVerb },
    { name: 'get', usage: ['rig config get KEY [--json]'], verb: getVerb },
    { name: 'set', usage: ['rig config set KEY VALUE [--json]'], verb: setVerb },
  ],
);
