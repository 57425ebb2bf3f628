((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/cli/queue-remote.ts
var queue_remote_exports = {};
__export(queue_remote_exports, {
  createOnRemote: () => createOnRemote,
  mayBeRemote: () => mayBeRemote,
  showRemote: () => showRemote
});
module.exports = __toCommonJS(queue_remote_exports);

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
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
function queueRemotePath(p, side, rowId) {
  return (0, import_node_path.join)(p.queueRemote, side, `${rowId}.json`);
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
function jsonForTerminal(value2, indent = 2) {
  return JSON.stringify(value2, null, indent).replace(
    nonprintingInJson ??= /(?![\n ])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu,
    jsonUnits
  );
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value2) {
  ctx.io.out(jsonForTerminal(value2) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
}

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
var daemonUnavailable = (what, todo) => new CliError("daemonUnavailable", what, todo);

// lib/cli/daemon-missing.ts
function daemonMissing(err) {
  return daemonUnavailable(
    `the OpenRig daemon is not running${err ? ` (no answer on ${err.socket})` : ""}`,
    "start it with: rig daemon start"
  );
}

// lib/daemon/client.ts
var import_node_fs = require("node:fs");

// lib/daemon/http-wire.ts
var TOKEN_VALUE = /^[\x20-\x7e]*$/;
var PATH = /^\/[\x21-\x7e]*$/;
function encodeRequest(req) {
  if (!PATH.test(req.path))
    return new Error(`request path ${JSON.stringify(req.path)} has spaces or control characters`);
  const lines = [`${req.method} ${req.path} HTTP/1.1`, "host: openrig", "connection: close"];
  for (const [name, value2] of Object.entries(req.headers ?? {})) {
    if (!/^[a-z0-9-]+$/.test(name) || !TOKEN_VALUE.test(value2))
      return new Error(`header ${name} has a value that cannot be sent (control or non-ASCII characters)`);
    lines.push(`${name}: ${value2}`);
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

// lib/timers/contract.ts
var OPENRIG_SENDER = "openrig";

// lib/daemon/caller-identity.ts
var SHOWN_CHARS = 60;
function checkCallerIdentity(values) {
  if (values === void 0 || values.length === 0) return { ok: true, session: null };
  if (values.length > 1)
    return refusal(values.join(", "), `${values.length} identities were given; a caller is one seat`);
  const value2 = values[0];
  if (value2 === "") return refusal(value2, "it is empty (send no header for an unattributed caller)");
  const lower = value2.toLowerCase();
  if (lower === OPENRIG_SENDER) return refusal(value2, `"${OPENRIG_SENDER}" is reserved for OpenRig's own notices`);
  if (lower === UNATTRIBUTED)
    return refusal(value2, `"${UNATTRIBUTED}" is what a caller without identity is recorded as`);
  let kind;
  try {
    kind = parseSeatRef(value2).kind;
  } catch (err) {
    if (err instanceof SeatRefError)
      return refusal(value2, value2.includes("@") ? err.reason : "it is not a seat ref name@rig");
    throw err;
  }
  if (kind !== "name")
    return refusal(value2, `a ${kind === "node" ? "node" : "pane"} id names a seat to act on, not a caller`);
  return { ok: true, session: value2 };
}
function refusal(value2, problem) {
  return { ok: false, value: value2.length > SHOWN_CHARS ? `${value2.slice(0, SHOWN_CHARS)}\u2026` : value2, problem };
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
    if (!(0, import_node_fs.existsSync)(socket)) {
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
var CallerSessionError = class extends Error {
  what;
  todo = "unset it, or set it to the seat's name@rig";
  constructor(value2, problem) {
    const what = `${PANE_VARS.session} ${JSON.stringify(value2)} is not a seat identity (${problem}), so this shell's caller cannot be named`;
    super(what);
    this.what = what;
    this.name = "CallerSessionError";
  }
};
function callerSession(env) {
  const name = paneIdentity(env).session;
  if (!name) return null;
  const caller = checkCallerIdentity([name]);
  if (!caller.ok) throw new CallerSessionError(caller.value, caller.problem);
  return caller.session;
}
function homeRequest(home, method, path2, body, opts = {}) {
  return daemonRequest(home.daemonSocket, method, path2, body, opts);
}

// lib/cli/caller-session.ts
function cliSession(env) {
  try {
    return callerSession(env);
  } catch (err) {
    if (err instanceof CallerSessionError) throw refused(err.what, err.todo);
    throw err;
  }
}

// lib/config/federation-settings.ts
var import_node_fs5 = require("node:fs");

// lib/config/config.ts
var import_node_path2 = require("node:path");

// lib/store/document.ts
var import_node_fs3 = require("node:fs");

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

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs2 = require("node:fs");
var INFIX = ".corrupt-";
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs2.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
}

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs3.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    (0, import_node_fs3.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw unreadableFile(file, err);
  }
  try {
    let st;
    let text2;
    try {
      st = (0, import_node_fs3.fstatSync)(fd);
      text2 = st.isFile() ? (0, import_node_fs3.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text: text2, dev: st.dev, ino: st.ino };
  } finally {
    (0, import_node_fs3.closeSync)(fd);
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
var import_node_fs4 = require("node:fs");
var OPEN_FLAGS = import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NONBLOCK ?? 0) | (import_node_fs4.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/store/validators/config.v1.generated.js
var compiled;
function validate_config_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_config_v1.errors = compiled.errors;
  return ok;
}
function build() {
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
function valueProblem(field, value2) {
  if (field === "url") {
    const urls = value2.split(",").map((u) => u.trim());
    const bad = urls.find((u) => !/^(nats|tls):\/\/[^\s/?#@]+(:\d{1,5})?\/?$/.test(u));
    if (bad !== void 0)
      return `federation.url "${bad}" is not a nats:// or tls:// server address (no user or token in it)`;
  }
  if (field === "host" && !HOST_NAME_PATTERN.test(value2))
    return `federation.host "${value2}" is not a host name: letters, digits, - and _ only, up to 63`;
  if (field === "jsDomain" && !HOST_NAME_PATTERN.test(value2))
    return `federation.jsDomain "${value2}" is not a JetStream domain: letters, digits, - and _ only, up to 63`;
  if (field === "user" && !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/.test(value2))
    return `federation.user "${value2}" is not a user name: letters, digits, ., - and _ only`;
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
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path2.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: "config", env: info.env };
    else out[key] = { key, value: info.fallback(home), source: "default", env: info.env };
  }
  return out;
}

// lib/config/federation-settings.ts
var FIELDS = [
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
  const st = (0, import_node_fs5.statSync)(file, { throwIfNoEntry: false });
  return { exists: !!st, isFile: !!st?.isFile(), mode: st ? st.mode & 511 : 0 };
}
function federationConfig(home, env, cwd = process.cwd()) {
  const resolved = resolveConfig(home, env, cwd);
  const values = Object.fromEntries(FIELDS.map((f) => [f, resolved[`federation.${f}`].value]));
  const settings = settingsOf(values);
  if (!settings) return { state: "off" };
  const problems = settingsProblems(values, fileFacts);
  return problems.length ? { state: "invalid", problems } : { state: "on", settings };
}

// lib/store/validators/queue-remote.v1.generated.js
var compiled2;
function validate_queue_remote_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_queue_remote_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
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
var QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
var BODY_MAX_BYTES = 256 * 1024;
var QueueInputError = class extends Error {
  constructor(field, reason) {
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
    this.name = "QueueInputError";
  }
  field;
  reason;
};
function checkQueueId(id) {
  if (!QUEUE_ID_PATTERN.test(id))
    throw new QueueInputError(
      "id",
      `${JSON.stringify(String(id).slice(0, 60))} is not a queue id (q-<yyyymmddHHMMSS>-<8 hex>)`
    );
  return id;
}

// lib/queue/remote-record.ts
var remoteRowKind = defineKind({
  schema: "queue-remote",
  version: 1,
  validate: validate_queue_remote_v1
});
function readRemoteRecord(home, side, id) {
  return readDocument(remoteRowKind, queueRemotePath(home, side, checkQueueId(id)), { onCorrupt: "fresh" });
}

// lib/cli/queue-remote.ts
function mayBeRemote(ctx) {
  return federationConfig(ctx.home, ctx.env).state === "on";
}
var ASK_TIMEOUT_MS = 9e4;
async function createOnRemote(ctx, a) {
  const session = cliSession(ctx.env);
  let r;
  try {
    r = await homeRequest(
      ctx.home,
      "POST",
      "/api/federation/queue",
      {
        destination: a.destination,
        summary: a.summary,
        body: a.body,
        priority: a.priority,
        tags: a.tags.length ? a.tags : void 0,
        source: a.source
      },
      { session, timeoutMs: ASK_TIMEOUT_MS }
    );
  } catch (err) {
    if (err instanceof DaemonUnavailableError)
      throw new CliError(
        "daemonUnavailable",
        `no seat ${a.destination} is recorded here, and with federation configured only the daemon can tell whether another host owns it: the daemon is not running`,
        "start it with: rig daemon start"
      );
    throw new CliError(
      "indeterminate",
      `the daemon stopped answering mid-create for ${a.destination} on another host (${err.message}); the row may still be created there`,
      "check with rig queue list on the host that owns the seat before creating it again"
    );
  }
  const body = r.body;
  if (r.status === 404 && body?.reason === "seat_not_found") return "local";
  if (!body || typeof body.outcome !== "string") {
    const what = body?.error ?? `the daemon answered ${r.status}`;
    throw r.status === 400 ? usageError(what, "see rig queue --help") : refused(what, "run rig ps --all to see the seats of every host");
  }
  const res = body;
  if (res.outcome === "created" && res.row) {
    if (a.json)
      printJson(ctx, { row: res.row, host: res.host, wake: { queued: true, reason: res.wake }, remote: res.remote });
    else {
      say(
        ctx,
        `Created ${res.row.id} for ${res.row.destination} on host ${res.host} (${res.row.priority}): ${res.row.summary}`
      );
      advise(ctx, `Wake: on host ${res.host}: ${res.wake ?? "recorded"}`);
    }
    return "done";
  }
  if (res.outcome === "indeterminate") {
    if (a.json) printJson(ctx, res);
    throw new CliError("indeterminate", res.message, `rig queue show ${res.id}`);
  }
  const linkReasons = ["federation_disconnected", "jetstream_unreachable", "remote_host_stale"];
  throw refused(res.message, linkReasons.includes(res.reason) ? `reason: ${res.reason}` : "see rig ps --all");
}
async function showRemote(ctx, id, json, describe) {
  if (!readRemoteRecord(ctx.home, "creator", id)) return void 0;
  let r;
  try {
    r = await homeRequest(ctx.home, "GET", `/api/federation/queue/${id}`, void 0, {
      timeoutMs: ASK_TIMEOUT_MS
    });
  } catch (err) {
    if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
    throw err;
  }
  if (r.status === 404) return void 0;
  const res = r.body;
  if (r.status !== 200 || !res || typeof res.found !== "boolean")
    throw refused(res?.error ?? `the daemon answered ${r.status}`, "see the daemon log");
  if (!res.found || !res.row) throw refused(res.message, `row ${id} was asked for on host ${res.host}`);
  if (json) printJson(ctx, { ...res.row, host: res.host, wake: res.wake ?? null });
  else {
    say(ctx, `Host: ${res.host} (the row lives there; created from this host)`);
    describe(res.row);
    if (res.wake) say(ctx, res.wake);
  }
  return res;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createOnRemote,
  mayBeRemote,
  showRemote
});
}))
