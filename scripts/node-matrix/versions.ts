// The Node releases CI proves besides the machine's own (scripts/ci-node-matrix.ts runs the unit
// suites and the hook smoke run on each): the lowest release `engines` in package.json allows, and
// the newest release of each line users run. Exact versions, never a range: a run is repeatable and
// a download is cached by its version. docs/supported-clients.md lists them ("Node versions"), and
// test/scripts/node-matrix-doc.test.ts fails when the two differ.
export const NODE_MATRIX = ['20.17.0', '22.23.5', '24.22.3', '26.12.1'] as const;
