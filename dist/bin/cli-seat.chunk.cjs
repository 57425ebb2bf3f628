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

// openrig-chunk:cli-seat-list.chunk.cjs
var require_cli_seat_list_chunk = __commonJS({
  "openrig-chunk:cli-seat-list.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-list.chunk.cjs");
  }
});

// openrig-chunk:cli-seat-show.chunk.cjs
var require_cli_seat_show_chunk = __commonJS({
  "openrig-chunk:cli-seat-show.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-show.chunk.cjs");
  }
});

// openrig-chunk:cli-seat-status.chunk.cjs
var require_cli_seat_status_chunk = __commonJS({
  "openrig-chunk:cli-seat-status.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-status.chunk.cjs");
  }
});

// openrig-chunk:cli-seat-set-typing-guard.chunk.cjs
var require_cli_seat_set_typing_guard_chunk = __commonJS({
  "openrig-chunk:cli-seat-set-typing-guard.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-set-typing-guard.chunk.cjs");
  }
});

// openrig-chunk:cli-seat-held-messages.chunk.cjs
var require_cli_seat_held_messages_chunk = __commonJS({
  "openrig-chunk:cli-seat-held-messages.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-held-messages.chunk.cjs");
  }
});

// openrig-chunk:cli-seat-retire-held-message.chunk.cjs
var require_cli_seat_retire_held_message_chunk = __commonJS({
  "openrig-chunk:cli-seat-retire-held-message.chunk.cjs"(exports2, module2) {
    module2.exports = require("./cli-seat-retire-held-message.chunk.cjs");
  }
});

// lib/cli/seat.ts
var seat_exports = {};
__export(seat_exports, {
  seatCommand: () => seatCommand
});
module.exports = __toCommonJS(seat_exports);

// lib/cli/errors.ts
var EXIT_USAGE = 2;
var CLI_ERROR = /* @__PURE__ */ Symbol.for("openrig.cli-error");
var CliError = class extends Error {
  constructor(exitCode, what, todo) {
    super(`${what} \u2014 ${todo}`);
    this.exitCode = exitCode;
    this.what = what;
    this.todo = todo;
    this.name = "CliError";
  }
  exitCode;
  what;
  todo;
  [CLI_ERROR] = true;
};
var usageError = (what, todo) => new CliError(EXIT_USAGE, what, todo);

// lib/delivery/guard-policy.ts
var GUARD_MODES = ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"];

// lib/cli/seat.ts
var VERBS = [
  { name: "list", usage: ["rig seat list [--rig RIG] [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_list_chunk(), 1))).seatListVerb },
  { name: "show", usage: ["rig seat show REF [--json]     (REF: name@rig, a node id n-\u2026, or a pane id %N)"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_show_chunk(), 1))).seatShowVerb },
  { name: "status", usage: ["rig seat status REF [--json]     (typing guard, held messages, pane and activity)"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_status_chunk(), 1))).seatStatusVerb },
  { name: "set-typing-guard", usage: [`rig seat set-typing-guard REF (--mode ${GUARD_MODES.join("|")} | --enabled true|false) --reason R [--json]`], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_set_typing_guard_chunk(), 1))).seatSetTypingGuardVerb },
  { name: "held-messages", usage: ["rig seat held-messages REF [--id OUTBOX_ID] [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_held_messages_chunk(), 1))).seatHeldMessagesVerb },
  { name: "retire-held-message", usage: ["rig seat retire-held-message REF OUTBOX_ID --reason R [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_retire_held_message_chunk(), 1))).seatRetireHeldMessageVerb }
];
var seatCommand = {
  name: "seat",
  usage: VERBS.flatMap((v) => v.usage),
  async run(argv, ctx) {
    const [verb, ...rest] = argv;
    const found = VERBS.find((v) => v.name === verb);
    if (!found) {
      throw usageError(verb ? `unknown seat verb "${verb}"` : "a seat verb is required", `one of: ${VERBS.map((v) => v.name).join(", ")}`);
    }
    await (await found.load()).run(rest, ctx);
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  seatCommand
});
