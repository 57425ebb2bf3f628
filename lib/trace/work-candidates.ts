// The labelled work evidence and the daemon's no-baton basis, as lib/queue defines them. The trace
// only reads them: it compares a basis to NO_CURRENT_BATON_BASIS by exact equality, so the two must
// stay one string, imported from where the queue produces it.
export type { WorkCandidate, WorkCandidates } from '../queue/work-candidates-types.js';
export { NO_CURRENT_BATON_BASIS } from '../queue/current-work.js';
