// The launchd agent (macOS) that runs the daemon for one home, and reading one back (rig doctor).
// Pure. KeepAlive restarts a daemon that exited with an error, never one stopped cleanly; the
// throttle spaces the restarts; AbandonProcessGroup keeps a tmux server started from the daemon
// (and so the seats) alive when the agent stops, as KillMode=process does for systemd.
import { serviceArgv, type ServiceSpec } from './spec.js';
import { HOME_VAR } from '../home/paths.js';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const str = (text: string) => `<string>${xml(text)}</string>`;

export function launchdPlist(label: string, spec: ServiceSpec): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    `<!-- The OpenRig daemon for OPENRIG_HOME=${xml(spec.home).replace(/--/g, '- -')}, written by rig daemon install. -->`,
    '<plist version="1.0">',
    '<dict>',
    '  <key>Label</key>',
    `  ${str(label)}`,
    '  <key>ProgramArguments</key>',
    '  <array>',
    ...serviceArgv(spec).map((a) => `    ${str(a)}`),
    '  </array>',
    '  <key>EnvironmentVariables</key>',
    '  <dict>',
    `    <key>${HOME_VAR}</key>`,
    `    ${str(spec.home)}`,
    '    <key>PATH</key>',
    `    ${str(spec.path)}`,
    '  </dict>',
    '  <key>RunAtLoad</key>',
    '  <true/>',
    '  <key>KeepAlive</key>',
    '  <dict>',
    '    <key>SuccessfulExit</key>',
    '    <false/>',
    '  </dict>',
    '  <key>ThrottleInterval</key>',
    '  <integer>10</integer>',
    '  <key>AbandonProcessGroup</key>',
    '  <true/>',
    '  <key>ProcessType</key>',
    '  <string>Background</string>',
    '  <key>StandardOutPath</key>',
    `  ${str(spec.log)}`,
    '  <key>StandardErrorPath</key>',
    `  ${str(spec.log)}`,
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

const unxml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The strings of the value after `<key>name</key>` (a string, or an array of strings). */
function valueAfter(body: string, name: string): string[] | undefined {
  const at = body.indexOf(`<key>${name}</key>`);
  if (at < 0) return undefined;
  const rest = body.slice(at + name.length + 11).trimStart();
  if (rest.startsWith('<string>')) {
    const m = /^<string>([^<]*)<\/string>/.exec(rest);
    return m ? [unxml(m[1]!)] : undefined;
  }
  const array = /^<array>([\s\S]*?)<\/array>/.exec(rest);
  if (!array) return undefined;
  return [...array[1]!.matchAll(/<string>([^<]*)<\/string>/g)].map((m) => unxml(m[1]!));
}

export interface ReadPlist {
  label?: string;
  home?: string;
  argv?: string[];
}

/** Reads back what rig doctor needs from a plist as written above; undefined when it is not one. */
export function readLaunchdPlist(text: string): ReadPlist | undefined {
  if (!text.includes('<plist')) return undefined;
  const env = /<key>EnvironmentVariables<\/key>\s*<dict>([\s\S]*?)<\/dict>/.exec(text)?.[1] ?? '';
  return {
    label: valueAfter(text, 'Label')?.[0],
    home: valueAfter(env, HOME_VAR)?.[0],
    argv: valueAfter(text, 'ProgramArguments'),
  };
}
