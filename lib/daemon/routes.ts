// The daemon's routes: this table is the one list of what it serves; each group's handlers live in
// routes/ (send, the typing guard, seat status, held messages, compaction) and activity/route.ts.
// Sender and actor identity come from the X-OpenRig-Session header only, never from a body field or
// the target's name; without the header a caller is unattributed. (A held message's retirement may
// name an operator in its body instead: an address recorded as given, labelled unauthenticated,
// never taken for a seat.)
import { Router } from './http.js';
import { ACTIVITY_HOOKS_PATH, activityRoute } from './activity/route.js';
import type { DaemonContext } from './routes/context.js';
import { daemonStatus } from './routes/daemon-status.js';
import { sendRoute } from './routes/send.js';
import { setTypingGuardRoute } from './routes/guard.js';
import { seatStatusByNodeRoute, seatStatusRoute } from './routes/seat-status.js';
import { heldMessagesRoute, retireHeldMessageRoute } from './routes/held.js';
import { armCompactionRoute, compactionRoute } from './routes/compaction.js';
import { answerRoute } from './routes/answer.js';
import {
  federationQueueCreateRoute,
  federationQueueShowRoute,
  federationSeatsRoute,
  federationSendRoute,
} from './routes/federation.js';

export type { DaemonContext } from './routes/context.js';

export function buildRouter(ctx: DaemonContext): Router {
  const activity = activityRoute({ home: ctx.home, ...ctx.activity });
  const compaction = { home: ctx.home, log: ctx.log, ...ctx.compaction };
  return new Router()
    .add('GET', '/api/daemon/status', daemonStatus(ctx))
    .add('GET', '/api/federation/seats', federationSeatsRoute(ctx))
    .add('POST', '/api/federation/send', federationSendRoute(ctx))
    .add('POST', '/api/federation/queue', federationQueueCreateRoute(ctx))
    .add('GET', '/api/federation/queue/:id', federationQueueShowRoute(ctx))
    .add('POST', ACTIVITY_HOOKS_PATH, activity.handler, activity.options)
    .add('POST', '/api/seat/compact/:seatRef', armCompactionRoute(compaction))
    .add('GET', '/api/seat/compaction/:seatRef', compactionRoute(compaction))
    .add('POST', '/api/transport/send', sendRoute(ctx))
    .add('POST', '/api/seat/set-typing-guard/:seatRef', setTypingGuardRoute(ctx))
    .add('POST', '/api/seat/answer/:seatRef', answerRoute(ctx))
    .add('GET', '/api/seat/status/node/:nodeId', seatStatusByNodeRoute(ctx))
    .add('GET', '/api/seat/status/:seatRef', seatStatusRoute(ctx))
    .add('GET', '/api/seat/held-messages/:seatRef', heldMessagesRoute(ctx))
    .add('POST', '/api/seat/retire-held-message/:seatRef/:id', retireHeldMessageRoute(ctx));
}
