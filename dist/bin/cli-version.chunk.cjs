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

// lib/cli/version.ts
var version_exports = {};
__export(version_exports, {
  gatherVersions: () => gatherVersions,
  versionCommand: () => versionCommand
});
module.exports = __toCommonJS(version_exports);

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

// lib/util/lazy-builtins.ts
var childProcess = () => process.getBuiltinModule("node:child_process");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/seat/tested-clients.ts
var TESTED_CLIENT_SETS = {
  pinned: { claude: "2.1.328", codex: "0.169.0" },
  newest: { claude: "2.1.332", codex: "0.171.0" }
};
function testedIn(client, version) {
  return Object.keys(TESTED_CLIENT_SETS).filter((s) => TESTED_CLIENT_SETS[s][client] === version);
}
function testedVersions(client) {
  return [...new Set(Object.values(TESTED_CLIENT_SETS).map((s) => s[client]))];
}

// lib/cli/version-report.ts
var VERSION_TOOLS = {
  tmux: ["-V"],
  claude: ["--version"],
  codex: ["--version"]
};
var VERSION_DEADLINE_MS = 5e3;
function parseToolVersion(tool, text) {
  if (tool === "tmux") return /^tmux (\S+)/m.exec(text)?.[1];
  return /(?:^|\s)v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?=[\s(]|$)/m.exec(text)?.[1];
}
var seconds = (ms) => `${ms / 1e3} s`;
function readTool(tool, probe2, deadlineMs) {
  if (probe2.path === void 0) return { found: false, path: null, version: null, problem: null };
  const path = probe2.path;
  const unknown = (problem) => ({ found: true, path, version: null, problem });
  const o = probe2.outcome;
  if (!o) return unknown("not run");
  if (o.kind === "failed") return unknown(`could not run it: ${o.message}`);
  if (o.kind === "timeout") return unknown(`no answer within ${seconds(deadlineMs)}`);
  if (o.code !== 0) return unknown(o.code === null ? `ended by ${o.signal}` : `exited with ${o.code}`);
  const version = parseToolVersion(tool, o.stdout) ?? parseToolVersion(tool, o.stderr);
  return version ? { found: true, path, version, problem: null } : unknown("its answer names no version");
}
function readClient(client, probe2, deadlineMs) {
  const r = readTool(client, probe2, deadlineMs);
  const sets = r.version ? testedIn(client, r.version) : [];
  return {
    ...r,
    tested: r.version ? sets.length > 0 : null,
    tested_in: sets,
    tested_versions: testedVersions(client)
  };
}
function toolText(r) {
  if (!r.found) return "not found on PATH";
  const parts = [r.version ?? `unknown (${r.problem})`];
  if ("tested" in r) {
    const list = r.tested_versions.join(", ");
    if (r.tested === true) parts.push(`tested (${r.tested_in.join(", ")})`);
    else if (r.tested === false) parts.push(`not tested (tested: ${list})`);
  }
  parts.push(r.path ?? "");
  return parts.filter(Boolean).join("  ");
}
function versionLines(r) {
  const rows = [
    ["openrig", r.openrig ?? "unknown (package.json not found)"],
    ["node", r.node],
    ["tmux", toolText(r.tmux)],
    ["claude", toolText(r.claude)],
    ["codex", toolText(r.codex)]
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, text]) => `${name.padEnd(width)}  ${text}`);
}

// lib/codex/codex-cli.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function findProgram(program, path) {
  const runnable = (p) => {
    try {
      (0, import_node_fs.accessSync)(p, import_node_fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes("/")) return runnable(program) ? program : void 0;
  for (const dir of (path ?? "").split(":")) if (dir && runnable((0, import_node_path.join)(dir, program))) return (0, import_node_path.join)(dir, program);
  return void 0;
}

// lib/util/package-root.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs2.readFileSync)((0, import_node_path2.join)(dir, "package.json"), "utf8"));
  } catch {
    return void 0;
  }
}
var isOurs = (dir) => manifestAt(dir)?.name === "openrig";
function packageRoot() {
  if (cached) return cached;
  const starts = [
    process.env.OPENRIG_PACKAGE_ROOT,
    // The module's own folder first: a global install runs rig through a link in another folder
    // (process.argv[1] is $prefix/bin/rig), while __dirname is the bundle's real folder.
    typeof __dirname === "string" ? __dirname : void 0,
    process.argv[1] ? (0, import_node_path2.dirname)((0, import_node_path2.resolve)(process.argv[1])) : void 0,
    process.cwd()
  ].filter((s) => Boolean(s));
  for (const start of starts) {
    let dir = (0, import_node_path2.resolve)(start);
    for (; ; ) {
      if ((0, import_node_fs2.existsSync)((0, import_node_path2.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path2.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error("cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)");
}
function packageVersion() {
  try {
    const version = manifestAt(packageRoot())?.version;
    return typeof version === "string" ? version : void 0;
  } catch {
    return void 0;
  }
}

// lib/util/run-bounded.ts
function runBounded(program, args, run) {
  const maxBytes = run.maxBytes ?? 64 * 1024;
  return new Promise((resolve2) => {
    let settled = false;
    let cut = false;
    const chunks = { stdout: [], stderr: [] };
    const sizes = { stdout: 0, stderr: 0 };
    const text = (name) => Buffer.concat(chunks[name]).toString("utf8");
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
      settle(() => ({ kind: "timeout", stdout: text("stdout"), stderr: text("stderr") }));
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
      (code, signal) => settle(() => ({ kind: "exited", code, signal, stdout: text("stdout"), stderr: text("stderr"), cut }))
    );
    if (run.input !== void 0 && child.stdin) {
      const stdin = child.stdin;
      stdin.on("error", () => void 0);
      void Promise.resolve(run.input).then((t) => stdin.end(t));
    }
  });
}

// lib/cli/version.ts
async function probe(tool, env, cwd, deadlineMs) {
  const path = findProgram(tool, env.PATH);
  if (!path) return {};
  const runEnv = { ...env, DISABLE_AUTOUPDATER: "1" };
  return { path, outcome: await runBounded(path, [...VERSION_TOOLS[tool]], { env: runEnv, cwd, deadlineMs }) };
}
async function gatherVersions(env, cwd, deadlineMs = VERSION_DEADLINE_MS) {
  const [tmux, claude, codex] = await Promise.all(
    Object.keys(VERSION_TOOLS).map((t) => probe(t, env, cwd, deadlineMs))
  );
  return {
    openrig: packageVersion() ?? null,
    node: process.versions.node,
    tmux: readTool("tmux", tmux, deadlineMs),
    claude: readClient("claude", claude, deadlineMs),
    codex: readClient("codex", codex, deadlineMs)
  };
}
var versionCommand = defineCommand(
  {
    name: "version",
    usage: ["rig version [--json]"],
    details: [
      "Prints OpenRig's version, the Node.js running it, and the tmux, Claude Code (claude) and Codex",
      "(codex) found on PATH with their versions. Each client is marked tested or not tested: OpenRig",
      "reads their screens and runs their hooks, and is tested against the builds docs/supported-clients.md",
      `lists. Each program gets ${VERSION_DEADLINE_MS / 1e3} s to answer; one that does not reads "unknown".`,
      "rig --version prints the first line only, without asking anything."
    ].join("\n")
  },
  {
    args: { boolean: ["json"] },
    options: (p) => ({ json: bool(p, "json") }),
    async run({ json }, ctx) {
      const report = await gatherVersions(ctx.env, ctx.cwd);
      if (json) printJson(ctx, report);
      else for (const line of versionLines(report)) say(ctx, line);
    }
  }
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  gatherVersions,
  versionCommand
});
}))
