// The walk over the words typed, in the shell language bash and zsh share (case, [[ ]], local,
// positional parameters): which command, which verb, whether the cursor is on a flag's value or on
// the Nth positional. Each of the two scripts wraps it with its own way of offering candidates.
import { shellQuote } from '../util/shell-quote.js';
import type { CompletionModel } from './completion-model.js';

const words = (list: readonly string[]) => shellQuote(list.join(' '));

function caseArms(arms: [pattern: string, body: string][], indent: string): string[] {
  return arms.map(([pattern, body]) => `${indent}${shellQuote(pattern)}) ${body} ;;`);
}

/** Pure: the functions `_rig_want` and `_rig_offer`, which set `_rig_out` (see the comments written out). */
export function shWalk(model: CompletionModel): string {
  const commands = words(model.commands.map((c) => c.name));
  const tableCommands = words(model.commands.filter((c) => c.name !== 'help').map((c) => c.name));
  const nounArms = caseArms(
    model.nouns.map((n): [string, string] => [
      n.name,
      `verbs=${words(n.verbs)} dflt=${shellQuote(n.defaultVerb ?? '')}`,
    ]),
    '    ',
  );
  const keyArms = caseArms(
    model.keys.map((k): [string, string] => [k.key, `f=${words(k.flags)} v=${words(k.valueFlags)}`]),
    '    ',
  );
  const offerArms = caseArms(
    model.keys.flatMap((k) =>
      k.offers.map((o): [string, string] => [`${k.key}|${o.slot}`, `_rig_out=${words(o.words)}`]),
    ),
    '    ',
  );
  return `# Sets _rig_out to what a value slot offers: KEY|--flag, or KEY|N for the Nth positional
# (from 0). @seat stands for the registry's seat refs; empty: the shell's own (file names).
_rig_offer() {
  _rig_out=
  case $1 in
${offerArms.join('\n')}
  esac
}

# Sets _rig_out to what the word being typed may be: words, @seat, or empty (file names).
# $1: the word being typed; the rest: the words between rig and it.
_rig_want() {
  local cur=$1 cmd key verbs= dflt= f='--help' v= w n=0
  shift
  _rig_out=
  if [[ $# -eq 0 ]]; then
    _rig_out=${commands}
    return
  fi
  cmd=$1
  shift
  case $cmd in
    help)
      [[ $# -eq 0 ]] && _rig_out=${tableCommands}
      return ;;
${nounArms.join('\n')}
  esac
  key=$cmd
  if [[ -n $verbs ]]; then
    if [[ $# -eq 0 && $cur != -* ]]; then
      _rig_out=$verbs
      return
    fi
    # No verb typed (only flags): the default verb's flags, when the noun has one.
    if [[ $# -eq 0 || $1 == -* ]]; then
      key="$cmd $dflt"
    else
      key="$cmd $1"
      shift
    fi
  fi
  case $key in
${keyArms.join('\n')}
  esac
  while [[ $# -gt 0 ]]; do
    w=$1
    shift
    if [[ $w == -* ]]; then
      # A value flag takes the next word (bash splits --flag=value at the =).
      if [[ $w != *=* && " $v " == *" $w "* ]]; then
        [[ \${1-} == '=' ]] && shift
        if [[ $# -eq 0 ]]; then
          _rig_offer "$key|$w"
          return
        fi
        shift
      fi
    else
      n=$((n + 1))
    fi
  done
  if [[ $cur == -* ]]; then
    _rig_out=$f
    return
  fi
  _rig_offer "$key|$n"
}`;
}

/** The line that fetches the registry's seat refs: bounded by `rig completion refs` itself; no daemon. */
export const SH_REFS = 'command rig completion refs 2>/dev/null';
