// rig doctor [--json] — runs every check in lib/doctor/checks.ts and prints, per finding, what it
// found and what to do. It changes nothing and exits 0 whatever it finds (read the findings, or
// `--json` and their `ok`).
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { DOCTOR_CHECKS } from '../doctor/checks.js';
import type { Finding } from '../doctor/contract.js';
import { escapeForTerminal } from '../util/terminal-text.js';

export const doctorCommand = defineCommand(
  {
    name: 'doctor',
    usage: ['rig doctor [--json]'],
    details:
      'Checks what OpenRig depends on and says what to do about each finding. Today: the Codex plugin in\nevery CODEX_HOME a Codex seat was launched with (installed version; trusted, needs review,\nmodified since approval or disabled by the user), and every state file moved aside as corrupt\n(<name>.corrupt-<time>; a seat record among them takes its seat out of rig ps and rig down),\nand the user service of the daemon (rig daemon install): installed or not, for this home or another,\nwhether the node and rig it runs still exist. Changes nothing; exits 0.',
  },
  {
    args: { boolean: ['json'] },
    options: (p) => ({ json: bool(p, 'json') }),
    async run({ json }, ctx) {
      const findings: Finding[] = [];
      for (const check of DOCTOR_CHECKS) findings.push(...(await check.run({ home: ctx.home, env: ctx.env })));
      if (json) {
        printJson(ctx, { ok: findings.every((f) => f.ok), findings });
        return;
      }
      if (!findings.length)
        say(
          ctx,
          'nothing to check yet (no Codex seat has been launched from this home, no state file was moved aside)',
        );
      for (const f of findings) {
        say(ctx, escapeForTerminal(`${f.ok ? 'ok  ' : 'todo'} ${f.check}: ${f.subject}`));
        say(ctx, escapeForTerminal(`     ${f.state}: ${f.detail}`));
        if (!f.ok) say(ctx, escapeForTerminal(`     do: ${f.todo}`));
      }
    },
  },
);
