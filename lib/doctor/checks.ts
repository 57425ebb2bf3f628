// The checks `rig doctor` runs, in order. Add a check at the end (one line).
import type { DoctorCheck } from './contract.js';
import { codexPluginCheck } from './codex-plugin-check.js';
import { quarantineCheck } from './quarantine-check.js';
import { daemonServiceCheck } from './daemon-service-check.js';

export const DOCTOR_CHECKS: readonly DoctorCheck[] = [codexPluginCheck, quarantineCheck, daemonServiceCheck];
