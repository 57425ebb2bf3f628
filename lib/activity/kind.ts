// The seat-hooks document kind (state-schema/seat-hooks.v1).
import { defineKind } from '../store/document-kind.js';
import { validate_seat_hooks_v1 } from '../store/validators/seat-hooks.v1.generated.js';
import type { SeatHooksDoc } from './contract.js';

export const seatHooksKind = /* @__PURE__ */ defineKind<SeatHooksDoc>({
  schema: 'seat-hooks',
  version: 1,
  validate: validate_seat_hooks_v1,
});
