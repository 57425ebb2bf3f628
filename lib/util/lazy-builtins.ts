// Node builtins that only some paths use, loaded on first use instead of at start-up: requiring
// node:crypto, node:child_process or node:net costs about 4–5 ms each, a tenth of Node's own
// start, paid by every hook run and `rig` command whose module graph merely mentions them.
export const crypto = (): typeof import('node:crypto') => process.getBuiltinModule('node:crypto');
export const childProcess = (): typeof import('node:child_process') => process.getBuiltinModule('node:child_process');
export const net = (): typeof import('node:net') => process.getBuiltinModule('node:net');
/** node:os is small (about 0.4 ms) but most runs never need a home folder from it. */
export const os = (): typeof import('node:os') => process.getBuiltinModule('node:os');
/** node:tty loads node:net: only a command that draws a live line on a terminal asks for it. */
export const tty = (): typeof import('node:tty') => process.getBuiltinModule('node:tty');
