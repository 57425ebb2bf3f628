// The refocus hook's stand-in for node:crypto inside write-file-atomic (build.mjs, hook bundles
// only). The library loads node:crypto for one thing: naming its temp file `<file>.<n>`, where n is
// the first 32 bits of sha1(its own path, pid, thread id, call count). FNV-1a of the same inputs
// gives names just as distinct (uniqueness comes from the inputs; neither hash is a secret), and
// spares every hook run the load of node:crypto, several ms of a run of about 100.
const { fnv1a32 } = require('../../util/fnv1a.ts');

exports.createHash = () => {
  const parts = [];
  const hash = {
    update(data) {
      parts.push(String(data));
      return hash;
    },
    digest() {
      const out = Buffer.alloc(4);
      out.writeUInt32BE(fnv1a32(parts.join('\0')));
      return out;
    },
  };
  return hash;
};
