// Which pane commands are shells: a terminal seat's activity is unknown at one (its input cannot
// be read), and an agent seat showing one may have lost its agent. The one list, for both.
const SHELLS = new Set(['sh', 'bash', 'zsh', 'fish', 'nu', 'dash', 'ksh', 'mksh', 'tcsh', 'csh', 'login', 'tmux']);

/** `/bin/bash`, `-zsh` (a login shell) → the bare name. */
export const baseCommand = (command: string) => (command.trim().split('/').pop() ?? '').replace(/^-/, '');

export function isShellCommand(command: string): boolean {
  return SHELLS.has(baseCommand(command));
}
