// What a saved model/effort may be, per runtime (checked on Claude Code 2.1.328/2.1.332 `--effort`
// and Codex 0.169 `model_reasoning_effort`). Pure.
import type { Runtime } from '../seat/registry.js';

export const EFFORTS: Readonly<Record<Exclude<Runtime, 'terminal'>, readonly string[]>> = {
  'claude-code': ['low', 'medium', 'high', 'xhigh', 'max'],
  codex: ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'],
};

export const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/[\]-]{0,127}$/;

/** Why this model/effort can't be saved for this runtime, or undefined. */
export function modelProblem(
  runtime: Runtime,
  model: string,
  effort: string | undefined,
): { what: string; todo: string } | undefined {
  if (runtime === 'terminal')
    return { what: 'a terminal seat runs no model', todo: 'set a model on a claude-code or codex seat' };
  if (!MODEL_PATTERN.test(model))
    return {
      what: `model ${JSON.stringify(model.slice(0, 60))} is not a model name`,
      todo: 'use letters, digits and . _ : / [ ] - (at most 128)',
    };
  if (effort !== undefined && !EFFORTS[runtime].includes(effort))
    return {
      what: `effort ${JSON.stringify(effort.slice(0, 30))} is not one ${runtime} knows`,
      todo: `use one of ${EFFORTS[runtime].join(', ')}`,
    };
  return undefined;
}
