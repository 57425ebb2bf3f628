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

// lib/cli/trace.ts
var trace_exports = {};
__export(trace_exports, {
  traceCommand: () => traceCommand
});
module.exports = __toCommonJS(trace_exports);
var import_node_path12 = require("node:path");

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

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
  const code2 = ch.codePointAt(0) ?? 0;
  return code2 <= 255 ? `\\x${code2.toString(16).padStart(2, "0")}` : `\\u${code2.toString(16).padStart(4, "0")}`;
}
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function escapeForTerminal(text3) {
  return text3.replace(UNSAFE, hex);
}
function jsonForTerminal(value3, indent = 2) {
  return JSON.stringify(value3, null, indent).replace(
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
var refused = (what, todo) => new CliError("refused", what, todo);

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
    const value3 = given[i];
    if ((value3 === void 0 || value3 === "") && !p.optional) throw usageError(`${p.what ?? p.name} is required`, todo);
    args[p.name] = value3;
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
    const value3 = flags[name];
    if (typeof value3 !== "string" || !/\S/.test(value3)) throw usageError(`--${name} is required`, todo);
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
var os = () => process.getBuiltinModule("node:os");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function resolveHome(env = process.env) {
  const fromEnv = env[HOME_VAR]?.trim();
  if (fromEnv) return (0, import_node_path.resolve)(fromEnv);
  return (0, import_node_path.join)(env.HOME?.trim() || os().homedir(), ".openrig");
}
function childPaths(root) {
  const base2 = (0, import_node_path.normalize)(root);
  if (!(0, import_node_path.isAbsolute)(base2)) return (...parts) => (0, import_node_path.join)(root, ...parts);
  const prefix = base2.endsWith(import_node_path.sep) ? base2 : `${base2}${import_node_path.sep}`;
  return (...parts) => `${prefix}${parts.join(import_node_path.sep)}`;
}
function homePaths(root) {
  const under = childPaths(root);
  const run = under("run");
  return {
    root,
    config: under("config.json"),
    seats: under("seats"),
    queue: under("queue"),
    queueRows: under("queue", "rows"),
    queueLegacyIndex: under("queue", "index.json"),
    queueListing: under("queue", "index"),
    queueListingManifest: under("queue", "index", "manifest.json"),
    queueMutex: under("queue", "mutations"),
    queueIndexIntent: under("queue", "index.intent.json"),
    queueSeatIndexes: under("queue", "by-destination"),
    stream: under("stream"),
    streamLog: under("stream", "items.jsonl"),
    refocus: under("refocus"),
    refocusContent: under("refocus", "REFOCUS.md"),
    compaction: under("compaction"),
    restorePending: under("compaction", "restore-pending"),
    outbox: under("outbox"),
    guards: under("guards"),
    guardAudit: under("guards", "audit.jsonl"),
    activity: under("activity"),
    run,
    permissionEvidence: under("run", "permission"),
    daemonSocket: under("run", "daemon.sock"),
    daemonPid: under("run", "daemon.json"),
    daemonStartLock: under("run", "daemon-start"),
    leases: under("run", "leases"),
    logs: under("logs"),
    daemonLog: under("logs", "daemon.log"),
    codeCache: under("cache", "code"),
    promptOverrideAudit: under("logs", "prompt-override.jsonl"),
    heldRetirementAudit: under("logs", "held-retirements.jsonl"),
    seatAnswerAudit: under("logs", "seat-answers.jsonl"),
    activityHookToken: under("activity-hook-token"),
    activityEndpoint: under("activity-endpoint.json"),
    plugins: under("plugins"),
    vendoredCorePlugin: under("plugins", CORE_PLUGIN_NAME),
    defaultTopology: under("topology"),
    defaultWorkspace: under("workspace"),
    defaultContext: under("context"),
    terminalPolicy: under("terminal-policy"),
    terminalPolicyAudit: under("terminal-policy", "audit.jsonl"),
    seatModels: under("seat-model"),
    handoffs: under("handoffs"),
    watchdogJobs: under("watchdog", "jobs.json"),
    watchdogHistory: under("watchdog", "history"),
    supervisorMemory: under("watchdog", "supervisor.json"),
    queueWakes: under("queue", "wakes"),
    queueWakesDone: under("queue", "wakes", "done"),
    queueRemote: under("queue", "remote"),
    codexMarketplace: under("plugins", "codex-marketplace"),
    contextUsage: under("context-usage"),
    notifyChannels: under("notify", "channels.json"),
    notifyState: under("notify", "state.json"),
    notifyHistory: under("notify", "history.json")
  };
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value3) {
  ctx.io.out(jsonForTerminal(value3) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
}

// lib/trace/cuts.ts
var LIGHT_CHARS = 800;
var SECTION_CHARS = 1500;
var ROW_FIELD_CHARS = 160;
var LIGHT_CUT_NOTICE = "[\u2026 use --depth full for the rest]";
var sectionCutNotice = (limit) => `[\u2026 section cut at about ${limit} characters; use --depth full for the rest]`;
function safeEnd(text3, end) {
  const code2 = text3.charCodeAt(end - 1);
  return code2 >= 55296 && code2 <= 56319 ? end - 1 : end;
}
function cutPoint(text3, limit) {
  const nl = text3.lastIndexOf("\n", limit);
  return nl > 0 ? nl : safeEnd(text3, limit);
}
function lightCut(body, limit = LIGHT_CHARS) {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}
${LIGHT_CUT_NOTICE}`;
}
function sectionCut(body, limit = SECTION_CHARS) {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}
${sectionCutNotice(limit)}`;
}
function oneLine(text3, limit = ROW_FIELD_CHARS) {
  const flat = text3.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return { text: flat, shortened: false };
  return { text: `${flat.slice(0, safeEnd(flat, limit - 1)).trimEnd()}\u2026`, shortened: true };
}
function formatG(n) {
  if (!Number.isFinite(n)) return String(n);
  return String(Number(n.toPrecision(6)));
}

// lib/workspace/frontmatter.ts
var OPEN = /^---[ \t]*\r?\n/;
function unquote(value3) {
  const v = value3.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    try {
      return String(JSON.parse(v));
    } catch {
      return v.slice(1, -1);
    }
  }
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}
function parseFrontmatter(raw) {
  const text3 = raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw;
  if (!OPEN.test(text3)) return { fields: {}, body: text3, present: false };
  const lines = text3.replace(OPEN, "").split(/\r?\n/);
  const end = lines.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  if (end < 0) return { fields: {}, body: text3, present: false };
  const fields = {};
  for (let i = 0; i < end; i++) {
    const m = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*))?$/.exec(lines[i]);
    if (!m) continue;
    const key = m[1];
    const raw2 = (m[2] ?? "").replace(/[ \t]+#.*$/, "").trim();
    if (/^[|>][+-]?$/.test(raw2)) {
      const parts = [];
      while (i + 1 < end && (/^[ \t]+\S/.test(lines[i + 1]) || lines[i + 1].trim() === "")) {
        const line = lines[++i].trim();
        if (line) parts.push(line);
      }
      fields[key] = parts.join(" ");
    } else {
      fields[key] = unquote(raw2);
    }
  }
  return { fields, body: lines.slice(end + 1).join("\n"), present: true };
}
function frontmatterIntent(text3) {
  const intent = parseFrontmatter(text3).fields.intent?.trim();
  return intent ? intent : null;
}

// lib/trace/age-cue.ts
var DEFAULT_NOTES_MAX_AGE_DAYS = 14;
var DAY_MS = 864e5;
function notesMaxAgeDays(value3) {
  const n = typeof value3 === "string" ? value3.trim() === "" ? NaN : Number(value3) : value3;
  return n !== void 0 && Number.isFinite(n) && n > 0 ? n : DEFAULT_NOTES_MAX_AGE_DAYS;
}
function fileAge(text3, mtimeMs, now) {
  const updated = parseFrontmatter(text3).fields.updated?.trim();
  if (updated && /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(updated)) {
    const at = Date.parse(updated.replace(" ", "T"));
    if (Number.isFinite(at)) return { days: (now - at) / DAY_MS, source: "updated" };
  }
  return { days: (now - mtimeMs) / DAY_MS, source: "mtime" };
}
function ageCue(path2, text3, mtimeMs, now, thresholdDays) {
  const age = fileAge(text3, mtimeMs, now);
  if (!(age.days > thresholdDays)) return null;
  const shown = Math.round(age.days * 10) / 10;
  return `OLD NOTES \u2014 ${path2}, ${formatG(shown)} days old, source ${age.source}, threshold ${formatG(thresholdDays)} days`;
}

// lib/trace/route-command.ts
var ROUTE_FALLBACK = "trace-to-root";
var HOOK_TRACE_FLAG = "--trace";
function shellWord(word) {
  return /^[A-Za-z0-9_/.,:@%+=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
var base = (path2) => path2.slice(path2.lastIndexOf("/") + 1);
function routeCommandFor(execPath, script) {
  if (!script?.startsWith("/")) return ROUTE_FALLBACK;
  const name = base(script);
  const run = `${shellWord(execPath)} ${shellWord(script)}`;
  if (name === "trace-to-root.cjs" || name === "trace-to-root") return run;
  if (name === "rig.cjs" || name === "rig" || name === "openrig") return `${run} trace`;
  if (name === "refocus.cjs") return `${run} ${HOOK_TRACE_FLAG}`;
  return ROUTE_FALLBACK;
}

// lib/trace/topology-trace.ts
var import_node_path8 = require("node:path");

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;

// lib/trace/seat-by-node.ts
var import_node_path2 = require("node:path");

// lib/store/document.ts
var import_node_fs = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/interpret.ts
function interpretDocument(kind, file, text3) {
  let doc;
  try {
    const parsed = JSON.parse(text3);
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

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/document.ts
var READ_FLAGS = import_node_fs.constants.O_RDONLY | (import_node_fs.constants.O_NONBLOCK ?? 0);

// lib/util/fs-async.ts
var import_node_fs2 = require("node:fs");
function promised(call) {
  return new Promise((resolve7, reject) => call((err, value3) => err ? reject(err) : resolve7(value3)));
}
var stat = (path2) => promised((cb) => (0, import_node_fs2.stat)(path2, cb));
var realpath = (path2) => promised((cb) => import_node_fs2.realpath.native(path2, cb));
var readdir = (path2) => promised((cb) => (0, import_node_fs2.readdir)(path2, cb));
var open = (path2, flags, mode) => promised((cb) => (0, import_node_fs2.open)(path2, flags, mode, cb));
var fstat = (fd) => promised((cb) => (0, import_node_fs2.fstat)(fd, cb));
var read = (fd, buf, offset, length, position) => promised((cb) => (0, import_node_fs2.read)(fd, buf, offset, length, position, cb));
var closeQuietly = (fd) => (0, import_node_fs2.close)(fd, () => void 0);

// lib/util/read-regular-file.ts
var import_node_fs3 = require("node:fs");

// lib/util/until-aborted.ts
function untilAborted(p, signal, aborted2, onLate) {
  if (!signal) return p;
  if (signal.aborted) {
    p.then(
      (v) => onLate?.(v),
      () => void 0
    );
    return Promise.reject(aborted2());
  }
  return new Promise((resolve7, reject) => {
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      reject(aborted2());
    };
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        if (done) onLate?.(v);
        else {
          done = true;
          resolve7(v);
        }
      },
      (err) => {
        signal.removeEventListener("abort", onAbort);
        if (!done) {
          done = true;
          reject(err);
        }
      }
    );
  });
}

// lib/util/read-regular-file.ts
var OPEN_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (import_node_fs3.constants.O_NOCTTY ?? 0);
var ReadRegularFileError = class extends Error {
  constructor(path2, failure, reason, detail = {}) {
    super(`${path2}: ${reason}`);
    this.path = path2;
    this.failure = failure;
    this.reason = reason;
    this.detail = detail;
    this.name = "ReadRegularFileError";
  }
  path;
  failure;
  reason;
  detail;
};
function otherType(st) {
  if (st.isDirectory()) return "folder";
  if (st.isFIFO()) return "FIFO";
  if (st.isSocket()) return "socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "device";
  return "other";
}
var TYPE_PHRASE = {
  folder: "a folder, not a regular file",
  FIFO: "a FIFO, not a regular file",
  socket: "a socket, not a regular file",
  device: "a device, not a regular file",
  other: "not a regular file"
};
var errnoOf = (err) => err?.code;
var oneLine2 = (text3) => text3.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine2(err instanceof Error ? err.message : String(err)) || "unknown error");
function abortReason(signal) {
  const r = signal?.reason;
  const text3 = r instanceof Error ? r.message : r !== void 0 ? String(r) : "";
  return text3 ? `aborted: ${oneLine2(text3)}` : "aborted";
}
async function readRegularFile(path2, opts) {
  const { signal, maxBytes } = opts;
  const stopped = () => new ReadRegularFileError(path2, "aborted", abortReason(signal));
  if (signal?.aborted) throw stopped();
  let fd;
  try {
    fd = await untilAborted(open(path2, OPEN_FLAGS), signal, stopped, closeQuietly);
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    const errno = errnoOf(err);
    if (errno === "ENOENT" || errno === "ENOTDIR") throw new ReadRegularFileError(path2, "missing", errno, { errno });
    if (errno === "ENXIO")
      throw new ReadRegularFileError(path2, "not-regular", TYPE_PHRASE.socket, { fileType: "socket", errno });
    throw new ReadRegularFileError(path2, "unreadable", errText(err), { errno });
  }
  let inFlight;
  const track = (op) => {
    inFlight = op;
    return untilAborted(op, signal, stopped);
  };
  try {
    const st = await track(fstat(fd));
    if (!st.isFile()) {
      const fileType = otherType(st);
      throw new ReadRegularFileError(path2, "not-regular", TYPE_PHRASE[fileType], { fileType });
    }
    const overLimit = st.size > maxBytes;
    if (overLimit && opts.overLimit !== "cut") {
      throw new ReadRegularFileError(path2, "too-large", `${st.size} bytes; the limit is ${maxBytes}`, {
        size: st.size
      });
    }
    const want = Math.min(st.size, maxBytes);
    const buf = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const bytesRead = await track(read(fd, buf, got, want - got, got));
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return {
      bytes: got === want ? buf : buf.subarray(0, got),
      size: st.size,
      mtimeMs: st.mtimeMs,
      truncated: overLimit
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    throw new ReadRegularFileError(path2, "unreadable", errText(err), { errno: errnoOf(err) });
  } finally {
    const close2 = () => closeQuietly(fd);
    if (inFlight) inFlight.then(close2, close2);
    else close2();
  }
}

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;
async function readDocumentAsync(kind, file, opts = {}) {
  let text3;
  try {
    text3 = (await readRegularFile(file, { maxBytes: ASYNC_DOCUMENT_MAX_BYTES, signal: opts.signal })).bytes.toString(
      "utf8"
    );
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) throw err;
    if (err.failure === "missing") return void 0;
    if (err.failure === "aborted" || err.failure === "unreadable") throw err;
    return corrupt(file, err.reason, opts);
  }
  const r = interpretDocument(kind, file, text3);
  return "problem" in r ? corrupt(file, r.problem, opts) : r.doc;
}
function corrupt(file, reason, opts) {
  if (opts.onCorrupt === "fresh") {
    (opts.report ?? defaultReport)(`${file} was unreadable (${reason}); read as missing`);
    return void 0;
  }
  throw new StoreError(`${file} is unreadable (${reason})`, file);
}

// lib/store/validators/seat.v1.generated.js
var compiled;
function validate_seat_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_seat_v1.errors = compiled.errors;
  return ok;
}
function build() {
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

// lib/util/lookup-fs.ts
var aborted = () => new Error("aborted");
async function orElse(work, fallback, signal) {
  try {
    return await untilAborted(work, signal, aborted);
  } catch (err) {
    if (signal?.aborted) throw err;
    return fallback;
  }
}
function dirNames(dir, signal) {
  return orElse(
    readdir(dir).then((names) => names.sort()),
    [],
    signal
  );
}

// lib/util/map-limit.ts
async function mapLimit(items, limit, step, signal) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (; ; ) {
      signal?.throwIfAborted();
      const i = next++;
      if (i >= items.length) return;
      out[i] = await step(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

// lib/trace/seat-by-node.ts
async function seatByNodeId(home, nodeId, signal) {
  const files = [];
  for (const rig of (await dirNames(home.seats, signal)).filter((r) => NAME_PATTERN.test(r))) {
    for (const f of await dirNames((0, import_node_path2.join)(home.seats, rig), signal)) {
      if (f.endsWith(".json") && NAME_PATTERN.test(f.slice(0, -".json".length))) files.push((0, import_node_path2.join)(home.seats, rig, f));
    }
  }
  const records = await mapLimit(
    files,
    8,
    (file) => readDocumentAsync(seatKind, file, { onCorrupt: "fresh", report: () => void 0, signal }).catch((err) => {
      if (signal?.aborted) throw err;
      return void 0;
    }),
    signal
  );
  const matches = records.filter((r) => r !== void 0 && r.nodeId === nodeId);
  return matches.length === 1 ? matches[0] : void 0;
}

// lib/trace/ascent.ts
var import_node_path5 = require("node:path");

// lib/trace/trace-fs.ts
var import_node_path3 = require("node:path");
var MAX_FILE_BYTES = 1024 * 1024;
var TraceAborted = class extends Error {
  constructor() {
    super("aborted");
    this.name = "TraceAborted";
  }
};
function untilAborted2(p, signal, onLate) {
  return untilAborted(p, signal, () => new TraceAborted(), onLate);
}
var errCode = (err) => err?.code;
var isMissing = (err) => ["ENOENT", "ENOTDIR"].includes(errCode(err) ?? "");
var why = (err) => errCode(err) ?? (err instanceof Error ? err.message : String(err));
async function readTextFile(path2, signal) {
  try {
    const f = await readRegularFile(path2, { maxBytes: MAX_FILE_BYTES, signal, overLimit: "cut" });
    return { kind: "text", text: f.bytes.toString("utf8"), size: f.size, mtimeMs: f.mtimeMs, truncated: f.truncated };
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) return { kind: "unreadable", reason: why(err) };
    if (err.failure === "aborted") return { kind: "aborted" };
    if (err.failure === "missing") return { kind: "missing" };
    if (err.failure === "not-regular")
      return {
        kind: "unreadable",
        reason: err.detail.fileType === "folder" ? "a folder, not a file" : "not a regular file"
      };
    return { kind: "unreadable", reason: err.reason };
  }
}
async function statFile(path2, signal) {
  try {
    const st = await untilAborted2(stat(path2), signal);
    return st.isFile() ? { kind: "file", size: st.size } : { kind: "unreadable", reason: "not a regular file" };
  } catch (err) {
    if (err instanceof TraceAborted) return { kind: "aborted" };
    if (isMissing(err)) return { kind: "missing" };
    return { kind: "unreadable", reason: why(err) };
  }
}
async function isFolder(path2, signal) {
  try {
    return (await untilAborted2(stat(path2), signal)).isDirectory();
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
    return false;
  }
}
function expandHome(path2) {
  if (path2 === "~") return os().homedir();
  if (path2.startsWith("~/")) return (0, import_node_path3.join)(os().homedir(), path2.slice(2));
  return path2;
}
async function resolveLoose(path2, signal) {
  let head = (0, import_node_path3.resolve)(path2);
  const tail = [];
  for (; ; ) {
    try {
      const real = await untilAborted2(realpath(head), signal);
      return (0, import_node_path3.join)(real, ...tail.slice().reverse());
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const up = (0, import_node_path3.dirname)(head);
      if (up === head) return (0, import_node_path3.resolve)(path2);
      tail.push((0, import_node_path3.basename)(head));
      head = up;
    }
  }
}

// lib/trace/lines.ts
var import_node_path4 = require("node:path");
var TOPOLOGY_HEADING = "## TOPOLOGY TRACE";
var WORK_HEADING = "## WORK TRACE";
var ASK_HEADING = "## WORK \u2014 name it";
var ORIENTATION_HEADING = "## ORIENTATION \u2014 the project-level chain, not your work";
var traceGap = (reason) => `TRACE GAP \u2014 ${reason}`;
var rootUnresolved = (key, detail) => `${key} is unresolved${detail ? `: ${detail}` : ""}`;
var TOPOLOGY_START_UNRESOLVED = "current topology node is unresolved; pass --topology-start with a literal absolute path (or configure OPENRIG_REFOCUS_TOPOLOGY_NODE separately)";
var WORK_START_UNRESOLVED = "current work node is unresolved; pass --work-start with a literal absolute path (or configure OPENRIG_REFOCUS_WORK_NODE separately)";
var outsideRoot = (start) => `start is outside configured root: ${start}`;
var unreachableRoot = (root) => `could not reach configured root: ${root}`;
var noSingleWorkNode = (basis) => `no single current work node: ${basis}`;
var workNodeUnknown = (reason) => `current work node UNKNOWN: ${reason}`;
var candidatesUnreadable = (err) => `work candidates unreadable: ${err}`;
var CANDIDATES_INVALID = "work candidates have an invalid shape";
var unreadableFile2 = (path2, reason) => `unreadable file ${path2}: ${reason}`;
var cutShort = (before, reason) => `trace cut short before ${before}: ${reason}`;
var fallbackLine = (basis) => `FALLBACK \u2014 no current typed baton (${basis}). Showing the project-level chain from the work root: a broad orientation, not evidence of a current mission`;
var missingLearned = (node) => `MISSING LINK \u2014 ${(0, import_node_path4.join)(node, "LEARNED.md")}`;
var missingSpec = (node) => `MISSING LINK \u2014 no SPEC.md or README.md at ${node}`;
var MISSING_INTENT = "MISSING INTENT \u2014 no readable intent: field";
var nodeHeading = (label, file) => file ? `### ${label} \xB7 ${file}` : `### ${label}`;
var notesPointer = (name, size, path2) => `NOTES \xB7 ${name} \xB7 ${size} bytes \xB7 ${path2}`;
var notesHeading = (name) => `NOTES \xB7 ${name}`;
var PROGRESS_HEADING = "PROGRESS \xB7 PROGRESS.md";
var notesGap = (node) => `NOTES GAP \u2014 no readable mission notes at ${node}`;
var notesResolutionGap = (err, node) => `NOTES RESOLUTION GAP \u2014 ${err} at ${node}`;
var notesBecameUnreadable = (name, path2) => `NOTES RESOLUTION GAP \u2014 resolved ${name} became unreadable at ${path2}`;
var evidenceLine = (source) => `WORK FROM QUEUE EVIDENCE \u2014 ${source}. If this is stale, say what you are actually doing.`;
var NO_SLICE_NAMED = "no slice named: the mission's own chain is shown";
var sectionNotFound = (titles, path2) => `SECTION NOT FOUND \u2014 no ${titles.map((t) => JSON.stringify(t)).join(" or ")} heading in ${path2}; bounded excerpt follows`;

// lib/trace/ascent.ts
var SHELVES = /* @__PURE__ */ new Set(["rigs", "pods", "seats", "missions", "slices"]);
function pathWithin(root, path2) {
  if (path2 === root) return "";
  const prefix = root.endsWith(import_node_path5.sep) ? root : `${root}${import_node_path5.sep}`;
  return path2.startsWith(prefix) && path2.length > prefix.length ? path2.slice(prefix.length) : void 0;
}
function nodesBetween(root, start, shown = start) {
  const rel = pathWithin(root, start);
  if (rel === void 0) return { gap: outsideRoot(shown) };
  const nodes = [];
  let cur = start;
  for (; ; ) {
    if (cur === root) {
      nodes.push({ path: root, label: "." });
      break;
    }
    if (!SHELVES.has((0, import_node_path5.basename)(cur))) nodes.push({ path: cur, label: pathWithin(root, cur) ?? cur });
    const up = (0, import_node_path5.dirname)(cur);
    if (up === cur) return { gap: unreachableRoot(root) };
    cur = up;
  }
  return { nodes: nodes.reverse() };
}
async function ascent(start, root, cwd, signal) {
  let resolved = await resolveLoose((0, import_node_path5.resolve)(cwd, expandHome(start)), signal);
  try {
    if ((await untilAborted2(stat(resolved), signal)).isFile()) resolved = (0, import_node_path5.dirname)(resolved);
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
  }
  return nodesBetween(root, resolved, start);
}

// lib/trace/node-blocks.ts
var import_node_path7 = require("node:path");

// lib/workspace/notes.ts
var import_node_path6 = require("node:path");
var NOTES_FILE_NAMES = ["NOTES.md", "notes.md"];
var code = (err) => err?.code;
async function resolveNotes(node) {
  let names;
  try {
    names = await readdir(node);
  } catch (err) {
    if (code(err) === "ENOENT" || code(err) === "ENOTDIR") return null;
    throw err;
  }
  for (const name of NOTES_FILE_NAMES) {
    if (!names.includes(name)) continue;
    const path2 = (0, import_node_path6.join)(node, name);
    try {
      if ((await stat(path2)).isFile()) return { path: path2, name };
    } catch (err) {
      if (code(err) === "ENOENT") continue;
      throw err;
    }
  }
  return null;
}

// lib/trace/sections.ts
function headings(lines) {
  const out = [];
  let fence = null;
  lines.forEach((line, index) => {
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1].startsWith(fence[0]) && f[1].length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push({ index, level: m[1].length, text: m[2].trim() });
  });
  return out;
}
function findSection(text3, title) {
  const lines = text3.split(/\r?\n/);
  const all = headings(lines);
  const want = title.trim().toLowerCase();
  const at = all.findIndex((h2) => h2.text.toLowerCase().startsWith(want));
  if (at < 0) return null;
  const h = all[at];
  const next = all.slice(at + 1).find((n) => n.level <= h.level);
  const body = lines.slice(h.index + 1, next ? next.index : lines.length).join("\n").trim();
  return { heading: h.text, body };
}
function packetSections(text3, titles, path2, limit = SECTION_CHARS) {
  const blocks = [];
  const missing = [];
  for (const title of titles) {
    const s = findSection(text3, title);
    if (s) blocks.push(s.body ? `${s.heading}
${sectionCut(s.body, limit)}` : s.heading);
    else missing.push(title);
  }
  if (missing.length) {
    const excerpt = lightCut(parseFrontmatter(text3).body.trim());
    blocks.push(excerpt ? `${sectionNotFound(missing, path2)}
${excerpt}` : sectionNotFound(missing, path2));
  }
  return blocks.join("\n\n");
}

// lib/trace/node-blocks.ts
var SEAT_SECTIONS = ["MY JOB HERE", "STANDING DUTIES"];
var STATE_SECTIONS = ["Current state"];
var fileCutNote = (r) => r.truncated ? `
[\u2026 file cut at ${MAX_FILE_BYTES} bytes of ${r.size}; open the file for the rest]` : "";
function fullBody(r) {
  return r.text.trim() + fileCutNote(r);
}
function lightBody(text3) {
  return lightCut(parseFrontmatter(text3).body.trim());
}
function cue(run, packet, path2, r) {
  if (!packet) return [];
  const line = ageCue(path2, r.text, r.mtimeMs, run.s.now, run.s.thresholdDays);
  return line ? [line] : [];
}
function cutLines(run, before) {
  const line = run.cut(before);
  return line ? [line] : [];
}
async function learnedBlock(run, node, isSeat) {
  const file = (0, import_node_path7.join)(node.path, "LEARNED.md");
  const r = await readTextFile(file, run.s.signal);
  if (r.kind === "aborted") return cutLines(run, file);
  if (r.kind === "missing") return [nodeHeading(node.label), missingLearned(node.path)];
  if (r.kind === "unreadable") return [nodeHeading(node.label, "LEARNED.md"), run.gap(unreadableFile2(file, r.reason))];
  const lines = [nodeHeading(node.label, "LEARNED.md"), ...cue(run, run.s.packet, file, r)];
  let body;
  if (run.s.depth === "full") body = fullBody(r);
  else if (run.s.packet && isSeat) body = packetSections(r.text, SEAT_SECTIONS, file);
  else body = lightBody(r.text);
  lines.push(body || "(empty file)");
  return lines;
}
async function specFile(run, node) {
  const specPath = (0, import_node_path7.join)(node, "SPEC.md");
  const spec = await readTextFile(specPath, run.s.signal);
  if (spec.kind !== "missing") return { name: "SPEC.md", path: specPath, r: spec };
  const readmePath = (0, import_node_path7.join)(node, "README.md");
  return { name: "README.md", path: readmePath, r: await readTextFile(readmePath, run.s.signal) };
}
function stateBody(depth, path2, r) {
  return depth === "full" ? fullBody(r) : packetSections(r.text, STATE_SECTIONS, path2);
}
async function workNodeBlock(run, node, depth, packet) {
  const progressPath = (0, import_node_path7.join)(node.path, "PROGRESS.md");
  const specP = specFile(run, node.path);
  const notesP = run.io(resolveNotes(node.path)).then(
    (value3) => ({ value: value3 }),
    (error) => ({ error })
  );
  const progressP = packet ? readTextFile(progressPath, run.s.signal) : void 0;
  const spec = await specP;
  if (spec.r.kind === "aborted") return cutLines(run, spec.path);
  const lines = [];
  if (spec.r.kind === "missing") lines.push(nodeHeading(node.label), missingSpec(node.path));
  else if (spec.r.kind === "unreadable")
    lines.push(nodeHeading(node.label, spec.name), run.gap(unreadableFile2(spec.path, spec.r.reason)));
  else {
    lines.push(nodeHeading(node.label, spec.name));
    if (depth === "full") lines.push(fullBody(spec.r) || "(empty file)");
    else {
      const intent = frontmatterIntent(spec.r.text);
      lines.push(intent ? `intent: ${oneLine(intent, LIGHT_CHARS).text}` : MISSING_INTENT);
    }
  }
  if (run.aborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
  let notes;
  const resolved = await notesP;
  if ("value" in resolved) notes = resolved.value;
  else {
    const err = resolved.error;
    if (err instanceof TraceAborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
    const message = err instanceof Error ? err.code ?? err.message : String(err);
    notes = { error: `resolver failed: ${message}` };
  }
  if (notes === null) lines.push(notesGap(node.path));
  else if ("error" in notes) lines.push(run.fail(notesResolutionGap(notes.error, node.path)));
  else if (depth === "light" && !packet) {
    const st = await statFile(notes.path, run.s.signal);
    if (st.kind === "aborted") return [...lines, ...cutLines(run, notes.path)];
    if (st.kind === "file") lines.push(notesPointer(notes.name, st.size, notes.path));
    else lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
  } else {
    const r = await readTextFile(notes.path, run.s.signal);
    if (r.kind === "aborted") return [...lines, ...cutLines(run, notes.path)];
    if (r.kind !== "text") lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
    else {
      const body = packet ? stateBody(depth, notes.path, r) : fullBody(r);
      lines.push("", notesHeading(notes.name), ...cue(run, packet, notes.path, r), body || "(empty file)");
    }
  }
  if (!progressP) return lines;
  const p = await progressP;
  if (p.kind === "aborted") return [...lines, ...cutLines(run, progressPath)];
  if (p.kind === "unreadable") lines.push(run.gap(unreadableFile2(progressPath, p.reason)));
  else if (p.kind === "text")
    lines.push(
      "",
      PROGRESS_HEADING,
      ...cue(run, packet, progressPath, p),
      stateBody(depth, progressPath, p) || "(empty file)"
    );
  return lines;
}

// lib/trace/session-name.ts
var CHARSET = /^[A-Za-z0-9\-_.@]+$/;
var HUMAN = /^human(?:-[A-Za-z0-9\-_.]+)?@(?:kernel|host)$/;
function canonicalSeat(sessionName) {
  const name = sessionName?.trim();
  if (!name || !CHARSET.test(name)) return null;
  if (HUMAN.test(name) || name.endsWith("@external")) return null;
  const at = name.indexOf("@");
  if (at <= 0 || at === name.length - 1) return null;
  const member = name.slice(0, at);
  const rig = name.slice(at + 1);
  if ([".", ".."].includes(member) || [".", ".."].includes(rig)) return null;
  return { member, rig };
}

// lib/trace/topology-trace.ts
async function topologyStart(run, inputs, root) {
  const given = inputs.topologyStart?.trim();
  if (given) return given;
  const seat = canonicalSeat(inputs.sessionName);
  if (seat) {
    const path2 = (0, import_node_path8.join)(root, "rigs", seat.rig, "seats", seat.member);
    if (await isFolder(path2, run.s.signal)) return path2;
  }
  const id = inputs.nodeId?.trim();
  if (id && NODE_ID_PATTERN.test(id)) {
    try {
      const rec = await seatByNodeId(run.s.home, id, run.s.signal);
      if (rec) return (0, import_node_path8.join)(root, "rigs", rec.rig, "seats", rec.name);
    } catch (err) {
      if (run.s.signal?.aborted) throw new TraceAborted();
      void err;
    }
  }
  return null;
}
async function topologySection(run, inputs) {
  const lines = [TOPOLOGY_HEADING];
  try {
    const r = await run.root("topology.root");
    if ("gap" in r) return [...lines, r.gap].join("\n");
    lines.push(`root: ${r.root}`);
    const start = await topologyStart(run, inputs, r.root);
    if (!start) return [...lines, run.gap(TOPOLOGY_START_UNRESOLVED)].join("\n");
    lines.push(`start: ${start}`);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ("gap" in asc) return [...lines, run.gap(asc.gap)].join("\n");
    const last = asc.nodes.length - 1;
    lines.push(
      ...await run.blocksInOrder(
        asc.nodes,
        (fork, node, i) => learnedBlock(fork, node, i === last),
        (node) => `${node.path}/LEARNED.md`
      )
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut("the rest of the topology trace");
    if (cut) lines.push(cut);
  }
  return lines.join("\n");
}

// lib/trace/trace-run.ts
var import_node_path10 = require("node:path");

// lib/config/config.ts
var import_node_path9 = require("node:path");

// lib/store/validators/config.v1.generated.js
var compiled2;
function validate_config_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_config_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
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
  const [section, field2] = key.split(".");
  return doc?.[section]?.[field2];
}
function resolveConfigFrom(doc, home, env, cwd = process.cwd()) {
  const out = {};
  for (const key of KNOWN_CONFIG_KEYS) {
    const info = CONFIG_KEYS[key];
    const fromEnv = env[info.env]?.trim();
    const fromDoc = storedValue(doc, key);
    if (fromEnv)
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path9.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: "config", env: info.env };
    else out[key] = { key, value: info.fallback(home), source: "default", env: info.env };
  }
  return out;
}

// lib/config/config-async.ts
async function resolveConfigAsync(home, env, cwd, signal) {
  return resolveConfigFrom(
    await readDocumentAsync(configKind, home.config, { onCorrupt: "fresh", signal }),
    home,
    env,
    cwd
  );
}

// lib/trace/trace-run.ts
var TraceRun = class _TraceRun {
  /** `config`: shared by a run and its forks, so config.json is read once. */
  constructor(s, config = {}) {
    this.s = s;
    this.config = config;
  }
  s;
  config;
  failures = [];
  stopped = false;
  /**
   * A run for one section, with its own failures and stop flag over the same settings and config:
   * sections run side by side and are merged in order by `absorb`.
   */
  fork() {
    return new _TraceRun(this.s, this.config);
  }
  /** Takes a finished section's failures and stop into this run, as if it had run here. */
  absorb(section) {
    this.failures.push(...section.failures);
    if (section.stopped) this.stopped = true;
  }
  /**
   * One block per item, all rendered at once (each in its own fork), joined in order as if rendered
   * one after another: each block is preceded by a blank line, and the first block that ends its
   * fork (a cut) ends the list; blocks after it are dropped with their failures. A run already
   * stopped or aborted gives just the cut line before the first item.
   */
  async blocksInOrder(items, render, cutBefore) {
    const first = items[0];
    if (first === void 0) return [];
    if (this.aborted) {
      const cut = this.cut(cutBefore(first));
      return cut ? ["", cut] : [];
    }
    const blocks = items.map((item, i) => {
      const fork = this.fork();
      const lines2 = render(fork, item, i);
      lines2.catch(() => void 0);
      return { fork, lines: lines2 };
    });
    const lines = [];
    for (const b of blocks) {
      if (this.stopped) break;
      lines.push("", ...await b.lines);
      this.absorb(b.fork);
    }
    return lines;
  }
  static create(s) {
    const env = s.env ?? process.env;
    return new _TraceRun({ ...s, env, home: s.home ?? homePaths(resolveHome(env)) });
  }
  /** Records a failing line and returns it. */
  fail(line) {
    this.failures.push(line);
    return line;
  }
  gap(reason) {
    return this.fail(traceGap(reason));
  }
  get aborted() {
    return this.stopped || Boolean(this.s.signal?.aborted);
  }
  /** The one cut line (a failure) the first time the run is found aborted; null afterwards. */
  cut(before) {
    if (this.stopped) return null;
    this.stopped = true;
    const reason = this.s.signal?.reason;
    const text3 = reason instanceof Error ? reason.message : reason !== void 0 ? String(reason) : "aborted";
    return this.gap(cutShort(before, text3 || "aborted"));
  }
  io(p) {
    return untilAborted2(p, this.s.signal);
  }
  /** Live config, read once per run and its forks, without blocking (config.json may be anywhere). */
  async configured(key) {
    if (this.s.configUnavailable) return { error: this.s.configUnavailable };
    this.config.read ??= resolveConfigAsync(this.s.home, this.s.env, this.s.cwd, this.s.signal).catch(
      (err) => {
        if (this.s.signal?.aborted) throw new TraceAborted();
        return { error: err instanceof Error ? err.message : String(err) };
      }
    );
    const read2 = await this.config.read;
    if ("error" in read2) return read2;
    return read2[key].value;
  }
  /** The real root folder for a tree, or a TRACE GAP line (a failure). Throws TraceAborted. */
  async root(key) {
    const given = (key === "topology.root" ? this.s.topologyRoot : this.s.workspaceRoot)?.trim();
    const value3 = given || await this.configured(key);
    if (typeof value3 !== "string")
      return { gap: this.gap(rootUnresolved(key, `config could not be read (${value3.error})`)) };
    if (!value3) return { gap: this.gap(rootUnresolved(key)) };
    const path2 = (0, import_node_path10.resolve)(this.s.cwd, expandHome(value3));
    try {
      const real = await this.io(realpath(path2));
      if (!(await this.io(stat(real))).isDirectory())
        return { gap: this.gap(rootUnresolved(key, `${path2} is not a folder`)) };
      return { root: real };
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const code2 = err.code ?? String(err);
      return { gap: this.gap(rootUnresolved(key, `${path2} cannot be reached (${code2})`)) };
    }
  }
};

// lib/trace/work-trace.ts
var import_node_path11 = require("node:path");

// lib/trace/candidates.ts
var HELD_ROWS_SHOWN = 20;
var NEXT_ROWS_SHOWN = 10;
var EVIDENCE_FIELD_CHARS = 300;
var HELD_LIST_COMMAND = "rig queue list --owned --state blocked";
var NEXT_LIST_COMMAND = "rig queue list --owned --state pending";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var optString = (v) => v === void 0 || v === null || typeof v === "string";
var text2 = (v) => typeof v === "string" ? v : "";
var orNull = (v) => typeof v === "string" && v !== "" ? v : null;
var count = (v, fallback) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : fallback;
function candidateOf(v) {
  if (!isObject(v)) return null;
  if (v.kind !== "tag" && v.kind !== "ancestry") return null;
  if (typeof v.mission !== "string" || v.mission === "") return null;
  if (![v.qitemId, v.slice, v.workNodePath, v.intent, v.source, v.unresolved].every(optString)) return null;
  return {
    kind: v.kind,
    qitemId: text2(v.qitemId),
    mission: v.mission,
    slice: orNull(v.slice),
    workNodePath: orNull(v.workNodePath),
    intent: orNull(v.intent),
    source: text2(v.source),
    unresolved: orNull(v.unresolved)
  };
}
function listOf(v, each) {
  if (v === void 0) return [];
  if (!Array.isArray(v) || !v.every(isObject)) return null;
  return v.map((item) => each(item));
}
function checkEvidence(value3) {
  if (!isObject(value3) || !Array.isArray(value3.candidates) || typeof value3.missionsRoot !== "string") return null;
  const candidates = value3.candidates.map(candidateOf);
  if (candidates.some((c) => c === null)) return null;
  const unknown = listOf(value3.unknown, (u) => ({
    qitemId: text2(u.qitemId),
    summary: text2(u.summary),
    reason: text2(u.reason)
  }));
  const held = listOf(value3.held, (h) => ({
    qitemId: text2(h.qitemId),
    summary: text2(h.summary),
    blockedOn: orNull(h.blockedOn),
    continuation: orNull(h.continuation)
  }));
  const next = listOf(value3.next, (n) => ({
    qitemId: text2(n.qitemId),
    summary: text2(n.summary),
    missions: Array.isArray(n.missions) ? n.missions.filter((m) => typeof m === "string") : []
  }));
  if (!unknown || !held || !next) return null;
  const onHost = Array.isArray(value3.missionsOnHost) ? value3.missionsOnHost.filter((m) => typeof m === "string") : [];
  const perList = "heldTruncated" in value3 || "nextTruncated" in value3;
  return {
    missionsRoot: value3.missionsRoot,
    candidates,
    unknown,
    held,
    next,
    heldTotal: count(value3.heldTotal, held.length),
    nextTotal: count(value3.nextTotal, next.length),
    heldTruncated: value3.heldTruncated === true,
    nextTruncated: value3.nextTruncated === true,
    missionsOnHost: onHost,
    missionsOnHostTruncated: value3.missionsOnHostTruncated === true,
    legacyTruncated: !perList && value3.heldAndNextTruncated === true
  };
}
function directCandidate(ev) {
  if (ev.candidates.length !== 1 || ev.unknown.length !== 0) return null;
  const c = ev.candidates[0];
  return c.kind === "tag" && c.workNodePath && !c.unresolved ? c : null;
}
var field = (value3, fallback, limit = EVIDENCE_FIELD_CHARS) => value3 ? oneLine(value3, limit).text || fallback : fallback;
function askMessage(ev) {
  if (ev.candidates.length === 0 && ev.unknown.length === 0) {
    return "No in-progress queue row names your work. If you are working from messages, name the mission they belong to; if you have no current work, say so.";
  }
  if (ev.candidates.length > 1)
    return `${ev.candidates.length} candidates are in flight. Say which mission you are actually working on.`;
  return "The queue evidence does not settle your work. Confirm a candidate or name your mission.";
}
function candidateLine(c) {
  const where = c.slice ? `${c.mission} / ${c.slice}` : c.mission;
  const unresolved = c.unresolved ? ` \u2014 UNRESOLVED ON THIS HOST: ${field(c.unresolved, "unknown reason")}` : "";
  return `- ${where} \u2014 ${field(c.intent, "no readable intent")} \u2014 source: ${field(c.source, "unknown")}${unresolved}`;
}
function routeLines(missionsRoot, command = ROUTE_FALLBACK) {
  const start = `${missionsRoot.replace(/\/+$/, "")}/<mission>`;
  return [
    "Then read that mission's current intent as text:",
    `  ${command} --trees work --packet --work-start ${start}`,
    `  (or the same through rig, where it is on your PATH: rig trace --trees work --packet --work-start ${start})`
  ];
}
function askBlock(ev, heading, routeCommand) {
  const lines = [heading, askMessage(ev)];
  if (ev.candidates.length) {
    lines.push(
      "",
      "Candidates (evidence, not a verdict; none is adopted for you):",
      ...ev.candidates.map(candidateLine)
    );
  }
  if (ev.unknown.length) {
    lines.push("", "In-progress rows the queue cannot place:");
    for (const u of ev.unknown) {
      lines.push(
        `- ${u.qitemId || "a row"} \u2014 ${field(u.summary, "no summary", ROW_FIELD_CHARS)}: ${field(u.reason, "no reason given")}`
      );
    }
  }
  if (!ev.candidates.length) {
    const names = ev.missionsOnHost.length ? ev.missionsOnHost.join(", ") + (ev.missionsOnHostTruncated ? ", \u2026" : "") : "none with a SPEC.md";
    lines.push("", `Missions on this host: ${names}`);
  }
  lines.push("", ...routeLines(ev.missionsRoot, routeCommand));
  return lines;
}
var shownNote = (id) => id ? ` (shortened; \`rig queue show ${id}\` has the whole row)` : " (shortened)";
function heldLine(h) {
  const summary = oneLine(h.summary || "no summary");
  const blocked = oneLine(h.blockedOn || "unknown");
  const cont = oneLine(h.continuation || "none recorded");
  const cut = summary.shortened || blocked.shortened || cont.shortened;
  return `- ${h.qitemId || "a row"} \u2014 ${summary.text} \u2014 blocked on ${blocked.text} \u2014 continuation: ${cont.text}${cut ? shownNote(h.qitemId) : ""}`;
}
function nextLine(n) {
  const summary = oneLine(n.summary || "no summary");
  const missions = n.missions.length ? ` [mission: ${oneLine(n.missions.join(", ")).text}]` : "";
  return `- ${n.qitemId || "a row"} \u2014 ${summary.text}${missions}${summary.shortened ? shownNote(n.qitemId) : ""}`;
}
function cutNotice(which, shown, total, command) {
  const counts = total > shown ? `: showing ${shown} of ${total}` : "";
  return `(the ${which} list was cut${counts}; \`${command}\` has the rest)`;
}
function heldNextSection(ev) {
  const blocks = [];
  if (ev.held.length || ev.heldTotal > 0) {
    const rows = ev.held.slice(0, HELD_ROWS_SHOWN);
    const total = Math.max(ev.heldTotal, ev.held.length);
    const lines = ["HELD WORK (blocked; this is not next):", ...rows.map(heldLine)];
    if (ev.heldTruncated || total > rows.length) lines.push(cutNotice("held", rows.length, total, HELD_LIST_COMMAND));
    blocks.push(lines.join("\n"));
  }
  if (ev.next.length || ev.nextTotal > 0) {
    const rows = ev.next.slice(0, NEXT_ROWS_SHOWN);
    const total = Math.max(ev.nextTotal, ev.next.length);
    const lines = ["POSSIBLE NEXT WORK (pending; no order implied):", ...rows.map(nextLine)];
    if (ev.nextTruncated || total > rows.length) lines.push(cutNotice("next", rows.length, total, NEXT_LIST_COMMAND));
    blocks.push(lines.join("\n"));
  }
  if (ev.legacyTruncated) blocks.push("(held and next lists were cut; `rig queue list` has the rest)");
  return blocks.length ? blocks.join("\n\n") : null;
}

// lib/store/validators/queue-row.v1.generated.js
var compiled3;
function validate_queue_row_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_queue_row_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
  const schema26 = { "$id": "openrig/queue-row@1", "title": "One work-queue row ($OPENRIG_HOME/queue/rows/<id>.json)", "type": "object", "required": ["schema", "version", "id", "createdAt", "updatedAt", "source", "destination", "state", "priority", "tags", "summary", "body", "blockedOn", "handedOffFrom", "handedOffTo", "chainOfRecord", "transitions"], "additionalProperties": false, "properties": { "schema": { "const": "queue-row" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "source": { "type": "string", "pattern": "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "state": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$" } }, "summary": { "type": "string", "pattern": "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, "body": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "handedOffTo": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "chainOfRecord": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } }, "transitions": { "type": "array", "items": { "type": "object", "required": ["at", "from", "to", "actor"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "from": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "to": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "actor": { "type": "string", "pattern": "\\S" }, "note": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern78 = new RegExp("^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern80 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$", "u");
  const pattern81 = new RegExp("^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.id === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.source === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.priority === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.tags === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.summary === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.body === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.blockedOn === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "blockedOn" }, message: "must have required property 'blockedOn'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.handedOffFrom === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handedOffFrom" }, message: "must have required property 'handedOffFrom'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.handedOffTo === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handedOffTo" }, message: "must have required property 'handedOffTo'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (data.chainOfRecord === void 0) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chainOfRecord" }, message: "must have required property 'chainOfRecord'" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.transitions === void 0) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "transitions" }, message: "must have required property 'transitions'" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema26.properties, key0)) {
          const err17 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-row" !== data.schema) {
          const err18 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-row" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err19 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern65.test(data2)) {
            const err20 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data3 = data.createdAt;
        if (typeof data3 === "string") {
          if (!pattern9.test(data3)) {
            const err22 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        let data4 = data.updatedAt;
        if (typeof data4 === "string") {
          if (!pattern9.test(data4)) {
            const err24 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        } else {
          const err25 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      if (data.source !== void 0) {
        let data5 = data.source;
        if (typeof data5 === "string") {
          if (!pattern78.test(data5)) {
            const err26 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/pattern", keyword: "pattern", params: { pattern: "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$" }, message: 'must match pattern "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$"' };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        } else {
          const err27 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data6 = data.destination;
        if (typeof data6 === "string") {
          if (!pattern20.test(data6)) {
            const err28 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        } else {
          const err29 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data7 = data.state;
        if (!(data7 === "pending" || data7 === "in-progress" || data7 === "blocked" || data7 === "done" || data7 === "failed" || data7 === "denied" || data7 === "canceled" || data7 === "handed-off")) {
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema26.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      if (data.priority !== void 0) {
        let data8 = data.priority;
        if (!(data8 === "routine" || data8 === "urgent" || data8 === "critical")) {
          const err31 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema26.properties.priority.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.tags !== void 0) {
        let data9 = data.tags;
        if (Array.isArray(data9)) {
          const len0 = data9.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data10 = data9[i0];
            if (typeof data10 === "string") {
              if (!pattern80.test(data10)) {
                const err32 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        } else {
          const err34 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.summary !== void 0) {
        let data11 = data.summary;
        if (typeof data11 === "string") {
          if (!pattern81.test(data11)) {
            const err35 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/pattern", keyword: "pattern", params: { pattern: "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, message: 'must match pattern "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$"' };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        } else {
          const err36 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err37 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.blockedOn !== void 0) {
        let data13 = data.blockedOn;
        if (typeof data13 !== "string" && data13 !== null) {
          const err38 = { instancePath: instancePath + "/blockedOn", schemaPath: "#/properties/blockedOn/type", keyword: "type", params: { type: schema26.properties.blockedOn.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      if (data.handedOffFrom !== void 0) {
        let data14 = data.handedOffFrom;
        if (typeof data14 !== "string" && data14 !== null) {
          const err39 = { instancePath: instancePath + "/handedOffFrom", schemaPath: "#/properties/handedOffFrom/type", keyword: "type", params: { type: schema26.properties.handedOffFrom.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (typeof data14 === "string") {
          if (!pattern65.test(data14)) {
            const err40 = { instancePath: instancePath + "/handedOffFrom", schemaPath: "#/properties/handedOffFrom/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      }
      if (data.handedOffTo !== void 0) {
        let data15 = data.handedOffTo;
        if (typeof data15 !== "string" && data15 !== null) {
          const err41 = { instancePath: instancePath + "/handedOffTo", schemaPath: "#/properties/handedOffTo/type", keyword: "type", params: { type: schema26.properties.handedOffTo.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (typeof data15 === "string") {
          if (!pattern65.test(data15)) {
            const err42 = { instancePath: instancePath + "/handedOffTo", schemaPath: "#/properties/handedOffTo/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      }
      if (data.chainOfRecord !== void 0) {
        let data16 = data.chainOfRecord;
        if (Array.isArray(data16)) {
          const len1 = data16.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data17 = data16[i1];
            if (typeof data17 === "string") {
              if (!pattern65.test(data17)) {
                const err43 = { instancePath: instancePath + "/chainOfRecord/" + i1, schemaPath: "#/properties/chainOfRecord/items/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            } else {
              const err44 = { instancePath: instancePath + "/chainOfRecord/" + i1, schemaPath: "#/properties/chainOfRecord/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        } else {
          const err45 = { instancePath: instancePath + "/chainOfRecord", schemaPath: "#/properties/chainOfRecord/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
      if (data.transitions !== void 0) {
        let data18 = data.transitions;
        if (Array.isArray(data18)) {
          const len2 = data18.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data19 = data18[i2];
            if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
              if (data19.at === void 0) {
                const err46 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
              if (data19.from === void 0) {
                const err47 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
              if (data19.to === void 0) {
                const err48 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
              if (data19.actor === void 0) {
                const err49 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              for (const key1 in data19) {
                if (!(key1 === "at" || key1 === "from" || key1 === "to" || key1 === "actor" || key1 === "note")) {
                  const err50 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              }
              if (data19.at !== void 0) {
                let data20 = data19.at;
                if (typeof data20 === "string") {
                  if (!pattern9.test(data20)) {
                    const err51 = { instancePath: instancePath + "/transitions/" + i2 + "/at", schemaPath: "#/properties/transitions/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                } else {
                  const err52 = { instancePath: instancePath + "/transitions/" + i2 + "/at", schemaPath: "#/properties/transitions/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
              if (data19.from !== void 0) {
                let data21 = data19.from;
                if (!(data21 === "pending" || data21 === "in-progress" || data21 === "blocked" || data21 === "done" || data21 === "failed" || data21 === "denied" || data21 === "canceled" || data21 === "handed-off")) {
                  const err53 = { instancePath: instancePath + "/transitions/" + i2 + "/from", schemaPath: "#/properties/transitions/items/properties/from/enum", keyword: "enum", params: { allowedValues: schema26.properties.transitions.items.properties.from.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              }
              if (data19.to !== void 0) {
                let data22 = data19.to;
                if (!(data22 === "pending" || data22 === "in-progress" || data22 === "blocked" || data22 === "done" || data22 === "failed" || data22 === "denied" || data22 === "canceled" || data22 === "handed-off")) {
                  const err54 = { instancePath: instancePath + "/transitions/" + i2 + "/to", schemaPath: "#/properties/transitions/items/properties/to/enum", keyword: "enum", params: { allowedValues: schema26.properties.transitions.items.properties.to.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
              if (data19.actor !== void 0) {
                let data23 = data19.actor;
                if (typeof data23 === "string") {
                  if (!pattern1.test(data23)) {
                    const err55 = { instancePath: instancePath + "/transitions/" + i2 + "/actor", schemaPath: "#/properties/transitions/items/properties/actor/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                } else {
                  const err56 = { instancePath: instancePath + "/transitions/" + i2 + "/actor", schemaPath: "#/properties/transitions/items/properties/actor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              if (data19.note !== void 0) {
                if (typeof data19.note !== "string") {
                  const err57 = { instancePath: instancePath + "/transitions/" + i2 + "/note", schemaPath: "#/properties/transitions/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
            } else {
              const err58 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
        } else {
          const err59 = { instancePath: instancePath + "/transitions", schemaPath: "#/properties/transitions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
    } else {
      const err60 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err60];
      } else {
        vErrors.push(err60);
      }
      errors++;
    }
    validate25.errors = vErrors;
    return errors === 0;
  }
  return validate25;
}

// lib/queue/row.ts
var queueRowKind = defineKind({ schema: "queue-row", version: 1, validate: validate_queue_row_v1 });
var BODY_MAX_BYTES = 256 * 1024;

// lib/workspace/missions.ts
var SPEC_MAX_BYTES = 1024 * 1024;

// lib/queue/current-work.ts
var NO_CURRENT_BATON_BASIS = "no typed in-progress work (only in-progress rows are considered; a typed row that is pending or blocked is not current work)";

// lib/trace/work-trace.ts
var FROM_ROOT = /* @__PURE__ */ Symbol("the work root");
var FROM_CWD = /* @__PURE__ */ Symbol("the nearest spec folder above the cwd");
async function nearestSpecFolder(run, root) {
  let dir = await resolveLoose(run.s.cwd, run.s.signal);
  if (pathWithin(root, dir) === void 0) return null;
  for (; ; ) {
    for (const name of ["SPEC.md", "README.md"]) {
      const st = await statFile((0, import_node_path11.join)(dir, name), run.s.signal);
      if (st.kind === "aborted") throw new TraceAborted();
      if (st.kind === "file") return dir;
    }
    if (dir === root) return null;
    const up = (0, import_node_path11.dirname)(dir);
    if (up === dir) return null;
    dir = up;
  }
}
async function workTrace(run, spec) {
  const lines = [spec.heading, ...spec.pre ?? []];
  try {
    const r = await run.root("workspace.root");
    if ("gap" in r) return [...lines, r.gap].join("\n");
    lines.push(`root: ${r.root}`);
    let start;
    if (spec.start === FROM_ROOT) start = r.root;
    else if (spec.start === FROM_CWD) {
      const found = await nearestSpecFolder(run, r.root);
      if (!found) return [...lines, run.gap(WORK_START_UNRESOLVED)].join("\n");
      start = found;
    } else start = spec.start;
    lines.push(`start: ${start}`);
    if (spec.fallback) lines.push(spec.fallback);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ("gap" in asc) return [...lines, run.gap(asc.gap)].join("\n");
    lines.push(
      ...await run.blocksInOrder(
        asc.nodes,
        (fork, node) => workNodeBlock(fork, node, spec.depth, spec.packet),
        (node) => `the work node ${node.path}`
      )
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut("the rest of the work trace");
    if (cut) lines.push(cut);
  }
  return lines.join("\n");
}
async function workSections(run, inputs) {
  let evidence = null;
  let evidenceGap = null;
  const given = inputs.candidates;
  if (given !== void 0) {
    const unreadable = typeof given === "object" && given !== null ? given.unreadable : void 0;
    if (typeof unreadable === "string") evidenceGap = candidatesUnreadable(unreadable);
    else if (!(evidence = checkEvidence(given))) evidenceGap = CANDIDATES_INVALID;
  }
  const depth = run.s.depth;
  const sections = [];
  const workStart = inputs.workStart?.trim();
  const basis = inputs.workBasis;
  const unknown = inputs.workUnknown?.trim();
  if (workStart) {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: workStart, depth, packet: inputs.packet }));
    if (evidenceGap && !run.stopped) sections.push(run.gap(evidenceGap));
  } else if (evidence) {
    const direct = directCandidate(evidence);
    if (direct) {
      const pre = [
        evidenceLine(direct.source || `tag mission:${direct.mission} on row ${direct.qitemId}`),
        ...direct.slice ? [] : [NO_SLICE_NAMED]
      ];
      sections.push(
        await workTrace(run, { heading: WORK_HEADING, pre, start: direct.workNodePath, depth, packet: true })
      );
    } else {
      const orientation = await workTrace(run, {
        heading: ORIENTATION_HEADING,
        start: FROM_ROOT,
        depth: "light",
        packet: true
      });
      sections.push(`${askBlock(evidence, ASK_HEADING, run.s.routeCommand).join("\n")}

${orientation}`);
    }
  } else if (evidenceGap) {
    sections.push(`${WORK_HEADING}
${run.gap(evidenceGap)}`);
  } else if (basis !== void 0 && basis === NO_CURRENT_BATON_BASIS) {
    sections.push(
      await workTrace(run, {
        heading: WORK_HEADING,
        start: FROM_ROOT,
        fallback: fallbackLine(basis),
        depth,
        packet: inputs.packet
      })
    );
  } else if (basis?.trim()) {
    sections.push(`${WORK_HEADING}
${run.gap(noSingleWorkNode(basis.trim()))}`);
  } else if (unknown) {
    sections.push(`${WORK_HEADING}
${run.gap(workNodeUnknown(unknown))}`);
  } else {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: FROM_CWD, depth, packet: inputs.packet }));
  }
  if (evidence && !run.stopped) {
    const heldNext = heldNextSection(evidence);
    if (heldNext) sections.push(heldNext);
  }
  return sections;
}

// lib/trace/render.ts
async function renderTrace(opts) {
  const run = TraceRun.create({
    depth: opts.depth === "full" ? "full" : "light",
    packet: opts.packet === true,
    now: opts.now ?? Date.now(),
    thresholdDays: notesMaxAgeDays(opts.notesMaxAgeDays),
    cwd: opts.cwd ?? process.cwd(),
    home: opts.home,
    env: opts.env,
    signal: opts.signal,
    topologyRoot: opts.topologyRoot,
    workspaceRoot: opts.workspaceRoot,
    configUnavailable: opts.configUnavailable,
    routeCommand: opts.routeCommand ?? routeCommandFor(process.execPath, process.argv[1])
  });
  const sections = [];
  const trees = opts.trees === "topology" || opts.trees === "work" ? opts.trees : "both";
  if (run.aborted) {
    const cut = run.cut("the trace started");
    if (cut) sections.push(cut);
  }
  const topology = trees !== "work" && !run.stopped ? run.fork() : void 0;
  const work = trees !== "topology" && !run.stopped ? run.fork() : void 0;
  const [topologyText, workTexts] = await Promise.all([
    topology && topologySection(topology, {
      topologyStart: opts.topologyStart,
      sessionName: opts.sessionName,
      nodeId: opts.nodeId
    }),
    work && workSections(work, {
      workStart: opts.workStart,
      workBasis: opts.workBasis,
      workUnknown: opts.workUnknown,
      packet: opts.packet === true,
      candidates: opts.workCandidates
    })
  ]);
  if (topology && topologyText !== void 0) {
    sections.push(topologyText);
    run.absorb(topology);
  }
  if (work && workTexts) {
    sections.push(...workTexts);
    run.absorb(work);
  }
  return { text: sections.join("\n\n"), failed: run.failures.length > 0, failures: [...run.failures] };
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";

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

// lib/seat/identity.ts
var value = (env, name) => env[name]?.trim() || void 0;
function paneIdentity(env) {
  const nodeId = [value(env, PANE_VARS.nodeId), value(env, PANE_VARS.node)].find(
    (v) => v !== void 0 && NODE_ID_PATTERN.test(v)
  );
  return {
    session: value(env, PANE_VARS.session),
    nodeId,
    occupant: value(env, PANE_VARS.occupant),
    runtime: value(env, PANE_VARS.runtime),
    projectDir: value(env, PANE_VARS.projectDir)
  };
}

// lib/trace/env-options.ts
var TREES = ["topology", "work", "both"];
var DEPTHS = ["light", "full"];
var value2 = (env, name) => env[name]?.trim() || void 0;
function traceDefaultsFromEnv(env) {
  const problems = [];
  const pick = (name, allowed) => {
    const v = value2(env, name)?.toLowerCase();
    if (v === void 0) return void 0;
    if (allowed.includes(v)) return v;
    problems.push(`${name}=${JSON.stringify(env[name])} is not one of ${allowed.join(", ")}; using the default`);
    return void 0;
  };
  let notesMaxAgeDays2 = DEFAULT_NOTES_MAX_AGE_DAYS;
  const age = value2(env, "OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS");
  if (age !== void 0) {
    const n = Number(age);
    if (Number.isFinite(n) && n > 0) notesMaxAgeDays2 = n;
    else
      problems.push(
        `OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS=${JSON.stringify(age)} is not a positive number; using ${DEFAULT_NOTES_MAX_AGE_DAYS}`
      );
  }
  const { session: sessionName, nodeId } = paneIdentity(env);
  return {
    trees: pick("OPENRIG_REFOCUS_TREES", TREES),
    depth: pick("OPENRIG_REFOCUS_DEPTH", DEPTHS),
    topologyStart: value2(env, "OPENRIG_REFOCUS_TOPOLOGY_NODE"),
    workStart: value2(env, "OPENRIG_REFOCUS_WORK_NODE"),
    sessionName,
    nodeId,
    notesMaxAgeDays: notesMaxAgeDays2,
    problems
  };
}

// lib/cli/trace.ts
var MAX_CANDIDATES_BYTES = 4 * 1024 * 1024;
async function readCandidates(ctx, source) {
  let text3;
  if (source === "-") {
    if (!ctx.io.readStdin) return { unreadable: "no standard input" };
    try {
      text3 = await ctx.io.readStdin();
    } catch (err) {
      return { unreadable: `standard input: ${err instanceof Error ? err.message : String(err)}` };
    }
  } else {
    const path2 = (0, import_node_path12.resolve)(ctx.cwd, source);
    const r = await readTextFile(path2);
    if (r.kind === "missing") return { unreadable: `no such file: ${path2}` };
    if (r.kind !== "text") return { unreadable: `${path2}: ${r.kind === "unreadable" ? r.reason : r.kind}` };
    if (r.truncated) return { unreadable: `${path2} is larger than the trace reads` };
    text3 = r.text;
  }
  if (Buffer.byteLength(text3) > MAX_CANDIDATES_BYTES)
    return { unreadable: `larger than ${MAX_CANDIDATES_BYTES} bytes` };
  try {
    return JSON.parse(text3);
  } catch (err) {
    return { unreadable: `not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
}
function choice(flag, name, allowed, example) {
  if (flag === void 0) return void 0;
  if (allowed.includes(flag)) return flag;
  throw usageError(`--${name} must be one of ${allowed.join(", ")} (got "${flag}")`, `e.g. --${name} ${example}`);
}
var traceCommand = defineCommand(
  {
    name: "trace",
    usage: [
      "rig trace [--trees topology|work|both] [--depth light|full] [--topology-start DIR] [--work-start DIR] [--packet] [--check] [--json]",
      "rig trace [--work-basis TEXT | --work-unknown TEXT | --work-candidates PATH|-] [--packet] [--check]"
    ],
    details: `The trace-to-root executable is this command under its own name: same flags, output and exit codes.

Walks from a start folder up to the configured root and prints each level's chain file:
LEARNED.md on the topology side (rigs/<rig>/seats/<seat>/ under topology.root), SPEC.md (else
README.md) with notes on the work side (missions/<m>/slices/<s>/ under workspace.root). Shelf
folders (rigs, pods, seats, missions, slices) are not levels. Nothing inside a file is followed:
a missing link is reported as MISSING LINK, a broken one as a TRACE GAP.

  --trees      default $OPENRIG_REFOCUS_TREES, else both
  --depth      light: about 800 characters of each LEARNED.md, the spec intent, a notes pointer;
               full: whole files. Default $OPENRIG_REFOCUS_DEPTH, else light
  --topology-start  default $OPENRIG_REFOCUS_TOPOLOGY_NODE, else the seat of a canonical
               $OPENRIG_SESSION_NAME (member@rig), else the seat record of $OPENRIG_NODE_ID/$OPENRIG_NODE
  --work-start default $OPENRIG_REFOCUS_WORK_NODE; without one, --work-candidates, --work-basis or
               --work-unknown decide, else the nearest spec folder above the current folder
  --packet     the work packet: MY JOB HERE / STANDING DUTIES of the seat, Current state of notes and
               PROGRESS.md, age cues (threshold $OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS, default 14)
  --work-candidates  labelled work evidence (rig queue whoami --work-candidates) from a file or stdin
  --check      exit 1 when any failure was recorded; stdout is the same text
  --json       {ok, failed, failures, text}

Notes of a level are <level>/NOTES.md, else <level>/notes.md (see rig scope resolve-notes).
Roots come from live config: rig config get topology.root / workspace.root.`
  },
  {
    args: {
      string: ["trees", "depth", "topology-start", "work-start", "work-basis", "work-unknown", "work-candidates"],
      boolean: ["check", "packet", "json"]
    },
    options: (p) => ({
      trees: choice(str(p, "trees"), "trees", TREES, "both"),
      depth: choice(str(p, "depth"), "depth", DEPTHS, "light"),
      topologyStart: str(p, "topology-start"),
      workStart: str(p, "work-start"),
      workBasis: str(p, "work-basis"),
      workUnknown: str(p, "work-unknown"),
      candidatesFrom: str(p, "work-candidates"),
      packet: bool(p, "packet"),
      check: bool(p, "check"),
      json: bool(p, "json")
    }),
    async run(o, ctx) {
      const defaults = traceDefaultsFromEnv(ctx.env);
      for (const problem of defaults.problems) advise(ctx, `rig: note: ${problem}`);
      const result = await renderTrace({
        trees: o.trees ?? defaults.trees ?? "both",
        depth: o.depth ?? defaults.depth ?? "light",
        topologyStart: o.topologyStart ?? defaults.topologyStart,
        workStart: o.workStart ?? defaults.workStart,
        workBasis: o.workBasis,
        workUnknown: o.workUnknown,
        packet: o.packet,
        workCandidates: o.candidatesFrom === void 0 ? void 0 : await readCandidates(ctx, o.candidatesFrom),
        sessionName: defaults.sessionName,
        nodeId: defaults.nodeId,
        notesMaxAgeDays: defaults.notesMaxAgeDays,
        home: ctx.home,
        env: ctx.env,
        cwd: ctx.cwd
      });
      if (o.json)
        printJson(ctx, { ok: !result.failed, failed: result.failed, failures: result.failures, text: result.text });
      else say(ctx, result.text);
      if (o.check && result.failed) {
        throw refused(
          `the trace recorded ${result.failures.length} failure${result.failures.length === 1 ? "" : "s"} (--check)`,
          "see the TRACE GAP and NOTES RESOLUTION GAP lines in the output"
        );
      }
    }
  }
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  traceCommand
});
}))
