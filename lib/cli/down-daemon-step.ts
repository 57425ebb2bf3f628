// The one place `rig down` settles the daemon: once the seats are down it lists every rig's seats,
// asks daemonAfterDown (pure) and stops the daemon, or reports that it keeps running and why.
import { existsSync } from 'node:fs';
import type { Env, HomePaths } from '../home/paths.js';
import { scanSeats, type SeatRecord } from '../seat/registry.js';
import { daemonStatus, stopDaemon } from '../daemon/start-stop.js';
import { DAEMON_STOP_WAIT } from './daemon-waits.js';
import type { Context } from './cli-context.js';
import { noticeWhileWaiting } from './wait-notice.js';
import { daemonAfterDown, type DaemonDownReport } from '../rig/daemon-after-down.js';
import { formatSeatRef } from '../seat/ref.js';
import { locateService } from '../service/locate.js';

/** Every rig's seats; a record that cannot be read is named, not fatal (it may be a running seat). */
function listAll(home: HomePaths): { seats: SeatRecord[]; unreadable?: string } {
  const scan = scanSeats(home);
  const named = scan.unreadable.map(
    (u) => `${u.seat !== undefined ? formatSeatRef(u.seat, u.rig) : u.file}: ${u.what}`,
  );
  return named.length ? { seats: scan.records, unreadable: named.join('; ') } : { seats: scan.records };
}

/** The unit or label of this home's user service, when one is installed (rig daemon install). */
function installedService(home: HomePaths, env: Env): string | undefined {
  const s = locateService(home.root, env);
  return s && existsSync(s.file) ? s.name : undefined;
}

export async function settleDaemonAfterDown(ctx: Context): Promise<DaemonDownReport> {
  const { home, env } = ctx;
  const service = installedService(home, env);
  const need = daemonAfterDown({ ...listAll(home), ...(service !== undefined ? { service } : {}) });
  if (!need.stop) {
    const status = await daemonStatus(home);
    if (!status.running) return { action: 'not-running', running: need.running };
    return {
      action: 'kept',
      ...(status.pid !== undefined ? { pid: status.pid } : {}),
      running: need.running,
      ...(need.unreadable !== undefined ? { unreadable: need.unreadable } : {}),
      ...(need.service !== undefined ? { service: need.service } : {}),
    };
  }
  try {
    const r = await noticeWhileWaiting(ctx, DAEMON_STOP_WAIT, () => stopDaemon(home));
    if (!r.wasRunning) return { action: 'not-running', running: [] };
    return { action: 'stopped', ...(r.pid !== undefined ? { pid: r.pid } : {}), running: [] };
  } catch (err) {
    const status = await daemonStatus(home).catch(() => undefined);
    return {
      action: 'stop-failed',
      ...(status?.pid !== undefined ? { pid: status.pid } : {}),
      running: [],
      error: (err as Error).message.split('\n')[0],
    };
  }
}
