#!/usr/bin/env node
"use strict";

// lib/demo/composer.ts
var import_node_fs = require("node:fs");

// lib/demo/composer-state.ts
var SAMPLE_COMMAND = "npm test";
function newComposerState() {
  return {
    tokens: [],
    cursor: 0,
    submissions: [],
    history: [],
    ghost: false,
    menu: false,
    menuCommand: SAMPLE_COMMAND,
    menuAnswers: [],
    busyUntil: 0,
    busyToggle: false,
    pasteCount: 0,
    keys: 0,
    lastPrintableAt: -Infinity,
    burstChars: 0,
    burstUntil: -Infinity
  };
}
var inputText = (s) => s.tokens.map((t) => t.text).join("");
function isBusy(s, now) {
  return s.busyToggle || now < s.busyUntil;
}
function clearSubmitted(s, text) {
  for (const line of text.split("\n")) s.history.push(`> ${line}`);
  s.history.push("");
  s.tokens = [];
  s.cursor = 0;
}

// lib/demo/composer-keys.ts
var ESC = "\x1B";
var PASTE_START = `${ESC}[200~`;
var PASTE_END = `${ESC}[201~`;
var BURST_GAP_MS = 8;
var newInputReader = () => ({ pending: "", inPaste: false, pasteBuf: "" });
function readInput(r, data) {
  r.pending += data;
  const events = [];
  while (r.pending.length) {
    if (r.inPaste) {
      const end = r.pending.indexOf(PASTE_END);
      if (end < 0) {
        r.pasteBuf += r.pending;
        r.pending = "";
        break;
      }
      r.pasteBuf += r.pending.slice(0, end);
      r.pending = r.pending.slice(end + PASTE_END.length);
      r.inPaste = false;
      events.push({ paste: r.pasteBuf.replace(/\r\n?/g, "\n") });
      r.pasteBuf = "";
      continue;
    }
    if (r.pending.startsWith(PASTE_START)) {
      r.inPaste = true;
      r.pending = r.pending.slice(PASTE_START.length);
      continue;
    }
    if (r.pending[0] === ESC) {
      const m = /^\x1b\[[0-9;]*[A-Za-z~]/.exec(r.pending);
      if (m) {
        events.push({ key: m[0] });
        r.pending = r.pending.slice(m[0].length);
        continue;
      }
      if (r.pending.length < 6 && PASTE_START.startsWith(r.pending.slice(0, 6))) return { events, escPending: true };
      events.push({ key: ESC });
      r.pending = r.pending.slice(1);
      continue;
    }
    const ch = String.fromCodePoint(r.pending.codePointAt(0) ?? 0);
    r.pending = r.pending.slice(ch.length);
    events.push({ key: ch });
  }
  return { events, escPending: false };
}
function takeEscPending(r) {
  const keys = [...r.pending];
  r.pending = "";
  return keys;
}
function printablesIn(text) {
  return [...text].filter((c) => (c.codePointAt(0) ?? 0) >= 32 && c !== "\x7F").length;
}
function insertText(s, text) {
  const chars = [...text].map((ch) => ({ text: ch }));
  s.tokens.splice(s.cursor, 0, ...chars);
  s.cursor += chars.length;
}
function applyPaste(s, text, rules) {
  const newlines = (text.match(/\n/g) ?? []).length;
  const collapse = rules.runtime === "codex" ? text.length > rules.collapseChars : newlines >= rules.collapseLines || text.length > rules.collapseChars;
  if (collapse) {
    s.pasteCount += 1;
    const label = rules.runtime === "codex" ? `[Pasted Content ${text.length} chars]` : newlines > 0 ? `[Pasted text #${s.pasteCount} +${newlines} lines]` : `[Pasted text #${s.pasteCount}]`;
    s.tokens.splice(s.cursor, 0, { text, label });
    s.cursor += 1;
  } else insertText(s, text);
  s.burstChars = 0;
  s.burstUntil = -Infinity;
}
function submit(s, now, rules) {
  const text = inputText(s);
  if (text.trim() === "") return [];
  s.submissions.push(text);
  if (rules.busyAfterSubmitMs > 0) s.busyUntil = now + rules.busyAfterSubmitMs;
  const clearLater = rules.clearAfterSubmitMs > 0;
  if (!clearLater) clearSubmitted(s, text);
  return [{ kind: "submitted", text, clearLater }];
}
function applyKey(s, key, now, chunkPrintables, rules) {
  if (s.menu) {
    if (/^[1-9]$/.test(key)) {
      s.menuAnswers.push(Number(key));
      s.menu = false;
      return [{ kind: "menu-answer", answer: Number(key) }];
    }
    if (key === ESC) {
      s.menu = false;
      return [{ kind: "menu-answer", answer: 0 }];
    }
    return [];
  }
  switch (key) {
    case "\r":
      if (now <= s.burstUntil) {
        insertText(s, "\n");
        return [];
      }
      return submit(s, now, rules);
    case "\n":
      insertText(s, "\n");
      return [];
    case "\x7F":
    case "\b":
      if (s.cursor > 0) {
        s.tokens.splice(s.cursor - 1, 1);
        s.cursor -= 1;
      }
      return [];
    case "":
      s.tokens = [];
      s.cursor = 0;
      return [];
    case "":
      s.cursor = 0;
      return [];
    case "":
      s.cursor = s.tokens.length;
      return [];
    case "":
      s.ghost = !s.ghost;
      return [];
    case "":
      s.menu = !s.menu;
      s.menuCommand = SAMPLE_COMMAND;
      return [];
    case "":
      s.busyToggle = !s.busyToggle;
      return [];
    case `${ESC}[D`:
      s.cursor = Math.max(0, s.cursor - 1);
      return [];
    case `${ESC}[C`:
      s.cursor = Math.min(s.tokens.length, s.cursor + 1);
      return [];
    default:
      if (key.length >= 1 && !key.startsWith(ESC) && (key.codePointAt(0) ?? 0) >= 32) {
        insertText(s, key);
        const gap = now - s.lastPrintableAt;
        s.burstChars = gap <= BURST_GAP_MS || chunkPrintables > 1 ? s.burstChars + 1 : 1;
        s.lastPrintableAt = now;
        if (s.burstChars >= rules.burstMin) s.burstUntil = now + rules.burstWindowMs;
      }
      return [];
  }
}

// lib/demo/composer-screen.ts
var ESC2 = "\x1B";
var NBSP = "\xA0";
var DIM = `${ESC2}[2m`;
var REV = `${ESC2}[7m`;
var RESET = `${ESC2}[0m`;
var RULE_SGR = `${ESC2}[38;5;244m`;
var GREY = `${ESC2}[38;5;246m`;
var GHOST = "run the tests again";
function placeholderFor(runtime, shown) {
  if (!shown) return "";
  return runtime === "codex" ? "Ask Codex to do anything" : 'Try "refactor the parser"';
}
function charWidth(ch) {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 4352 && c <= 4447 || c >= 11904 && c <= 42191 || c >= 44032 && c <= 55203 || c >= 63744 && c <= 64255 || c >= 65072 && c <= 65103 || c >= 65280 && c <= 65376 || c >= 65504 && c <= 65510)
    return 2;
  return 1;
}
function layoutInput(tokens, cursor, cols, withCursorCell) {
  const cells = [];
  let cursorCell = -1;
  tokens.forEach((t, i) => {
    if (i === cursor) cursorCell = cells.length;
    for (const ch of t.label ?? t.text) cells.push({ ch, width: ch === "\n" ? 0 : charWidth(ch) });
  });
  if (cursorCell < 0) cursorCell = cells.length;
  const isSpace = (i) => cells[i]?.ch === " ";
  const wordWidth = (i) => {
    let w = 0;
    for (let k = i; k < cells.length && !isSpace(k) && cells[k].ch !== "\n"; k++) w += cells[k].width;
    return w;
  };
  const rows = [""];
  let col = 0;
  let cur = { row: 0, col: 0 };
  const add = (s) => {
    rows[rows.length - 1] += s;
  };
  const newRow = () => {
    rows.push("");
    col = 0;
  };
  for (let i = 0; i <= cells.length; i++) {
    const cell = cells[i];
    if (cell && cell.ch !== "\n" && cell.ch !== " ") {
      const wordStart = i === 0 || isSpace(i - 1) || cells[i - 1].ch === "\n";
      const w = wordStart ? wordWidth(i) : cell.width;
      if (col > 0 && col + w > cols && (!wordStart || w <= cols || col + cell.width > cols)) newRow();
    }
    if (cell?.ch === " " && col + 1 > cols) {
      if (i === cursorCell) {
        newRow();
        cur = { row: rows.length - 1, col };
      }
      continue;
    }
    if (!cell && col >= cols) newRow();
    if (i === cursorCell) cur = { row: rows.length - 1, col };
    if (!cell) {
      if (i === cursorCell && withCursorCell) add(`${REV} ${RESET}`);
      break;
    }
    if (cell.ch === "\n") {
      if (i === cursorCell && withCursorCell) add(`${REV} ${RESET}`);
      newRow();
      continue;
    }
    add(i === cursorCell && withCursorCell ? `${REV}${cell.ch}${RESET}` : cell.ch);
    col += cell.width;
  }
  return { rows, cur };
}
function frameOf(v, width, height) {
  return v.runtime === "codex" ? codexFrame(v, width, height) : claudeFrame(v, width, height);
}
function claudeFrame(v, width, height) {
  const { tokens, cursor, ghost, menu, menuCommand, history } = v.state;
  const lines = [];
  const rule = `${RULE_SGR}${"\u2500".repeat(width)}${RESET}`;
  const { rows, cur } = layoutInput(tokens, cursor, width - 2, true);
  let emptyHint = "";
  if (tokens.length === 0) {
    const shown = ghost ? GHOST : v.placeholder;
    emptyHint = shown ? `${REV}${shown[0]}${RESET}${DIM}${shown.slice(1)}${RESET}` : `${REV} ${RESET}`;
  }
  const inputRows = tokens.length === 0 ? [emptyHint] : rows;
  const menuRows = [
    rule,
    ` ${ESC2}[1mBash command${RESET}`,
    `${RULE_SGR}${"\u254C".repeat(width)}${RESET}`,
    ` ${menuCommand}`,
    `${RULE_SGR}${"\u254C".repeat(width)}${RESET}`,
    " Do you want to proceed?",
    " \u276F 1. Yes",
    "   2. No",
    "",
    `${GREY} Esc to cancel \xB7 Tab to amend${RESET}`
  ];
  const composerHeight = menu ? menuRows.length : inputRows.length + 3 + (v.busy ? 2 : 0);
  const room = Math.max(0, height - composerHeight - 1);
  const hist = [v.title, "", ...history];
  lines.push(...hist.slice(Math.max(0, hist.length - room)));
  if (menu) {
    lines.push(...menuRows);
    const question = lines.length - menuRows.length + 5;
    return { lines, cursorAt: { x: 1, y: Math.min(height - 1, question) }, hideCursor: true };
  }
  if (v.busy) lines.push(`${ESC2}[38;5;174m\u2722${RESET} Working\u2026`, "");
  const top = lines.length;
  lines.push(rule);
  for (const [i, r] of inputRows.entries()) lines.push(i === 0 ? `\u276F${NBSP}${r}` : `  ${r}`);
  lines.push(rule);
  lines.push(`  ${GREY}${v.busy ? "esc to interrupt" : "? for shortcuts"}${RESET}`);
  const y = top + 1 + (tokens.length === 0 ? 0 : cur.row);
  const x = 2 + (tokens.length === 0 ? 0 : cur.col);
  return { lines, cursorAt: { x, y }, hideCursor: true };
}
function codexFrame(v, width, height) {
  const { tokens, cursor, menu, menuCommand, history } = v.state;
  const { rows, cur } = layoutInput(tokens, cursor, width - 2, false);
  const inputRows = tokens.length === 0 ? [v.placeholder ? `${DIM}${v.placeholder}${RESET}` : ""] : rows;
  const body = [];
  if (menu) {
    body.push(
      `  ${ESC2}[1mWould you like to run the following command?${RESET}`,
      "",
      `  $ ${menuCommand}`,
      "",
      "",
      `${ESC2}[1;7m\u203A 1. Yes, proceed (y)${RESET}`,
      `  2. Yes, and don't ask again for commands that start with \`${menuCommand}\` (p)`,
      `  3. No, and tell Codex what to do differently (${ESC2}[1mesc${RESET})`,
      "",
      `  ${DIM}Press ${RESET}${ESC2}[1menter${RESET}${DIM} to confirm or ${RESET}${ESC2}[1mesc${RESET}${DIM} to cancel${RESET}`
    );
  } else {
    if (v.busy) body.push("\u2022 Working (5s \u2022 esc to interrupt)", "");
    for (const [i, r] of inputRows.entries()) body.push(i === 0 ? `${ESC2}[1m\u203A${RESET} ${r}` : `  ${r}`);
  }
  const footer = menu ? [] : [
    "",
    `  ${ESC2}[38;5;223mfixture default${RESET} \xB7 ${ESC2}[38;5;151m/tmp${RESET}`,
    tokens.length === 0 ? `  ${GREY}? for shortcuts${RESET}` : `${" ".repeat(Math.max(0, width - 28))}\u26A0 1 warning \xB7 f2 to view`
  ];
  const room = Math.max(0, height - body.length - footer.length);
  const hist = [v.title, "", ...history];
  const top = hist.slice(Math.max(0, hist.length - room));
  while (top.length < room) top.push("");
  const lines = [...top, ...body, ...footer];
  const promptRow = top.length + (v.busy ? 2 : 0);
  const cursorAt = menu ? { x: width - 1, y: height - 1 } : { x: 2 + cur.col, y: promptRow + cur.row };
  return { lines, cursorAt, hideCursor: menu };
}
function repaint(previous, frame, height, full) {
  const lines = frame.lines.slice(0, height);
  while (lines.length < height) lines.push("");
  let out = frame.hideCursor ? `${ESC2}[?25l` : `${ESC2}[?25h`;
  let before = previous;
  if (full) {
    out += `${ESC2}[2J`;
    before = [];
  }
  for (let y = 0; y < height; y++) {
    if (before[y] === lines[y]) continue;
    out += `${ESC2}[${y + 1};1H${RESET}${ESC2}[2K${lines[y]}${RESET}`;
  }
  out += `${ESC2}[${frame.cursorAt.y + 1};${frame.cursorAt.x + 1}H`;
  return { out, shown: lines };
}

// lib/demo/composer.ts
var ESC3 = "\x1B";
var ESC_WAIT_MS = 30;
function parseComposerArgs(argv) {
  const [runtimeArg, stateFile, ...rest2] = argv;
  if (!stateFile) return void 0;
  const runtime = runtimeArg === "codex" ? "codex" : "claude";
  const opt = (name, fallback) => {
    const i = rest2.indexOf(name);
    return i >= 0 && rest2[i + 1] !== void 0 ? Number(rest2[i + 1]) : fallback;
  };
  return {
    runtime,
    stateFile,
    burstWindowMs: opt("--burst-window", 120),
    burstMin: opt("--burst-min", 3),
    collapseLines: opt("--collapse-lines", 10),
    collapseChars: opt("--collapse-chars", 1e3),
    busyAfterSubmitMs: opt("--busy-after-submit", 0),
    clearAfterSubmitMs: opt("--clear-after-submit", 0),
    placeholder: !rest2.includes("--no-placeholder"),
    title: ` fixture composer (${runtime})`
  };
}
function startComposer(o) {
  const state = newComposerState();
  const reader = newInputReader();
  const placeholder = placeholderFor(o.runtime, o.placeholder);
  let escTimer;
  let previous = [];
  function effect(e) {
    if (e.kind === "menu-answer") {
      if (o.onMenuAnswer) setImmediate(o.onMenuAnswer, e.answer);
      return;
    }
    if (e.clearLater) {
      setTimeout(() => {
        clearSubmitted(state, e.text);
        render();
        saveState();
      }, o.clearAfterSubmitMs);
    }
    if (o.onSubmit) setImmediate(o.onSubmit, e.text);
  }
  function key(k, now, chunkPrintables) {
    for (const e of applyKey(state, k, now, chunkPrintables, o)) effect(e);
  }
  function consume(data) {
    const now = Date.now();
    clearTimeout(escTimer);
    const printables = printablesIn(reader.pending + data);
    const { events, escPending } = readInput(reader, data);
    for (const ev of events) {
      if ("paste" in ev) applyPaste(state, ev.paste, o);
      else key(ev.key, now, printables);
    }
    if (escPending) {
      escTimer = setTimeout(() => {
        for (const k of takeEscPending(reader)) key(k, Date.now(), 0);
        flush();
      }, ESC_WAIT_MS);
    }
    flush();
  }
  function render(full = false) {
    const width = process.stdout.columns || 80;
    const height = process.stdout.rows || 24;
    const view = { runtime: o.runtime, state, busy: isBusy(state, Date.now()), title: o.title, placeholder };
    const { out, shown } = repaint(previous, frameOf(view, width, height), height, full);
    previous = shown;
    process.stdout.write(out);
  }
  function saveState() {
    if (!o.stateFile) return;
    const saved = {
      runtime: o.runtime,
      pid: process.pid,
      input: inputText(state),
      cursor: state.cursor,
      submissions: state.submissions,
      menu: state.menu,
      menuAnswers: state.menuAnswers,
      ghost: state.ghost,
      busy: isBusy(state, Date.now()),
      keys: state.keys,
      pasteCount: state.pasteCount
    };
    const tmp = `${o.stateFile}.${process.pid}.tmp`;
    (0, import_node_fs.writeFileSync)(tmp, JSON.stringify(saved));
    (0, import_node_fs.renameSync)(tmp, o.stateFile);
  }
  function flush() {
    state.keys += 1;
    render();
    saveState();
  }
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  process.stdin.setEncoding("utf8");
  process.stdout.write(`${ESC3}[?2004h`);
  process.stdin.on("data", consume);
  process.stdout.on("resize", () => render(true));
  process.on("SIGTERM", () => {
    process.stdout.write(`${ESC3}[?2004l`);
    process.exit(0);
  });
  if (o.busyAfterSubmitMs > 0)
    setInterval(() => {
      if (state.busyUntil && Date.now() > state.busyUntil) {
        state.busyUntil = 0;
        render();
        saveState();
      }
    }, 50);
  render(true);
  saveState();
  return {
    print(...lines) {
      state.history.push(...lines);
      render();
      saveState();
    },
    setBusy(on) {
      state.busyToggle = on;
      render();
      saveState();
    },
    openMenu(command) {
      state.menu = true;
      state.menuCommand = command;
      render();
      saveState();
    }
  };
}

// lib/demo/agent.ts
var import_node_crypto = require("node:crypto");
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");
var import_node_fs4 = require("node:fs");

// lib/demo/agent-hooks.ts
var import_node_child_process = require("node:child_process");
var import_node_fs2 = require("node:fs");
var import_node_path = require("node:path");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};
var PLUGIN_MANIFESTS = {
  claude: ".claude-plugin/plugin.json",
  codex: ".codex-plugin/plugin.json"
};
var CLAUDE_DEFAULT_HOOKS_FILE = "hooks/hooks.json";

// lib/demo/agent-hooks.ts
function loadPlugins(pluginDirs) {
  const out = [];
  for (const dir of (pluginDirs ?? "").split(":").filter(Boolean)) {
    const root = (0, import_node_path.resolve)(dir);
    let manifest = {};
    try {
      manifest = JSON.parse((0, import_node_fs2.readFileSync)((0, import_node_path.join)(root, PLUGIN_MANIFESTS.claude), "utf8"));
    } catch {
      continue;
    }
    const rel = typeof manifest.hooks === "string" ? manifest.hooks : CLAUDE_DEFAULT_HOOKS_FILE;
    const file = (0, import_node_path.isAbsolute)(rel) ? rel : (0, import_node_path.join)(root, rel);
    if (!(0, import_node_fs2.existsSync)(file)) continue;
    try {
      const doc = JSON.parse((0, import_node_fs2.readFileSync)(file, "utf8"));
      out.push({ root, name: manifest.name ?? (0, import_node_path.basename)(root), hooks: doc.hooks ?? {} });
    } catch {
    }
  }
  return out;
}
function matchTarget(input) {
  const event = input.hook_event_name;
  const field = event === "PreToolUse" || event === "PostToolUse" || event === "PermissionRequest" ? "tool_name" : event === "Notification" ? "notification_type" : event === "SessionStart" ? "source" : event === "SessionEnd" ? "reason" : event === "StopFailure" ? "error" : void 0;
  return field ? String(input[field] ?? "") : void 0;
}
function matches(matcher, target) {
  if (!matcher || matcher === "*" || target === void 0) return true;
  try {
    return new RegExp(`^(?:${matcher})$`).test(target);
  } catch {
    return matcher === target;
  }
}
function runOne(plugin, command, timeoutS, input, env, cwd) {
  return new Promise((done) => {
    const text = command.replaceAll("${CLAUDE_PLUGIN_ROOT}", plugin.root);
    const child = (0, import_node_child_process.spawn)("/bin/sh", ["-c", text], { cwd, env, stdio: ["pipe", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (d) => {
      if (stdout.length < 1e6) stdout += d.toString("utf8");
    });
    child.stderr.on("data", (d) => {
      if (stderr.length < 1e5) stderr += d.toString("utf8");
    });
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutS * 1e3);
    child.on("error", (err) => {
      clearTimeout(timer);
      done({ plugin: plugin.name, command, code: null, stdout, stderr: stderr + String(err), timedOut });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ plugin: plugin.name, command, code, stdout, stderr, timedOut });
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(input);
  });
}
async function fireHooks(plugins, input, opts) {
  const runs = [];
  const json = JSON.stringify(input);
  const target = matchTarget(input);
  for (const p of plugins) {
    for (const group of p.hooks[input.hook_event_name] ?? []) {
      if (!matches(group.matcher, target)) continue;
      for (const h of group.hooks ?? []) {
        if (h.type !== "command" || !h.command) continue;
        const env = {
          ...opts.env ?? process.env,
          CLAUDECODE: "1",
          CLAUDE_PROJECT_DIR: opts.projectDir,
          CLAUDE_PLUGIN_ROOT: p.root,
          CLAUDE_PLUGIN_DATA: (0, import_node_path.join)(opts.home, ".claude", "plugins", "data", `${p.name}-inline`),
          CLAUDE_CODE_SESSION_ID: String(input.session_id ?? "")
        };
        runs.push(runOne(p, h.command, h.timeout ?? 60, json, env, opts.projectDir));
      }
    }
  }
  return Promise.all(runs);
}
function additionalContext(stdout) {
  const text = stdout.trim();
  if (!text.startsWith("{")) return void 0;
  try {
    const out = JSON.parse(text);
    const ctx = out?.hookSpecificOutput?.additionalContext;
    return typeof ctx === "string" ? ctx : void 0;
  } catch {
    return void 0;
  }
}

// lib/demo/agent-statusline.ts
var import_node_child_process2 = require("node:child_process");
var import_node_fs3 = require("node:fs");
var DEMO_WINDOW = 2e5;
function scriptedUsedPercent(turns) {
  return turns === 0 ? null : Math.min(95, 12 + 9 * (turns - 1));
}
function settingsArg(argv) {
  const i = argv.indexOf("--settings");
  return i >= 0 ? argv[i + 1] : void 0;
}
function readStatusLine(file) {
  if (!file) return void 0;
  try {
    const sl = JSON.parse((0, import_node_fs3.readFileSync)(file, "utf8"))?.statusLine;
    if (sl?.type !== "command" || typeof sl.command !== "string") return void 0;
    return { command: sl.command, refreshS: typeof sl.refreshInterval === "number" ? sl.refreshInterval : 0 };
  } catch {
    return void 0;
  }
}
function statusLineInput(common, turns) {
  const used = scriptedUsedPercent(turns);
  const tokens = used === null ? null : Math.round(used / 100 * DEMO_WINDOW);
  return {
    ...common,
    model: { id: "scripted-demo", display_name: "Scripted demo" },
    workspace: { current_dir: common.cwd, project_dir: common.cwd, added_dirs: [] },
    version: "scripted",
    context_window: {
      total_input_tokens: tokens ?? 0,
      total_output_tokens: turns * 12,
      context_window_size: DEMO_WINDOW,
      current_usage: tokens === null ? null : { input_tokens: tokens, output_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      used_percentage: used,
      remaining_percentage: used === null ? null : 100 - used
    },
    exceeds_200k_tokens: false
  };
}
function runStatusLineOnce(command, input, opts) {
  return new Promise((done) => {
    const child = (0, import_node_child_process2.spawn)("/bin/sh", ["-c", command], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ["pipe", "pipe", "ignore"],
      detached: true
    });
    let out = "";
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    }, opts.timeoutMs ?? 5e3);
    child.stdout.on("data", (d) => {
      if (out.length < 1e4) out += d.toString("utf8");
    });
    child.on("error", () => {
      clearTimeout(timer);
      done("");
    });
    child.on("close", () => {
      clearTimeout(timer);
      done(out.split("\n")[0] ?? "");
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(JSON.stringify(input));
  });
}

// lib/demo/agent.ts
var SCRIPTED_LABEL = "SCRIPTED DEMO AGENT: not Claude Code, no model; fires hooks as Claude does";
var BUILD_COMMAND = "npm run build";
var BUILD_SUGGESTIONS = [
  {
    type: "addRules",
    rules: [{ toolName: "Bash", ruleContent: "npm run *" }],
    behavior: "allow",
    destination: "localSettings"
  }
];
function parseAgentArgs(argv) {
  const opt = (name, fallback) => {
    const i = argv.indexOf(name);
    const n = i >= 0 ? Number(argv[i + 1]) : Number.NaN;
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return { turnMs: opt("--turn-ms", 3e3), notifyMs: opt("--notify-ms", 1500), settings: settingsArg(argv) };
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var oneLine = (s, max = 44) => {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
};
function runAgent(opts) {
  const projectDir = (0, import_node_fs4.realpathSync)(process.cwd());
  const home = process.env.HOME ?? (0, import_node_os.homedir)();
  const plugins = loadPlugins(process.env.CLAUDE_CODE_PLUGIN_DIRS);
  const sessionId = (0, import_node_crypto.randomUUID)();
  const slug = projectDir.replace(/[/.]/g, "-");
  const common = {
    session_id: sessionId,
    transcript_path: (0, import_node_path2.join)(home, ".claude", "projects", slug, `${sessionId}.jsonl`),
    cwd: projectDir
  };
  let promptId = "";
  let tools = 0;
  let busy = false;
  let pendingTool;
  const queued = [];
  let composer;
  const report = (event, runs) => {
    const failed = runs.filter((r) => r.code !== 0 || r.timedOut);
    const note = runs.length ? `${runs.length} hook${runs.length === 1 ? "" : "s"} ran${failed.length ? `, ${failed.length} failed` : ""}` : "no hook registered";
    composer.print(`  \u23BF [scripted] ${event}: ${note}`);
    for (const r of runs) {
      const ctx = additionalContext(r.stdout);
      if (ctx) composer.print(`  \u23BF [scripted] ${event} hook context received: ${oneLine(ctx)}`);
    }
  };
  const env = { ...process.env, PATH: [(0, import_node_path2.dirname)(process.execPath), process.env.PATH].filter(Boolean).join(import_node_path2.delimiter) };
  const fire = async (event, fields) => {
    const runs = await fireHooks(plugins, { ...common, ...fields, hook_event_name: event }, { projectDir, home, env });
    report(event, runs);
    return runs;
  };
  const effort = { level: "medium" };
  const statusLine = readStatusLine(opts.settings);
  let turns = 0;
  const sampleStatus = async (show) => {
    if (!statusLine) return;
    const line = await runStatusLineOnce(statusLine.command, statusLineInput(common, turns), { env, cwd: projectDir });
    if (show && line) composer.print(`  \u23BF [scripted] status line: ${oneLine(line, 70)}`);
  };
  if (statusLine && statusLine.refreshS >= 1)
    setInterval(() => void sampleStatus(false), statusLine.refreshS * 1e3).unref();
  const takeQueued = () => {
    const next = busy || pendingTool ? void 0 : queued.shift();
    if (next !== void 0) void onPrompt(next);
  };
  const endTurn = async (reply) => {
    composer.print(`\u25CF ${reply}`, "");
    turns += 1;
    composer.setBusy(false);
    await sampleStatus(true);
    await fire("Stop", {
      prompt_id: promptId,
      permission_mode: "default",
      effort,
      stop_hook_active: false,
      last_assistant_message: reply,
      background_tasks: [],
      session_crons: []
    });
    busy = false;
    takeQueued();
  };
  const onPrompt = async (text) => {
    if (text.trim() === "/exit") {
      await fire("SessionEnd", { prompt_id: promptId, reason: "prompt_input_exit" });
      process.stdout.write("\x1B[?2004l\n");
      process.exit(0);
    }
    if (busy || pendingTool) {
      queued.push(text);
      composer.print(`  \u23BF [scripted] queued: ${oneLine(text)} (taken when this turn ends)`);
      return;
    }
    busy = true;
    promptId = (0, import_node_crypto.randomUUID)();
    const mode = { prompt_id: promptId, permission_mode: "default" };
    const runs = await fire("UserPromptSubmit", { ...mode, prompt: text });
    if (runs.some((r) => /"decision"\s*:\s*"block"/.test(r.stdout))) {
      composer.print("  \u23BF [scripted] a hook blocked this prompt");
      busy = false;
      takeQueued();
      return;
    }
    composer.setBusy(true);
    await sleep(opts.turnMs);
    if (/run the build/i.test(text)) {
      tools += 1;
      const input = { command: BUILD_COMMAND, description: "Run the build" };
      pendingTool = { id: `toolu_scripted_${tools}`, input, started: Date.now() };
      composer.print(`\u25CF Bash(${BUILD_COMMAND})`);
      const tool = { ...mode, effort, tool_name: "Bash", tool_input: input };
      await fire("PreToolUse", { ...tool, tool_use_id: pendingTool.id });
      await fire("PermissionRequest", { ...tool, permission_suggestions: BUILD_SUGGESTIONS });
      composer.setBusy(false);
      composer.openMenu(BUILD_COMMAND);
      setTimeout(() => {
        if (!pendingTool) return;
        void fire("Notification", {
          prompt_id: promptId,
          message: "Claude needs your permission",
          notification_type: "permission_prompt"
        });
      }, opts.notifyMs);
      return;
    }
    await endTurn(`Scripted reply ${tools + 1}: nothing was asked of a model; this text is fixed.`);
  };
  const onMenuAnswer = async (answer) => {
    const tool = pendingTool;
    if (!tool) return;
    pendingTool = void 0;
    if (answer !== 1) {
      composer.print("  \u23BF Interrupted \xB7 [scripted] the command was declined and did not run", "");
      busy = false;
      takeQueued();
      return;
    }
    composer.setBusy(true);
    await sleep(Math.min(opts.turnMs, 1e3));
    composer.print("  \u23BF [scripted] (the command was not really run)");
    await fire("PostToolUse", {
      prompt_id: promptId,
      permission_mode: "default",
      effort,
      tool_name: "Bash",
      tool_input: tool.input,
      tool_response: { stdout: "", stderr: "", interrupted: false, isImage: false, noOutputExpected: false },
      tool_use_id: tool.id,
      duration_ms: Date.now() - tool.started
    });
    await endTurn('Scripted reply: the build "ran" (scripted).');
  };
  composer = startComposer({
    runtime: "claude",
    burstWindowMs: 120,
    burstMin: 3,
    collapseLines: 10,
    collapseChars: 1e3,
    busyAfterSubmitMs: 0,
    clearAfterSubmitMs: 0,
    // Claude Code 2.1.328/2.1.332 show no placeholder in an empty composer (cc-<version>-empty).
    placeholder: false,
    title: ` ${SCRIPTED_LABEL}`,
    onSubmit: (text) => void onPrompt(text),
    onMenuAnswer: (answer) => void onMenuAnswer(answer)
  });
  composer.print(
    `  plugins: ${plugins.length ? plugins.map((p) => p.name).join(", ") : "(none in CLAUDE_CODE_PLUGIN_DIRS)"}`,
    ""
  );
  void fire("SessionStart", { source: "startup", model: "scripted-demo" });
}

// bin/demo-agent.ts
var [first, ...rest] = process.argv.slice(2);
if (first === "composer") {
  const opts = parseComposerArgs(rest);
  if (!opts) {
    process.stderr.write("usage: demo-agent composer <claude|codex> <state-file> [options]\n");
    process.exit(2);
  }
  startComposer(opts);
} else {
  runAgent(parseAgentArgs(process.argv.slice(2)));
}
