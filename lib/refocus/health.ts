// Failure episodes: three consecutive failed attempts for one seat occupant emit one issue-stream
// item (tagged issue,refocus). The episode's id is stored before the stream is contacted, so an
// unconfirmed write is retried under the same id at the next failed attempt; a confirmed one is
// never repeated; a success ends the episode. No wake, no status change: a stream item only.
import { crypto } from '../util/lazy-builtins.js';
import type { HomePaths } from '../home/paths.js';
import { updateDocument, UNCHANGED } from '../store/index.js';
import { bounded, ISSUE_REPORT_MS, oneLine } from './budget.js';
import { refocusFiles } from './keys.js';
import { migrateLegacyHealthNames } from './health-names.js';
import { refocusHealthKind, type RefocusHealth } from './kinds.js';
import { peekDocument } from '../store/peek.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { isoTime } from '../util/iso-time.js';

const FAILURES_TO_REPORT = 3;

const issueBody = (n: number, seat: string) =>
  `Refocus failed on ${n} consecutive attempts for ${seat}. Orientation remains unverified; inspect this seat's refocus hook diagnostics.`;

export type Emit = (
  item: { source: string; id: string; hintType: string; hintTags: string[]; body: string },
  signal: LookupSignal,
) => Promise<unknown>;

export interface AttemptRecord {
  home: HomePaths;
  seat: string;
  occupant: string;
  failed: boolean;
  reason?: string;
  nowMs: number;
  emit: Emit;
  reportMs?: number;
  /** Called when the issue report was cut at reportMs (its write may still be on the thread pool). */
  onReportCut?: () => void;
}

/** Pure: the next health document after one attempt (UNCHANGED when there is nothing to record). */
function nextHealth(
  current: RefocusHealth | undefined,
  r: { seat: string; occupant: string; failed: boolean; reason?: string; nowIso: string; newId: () => string },
): RefocusHealth | typeof UNCHANGED {
  if (!r.failed) {
    if (!current || current.failures === 0) return UNCHANGED;
    return { schema: 'refocus-health', version: 1, seat: r.seat, occupant: r.occupant, failures: 0 };
  }
  const base = current && current.failures > 0 ? current : undefined;
  return {
    schema: 'refocus-health',
    version: 1,
    seat: r.seat,
    occupant: r.occupant,
    failures: (base?.failures ?? 0) + 1,
    issueId: base?.issueId ?? r.newId(),
    episodeStartedAt: base?.episodeStartedAt ?? r.nowIso,
    lastFailedAt: r.nowIso,
    lastReason: r.reason ? oneLine(r.reason).slice(0, 500) : undefined,
    reportedAt: base?.reportedAt,
  };
}

/** Returns stderr advisories. Never throws. */
export async function recordAttempt(a: AttemptRecord): Promise<string[]> {
  const advisories: string[] = [];
  try {
    migrateLegacyHealthNames(a.home.refocus);
    const file = refocusFiles(a.home.refocus, a.seat, a.occupant).health;
    if (!a.failed) {
      const peek = peekDocument(refocusHealthKind, file);
      if (!peek.found || (peek.doc && peek.doc.failures === 0)) return advisories;
    }
    const nowIso = isoTime(a.nowMs);
    const stored = await updateDocument(
      refocusHealthKind,
      file,
      (cur) => {
        const next = nextHealth(cur, {
          seat: a.seat,
          occupant: a.occupant,
          failed: a.failed,
          reason: a.reason,
          nowIso,
          newId: () => `refocus-${crypto().randomUUID()}`,
        });
        if (next === UNCHANGED) return UNCHANGED;
        // undefined optional fields would fail nothing, but keep the file tidy
        return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as unknown as RefocusHealth;
      },
      { onCorrupt: 'fresh', report: (m) => advisories.push(`refocus: ${m}`) },
    );
    if (!a.failed || !stored || stored.failures < FAILURES_TO_REPORT || stored.reportedAt || !stored.issueId)
      return advisories;
    const issueId = stored.issueId;
    const sent = await bounded(
      a.reportMs ?? ISSUE_REPORT_MS,
      (signal) =>
        a.emit(
          {
            source: a.seat,
            id: issueId,
            hintType: 'issue',
            hintTags: ['issue', 'refocus'],
            body: issueBody(stored.failures, a.seat),
          },
          signal,
        ),
      (e) => oneLine(e instanceof Error ? e.message : String(e)),
    );
    if (!sent.ok) {
      if (sent.cut) a.onReportCut?.();
      advisories.push('refocus: issue-stream report unconfirmed; retained for the next failed attempt');
      return advisories;
    }
    await updateDocument(refocusHealthKind, file, (cur) =>
      cur && cur.issueId === issueId ? { ...cur, reportedAt: isoTime(Date.now()) } : UNCHANGED,
    );
  } catch (err) {
    advisories.push(`refocus: failure accounting unavailable: ${oneLine((err as Error)?.message ?? String(err))}`);
  }
  return advisories;
}
