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

// lib/rig/handoff-note.ts
var handoff_note_exports = {};
__export(handoff_note_exports, {
  MAX_NOTE_BYTES: () => MAX_NOTE_BYTES,
  handoffNoteText: () => handoffNoteText,
  handoffPrompt: () => handoffPrompt
});
module.exports = __toCommonJS(handoff_note_exports);
var MAX_NOTE_BYTES = 64 * 1024;
function handoffNoteText(f) {
  const lines = [
    `# Handoff note for ${f.seat}`,
    "",
    `You are a fresh occupant of the seat ${f.seat}, taking it over at ${f.at}.`,
    `Earlier occupant: ${f.previousOccupant}${f.previousSession ? ` (runtime session ${f.previousSession})` : ""}.`,
    ""
  ];
  if (f.note !== null)
    lines.push(`## From the outgoing occupant${f.noteFile ? ` (${f.noteFile})` : ""}`, "", f.note.trimEnd(), "");
  else lines.push("No handoff note was given: ask the person or the rig lead what to pick up.", "");
  return lines.join("\n");
}
function handoffPrompt(notePath) {
  return `You are taking over this seat from an earlier occupant. Read the handoff note at ${notePath} before anything else.`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_NOTE_BYTES,
  handoffNoteText,
  handoffPrompt
});
}))
