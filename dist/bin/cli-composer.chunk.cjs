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

// lib/cli/composer.ts
var composer_exports = {};
__export(composer_exports, {
  composerCommand: () => composerCommand
});
module.exports = __toCommonJS(composer_exports);
var import_node_fs6 = require("node:fs");
var import_node_path5 = require("node:path");

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
function escapeForTerminal(text) {
  return text.replace(UNSAFE, hex);
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
function cannotRead(file, err, todo = "check the path") {
  const why = err?.code ?? err?.message ?? String(err);
  return new CliError("unreadable", `cannot read ${file}: ${why}`, todo);
}

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
function usageLine(usage) {
  return usage?.replace(/\s{2,}\(.*\)$/, "");
}
function chooseVerb(noun, verbs, given) {
  const found = verbs.find((v) => v.name === given);
  if (found) return found;
  const names = verbs.map((v) => v.name).join(", ");
  throw usageError(given ? `unknown ${noun} verb "${given}"` : `a ${noun} verb is required`, `one of: ${names}`);
}
async function verbOf(entry) {
  return "verb" in entry ? entry.verb : entry.load();
}
function defineNoun(head, verbs) {
  return {
    name: head.name,
    verbs,
    defaultVerb: head.defaultVerb,
    details: head.details,
    usage: verbs.flatMap((v) => v.usage),
    async run(argv, ctx) {
      const implicit = head.defaultVerb !== void 0 && (argv[0] === void 0 || argv[0].startsWith("-"));
      const [name, ...rest] = implicit ? [head.defaultVerb, ...argv] : argv;
      const entry = chooseVerb(head.name, verbs, name);
      await (await verbOf(entry)).run(rest, ctx, { helpFor: head.name, usage: usageLine(entry.usage[0]) });
    }
  };
}

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var childProcess = () => process.getBuiltinModule("node:child_process");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path.join)(p.seats, rig, `${seat}.json`);
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
function parseSeatRef(text) {
  if (typeof text !== "string" || text.length === 0) throw new SeatRefError(String(text), "empty");
  if (text.length > 160) throw new SeatRefError(text.slice(0, 40) + "\u2026", "too long");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) throw new SeatRefError(text, "control characters are not allowed");
  if (text.startsWith("%")) {
    if (!PANE_ID_PATTERN.test(text)) throw new SeatRefError(text, "a pane id is % followed by digits");
    return { kind: "pane", paneId: text, text };
  }
  if (NODE_ID_PATTERN.test(text)) return { kind: "node", nodeId: text, text };
  const at = text.indexOf("@");
  if (at < 0) throw new SeatRefError(text, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text.slice(0, at);
  const rig = text.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text, problem);
  return { kind: "name", seat, rig, text };
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
function interpretDocument(kind, file, text) {
  let doc;
  try {
    const parsed = JSON.parse(text);
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
    let text;
    try {
      st = (0, import_node_fs2.fstatSync)(fd);
      text = st.isFile() ? (0, import_node_fs2.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text, dev: st.dev, ino: st.ino };
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

// lib/delivery/composer/width.ts
var ZERO_WIDTH = [
  [768, 879],
  [1155, 1161],
  [1425, 1469],
  [1471, 1471],
  [1473, 1474],
  [1476, 1477],
  [1479, 1479],
  [1552, 1562],
  [1611, 1631],
  [1648, 1648],
  [1750, 1756],
  [1759, 1764],
  [1767, 1768],
  [1770, 1773],
  [3633, 3633],
  [3636, 3642],
  [3655, 3662],
  [6832, 6911],
  [7616, 7679],
  [8203, 8207],
  [8234, 8238],
  [8288, 8292],
  [8400, 8447],
  [12330, 12333],
  [12441, 12442],
  [65024, 65039],
  [65056, 65071],
  [65279, 65279],
  [127995, 127999],
  [917504, 917631],
  [917760, 917999]
];
var WIDE = [
  [4352, 4447],
  [8986, 8987],
  [9001, 9002],
  [9193, 9196],
  [9200, 9200],
  [9203, 9203],
  [9725, 9726],
  [9748, 9749],
  [9800, 9811],
  [9855, 9855],
  [9875, 9875],
  [9889, 9889],
  [9898, 9899],
  [9917, 9918],
  [9924, 9925],
  [9934, 9934],
  [9940, 9940],
  [9962, 9962],
  [9970, 9971],
  [9973, 9973],
  [9978, 9978],
  [9981, 9981],
  [9989, 9989],
  [9994, 9995],
  [10024, 10024],
  [10060, 10060],
  [10062, 10062],
  [10067, 10069],
  [10071, 10071],
  [10133, 10135],
  [10160, 10160],
  [10175, 10175],
  [11035, 11036],
  [11088, 11088],
  [11093, 11093],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [43360, 43391],
  [44032, 55203],
  [63744, 64255],
  [65040, 65049],
  [65072, 65135],
  [65280, 65376],
  [65504, 65510],
  [94176, 94180],
  [94208, 101119],
  [110592, 111359],
  [126980, 126980],
  [127183, 127183],
  [127374, 127374],
  [127377, 127386],
  [127488, 127569],
  [127744, 127776],
  [127789, 127797],
  [127799, 127868],
  [127870, 127891],
  [127904, 127946],
  [127951, 127955],
  [127968, 127984],
  [127988, 127988],
  [127992, 128062],
  [128064, 128064],
  [128066, 128252],
  [128255, 128317],
  [128331, 128334],
  [128336, 128359],
  [128378, 128378],
  [128405, 128406],
  [128420, 128420],
  [128507, 128591],
  [128640, 128709],
  [128716, 128716],
  [128720, 128722],
  [128725, 128727],
  [128747, 128748],
  [128756, 128764],
  [128992, 129003],
  [129292, 129338],
  [129340, 129349],
  [129351, 129535],
  [129648, 129791],
  [131072, 196605],
  [196608, 262141]
];
function inRanges(cp, ranges) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const [a, b] = ranges[mid];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}
function charWidth(cp) {
  if (cp < 32 || cp >= 127 && cp < 160) return 0;
  if (cp < 768) return 1;
  if (inRanges(cp, ZERO_WIDTH)) return 0;
  return inRanges(cp, WIDE) ? 2 : 1;
}
function textWidth(text) {
  let w = 0;
  for (const ch of text) w += charWidth(ch.codePointAt(0));
  return w;
}

// lib/delivery/composer/sgr.ts
var RESET = { dim: false, reverse: false };
function applySgr(state, params) {
  let { dim, reverse } = state;
  const list = params.split(";");
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p.includes(":")) continue;
    if (!/^\d*$/.test(p)) {
      dim = false;
      break;
    }
    const n = p === "" ? 0 : Number(p);
    if (n === 0) {
      dim = false;
      reverse = false;
    } else if (n === 2) dim = true;
    else if (n === 22) dim = false;
    else if (n === 7) reverse = true;
    else if (n === 27) reverse = false;
    else if (n === 38 || n === 48 || n === 58) {
      const mode = list[i + 1];
      if (mode === "5" && i + 2 < list.length) {
        i += 2;
      } else if (mode === "2" && i + 4 < list.length) {
        i += 4;
        if (i + 1 < list.length) {
          dim = false;
          break;
        }
      } else {
        dim = false;
        break;
      }
    }
  }
  return { dim, reverse };
}
function parseStyledScreen(styled) {
  const rows = [];
  let cells = [];
  let col = 0;
  let state = RESET;
  const endRow = () => {
    rows.push({ cells, text: cells.map((c) => c.ch).join("") });
    cells = [];
    col = 0;
  };
  const s = styled;
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (ch === "\x1B") {
      const next = s[i + 1];
      if (next === "[") {
        let j = i + 2;
        while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 63) j++;
        const params = s.slice(i + 2, j);
        while (j < s.length && s.charCodeAt(j) >= 32 && s.charCodeAt(j) <= 47) j++;
        const final = s[j];
        if (final === "m" && !/[<=>?]/.test(params)) state = applySgr(state, params);
        i = j + 1;
        continue;
      }
      if (next === "]" || next === "P" || next === "_" || next === "^" || next === "X") {
        let j = i + 2;
        while (j < s.length && s[j] !== "\x07" && !(s[j] === "\x1B" && s[j + 1] === "\\")) j++;
        i = s[j] === "\x07" ? j + 1 : j + 2;
        continue;
      }
      if (next === "(" || next === ")" || next === "*" || next === "+" || next === "#") {
        i += 3;
        continue;
      }
      i += 2;
      continue;
    }
    if (ch === "\n") {
      endRow();
      i++;
      continue;
    }
    const cp = s.codePointAt(i);
    const text = String.fromCodePoint(cp);
    i += text.length;
    if (ch === "	") {
      const to = (Math.floor(col / 8) + 1) * 8;
      while (col < to) {
        cells.push({ ch: " ", col, width: 1, dim: state.dim, reverse: state.reverse });
        col++;
      }
      continue;
    }
    const w = charWidth(cp);
    if (w === 0) {
      if (cp < 32 || cp >= 127 && cp < 160) continue;
      const prev = cells[cells.length - 1];
      if (prev) prev.ch += text;
      continue;
    }
    cells.push({ ch: text, col, width: w, dim: state.dim, reverse: state.reverse });
    col += w;
  }
  if (cells.length) endRow();
  return rows;
}

// lib/delivery/composer/chrome.ts
var CLAUDE_GLYPH = "\u276F";
var CODEX_GLYPHS = ["\u203A", "\xBB"];
var isSpace = (ch) => ch === " " || ch === "\xA0";
function isBlank(text) {
  return text.replace(/[\s\u00a0]/g, "") === "";
}
function indentOf(text) {
  let n = 0;
  while (text[n] === " ") n++;
  return n;
}
function claudeRuleIndent(text) {
  const indent = indentOf(text);
  const body = text.slice(indent).trimEnd();
  if (/^[─━═]{6,}$/.test(body) || /^[─━═]{3,} \S(?:.*\S)? [─━═]{2,}$/.test(body)) return indent;
  return null;
}
function ruleLabel(text) {
  return text.replace(/[─━═]/g, " ").trim();
}
function isClaudePromptLine(text, indent) {
  if (indentOf(text) !== indent || text[indent] !== CLAUDE_GLYPH) return false;
  return text.length === indent + 1 || isSpace(text[indent + 1]);
}
function isMenuFooter(text) {
  return /enter to (?:confirm|select)\b|esc to cancel\b|\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i.test(
    text
  );
}
function isSelectionRow(text) {
  return /^\s*[❯›]\s*\d+[.)]/.test(text);
}
function isClaudeSlashPopupRow(text) {
  return /^ {2}(?:❯ | {2})\/\S+(?: {2,}\S.*)?$/.test(text.trimEnd()) || /^ {4}[↑↓] \d+ more$/.test(text.trimEnd());
}
function codexGlyphOf(text) {
  const g = text[0];
  if (g === void 0 || !CODEX_GLYPHS.includes(g)) return null;
  return text.length === 1 || isSpace(text[1]) ? g : null;
}
var KNOWN_PLACEHOLDERS = [
  "Ask Codex to do anything",
  "Resend your message to try again",
  "Press up to edit queued messages"
];
function isKnownPlaceholder(text) {
  const s = text.trim();
  return KNOWN_PLACEHOLDERS.includes(s) || /^Try "[^"]+"$/.test(s);
}
function looksNumbered(text) {
  return /^\s*\d+[.)]/.test(text);
}
var CLAUDE_LABEL = /\[Pasted\s+text\s+#(\d+)(?:\s+\+(\d+)\s+lines?)?\]/g;
var CODEX_LABEL = /\[Pasted\s+Content\s+(\d+)\s+chars?\]/g;
function findPasteLabels(text, runtime) {
  const out = [];
  if (runtime !== "codex") {
    for (const m of text.matchAll(CLAUDE_LABEL)) {
      const lines = m[2];
      out.push({
        label: m[0].replace(/\s+/g, " "),
        runtime: "claude",
        count: lines === void 0 ? 0 : Number(lines),
        index: m.index,
        length: m[0].length
      });
    }
  }
  if (runtime !== "claude") {
    for (const m of text.matchAll(CODEX_LABEL)) {
      out.push({
        label: m[0].replace(/\s+/g, " "),
        runtime: "codex",
        count: Number(m[1]),
        index: m.index,
        length: m[0].length
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

// lib/delivery/composer/locate.ts
var CLAUDE_MAX_BELOW = 8;
var CODEX_MAX_FOOTER_ROWS = 4;
var fail = (reason) => ({ ok: false, reason });
function lastNonBlank(rows) {
  for (let i = rows.length - 1; i >= 0; i--) if (!isBlank(rows[i])) return i;
  return -1;
}
function locateClaude(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail("no_composer");
  const popupAtBottom = isClaudeSlashPopupRow(rows[last]);
  let i = last;
  for (; i >= 0; i--) {
    const t = rows[i];
    if (claudeRuleIndent(t) !== null) break;
    if (isBlank(t)) continue;
    if (popupAtBottom) {
      if (!isClaudeSlashPopupRow(t)) return fail("no_composer");
      continue;
    }
    if (last - i >= CLAUDE_MAX_BELOW || isClaudeSlashPopupRow(t) || isMenuFooter(t) || isSelectionRow(t))
      return fail("no_composer");
  }
  if (i < 0 || i === last) return fail("no_composer");
  const closeRow = i;
  const indent = claudeRuleIndent(rows[closeRow]);
  const contIndent = " ".repeat(indent + 2);
  for (let r = closeRow - 1; r >= 0; r--) {
    const t = rows[r];
    if (isClaudePromptLine(t, indent)) {
      const above = r > 0 ? rows[r - 1] : void 0;
      if (above === void 0 || claudeRuleIndent(above) !== indent) return fail("unsupported_layout");
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
    return fail("unsupported_layout");
  }
  return fail(closeRow > 0 ? "clipped_input" : "no_composer");
}
function locateCodex(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail("no_composer");
  let i = last;
  let footerRows = 0;
  for (; i >= 0 && !isBlank(rows[i]); i--) {
    const t = rows[i];
    if (indentOf(t) < 2 || isMenuFooter(t) || ++footerRows > CODEX_MAX_FOOTER_ROWS) return fail("no_composer");
  }
  if (i < 0) return fail("no_composer");
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
    return fail("unsupported_layout");
  }
  return fail(sep2 > 0 && lastNonBlank(rows.slice(0, sep2)) >= 0 ? "clipped_input" : "no_composer");
}
function locateComposer(rows, runtime) {
  return runtime === "claude" ? locateClaude(rows) : locateCodex(rows);
}

// lib/delivery/composer/ownership.ts
var WRAP_SLACK = { claude: 4, codex: 2 };
var normalize2 = (text) => text.replace(/\r\n?/g, "\n");
function rowsMatchText(rows, text, columns, slack = 0) {
  const t = [...normalize2(text)];
  let pos = 0;
  let lo = 0;
  let hi = Infinity;
  for (let i = 0; i < rows.length; i++) {
    const row = [...rows[i]];
    for (let k = 0; k < row.length; k++) if (t[pos + k] !== row[k]) return false;
    pos += row.length;
    const w = textWidth(rows[i]);
    lo = Math.max(lo, w);
    if (i === rows.length - 1) break;
    const next = t[pos];
    if (next === void 0) {
      if (i === rows.length - 2 && rows[i + 1] === "") {
        hi = Math.min(hi, w);
        continue;
      }
      return false;
    }
    if (next === "\n") {
      pos++;
      continue;
    }
    if (next === " ") {
      let j = pos;
      while (t[j] === " ") j++;
      if (t[j] === "\n") {
        pos = j + 1;
        continue;
      }
      if (j !== pos + 1 || t[j] === void 0) return false;
      let word = 0;
      for (let k = j; k < t.length && t[k] !== " " && t[k] !== "\n"; k++) word += charWidth(t[k].codePointAt(0));
      hi = Math.min(hi, w + word);
      pos = j;
      continue;
    }
    hi = Math.min(hi, w + charWidth(next.codePointAt(0)) - 1);
  }
  if (pos !== t.length) return false;
  if (hi === Infinity) return columns === void 0 || lo <= columns;
  if (columns === void 0) return false;
  return Math.max(lo, columns - slack) <= Math.min(hi, columns);
}

// lib/delivery/composer/read.ts
var RUNTIMES = ["claude", "codex"];
var FAILURE_ORDER = ["clipped_input", "unsupported_layout", "no_composer"];
var isBlankCell = (c) => c.ch.trim() === "";
function blankReading(state, reason, runtime) {
  return {
    state,
    reason,
    runtime,
    rows: [],
    suggestion: null,
    pasteLabels: [],
    collapsedPaste: false,
    frame: null,
    numbered: false,
    cursorAtEnd: false
  };
}
function validGeometry(s) {
  const { width, height } = s.size;
  const { x, y } = s.cursor;
  const ints = [width, height, x, y].every((n) => Number.isInteger(n));
  return ints && width >= 3 && height >= 1 && x >= 0 && x <= width && y >= 0 && y < height;
}
var rowText = (cells) => cells.map((c) => c.ch).join("");
function readComposer(snapshot, opts = {}) {
  const runtimeHint = opts.runtime ?? null;
  if (!snapshot) return blankReading("unknown", "no_snapshot", runtimeHint);
  if (snapshot.inMode) return blankReading("unknown", "copy_mode", runtimeHint);
  if (!validGeometry(snapshot)) return blankReading("unknown", "bad_geometry", runtimeHint);
  const screen = parseStyledScreen(snapshot.styled);
  if (screen.length > snapshot.size.height || snapshot.cursor.y >= screen.length) {
    return blankReading("unknown", "incomplete_screen", runtimeHint);
  }
  const text = screen.map((r) => r.text);
  const tried = (opts.runtime ? [opts.runtime] : RUNTIMES).map((rt) => locateComposer(text, rt));
  const found = tried.filter((l) => l.ok).map((l) => l.at);
  if (found.length === 0) {
    const reasons = tried.flatMap((l) => l.ok ? [] : [l.reason]);
    const reason = FAILURE_ORDER.find((r) => reasons.includes(r)) ?? reasons[0] ?? "no_composer";
    return blankReading("unknown", reason, runtimeHint);
  }
  if (found.length > 1) return blankReading("unknown", "ambiguous_composer", runtimeHint);
  const at = found[0];
  const runtime = at.runtime;
  const width = snapshot.size.width;
  const frame = JSON.stringify([runtime, at.glyph, at.prefix, width, at.anchor]);
  const columns = width - at.prefix;
  const { x, y } = snapshot.cursor;
  if (y < at.promptRow || y > at.endRow || x < at.prefix) {
    return { ...blankReading("unknown", "cursor_outside_input", runtime), frame, columns };
  }
  let input = [];
  for (let r = at.promptRow; r <= at.endRow; r++) {
    input.push(screen[r].cells.filter((c) => c.col >= at.prefix).map((c) => ({ ...c, col: c.col - at.prefix })));
  }
  const ci = y - at.promptRow;
  const cx = x - at.prefix;
  const suffix = [...input[ci].filter((c) => c.col >= cx), ...input.slice(ci + 1).flat()];
  const first = suffix[0];
  const claudeCaret = runtime === "claude" && first !== void 0 && first.col === cx && first.reverse && !first.dim && input[ci].includes(first);
  const shown = suffix.slice(claudeCaret ? 1 : 0).filter((c) => !isBlankCell(c));
  let suggestion = null;
  if (shown.length > 0 && shown.every((c) => c.dim)) {
    const hintRows = [input[ci].filter((c) => c.col >= cx), ...input.slice(ci + 1)].map(rowText);
    suggestion = hintRows.map((r) => r.trimEnd()).join("\n").trim() || null;
    input = [...input.slice(0, ci), input[ci].filter((c) => c.col < cx)];
  }
  const last = input.length - 1;
  const rows = input.map((cells, i) => {
    if (i === last && i === ci && cells.filter((c) => c.col >= cx).every(isBlankCell)) {
      const before = rowText(cells.filter((c) => c.col < cx));
      return before + " ".repeat(Math.max(0, cx - textWidth(before)));
    }
    return rowText(cells).replace(/ +$/, "");
  });
  const labels = findPasteLabels(rows.join("\n"), runtime).map((l) => l.label);
  const numbered = looksNumbered(rows[0] ?? "");
  const cursorAtStart = ci === 0 && cx === 0;
  const cursorAtEnd = ci === rows.length - 1 && cx === textWidth(rows[rows.length - 1] ?? "");
  const reading = {
    state: "draft",
    reason: labels.length ? "pasted_label" : "typed_text",
    runtime,
    rows,
    suggestion,
    pasteLabels: labels,
    collapsedPaste: rows.length === 1 && labels.length === 1 && rows[0] === labels[0],
    frame,
    numbered,
    cursorAtEnd,
    columns
  };
  if (rows.length === 1 && rows[0] === "" && cursorAtStart) {
    if (at.popup) return { ...reading, state: "unknown", reason: "unsupported_layout" };
    const reason = suggestion === null ? "empty_composer" : isKnownPlaceholder(suggestion) ? "placeholder" : "ghost_suggestion";
    return { ...reading, state: "empty", reason };
  }
  if (numbered) {
    const owned = opts.owned;
    if (owned && owned.frame === frame && rowsMatchText(rows, owned.text, columns, WRAP_SLACK[runtime])) {
      return { ...reading, reason: "owned_numbered_text" };
    }
    return { ...reading, state: "unknown", reason: "numbered_menu" };
  }
  return reading;
}

// lib/tmux/client.ts
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
  return new Promise((resolve3, reject) => {
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
        resolve3({ stdout, stderr });
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

// lib/delivery/pane/snapshot.ts
var PROBE_FORMAT = "#{pane_id}|#{cursor_x}|#{cursor_y}|#{pane_width}|#{pane_height}|#{pane_in_mode}";
var TIMEOUT_MS = 5e3;
function parseProbe(line) {
  const fields = line.trim().split("|");
  if (fields.length !== 5 || !fields.every((f) => /^\d+$/.test(f))) return null;
  const [x, y, width, height, mode] = fields.map(Number);
  if (width < 1 || height < 1 || x > width || y >= height) return null;
  return { x, y, width, height, inMode: mode !== 0 };
}
async function probe(server, paneId) {
  const args = ["display-message", "-p", "-t", paneId, PROBE_FORMAT];
  const { stdout } = await tmux(server, args, { timeoutMs: TIMEOUT_MS });
  const sep2 = stdout.indexOf("|");
  if (stdout.slice(0, sep2) !== paneId) throw new TmuxError("not-found", args, `can't find pane: ${paneId}`, 1);
  return parseProbe(stdout.slice(sep2 + 1));
}
function combineSnapshot(before, styled, after) {
  if (!before || !after) return null;
  if (after.x !== before.x || after.y !== before.y || after.width !== before.width || after.height !== before.height)
    return null;
  return {
    styled,
    cursor: { x: after.x, y: after.y },
    size: { width: after.width, height: after.height },
    inMode: before.inMode || after.inMode
  };
}
async function captureSnapshot(server, paneId) {
  if (!/^%\d+$/.test(paneId)) throw new Error(`not a pane id: ${paneId}`);
  const before = await probe(server, paneId);
  if (!before) return null;
  const { stdout: styled } = await tmux(server, ["capture-pane", "-p", "-e", "-t", paneId], { timeoutMs: TIMEOUT_MS });
  const after = await probe(server, paneId);
  return combineSnapshot(before, styled, after);
}

// lib/seat/runtime.ts
function clientOf(runtime) {
  return runtime === "codex" ? "codex" : "claude";
}

// lib/cli/composer.ts
var USAGE = [
  "rig composer read --seat REF [--json]",
  "rig composer read --capture FILE --cursor X,Y --size WxH [--runtime claude|codex] [--in-mode] [--json]"
];
function parseCursor(text) {
  const m = /^(\d+),(\d+)$/.exec(text ?? "");
  if (!m) throw usageError("--cursor needs X,Y (0-based column and row)", "for example --cursor 2,37");
  return { x: Number(m[1]), y: Number(m[2]) };
}
function parseSize(text) {
  const m = /^(\d+)x(\d+)$/.exec(text ?? "");
  if (!m) throw usageError("--size needs WxH (pane width and height)", "for example --size 120x40");
  return { width: Number(m[1]), height: Number(m[2]) };
}
function parseRuntime(text) {
  if (text === void 0) return void 0;
  if (text === "claude" || text === "codex") return text;
  throw usageError(`unknown runtime "${text}"`, "use --runtime claude or --runtime codex");
}
var unknownReading = (reason, runtime) => blankReading("unknown", reason, runtime);
async function readSeat2(ctx, ref) {
  const seat = resolveSeatForCli(ctx.home, ref);
  const name = seatRefOf(seat);
  const paneId = seat.tmux.paneId;
  if (!paneId) throw refused(`seat ${name} has no recorded pane`, "launch the seat first");
  const source = { kind: "seat", seat: name, paneId };
  if (seat.runtime === "terminal") {
    return { reading: unknownReading("unsupported_runtime", null), snapshot: null, source };
  }
  const runtime = clientOf(seat.runtime);
  let snapshot;
  try {
    snapshot = await captureSnapshot({ socket: seat.tmux.socket }, paneId);
  } catch (err) {
    if (err instanceof TmuxError) {
      if (err.failure === "no-server")
        throw refused(`no tmux server for seat ${name}`, "start the seat, or check its tmux socket");
      if (err.failure === "not-found") throw refused(`pane ${paneId} of seat ${name} is gone`, "relaunch the seat");
      throw refused(`tmux could not read pane ${paneId}: ${err.stderr.trim() || err.message}`, "check tmux and retry");
    }
    throw err;
  }
  const reading = snapshot ? readComposer(snapshot, { runtime }) : unknownReading("screen_changed", runtime);
  return { reading, snapshot, source };
}
function readCapture(ctx, { file, cursor, size, runtime, inMode }) {
  const path = (0, import_node_path5.resolve)(ctx.cwd, file);
  let styled;
  try {
    styled = (0, import_node_fs6.readFileSync)(path, "utf8");
  } catch (err) {
    throw cannotRead(file, err, "give a styled capture (tmux capture-pane -p -e)");
  }
  const snapshot = { styled, cursor, size, inMode };
  return {
    reading: readComposer(snapshot, runtime ? { runtime } : {}),
    snapshot,
    source: { kind: "capture", file: path }
  };
}
function printHuman(ctx, reading, source, snapshot) {
  say(ctx, `state: ${reading.state}`);
  say(ctx, `reason: ${reading.reason}`);
  say(ctx, `runtime: ${reading.runtime ?? "(none)"}`);
  if (source.kind === "seat") say(ctx, `seat: ${source.seat} (pane ${source.paneId})`);
  if (snapshot)
    say(
      ctx,
      `cursor: ${snapshot.cursor.x},${snapshot.cursor.y}  size: ${snapshot.size.width}x${snapshot.size.height}${snapshot.inMode ? "  (in a tmux mode)" : ""}`
    );
  if (reading.rows.length) {
    say(ctx, `rows (${reading.rows.length}):`);
    for (const row of reading.rows) say(ctx, `  ${JSON.stringify(row)}`);
  } else {
    say(ctx, "rows: (none)");
  }
  say(ctx, `suggestion: ${reading.suggestion === null ? "(none)" : JSON.stringify(reading.suggestion)}`);
  say(ctx, `labels: ${reading.pasteLabels.length ? reading.pasteLabels.join(" ") : "(none)"}`);
  if (reading.state !== "unknown") say(ctx, `cursor at end: ${reading.cursorAtEnd ? "yes" : "no"}`);
}
var readVerb = defineVerb({
  args: {
    string: ["seat", "capture", "cursor", "size", "runtime"],
    boolean: ["json", "in-mode"],
    completes: { seat: "seat" }
  },
  options(p) {
    const seat = str(p, "seat");
    const file = str(p, "capture");
    if (seat === void 0 === (file === void 0))
      throw usageError("give exactly one of --seat or --capture", USAGE.join(" or "));
    if (seat !== void 0) {
      for (const flag of ["cursor", "size", "runtime", "in-mode"]) {
        if (p.flags[flag] !== void 0 && p.flags[flag] !== false)
          throw usageError(
            `--${flag} goes with --capture`,
            "a live read takes these from the pane and the seat record"
          );
      }
      return { from: "seat", seat, json: bool(p, "json") };
    }
    const capture = {
      file,
      cursor: parseCursor(str(p, "cursor")),
      size: parseSize(str(p, "size")),
      runtime: parseRuntime(str(p, "runtime")),
      inMode: bool(p, "in-mode")
    };
    return { from: "capture", capture, json: bool(p, "json") };
  },
  async run(o, ctx) {
    const out = o.from === "seat" ? await readSeat2(ctx, o.seat) : readCapture(ctx, o.capture);
    const { reading, snapshot, source } = out;
    if (o.json) {
      printJson(ctx, {
        ...reading,
        columns: reading.columns ?? null,
        cursor: snapshot?.cursor ?? null,
        size: snapshot?.size ?? null,
        inMode: snapshot?.inMode ?? null,
        source
      });
    } else {
      printHuman(ctx, reading, source, snapshot);
    }
  }
});
var composerCommand = defineNoun(
  {
    name: "composer",
    details: [
      "read --seat REF reads the seat's pane now (visible screen with styling, cursor, copy mode).",
      "read --capture FILE reads a saved `tmux capture-pane -p -e` with its cursor and pane size.",
      "Nothing is typed and nothing is saved. --json prints the reading with the snapshot geometry:",
      "{state, reason, runtime, rows, suggestion, pasteLabels, collapsedPaste, frame, numbered,",
      " cursorAtEnd, columns, cursor, size, inMode, source}."
    ].join("\n")
  },
  [{ name: "read", usage: USAGE, verb: readVerb }]
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  composerCommand
});
}))
