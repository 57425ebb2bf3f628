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

// lib/cli/ps.ts
var ps_exports = {};
__export(ps_exports, {
  psCommand: () => psCommand
});
module.exports = __toCommonJS(ps_exports);

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

// lib/util/shell-quote.ts
function shellQuote(word) {
  if (/^[A-Za-z0-9_/.,:@%+=-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

// lib/store/unreadable.ts
function unreadableReason(code, file) {
  const f = shellQuote(file);
  switch (code) {
    case "EACCES":
    case "EPERM":
      return {
        what: "permission denied",
        todo: `see who owns it (ls -l ${f}) and make it yours again (sudo chown "$USER" ${f}), or move it aside`
      };
    case "ELOOP":
      return { what: "a symbolic link loop", todo: `replace the link with the file it should be, or move it aside` };
    case "EIO":
      return { what: "an I/O error while reading it", todo: "check the disk (dmesg, fsck), then retry" };
    case "ENOTDIR":
      return { what: "a path above it is not a folder", todo: "check the folders above it in the path" };
    case "EMFILE":
    case "ENFILE":
      return { what: "too many open files", todo: "close some programs or raise the open-file limit, then retry" };
    case void 0:
      return { what: "cannot be read", todo: "check the file, or move it aside and retry" };
    default:
      return { what: `cannot be read (${code})`, todo: "check the file, or move it aside and retry" };
  }
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
function isStoreError(err) {
  return typeof err === "object" && err !== null && err[STORE_ERROR] === true;
}
var CorruptDocumentError = class extends StoreError {
  constructor(file, quarantinedTo, reason) {
    super(`${file} was unreadable (${reason}); it was moved to ${quarantinedTo}`, file);
    this.quarantinedTo = quarantinedTo;
    this.reason = reason;
  }
  quarantinedTo;
  reason;
};
var UnreadableFileError = class extends StoreError {
  constructor(file, code) {
    const r = unreadableReason(code, file);
    super(`${file}: ${r.what}`, file, r.todo);
    this.code = code;
  }
  code;
};
function unreadableFile(file, err) {
  const code = err?.code;
  return new UnreadableFileError(file, typeof code === "string" ? code : void 0);
}
var NewerVersionError = class extends StoreError {
  constructor(file, found, supported) {
    super(`${file} has schema version ${found}, newer than this openrig understands (${supported})`, file);
    this.found = found;
    this.supported = supported;
  }
  found;
  supported;
};

// lib/util/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var nonprintingInJson;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function escapeForTerminal(text2) {
  return text2.replace(UNSAFE, hex);
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
function str(p, name) {
  const v = p.flags[name];
  return typeof v === "string" ? v : void 0;
}
function bool(p, name) {
  return p.flags[name] === true;
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
function defineCommand(head, spec) {
  const verb = defineVerb(spec);
  return {
    ...head,
    verb,
    run: (argv, ctx) => verb.run(argv, ctx, { helpFor: head.name, usage: usageLine(head.usage[0]) })
  };
}
function usageLine(usage) {
  return usage?.replace(/\s{2,}\(.*\)$/, "");
}

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var childProcess = () => process.getBuiltinModule("node:child_process");
var net = () => process.getBuiltinModule("node:net");
var os = () => process.getBuiltinModule("node:os");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path.join)(p.seats, rig, `${seat}.json`);
}
function guardPath(p, nodeId) {
  return (0, import_node_path.join)(p.guards, `${nodeId}.json`);
}
function seatHooksPath(p, nodeId, occupant) {
  return (0, import_node_path.join)(p.activity, nodeId, `${occupant}.json`);
}
function seatHooksJournalPath(p, nodeId, occupant, retired = false) {
  return (0, import_node_path.join)(p.activity, nodeId, retired ? `${occupant}.retired.jsonl` : `${occupant}.jsonl`);
}
function contextSamplePath(p, nodeId) {
  return (0, import_node_path.join)(sensorDir(p, nodeId), "sample.json");
}
function sensorDir(p, nodeId) {
  return (0, import_node_path.join)(p.contextUsage, nodeId);
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";
function tmuxServerFromEnv(env) {
  const socket = env[TMUX_SOCKET_VAR]?.trim() || null;
  const configFile = env.OPENRIG_TMUX_CONFIG?.trim() || void 0;
  return { socket, configFile };
}
function serverArgs(server) {
  const args = [];
  if (server.socket) args.push("-S", server.socket);
  if (server.configFile) args.push("-f", server.configFile);
  return args;
}
var TmuxError = class extends Error {
  constructor(failure, args, stderr, code) {
    super(`tmux ${args[0] ?? ""} failed: ${stderr.trim() || `exit ${code}`}`);
    this.failure = failure;
    this.args = args;
    this.stderr = stderr;
    this.code = code;
    this.name = "TmuxError";
  }
  failure;
  args;
  stderr;
  code;
};
function classifyTmuxError(stderr) {
  if (/no server running|error connecting to .*\((No such file or directory|Connection refused)\)|server exited unexpectedly/i.test(
    stderr
  ))
    return "no-server";
  if (/can't find (session|pane|window)|session not found|no current target|no such session|no session/i.test(stderr))
    return "not-found";
  if (/permission denied/i.test(stderr)) return "permission";
  return "other";
}
function childEnv(server) {
  if (!server.socket) return process.env;
  const env = { ...process.env };
  delete env.TMUX;
  return env;
}
var router;
var DEFAULT_TIMEOUT_MS = 1e4;
function tmux(server, args, opts = {}) {
  const routed = opts.input === void 0 ? router?.(server, args, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.write === true) : void 0;
  if (!routed) return spawnTmux(server, args, opts);
  return routed.then((r) => r ?? spawnTmux(server, args, opts));
}
function spawnTmux(server, args, opts = {}) {
  return new Promise((resolve4, reject) => {
    const child = childProcess().execFile(
      "tmux",
      [...serverArgs(server), ...args],
      {
        encoding: "utf8",
        timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: childEnv(server)
      },
      (err, stdout, stderr) => {
        if (err) {
          const code = typeof err.code === "number" ? err.code : null;
          if (err.code === "ENOENT") {
            reject(new TmuxError("other", args, "tmux is not installed (not found on PATH)", null));
            return;
          }
          const failure = err.killed ? "unanswered" : classifyTmuxError(stderr);
          reject(new TmuxError(failure, args, stderr || err.message, code));
          return;
        }
        resolve4({ stdout, stderr });
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

// lib/rig/pane-command.ts
var OCCUPANT_OPTION = "@openrig_occupant";

// lib/rig/liveness.ts
var FORMAT = [
  "#{pane_id}",
  "d#{pane_dead}",
  "s#{pane_dead_status}",
  "p#{pane_pid}",
  `o#{${OCCUPANT_OPTION}}`,
  "#{session_name}:#{pane_current_command}"
].join(" ");
function parsePaneLines(stdout) {
  const out = [];
  for (const line of stdout.split("\n")) {
    const m = /^(%\d+) d([01]) s(\d*) p(\d*) o(\S*) ([^:]*):(.*)$/.exec(line);
    if (!m) continue;
    const [, paneId, dead, deadStatus, pid, occupant, session, currentCommand] = m;
    out.push({
      session,
      paneId,
      dead: dead === "1",
      // A pane can read as dead a moment before tmux has collected its exit status.
      ...dead === "1" && deadStatus !== "" ? { deadStatus: Number(deadStatus) } : {},
      ...pid !== "" && Number(pid) > 0 ? { pid: Number(pid) } : {},
      ...occupant !== "" ? { occupant } : {},
      currentCommand
    });
  }
  return out;
}
async function listServerPanes(server) {
  try {
    const { stdout } = await tmux({ socket: server.socket }, ["list-panes", "-a", "-F", FORMAT]);
    return { ok: true, panes: parsePaneLines(stdout) };
  } catch (err) {
    if (err instanceof TmuxError && (err.failure === "no-server" || err.failure === "not-found"))
      return { ok: false, noServer: true, error: err.message };
    return { ok: false, noServer: false, error: err.message };
  }
}
function seatLiveState(seat, server) {
  if (!server.ok) {
    return server.noServer ? { state: "missing", detail: "tmux server not running" } : { state: "unknown", detail: server.error };
  }
  const inSession = server.panes.filter((p) => p.session === seat.session);
  if (!inSession.length) return { state: "missing", detail: "no tmux session" };
  if (!seat.paneId) return { state: "unknown", detail: "no pane id recorded" };
  const pane = inSession.find((p) => p.paneId === seat.paneId);
  if (!pane)
    return { state: "missing", detail: `session holds other panes (${inSession.map((p) => p.paneId).join(", ")})` };
  if (seat.occupant !== void 0 && pane.occupant !== seat.occupant) {
    return { state: "missing", detail: "a session of that name exists but was started by another launch" };
  }
  return { state: pane.dead ? "dead" : "alive", pane };
}
function paneLister() {
  const servers = /* @__PURE__ */ new Map();
  return (socket) => {
    const key = socket ?? "";
    let panes = servers.get(key);
    if (!panes) servers.set(key, panes = listServerPanes({ socket }));
    return panes;
  };
}
async function liveStates(records, panes = paneLister()) {
  for (const rec of records) void panes(rec.tmux.socket);
  const out = [];
  for (const rec of records) {
    const server = await panes(rec.tmux.socket);
    out.push(seatLiveState({ session: rec.tmux.session, paneId: rec.tmux.paneId, occupant: rec.occupant }, server));
  }
  return out;
}

// lib/activity/store.ts
var import_node_fs6 = require("node:fs");

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
var OCCUPANT_PATTERN = /^o-[0-9a-f]{16}$/;
function nameProblem(name) {
  if (name === "") return "empty name";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return "control characters are not allowed";
  if (name.includes("..")) return '".." is not allowed';
  if (name.includes("/") || name.includes("\\")) return "path separators are not allowed";
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return void 0;
}
function formatSeatRef(seat, rig) {
  return `${seat}@${rig}`;
}
function seatRefOf(seat) {
  return formatSeatRef(seat.name, seat.rig);
}
function sessionNameFor(seat, rig) {
  return formatSeatRef(seat, rig);
}

// lib/store/document.ts
var import_node_fs2 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/interpret.ts
function interpretDocument(kind, file, text2) {
  let doc;
  try {
    const parsed = JSON.parse(text2);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not a JSON object");
    doc = parsed;
  } catch (err) {
    return { problem: `invalid JSON: ${err.message}` };
  }
  if (doc.schema !== kind.schema)
    return { problem: `expected schema "${kind.schema}", found ${JSON.stringify(doc.schema)}` };
  const version = doc.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return { problem: `invalid version ${JSON.stringify(version)}` };
  if (version > kind.version) throw new NewerVersionError(file, version, kind.version);
  for (let v = version; v < kind.version; v++) {
    const lift = kind.migrations?.[v];
    if (!lift) return { problem: `no migration from version ${v}` };
    doc = { ...lift(doc), schema: kind.schema, version: v + 1 };
  }
  if (!kind.validate(doc)) return { problem: schemaProblems(kind.validate).join("; ") };
  return { doc };
}

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var FILE_MODE = 384;

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");

// lib/util/compare-text.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// lib/store/quarantine.ts
var INFIX = ".corrupt-";
var ADVISED = ".advised";
var STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d+)?$/;
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
}
function parseQuarantineName(name) {
  const at = name.lastIndexOf(INFIX);
  if (at <= 0) return void 0;
  const stamp = name.slice(at + INFIX.length);
  return STAMP.test(stamp) ? { original: name.slice(0, at), stamp } : void 0;
}
function quarantinedIn(dir) {
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out = [];
  for (const name of names) {
    const q = parseQuarantineName(name);
    if (!q) continue;
    out.push({
      path: (0, import_node_path2.join)(dir, name),
      original: (0, import_node_path2.join)(dir, q.original),
      stamp: q.stamp,
      advised: present.has(name + ADVISED)
    });
  }
  return out.sort((a, b) => compareText(a.stamp, b.stamp));
}
function markAdvised(q) {
  try {
    (0, import_node_fs.closeSync)((0, import_node_fs.openSync)(q.path + ADVISED, import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL, FILE_MODE));
    return true;
  } catch (err) {
    return err.code !== "EEXIST";
  }
}

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs2.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    (0, import_node_fs2.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw unreadableFile(file, err);
  }
  try {
    let st;
    let text2;
    try {
      st = (0, import_node_fs2.fstatSync)(fd);
      text2 = st.isFile() ? (0, import_node_fs2.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text: text2, dev: st.dev, ino: st.ino };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function decode(kind, file, raw) {
  const r = interpretDocument(kind, file, raw.text);
  if ("problem" in r) throw quarantine(file, raw, r.problem);
  return r.doc;
}
function handleCorrupt(err, opts) {
  if (err instanceof CorruptDocumentError && opts.onCorrupt === "fresh") {
    (opts.report ?? defaultReport)(err.message);
    return void 0;
  }
  throw err;
}
function readDocument(kind, file, opts = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      const raw = readRaw(file);
      if (raw === void 0) return void 0;
      return decode(kind, file, raw);
    } catch (err) {
      if (!(err instanceof ReplacedWhileReading)) return handleCorrupt(err, opts);
      if (attempt >= 3) throw new StoreError(`${file} kept changing while it was read; try again`, file);
    }
  }
}
var UNCHANGED = /* @__PURE__ */ Symbol("unchanged");

// lib/store/jsonl-log.ts
var import_node_fs3 = require("node:fs");
var HASH_CHARS = 16;
function checksum(json) {
  return crypto().createHash("sha256").update(json).digest("hex").slice(0, HASH_CHARS);
}
function decodeLines(text2) {
  const records = [];
  let dropped = 0;
  const lines = text2.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) {
    if (line === "") continue;
    const tab = line.indexOf("	");
    const json = tab === HASH_CHARS ? line.slice(tab + 1) : void 0;
    if (json === void 0 || checksum(json) !== line.slice(0, tab)) {
      dropped++;
      continue;
    }
    try {
      records.push(JSON.parse(json));
    } catch {
      dropped++;
    }
  }
  return { records, dropped };
}
function readLog(file) {
  let text2;
  try {
    text2 = (0, import_node_fs3.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { records: [], dropped: 0 };
    throw unreadableFile(file, err);
  }
  return decodeLines(text2);
}

// lib/util/read-regular-file.ts
var import_node_fs4 = require("node:fs");
var OPEN_FLAGS = import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NONBLOCK ?? 0) | (import_node_fs4.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/util/read-if-present.ts
var import_node_fs5 = require("node:fs");
function readIfPresent(file) {
  try {
    if ((0, import_node_fs5.statSync)(file, { throwIfNoEntry: false }) === void 0) return void 0;
  } catch (e) {
    if (e.code === "ENOTDIR") return void 0;
    throw e;
  }
  return (0, import_node_fs5.readFileSync)(file, "utf8");
}

// lib/store/peek.ts
function peekDocument(kind, file) {
  let raw;
  try {
    raw = readIfPresent(file);
    if (raw === void 0) return { found: false };
  } catch (err) {
    if (err.code === "ENOENT") return { found: false };
    return { found: true, unclean: true };
  }
  try {
    const doc = JSON.parse(raw);
    if (kind.validate(doc) && doc.schema === kind.schema && doc.version === kind.version)
      return { found: true, doc };
  } catch {
  }
  return { found: true, unclean: true };
}

// lib/activity/permission/permission.ts
var MAX_ENTRIES = 8;
var MAX_RULES_PER_ENTRY = 16;
var MAX_TOOL_NAME_UNITS = 128;
var MAX_RULE_CONTENT_UNITS = 2048;
var MAX_EVIDENCE_BYTES = 16384;
var AGENT_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;
var SUGGESTION_TYPES = ["addRules", "replaceRules", "removeRules"];
var SUGGESTION_BEHAVIORS = ["allow", "deny", "ask"];
var SUGGESTION_DESTINATIONS = [
  "userSettings",
  "projectSettings",
  "localSettings",
  "session",
  "cliArg"
];
var NOT_RELAYED_REASON = "not_relayed";
var UNAVAILABLE_REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
var ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
var TYPES = new Set(SUGGESTION_TYPES);
var BEHAVIORS = new Set(SUGGESTION_BEHAVIORS);
var DESTINATIONS = new Set(SUGGESTION_DESTINATIONS);
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var ok = (value) => ({ ok: true, value });
var refuse = (reason) => ({ ok: false, reason });
function evidenceBytes(obs) {
  return Buffer.byteLength(JSON.stringify(obs), "utf8");
}
function actorOf(agentId) {
  if (agentId === void 0 || agentId === null) return ok({ category: "main" });
  if (typeof agentId !== "string")
    return refuse(`agent_id is a ${Array.isArray(agentId) ? "array" : typeof agentId}, not a string`);
  if (!AGENT_ID_PATTERN.test(agentId)) return refuse("agent_id is not 1-128 characters of [A-Za-z0-9._:@-]");
  return ok({ category: "subagent_or_teammate", id: agentId });
}
function checkToolName(name, where) {
  if (typeof name !== "string") return `${where} is not a string`;
  if (name.length === 0) return `${where} is empty`;
  if (name.length > MAX_TOOL_NAME_UNITS) return `${where} is longer than ${MAX_TOOL_NAME_UNITS} UTF-16 code units`;
  return void 0;
}
function checkSeq(seq) {
  return Number.isSafeInteger(seq) && seq >= 0 ? void 0 : "seq is not a non-negative integer";
}
function checkObservedAt(at) {
  if (typeof at !== "string" || !ISO_PATTERN.test(at))
    return "observedAt is not an ISO time (YYYY-MM-DDTHH:MM:SS.mmmZ)";
  const ms = Date.parse(at);
  if (!Number.isFinite(ms) || new Date(ms).toISOString() !== at) return "observedAt is not a real time";
  return void 0;
}
function exactKeys(obj, required, optional, where) {
  for (const key of Object.keys(obj)) {
    if (!required.includes(key) && !optional.includes(key)) return `${where} has an unknown field`;
  }
  for (const key of required) if (!Object.hasOwn(obj, key)) return `${where}.${key} is missing`;
  return void 0;
}
function checkActor(value) {
  if (!isRecord(value)) return refuse("actor is not an object");
  if (value.category === "main") {
    const extra2 = exactKeys(value, ["category"], [], "actor");
    return extra2 ? refuse(extra2) : ok({ category: "main" });
  }
  if (value.category !== "subagent_or_teammate") return refuse("actor.category is not main or subagent_or_teammate");
  const extra = exactKeys(value, ["category", "id"], [], "actor");
  if (extra) return refuse(extra);
  if (typeof value.id !== "string" || !AGENT_ID_PATTERN.test(value.id)) {
    return refuse("actor.id is not 1-128 characters of [A-Za-z0-9._:@-]");
  }
  return ok({ category: "subagent_or_teammate", id: value.id });
}
function checkRule(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["toolName"], ["ruleContent"], where);
  if (extra) return refuse(extra);
  const nameProblem2 = checkToolName(value.toolName, `${where}.toolName`);
  if (nameProblem2) return refuse(nameProblem2);
  if (!Object.hasOwn(value, "ruleContent")) return ok({ toolName: value.toolName });
  const content = value.ruleContent;
  if (typeof content !== "string") return refuse(`${where}.ruleContent is not a string`);
  if (content.length > MAX_RULE_CONTENT_UNITS) {
    return refuse(`${where}.ruleContent is longer than ${MAX_RULE_CONTENT_UNITS} UTF-16 code units`);
  }
  return ok({ toolName: value.toolName, ruleContent: content });
}
function checkEntry(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["type", "rules", "behavior", "destination"], [], where);
  if (extra) return refuse(extra);
  if (!TYPES.has(value.type)) return refuse(`${where}.type is not addRules, replaceRules or removeRules`);
  if (!BEHAVIORS.has(value.behavior)) return refuse(`${where}.behavior is not ${SUGGESTION_BEHAVIORS.join(", ")}`);
  if (!DESTINATIONS.has(value.destination))
    return refuse(`${where}.destination is not ${SUGGESTION_DESTINATIONS.join(", ")}`);
  if (!Array.isArray(value.rules)) return refuse(`${where}.rules is not a list`);
  if (value.rules.length > MAX_RULES_PER_ENTRY)
    return refuse(`${where}.rules has more than ${MAX_RULES_PER_ENTRY} rules`);
  const rules = [];
  for (let i = 0; i < value.rules.length; i++) {
    const rule = checkRule(value.rules[i], `${where}.rules[${i}]`);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok({
    type: value.type,
    rules,
    behavior: value.behavior,
    destination: value.destination
  });
}
function checkSuggestedRules(value) {
  const where = "suggested_rules";
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  if (value.state === "unavailable") {
    const extra2 = exactKeys(value, ["state", "reason"], [], where);
    if (extra2) return refuse(extra2);
    if (typeof value.reason !== "string" || !UNAVAILABLE_REASON_PATTERN.test(value.reason)) {
      return refuse(`${where}.reason is not a machine word ([a-z][a-z0-9_]{0,63})`);
    }
    return ok({ state: "unavailable", reason: value.reason });
  }
  if (value.state !== "available") return refuse(`${where}.state is not available or unavailable`);
  const extra = exactKeys(value, ["state", "native", "entries", "unsupported", "size_cut"], [], where);
  if (extra) return refuse(extra);
  if (value.native !== "present" && value.native !== "missing")
    return refuse(`${where}.native is not present or missing`);
  if (typeof value.unsupported !== "boolean") return refuse(`${where}.unsupported is not a boolean`);
  if (typeof value.size_cut !== "boolean") return refuse(`${where}.size_cut is not a boolean`);
  if (!Array.isArray(value.entries)) return refuse(`${where}.entries is not a list`);
  if (value.entries.length > MAX_ENTRIES) return refuse(`${where}.entries has more than ${MAX_ENTRIES} entries`);
  if (value.native === "missing" && (value.entries.length > 0 || value.unsupported || value.size_cut)) {
    return refuse(`${where} says the native field is missing but carries entries or markers`);
  }
  const entries = [];
  for (let i = 0; i < value.entries.length; i++) {
    const entry = checkEntry(value.entries[i], `${where}.entries[${i}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok({
    state: "available",
    native: value.native,
    entries,
    unsupported: value.unsupported,
    size_cut: value.size_cut
  });
}
function checkPermissionObservation(value) {
  if (!isRecord(value)) return refuse("the permission observation is not an object");
  const extra = exactKeys(value, ["tool", "actor", "observedAt", "seq"], ["suggested_rules"], "permission");
  if (extra) return refuse(extra);
  if (!isRecord(value.tool)) return refuse("tool is not an object");
  const toolExtra = exactKeys(value.tool, ["name"], [], "tool");
  if (toolExtra) return refuse(toolExtra);
  const nameProblem2 = checkToolName(value.tool.name, "tool.name");
  if (nameProblem2) return refuse(nameProblem2);
  const actor = checkActor(value.actor);
  if (!actor.ok) return actor;
  const timeProblem = checkObservedAt(value.observedAt) ?? checkSeq(value.seq);
  if (timeProblem) return refuse(timeProblem);
  let suggested = { state: "unavailable", reason: NOT_RELAYED_REASON };
  if (Object.hasOwn(value, "suggested_rules")) {
    const checked = checkSuggestedRules(value.suggested_rules);
    if (!checked.ok) return checked;
    suggested = checked.value;
  }
  const obs = {
    tool: { name: value.tool.name },
    actor: actor.value,
    observedAt: value.observedAt,
    seq: value.seq,
    suggested_rules: suggested
  };
  if (evidenceBytes(obs) > MAX_EVIDENCE_BYTES)
    return refuse(`the observation is over ${MAX_EVIDENCE_BYTES} UTF-8 bytes serialized`);
  return ok(obs);
}

// lib/seat/pane-vars.ts
var PANE_VARS = {
  home: HOME_VAR,
  session: "OPENRIG_SESSION_NAME",
  node: "OPENRIG_NODE",
  /** The activity relay reads the identity under this name. */
  nodeId: "OPENRIG_NODE_ID",
  runtime: "OPENRIG_RUNTIME",
  occupant: "OPENRIG_OCCUPANT_GENERATION",
  projectDir: "OPENRIG_SEAT_PROJECT_DIR",
  tmuxSocket: TMUX_SOCKET_VAR,
  /** A handover successor's handoff note (placed under the home). */
  handoffNote: "OPENRIG_HANDOFF_NOTE"
};
var RESERVED_ENV_KEYS = [...Object.values(PANE_VARS), "TMUX", "TMUX_PANE"];

// lib/activity/prompt-hash.ts
var PROMPT_HASH_PATTERN = /^fnv1a64:[0-9a-f]{16}$/;

// lib/activity/observe.ts
var EVENT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
var SUBTYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
var SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
var TRANSCRIPT_PATH_PATTERN = /^\/[^\u0000-\u001f\u007f]{0,4089}\.jsonl$/;
var TOOL_NAME_MAX = MAX_TOOL_NAME_UNITS;
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
function toolNameOf(v) {
  return typeof v === "string" && v.length > 0 && v.length <= TOOL_NAME_MAX && !UNPRINTABLE.test(v) ? v : void 0;
}

// lib/util/clock-clamp.ts
var FUTURE_SKEW_MS = 3e4;
function isFutureStamp(stampMs, nowMs) {
  return stampMs - nowMs > FUTURE_SKEW_MS;
}
function stampAgeMs(stampMs, nowMs) {
  if (isFutureStamp(stampMs, nowMs)) return null;
  return Math.max(0, Math.round(nowMs - stampMs));
}

// lib/activity/map.ts
var CLAUDE_NOTIFICATIONS = /* @__PURE__ */ new Map([
  // A dialog, menu or notice waits for a person.
  ["permission_prompt", "needs_input"],
  ["agent_needs_input", "needs_input"],
  ["elicitation_dialog", "needs_input"],
  ["elicitation_url_dialog", "needs_input"],
  ["worker_permission_prompt", "needs_input"],
  // The composer waits and no turn runs: the idle nudge; a usage-limit stop that will not resume on its own.
  ["idle_prompt", "idle"],
  ["quota_auto_resume_stale", "idle"],
  ["quota_auto_resume_disabled", "idle"],
  // A turn goes on: the automatic continue after a usage limit; an MCP question answered.
  ["quota_auto_resume_fired", "running"],
  ["elicitation_response", "running"],
  // News.
  ["auth_success", "keep"],
  ["auth_storage_failure", "keep"],
  ["agent_completed", "keep"],
  ["push_notification", "keep"],
  ["plugin_notification", "keep"],
  ["computer_use_enter", "keep"],
  ["computer_use_exit", "keep"],
  ["model_refusal_fallback", "keep"],
  ["elicitation_complete", "keep"]
]);
var CLAUDE_NOTIFICATION_TYPES = new Set(CLAUDE_NOTIFICATIONS.keys());
function notification(subtype) {
  const word = subtype === void 0 ? void 0 : CLAUDE_NOTIFICATIONS.get(subtype);
  if (word === void 0) return { state: "unknown", reason: "unmapped_notification", keep: true };
  if (word === "keep") return { state: "unknown", reason: subtype, keep: true };
  return { state: word, reason: subtype };
}
var PERMISSION_REQUEST_REASON = "permission_request";
function mapActivity(event, subtype) {
  switch (event) {
    case "UserPromptSubmit":
      return { state: "running", reason: "prompt_submitted" };
    case "PreToolUse":
      return { state: "running", reason: "tool_started" };
    case "PostToolUse":
      return { state: "running", reason: "tool_finished" };
    case "PermissionRequest":
      return { state: "needs_input", reason: PERMISSION_REQUEST_REASON };
    case "Notification":
      return notification(subtype);
    case "Stop":
      return { state: "idle", reason: "turn_stopped" };
    case "StopFailure":
      return subtype !== void 0 ? { state: "idle", reason: "stop_failure", errorKind: subtype } : { state: "idle", reason: "stop_failure" };
    case "SessionEnd":
      return { state: "idle", reason: "session_ended" };
    case "SessionStart":
      return { state: "unknown", reason: "session_start_observed" };
    default:
      return { state: "unknown", reason: "unmapped_runtime_hook", keep: true };
  }
}

// lib/activity/merge.ts
var PROMPTS_KEPT = 8;
var UNKNOWN_PLUGIN = "unknown";
function activityOf(obs, m = mapActivity(obs.event, obs.subtype)) {
  const a = { state: m.state, reason: m.reason, event: obs.event, seq: obs.seq, at: obs.observedAt };
  if (obs.subtype !== void 0) a.subtype = obs.subtype;
  if (m.errorKind !== void 0) a.errorKind = m.errorKind;
  return a;
}
function replacesActivity(stored, run, nowMs) {
  const storedKept = mapActivity(stored.event, stored.subtype).keep === true;
  const runKept = run.keep === true;
  if (storedKept !== runKept) return storedKept;
  return compareSeq(run.seq, stored.seq, nowMs) > 0;
}
function lastHookOf(obs) {
  return obs.subtype !== void 0 ? { event: obs.event, subtype: obs.subtype, seq: obs.seq, at: obs.observedAt } : { event: obs.event, seq: obs.seq, at: obs.observedAt };
}
function sessionOf(obs) {
  if (obs.sessionId === void 0) return void 0;
  const s = { id: obs.sessionId, seq: obs.seq, at: obs.observedAt };
  if (obs.event === "SessionStart" && obs.subtype !== void 0) s.source = obs.subtype;
  if (obs.transcriptPath !== void 0) s.transcriptPath = obs.transcriptPath;
  return s;
}
function compareSeq(a, b, nowMs) {
  const fa = isFutureStamp(a / 1e3, nowMs);
  const fb = isFutureStamp(b / 1e3, nowMs);
  if (fa !== fb) return fa ? -1 : 1;
  return a - b;
}
function mergeObservation(doc, obs, nowMs) {
  if (doc === void 0) {
    const fresh = {
      schema: "seat-hooks",
      version: 1,
      nodeId: obs.nodeId,
      occupant: obs.occupant,
      seat: obs.seat,
      runtime: obs.runtime,
      firstLaunch: {
        at: obs.observedAt,
        seq: obs.seq,
        event: obs.event,
        pluginVersion: obs.plugin?.version ?? UNKNOWN_PLUGIN,
        bundleHash: obs.plugin?.bundleHash ?? UNKNOWN_PLUGIN
      },
      lastHook: lastHookOf(obs),
      activity: activityOf(obs)
    };
    const session2 = sessionOf(obs);
    if (session2) fresh.session = session2;
    if (obs.promptHash !== void 0) fresh.prompts = [{ hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }];
    return fresh;
  }
  let changed = false;
  const next = { ...doc };
  if (compareSeq(obs.seq, doc.lastHook.seq, nowMs) > 0) {
    next.lastHook = lastHookOf(obs);
    changed = true;
  }
  const mapped = mapActivity(obs.event, obs.subtype);
  if (replacesActivity(doc.activity, { keep: mapped.keep, seq: obs.seq }, nowMs)) {
    next.activity = activityOf(obs, mapped);
    changed = true;
  }
  const session = sessionOf(obs);
  if (session && (doc.session === void 0 || obs.event === "SessionStart" && compareSeq(obs.seq, doc.session.seq, nowMs) > 0)) {
    next.session = session;
    changed = true;
  }
  if (obs.promptHash !== void 0) {
    const prompts = doc.prompts ?? [];
    const known = prompts.some((p) => p.seq === obs.seq && p.hash === obs.promptHash);
    const oldest = prompts.length >= PROMPTS_KEPT ? prompts[0].seq : -Infinity;
    if (!known && obs.seq > oldest) {
      const merged = [...prompts, { hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }].sort(
        (a, b) => a.seq - b.seq
      );
      next.prompts = merged.slice(-PROMPTS_KEPT);
      changed = true;
    }
  }
  return changed ? next : UNCHANGED;
}

// lib/activity/plugin-info.ts
var PLUGIN_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
var BUNDLE_HASH_PATTERN = /^(?:[0-9a-f]{16}|unknown)$/;
var MAX_FILE_BYTES = 16 * 1024 * 1024;

// lib/activity/ingress-check.ts
var ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
var MIN_SEQ = 1e15;
var FIELDS = /* @__PURE__ */ new Set([
  "v",
  "nodeId",
  "occupant",
  "seat",
  "runtime",
  "event",
  "subtype",
  "seq",
  "observedAt",
  "sessionId",
  "transcriptPath",
  "promptHash",
  "toolName",
  "agentId",
  "permission",
  "plugin"
]);
var fail = (reason) => ({ ok: false, reason });
function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function patternProblem(field, v, pattern, what) {
  if (typeof v !== "string") return `${field} must be a string`;
  if (!pattern.test(v)) return `${field} must be ${what}`;
  return void 0;
}
function seatProblem(v) {
  if (typeof v !== "string") return "seat must be a string (name@rig)";
  const at = v.indexOf("@");
  if (at < 0 || v.indexOf("@", at + 1) >= 0) return "seat must be name@rig";
  const problem = nameProblem(v.slice(0, at)) ?? nameProblem(v.slice(at + 1));
  return problem ? `seat: ${problem}` : void 0;
}
function checkHookObservation(value, opts = {}) {
  if (!isPlainObject(value)) return fail("the body must be a JSON object (a hook observation)");
  const unknown = Object.keys(value).filter((k) => !FIELDS.has(k));
  if (unknown.length) return fail(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.sort().join(", ")}`);
  const o = value;
  if (o.v !== 1) return fail("v must be 1");
  const identity = patternProblem("nodeId", o.nodeId, NODE_ID_PATTERN, "a node id (n-<16 hex>)") ?? patternProblem("occupant", o.occupant, OCCUPANT_PATTERN, "an occupant id (o-<16 hex>)") ?? seatProblem(o.seat);
  if (identity) return fail(identity);
  if (o.runtime !== "claude" && o.runtime !== "codex") return fail("runtime must be claude or codex");
  const event = patternProblem("event", o.event, EVENT_PATTERN, "a hook event name (letters, digits, _; \u2264 64)");
  if (event) return fail(event);
  if (o.subtype !== void 0) {
    const p = patternProblem("subtype", o.subtype, SUBTYPE_PATTERN, "a short word ([A-Za-z0-9_.:-], \u2264 64)");
    if (p) return fail(p);
  }
  const now = opts.now ?? Date.now();
  if (typeof o.seq !== "number" || !Number.isSafeInteger(o.seq) || o.seq <= 0)
    return fail("seq must be a positive safe integer");
  if (o.seq < MIN_SEQ) return fail("seq must be microseconds since the epoch (this one is too small)");
  if (o.seq > (now + FUTURE_SKEW_MS) * 1e3) return fail("seq is in the future");
  if (typeof o.observedAt !== "string" || !ISO_UTC.test(o.observedAt) || Number.isNaN(Date.parse(o.observedAt)))
    return fail("observedAt must be an ISO time in UTC (\u2026Z)");
  if (isFutureStamp(Date.parse(o.observedAt), now)) return fail("observedAt is in the future");
  if (o.sessionId !== void 0) {
    const p = patternProblem("sessionId", o.sessionId, SESSION_ID_PATTERN, "an id ([A-Za-z0-9._:-], \u2264 128)");
    if (p) return fail(p);
  }
  if (o.transcriptPath !== void 0) {
    const p = patternProblem("transcriptPath", o.transcriptPath, TRANSCRIPT_PATH_PATTERN, "an absolute .jsonl path");
    if (p) return fail(p);
  }
  if (o.promptHash !== void 0) {
    const p = patternProblem("promptHash", o.promptHash, PROMPT_HASH_PATTERN, "a prompt hash (fnv1a64:<16 hex>)");
    if (p) return fail(p);
  }
  if (o.toolName !== void 0) {
    if (toolNameOf(o.toolName) === void 0)
      return fail(`toolName must be 1\u2013${TOOL_NAME_MAX} UTF-16 units without control or format characters`);
  }
  if (o.agentId !== void 0) {
    if (typeof o.agentId !== "string" || !actorOf(o.agentId).ok)
      return fail("agentId must be a valid agent id (lib/evidence actorOf)");
  }
  let plugin;
  if (o.plugin !== void 0) {
    if (!isPlainObject(o.plugin)) return fail("plugin must be an object {version, bundleHash}");
    const extra = Object.keys(o.plugin).filter((k) => k !== "version" && k !== "bundleHash");
    if (extra.length) return fail(`plugin: unknown field ${extra.sort().join(", ")}`);
    const p = patternProblem("plugin.version", o.plugin.version, PLUGIN_VERSION_PATTERN, "a version (\u2264 64)") ?? patternProblem("plugin.bundleHash", o.plugin.bundleHash, BUNDLE_HASH_PATTERN, "16 hex digits or unknown");
    if (p) return fail(p);
    plugin = { version: o.plugin.version, bundleHash: o.plugin.bundleHash };
  }
  let permission;
  if (o.permission !== void 0) {
    if (o.event !== "PermissionRequest") return fail("permission is carried only by a PermissionRequest");
    const checked = (opts.checkPermission ?? checkPermissionObservation)(o.permission);
    if (!checked.ok) return fail(`permission: ${checked.reason}`);
    if (checked.value.seq !== o.seq) return fail("permission.seq must equal seq");
    permission = checked.value;
  }
  const obs = {
    v: 1,
    nodeId: o.nodeId,
    occupant: o.occupant,
    seat: o.seat,
    runtime: o.runtime,
    event: o.event,
    seq: o.seq,
    observedAt: o.observedAt
  };
  if (o.subtype !== void 0) obs.subtype = o.subtype;
  if (o.sessionId !== void 0) obs.sessionId = o.sessionId;
  if (o.transcriptPath !== void 0) obs.transcriptPath = o.transcriptPath;
  if (o.promptHash !== void 0) obs.promptHash = o.promptHash;
  if (o.toolName !== void 0) obs.toolName = o.toolName;
  if (o.agentId !== void 0) obs.agentId = o.agentId;
  if (permission) obs.permission = permission;
  if (plugin) obs.plugin = plugin;
  return { ok: true, value: obs };
}

// lib/activity/journal-append.ts
var FOLD_EVERY_BYTES = 8 * 1024;

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
var JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;
function parseJournal(bytes, base) {
  const last = bytes.lastIndexOf(10);
  if (last < 0) return { values: [], end: base };
  const values = [];
  for (const line of bytes.toString("utf8", 0, last).split("\n")) {
    if (!line) continue;
    try {
      values.push(JSON.parse(line));
    } catch {
    }
  }
  return { values, end: base + last + 1 };
}
function foldEntries(doc, entries, nowMs) {
  let out = doc;
  for (const obs of [...entries].sort((a, b) => compareSeq(a.seq, b.seq, nowMs))) {
    const next = mergeObservation(out, obs, nowMs);
    if (next !== UNCHANGED) out = next;
    if (out && obs.plugin && out.firstLaunch.bundleHash === UNKNOWN_PLUGIN && out.firstLaunch.pluginVersion === UNKNOWN_PLUGIN)
      out = {
        ...out,
        firstLaunch: { ...out.firstLaunch, pluginVersion: obs.plugin.version, bundleHash: obs.plugin.bundleHash }
      };
  }
  return out;
}

// lib/store/validators/seat-hooks.v1.generated.js
var compiled;
function validate_seat_hooks_v1(data, options) {
  compiled ??= build();
  const ok2 = compiled(data, options);
  validate_seat_hooks_v1.errors = compiled.errors;
  return ok2;
}
function build() {
  const schema33 = { "$id": "openrig/seat-hooks@1", "title": "What one seat occupant's runtime hooks reported, folded from its journal ($OPENRIG_HOME/activity/<nodeId>/<occupant>.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "runtime", "firstLaunch", "lastHook", "activity"], "additionalProperties": false, "definitions": { "seq": { "type": "integer", "minimum": 1 }, "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "event": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, "word": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" } }, "properties": { "schema": { "const": "seat-hooks" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "runtime": { "enum": ["claude", "codex"] }, "firstLaunch": { "type": "object", "required": ["at", "seq", "event", "pluginVersion", "bundleHash"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/at" }, "seq": { "$ref": "#/definitions/seq" }, "event": { "$ref": "#/definitions/event" }, "pluginVersion": { "type": "string", "pattern": "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, "bundleHash": { "type": "string", "pattern": "^([0-9a-f]{16}|unknown)$" } } }, "lastHook": { "type": "object", "required": ["event", "seq", "at"], "additionalProperties": false, "properties": { "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "activity": { "type": "object", "required": ["state", "reason", "event", "seq", "at"], "additionalProperties": false, "properties": { "state": { "enum": ["running", "needs_input", "idle", "unknown"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "errorKind": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "session": { "type": "object", "required": ["id", "seq", "at"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, "source": { "$ref": "#/definitions/word" }, "transcriptPath": { "type": "string", "pattern": "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "prompts": { "type": "array", "maxItems": 8, "items": { "type": "object", "required": ["hash", "seq", "at"], "additionalProperties": false, "properties": { "hash": { "type": "string", "pattern": "^fnv1a64:[0-9a-f]{16}$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } } }, "journal": { "description": "Bytes of the occupant's journal (<occupant>.jsonl) and of the retired one (<occupant>.retired.jsonl) folded into this document", "type": "object", "required": ["folded"], "additionalProperties": false, "properties": { "folded": { "type": "integer", "minimum": 0 }, "retiredFolded": { "type": "integer", "minimum": 0 } } } } };
  const schema34 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" };
  const schema35 = { "type": "integer", "minimum": 1 };
  const schema36 = { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" };
  const schema38 = { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern115 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,63}$", "u");
  const pattern116 = new RegExp("^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$", "u");
  const pattern117 = new RegExp("^([0-9a-f]{16}|unknown)$", "u");
  const pattern119 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  const pattern128 = new RegExp("^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$", "u");
  const pattern130 = new RegExp("^fnv1a64:[0-9a-f]{16}$", "u");
  function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.runtime === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.firstLaunch === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstLaunch" }, message: "must have required property 'firstLaunch'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.lastHook === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastHook" }, message: "must have required property 'lastHook'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.activity === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "activity" }, message: "must have required property 'activity'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema33.properties, key0)) {
          const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat-hooks" !== data.schema) {
          const err10 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat-hooks" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err11 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern19.test(data3)) {
            const err14 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data4 = data.seat;
        if (typeof data4 === "string") {
          if (!pattern20.test(data4)) {
            const err16 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        } else {
          const err17 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.runtime !== void 0) {
        let data5 = data.runtime;
        if (!(data5 === "claude" || data5 === "codex")) {
          const err18 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema33.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.firstLaunch !== void 0) {
        let data6 = data.firstLaunch;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.at === void 0) {
            const err19 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data6.seq === void 0) {
            const err20 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (data6.event === void 0) {
            const err21 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (data6.pluginVersion === void 0) {
            const err22 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "pluginVersion" }, message: "must have required property 'pluginVersion'" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (data6.bundleHash === void 0) {
            const err23 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "bundleHash" }, message: "must have required property 'bundleHash'" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "at" || key1 === "seq" || key1 === "event" || key1 === "pluginVersion" || key1 === "bundleHash")) {
              const err24 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data6.at !== void 0) {
            let data7 = data6.at;
            if (typeof data7 === "string") {
              if (!pattern22.test(data7)) {
                const err25 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            } else {
              const err26 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.seq !== void 0) {
            let data8 = data6.seq;
            if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
              const err27 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (typeof data8 == "number" && isFinite(data8)) {
              if (data8 < 1 || isNaN(data8)) {
                const err28 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          }
          if (data6.event !== void 0) {
            let data9 = data6.event;
            if (typeof data9 === "string") {
              if (!pattern115.test(data9)) {
                const err29 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            } else {
              const err30 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data6.pluginVersion !== void 0) {
            let data10 = data6.pluginVersion;
            if (typeof data10 === "string") {
              if (!pattern116.test(data10)) {
                const err31 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/pattern", keyword: "pattern", params: { pattern: "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, message: 'must match pattern "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            } else {
              const err32 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
          if (data6.bundleHash !== void 0) {
            let data11 = data6.bundleHash;
            if (typeof data11 === "string") {
              if (!pattern117.test(data11)) {
                const err33 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/pattern", keyword: "pattern", params: { pattern: "^([0-9a-f]{16}|unknown)$" }, message: 'must match pattern "^([0-9a-f]{16}|unknown)$"' };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            } else {
              const err34 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      if (data.lastHook !== void 0) {
        let data12 = data.lastHook;
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
          if (data12.event === void 0) {
            const err36 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (data12.seq === void 0) {
            const err37 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (data12.at === void 0) {
            const err38 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key2 in data12) {
            if (!(key2 === "event" || key2 === "subtype" || key2 === "seq" || key2 === "at")) {
              const err39 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data12.event !== void 0) {
            let data13 = data12.event;
            if (typeof data13 === "string") {
              if (!pattern115.test(data13)) {
                const err40 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            } else {
              const err41 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data12.subtype !== void 0) {
            let data14 = data12.subtype;
            if (typeof data14 === "string") {
              if (!pattern119.test(data14)) {
                const err42 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            } else {
              const err43 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data12.seq !== void 0) {
            let data15 = data12.seq;
            if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
              const err44 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (typeof data15 == "number" && isFinite(data15)) {
              if (data15 < 1 || isNaN(data15)) {
                const err45 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
          }
          if (data12.at !== void 0) {
            let data16 = data12.at;
            if (typeof data16 === "string") {
              if (!pattern22.test(data16)) {
                const err46 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            } else {
              const err47 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        } else {
          const err48 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
      if (data.activity !== void 0) {
        let data17 = data.activity;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.state === void 0) {
            const err49 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data17.reason === void 0) {
            const err50 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data17.event === void 0) {
            const err51 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (data17.seq === void 0) {
            const err52 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (data17.at === void 0) {
            const err53 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
          for (const key3 in data17) {
            if (!(key3 === "state" || key3 === "reason" || key3 === "event" || key3 === "subtype" || key3 === "errorKind" || key3 === "seq" || key3 === "at")) {
              const err54 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data17.state !== void 0) {
            let data18 = data17.state;
            if (!(data18 === "running" || data18 === "needs_input" || data18 === "idle" || data18 === "unknown")) {
              const err55 = { instancePath: instancePath + "/activity/state", schemaPath: "#/properties/activity/properties/state/enum", keyword: "enum", params: { allowedValues: schema33.properties.activity.properties.state.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
          if (data17.reason !== void 0) {
            let data19 = data17.reason;
            if (typeof data19 === "string") {
              if (!pattern121.test(data19)) {
                const err56 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            } else {
              const err57 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data17.event !== void 0) {
            let data20 = data17.event;
            if (typeof data20 === "string") {
              if (!pattern115.test(data20)) {
                const err58 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            } else {
              const err59 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data17.subtype !== void 0) {
            let data21 = data17.subtype;
            if (typeof data21 === "string") {
              if (!pattern119.test(data21)) {
                const err60 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            } else {
              const err61 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          if (data17.errorKind !== void 0) {
            let data22 = data17.errorKind;
            if (typeof data22 === "string") {
              if (!pattern119.test(data22)) {
                const err62 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            } else {
              const err63 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
          if (data17.seq !== void 0) {
            let data23 = data17.seq;
            if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
              const err64 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            if (typeof data23 == "number" && isFinite(data23)) {
              if (data23 < 1 || isNaN(data23)) {
                const err65 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
          }
          if (data17.at !== void 0) {
            let data24 = data17.at;
            if (typeof data24 === "string") {
              if (!pattern22.test(data24)) {
                const err66 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            } else {
              const err67 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          }
        } else {
          const err68 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      }
      if (data.session !== void 0) {
        let data25 = data.session;
        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
          if (data25.id === void 0) {
            const err69 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          if (data25.seq === void 0) {
            const err70 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (data25.at === void 0) {
            const err71 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          for (const key4 in data25) {
            if (!(key4 === "id" || key4 === "source" || key4 === "transcriptPath" || key4 === "seq" || key4 === "at")) {
              const err72 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          }
          if (data25.id !== void 0) {
            let data26 = data25.id;
            if (typeof data26 === "string") {
              if (!pattern23.test(data26)) {
                const err73 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            } else {
              const err74 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
          }
          if (data25.source !== void 0) {
            let data27 = data25.source;
            if (typeof data27 === "string") {
              if (!pattern119.test(data27)) {
                const err75 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            } else {
              const err76 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data25.transcriptPath !== void 0) {
            let data28 = data25.transcriptPath;
            if (typeof data28 === "string") {
              if (!pattern128.test(data28)) {
                const err77 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/pattern", keyword: "pattern", params: { pattern: "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, message: 'must match pattern "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$"' };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            } else {
              const err78 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          }
          if (data25.seq !== void 0) {
            let data29 = data25.seq;
            if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
              const err79 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
            if (typeof data29 == "number" && isFinite(data29)) {
              if (data29 < 1 || isNaN(data29)) {
                const err80 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
          }
          if (data25.at !== void 0) {
            let data30 = data25.at;
            if (typeof data30 === "string") {
              if (!pattern22.test(data30)) {
                const err81 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            } else {
              const err82 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          }
        } else {
          const err83 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.prompts !== void 0) {
        let data31 = data.prompts;
        if (Array.isArray(data31)) {
          if (data31.length > 8) {
            const err84 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
          const len0 = data31.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data32 = data31[i0];
            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
              if (data32.hash === void 0) {
                const err85 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
              if (data32.seq === void 0) {
                const err86 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
              if (data32.at === void 0) {
                const err87 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
              for (const key5 in data32) {
                if (!(key5 === "hash" || key5 === "seq" || key5 === "at")) {
                  const err88 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              }
              if (data32.hash !== void 0) {
                let data33 = data32.hash;
                if (typeof data33 === "string") {
                  if (!pattern130.test(data33)) {
                    const err89 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/pattern", keyword: "pattern", params: { pattern: "^fnv1a64:[0-9a-f]{16}$" }, message: 'must match pattern "^fnv1a64:[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                } else {
                  const err90 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              }
              if (data32.seq !== void 0) {
                let data34 = data32.seq;
                if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                  const err91 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                if (typeof data34 == "number" && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err92 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
              }
              if (data32.at !== void 0) {
                let data35 = data32.at;
                if (typeof data35 === "string") {
                  if (!pattern22.test(data35)) {
                    const err93 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                } else {
                  const err94 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              }
            } else {
              const err95 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          }
        } else {
          const err96 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
      }
      if (data.journal !== void 0) {
        let data36 = data.journal;
        if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
          if (data36.folded === void 0) {
            const err97 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/required", keyword: "required", params: { missingProperty: "folded" }, message: "must have required property 'folded'" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
          for (const key6 in data36) {
            if (!(key6 === "folded" || key6 === "retiredFolded")) {
              const err98 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
          }
          if (data36.folded !== void 0) {
            let data37 = data36.folded;
            if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)) && isFinite(data37))) {
              const err99 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
            if (typeof data37 == "number" && isFinite(data37)) {
              if (data37 < 0 || isNaN(data37)) {
                const err100 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          }
          if (data36.retiredFolded !== void 0) {
            let data38 = data36.retiredFolded;
            if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)) && isFinite(data38))) {
              const err101 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
            if (typeof data38 == "number" && isFinite(data38)) {
              if (data38 < 0 || isNaN(data38)) {
                const err102 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
          }
        } else {
          const err103 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
      }
    } else {
      const err104 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err104];
      } else {
        vErrors.push(err104);
      }
      errors++;
    }
    validate32.errors = vErrors;
    return errors === 0;
  }
  return validate32;
}

// lib/activity/kind.ts
var seatHooksKind = /* @__PURE__ */ defineKind({
  schema: "seat-hooks",
  version: 1,
  validate: validate_seat_hooks_v1
});

// lib/activity/store.ts
function readFrom(file, from, max) {
  let fd;
  try {
    fd = (0, import_node_fs6.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, (0, import_node_fs6.fstatSync)(fd).size - from)));
    let n = 0;
    while (n < buf.length) {
      const r = (0, import_node_fs6.readSync)(fd, buf, n, buf.length - n, from + n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== void 0) (0, import_node_fs6.closeSync)(fd);
  }
}
function journalLines(file, from, nodeId, occupant) {
  const { values, end } = parseJournal(readFrom(file, from, JOURNAL_READ_MAX_BYTES), from);
  const entries = [];
  for (const v of values) {
    const c = checkHookObservation(v, { now: Number.MAX_SAFE_INTEGER / 1e3 });
    if (c.ok && c.value.nodeId === nodeId && c.value.occupant === occupant) entries.push(c.value);
  }
  return { entries, end };
}
function foldedView(home, nodeId, occupant, doc, nowMs) {
  const retiredFrom = doc?.journal?.retiredFolded;
  const retired = retiredFrom === void 0 ? void 0 : journalLines(seatHooksJournalPath(home, nodeId, occupant, true), retiredFrom, nodeId, occupant);
  const current = journalLines(
    seatHooksJournalPath(home, nodeId, occupant),
    doc?.journal?.folded ?? 0,
    nodeId,
    occupant
  );
  const view = foldEntries(doc, [...retired?.entries ?? [], ...current.entries], nowMs);
  return { view, currentEnd: current.end, retiredEnd: retired?.end };
}
function readSeatHooks(home, nodeId, occupant, nowMs = Date.now()) {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return void 0;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (peek.found && !peek.doc) return void 0;
  const doc = peek.found ? peek.doc : void 0;
  if (doc && (doc.nodeId !== nodeId || doc.occupant !== occupant)) return void 0;
  const view = foldedView(home, nodeId, occupant, doc, nowMs).view;
  if (!view?.journal) return view;
  const { journal: _offsets, ...reported } = view;
  return reported;
}

// lib/activity/freshness.ts
var HOOK_STALE_MS = 5 * 6e4;
function hookActivityAt(doc, nowMs) {
  if (!doc) return { state: "unknown", reason: "no_hook_record", ageMs: null, stale: false, source: "hook" };
  const a = doc.activity;
  const ageMs = stampAgeMs(a.seq / 1e3, nowMs);
  if (ageMs === null)
    return { state: "unknown", reason: "future_hook_stamp", ageMs, stale: true, source: "hook", event: a.event };
  if (ageMs > HOOK_STALE_MS)
    return {
      state: "unknown",
      reason: "stale_runtime_hook",
      ageMs,
      stale: true,
      source: "hook",
      event: a.event,
      recorded: a.state
    };
  return { state: a.state, reason: a.reason, ageMs, stale: false, source: "hook", event: a.event, recorded: a.state };
}

// lib/delivery/composer/chrome.ts
var CLAUDE_GLYPH = "\u276F";
var CODEX_GLYPHS = ["\u203A", "\xBB"];
var isSpace = (ch) => ch === " " || ch === "\xA0";
function isBlank(text2) {
  return text2.replace(/[\s\u00a0]/g, "") === "";
}
function indentOf(text2) {
  let n = 0;
  while (text2[n] === " ") n++;
  return n;
}
function claudeRuleIndent(text2) {
  const indent = indentOf(text2);
  const body = text2.slice(indent).trimEnd();
  if (/^[─━═]{6,}$/.test(body) || /^[─━═]{3,} \S(?:.*\S)? [─━═]{2,}$/.test(body)) return indent;
  return null;
}
function ruleLabel(text2) {
  return text2.replace(/[─━═]/g, " ").trim();
}
function isClaudePromptLine(text2, indent) {
  if (indentOf(text2) !== indent || text2[indent] !== CLAUDE_GLYPH) return false;
  return text2.length === indent + 1 || isSpace(text2[indent + 1]);
}
function isMenuFooter(text2) {
  return /enter to (?:confirm|select)\b|esc to cancel\b|\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i.test(
    text2
  );
}
function isSelectionRow(text2) {
  return /^\s*[❯›]\s*\d+[.)]/.test(text2);
}
function isClaudeSlashPopupRow(text2) {
  return /^ {2}(?:❯ | {2})\/\S+(?: {2,}\S.*)?$/.test(text2.trimEnd()) || /^ {4}[↑↓] \d+ more$/.test(text2.trimEnd());
}
function codexGlyphOf(text2) {
  const g = text2[0];
  if (g === void 0 || !CODEX_GLYPHS.includes(g)) return null;
  return text2.length === 1 || isSpace(text2[1]) ? g : null;
}
var KNOWN_PLACEHOLDERS = [
  "Ask Codex to do anything",
  "Resend your message to try again",
  "Press up to edit queued messages"
];
function isKnownPlaceholder(text2) {
  const s = text2.trim();
  return KNOWN_PLACEHOLDERS.includes(s) || /^Try "[^"]+"$/.test(s);
}

// lib/delivery/composer/locate.ts
var CLAUDE_MAX_BELOW = 8;
var CODEX_MAX_FOOTER_ROWS = 4;
var fail2 = (reason) => ({ ok: false, reason });
function lastNonBlank(rows) {
  for (let i = rows.length - 1; i >= 0; i--) if (!isBlank(rows[i])) return i;
  return -1;
}
function locateClaude(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail2("no_composer");
  const popupAtBottom = isClaudeSlashPopupRow(rows[last]);
  let i = last;
  for (; i >= 0; i--) {
    const t = rows[i];
    if (claudeRuleIndent(t) !== null) break;
    if (isBlank(t)) continue;
    if (popupAtBottom) {
      if (!isClaudeSlashPopupRow(t)) return fail2("no_composer");
      continue;
    }
    if (last - i >= CLAUDE_MAX_BELOW || isClaudeSlashPopupRow(t) || isMenuFooter(t) || isSelectionRow(t))
      return fail2("no_composer");
  }
  if (i < 0 || i === last) return fail2("no_composer");
  const closeRow = i;
  const indent = claudeRuleIndent(rows[closeRow]);
  const contIndent = " ".repeat(indent + 2);
  for (let r = closeRow - 1; r >= 0; r--) {
    const t = rows[r];
    if (isClaudePromptLine(t, indent)) {
      const above = r > 0 ? rows[r - 1] : void 0;
      if (above === void 0 || claudeRuleIndent(above) !== indent) return fail2("unsupported_layout");
      return {
        ok: true,
        at: {
          runtime: "claude",
          glyph: CLAUDE_GLYPH,
          promptRow: r,
          endRow: closeRow - 1,
          indent,
          prefix: indent + 2,
          anchor: ruleLabel(above),
          popup: popupAtBottom
        }
      };
    }
    if (isBlank(t) || t.startsWith(contIndent)) continue;
    return fail2("unsupported_layout");
  }
  return fail2(closeRow > 0 ? "clipped_input" : "no_composer");
}
function locateCodex(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail2("no_composer");
  let i = last;
  let footerRows = 0;
  for (; i >= 0 && !isBlank(rows[i]); i--) {
    const t = rows[i];
    if (indentOf(t) < 2 || isMenuFooter(t) || ++footerRows > CODEX_MAX_FOOTER_ROWS) return fail2("no_composer");
  }
  if (i < 0) return fail2("no_composer");
  const sep2 = i;
  for (let r = sep2 - 1; r >= 0; r--) {
    const t = rows[r];
    const glyph = codexGlyphOf(t);
    if (glyph !== null) {
      return {
        ok: true,
        // The footer is free text that changes (a title appears, a user's items update), so it
        // cannot identify the composer: glyph, prefix and width do.
        at: { runtime: "codex", glyph, promptRow: r, endRow: sep2 - 1, indent: 0, prefix: 2, anchor: "", popup: false }
      };
    }
    if (isBlank(t) || indentOf(t) >= 2) continue;
    return fail2("unsupported_layout");
  }
  return fail2(sep2 > 0 && lastNonBlank(rows.slice(0, sep2)) >= 0 ? "clipped_input" : "no_composer");
}
function locateComposer(rows, runtime) {
  return runtime === "claude" ? locateClaude(rows) : locateCodex(rows);
}

// lib/delivery/pane/shells.ts
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "fish", "nu", "dash", "ksh", "mksh", "tcsh", "csh", "login", "tmux"]);
var baseCommand = (command) => (command.trim().split("/").pop() ?? "").replace(/^-/, "");
function isShellCommand(command) {
  return SHELLS.has(baseCommand(command));
}

// lib/seat/runtime.ts
function clientOf(runtime) {
  return runtime === "codex" ? "codex" : "claude";
}

// lib/delivery/activity.ts
var PROMPT_WINDOW = 12;
var WORK_WINDOW = 8;
var STATUS_WINDOW = 4;
var SELECTION_FOOTER = /enter to (?:confirm|select)\b|esc to cancel\b/i;
var NUMBERED_CHOICE = /^\s*[❯›>»]\s*\d+\.\s*\S/;
var PERMISSION_QUESTION = /Do you want to (?:proceed|continue|trust|allow|make|apply|create|run|delete|overwrite|edit)\b|Do you trust the\b|Would you like to run the following command|Allow Codex to run/i;
var CODEX_MODAL_FOOTER = /\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i;
var SPINNER_ROW = /^\s*[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]\s+\S/;
var WORKING = /\bWorking\b|esc to interrupt/i;
var CLAUDE_LIVE_STATUS = /^[✶✢✳✻✽✺·*]\s+\S.*(?:…|\.\.\.)(?:\s*\([^()]*\))?$/;
var CLAUDE_RETRY = /retrying in \d+s · attempt \d+\/\d+/;
var CODEX_TURN_STATUS = /^[•◦]\s.*esc to interrupt/;
var result = (state, reason) => ({ state, reason });
function classifyTerminal(command) {
  if (!baseCommand(command ?? "")) return result("unknown", "no_pane_command");
  if (isShellCommand(command ?? "")) return result("unknown", "shell_foreground");
  return result("busy", "foreground_process");
}
function classifyActivity(plain, runtime, opts = {}) {
  if (runtime === "terminal") return classifyTerminal(opts.paneCurrentCommand);
  const rt = clientOf(runtime);
  const rows = plain.replace(/\r/g, "").split("\n").map((r) => r.replace(/\s+$/, ""));
  while (rows.length && rows[rows.length - 1] === "") rows.pop();
  const nonBlank = rows.filter((r) => !isBlank(r));
  if (!nonBlank.length) return result("unknown", "empty_capture");
  const located = locateComposer(rows, rt);
  if (!located.ok) {
    const win = nonBlank.slice(-PROMPT_WINDOW);
    if (win.some((r) => NUMBERED_CHOICE.test(r))) return result("needs_input", "numbered_menu");
    if (win.some((r) => PERMISSION_QUESTION.test(r))) return result("needs_input", "permission_prompt");
    if (win.some((r) => SELECTION_FOOTER.test(r))) return result("needs_input", "selection_prompt");
    if (rt === "codex" && win.some((r) => CODEX_MODAL_FOOTER.test(r))) return result("needs_input", "modal_screen");
    const work = nonBlank.slice(-WORK_WINDOW);
    if (work.some((r) => SPINNER_ROW.test(r) || WORKING.test(r))) return result("busy", "working_status");
    return result("unknown", located.reason === "clipped_input" ? "clipped_input" : "no_activity_signal");
  }
  const at = located.at;
  const input = rows.slice(at.promptRow, at.endRow + 1).map((r) => r.slice(at.prefix).replace(/[\s\u00a0]+$/, ""));
  const content = input.join("\n").trim();
  const known = opts.composer && opts.composer.state !== "unknown" && opts.composer.runtime === rt ? opts.composer : void 0;
  const draft = known ? known.state === "draft" : !(content === "" || input.length === 1 && isKnownPlaceholder(content));
  const busy = rt === "claude" ? claudeBusy(rows, at.promptRow, at.endRow) : codexBusy(rows, at.promptRow);
  if (draft) return result("needs_input", busy ? "prompt_draft_busy" : "prompt_draft");
  if (busy) return result("busy", busy);
  return result("idle", rt === "claude" ? "idle_prompt" : "idle_prompt_unverified");
}
function claudeBusy(rows, promptRow, endRow) {
  if (rows.slice(endRow + 1).some((r) => /esc to interrupt/i.test(r))) return "interrupt_hint";
  const above = rows.slice(0, Math.max(0, promptRow - 1)).filter((r) => !isBlank(r)).slice(-STATUS_WINDOW);
  if (above.some((r) => CLAUDE_RETRY.test(r))) return "api_retry";
  if (above.some((r) => CLAUDE_LIVE_STATUS.test(r.trim()) && !/\bfor \d/.test(r))) return "live_status";
  return null;
}
function codexBusy(rows, promptRow) {
  return rows.slice(0, promptRow).some((r) => CODEX_TURN_STATUS.test(r)) ? "turn_status" : null;
}

// lib/util/age-text.ts
function ageText(ms) {
  const s = Math.max(0, Math.floor(ms / 1e3));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}
function shortAge(ms) {
  const s = Math.max(0, Math.floor(ms / 1e3));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86400)}d`;
}

// lib/activity/text.ts
var sourceWord = (source) => source === "pane" ? "screen" : source === "hook+pane" ? "screen over hook" : source;
function activityCell(a) {
  if (!a) return "-";
  if (a.source === "none") return a.state;
  const src = sourceWord(a.source);
  return `${a.state}\xB7${src}${a.ageMs !== null ? ` ${shortAge(a.ageMs)}` : ""}`;
}

// lib/delivery/guard/policy.ts
var GUARD_MODES = [
  "off",
  "draft-aware",
  "openrig-urgent",
  "urgent-only",
  "sends-only",
  "hold"
];
function isGuardMode(value) {
  return typeof value === "string" && GUARD_MODES.includes(value);
}
function defaultModeFor(runtime) {
  return runtime === "terminal" ? "sends-only" : "off";
}
function fallbackModeOf(seat) {
  return isGuardMode(seat.typingGuard) ? seat.typingGuard : defaultModeFor(seat.runtime);
}
function legacyEnabled(mode) {
  return mode !== "off";
}
function modeForLegacyBoolean(enabled) {
  return enabled ? "hold" : "off";
}
function holdsAll(mode) {
  return mode === "hold";
}

// lib/store/validators/guard.v1.generated.js
var compiled2;
function validate_guard_v1(data, options) {
  compiled2 ??= build2();
  const ok2 = compiled2(data, options);
  validate_guard_v1.errors = compiled2.errors;
  return ok2;
}
function build2() {
  const schema16 = { "$id": "openrig/guard@1", "title": "Typing guard preference of one node ($OPENRIG_HOME/guards/<nodeId>.json)", "description": "desired/effective carry the six-mode preference; legacy is the fail-safe boolean a boolean-only writer reads and writes (docs/typing-guard.md). A document with only legacy was written by such a writer.", "type": "object", "required": ["schema", "version", "nodeId", "legacy"], "additionalProperties": false, "dependencies": { "desired": ["effective"], "effective": ["desired"] }, "properties": { "schema": { "const": "guard" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "desired": { "type": "object", "required": ["mode", "revision", "changedAt", "actor", "reason"], "additionalProperties": false, "properties": { "mode": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "revision": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]*$" }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": ["string", "null"], "pattern": "\\S" }, "reason": { "type": "string", "pattern": "\\S" } } }, "effective": { "type": "object", "required": ["mode", "revision", "activatedAt"], "additionalProperties": false, "properties": { "mode": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "revision": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]*$" }, "activatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } }, "legacy": { "type": "object", "required": ["enabled", "writtenAt"], "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "writtenAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern27 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern1 = new RegExp("\\S", "u");
  function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.legacy === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "legacy" }, message: "must have required property 'legacy'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "desired" || key0 === "effective" || key0 === "legacy")) {
          const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.desired !== void 0) {
        if (data.effective === void 0) {
          const err5 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
            property: "desired",
            missingProperty: "effective",
            depsCount: 1,
            deps: "effective"
          }, message: "must have property effective when property desired is present" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.effective !== void 0) {
        if (data.desired === void 0) {
          const err6 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
            property: "effective",
            missingProperty: "desired",
            depsCount: 1,
            deps: "desired"
          }, message: "must have property desired when property effective is present" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("guard" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "guard" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err9 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.desired !== void 0) {
        let data3 = data.desired;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.mode === void 0) {
            const err11 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data3.revision === void 0) {
            const err12 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.changedAt === void 0) {
            const err13 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.actor === void 0) {
            const err14 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data3.reason === void 0) {
            const err15 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "mode" || key1 === "revision" || key1 === "changedAt" || key1 === "actor" || key1 === "reason")) {
              const err16 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.mode !== void 0) {
            let data4 = data3.mode;
            if (!(data4 === "off" || data4 === "draft-aware" || data4 === "openrig-urgent" || data4 === "urgent-only" || data4 === "sends-only" || data4 === "hold")) {
              const err17 = { instancePath: instancePath + "/desired/mode", schemaPath: "#/properties/desired/properties/mode/enum", keyword: "enum", params: { allowedValues: schema16.properties.desired.properties.mode.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data3.revision !== void 0) {
            let data5 = data3.revision;
            if (typeof data5 === "string") {
              if (!pattern27.test(data5)) {
                const err18 = { instancePath: instancePath + "/desired/revision", schemaPath: "#/properties/desired/properties/revision/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]*$"' };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/desired/revision", schemaPath: "#/properties/desired/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data3.changedAt !== void 0) {
            let data6 = data3.changedAt;
            if (typeof data6 === "string") {
              if (!pattern9.test(data6)) {
                const err20 = { instancePath: instancePath + "/desired/changedAt", schemaPath: "#/properties/desired/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            } else {
              const err21 = { instancePath: instancePath + "/desired/changedAt", schemaPath: "#/properties/desired/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data3.actor !== void 0) {
            let data7 = data3.actor;
            if (typeof data7 !== "string" && data7 !== null) {
              const err22 = { instancePath: instancePath + "/desired/actor", schemaPath: "#/properties/desired/properties/actor/type", keyword: "type", params: { type: schema16.properties.desired.properties.actor.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (typeof data7 === "string") {
              if (!pattern1.test(data7)) {
                const err23 = { instancePath: instancePath + "/desired/actor", schemaPath: "#/properties/desired/properties/actor/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
          }
          if (data3.reason !== void 0) {
            let data8 = data3.reason;
            if (typeof data8 === "string") {
              if (!pattern1.test(data8)) {
                const err24 = { instancePath: instancePath + "/desired/reason", schemaPath: "#/properties/desired/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            } else {
              const err25 = { instancePath: instancePath + "/desired/reason", schemaPath: "#/properties/desired/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        } else {
          const err26 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      if (data.effective !== void 0) {
        let data9 = data.effective;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
          if (data9.mode === void 0) {
            const err27 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (data9.revision === void 0) {
            const err28 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (data9.activatedAt === void 0) {
            const err29 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "activatedAt" }, message: "must have required property 'activatedAt'" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          for (const key2 in data9) {
            if (!(key2 === "mode" || key2 === "revision" || key2 === "activatedAt")) {
              const err30 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data9.mode !== void 0) {
            let data10 = data9.mode;
            if (!(data10 === "off" || data10 === "draft-aware" || data10 === "openrig-urgent" || data10 === "urgent-only" || data10 === "sends-only" || data10 === "hold")) {
              const err31 = { instancePath: instancePath + "/effective/mode", schemaPath: "#/properties/effective/properties/mode/enum", keyword: "enum", params: { allowedValues: schema16.properties.effective.properties.mode.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data9.revision !== void 0) {
            let data11 = data9.revision;
            if (typeof data11 === "string") {
              if (!pattern27.test(data11)) {
                const err32 = { instancePath: instancePath + "/effective/revision", schemaPath: "#/properties/effective/properties/revision/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]*$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/effective/revision", schemaPath: "#/properties/effective/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          if (data9.activatedAt !== void 0) {
            let data12 = data9.activatedAt;
            if (typeof data12 === "string") {
              if (!pattern9.test(data12)) {
                const err34 = { instancePath: instancePath + "/effective/activatedAt", schemaPath: "#/properties/effective/properties/activatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            } else {
              const err35 = { instancePath: instancePath + "/effective/activatedAt", schemaPath: "#/properties/effective/properties/activatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        } else {
          const err36 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.legacy !== void 0) {
        let data13 = data.legacy;
        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
          if (data13.enabled === void 0) {
            const err37 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/required", keyword: "required", params: { missingProperty: "enabled" }, message: "must have required property 'enabled'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (data13.writtenAt === void 0) {
            const err38 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/required", keyword: "required", params: { missingProperty: "writtenAt" }, message: "must have required property 'writtenAt'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key3 in data13) {
            if (!(key3 === "enabled" || key3 === "writtenAt")) {
              const err39 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data13.enabled !== void 0) {
            if (typeof data13.enabled !== "boolean") {
              const err40 = { instancePath: instancePath + "/legacy/enabled", schemaPath: "#/properties/legacy/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data13.writtenAt !== void 0) {
            let data15 = data13.writtenAt;
            if (typeof data15 === "string") {
              if (!pattern9.test(data15)) {
                const err41 = { instancePath: instancePath + "/legacy/writtenAt", schemaPath: "#/properties/legacy/properties/writtenAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            } else {
              const err42 = { instancePath: instancePath + "/legacy/writtenAt", schemaPath: "#/properties/legacy/properties/writtenAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    } else {
      const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err44];
      } else {
        vErrors.push(err44);
      }
      errors++;
    }
    validate15.errors = vErrors;
    return errors === 0;
  }
  return validate15;
}

// lib/delivery/guard/preference.ts
var isOurs = (e) => "event" in e && typeof e.event === "string";
function newestSettingChange(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (isOurs(e) && e.event === "activated") continue;
    return e;
  }
  return void 0;
}
function savedModeIsAuthoritative(doc, newest) {
  const d = doc.desired;
  if (!d || !doc.effective || !newest || !isOurs(newest)) return false;
  if (newest.event !== "set" && newest.event !== "reconciled") return false;
  return newest.revision === d.revision && newest.mode === d.mode && newest.at === d.changedAt && doc.legacy.writtenAt === d.changedAt && doc.legacy.enabled === legacyEnabled(d.mode);
}
function settled(nodeId, mode, fields) {
  return {
    nodeId,
    desiredMode: mode,
    effectiveMode: mode,
    pending: false,
    desiredEnabled: holdsAll(mode),
    effectiveEnabled: holdsAll(mode),
    ...fields
  };
}
function defaultPreference(nodeId, mode) {
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: "default",
    effectiveRevision: "default",
    changedAt: "",
    actor: null,
    reason: null,
    source: "default"
  });
}
function resolvePreference(nodeId, doc, audit, fallbackMode) {
  const newest = newestSettingChange(audit);
  if (!doc) return newest ? fromAuditOnly(nodeId, newest) : defaultPreference(nodeId, fallbackMode);
  if (savedModeIsAuthoritative(doc, newest)) {
    const d = doc.desired;
    const e = doc.effective;
    return {
      nodeId,
      desiredMode: d.mode,
      effectiveMode: e.mode,
      pending: d.revision !== e.revision,
      desiredEnabled: holdsAll(d.mode),
      effectiveEnabled: holdsAll(e.mode),
      legacyEnabled: doc.legacy.enabled,
      revision: d.revision,
      effectiveRevision: e.revision,
      changedAt: d.changedAt,
      actor: d.actor,
      reason: d.reason,
      source: "saved"
    };
  }
  const mode = modeForLegacyBoolean(doc.legacy.enabled);
  const legacyLine = newest && !isOurs(newest) ? newest : void 0;
  return settled(nodeId, mode, {
    legacyEnabled: doc.legacy.enabled,
    revision: doc.desired?.revision ?? "legacy",
    effectiveRevision: doc.effective?.revision ?? "legacy",
    changedAt: doc.legacy.writtenAt,
    actor: typeof legacyLine?.actor === "string" ? legacyLine.actor : null,
    reason: typeof legacyLine?.reason === "string" ? legacyLine.reason : null,
    source: "legacy"
  });
}
function fromAuditOnly(nodeId, newest) {
  const mode = isOurs(newest) ? newest.mode : modeForLegacyBoolean(newest.enabled === true);
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: isOurs(newest) ? newest.revision : "legacy",
    effectiveRevision: isOurs(newest) ? newest.revision : "legacy",
    changedAt: newest.at,
    actor: typeof newest.actor === "string" ? newest.actor : null,
    reason: typeof newest.reason === "string" ? newest.reason : null,
    source: "audit"
  });
}

// lib/delivery/guard/store.ts
var guardKind = defineKind({ schema: "guard", version: 1, validate: validate_guard_v1 });
var GuardInputError = class extends Error {
  code = "invalid_typing_guard_request";
  constructor(message) {
    super(message);
    this.name = "GuardInputError";
  }
};
function checkNodeId(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new GuardInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
function readGuardAudit(home, nodeId) {
  const { records } = readLog(home.guardAudit);
  return records.filter((r) => r && typeof r === "object" && (nodeId === void 0 || r.nodeId === nodeId));
}
function readDoc(home, nodeId) {
  return readDocument(guardKind, guardPath(home, nodeId), { onCorrupt: "fresh" });
}
function readGuards(home, wanted) {
  let audit;
  return wanted.map(({ nodeId, fallbackMode }) => {
    try {
      checkNodeId(nodeId);
      if (!isGuardMode(fallbackMode))
        throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
      audit ??= readGuardAudit(home);
      const own = audit.filter((e) => e.nodeId === nodeId);
      return resolvePreference(nodeId, readDoc(home, nodeId), own, fallbackMode);
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  });
}

// lib/delivery/guard/seat-guard.ts
function seatGuards(home, seats) {
  return readGuards(
    home,
    seats.map((s) => ({ nodeId: s.nodeId, fallbackMode: fallbackModeOf(s) }))
  );
}

// lib/context-usage/text.ts
function percentText(p) {
  const v = p >= 10 ? Math.round(p) : Math.round(p * 10) / 10;
  return `${v}%`;
}
var SOURCE_WORD = { statusline: "status line", rollout: "rollout" };
function contextLine(r) {
  if (r.state === "unknown") return `unknown (${r.reason})`;
  if (r.state === "stale") return `unknown (stale, ${ageText(r.ageMs)})`;
  const window = r.sample.windowSize ? ` of ${r.sample.windowSize.toLocaleString("en-US")}` : "";
  return `${percentText(r.sample.usedPercent)}${window} (${SOURCE_WORD[r.sample.source]}, ${ageText(r.ageMs)} ago)`;
}
function viewCell(v) {
  if (!v || v.state === "unknown" || v.ageMs === void 0) return "-";
  if (v.state === "stale") return `stale\xB7${shortAge(v.ageMs)}`;
  return v.usedPercent === void 0 ? "-" : `${percentText(v.usedPercent)}\xB7${shortAge(v.ageMs)}`;
}

// lib/views/seat-view.ts
var HOOK_WORD = { running: "busy", idle: "idle", needs_input: "needs_input", unknown: "unknown" };
function viewActivity(rec, live, doc, nowMs) {
  if (live.state !== "alive") return null;
  if (rec.runtime === "terminal") {
    const t = classifyActivity("", "terminal", { paneCurrentCommand: live.pane?.currentCommand });
    return { state: t.state, reason: t.reason, source: "pane", ageMs: null };
  }
  if (!doc) return { state: "unknown", reason: "no_hook_record", source: "none", ageMs: null };
  const h = hookActivityAt(doc, nowMs);
  return { state: HOOK_WORD[h.state], reason: h.reason, source: "hook", ageMs: h.ageMs };
}
function viewHooks(doc, nowMs) {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, session: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    // A stamp from the future has no age to show (lib/util/clock-clamp.ts).
    ageMs: stampAgeMs(doc.lastHook.seq / 1e3, nowMs),
    session: doc.session ?? null,
    firstLaunch: doc.firstLaunch
  };
}
function viewGuard(g) {
  if (g instanceof Error) return { typingGuard: null };
  return {
    typingGuard: g.effectiveMode,
    ...g.pending && g.desiredMode !== g.effectiveMode ? { typingGuardRequested: g.desiredMode } : {}
  };
}
function seatView(rec, live, guard, hooks) {
  return {
    ref: seatRefOf(rec),
    name: rec.name,
    rig: rec.rig,
    nodeId: rec.nodeId,
    runtime: rec.runtime,
    status: rec.status,
    pane: {
      id: rec.tmux.paneId ?? null,
      state: live.state,
      ...live.detail ? { detail: live.detail } : {},
      ...live.pane ? { currentCommand: live.pane.currentCommand } : {},
      ...live.pane?.pid !== void 0 ? { pid: live.pane.pid } : {},
      ...live.pane?.dead && live.pane.deadStatus !== void 0 ? { deadStatus: live.pane.deadStatus } : {}
    },
    session: rec.tmux.session,
    socket: rec.tmux.socket,
    projectDir: rec.projectDir,
    ...guard,
    plugins: rec.plugins,
    occupant: rec.occupant,
    launchedAt: rec.launchedAt,
    ...rec.stoppedAt ? { stoppedAt: rec.stoppedAt } : {},
    ...hooks ? {
      activity: viewActivity(rec, live, hooks.doc, hooks.nowMs),
      hooks: viewHooks(hooks.doc, hooks.nowMs)
    } : {}
  };
}
async function seatViews(records, opts) {
  const live = await liveStates(records, opts.panes);
  const home = opts.home;
  const guards = seatGuards(home, records);
  const nowMs = opts.nowMs ?? Date.now();
  return records.map(
    (rec, i) => seatView(
      rec,
      live[i],
      viewGuard(guards[i]),
      opts.activity ? { doc: rec.runtime === "terminal" ? void 0 : readSeatHooks(home, rec.nodeId, rec.occupant), nowMs } : void 0
    )
  );
}
function formatTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells) => cells.map((c, i) => i === cells.length - 1 ? c : c.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}
function seatTable(views, unrecorded = []) {
  const withActivity = views.some((v) => v.activity !== void 0);
  const withContext2 = views.some((v) => v.context !== void 0);
  return formatTable(
    [
      "SEAT",
      "RUNTIME",
      "STATUS",
      "PANE",
      "STATE",
      ...withActivity ? ["ACTIVITY"] : [],
      ...withContext2 ? ["CONTEXT"] : [],
      "NODE",
      "COMMAND"
    ],
    views.map((v) => [
      v.ref,
      v.runtime,
      v.status,
      v.pane.id ?? "-",
      v.pane.state === "dead" && v.pane.deadStatus !== void 0 ? `dead(${v.pane.deadStatus})` : v.pane.state,
      ...withActivity ? [activityCell(v.activity ?? void 0)] : [],
      ...withContext2 ? [viewCell(v.context)] : [],
      v.nodeId,
      v.pane.currentCommand ?? ""
    ]).concat(
      unrecorded.map((u) => [
        u.ref,
        "-",
        u.status,
        u.pane.id,
        u.pane.state === "dead" && u.pane.deadStatus !== void 0 ? `dead(${u.pane.deadStatus})` : u.pane.state,
        ...withActivity ? ["-"] : [],
        ...withContext2 ? ["-"] : [],
        "-",
        u.pane.currentCommand
      ])
    )
  );
}

// lib/rig/unrecorded.ts
function seatOfSession(session) {
  const at = session.indexOf("@");
  if (at < 0) return void 0;
  const name = session.slice(0, at);
  const rig = session.slice(at + 1);
  return nameProblem(name) || nameProblem(rig) ? void 0 : { name, rig };
}
function unrecordedSessions(servers, records, rig, unreadable = []) {
  const cannotRead = (name, rig2) => unreadable.some((u) => u.rig === rig2 && (u.seat === void 0 || u.seat === name));
  const key = (socket, session) => `${socket ?? ""}\0${session}`;
  const recorded = new Set(records.map((r) => key(r.tmux.socket, r.tmux.session)));
  const out = /* @__PURE__ */ new Map();
  for (const { socket, panes } of servers) {
    if (!panes.ok) continue;
    for (const p of panes.panes) {
      const seat = seatOfSession(p.session);
      if (!seat || rig !== void 0 && seat.rig !== rig) continue;
      const k = key(socket, p.session);
      if (recorded.has(k) || out.has(k)) continue;
      out.set(k, {
        ref: p.session,
        name: seat.name,
        rig: seat.rig,
        status: cannotRead(seat.name, seat.rig) ? "unreadable" : "unrecorded",
        session: p.session,
        socket,
        pane: {
          id: p.paneId,
          state: p.dead ? "dead" : "alive",
          currentCommand: p.currentCommand,
          ...p.pid !== void 0 ? { pid: p.pid } : {},
          ...p.deadStatus !== void 0 ? { deadStatus: p.deadStatus } : {}
        },
        occupant: p.occupant ?? null
      });
    }
  }
  return [...out.values()].sort((a, b) => compareText(a.rig, b.rig) || compareText(a.name, b.name));
}

// lib/rig/server.ts
var import_node_path3 = require("node:path");
function rigTmuxServer(env, cwd) {
  const server = tmuxServerFromEnv(env);
  return server.socket ? { ...server, socket: (0, import_node_path3.resolve)(cwd, server.socket) } : server;
}

// lib/seat/registry.ts
var import_node_fs7 = require("node:fs");
var import_node_path4 = require("node:path");

// lib/store/validators/seat.v1.generated.js
var compiled3;
function validate_seat_v1(data, options) {
  compiled3 ??= build3();
  const ok2 = compiled3(data, options);
  validate_seat_v1.errors = compiled3.errors;
  return ok2;
}
function build3() {
  const schema52 = { "$id": "openrig/seat@1", "title": "Seat registry record ($OPENRIG_HOME/seats/<rig>/<seat>.json)", "type": "object", "required": ["schema", "version", "name", "rig", "nodeId", "runtime", "cwd", "projectDir", "plugins", "roleFiles", "typingGuard", "tmux", "occupant", "launchedAt", "status"], "additionalProperties": false, "properties": { "schema": { "const": "seat" }, "version": { "const": 1 }, "name": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "runtime": { "enum": ["claude-code", "codex", "terminal"] }, "cwd": { "type": "string", "pattern": "\\S" }, "projectDir": { "type": "string", "pattern": "\\S" }, "command": { "type": "string" }, "plugins": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "envNames": { "type": "array", "items": { "type": "string" } }, "roleFiles": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "typingGuard": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "tmux": { "type": "object", "required": ["socket", "session"], "additionalProperties": false, "properties": { "socket": { "type": ["string", "null"] }, "session": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "launchedAt": { "type": "string" }, "status": { "enum": ["running", "stopped"] }, "stoppedAt": { "type": "string" }, "specFile": { "type": "string" }, "permissionMode": { "enum": ["acceptEdits", "auto", "bypassPermissions", "manual", "dontAsk", "plan"] }, "launch": { "type": "object", "required": ["kind"], "additionalProperties": false, "properties": { "kind": { "enum": ["fresh", "relaunch", "restore", "handover"] }, "resumedSession": { "type": "string" }, "model": { "type": "string" }, "effort": { "type": "string" }, "handoffNote": { "type": "string" } } }, "codexHome": { "type": "string", "pattern": "^/" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern136 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern60 = new RegExp("^%[0-9]+$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern146 = new RegExp("^/", "u");
  function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.name === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.rig === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rig" }, message: "must have required property 'rig'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.runtime === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.cwd === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cwd" }, message: "must have required property 'cwd'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.projectDir === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "projectDir" }, message: "must have required property 'projectDir'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.plugins === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "plugins" }, message: "must have required property 'plugins'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.roleFiles === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "roleFiles" }, message: "must have required property 'roleFiles'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.typingGuard === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "typingGuard" }, message: "must have required property 'typingGuard'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.tmux === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tmux" }, message: "must have required property 'tmux'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.launchedAt === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "launchedAt" }, message: "must have required property 'launchedAt'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.status === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema52.properties, key0)) {
          const err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat" !== data.schema) {
          const err16 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err17 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.name !== void 0) {
        let data2 = data.name;
        if (typeof data2 === "string") {
          if (!pattern136.test(data2)) {
            const err18 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rig !== void 0) {
        let data3 = data.rig;
        if (typeof data3 === "string") {
          if (!pattern136.test(data3)) {
            const err20 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data4 = data.nodeId;
        if (typeof data4 === "string") {
          if (!pattern6.test(data4)) {
            const err22 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.runtime !== void 0) {
        let data5 = data.runtime;
        if (!(data5 === "claude-code" || data5 === "codex" || data5 === "terminal")) {
          const err24 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema52.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.cwd !== void 0) {
        let data6 = data.cwd;
        if (typeof data6 === "string") {
          if (!pattern1.test(data6)) {
            const err25 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        } else {
          const err26 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      if (data.projectDir !== void 0) {
        let data7 = data.projectDir;
        if (typeof data7 === "string") {
          if (!pattern1.test(data7)) {
            const err27 = { instancePath: instancePath + "/projectDir", schemaPath: "#/properties/projectDir/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        } else {
          const err28 = { instancePath: instancePath + "/projectDir", schemaPath: "#/properties/projectDir/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      if (data.command !== void 0) {
        if (typeof data.command !== "string") {
          const err29 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.plugins !== void 0) {
        let data9 = data.plugins;
        if (Array.isArray(data9)) {
          const len0 = data9.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data10 = data9[i0];
            if (typeof data10 === "string") {
              if (!pattern1.test(data10)) {
                const err30 = { instancePath: instancePath + "/plugins/" + i0, schemaPath: "#/properties/plugins/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            } else {
              const err31 = { instancePath: instancePath + "/plugins/" + i0, schemaPath: "#/properties/plugins/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        } else {
          const err32 = { instancePath: instancePath + "/plugins", schemaPath: "#/properties/plugins/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
      if (data.envNames !== void 0) {
        let data11 = data.envNames;
        if (Array.isArray(data11)) {
          const len1 = data11.length;
          for (let i1 = 0; i1 < len1; i1++) {
            if (typeof data11[i1] !== "string") {
              const err33 = { instancePath: instancePath + "/envNames/" + i1, schemaPath: "#/properties/envNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        } else {
          const err34 = { instancePath: instancePath + "/envNames", schemaPath: "#/properties/envNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.roleFiles !== void 0) {
        let data13 = data.roleFiles;
        if (Array.isArray(data13)) {
          const len2 = data13.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data14 = data13[i2];
            if (typeof data14 === "string") {
              if (!pattern1.test(data14)) {
                const err35 = { instancePath: instancePath + "/roleFiles/" + i2, schemaPath: "#/properties/roleFiles/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            } else {
              const err36 = { instancePath: instancePath + "/roleFiles/" + i2, schemaPath: "#/properties/roleFiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        } else {
          const err37 = { instancePath: instancePath + "/roleFiles", schemaPath: "#/properties/roleFiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.typingGuard !== void 0) {
        let data15 = data.typingGuard;
        if (!(data15 === "off" || data15 === "draft-aware" || data15 === "openrig-urgent" || data15 === "urgent-only" || data15 === "sends-only" || data15 === "hold")) {
          const err38 = { instancePath: instancePath + "/typingGuard", schemaPath: "#/properties/typingGuard/enum", keyword: "enum", params: { allowedValues: schema52.properties.typingGuard.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      if (data.tmux !== void 0) {
        let data16 = data.tmux;
        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
          if (data16.socket === void 0) {
            const err39 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/required", keyword: "required", params: { missingProperty: "socket" }, message: "must have required property 'socket'" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (data16.session === void 0) {
            const err40 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/required", keyword: "required", params: { missingProperty: "session" }, message: "must have required property 'session'" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          for (const key1 in data16) {
            if (!(key1 === "socket" || key1 === "session" || key1 === "paneId")) {
              const err41 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data16.socket !== void 0) {
            let data17 = data16.socket;
            if (typeof data17 !== "string" && data17 !== null) {
              const err42 = { instancePath: instancePath + "/tmux/socket", schemaPath: "#/properties/tmux/properties/socket/type", keyword: "type", params: { type: schema52.properties.tmux.properties.socket.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          if (data16.session !== void 0) {
            let data18 = data16.session;
            if (typeof data18 === "string") {
              if (!pattern1.test(data18)) {
                const err43 = { instancePath: instancePath + "/tmux/session", schemaPath: "#/properties/tmux/properties/session/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            } else {
              const err44 = { instancePath: instancePath + "/tmux/session", schemaPath: "#/properties/tmux/properties/session/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data16.paneId !== void 0) {
            let data19 = data16.paneId;
            if (typeof data19 === "string") {
              if (!pattern60.test(data19)) {
                const err45 = { instancePath: instancePath + "/tmux/paneId", schemaPath: "#/properties/tmux/properties/paneId/pattern", keyword: "pattern", params: { pattern: "^%[0-9]+$" }, message: 'must match pattern "^%[0-9]+$"' };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            } else {
              const err46 = { instancePath: instancePath + "/tmux/paneId", schemaPath: "#/properties/tmux/properties/paneId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data20 = data.occupant;
        if (typeof data20 === "string") {
          if (!pattern19.test(data20)) {
            const err48 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.launchedAt !== void 0) {
        if (typeof data.launchedAt !== "string") {
          const err50 = { instancePath: instancePath + "/launchedAt", schemaPath: "#/properties/launchedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      }
      if (data.status !== void 0) {
        let data22 = data.status;
        if (!(data22 === "running" || data22 === "stopped")) {
          const err51 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema52.properties.status.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
      if (data.stoppedAt !== void 0) {
        if (typeof data.stoppedAt !== "string") {
          const err52 = { instancePath: instancePath + "/stoppedAt", schemaPath: "#/properties/stoppedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      }
      if (data.specFile !== void 0) {
        if (typeof data.specFile !== "string") {
          const err53 = { instancePath: instancePath + "/specFile", schemaPath: "#/properties/specFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.permissionMode !== void 0) {
        let data25 = data.permissionMode;
        if (!(data25 === "acceptEdits" || data25 === "auto" || data25 === "bypassPermissions" || data25 === "manual" || data25 === "dontAsk" || data25 === "plan")) {
          const err54 = { instancePath: instancePath + "/permissionMode", schemaPath: "#/properties/permissionMode/enum", keyword: "enum", params: { allowedValues: schema52.properties.permissionMode.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
      if (data.launch !== void 0) {
        let data26 = data.launch;
        if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
          if (data26.kind === void 0) {
            const err55 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          for (const key2 in data26) {
            if (!(key2 === "kind" || key2 === "resumedSession" || key2 === "model" || key2 === "effort" || key2 === "handoffNote")) {
              const err56 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
          if (data26.kind !== void 0) {
            let data27 = data26.kind;
            if (!(data27 === "fresh" || data27 === "relaunch" || data27 === "restore" || data27 === "handover")) {
              const err57 = { instancePath: instancePath + "/launch/kind", schemaPath: "#/properties/launch/properties/kind/enum", keyword: "enum", params: { allowedValues: schema52.properties.launch.properties.kind.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data26.resumedSession !== void 0) {
            if (typeof data26.resumedSession !== "string") {
              const err58 = { instancePath: instancePath + "/launch/resumedSession", schemaPath: "#/properties/launch/properties/resumedSession/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
          if (data26.model !== void 0) {
            if (typeof data26.model !== "string") {
              const err59 = { instancePath: instancePath + "/launch/model", schemaPath: "#/properties/launch/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data26.effort !== void 0) {
            if (typeof data26.effort !== "string") {
              const err60 = { instancePath: instancePath + "/launch/effort", schemaPath: "#/properties/launch/properties/effort/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
          if (data26.handoffNote !== void 0) {
            if (typeof data26.handoffNote !== "string") {
              const err61 = { instancePath: instancePath + "/launch/handoffNote", schemaPath: "#/properties/launch/properties/handoffNote/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        } else {
          const err62 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      if (data.codexHome !== void 0) {
        let data32 = data.codexHome;
        if (typeof data32 === "string") {
          if (!pattern146.test(data32)) {
            const err63 = { instancePath: instancePath + "/codexHome", schemaPath: "#/properties/codexHome/pattern", keyword: "pattern", params: { pattern: "^/" }, message: 'must match pattern "^/"' };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        } else {
          const err64 = { instancePath: instancePath + "/codexHome", schemaPath: "#/properties/codexHome/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      }
    } else {
      const err65 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err65];
      } else {
        vErrors.push(err65);
      }
      errors++;
    }
    validate34.errors = vErrors;
    return errors === 0;
  }
  return validate34;
}

// lib/seat/registry.ts
var seatKind = defineKind({ schema: "seat", version: 1, validate: validate_seat_v1 });
function readSeat(home, rig, seat, opts = {}) {
  return readDocument(seatKind, seatRecordPath(home, rig, seat), { onCorrupt: "fresh", ...opts });
}
function unreadableSeat(err, rig, seat) {
  if (!isStoreError(err)) return void 0;
  const todo = err.todo ?? "check the file, or move it aside and retry";
  return { file: err.file, rig, ...seat !== void 0 ? { seat } : {}, what: err.message, todo };
}
function scanSeats(home, rig, read2 = readSeat) {
  const out = { records: [], unreadable: [] };
  let rigs;
  try {
    rigs = (0, import_node_fs7.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return out;
  }
  for (const r of rigs.sort()) {
    if (rig !== void 0 && r !== rig) continue;
    let files;
    const dir = (0, import_node_path4.join)(home.seats, r);
    try {
      files = (0, import_node_fs7.readdirSync)(dir).filter((f) => f.endsWith(".json"));
    } catch (err) {
      if (err.code !== "ENOENT" && err.code !== "ENOTDIR")
        out.unreadable.push(unreadableSeat(unreadableFile(dir, err), r));
      continue;
    }
    for (const f of files.sort()) {
      const name = f.slice(0, -".json".length);
      if (!NAME_PATTERN.test(name)) continue;
      try {
        const rec = read2(home, r, name);
        if (rec) out.records.push(rec);
      } catch (err) {
        const u = unreadableSeat(err, r, name);
        if (!u) throw err;
        out.unreadable.push(u);
      }
    }
  }
  return out;
}

// lib/seat/quarantined.ts
var import_node_fs8 = require("node:fs");
var import_node_path5 = require("node:path");
function quarantinedSeats(home, filter = {}) {
  let rigs;
  try {
    rigs = (0, import_node_fs8.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  const out = [];
  for (const rig of rigs.sort()) {
    if (filter.rig !== void 0 && rig !== filter.rig) continue;
    for (const q of quarantinedIn((0, import_node_path5.join)(home.seats, rig))) {
      const base = q.original.slice(q.original.lastIndexOf("/") + 1);
      if (!base.endsWith(".json")) continue;
      const seat = base.slice(0, -".json".length);
      if (!NAME_PATTERN.test(seat) || filter.seat !== void 0 && seat !== filter.seat) continue;
      out.push({ ...q, rig, seat, recorded: (0, import_node_fs8.existsSync)(q.original) });
    }
  }
  const order = (q) => `${q.rig}\0${q.seat}\0${q.stamp}`;
  return out.sort((a, b) => compareText(order(a), order(b)));
}
function quarantinedSeatAdvice(q) {
  if (q.recorded)
    return {
      what: `an earlier record of this seat could not be trusted and was moved to ${q.path}`,
      todo: `the current record is in use; look at the moved file, then delete it (rm ${shellQuote(q.path)})`
    };
  return {
    what: `its seat record could not be trusted and was moved to ${q.path}; until a record is back, rig ps lists its tmux session as unrecorded and rig down cannot stop it`,
    todo: `repair the file and move it back (mv ${shellQuote(q.path)} ${shellQuote(q.original)}), or end the session (tmux kill-session -t ${shellQuote(`=${sessionNameFor(q.seat, q.rig)}`)}) and start the seat again with rig up`
  };
}

// lib/cli/seat-listing.ts
var readQuietly = (home, rig, seat) => readSeat(home, rig, seat, { report: () => void 0 });
function scanSeatsQuietly(ctx, filter = {}) {
  const scan = scanSeats(ctx.home, filter.rig, readQuietly);
  const unreadable = scan.unreadable.filter(
    (u) => filter.seat === void 0 || u.seat === void 0 || u.seat === filter.seat
  );
  const quarantined = quarantinedSeats(ctx.home, filter);
  return { ...scan, unreadable, quarantined, lost: quarantined.filter((q) => !q.recorded) };
}
function newlyTold(quarantined) {
  return quarantined.filter((q) => !q.advised && markAdvised(q));
}
function sayScan(ctx, scan) {
  for (const u of scan.unreadable) advise(ctx, `rig: ${u.what} \u2014 ${u.todo}`);
  for (const q of newlyTold(scan.quarantined)) {
    const { what, todo } = quarantinedSeatAdvice(q);
    advise(ctx, `rig: ${formatSeatRef(q.seat, q.rig)}: ${what} \u2014 ${todo}`);
  }
}
function scanSeatsForCli(ctx, filter = {}) {
  const scan = scanSeatsQuietly(ctx, filter);
  sayScan(ctx, scan);
  return scan;
}

// lib/cli/seat-list.ts
function rigFilter(value) {
  if (value === void 0) return void 0;
  const problem = nameProblem(value);
  if (problem)
    throw usageError(`invalid rig name ${JSON.stringify(value)}: ${problem}`, "give the rig's name as in its spec");
  return value;
}
var seatListVerb = defineVerb({
  args: { string: ["rig"], boolean: ["json"] },
  options: (p) => ({ rig: rigFilter(str(p, "rig")), json: bool(p, "json") }),
  async run({ rig, json }, ctx) {
    const views = await seatViews(scanSeatsForCli(ctx, { rig }).records, { home: ctx.home });
    if (json) {
      printJson(ctx, { seats: views });
      return;
    }
    if (!views.length) {
      say(ctx, rig ? `no seats recorded for rig ${rig}` : "no seats recorded (start a rig with rig up SPEC.yaml)");
      return;
    }
    for (const line of seatTable(views)) say(ctx, line);
  }
});

// lib/context-usage/contract.ts
var CONTEXT_STALE_MS = 10 * 6e4;

// lib/context-usage/freshness.ts
function judgeSample(sample, current, now) {
  if (!sample) return { state: "unknown", reason: "no sample" };
  const expected = current.sessionId ?? null;
  if (expected !== null && sample.sessionId !== null && sample.sessionId !== expected)
    return { state: "unknown", reason: "sample from another session" };
  const at = Date.parse(sample.sampledAt);
  if (!Number.isFinite(at)) return { state: "unknown", reason: "sample without a time" };
  if (!Number.isFinite(sample.usedPercent) || sample.usedPercent < 0 || sample.usedPercent > 100)
    return { state: "unknown", reason: "sample out of range" };
  const ageMs = Math.max(0, now - at);
  return { state: ageMs > CONTEXT_STALE_MS ? "stale" : "known", sample, ageMs };
}

// lib/context-usage/rollout.ts
var import_node_path6 = require("node:path");
var import_node_fs9 = require("node:fs");
var ROLLOUT_STEP_BYTES = 64 * 1024;
var ROLLOUT_MAX_BYTES = 1024 * 1024;
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
function tokenCountOf(line) {
  if (!line.includes('"token_count"')) return void 0;
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    return void 0;
  }
  const o = v;
  if (o?.type !== "event_msg" || o.payload?.type !== "token_count") return void 0;
  const info = o.payload.info;
  const tokens = info?.last_token_usage?.total_tokens;
  const window = info?.model_context_window;
  if (typeof tokens !== "number" || !Number.isInteger(tokens) || tokens < 0) return void 0;
  if (typeof window !== "number" || !Number.isInteger(window) || window <= 0) return void 0;
  if (typeof o.timestamp !== "string" || !ISO.test(o.timestamp)) return void 0;
  const total = info?.total_token_usage?.total_tokens;
  const spent = typeof total === "number" && Number.isInteger(total) && total >= 0 ? { sessionTokens: total } : {};
  return { tokens, window, at: o.timestamp, ...spent };
}
function newestTokenCount(text2, fromStart) {
  const lines = text2.split("\n");
  const first = fromStart ? 0 : 1;
  for (let i = lines.length - 1; i >= first; i--) {
    const tc = tokenCountOf(lines[i]);
    if (tc) return tc;
  }
  return void 0;
}
function rolloutSample(tc, sessionId) {
  return {
    usedPercent: Math.min(100, tc.tokens / tc.window * 100),
    sampledAt: tc.at,
    source: "rollout",
    sessionId,
    windowSize: tc.window,
    tokens: tc.tokens,
    ...tc.sessionTokens !== void 0 ? { sessionTokens: tc.sessionTokens } : {}
  };
}
function isRolloutPath(path2) {
  return path2.startsWith("/") && path2.endsWith(".jsonl") && (0, import_node_path6.basename)(path2).startsWith("rollout-") && !path2.includes("\0");
}
function readRolloutUsage(path2, sessionId, maxBytes = ROLLOUT_MAX_BYTES) {
  if (!isRolloutPath(path2)) return { ok: false, reason: "no rollout file recorded" };
  let fd;
  try {
    fd = (0, import_node_fs9.openSync)(path2, "r");
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  }
  try {
    const size = (0, import_node_fs9.fstatSync)(fd).size;
    let end = size;
    let tail = Buffer.alloc(0);
    while (end > 0 && size - end < maxBytes) {
      const start = Math.max(0, end - ROLLOUT_STEP_BYTES, size - maxBytes);
      const chunk = Buffer.alloc(end - start);
      const n = (0, import_node_fs9.readSync)(fd, chunk, 0, chunk.length, start);
      tail = Buffer.concat([chunk.subarray(0, n), tail]);
      end = start;
      const tc = newestTokenCount(tail.toString("utf8"), start === 0);
      if (tc) return { ok: true, sample: rolloutSample(tc, sessionId) };
    }
    return { ok: false, reason: size === 0 ? "rollout is empty" : "no token count in the rollout yet" };
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  } finally {
    (0, import_node_fs9.closeSync)(fd);
  }
}

// lib/store/validators/context-usage.v1.generated.js
var compiled4;
function validate_context_usage_v1(data, options) {
  compiled4 ??= build4();
  const ok2 = compiled4(data, options);
  validate_context_usage_v1.errors = compiled4.errors;
  return ok2;
}
function build4() {
  const schema14 = { "$id": "openrig/context-usage@1", "title": "A seat's newest context-usage sample from its status-line sensor ($OPENRIG_HOME/context-usage/<nodeId>/sample.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "sample"], "additionalProperties": false, "properties": { "schema": { "const": "context-usage" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$" }, "sample": { "type": "object", "required": ["usedPercent", "sampledAt", "source", "sessionId"], "additionalProperties": false, "properties": { "usedPercent": { "type": "number", "minimum": 0, "maximum": 100 }, "sampledAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "source": { "enum": ["statusline", "rollout"] }, "sessionId": { "anyOf": [{ "type": "null" }, { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }] }, "windowSize": { "type": "integer", "minimum": 1 }, "tokens": { "type": "integer", "minimum": 0 }, "costUsd": { "type": "number", "minimum": 0 }, "sessionTokens": { "type": "integer", "minimum": 0 } } } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern21 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.sample === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sample" }, message: "must have required property 'sample'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "occupant" || key0 === "seat" || key0 === "model" || key0 === "sample")) {
          const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("context-usage" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "context-usage" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err9 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern19.test(data3)) {
            const err11 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data4 = data.seat;
        if (typeof data4 === "string") {
          if (!pattern20.test(data4)) {
            const err13 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.model !== void 0) {
        let data5 = data.model;
        if (typeof data5 === "string") {
          if (!pattern21.test(data5)) {
            const err15 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.sample !== void 0) {
        let data6 = data.sample;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.usedPercent === void 0) {
            const err17 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "usedPercent" }, message: "must have required property 'usedPercent'" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (data6.sampledAt === void 0) {
            const err18 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "sampledAt" }, message: "must have required property 'sampledAt'" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (data6.source === void 0) {
            const err19 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data6.sessionId === void 0) {
            const err20 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "sessionId" }, message: "must have required property 'sessionId'" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "usedPercent" || key1 === "sampledAt" || key1 === "source" || key1 === "sessionId" || key1 === "windowSize" || key1 === "tokens" || key1 === "costUsd" || key1 === "sessionTokens")) {
              const err21 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data6.usedPercent !== void 0) {
            let data7 = data6.usedPercent;
            if (typeof data7 == "number" && isFinite(data7)) {
              if (data7 > 100 || isNaN(data7)) {
                const err22 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (data7 < 0 || isNaN(data7)) {
                const err23 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            } else {
              const err24 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data6.sampledAt !== void 0) {
            let data8 = data6.sampledAt;
            if (typeof data8 === "string") {
              if (!pattern22.test(data8)) {
                const err25 = { instancePath: instancePath + "/sample/sampledAt", schemaPath: "#/properties/sample/properties/sampledAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            } else {
              const err26 = { instancePath: instancePath + "/sample/sampledAt", schemaPath: "#/properties/sample/properties/sampledAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.source !== void 0) {
            let data9 = data6.source;
            if (!(data9 === "statusline" || data9 === "rollout")) {
              const err27 = { instancePath: instancePath + "/sample/source", schemaPath: "#/properties/sample/properties/source/enum", keyword: "enum", params: { allowedValues: schema14.properties.sample.properties.source.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data6.sessionId !== void 0) {
            let data10 = data6.sessionId;
            const _errs21 = errors;
            let valid2 = false;
            const _errs22 = errors;
            if (data10 !== null) {
              const err28 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            var _valid0 = _errs22 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
              const _errs24 = errors;
              if (typeof data10 === "string") {
                if (!pattern23.test(data10)) {
                  const err29 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              var _valid0 = _errs24 === errors;
              valid2 = valid2 || _valid0;
            }
            if (!valid2) {
              const err31 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            } else {
              errors = _errs21;
              if (vErrors !== null) {
                if (_errs21) {
                  vErrors.length = _errs21;
                } else {
                  vErrors = null;
                }
              }
            }
          }
          if (data6.windowSize !== void 0) {
            let data11 = data6.windowSize;
            if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
              const err32 = { instancePath: instancePath + "/sample/windowSize", schemaPath: "#/properties/sample/properties/windowSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (typeof data11 == "number" && isFinite(data11)) {
              if (data11 < 1 || isNaN(data11)) {
                const err33 = { instancePath: instancePath + "/sample/windowSize", schemaPath: "#/properties/sample/properties/windowSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          }
          if (data6.tokens !== void 0) {
            let data12 = data6.tokens;
            if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
              const err34 = { instancePath: instancePath + "/sample/tokens", schemaPath: "#/properties/sample/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (typeof data12 == "number" && isFinite(data12)) {
              if (data12 < 0 || isNaN(data12)) {
                const err35 = { instancePath: instancePath + "/sample/tokens", schemaPath: "#/properties/sample/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          }
          if (data6.costUsd !== void 0) {
            let data13 = data6.costUsd;
            if (typeof data13 == "number" && isFinite(data13)) {
              if (data13 < 0 || isNaN(data13)) {
                const err36 = { instancePath: instancePath + "/sample/costUsd", schemaPath: "#/properties/sample/properties/costUsd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            } else {
              const err37 = { instancePath: instancePath + "/sample/costUsd", schemaPath: "#/properties/sample/properties/costUsd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
          if (data6.sessionTokens !== void 0) {
            let data14 = data6.sessionTokens;
            if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
              const err38 = { instancePath: instancePath + "/sample/sessionTokens", schemaPath: "#/properties/sample/properties/sessionTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (typeof data14 == "number" && isFinite(data14)) {
              if (data14 < 0 || isNaN(data14)) {
                const err39 = { instancePath: instancePath + "/sample/sessionTokens", schemaPath: "#/properties/sample/properties/sessionTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          }
        } else {
          const err40 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
    } else {
      const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err41];
      } else {
        vErrors.push(err41);
      }
      errors++;
    }
    validate13.errors = vErrors;
    return errors === 0;
  }
  return validate13;
}

// lib/context-usage/kind.ts
var contextUsageKind = /* @__PURE__ */ defineKind({
  schema: "context-usage",
  version: 1,
  validate: validate_context_usage_v1
});

// lib/context-usage/store.ts
function readStoredUsage(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  const peek = peekDocument(contextUsageKind, contextSamplePath(home, nodeId));
  return peek.found && peek.doc && peek.doc.nodeId === nodeId ? peek.doc : void 0;
}
function readContextUsage(home, nodeId, current, now) {
  const doc = readStoredUsage(home, nodeId);
  if (!doc) return { state: "unknown", reason: "no sample" };
  if (doc.occupant !== current.occupant) return { state: "unknown", reason: "sample from an earlier launch" };
  return judgeSample(doc.sample, { sessionId: current.sessionId }, now);
}

// lib/context-usage/seat-context.ts
function seatContextReading(home, seat, hooks, now) {
  if (seat.runtime === "terminal") return null;
  const sessionId = hooks?.session?.id ?? null;
  if (seat.runtime === "claude-code")
    return readContextUsage(home, seat.nodeId, { occupant: seat.occupant, sessionId }, now);
  const rollout = hooks?.session?.transcriptPath;
  if (!rollout) return { state: "unknown", reason: "no rollout recorded yet" };
  const r = readRolloutUsage(rollout, sessionId);
  return r.ok ? judgeSample(r.sample, { sessionId }, now) : { state: "unknown", reason: r.reason };
}
function contextView(r) {
  const text2 = contextLine(r);
  if (r.state === "unknown") return { state: "unknown", reason: r.reason, text: text2 };
  const s = r.sample;
  const base = {
    state: r.state,
    source: s.source,
    sampledAt: s.sampledAt,
    ageMs: r.ageMs,
    sessionId: s.sessionId,
    text: text2
  };
  if (r.state === "stale") return base;
  return {
    ...base,
    usedPercent: s.usedPercent,
    ...s.windowSize !== void 0 ? { windowSize: s.windowSize } : {},
    ...s.tokens !== void 0 ? { tokens: s.tokens } : {},
    ...s.costUsd !== void 0 ? { costUsd: s.costUsd } : {},
    ...s.sessionTokens !== void 0 ? { sessionTokens: s.sessionTokens } : {}
  };
}
function seatContext(home, seat, hooks, now) {
  const r = seatContextReading(home, seat, hooks, now);
  return r ? contextView(r) : null;
}
function withContext(home, views, now = Date.now()) {
  return views.map((v) => {
    const hooks = v.hooks?.session ? { session: v.hooks.session } : void 0;
    return { ...v, context: seatContext(home, v, hooks, now) };
  });
}

// lib/config/federation-settings.ts
var import_node_fs10 = require("node:fs");

// lib/config/config.ts
var import_node_path7 = require("node:path");

// lib/store/validators/config.v1.generated.js
var compiled5;
function validate_config_v1(data, options) {
  compiled5 ??= build5();
  const ok2 = compiled5(data, options);
  validate_config_v1.errors = compiled5.errors;
  return ok2;
}
function build5() {
  const schema13 = { "$id": "openrig/config@1", "title": "OpenRig instance configuration ($OPENRIG_HOME/config.json)", "type": "object", "required": ["schema", "version"], "additionalProperties": false, "properties": { "schema": { "const": "config" }, "version": { "const": 1 }, "topology": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "workspace": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "context": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "federation": { "description": "Federation over NATS (lib/config/federation.ts checks the values; no url: single-host).", "type": "object", "additionalProperties": false, "properties": { "url": { "type": "string" }, "host": { "type": "string" }, "user": { "type": "string" }, "tokenFile": { "type": "string" }, "credsFile": { "type": "string" }, "tlsCa": { "type": "string" }, "tlsCert": { "type": "string" }, "tlsKey": { "type": "string" }, "jsDomain": { "type": "string" } } }, "compaction": { "description": "Managed compaction's policy, checked by lib/config/compaction-policy.ts (not here, so a bad value reads as an invalid policy instead of discarding the whole file); an environment variable overrides each key.", "type": "object", "additionalProperties": false, "properties": { "enabled": { "description": "true or false; any other value reads as an invalid policy, never sent on" }, "thresholdPercent": { "description": "a whole number 1-100; any other value reads as an invalid policy" }, "prepInstruction": {}, "compactInstruction": {}, "restoreInstruction": {}, "auditInstruction": {} } } } };
  const pattern1 = new RegExp("\\S", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "topology" || key0 === "workspace" || key0 === "context" || key0 === "federation" || key0 === "compaction")) {
          const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("config" !== data.schema) {
          const err3 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "config" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err4 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.topology !== void 0) {
        let data2 = data.topology;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            if (!(key1 === "root")) {
              const err5 = { instancePath: instancePath + "/topology", schemaPath: "#/properties/topology/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          if (data2.root !== void 0) {
            let data3 = data2.root;
            if (typeof data3 === "string") {
              if (!pattern1.test(data3)) {
                const err6 = { instancePath: instancePath + "/topology/root", schemaPath: "#/properties/topology/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/topology/root", schemaPath: "#/properties/topology/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        } else {
          const err8 = { instancePath: instancePath + "/topology", schemaPath: "#/properties/topology/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.workspace !== void 0) {
        let data4 = data.workspace;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
          for (const key2 in data4) {
            if (!(key2 === "root")) {
              const err9 = { instancePath: instancePath + "/workspace", schemaPath: "#/properties/workspace/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
          if (data4.root !== void 0) {
            let data5 = data4.root;
            if (typeof data5 === "string") {
              if (!pattern1.test(data5)) {
                const err10 = { instancePath: instancePath + "/workspace/root", schemaPath: "#/properties/workspace/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            } else {
              const err11 = { instancePath: instancePath + "/workspace/root", schemaPath: "#/properties/workspace/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        } else {
          const err12 = { instancePath: instancePath + "/workspace", schemaPath: "#/properties/workspace/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.context !== void 0) {
        let data6 = data.context;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          for (const key3 in data6) {
            if (!(key3 === "root")) {
              const err13 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          if (data6.root !== void 0) {
            let data7 = data6.root;
            if (typeof data7 === "string") {
              if (!pattern1.test(data7)) {
                const err14 = { instancePath: instancePath + "/context/root", schemaPath: "#/properties/context/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            } else {
              const err15 = { instancePath: instancePath + "/context/root", schemaPath: "#/properties/context/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        } else {
          const err16 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.federation !== void 0) {
        let data8 = data.federation;
        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
          for (const key4 in data8) {
            if (!func2.call(schema13.properties.federation.properties, key4)) {
              const err17 = { instancePath: instancePath + "/federation", schemaPath: "#/properties/federation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data8.url !== void 0) {
            if (typeof data8.url !== "string") {
              const err18 = { instancePath: instancePath + "/federation/url", schemaPath: "#/properties/federation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
          if (data8.host !== void 0) {
            if (typeof data8.host !== "string") {
              const err19 = { instancePath: instancePath + "/federation/host", schemaPath: "#/properties/federation/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data8.user !== void 0) {
            if (typeof data8.user !== "string") {
              const err20 = { instancePath: instancePath + "/federation/user", schemaPath: "#/properties/federation/properties/user/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data8.tokenFile !== void 0) {
            if (typeof data8.tokenFile !== "string") {
              const err21 = { instancePath: instancePath + "/federation/tokenFile", schemaPath: "#/properties/federation/properties/tokenFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data8.credsFile !== void 0) {
            if (typeof data8.credsFile !== "string") {
              const err22 = { instancePath: instancePath + "/federation/credsFile", schemaPath: "#/properties/federation/properties/credsFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
          if (data8.tlsCa !== void 0) {
            if (typeof data8.tlsCa !== "string") {
              const err23 = { instancePath: instancePath + "/federation/tlsCa", schemaPath: "#/properties/federation/properties/tlsCa/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
          if (data8.tlsCert !== void 0) {
            if (typeof data8.tlsCert !== "string") {
              const err24 = { instancePath: instancePath + "/federation/tlsCert", schemaPath: "#/properties/federation/properties/tlsCert/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data8.tlsKey !== void 0) {
            if (typeof data8.tlsKey !== "string") {
              const err25 = { instancePath: instancePath + "/federation/tlsKey", schemaPath: "#/properties/federation/properties/tlsKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          if (data8.jsDomain !== void 0) {
            if (typeof data8.jsDomain !== "string") {
              const err26 = { instancePath: instancePath + "/federation/jsDomain", schemaPath: "#/properties/federation/properties/jsDomain/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        } else {
          const err27 = { instancePath: instancePath + "/federation", schemaPath: "#/properties/federation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      if (data.compaction !== void 0) {
        let data18 = data.compaction;
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
          for (const key5 in data18) {
            if (!(key5 === "enabled" || key5 === "thresholdPercent" || key5 === "prepInstruction" || key5 === "compactInstruction" || key5 === "restoreInstruction" || key5 === "auditInstruction")) {
              const err28 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        } else {
          const err29 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    } else {
      const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err30];
      } else {
        vErrors.push(err30);
      }
      errors++;
    }
    validate12.errors = vErrors;
    return errors === 0;
  }
  return validate12;
}

// lib/config/federation.ts
var HOST_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;
var path = (env, describe) => ({ env, describe, kind: "path", fallback: () => "" });
var text = (env, describe, fallback = () => "") => ({
  env,
  describe,
  kind: "text",
  fallback
});
var machineHost;
function defaultHostName() {
  machineHost ??= hostNameOf(os().hostname());
  return machineHost;
}
var FEDERATION_KEYS = {
  "federation.url": text("OPENRIG_FEDERATION_URL", "NATS server (nats:// or tls://); unset: no federation"),
  "federation.host": text(
    "OPENRIG_FEDERATION_HOST",
    "this host's name in federation (default: hostname)",
    () => defaultHostName()
  ),
  "federation.user": text("OPENRIG_FEDERATION_USER", "NATS user (with tokenFile as its password)"),
  "federation.tokenFile": path("OPENRIG_FEDERATION_TOKEN_FILE", "file (0600) holding the token or password"),
  "federation.credsFile": path("OPENRIG_FEDERATION_CREDS_FILE", "NATS .creds file (0600), instead of a token"),
  "federation.tlsCa": path("OPENRIG_FEDERATION_TLS_CA", "CA certificate for tls:// (PEM)"),
  "federation.tlsCert": path("OPENRIG_FEDERATION_TLS_CERT", "client certificate for tls:// (PEM)"),
  "federation.tlsKey": path("OPENRIG_FEDERATION_TLS_KEY", "client key for tls:// (PEM, 0600)"),
  "federation.jsDomain": text(
    "OPENRIG_FEDERATION_JS_DOMAIN",
    "the hub's JetStream domain, when the daemon connects to a leaf node (docs/federation.md)"
  )
};
function hostNameOf(hostname) {
  const label = hostname.split(".")[0].replace(/[^A-Za-z0-9_-]/g, "-").replace(/^[-_]+/, "");
  const cut = label.slice(0, 63);
  return HOST_NAME_PATTERN.test(cut) ? cut : "host";
}
function valueProblem(field, value) {
  if (field === "url") {
    const urls = value.split(",").map((u) => u.trim());
    const bad = urls.find((u) => !/^(nats|tls):\/\/[^\s/?#@]+(:\d{1,5})?\/?$/.test(u));
    if (bad !== void 0)
      return `federation.url "${bad}" is not a nats:// or tls:// server address (no user or token in it)`;
  }
  if (field === "host" && !HOST_NAME_PATTERN.test(value))
    return `federation.host "${value}" is not a host name: letters, digits, - and _ only, up to 63`;
  if (field === "jsDomain" && !HOST_NAME_PATTERN.test(value))
    return `federation.jsDomain "${value}" is not a JetStream domain: letters, digits, - and _ only, up to 63`;
  if (field === "user" && !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/.test(value))
    return `federation.user "${value}" is not a user name: letters, digits, ., - and _ only`;
  return void 0;
}
function isSecretFile(field) {
  return field === "tokenFile" || field === "credsFile" || field === "tlsKey";
}
function fileProblem(field, file, facts) {
  if (!facts.exists) return `federation.${field} ${file} does not exist`;
  if (!facts.isFile) return `federation.${field} ${file} is not a file`;
  if (isSecretFile(field) && (facts.mode & 63) !== 0)
    return `federation.${field} ${file} is readable by others (mode ${(facts.mode & 511).toString(8)}): it must be 0600`;
  return void 0;
}
function settingsOf(values) {
  if (!values.url) return void 0;
  const urls = values.url.split(",").map((u) => u.trim());
  const tls = values.tlsCa || values.tlsCert || values.tlsKey ? {
    ...values.tlsCa ? { ca: values.tlsCa } : {},
    ...values.tlsCert ? { cert: values.tlsCert } : {},
    ...values.tlsKey ? { key: values.tlsKey } : {}
  } : void 0;
  return {
    urls,
    host: values.host,
    ...values.user ? { user: values.user } : {},
    ...values.tokenFile ? { tokenFile: values.tokenFile } : {},
    ...values.credsFile ? { credsFile: values.credsFile } : {},
    ...tls ? { tls } : {},
    ...values.jsDomain ? { jsDomain: values.jsDomain } : {}
  };
}
function settingsProblems(values, facts) {
  if (!values.url) return [];
  const out = [];
  for (const field of ["url", "host", "user", "jsDomain"]) {
    const p = values[field] ? valueProblem(field, values[field]) : void 0;
    if (p) out.push(p);
  }
  if (!values.tokenFile && !values.credsFile)
    out.push(
      "federation has no credentials: set federation.tokenFile or federation.credsFile (connections are authenticated)"
    );
  if (values.tokenFile && values.credsFile)
    out.push("federation.tokenFile and federation.credsFile are both set: keep one");
  if (values.user && !values.tokenFile) out.push("federation.user needs federation.tokenFile (its password)");
  if (values.tlsCert === "" !== (values.tlsKey === ""))
    out.push("federation.tlsCert and federation.tlsKey go together");
  for (const field of ["tokenFile", "credsFile", "tlsCa", "tlsCert", "tlsKey"]) {
    const file = values[field];
    const p = file ? fileProblem(field, file, facts(file)) : void 0;
    if (p) out.push(p);
  }
  return out;
}

// lib/config/config.ts
var configKind = defineKind({ schema: "config", version: 1, validate: validate_config_v1 });
var CONFIG_KEYS = {
  "topology.root": {
    env: "OPENRIG_TOPOLOGY_ROOT",
    describe: "root of the topology tree (rigs/<rig>/seats/<seat>/)",
    kind: "path",
    fallback: (h) => h.defaultTopology
  },
  "workspace.root": {
    env: "OPENRIG_WORKSPACE_ROOT",
    describe: "root of the work tree (SPEC.md, missions/, slices/)",
    kind: "path",
    fallback: (h) => h.defaultWorkspace
  },
  "context.root": {
    env: "OPENRIG_CONTEXT_ROOT",
    describe: "root of the context library (rig context)",
    kind: "path",
    fallback: (h) => h.defaultContext
  },
  ...FEDERATION_KEYS
};
var KNOWN_CONFIG_KEYS = Object.keys(CONFIG_KEYS);
function storedValue(doc, key) {
  const [section, field] = key.split(".");
  return doc?.[section]?.[field];
}
function resolveConfig(home, env, cwd = process.cwd()) {
  return resolveConfigFrom(readDocument(configKind, home.config, { onCorrupt: "fresh" }), home, env, cwd);
}
function resolveConfigFrom(doc, home, env, cwd = process.cwd()) {
  const out = {};
  for (const key of KNOWN_CONFIG_KEYS) {
    const info = CONFIG_KEYS[key];
    const fromEnv = env[info.env]?.trim();
    const fromDoc = storedValue(doc, key);
    if (fromEnv)
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path7.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: "config", env: info.env };
    else out[key] = { key, value: info.fallback(home), source: "default", env: info.env };
  }
  return out;
}

// lib/config/federation-settings.ts
var FIELDS2 = [
  "url",
  "host",
  "user",
  "tokenFile",
  "credsFile",
  "tlsCa",
  "tlsCert",
  "tlsKey",
  "jsDomain"
];
function fileFacts(file) {
  const st = (0, import_node_fs10.statSync)(file, { throwIfNoEntry: false });
  return { exists: !!st, isFile: !!st?.isFile(), mode: st ? st.mode & 511 : 0 };
}
function federationConfig(home, env, cwd = process.cwd()) {
  const resolved = resolveConfig(home, env, cwd);
  const values = Object.fromEntries(FIELDS2.map((f) => [f, resolved[`federation.${f}`].value]));
  const settings = settingsOf(values);
  if (!settings) return { state: "off" };
  const problems = settingsProblems(values, fileFacts);
  return problems.length ? { state: "invalid", problems } : { state: "on", settings };
}

// lib/daemon/client.ts
var import_node_fs11 = require("node:fs");

// lib/daemon/http-wire.ts
var TOKEN_VALUE = /^[\x20-\x7e]*$/;
var PATH = /^\/[\x21-\x7e]*$/;
function encodeRequest(req) {
  if (!PATH.test(req.path))
    return new Error(`request path ${JSON.stringify(req.path)} has spaces or control characters`);
  const lines = [`${req.method} ${req.path} HTTP/1.1`, "host: openrig", "connection: close"];
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (!/^[a-z0-9-]+$/.test(name) || !TOKEN_VALUE.test(value))
      return new Error(`header ${name} has a value that cannot be sent (control or non-ASCII characters)`);
    lines.push(`${name}: ${value}`);
  }
  if (req.body) lines.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r
\r
`, "latin1");
  return req.body ? Buffer.concat([head, req.body]) : head;
}
function parseResponse(data, ended) {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0)
    return ended ? { kind: "malformed", reason: "the connection closed before the response headers ended" } : { kind: "incomplete" };
  const [statusLine = "", ...headerLines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
  if (!m) return { kind: "malformed", reason: `not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 80))}` };
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon <= 0) return { kind: "malformed", reason: `bad header line: ${JSON.stringify(line.slice(0, 80))}` };
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers["transfer-encoding"] !== void 0)
    return { kind: "malformed", reason: `unexpected transfer-encoding ${headers["transfer-encoding"]}` };
  const rest = data.subarray(headEnd + 4);
  const declared = headers["content-length"];
  if (declared === void 0)
    return ended ? { kind: "response", status: Number(m[1]), headers, body: rest } : { kind: "incomplete" };
  if (!/^\d+$/.test(declared)) return { kind: "malformed", reason: `bad content-length ${JSON.stringify(declared)}` };
  const length = Number(declared);
  if (rest.length < length)
    return ended ? { kind: "malformed", reason: `the body ended after ${rest.length} of ${length} bytes` } : { kind: "incomplete" };
  return { kind: "response", status: Number(m[1]), headers, body: rest.subarray(0, length) };
}
function expectedLength(data) {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0) return void 0;
  const m = /\r\ncontent-length:[ \t]*(\d+)[ \t]*(?:\r\n|$)/i.exec(data.subarray(0, headEnd).toString("latin1"));
  return m ? headEnd + 4 + Number(m[1]) : null;
}

// lib/daemon/client.ts
var DaemonUnavailableError = class extends Error {
  constructor(socket, detail) {
    super(`the OpenRig daemon is not running (no answer on ${socket}: ${detail})`);
    this.socket = socket;
    this.detail = detail;
    this.name = "DaemonUnavailableError";
  }
  socket;
  detail;
};
var MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
function daemonRequest(socket, method, path2, body, opts = {}) {
  return new Promise((resolve4, reject) => {
    if (!(0, import_node_fs11.existsSync)(socket)) {
      reject(new DaemonUnavailableError(socket, "ENOENT"));
      return;
    }
    const headers = { accept: "application/json" };
    if (body !== void 0) headers["content-type"] = "application/json";
    if (opts.session) headers["x-openrig-session"] = opts.session;
    const wire = encodeRequest({
      method,
      path: path2,
      headers,
      body: body === void 0 ? void 0 : Buffer.from(JSON.stringify(body), "utf8")
    });
    if (wire instanceof Error) {
      reject(wire);
      return;
    }
    const timeoutMs = opts.timeoutMs ?? 12e4;
    const chunks = [];
    let size = 0;
    let settled2 = false;
    const conn = net().createConnection(socket);
    const settle = (err, res) => {
      if (settled2) return;
      settled2 = true;
      conn.destroy();
      if (err) reject(err);
      else resolve4(res);
    };
    let need;
    const check = (ended) => {
      if (!ended) {
        if (need === void 0) need = expectedLength(Buffer.concat(chunks));
        if (need === void 0 || need === null || size < need) return;
      }
      const p = parseResponse(Buffer.concat(chunks), ended);
      if (p.kind === "incomplete") return;
      if (p.kind === "malformed") return settle(new Error(`the daemon's answer could not be read: ${p.reason}`));
      const text2 = p.body.toString("utf8");
      let parsed = text2;
      try {
        parsed = text2 ? JSON.parse(text2) : void 0;
      } catch {
      }
      settle(void 0, { status: p.status, body: parsed });
    };
    conn.setTimeout(timeoutMs, () => settle(new Error(`no answer from the daemon within ${timeoutMs} ms`)));
    conn.on("connect", () => conn.write(wire));
    conn.on("data", (c) => {
      size += c.length;
      if (size > MAX_RESPONSE_BYTES)
        return settle(new Error(`the daemon's answer exceeds ${MAX_RESPONSE_BYTES} bytes`));
      chunks.push(c);
      check(false);
    });
    conn.on("end", () => check(true));
    conn.on("close", () => settle(new Error("the daemon closed the connection without an answer")));
    conn.on("error", (err) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED" || err.code === "ENOTSOCK")
        settle(new DaemonUnavailableError(socket, err.code));
      else settle(err);
    });
  });
}
function homeRequest(home, method, path2, body, opts = {}) {
  return daemonRequest(home.daemonSocket, method, path2, body, opts);
}

// lib/daemon/federation-client.ts
async function remoteSeats(home, env, timeoutMs = 5e3) {
  const conf = federationConfig(home, env);
  if (conf.state !== "on") return conf;
  try {
    const r = await homeRequest(home, "GET", "/api/federation/seats", void 0, { timeoutMs });
    if (r.status !== 200) return { state: "unavailable", why: `the daemon answered ${r.status}` };
    if (r.body.state === "off") return { state: "unavailable", why: "the daemon was started without federation" };
    return r.body;
  } catch (err) {
    if (err instanceof DaemonUnavailableError) return { state: "unavailable", why: "the daemon is not running" };
    return { state: "unavailable", why: err.message };
  }
}

// lib/federation/staleness.ts
var HEARTBEAT_MS = 2e3;
var STALE_AFTER_MS = 3 * HEARTBEAT_MS;

// lib/federation/remote-view.ts
function remoteTable(rows) {
  const cells = rows.map((r) => {
    if (r.hostState !== "live")
      return [
        r.host,
        r.seat,
        r.runtime,
        r.hostAgeMs === null ? "stale (no heartbeat seen)" : `stale (host silent ${Math.round(r.hostAgeMs / 1e3)}s)`,
        "-",
        "-"
      ];
    const age = r.activity.ageMs === null ? "" : ` ${Math.round(r.activity.ageMs / 1e3)}s`;
    const ctx = r.context?.usedPercent != null ? ` ctx ${r.context.usedPercent}%` : "";
    return [
      r.host,
      r.seat,
      r.runtime,
      `${r.activity.state}\xB7${r.activity.source}${age}${ctx}`,
      r.guard.mode + (r.guard.pending ? "*" : ""),
      String(r.held)
    ];
  });
  const head = ["HOST", "SEAT", "RUNTIME", "ACTIVITY", "GUARD", "HELD"];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => i === c.length - 1 ? x : x.padEnd(widths[i])).join("  ").trimEnd();
  return [line(head), ...cells.map(line)];
}

// lib/cli/ps.ts
var psCommand = defineCommand(
  {
    name: "ps",
    usage: ["rig ps [--rig RIG] [--all] [--json]"],
    details: "Lists seats whose record says running, plus stopped seats whose pane is still there; --all adds\nevery stopped seat. STATE is what tmux reports now: alive, dead (the command exited; the pane\nstays for inspection), missing (no such session or pane) or unknown (tmux could not be asked).\nACTIVITY is the runtime hooks' word with its age (idle\xB7hook 12s; a record older than 5 min reads\nunknown), a terminal seat's foreground process (busy\xB7screen), or unknown when no hook has run.\nps reads no screens: rig seat status reads the screen and lets a menu or draft veto the hook.\nCONTEXT is the share of the model's context window in use with the sample's age (42%\xB712s):\nClaude from its status line, Codex from its rollout; stale\xB712m for a sample older than 10 min, - for none.\nA tmux session named like a seat (NAME@RIG) that no record accounts for is listed with STATUS\nunrecorded (its record was moved aside as corrupt, or lost: stderr says where, once, and rig\ndoctor lists it) or unreadable (the record exists but cannot be read: stderr names it each time).\nWith federation configured (docs/federation.md), --all also lists every other host's seats with\ntheir HOST, as this host's daemon last heard them; a host whose heartbeat stopped reads stale with\nits silence, never its last state."
  },
  {
    args: { string: ["rig"], boolean: ["json", "all"] },
    options: (p) => ({ rig: rigFilter(str(p, "rig")), all: bool(p, "all"), json: bool(p, "json") }),
    async run({ rig, all, json }, ctx) {
      const scan = scanSeatsForCli(ctx, { rig });
      const panes = paneLister();
      const shown = (await seatViews(scan.records, { home: ctx.home, activity: true, panes })).filter(
        (v) => all || v.status === "running" || v.pane.state === "alive" || v.pane.state === "dead"
      );
      const sockets = new Set(scan.records.map((r) => r.tmux.socket));
      if (ctx.env[TMUX_SOCKET_VAR]?.trim() || scan.lost.length || scan.unreadable.length)
        sockets.add(rigTmuxServer(ctx.env, ctx.cwd).socket);
      const servers = await Promise.all([...sockets].map(async (socket) => ({ socket, panes: await panes(socket) })));
      const unrecorded = unrecordedSessions(servers, scan.records, rig, scan.unreadable);
      const views = withContext(ctx.home, shown);
      const remote = all ? await remoteSeats(ctx.home, ctx.env) : { state: "off" };
      if (remote.state === "unavailable" || remote.state === "invalid")
        advise(
          ctx,
          `rig: other hosts' seats are not shown \u2014 ${remote.state === "invalid" ? `federation is misconfigured (${remote.problems[0]}): fix it with rig config set` : `${remote.why}: start it with rig daemon start`}`
        );
      if (json) {
        printJson(ctx, {
          seats: views,
          unrecorded,
          unreadable: scan.unreadable.map((u) => ({ file: u.file, rig: u.rig, seat: u.seat ?? null, problem: u.what })),
          ...remote.state === "off" ? {} : { federation: remote }
        });
        return;
      }
      const remoteLines = remote.state === "on" && remote.seats.length ? remoteTable(remote.seats) : [];
      if (remote.state === "on")
        say(
          ctx,
          `host ${remote.host} (federation ${remote.connection})${remote.connection === "connected" ? "" : ": other hosts as last heard"}`
        );
      if (!views.length && !unrecorded.length && !remoteLines.length) {
        say(ctx, all ? "no seats recorded" : "no seats running (rig ps --all shows stopped ones)");
        return;
      }
      if (views.length || unrecorded.length) for (const line of seatTable(views, unrecorded)) say(ctx, line);
      if (remoteLines.length) {
        say(ctx, "");
        for (const line of remoteLines) say(ctx, line);
      }
    }
  }
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  psCommand
});
}))
