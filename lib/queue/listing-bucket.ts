// The listing index (`rig queue list`) is split into LISTING_BUCKETS documents by a stable hash of
// the row id, so a change rewrites its row's bucket (about 1/LISTING_BUCKETS of the listing), not
// the whole history. The manifest records the count the buckets were built with: a different
// count means "not built" and the next reader or writer rebuilds them from the rows.
import { defineKind, type Versioned } from '../store/index.js';
import { validate_queue_index_bucket_v1 } from '../store/validators/queue-index-bucket.v1.generated.js';
import { validate_queue_index_manifest_v1 } from '../store/validators/queue-index-manifest.v1.generated.js';
import type { ListingEntry } from './index-entry.js';
import { fnv1a32 } from '../util/fnv1a.js';

export const LISTING_BUCKETS = 64;

/** FNV-1a (32 bit) of the id, modulo the bucket count: stable across processes, versions and hosts. */
export function bucketOf(id: string, buckets = LISTING_BUCKETS): number {
  return fnv1a32(id) % buckets;
}

export interface ListingBucket extends Versioned {
  schema: 'queue-index-bucket';
  version: 1;
  rows: Record<string, ListingEntry>;
}

export interface ListingManifest extends Versioned {
  schema: 'queue-index-manifest';
  version: 1;
  buckets: number;
}

export const listingBucketKind = defineKind<ListingBucket>({
  schema: 'queue-index-bucket',
  version: 1,
  validate: validate_queue_index_bucket_v1,
});
export const listingManifestKind = defineKind<ListingManifest>({
  schema: 'queue-index-manifest',
  version: 1,
  validate: validate_queue_index_manifest_v1,
});

export function emptyBucket(): ListingBucket {
  return { schema: 'queue-index-bucket', version: 1, rows: {} };
}

/**
 * Pure: the listing is built when the manifest (written last by a rebuild) names the current
 * bucket count and no legacy index waits to be removed: a crash after the buckets but before that
 * removal rebuilds once more.
 */
export function listingBuiltFrom(legacyIndexExists: boolean, manifest: ListingManifest | undefined): boolean {
  return !legacyIndexExists && manifest?.buckets === LISTING_BUCKETS;
}
