((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/mri/lib/index.js
var require_lib = __commonJS({
  "node_modules/mri/lib/index.js"(exports2, module2) {
    function toArr(any) {
      return any == null ? [] : Array.isArray(any) ? any : [any];
    }
    function toVal(out, key, val, opts) {
      var x, old = out[key], nxt = !!~opts.string.indexOf(key) ? val == null || val === true ? "" : String(val) : typeof val === "boolean" ? val : !!~opts.boolean.indexOf(key) ? val === "false" ? false : val === "true" || (out._.push((x = +val, x * 0 === 0) ? x : val), !!val) : (x = +val, x * 0 === 0) ? x : val;
      out[key] = old == null ? nxt : Array.isArray(old) ? old.concat(nxt) : [old, nxt];
    }
    module2.exports = function(args, opts) {
      args = args || [];
      opts = opts || {};
      var k, arr, arg, name, val, out = { _: [] };
      var i = 0, j = 0, idx = 0, len = args.length;
      const alibi = opts.alias !== void 0;
      const strict = opts.unknown !== void 0;
      const defaults = opts.default !== void 0;
      opts.alias = opts.alias || {};
      opts.string = toArr(opts.string);
      opts.boolean = toArr(opts.boolean);
      if (alibi) {
        for (k in opts.alias) {
          arr = opts.alias[k] = toArr(opts.alias[k]);
          for (i = 0; i < arr.length; i++) {
            (opts.alias[arr[i]] = arr.concat(k)).splice(i, 1);
          }
        }
      }
      for (i = opts.boolean.length; i-- > 0; ) {
        arr = opts.alias[opts.boolean[i]] || [];
        for (j = arr.length; j-- > 0; ) opts.boolean.push(arr[j]);
      }
      for (i = opts.string.length; i-- > 0; ) {
        arr = opts.alias[opts.string[i]] || [];
        for (j = arr.length; j-- > 0; ) opts.string.push(arr[j]);
      }
      if (defaults) {
        for (k in opts.default) {
          name = typeof opts.default[k];
          arr = opts.alias[k] = opts.alias[k] || [];
          if (opts[name] !== void 0) {
            opts[name].push(k);
            for (i = 0; i < arr.length; i++) {
              opts[name].push(arr[i]);
            }
          }
        }
      }
      const keys = strict ? Object.keys(opts.alias) : [];
      for (i = 0; i < len; i++) {
        arg = args[i];
        if (arg === "--") {
          out._ = out._.concat(args.slice(++i));
          break;
        }
        for (j = 0; j < arg.length; j++) {
          if (arg.charCodeAt(j) !== 45) break;
        }
        if (j === 0) {
          out._.push(arg);
        } else if (arg.substring(j, j + 3) === "no-") {
          name = arg.substring(j + 3);
          if (strict && !~keys.indexOf(name)) {
            return opts.unknown(arg);
          }
          out[name] = false;
        } else {
          for (idx = j + 1; idx < arg.length; idx++) {
            if (arg.charCodeAt(idx) === 61) break;
          }
          name = arg.substring(j, idx);
          val = arg.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
          arr = j === 2 ? [name] : name;
          for (idx = 0; idx < arr.length; idx++) {
            name = arr[idx];
            if (strict && !~keys.indexOf(name)) return opts.unknown("-".repeat(j) + name);
            toVal(out, name, idx + 1 < arr.length || val, opts);
          }
        }
      }
      if (defaults) {
        for (k in opts.default) {
          if (out[k] === void 0) {
            out[k] = opts.default[k];
          }
        }
      }
      if (alibi) {
        for (k in out) {
          arr = opts.alias[k] || [];
          while (arr.length > 0) {
            out[arr.shift()] = out[k];
          }
        }
      }
      return out;
    };
  }
});

// lib/cli/completion-script.ts
var completion_script_exports = {};
__export(completion_script_exports, {
  completionScriptVerb: () => completionScriptVerb
});
module.exports = __toCommonJS(completion_script_exports);

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

// lib/util/shell-quote.ts
function shellQuote(word) {
  if (/^[A-Za-z0-9_/.,:@%+=-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

// lib/store/errors.ts
var STORE_ERROR = /* @__PURE__ */ Symbol.for("openrig.store-error");
var StoreError = class extends Error {
  constructor(message, file, todo) {
    super(message);
    this.file = file;
    this.todo = todo;
    this.name = new.target.name;
  }
  file;
  todo;
  [STORE_ERROR] = true;
};

// lib/util/terminal-text.ts
var nonprintingInJson;
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function jsonForTerminal(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(
    nonprintingInJson ??= /(?![\n ])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu,
    jsonUnits
  );
}

// lib/cli/exit-codes.ts
var EXIT_CODE_TABLE = [
  { code: 0, name: "ok", meaning: "done; rig send: delivered (typed, and confirmed where the composer can be read)" },
  {
    code: 1,
    name: "refused",
    meaning: "OpenRig declined or the work failed, and nothing was typed (a missing record, an unreadable file, a seat that did not start or stop, a send refused or failed before any input)"
  },
  {
    code: 2,
    name: "usage",
    meaning: "the command line is wrong (unknown flag, missing argument, bad value): nothing was tried"
  },
  {
    code: 3,
    name: "daemon-unavailable",
    meaning: "the command needs the daemon and none answers for this OPENRIG_HOME: start it with rig daemon start"
  },
  {
    code: 4,
    name: "held",
    meaning: "rig send: the seat's typing guard held the message for inspection (rig seat held-messages); nothing typed"
  },
  {
    code: 5,
    name: "indeterminate",
    meaning: "rig send: input may have been written but is not confirmed (or the daemon stopped answering mid-send): check the pane before sending again"
  },
  {
    code: 6,
    name: "not-idle",
    meaning: "rig send --wait-for-idle: the seat stayed busy (or of unknown activity) for the whole wait; nothing typed or kept"
  },
  { code: 70, name: "internal", meaning: "a bug or a broken install: report it with the command you ran" }
];
function exitCode(name) {
  return EXIT_CODE_TABLE.find((r) => r.name === name).code;
}

// lib/cli/errors.ts
var EXIT_CODES = {
  /** The command line is wrong (unknown flag, missing or extra argument, bad value): nothing was tried. */
  usage: exitCode("usage"),
  /** OpenRig declined, a record is missing or a state file is unreadable: nothing was changed or sent. */
  refused: exitCode("refused"),
  /** An input the command line names (a file, standard input) cannot be read: nothing was tried. */
  unreadable: exitCode("refused"),
  /** The command ran and printed its result: a send refused or failed before any input. */
  notDelivered: exitCode("refused"),
  /** The command needs the daemon and none answers for this home. */
  daemonUnavailable: exitCode("daemon-unavailable"),
  /** A send the typing guard kept for inspection: nothing typed. */
  held: exitCode("held"),
  /** A send that may have written input without confirming it. */
  indeterminate: exitCode("indeterminate"),
  /** A --wait-for-idle send that found the seat busy (or unknown) for the whole wait: nothing typed. */
  notIdle: exitCode("not-idle"),
  /** A bug, or a command module that would not load (lib/cli/main.ts). */
  internal: exitCode("internal")
};
var CLI_ERROR = /* @__PURE__ */ Symbol.for("openrig.cli-error");
var CliError = class extends Error {
  constructor(kind, what, todo) {
    super(`${what} \u2014 ${todo}`);
    this.kind = kind;
    this.what = what;
    this.todo = todo;
    this.name = "CliError";
    this.exitCode = EXIT_CODES[kind];
  }
  kind;
  what;
  todo;
  [CLI_ERROR] = true;
  exitCode;
};
var usageError = (what, todo) => new CliError("usage", what, todo);

// lib/cli/args.ts
var STDIN_ARG = "\0-";
function checkArity(given, spec, helpFor) {
  const declared = spec.positionals ?? [];
  const todo = spec.usage ? `usage: ${spec.usage}` : `see rig ${helpFor} --help`;
  const extra = given[declared.length];
  if (extra !== void 0) {
    throw usageError(`unexpected argument "${extra}"`, declared.length ? "quote values that contain spaces" : todo);
  }
  const args = {};
  for (const [i, p] of declared.entries()) {
    const value = given[i];
    if ((value === void 0 || value === "") && !p.optional) throw usageError(`${p.what ?? p.name} is required`, todo);
    args[p.name] = value;
  }
  return args;
}
function parseArgs(argv, spec, helpFor) {
  const strings = [...spec.string ?? [], ...spec.multiple ?? []];
  const booleans = [...spec.boolean ?? [], "help"];
  const alias = {};
  for (const name of [...strings, ...booleans]) alias[name] = [];
  for (const [short, long] of Object.entries({ h: "help", ...spec.alias }))
    alias[long] = [...alias[long] ?? [], short];
  let unknown;
  const normalised = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (argv[i + 1] === "-" && strings.some((n) => arg === `--${n}`)) {
      normalised.push(`${arg}=-`);
      i++;
    } else normalised.push(arg === "-" ? STDIN_ARG : arg);
  }
  const out = (0, import_mri.default)(normalised, {
    string: strings,
    boolean: booleans,
    alias,
    unknown: (flag) => {
      unknown ??= flag;
    }
  });
  if (unknown !== void 0 || !out || typeof out !== "object") {
    throw usageError(`unknown option ${unknown ?? ""}`.trim(), `see rig ${helpFor} --help`);
  }
  const flags = {};
  for (const name of strings) {
    const raw = out[name];
    if (raw === void 0) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (values.some((v) => v === "")) {
      throw usageError(
        `--${name} needs a value`,
        `pass it as --${name} VALUE (or --${name}=VALUE when it starts with "-")`
      );
    }
    if (spec.multiple?.includes(name)) flags[name] = values;
    else if (values.length > 1) throw usageError(`--${name} was given ${values.length} times`, `give --${name} once`);
    else flags[name] = values[0];
  }
  for (const name of booleans) {
    const raw = out[name];
    if (Array.isArray(raw)) flags[name] = raw.some(Boolean);
    else if (raw !== void 0) flags[name] = Boolean(raw);
  }
  const positionals = (out._ ?? []).map((a) => a === STDIN_ARG ? "-" : String(a));
  const args = spec.positionals ? checkArity(positionals, spec, helpFor) : {};
  for (const [name, todo] of Object.entries(spec.required ?? {})) {
    const value = flags[name];
    if (typeof value !== "string" || !/\S/.test(value)) throw usageError(`--${name} is required`, todo);
  }
  return { positionals, args, flags };
}
function bool(p, name) {
  return p.flags[name] === true;
}

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/cli/cli-context.ts
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/cli/verb.ts
function defineVerb(spec) {
  const parse = (argv, site) => spec.options(
    parseArgs(
      argv,
      { ...spec.args, positionals: spec.args.positionals ?? [], usage: spec.args.usage ?? site.usage },
      site.helpFor
    )
  );
  return { args: spec.args, parse, run: (argv, ctx, site) => spec.run(parse(argv, site), ctx) };
}
async function verbOf(entry) {
  return "verb" in entry ? entry.verb : entry.load();
}

// lib/cli/command-tree.ts
function flagsOf(args) {
  const flags = [];
  const add = (name, takesValue) => {
    if (flags.some((f) => f.name === name)) return;
    const completes = takesValue ? args.completes?.[name] : void 0;
    flags.push(completes ? { name, takesValue, completes } : { name, takesValue });
  };
  for (const name of [...args.string ?? [], ...args.multiple ?? []]) add(name, true);
  for (const name of [...args.boolean ?? [], "help"]) add(name, false);
  return flags;
}
function verbNode(name, usage, verb) {
  return {
    ...name === void 0 ? {} : { name },
    usage,
    flags: flagsOf(verb.args),
    positionals: verb.args.positionals ?? []
  };
}
async function commandNode(entry) {
  const cmd = await entry.load();
  const head = { name: entry.name, summary: entry.summary };
  if (cmd.verbs) {
    const verbs = await Promise.all(cmd.verbs.map(async (v) => verbNode(v.name, v.usage, await verbOf(v))));
    return { ...head, verbs, ...cmd.defaultVerb === void 0 ? {} : { defaultVerb: cmd.defaultVerb } };
  }
  if (cmd.verb) return { ...head, verbs: [verbNode(void 0, cmd.usage, cmd.verb)] };
  throw new Error(`rig ${entry.name} declares no verb table: build it with defineCommand or defineNoun`);
}
function commandTree(entries) {
  return Promise.all(entries.map(commandNode));
}

// lib/cli/completion-model.ts
var SEAT_OFFER = "@seat";
var offerWords = (c) => c === "seat" ? [SEAT_OFFER] : [...c];
function completionModel(tree) {
  const commands = [
    ...tree.map((c) => ({ name: c.name, summary: c.summary })),
    { name: "help", summary: "list the commands, or show one command's usage" }
  ];
  const nouns = tree.filter((c) => c.verbs.some((v) => v.name !== void 0)).map((c) => ({
    name: c.name,
    verbs: c.verbs.map((v) => v.name),
    ...c.defaultVerb === void 0 ? {} : { defaultVerb: c.defaultVerb }
  }));
  const keys = tree.flatMap(
    (c) => c.verbs.map((v) => ({
      key: v.name === void 0 ? c.name : `${c.name} ${v.name}`,
      flags: v.flags.map((f) => `--${f.name}`),
      valueFlags: v.flags.filter((f) => f.takesValue).map((f) => `--${f.name}`),
      offers: [
        ...v.flags.flatMap((f) => f.completes ? [{ slot: `--${f.name}`, words: offerWords(f.completes) }] : []),
        ...v.positionals.flatMap((p, i) => p.completes ? [{ slot: String(i), words: offerWords(p.completes) }] : [])
      ]
    }))
  );
  return { commands, nouns, keys };
}

// lib/cli/completion-sh.ts
var words = (list2) => shellQuote(list2.join(" "));
function caseArms(arms, indent) {
  return arms.map(([pattern, body]) => `${indent}${shellQuote(pattern)}) ${body} ;;`);
}
function shWalk(model) {
  const commands = words(model.commands.map((c) => c.name));
  const tableCommands = words(model.commands.filter((c) => c.name !== "help").map((c) => c.name));
  const nounArms = caseArms(
    model.nouns.map((n) => [
      n.name,
      `verbs=${words(n.verbs)} dflt=${shellQuote(n.defaultVerb ?? "")}`
    ]),
    "    "
  );
  const keyArms = caseArms(
    model.keys.map((k) => [k.key, `f=${words(k.flags)} v=${words(k.valueFlags)}`]),
    "    "
  );
  const offerArms = caseArms(
    model.keys.flatMap(
      (k) => k.offers.map((o) => [`${k.key}|${o.slot}`, `_rig_out=${words(o.words)}`])
    ),
    "    "
  );
  return `# Sets _rig_out to what a value slot offers: KEY|--flag, or KEY|N for the Nth positional
# (from 0). @seat stands for the registry's seat refs; empty: the shell's own (file names).
_rig_offer() {
  _rig_out=
  case $1 in
${offerArms.join("\n")}
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
${nounArms.join("\n")}
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
${keyArms.join("\n")}
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
var SH_REFS = "command rig completion refs 2>/dev/null";

// lib/cli/completion-bash.ts
function bashScript(model) {
  return `# bash completion for rig, generated by \`rig completion bash\` from rig's command table.
# Load it from ~/.bashrc:  source <(rig completion bash)
# Seat refs come from \`rig completion refs\` (the registry's files; no daemon).

${shWalk(model)}

_rig() {
  local cur=\${COMP_WORDS[COMP_CWORD]}
  # --flag=<Tab>: bash makes the = a word of its own.
  [[ $cur == '=' ]] && cur=
  _rig_want "$cur" "\${COMP_WORDS[@]:1:COMP_CWORD-1}"
  [[ $_rig_out == ${SEAT_OFFER} ]] && _rig_out=$(${SH_REFS})
  COMPREPLY=()
  [[ -n $_rig_out ]] && COMPREPLY=($(compgen -W "$_rig_out" -- "$cur"))
  return 0
}

complete -o default -F _rig rig
`;
}

// lib/cli/completion-zsh.ts
function zshScript(model) {
  const described = model.commands.map((c) => `    ${shellQuote(`${c.name}:${c.summary}`)}`).join("\n");
  return `#compdef rig
# zsh completion for rig, generated by \`rig completion zsh\` from rig's command table.
# Load it from ~/.zshrc, after compinit:  source <(rig completion zsh)
# (or save it as _rig in a folder on $fpath). Seat refs come from \`rig completion refs\`
# (the registry's files; no daemon).

${shWalk(model)}

_rig() {
  local _rig_out
  local -a _rig_words _rig_refs _rig_commands
  _rig_want "$words[CURRENT]" "\${(@)words[2,CURRENT-1]}"
  if [[ CURRENT -eq 2 && $words[CURRENT] != -* ]]; then
    _rig_commands=(
${described}
    )
    _describe -t commands 'rig command' _rig_commands
  elif [[ $_rig_out == ${SEAT_OFFER} ]]; then
    _rig_refs=(\${(f)"$(${SH_REFS})"})
    compadd -a _rig_refs
  elif [[ -n $_rig_out ]]; then
    _rig_words=(\${=_rig_out})
    compadd -a _rig_words
  else
    _files
  fi
}

if [[ $funcstack[1] == _rig ]]; then
  _rig "$@"
else
  compdef _rig rig
fi
`;
}

// lib/cli/completion-fish.ts
function fishQuote(word) {
  return `'${word.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}
var list = (words2) => words2.map(fishQuote).join(" ");
function fishScript(model) {
  const described = model.commands.map((c) => fishQuote(`${c.name}	${c.summary}`)).join(" \\\n      ");
  const tableCommands = list(model.commands.filter((c) => c.name !== "help").map((c) => c.name));
  const nounArms = model.nouns.map(
    (n) => `    case ${fishQuote(n.name)}
      set verbs ${list(n.verbs)}
      set dflt ${fishQuote(n.defaultVerb ?? "")}`
  ).join("\n");
  const keyArms = model.keys.map((k) => `    case ${fishQuote(k.key)}
      set f ${list(k.flags)}
      set v ${list(k.valueFlags)}`).join("\n");
  const offerArms = model.keys.flatMap(
    (k) => k.offers.map((o) => `    case ${fishQuote(`${k.key}|${o.slot}`)}
      printf '%s\\n' ${list(o.words)}`)
  ).join("\n");
  return `# fish completion for rig, generated by \`rig completion fish\` from rig's command table.
# Load it:  rig completion fish | source   (or save it as ~/.config/fish/completions/rig.fish)
# Seat refs come from \`rig completion refs\` (the registry's files; no daemon).

# What a value slot offers: KEY|--flag, or KEY|N for the Nth positional (from 0).
# ${SEAT_OFFER} stands for the registry's seat refs; nothing: the shell's own (file names).
function __rig_offer --argument-names slot
  switch $slot
${offerArms}
  end
end

# What the word being typed may be (one per line, a tab before a description), ${SEAT_OFFER}, or nothing.
function __rig_slot
  set -l args (commandline -opc)[2..-1]
  set -l cur (commandline -ct)
  if not set -q args[1]
    printf '%s\\n' ${described}
    return
  end
  set -l cmd $args[1]
  set -e args[1]
  set -l verbs
  set -l dflt
  switch $cmd
    case help
      set -q args[1]; or printf '%s\\n' ${tableCommands}
      return
${nounArms}
  end
  set -l key $cmd
  if set -q verbs[1]
    if not set -q args[1]; and not string match -q -- '-*' $cur
      printf '%s\\n' $verbs
      return
    end
    # No verb typed (only flags): the default verb's flags, when the noun has one.
    if not set -q args[1]; or string match -q -- '-*' $args[1]
      set key "$cmd $dflt"
    else
      set key "$cmd $args[1]"
      set -e args[1]
    end
  end
  set -l f --help
  set -l v
  switch $key
${keyArms}
  end
  set -l n 0
  while set -q args[1]
    set -l w $args[1]
    set -e args[1]
    if string match -q -- '-*' $w
      # A value flag takes the next word.
      if not string match -q -- '*=*' $w; and contains -- $w $v
        if not set -q args[1]
          __rig_offer "$key|$w"
          return
        end
        set -e args[1]
      end
    else
      set n (math $n + 1)
    end
  end
  if string match -q -- '-*' $cur
    printf '%s\\n' $f
    return
  end
  __rig_offer "$key|$n"
end

function __rig_complete
  set -l out (__rig_slot)
  if test "$out" = ${fishQuote(SEAT_OFFER)}
    command rig completion refs 2>/dev/null
  else if set -q out[1]
    printf '%s\\n' $out
  end
end

# Nothing to offer: file names, as the shell would.
function __rig_files
  set -l out (__rig_slot)
  not set -q out[1]
end

complete -c rig -f -a '(__rig_complete)'
complete -c rig -n __rig_files -F
`;
}

// lib/cli/completion-script.ts
var SCRIPTS = {
  bash: bashScript,
  zsh: zshScript,
  fish: fishScript
};
function completionScriptVerb(shell, table) {
  return defineVerb({
    args: { boolean: ["json"] },
    options: (p) => ({ json: bool(p, "json") }),
    async run({ json }, ctx) {
      const script = SCRIPTS[shell](completionModel(await commandTree(table)));
      if (json) printJson(ctx, { shell, script });
      else ctx.io.out(script);
    }
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  completionScriptVerb
});
}))
