// The listing index on disk, in buckets (listing-bucket.ts): read them all for `rig queue list`,
// fold changed rows into their own buckets, rebuild every bucket from the rows. queue-store.ts
// calls the writers under the queue lock, in its crash-safe order.
import { existsSync } from 'node:fs';
import { queueListingBucketPath, type HomePaths } from '../home/paths.js';
import { defineKind, readDocument, updateDocument, REMOVE, type Versioned } from '../store/index.js';
import { validate_queue_index_v1 } from '../store/validators/queue-index.v1.generated.js';
import { listingEntryOf, type ListingEntry } from './index-entry.js';
import {
  bucketOf,
  emptyBucket,
  LISTING_BUCKETS,
  listingBucketKind,
  listingBuiltFrom,
  listingManifestKind,
} from './listing-bucket.js';
import type { QueueRow } from './row.js';

const quiet = { onCorrupt: 'fresh' } as const;

/** The single-file listing index of earlier versions: read only so the migration can remove it. */
interface LegacyQueueIndex extends Versioned {
  schema: 'queue-index';
  version: 1;
  rows: Record<string, ListingEntry>;
}
const legacyIndexKind = defineKind<LegacyQueueIndex>({
  schema: 'queue-index',
  version: 1,
  validate: validate_queue_index_v1,
});

/** Every row's listing entry by id. */
export interface Listing {
  rows: Record<string, ListingEntry>;
}

/** Whether the indexes are built (listingBuiltFrom); the manifest is not read when a legacy index stands. */
export function listingBuilt(home: HomePaths): boolean {
  if (existsSync(home.queueLegacyIndex)) return false;
  return listingBuiltFrom(false, readDocument(listingManifestKind, home.queueListingManifest, quiet));
}

/** Every bucket merged, without a lock (each bucket is replaced atomically; a missing one is empty). */
export function readListing(home: HomePaths): Listing {
  const rows: Record<string, ListingEntry> = {};
  for (let b = 0; b < LISTING_BUCKETS; b++) {
    const bucket = readDocument(listingBucketKind, queueListingBucketPath(home, b), quiet);
    if (bucket) Object.assign(rows, bucket.rows);
  }
  return { rows };
}

/** Folds rows into the buckets they hash to; no other bucket is touched. Caller holds the queue lock. */
export async function writeListingRows(home: HomePaths, rows: readonly QueueRow[]): Promise<void> {
  const byBucket = new Map<number, QueueRow[]>();
  for (const row of rows) {
    const b = bucketOf(row.id);
    byBucket.set(b, [...(byBucket.get(b) ?? []), row]);
  }
  for (const b of [...byBucket.keys()].sort((x, y) => x - y)) {
    await updateDocument(
      listingBucketKind,
      queueListingBucketPath(home, b),
      (current) => {
        const bucket = current ?? emptyBucket();
        for (const row of byBucket.get(b)!) bucket.rows[row.id] = listingEntryOf(row);
        return bucket;
      },
      quiet,
    );
  }
}

/** Writes every bucket from `listing`, then the manifest, then removes a legacy index. Caller holds the queue lock. */
export async function rebuildListing(home: HomePaths, listing: Listing): Promise<void> {
  const buckets = Array.from({ length: LISTING_BUCKETS }, () => emptyBucket());
  for (const [id, entry] of Object.entries(listing.rows)) buckets[bucketOf(id)]!.rows[id] = entry;
  for (let b = 0; b < LISTING_BUCKETS; b++) {
    const file = queueListingBucketPath(home, b);
    const bucket = buckets[b]!;
    const empty = Object.keys(bucket.rows).length === 0;
    // An empty bucket is no file (absence reads as empty), so a small queue costs few writes.
    if (empty && !existsSync(file)) continue;
    await updateDocument(listingBucketKind, file, () => (empty ? REMOVE : bucket), quiet);
  }
  await updateDocument(
    listingManifestKind,
    home.queueListingManifest,
    () => ({
      schema: 'queue-index-manifest' as const,
      version: 1 as const,
      buckets: LISTING_BUCKETS,
    }),
    quiet,
  );
  // Only now that the buckets stand may the old single file go (rows, not it, were the source).
  if (existsSync(home.queueLegacyIndex))
    await updateDocument(legacyIndexKind, home.queueLegacyIndex, () => REMOVE, quiet);
}
