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
      var k, arr, arg2, name, val, out = { _: [] };
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
        arg2 = args[i];
        if (arg2 === "--") {
          out._ = out._.concat(args.slice(++i));
          break;
        }
        for (j = 0; j < arg2.length; j++) {
          if (arg2.charCodeAt(j) !== 45) break;
        }
        if (j === 0) {
          out._.push(arg2);
        } else if (arg2.substring(j, j + 3) === "no-") {
          name = arg2.substring(j + 3);
          if (strict && !~keys.indexOf(name)) {
            return opts.unknown(arg2);
          }
          out[name] = false;
        } else {
          for (idx = j + 1; idx < arg2.length; idx++) {
            if (arg2.charCodeAt(idx) === 61) break;
          }
          name = arg2.substring(j, idx);
          val = arg2.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
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

// lib/cli/seat-compaction.ts
var seat_compaction_exports = {};
__export(seat_compaction_exports, {
  seatCompactionVerb: () => seatCompactionVerb
});
module.exports = __toCommonJS(seat_compaction_exports);

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
var nonprinting;
var nonprintingInJson;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function visible(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code > 65535 ? `\\u{${code.toString(16)}}` : hex(ch);
}
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function escapeForTerminal(text2) {
  return text2.replace(UNSAFE, hex);
}
function escapeRecordedText(text2) {
  return text2.replace(nonprinting ??= /(?! )[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu, visible);
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
    const arg2 = argv[i];
    if (argv[i + 1] === "-" && strings.some((n) => arg2 === `--${n}`)) {
      normalised.push(`${arg2}=-`);
      i++;
    } else normalised.push(arg2 === "-" ? STDIN_ARG : arg2);
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
function arg(p, name) {
  return p.args[name];
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
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path.join)(p.seats, rig, `${seat}.json`);
}
function compactionStatePath(p, nodeId) {
  return (0, import_node_path.join)(p.compaction, "state", `${nodeId}.json`);
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
var PANE_ID_PATTERN = /^%[0-9]{1,9}$/;
var SeatRefError = class extends Error {
  constructor(ref, reason) {
    super(`invalid seat ref ${JSON.stringify(ref)}: ${reason}`);
    this.ref = ref;
    this.reason = reason;
    this.name = "SeatRefError";
  }
  ref;
  reason;
};
function nameProblem(name) {
  if (name === "") return "empty name";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return "control characters are not allowed";
  if (name.includes("..")) return '".." is not allowed';
  if (name.includes("/") || name.includes("\\")) return "path separators are not allowed";
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return void 0;
}
function parseSeatRef(text2) {
  if (typeof text2 !== "string" || text2.length === 0) throw new SeatRefError(String(text2), "empty");
  if (text2.length > 160) throw new SeatRefError(text2.slice(0, 40) + "\u2026", "too long");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text2)) throw new SeatRefError(text2, "control characters are not allowed");
  if (text2.startsWith("%")) {
    if (!PANE_ID_PATTERN.test(text2)) throw new SeatRefError(text2, "a pane id is % followed by digits");
    return { kind: "pane", paneId: text2, text: text2 };
  }
  if (NODE_ID_PATTERN.test(text2)) return { kind: "node", nodeId: text2, text: text2 };
  const at = text2.indexOf("@");
  if (at < 0) throw new SeatRefError(text2, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text2.slice(0, at);
  const rig = text2.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text2, problem);
  return { kind: "name", seat, rig, text: text2 };
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

// lib/seat/quarantined.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = require("node:path");

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

// lib/util/read-regular-file.ts
var import_node_fs3 = require("node:fs");
var OPEN_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (import_node_fs3.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/seat/quarantined.ts
function quarantinedSeats(home, filter = {}) {
  let rigs;
  try {
    rigs = (0, import_node_fs4.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  const out = [];
  for (const rig of rigs.sort()) {
    if (filter.rig !== void 0 && rig !== filter.rig) continue;
    for (const q of quarantinedIn((0, import_node_path3.join)(home.seats, rig))) {
      const base = q.original.slice(q.original.lastIndexOf("/") + 1);
      if (!base.endsWith(".json")) continue;
      const seat = base.slice(0, -".json".length);
      if (!NAME_PATTERN.test(seat) || filter.seat !== void 0 && seat !== filter.seat) continue;
      out.push({ ...q, rig, seat, recorded: (0, import_node_fs4.existsSync)(q.original) });
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

// lib/seat/registry.ts
var import_node_fs5 = require("node:fs");
var import_node_path4 = require("node:path");

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
    rigs = (0, import_node_fs5.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return out;
  }
  for (const r of rigs.sort()) {
    if (rig !== void 0 && r !== rig) continue;
    let files;
    const dir = (0, import_node_path4.join)(home.seats, r);
    try {
      files = (0, import_node_fs5.readdirSync)(dir).filter((f) => f.endsWith(".json"));
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
function listSeats(home, rig, read2 = readSeat, report = (u) => defaultReport(`${u.what} \u2014 ${u.todo}`)) {
  const scan = scanSeats(home, rig, read2);
  for (const u of scan.unreadable) report(u);
  return scan.records;
}
var SeatNotFoundError = class extends Error {
  constructor(ref) {
    super(`no seat matches ${JSON.stringify(ref)}`);
    this.ref = ref;
    this.name = "SeatNotFoundError";
  }
  ref;
};
var AmbiguousSeatError = class extends Error {
  constructor(ref, matches) {
    super(`${JSON.stringify(ref)} matches ${matches.length} seats: ${matches.join(", ")}`);
    this.ref = ref;
    this.matches = matches;
    this.name = "AmbiguousSeatError";
  }
  ref;
  matches;
};
function resolveSeat(home, refText, readOpts = {}) {
  const ref = typeof refText === "string" ? parseSeatRef(refText) : refText;
  if (ref.kind === "name") {
    const rec = readSeat(home, ref.rig, ref.seat, readOpts);
    if (!rec) throw new SeatNotFoundError(ref.text);
    return rec;
  }
  const matches = listSeats(home).filter(
    (s) => ref.kind === "node" ? s.nodeId === ref.nodeId : s.tmux.paneId === ref.paneId
  );
  if (ref.kind === "pane") {
    const running = matches.filter((s) => s.status === "running");
    if (running.length === 1) return running[0];
    if (running.length > 1)
      throw new AmbiguousSeatError(
        ref.text,
        running.map((s) => seatRefOf(s))
      );
  }
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw new SeatNotFoundError(ref.text);
  throw new AmbiguousSeatError(
    ref.text,
    matches.map((s) => seatRefOf(s))
  );
}

// lib/cli/seat-resolve.ts
var SEAT_REF_ARG = { name: "REF", what: "a seat ref", completes: "seat" };
function seatCliError(err) {
  if (err instanceof SeatRefError) return usageError(err.message, "use name@rig, a node id (n-\u2026) or a pane id (%N)");
  if (err instanceof AmbiguousSeatError) return usageError(err.message, "use the name@rig form");
  if (err instanceof SeatNotFoundError) return refused(err.message, "run rig seat list to see known seats");
  return void 0;
}
function quarantinedRefusal(home, err) {
  let ref;
  try {
    ref = parseSeatRef(err.ref);
  } catch {
    return void 0;
  }
  if (ref.kind !== "name") return void 0;
  const lost = quarantinedSeats(home, { rig: ref.rig, seat: ref.seat }).filter((q) => !q.recorded);
  const newest = lost.at(-1);
  if (!newest) return void 0;
  for (const q of lost) if (!q.advised) markAdvised(q);
  const { what, todo } = quarantinedSeatAdvice(newest);
  return refused(`no seat ${ref.text} is recorded: ${what}`, todo);
}
function resolveSeatForCli(home, ref, what = "a seat ref") {
  if (ref === void 0) throw usageError(`${what} is required`, "give name@rig, a node id or a pane id");
  try {
    return resolveSeat(home, ref, { report: () => void 0 });
  } catch (err) {
    throw (err instanceof SeatNotFoundError ? quarantinedRefusal(home, err) : void 0) ?? seatCliError(err) ?? err;
  }
}

// lib/activity/permission/permission.ts
var SUGGESTION_TYPES = ["addRules", "replaceRules", "removeRules"];
var SUGGESTION_BEHAVIORS = ["allow", "deny", "ask"];
var SUGGESTION_DESTINATIONS = [
  "userSettings",
  "projectSettings",
  "localSettings",
  "session",
  "cliArg"
];
var TYPES = new Set(SUGGESTION_TYPES);
var BEHAVIORS = new Set(SUGGESTION_BEHAVIORS);
var DESTINATIONS = new Set(SUGGESTION_DESTINATIONS);

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

// lib/activity/plugin-info.ts
var MAX_FILE_BYTES = 16 * 1024 * 1024;

// lib/activity/journal-append.ts
var FOLD_EVERY_BYTES = 8 * 1024;

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
var JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model", "answer"];

// lib/intervention/choice.ts
var exceptionFlag = (actor, action) => `${actor}-${action}`;
var EXCEPTION_FLAGS = ACTORS.flatMap(
  (actor) => ACTIONS.map((action) => exceptionFlag(actor, action))
);

// lib/store/validators/outbox-record.v1.generated.js
var compiled2;
function validate_outbox_record_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_outbox_record_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
  const schema20 = { "$id": "openrig/outbox-record@1", "title": "One delivery attempt or held message ($OPENRIG_HOME/outbox/<nodeId>/<id>.json)", "description": "The body is kept only while the message is held (and after its retirement, as evidence); every other state keeps the receipt only. Drafts, composer contents and executable options are never stored.", "type": "object", "required": ["schema", "version", "id", "nodeId", "destination", "sender", "kind", "state", "reason", "createdAt", "updatedAt", "receipt", "warnings"], "additionalProperties": false, "properties": { "schema": { "const": "outbox-record" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "sender": { "type": "string", "pattern": "\\S" }, "kind": { "enum": ["send", "notice", "urgent"] }, "state": { "enum": ["sending", "held", "retired", "complete", "indeterminate", "failed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]*$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "receipt": { "type": "object", "required": ["textSha256", "bytes", "ids"], "additionalProperties": false, "properties": { "textSha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "bytes": { "type": "integer", "minimum": 0 }, "ids": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } }, "binding": { "type": "object", "additionalProperties": false, "properties": { "session": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "pointer": { "type": "string", "pattern": "\\S" }, "body": { "type": "string" }, "bodyPruned": { "const": true }, "retiredAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "retiredBy": { "type": "string", "pattern": "\\S" }, "retirementReason": { "type": "string", "pattern": "\\S" }, "warnings": { "type": "array", "items": { "type": "string" } }, "consumed": { "type": "boolean", "description": "After Enter on an agent seat: the runtime's UserPromptSubmit record carried this text's prompt hash (true) or none was seen within the submit-confirmation window (false). Absent for terminal seats and attempts that never sent Enter." } }, "allOf": [{ "if": { "properties": { "state": { "enum": ["sending", "complete", "indeterminate", "failed"] } } }, "then": { "properties": { "body": false, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false } } }, { "if": { "properties": { "state": { "const": "held" } } }, "then": { "required": ["body"], "properties": { "body": { "type": "string" }, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false, "consumed": false } } }, { "if": { "properties": { "state": { "const": "retired" } } }, "then": { "required": ["retiredAt", "retiredBy", "retirementReason"], "properties": { "retiredAt": { "type": "string" }, "retiredBy": { "type": "string" }, "retirementReason": { "type": "string" }, "consumed": false } } }, { "if": { "properties": { "state": { "enum": ["sending", "failed"] } } }, "then": { "properties": { "consumed": false } } }] };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern53 = new RegExp("^[a-z][a-z0-9_]*$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern56 = new RegExp("^[0-9a-f]{64}$", "u");
  const pattern60 = new RegExp("^%[0-9]+$", "u");
  function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    const _errs2 = errors;
    let valid1 = true;
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        let data0 = data.state;
        if (!(data0 === "sending" || data0 === "complete" || data0 === "indeterminate" || data0 === "failed")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs3 === errors;
    errors = _errs2;
    if (vErrors !== null) {
      if (_errs2) {
        vErrors.length = _errs2;
      } else {
        vErrors = null;
      }
    }
    if (_valid0) {
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body !== void 0) {
          const err1 = { instancePath: instancePath + "/body", schemaPath: "#/allOf/0/then/properties/body/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.bodyPruned !== void 0) {
          const err2 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/allOf/0/then/properties/bodyPruned/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          const err3 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/0/then/properties/retiredAt/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.retiredBy !== void 0) {
          const err4 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/0/then/properties/retiredBy/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data.retirementReason !== void 0) {
          const err5 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/0/then/properties/retirementReason/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      valid1 = _valid0;
    }
    if (!valid1) {
      const err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    const _errs7 = errors;
    let valid4 = true;
    const _errs8 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        if ("held" !== data.state) {
          const err7 = {};
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs8 === errors;
    errors = _errs7;
    if (vErrors !== null) {
      if (_errs7) {
        vErrors.length = _errs7;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs10 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === void 0) {
          const err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data.body !== void 0) {
          if (typeof data.body !== "string") {
            const err9 = { instancePath: instancePath + "/body", schemaPath: "#/allOf/1/then/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.bodyPruned !== void 0) {
          const err10 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/allOf/1/then/properties/bodyPruned/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          const err11 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/1/then/properties/retiredAt/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data.retiredBy !== void 0) {
          const err12 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/1/then/properties/retiredBy/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data.retirementReason !== void 0) {
          const err13 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/1/then/properties/retirementReason/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data.consumed !== void 0) {
          const err14 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/1/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      var _valid1 = _errs10 === errors;
      valid4 = _valid1;
    }
    if (!valid4) {
      const err15 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    const _errs14 = errors;
    let valid7 = true;
    const _errs15 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        if ("retired" !== data.state) {
          const err16 = {};
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs15 === errors;
    errors = _errs14;
    if (vErrors !== null) {
      if (_errs14) {
        vErrors.length = _errs14;
      } else {
        vErrors = null;
      }
    }
    if (_valid2) {
      const _errs17 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.retiredAt === void 0) {
          const err17 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retiredAt" }, message: "must have required property 'retiredAt'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data.retiredBy === void 0) {
          const err18 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retiredBy" }, message: "must have required property 'retiredBy'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data.retirementReason === void 0) {
          const err19 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retirementReason" }, message: "must have required property 'retirementReason'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          if (typeof data.retiredAt !== "string") {
            const err20 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/2/then/properties/retiredAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.retiredBy !== void 0) {
          if (typeof data.retiredBy !== "string") {
            const err21 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/2/then/properties/retiredBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data.retirementReason !== void 0) {
          if (typeof data.retirementReason !== "string") {
            const err22 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/2/then/properties/retirementReason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.consumed !== void 0) {
          const err23 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/2/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      var _valid2 = _errs17 === errors;
      valid7 = _valid2;
    }
    if (!valid7) {
      const err24 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    const _errs25 = errors;
    let valid10 = true;
    const _errs26 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        let data18 = data.state;
        if (!(data18 === "sending" || data18 === "failed")) {
          const err25 = {};
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs26 === errors;
    errors = _errs25;
    if (vErrors !== null) {
      if (_errs25) {
        vErrors.length = _errs25;
      } else {
        vErrors = null;
      }
    }
    if (_valid3) {
      const _errs28 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.consumed !== void 0) {
          const err26 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/3/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      var _valid3 = _errs28 === errors;
      valid10 = _valid3;
    }
    if (!valid10) {
      const err27 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err28 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err29 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (data.id === void 0) {
        const err30 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err31 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err32 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (data.sender === void 0) {
        const err33 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sender" }, message: "must have required property 'sender'" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (data.kind === void 0) {
        const err34 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err35 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err36 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err37 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err38 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (data.receipt === void 0) {
        const err39 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "receipt" }, message: "must have required property 'receipt'" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      if (data.warnings === void 0) {
        const err40 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property 'warnings'" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema20.properties, key0)) {
          const err41 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("outbox-record" !== data.schema) {
          const err42 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "outbox-record" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err43 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data22 = data.id;
        if (typeof data22 === "string") {
          if (!pattern14.test(data22)) {
            const err44 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        } else {
          const err45 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data23 = data.nodeId;
        if (typeof data23 === "string") {
          if (!pattern6.test(data23)) {
            const err46 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        } else {
          const err47 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data24 = data.destination;
        if (typeof data24 === "string") {
          if (!pattern20.test(data24)) {
            const err48 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.sender !== void 0) {
        let data25 = data.sender;
        if (typeof data25 === "string") {
          if (!pattern1.test(data25)) {
            const err50 = { instancePath: instancePath + "/sender", schemaPath: "#/properties/sender/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        } else {
          const err51 = { instancePath: instancePath + "/sender", schemaPath: "#/properties/sender/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
      if (data.kind !== void 0) {
        let data26 = data.kind;
        if (!(data26 === "send" || data26 === "notice" || data26 === "urgent")) {
          const err52 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema20.properties.kind.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data27 = data.state;
        if (!(data27 === "sending" || data27 === "held" || data27 === "retired" || data27 === "complete" || data27 === "indeterminate" || data27 === "failed")) {
          const err53 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema20.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        let data28 = data.reason;
        if (typeof data28 === "string") {
          if (!pattern53.test(data28)) {
            const err54 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]*$" }, message: 'must match pattern "^[a-z][a-z0-9_]*$"' };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        } else {
          const err55 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data29 = data.createdAt;
        if (typeof data29 === "string") {
          if (!pattern9.test(data29)) {
            const err56 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        } else {
          const err57 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        let data30 = data.updatedAt;
        if (typeof data30 === "string") {
          if (!pattern9.test(data30)) {
            const err58 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        } else {
          const err59 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
      if (data.receipt !== void 0) {
        let data31 = data.receipt;
        if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
          if (data31.textSha256 === void 0) {
            const err60 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "textSha256" }, message: "must have required property 'textSha256'" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (data31.bytes === void 0) {
            const err61 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property 'bytes'" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
          if (data31.ids === void 0) {
            const err62 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "ids" }, message: "must have required property 'ids'" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
          for (const key1 in data31) {
            if (!(key1 === "textSha256" || key1 === "bytes" || key1 === "ids")) {
              const err63 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
          if (data31.textSha256 !== void 0) {
            let data32 = data31.textSha256;
            if (typeof data32 === "string") {
              if (!pattern56.test(data32)) {
                const err64 = { instancePath: instancePath + "/receipt/textSha256", schemaPath: "#/properties/receipt/properties/textSha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            } else {
              const err65 = { instancePath: instancePath + "/receipt/textSha256", schemaPath: "#/properties/receipt/properties/textSha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
          if (data31.bytes !== void 0) {
            let data33 = data31.bytes;
            if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
              const err66 = { instancePath: instancePath + "/receipt/bytes", schemaPath: "#/properties/receipt/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            if (typeof data33 == "number" && isFinite(data33)) {
              if (data33 < 0 || isNaN(data33)) {
                const err67 = { instancePath: instancePath + "/receipt/bytes", schemaPath: "#/properties/receipt/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
          }
          if (data31.ids !== void 0) {
            let data34 = data31.ids;
            if (Array.isArray(data34)) {
              if (data34.length < 1) {
                const err68 = { instancePath: instancePath + "/receipt/ids", schemaPath: "#/properties/receipt/properties/ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
              const len0 = data34.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data35 = data34[i0];
                if (typeof data35 === "string") {
                  if (!pattern14.test(data35)) {
                    const err69 = { instancePath: instancePath + "/receipt/ids/" + i0, schemaPath: "#/properties/receipt/properties/ids/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                } else {
                  const err70 = { instancePath: instancePath + "/receipt/ids/" + i0, schemaPath: "#/properties/receipt/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
              }
            } else {
              const err71 = { instancePath: instancePath + "/receipt/ids", schemaPath: "#/properties/receipt/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          }
        } else {
          const err72 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      }
      if (data.binding !== void 0) {
        let data36 = data.binding;
        if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
          for (const key2 in data36) {
            if (!(key2 === "session" || key2 === "occupant" || key2 === "paneId")) {
              const err73 = { instancePath: instancePath + "/binding", schemaPath: "#/properties/binding/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          }
          if (data36.session !== void 0) {
            let data37 = data36.session;
            if (typeof data37 === "string") {
              if (!pattern1.test(data37)) {
                const err74 = { instancePath: instancePath + "/binding/session", schemaPath: "#/properties/binding/properties/session/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            } else {
              const err75 = { instancePath: instancePath + "/binding/session", schemaPath: "#/properties/binding/properties/session/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          }
          if (data36.occupant !== void 0) {
            let data38 = data36.occupant;
            if (typeof data38 === "string") {
              if (!pattern1.test(data38)) {
                const err76 = { instancePath: instancePath + "/binding/occupant", schemaPath: "#/properties/binding/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            } else {
              const err77 = { instancePath: instancePath + "/binding/occupant", schemaPath: "#/properties/binding/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
          }
          if (data36.paneId !== void 0) {
            let data39 = data36.paneId;
            if (typeof data39 === "string") {
              if (!pattern60.test(data39)) {
                const err78 = { instancePath: instancePath + "/binding/paneId", schemaPath: "#/properties/binding/properties/paneId/pattern", keyword: "pattern", params: { pattern: "^%[0-9]+$" }, message: 'must match pattern "^%[0-9]+$"' };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            } else {
              const err79 = { instancePath: instancePath + "/binding/paneId", schemaPath: "#/properties/binding/properties/paneId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
        } else {
          const err80 = { instancePath: instancePath + "/binding", schemaPath: "#/properties/binding/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
      }
      if (data.pointer !== void 0) {
        let data40 = data.pointer;
        if (typeof data40 === "string") {
          if (!pattern1.test(data40)) {
            const err81 = { instancePath: instancePath + "/pointer", schemaPath: "#/properties/pointer/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        } else {
          const err82 = { instancePath: instancePath + "/pointer", schemaPath: "#/properties/pointer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err83 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.bodyPruned !== void 0) {
        if (true !== data.bodyPruned) {
          const err84 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/properties/bodyPruned/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      }
      if (data.retiredAt !== void 0) {
        let data43 = data.retiredAt;
        if (typeof data43 === "string") {
          if (!pattern9.test(data43)) {
            const err85 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/properties/retiredAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        } else {
          const err86 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/properties/retiredAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
      }
      if (data.retiredBy !== void 0) {
        let data44 = data.retiredBy;
        if (typeof data44 === "string") {
          if (!pattern1.test(data44)) {
            const err87 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/properties/retiredBy/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        } else {
          const err88 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/properties/retiredBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
      }
      if (data.retirementReason !== void 0) {
        let data45 = data.retirementReason;
        if (typeof data45 === "string") {
          if (!pattern1.test(data45)) {
            const err89 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/properties/retirementReason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
        } else {
          const err90 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/properties/retirementReason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
      }
      if (data.warnings !== void 0) {
        let data46 = data.warnings;
        if (Array.isArray(data46)) {
          const len1 = data46.length;
          for (let i1 = 0; i1 < len1; i1++) {
            if (typeof data46[i1] !== "string") {
              const err91 = { instancePath: instancePath + "/warnings/" + i1, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          }
        } else {
          const err92 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      }
      if (data.consumed !== void 0) {
        if (typeof data.consumed !== "boolean") {
          const err93 = { instancePath: instancePath + "/consumed", schemaPath: "#/properties/consumed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err93];
          } else {
            vErrors.push(err93);
          }
          errors++;
        }
      }
    } else {
      const err94 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err94];
      } else {
        vErrors.push(err94);
      }
      errors++;
    }
    validate19.errors = vErrors;
    return errors === 0;
  }
  return validate19;
}

// lib/delivery/outbox/retention.ts
var HELD_BYTES_LIMIT = 8 * 1024 * 1024;
var MESSAGE_BYTES_LIMIT = 1024 * 1024;
var RETIRED_BODY_BYTES_KEEP = 8 * 1024 * 1024;
var MESSAGE_TOO_LARGE_MESSAGE = `The message is larger than ${MESSAGE_BYTES_LIMIT} bytes (1 MiB), the most a held message may be; no input was written.`;

// lib/delivery/outbox/outbox.ts
var outboxRecordKind = defineKind({
  schema: "outbox-record",
  version: 1,
  validate: validate_outbox_record_v1
});
var DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);

// lib/compaction/extra-file.ts
var EXTRA_MAX_BYTES = 64 * 1024;

// lib/store/validators/config.v1.generated.js
var compiled3;
function validate_config_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_config_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
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

// lib/config/compaction-policy.ts
var DEFAULT_THRESHOLD_PERCENT = 80;
var COMPACTION_KEYS = {
  enabled: { env: "OPENRIG_COMPACTION_ENABLED", describe: "managed compaction on (true) or off (false, default)" },
  thresholdPercent: {
    env: "OPENRIG_COMPACTION_THRESHOLD_PERCENT",
    describe: `context used (integer 1\u2013100, default ${DEFAULT_THRESHOLD_PERCENT}) that starts a managed compaction`
  },
  prepInstruction: { env: "OPENRIG_COMPACTION_PREP_INSTRUCTION", describe: "what the prep prompt asks for" },
  compactInstruction: { env: "OPENRIG_COMPACTION_COMPACT_INSTRUCTION", describe: "the /compact instruction" },
  restoreInstruction: { env: "OPENRIG_COMPACTION_RESTORE_INSTRUCTION", describe: "added to the restore request" },
  auditInstruction: { env: "OPENRIG_COMPACTION_AUDIT_INSTRUCTION", describe: "the read-depth audit request" }
};

// lib/store/validators/guard.v1.generated.js
var compiled4;
function validate_guard_v1(data, options) {
  compiled4 ??= build4();
  const ok = compiled4(data, options);
  validate_guard_v1.errors = compiled4.errors;
  return ok;
}
function build4() {
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

// lib/delivery/guard/store.ts
var guardKind = defineKind({ schema: "guard", version: 1, validate: validate_guard_v1 });

// lib/store/validators/compaction-state.v1.generated.js
var compiled5;
function validate_compaction_state_v1(data, options) {
  compiled5 ??= build5();
  const ok = compiled5(data, options);
  validate_compaction_state_v1.errors = compiled5.errors;
  return ok;
}
function build5() {
  const schema12 = { "$id": "openrig/compaction-state@1", "title": "Managed compaction record of one seat ($OPENRIG_HOME/compaction/state/<nodeId>.json)", "description": "The persisted step of lib/compaction/transition.ts, so a daemon restart resumes at the same step. `run` is the sequence in progress (absent between sequences); `sent` holds when each step was delivered; `attempt` is a send that began and may not have finished (a restart looks its outbox record up instead of typing it again).", "type": "object", "required": ["schema", "version", "nodeId", "seat", "occupant", "step", "stepSince", "rearmed"], "additionalProperties": false, "properties": { "schema": { "const": "compaction-state" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "step": { "enum": ["armed", "prep", "await-idle", "await-postcompact", "boundary", "restore", "audit", "cooldown"] }, "stepSince": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "rearmed": { "type": "boolean" }, "cooldownUntil": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "lastTriggerAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "run": { "type": "object", "required": ["id", "origin", "actor", "caller", "startedAt", "prepIdleWaitMs"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }, "origin": { "enum": ["threshold", "manual"] }, "actor": { "enum": ["peer", "self", "openrig"] }, "caller": { "type": ["string", "null"] }, "startedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "usedPercent": { "type": ["number", "null"] }, "thresholdPercent": { "type": "integer", "minimum": 1, "maximum": 100 }, "prepIdleWaitMs": { "type": "integer", "minimum": 1 }, "sessionId": { "type": ["string", "null"] } } }, "sent": { "type": "object", "additionalProperties": false, "properties": { "prep": { "type": "string" }, "compact": { "type": "string" }, "boundary": { "type": "string" }, "restore": { "type": "string" }, "audit": { "type": "string" } } }, "attempt": { "type": "object", "required": ["step", "id", "at"], "additionalProperties": false, "properties": { "step": { "enum": ["prep", "compact", "boundary", "restore", "audit"] }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, "at": { "type": "string" } } }, "lastAttempt": { "type": "object", "required": ["step", "at", "outcome", "reason"], "additionalProperties": false, "properties": { "step": { "enum": ["prep", "compact", "boundary", "restore", "audit"] }, "at": { "type": "string" }, "outcome": { "type": "string" }, "reason": { "type": "string" } } }, "lastOutcome": { "type": "object", "required": ["at", "result", "reason"], "additionalProperties": false, "properties": { "at": { "type": "string" }, "result": { "enum": ["done", "failed", "cancelled"] }, "reason": { "type": "string" }, "runId": { "type": "string" }, "origin": { "enum": ["threshold", "manual"] } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern12 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.seat === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.step === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.stepSince === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stepSince" }, message: "must have required property 'stepSince'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.rearmed === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rearmed" }, message: "must have required property 'rearmed'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema12.properties, key0)) {
          const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("compaction-state" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "compaction-state" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err10 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err11 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data3 = data.seat;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err13 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
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
      if (data.occupant !== void 0) {
        let data4 = data.occupant;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err15 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.step !== void 0) {
        let data5 = data.step;
        if (!(data5 === "armed" || data5 === "prep" || data5 === "await-idle" || data5 === "await-postcompact" || data5 === "boundary" || data5 === "restore" || data5 === "audit" || data5 === "cooldown")) {
          const err17 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.step.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.stepSince !== void 0) {
        let data6 = data.stepSince;
        if (typeof data6 === "string") {
          if (!pattern9.test(data6)) {
            const err18 = { instancePath: instancePath + "/stepSince", schemaPath: "#/properties/stepSince/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/stepSince", schemaPath: "#/properties/stepSince/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rearmed !== void 0) {
        if (typeof data.rearmed !== "boolean") {
          const err20 = { instancePath: instancePath + "/rearmed", schemaPath: "#/properties/rearmed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.cooldownUntil !== void 0) {
        let data8 = data.cooldownUntil;
        if (typeof data8 === "string") {
          if (!pattern9.test(data8)) {
            const err21 = { instancePath: instancePath + "/cooldownUntil", schemaPath: "#/properties/cooldownUntil/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        } else {
          const err22 = { instancePath: instancePath + "/cooldownUntil", schemaPath: "#/properties/cooldownUntil/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.lastTriggerAt !== void 0) {
        let data9 = data.lastTriggerAt;
        if (typeof data9 === "string") {
          if (!pattern9.test(data9)) {
            const err23 = { instancePath: instancePath + "/lastTriggerAt", schemaPath: "#/properties/lastTriggerAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        } else {
          const err24 = { instancePath: instancePath + "/lastTriggerAt", schemaPath: "#/properties/lastTriggerAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.run !== void 0) {
        let data10 = data.run;
        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
          if (data10.id === void 0) {
            const err25 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (data10.origin === void 0) {
            const err26 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "origin" }, message: "must have required property 'origin'" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (data10.actor === void 0) {
            const err27 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (data10.caller === void 0) {
            const err28 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "caller" }, message: "must have required property 'caller'" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (data10.startedAt === void 0) {
            const err29 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "startedAt" }, message: "must have required property 'startedAt'" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (data10.prepIdleWaitMs === void 0) {
            const err30 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "prepIdleWaitMs" }, message: "must have required property 'prepIdleWaitMs'" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          for (const key1 in data10) {
            if (!func2.call(schema12.properties.run.properties, key1)) {
              const err31 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data10.id !== void 0) {
            let data11 = data10.id;
            if (typeof data11 === "string") {
              if (!pattern12.test(data11)) {
                const err32 = { instancePath: instancePath + "/run/id", schemaPath: "#/properties/run/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/run/id", schemaPath: "#/properties/run/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          if (data10.origin !== void 0) {
            let data12 = data10.origin;
            if (!(data12 === "threshold" || data12 === "manual")) {
              const err34 = { instancePath: instancePath + "/run/origin", schemaPath: "#/properties/run/properties/origin/enum", keyword: "enum", params: { allowedValues: schema12.properties.run.properties.origin.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
          if (data10.actor !== void 0) {
            let data13 = data10.actor;
            if (!(data13 === "peer" || data13 === "self" || data13 === "openrig")) {
              const err35 = { instancePath: instancePath + "/run/actor", schemaPath: "#/properties/run/properties/actor/enum", keyword: "enum", params: { allowedValues: schema12.properties.run.properties.actor.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
          if (data10.caller !== void 0) {
            let data14 = data10.caller;
            if (typeof data14 !== "string" && data14 !== null) {
              const err36 = { instancePath: instancePath + "/run/caller", schemaPath: "#/properties/run/properties/caller/type", keyword: "type", params: { type: schema12.properties.run.properties.caller.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
          if (data10.startedAt !== void 0) {
            let data15 = data10.startedAt;
            if (typeof data15 === "string") {
              if (!pattern9.test(data15)) {
                const err37 = { instancePath: instancePath + "/run/startedAt", schemaPath: "#/properties/run/properties/startedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            } else {
              const err38 = { instancePath: instancePath + "/run/startedAt", schemaPath: "#/properties/run/properties/startedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
          if (data10.usedPercent !== void 0) {
            let data16 = data10.usedPercent;
            if (!(typeof data16 == "number" && isFinite(data16)) && data16 !== null) {
              const err39 = { instancePath: instancePath + "/run/usedPercent", schemaPath: "#/properties/run/properties/usedPercent/type", keyword: "type", params: { type: schema12.properties.run.properties.usedPercent.type }, message: "must be number,null" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data10.thresholdPercent !== void 0) {
            let data17 = data10.thresholdPercent;
            if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
              const err40 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (typeof data17 == "number" && isFinite(data17)) {
              if (data17 > 100 || isNaN(data17)) {
                const err41 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (data17 < 1 || isNaN(data17)) {
                const err42 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          }
          if (data10.prepIdleWaitMs !== void 0) {
            let data18 = data10.prepIdleWaitMs;
            if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
              const err43 = { instancePath: instancePath + "/run/prepIdleWaitMs", schemaPath: "#/properties/run/properties/prepIdleWaitMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (typeof data18 == "number" && isFinite(data18)) {
              if (data18 < 1 || isNaN(data18)) {
                const err44 = { instancePath: instancePath + "/run/prepIdleWaitMs", schemaPath: "#/properties/run/properties/prepIdleWaitMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          }
          if (data10.sessionId !== void 0) {
            let data19 = data10.sessionId;
            if (typeof data19 !== "string" && data19 !== null) {
              const err45 = { instancePath: instancePath + "/run/sessionId", schemaPath: "#/properties/run/properties/sessionId/type", keyword: "type", params: { type: schema12.properties.run.properties.sessionId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        } else {
          const err46 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
      if (data.sent !== void 0) {
        let data20 = data.sent;
        if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
          for (const key2 in data20) {
            if (!(key2 === "prep" || key2 === "compact" || key2 === "boundary" || key2 === "restore" || key2 === "audit")) {
              const err47 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
          if (data20.prep !== void 0) {
            if (typeof data20.prep !== "string") {
              const err48 = { instancePath: instancePath + "/sent/prep", schemaPath: "#/properties/sent/properties/prep/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          if (data20.compact !== void 0) {
            if (typeof data20.compact !== "string") {
              const err49 = { instancePath: instancePath + "/sent/compact", schemaPath: "#/properties/sent/properties/compact/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          if (data20.boundary !== void 0) {
            if (typeof data20.boundary !== "string") {
              const err50 = { instancePath: instancePath + "/sent/boundary", schemaPath: "#/properties/sent/properties/boundary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data20.restore !== void 0) {
            if (typeof data20.restore !== "string") {
              const err51 = { instancePath: instancePath + "/sent/restore", schemaPath: "#/properties/sent/properties/restore/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
          if (data20.audit !== void 0) {
            if (typeof data20.audit !== "string") {
              const err52 = { instancePath: instancePath + "/sent/audit", schemaPath: "#/properties/sent/properties/audit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
        } else {
          const err53 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.attempt !== void 0) {
        let data26 = data.attempt;
        if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
          if (data26.step === void 0) {
            const err54 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
          if (data26.id === void 0) {
            const err55 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          if (data26.at === void 0) {
            const err56 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
          for (const key3 in data26) {
            if (!(key3 === "step" || key3 === "id" || key3 === "at")) {
              const err57 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data26.step !== void 0) {
            let data27 = data26.step;
            if (!(data27 === "prep" || data27 === "compact" || data27 === "boundary" || data27 === "restore" || data27 === "audit")) {
              const err58 = { instancePath: instancePath + "/attempt/step", schemaPath: "#/properties/attempt/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.attempt.properties.step.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
          if (data26.id !== void 0) {
            let data28 = data26.id;
            if (typeof data28 === "string") {
              if (!pattern14.test(data28)) {
                const err59 = { instancePath: instancePath + "/attempt/id", schemaPath: "#/properties/attempt/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            } else {
              const err60 = { instancePath: instancePath + "/attempt/id", schemaPath: "#/properties/attempt/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
          if (data26.at !== void 0) {
            if (typeof data26.at !== "string") {
              const err61 = { instancePath: instancePath + "/attempt/at", schemaPath: "#/properties/attempt/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        } else {
          const err62 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      if (data.lastAttempt !== void 0) {
        let data30 = data.lastAttempt;
        if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
          if (data30.step === void 0) {
            const err63 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          if (data30.at === void 0) {
            const err64 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
          if (data30.outcome === void 0) {
            const err65 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
          if (data30.reason === void 0) {
            const err66 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
          for (const key4 in data30) {
            if (!(key4 === "step" || key4 === "at" || key4 === "outcome" || key4 === "reason")) {
              const err67 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          }
          if (data30.step !== void 0) {
            let data31 = data30.step;
            if (!(data31 === "prep" || data31 === "compact" || data31 === "boundary" || data31 === "restore" || data31 === "audit")) {
              const err68 = { instancePath: instancePath + "/lastAttempt/step", schemaPath: "#/properties/lastAttempt/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastAttempt.properties.step.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          }
          if (data30.at !== void 0) {
            if (typeof data30.at !== "string") {
              const err69 = { instancePath: instancePath + "/lastAttempt/at", schemaPath: "#/properties/lastAttempt/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          }
          if (data30.outcome !== void 0) {
            if (typeof data30.outcome !== "string") {
              const err70 = { instancePath: instancePath + "/lastAttempt/outcome", schemaPath: "#/properties/lastAttempt/properties/outcome/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
          if (data30.reason !== void 0) {
            if (typeof data30.reason !== "string") {
              const err71 = { instancePath: instancePath + "/lastAttempt/reason", schemaPath: "#/properties/lastAttempt/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          }
        } else {
          const err72 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      }
      if (data.lastOutcome !== void 0) {
        let data35 = data.lastOutcome;
        if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
          if (data35.at === void 0) {
            const err73 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
          if (data35.result === void 0) {
            const err74 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "result" }, message: "must have required property 'result'" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          if (data35.reason === void 0) {
            const err75 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
          for (const key5 in data35) {
            if (!(key5 === "at" || key5 === "result" || key5 === "reason" || key5 === "runId" || key5 === "origin")) {
              const err76 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data35.at !== void 0) {
            if (typeof data35.at !== "string") {
              const err77 = { instancePath: instancePath + "/lastOutcome/at", schemaPath: "#/properties/lastOutcome/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
          }
          if (data35.result !== void 0) {
            let data37 = data35.result;
            if (!(data37 === "done" || data37 === "failed" || data37 === "cancelled")) {
              const err78 = { instancePath: instancePath + "/lastOutcome/result", schemaPath: "#/properties/lastOutcome/properties/result/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastOutcome.properties.result.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          }
          if (data35.reason !== void 0) {
            if (typeof data35.reason !== "string") {
              const err79 = { instancePath: instancePath + "/lastOutcome/reason", schemaPath: "#/properties/lastOutcome/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
          if (data35.runId !== void 0) {
            if (typeof data35.runId !== "string") {
              const err80 = { instancePath: instancePath + "/lastOutcome/runId", schemaPath: "#/properties/lastOutcome/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
          }
          if (data35.origin !== void 0) {
            let data40 = data35.origin;
            if (!(data40 === "threshold" || data40 === "manual")) {
              const err81 = { instancePath: instancePath + "/lastOutcome/origin", schemaPath: "#/properties/lastOutcome/properties/origin/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastOutcome.properties.origin.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          }
        } else {
          const err82 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
    } else {
      const err83 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err83];
      } else {
        vErrors.push(err83);
      }
      errors++;
    }
    validate11.errors = vErrors;
    return errors === 0;
  }
  return validate11;
}

// lib/compaction/record.ts
var compactionStateKind = /* @__PURE__ */ defineKind({
  schema: "compaction-state",
  version: 1,
  validate: validate_compaction_state_v1
});
var OWED_STEPS = ["await-postcompact", "boundary", "restore", "audit"];

// lib/store/validators/terminal-policy.v1.generated.js
var compiled6;
function validate_terminal_policy_v1(data, options) {
  compiled6 ??= build6();
  const ok = compiled6(data, options);
  validate_terminal_policy_v1.errors = compiled6.errors;
  return ok;
}
function build6() {
  const schema63 = { "$id": "openrig/terminal-policy@1", "title": "A seat's terminal interaction choice ($OPENRIG_HOME/terminal-policy/seats/<nodeId>.json)", "description": "Written whole by rig seat set-terminal-policy (or copied from the rig default when the seat was added). No document: today's behaviour.", "type": "object", "required": ["schema", "version", "nodeId", "choice", "changedAt", "actor", "origin"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } }, "origin": { "enum": ["set", "rig-default"] } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.choice === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "choice" }, message: "must have required property 'choice'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.changedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.origin === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "origin" }, message: "must have required property 'origin'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "choice" || key0 === "changedAt" || key0 === "actor" || key0 === "origin")) {
          const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("terminal-policy" !== data.schema) {
          const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "terminal-policy" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err9 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.choice !== void 0) {
        let data3 = data.choice;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.preset === void 0) {
            const err12 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.helpers === void 0) {
            const err13 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "helpers" }, message: "must have required property 'helpers'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.exceptions === void 0) {
            const err14 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "exceptions" }, message: "must have required property 'exceptions'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data3.instruction === void 0) {
            const err15 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "preset" || key1 === "helpers" || key1 === "exceptions" || key1 === "instruction")) {
              const err16 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.preset !== void 0) {
            let data4 = data3.preset;
            if (!(data4 === "no-peer-interventions" || data4 === "help-within-instructions" || data4 === "full-control")) {
              const err17 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data3.helpers !== void 0) {
            let data5 = data3.helpers;
            if (Array.isArray(data5)) {
              if (data5.length > 32) {
                const err18 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/maxItems", keyword: "maxItems", params: { limit: 32 }, message: "must NOT have more than 32 items" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              const len0 = data5.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                  if (data6.seat === void 0) {
                    const err19 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  if (data6.nodeId === void 0) {
                    const err20 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  for (const key2 in data6) {
                    if (!(key2 === "seat" || key2 === "nodeId")) {
                      const err21 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (data6.seat !== void 0) {
                    let data7 = data6.seat;
                    if (typeof data7 === "string") {
                      if (!pattern20.test(data7)) {
                        const err22 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    } else {
                      const err23 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                  if (data6.nodeId !== void 0) {
                    let data8 = data6.nodeId;
                    if (typeof data8 === "string") {
                      if (!pattern6.test(data8)) {
                        const err24 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    } else {
                      const err25 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
            } else {
              const err27 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data3.exceptions !== void 0) {
            let data9 = data3.exceptions;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              for (const key3 in data9) {
                if (!(key3 === "peer" || key3 === "self" || key3 === "openrig")) {
                  const err28 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              }
              if (data9.peer !== void 0) {
                let data10 = data9.peer;
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                  for (const key4 in data10) {
                    if (!(key4 === "compaction" || key4 === "model" || key4 === "answer")) {
                      const err29 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  }
                  if (data10.compaction !== void 0) {
                    let data11 = data10.compaction;
                    if (!(data11 === "allow" || data11 === "deny")) {
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                  if (data10.model !== void 0) {
                    let data12 = data10.model;
                    if (!(data12 === "allow" || data12 === "deny")) {
                      const err31 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                  if (data10.answer !== void 0) {
                    let data13 = data10.answer;
                    if (!(data13 === "allow" || data13 === "deny")) {
                      const err32 = { instancePath: instancePath + "/choice/exceptions/peer/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data9.self !== void 0) {
                let data14 = data9.self;
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                  for (const key5 in data14) {
                    if (!(key5 === "compaction" || key5 === "model" || key5 === "answer")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data14.compaction !== void 0) {
                    let data15 = data14.compaction;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err35 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data14.model !== void 0) {
                    let data16 = data14.model;
                    if (!(data16 === "allow" || data16 === "deny")) {
                      const err36 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data14.answer !== void 0) {
                    let data17 = data14.answer;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err37 = { instancePath: instancePath + "/choice/exceptions/self/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err38 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data18 = data9.openrig;
                if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                  for (const key6 in data18) {
                    if (!(key6 === "compaction" || key6 === "model" || key6 === "answer")) {
                      const err39 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data18.compaction !== void 0) {
                    let data19 = data18.compaction;
                    if (!(data19 === "allow" || data19 === "deny")) {
                      const err40 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data18.model !== void 0) {
                    let data20 = data18.model;
                    if (!(data20 === "allow" || data20 === "deny")) {
                      const err41 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                  if (data18.answer !== void 0) {
                    let data21 = data18.answer;
                    if (!(data21 === "allow" || data21 === "deny")) {
                      const err42 = { instancePath: instancePath + "/choice/exceptions/openrig/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err42];
                      } else {
                        vErrors.push(err42);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err43 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
            } else {
              const err44 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data22 = data3.instruction;
            if (typeof data22 === "string") {
              if (!pattern1.test(data22)) {
                const err45 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            } else {
              const err46 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data23 = data.changedAt;
        if (typeof data23 === "string") {
          if (!pattern9.test(data23)) {
            const err48 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data24 = data.actor;
        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
          if (data24.seat === void 0) {
            const err50 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data24.nodeId === void 0) {
            const err51 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (data24.operator === void 0) {
            const err52 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          for (const key7 in data24) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err53 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data24.seat !== void 0) {
            let data25 = data24.seat;
            if (typeof data25 !== "string" && data25 !== null) {
              const err54 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema63.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data24.nodeId !== void 0) {
            let data26 = data24.nodeId;
            if (typeof data26 !== "string" && data26 !== null) {
              const err55 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema63.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
          if (data24.operator !== void 0) {
            let data27 = data24.operator;
            if (typeof data27 !== "string" && data27 !== null) {
              const err56 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema63.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        } else {
          const err57 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
      if (data.origin !== void 0) {
        let data28 = data.origin;
        if (!(data28 === "set" || data28 === "rig-default")) {
          const err58 = { instancePath: instancePath + "/origin", schemaPath: "#/properties/origin/enum", keyword: "enum", params: { allowedValues: schema63.properties.origin.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      }
    } else {
      const err59 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err59];
      } else {
        vErrors.push(err59);
      }
      errors++;
    }
    validate38.errors = vErrors;
    return errors === 0;
  }
  return validate38;
}

// lib/store/validators/terminal-policy-default.v1.generated.js
var compiled7;
function validate_terminal_policy_default_v1(data, options) {
  compiled7 ??= build7();
  const ok = compiled7(data, options);
  validate_terminal_policy_default_v1.errors = compiled7.errors;
  return ok;
}
function build7() {
  const schema62 = { "$id": "openrig/terminal-policy-default@1", "title": "A rig's terminal interaction choice for newly added seats ($OPENRIG_HOME/terminal-policy/rigs/<rig>.json)", "type": "object", "required": ["schema", "version", "rig", "choice", "changedAt", "actor"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy-default" }, "version": { "const": 1 }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } } } };
  const pattern136 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.rig === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rig" }, message: "must have required property 'rig'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.choice === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "choice" }, message: "must have required property 'choice'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.changedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "rig" || key0 === "choice" || key0 === "changedAt" || key0 === "actor")) {
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
        if ("terminal-policy-default" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "terminal-policy-default" }, message: "must be equal to constant" };
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
      if (data.rig !== void 0) {
        let data2 = data.rig;
        if (typeof data2 === "string") {
          if (!pattern136.test(data2)) {
            const err9 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.choice !== void 0) {
        let data3 = data.choice;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.preset === void 0) {
            const err11 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data3.helpers === void 0) {
            const err12 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "helpers" }, message: "must have required property 'helpers'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.exceptions === void 0) {
            const err13 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "exceptions" }, message: "must have required property 'exceptions'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.instruction === void 0) {
            const err14 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "preset" || key1 === "helpers" || key1 === "exceptions" || key1 === "instruction")) {
              const err15 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data3.preset !== void 0) {
            let data4 = data3.preset;
            if (!(data4 === "no-peer-interventions" || data4 === "help-within-instructions" || data4 === "full-control")) {
              const err16 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.helpers !== void 0) {
            let data5 = data3.helpers;
            if (Array.isArray(data5)) {
              if (data5.length > 32) {
                const err17 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/maxItems", keyword: "maxItems", params: { limit: 32 }, message: "must NOT have more than 32 items" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              const len0 = data5.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                  if (data6.seat === void 0) {
                    const err18 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (data6.nodeId === void 0) {
                    const err19 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  for (const key2 in data6) {
                    if (!(key2 === "seat" || key2 === "nodeId")) {
                      const err20 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  }
                  if (data6.seat !== void 0) {
                    let data7 = data6.seat;
                    if (typeof data7 === "string") {
                      if (!pattern20.test(data7)) {
                        const err21 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    } else {
                      const err22 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  }
                  if (data6.nodeId !== void 0) {
                    let data8 = data6.nodeId;
                    if (typeof data8 === "string") {
                      if (!pattern6.test(data8)) {
                        const err23 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    } else {
                      const err24 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err25 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            } else {
              const err26 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data3.exceptions !== void 0) {
            let data9 = data3.exceptions;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              for (const key3 in data9) {
                if (!(key3 === "peer" || key3 === "self" || key3 === "openrig")) {
                  const err27 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data9.peer !== void 0) {
                let data10 = data9.peer;
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                  for (const key4 in data10) {
                    if (!(key4 === "compaction" || key4 === "model" || key4 === "answer")) {
                      const err28 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                  if (data10.compaction !== void 0) {
                    let data11 = data10.compaction;
                    if (!(data11 === "allow" || data11 === "deny")) {
                      const err29 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  }
                  if (data10.model !== void 0) {
                    let data12 = data10.model;
                    if (!(data12 === "allow" || data12 === "deny")) {
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                  if (data10.answer !== void 0) {
                    let data13 = data10.answer;
                    if (!(data13 === "allow" || data13 === "deny")) {
                      const err31 = { instancePath: instancePath + "/choice/exceptions/peer/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err32 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data9.self !== void 0) {
                let data14 = data9.self;
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                  for (const key5 in data14) {
                    if (!(key5 === "compaction" || key5 === "model" || key5 === "answer")) {
                      const err33 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data14.compaction !== void 0) {
                    let data15 = data14.compaction;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data14.model !== void 0) {
                    let data16 = data14.model;
                    if (!(data16 === "allow" || data16 === "deny")) {
                      const err35 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data14.answer !== void 0) {
                    let data17 = data14.answer;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err36 = { instancePath: instancePath + "/choice/exceptions/self/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err37 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data18 = data9.openrig;
                if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                  for (const key6 in data18) {
                    if (!(key6 === "compaction" || key6 === "model" || key6 === "answer")) {
                      const err38 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                  if (data18.compaction !== void 0) {
                    let data19 = data18.compaction;
                    if (!(data19 === "allow" || data19 === "deny")) {
                      const err39 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data18.model !== void 0) {
                    let data20 = data18.model;
                    if (!(data20 === "allow" || data20 === "deny")) {
                      const err40 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data18.answer !== void 0) {
                    let data21 = data18.answer;
                    if (!(data21 === "allow" || data21 === "deny")) {
                      const err41 = { instancePath: instancePath + "/choice/exceptions/openrig/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err42 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            } else {
              const err43 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data22 = data3.instruction;
            if (typeof data22 === "string") {
              if (!pattern1.test(data22)) {
                const err44 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            } else {
              const err45 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        } else {
          const err46 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data23 = data.changedAt;
        if (typeof data23 === "string") {
          if (!pattern9.test(data23)) {
            const err47 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        } else {
          const err48 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data24 = data.actor;
        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
          if (data24.seat === void 0) {
            const err49 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data24.nodeId === void 0) {
            const err50 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data24.operator === void 0) {
            const err51 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          for (const key7 in data24) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err52 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
          if (data24.seat !== void 0) {
            let data25 = data24.seat;
            if (typeof data25 !== "string" && data25 !== null) {
              const err53 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema62.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data24.nodeId !== void 0) {
            let data26 = data24.nodeId;
            if (typeof data26 !== "string" && data26 !== null) {
              const err54 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema62.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data24.operator !== void 0) {
            let data27 = data24.operator;
            if (typeof data27 !== "string" && data27 !== null) {
              const err55 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema62.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
        } else {
          const err56 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    } else {
      const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err57];
      } else {
        vErrors.push(err57);
      }
      errors++;
    }
    validate37.errors = vErrors;
    return errors === 0;
  }
  return validate37;
}

// lib/intervention/store.ts
var seatKind2 = defineKind({
  schema: "terminal-policy",
  version: 1,
  validate: validate_terminal_policy_v1
});
var rigKind = defineKind({
  schema: "terminal-policy-default",
  version: 1,
  validate: validate_terminal_policy_default_v1
});

// lib/context-usage/contract.ts
var CONTEXT_STALE_MS = 10 * 6e4;

// lib/compaction/arm.ts
function readCompactionRecord(home, nodeId) {
  return readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: "fresh" });
}

// lib/compaction/view.ts
var WAITS = {
  armed: "nothing owed: a run starts when usage reaches the threshold (if enabled) or on rig seat compact",
  prep: "the prep prompt is owed: it goes on the next tick when the seat is idle with an empty composer",
  "await-idle": "the prep was delivered: /compact goes once the seat reports an explicit idle",
  "await-postcompact": "/compact was delivered: waiting for the PostCompact hook",
  boundary: "compaction done: the turn-boundary message is owed",
  restore: "the restore request is owed, after the seat answers the turn boundary",
  audit: "the read-depth audit is owed, after the seat answers the restore request",
  cooldown: "the last run ended: no automatic run until the cooldown ends and usage was below the threshold"
};
function compactionView(seat, rec, owes, claude = true) {
  if (!rec)
    return {
      seat,
      stage: "none",
      since: null,
      run: null,
      waitingFor: claude ? "no managed compaction has run for this seat" : "managed compaction is offered for Claude seats only (Codex compacts on its own)",
      sent: {},
      lastAttempt: null,
      lastOutcome: null,
      cooldownUntil: null,
      rearmed: true,
      owesTurn: false
    };
  let waitingFor = WAITS[rec.step];
  if (rec.lastAttempt?.step && rec.step !== "armed" && rec.step !== "cooldown" && !["delivered", "indeterminate"].includes(rec.lastAttempt.outcome))
    waitingFor += `; the last ${rec.lastAttempt.step} send was ${rec.lastAttempt.outcome} (${rec.lastAttempt.reason}) and is retried on the next tick`;
  if (rec.attempt) waitingFor = `a ${rec.attempt.step} send is in flight (outbox ${rec.attempt.id})`;
  return {
    seat,
    stage: rec.step,
    since: rec.stepSince,
    run: rec.run ?? null,
    waitingFor,
    sent: rec.sent ?? {},
    lastAttempt: rec.lastAttempt ?? null,
    lastOutcome: rec.lastOutcome ?? null,
    cooldownUntil: rec.cooldownUntil ?? null,
    rearmed: rec.rearmed,
    owesTurn: owes
  };
}

// lib/compaction/owes.ts
function recordOwesTurn(rec) {
  if (!rec?.run) return false;
  return OWED_STEPS.includes(rec.step) || rec.attempt?.step === "compact";
}

// lib/cli/seat-compaction.ts
var seatCompactionVerb = defineVerb({
  args: { boolean: ["json"], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, "REF"), json: bool(p, "json") }),
  async run({ ref, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const rec = readCompactionRecord(ctx.home, seat.nodeId);
    const v = compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === "claude-code");
    if (json) return printJson(ctx, v);
    const t = escapeRecordedText;
    say(
      ctx,
      `${v.seat}: ${v.stage}${v.since ? ` since ${v.since}` : ""}${v.run ? ` (${v.run.origin} run ${v.run.id})` : ""}`
    );
    say(ctx, `  waiting for: ${t(v.waitingFor)}`);
    const sent = Object.entries(v.sent);
    if (sent.length) say(ctx, `  sent: ${sent.map(([k, at]) => `${k} ${at}`).join(", ")}`);
    if (v.owesTurn) say(ctx, "  owes the seat its next turn: other OpenRig notices wait");
    if (v.cooldownUntil) say(ctx, `  cooldown until ${v.cooldownUntil}`);
    if (!v.rearmed) say(ctx, "  re-arms for the threshold once usage falls below it");
    if (v.lastOutcome)
      say(ctx, `  last run: ${v.lastOutcome.result} at ${v.lastOutcome.at}: ${t(v.lastOutcome.reason)}`);
  }
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  seatCompactionVerb
});
}))
