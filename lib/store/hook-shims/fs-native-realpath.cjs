// The hook bundles' node:fs inside write-file-atomic (build.mjs, hook bundles only). The library
// resolves the target with fs.realpathSync before every write, so a rename through a symlink
// replaces the file it points to. Node's JS realpathSync lstats every path component and costs a
// hook run about 0.4 ms the first time; the native call (one realpath(3)) gives the same path for
// a file that exists and throws alike for one that does not (which the library ignores). Every
// other property is node:fs itself, through a proxy: copying node:fs would read its lazy
// properties (loading node:fs/promises), and making it a prototype (Object.create) costs V8 about
// half a millisecond of reshaping the module object.
const fs = require('node:fs');

module.exports = new Proxy(fs, {
  get: (target, key) => (key === 'realpathSync' ? target.realpathSync.native : target[key]),
});
