// Federation's configuration, pure: the keys `rig config` knows under federation.*, and the checks
// a value and the whole section pass before the daemon connects. No key set (no url): single-host
// OpenRig, no NATS. The file checks take facts the caller gathered (federation-settings.ts).
import type { HomePaths } from '../home/paths.js';
import type { KeyInfo } from './key-info.js';
import { os } from '../util/lazy-builtins.js';

export type FederationField =
  | 'url'
  | 'host'
  | 'user'
  | 'tokenFile'
  | 'credsFile'
  | 'tlsCa'
  | 'tlsCert'
  | 'tlsKey'
  | 'jsDomain';

export type FederationSection = Partial<Record<FederationField, string>>;

/** A host name is one subject token and one KV key token: no dots, wildcards or spaces. */
export const HOST_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

const path = (env: string, describe: string): KeyInfo => ({ env, describe, kind: 'path', fallback: () => '' });
const text = (env: string, describe: string, fallback: (h: HomePaths) => string = () => ''): KeyInfo => ({
  env,
  describe,
  kind: 'text',
  fallback,
});

/** This host's name when none is configured: the machine's, made a safe token. Read once, lazily. */
let machineHost: string | undefined;
function defaultHostName(): string {
  machineHost ??= hostNameOf(os().hostname());
  return machineHost;
}

export const FEDERATION_KEYS: Record<`federation.${FederationField}`, KeyInfo> = {
  'federation.url': text('OPENRIG_FEDERATION_URL', 'NATS server (nats:// or tls://); unset: no federation'),
  'federation.host': text('OPENRIG_FEDERATION_HOST', "this host's name in federation (default: hostname)", () =>
    defaultHostName(),
  ),
  'federation.user': text('OPENRIG_FEDERATION_USER', 'NATS user (with tokenFile as its password)'),
  'federation.tokenFile': path('OPENRIG_FEDERATION_TOKEN_FILE', 'file (0600) holding the token or password'),
  'federation.credsFile': path('OPENRIG_FEDERATION_CREDS_FILE', 'NATS .creds file (0600), instead of a token'),
  'federation.tlsCa': path('OPENRIG_FEDERATION_TLS_CA', 'CA certificate for tls:// (PEM)'),
  'federation.tlsCert': path('OPENRIG_FEDERATION_TLS_CERT', 'client certificate for tls:// (PEM)'),
  'federation.tlsKey': path('OPENRIG_FEDERATION_TLS_KEY', 'client key for tls:// (PEM, 0600)'),
  'federation.jsDomain': text(
    'OPENRIG_FEDERATION_JS_DOMAIN',
    "the hub's JetStream domain, when the daemon connects to a leaf node (docs/federation.md)",
  ),
};

/** The machine's host name as a token: its first label, other characters made '-'; 'host' if nothing is left. */
export function hostNameOf(hostname: string): string {
  const label = hostname
    .split('.')[0]!
    .replace(/[^A-Za-z0-9_-]/g, '-')
    .replace(/^[-_]+/, '');
  const cut = label.slice(0, 63);
  return HOST_NAME_PATTERN.test(cut) ? cut : 'host';
}

/** What is wrong with one value as given to `rig config set` (undefined: nothing). */
export function valueProblem(field: FederationField, value: string): string | undefined {
  if (field === 'url') {
    const urls = value.split(',').map((u) => u.trim());
    const bad = urls.find((u) => !/^(nats|tls):\/\/[^\s/?#@]+(:\d{1,5})?\/?$/.test(u));
    if (bad !== undefined)
      return `federation.url "${bad}" is not a nats:// or tls:// server address (no user or token in it)`;
  }
  if (field === 'host' && !HOST_NAME_PATTERN.test(value))
    return `federation.host "${value}" is not a host name: letters, digits, - and _ only, up to 63`;
  // A domain is a subject token too: JetStream's API for it is $JS.<domain>.API.
  if (field === 'jsDomain' && !HOST_NAME_PATTERN.test(value))
    return `federation.jsDomain "${value}" is not a JetStream domain: letters, digits, - and _ only, up to 63`;
  if (field === 'user' && !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/.test(value))
    return `federation.user "${value}" is not a user name: letters, digits, ., - and _ only`;
  return undefined;
}

/** What a secret file must be: there, a regular file, readable by its owner only. */
export interface FileFacts {
  exists: boolean;
  isFile: boolean;
  /** Permission bits (mode & 0o777). */
  mode: number;
}

/** Which files must be owner-only: the ones that hold a secret. Certificates may be shared. */
export function isSecretFile(field: FederationField): boolean {
  return field === 'tokenFile' || field === 'credsFile' || field === 'tlsKey';
}

export function fileProblem(field: FederationField, file: string, facts: FileFacts): string | undefined {
  if (!facts.exists) return `federation.${field} ${file} does not exist`;
  if (!facts.isFile) return `federation.${field} ${file} is not a file`;
  if (isSecretFile(field) && (facts.mode & 0o077) !== 0)
    return `federation.${field} ${file} is readable by others (mode ${(facts.mode & 0o777).toString(8)}): it must be 0600`;
  return undefined;
}

/** The resolved section, with url set: what the daemon connects with. */
export interface FederationSettings {
  urls: string[];
  host: string;
  user?: string;
  tokenFile?: string;
  credsFile?: string;
  tls?: { ca?: string; cert?: string; key?: string };
  /** The hub's JetStream domain: set when the daemon's server is a leaf node without JetStream of its own. */
  jsDomain?: string;
}

/** Settings from resolved values (field → value, '' unset); undefined when federation is off (no url). */
export function settingsOf(values: Record<FederationField, string>): FederationSettings | undefined {
  if (!values.url) return undefined;
  const urls = values.url.split(',').map((u) => u.trim());
  const tls =
    values.tlsCa || values.tlsCert || values.tlsKey
      ? {
          ...(values.tlsCa ? { ca: values.tlsCa } : {}),
          ...(values.tlsCert ? { cert: values.tlsCert } : {}),
          ...(values.tlsKey ? { key: values.tlsKey } : {}),
        }
      : undefined;
  return {
    urls,
    host: values.host,
    ...(values.user ? { user: values.user } : {}),
    ...(values.tokenFile ? { tokenFile: values.tokenFile } : {}),
    ...(values.credsFile ? { credsFile: values.credsFile } : {}),
    ...(tls ? { tls } : {}),
    ...(values.jsDomain ? { jsDomain: values.jsDomain } : {}),
  };
}

/** Every problem of a whole configuration, given each named file's facts. Empty: it may connect. */
export function settingsProblems(
  values: Record<FederationField, string>,
  facts: (file: string) => FileFacts,
): string[] {
  if (!values.url) return [];
  const out: string[] = [];
  for (const field of ['url', 'host', 'user', 'jsDomain'] as const) {
    const p = values[field] ? valueProblem(field, values[field]) : undefined;
    if (p) out.push(p);
  }
  if (!values.tokenFile && !values.credsFile)
    out.push(
      'federation has no credentials: set federation.tokenFile or federation.credsFile (connections are authenticated)',
    );
  if (values.tokenFile && values.credsFile)
    out.push('federation.tokenFile and federation.credsFile are both set: keep one');
  if (values.user && !values.tokenFile) out.push('federation.user needs federation.tokenFile (its password)');
  if ((values.tlsCert === '') !== (values.tlsKey === ''))
    out.push('federation.tlsCert and federation.tlsKey go together');
  for (const field of ['tokenFile', 'credsFile', 'tlsCa', 'tlsCert', 'tlsKey'] as const) {
    const file = values[field];
    const p = file ? fileProblem(field, file, facts(file)) : undefined;
    if (p) out.push(p);
  }
  return out;
}
