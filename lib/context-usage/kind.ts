// The context-usage document kind (state-schema/context-usage.v1).
import type { Versioned } from '../store/document-kind.js';
import { defineKind } from '../store/document-kind.js';
import { validate_context_usage_v1 } from '../store/validators/context-usage.v1.generated.js';
import type { ContextSample } from './contract.js';

/** One per seat node: the newest sample its sensor took, with the occupant and seat that took it. */
export interface ContextUsageDoc extends Versioned {
  schema: 'context-usage';
  version: 1;
  nodeId: string;
  occupant: string;
  seat: string;
  model?: string;
  sample: ContextSample;
}

export const contextUsageKind = /* @__PURE__ */ defineKind<ContextUsageDoc>({
  schema: 'context-usage',
  version: 1,
  validate: validate_context_usage_v1,
});
