((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
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

// lib/util/fnv1a.ts
var init_fnv1a = __esm({
  "lib/util/fnv1a.ts"() {
    "use strict";
  }
});

// lib/cli/daemon-service.ts
var daemon_service_exports = {};
__export(daemon_service_exports, {
  daemonInstallVerb: () => daemonInstallVerb,
  daemonUninstallVerb: () => daemonUninstallVerb,
  startThroughService: () => startThroughService
});
module.exports = __toCommonJS(daemon_service_exports);
var import_node_fs9 = require("node:fs");

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

// lib/store/errors.ts
var import_node_path = require("node:path");

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
var NO_SPACE = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up"
};
function isDiskFull(err) {
  const code = err?.code;
  return typeof code === "string" && Object.hasOwn(NO_SPACE, code);
}
function noSpaceLine(code, file, dir) {
  return {
    what: `${NO_SPACE[code] ?? NO_SPACE.ENOSPC} to write ${file}`,
    todo: `free space in ${dir} (or on the disk that holds it), then try again`
  };
}
var DiskFullError = class extends StoreError {
  constructor(file, code) {
    const line = noSpaceLine(code, file, (0, import_node_path.dirname)(file));
    super(line.what, file, line.todo);
    this.code = code;
  }
  code;
};
function asDiskFull(err, file) {
  if (!isDiskFull(err) || err instanceof DiskFullError) return err;
  return new DiskFullError(file, err.code);
}

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

// lib/home/paths.ts
var import_node_path2 = require("node:path");

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
function childPaths(root) {
  const base = (0, import_node_path2.normalize)(root);
  if (!(0, import_node_path2.isAbsolute)(base)) return (...parts) => (0, import_node_path2.join)(root, ...parts);
  const prefix = base.endsWith(import_node_path2.sep) ? base : `${base}${import_node_path2.sep}`;
  return (...parts) => `${prefix}${parts.join(import_node_path2.sep)}`;
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
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
}

// lib/store/document.ts
var import_node_fs4 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}

// lib/store/atomic-write.ts
var import_node_fs3 = require("node:fs");
var import_node_path3 = require("node:path");

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var DIR_MODE = 448;
var FILE_MODE = 384;

// lib/store/fs-mode.ts
var import_node_fs = require("node:fs");
function ensureDir(dir) {
  try {
    if ((0, import_node_fs.statSync)(dir).isDirectory()) return;
  } catch {
  }
  let created;
  try {
    created = (0, import_node_fs.mkdirSync)(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw asDiskFull(err, dir);
  }
  if (created !== void 0) (0, import_node_fs.chmodSync)(dir, DIR_MODE);
}

// lib/store/disk-write.ts
var import_node_fs2 = require("node:fs");
var realWrite = (_file, fd, buf, offset, length, position) => (0, import_node_fs2.writeSync)(fd, buf, offset, length, position);
var diskWrite = realWrite;
function shortWriteError(file, written, wanted) {
  return Object.assign(new Error(`ENOSPC: no space left on device, write (${written} of ${wanted} bytes of ${file})`), {
    code: "ENOSPC",
    syscall: "write",
    path: file
  });
}
function writeFully(file, fd, buf, position = 0) {
  let done = 0;
  while (done < buf.length) {
    const n = diskWrite(file, fd, buf, done, buf.length - done, position + done);
    if (n <= 0) throw shortWriteError(file, done, buf.length);
    done += n;
  }
}

// lib/store/atomic-write.ts
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(dir, "r");
    (0, import_node_fs3.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs3.closeSync)(fd);
  }
}
function resolved(file) {
  try {
    return import_node_fs3.realpathSync.native(file);
  } catch {
    return file;
  }
}
function openTemp(target) {
  for (let attempt = 0; ; attempt++) {
    const tmp = `${target}.${Math.random() * 4294967296 >>> 0}`;
    try {
      return { tmp, fd: (0, import_node_fs3.openSync)(tmp, "wx", FILE_MODE) };
    } catch (err) {
      if (err.code !== "EEXIST" || attempt >= 8) throw err;
    }
  }
}
function closeQuietly(fd) {
  try {
    (0, import_node_fs3.closeSync)(fd);
  } catch {
  }
}
function writeFileAtomicallySync(file, data, opts = {}) {
  const durable = opts.durable ?? true;
  ensureDir((0, import_node_path3.dirname)(file));
  const target = resolved(file);
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let tmp;
  let fd;
  try {
    ({ tmp, fd } = openTemp(target));
    (0, import_node_fs3.fchmodSync)(fd, FILE_MODE);
    writeFully(tmp, fd, bytes);
    if (durable) (0, import_node_fs3.fsyncSync)(fd);
    (0, import_node_fs3.closeSync)(fd);
    fd = void 0;
    (0, import_node_fs3.renameSync)(tmp, target);
    tmp = void 0;
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== void 0) closeQuietly(fd);
    if (tmp !== void 0) (0, import_node_fs3.rmSync)(tmp, { force: true });
  }
  if (durable) fsyncDir((0, import_node_path3.dirname)(target));
}

// lib/util/sleep.ts
function sleep(ms, signal) {
  if (!signal) return new Promise((resolve2) => setTimeout(resolve2, ms));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve2) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve2();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

// lib/store/document.ts
var READ_FLAGS = import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NONBLOCK ?? 0);

// lib/util/read-regular-file.ts
var import_node_fs5 = require("node:fs");
var OPEN_FLAGS = import_node_fs5.constants.O_RDONLY | (import_node_fs5.constants.O_NONBLOCK ?? 0) | (import_node_fs5.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/service/locate.ts
var import_node_fs6 = require("node:fs");

// lib/service/identity.ts
function serviceManagerFor(platform) {
  if (platform === "linux") return "systemd";
  if (platform === "darwin") return "launchd";
  return void 0;
}
var SERVICE_PREFIX = { systemd: "openrig-daemon-", launchd: "openrig.daemon." };
var SUFFIX = { systemd: ".service", launchd: ".plist" };
var HOME_HASH_CHARS = 8;
function serviceDir(manager, env, homeDir) {
  if (manager === "launchd") return `${homeDir}/Library/LaunchAgents`;
  const config = env.XDG_CONFIG_HOME?.trim();
  return `${config?.startsWith("/") ? config : `${homeDir}/.config`}/systemd/user`;
}
function serviceIdentity(manager, homeHash, dir) {
  const short = homeHash.slice(0, HOME_HASH_CHARS);
  const name = manager === "systemd" ? `${SERVICE_PREFIX.systemd}${short}${SUFFIX.systemd}` : `${SERVICE_PREFIX.launchd}${short}`;
  return { manager, name, dir, file: `${dir}/${manager === "systemd" ? name : `${name}${SUFFIX.launchd}`}` };
}

// lib/service/locate.ts
function canonicalHome(root) {
  try {
    return (0, import_node_fs6.realpathSync)(root);
  } catch {
    return root;
  }
}
function locateService(root, env, platform = process.platform) {
  const manager = serviceManagerFor(platform);
  if (!manager) return void 0;
  const home = canonicalHome(root);
  const hash = crypto().createHash("sha256").update(home).digest("hex");
  const userHome = env.HOME?.trim() || os().homedir();
  return { ...serviceIdentity(manager, hash, serviceDir(manager, env, userHome)), home };
}

// lib/service/spec.ts
var DAEMON_ARGS = ["daemon", "start", "--foreground"];
function serviceArgv(spec) {
  return [spec.node, spec.rig, ...DAEMON_ARGS];
}
var CONTROL = /[\u0000-\u001f\u007f]/;
function specProblem(spec) {
  for (const key of ["home", "node", "rig", "log"])
    if (!spec[key].startsWith("/")) return `the ${key} path ${JSON.stringify(spec[key])} is not absolute`;
  for (const key of ["home", "node", "rig", "path", "log"])
    if (CONTROL.test(spec[key])) return `the ${key} ${JSON.stringify(spec[key])} holds a control character`;
  return void 0;
}

// lib/service/systemd-unit.ts
function execWord(word) {
  const quoted = /^[A-Za-z0-9_./:@+=,-]+$/.test(word) ? word : `"${word.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return quoted.replace(/%/g, "%%").replace(/\$/g, "$$$$");
}
function environmentLine(key, value) {
  return `Environment="${`${key}=${value}`.replace(/[\\"]/g, (c) => `\\${c}`).replace(/%/g, "%%")}"`;
}
function systemdUnit(spec) {
  return [
    `# The OpenRig daemon for OPENRIG_HOME=${spec.home}, written by rig daemon install.`,
    "# rig daemon uninstall (with the same OPENRIG_HOME) removes it; rig doctor checks it.",
    "[Unit]",
    `Description=OpenRig daemon (OPENRIG_HOME=${spec.home.replace(/%/g, "%%")})`,
    "StartLimitIntervalSec=60",
    "StartLimitBurst=5",
    "",
    "[Service]",
    "Type=simple",
    environmentLine(HOME_VAR, spec.home),
    environmentLine("PATH", spec.path),
    `ExecStart=${serviceArgv(spec).map(execWord).join(" ")}`,
    "Restart=on-failure",
    "RestartSec=5",
    // Only the daemon is stopped: a tmux server started from it (a seat relaunched through the
    // daemon) lives in the same control group and holds the seats.
    "KillMode=process",
    "TimeoutStopSec=30",
    "",
    "[Install]",
    "WantedBy=default.target",
    ""
  ].join("\n");
}

// lib/service/launchd-plist.ts
var xml = (text2) => text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
var str = (text2) => `<string>${xml(text2)}</string>`;
function launchdPlist(label, spec) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    `<!-- The OpenRig daemon for OPENRIG_HOME=${xml(spec.home).replace(/--/g, "- -")}, written by rig daemon install. -->`,
    '<plist version="1.0">',
    "<dict>",
    "  <key>Label</key>",
    `  ${str(label)}`,
    "  <key>ProgramArguments</key>",
    "  <array>",
    ...serviceArgv(spec).map((a) => `    ${str(a)}`),
    "  </array>",
    "  <key>EnvironmentVariables</key>",
    "  <dict>",
    `    <key>${HOME_VAR}</key>`,
    `    ${str(spec.home)}`,
    "    <key>PATH</key>",
    `    ${str(spec.path)}`,
    "  </dict>",
    "  <key>RunAtLoad</key>",
    "  <true/>",
    "  <key>KeepAlive</key>",
    "  <dict>",
    "    <key>SuccessfulExit</key>",
    "    <false/>",
    "  </dict>",
    "  <key>ThrottleInterval</key>",
    "  <integer>10</integer>",
    "  <key>AbandonProcessGroup</key>",
    "  <true/>",
    "  <key>ProcessType</key>",
    "  <string>Background</string>",
    "  <key>StandardOutPath</key>",
    `  ${str(spec.log)}`,
    "  <key>StandardErrorPath</key>",
    `  ${str(spec.log)}`,
    "</dict>",
    "</plist>",
    ""
  ].join("\n");
}

// lib/service/activation.ts
var systemctl = (...args) => ["systemctl", "--user", ...args];
function installPlan(f) {
  const notes = [];
  if (f.manager === "launchd") {
    if (f.daemonRunning)
      notes.push(
        "a daemon already runs for this home: stop it first (rig daemon stop), or the agent is refused at its start"
      );
    return {
      run: [],
      print: [`launchctl bootstrap gui/$(id -u) ${shellQuote(f.file)}`],
      notes: [
        ...notes,
        `stop it with: launchctl bootout gui/$(id -u)/${f.name} (rig daemon stop also stops it, cleanly)`
      ]
    };
  }
  const enable = f.daemonRunning ? systemctl("enable", f.name) : systemctl("enable", "--now", f.name);
  if (f.daemonRunning)
    notes.push(
      `a daemon already runs for this home, started outside the service: it keeps serving; to move it under the service: rig daemon stop && systemctl --user start ${f.name}`
    );
  notes.push(`its output: journalctl --user -u ${f.name}; to run it at boot without a login: loginctl enable-linger`);
  const steps = [systemctl("daemon-reload"), enable];
  return f.systemdReachable ? { run: steps, print: [], notes } : { run: [], print: steps.map(words), notes };
}
function uninstallPlan(f) {
  if (f.manager === "launchd")
    return {
      run: [],
      print: [`launchctl bootout gui/$(id -u)/${f.name}`],
      notes: ["that stops the agent if it runs (rig daemon stop stops the daemon too)"]
    };
  if (f.systemdReachable)
    return { run: [systemctl("disable", "--now", f.name)], print: [], notes: [] };
  return {
    run: [],
    print: [words(systemctl("stop", f.name)), words(systemctl("daemon-reload"))],
    notes: ["the first stops the daemon if the service runs it (rig daemon stop does too)"]
  };
}
function upStartPlan(f) {
  if (!f.installed || f.manager !== "systemd" || !f.systemdReachable) return void 0;
  return systemctl("start", f.name);
}
function afterRemovalPlan(f) {
  return f.manager === "systemd" && f.systemdReachable ? [systemctl("daemon-reload")] : [];
}
var words = (argv) => argv.join(" ");

// lib/daemon/client.ts
var import_node_fs7 = require("node:fs");

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

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

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
  return new Promise((resolve2, reject) => {
    if (!(0, import_node_fs7.existsSync)(socket)) {
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
    let settled = false;
    const conn = net().createConnection(socket);
    const settle = (err, res) => {
      if (settled) return;
      settled = true;
      conn.destroy();
      if (err) reject(err);
      else resolve2(res);
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

// lib/daemon/daemon.ts
var import_node_net = require("node:net");

// lib/store/validators/daemon-info.v1.generated.js
var compiled;
function validate_daemon_info_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_daemon_info_v1.errors = compiled.errors;
  return ok;
}
function build() {
  const schema15 = { "$id": "openrig/daemon-info@1", "title": "The running daemon's pid file ($OPENRIG_HOME/run/daemon.json); informational, the socket answering is the real test", "type": "object", "required": ["schema", "version", "pid", "socket", "startedAt"], "additionalProperties": false, "properties": { "schema": { "const": "daemon-info" }, "version": { "const": 1 }, "pid": { "type": "integer", "minimum": 1 }, "socket": { "type": "string", "pattern": "\\S" }, "startedAt": { "type": "string", "pattern": "\\S" } } };
  const pattern1 = new RegExp("\\S", "u");
  function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.pid === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pid" }, message: "must have required property 'pid'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.socket === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "socket" }, message: "must have required property 'socket'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.startedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "startedAt" }, message: "must have required property 'startedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "pid" || key0 === "socket" || key0 === "startedAt")) {
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
        if ("daemon-info" !== data.schema) {
          const err6 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "daemon-info" }, message: "must be equal to constant" };
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
      if (data.pid !== void 0) {
        let data2 = data.pid;
        if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
          const err8 = { instancePath: instancePath + "/pid", schemaPath: "#/properties/pid/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (typeof data2 == "number" && isFinite(data2)) {
          if (data2 < 1 || isNaN(data2)) {
            const err9 = { instancePath: instancePath + "/pid", schemaPath: "#/properties/pid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      }
      if (data.socket !== void 0) {
        let data3 = data.socket;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err10 = { instancePath: instancePath + "/socket", schemaPath: "#/properties/socket/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/socket", schemaPath: "#/properties/socket/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.startedAt !== void 0) {
        let data4 = data.startedAt;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err12 = { instancePath: instancePath + "/startedAt", schemaPath: "#/properties/startedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/startedAt", schemaPath: "#/properties/startedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    } else {
      const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    validate14.errors = vErrors;
    return errors === 0;
  }
  return validate14;
}

// lib/store/validators/seat.v1.generated.js
var compiled2;
function validate_seat_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_seat_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
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

// lib/store/validators/outbox-record.v1.generated.js
var compiled3;
function validate_outbox_record_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_outbox_record_v1.errors = compiled3.errors;
  return ok;
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
var DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);

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

// lib/daemon/http.ts
var MAX_BODY_BYTES = 2 * 1024 * 1024;

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

// lib/activity/permission/store.ts
var PERMISSION_EVIDENCE_TTL_MS = 5 * 6e4;

// lib/activity/journal-append.ts
var FOLD_EVERY_BYTES = 8 * 1024;

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
var JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;

// lib/daemon/activity/route.ts
var ACTIVITY_MAX_BODY_BYTES = 64 * 1024;

// lib/store/validators/config.v1.generated.js
var compiled5;
function validate_config_v1(data, options) {
  compiled5 ??= build5();
  const ok = compiled5(data, options);
  validate_config_v1.errors = compiled5.errors;
  return ok;
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

// lib/activity/freshness.ts
var HOOK_STALE_MS = 5 * 6e4;

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model", "answer"];

// lib/intervention/choice.ts
var exceptionFlag = (actor, action) => `${actor}-${action}`;
var EXCEPTION_FLAGS = ACTORS.flatMap(
  (actor) => ACTIONS.map((action) => exceptionFlag(actor, action))
);

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

// lib/store/validators/seat-model.v1.generated.js
var compiled8;
function validate_seat_model_v1(data, options) {
  compiled8 ??= build8();
  const ok = compiled8(data, options);
  validate_seat_model_v1.errors = compiled8.errors;
  return ok;
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

// lib/context-usage/contract.ts
var CONTEXT_STALE_MS = 10 * 6e4;

// lib/context-usage/rollout.ts
var ROLLOUT_STEP_BYTES = 64 * 1024;
var ROLLOUT_MAX_BYTES = 1024 * 1024;

// lib/compaction/extra-file.ts
var EXTRA_MAX_BYTES = 64 * 1024;

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

// lib/delivery/answer/verdicts.ts
var ANSWER_FRESH_MS = 5 * 6e4;

// lib/delivery/answer/audit.ts
var AUDIT_MAX_BYTES = 256 * 1024;

// lib/store/validators/queue-row.v1.generated.js
var compiled9;
function validate_queue_row_v1(data, options) {
  compiled9 ??= build9();
  const ok = compiled9(data, options);
  validate_queue_row_v1.errors = compiled9.errors;
  return ok;
}
function build9() {
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

// lib/store/validators/queue-index-intent.v1.generated.js
var compiled10;
function validate_queue_index_intent_v1(data, options) {
  compiled10 ??= build10();
  const ok = compiled10(data, options);
  validate_queue_index_intent_v1.errors = compiled10.errors;
  return ok;
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
  const ok = compiled11(data, options);
  validate_queue_seat_index_v1.errors = compiled11.errors;
  return ok;
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

// lib/queue/index-entry.ts
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

// lib/store/validators/queue-index.v1.generated.js
var compiled12;
function validate_queue_index_v1(data, options) {
  compiled12 ??= build12();
  const ok = compiled12(data, options);
  validate_queue_index_v1.errors = compiled12.errors;
  return ok;
}
function build12() {
  const schema24 = { "$id": "openrig/queue-index@1", "title": "Legacy queue listing index ($OPENRIG_HOME/queue/index.json), replaced by the buckets in queue/index/ (queue-index-bucket): read only so that the migration can remove it", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if ("queue-index" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index" }, message: "must be equal to constant" };
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
    validate23.errors = vErrors;
    return errors === 0;
  }
  return validate23;
}

// lib/store/validators/queue-index-bucket.v1.generated.js
var compiled13;
function validate_queue_index_bucket_v1(data, options) {
  compiled13 ??= build13();
  const ok = compiled13(data, options);
  validate_queue_index_bucket_v1.errors = compiled13.errors;
  return ok;
}
function build13() {
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
var compiled14;
function validate_queue_index_manifest_v1(data, options) {
  compiled14 ??= build14();
  const ok = compiled14(data, options);
  validate_queue_index_manifest_v1.errors = compiled14.errors;
  return ok;
}
function build14() {
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
init_fnv1a();
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

// lib/queue/listing-index.ts
var legacyIndexKind = defineKind({
  schema: "queue-index",
  version: 1,
  validate: validate_queue_index_v1
});

// lib/store/validators/queue-wake.v1.generated.js
var compiled15;
function validate_queue_wake_v1(data, options) {
  compiled15 ??= build15();
  const ok = compiled15(data, options);
  validate_queue_wake_v1.errors = compiled15.errors;
  return ok;
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

// lib/store/validators/queue-remote.v1.generated.js
var compiled16;
function validate_queue_remote_v1(data, options) {
  compiled16 ??= build16();
  const ok = compiled16(data, options);
  validate_queue_remote_v1.errors = compiled16.errors;
  return ok;
}
function build16() {
  const schema25 = { "$id": "openrig/queue-remote@1", "title": "A queue row made on another host's behalf ($OPENRIG_HOME/queue/remote/<side>/<rowId>.json): on the creator, which host holds the row and how its create request ended; on the owner, which host asked for it (the dedupe record across restarts)", "type": "object", "required": ["schema", "version", "id", "side", "from", "to", "seat", "source", "state", "reason", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "schema": { "const": "queue-remote" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "side": { "enum": ["creator", "owner"] }, "from": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$" }, "to": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$" }, "seat": { "type": "string", "pattern": "\\S" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "source": { "type": ["string", "null"] }, "state": { "enum": ["recorded", "sending", "created", "refused", "failed", "indeterminate"] }, "reason": { "type": "string" }, "message": { "type": "string" }, "createdAt": { "type": "string", "pattern": "\\S" }, "updatedAt": { "type": "string", "pattern": "\\S" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern69 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.side === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "side" }, message: "must have required property 'side'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.from === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.to === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.source === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema25.properties, key0)) {
          const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-remote" !== data.schema) {
          const err13 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-remote" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err14 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern65.test(data2)) {
            const err15 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.side !== void 0) {
        let data3 = data.side;
        if (!(data3 === "creator" || data3 === "owner")) {
          const err17 = { instancePath: instancePath + "/side", schemaPath: "#/properties/side/enum", keyword: "enum", params: { allowedValues: schema25.properties.side.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.from !== void 0) {
        let data4 = data.from;
        if (typeof data4 === "string") {
          if (!pattern69.test(data4)) {
            const err18 = { instancePath: instancePath + "/from", schemaPath: "#/properties/from/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/from", schemaPath: "#/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.to !== void 0) {
        let data5 = data.to;
        if (typeof data5 === "string") {
          if (!pattern69.test(data5)) {
            const err20 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data6 = data.seat;
        if (typeof data6 === "string") {
          if (!pattern1.test(data6)) {
            const err22 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data7 = data.nodeId;
        if (typeof data7 === "string") {
          if (!pattern6.test(data7)) {
            const err24 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        } else {
          const err25 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      if (data.source !== void 0) {
        let data8 = data.source;
        if (typeof data8 !== "string" && data8 !== null) {
          const err26 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: schema25.properties.source.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data9 = data.state;
        if (!(data9 === "recorded" || data9 === "sending" || data9 === "created" || data9 === "refused" || data9 === "failed" || data9 === "indeterminate")) {
          const err27 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema25.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err28 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      if (data.message !== void 0) {
        if (typeof data.message !== "string") {
          const err29 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data12 = data.createdAt;
        if (typeof data12 === "string") {
          if (!pattern1.test(data12)) {
            const err30 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        } else {
          const err31 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        let data13 = data.updatedAt;
        if (typeof data13 === "string") {
          if (!pattern1.test(data13)) {
            const err32 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        } else {
          const err33 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    } else {
      const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err34];
      } else {
        vErrors.push(err34);
      }
      errors++;
    }
    validate24.errors = vErrors;
    return errors === 0;
  }
  return validate24;
}

// lib/queue/remote-record.ts
var remoteRowKind = defineKind({
  schema: "queue-remote",
  version: 1,
  validate: validate_queue_remote_v1
});

// lib/watchdog/constants.ts
var MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
var SUPERVISOR_GRACE_MS = 5 * 6e4;
var SUPERVISOR_RETRY_MS = 5 * 6e4;

// lib/store/validators/watchdog-jobs.v1.generated.js
var compiled17;
function validate_watchdog_jobs_v1(data, options) {
  compiled17 ??= build17();
  const ok = compiled17(data, options);
  validate_watchdog_jobs_v1.errors = compiled17.errors;
  return ok;
}
function build17() {
  const schema65 = { "$id": "openrig/watchdog-jobs@1", "title": "Watchdog reminder jobs ($OPENRIG_HOME/watchdog/jobs.json): what each job reminds which seat of and how often, with its schedule state (the daemon runs them; rig watchdog edits them directly)", "type": "object", "required": ["schema", "version", "jobs"], "additionalProperties": false, "definitions": { "iso": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "attempt": { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } } }, "properties": { "schema": { "const": "watchdog-jobs" }, "version": { "const": 1 }, "jobs": { "type": "object", "maxProperties": 200, "propertyNames": { "pattern": "^wd-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["id", "policy", "seat", "message", "intervalSeconds", "createdAt", "createdBy", "lastDueAt", "lastAttempt", "attempts"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "policy": { "enum": ["periodic", "idle-gate"] }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "message": { "type": "string", "pattern": "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, "intervalSeconds": { "type": "integer", "minimum": 60, "maximum": 604800 }, "createdAt": { "$ref": "#/definitions/iso" }, "createdBy": { "type": "string", "pattern": "^[\\s\\S]{1,200}$" }, "lastDueAt": { "anyOf": [{ "$ref": "#/definitions/iso" }, { "type": "null" }] }, "lastAttempt": { "anyOf": [{ "$ref": "#/definitions/attempt" }, { "type": "null" }] }, "attempts": { "type": "integer", "minimum": 0 } } } } } };
  const schema66 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" };
  const pattern174 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern184 = new RegExp("^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern186 = new RegExp("^[\\s\\S]{1,200}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  const schema68 = { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } };
  const pattern177 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.at === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.occurrence === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occurrence" }, message: "must have required property 'occurrence'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.outcome === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.sent === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sent" }, message: "must have required property 'sent'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.outboxIds === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outboxIds" }, message: "must have required property 'outboxIds'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "at" || key0 === "occurrence" || key0 === "outcome" || key0 === "sent" || key0 === "reason" || key0 === "state" || key0 === "outboxIds")) {
          const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.at !== void 0) {
        let data0 = data.at;
        if (typeof data0 === "string") {
          if (!pattern9.test(data0)) {
            const err8 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.occurrence !== void 0) {
        let data1 = data.occurrence;
        if (typeof data1 === "string") {
          if (!pattern177.test(data1)) {
            const err10 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.outcome !== void 0) {
        let data2 = data.outcome;
        if (!(data2 === "delivered" || data2 === "retained" || data2 === "indeterminate" || data2 === "failed" || data2 === "refused" || data2 === "error")) {
          const err12 = { instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema68.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.sent !== void 0) {
        if (typeof data.sent !== "boolean") {
          const err13 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        let data4 = data.reason;
        if (typeof data4 === "string") {
          if (!pattern121.test(data4)) {
            const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data5 = data.state;
        if (!(data5 === "sending" || data5 === "held" || data5 === "complete" || data5 === "indeterminate" || data5 === "failed" || data5 === null)) {
          const err16 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema68.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.outboxIds !== void 0) {
        let data6 = data.outboxIds;
        if (Array.isArray(data6)) {
          if (data6.length > 8) {
            const err17 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          const len0 = data6.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data7 = data6[i0];
            if (typeof data7 === "string") {
              if (!pattern14.test(data7)) {
                const err18 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        } else {
          const err20 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    } else {
      const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    validate41.errors = vErrors;
    return errors === 0;
  }
  function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.jobs === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobs" }, message: "must have required property 'jobs'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobs")) {
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
        if ("watchdog-jobs" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-jobs" }, message: "must be equal to constant" };
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
      if (data.jobs !== void 0) {
        let data2 = data.jobs;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 200) {
            const err6 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/maxProperties", keyword: "maxProperties", params: { limit: 200 }, message: "must NOT have more than 200 properties" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern174.test(key1)) {
                const err7 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err8 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.id === void 0) {
                const err9 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.policy === void 0) {
                const err10 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "policy" }, message: "must have required property 'policy'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.seat === void 0) {
                const err11 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.message === void 0) {
                const err12 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.intervalSeconds === void 0) {
                const err13 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "intervalSeconds" }, message: "must have required property 'intervalSeconds'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.createdBy === void 0) {
                const err15 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdBy" }, message: "must have required property 'createdBy'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data3.lastDueAt === void 0) {
                const err16 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastDueAt" }, message: "must have required property 'lastDueAt'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (data3.lastAttempt === void 0) {
                const err17 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastAttempt" }, message: "must have required property 'lastAttempt'" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (data3.attempts === void 0) {
                const err18 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!func2.call(schema65.properties.jobs.additionalProperties.properties, key3)) {
                  const err19 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.id !== void 0) {
                let data4 = data3.id;
                if (typeof data4 === "string") {
                  if (!pattern174.test(data4)) {
                    const err20 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.policy !== void 0) {
                let data5 = data3.policy;
                if (!(data5 === "periodic" || data5 === "idle-gate")) {
                  const err22 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/policy", schemaPath: "#/properties/jobs/additionalProperties/properties/policy/enum", keyword: "enum", params: { allowedValues: schema65.properties.jobs.additionalProperties.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data6 = data3.seat;
                if (typeof data6 === "string") {
                  if (!pattern20.test(data6)) {
                    const err23 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.message !== void 0) {
                let data7 = data3.message;
                if (typeof data7 === "string") {
                  if (!pattern184.test(data7)) {
                    const err25 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/pattern", keyword: "pattern", params: { pattern: "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, message: 'must match pattern "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$"' };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data3.intervalSeconds !== void 0) {
                let data8 = data3.intervalSeconds;
                if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                  const err27 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (typeof data8 == "number" && isFinite(data8)) {
                  if (data8 > 604800 || isNaN(data8)) {
                    const err28 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  if (data8 < 60 || isNaN(data8)) {
                    const err29 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 60 }, message: "must be >= 60" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
              }
              if (data3.createdAt !== void 0) {
                let data9 = data3.createdAt;
                if (typeof data9 === "string") {
                  if (!pattern9.test(data9)) {
                    const err30 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.createdBy !== void 0) {
                let data10 = data3.createdBy;
                if (typeof data10 === "string") {
                  if (!pattern186.test(data10)) {
                    const err32 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,200}$" }, message: 'must match pattern "^[\\s\\S]{1,200}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data3.lastDueAt !== void 0) {
                let data11 = data3.lastDueAt;
                const _errs26 = errors;
                let valid5 = false;
                const _errs27 = errors;
                if (typeof data11 === "string") {
                  if (!pattern9.test(data11)) {
                    const err34 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                } else {
                  const err35 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                var _valid0 = _errs27 === errors;
                valid5 = valid5 || _valid0;
                if (!valid5) {
                  const _errs30 = errors;
                  if (data11 !== null) {
                    const err36 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                  var _valid0 = _errs30 === errors;
                  valid5 = valid5 || _valid0;
                }
                if (!valid5) {
                  const err37 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                } else {
                  errors = _errs26;
                  if (vErrors !== null) {
                    if (_errs26) {
                      vErrors.length = _errs26;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.lastAttempt !== void 0) {
                let data12 = data3.lastAttempt;
                const _errs33 = errors;
                let valid7 = false;
                const _errs34 = errors;
                if (!validate41(data12, { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", parentData: data3, parentDataProperty: "lastAttempt", rootData })) {
                  vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
                  errors = vErrors.length;
                }
                var _valid1 = _errs34 === errors;
                valid7 = valid7 || _valid1;
                if (!valid7) {
                  const _errs35 = errors;
                  if (data12 !== null) {
                    const err38 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                  var _valid1 = _errs35 === errors;
                  valid7 = valid7 || _valid1;
                }
                if (!valid7) {
                  const err39 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                } else {
                  errors = _errs33;
                  if (vErrors !== null) {
                    if (_errs33) {
                      vErrors.length = _errs33;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.attempts !== void 0) {
                let data13 = data3.attempts;
                if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                  const err40 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (typeof data13 == "number" && isFinite(data13)) {
                  if (data13 < 0 || isNaN(data13)) {
                    const err41 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err42 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
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
    validate40.errors = vErrors;
    return errors === 0;
  }
  return validate40;
}

// lib/store/validators/watchdog-history.v1.generated.js
var compiled18;
function validate_watchdog_history_v1(data, options) {
  compiled18 ??= build18();
  const ok = compiled18(data, options);
  validate_watchdog_history_v1.errors = compiled18.errors;
  return ok;
}
function build18() {
  const schema64 = { "$id": "openrig/watchdog-history@1", "title": "One watchdog job's history ($OPENRIG_HOME/watchdog/history/<jobId>.json): each attempt with its current transport result, and the skips worth telling (not the quiet ones), newest last, bounded; kept after the job is removed", "type": "object", "required": ["schema", "version", "jobId", "entries"], "additionalProperties": false, "properties": { "schema": { "const": "watchdog-history" }, "version": { "const": 1 }, "jobId": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "entries": { "type": "array", "maxItems": 200, "items": { "type": "object", "required": ["at", "event", "reason"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "event": { "enum": ["attempt", "skip", "added", "removed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } }, "digestOf": { "type": "array", "maxItems": 200, "items": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" } }, "note": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" } } } } } };
  const pattern174 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern177 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.jobId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobId" }, message: "must have required property 'jobId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.entries === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobId" || key0 === "entries")) {
          const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("watchdog-history" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-history" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.jobId !== void 0) {
        let data2 = data.jobId;
        if (typeof data2 === "string") {
          if (!pattern174.test(data2)) {
            const err7 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.entries !== void 0) {
        let data3 = data.entries;
        if (Array.isArray(data3)) {
          if (data3.length > 200) {
            const err9 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          const len0 = data3.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data4 = data3[i0];
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              if (data4.at === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data4.event === void 0) {
                const err11 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data4.reason === void 0) {
                const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              for (const key1 in data4) {
                if (!func2.call(schema64.properties.entries.items.properties, key1)) {
                  const err13 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              }
              if (data4.at !== void 0) {
                let data5 = data4.at;
                if (typeof data5 === "string") {
                  if (!pattern9.test(data5)) {
                    const err14 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                } else {
                  const err15 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              }
              if (data4.event !== void 0) {
                let data6 = data4.event;
                if (!(data6 === "attempt" || data6 === "skip" || data6 === "added" || data6 === "removed")) {
                  const err16 = { instancePath: instancePath + "/entries/" + i0 + "/event", schemaPath: "#/properties/entries/items/properties/event/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.event.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data4.reason !== void 0) {
                let data7 = data4.reason;
                if (typeof data7 === "string") {
                  if (!pattern121.test(data7)) {
                    const err17 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data4.occurrence !== void 0) {
                let data8 = data4.occurrence;
                if (typeof data8 === "string") {
                  if (!pattern177.test(data8)) {
                    const err19 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data4.outcome !== void 0) {
                let data9 = data4.outcome;
                if (!(data9 === "delivered" || data9 === "retained" || data9 === "indeterminate" || data9 === "failed" || data9 === "refused" || data9 === "error")) {
                  const err21 = { instancePath: instancePath + "/entries/" + i0 + "/outcome", schemaPath: "#/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data4.sent !== void 0) {
                if (typeof data4.sent !== "boolean") {
                  const err22 = { instancePath: instancePath + "/entries/" + i0 + "/sent", schemaPath: "#/properties/entries/items/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data4.state !== void 0) {
                let data11 = data4.state;
                if (!(data11 === "sending" || data11 === "held" || data11 === "complete" || data11 === "indeterminate" || data11 === "failed" || data11 === null)) {
                  const err23 = { instancePath: instancePath + "/entries/" + i0 + "/state", schemaPath: "#/properties/entries/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data4.outboxIds !== void 0) {
                let data12 = data4.outboxIds;
                if (Array.isArray(data12)) {
                  if (data12.length > 8) {
                    const err24 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  const len1 = data12.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data13 = data12[i1];
                    if (typeof data13 === "string") {
                      if (!pattern14.test(data13)) {
                        const err25 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    } else {
                      const err26 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data4.digestOf !== void 0) {
                let data14 = data4.digestOf;
                if (Array.isArray(data14)) {
                  if (data14.length > 200) {
                    const err28 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  const len2 = data14.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data15 = data14[i2];
                    if (typeof data15 === "string") {
                      if (!pattern174.test(data15)) {
                        const err29 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    } else {
                      const err30 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data4.note !== void 0) {
                let data16 = data4.note;
                if (typeof data16 === "string") {
                  if (!pattern42.test(data16)) {
                    const err32 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
            } else {
              const err34 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    } else {
      const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    validate39.errors = vErrors;
    return errors === 0;
  }
  return validate39;
}

// lib/watchdog/store.ts
var watchdogJobsKind = defineKind({
  schema: "watchdog-jobs",
  version: 1,
  validate: validate_watchdog_jobs_v1
});
var watchdogHistoryKind = defineKind({
  schema: "watchdog-history",
  version: 1,
  validate: validate_watchdog_history_v1
});

// lib/store/validators/supervisor-memory.v1.generated.js
var compiled19;
function validate_supervisor_memory_v1(data, options) {
  compiled19 ??= build19();
  const ok = compiled19(data, options);
  validate_supervisor_memory_v1.errors = compiled19.errors;
  return ok;
}
function build19() {
  const schema54 = { "$id": "openrig/supervisor-memory@1", "title": "The parked-owner supervisor's memory per seat ($OPENRIG_HOME/watchdog/supervisor.json): the waiting state seen and since when, the last attempt and the last success (to which occupant, for which obligations)", "type": "object", "required": ["schema", "version", "seats"], "additionalProperties": false, "definitions": { "iso": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "fingerprint": { "type": "string", "pattern": "^[0-9a-f]{16}$" } }, "properties": { "schema": { "const": "supervisor-memory" }, "version": { "const": 1 }, "seats": { "type": "object", "propertyNames": { "pattern": "^n-[0-9a-f]{16}$" }, "additionalProperties": { "type": "object", "required": ["seat", "waiting", "since", "obligations", "lastAttempt", "lastSuccess"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "waiting": { "$ref": "#/definitions/fingerprint" }, "since": { "$ref": "#/definitions/iso" }, "obligations": { "$ref": "#/definitions/fingerprint" }, "lastAttempt": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["at", "outcome", "reason", "state"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } }, "obligations": { "$ref": "#/definitions/fingerprint" } } }] }, "lastSuccess": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["at", "occupant", "obligations"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "obligations": { "$ref": "#/definitions/fingerprint" } } }] } } } } } };
  const schema55 = { "type": "string", "pattern": "^[0-9a-f]{16}$" };
  const schema56 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern41 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern154 = new RegExp("^[0-9a-f]{16}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.seats === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seats" }, message: "must have required property 'seats'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "seats")) {
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
        if ("supervisor-memory" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "supervisor-memory" }, message: "must be equal to constant" };
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
      if (data.seats !== void 0) {
        let data2 = data.seats;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern6.test(key1)) {
                const err6 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/propertyNames/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"', propertyName: key1 };
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
              const err7 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
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
              if (data3.seat === void 0) {
                const err8 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.waiting === void 0) {
                const err9 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "waiting" }, message: "must have required property 'waiting'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.since === void 0) {
                const err10 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property 'since'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.obligations === void 0) {
                const err11 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "obligations" }, message: "must have required property 'obligations'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.lastAttempt === void 0) {
                const err12 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "lastAttempt" }, message: "must have required property 'lastAttempt'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.lastSuccess === void 0) {
                const err13 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "lastSuccess" }, message: "must have required property 'lastSuccess'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "seat" || key3 === "waiting" || key3 === "since" || key3 === "obligations" || key3 === "lastAttempt" || key3 === "lastSuccess")) {
                  const err14 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data4 = data3.seat;
                if (typeof data4 === "string") {
                  if (!pattern41.test(data4)) {
                    const err15 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/seats/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                } else {
                  const err16 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/seats/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.waiting !== void 0) {
                let data5 = data3.waiting;
                if (typeof data5 === "string") {
                  if (!pattern154.test(data5)) {
                    const err17 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/waiting", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/waiting", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data6 = data3.since;
                if (typeof data6 === "string") {
                  if (!pattern9.test(data6)) {
                    const err19 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.obligations !== void 0) {
                let data7 = data3.obligations;
                if (typeof data7 === "string") {
                  if (!pattern154.test(data7)) {
                    const err21 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.lastAttempt !== void 0) {
                let data8 = data3.lastAttempt;
                const _errs23 = errors;
                let valid7 = false;
                const _errs24 = errors;
                if (data8 !== null) {
                  const err23 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                var _valid0 = _errs24 === errors;
                valid7 = valid7 || _valid0;
                if (!valid7) {
                  const _errs26 = errors;
                  if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    if (data8.at === void 0) {
                      const err24 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    if (data8.outcome === void 0) {
                      const err25 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    if (data8.reason === void 0) {
                      const err26 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                    if (data8.state === void 0) {
                      const err27 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                      if (vErrors === null) {
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                    for (const key4 in data8) {
                      if (!(key4 === "at" || key4 === "outcome" || key4 === "reason" || key4 === "state" || key4 === "outboxIds" || key4 === "obligations")) {
                        const err28 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                    if (data8.at !== void 0) {
                      let data9 = data8.at;
                      if (typeof data9 === "string") {
                        if (!pattern9.test(data9)) {
                          const err29 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                          if (vErrors === null) {
                            vErrors = [err29];
                          } else {
                            vErrors.push(err29);
                          }
                          errors++;
                        }
                      } else {
                        const err30 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                    if (data8.outcome !== void 0) {
                      let data10 = data8.outcome;
                      if (!(data10 === "delivered" || data10 === "retained" || data10 === "indeterminate" || data10 === "failed" || data10 === "refused" || data10 === "error")) {
                        const err31 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outcome", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema54.properties.seats.additionalProperties.properties.lastAttempt.anyOf[1].properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data8.reason !== void 0) {
                      let data11 = data8.reason;
                      if (typeof data11 === "string") {
                        if (!pattern121.test(data11)) {
                          const err32 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/reason", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                          if (vErrors === null) {
                            vErrors = [err32];
                          } else {
                            vErrors.push(err32);
                          }
                          errors++;
                        }
                      } else {
                        const err33 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/reason", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data8.state !== void 0) {
                      let data12 = data8.state;
                      if (!(data12 === "sending" || data12 === "held" || data12 === "complete" || data12 === "indeterminate" || data12 === "failed" || data12 === null)) {
                        const err34 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/state", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/state/enum", keyword: "enum", params: { allowedValues: schema54.properties.seats.additionalProperties.properties.lastAttempt.anyOf[1].properties.state.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data8.outboxIds !== void 0) {
                      let data13 = data8.outboxIds;
                      if (Array.isArray(data13)) {
                        if (data13.length > 8) {
                          const err35 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
                          if (vErrors === null) {
                            vErrors = [err35];
                          } else {
                            vErrors.push(err35);
                          }
                          errors++;
                        }
                        const len0 = data13.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let data14 = data13[i0];
                          if (typeof data14 === "string") {
                            if (!pattern14.test(data14)) {
                              const err36 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds/" + i0, schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                              if (vErrors === null) {
                                vErrors = [err36];
                              } else {
                                vErrors.push(err36);
                              }
                              errors++;
                            }
                          } else {
                            const err37 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds/" + i0, schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err37];
                            } else {
                              vErrors.push(err37);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err38 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                    if (data8.obligations !== void 0) {
                      let data15 = data8.obligations;
                      if (typeof data15 === "string") {
                        if (!pattern154.test(data15)) {
                          const err39 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                      } else {
                        const err40 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err41 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                  var _valid0 = _errs26 === errors;
                  valid7 = valid7 || _valid0;
                }
                if (!valid7) {
                  const err42 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                } else {
                  errors = _errs23;
                  if (vErrors !== null) {
                    if (_errs23) {
                      vErrors.length = _errs23;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.lastSuccess !== void 0) {
                let data16 = data3.lastSuccess;
                const _errs44 = errors;
                let valid13 = false;
                const _errs45 = errors;
                if (data16 !== null) {
                  const err43 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                var _valid1 = _errs45 === errors;
                valid13 = valid13 || _valid1;
                if (!valid13) {
                  const _errs47 = errors;
                  if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                    if (data16.at === void 0) {
                      const err44 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                    if (data16.occupant === void 0) {
                      const err45 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    if (data16.obligations === void 0) {
                      const err46 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "obligations" }, message: "must have required property 'obligations'" };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    for (const key5 in data16) {
                      if (!(key5 === "at" || key5 === "occupant" || key5 === "obligations")) {
                        const err47 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err47];
                        } else {
                          vErrors.push(err47);
                        }
                        errors++;
                      }
                    }
                    if (data16.at !== void 0) {
                      let data17 = data16.at;
                      if (typeof data17 === "string") {
                        if (!pattern9.test(data17)) {
                          const err48 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                          if (vErrors === null) {
                            vErrors = [err48];
                          } else {
                            vErrors.push(err48);
                          }
                          errors++;
                        }
                      } else {
                        const err49 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    }
                    if (data16.occupant !== void 0) {
                      let data18 = data16.occupant;
                      if (typeof data18 === "string") {
                        if (!pattern19.test(data18)) {
                          const err50 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/occupant", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err50];
                          } else {
                            vErrors.push(err50);
                          }
                          errors++;
                        }
                      } else {
                        const err51 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/occupant", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err51];
                        } else {
                          vErrors.push(err51);
                        }
                        errors++;
                      }
                    }
                    if (data16.obligations !== void 0) {
                      let data19 = data16.obligations;
                      if (typeof data19 === "string") {
                        if (!pattern154.test(data19)) {
                          const err52 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                      } else {
                        const err53 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err53];
                        } else {
                          vErrors.push(err53);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err54 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                  var _valid1 = _errs47 === errors;
                  valid13 = valid13 || _valid1;
                }
                if (!valid13) {
                  const err55 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                } else {
                  errors = _errs44;
                  if (vErrors !== null) {
                    if (_errs44) {
                      vErrors.length = _errs44;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err56 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        } else {
          const err57 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
    } else {
      const err58 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err58];
      } else {
        vErrors.push(err58);
      }
      errors++;
    }
    validate36.errors = vErrors;
    return errors === 0;
  }
  return validate36;
}

// lib/supervisor/memory-store.ts
var supervisorMemoryKind = defineKind({
  schema: "supervisor-memory",
  version: 1,
  validate: validate_supervisor_memory_v1
});

// lib/util/run-bounded.ts
function runBounded(program, args, run) {
  const maxBytes = run.maxBytes ?? 64 * 1024;
  return new Promise((resolve2) => {
    let settled = false;
    let cut = false;
    const chunks = { stdout: [], stderr: [] };
    const sizes = { stdout: 0, stderr: 0 };
    const text2 = (name) => Buffer.concat(chunks[name]).toString("utf8");
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve2(outcome());
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
      resolve2({ kind: "failed", message: err.message });
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

// lib/notify/needs.ts
var IDLE_WITH_ROWS_MS = 2 * 6e4;
var RECENT_WINDOW_MS = 60 * 6e4;

// lib/store/validators/notify-channels.v1.generated.js
var compiled20;
function validate_notify_channels_v1(data, options) {
  compiled20 ??= build20();
  const ok = compiled20(data, options);
  validate_notify_channels_v1.errors = compiled20.errors;
  return ok;
}
function build20() {
  const schema17 = { "$id": "openrig/notify-channels@1", "title": "Notification channels ($OPENRIG_HOME/notify/channels.json, 0600: a webhook URL or ntfy topic may carry a token): each with its kind, target and per-attempt deadline", "type": "object", "required": ["schema", "version", "channels"], "additionalProperties": false, "properties": { "schema": { "const": "notify-channels" }, "version": { "const": 1 }, "channels": { "type": "object", "propertyNames": { "pattern": "^nc-[0-9a-f]{8}$" }, "maxProperties": 20, "additionalProperties": { "type": "object", "required": ["id", "kind", "target", "timeoutMs", "createdAt"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" }, "kind": { "enum": ["command", "webhook", "ntfy", "desktop"] }, "target": { "type": "string", "pattern": "^[^\\u0000]{0,4000}$" }, "timeoutMs": { "type": "integer", "minimum": 1e3, "maximum": 3e4 }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } } } } };
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern36 = new RegExp("^[^\\u0000]{0,4000}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.channels === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "channels" }, message: "must have required property 'channels'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "channels")) {
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
        if ("notify-channels" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-channels" }, message: "must be equal to constant" };
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
      if (data.channels !== void 0) {
        let data2 = data.channels;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 20) {
            const err6 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/maxProperties", keyword: "maxProperties", params: { limit: 20 }, message: "must NOT have more than 20 properties" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern34.test(key1)) {
                const err7 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/propertyNames/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err8 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.id === void 0) {
                const err9 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err10 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.target === void 0) {
                const err11 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.timeoutMs === void 0) {
                const err12 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "timeoutMs" }, message: "must have required property 'timeoutMs'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err13 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "id" || key3 === "kind" || key3 === "target" || key3 === "timeoutMs" || key3 === "createdAt")) {
                  const err14 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
              if (data3.id !== void 0) {
                let data4 = data3.id;
                if (typeof data4 === "string") {
                  if (!pattern34.test(data4)) {
                    const err15 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/channels/additionalProperties/properties/id/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                } else {
                  const err16 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/channels/additionalProperties/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data5 = data3.kind;
                if (!(data5 === "command" || data5 === "webhook" || data5 === "ntfy" || data5 === "desktop")) {
                  const err17 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/kind", schemaPath: "#/properties/channels/additionalProperties/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.channels.additionalProperties.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.target !== void 0) {
                let data6 = data3.target;
                if (typeof data6 === "string") {
                  if (!pattern36.test(data6)) {
                    const err18 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/properties/channels/additionalProperties/properties/target/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000]{0,4000}$" }, message: 'must match pattern "^[^\\u0000]{0,4000}$"' };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                } else {
                  const err19 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/properties/channels/additionalProperties/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.timeoutMs !== void 0) {
                let data7 = data3.timeoutMs;
                if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                  const err20 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (typeof data7 == "number" && isFinite(data7)) {
                  if (data7 > 3e4 || isNaN(data7)) {
                    const err21 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3e4 }, message: "must be <= 30000" };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  if (data7 < 1e3 || isNaN(data7)) {
                    const err22 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                }
              }
              if (data3.createdAt !== void 0) {
                let data8 = data3.createdAt;
                if (typeof data8 === "string") {
                  if (!pattern9.test(data8)) {
                    const err23 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/channels/additionalProperties/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/channels/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
            } else {
              const err25 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        } else {
          const err26 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    } else {
      const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    validate16.errors = vErrors;
    return errors === 0;
  }
  return validate16;
}

// lib/store/validators/notify-state.v1.generated.js
var compiled21;
function validate_notify_state_v1(data, options) {
  compiled21 ??= build21();
  const ok = compiled21(data, options);
  validate_notify_state_v1.errors = compiled21.errors;
  return ok;
}
function build21() {
  const schema19 = { "$id": "openrig/notify-state@1", "title": "The notifier's memory ($OPENRIG_HOME/notify/state.json): open episodes by need key (which channels were told) and, per seat and channel, when the last notification went (the hold-down)", "type": "object", "required": ["schema", "version", "episodes", "lastSent"], "additionalProperties": false, "properties": { "schema": { "const": "notify-state" }, "version": { "const": 1 }, "episodes": { "type": "object", "propertyNames": { "pattern": "^[\\s\\S]{1,300}$" }, "maxProperties": 2e3, "additionalProperties": { "type": "object", "required": ["seat", "kind", "what", "since", "openedAt", "notified"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "kind": { "enum": ["permission", "needs_input", "held", "indeterminate", "idle_with_rows", "compaction_failed"] }, "what": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "since": { "type": "number" }, "openedAt": { "type": "number" }, "notified": { "type": "array", "maxItems": 20, "items": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" } } } } }, "lastSent": { "type": "object", "propertyNames": { "pattern": "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$" }, "additionalProperties": { "type": "number" } } } };
  const pattern44 = new RegExp("^[\\s\\S]{1,300}$", "u");
  const pattern41 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern48 = new RegExp("^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$", "u");
  function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.episodes === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "episodes" }, message: "must have required property 'episodes'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.lastSent === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastSent" }, message: "must have required property 'lastSent'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "episodes" || key0 === "lastSent")) {
          const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("notify-state" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-state" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.episodes !== void 0) {
        let data2 = data.episodes;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 2e3) {
            const err7 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/maxProperties", keyword: "maxProperties", params: { limit: 2e3 }, message: "must NOT have more than 2000 properties" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern44.test(key1)) {
                const err8 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,300}$" }, message: 'must match pattern "^[\\s\\S]{1,300}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err9 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.seat === void 0) {
                const err10 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err11 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.what === void 0) {
                const err12 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.since === void 0) {
                const err13 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property 'since'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.openedAt === void 0) {
                const err14 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "openedAt" }, message: "must have required property 'openedAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.notified === void 0) {
                const err15 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "notified" }, message: "must have required property 'notified'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "seat" || key3 === "kind" || key3 === "what" || key3 === "since" || key3 === "openedAt" || key3 === "notified")) {
                  const err16 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data4 = data3.seat;
                if (typeof data4 === "string") {
                  if (!pattern41.test(data4)) {
                    const err17 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/episodes/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/episodes/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data5 = data3.kind;
                if (!(data5 === "permission" || data5 === "needs_input" || data5 === "held" || data5 === "indeterminate" || data5 === "idle_with_rows" || data5 === "compaction_failed")) {
                  const err19 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/kind", schemaPath: "#/properties/episodes/additionalProperties/properties/kind/enum", keyword: "enum", params: { allowedValues: schema19.properties.episodes.additionalProperties.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.what !== void 0) {
                let data6 = data3.what;
                if (typeof data6 === "string") {
                  if (!pattern42.test(data6)) {
                    const err20 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/what", schemaPath: "#/properties/episodes/additionalProperties/properties/what/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/what", schemaPath: "#/properties/episodes/additionalProperties/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data7 = data3.since;
                if (!(typeof data7 == "number" && isFinite(data7))) {
                  const err22 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/properties/episodes/additionalProperties/properties/since/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.openedAt !== void 0) {
                let data8 = data3.openedAt;
                if (!(typeof data8 == "number" && isFinite(data8))) {
                  const err23 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/openedAt", schemaPath: "#/properties/episodes/additionalProperties/properties/openedAt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data3.notified !== void 0) {
                let data9 = data3.notified;
                if (Array.isArray(data9)) {
                  if (data9.length > 20) {
                    const err24 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified", schemaPath: "#/properties/episodes/additionalProperties/properties/notified/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  const len0 = data9.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data10 = data9[i0];
                    if (typeof data10 === "string") {
                      if (!pattern34.test(data10)) {
                        const err25 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified/" + i0, schemaPath: "#/properties/episodes/additionalProperties/properties/notified/items/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    } else {
                      const err26 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified/" + i0, schemaPath: "#/properties/episodes/additionalProperties/properties/notified/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified", schemaPath: "#/properties/episodes/additionalProperties/properties/notified/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            } else {
              const err28 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        } else {
          const err29 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.lastSent !== void 0) {
        let data11 = data.lastSent;
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
          for (const key4 in data11) {
            const _errs26 = errors;
            if (typeof key4 === "string") {
              if (!pattern48.test(key4)) {
                const err30 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$" }, message: 'must match pattern "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$"', propertyName: key4 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            var valid6 = _errs26 === errors;
            if (!valid6) {
              const err31 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          for (const key5 in data11) {
            let data12 = data11[key5];
            if (!(typeof data12 == "number" && isFinite(data12))) {
              const err32 = { instancePath: instancePath + "/lastSent/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lastSent/additionalProperties/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        } else {
          const err33 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    } else {
      const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err34];
      } else {
        vErrors.push(err34);
      }
      errors++;
    }
    validate18.errors = vErrors;
    return errors === 0;
  }
  return validate18;
}

// lib/store/validators/notify-history.v1.generated.js
var compiled22;
function validate_notify_history_v1(data, options) {
  compiled22 ??= build22();
  const ok = compiled22(data, options);
  validate_notify_history_v1.errors = compiled22.errors;
  return ok;
}
function build22() {
  const schema18 = { "$id": "openrig/notify-history@1", "title": "Each notification attempt with its outcome ($OPENRIG_HOME/notify/history.json), newest last, bounded; a channel's URL appears only redacted (scheme and host)", "type": "object", "required": ["schema", "version", "entries"], "additionalProperties": false, "properties": { "schema": { "const": "notify-history" }, "version": { "const": 1 }, "entries": { "type": "array", "maxItems": 500, "items": { "type": "object", "required": ["at", "channel", "channelKind", "target", "seat", "kind", "what", "outcome", "ms", "test"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "channel": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" }, "channelKind": { "enum": ["command", "webhook", "ntfy", "desktop"] }, "target": { "type": "string", "pattern": "^[\\s\\S]{0,4000}$" }, "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "kind": { "enum": ["permission", "needs_input", "held", "indeterminate", "idle_with_rows", "compaction_failed"] }, "what": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "since": { "type": ["string", "null"] }, "outcome": { "enum": ["delivered", "failed", "timeout", "skipped"] }, "detail": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "ms": { "type": "integer", "minimum": 0 }, "test": { "type": "boolean" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern40 = new RegExp("^[\\s\\S]{0,4000}$", "u");
  const pattern41 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
  function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.entries === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "entries")) {
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
        if ("notify-history" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-history" }, message: "must be equal to constant" };
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
      if (data.entries !== void 0) {
        let data2 = data.entries;
        if (Array.isArray(data2)) {
          if (data2.length > 500) {
            const err6 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.at === void 0) {
                const err7 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (data3.channel === void 0) {
                const err8 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "channel" }, message: "must have required property 'channel'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.channelKind === void 0) {
                const err9 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "channelKind" }, message: "must have required property 'channelKind'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.target === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.seat === void 0) {
                const err11 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.what === void 0) {
                const err13 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.outcome === void 0) {
                const err14 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.ms === void 0) {
                const err15 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "ms" }, message: "must have required property 'ms'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data3.test === void 0) {
                const err16 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "test" }, message: "must have required property 'test'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              for (const key1 in data3) {
                if (!func2.call(schema18.properties.entries.items.properties, key1)) {
                  const err17 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.at !== void 0) {
                let data4 = data3.at;
                if (typeof data4 === "string") {
                  if (!pattern9.test(data4)) {
                    const err18 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                } else {
                  const err19 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.channel !== void 0) {
                let data5 = data3.channel;
                if (typeof data5 === "string") {
                  if (!pattern34.test(data5)) {
                    const err20 = { instancePath: instancePath + "/entries/" + i0 + "/channel", schemaPath: "#/properties/entries/items/properties/channel/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/entries/" + i0 + "/channel", schemaPath: "#/properties/entries/items/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.channelKind !== void 0) {
                let data6 = data3.channelKind;
                if (!(data6 === "command" || data6 === "webhook" || data6 === "ntfy" || data6 === "desktop")) {
                  const err22 = { instancePath: instancePath + "/entries/" + i0 + "/channelKind", schemaPath: "#/properties/entries/items/properties/channelKind/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.channelKind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.target !== void 0) {
                let data7 = data3.target;
                if (typeof data7 === "string") {
                  if (!pattern40.test(data7)) {
                    const err23 = { instancePath: instancePath + "/entries/" + i0 + "/target", schemaPath: "#/properties/entries/items/properties/target/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,4000}$" }, message: 'must match pattern "^[\\s\\S]{0,4000}$"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/entries/" + i0 + "/target", schemaPath: "#/properties/entries/items/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data8 = data3.seat;
                if (typeof data8 === "string") {
                  if (!pattern41.test(data8)) {
                    const err25 = { instancePath: instancePath + "/entries/" + i0 + "/seat", schemaPath: "#/properties/entries/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/entries/" + i0 + "/seat", schemaPath: "#/properties/entries/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data9 = data3.kind;
                if (!(data9 === "permission" || data9 === "needs_input" || data9 === "held" || data9 === "indeterminate" || data9 === "idle_with_rows" || data9 === "compaction_failed")) {
                  const err27 = { instancePath: instancePath + "/entries/" + i0 + "/kind", schemaPath: "#/properties/entries/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data3.what !== void 0) {
                let data10 = data3.what;
                if (typeof data10 === "string") {
                  if (!pattern42.test(data10)) {
                    const err28 = { instancePath: instancePath + "/entries/" + i0 + "/what", schemaPath: "#/properties/entries/items/properties/what/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                } else {
                  const err29 = { instancePath: instancePath + "/entries/" + i0 + "/what", schemaPath: "#/properties/entries/items/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data11 = data3.since;
                if (typeof data11 !== "string" && data11 !== null) {
                  const err30 = { instancePath: instancePath + "/entries/" + i0 + "/since", schemaPath: "#/properties/entries/items/properties/since/type", keyword: "type", params: { type: schema18.properties.entries.items.properties.since.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data3.outcome !== void 0) {
                let data12 = data3.outcome;
                if (!(data12 === "delivered" || data12 === "failed" || data12 === "timeout" || data12 === "skipped")) {
                  const err31 = { instancePath: instancePath + "/entries/" + i0 + "/outcome", schemaPath: "#/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.detail !== void 0) {
                let data13 = data3.detail;
                if (typeof data13 === "string") {
                  if (!pattern42.test(data13)) {
                    const err32 = { instancePath: instancePath + "/entries/" + i0 + "/detail", schemaPath: "#/properties/entries/items/properties/detail/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/entries/" + i0 + "/detail", schemaPath: "#/properties/entries/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data3.ms !== void 0) {
                let data14 = data3.ms;
                if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                  const err34 = { instancePath: instancePath + "/entries/" + i0 + "/ms", schemaPath: "#/properties/entries/items/properties/ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                if (typeof data14 == "number" && isFinite(data14)) {
                  if (data14 < 0 || isNaN(data14)) {
                    const err35 = { instancePath: instancePath + "/entries/" + i0 + "/ms", schemaPath: "#/properties/entries/items/properties/ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
              }
              if (data3.test !== void 0) {
                if (typeof data3.test !== "boolean") {
                  const err36 = { instancePath: instancePath + "/entries/" + i0 + "/test", schemaPath: "#/properties/entries/items/properties/test/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            } else {
              const err37 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        } else {
          const err38 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
    } else {
      const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err39];
      } else {
        vErrors.push(err39);
      }
      errors++;
    }
    validate17.errors = vErrors;
    return errors === 0;
  }
  return validate17;
}

// lib/notify/store.ts
var notifyChannelsKind = defineKind({
  schema: "notify-channels",
  version: 1,
  validate: validate_notify_channels_v1
});
var notifyStateKind = defineKind({
  schema: "notify-state",
  version: 1,
  validate: validate_notify_state_v1
});
var notifyHistoryKind = defineKind({
  schema: "notify-history",
  version: 1,
  validate: validate_notify_history_v1
});

// lib/daemon/daemon.ts
var daemonInfoKind = defineKind({
  schema: "daemon-info",
  version: 1,
  validate: validate_daemon_info_v1
});
function probeSocket(socket, timeoutMs = 1e3) {
  return new Promise((resolve2) => {
    const conn = (0, import_node_net.createConnection)({ path: socket });
    const timer = setTimeout(() => {
      conn.destroy();
      resolve2("answering");
    }, timeoutMs);
    conn.once("connect", () => {
      clearTimeout(timer);
      conn.end();
      resolve2("answering");
    });
    conn.once("error", (err) => {
      clearTimeout(timer);
      resolve2(err.code === "ENOENT" ? "absent" : "stale");
    });
  });
}

// lib/daemon/start-stop.ts
async function daemonStatus2(home) {
  try {
    const r = await daemonRequest(home.daemonSocket, "GET", "/api/daemon/status", void 0, { timeoutMs: 3e3 });
    if (r.status === 200 && r.body?.running) {
      return {
        running: true,
        pid: r.body.pid,
        socket: home.daemonSocket,
        startedAt: r.body.startedAt,
        inFlight: r.body.inFlight,
        ...r.body.tcp ? { tcp: r.body.tcp } : {}
      };
    }
  } catch (err) {
    if (!(err instanceof DaemonUnavailableError)) throw err;
  }
  const probe = await probeSocket(home.daemonSocket);
  return { running: false, socket: home.daemonSocket, ...probe === "stale" ? { staleSocket: true } : {} };
}
var DAEMON_START_WAIT_MS = 1e4;
var DaemonStartError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "DaemonStartError";
  }
};

// lib/codex/codex-cli.ts
var import_node_fs8 = require("node:fs");
var import_node_path4 = require("node:path");
function findProgram(program, path2) {
  const runnable = (p) => {
    try {
      (0, import_node_fs8.accessSync)(p, import_node_fs8.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes("/")) return runnable(program) ? program : void 0;
  for (const dir of (path2 ?? "").split(":")) if (dir && runnable((0, import_node_path4.join)(dir, program))) return (0, import_node_path4.join)(dir, program);
  return void 0;
}

// lib/cli/daemon-service.ts
var SYSTEMCTL_DEADLINE_MS = 15e3;
function located(ctx) {
  const s = locateService(ctx.home.root, ctx.env);
  if (!s)
    throw refused(
      `rig daemon install knows systemd (Linux) and launchd (macOS), not ${process.platform}`,
      "start the daemon from your own service manager with: rig daemon start --foreground"
    );
  return s;
}
function systemdReachable(ctx) {
  const runtimeDir = ctx.env.XDG_RUNTIME_DIR?.trim() || `/run/user/${process.getuid?.() ?? 0}`;
  return findProgram("systemctl", ctx.env.PATH) !== void 0 && (0, import_node_fs9.existsSync)(`${runtimeDir}/systemd/private`);
}
async function runStep(ctx, argv) {
  const r = await runBounded(argv[0], argv.slice(1), { env: ctx.env, cwd: "/", deadlineMs: SYSTEMCTL_DEADLINE_MS });
  if (r.kind === "exited" && r.code === 0) return;
  const why = r.kind === "failed" ? r.message : r.kind === "timeout" ? `no answer within ${SYSTEMCTL_DEADLINE_MS / 1e3} s` : r.stderr.trim().split("\n").pop() || (r.signal ? `ended by ${r.signal}` : `exit ${r.code}`);
  throw refused(`${argv.join(" ")} failed: ${why}`, `run it yourself, then check with: systemctl --user status`);
}
async function startThroughService(ctx, waitMs = DAEMON_START_WAIT_MS) {
  const s = locateService(ctx.home.root, ctx.env);
  if (!s) return void 0;
  const step = upStartPlan({
    manager: s.manager,
    name: s.name,
    installed: (0, import_node_fs9.existsSync)(s.file),
    systemdReachable: s.manager === "systemd" && systemdReachable(ctx)
  });
  if (!step) return void 0;
  try {
    await runStep(ctx, step);
  } catch (err) {
    throw new DaemonStartError(err.message);
  }
  const deadline = Date.now() + waitMs;
  for (; ; ) {
    const status = await daemonStatus2(ctx.home);
    if (status.running) return { name: s.name, status };
    if (Date.now() > deadline)
      throw new DaemonStartError(
        `${step.join(" ")} ran, but no daemon answered within ${waitMs / 1e3} s: see systemctl --user status ${s.name}`
      );
    await sleep(50);
  }
}
async function facts(ctx, s) {
  return {
    manager: s.manager,
    systemdReachable: s.manager === "systemd" && systemdReachable(ctx),
    daemonRunning: (await daemonStatus2(ctx.home)).running,
    name: s.name,
    file: s.file
  };
}
function sayPlan(ctx, plan, what) {
  if (plan.print.length) {
    say(ctx, `${what}, run:`);
    for (const line of plan.print) say(ctx, `  ${line}`);
  }
  for (const note of plan.notes) say(ctx, note);
}
var daemonInstallVerb = defineVerb({
  args: { boolean: ["print", "json"] },
  options: (p) => ({ print: bool(p, "print"), json: bool(p, "json") }),
  async run(o, ctx) {
    const s = located(ctx);
    if (!ctx.selfPath || !(0, import_node_fs9.existsSync)(ctx.selfPath))
      throw refused("cannot tell which rig executable is running", "run rig daemon install with the installed rig");
    const spec = {
      home: s.home,
      node: process.execPath,
      // The package's own file, not the npm bin link beside it: what node runs either way.
      rig: (0, import_node_fs9.realpathSync)(ctx.selfPath),
      path: ctx.env.PATH?.trim() || "/usr/local/bin:/usr/bin:/bin",
      log: homePaths(s.home).daemonLog
    };
    const problem = specProblem(spec);
    if (problem) throw refused(`cannot write a service: ${problem}`, "run rig daemon install from a plain path");
    const content = s.manager === "systemd" ? systemdUnit(spec) : launchdPlist(s.name, spec);
    const base = { manager: s.manager, name: s.name, file: s.file, home: s.home, argv: serviceArgv(spec) };
    if (o.print) {
      if (o.json) printJson(ctx, { ...base, written: false, content });
      else ctx.io.out(content);
      return;
    }
    const before = (0, import_node_fs9.existsSync)(s.file) ? (0, import_node_fs9.readFileSync)(s.file, "utf8") : void 0;
    if (before !== content) writeFileAtomicallySync(s.file, content);
    const state = before === void 0 ? "written" : before === content ? "unchanged" : "updated";
    const f = await facts(ctx, s);
    const plan = installPlan(f);
    for (const step of plan.run) await runStep(ctx, step);
    if (o.json) {
      printJson(ctx, { ...base, written: true, state, ran: plan.run, toRun: plan.print, notes: plan.notes });
      return;
    }
    const kind = s.manager === "systemd" ? "systemd user unit" : "launchd agent";
    say(ctx, `${s.file}: ${state} (${kind} ${s.name} for OPENRIG_HOME=${s.home})`);
    say(ctx, `runs: ${base.argv.join(" ")}`);
    if (plan.run.length) say(ctx, `ran: ${plan.run.map((a) => a.join(" ")).join("; ")}`);
    sayPlan(
      ctx,
      plan,
      s.manager === "systemd" ? "systemd --user is not reachable from here; to enable and start it" : "to load and start it"
    );
  }
});
function removeWantsLink(s) {
  const link = `${s.dir}/default.target.wants/${s.name}`;
  try {
    if ((0, import_node_fs9.lstatSync)(link).isSymbolicLink() && (0, import_node_fs9.readlinkSync)(link) === s.file) {
      (0, import_node_fs9.rmSync)(link);
      return link;
    }
  } catch {
  }
  return void 0;
}
var daemonUninstallVerb = defineVerb({
  args: { boolean: ["json"] },
  options: (p) => ({ json: bool(p, "json") }),
  async run(o, ctx) {
    const s = located(ctx);
    if (!(0, import_node_fs9.existsSync)(s.file)) {
      if (o.json) printJson(ctx, { manager: s.manager, name: s.name, file: s.file, removed: false });
      else say(ctx, `no daemon service is installed for this home (${s.file} does not exist)`);
      return;
    }
    const f = await facts(ctx, s);
    const plan = uninstallPlan(f);
    for (const step of plan.run) await runStep(ctx, step);
    (0, import_node_fs9.rmSync)(s.file, { force: true });
    const link = f.manager === "systemd" && !f.systemdReachable ? removeWantsLink(s) : void 0;
    const after = afterRemovalPlan(f);
    for (const step of after) await runStep(ctx, step);
    const ran = [...plan.run, ...after];
    if (o.json) {
      printJson(ctx, {
        manager: s.manager,
        name: s.name,
        file: s.file,
        removed: true,
        ...link ? { removedLink: link } : {},
        ran,
        toRun: plan.print,
        daemonRunning: f.daemonRunning
      });
      return;
    }
    say(ctx, `${s.file}: removed${link ? ` (and its enablement link ${link})` : ""}`);
    if (ran.length) say(ctx, `ran: ${ran.map((a) => a.join(" ")).join("; ")}`);
    sayPlan(ctx, plan, "the manager still knows it; to stop it and forget it");
    if ((await daemonStatus2(ctx.home)).running)
      advise(ctx, "a daemon still runs for this home: rig daemon stop stops it");
  }
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  daemonInstallVerb,
  daemonUninstallVerb,
  startThroughService
});
}))
