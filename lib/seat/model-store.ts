// The saved model/effort of each seat: one locked document per node id, replaced whole by
// `rig seat set-model`, read by every managed launch (relaunch, restore, handover).
import { appendLog, defineKind, readDocument, updateDocument, type Versioned } from '../store/index.js';
import { validate_seat_model_v1 } from '../store/validators/seat-model.v1.generated.js';
import { seatModelPath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN } from './ref.js';

export interface SavedModel extends Versioned {
  schema: 'seat-model';
  version: 1;
  nodeId: string;
  model: string;
  effort: string | null;
  savedAt: string;
  /** Who saved it, as the policy saw them (re-checked at launch). */
  actor: 'peer' | 'self';
  /** The caller's node id, or null (unattributed). */
  caller: string | null;
  callerSeat?: string | null;
}

const modelKind = defineKind<SavedModel>({ schema: 'seat-model', version: 1, validate: validate_seat_model_v1 });

export function readSavedModel(home: HomePaths, nodeId: string): SavedModel | undefined {
  if (!NODE_ID_PATTERN.test(nodeId)) return undefined;
  return readDocument(modelKind, seatModelPath(home, nodeId), { onCorrupt: 'fresh' });
}

export async function saveModel(home: HomePaths, rec: Omit<SavedModel, 'schema' | 'version'>): Promise<SavedModel> {
  if (!NODE_ID_PATTERN.test(rec.nodeId)) throw new Error(`invalid node id ${JSON.stringify(rec.nodeId)}`);
  const doc: SavedModel = { schema: 'seat-model', version: 1, ...rec };
  await updateDocument(modelKind, seatModelPath(home, rec.nodeId), () => doc);
  // The policy's audit trail carries model changes too: one place to read who changed what.
  appendLog(home.terminalPolicyAudit, {
    at: rec.savedAt,
    event: 'model',
    nodeId: rec.nodeId,
    model: rec.model,
    effort: rec.effort,
    actor: rec.actor,
    caller: rec.caller,
    callerSeat: rec.callerSeat ?? null,
  });
  return doc;
}
