// rig refocus — what a seat would receive from its refocus hook now (same builder, nothing
// consumed), or its due state, baseline and failure episode.
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { previewRefocus, refocusStatus } from '../refocus/preview.js';
import { clientOf } from '../seat/runtime.js';
import { seatRefOf } from '../seat/ref.js';

export const refocusCommand = defineCommand(
  {
    name: 'refocus',
    usage: ['rig refocus --seat REF [--json]', 'rig refocus --seat REF --status [--json]'],
    details: [
      "Builds the payload the seat's refocus hook would deliver now: the same trace, role lines and",
      "content ladder (OPENRIG_REFOCUS_* from this environment, the seat's session name, node id and",
      "working folder). Nothing is consumed: the seat's due state is left as it is.",
      '',
      "--status shows each occupant's due state (pendingOn), baseline (lastBytes), last delivery and",
      'failure episode, and whether a no-identity episode is open.',
    ].join('\n'),
  },
  {
    args: {
      string: ['seat'],
      completes: { seat: 'seat' },
      boolean: ['json', 'status'],
      usage: 'rig refocus --seat REF [--status] [--json]',
      required: { seat: 'give name@rig, a node id or a pane id' },
    },
    options(p) {
      return { ref: str(p, 'seat')!, status: bool(p, 'status'), json: bool(p, 'json') };
    },
    async run({ ref, status: wantStatus, json }, ctx) {
      const rec = resolveSeatForCli(ctx.home, ref, '--seat');
      const seat = seatRefOf(rec);
      if (wantStatus) {
        const status = refocusStatus(ctx.home, seat);
        if (json) {
          printJson(ctx, status);
          return;
        }
        say(
          ctx,
          `seat ${seat}: ${status.occupants.length} occupant(s) observed${status.noIdentityEpisode ? '; no-identity episode open' : ''}`,
        );
        for (const o of status.occupants) {
          const s = o.state;
          say(ctx, `occupant ${o.occupant}`);
          say(ctx, `  due: ${s.pendingOn ? `yes (${s.pendingOn} since ${s.pendingAt ?? 'unknown'})` : 'no'}`);
          say(
            ctx,
            `  baseline: ${s.lastBytes} bytes (since ${s.baselineAt})${s.lastReset ? `; last reset ${s.lastReset.at} from ${s.lastReset.fromBytes}` : ''}`,
          );
          say(ctx, `  last delivery: ${s.firedAt ?? 'none'}`);
          if (s.managedRestorePending)
            say(ctx, `  managed compaction hold since ${s.managedRestorePendingAt ?? 'unknown'}`);
          const h = o.health;
          say(
            ctx,
            `  failure episode: ${h && h.failures > 0 ? `${h.failures} consecutive failure(s), issue ${h.issueId ?? 'none'}${h.reportedAt ? ` reported ${h.reportedAt}` : ' not reported'}${h.lastReason ? `; last: ${h.lastReason}` : ''}` : 'none'}`,
          );
        }
        return;
      }
      const runtime = clientOf(rec.runtime);
      const preview = await previewRefocus(ctx.home, { seat, env: ctx.env, cwd: rec.cwd, runtime, nodeId: rec.nodeId });
      for (const a of preview.advisories) advise(ctx, a);
      if (json) {
        printJson(ctx, {
          seat,
          payload: preview.payload,
          failed: preview.failed,
          reasons: preview.reasons,
          content: preview.content.kind,
        });
        return;
      }
      ctx.io.out(preview.payload.endsWith('\n') ? preview.payload : `${preview.payload}\n`);
      if (preview.failed)
        advise(
          ctx,
          `rig refocus: this attempt would count as failed: ${preview.reasons.join('; ') || 'see the payload'}`,
        );
    },
  },
);
