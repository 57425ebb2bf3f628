// Compaction hook (Claude Code: PreCompact, PostCompact). Run as `node compaction.cjs --runtime
// claude`. PreCompact writes the restore packet and this seat's restore-pending marker under
// $OPENRIG_HOME/compaction/; PostCompact stamps the marker, the daemon's evidence that the managed
// compaction happened. Everything lives in lib/compaction (hook-process.ts, hook-run.ts).
import { runCompactionHookProcess } from '../lib/compaction/hook-process.js';

runCompactionHookProcess();
