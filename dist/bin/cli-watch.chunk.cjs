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

// lib/cli/watch.ts
var watch_exports = {};
__export(watch_exports, {
  useColor: () => useColor,
  watchCommand: () => watchCommand
});
module.exports = __toCommonJS(watch_exports);

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
    unknown: (flag2) => {
      unknown ??= flag2;
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

// lib/seat/registry.ts
var import_node_fs7 = require("node:fs");
var import_node_path2 = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var childProcess = () => process.getBuiltinModule("node:child_process");
var net = () => process.getBuiltinModule("node:net");
var os = () => process.getBuiltinModule("node:os");

// lib/store/document.ts
var import_node_fs2 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate2) {
  return (validate2.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
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

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs = require("node:fs");

// lib/util/compare-text.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// lib/store/quarantine.ts
var INFIX = ".corrupt-";
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
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

// lib/util/oldest-first.ts
function oldestFirst(a, b) {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// lib/store/jsonl-log.ts
var import_node_fs3 = require("node:fs");
var HASH_CHARS = 16;
function checksum(json) {
  return crypto().createHash("sha256").update(json).digest("hex").slice(0, HASH_CHARS);
}
function decodeLines(text2) {
  const records = [];
  let dropped = 0;
  const lines2 = text2.split("\n");
  if (lines2[lines2.length - 1] === "") lines2.pop();
  for (const line of lines2) {
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

// lib/store/ttl-record.ts
var import_node_fs4 = require("node:fs");
function readTtlRecord(file, now = Date.now()) {
  let envelope;
  try {
    envelope = JSON.parse((0, import_node_fs4.readFileSync)(file, "utf8"));
  } catch (err) {
    if (err.code !== "ENOENT") (0, import_node_fs4.rmSync)(file, { force: true });
    return void 0;
  }
  if (envelope?.schema !== "ttl-record" || typeof envelope.expiresAt !== "number" || envelope.expiresAt <= now) {
    (0, import_node_fs4.rmSync)(file, { force: true });
    return void 0;
  }
  return envelope.value;
}

// lib/util/fs-async.ts
var import_node_fs5 = require("node:fs");
function promised(call) {
  return new Promise((resolve3, reject) => call((err, value) => err ? reject(err) : resolve3(value)));
}
var stat = (path2) => promised((cb) => (0, import_node_fs5.stat)(path2, cb));
var readdir = (path2) => promised((cb) => (0, import_node_fs5.readdir)(path2, cb));
var open = (path2, flags, mode) => promised((cb) => (0, import_node_fs5.open)(path2, flags, mode, cb));
var fstat = (fd) => promised((cb) => (0, import_node_fs5.fstat)(fd, cb));
var read = (fd, buf, offset, length, position) => promised((cb) => (0, import_node_fs5.read)(fd, buf, offset, length, position, cb));
var closeQuietly = (fd) => (0, import_node_fs5.close)(fd, () => void 0);

// lib/util/read-regular-file.ts
var import_node_fs6 = require("node:fs");

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
  return new Promise((resolve3, reject) => {
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
          resolve3(v);
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
var OPEN_FLAGS = import_node_fs6.constants.O_RDONLY | (import_node_fs6.constants.O_NONBLOCK ?? 0) | (import_node_fs6.constants.O_NOCTTY ?? 0);
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
var oneLine = (text2) => text2.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || "unknown error");
function abortReason(signal) {
  const r = signal?.reason;
  const text2 = r instanceof Error ? r.message : r !== void 0 ? String(r) : "";
  return text2 ? `aborted: ${oneLine(text2)}` : "aborted";
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
  let text2;
  try {
    text2 = (await readRegularFile(file, { maxBytes: ASYNC_DOCUMENT_MAX_BYTES, signal: opts.signal })).bytes.toString(
      "utf8"
    );
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) throw err;
    if (err.failure === "missing") return void 0;
    if (err.failure === "aborted" || err.failure === "unreadable") throw err;
    return corrupt(file, err.reason, opts);
  }
  const r = interpretDocument(kind, file, text2);
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
  const ok2 = compiled(data, options);
  validate_seat_v1.errors = compiled.errors;
  return ok2;
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

// lib/home/paths.ts
var import_node_path = require("node:path");

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
function queueRowPath(p, id) {
  return (0, import_node_path.join)(p.queueRows, `${id}.json`);
}
function queueSeatIndexPath(p, destination) {
  return (0, import_node_path.join)(p.queueSeatIndexes, `${destination}.json`);
}
function outboxDir(p, nodeId) {
  return (0, import_node_path.join)(p.outbox, nodeId);
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
function permissionEvidencePath(p, nodeId) {
  return (0, import_node_path.join)(p.permissionEvidence, `${nodeId}.json`);
}
function terminalPolicySeatPath(p, nodeId) {
  return (0, import_node_path.join)(p.terminalPolicy, "seats", `${nodeId}.json`);
}
function seatModelPath(p, nodeId) {
  return (0, import_node_path.join)(p.seatModels, `${nodeId}.json`);
}
function queueWakePath(p, rowId, settled2 = false) {
  return (0, import_node_path.join)(settled2 ? p.queueWakesDone : p.queueWakes, `${rowId}.json`);
}
function compactionStatePath(p, nodeId) {
  return (0, import_node_path.join)(p.compaction, "state", `${nodeId}.json`);
}
function contextSamplePath(p, nodeId) {
  return (0, import_node_path.join)(sensorDir(p, nodeId), "sample.json");
}
function sensorDir(p, nodeId) {
  return (0, import_node_path.join)(p.contextUsage, nodeId);
}

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
    const dir = (0, import_node_path2.join)(home.seats, r);
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
var actorLabel = (actor) => actor ?? UNATTRIBUTED_LABEL;
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
function readGuard(home, nodeId, fallbackMode) {
  checkNodeId(nodeId);
  if (!isGuardMode(fallbackMode)) throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
  return resolvePreference(nodeId, readDoc(home, nodeId), readGuardAudit(home, nodeId), fallbackMode);
}

// lib/delivery/guard/seat-guard.ts
function seatGuard(home, seat) {
  return readGuard(home, seat.nodeId, fallbackModeOf(seat));
}
function pendingText(effective, pending, desired) {
  return pending && desired !== effective ? ` (activation pending; requested ${desired})` : "";
}

// lib/delivery/outbox/outbox.ts
var import_node_fs8 = require("node:fs");
var import_node_path3 = require("node:path");

// lib/store/validators/outbox-record.v1.generated.js
var compiled3;
function validate_outbox_record_v1(data, options) {
  compiled3 ??= build3();
  const ok2 = compiled3(data, options);
  validate_outbox_record_v1.errors = compiled3.errors;
  return ok2;
}
function build3() {
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
var OUTBOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;
var DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);
var OutboxError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
  code;
};
var OutboxInputError = class extends OutboxError {
  constructor(message) {
    super("invalid_outbox_input", message);
  }
};
function isOutboxId(id) {
  return typeof id === "string" && OUTBOX_ID_PATTERN.test(id) && !id.includes("..");
}
function checkNode(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new OutboxInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
var recordFile = (home, nodeId, id) => (0, import_node_path3.join)(outboxDir(home, nodeId), `${id}.json`);
function readRecord(home, nodeId, id) {
  return readDocument(outboxRecordKind, recordFile(home, nodeId, id), { onCorrupt: "fresh" });
}
function recordIds(home, nodeId) {
  let names;
  try {
    names = (0, import_node_fs8.readdirSync)(outboxDir(home, nodeId));
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter(isOutboxId);
}
function listRecords(home, nodeId) {
  checkNode(nodeId);
  const out = [];
  for (const id of recordIds(home, nodeId)) {
    const rec = readRecord(home, nodeId, id);
    if (rec && rec.id === id && rec.nodeId === nodeId) out.push(rec);
  }
  return out.sort(oldestFirst);
}
function listHeld(home, nodeId) {
  return listRecords(home, nodeId).filter((r) => r.state === "held");
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";
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
var exactSession = (name) => `=${name}`;
function childEnv(server) {
  if (!server.socket) return process.env;
  const env = { ...process.env };
  delete env.TMUX;
  return env;
}
var router;
function setTmuxRouter(next) {
  router = next;
}
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

// lib/delivery/pane/tmux-adapter.ts
var PANE_FORMAT = "#{pane_current_command}|#{session_name}|#{pane_id}|#{pane_dead}|#{pane_in_mode}|#{pane_width}|#{pane_height}|#{pane_pid}";
function parsePaneLine(line) {
  const parts = line.split("|");
  if (parts.length < 8) return void 0;
  const [pid, height, width, inMode, dead, paneId] = [
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop()
  ];
  const session = parts.pop();
  const currentCommand = parts.join("|");
  if (!/^%\d+$/.test(paneId)) return void 0;
  return {
    paneId,
    session,
    currentCommand,
    dead: dead === "1",
    inMode: inMode !== "0" && inMode !== "",
    width: Number(width),
    height: Number(height),
    pid: /^\d+$/.test(pid) ? Number(pid) : 0
  };
}
function probeFailure(err) {
  if (err instanceof TmuxError) {
    if (err.failure === "no-server")
      return { ok: false, reason: "tmux_unavailable", detail: err.stderr.trim() || err.message };
    if (err.failure === "not-found")
      return { ok: false, reason: "session_missing", detail: err.stderr.trim() || err.message };
    return { ok: false, reason: "tmux_unavailable", detail: err.stderr.trim() || err.message };
  }
  return { ok: false, reason: "tmux_unavailable", detail: err?.message ?? String(err) };
}
async function probePane(target) {
  let out;
  try {
    out = (await tmux(target.server, listPanesArgs(target), { timeoutMs: 5e3 })).stdout;
  } catch (err) {
    return probeFailure(err);
  }
  return paneProbeFrom(out, target);
}
function listPanesArgs(target) {
  return ["list-panes", "-s", "-t", exactSession(target.session), "-F", PANE_FORMAT];
}
function paneProbeFrom(out, target) {
  const panes = out.split("\n").filter(Boolean).map(parsePaneLine).filter((p) => p !== void 0);
  if (target.paneId) {
    const bound = panes.find((p) => p.paneId === target.paneId);
    if (!bound)
      return {
        ok: false,
        reason: "target_changed",
        detail: `pane ${target.paneId} is no longer in session ${target.session}; no input written`
      };
    return { ok: true, pane: bound };
  }
  if (panes.length !== 1)
    return {
      ok: false,
      reason: "target_changed",
      detail: `session ${target.session} has ${panes.length} panes and no bound pane id; no input written`
    };
  return { ok: true, pane: panes[0] };
}
async function capturePlain(target, paneId, historyLines = 0) {
  const args = ["capture-pane", "-p", "-t", paneId];
  if (historyLines > 0) args.push("-S", String(-historyLines));
  return (await tmux(target.server, args, { timeoutMs: 5e3 })).stdout;
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
function looksNumbered(text2) {
  return /^\s*\d+[.)]/.test(text2);
}
var CLAUDE_LABEL = /\[Pasted\s+text\s+#(\d+)(?:\s+\+(\d+)\s+lines?)?\]/g;
var CODEX_LABEL = /\[Pasted\s+Content\s+(\d+)\s+chars?\]/g;
function findPasteLabels(text2, runtime) {
  const out = [];
  if (runtime !== "codex") {
    for (const m of text2.matchAll(CLAUDE_LABEL)) {
      const lines2 = m[2];
      out.push({
        label: m[0].replace(/\s+/g, " "),
        runtime: "claude",
        count: lines2 === void 0 ? 0 : Number(lines2),
        index: m.index,
        length: m[0].length
      });
    }
  }
  if (runtime !== "claude") {
    for (const m of text2.matchAll(CODEX_LABEL)) {
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
  const at2 = located.at;
  const input = rows.slice(at2.promptRow, at2.endRow + 1).map((r) => r.slice(at2.prefix).replace(/[\s\u00a0]+$/, ""));
  const content = input.join("\n").trim();
  const known = opts.composer && opts.composer.state !== "unknown" && opts.composer.runtime === rt ? opts.composer : void 0;
  const draft = known ? known.state === "draft" : !(content === "" || input.length === 1 && isKnownPlaceholder(content));
  const busy = rt === "claude" ? claudeBusy(rows, at2.promptRow, at2.endRow) : codexBusy(rows, at2.promptRow);
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

// lib/util/clock-clamp.ts
var FUTURE_SKEW_MS = 3e4;
function isFutureStamp(stampMs, nowMs) {
  return stampMs - nowMs > FUTURE_SKEW_MS;
}
function stampAgeMs(stampMs, nowMs) {
  if (isFutureStamp(stampMs, nowMs)) return null;
  return Math.max(0, Math.round(nowMs - stampMs));
}

// lib/activity/freshness.ts
var HOOK_STALE_MS = 5 * 6e4;
var HOOK_DECIDES_MS = 15e3;
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
var HOOK_WORD = {
  running: "busy",
  idle: "idle",
  needs_input: "needs_input",
  unknown: void 0
};
function decisiveHookWord(hook) {
  if (hook.stale || hook.ageMs === null) return void 0;
  const word = HOOK_WORD[hook.state];
  if (word === void 0) return void 0;
  if (hook.ageMs <= HOOK_DECIDES_MS) return word;
  return word === "idle" ? word : void 0;
}
function combineReadiness(hook, screen) {
  const word = decisiveHookWord(hook);
  const age2 = hook.ageMs ?? void 0;
  if (screen?.state === "needs_input") {
    if (word === "needs_input") return { state: "needs_input", reason: hook.reason, source: "hook", ageMs: age2 };
    if (word !== void 0) return { state: "needs_input", reason: screen.reason, source: "hook+pane", ageMs: age2 };
    return { state: "needs_input", reason: screen.reason, source: "pane" };
  }
  if (word !== void 0) return { state: word, reason: hook.reason, source: "hook", ageMs: age2 };
  if (screen) return { state: screen.state, reason: screen.reason, source: "pane" };
  return { state: "unknown", reason: "not_read", source: "pane" };
}

// lib/activity/store.ts
var import_node_fs10 = require("node:fs");

// lib/util/read-if-present.ts
var import_node_fs9 = require("node:fs");
function readIfPresent(file) {
  try {
    if ((0, import_node_fs9.statSync)(file, { throwIfNoEntry: false }) === void 0) return void 0;
  } catch (e) {
    if (e.code === "ENOTDIR") return void 0;
    throw e;
  }
  return (0, import_node_fs9.readFileSync)(file, "utf8");
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
function checkObservedAt(at2) {
  if (typeof at2 !== "string" || !ISO_PATTERN.test(at2))
    return "observedAt is not an ISO time (YYYY-MM-DDTHH:MM:SS.mmmZ)";
  const ms = Date.parse(at2);
  if (!Number.isFinite(ms) || new Date(ms).toISOString() !== at2) return "observedAt is not a real time";
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

// lib/util/iso-time.ts
var pad = (n, width) => String(n).padStart(width, "0");
function isoTime(ms) {
  const t = Math.trunc(ms) + 0;
  const days = Math.floor(t / 864e5);
  const inDay = t - days * 864e5;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (!Number.isFinite(t) || year < 0 || year > 9999) return new Date(ms).toISOString();
  const h = Math.floor(inDay / 36e5);
  const m = Math.floor(inDay % 36e5 / 6e4);
  const sec = Math.floor(inDay % 6e4 / 1e3);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(h, 2)}:${pad(m, 2)}:${pad(sec, 2)}.${pad(inDay % 1e3, 3)}Z`;
}

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
var fail2 = (reason) => ({ ok: false, reason });
function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function patternProblem(field, v, pattern2, what) {
  if (typeof v !== "string") return `${field} must be a string`;
  if (!pattern2.test(v)) return `${field} must be ${what}`;
  return void 0;
}
function seatProblem(v) {
  if (typeof v !== "string") return "seat must be a string (name@rig)";
  const at2 = v.indexOf("@");
  if (at2 < 0 || v.indexOf("@", at2 + 1) >= 0) return "seat must be name@rig";
  const problem = nameProblem(v.slice(0, at2)) ?? nameProblem(v.slice(at2 + 1));
  return problem ? `seat: ${problem}` : void 0;
}
function checkHookObservation(value, opts = {}) {
  if (!isPlainObject(value)) return fail2("the body must be a JSON object (a hook observation)");
  const unknown = Object.keys(value).filter((k) => !FIELDS.has(k));
  if (unknown.length) return fail2(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.sort().join(", ")}`);
  const o = value;
  if (o.v !== 1) return fail2("v must be 1");
  const identity = patternProblem("nodeId", o.nodeId, NODE_ID_PATTERN, "a node id (n-<16 hex>)") ?? patternProblem("occupant", o.occupant, OCCUPANT_PATTERN, "an occupant id (o-<16 hex>)") ?? seatProblem(o.seat);
  if (identity) return fail2(identity);
  if (o.runtime !== "claude" && o.runtime !== "codex") return fail2("runtime must be claude or codex");
  const event = patternProblem("event", o.event, EVENT_PATTERN, "a hook event name (letters, digits, _; \u2264 64)");
  if (event) return fail2(event);
  if (o.subtype !== void 0) {
    const p = patternProblem("subtype", o.subtype, SUBTYPE_PATTERN, "a short word ([A-Za-z0-9_.:-], \u2264 64)");
    if (p) return fail2(p);
  }
  const now = opts.now ?? Date.now();
  if (typeof o.seq !== "number" || !Number.isSafeInteger(o.seq) || o.seq <= 0)
    return fail2("seq must be a positive safe integer");
  if (o.seq < MIN_SEQ) return fail2("seq must be microseconds since the epoch (this one is too small)");
  if (o.seq > (now + FUTURE_SKEW_MS) * 1e3) return fail2("seq is in the future");
  if (typeof o.observedAt !== "string" || !ISO_UTC.test(o.observedAt) || Number.isNaN(Date.parse(o.observedAt)))
    return fail2("observedAt must be an ISO time in UTC (\u2026Z)");
  if (isFutureStamp(Date.parse(o.observedAt), now)) return fail2("observedAt is in the future");
  if (o.sessionId !== void 0) {
    const p = patternProblem("sessionId", o.sessionId, SESSION_ID_PATTERN, "an id ([A-Za-z0-9._:-], \u2264 128)");
    if (p) return fail2(p);
  }
  if (o.transcriptPath !== void 0) {
    const p = patternProblem("transcriptPath", o.transcriptPath, TRANSCRIPT_PATH_PATTERN, "an absolute .jsonl path");
    if (p) return fail2(p);
  }
  if (o.promptHash !== void 0) {
    const p = patternProblem("promptHash", o.promptHash, PROMPT_HASH_PATTERN, "a prompt hash (fnv1a64:<16 hex>)");
    if (p) return fail2(p);
  }
  if (o.toolName !== void 0) {
    if (toolNameOf(o.toolName) === void 0)
      return fail2(`toolName must be 1\u2013${TOOL_NAME_MAX} UTF-16 units without control or format characters`);
  }
  if (o.agentId !== void 0) {
    if (typeof o.agentId !== "string" || !actorOf(o.agentId).ok)
      return fail2("agentId must be a valid agent id (lib/evidence actorOf)");
  }
  let plugin;
  if (o.plugin !== void 0) {
    if (!isPlainObject(o.plugin)) return fail2("plugin must be an object {version, bundleHash}");
    const extra = Object.keys(o.plugin).filter((k) => k !== "version" && k !== "bundleHash");
    if (extra.length) return fail2(`plugin: unknown field ${extra.sort().join(", ")}`);
    const p = patternProblem("plugin.version", o.plugin.version, PLUGIN_VERSION_PATTERN, "a version (\u2264 64)") ?? patternProblem("plugin.bundleHash", o.plugin.bundleHash, BUNDLE_HASH_PATTERN, "16 hex digits or unknown");
    if (p) return fail2(p);
    plugin = { version: o.plugin.version, bundleHash: o.plugin.bundleHash };
  }
  let permission;
  if (o.permission !== void 0) {
    if (o.event !== "PermissionRequest") return fail2("permission is carried only by a PermissionRequest");
    const checked = (opts.checkPermission ?? checkPermissionObservation)(o.permission);
    if (!checked.ok) return fail2(`permission: ${checked.reason}`);
    if (checked.value.seq !== o.seq) return fail2("permission.seq must equal seq");
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
var compiled4;
function validate_seat_hooks_v1(data, options) {
  compiled4 ??= build4();
  const ok2 = compiled4(data, options);
  validate_seat_hooks_v1.errors = compiled4.errors;
  return ok2;
}
function build4() {
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
    fd = (0, import_node_fs10.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, (0, import_node_fs10.fstatSync)(fd).size - from)));
    let n = 0;
    while (n < buf.length) {
      const r = (0, import_node_fs10.readSync)(fd, buf, n, buf.length - n, from + n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== void 0) (0, import_node_fs10.closeSync)(fd);
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
function textWidth(text2) {
  let w = 0;
  for (const ch of text2) w += charWidth(ch.codePointAt(0));
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
    const text2 = String.fromCodePoint(cp);
    i += text2.length;
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
      if (prev) prev.ch += text2;
      continue;
    }
    cells.push({ ch: text2, col, width: w, dim: state.dim, reverse: state.reverse });
    col += w;
  }
  if (cells.length) endRow();
  return rows;
}

// lib/delivery/composer/ownership.ts
var WRAP_SLACK = { claude: 4, codex: 2 };
var MIN_LITERAL_TAIL = 48;
var normalize2 = (text2) => text2.replace(/\r\n?/g, "\n");
var newlines = (text2) => (text2.match(/\n/g) ?? []).length;
var stripSpace = (text2) => text2.replace(/\s+/g, "");
function rowsMatchText(rows, text2, columns2, slack = 0) {
  const t = [...normalize2(text2)];
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
  if (hi === Infinity) return columns2 === void 0 || lo <= columns2;
  if (columns2 === void 0) return false;
  return Math.max(lo, columns2 - slack) <= Math.min(hi, columns2);
}
function pasteLabelMatches(label, text2, runtime) {
  const found = findPasteLabels(label, runtime);
  if (found.length !== 1 || found[0].label !== label.trim().replace(/\s+/g, " ")) return false;
  const t = normalize2(text2);
  if (t === "") return false;
  return runtime === "claude" ? newlines(t) === found[0].count : [...t].length === found[0].count;
}
function labelsAndTailMatch(rows, text2, runtime) {
  const joined = rows.join("\n");
  const labels = findPasteLabels(joined, runtime);
  if (!labels.length) return false;
  let at2 = 0;
  for (const l of labels) {
    if (joined.slice(at2, l.index).trim() !== "") return false;
    at2 = l.index + l.length;
  }
  const residual = stripSpace(joined.slice(at2));
  if (residual.length < MIN_LITERAL_TAIL) return false;
  const t = normalize2(text2);
  if (!stripSpace(t).endsWith(residual)) return false;
  let need = residual.length;
  let start = t.length;
  while (need > 0 && start > 0) {
    start--;
    if (!/\s/.test(t[start])) need--;
  }
  let from = start;
  while (from > 0 && /\s/.test(t[from - 1])) from--;
  const total = labels.reduce((sum, l) => sum + l.count, 0);
  for (let cut = from; cut <= start; cut++) {
    const hidden = t.slice(0, cut);
    if (runtime === "claude" ? newlines(hidden) === total : [...hidden].length === total) return true;
  }
  return false;
}
function ownsStagedText(reading, text2, opts = {}) {
  if (reading.state !== "draft" || !reading.cursorAtEnd || reading.runtime === null) return false;
  if (opts.emptyFrame !== void 0 && reading.frame !== opts.emptyFrame) return false;
  const runtime = reading.runtime;
  const t = normalize2(text2);
  if (t === "") return false;
  if (rowsMatchText(reading.rows, t, reading.columns, WRAP_SLACK[runtime])) return true;
  if (!reading.pasteLabels.length) return false;
  const seen = opts.labelsSeenAfterPaste;
  if (seen && !reading.pasteLabels.every((l) => seen.includes(l))) return false;
  if (reading.collapsedPaste) return pasteLabelMatches(reading.pasteLabels[0], t, runtime);
  return labelsAndTailMatch(reading.rows, t, runtime);
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
  const text2 = screen.map((r) => r.text);
  const tried = (opts.runtime ? [opts.runtime] : RUNTIMES).map((rt) => locateComposer(text2, rt));
  const found = tried.filter((l) => l.ok).map((l) => l.at);
  if (found.length === 0) {
    const reasons = tried.flatMap((l) => l.ok ? [] : [l.reason]);
    const reason = FAILURE_ORDER.find((r) => reasons.includes(r)) ?? reasons[0] ?? "no_composer";
    return blankReading("unknown", reason, runtimeHint);
  }
  if (found.length > 1) return blankReading("unknown", "ambiguous_composer", runtimeHint);
  const at2 = found[0];
  const runtime = at2.runtime;
  const width = snapshot.size.width;
  const frame = JSON.stringify([runtime, at2.glyph, at2.prefix, width, at2.anchor]);
  const columns2 = width - at2.prefix;
  const { x, y } = snapshot.cursor;
  if (y < at2.promptRow || y > at2.endRow || x < at2.prefix) {
    return { ...blankReading("unknown", "cursor_outside_input", runtime), frame, columns: columns2 };
  }
  let input = [];
  for (let r = at2.promptRow; r <= at2.endRow; r++) {
    input.push(screen[r].cells.filter((c) => c.col >= at2.prefix).map((c) => ({ ...c, col: c.col - at2.prefix })));
  }
  const ci = y - at2.promptRow;
  const cx = x - at2.prefix;
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
    columns: columns2
  };
  if (rows.length === 1 && rows[0] === "" && cursorAtStart) {
    if (at2.popup) return { ...reading, state: "unknown", reason: "unsupported_layout" };
    const reason = suggestion === null ? "empty_composer" : isKnownPlaceholder(suggestion) ? "placeholder" : "ghost_suggestion";
    return { ...reading, state: "empty", reason };
  }
  if (numbered) {
    const owned = opts.owned;
    if (owned && owned.frame === frame && rowsMatchText(rows, owned.text, columns2, WRAP_SLACK[runtime])) {
      return { ...reading, reason: "owned_numbered_text" };
    }
    return { ...reading, state: "unknown", reason: "numbered_menu" };
  }
  return reading;
}

// lib/delivery/pane/snapshot.ts
function parseProbe(line) {
  const fields = line.trim().split("|");
  if (fields.length !== 5 || !fields.every((f) => /^\d+$/.test(f))) return null;
  const [x, y, width, height, mode] = fields.map(Number);
  if (width < 1 || height < 1 || x > width || y >= height) return null;
  return { x, y, width, height, inMode: mode !== 0 };
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

// lib/delivery/composer/ops.ts
var PROBE_FORMAT = "#{pane_id}|#{cursor_x}|#{cursor_y}|#{pane_width}|#{pane_height}|#{pane_in_mode}";
async function captureScreens(server, paneId, opts = {}) {
  if (!/^%\d+$/.test(paneId)) throw new Error(`not a pane id: ${paneId}`);
  const tag = `@@openrig-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}@@`;
  const args = [
    ...opts.before ? [...opts.before, ";"] : [],
    "display-message",
    "-p",
    "-t",
    paneId,
    `${tag}${PROBE_FORMAT}`,
    ";",
    "capture-pane",
    "-p",
    "-e",
    "-t",
    paneId,
    ";",
    "display-message",
    "-p",
    "-t",
    paneId,
    `${tag}${PROBE_FORMAT}`
  ];
  if (opts.history !== void 0)
    args.push(
      ";",
      "display-message",
      "-p",
      "-t",
      paneId,
      `${tag}plain`,
      ";",
      "capture-pane",
      "-p",
      "-t",
      paneId,
      "-S",
      String(-opts.history)
    );
  const { stdout } = await tmux(server, args, { timeoutMs: 5e3 });
  const lines2 = stdout.split("\n");
  const marks = lines2.flatMap((l, i) => l.startsWith(tag) ? [i] : []);
  const [m1, m2, m3] = marks;
  const out = { snapshot: null };
  if (opts.before && m1 !== void 0) out.before = lines2.slice(0, m1).join("\n");
  if (opts.history !== void 0 && m3 !== void 0) out.plain = lines2.slice(m3 + 1).join("\n");
  if (m1 === void 0 || m1 !== 0 && !opts.before || m2 === void 0) return out;
  const probe = (line) => {
    const body = line.slice(tag.length);
    const sep2 = body.indexOf("|");
    return body.slice(0, sep2) === paneId ? parseProbe(body.slice(sep2 + 1)) : null;
  };
  out.snapshot = combineSnapshot(probe(lines2[m1]), lines2.slice(m1 + 1, m2).join("\n") + "\n", probe(lines2[m2]));
  return out;
}
function composerRuntime(runtime) {
  if (runtime === "claude-code") return "claude";
  if (runtime === "codex") return "codex";
  return void 0;
}
var composerOps = {
  // A capture that fails (pane gone, server down) is no evidence: the reader says unknown.
  capture: (server, paneId) => captureScreens(server, paneId).then(
    (s) => s.snapshot,
    () => null
  ),
  read(snapshot, opts) {
    const runtime = composerRuntime(opts.runtime);
    if (runtime === void 0) {
      return blankReading("unknown", "unsupported_runtime", null);
    }
    const frame = opts.owned?.frame;
    return readComposer(snapshot, {
      runtime,
      ...opts.owned && typeof frame === "string" ? { owned: { text: opts.owned.text, frame } } : {}
    });
  },
  owns(reading, text2, opts) {
    return ownsStagedText(reading, text2, {
      ...typeof opts.emptyFrame === "string" ? { emptyFrame: opts.emptyFrame } : {},
      ...Array.isArray(opts.labelsSeenAfterPaste) ? { labelsSeenAfterPaste: opts.labelsSeenAfterPaste } : {}
    });
  }
};

// lib/delivery/readiness.ts
function seatHooksLookup(home, seat) {
  if (seat.runtime === "terminal") return void 0;
  return () => readSeatHooks(home, seat.nodeId, seat.occupant);
}
function withHooks(screen, hooks, nowMs = Date.now()) {
  if (!hooks) return screen;
  const hook = hookActivityAt(hooks(), nowMs);
  const word = combineReadiness(hook, { state: screen.state, reason: screen.reason });
  return {
    state: word.state,
    reason: word.reason,
    source: word.source,
    ...word.ageMs !== void 0 ? { ageMs: word.ageMs } : {},
    hook,
    screen: { state: screen.state, reason: screen.reason },
    ...screen.composer ? { composer: screen.composer } : {}
  };
}
var ACTIVITY_HISTORY_LINES = 20;
async function captureForReadiness(target, paneId) {
  const screens = await captureScreens(target.server, paneId, { history: ACTIVITY_HISTORY_LINES }).catch(
    (err) => err
  );
  if (screens instanceof Error) return { snapshot: null, plain: screens };
  return { snapshot: screens.snapshot, plain: screens.plain ?? new Error("no plain capture") };
}
async function probeWithScreens(target, paneId) {
  try {
    const s = await captureScreens(target.server, paneId, {
      history: ACTIVITY_HISTORY_LINES,
      before: listPanesArgs(target)
    });
    if (s.before !== void 0) {
      return {
        probe: paneProbeFrom(s.before, target),
        screens: { snapshot: s.snapshot, plain: s.plain ?? new Error("no plain capture") }
      };
    }
  } catch {
  }
  return { probe: await probePane(target) };
}
function classifyReadiness(screens, pane, runtime, composer = composerOps, hooks) {
  const reading = composer.read(screens.snapshot, { runtime });
  if (screens.plain instanceof Error) {
    return withHooks(
      { state: "unknown", reason: `capture_failed: ${screens.plain.message}`, source: "pane", composer: reading },
      hooks
    );
  }
  const activity = classifyActivity(screens.plain, runtime, {
    paneCurrentCommand: pane.currentCommand,
    ...reading.runtime !== null ? { composer: reading } : {}
  });
  return withHooks({ state: activity.state, reason: activity.reason, source: "pane", composer: reading }, hooks);
}
async function readReadiness(target, pane, runtime, composer = composerOps, hooks) {
  let screens;
  if (composer === composerOps) {
    screens = await captureForReadiness(target, pane.paneId);
  } else {
    const [snapshot, plain] = await Promise.all([
      composer.capture(target.server, pane.paneId),
      capturePlain(target, pane.paneId, ACTIVITY_HISTORY_LINES).catch((err) => err)
    ]);
    screens = { snapshot, plain };
  }
  return classifyReadiness(screens, pane, runtime, composer, hooks);
}

// lib/activity/permission/store.ts
var PERMISSION_EVIDENCE_TTL_MS = 5 * 6e4;
function recordOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const r = value;
  if (r.v !== 1 || typeof r.occupant !== "string" || !OCCUPANT_PATTERN.test(r.occupant)) return void 0;
  if (r.pending !== "request_observed" && r.pending !== "completed") return void 0;
  if (typeof r.expiresAt !== "number" || !Number.isFinite(r.expiresAt)) return void 0;
  if (r.completedSeq !== void 0 && !Number.isSafeInteger(r.completedSeq)) return void 0;
  const obs = checkPermissionObservation(r.observation);
  if (!obs.ok) return void 0;
  const record = {
    v: 1,
    occupant: r.occupant,
    pending: r.pending,
    observation: obs.value,
    expiresAt: r.expiresAt
  };
  if (r.completedSeq !== void 0) record.completedSeq = r.completedSeq;
  return record;
}
function readPermissionStop(home, nodeId, now = Date.now(), occupant) {
  if (!NODE_ID_PATTERN.test(nodeId)) return { state: "unavailable" };
  const record = recordOf(readTtlRecord(permissionEvidencePath(home, nodeId), now));
  if (!record || occupant !== void 0 && record.occupant !== occupant) return { state: "unavailable" };
  const obs = record.observation;
  return {
    state: "observed",
    pending: record.pending,
    tool: { name: obs.tool.name },
    actor: obs.actor,
    observed_at: obs.observedAt,
    age_ms: Math.max(0, now - Date.parse(obs.observedAt)),
    suggested_rules: obs.suggested_rules
  };
}

// lib/delivery/send/send.ts
function targetOf(seat) {
  return { server: { socket: seat.tmux.socket }, session: seat.tmux.session, paneId: seat.tmux.paneId };
}

// lib/store/validators/compaction-state.v1.generated.js
var compiled5;
function validate_compaction_state_v1(data, options) {
  compiled5 ??= build5();
  const ok2 = compiled5(data, options);
  validate_compaction_state_v1.errors = compiled5.errors;
  return ok2;
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

// lib/compaction/owes.ts
function recordOwesTurn(rec) {
  if (!rec?.run) return false;
  return OWED_STEPS.includes(rec.step) || rec.attempt?.step === "compact";
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

// lib/compaction/status-section.ts
function compactionStatus(home, seat) {
  let rec;
  try {
    rec = readDocument(compactionStateKind, compactionStatePath(home, seat.nodeId), { onCorrupt: "fresh" });
  } catch {
    rec = void 0;
  }
  if (!rec && seat.runtime !== "claude-code") return void 0;
  const v = compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === "claude-code");
  return {
    stage: v.stage,
    since: v.since,
    waitingFor: v.waitingFor,
    owesTurn: v.owesTurn,
    lastOutcome: v.lastOutcome ? { result: v.lastOutcome.result, reason: v.lastOutcome.reason, at: v.lastOutcome.at } : null
  };
}

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model", "answer"];
var PRESET_PEER_ROW = {
  "no-peer-interventions": "none",
  "help-within-instructions": "helpers",
  "full-control": "all"
};
var STANDING_AUTHORITY = { self: true, openrig: true };

// lib/intervention/choice.ts
var exceptionFlag = (actor, action) => `${actor}-${action}`;
var EXCEPTION_FLAGS = ACTORS.flatMap(
  (actor) => ACTIONS.map((action) => exceptionFlag(actor, action))
);
var hasExceptions = (c) => ACTORS.some((a) => Object.keys(c.exceptions[a] ?? {}).length > 0);
function choiceLabel(c) {
  return hasExceptions(c) ? `Custom (from ${c.preset})` : c.preset;
}

// lib/intervention/policy.ts
function accountRows(choice) {
  const cell = (actor, action) => {
    const exception = choice.exceptions[actor]?.[action];
    if (exception) return exception;
    if (actor !== "peer") return STANDING_AUTHORITY[actor] ? "allow" : "deny";
    const row = PRESET_PEER_ROW[choice.preset];
    return row === "all" ? "allow" : row === "none" ? "deny" : "helpers";
  };
  return {
    peer: { compaction: cell("peer", "compaction"), model: cell("peer", "model"), answer: cell("peer", "answer") },
    self: { compaction: cell("self", "compaction"), model: cell("self", "model"), answer: cell("self", "answer") },
    openrig: {
      compaction: cell("openrig", "compaction"),
      model: cell("openrig", "model"),
      answer: cell("openrig", "answer")
    }
  };
}

// lib/store/validators/terminal-policy.v1.generated.js
var compiled6;
function validate_terminal_policy_v1(data, options) {
  compiled6 ??= build6();
  const ok2 = compiled6(data, options);
  validate_terminal_policy_v1.errors = compiled6.errors;
  return ok2;
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
  const ok2 = compiled7(data, options);
  validate_terminal_policy_default_v1.errors = compiled7.errors;
  return ok2;
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
function readTerminalPolicy(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  const doc = readDocument(seatKind2, terminalPolicySeatPath(home, nodeId), { onCorrupt: "fresh" });
  if (doc) return doc;
  const last = readTerminalPolicyAudit(home).filter((e) => e && e.nodeId === nodeId && (e.event === "set" || e.event === "copied") && e.choice).at(-1);
  if (!last) return void 0;
  return {
    schema: "terminal-policy",
    version: 1,
    nodeId,
    choice: last.choice,
    changedAt: last.at,
    actor: last.actor,
    origin: last.event === "copied" ? "rig-default" : "set"
  };
}
function readTerminalPolicyAudit(home) {
  return readLog(home.terminalPolicyAudit).records;
}

// lib/intervention/attribution.ts
function attributionLabel(a) {
  if (a.seat) return a.nodeId ? `seat ${a.seat}` : `seat ${a.seat} (not a recorded seat)`;
  if (a.operator) return `operator ${a.operator} (as given; not authenticated)`;
  return UNATTRIBUTED_LABEL;
}

// lib/store/validators/seat-model.v1.generated.js
var compiled8;
function validate_seat_model_v1(data, options) {
  compiled8 ??= build8();
  const ok2 = compiled8(data, options);
  validate_seat_model_v1.errors = compiled8.errors;
  return ok2;
}
function build8() {
  const schema51 = { "$id": "openrig/seat-model@1", "title": "A seat's saved model and effort ($OPENRIG_HOME/seat-model/<nodeId>.json)", "description": "Saved by rig seat set-model; applied at the next managed continuation (relaunch, restore, handover), never to the running process.", "type": "object", "required": ["schema", "version", "nodeId", "model", "effort", "savedAt", "actor", "caller"], "additionalProperties": false, "properties": { "schema": { "const": "seat-model" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$" }, "effort": { "type": ["string", "null"], "pattern": "^[a-z]{1,16}$" }, "savedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "enum": ["peer", "self"] }, "caller": { "type": ["string", "null"] }, "callerSeat": { "type": ["string", "null"] } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern133 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$", "u");
  const pattern134 = new RegExp("^[a-z]{1,16}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.model === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.effort === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "effort" }, message: "must have required property 'effort'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.savedAt === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "savedAt" }, message: "must have required property 'savedAt'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.caller === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "caller" }, message: "must have required property 'caller'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema51.properties, key0)) {
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
        if ("seat-model" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat-model" }, message: "must be equal to constant" };
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
      if (data.model !== void 0) {
        let data3 = data.model;
        if (typeof data3 === "string") {
          if (!pattern133.test(data3)) {
            const err13 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.effort !== void 0) {
        let data4 = data.effort;
        if (typeof data4 !== "string" && data4 !== null) {
          const err15 = { instancePath: instancePath + "/effort", schemaPath: "#/properties/effort/type", keyword: "type", params: { type: schema51.properties.effort.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (typeof data4 === "string") {
          if (!pattern134.test(data4)) {
            const err16 = { instancePath: instancePath + "/effort", schemaPath: "#/properties/effort/pattern", keyword: "pattern", params: { pattern: "^[a-z]{1,16}$" }, message: 'must match pattern "^[a-z]{1,16}$"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      }
      if (data.savedAt !== void 0) {
        let data5 = data.savedAt;
        if (typeof data5 === "string") {
          if (!pattern9.test(data5)) {
            const err17 = { instancePath: instancePath + "/savedAt", schemaPath: "#/properties/savedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        } else {
          const err18 = { instancePath: instancePath + "/savedAt", schemaPath: "#/properties/savedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data6 = data.actor;
        if (!(data6 === "peer" || data6 === "self")) {
          const err19 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/enum", keyword: "enum", params: { allowedValues: schema51.properties.actor.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.caller !== void 0) {
        let data7 = data.caller;
        if (typeof data7 !== "string" && data7 !== null) {
          const err20 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/type", keyword: "type", params: { type: schema51.properties.caller.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.callerSeat !== void 0) {
        let data8 = data.callerSeat;
        if (typeof data8 !== "string" && data8 !== null) {
          const err21 = { instancePath: instancePath + "/callerSeat", schemaPath: "#/properties/callerSeat/type", keyword: "type", params: { type: schema51.properties.callerSeat.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    } else {
      const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    validate33.errors = vErrors;
    return errors === 0;
  }
  return validate33;
}

// lib/seat/model-store.ts
var modelKind = defineKind({ schema: "seat-model", version: 1, validate: validate_seat_model_v1 });
function readSavedModel(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  return readDocument(modelKind, seatModelPath(home, nodeId), { onCorrupt: "fresh" });
}

// lib/intervention/status-section.ts
function terminalPolicyStatus(home, seat, interruptionLevel) {
  const rec = readTerminalPolicy(home, seat.nodeId);
  const saved = readSavedModel(home, seat.nodeId);
  const model = saved ? {
    model: saved.model,
    effort: saved.effort,
    savedAt: saved.savedAt,
    appliedToCurrent: seat.launch?.model === saved.model && (seat.launch?.effort ?? null) === saved.effort
  } : null;
  const base = { nativePermissions: seat.permissionMode ?? null, interruptionLevel, savedModel: model };
  if (!rec)
    return {
      account: null,
      preset: null,
      custom: false,
      rows: null,
      helpers: [],
      instruction: null,
      origin: null,
      changedAt: null,
      actorLabel: null,
      ...base
    };
  const c = rec.choice;
  return {
    account: choiceLabel(c),
    preset: c.preset,
    custom: choiceLabel(c) !== c.preset,
    rows: accountRows(c),
    helpers: c.helpers.map((h) => h.seat),
    instruction: c.instruction,
    origin: rec.origin,
    changedAt: rec.changedAt,
    actorLabel: attributionLabel(rec.actor),
    ...base
  };
}

// lib/context-usage/contract.ts
var CONTEXT_STALE_MS = 10 * 6e4;

// lib/context-usage/freshness.ts
function judgeSample(sample, current, now) {
  if (!sample) return { state: "unknown", reason: "no sample" };
  const expected = current.sessionId ?? null;
  if (expected !== null && sample.sessionId !== null && sample.sessionId !== expected)
    return { state: "unknown", reason: "sample from another session" };
  const at2 = Date.parse(sample.sampledAt);
  if (!Number.isFinite(at2)) return { state: "unknown", reason: "sample without a time" };
  if (!Number.isFinite(sample.usedPercent) || sample.usedPercent < 0 || sample.usedPercent > 100)
    return { state: "unknown", reason: "sample out of range" };
  const ageMs = Math.max(0, now - at2);
  return { state: ageMs > CONTEXT_STALE_MS ? "stale" : "known", sample, ageMs };
}

// lib/context-usage/rollout.ts
var import_node_path4 = require("node:path");
var import_node_fs11 = require("node:fs");
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
  const lines2 = text2.split("\n");
  const first = fromStart ? 0 : 1;
  for (let i = lines2.length - 1; i >= first; i--) {
    const tc = tokenCountOf(lines2[i]);
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
  return path2.startsWith("/") && path2.endsWith(".jsonl") && (0, import_node_path4.basename)(path2).startsWith("rollout-") && !path2.includes("\0");
}
function readRolloutUsage(path2, sessionId, maxBytes = ROLLOUT_MAX_BYTES) {
  if (!isRolloutPath(path2)) return { ok: false, reason: "no rollout file recorded" };
  let fd;
  try {
    fd = (0, import_node_fs11.openSync)(path2, "r");
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  }
  try {
    const size = (0, import_node_fs11.fstatSync)(fd).size;
    let end = size;
    let tail = Buffer.alloc(0);
    while (end > 0 && size - end < maxBytes) {
      const start = Math.max(0, end - ROLLOUT_STEP_BYTES, size - maxBytes);
      const chunk = Buffer.alloc(end - start);
      const n = (0, import_node_fs11.readSync)(fd, chunk, 0, chunk.length, start);
      tail = Buffer.concat([chunk.subarray(0, n), tail]);
      end = start;
      const tc = newestTokenCount(tail.toString("utf8"), start === 0);
      if (tc) return { ok: true, sample: rolloutSample(tc, sessionId) };
    }
    return { ok: false, reason: size === 0 ? "rollout is empty" : "no token count in the rollout yet" };
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  } finally {
    (0, import_node_fs11.closeSync)(fd);
  }
}

// lib/store/validators/context-usage.v1.generated.js
var compiled9;
function validate_context_usage_v1(data, options) {
  compiled9 ??= build9();
  const ok2 = compiled9(data, options);
  validate_context_usage_v1.errors = compiled9.errors;
  return ok2;
}
function build9() {
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

// lib/views/seat-status.ts
function hooksSummary(doc, nowMs) {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    // A stamp from the future has no age to show (lib/util/clock-clamp.ts).
    ageMs: stampAgeMs(doc.lastHook.seq / 1e3, nowMs),
    firstLaunch: doc.firstLaunch
  };
}
function statusActivity(r) {
  return {
    state: r.state,
    reason: r.reason,
    source: r.source,
    ...r.ageMs !== void 0 ? { ageMs: r.ageMs } : {},
    ...r.source !== "pane" && r.hook?.event ? { event: r.hook.event } : {},
    ...r.hook ? { hook: r.hook } : {},
    ...r.screen ? { screen: r.screen } : {}
  };
}
function guardLabel(mode, pending, desired) {
  return `${mode === "hold" ? "Typing guard: on (hold)" : `Typing guard: ${mode}`}${pendingText(mode, pending, desired)}`;
}
async function seatStatus(home, seat, opts = {}) {
  const target = targetOf(seat);
  const bound = seat.tmux.paneId;
  const paneRead = opts.filesOnly ? void 0 : bound ? probeWithScreens(target, bound) : probePane(target).then((probe2) => ({ probe: probe2, screens: void 0 }));
  const lookup = seatHooksLookup(home, seat);
  const hooksDoc = lookup?.();
  const now = Date.now();
  const hook = lookup ? hookActivityAt(hooksDoc, now) : void 0;
  const pref = seatGuard(home, seat);
  const held = listHeld(home, seat.nodeId);
  const heldBytes = held.reduce((n, r) => n + r.receipt.bytes, 0);
  const out = {
    seat: seatRefOf(seat),
    nodeId: seat.nodeId,
    runtime: seat.runtime,
    status: seat.status,
    typingGuard: {
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      pending: pref.pending,
      source: pref.source,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount: held.length,
      heldBytes,
      label: guardLabel(pref.effectiveMode, pref.pending, pref.desiredMode)
    },
    pane: { state: "missing", paneId: seat.tmux.paneId ?? null, session: seat.tmux.session },
    activity: { state: "unknown", reason: "not_read", source: "pane" },
    hooks: hooksSummary(hooksDoc, now),
    operation: opts.pending === void 0 ? { inFlight: null } : { inFlight: opts.pending, ...opts.operation ? { name: opts.operation } : {} },
    permission_stop: readPermissionStop(home, seat.nodeId, now, seat.occupant),
    terminalPolicy: terminalPolicyStatus(home, seat, pref.effectiveMode),
    compaction: compactionStatus(home, seat),
    context: seatContext(home, seat, hooksDoc, now)
  };
  if (!paneRead) {
    const word = hook ? combineReadiness(hook, void 0) : void 0;
    if (hook && word?.source === "hook") out.activity = statusActivity({ ...word, hook });
    return out;
  }
  const { probe, screens: early } = await paneRead;
  if (!probe.ok) {
    out.pane = {
      ...out.pane,
      state: probe.reason === "target_changed" ? "changed" : probe.reason === "session_missing" ? "missing" : "tmux_unavailable",
      detail: probe.detail
    };
    return out;
  }
  const p = probe.pane;
  out.pane = {
    state: p.dead ? "dead" : p.inMode ? "in_mode" : "ready",
    paneId: p.paneId,
    session: p.session,
    currentCommand: p.currentCommand,
    width: p.width,
    height: p.height
  };
  if (!p.dead) {
    const fixed = lookup ? () => hooksDoc : void 0;
    const r = early && p.paneId === bound ? classifyReadiness(early, p, seat.runtime, void 0, fixed) : await readReadiness(target, p, seat.runtime, void 0, fixed);
    out.activity = statusActivity(r);
  }
  return out;
}

// lib/util/map-limit.ts
async function mapLimit(items, limit, step2, signal) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (; ; ) {
      signal?.throwIfAborted();
      const i = next++;
      if (i >= items.length) return;
      out[i] = await step2(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

// lib/store/validators/queue-index-intent.v1.generated.js
var compiled10;
function validate_queue_index_intent_v1(data, options) {
  compiled10 ??= build10();
  const ok2 = compiled10(data, options);
  validate_queue_index_intent_v1.errors = compiled10.errors;
  return ok2;
}
function build10() {
  const schema22 = { "$id": "openrig/queue-index-intent@1", "title": "Rows being changed ($OPENRIG_HOME/queue/index.intent.json): written before a row changes and removed once the index matches, so a crash in between is repaired from the named rows", "type": "object", "required": ["schema", "version", "ids"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-intent" }, "version": { "const": 1 }, "ids": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.ids === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ids" }, message: "must have required property 'ids'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "ids")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-intent" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-intent" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.ids !== void 0) {
        let data2 = data.ids;
        if (Array.isArray(data2)) {
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (typeof data3 === "string") {
              if (!pattern65.test(data3)) {
                const err6 = { instancePath: instancePath + "/ids/" + i0, schemaPath: "#/properties/ids/items/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/ids/" + i0, schemaPath: "#/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        } else {
          const err8 = { instancePath: instancePath + "/ids", schemaPath: "#/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    } else {
      const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
  }
  return validate21;
}

// lib/store/validators/queue-seat-index.v1.generated.js
var compiled11;
function validate_queue_seat_index_v1(data, options) {
  compiled11 ??= build11();
  const ok2 = compiled11(data, options);
  validate_queue_seat_index_v1.errors = compiled11.errors;
  return ok2;
}
function build11() {
  const schema27 = { "$id": "openrig/queue-seat-index@1", "title": "Open rows of one destination ($OPENRIG_HOME/queue/by-destination/<name@rig>.json): everything whoami and work candidates need, so they never open row files; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "destination", "open", "recent"], "additionalProperties": false, "properties": { "schema": { "const": "queue-seat-index" }, "version": { "const": 1 }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "open": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["source", "state", "priority", "tags", "summary", "createdAt", "updatedAt", "blockedOn", "continuation", "handedOffFrom", "chainOfRecord", "bodyHash"], "additionalProperties": false, "properties": { "source": { "type": "string" }, "state": { "enum": ["pending", "in-progress", "blocked"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "continuation": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"] }, "chainOfRecord": { "type": "array", "items": { "type": "string" } }, "bodyHash": { "type": "string" } } } }, "recent": { "type": "array", "items": { "type": "object", "required": ["id", "state", "summary", "updatedAt"], "additionalProperties": false, "properties": { "id": { "type": "string" }, "state": { "type": "string" }, "summary": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.destination === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.open === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "open" }, message: "must have required property 'open'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.recent === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "recent" }, message: "must have required property 'recent'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "destination" || key0 === "open" || key0 === "recent")) {
          const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-seat-index" !== data.schema) {
          const err6 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-seat-index" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err7 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data2 = data.destination;
        if (typeof data2 === "string") {
          if (!pattern20.test(data2)) {
            const err8 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.open !== void 0) {
        let data3 = data.open;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          for (const key1 in data3) {
            const _errs8 = errors;
            if (typeof key1 === "string") {
              if (!pattern65.test(key1)) {
                const err10 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/propertyNames/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            var valid1 = _errs8 === errors;
            if (!valid1) {
              const err11 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
          for (const key2 in data3) {
            let data4 = data3[key2];
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              if (data4.source === void 0) {
                const err12 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data4.state === void 0) {
                const err13 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data4.priority === void 0) {
                const err14 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data4.tags === void 0) {
                const err15 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data4.summary === void 0) {
                const err16 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (data4.createdAt === void 0) {
                const err17 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (data4.updatedAt === void 0) {
                const err18 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (data4.blockedOn === void 0) {
                const err19 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "blockedOn" }, message: "must have required property 'blockedOn'" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              if (data4.continuation === void 0) {
                const err20 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "continuation" }, message: "must have required property 'continuation'" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
              if (data4.handedOffFrom === void 0) {
                const err21 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "handedOffFrom" }, message: "must have required property 'handedOffFrom'" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
              if (data4.chainOfRecord === void 0) {
                const err22 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "chainOfRecord" }, message: "must have required property 'chainOfRecord'" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (data4.bodyHash === void 0) {
                const err23 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "bodyHash" }, message: "must have required property 'bodyHash'" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
              for (const key3 in data4) {
                if (!func2.call(schema27.properties.open.additionalProperties.properties, key3)) {
                  const err24 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data4.source !== void 0) {
                if (typeof data4.source !== "string") {
                  const err25 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/source", schemaPath: "#/properties/open/additionalProperties/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
              if (data4.state !== void 0) {
                let data6 = data4.state;
                if (!(data6 === "pending" || data6 === "in-progress" || data6 === "blocked")) {
                  const err26 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/open/additionalProperties/properties/state/enum", keyword: "enum", params: { allowedValues: schema27.properties.open.additionalProperties.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data4.priority !== void 0) {
                let data7 = data4.priority;
                if (!(data7 === "routine" || data7 === "urgent" || data7 === "critical")) {
                  const err27 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/open/additionalProperties/properties/priority/enum", keyword: "enum", params: { allowedValues: schema27.properties.open.additionalProperties.properties.priority.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data4.tags !== void 0) {
                let data8 = data4.tags;
                if (Array.isArray(data8)) {
                  const len0 = data8.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data8[i0] !== "string") {
                      const err28 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags/" + i0, schemaPath: "#/properties/open/additionalProperties/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err29 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags", schemaPath: "#/properties/open/additionalProperties/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
              if (data4.summary !== void 0) {
                if (typeof data4.summary !== "string") {
                  const err30 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/properties/open/additionalProperties/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data4.createdAt !== void 0) {
                if (typeof data4.createdAt !== "string") {
                  const err31 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/open/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data4.updatedAt !== void 0) {
                if (typeof data4.updatedAt !== "string") {
                  const err32 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/updatedAt", schemaPath: "#/properties/open/additionalProperties/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data4.blockedOn !== void 0) {
                let data13 = data4.blockedOn;
                if (typeof data13 !== "string" && data13 !== null) {
                  const err33 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/blockedOn", schemaPath: "#/properties/open/additionalProperties/properties/blockedOn/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.blockedOn.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data4.continuation !== void 0) {
                let data14 = data4.continuation;
                if (typeof data14 !== "string" && data14 !== null) {
                  const err34 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/continuation", schemaPath: "#/properties/open/additionalProperties/properties/continuation/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.continuation.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
              if (data4.handedOffFrom !== void 0) {
                let data15 = data4.handedOffFrom;
                if (typeof data15 !== "string" && data15 !== null) {
                  const err35 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/handedOffFrom", schemaPath: "#/properties/open/additionalProperties/properties/handedOffFrom/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.handedOffFrom.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
              if (data4.chainOfRecord !== void 0) {
                let data16 = data4.chainOfRecord;
                if (Array.isArray(data16)) {
                  const len1 = data16.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data16[i1] !== "string") {
                      const err36 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/chainOfRecord/" + i1, schemaPath: "#/properties/open/additionalProperties/properties/chainOfRecord/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err37 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/chainOfRecord", schemaPath: "#/properties/open/additionalProperties/properties/chainOfRecord/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
              if (data4.bodyHash !== void 0) {
                if (typeof data4.bodyHash !== "string") {
                  const err38 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/bodyHash", schemaPath: "#/properties/open/additionalProperties/properties/bodyHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            } else {
              const err39 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        } else {
          const err40 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
      if (data.recent !== void 0) {
        let data19 = data.recent;
        if (Array.isArray(data19)) {
          const len2 = data19.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data20 = data19[i2];
            if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
              if (data20.id === void 0) {
                const err41 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (data20.state === void 0) {
                const err42 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
              if (data20.summary === void 0) {
                const err43 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (data20.updatedAt === void 0) {
                const err44 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              for (const key4 in data20) {
                if (!(key4 === "id" || key4 === "state" || key4 === "summary" || key4 === "updatedAt")) {
                  const err45 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
              if (data20.id !== void 0) {
                if (typeof data20.id !== "string") {
                  const err46 = { instancePath: instancePath + "/recent/" + i2 + "/id", schemaPath: "#/properties/recent/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              }
              if (data20.state !== void 0) {
                if (typeof data20.state !== "string") {
                  const err47 = { instancePath: instancePath + "/recent/" + i2 + "/state", schemaPath: "#/properties/recent/items/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              }
              if (data20.summary !== void 0) {
                if (typeof data20.summary !== "string") {
                  const err48 = { instancePath: instancePath + "/recent/" + i2 + "/summary", schemaPath: "#/properties/recent/items/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
              if (data20.updatedAt !== void 0) {
                if (typeof data20.updatedAt !== "string") {
                  const err49 = { instancePath: instancePath + "/recent/" + i2 + "/updatedAt", schemaPath: "#/properties/recent/items/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              }
            } else {
              const err50 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
        } else {
          const err51 = { instancePath: instancePath + "/recent", schemaPath: "#/properties/recent/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
    } else {
      const err52 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err52];
      } else {
        vErrors.push(err52);
      }
      errors++;
    }
    validate26.errors = vErrors;
    return errors === 0;
  }
  return validate26;
}

// lib/queue/continuation.ts
var CONTINUATION_MARKER = "continuation:";
function continuationInNote(note) {
  if (!note) return null;
  const at2 = note.indexOf(CONTINUATION_MARKER);
  if (at2 < 0) return null;
  const text2 = note.slice(at2 + CONTINUATION_MARKER.length).replace(/\s+/g, " ").trim();
  return text2 || null;
}
function currentParkContinuation(transitions) {
  for (let i = transitions.length - 1; i >= 0; i--) {
    const t = transitions[i];
    if (t.to !== "blocked") return null;
    const found = continuationInNote(t.note);
    if (found !== null) return found;
    if (t.from !== "blocked") return null;
  }
  return null;
}

// lib/queue/index-entry.ts
var RECENT_LIMIT = 25;
var OPEN_STATES = ["pending", "in-progress", "blocked"];
function isOpen(state) {
  return OPEN_STATES.includes(state);
}
var queueSeatIndexKind = defineKind({
  schema: "queue-seat-index",
  version: 1,
  validate: validate_queue_seat_index_v1
});
var queueIndexIntentKind = defineKind({
  schema: "queue-index-intent",
  version: 1,
  validate: validate_queue_index_intent_v1
});
function bodyHash(body) {
  return crypto().createHash("sha256").update(body).digest("hex").slice(0, 32);
}
function rowEntryOf(row) {
  return {
    source: row.source,
    state: row.state,
    priority: row.priority,
    tags: [...row.tags],
    summary: row.summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    blockedOn: row.blockedOn,
    continuation: row.state === "blocked" ? currentParkContinuation(row.transitions) : null,
    handedOffFrom: row.handedOffFrom,
    chainOfRecord: [...row.chainOfRecord],
    bodyHash: bodyHash(row.body)
  };
}
function recentEntryOf(row) {
  return { id: row.id, state: row.state, summary: row.summary, updatedAt: row.updatedAt };
}
var newestFirst = (a, b) => a.updatedAt !== b.updatedAt ? a.updatedAt < b.updatedAt ? 1 : -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
function emptySeatIndex(destination) {
  return { schema: "queue-seat-index", version: 1, destination, open: {}, recent: [] };
}
function applyRowToSeatIndex(index, row) {
  const open2 = { ...index.open };
  if (isOpen(row.state)) open2[row.id] = rowEntryOf(row);
  else delete open2[row.id];
  const recent = [recentEntryOf(row), ...index.recent.filter((r) => r.id !== row.id)].sort(newestFirst).slice(0, RECENT_LIMIT);
  return { ...index, open: open2, recent };
}
function foldSeatRows(index, destination, rows) {
  return rows.reduce(
    (acc, row) => row && row.destination === destination ? applyRowToSeatIndex(acc, row) : acc,
    index
  );
}
function openRows(index) {
  return Object.entries(index.open).map(([id, e]) => ({ id, ...e }));
}

// lib/store/validators/queue-index-bucket.v1.generated.js
var compiled12;
function validate_queue_index_bucket_v1(data, options) {
  compiled12 ??= build12();
  const ok2 = compiled12(data, options);
  validate_queue_index_bucket_v1.errors = compiled12.errors;
  return ok2;
}
function build12() {
  const schema21 = { "$id": "openrig/queue-index-bucket@1", "title": "One bucket of the queue listing index ($OPENRIG_HOME/queue/index/<NN>.json): a few fields of every row whose id hashes to this bucket, for `rig queue list`; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-bucket" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.rows === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rows" }, message: "must have required property 'rows'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "rows")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-bucket" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-bucket" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.rows !== void 0) {
        let data2 = data.rows;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern65.test(key1)) {
                const err6 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err7 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.destination === void 0) {
                const err8 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.source === void 0) {
                const err9 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.state === void 0) {
                const err10 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.priority === void 0) {
                const err11 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.tags === void 0) {
                const err12 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.summary === void 0) {
                const err13 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.updatedAt === void 0) {
                const err15 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "destination" || key3 === "source" || key3 === "state" || key3 === "priority" || key3 === "tags" || key3 === "summary" || key3 === "createdAt" || key3 === "updatedAt")) {
                  const err16 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.destination !== void 0) {
                if (typeof data3.destination !== "string") {
                  const err17 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/destination", schemaPath: "#/properties/rows/additionalProperties/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.source !== void 0) {
                if (typeof data3.source !== "string") {
                  const err18 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/source", schemaPath: "#/properties/rows/additionalProperties/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.state !== void 0) {
                if (typeof data3.state !== "string") {
                  const err19 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/rows/additionalProperties/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.priority !== void 0) {
                if (typeof data3.priority !== "string") {
                  const err20 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/rows/additionalProperties/properties/priority/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.tags !== void 0) {
                let data8 = data3.tags;
                if (Array.isArray(data8)) {
                  const len0 = data8.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data8[i0] !== "string") {
                      const err21 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags/" + i0, schemaPath: "#/properties/rows/additionalProperties/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags", schemaPath: "#/properties/rows/additionalProperties/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.summary !== void 0) {
                if (typeof data3.summary !== "string") {
                  const err23 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/properties/rows/additionalProperties/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data3.createdAt !== void 0) {
                if (typeof data3.createdAt !== "string") {
                  const err24 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/rows/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.updatedAt !== void 0) {
                if (typeof data3.updatedAt !== "string") {
                  const err25 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/updatedAt", schemaPath: "#/properties/rows/additionalProperties/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            } else {
              const err26 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        } else {
          const err27 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    } else {
      const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err28];
      } else {
        vErrors.push(err28);
      }
      errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
  }
  return validate20;
}

// lib/store/validators/queue-index-manifest.v1.generated.js
var compiled13;
function validate_queue_index_manifest_v1(data, options) {
  compiled13 ??= build13();
  const ok2 = compiled13(data, options);
  validate_queue_index_manifest_v1.errors = compiled13.errors;
  return ok2;
}
function build13() {
  const schema23 = { "$id": "openrig/queue-index-manifest@1", "title": "Queue index manifest ($OPENRIG_HOME/queue/index/manifest.json): written last by an index rebuild, so its presence marks the listing buckets and the per-destination indexes as built; `buckets` is the bucket count they were built with", "type": "object", "required": ["schema", "version", "buckets"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-manifest" }, "version": { "const": 1 }, "buckets": { "type": "integer", "minimum": 1, "maximum": 4096 } } };
  function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.buckets === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "buckets" }, message: "must have required property 'buckets'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "buckets")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-manifest" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-manifest" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.buckets !== void 0) {
        let data2 = data.buckets;
        if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
          const err6 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (typeof data2 == "number" && isFinite(data2)) {
          if (data2 > 4096 || isNaN(data2)) {
            const err7 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4096 }, message: "must be <= 4096" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (data2 < 1 || isNaN(data2)) {
            const err8 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      }
    } else {
      const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    validate22.errors = vErrors;
    return errors === 0;
  }
  return validate22;
}

// lib/queue/listing-bucket.ts
var LISTING_BUCKETS = 64;
var listingBucketKind = defineKind({
  schema: "queue-index-bucket",
  version: 1,
  validate: validate_queue_index_bucket_v1
});
var listingManifestKind = defineKind({
  schema: "queue-index-manifest",
  version: 1,
  validate: validate_queue_index_manifest_v1
});
function listingBuiltFrom(legacyIndexExists, manifest) {
  return !legacyIndexExists && manifest?.buckets === LISTING_BUCKETS;
}

// lib/store/validators/queue-row.v1.generated.js
var compiled14;
function validate_queue_row_v1(data, options) {
  compiled14 ??= build14();
  const ok2 = compiled14(data, options);
  validate_queue_row_v1.errors = compiled14.errors;
  return ok2;
}
function build14() {
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
var QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
var BODY_MAX_BYTES = 256 * 1024;
function isQueueId(id) {
  return typeof id === "string" && QUEUE_ID_PATTERN.test(id);
}
function rowIdsOfFileNames(names) {
  return names.filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -".json".length)).filter(isQueueId).sort();
}
function rowIfNamed(row, id) {
  return row && row.id === id ? row : void 0;
}

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
function pathExists(path2, signal) {
  return orElse(
    stat(path2).then(() => true),
    false,
    signal
  );
}
function dirNames(dir, signal) {
  return orElse(
    readdir(dir).then((names) => names.sort()),
    [],
    signal
  );
}

// lib/queue/lookup-read.ts
var quiet = (signal) => ({ onCorrupt: "fresh", signal });
var READ_CONCURRENCY = 8;
async function readRow(home, id, signal, silent = false) {
  const row = await readDocumentAsync(
    queueRowKind,
    queueRowPath(home, id),
    silent ? { onCorrupt: "fresh", report: () => void 0, signal } : quiet(signal)
  );
  return rowIfNamed(row, id);
}
async function indexesBuilt(home, signal) {
  const [legacy, manifest] = await Promise.all([
    pathExists(home.queueLegacyIndex, signal),
    readDocumentAsync(listingManifestKind, home.queueListingManifest, quiet(signal))
  ]);
  return listingBuiltFrom(legacy, manifest);
}
async function rowIdsOnDisk(home, signal) {
  return rowIdsOfFileNames(await dirNames(home.queueRows, signal));
}
async function readSeatIndexForLookup(home, destination, signal) {
  const fold = (index, rows) => foldSeatRows(index, destination, rows);
  const [built, stored, intent] = await Promise.all([
    indexesBuilt(home, signal),
    readDocumentAsync(queueSeatIndexKind, queueSeatIndexPath(home, destination), quiet(signal)),
    readDocumentAsync(queueIndexIntentKind, home.queueIndexIntent, quiet(signal))
  ]);
  if (!built) {
    const ids = await rowIdsOnDisk(home, signal);
    return fold(
      emptySeatIndex(destination),
      await mapLimit(ids, READ_CONCURRENCY, (id) => readRow(home, id, signal), signal)
    );
  }
  return fold(
    stored ?? emptySeatIndex(destination),
    await mapLimit(intent?.ids ?? [], READ_CONCURRENCY, (id) => readRow(home, id, signal), signal)
  );
}

// lib/queue/wake-intent.ts
var import_node_fs12 = require("node:fs");

// lib/store/validators/queue-wake.v1.generated.js
var compiled15;
function validate_queue_wake_v1(data, options) {
  compiled15 ??= build15();
  const ok2 = compiled15(data, options);
  validate_queue_wake_v1.errors = compiled15.errors;
  return ok2;
}
function build15() {
  const schema28 = { "$id": "openrig/queue-wake@1", "title": "One queue wake intent ($OPENRIG_HOME/queue/wakes/<rowId>.json while active, queue/wakes/done/<rowId>.json once settled)", "description": "Written under the queue lock before the row it wakes for is committed; the daemon's wakes job types its body (a short pointer, never the row's body) into the destination seat. Attempts name their outbox records; bodies of typed attempts are not kept in the outbox.", "type": "object", "required": ["schema", "version", "id", "rowId", "destination", "cause", "priority", "body", "rowTransitions", "createdAt", "updatedAt", "state", "reason", "attempts", "tickFailures"], "additionalProperties": false, "properties": { "schema": { "const": "queue-wake" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$" }, "rowId": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "destination": { "type": "string" }, "cause": { "enum": ["create", "handoff", "unblock"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "body": { "type": "string" }, "rowTransitions": { "type": "integer", "minimum": 0 }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "state": { "enum": ["pending", "sending", "held", "complete", "indeterminate", "failed", "closed"] }, "reason": { "type": "string" }, "tickFailures": { "type": "integer", "minimum": 0 }, "tries": { "type": "integer", "minimum": 0 }, "retryAfter": { "type": "string" }, "deferred": { "type": "string" }, "inFlight": { "type": "object", "required": ["outboxId", "nodeId", "at"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "prior": { "enum": ["pending", "held", "indeterminate", "failed"] } } }, "attempts": { "type": "array", "maxItems": 20, "items": { "type": "object", "required": ["outboxId", "at", "state", "reason", "pass"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "state": { "enum": ["complete", "indeterminate", "failed", "held", "refused"] }, "reason": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "with": { "type": "array", "maxItems": 64, "items": { "type": "string" } }, "supersededBy": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern89 = new RegExp("^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.rowId === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rowId" }, message: "must have required property 'rowId'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.cause === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cause" }, message: "must have required property 'cause'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.priority === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.body === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.rowTransitions === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rowTransitions" }, message: "must have required property 'rowTransitions'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.attempts === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.tickFailures === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tickFailures" }, message: "must have required property 'tickFailures'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema28.properties, key0)) {
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
        if ("queue-wake" !== data.schema) {
          const err16 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-wake" }, message: "must be equal to constant" };
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
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern89.test(data2)) {
            const err18 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rowId !== void 0) {
        let data3 = data.rowId;
        if (typeof data3 === "string") {
          if (!pattern65.test(data3)) {
            const err20 = { instancePath: instancePath + "/rowId", schemaPath: "#/properties/rowId/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/rowId", schemaPath: "#/properties/rowId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        if (typeof data.destination !== "string") {
          const err22 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.cause !== void 0) {
        let data5 = data.cause;
        if (!(data5 === "create" || data5 === "handoff" || data5 === "unblock")) {
          const err23 = { instancePath: instancePath + "/cause", schemaPath: "#/properties/cause/enum", keyword: "enum", params: { allowedValues: schema28.properties.cause.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.priority !== void 0) {
        let data6 = data.priority;
        if (!(data6 === "routine" || data6 === "urgent" || data6 === "critical")) {
          const err24 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema28.properties.priority.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err25 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      if (data.rowTransitions !== void 0) {
        let data8 = data.rowTransitions;
        if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
          const err26 = { instancePath: instancePath + "/rowTransitions", schemaPath: "#/properties/rowTransitions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (typeof data8 == "number" && isFinite(data8)) {
          if (data8 < 0 || isNaN(data8)) {
            const err27 = { instancePath: instancePath + "/rowTransitions", schemaPath: "#/properties/rowTransitions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      }
      if (data.createdAt !== void 0) {
        if (typeof data.createdAt !== "string") {
          const err28 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        if (typeof data.updatedAt !== "string") {
          const err29 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data11 = data.state;
        if (!(data11 === "pending" || data11 === "sending" || data11 === "held" || data11 === "complete" || data11 === "indeterminate" || data11 === "failed" || data11 === "closed")) {
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema28.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err31 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.tickFailures !== void 0) {
        let data13 = data.tickFailures;
        if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
          const err32 = { instancePath: instancePath + "/tickFailures", schemaPath: "#/properties/tickFailures/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (typeof data13 == "number" && isFinite(data13)) {
          if (data13 < 0 || isNaN(data13)) {
            const err33 = { instancePath: instancePath + "/tickFailures", schemaPath: "#/properties/tickFailures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
      }
      if (data.tries !== void 0) {
        let data14 = data.tries;
        if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
          const err34 = { instancePath: instancePath + "/tries", schemaPath: "#/properties/tries/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (typeof data14 == "number" && isFinite(data14)) {
          if (data14 < 0 || isNaN(data14)) {
            const err35 = { instancePath: instancePath + "/tries", schemaPath: "#/properties/tries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      }
      if (data.retryAfter !== void 0) {
        if (typeof data.retryAfter !== "string") {
          const err36 = { instancePath: instancePath + "/retryAfter", schemaPath: "#/properties/retryAfter/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.deferred !== void 0) {
        if (typeof data.deferred !== "string") {
          const err37 = { instancePath: instancePath + "/deferred", schemaPath: "#/properties/deferred/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.inFlight !== void 0) {
        let data17 = data.inFlight;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.outboxId === void 0) {
            const err38 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "outboxId" }, message: "must have required property 'outboxId'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (data17.nodeId === void 0) {
            const err39 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (data17.at === void 0) {
            const err40 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          for (const key1 in data17) {
            if (!(key1 === "outboxId" || key1 === "nodeId" || key1 === "at" || key1 === "pass" || key1 === "prior")) {
              const err41 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data17.outboxId !== void 0) {
            if (typeof data17.outboxId !== "string") {
              const err42 = { instancePath: instancePath + "/inFlight/outboxId", schemaPath: "#/properties/inFlight/properties/outboxId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          if (data17.nodeId !== void 0) {
            if (typeof data17.nodeId !== "string") {
              const err43 = { instancePath: instancePath + "/inFlight/nodeId", schemaPath: "#/properties/inFlight/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data17.at !== void 0) {
            if (typeof data17.at !== "string") {
              const err44 = { instancePath: instancePath + "/inFlight/at", schemaPath: "#/properties/inFlight/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data17.pass !== void 0) {
            let data21 = data17.pass;
            if (!(data21 === "tick" || data21 === "startup")) {
              const err45 = { instancePath: instancePath + "/inFlight/pass", schemaPath: "#/properties/inFlight/properties/pass/enum", keyword: "enum", params: { allowedValues: schema28.properties.inFlight.properties.pass.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
          if (data17.prior !== void 0) {
            let data22 = data17.prior;
            if (!(data22 === "pending" || data22 === "held" || data22 === "indeterminate" || data22 === "failed")) {
              const err46 = { instancePath: instancePath + "/inFlight/prior", schemaPath: "#/properties/inFlight/properties/prior/enum", keyword: "enum", params: { allowedValues: schema28.properties.inFlight.properties.prior.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.attempts !== void 0) {
        let data23 = data.attempts;
        if (Array.isArray(data23)) {
          if (data23.length > 20) {
            const err48 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          const len0 = data23.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data24 = data23[i0];
            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
              if (data24.outboxId === void 0) {
                const err49 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "outboxId" }, message: "must have required property 'outboxId'" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              if (data24.at === void 0) {
                const err50 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
              if (data24.state === void 0) {
                const err51 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
              if (data24.reason === void 0) {
                const err52 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
              if (data24.pass === void 0) {
                const err53 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "pass" }, message: "must have required property 'pass'" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              for (const key2 in data24) {
                if (!(key2 === "outboxId" || key2 === "nodeId" || key2 === "at" || key2 === "state" || key2 === "reason" || key2 === "pass" || key2 === "with" || key2 === "supersededBy")) {
                  const err54 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
              if (data24.outboxId !== void 0) {
                if (typeof data24.outboxId !== "string") {
                  const err55 = { instancePath: instancePath + "/attempts/" + i0 + "/outboxId", schemaPath: "#/properties/attempts/items/properties/outboxId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
              if (data24.nodeId !== void 0) {
                if (typeof data24.nodeId !== "string") {
                  const err56 = { instancePath: instancePath + "/attempts/" + i0 + "/nodeId", schemaPath: "#/properties/attempts/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              if (data24.at !== void 0) {
                if (typeof data24.at !== "string") {
                  const err57 = { instancePath: instancePath + "/attempts/" + i0 + "/at", schemaPath: "#/properties/attempts/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
              if (data24.state !== void 0) {
                let data28 = data24.state;
                if (!(data28 === "complete" || data28 === "indeterminate" || data28 === "failed" || data28 === "held" || data28 === "refused")) {
                  const err58 = { instancePath: instancePath + "/attempts/" + i0 + "/state", schemaPath: "#/properties/attempts/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema28.properties.attempts.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
              }
              if (data24.reason !== void 0) {
                if (typeof data24.reason !== "string") {
                  const err59 = { instancePath: instancePath + "/attempts/" + i0 + "/reason", schemaPath: "#/properties/attempts/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              }
              if (data24.pass !== void 0) {
                let data30 = data24.pass;
                if (!(data30 === "tick" || data30 === "startup")) {
                  const err60 = { instancePath: instancePath + "/attempts/" + i0 + "/pass", schemaPath: "#/properties/attempts/items/properties/pass/enum", keyword: "enum", params: { allowedValues: schema28.properties.attempts.items.properties.pass.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
              if (data24.with !== void 0) {
                let data31 = data24.with;
                if (Array.isArray(data31)) {
                  if (data31.length > 64) {
                    const err61 = { instancePath: instancePath + "/attempts/" + i0 + "/with", schemaPath: "#/properties/attempts/items/properties/with/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                  const len1 = data31.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data31[i1] !== "string") {
                      const err62 = { instancePath: instancePath + "/attempts/" + i0 + "/with/" + i1, schemaPath: "#/properties/attempts/items/properties/with/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err62];
                      } else {
                        vErrors.push(err62);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err63 = { instancePath: instancePath + "/attempts/" + i0 + "/with", schemaPath: "#/properties/attempts/items/properties/with/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              }
              if (data24.supersededBy !== void 0) {
                if (typeof data24.supersededBy !== "string") {
                  const err64 = { instancePath: instancePath + "/attempts/" + i0 + "/supersededBy", schemaPath: "#/properties/attempts/items/properties/supersededBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
              }
            } else {
              const err65 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
        } else {
          const err66 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      }
    } else {
      const err67 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err67];
      } else {
        vErrors.push(err67);
      }
      errors++;
    }
    validate27.errors = vErrors;
    return errors === 0;
  }
  return validate27;
}

// lib/queue/wake-intent.ts
var wakeIntentKind = defineKind({
  schema: "queue-wake",
  version: 1,
  validate: validate_queue_wake_v1
});
function listActiveWakes(home, read2 = readDocument) {
  let names;
  try {
    names = (0, import_node_fs12.readdirSync)(home.queueWakes);
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  const out = [];
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const rowId = name.slice(0, -".json".length);
    if (!QUEUE_ID_PATTERN.test(rowId)) continue;
    const doc = read2(wakeIntentKind, queueWakePath(home, rowId), { onCorrupt: "fresh" });
    if (doc && doc.rowId === rowId) out.push(doc);
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

// lib/views/watch-read.ts
function spendOf(context) {
  if (context?.state !== "known") return null;
  const s = {};
  if (context.costUsd !== void 0) s.usd = context.costUsd;
  if (context.sessionTokens !== void 0) s.tokens = context.sessionTokens;
  return s.usd === void 0 && s.tokens === void 0 ? null : s;
}
function wakeStates(wakes) {
  const out = /* @__PURE__ */ new Map();
  for (const w of wakes) out.set(w.destination, w.state);
  return out;
}
async function pendingRows(home, ref) {
  try {
    return openRows(await readSeatIndexForLookup(home, ref)).filter((r) => r.state === "pending").length;
  } catch {
    return 0;
  }
}
function watchedSeats(home) {
  return scanSeats(home, void 0, void 0).records.filter((r) => r.status === "running");
}
async function readStatuses(home, seats, opts = {}) {
  const all = await Promise.all(seats.map((seat) => seatStatus(home, seat, { filesOnly: opts.filesOnly })));
  return new Map(all.map((s) => [s.nodeId, s]));
}
async function readQueues(home, seats) {
  let wakes;
  try {
    wakes = wakeStates(listActiveWakes(home));
  } catch {
    wakes = /* @__PURE__ */ new Map();
  }
  const refs = seats.map(seatRefOf);
  const pending = await Promise.all(refs.map((ref) => pendingRows(home, ref)));
  return new Map(refs.map((ref, i) => [ref, { pending: pending[i], wake: wakes.get(ref) ?? null }]));
}
function assembleReadings(seats, statuses, queues) {
  const out = [];
  for (const seat of seats) {
    const status = statuses.get(seat.nodeId);
    if (!status) continue;
    out.push({
      status,
      queue: queues.get(seatRefOf(seat)) ?? { pending: 0, wake: null },
      spend: spendOf(status.context),
      tmux: { socket: seat.tmux.socket, session: seat.tmux.session }
    });
  }
  return out;
}
async function readWatch(home, seats, opts = {}) {
  const [statuses, queues] = await Promise.all([readStatuses(home, seats, opts), readQueues(home, seats)]);
  return assembleReadings(seats, statuses, queues);
}

// lib/views/attention.ts
function evidenceOf(source) {
  return source === "hook" || source === "hook+pane" ? source : "pane";
}
function attentionOf(s) {
  const out = [];
  const waiting = s.activity.state === "needs_input";
  const stop = s.permission_stop;
  if (waiting) {
    const evidence = evidenceOf(s.activity.source);
    if (stop.state === "observed" && stop.pending === "request_observed") {
      out.push({ kind: "permission", evidence, what: stop.tool.name, ageMs: stop.age_ms });
    } else {
      out.push({ kind: "needs_input", evidence, what: s.activity.reason, ageMs: s.activity.ageMs ?? null });
    }
  }
  const held = s.typingGuard.heldCount;
  if (held > 0) out.push({ kind: "held", evidence: "outbox", what: `${held} held`, ageMs: null });
  return out;
}
function attentionBand(s) {
  if (attentionOf(s).length > 0) return 0;
  if (s.activity.state === "busy") return 1;
  if (s.activity.state === "idle") return 2;
  return 3;
}

// lib/views/watch-model.ts
function watchActivity(s) {
  const a = s.activity;
  const hookDecided = a.source === "hook" || a.source === "hook+pane";
  const stale = a.state === "unknown" && a.hook?.stale === true;
  return {
    state: stale ? "stale" : a.state,
    source: a.source,
    ageMs: hookDecided ? a.ageMs ?? null : stale ? a.hook?.ageMs ?? null : null,
    stale
  };
}
var QUIET_STAGES = /* @__PURE__ */ new Set(["none", "armed"]);
function compactionOf(s) {
  const stage = s.compaction?.stage;
  return stage && !QUIET_STAGES.has(stage) ? stage : null;
}
function watchRow(r) {
  const s = r.status;
  return {
    ref: s.seat,
    host: null,
    runtime: s.runtime,
    band: attentionBand(s),
    activity: watchActivity(s),
    waits: attentionOf(s),
    pane: s.pane.state,
    context: s.context,
    spend: r.spend,
    guard: s.typingGuard.effectiveMode,
    queue: r.queue,
    compaction: compactionOf(s),
    tmux: { socket: r.tmux.socket, session: r.tmux.session, paneId: s.pane.paneId }
  };
}
function totalSpend(spends) {
  let usd;
  let tokens;
  for (const s of spends) {
    if (s?.usd !== void 0) usd = (usd ?? 0) + s.usd;
    if (s?.tokens !== void 0) tokens = (tokens ?? 0) + s.tokens;
  }
  if (usd === void 0 && tokens === void 0) return null;
  return { ...usd !== void 0 ? { usd } : {}, ...tokens !== void 0 ? { tokens } : {} };
}
function watchModel(readings, remote = []) {
  const rows = [...readings.map(watchRow), ...remote].sort(
    (a, b) => a.band - b.band || compareText(a.ref, b.ref) || compareText(a.host ?? "", b.host ?? "")
  );
  const count = (band) => rows.filter((r) => r.band === band).length;
  return {
    counts: { seats: rows.length, attention: count(0), busy: count(1), idle: count(2), other: count(3) },
    spend: totalSpend(rows.map((r) => r.spend)),
    rows
  };
}

// lib/cli/watch/events.ts
var AGEING = /* @__PURE__ */ new Set(["ageMs", "sampledAt", "text"]);
function stateKey(r) {
  return JSON.stringify(r, (k, v) => AGEING.has(k) ? void 0 : v);
}
function snapshotEvent(m, at2) {
  return { event: "snapshot", at: at2, counts: m.counts, spend: m.spend, seats: m.rows };
}
function changeEvents(prev, next, at2) {
  const out = [];
  const before = new Map(prev.rows.map((r) => [r.ref, stateKey(r)]));
  const now = new Set(next.rows.map((r) => r.ref));
  for (const r of next.rows) if (before.get(r.ref) !== stateKey(r)) out.push({ event: "seat", at: at2, seat: r });
  for (const r of prev.rows) if (!now.has(r.ref)) out.push({ event: "removed", at: at2, ref: r.ref });
  if (JSON.stringify([prev.counts, prev.spend]) !== JSON.stringify([next.counts, next.spend]))
    out.push({ event: "summary", at: at2, counts: next.counts, spend: next.spend });
  return out;
}

// node_modules/ansi-regex/index.js
var ST = String.raw`(?:\u001B\u005C|\u009C)`;
var stringControls = String.raw`\u0018\u001A\u001B\u0080-\u009F`;
var osc = String.raw`(?:\u001B\]|\u009D)[^\u0007${stringControls}]*(?:\u0007|${ST})`;
var controlString = String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${stringControls}]*${ST}`;
var linuxPalette = String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${ST})?`;
var csi = String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`;
var escape = String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`;
var pattern = `${linuxPalette}|${osc}|${controlString}|${csi}|${escape}`;
function ansiRegex({ onlyFirst = false } = {}) {
  return new RegExp(pattern, onlyFirst ? void 0 : "g");
}

// node_modules/strip-ansi/index.js
var regex = ansiRegex();
function stripAnsi(string) {
  if (typeof string !== "string") {
    throw new TypeError(`Expected a \`string\`, got \`${typeof string}\``);
  }
  if (!string.includes("\x1B") && !string.includes("\x9B")) {
    return string;
  }
  return string.replace(regex, "");
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};

// node_modules/get-east-asian-width/index.js
function validate(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidth(codePoint, { ambiguousAsWide = false } = {}) {
  validate(codePoint);
  if (isFullwidth(codePoint) || isWide(codePoint) || ambiguousAsWide && isAmbiguous(codePoint)) {
    return 2;
  }
  return 1;
}

// node_modules/string-width/index.js
var segmenter = new Intl.Segmenter();
var visibleCharacterRegex = new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enclosing_Mark}\\p{Surrogate}]", "v");
var spacingMarkRegex = new RegExp("\\p{Spacing_Mark}", "v");
var rgiEmojiRegex = new RegExp("^\\p{RGI_Emoji}$", "v");
var unqualifiedKeycapRegex = /^[\d#*]\u20E3$/;
var extendedPictographicRegex = new RegExp("\\p{Extended_Pictographic}", "gu");
function isDoubleWidthNonRgiEmojiSequence(segment) {
  if (segment.length > 50) {
    return false;
  }
  if (unqualifiedKeycapRegex.test(segment)) {
    return true;
  }
  if (segment.includes("\u200D")) {
    const pictographics = segment.match(extendedPictographicRegex);
    return pictographics !== null && pictographics.length >= 2;
  }
  return false;
}
function baseVisible(segment) {
  const index = segment.search(visibleCharacterRegex);
  return index === -1 ? void 0 : segment.slice(index);
}
function isHangulLeadingJamo(codePoint) {
  return codePoint >= 4352 && codePoint <= 4447 || codePoint >= 43360 && codePoint <= 43388;
}
function isHangulVowelJamo(codePoint) {
  return codePoint >= 4448 && codePoint <= 4519 || codePoint >= 55216 && codePoint <= 55238;
}
function isHangulTrailingJamo(codePoint) {
  return codePoint >= 4520 && codePoint <= 4607 || codePoint >= 55243 && codePoint <= 55291;
}
function isHangulJamo(codePoint) {
  return isHangulLeadingJamo(codePoint) || isHangulVowelJamo(codePoint) || isHangulTrailingJamo(codePoint);
}
function hangulClusterWidth(visibleSegment, eastAsianWidthOptions) {
  const codePoints = [];
  for (const character of visibleSegment) {
    if (!visibleCharacterRegex.test(character)) {
      continue;
    }
    codePoints.push(character.codePointAt(0));
  }
  if (codePoints.length === 0) {
    return void 0;
  }
  let width = 0;
  for (let index = 0; index < codePoints.length; index++) {
    const codePoint = codePoints[index];
    if (!isHangulJamo(codePoint)) {
      if (width === 0) {
        return void 0;
      }
      for (let remaining = index; remaining < codePoints.length; remaining++) {
        width += eastAsianWidth(codePoints[remaining], eastAsianWidthOptions);
      }
      return width;
    }
    if (isHangulLeadingJamo(codePoint) && isHangulVowelJamo(codePoints[index + 1])) {
      width += 2;
      index += isHangulTrailingJamo(codePoints[index + 2]) ? 2 : 1;
      continue;
    }
    width += eastAsianWidth(codePoint, eastAsianWidthOptions);
  }
  return width;
}
function trailingWidth(visibleSegment, eastAsianWidthOptions) {
  let extra = 0;
  let first = true;
  for (const character of visibleSegment) {
    if (first) {
      first = false;
      continue;
    }
    if (spacingMarkRegex.test(character) || character >= "\uFF00" && character <= "\uFFEF") {
      extra += eastAsianWidth(character.codePointAt(0), eastAsianWidthOptions);
    }
  }
  return extra;
}
function stringWidth(input, options = {}) {
  if (typeof input !== "string" || input.length === 0) {
    return 0;
  }
  const {
    ambiguousIsNarrow = true,
    countAnsiEscapeCodes = false
  } = options;
  let string = input;
  if (!countAnsiEscapeCodes && (string.includes("\x1B") || string.includes("\x9B"))) {
    string = stripAnsi(string);
  }
  if (string.length === 0) {
    return 0;
  }
  if (/^[\u0020-\u007E]*$/.test(string)) {
    return string.length;
  }
  let width = 0;
  const eastAsianWidthOptions = { ambiguousAsWide: !ambiguousIsNarrow };
  for (const { segment } of segmenter.segment(string)) {
    const visibleSegment = baseVisible(segment);
    if (visibleSegment === void 0) {
      continue;
    }
    if (rgiEmojiRegex.test(segment) || isDoubleWidthNonRgiEmojiSequence(segment)) {
      width += 2;
      continue;
    }
    const hangulWidth = hangulClusterWidth(visibleSegment, eastAsianWidthOptions);
    if (hangulWidth !== void 0) {
      width += hangulWidth;
      continue;
    }
    const codePoint = visibleSegment.codePointAt(0);
    width += eastAsianWidth(codePoint, eastAsianWidthOptions);
    width += trailingWidth(visibleSegment, eastAsianWidthOptions);
  }
  return width;
}

// lib/cli/watch/cell.ts
var graphemes;
function columns(text2) {
  return stringWidth(text2);
}
var fitted = /* @__PURE__ */ new Map();
var FITTED_MAX = 4096;
function fitCell(text2, width) {
  if (width <= 0) return "";
  const key = `${width}\0${text2}`;
  const known = fitted.get(key);
  if (known !== void 0) return known;
  if (fitted.size >= FITTED_MAX) fitted.clear();
  const out = measureAndFit(text2, width);
  fitted.set(key, out);
  return out;
}
function measureAndFit(text2, width) {
  const safe = escapeRecordedText(text2);
  const w = stringWidth(safe);
  if (w <= width) return safe + " ".repeat(width - w);
  let out = "";
  let used = 0;
  graphemes ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
  for (const { segment } of graphemes.segment(safe)) {
    const g = stringWidth(segment);
    if (used + g > width - 1) break;
    out += segment;
    used += g;
  }
  return `${out}\u2026${" ".repeat(width - 1 - used)}`;
}

// lib/cli/watch/frame.ts
var NONE = "\u2014";
var age = (ms, elapsed) => ms === null ? "" : ` ${shortAge(ms + elapsed)}`;
var RUNTIME_WORD = { "claude-code": "claude", codex: "codex", terminal: "term" };
var SOURCE_WORD2 = { hook: "hook", pane: "screen", "hook+pane": "screen>hook" };
function activityText(r, elapsed) {
  const a = r.activity;
  if (r.host !== null && a.stale) return `stale\xB7host silent${age(a.ageMs, elapsed)}`;
  if (r.pane !== "ready" && r.pane !== "in_mode") return `pane ${r.pane}`;
  if (a.stale) return `stale\xB7hook${age(a.ageMs, elapsed)}`;
  return `${a.state}\xB7${SOURCE_WORD2[a.source] ?? a.source}${age(a.ageMs, elapsed)}`;
}
function waitText(w, elapsed) {
  if (w.kind === "held") return w.what;
  const by = w.evidence === "pane" ? "\xB7screen" : "";
  if (w.kind === "permission") return `permission ${w.what}${by}${age(w.ageMs, elapsed)}`;
  return `${w.what.replace(/_/g, " ")}${by}${age(w.ageMs, elapsed)}`;
}
var waitsText = (r, elapsed) => r.waits.length ? r.waits.map((w) => waitText(w, elapsed)).join(", ") : "";
function contextText(r) {
  const c = r.context;
  if (!c || c.state === "unknown") return NONE;
  if (c.state === "stale") return "stale";
  return c.usedPercent === void 0 ? NONE : percentText(c.usedPercent);
}
function tokensText(n) {
  if (n < 1e3) return String(n);
  if (n < 1e6) return `${n < 1e4 ? (n / 1e3).toFixed(1) : Math.round(n / 1e3)}k`;
  return `${(n / 1e6).toFixed(1)}M`;
}
function spendText(s) {
  if (!s) return NONE;
  const parts = [];
  if (s.usd !== void 0) parts.push(`$${s.usd.toFixed(2)}`);
  if (s.tokens !== void 0) parts.push(`${tokensText(s.tokens)} tok`);
  return parts.length ? parts.join(" ") : NONE;
}
function queueText(r) {
  const { pending, wake } = r.queue;
  if (!pending && !wake) return NONE;
  return `${pending}${wake ? ` wake ${wake}` : ""}`;
}
var COLUMNS = [
  { title: "SEAT", min: 12, max: 28, keep: 9, cell: (r) => r.ref },
  // Only when another host's seat is shown (this host's rows leave it blank).
  { title: "HOST", min: 6, max: 16, keep: 4.5, cell: (r) => r.host ?? "" },
  { title: "AGENT", min: 6, max: 6, keep: 4, cell: (r) => RUNTIME_WORD[r.runtime] ?? r.runtime },
  { title: "ACTIVITY", min: 20, max: 26, keep: 8, cell: activityText },
  { title: "WAITS FOR", min: 19, max: 40, keep: 7, cell: waitsText },
  { title: "CTX", min: 5, max: 5, keep: 6, cell: contextText },
  { title: "SPEND", min: 7, max: 14, keep: 5, cell: (r) => spendText(r.spend) },
  { title: "GUARD", min: 4, max: 14, keep: 3, cell: (r) => r.guard },
  { title: "QUEUE", min: 5, max: 18, keep: 2, cell: queueText },
  { title: "COMPACT", min: 7, max: 18, keep: 1, cell: (r) => r.compaction ?? NONE }
];
function layoutColumns(width, hosts = false) {
  const avail = width - 2;
  let shown = COLUMNS.filter((c) => hosts || c.title !== "HOST");
  const need = (cols) => cols.reduce((n, c) => n + c.min, 0) + cols.length - 1;
  while (shown.length > 1 && need(shown) > avail) {
    const drop = shown.reduce((a, b) => b.keep < a.keep ? b : a);
    shown = shown.filter((c) => c !== drop);
  }
  const widths = shown.map((c) => c.min);
  let spare = avail - need(shown);
  for (let i = 0; i < shown.length && spare > 0; i++) {
    const grow = Math.min(spare, shown[i].max - widths[i]);
    widths[i] += grow;
    spare -= grow;
  }
  return shown.map((col, i) => ({ col, width: widths[i] }));
}
function detailText(r, shown, hosts, elapsed) {
  const hidden = COLUMNS.filter((c) => !shown.some((s) => s.col === c) && (hosts || c.title !== "HOST"));
  if (!hidden.length) return null;
  return `  ${r.ref}  ${hidden.map((c) => `${c.title.toLowerCase()} ${c.cell(r, elapsed) || NONE}`).join(" \xB7 ")}`;
}
var SGR = { bold: "\x1B[1m", dim: "\x1B[2m", reverse: "\x1B[7m", yellow: "\x1B[33m", reset: "\x1B[0m" };
function paint(text2, color, ...codes) {
  return color && codes.length ? `${codes.join("")}${text2}${SGR.reset}` : text2;
}
function headerText(m) {
  const c = m.counts;
  const parts = [
    `${c.seats} seat${c.seats === 1 ? "" : "s"}`,
    `${c.attention} need a person`,
    `${c.busy} busy`,
    `${c.idle} idle`
  ];
  if (c.other) parts.push(`${c.other} other`);
  return `rig watch  ${parts.join(" \xB7 ")}  spend ${spendText(m.spend)}`;
}
var KEYS_LINE = "\u2191\u2193 move  \u23CE pane  s send  h held  a answer  ? help  q quit";
var HELP_LINES = [
  "rig watch \u2014 every seat of every rig, updated as their state changes",
  "",
  "  \u2191 \u2193 (or k j)  move between seats",
  "  Enter         go to the seat\u2019s pane (tmux switch-client; outside tmux: the attach command)",
  "  s             send a message to the seat (as rig send does), then its outcome",
  "  h             the seat\u2019s held messages (rig seat held-messages)",
  "  a             answer the seat\u2019s permission stop: a menu number or d, then a reason",
  "  ?             this help          q  quit (also Ctrl-C)",
  "",
  "Seats that need a person come first, then busy, then idle. ACTIVITY says whose word it is",
  "(hook, screen, screen>hook) and how old; stale means the hook record is too old to trust.",
  "CTX and SPEND are what the runtime reports (Claude: cost; Codex: tokens); \u2014 means nothing.",
  "",
  "Any key closes this help."
];
function promptLine(ui) {
  const p = ui.prompt;
  if (ui.mode !== "prompt" || !p) return null;
  if (p.kind === "send") return `send to ${p.ref}: ${p.text}\u2588`;
  if (p.kind === "answer-choice") return `answer ${p.ref}: choice (menu number, or d to deny): ${p.text}\u2588`;
  return `answer ${p.ref} (${p.choice === "deny" ? "deny" : `choice ${p.choice}`}): reason: ${p.text}\u2588`;
}
function tailFit(text2, width) {
  if (columns(text2) <= width) return fitCell(text2, width);
  const chars = [...text2];
  while (chars.length && columns(`\u2026${chars.join("")}`) > width) chars.shift();
  return fitCell(`\u2026${chars.join("")}`, width);
}
function renderFrame(f) {
  const { model, width, height, color, ui } = f;
  const lines2 = [];
  lines2.push(paint(fitCell(headerText(model), width), color, SGR.bold));
  const bodyRows = Math.max(0, height - 3);
  const footer = promptLine(ui) ?? ui.message ?? KEYS_LINE;
  if (ui.mode === "help" || ui.mode === "overlay") {
    const body = ui.mode === "help" ? HELP_LINES : [ui.overlay?.title ?? "", "", ...ui.overlay?.lines ?? []];
    for (let i = 0; i < bodyRows + 1; i++) lines2.push(fitCell(body[i] ?? "", width));
  } else {
    const hosts = model.rows.some((r) => r.host !== null);
    const layout = layoutColumns(width, hosts);
    lines2.push(
      paint(fitCell(`  ${layout.map((c) => fitCell(c.col.title, c.width)).join(" ")}`, width), color, SGR.dim)
    );
    const rows = model.rows;
    const sel = ui.selected === null ? -1 : rows.findIndex((r) => r.ref === ui.selected);
    const detail = sel >= 0 && bodyRows > 1 ? detailText(rows[sel], layout, hosts, f.elapsedMs) : null;
    const listRows = detail === null ? bodyRows : bodyRows - 1;
    const top = sel >= listRows ? sel - listRows + 1 : 0;
    for (let i = 0; i < listRows; i++) {
      const r = rows[top + i];
      if (!r) {
        lines2.push(
          fitCell(
            i === 0 && !rows.length ? "  no seats running (rig up starts a rig; rig ps --all lists stopped ones)" : "",
            width
          )
        );
        continue;
      }
      const mark = top + i === sel ? "> " : "  ";
      const text2 = fitCell(mark + layout.map((c) => fitCell(c.col.cell(r, f.elapsedMs), c.width)).join(" "), width);
      const codes = top + i === sel ? [SGR.reverse] : r.band === 0 ? [SGR.yellow] : r.activity.stale ? [SGR.dim] : [];
      lines2.push(paint(text2, color, ...codes));
    }
    if (detail !== null) lines2.push(paint(fitCell(detail, width), color, SGR.dim));
    const hidden = rows.length - Math.min(rows.length, listRows);
    if (hidden > 0 && !promptLine(ui) && !ui.message) {
      lines2.push(fitCell(`${KEYS_LINE}  (+${hidden} more: move to scroll)`, width));
      return lines2.slice(0, height);
    }
  }
  lines2.push(promptLine(ui) ? tailFit(footer, width) : fitCell(footer, width));
  return lines2.slice(0, height);
}

// lib/cli/watch/keys.ts
var initialUi = () => ({ selected: null, mode: "list", prompt: null, message: null, overlay: null });
var SEQUENCES = {
  "\x1B[A": { k: "up" },
  "\x1BOA": { k: "up" },
  "\x1B[B": { k: "down" },
  "\x1BOB": { k: "down" },
  "\r": { k: "enter" },
  "\n": { k: "enter" },
  "\x7F": { k: "backspace" },
  "\b": { k: "backspace" },
  "": { k: "interrupt" }
};
function parseKeys(data) {
  const keys = [];
  let i = 0;
  while (i < data.length) {
    const three = data.slice(i, i + 3);
    if (SEQUENCES[three]) {
      keys.push(SEQUENCES[three]);
      i += 3;
      continue;
    }
    const ch = data[i];
    if (ch === "\x1B") {
      const m = /^\x1b(?:\[[0-?]*[ -/]*[@-~]|O.)/.exec(data.slice(i));
      if (m) i += m[0].length;
      else {
        keys.push({ k: "esc" });
        i += 1;
      }
      continue;
    }
    if (SEQUENCES[ch]) keys.push(SEQUENCES[ch]);
    else if (ch >= " ") {
      const cp = data.codePointAt(i);
      const c = String.fromCodePoint(cp);
      keys.push({ k: "char", ch: c });
      i += c.length;
      continue;
    }
    i += 1;
  }
  return keys;
}
function keepSelection(ui, refs) {
  if (ui.selected !== null && refs.includes(ui.selected)) return ui;
  return { ...ui, selected: refs[0] ?? null };
}
function move(ui, refs, by) {
  if (!refs.length) return ui;
  const at2 = ui.selected === null ? -1 : refs.indexOf(ui.selected);
  const next = Math.max(0, Math.min(refs.length - 1, at2 + by));
  return { ...ui, selected: refs[next] };
}
function choiceOf(text2) {
  const t = text2.trim().toLowerCase();
  if (t === "d" || t === "deny") return "deny";
  return /^[1-9][0-9]?$/.test(t) ? Number(t) : void 0;
}
var NO_SEAT = "rig: no seat selected \u2014 move to a seat with the arrow keys first";
var onOtherHost = (ref, host, what) => `rig: ${ref} is on host ${host}, not this one \u2014 ${what} on ${host}`;
function listKey(ui, key, refs, hosts) {
  const ref = ui.selected;
  const host = ref === null ? void 0 : hosts.get(ref);
  if (key.k === "up") return { ui: move(ui, refs, -1) };
  if (key.k === "down") return { ui: move(ui, refs, 1) };
  if (key.k === "esc") return { ui: { ...ui, message: null } };
  if (key.k === "enter" && ref && host)
    return { ui: { ...ui, message: onOtherHost(ref, host, "attach to its pane there") } };
  if (key.k === "enter") return ref ? { ui, effect: { kind: "jump", ref } } : { ui: { ...ui, message: NO_SEAT } };
  if (key.k !== "char") return { ui };
  switch (key.ch) {
    case "k":
      return { ui: move(ui, refs, -1) };
    case "j":
      return { ui: move(ui, refs, 1) };
    case "q":
      return { ui, effect: { kind: "quit" } };
    case "?":
      return { ui: { ...ui, mode: "help" } };
    case "s":
      if (!ref) return { ui: { ...ui, message: NO_SEAT } };
      return { ui: { ...ui, mode: "prompt", prompt: { kind: "send", ref, text: "" }, message: null } };
    case "a":
      if (!ref) return { ui: { ...ui, message: NO_SEAT } };
      if (host) return { ui: { ...ui, message: onOtherHost(ref, host, "answer it with rig seat answer") } };
      return { ui: { ...ui, mode: "prompt", prompt: { kind: "answer-choice", ref, text: "" }, message: null } };
    case "h":
      return ref ? { ui, effect: { kind: "held", ref } } : { ui: { ...ui, message: NO_SEAT } };
    default:
      return { ui };
  }
}
var listMode = (ui, message) => ({
  ...ui,
  mode: "list",
  prompt: null,
  overlay: null,
  message
});
function promptKey(ui, p, key) {
  if (key.k === "esc") return { ui: listMode(ui, "cancelled") };
  if (key.k === "backspace") return { ui: { ...ui, prompt: { ...p, text: [...p.text].slice(0, -1).join("") } } };
  if (key.k === "char") return { ui: { ...ui, prompt: { ...p, text: p.text + key.ch } } };
  if (key.k !== "enter") return { ui };
  const text2 = p.text.trim();
  if (p.kind === "send") {
    if (!text2) return { ui: listMode(ui, "nothing sent (the message was empty)") };
    return { ui: listMode(ui, `sending to ${p.ref}\u2026`), effect: { kind: "send", ref: p.ref, text: p.text } };
  }
  if (p.kind === "answer-choice") {
    const choice = choiceOf(text2);
    if (choice === void 0)
      return { ui: { ...ui, message: "rig: a choice is a menu number or d \u2014 type 1, 2, \u2026 or d to deny" } };
    return { ui: { ...ui, prompt: { kind: "answer-reason", ref: p.ref, text: "", choice }, message: null } };
  }
  if (!text2) return { ui: { ...ui, message: "rig: a reason is required \u2014 say why, then Enter" } };
  return {
    ui: listMode(ui, `answering ${p.ref}\u2026`),
    effect: { kind: "answer", ref: p.ref, choice: p.choice, reason: text2 }
  };
}
function step(ui, key, refs, hosts = /* @__PURE__ */ new Map()) {
  if (key.k === "interrupt") return { ui, effect: { kind: "quit" } };
  if (ui.mode === "prompt" && ui.prompt) return promptKey(ui, ui.prompt, key);
  if (ui.mode === "help" || ui.mode === "overlay") return { ui: listMode(ui, ui.message) };
  return listKey(ui, key, refs, hosts);
}

// lib/cli/watch/refresh.ts
var import_node_fs15 = require("node:fs");

// lib/seat/touched.ts
function touchedBy(paths) {
  const out = { nodes: /* @__PURE__ */ new Set(), shared: false };
  for (const path2 of paths) {
    const node = path2.split("/").map((part) => part.replace(/^\.+/, "").replace(/\..*$/, "")).find((part) => NODE_ID_PATTERN.test(part));
    if (node) out.nodes.add(node);
    else out.shared = true;
  }
  return out;
}

// lib/views/file-facts.ts
var AGEING2 = /* @__PURE__ */ new Set(["ageMs", "age_ms", "sampledAt", "text"]);
function factsKey(s) {
  return JSON.stringify(s, (k, v) => AGEING2.has(k) ? void 0 : v);
}
function changedFacts(known, now) {
  const keys = /* @__PURE__ */ new Map();
  const changed = [];
  for (const [node, status] of now) {
    const key = factsKey(status);
    keys.set(node, key);
    if (known.get(node) !== key) changed.push(node);
  }
  return { changed, keys };
}

// lib/tmux/control-protocol.ts
var READ_ONLY_COMMANDS = /* @__PURE__ */ new Set([
  "display-message",
  "capture-pane",
  "list-panes",
  "list-windows",
  "list-sessions",
  "list-buffers",
  "has-session"
]);
function splitCommands(args) {
  const out = [[]];
  for (const a of args) {
    if (a === ";") out.push([]);
    else out[out.length - 1].push(a);
  }
  return out;
}
function isReadOnlyCommandList(args) {
  const commands = splitCommands(args);
  return commands.every((c) => c.length > 0 && READ_ONLY_COMMANDS.has(c[0]));
}
var WRITE_ONCE_COMMANDS = /* @__PURE__ */ new Set(["load-buffer", "paste-buffer", "send-keys", "delete-buffer"]);
function isWriteOnceCommandList(args) {
  const commands = splitCommands(args);
  return commands.every((c) => c.length > 0 && (READ_ONLY_COMMANDS.has(c[0]) || WRITE_ONCE_COMMANDS.has(c[0])));
}
function lostReplyAction(o) {
  return !o.write && o.reply === "unavailable" ? "process" : "fail";
}
function commandCount(args) {
  return splitCommands(args).length;
}
function quoteArg(arg) {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}
function encodeCommandLine(args) {
  if (args.length === 0) return null;
  const parts = [];
  for (const a of args) {
    if (/[\n\r\0]/.test(a)) return null;
    parts.push(a === ";" ? ";" : quoteArg(a));
  }
  return parts.join(" ");
}
var GUARD = /^%(begin|end|error) (\d+) (\d+) (\d+)$/;
var ControlParser = class {
  partial = "";
  block;
  push(text2) {
    const events = [];
    const pieces = (this.partial + text2).split("\n");
    this.partial = pieces.pop();
    for (const line of pieces) this.line(line, events);
    return events;
  }
  line(line, events) {
    const guard = line.startsWith("%") ? GUARD.exec(line) : null;
    if (this.block) {
      const b = this.block;
      if (guard && guard[1] !== "begin" && `${guard[2]} ${guard[3]} ${guard[4]}` === b.guard) {
        this.block = void 0;
        events.push({ kind: "block", ok: guard[1] === "end", own: b.own, lines: b.lines });
      } else {
        b.lines.push(line);
      }
      return;
    }
    if (guard?.[1] === "begin") {
      this.block = { guard: `${guard[2]} ${guard[3]} ${guard[4]}`, own: guard[4] === "1", lines: [] };
    } else if (line === "%exit" || line.startsWith("%exit ")) {
      events.push({ kind: "exit", reason: line.slice(6) });
    }
  }
};
var SESSION_LISTING_FORMAT = "#{session_id}|#{destroy-unattached}|#{exit-unattached}";
function pickAttachSession(listing) {
  for (const line of listing.split("\n")) {
    const [id, destroy, exit] = line.split("|");
    if (!id || !/^\$\d+$/.test(id)) continue;
    if (exit !== "0") return null;
    if (destroy === "0" || destroy === "off") return id;
  }
  return null;
}

// lib/tmux/control-client.ts
var asStdout = (blocks) => blocks.map((lines2) => lines2.map((l) => `${l}
`).join("")).join("");
var ControlClient = class _ControlClient {
  constructor(child) {
    this.child = child;
    let markExited;
    this.exited = new Promise((r) => {
      markExited = r;
    });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text2) => this.events(this.parser.push(text2)));
    child.on("exit", () => {
      markExited();
      this.end();
    });
    child.on("error", () => {
      markExited();
      this.end();
    });
    child.stdin.on("error", () => this.end());
    child.unref();
    for (const s of [child.stdin, child.stdout]) s.unref?.();
  }
  child;
  parser = new ControlParser();
  pending = [];
  closed = false;
  /** Settles when the tmux client process has ended. */
  exited;
  /** Starts `tmux <argv>`; argv must put the client in control mode. */
  static spawn(argv, env) {
    return new _ControlClient(childProcess().spawn("tmux", argv, { stdio: ["pipe", "pipe", "ignore"], env }));
  }
  get alive() {
    return !this.closed;
  }
  get pid() {
    return this.child.pid;
  }
  /** Runs one control-mode line holding `count` commands. */
  run(line, count, timeoutMs) {
    if (this.closed) return Promise.resolve({ ok: "unavailable" });
    return new Promise((resolve3) => {
      const p = {
        count,
        blocks: [],
        done: resolve3,
        timer: setTimeout(() => {
          this.settle(p, { ok: "timeout" });
          void this.close();
        }, timeoutMs)
      };
      this.pending.push(p);
      this.child.stdin.write(`${line}
`);
    });
  }
  /**
   * Detaches (end of input makes tmux detach the client) and waits until the process has ended,
   * killing it after `graceMs`. The owner must not exit before that: tmux 3.3a, told to exit
   * while a control client's output is unread, waits for that client for ever, and a server being
   * killed then never finishes (measured; the client's end releases it).
   */
  close(graceMs = 500) {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.stdin.end();
      const kill = setTimeout(() => this.child.kill("SIGKILL"), graceMs);
      void this.exited.then(() => clearTimeout(kill));
    }
    this.end();
    return this.exited;
  }
  events(events) {
    for (const e of events) {
      if (e.kind === "exit") {
        this.end();
        return;
      }
      if (!e.own) continue;
      const p = this.pending[0];
      if (!p) continue;
      p.blocks.push(e.lines);
      if (!e.ok) this.settle(p, { ok: false, stdout: asStdout(p.blocks.slice(0, -1)), error: e.lines.join("\n") });
      else if (p.blocks.length === p.count) this.settle(p, { ok: true, stdout: asStdout(p.blocks) });
    }
  }
  settle(p, reply) {
    const i = this.pending.indexOf(p);
    if (i < 0) return;
    this.pending.splice(i, 1);
    clearTimeout(p.timer);
    p.done(reply);
  }
  end() {
    this.closed = true;
    for (const p of [...this.pending]) this.settle(p, { ok: "unavailable" });
  }
};

// lib/util/env-flag.ts
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "off", "no"]);
function flag(value, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  return !FALSE_WORDS.has(value.trim().toLowerCase());
}

// lib/tmux/control-pool.ts
var READY_TIMEOUT_MS = 3e3;
var RETRY_BASE_MS = 1e3;
var RETRY_MAX_MS = 6e4;
function retryDelayMs(failures) {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}
var keyOf = (server) => `${server.socket ?? ""}\0${server.configFile ?? ""}`;
var ControlPool = class {
  slots = /* @__PURE__ */ new Map();
  closed = false;
  /** Command lists answered by a control client, and those left to a tmux process (tests, bench). */
  counts = { control: 0, process: 0 };
  route = (server, args, timeoutMs, write = false) => {
    const takes = write ? isWriteOnceCommandList(args) : isReadOnlyCommandList(args);
    const line = this.closed || !takes ? null : encodeCommandLine(args);
    const slot = line === null ? void 0 : this.slots.get(keyOf(server));
    if (line === null || slot?.state !== "ready" || !slot.client.alive) {
      if (line !== null) this.warm(server);
      this.counts.process++;
      return void 0;
    }
    return this.ask(server, slot.client, line, args, timeoutMs, write);
  };
  /** Starts a control client for the server unless one runs, is starting, or must wait. */
  warm(server) {
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (this.closed || slot?.state === "starting" || slot?.state === "ready" && slot.client.alive) return;
    if (slot?.state === "waiting" && Date.now() < slot.until) return;
    const failures = slot?.state === "waiting" ? slot.failures : 0;
    this.slots.set(key, { state: "starting" });
    void this.start(server).then((client) => {
      if (this.closed) {
        void client?.close();
        return;
      }
      this.slots.set(
        key,
        client ? { state: "ready", client } : { state: "waiting", until: Date.now() + retryDelayMs(failures + 1), failures: failures + 1 }
      );
    });
  }
  /** Detaches every client and waits until each process has ended. Later reads run in tmux processes. */
  close() {
    this.closed = true;
    const ending = [...this.slots.values()].flatMap((slot) => slot.state === "ready" ? [slot.client.close()] : []);
    this.slots.clear();
    return Promise.all(ending).then(() => void 0);
  }
  /** Where the server's slot stands: no attempt yet, a start in flight, a client, or a wait (tests). */
  slotState(server) {
    return this.slots.get(keyOf(server))?.state;
  }
  /** The pid of the server's control client, when one is ready (tests). */
  clientPid(server) {
    const slot = this.slots.get(keyOf(server));
    return slot?.state === "ready" && slot.client.alive ? slot.client.pid : void 0;
  }
  async start(server) {
    let session;
    try {
      session = pickAttachSession(
        (await spawnTmux(server, ["list-sessions", "-F", SESSION_LISTING_FORMAT], { timeoutMs: READY_TIMEOUT_MS })).stdout
      );
    } catch {
      return void 0;
    }
    if (session === null) return void 0;
    const client = ControlClient.spawn(
      [...serverArgs(server), "-u", "-C", "attach-session", "-t", session, "-f", "ignore-size,no-output"],
      childEnv(server)
    );
    const ready = await client.run(encodeCommandLine(["display-message", "-p", "ready"]), 1, READY_TIMEOUT_MS);
    if (ready.ok === true && ready.stdout === "ready\n") return client;
    void client.close();
    return void 0;
  }
  async ask(server, client, line, args, timeoutMs, write) {
    const reply = await client.run(line, commandCount(args), timeoutMs);
    if (reply.ok === true) {
      this.counts.control++;
      return { stdout: reply.stdout, stderr: "" };
    }
    if (reply.ok === false) {
      this.counts.control++;
      throw new TmuxError(classifyTmuxError(reply.error), args, reply.error, 1);
    }
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (slot?.state === "ready" && slot.client === client)
      this.slots.set(key, { state: "waiting", until: Date.now() + retryDelayMs(1), failures: 1 });
    if (lostReplyAction({ write, reply: reply.ok }) === "fail") {
      if (write)
        throw new TmuxError(
          "unanswered",
          args,
          reply.ok === "timeout" ? `tmux did not answer within ${timeoutMs} ms; the command may have run` : "the tmux control client ended before answering; the command may have run",
          null
        );
      throw new TmuxError("other", args, `tmux did not answer within ${timeoutMs} ms`, null);
    }
    this.counts.process++;
    return void 0;
  }
};
var shared;
function routeTmuxReadsThroughControlClients(env) {
  if (!flag(env.OPENRIG_TMUX_CONTROL, true)) return { pool: void 0, release: async () => void 0 };
  shared ??= { pool: new ControlPool(), users: 0 };
  shared.users++;
  const mine = shared;
  setTmuxRouter(mine.pool.route);
  let released = false;
  return {
    pool: mine.pool,
    release: async () => {
      if (released) return;
      released = true;
      if (--mine.users > 0) return;
      if (shared === mine) {
        shared = void 0;
        setTmuxRouter(void 0);
      }
      await mine.pool.close();
    }
  };
}

// lib/config/federation-settings.ts
var import_node_fs13 = require("node:fs");

// lib/config/config.ts
var import_node_path5 = require("node:path");

// lib/store/validators/config.v1.generated.js
var compiled16;
function validate_config_v1(data, options) {
  compiled16 ??= build16();
  const ok2 = compiled16(data, options);
  validate_config_v1.errors = compiled16.errors;
  return ok2;
}
function build16() {
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
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path5.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
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
  const st = (0, import_node_fs13.statSync)(file, { throwIfNoEntry: false });
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
var import_node_fs14 = require("node:fs");

// lib/daemon/http-wire.ts
var TOKEN_VALUE = /^[\x20-\x7e]*$/;
var PATH = /^\/[\x21-\x7e]*$/;
function encodeRequest(req) {
  if (!PATH.test(req.path))
    return new Error(`request path ${JSON.stringify(req.path)} has spaces or control characters`);
  const lines2 = [`${req.method} ${req.path} HTTP/1.1`, "host: openrig", "connection: close"];
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (!/^[a-z0-9-]+$/.test(name) || !TOKEN_VALUE.test(value))
      return new Error(`header ${name} has a value that cannot be sent (control or non-ASCII characters)`);
    lines2.push(`${name}: ${value}`);
  }
  if (req.body) lines2.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(`${lines2.join("\r\n")}\r
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
  return new Promise((resolve3, reject) => {
    if (!(0, import_node_fs14.existsSync)(socket)) {
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
      else resolve3(res);
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

// lib/cli/watch/remote-rows.ts
function contextOf(c) {
  if (!c) return null;
  const state = c.state;
  return {
    state,
    ...c.usedPercent !== null ? { usedPercent: c.usedPercent } : {},
    ...c.ageMs !== null ? { ageMs: c.ageMs } : {},
    text: ""
  };
}
var EVIDENCE = /* @__PURE__ */ new Set(["hook", "hook+pane", "pane"]);
var evidenceOf2 = (source) => EVIDENCE.has(source) ? source : "pane";
function bandOf(waits, state) {
  if (waits.length) return 0;
  if (state === "busy") return 1;
  if (state === "idle") return 2;
  return 3;
}
function remoteWatchRow(r) {
  const base = {
    ref: r.seat,
    host: r.host,
    runtime: r.runtime,
    spend: null,
    queue: { pending: 0, wake: null },
    compaction: null,
    tmux: { socket: null, session: r.seat, paneId: null }
  };
  if (r.hostState !== "live")
    return {
      ...base,
      band: 3,
      activity: { state: "stale", source: "host", ageMs: r.hostAgeMs, stale: true },
      waits: [],
      pane: "remote",
      context: null,
      guard: "\u2014"
    };
  const waits = [];
  if (r.permissionStop?.pending === "request_observed")
    waits.push({ kind: "permission", evidence: "hook", what: r.permissionStop.tool, ageMs: r.permissionStop.ageMs });
  else if (r.activity.state === "needs_input")
    waits.push({
      kind: "needs_input",
      evidence: evidenceOf2(r.activity.source),
      what: r.activity.reason,
      ageMs: r.activity.ageMs
    });
  if (r.held > 0) waits.push({ kind: "held", evidence: "outbox", what: `${r.held} held`, ageMs: null });
  return {
    ...base,
    band: bandOf(waits, r.activity.state),
    activity: { state: r.activity.state, source: r.activity.source, ageMs: r.activity.ageMs, stale: false },
    waits,
    pane: r.pane,
    context: contextOf(r.context),
    guard: r.guard.mode
  };
}

// lib/cli/watch/remote-read.ts
var REMOTE_POLL_MS = 2e3;
var federationOn = (home, env) => federationConfig(home, env).state !== "off";
async function readRemoteRows(home, env) {
  const r = await remoteSeats(home, env, 3e3);
  if (r.state === "off") return { rows: [], note: null };
  if (r.state === "invalid") return { rows: [], note: `federation config: ${r.problems.join("; ")}` };
  if (r.state === "unavailable") return { rows: [], note: `other hosts unknown: ${r.why}` };
  return { rows: r.seats.map(remoteWatchRow), note: null };
}

// lib/cli/watch/refresh.ts
var SETTLE_MS = 60;
var FILES_POLL_MS = 5e3;
var SCREEN_POLL_MS = 3e4;
function startRefresh(home, onReading, opts = {}) {
  const tmuxRoute = routeTmuxReadsThroughControlClients(process.env);
  let stopped = false;
  let reading = false;
  let owedAll = null;
  let owedFiles = false;
  let facts = /* @__PURE__ */ new Map();
  const owedPaths = /* @__PURE__ */ new Set();
  let settle;
  let seats = [];
  let statuses = /* @__PURE__ */ new Map();
  let queues = /* @__PURE__ */ new Map();
  let remote = [];
  let remoteKey = "[]";
  let remoteNote = null;
  const model = () => watchModel(assembleReadings(seats, statuses, queues), remote);
  const readAll = async () => {
    seats = watchedSeats(home);
    let files;
    [statuses, queues, files] = await Promise.all([
      readStatuses(home, seats),
      readQueues(home, seats),
      readStatuses(home, seats, { filesOnly: true })
    ]);
    facts = changedFacts(/* @__PURE__ */ new Map(), files).keys;
  };
  const readFiles = async () => {
    seats = watchedSeats(home);
    const [files, q] = await Promise.all([readStatuses(home, seats, { filesOnly: true }), readQueues(home, seats)]);
    queues = q;
    const { changed, keys } = changedFacts(facts, files);
    facts = keys;
    const again = seats.filter((s) => changed.includes(s.nodeId) || !statuses.has(s.nodeId));
    if (again.length) statuses = new Map([...statuses, ...await readStatuses(home, again)]);
  };
  const readTouched = async (paths) => {
    const t = touchedBy(paths);
    if (t.shared) {
      seats = watchedSeats(home);
      queues = await readQueues(home, seats);
    }
    const again = seats.filter((s) => t.nodes.has(s.nodeId) || !statuses.has(s.nodeId));
    if (again.length) statuses = new Map([...statuses, ...await readStatuses(home, again)]);
  };
  const run = async () => {
    if (stopped || reading) return;
    const cause = owedAll ?? (owedPaths.size ? "notify" : owedFiles ? "poll" : null);
    if (!cause) return;
    reading = true;
    const all = owedAll !== null;
    const files = !all && owedFiles;
    const paths = [...owedPaths];
    owedAll = null;
    owedFiles = false;
    owedPaths.clear();
    try {
      if (all) await readAll();
      else {
        if (paths.length) await readTouched(paths);
        if (files) await readFiles();
      }
      if (!stopped) onReading({ model: model(), at: Date.now(), cause });
    } catch (err) {
      opts.onError?.(err);
    } finally {
      reading = false;
      void run();
    }
  };
  const everything = (cause) => {
    owedAll ??= cause;
    void run();
  };
  let watcher;
  let notifyOff = opts.pollOnly ? "polling only (--poll-only)" : null;
  if (!opts.pollOnly) {
    try {
      watcher = (0, import_node_fs15.watch)(home.root, { recursive: true, persistent: true }, (_event, name) => {
        owedPaths.add(typeof name === "string" ? name : "");
        if (settle) return;
        settle = setTimeout(() => {
          settle = void 0;
          void run();
        }, SETTLE_MS);
      });
      watcher.on("error", (err) => {
        notifyOff = `file notifications stopped (${err.message})`;
        watcher?.close();
      });
    } catch (err) {
      notifyOff = `file notifications unavailable (${err.message})`;
    }
  }
  const screenPoll = setInterval(() => everything("poll"), SCREEN_POLL_MS);
  const filesPoll = setInterval(() => {
    owedFiles = true;
    void run();
  }, FILES_POLL_MS);
  everything("start");
  let remotePoll;
  let asking = false;
  const askRemote = async () => {
    if (asking || stopped) return;
    asking = true;
    try {
      const r = await readRemoteRows(home, opts.env ?? process.env);
      if (stopped) return;
      if (r.note !== remoteNote) opts.onRemoteNote?.(remoteNote = r.note);
      const key = JSON.stringify(r.rows, (k, v) => k === "ageMs" ? void 0 : v);
      if (key === remoteKey) return;
      remote = r.rows;
      remoteKey = key;
      if (!reading) onReading({ model: model(), at: Date.now(), cause: "notify" });
    } catch (err) {
      opts.onError?.(err);
    } finally {
      asking = false;
    }
  };
  if (federationOn(home, opts.env ?? process.env)) {
    void askRemote();
    remotePoll = setInterval(() => void askRemote(), REMOTE_POLL_MS);
  }
  return {
    get notifyOff() {
      return notifyOff;
    },
    poke: () => everything("notify"),
    stop() {
      stopped = true;
      clearInterval(screenPoll);
      clearInterval(filesPoll);
      if (remotePoll) clearInterval(remotePoll);
      if (settle) clearTimeout(settle);
      watcher?.close();
      void tmuxRoute.release();
    }
  };
}

// lib/cli/watch/screen-diff.ts
var SYNC_ON = "\x1B[?2026h";
var SYNC_OFF = "\x1B[?2026l";
var CLEAR = "\x1B[2J";
var at = (row) => `\x1B[${row + 1};1H`;
function screenDiff(prev, next) {
  const full = prev === null || prev.length !== next.length;
  let out = "";
  for (let i = 0; i < next.length; i++) {
    if (!full && prev[i] === next[i]) continue;
    out += `${at(i)}\x1B[0m${next[i]}`;
  }
  if (!out && !full) return "";
  return `${SYNC_ON}${full ? CLEAR : ""}${out}${SYNC_OFF}`;
}
var ENTER_SCREEN = "\x1B[?1049h\x1B[?25l";
var LEAVE_SCREEN = "\x1B[0m\x1B[?25h\x1B[?1049l";

// lib/util/run-bounded.ts
function runBounded(program, args, run) {
  const maxBytes = run.maxBytes ?? 64 * 1024;
  return new Promise((resolve3) => {
    let settled2 = false;
    let cut = false;
    const chunks = { stdout: [], stderr: [] };
    const sizes = { stdout: 0, stderr: 0 };
    const text2 = (name) => Buffer.concat(chunks[name]).toString("utf8");
    const settle = (outcome) => {
      if (settled2) return;
      settled2 = true;
      clearTimeout(timer);
      resolve3(outcome());
    };
    let child;
    try {
      child = childProcess().spawn(program, args, {
        env: run.env,
        cwd: run.cwd,
        stdio: [
          run.input === void 0 ? "ignore" : "pipe",
          run.stdout === false ? "ignore" : "pipe",
          run.stderr === false ? "ignore" : "pipe"
        ],
        detached: true
      });
    } catch (err) {
      resolve3({ kind: "failed", message: err.message });
      return;
    }
    const killGroup = () => {
      try {
        if (child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    const timer = setTimeout(() => {
      killGroup();
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      settle(() => ({ kind: "timeout", stdout: text2("stdout"), stderr: text2("stderr") }));
    }, run.deadlineMs);
    for (const name of ["stdout", "stderr"]) {
      child[name]?.on("data", (chunk) => {
        if (cut) return;
        const room = maxBytes - sizes[name];
        if (chunk.length > room) {
          if (room > 0) chunks[name].push(chunk.subarray(0, room));
          sizes[name] = maxBytes;
          if (run.overflow === "kill" && name === "stdout") {
            cut = true;
            killGroup();
          }
          return;
        }
        chunks[name].push(chunk);
        sizes[name] += chunk.length;
      });
    }
    child.on(
      "error",
      (err) => settle(() => ({ kind: "failed", message: err.code ?? err.message }))
    );
    child.on(
      run.until === "exit" ? "exit" : "close",
      (code, signal) => settle(() => ({ kind: "exited", code, signal, stdout: text2("stdout"), stderr: text2("stderr"), cut }))
    );
    if (run.input !== void 0 && child.stdin) {
      const stdin = child.stdin;
      stdin.on("error", () => void 0);
      void Promise.resolve(run.input).then((t) => stdin.end(t));
    }
  });
}

// lib/cli/watch/child-verb.ts
var RIG_ENTRY_VAR = "OPENRIG_WATCH_RIG_ENTRY";
var VERB_DEADLINE_MS = 12e4;
function verbArgv(e) {
  if (e.kind === "send") return ["send", e.ref, e.text];
  if (e.kind === "held") return ["seat", "held-messages", e.ref];
  const choice = e.choice === "deny" ? ["--deny"] : ["--choice", String(e.choice)];
  return ["seat", "answer", e.ref, ...choice, "--reason", e.reason];
}
var lines = (t) => t.split("\n").map((l) => l.trimEnd()).filter((l) => l !== "");
function outcomeLine(o, deadlineMs = VERB_DEADLINE_MS) {
  if (o.kind === "failed") return `rig: could not run rig (${o.message}) \u2014 check the install (rig version)`;
  if (o.kind === "timeout")
    return `rig: no answer within ${Math.round(deadlineMs / 1e3)} s \u2014 check the seat with rig seat status`;
  const err = lines(o.stderr).filter((l) => l.startsWith("rig: "));
  const out = lines(o.stdout);
  if (o.code !== 0 && err.length) return err[err.length - 1];
  return out[0] ?? err[0] ?? (o.code === 0 ? "done" : `rig: exited with code ${o.code} \u2014 see rig --help`);
}
async function runVerb(e, io) {
  const entry = io.env[RIG_ENTRY_VAR]?.trim() || io.selfPath;
  if (!entry) {
    const outcome2 = { kind: "failed", message: "the rig entry script is not known" };
    return { outcome: outcome2, line: outcomeLine(outcome2) };
  }
  const outcome = await runBounded(process.execPath, [entry, ...verbArgv(e)], {
    env: io.env,
    cwd: io.cwd,
    deadlineMs: VERB_DEADLINE_MS
  });
  return { outcome, line: outcomeLine(outcome) };
}

// lib/cli/watch/jump.ts
function currentTmuxSocket(tmuxVar) {
  if (!tmuxVar) return null;
  const socket = tmuxVar.split(",")[0];
  return socket.startsWith("/") ? socket : null;
}
function sameServer(current, seatSocket) {
  return seatSocket === null ? current.endsWith("/default") : current === seatSocket;
}
var CLIENTS_FORMAT = "#{client_name}|#{client_control_mode}|#{pane_id}";
function pickClient(listing, ownPane) {
  if (!ownPane) return null;
  for (const line of listing.split("\n")) {
    const [name, control, pane] = line.split("|");
    if (name && control === "0" && pane === ownPane) return name;
  }
  return null;
}
function jumpPlan(seat, tmuxVar, client = null) {
  const current = currentTmuxSocket(tmuxVar);
  const server = seat.socket ? ["-S", seat.socket] : [];
  if (current && sameServer(current, seat.socket))
    return {
      kind: "switch",
      args: [...server, "switch-client", ...client ? ["-c", client] : [], "-t", seat.paneId ?? seat.session]
    };
  return { kind: "print", command: ["tmux", ...server, "attach", "-t", seat.session].map(shellQuote).join(" ") };
}

// lib/cli/watch/live.ts
function hostsOf(m) {
  const local = new Set(m.rows.filter((r) => r.host === null).map((r) => r.ref));
  return new Map(m.rows.filter((r) => r.host !== null && !local.has(r.ref)).map((r) => [r.ref, r.host]));
}
var EMPTY = { counts: { seats: 0, attention: 0, busy: 0, idle: 0, other: 0 }, spend: null, rows: [] };
async function runLive(ctx, opts) {
  const out = process.stdout;
  const input = process.stdin;
  let ui = initialUi();
  let latest = { model: EMPTY, at: Date.now(), cause: "start" };
  let shown = null;
  const paint2 = () => {
    const frame = renderFrame({
      model: latest.model,
      elapsedMs: Math.max(0, Date.now() - latest.at),
      width: Math.max(20, out.columns || 80),
      height: Math.max(5, out.rows || 24),
      color: opts.color,
      ui
    });
    const diff = screenDiff(shown, frame);
    if (diff) ctx.io.out(diff);
    shown = frame;
  };
  let done;
  const finished = new Promise((resolve3) => {
    done = resolve3;
  });
  const refresher = startRefresh(
    ctx.home,
    (r) => {
      latest = r;
      ui = keepSelection(
        ui,
        r.model.rows.map((row) => row.ref)
      );
      paint2();
    },
    {
      pollOnly: opts.pollOnly,
      env: ctx.env,
      onRemoteNote: (note) => {
        if (note) {
          ui = { ...ui, message: `rig: ${note} \u2014 this host's seats only` };
          paint2();
        }
      },
      onError: (err) => {
        ui = { ...ui, message: `rig: could not read the home (${err.message}) \u2014 rig doctor says more` };
        paint2();
      }
    }
  );
  if (refresher.notifyOff) ui = { ...ui, message: refresher.notifyOff };
  const say = (message, extra = {}) => {
    ui = { ...ui, message, ...extra };
    paint2();
  };
  const perform = async (e) => {
    if (e.kind === "quit") return done();
    if (e.kind === "jump") {
      const row = latest.model.rows.find((r2) => r2.ref === e.ref);
      if (!row) return say(`rig: ${e.ref} is no longer shown \u2014 pick another seat`);
      let plan = jumpPlan(row.tmux, ctx.env.TMUX);
      if (plan.kind === "print") return say(`attach with: ${plan.command}`);
      const server = row.tmux.socket ? ["-S", row.tmux.socket] : [];
      const listed = await runBounded("tmux", [...server, "list-clients", "-F", CLIENTS_FORMAT], {
        env: ctx.env,
        cwd: ctx.cwd,
        deadlineMs: 1e4
      });
      const client = listed.kind === "exited" ? pickClient(listed.stdout, ctx.env.TMUX_PANE) : null;
      plan = jumpPlan(row.tmux, ctx.env.TMUX, client);
      if (plan.kind === "print") return say(`attach with: ${plan.command}`);
      const r = await runBounded("tmux", plan.args, { env: ctx.env, cwd: ctx.cwd, deadlineMs: 1e4 });
      if (r.kind !== "exited" || r.code !== 0)
        say(
          `rig: tmux could not switch to ${e.ref} (${r.kind === "failed" ? r.message : r.stderr.trim() || r.kind}) \u2014 attach with tmux attach -t ${row.tmux.session}`
        );
      return;
    }
    const run = await runVerb(e, { env: ctx.env, cwd: ctx.cwd, selfPath: ctx.selfPath });
    if (e.kind === "held" && run.outcome.kind === "exited" && run.outcome.code === 0) {
      const lines2 = run.outcome.stdout.split("\n").filter((l) => l.trim() !== "");
      return say(run.line, {
        mode: "overlay",
        overlay: { title: `held messages of ${e.ref} (any key closes)`, lines: lines2 }
      });
    }
    say(run.line);
    refresher.poke();
  };
  const onData = (data) => {
    for (const key of parseKeys(data.toString("utf8"))) {
      const r = step(
        ui,
        key,
        latest.model.rows.map((row) => row.ref),
        hostsOf(latest.model)
      );
      ui = r.ui;
      if (r.effect) void perform(r.effect);
    }
    paint2();
  };
  const onResize = () => {
    shown = null;
    paint2();
  };
  ctx.io.out(ENTER_SCREEN);
  input.setRawMode?.(true);
  input.resume();
  input.on("data", onData);
  out.on("resize", onResize);
  const tick = setInterval(paint2, 1e3);
  const onSignal = () => done();
  process.on("SIGTERM", onSignal);
  process.on("SIGHUP", onSignal);
  paint2();
  try {
    await finished;
  } finally {
    clearInterval(tick);
    refresher.stop();
    input.off("data", onData);
    out.off("resize", onResize);
    process.off("SIGTERM", onSignal);
    process.off("SIGHUP", onSignal);
    input.setRawMode?.(false);
    input.pause();
    ctx.io.out(LEAVE_SCREEN);
  }
}

// lib/cli/watch.ts
var PLAIN_WIDTH = 120;
function useColor(env, terminal) {
  return terminal && !env.NO_COLOR && env.TERM !== "dumb";
}
async function once(ctx, json) {
  const [readings, remote] = await Promise.all([
    readWatch(ctx.home, watchedSeats(ctx.home)),
    readRemoteRows(ctx.home, ctx.env)
  ]);
  if (remote.note) ctx.io.err(`rig: ${remote.note} \u2014 this host's seats only (rig daemon status says more)
`);
  const model = watchModel(readings, remote.rows);
  if (json) {
    ctx.io.out(`${jsonForTerminal(snapshotEvent(model, isoTime(Date.now())), 0)}
`);
    return;
  }
  const terminal = ctx.io.interactive?.() === true;
  const frame = renderFrame({
    model,
    elapsedMs: 0,
    width: terminal ? process.stdout.columns || 80 : PLAIN_WIDTH,
    // Every seat: a printed frame does not scroll. The footer (the keys) is left off.
    height: Math.max(1, model.rows.length) + 3,
    color: useColor(ctx.env, terminal),
    ui: { ...initialUi(), selected: null }
  });
  ctx.io.out(
    `${frame.slice(0, -1).map((l) => l.trimEnd()).join("\n")}
`
  );
}
async function stream(ctx, pollOnly) {
  const line = (v) => ctx.io.out(`${jsonForTerminal(v, 0)}
`);
  let prev = null;
  let done;
  const finished = new Promise((resolve3) => {
    done = resolve3;
  });
  const refresher = startRefresh(
    ctx.home,
    (r) => {
      const at2 = isoTime(r.at);
      if (!prev) line(snapshotEvent(r.model, at2));
      else for (const e of changeEvents(prev, r.model, at2)) line(e);
      prev = r.model;
      if (ctx.io.outClosed?.()) done();
    },
    {
      pollOnly,
      env: ctx.env,
      onError: (err) => ctx.io.err(`rig: could not read the home (${err.message}) \u2014 rig doctor says more
`),
      onRemoteNote: (note) => {
        if (note) ctx.io.err(`rig: ${note} \u2014 this host's seats only (rig daemon status says more)
`);
      }
    }
  );
  const onSignal = () => done();
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(s, onSignal);
  try {
    await finished;
  } finally {
    refresher.stop();
    for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, onSignal);
  }
}
var watchCommand = defineCommand(
  {
    name: "watch",
    usage: ["rig watch [--once] [--json] [--poll-only]"],
    details: [
      "A live full-screen view of every seat of every rig: seats that need a person first, then busy, then",
      "idle. Per seat: activity with whose word it is and its age, what it waits for (a permission stop",
      "with the tool, a menu, held messages), context %, spend as the runtime reports it (Claude: cost;",
      "Codex: tokens; \u2014 for nothing), the typing guard, pending queue rows and wake, managed compaction.",
      "It reads again on a file change under $OPENRIG_HOME, and polls: files every 5 s, screens every",
      "30 s (--poll-only: the polls alone).",
      "Keys: \u2191/\u2193 (k/j) move, Enter goes to the seat's pane, s sends a message (rig send), h shows held",
      "messages, a answers a permission stop (rig seat answer), ? help, q quits.",
      "--once prints one frame and exits (also what it does when stdout is not a terminal); --json",
      "streams one JSON event per line: a snapshot, then a seat, removed or summary event per change;",
      "with --once, the snapshot alone. No colour with NO_COLOR set or off a terminal. docs/watch.md."
    ].join("\n")
  },
  {
    args: { boolean: ["json", "once", "poll-only"] },
    options: (p) => ({ json: bool(p, "json"), once: bool(p, "once"), pollOnly: bool(p, "poll-only") }),
    async run({ json, once: one, pollOnly }, ctx) {
      if (one || !json && ctx.io.interactive?.() !== true) return once(ctx, json);
      if (json) return stream(ctx, pollOnly);
      await runLive(ctx, { color: useColor(ctx.env, true), pollOnly });
    }
  }
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  useColor,
  watchCommand
});
}))
