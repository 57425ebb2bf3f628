// rig init — create $OPENRIG_HOME's layout and install the shipped plugin, additively.
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import { say, printJson, advise } from './cli-context.js';
import { refused } from './errors.js';
import { initHome } from '../home/init.js';
import { CORE_PLUGIN_NAME } from '../home/plugin-facts.js';

export const initCommand = defineCommand(
  {
    name: 'init',
    usage: ['rig init [--json]'],
    details: `Creates missing folders (mode 0700) and installs plugins/${CORE_PLUGIN_NAME} when it is missing or\ndifferent. A second run changes nothing.`,
  },
  {
    args: { boolean: ['json'] },
    options: (p) => ({ json: bool(p, 'json') }),
    async run({ json }, ctx) {
      const report = initHome(ctx.home);
      if (json) printJson(ctx, { home: ctx.home.root, ...report });
      else {
        say(ctx, `OPENRIG_HOME: ${ctx.home.root}`);
        for (const dir of report.created) say(ctx, `  created ${dir}`);
        if (!report.created.length) say(ctx, '  layout already complete');
        say(ctx, `  plugin ${CORE_PLUGIN_NAME}: ${report.plugin}`);
      }
      for (const w of report.widerModes)
        advise(ctx, `rig: note: ${w.path} has mode ${w.mode}; openrig creates 0700 (left unchanged)`);
      if (report.wrongType.length) {
        const first = report.wrongType[0]!;
        throw refused(
          `${first.path} exists but is a ${first.found}, not a folder` +
            (report.wrongType.length > 1 ? ` (and ${report.wrongType.length - 1} more)` : ''),
          'move it aside, then run rig init again',
        );
      }
    },
  },
);
