// Doctor check: the Codex plugin's state in every CODEX_HOME a Codex seat (that selects
// openrig-core) was launched with, once per CODEX_HOME.
import { listSeats } from '../seat/registry.js';
import { codexPluginSection } from '../codex/seat-section.js';
import type { DoctorCheck, Finding } from './contract.js';
import { seatRefOf } from '../seat/ref.js';
import { CODEX_PLUGIN_NAME } from '../codex/facts.js';

export const codexPluginCheck: DoctorCheck = {
  name: 'codex-plugin',
  run({ home, env }) {
    const seen = new Map<string, Finding>();
    for (const seat of listSeats(home)) {
      const s = codexPluginSection(seat, env);
      if (!s) continue;
      const prior = seen.get(s.codexHome);
      if (prior) {
        prior.subject += `, ${seatRefOf(seat)}`;
        continue;
      }
      seen.set(s.codexHome, {
        check: 'codex-plugin',
        subject: `${s.codexHome} (seats ${seatRefOf(seat)}`,
        ok: s.state === 'trusted',
        state: s.state,
        detail: `${CODEX_PLUGIN_NAME}${s.version ? ` ${s.version}` : ''}: ${s.detail}`,
        todo: s.todo,
      });
    }
    return [...seen.values()].map((f) => ({ ...f, subject: `${f.subject})` }));
  },
};
