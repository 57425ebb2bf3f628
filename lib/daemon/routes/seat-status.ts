// GET /api/seat/status/:seatRef and /api/seat/status/node/:nodeId: one seat's status view, with
// whether an operation holds its lease.
import type { HomePaths } from '../../home/paths.js';
import { listSeats, type SeatRecord } from '../../seat/registry.js';
import { NODE_ID_PATTERN } from '../../seat/ref.js';
import { seatStatus } from '../../views/seat-status.js';
import { HttpError, type Handler, type Reply } from '../http.js';
import { seatFor } from '../seat-param.js';
import type { DaemonContext } from './context.js';

export function seatStatusRoute(ctx: DaemonContext): Handler {
  return (req) => statusReply(ctx, seatFor(ctx.home, req.params.seatRef!));
}

export function seatStatusByNodeRoute(ctx: DaemonContext): Handler {
  return (req) => statusReply(ctx, seatForNode(ctx.home, req.params.nodeId!));
}

function seatForNode(home: HomePaths, nodeId: string): SeatRecord {
  if (!NODE_ID_PATTERN.test(nodeId))
    throw new HttpError(400, 'invalid_node_id', `invalid node id ${JSON.stringify(nodeId)}`);
  const seat = listSeats(home).find((s) => s.nodeId === nodeId);
  if (!seat) throw new HttpError(404, 'seat_not_found', `no seat has node id ${nodeId}`);
  return seat;
}

async function statusReply(ctx: DaemonContext, seat: SeatRecord): Promise<Reply> {
  const status = await seatStatus(ctx.home, seat, {
    pending: ctx.leases.busy(seat.nodeId),
    operation: ctx.leases.current(seat.nodeId),
  });
  return { status: 200, body: status };
}
