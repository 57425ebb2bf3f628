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
  } catch (e4) {
    throw mod = 0, e4;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
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

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports2) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports2.ALIAS = ALIAS;
    exports2.DOC = DOC;
    exports2.MAP = MAP;
    exports2.NODE_TYPE = NODE_TYPE;
    exports2.PAIR = PAIR;
    exports2.SCALAR = SCALAR;
    exports2.SEQ = SEQ;
    exports2.hasAnchor = hasAnchor;
    exports2.isAlias = isAlias2;
    exports2.isCollection = isCollection;
    exports2.isDocument = isDocument;
    exports2.isMap = isMap2;
    exports2.isNode = isNode;
    exports2.isPair = isPair;
    exports2.isScalar = isScalar2;
    exports2.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE2 = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE2)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE2;
    function visit_(key, node, visitor, path2) {
      const ctrl = callVisitor(key, node, visitor, path2);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visit_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci2 = visit_(i2, node.items[i2], visitor, path2);
            if (typeof ci2 === "number")
              i2 = ci2 - 1;
            else if (ci2 === BREAK)
              return BREAK;
            else if (ci2 === REMOVE2) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = visit_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE2)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE2)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE2)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE2;
    async function visitAsync_(key, node, visitor, path2) {
      const ctrl = await callVisitor(key, node, visitor, path2);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visitAsync_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci2 = await visitAsync_(i2, node.items[i2], visitor, path2);
            if (typeof ci2 === "number")
              i2 = ci2 - 1;
            else if (ci2 === BREAK)
              return BREAK;
            else if (ci2 === REMOVE2) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE2)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE2)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path2) {
      if (typeof visitor === "function")
        return visitor(key, node, path2);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path2);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path2);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path2);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path2);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path2);
      return void 0;
    }
    function replaceNode(key, path2, node) {
      const parent = path2[path2.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt2 = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt2} parent`);
      }
    }
    exports2.visit = visit;
    exports2.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn2) => tn2.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn2) => tn2.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports2.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa2 = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa2}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i2 = 1; true; ++i2) {
        const name = `${prefix}${i2}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports2.anchorIsValid = anchorIsValid;
    exports2.anchorNames = anchorNames;
    exports2.createNodeAnchors = createNodeAnchors;
    exports2.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports2) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i2 = 0, len = val.length; i2 < len; ++i2) {
            const v0 = val[i2];
            const v1 = applyReviver(reviver, val, String(i2), v0);
            if (v1 === void 0)
              delete val[i2];
            else if (v1 !== v0)
              val[i2] = v1;
          }
        } else if (val instanceof Map) {
          for (const k2 of Array.from(val.keys())) {
            const v0 = val.get(k2);
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              val.delete(k2);
            else if (v1 !== v0)
              val.set(k2, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k2, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              delete val[k2];
            else if (v1 !== v0)
              val[k2] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports2.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v2, i2) => toJS(v2, String(i2), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports2.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports2) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports2.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c2 = getAliasCount(doc, item, anchors2);
          if (c2 > count)
            count = c2;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports2.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports2.Scalar = Scalar;
    exports2.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t2) => t2.tag === tagName);
        const tagObj = match.find((t2) => !t2.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t2) => t2.identify?.(value) && !t2.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports2.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path2, value) {
      let v2 = value;
      for (let i2 = path2.length - 1; i2 >= 0; --i2) {
        const k2 = path2[i2];
        if (typeof k2 === "number" && Number.isInteger(k2) && k2 >= 0) {
          const a2 = [];
          a2[k2] = v2;
          v2 = a2;
        } else {
          v2 = /* @__PURE__ */ new Map([[k2, v2]]);
        }
      }
      return createNode.createNode(v2, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path2) => path2 == null || typeof path2 === "object" && !!path2[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it2) => identity.isNode(it2) || identity.isPair(it2) ? it2.clone(schema) : it2);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path2, value) {
        if (isEmptyPath(path2))
          this.add(value);
        else {
          const [key, ...rest] = path2;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        const [key, ...rest] = path2;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n2 = node.value;
          return n2 == null || allowScalar && identity.isScalar(n2) && n2.value == null && !n2.commentBefore && !n2.comment && !n2.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        const [key, ...rest] = path2;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports2.Collection = Collection;
    exports2.collectionFromPath = collectionFromPath;
    exports2.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports2) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports2.indentComment = indentComment;
    exports2.lineComment = lineComment;
    exports2.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports2) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i2 = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i2 = consumeMoreIndentedLines(text2, i2, indent.length);
        if (i2 !== -1)
          end = i2 + endStep;
      }
      for (let ch; ch = text2[i2 += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i2;
          switch (text2[i2 + 1]) {
            case "x":
              i2 += 3;
              break;
            case "u":
              i2 += 5;
              break;
            case "U":
              i2 += 9;
              break;
            default:
              i2 += 1;
          }
          escEnd = i2;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i2 = consumeMoreIndentedLines(text2, i2, indent.length);
          end = i2 + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i2 + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i2;
          }
          if (i2 >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i2 += 1];
                overflow = true;
              }
              const j2 = i2 > escEnd + 1 ? i2 - 2 : escStart - 1;
              if (escapedFolds[j2])
                return text2;
              folds.push(j2);
              escapedFolds[j2] = true;
              end = j2 + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i3 = 0; i3 < folds.length; ++i3) {
        const fold = folds[i3];
        const end2 = folds[i3 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i2, indent) {
      let end = i2;
      let start = i2 + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i2 < start + indent) {
          ch = text2[++i2];
        } else {
          do {
            ch = text2[++i2];
          } while (ch && ch !== "\n");
          end = i2;
          start = i2 + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports2.FOLD_BLOCK = FOLD_BLOCK;
    exports2.FOLD_FLOW = FOLD_FLOW;
    exports2.FOLD_QUOTED = FOLD_QUOTED;
    exports2.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i2 = 0, start = 0; i2 < strLen; ++i2) {
        if (str[i2] === "\n") {
          if (i2 - start > limit)
            return true;
          start = i2 + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i2 = 0, ch = json[i2]; ch; ch = json[++i2]) {
        if (ch === " " && json[i2 + 1] === "\\" && json[i2 + 2] === "n") {
          str += json.slice(start, i2) + "\\ ";
          i2 += 1;
          start = i2;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i2 + 1]) {
            case "u":
              {
                str += json.slice(start, i2);
                const code = json.substr(i2 + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i2, 6);
                }
                i2 += 5;
                start = i2 + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i2 + 2] === '"' || json.length < minMultiLineLength) {
                i2 += 1;
              } else {
                str += json.slice(start, i2) + "\n\n";
                while (json[i2 + 2] === "\\" && json[i2 + 3] === "n" && json[i2 + 4] !== '"') {
                  str += "\n";
                  i2 += 2;
                }
                str += indent;
                if (json[i2 + 2] === " ")
                  str += "\\";
                i2 += 1;
                start = i2 + 1;
              }
              break;
            default:
              i2 += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t2 = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t2);
        if (res === null)
          throw new Error(`Unsupported default string type ${t2}`);
      }
      return res;
    }
    exports2.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t2) => t2.tag === item.tag);
        if (match.length > 0)
          return match.find((t2) => t2.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t2) => t2.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t2) => t2.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t2) => t2.format === item.format) ?? match.find((t2) => !t2.format);
      } else {
        obj = item;
        tagObj = tags.find((t2) => t2.nodeClass && obj instanceof t2.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o2) => tagObj = o2 });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports2.createStringifyContext = createStringifyContext;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports2.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports2) {
    "use strict";
    var node_process = require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports2.debug = debug;
    exports2.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it2 of source.items)
          mergeValue(ctx, map, it2);
      else if (Array.isArray(source))
        for (const it2 of source)
          mergeValue(ctx, map, it2);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports2.addMergeToJSMap = addMergeToJSMap;
    exports2.isMergeKey = isMergeKey;
    exports2.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports2) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports2.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k2 = createNode.createNode(key, void 0, ctx);
      const v2 = createNode.createNode(value, void 0, ctx);
      return new Pair(k2, v2);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_2, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports2.Pair = Pair;
    exports2.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i2 = 1; i2 < lines.length; ++i2) {
          const line = lines[i2];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i2 < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports2.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports2) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k2 = identity.isScalar(key) ? key.value : key;
      for (const it2 of items) {
        if (identity.isPair(it2)) {
          if (it2.key === key || it2.key === k2)
            return it2;
          if (identity.isScalar(it2.key) && it2.key.value === k2)
            return it2;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i2 = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i2 === -1)
            this.items.push(_pair);
          else
            this.items.splice(i2, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it2 = findPair(this.items, key);
        if (!it2)
          return false;
        const del = this.items.splice(this.items.indexOf(it2), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it2 = findPair(this.items, key);
        const node = it2?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_2, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports2.YAMLMap = YAMLMap;
    exports2.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports2.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it2 = this.items[idx];
        return !keepScalar && identity.isScalar(it2) ? it2.value : it2;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_2, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i2 = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i2++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i2 = 0;
          for (let it2 of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it2 : String(i2++);
              it2 = replacer.call(obj, key, it2);
            }
            seq.items.push(createNode.createNode(it2, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports2.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports2.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports2) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports2.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports2.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports2.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports2) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n2 = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n2) && !n2.includes("e")) {
        let i2 = n2.indexOf(".");
        if (i2 < 0) {
          i2 = n2.length;
          n2 += ".";
        }
        let d2 = minFractionDigits - (n2.length - i2 - 1);
        while (d2-- > 0)
          n2 += "0";
      }
      return n2;
    }
    exports2.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports2) {
    "use strict";
    var node_buffer = require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i2 = 0; i2 < str.length; ++i2)
            buffer[i2] = str.charCodeAt(i2);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s2 = "";
          for (let i2 = 0; i2 < buf.length; ++i2)
            s2 += String.fromCharCode(buf[i2]);
          str = btoa(s2);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n2 = Math.ceil(str.length / lineWidth);
          const lines = new Array(n2);
          for (let i2 = 0, o2 = 0; i2 < n2; ++i2, o2 += lineWidth) {
            lines[i2] = str.substr(o2, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports2.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i2 = 0; i2 < seq.items.length; ++i2) {
          let item = seq.items[i2];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn2 = pair.value ?? pair.key;
              cn2.comment = cn2.comment ? `${item.comment}
${cn2.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i2] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i2 = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it2 of iterable) {
          if (typeof replacer === "function")
            it2 = replacer.call(iterable, String(i2++), it2);
          let key, value;
          if (Array.isArray(it2)) {
            if (it2.length === 2) {
              key = it2[0];
              value = it2[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it2}`);
          } else if (it2 && it2 instanceof Object) {
            const keys = Object.keys(it2);
            if (keys.length === 1) {
              key = keys[0];
              value = it2[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it2;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports2.createPairs = createPairs;
    exports2.pairs = pairs;
    exports2.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_2, ctx) {
        if (!ctx)
          return super.toJSON(_2);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports2.YAMLOMap = YAMLOMap;
    exports2.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports2.falseTag = falseTag;
    exports2.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f2 = str.substring(dot + 1).replace(/_/g, "");
          if (f2[f2.length - 1] === "0")
            node.minFractionDigits = f2.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n3 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n3 : n3;
      }
      const n2 = parseInt(str, radix);
      return sign === "-" ? -1 * n2 : n2;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intBin = intBin;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_2, ctx) {
        return super.toJSON(_2, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports2.YAMLSet = YAMLSet;
    exports2.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n2) => asBigInt ? BigInt(n2) : Number(n2);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p2) => res2 * num(60) + num(p2), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n2) => n2;
      if (typeof value === "bigint")
        num = (n2) => BigInt(n2);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n2) => String(n2).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d2 = parseSexagesimal(tz, false);
          if (Math.abs(d2) < 30)
            d2 *= 60;
          date -= 6e4 * d2;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports2.floatTime = floatTime;
    exports2.intTime = intTime;
    exports2.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports2.coreKnownTags = coreKnownTags;
    exports2.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a2, b2) => a2.key < b2.key ? -1 : a2.key > b2.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports2.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports2.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path2, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path2, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v2) => typeof v2 === "number" || v2 instanceof String || v2 instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k2 = this.createNode(key, null, options);
        const v2 = this.createNode(value, null, options);
        return new Pair.Pair(k2, v2);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        if (Collection.isEmptyPath(path2)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path2) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        if (Collection.isEmptyPath(path2))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path2, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path2) {
        if (Collection.isEmptyPath(path2))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path2) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        if (Collection.isEmptyPath(path2)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path2), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path2, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s2 = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s2}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports2.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports2) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci2 = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci2 >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci2 - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci2 -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci2))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci2));
        }
        const pointer = " ".repeat(ci2) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports2.YAMLError = YAMLError;
    exports2.YAMLParseError = YAMLParseError;
    exports2.YAMLWarning = YAMLWarning;
    exports2.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports2) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports2.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports2) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st2 of key.end)
              if (st2.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it2 of key.items) {
            for (const st2 of it2.start)
              if (st2.type === "newline")
                return true;
            if (it2.sep) {
              for (const st2 of it2.sep)
                if (st2.type === "newline")
                  return true;
            }
            if (containsNewline(it2.key) || containsNewline(it2.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports2.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports2) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports2.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a2, b2) => a2 === b2 || identity.isScalar(a2) && identity.isScalar(b2) && a2.value === b2.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports2.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports2) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports2.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports2) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports2.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports2) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports2.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i2 = 0; i2 < fc.items.length; ++i2) {
        const collItem = fc.items[i2];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i2 === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i2 < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i2 === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st2 of start) {
              switch (st2.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st2.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st2 of sep2) {
                  if (st2 === valueProps.found)
                    break;
                  if (st2.type === "newline") {
                    onError(st2, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce2, ...ee2] = fc.end;
      let cePos = offset;
      if (ce2?.source === expectedEnd)
        cePos = ce2.offset + ce2.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce2 && ce2.source.length !== 1)
          ee2.unshift(ce2);
      }
      if (ee2.length > 0) {
        const end = resolveEnd.resolveEnd(ee2, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports2.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t2) => t2.tag === tagName && t2.collection === expType);
      if (!tag) {
        const kt2 = ctx.schema.knownTags[tagName];
        if (kt2?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt2, { default: false }));
          tag = kt2;
        } else {
          if (kt2) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt2.tag} used for ${expType} collection, but expects ${kt2.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports2.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i2 = lines.length - 1; i2 >= 0; --i2) {
        const content = lines[i2][1];
        if (content === "" || content === "\r")
          chompStart = i2;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i2 = 0; i2 < chompStart; ++i2) {
        const [indent, content] = lines[i2];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i2;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i2 = lines.length - 1; i2 >= chompStart; --i2) {
        if (lines[i2][0].length > trimIndent)
          chompStart = i2 + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i2 = 0; i2 < contentStart; ++i2)
        value += lines[i2][0].slice(trimIndent) + "\n";
      for (let i2 = contentStart; i2 < chompStart; ++i2) {
        let [indent, content] = lines[i2];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i2 = chompStart; i2 < lines.length; ++i2)
            value += "\n" + lines[i2][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i2 = 1; i2 < source.length; ++i2) {
        const ch = source[i2];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n2 = Number(ch);
          if (!indent && n2)
            indent = n2;
          else if (error === -1)
            error = offset + i2;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i2 = 1; i2 < props.length; ++i2) {
        const token = props[i2];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m2 = first.match(/^( *)/);
      const line0 = m2?.[1] ? [m2[1], first.slice(m2[1].length)] : ["", first];
      const lines = [line0];
      for (let i2 = 1; i2 < split.length; i2 += 2)
        lines.push([split[i2], split[i2 + 1]]);
      return lines;
    }
    exports2.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re2.comment,
        range: [offset, valueEnd, re2.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i2 = 1; i2 < source.length - 1; ++i2) {
        const ch = source[i2];
        if (ch === "\r" && source[i2 + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i2);
          res += fold;
          i2 = offset;
        } else if (ch === "\\") {
          let next = source[++i2];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "\r" && source[i2 + 1] === "\n") {
            next = source[++i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i2 + 1, length, onError);
            i2 += length;
          } else {
            const raw = source.substr(i2 - 1, 2);
            onError(i2 - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i2;
          let next = source[i2 + 1];
          while (next === " " || next === "	")
            next = source[++i2 + 1];
          if (next !== "\n" && !(next === "\r" && source[i2 + 2] === "\n"))
            res += i2 > wsStart ? source.slice(wsStart, i2 + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok2 = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok2 ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports2.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt2 = schema.knownTags[tagName];
      if (kt2 && !kt2.collection) {
        schema.tags.push(Object.assign({}, kt2, { default: false, test: void 0 }));
        return kt2;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports2.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports2) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i2 = pos - 1; i2 >= 0; --i2) {
          let st2 = before[i2];
          switch (st2.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st2.source.length;
              continue;
          }
          st2 = before[++i2];
          while (st2?.type === "space") {
            offset += st2.source.length;
            st2 = before[++i2];
          }
          break;
        }
      }
      return offset;
    }
    exports2.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re2.offset];
      if (re2.comment)
        alias.comment = re2.comment;
      return alias;
    }
    exports2.composeEmptyNode = composeEmptyNode;
    exports2.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports2) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re2 = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re2.comment)
        doc.comment = re2.comment;
      doc.range = [offset, contentEnd, re2.offset];
      return doc;
    }
    exports2.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i2 = 0; i2 < prelude.length; ++i2) {
        const source = prelude[i2];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i2 + 1]?.[0] !== "#")
              i2 += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it2 = dc.items[0];
            if (identity.isPair(it2))
              it2 = it2.key;
            const cb = it2.commentBefore;
            it2.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i2 = 0; i2 < this.errors.length; ++i2)
            doc.errors.push(this.errors[i2]);
          for (let i2 = 0; i2 < this.warnings.length; ++i2)
            doc.warnings.push(this.warnings[i2]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports2.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports2) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he2 = source.indexOf("\n");
          const head = source.substring(0, he2);
          const body = source.substring(he2 + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he2 = source.indexOf("\n");
      const head = source.substring(0, he2);
      const body = source.substring(he2 + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st2 of end)
          switch (st2.type) {
            case "space":
            case "comment":
              props.push(st2);
              break;
            case "newline":
              props.push(st2);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa2 = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa2 -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa2;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st2) => st2.type === "space" || st2.type === "comment" || st2.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports2.createScalarToken = createScalarToken;
    exports2.resolveAsScalar = resolveAsScalar;
    exports2.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports2) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st2 of token.end)
            res += st2.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st2 of start)
        res += st2.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st2 of sep2)
          res += st2.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports2) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE2 = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE2;
    visit.itemAtPath = (cst, path2) => {
      let item = cst;
      for (const [field, index] of path2) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path2) => {
      const parent = visit.itemAtPath(cst, path2.slice(0, -1));
      const field = path2[path2.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path2, item, visitor) {
      let ctrl = visitor(item, path2);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i2 = 0; i2 < token.items.length; ++i2) {
            const ci2 = _visit(Object.freeze(path2.concat([[field, i2]])), token.items[i2], visitor);
            if (typeof ci2 === "number")
              i2 = ci2 - 1;
            else if (ci2 === BREAK)
              return BREAK;
            else if (ci2 === REMOVE2) {
              token.items.splice(i2, 1);
              i2 -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path2);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path2) : ctrl;
    }
    exports2.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports2) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports2.createScalarToken = cstScalar.createScalarToken;
    exports2.resolveAsScalar = cstScalar.resolveAsScalar;
    exports2.setScalarValue = cstScalar.setScalarValue;
    exports2.stringify = cstStringify.stringify;
    exports2.visit = cstVisit.visit;
    exports2.BOM = BOM;
    exports2.DOCUMENT = DOCUMENT;
    exports2.FLOW_END = FLOW_END;
    exports2.SCALAR = SCALAR;
    exports2.isCollection = isCollection;
    exports2.isScalar = isScalar2;
    exports2.prettyToken = prettyToken;
    exports2.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports2) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i2];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i2 + 1] === "\n";
        return false;
      }
      charAt(n2) {
        return this.buffer[this.pos + n2];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt2 = this.buffer.substr(offset, 3);
          if ((dt2 === "---" || dt2 === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n2) {
        return this.pos + n2 <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n2) {
        return this.buffer.substr(this.pos, n2);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n2 = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n2);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s2 = this.peek(3);
          if ((s2 === "---" || s2 === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s2 === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n2 = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n2;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n2 = yield* this.pushIndicators();
        switch (line[n2]) {
          case "#":
            yield* this.pushCount(line.length - n2);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n2 += yield* this.parseBlockScalarHeader();
            n2 += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n2);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n2 = 0;
        while (line[n2] === ",") {
          n2 += yield* this.pushCount(1);
          n2 += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n2 += yield* this.pushIndicators();
        switch (line[n2]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n2);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n2 = 0;
            while (this.buffer[end - 1 - n2] === "\\")
              n2 += 1;
            if (n2 % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i2 = this.pos;
        while (true) {
          const ch = this.buffer[++i2];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i3 = this.pos; ch = this.buffer[i3]; ++i3) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i3;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i3 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i2 = nl + 1;
        ch = this.buffer[i2];
        while (ch === " ")
          ch = this.buffer[++i2];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i2];
          nl = i2 - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i3 = nl - 1;
            let ch2 = this.buffer[i3];
            if (ch2 === "\r")
              ch2 = this.buffer[--i3];
            const lastChar = i3;
            while (ch2 === " ")
              ch2 = this.buffer[--i3];
            if (ch2 === "\n" && i3 >= this.pos && i3 + 1 + indent > lastChar)
              nl = i3;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i2 = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i2]) {
          if (ch === ":") {
            const next = this.buffer[i2 + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i2;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i2 + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i2 += 1;
                ch = "\n";
                next = this.buffer[i2 + 1];
              } else
                end = i2;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i2 + 1);
              if (cs === -1)
                break;
              i2 = Math.max(i2, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i2;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n2) {
        if (n2 > 0) {
          yield this.buffer.substr(this.pos, n2);
          this.pos += n2;
          return n2;
        }
        return 0;
      }
      *pushToIndex(i2, allowEmpty) {
        const s2 = this.buffer.slice(this.pos, i2);
        if (s2) {
          yield s2;
          this.pos += s2.length;
          return s2.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n2 = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n2 += yield* this.pushTag();
              n2 += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n2 += yield* this.pushUntil(isNotAnchorChar);
              n2 += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n2 += yield* this.pushCount(1);
                n2 += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n2;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i2 = this.pos + 2;
          let ch = this.buffer[i2];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i2];
          return yield* this.pushToIndex(ch === ">" ? i2 + 1 : i2, false);
        } else {
          let i2 = this.pos + 1;
          let ch = this.buffer[i2];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i2];
            else if (ch === "%" && hexDigits.has(this.buffer[i2 + 1]) && hexDigits.has(this.buffer[i2 + 2])) {
              ch = this.buffer[i2 += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i2, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i2 = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i2];
        } while (ch === " " || allowTabs && ch === "	");
        const n2 = i2 - this.pos;
        if (n2 > 0) {
          yield this.buffer.substr(this.pos, n2);
          this.pos = i2;
        }
        return n2;
      }
      *pushUntil(test) {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (!test(ch))
          ch = this.buffer[++i2];
        return yield* this.pushToIndex(i2, false);
      }
    };
    exports2.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports2) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports2.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i2 = 0; i2 < list.length; ++i2)
        if (list[i2].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i2 = 0; i2 < list.length; ++i2) {
        switch (list[i2].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i2;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it2 = parent.items[parent.items.length - 1];
          return it2.sep ?? it2.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i2 = prev.length;
      loop: while (--i2 >= 0) {
        switch (prev[i2].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i2]?.type === "space") {
      }
      return prev.splice(i2, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i2 = 0; i2 < source.length; ++i2)
          target.push(source[i2]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it2 of fc.items) {
          if (it2.sep && !it2.value && !includesToken(it2.start, "explicit-key-ind") && !includesToken(it2.sep, "map-value-ind")) {
            if (it2.key)
              it2.value = it2.key;
            delete it2.key;
            if (isFlowToken(it2.value)) {
              if (it2.value.end)
                arrayPushArray(it2.value.end, it2.sep);
              else
                it2.value.end = it2.sep;
            } else
              arrayPushArray(it2.start, it2.sep);
            delete it2.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st2 = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st2;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n2) {
        return this.stack[this.stack.length - n2];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it2.sep) {
                it2.value = token;
              } else {
                Object.assign(it2, { key: token, sep: [] });
                this.onKeyLine = !it2.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value)
                top.items.push({ start: [], value: token });
              else
                it2.value = token;
              break;
            }
            case "flow-collection": {
              const it2 = top.items[top.items.length - 1];
              if (!it2 || it2.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it2.sep)
                it2.value = token;
              else
                Object.assign(it2, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st2) => st2.type !== "comment" || st2.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it2 = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              it2.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it2.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it2.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it2.sep || it2.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it2.sep && !it2.value) {
            const nl = [];
            for (let i2 = 0; i2 < it2.sep.length; ++i2) {
              const st2 = it2.sep[i2];
              switch (st2.type) {
                case "newline":
                  nl.push(i2);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st2.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it2.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it2.sep) {
                it2.sep.push(this.sourceToken);
              } else {
                it2.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it2.sep && !it2.explicitKey) {
                it2.start.push(this.sourceToken);
                it2.explicitKey = true;
              } else if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it2.explicitKey) {
                if (!it2.sep) {
                  if (includesToken(it2.start, "newline")) {
                    Object.assign(it2, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it2.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it2.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it2.key) && !includesToken(it2.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it2.start);
                  const key = it2.key;
                  const sep2 = it2.sep;
                  sep2.push(this.sourceToken);
                  delete it2.key;
                  delete it2.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it2.sep = it2.sep.concat(start, this.sourceToken);
                } else {
                  it2.sep.push(this.sourceToken);
                }
              } else {
                if (!it2.sep) {
                  Object.assign(it2, { key: null, sep: [this.sourceToken] });
                } else if (it2.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it2.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it2.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it2.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it2, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it2.explicitKey && it2.sep && !includesToken(it2.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it2 = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it2.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it2.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it2.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it2.value || this.indent <= seq.indent)
              break;
            it2.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it2.value || includesToken(it2.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it2.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it2 = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it2 || it2.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it2.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                Object.assign(it2, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it2 || it2.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                it2.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it2.sep)
                this.stack.push(fs);
              else
                Object.assign(it2, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st2) => st2.type === "newline" || st2.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports2.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports2.parse = parse;
    exports2.parseAllDocuments = parseAllDocuments;
    exports2.parseDocument = parseDocument2;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports2.Composer = composer.Composer;
    exports2.Document = Document.Document;
    exports2.Schema = Schema.Schema;
    exports2.YAMLError = errors.YAMLError;
    exports2.YAMLParseError = errors.YAMLParseError;
    exports2.YAMLWarning = errors.YAMLWarning;
    exports2.Alias = Alias.Alias;
    exports2.isAlias = identity.isAlias;
    exports2.isCollection = identity.isCollection;
    exports2.isDocument = identity.isDocument;
    exports2.isMap = identity.isMap;
    exports2.isNode = identity.isNode;
    exports2.isPair = identity.isPair;
    exports2.isScalar = identity.isScalar;
    exports2.isSeq = identity.isSeq;
    exports2.Pair = Pair.Pair;
    exports2.Scalar = Scalar.Scalar;
    exports2.YAMLMap = YAMLMap.YAMLMap;
    exports2.YAMLSeq = YAMLSeq.YAMLSeq;
    exports2.CST = cst;
    exports2.Lexer = lexer.Lexer;
    exports2.LineCounter = lineCounter.LineCounter;
    exports2.Parser = parser.Parser;
    exports2.parse = publicApi.parse;
    exports2.parseAllDocuments = publicApi.parseAllDocuments;
    exports2.parseDocument = publicApi.parseDocument;
    exports2.stringify = publicApi.stringify;
    exports2.visit = visit.visit;
    exports2.visitAsync = visit.visitAsync;
  }
});

// node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "node_modules/graceful-fs/polyfills.js"(exports2, module2) {
    var constants5 = require("constants");
    var origCwd = process.cwd;
    var cwd = null;
    var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform;
    process.cwd = function() {
      if (!cwd)
        cwd = origCwd.call(process);
      return cwd;
    };
    try {
      process.cwd();
    } catch (er2) {
    }
    if (typeof process.chdir === "function") {
      chdir = process.chdir;
      process.chdir = function(d2) {
        cwd = null;
        chdir.call(process, d2);
      };
      if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir);
    }
    var chdir;
    module2.exports = patch;
    function patch(fs) {
      if (constants5.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
        patchLchmod(fs);
      }
      if (!fs.lutimes) {
        patchLutimes(fs);
      }
      fs.chown = chownFix(fs.chown);
      fs.fchown = chownFix(fs.fchown);
      fs.lchown = chownFix(fs.lchown);
      fs.chmod = chmodFix(fs.chmod);
      fs.fchmod = chmodFix(fs.fchmod);
      fs.lchmod = chmodFix(fs.lchmod);
      fs.chownSync = chownFixSync(fs.chownSync);
      fs.fchownSync = chownFixSync(fs.fchownSync);
      fs.lchownSync = chownFixSync(fs.lchownSync);
      fs.chmodSync = chmodFixSync(fs.chmodSync);
      fs.fchmodSync = chmodFixSync(fs.fchmodSync);
      fs.lchmodSync = chmodFixSync(fs.lchmodSync);
      fs.stat = statFix(fs.stat);
      fs.fstat = statFix(fs.fstat);
      fs.lstat = statFix(fs.lstat);
      fs.statSync = statFixSync(fs.statSync);
      fs.fstatSync = statFixSync(fs.fstatSync);
      fs.lstatSync = statFixSync(fs.lstatSync);
      if (fs.chmod && !fs.lchmod) {
        fs.lchmod = function(path2, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchmodSync = function() {
        };
      }
      if (fs.chown && !fs.lchown) {
        fs.lchown = function(path2, uid, gid, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchownSync = function() {
        };
      }
      if (platform === "win32") {
        fs.rename = typeof fs.rename !== "function" ? fs.rename : (function(fs$rename) {
          function rename(from, to2, cb) {
            var start = Date.now();
            var backoff = 0;
            fs$rename(from, to2, function CB(er2) {
              if (er2 && (er2.code === "EACCES" || er2.code === "EPERM" || er2.code === "EBUSY") && Date.now() - start < 6e4) {
                setTimeout(function() {
                  fs.stat(to2, function(stater, st2) {
                    if (stater && stater.code === "ENOENT")
                      fs$rename(from, to2, CB);
                    else
                      cb(er2);
                  });
                }, backoff);
                if (backoff < 100)
                  backoff += 10;
                return;
              }
              if (cb) cb(er2);
            });
          }
          if (Object.setPrototypeOf) Object.setPrototypeOf(rename, fs$rename);
          return rename;
        })(fs.rename);
      }
      fs.read = typeof fs.read !== "function" ? fs.read : (function(fs$read) {
        function read2(fd, buffer, offset, length, position, callback_) {
          var callback;
          if (callback_ && typeof callback_ === "function") {
            var eagCounter = 0;
            callback = function(er2, _2, __) {
              if (er2 && er2.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                return fs$read.call(fs, fd, buffer, offset, length, position, callback);
              }
              callback_.apply(this, arguments);
            };
          }
          return fs$read.call(fs, fd, buffer, offset, length, position, callback);
        }
        if (Object.setPrototypeOf) Object.setPrototypeOf(read2, fs$read);
        return read2;
      })(fs.read);
      fs.readSync = typeof fs.readSync !== "function" ? fs.readSync : /* @__PURE__ */ (function(fs$readSync) {
        return function(fd, buffer, offset, length, position) {
          var eagCounter = 0;
          while (true) {
            try {
              return fs$readSync.call(fs, fd, buffer, offset, length, position);
            } catch (er2) {
              if (er2.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                continue;
              }
              throw er2;
            }
          }
        };
      })(fs.readSync);
      function patchLchmod(fs2) {
        fs2.lchmod = function(path2, mode, callback) {
          fs2.open(
            path2,
            constants5.O_WRONLY | constants5.O_SYMLINK,
            mode,
            function(err, fd) {
              if (err) {
                if (callback) callback(err);
                return;
              }
              fs2.fchmod(fd, mode, function(err2) {
                fs2.close(fd, function(err22) {
                  if (callback) callback(err2 || err22);
                });
              });
            }
          );
        };
        fs2.lchmodSync = function(path2, mode) {
          var fd = fs2.openSync(path2, constants5.O_WRONLY | constants5.O_SYMLINK, mode);
          var threw = true;
          var ret;
          try {
            ret = fs2.fchmodSync(fd, mode);
            threw = false;
          } finally {
            if (threw) {
              try {
                fs2.closeSync(fd);
              } catch (er2) {
              }
            } else {
              fs2.closeSync(fd);
            }
          }
          return ret;
        };
      }
      function patchLutimes(fs2) {
        if (constants5.hasOwnProperty("O_SYMLINK") && fs2.futimes) {
          fs2.lutimes = function(path2, at2, mt2, cb) {
            fs2.open(path2, constants5.O_SYMLINK, function(er2, fd) {
              if (er2) {
                if (cb) cb(er2);
                return;
              }
              fs2.futimes(fd, at2, mt2, function(er3) {
                fs2.close(fd, function(er22) {
                  if (cb) cb(er3 || er22);
                });
              });
            });
          };
          fs2.lutimesSync = function(path2, at2, mt2) {
            var fd = fs2.openSync(path2, constants5.O_SYMLINK);
            var ret;
            var threw = true;
            try {
              ret = fs2.futimesSync(fd, at2, mt2);
              threw = false;
            } finally {
              if (threw) {
                try {
                  fs2.closeSync(fd);
                } catch (er2) {
                }
              } else {
                fs2.closeSync(fd);
              }
            }
            return ret;
          };
        } else if (fs2.futimes) {
          fs2.lutimes = function(_a2, _b, _c, cb) {
            if (cb) process.nextTick(cb);
          };
          fs2.lutimesSync = function() {
          };
        }
      }
      function chmodFix(orig) {
        if (!orig) return orig;
        return function(target, mode, cb) {
          return orig.call(fs, target, mode, function(er2) {
            if (chownErOk(er2)) er2 = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chmodFixSync(orig) {
        if (!orig) return orig;
        return function(target, mode) {
          try {
            return orig.call(fs, target, mode);
          } catch (er2) {
            if (!chownErOk(er2)) throw er2;
          }
        };
      }
      function chownFix(orig) {
        if (!orig) return orig;
        return function(target, uid, gid, cb) {
          return orig.call(fs, target, uid, gid, function(er2) {
            if (chownErOk(er2)) er2 = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chownFixSync(orig) {
        if (!orig) return orig;
        return function(target, uid, gid) {
          try {
            return orig.call(fs, target, uid, gid);
          } catch (er2) {
            if (!chownErOk(er2)) throw er2;
          }
        };
      }
      function statFix(orig) {
        if (!orig) return orig;
        return function(target, options, cb) {
          if (typeof options === "function") {
            cb = options;
            options = null;
          }
          function callback(er2, stats) {
            if (stats) {
              if (stats.uid < 0) stats.uid += 4294967296;
              if (stats.gid < 0) stats.gid += 4294967296;
            }
            if (cb) cb.apply(this, arguments);
          }
          return options ? orig.call(fs, target, options, callback) : orig.call(fs, target, callback);
        };
      }
      function statFixSync(orig) {
        if (!orig) return orig;
        return function(target, options) {
          var stats = options ? orig.call(fs, target, options) : orig.call(fs, target);
          if (stats) {
            if (stats.uid < 0) stats.uid += 4294967296;
            if (stats.gid < 0) stats.gid += 4294967296;
          }
          return stats;
        };
      }
      function chownErOk(er2) {
        if (!er2)
          return true;
        if (er2.code === "ENOSYS")
          return true;
        var nonroot = !process.getuid || process.getuid() !== 0;
        if (nonroot) {
          if (er2.code === "EINVAL" || er2.code === "EPERM")
            return true;
        }
        return false;
      }
    }
  }
});

// node_modules/graceful-fs/legacy-streams.js
var require_legacy_streams = __commonJS({
  "node_modules/graceful-fs/legacy-streams.js"(exports2, module2) {
    var Stream = require("stream").Stream;
    module2.exports = legacy;
    function legacy(fs) {
      return {
        ReadStream,
        WriteStream
      };
      function ReadStream(path2, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path2, options);
        Stream.call(this);
        var self = this;
        this.path = path2;
        this.fd = null;
        this.readable = true;
        this.paused = false;
        this.flags = "r";
        this.mode = 438;
        this.bufferSize = 64 * 1024;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.encoding) this.setEncoding(this.encoding);
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.end === void 0) {
            this.end = Infinity;
          } else if ("number" !== typeof this.end) {
            throw TypeError("end must be a Number");
          }
          if (this.start > this.end) {
            throw new Error("start must be <= end");
          }
          this.pos = this.start;
        }
        if (this.fd !== null) {
          process.nextTick(function() {
            self._read();
          });
          return;
        }
        fs.open(this.path, this.flags, this.mode, function(err, fd) {
          if (err) {
            self.emit("error", err);
            self.readable = false;
            return;
          }
          self.fd = fd;
          self.emit("open", fd);
          self._read();
        });
      }
      function WriteStream(path2, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path2, options);
        Stream.call(this);
        this.path = path2;
        this.fd = null;
        this.writable = true;
        this.flags = "w";
        this.encoding = "binary";
        this.mode = 438;
        this.bytesWritten = 0;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.start < 0) {
            throw new Error("start must be >= zero");
          }
          this.pos = this.start;
        }
        this.busy = false;
        this._queue = [];
        if (this.fd === null) {
          this._open = fs.open;
          this._queue.push([this._open, this.path, this.flags, this.mode, void 0]);
          this.flush();
        }
      }
    }
  }
});

// node_modules/graceful-fs/clone.js
var require_clone = __commonJS({
  "node_modules/graceful-fs/clone.js"(exports2, module2) {
    "use strict";
    module2.exports = clone;
    var getPrototypeOf = Object.getPrototypeOf || function(obj) {
      return obj.__proto__;
    };
    function clone(obj) {
      if (obj === null || typeof obj !== "object")
        return obj;
      if (obj instanceof Object)
        var copy = { __proto__: getPrototypeOf(obj) };
      else
        var copy = /* @__PURE__ */ Object.create(null);
      Object.getOwnPropertyNames(obj).forEach(function(key) {
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj, key));
      });
      return copy;
    }
  }
});

// node_modules/graceful-fs/graceful-fs.js
var require_graceful_fs = __commonJS({
  "node_modules/graceful-fs/graceful-fs.js"(exports2, module2) {
    var fs = require("fs");
    var polyfills = require_polyfills();
    var legacy = require_legacy_streams();
    var clone = require_clone();
    var util = require("util");
    var gracefulQueue;
    var previousSymbol;
    if (typeof Symbol === "function" && typeof Symbol.for === "function") {
      gracefulQueue = /* @__PURE__ */ Symbol.for("graceful-fs.queue");
      previousSymbol = /* @__PURE__ */ Symbol.for("graceful-fs.previous");
    } else {
      gracefulQueue = "___graceful-fs.queue";
      previousSymbol = "___graceful-fs.previous";
    }
    function noop() {
    }
    function publishQueue(context, queue2) {
      Object.defineProperty(context, gracefulQueue, {
        get: function() {
          return queue2;
        }
      });
    }
    var debug = noop;
    if (util.debuglog)
      debug = util.debuglog("gfs4");
    else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ""))
      debug = function() {
        var m2 = util.format.apply(util, arguments);
        m2 = "GFS4: " + m2.split(/\n/).join("\nGFS4: ");
        console.error(m2);
      };
    if (!fs[gracefulQueue]) {
      queue = global[gracefulQueue] || [];
      publishQueue(fs, queue);
      fs.close = (function(fs$close) {
        function close(fd, cb) {
          return fs$close.call(fs, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close, previousSymbol, {
          value: fs$close
        });
        return close;
      })(fs.close);
      fs.closeSync = (function(fs$closeSync) {
        function closeSync8(fd) {
          fs$closeSync.apply(fs, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync8, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync8;
      })(fs.closeSync);
      if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || "")) {
        process.on("exit", function() {
          debug(fs[gracefulQueue]);
          require("assert").equal(fs[gracefulQueue].length, 0);
        });
      }
    }
    var queue;
    if (!global[gracefulQueue]) {
      publishQueue(global, fs[gracefulQueue]);
    }
    module2.exports = patch(clone(fs));
    if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs.__patched) {
      module2.exports = patch(fs);
      fs.__patched = true;
    }
    function patch(fs2) {
      polyfills(fs2);
      fs2.gracefulify = patch;
      fs2.createReadStream = createReadStream;
      fs2.createWriteStream = createWriteStream;
      var fs$readFile = fs2.readFile;
      fs2.readFile = readFile;
      function readFile(path2, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path2, options, cb);
        function go$readFile(path3, options2, cb2, startTime) {
          return fs$readFile(path3, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path3, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs2.writeFile;
      fs2.writeFile = writeFile;
      function writeFile(path2, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path2, data, options, cb);
        function go$writeFile(path3, data2, options2, cb2, startTime) {
          return fs$writeFile(path3, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path3, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$appendFile = fs2.appendFile;
      if (fs$appendFile)
        fs2.appendFile = appendFile;
      function appendFile(path2, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path2, data, options, cb);
        function go$appendFile(path3, data2, options2, cb2, startTime) {
          return fs$appendFile(path3, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path3, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$copyFile = fs2.copyFile;
      if (fs$copyFile)
        fs2.copyFile = copyFile;
      function copyFile(src, dest, flags, cb) {
        if (typeof flags === "function") {
          cb = flags;
          flags = 0;
        }
        return go$copyFile(src, dest, flags, cb);
        function go$copyFile(src2, dest2, flags2, cb2, startTime) {
          return fs$copyFile(src2, dest2, flags2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$copyFile, [src2, dest2, flags2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$readdir = fs2.readdir;
      fs2.readdir = readdir;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir(path2, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path3, options2, cb2, startTime) {
          return fs$readdir(path3, fs$readdirCallback(
            path3,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path3, options2, cb2, startTime) {
          return fs$readdir(path3, options2, fs$readdirCallback(
            path3,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path2, options, cb);
        function fs$readdirCallback(path3, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path3, options2, cb2],
                err,
                startTime || Date.now(),
                Date.now()
              ]);
            else {
              if (files && files.sort)
                files.sort();
              if (typeof cb2 === "function")
                cb2.call(this, err, files);
            }
          };
        }
      }
      if (process.version.substr(0, 4) === "v0.8") {
        var legStreams = legacy(fs2);
        ReadStream = legStreams.ReadStream;
        WriteStream = legStreams.WriteStream;
      }
      var fs$ReadStream = fs2.ReadStream;
      if (fs$ReadStream) {
        ReadStream.prototype = Object.create(fs$ReadStream.prototype);
        ReadStream.prototype.open = ReadStream$open;
      }
      var fs$WriteStream = fs2.WriteStream;
      if (fs$WriteStream) {
        WriteStream.prototype = Object.create(fs$WriteStream.prototype);
        WriteStream.prototype.open = WriteStream$open;
      }
      Object.defineProperty(fs2, "ReadStream", {
        get: function() {
          return ReadStream;
        },
        set: function(val) {
          ReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      Object.defineProperty(fs2, "WriteStream", {
        get: function() {
          return WriteStream;
        },
        set: function(val) {
          WriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileReadStream = ReadStream;
      Object.defineProperty(fs2, "FileReadStream", {
        get: function() {
          return FileReadStream;
        },
        set: function(val) {
          FileReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileWriteStream = WriteStream;
      Object.defineProperty(fs2, "FileWriteStream", {
        get: function() {
          return FileWriteStream;
        },
        set: function(val) {
          FileWriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      function ReadStream(path2, options) {
        if (this instanceof ReadStream)
          return fs$ReadStream.apply(this, arguments), this;
        else
          return ReadStream.apply(Object.create(ReadStream.prototype), arguments);
      }
      function ReadStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            if (that.autoClose)
              that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
            that.read();
          }
        });
      }
      function WriteStream(path2, options) {
        if (this instanceof WriteStream)
          return fs$WriteStream.apply(this, arguments), this;
        else
          return WriteStream.apply(Object.create(WriteStream.prototype), arguments);
      }
      function WriteStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
          }
        });
      }
      function createReadStream(path2, options) {
        return new fs2.ReadStream(path2, options);
      }
      function createWriteStream(path2, options) {
        return new fs2.WriteStream(path2, options);
      }
      var fs$open = fs2.open;
      fs2.open = open2;
      function open2(path2, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path2, flags, mode, cb);
        function go$open(path3, flags2, mode2, cb2, startTime) {
          return fs$open(path3, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path3, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      return fs2;
    }
    function enqueue(elem) {
      debug("ENQUEUE", elem[0].name, elem[1]);
      fs[gracefulQueue].push(elem);
      retry();
    }
    var retryTimer;
    function resetQueue() {
      var now = Date.now();
      for (var i2 = 0; i2 < fs[gracefulQueue].length; ++i2) {
        if (fs[gracefulQueue][i2].length > 2) {
          fs[gracefulQueue][i2][3] = now;
          fs[gracefulQueue][i2][4] = now;
        }
      }
      retry();
    }
    function retry() {
      clearTimeout(retryTimer);
      retryTimer = void 0;
      if (fs[gracefulQueue].length === 0)
        return;
      var elem = fs[gracefulQueue].shift();
      var fn2 = elem[0];
      var args = elem[1];
      var err = elem[2];
      var startTime = elem[3];
      var lastTime = elem[4];
      if (startTime === void 0) {
        debug("RETRY", fn2.name, args);
        fn2.apply(null, args);
      } else if (Date.now() - startTime >= 6e4) {
        debug("TIMEOUT", fn2.name, args);
        var cb = args.pop();
        if (typeof cb === "function")
          cb.call(null, err);
      } else {
        var sinceAttempt = Date.now() - lastTime;
        var sinceStart = Math.max(lastTime - startTime, 1);
        var desiredDelay = Math.min(sinceStart * 1.2, 100);
        if (sinceAttempt >= desiredDelay) {
          debug("RETRY", fn2.name, args);
          fn2.apply(null, args.concat([startTime]));
        } else {
          fs[gracefulQueue].push(elem);
        }
      }
      if (retryTimer === void 0) {
        retryTimer = setTimeout(retry, 0);
      }
    }
  }
});

// node_modules/retry/lib/retry_operation.js
var require_retry_operation = __commonJS({
  "node_modules/retry/lib/retry_operation.js"(exports2, module2) {
    function RetryOperation(timeouts, options) {
      if (typeof options === "boolean") {
        options = { forever: options };
      }
      this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
      this._timeouts = timeouts;
      this._options = options || {};
      this._maxRetryTime = options && options.maxRetryTime || Infinity;
      this._fn = null;
      this._errors = [];
      this._attempts = 1;
      this._operationTimeout = null;
      this._operationTimeoutCb = null;
      this._timeout = null;
      this._operationStart = null;
      if (this._options.forever) {
        this._cachedTimeouts = this._timeouts.slice(0);
      }
    }
    module2.exports = RetryOperation;
    RetryOperation.prototype.reset = function() {
      this._attempts = 1;
      this._timeouts = this._originalTimeouts;
    };
    RetryOperation.prototype.stop = function() {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      this._timeouts = [];
      this._cachedTimeouts = null;
    };
    RetryOperation.prototype.retry = function(err) {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      if (!err) {
        return false;
      }
      var currentTime = (/* @__PURE__ */ new Date()).getTime();
      if (err && currentTime - this._operationStart >= this._maxRetryTime) {
        this._errors.unshift(new Error("RetryOperation timeout occurred"));
        return false;
      }
      this._errors.push(err);
      var timeout = this._timeouts.shift();
      if (timeout === void 0) {
        if (this._cachedTimeouts) {
          this._errors.splice(this._errors.length - 1, this._errors.length);
          this._timeouts = this._cachedTimeouts.slice(0);
          timeout = this._timeouts.shift();
        } else {
          return false;
        }
      }
      var self = this;
      var timer = setTimeout(function() {
        self._attempts++;
        if (self._operationTimeoutCb) {
          self._timeout = setTimeout(function() {
            self._operationTimeoutCb(self._attempts);
          }, self._operationTimeout);
          if (self._options.unref) {
            self._timeout.unref();
          }
        }
        self._fn(self._attempts);
      }, timeout);
      if (this._options.unref) {
        timer.unref();
      }
      return true;
    };
    RetryOperation.prototype.attempt = function(fn2, timeoutOps) {
      this._fn = fn2;
      if (timeoutOps) {
        if (timeoutOps.timeout) {
          this._operationTimeout = timeoutOps.timeout;
        }
        if (timeoutOps.cb) {
          this._operationTimeoutCb = timeoutOps.cb;
        }
      }
      var self = this;
      if (this._operationTimeoutCb) {
        this._timeout = setTimeout(function() {
          self._operationTimeoutCb();
        }, self._operationTimeout);
      }
      this._operationStart = (/* @__PURE__ */ new Date()).getTime();
      this._fn(this._attempts);
    };
    RetryOperation.prototype.try = function(fn2) {
      console.log("Using RetryOperation.try() is deprecated");
      this.attempt(fn2);
    };
    RetryOperation.prototype.start = function(fn2) {
      console.log("Using RetryOperation.start() is deprecated");
      this.attempt(fn2);
    };
    RetryOperation.prototype.start = RetryOperation.prototype.try;
    RetryOperation.prototype.errors = function() {
      return this._errors;
    };
    RetryOperation.prototype.attempts = function() {
      return this._attempts;
    };
    RetryOperation.prototype.mainError = function() {
      if (this._errors.length === 0) {
        return null;
      }
      var counts = {};
      var mainError = null;
      var mainErrorCount = 0;
      for (var i2 = 0; i2 < this._errors.length; i2++) {
        var error = this._errors[i2];
        var message = error.message;
        var count = (counts[message] || 0) + 1;
        counts[message] = count;
        if (count >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count;
        }
      }
      return mainError;
    };
  }
});

// node_modules/retry/lib/retry.js
var require_retry = __commonJS({
  "node_modules/retry/lib/retry.js"(exports2) {
    var RetryOperation = require_retry_operation();
    exports2.operation = function(options) {
      var timeouts = exports2.timeouts(options);
      return new RetryOperation(timeouts, {
        forever: options && options.forever,
        unref: options && options.unref,
        maxRetryTime: options && options.maxRetryTime
      });
    };
    exports2.timeouts = function(options) {
      if (options instanceof Array) {
        return [].concat(options);
      }
      var opts = {
        retries: 10,
        factor: 2,
        minTimeout: 1 * 1e3,
        maxTimeout: Infinity,
        randomize: false
      };
      for (var key in options) {
        opts[key] = options[key];
      }
      if (opts.minTimeout > opts.maxTimeout) {
        throw new Error("minTimeout is greater than maxTimeout");
      }
      var timeouts = [];
      for (var i2 = 0; i2 < opts.retries; i2++) {
        timeouts.push(this.createTimeout(i2, opts));
      }
      if (options && options.forever && !timeouts.length) {
        timeouts.push(this.createTimeout(i2, opts));
      }
      timeouts.sort(function(a2, b2) {
        return a2 - b2;
      });
      return timeouts;
    };
    exports2.createTimeout = function(attempt, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
      timeout = Math.min(timeout, opts.maxTimeout);
      return timeout;
    };
    exports2.wrap = function(obj, options, methods) {
      if (options instanceof Array) {
        methods = options;
        options = null;
      }
      if (!methods) {
        methods = [];
        for (var key in obj) {
          if (typeof obj[key] === "function") {
            methods.push(key);
          }
        }
      }
      for (var i2 = 0; i2 < methods.length; i2++) {
        var method = methods[i2];
        var original = obj[method];
        obj[method] = function retryWrapper(original2) {
          var op = exports2.operation(options);
          var args = Array.prototype.slice.call(arguments, 1);
          var callback = args.pop();
          args.push(function(err) {
            if (op.retry(err)) {
              return;
            }
            if (err) {
              arguments[0] = op.mainError();
            }
            callback.apply(this, arguments);
          });
          op.attempt(function() {
            original2.apply(obj, args);
          });
        }.bind(obj, original);
        obj[method].options = options;
      }
    };
  }
});

// node_modules/retry/index.js
var require_retry2 = __commonJS({
  "node_modules/retry/index.js"(exports2, module2) {
    module2.exports = require_retry();
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/signals.js
var require_signals = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/signals.js"(exports2, module2) {
    module2.exports = [
      "SIGABRT",
      "SIGALRM",
      "SIGHUP",
      "SIGINT",
      "SIGTERM"
    ];
    if (process.platform !== "win32") {
      module2.exports.push(
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      module2.exports.push(
        "SIGIO",
        "SIGPOLL",
        "SIGPWR",
        "SIGSTKFLT",
        "SIGUNUSED"
      );
    }
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/index.js
var require_signal_exit = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/index.js"(exports2, module2) {
    var process2 = global.process;
    var processOk = function(process3) {
      return process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    };
    if (!processOk(process2)) {
      module2.exports = function() {
        return function() {
        };
      };
    } else {
      assert = require("assert");
      signals = require_signals();
      isWin = /^win/i.test(process2.platform);
      EE = require("events");
      if (typeof EE !== "function") {
        EE = EE.EventEmitter;
      }
      if (process2.__signal_exit_emitter__) {
        emitter = process2.__signal_exit_emitter__;
      } else {
        emitter = process2.__signal_exit_emitter__ = new EE();
        emitter.count = 0;
        emitter.emitted = {};
      }
      if (!emitter.infinite) {
        emitter.setMaxListeners(Infinity);
        emitter.infinite = true;
      }
      module2.exports = function(cb, opts) {
        if (!processOk(global.process)) {
          return function() {
          };
        }
        assert.equal(typeof cb, "function", "a callback must be provided for exit handler");
        if (loaded === false) {
          load();
        }
        var ev = "exit";
        if (opts && opts.alwaysLast) {
          ev = "afterexit";
        }
        var remove = function() {
          emitter.removeListener(ev, cb);
          if (emitter.listeners("exit").length === 0 && emitter.listeners("afterexit").length === 0) {
            unload();
          }
        };
        emitter.on(ev, cb);
        return remove;
      };
      unload = function unload2() {
        if (!loaded || !processOk(global.process)) {
          return;
        }
        loaded = false;
        signals.forEach(function(sig) {
          try {
            process2.removeListener(sig, sigListeners[sig]);
          } catch (er2) {
          }
        });
        process2.emit = originalProcessEmit;
        process2.reallyExit = originalProcessReallyExit;
        emitter.count -= 1;
      };
      module2.exports.unload = unload;
      emit = function emit2(event, code, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code, signal);
      };
      sigListeners = {};
      signals.forEach(function(sig) {
        sigListeners[sig] = function listener() {
          if (!processOk(global.process)) {
            return;
          }
          var listeners = process2.listeners(sig);
          if (listeners.length === emitter.count) {
            unload();
            emit("exit", null, sig);
            emit("afterexit", null, sig);
            if (isWin && sig === "SIGHUP") {
              sig = "SIGINT";
            }
            process2.kill(process2.pid, sig);
          }
        };
      });
      module2.exports.signals = function() {
        return signals;
      };
      loaded = false;
      load = function load2() {
        if (loaded || !processOk(global.process)) {
          return;
        }
        loaded = true;
        emitter.count += 1;
        signals = signals.filter(function(sig) {
          try {
            process2.on(sig, sigListeners[sig]);
            return true;
          } catch (er2) {
            return false;
          }
        });
        process2.emit = processEmit;
        process2.reallyExit = processReallyExit;
      };
      module2.exports.load = load;
      originalProcessReallyExit = process2.reallyExit;
      processReallyExit = function processReallyExit2(code) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code || /* istanbul ignore next */
        0;
        emit("exit", process2.exitCode, null);
        emit("afterexit", process2.exitCode, null);
        originalProcessReallyExit.call(process2, process2.exitCode);
      };
      originalProcessEmit = process2.emit;
      processEmit = function processEmit2(ev, arg) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg !== void 0) {
            process2.exitCode = arg;
          }
          var ret = originalProcessEmit.apply(this, arguments);
          emit("exit", process2.exitCode, null);
          emit("afterexit", process2.exitCode, null);
          return ret;
        } else {
          return originalProcessEmit.apply(this, arguments);
        }
      };
    }
    var assert;
    var signals;
    var isWin;
    var EE;
    var emitter;
    var unload;
    var emit;
    var sigListeners;
    var loaded;
    var load;
    var originalProcessReallyExit;
    var processReallyExit;
    var originalProcessEmit;
    var processEmit;
  }
});

// node_modules/proper-lockfile/lib/mtime-precision.js
var require_mtime_precision = __commonJS({
  "node_modules/proper-lockfile/lib/mtime-precision.js"(exports2, module2) {
    "use strict";
    var cacheSymbol = /* @__PURE__ */ Symbol();
    function probe(file, fs, callback) {
      const cachedPrecision = fs[cacheSymbol];
      if (cachedPrecision) {
        return fs.stat(file, (err, stat2) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat2.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs.stat(file, (err2, stat2) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat2.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs, cacheSymbol, { value: precision });
          callback(null, stat2.mtime, precision);
        });
      });
    }
    function getMtime(precision) {
      let now = Date.now();
      if (precision === "s") {
        now = Math.ceil(now / 1e3) * 1e3;
      }
      return new Date(now);
    }
    module2.exports.probe = probe;
    module2.exports.getMtime = getMtime;
  }
});

// node_modules/proper-lockfile/lib/lockfile.js
var require_lockfile = __commonJS({
  "node_modules/proper-lockfile/lib/lockfile.js"(exports2, module2) {
    "use strict";
    var path2 = require("path");
    var fs = require_graceful_fs();
    var retry = require_retry2();
    var onExit = require_signal_exit();
    var mtimePrecision = require_mtime_precision();
    var locks = {};
    function getLockFile(file, options) {
      return options.lockfilePath || `${file}.lock`;
    }
    function resolveCanonicalPath(file, options, callback) {
      if (!options.realpath) {
        return callback(null, path2.resolve(file));
      }
      options.fs.realpath(file, callback);
    }
    function acquireLock(file, options, callback) {
      const lockfilePath = getLockFile(file, options);
      options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
          return mtimePrecision.probe(lockfilePath, options.fs, (err2, mtime, mtimePrecision2) => {
            if (err2) {
              options.fs.rmdir(lockfilePath, () => {
              });
              return callback(err2);
            }
            callback(null, mtime, mtimePrecision2);
          });
        }
        if (err.code !== "EEXIST") {
          return callback(err);
        }
        if (options.stale <= 0) {
          return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
        }
        options.fs.stat(lockfilePath, (err2, stat2) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat2, options)) {
            return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
          }
          removeLock(file, options, (err3) => {
            if (err3) {
              return callback(err3);
            }
            acquireLock(file, { ...options, stale: 0 }, callback);
          });
        });
      });
    }
    function isLockStale(stat2, options) {
      return stat2.mtime.getTime() < Date.now() - options.stale;
    }
    function removeLock(file, options, callback) {
      options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== "ENOENT") {
          return callback(err);
        }
        callback();
      });
    }
    function updateLock(file, options) {
      const lock2 = locks[file];
      if (lock2.updateTimeout) {
        return;
      }
      lock2.updateDelay = lock2.updateDelay || options.update;
      lock2.updateTimeout = setTimeout(() => {
        lock2.updateTimeout = null;
        options.fs.stat(lock2.lockfilePath, (err, stat2) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat2.mtime.getTime();
          if (!isMtimeOurs) {
            return setLockAsCompromised(
              file,
              lock2,
              Object.assign(
                new Error("Unable to update lock within the stale threshold"),
                { code: "ECOMPROMISED" }
              )
            );
          }
          const mtime = mtimePrecision.getMtime(lock2.mtimePrecision);
          options.fs.utimes(lock2.lockfilePath, mtime, mtime, (err2) => {
            const isOverThreshold2 = lock2.lastUpdate + options.stale < Date.now();
            if (lock2.released) {
              return;
            }
            if (err2) {
              if (err2.code === "ENOENT" || isOverThreshold2) {
                return setLockAsCompromised(file, lock2, Object.assign(err2, { code: "ECOMPROMISED" }));
              }
              lock2.updateDelay = 1e3;
              return updateLock(file, options);
            }
            lock2.mtime = mtime;
            lock2.lastUpdate = Date.now();
            lock2.updateDelay = null;
            updateLock(file, options);
          });
        });
      }, lock2.updateDelay);
      if (lock2.updateTimeout.unref) {
        lock2.updateTimeout.unref();
      }
    }
    function setLockAsCompromised(file, lock2, err) {
      lock2.released = true;
      if (lock2.updateTimeout) {
        clearTimeout(lock2.updateTimeout);
      }
      if (locks[file] === lock2) {
        delete locks[file];
      }
      lock2.options.onCompromised(err);
    }
    function lock(file, options, callback) {
      options = {
        stale: 1e4,
        update: null,
        realpath: true,
        retries: 0,
        fs,
        onCompromised: (err) => {
          throw err;
        },
        ...options
      };
      options.retries = options.retries || 0;
      options.retries = typeof options.retries === "number" ? { retries: options.retries } : options.retries;
      options.stale = Math.max(options.stale || 0, 2e3);
      options.update = options.update == null ? options.stale / 2 : options.update || 0;
      options.update = Math.max(Math.min(options.update, options.stale / 2), 1e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const operation = retry.operation(options.retries);
        operation.attempt(() => {
          acquireLock(file2, options, (err2, mtime, mtimePrecision2) => {
            if (operation.retry(err2)) {
              return;
            }
            if (err2) {
              return callback(operation.mainError());
            }
            const lock2 = locks[file2] = {
              lockfilePath: getLockFile(file2, options),
              mtime,
              mtimePrecision: mtimePrecision2,
              options,
              lastUpdate: Date.now()
            };
            updateLock(file2, options);
            callback(null, (releasedCallback) => {
              if (lock2.released) {
                return releasedCallback && releasedCallback(Object.assign(new Error("Lock is already released"), { code: "ERELEASED" }));
              }
              unlock(file2, { ...options, realpath: false }, releasedCallback);
            });
          });
        });
      });
    }
    function unlock(file, options, callback) {
      options = {
        fs,
        realpath: true,
        ...options
      };
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const lock2 = locks[file2];
        if (!lock2) {
          return callback(Object.assign(new Error("Lock is not acquired/owned by you"), { code: "ENOTACQUIRED" }));
        }
        lock2.updateTimeout && clearTimeout(lock2.updateTimeout);
        lock2.released = true;
        delete locks[file2];
        removeLock(file2, options, callback);
      });
    }
    function check(file, options, callback) {
      options = {
        stale: 1e4,
        realpath: true,
        fs,
        ...options
      };
      options.stale = Math.max(options.stale || 0, 2e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        options.fs.stat(getLockFile(file2, options), (err2, stat2) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat2, options));
        });
      });
    }
    function getLocks() {
      return locks;
    }
    onExit(() => {
      for (const file in locks) {
        const options = locks[file].options;
        try {
          options.fs.rmdirSync(getLockFile(file, options));
        } catch (e4) {
        }
      }
    });
    module2.exports.lock = lock;
    module2.exports.unlock = unlock;
    module2.exports.check = check;
    module2.exports.getLocks = getLocks;
  }
});

// node_modules/proper-lockfile/lib/adapter.js
var require_adapter = __commonJS({
  "node_modules/proper-lockfile/lib/adapter.js"(exports2, module2) {
    "use strict";
    var fs = require_graceful_fs();
    function createSyncFs(fs2) {
      const methods = ["mkdir", "realpath", "stat", "rmdir", "utimes"];
      const newFs = { ...fs2 };
      methods.forEach((method) => {
        newFs[method] = (...args) => {
          const callback = args.pop();
          let ret;
          try {
            ret = fs2[`${method}Sync`](...args);
          } catch (err) {
            return callback(err);
          }
          callback(null, ret);
        };
      });
      return newFs;
    }
    function toPromise(method) {
      return (...args) => new Promise((resolve7, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve7(result);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result;
        args.push((_err, _result) => {
          err = _err;
          result = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result;
      };
    }
    function toSyncOptions(options) {
      options = { ...options };
      options.fs = createSyncFs(options.fs || fs);
      if (typeof options.retries === "number" && options.retries > 0 || options.retries && typeof options.retries.retries === "number" && options.retries.retries > 0) {
        throw Object.assign(new Error("Cannot use retries with the sync api"), { code: "ESYNC" });
      }
      return options;
    }
    module2.exports = {
      toPromise,
      toSync,
      toSyncOptions
    };
  }
});

// node_modules/proper-lockfile/index.js
var require_proper_lockfile = __commonJS({
  "node_modules/proper-lockfile/index.js"(exports2, module2) {
    "use strict";
    var lockfile2 = require_lockfile();
    var { toPromise, toSync, toSyncOptions } = require_adapter();
    async function lock(file, options) {
      const release = await toPromise(lockfile2.lock)(file, options);
      return toPromise(release);
    }
    function lockSync(file, options) {
      const release = toSync(lockfile2.lock)(file, toSyncOptions(options));
      return toSync(release);
    }
    function unlock(file, options) {
      return toPromise(lockfile2.unlock)(file, options);
    }
    function unlockSync(file, options) {
      return toSync(lockfile2.unlock)(file, toSyncOptions(options));
    }
    function check(file, options) {
      return toPromise(lockfile2.check)(file, options);
    }
    function checkSync(file, options) {
      return toSync(lockfile2.check)(file, toSyncOptions(options));
    }
    module2.exports = lock;
    module2.exports.lock = lock;
    module2.exports.unlock = unlock;
    module2.exports.lockSync = lockSync;
    module2.exports.unlockSync = unlockSync;
    module2.exports.check = check;
    module2.exports.checkSync = checkSync;
  }
});

// lib/rig/continue.ts
var continue_exports = {};
__export(continue_exports, {
  ContinuationError: () => ContinuationError,
  continueRecordedSeat: () => continueRecordedSeat
});
module.exports = __toCommonJS(continue_exports);

// lib/rig/spec.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_os = require("node:os");
var import_yaml = __toESM(require_dist(), 1);

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
var OCCUPANT_PATTERN = /^o-[0-9a-f]{16}$/;
function nameProblem(name) {
  if (name === "") return "empty name";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return "control characters are not allowed";
  if (name.includes("..")) return '".." is not allowed';
  if (name.includes("/") || name.includes("\\")) return "path separators are not allowed";
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return void 0;
}
function formatSeatRef(seat, rig) {
  return `${seat}@${rig}`;
}
function seatRefOf(seat) {
  return formatSeatRef(seat.name, seat.rig);
}
function sessionNameFor(seat, rig) {
  return formatSeatRef(seat, rig);
}

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

// lib/seat/defaults.ts
function defaultPlugins(runtime) {
  return runtime === "terminal" ? [] : [CORE_PLUGIN_NAME];
}
function selectsCorePlugin(plugins) {
  return plugins.some((p2) => p2 === CORE_PLUGIN_NAME || p2.endsWith(`:${CORE_PLUGIN_NAME}`));
}
function userShell(env) {
  const shell = env.SHELL?.trim();
  return shell?.startsWith("/") ? shell : "/bin/sh";
}
function seatCommand(runtime, override, env) {
  if (override !== void 0) return override;
  if (runtime === "claude-code") return "claude";
  if (runtime === "codex") return "codex";
  return userShell(env);
}

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var childProcess = () => process.getBuiltinModule("node:child_process");
var os = () => process.getBuiltinModule("node:os");

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function seatRecordPath(p2, rig, seat) {
  return (0, import_node_path.join)(p2.seats, rig, `${seat}.json`);
}
function guardPath(p2, nodeId) {
  return (0, import_node_path.join)(p2.guards, `${nodeId}.json`);
}
function seatHooksPath(p2, nodeId, occupant) {
  return (0, import_node_path.join)(p2.activity, nodeId, `${occupant}.json`);
}
function seatHooksJournalPath(p2, nodeId, occupant, retired = false) {
  return (0, import_node_path.join)(p2.activity, nodeId, retired ? `${occupant}.retired.jsonl` : `${occupant}.jsonl`);
}
function terminalPolicySeatPath(p2, nodeId) {
  return (0, import_node_path.join)(p2.terminalPolicy, "seats", `${nodeId}.json`);
}
function terminalPolicyRigPath(p2, rig) {
  return (0, import_node_path.join)(p2.terminalPolicy, "rigs", `${rig}.json`);
}
function seatModelPath(p2, nodeId) {
  return (0, import_node_path.join)(p2.seatModels, `${nodeId}.json`);
}
function handoffNotePath(p2, nodeId, occupant) {
  return (0, import_node_path.join)(p2.handoffs, nodeId, `${occupant}.md`);
}
function sensorSettingsPath(p2, nodeId) {
  return (0, import_node_path.join)(sensorDir(p2, nodeId), "claude-settings.json");
}
function sensorDir(p2, nodeId) {
  return (0, import_node_path.join)(p2.contextUsage, nodeId);
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";
function tmuxServerFromEnv(env) {
  const socket = env[TMUX_SOCKET_VAR]?.trim() || null;
  const configFile = env.OPENRIG_TMUX_CONFIG?.trim() || void 0;
  return { socket, configFile };
}
function serverArgs(server) {
  const args = [];
  if (server.socket) args.push("-S", server.socket);
  if (server.configFile) args.push("-f", server.configFile);
  return args;
}
var TmuxError = class extends Error {
  constructor(failure, args, stderr, code) {
    super(`tmux ${args[0] ?? ""} failed: ${stderr.trim() || `exit ${code}`}`);
    this.failure = failure;
    this.args = args;
    this.stderr = stderr;
    this.code = code;
    this.name = "TmuxError";
  }
  failure;
  args;
  stderr;
  code;
};
function classifyTmuxError(stderr) {
  if (/no server running|error connecting to .*\((No such file or directory|Connection refused)\)|server exited unexpectedly/i.test(
    stderr
  ))
    return "no-server";
  if (/can't find (session|pane|window)|session not found|no current target|no such session|no session/i.test(stderr))
    return "not-found";
  if (/permission denied/i.test(stderr)) return "permission";
  return "other";
}
var exactSession = (name) => `=${name}`;
var exactSessionPane = (name) => `=${name}:`;
function childEnv(server) {
  if (!server.socket) return process.env;
  const env = { ...process.env };
  delete env.TMUX;
  return env;
}
var router;
var DEFAULT_TIMEOUT_MS = 1e4;
function tmux(server, args, opts = {}) {
  const routed = opts.input === void 0 ? router?.(server, args, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.write === true) : void 0;
  if (!routed) return spawnTmux(server, args, opts);
  return routed.then((r2) => r2 ?? spawnTmux(server, args, opts));
}
function spawnTmux(server, args, opts = {}) {
  return new Promise((resolve7, reject) => {
    const child = childProcess().execFile(
      "tmux",
      [...serverArgs(server), ...args],
      {
        encoding: "utf8",
        timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: childEnv(server)
      },
      (err, stdout, stderr) => {
        if (err) {
          const code = typeof err.code === "number" ? err.code : null;
          if (err.code === "ENOENT") {
            reject(new TmuxError("other", args, "tmux is not installed (not found on PATH)", null));
            return;
          }
          const failure = err.killed ? "unanswered" : classifyTmuxError(stderr);
          reject(new TmuxError(failure, args, stderr || err.message, code));
          return;
        }
        resolve7({ stdout, stderr });
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

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

// lib/seat/runtime.ts
var SEAT_RUNTIMES = ["claude-code", "codex", "terminal"];

// lib/seat/permission-mode.ts
var PERMISSION_MODES = ["manual", "acceptEdits", "auto", "plan", "dontAsk", "bypassPermissions"];
var isPermissionMode = (v2) => PERMISSION_MODES.includes(v2);
var CODEX_FLAGS = {
  manual: ["--sandbox", "read-only", "--ask-for-approval", "on-request"],
  plan: ["--sandbox", "read-only", "--ask-for-approval", "never"],
  acceptEdits: ["--sandbox", "workspace-write", "--ask-for-approval", "on-request"],
  auto: ["--sandbox", "workspace-write", "--ask-for-approval", "on-request"],
  dontAsk: ["--sandbox", "workspace-write", "--ask-for-approval", "never"],
  bypassPermissions: ["--dangerously-bypass-approvals-and-sandbox"]
};
function permissionFlags(runtime, mode) {
  if (runtime === "claude-code") return ["--permission-mode", mode];
  if (runtime === "codex") return [...CODEX_FLAGS[mode]];
  return [];
}

// lib/delivery/guard/policy.ts
var GUARD_MODES = [
  "off",
  "draft-aware",
  "openrig-urgent",
  "urgent-only",
  "sends-only",
  "hold"
];
var TYPING_GUARD_ENABLED = "typing_guard_enabled";
var DRAFT_AWARE_LIFECYCLE = "draft_aware_lifecycle";
function isGuardMode(value) {
  return typeof value === "string" && GUARD_MODES.includes(value);
}
function modeInForce(desired, effective) {
  return desired === "hold" ? "hold" : effective;
}
function decideLifecycle(mode, ctx) {
  switch (mode) {
    case "off":
    case "sends-only":
      return { allowed: true };
    case "draft-aware":
      if (ctx.freshPane || ctx.inputAbsent) return { allowed: true };
      return {
        allowed: false,
        reason: DRAFT_AWARE_LIFECYCLE,
        todo: "an active seat needs an explicit switch to off first"
      };
    case "openrig-urgent":
    case "urgent-only":
    case "hold":
      return {
        allowed: false,
        reason: TYPING_GUARD_ENABLED,
        todo: "this mode refuses lifecycle work; change it to off (or draft-aware) first"
      };
    default:
      throw new TypeError(`unknown typing guard mode ${JSON.stringify(mode)}`);
  }
}
function defaultModeFor(runtime) {
  return runtime === "terminal" ? "sends-only" : "off";
}
function fallbackModeOf(seat) {
  return isGuardMode(seat.typingGuard) ? seat.typingGuard : defaultModeFor(seat.runtime);
}
function legacyEnabled(mode) {
  return mode !== "off";
}
function modeForLegacyBoolean(enabled) {
  return enabled ? "hold" : "off";
}
function holdsAll(mode) {
  return mode === "hold";
}

// lib/rig/spec.ts
var RUNTIMES = SEAT_RUNTIMES;
var RIG_KEYS = ["name", "seats"];
var SEAT_KEYS = [
  "name",
  "runtime",
  "cwd",
  "command",
  "plugins",
  "env",
  "role",
  "typingGuard",
  "permissionMode"
];
var PLUGIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
var ENV_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
var MAX_PROBLEMS = 20;
var MAX_SEATS = 64;
var RigSpecError = class extends Error {
  constructor(file, problems) {
    super(problems.map((p2) => `${file}:${p2.line}:${p2.col}: ${p2.message}`).join("\n"));
    this.file = file;
    this.problems = problems;
    this.name = "RigSpecError";
  }
  file;
  problems;
  /** Each problem as `file:line:column: message`. */
  lines() {
    return this.problems.map((p2) => `${this.file}:${p2.line}:${p2.col}: ${p2.message}`);
  }
};
function describe(node) {
  if (node === null || node === void 0) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isAlias)(node)) return "an alias";
  if ((0, import_yaml.isScalar)(node)) {
    const v2 = node.value;
    if (v2 === null) return "null";
    if (typeof v2 === "string") return `text ${JSON.stringify(v2.length > 40 ? v2.slice(0, 40) + "\u2026" : v2)}`;
    if (typeof v2 === "number" || typeof v2 === "bigint") return `a number (${String(v2)})`;
    if (typeof v2 === "boolean") return `a boolean (${v2})`;
    return `a ${v2 instanceof Uint8Array ? "binary value" : typeof v2}`;
  }
  return "an unexpected value";
}
function expandPath(text2, opts) {
  const home = opts.homeDir ?? (0, import_node_os.homedir)();
  if (text2 === "~") return home;
  if (text2.startsWith("~/")) return (0, import_node_path2.join)(home, text2.slice(2));
  return (0, import_node_path2.isAbsolute)(text2) ? (0, import_node_path2.resolve)(text2) : (0, import_node_path2.resolve)(opts.baseDir, text2);
}
var Validator = class {
  constructor(counter) {
    this.counter = counter;
  }
  counter;
  problems = [];
  /** Records a problem at the node's start (or at fallbackOffset when the node has no range). */
  at(node, fallbackOffset, message) {
    if (this.problems.length >= MAX_PROBLEMS) return;
    const offset = node?.range?.[0] ?? fallbackOffset;
    const pos = this.counter.linePos(offset);
    this.problems.push({ line: pos.line, col: pos.col, message });
  }
  /** A scalar string value, or undefined after recording why not. */
  text(node, key, owner, opts = {}) {
    if ((0, import_yaml.isAlias)(node)) {
      this.at(node, owner.range?.[0] ?? 0, `"${key}": aliases are not supported in rig specs`);
      return void 0;
    }
    if (!(0, import_yaml.isScalar)(node) || typeof node.value !== "string") {
      this.at(node, owner.range?.[0] ?? 0, `"${key}" must be text; found ${describe(node)}`);
      return void 0;
    }
    if (!opts.allowEmpty && node.value.trim() === "") {
      this.at(node, 0, `"${key}" must not be empty`);
      return void 0;
    }
    return node.value;
  }
  /** Checks a mapping's keys against the allowed set; returns key → value node. */
  fields(map, allowed, what) {
    const out = /* @__PURE__ */ new Map();
    for (const pair of map.items) {
      const keyNode = pair.key;
      if (!(0, import_yaml.isScalar)(keyNode) || typeof keyNode.value !== "string") {
        this.at(keyNode, map.range?.[0] ?? 0, `keys in ${what} must be text; found ${describe(keyNode)}`);
        continue;
      }
      const key = keyNode.value;
      if (!allowed.includes(key)) {
        const near = allowed.find((k2) => k2.toLowerCase() === key.toLowerCase());
        this.at(
          keyNode,
          0,
          `unknown key "${key}" in ${what}` + (near ? ` (did you mean "${near}"?)` : ` (known keys: ${allowed.join(", ")})`)
        );
        continue;
      }
      if (!out.has(key)) out.set(key, { pair, value: pair.value });
    }
    return out;
  }
  required(fields, keys, owner, what) {
    let ok2 = true;
    for (const key of keys) {
      if (!fields.has(key)) {
        this.at(owner, 0, `${what} is missing the required key "${key}"`);
        ok2 = false;
      }
    }
    return ok2;
  }
  name(node, key, owner, what) {
    const value = this.text(node, key, owner);
    if (value === void 0) return void 0;
    const problem = nameProblem(value);
    if (problem) {
      this.at(node, 0, `${what} ${JSON.stringify(value)} is not a valid name: ${problem}`);
      return void 0;
    }
    if (value.includes(".")) {
      this.at(
        node,
        0,
        `${what} ${JSON.stringify(value)} is not a valid name: "." is not allowed (tmux rewrites it in session names)`
      );
      return void 0;
    }
    return value;
  }
};
function parseSeat(v2, node, opts, index, fallback) {
  if (!(0, import_yaml.isMap)(node)) {
    v2.at(
      node,
      fallback,
      `seats[${index}] must be a mapping with name, runtime and cwd; found ${describe(node)}`
    );
    return void 0;
  }
  const what = `seats[${index}]`;
  const fields = v2.fields(node, SEAT_KEYS, `seat ${what}`);
  v2.required(fields, ["name", "runtime", "cwd"], node, `seat ${what}`);
  const get = (k2) => fields.get(k2)?.value;
  const name = fields.has("name") ? v2.name(get("name"), "name", node, "seat name") : void 0;
  let runtime;
  if (fields.has("runtime")) {
    const text2 = v2.text(get("runtime"), "runtime", node);
    if (text2 !== void 0) {
      if (RUNTIMES.includes(text2)) runtime = text2;
      else
        v2.at(
          get("runtime"),
          0,
          `"runtime" must be one of ${RUNTIMES.join(", ")}; found ${JSON.stringify(text2)}`
        );
    }
  }
  let cwd;
  if (fields.has("cwd")) {
    const text2 = v2.text(get("cwd"), "cwd", node);
    if (text2 !== void 0) {
      if (/[\u0000-\u001f\u007f]/.test(text2)) v2.at(get("cwd"), 0, '"cwd" must not contain control characters');
      else cwd = expandPath(text2, opts);
    }
  }
  let command;
  if (fields.has("command")) {
    command = v2.text(get("command"), "command", node);
    if (command !== void 0 && /[\u0000]/.test(command)) {
      v2.at(get("command"), 0, '"command" must not contain NUL characters');
      command = void 0;
    }
  }
  let plugins;
  if (fields.has("plugins")) {
    const list = get("plugins");
    if (!(0, import_yaml.isSeq)(list))
      v2.at(list, node.range?.[0] ?? 0, `"plugins" must be a list of plugin names; found ${describe(list)}`);
    else {
      plugins = [];
      for (const item of list.items) {
        const p2 = v2.text(item, "plugins[]", list);
        if (p2 === void 0) continue;
        if (!PLUGIN_PATTERN.test(p2))
          v2.at(item, 0, `plugin name ${JSON.stringify(p2)} is not valid (letters, digits, ".", "_", "-", ":")`);
        else if (plugins.includes(p2)) v2.at(item, 0, `plugin ${JSON.stringify(p2)} is listed twice`);
        else plugins.push(p2);
      }
    }
  }
  const env = {};
  if (fields.has("env")) {
    const map = get("env");
    if (!(0, import_yaml.isMap)(map))
      v2.at(map, node.range?.[0] ?? 0, `"env" must be a mapping of NAME: value; found ${describe(map)}`);
    else {
      for (const pair of map.items) {
        const keyNode = pair.key;
        if (!(0, import_yaml.isScalar)(keyNode) || typeof keyNode.value !== "string") {
          v2.at(keyNode, map.range?.[0] ?? 0, `env names must be text; found ${describe(keyNode)}`);
          continue;
        }
        const key = keyNode.value;
        if (!ENV_KEY_PATTERN.test(key)) {
          v2.at(
            keyNode,
            0,
            `env name ${JSON.stringify(key)} is not valid (letters, digits and "_", not starting with a digit)`
          );
          continue;
        }
        if (RESERVED_ENV_KEYS.includes(key)) {
          v2.at(keyNode, 0, `env name ${key} is set by OpenRig at launch and cannot be set in a spec`);
          continue;
        }
        const value = pair.value;
        if ((0, import_yaml.isScalar)(value) && (typeof value.value === "string" || typeof value.value === "number" || typeof value.value === "boolean")) {
          const text2 = typeof value.value === "string" ? value.value : String(value.source ?? value.value);
          if (text2.includes("\0")) v2.at(value, 0, `env ${key} must not contain NUL characters`);
          else if (!(key in env)) env[key] = text2;
        } else {
          v2.at(
            value,
            keyNode.range?.[0] ?? 0,
            `env ${key} must be text, a number or a boolean; found ${describe(value)}`
          );
        }
      }
    }
  }
  const roleFiles = [];
  if (fields.has("role")) {
    const role = get("role");
    const items = (0, import_yaml.isSeq)(role) ? role.items : [role];
    for (const item of items) {
      const text2 = v2.text(item, "role", node);
      if (text2 === void 0) continue;
      if (/[\u0000-\u001f\u007f]/.test(text2)) v2.at(item, 0, '"role" paths must not contain control characters');
      else roleFiles.push(expandPath(text2, opts));
    }
  }
  let typingGuard;
  if (fields.has("typingGuard")) {
    const text2 = v2.text(get("typingGuard"), "typingGuard", node);
    if (text2 !== void 0) {
      if (isGuardMode(text2)) typingGuard = text2;
      else
        v2.at(
          get("typingGuard"),
          0,
          `"typingGuard" must be one of ${GUARD_MODES.join(", ")}; found ${JSON.stringify(text2)}`
        );
    }
  }
  let permissionMode;
  if (fields.has("permissionMode")) {
    const node2 = get("permissionMode");
    const text2 = v2.text(node2, "permissionMode", node2);
    if (text2 !== void 0) {
      if (!isPermissionMode(text2))
        v2.at(node2, 0, `"permissionMode" must be one of ${PERMISSION_MODES.join(", ")}; found ${JSON.stringify(text2)}`);
      else if (runtime === "terminal")
        v2.at(node2, 0, '"permissionMode" applies to claude-code and codex seats, not terminal');
      else permissionMode = text2;
    }
  }
  if (name === void 0 || runtime === void 0 || cwd === void 0) return void 0;
  return {
    name,
    runtime,
    cwd,
    ...command !== void 0 ? { command } : {},
    plugins: plugins ?? defaultPlugins(runtime),
    env,
    roleFiles,
    typingGuard: typingGuard ?? defaultModeFor(runtime),
    ...permissionMode !== void 0 ? { permissionMode } : {}
  };
}
function parserMessage(message) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?\s*$/, "").trim();
}
function parseRigSpec(text2, opts) {
  const counter = new import_yaml.LineCounter();
  const v2 = new Validator(counter);
  const doc = (0, import_yaml.parseDocument)(text2, { prettyErrors: true, logLevel: "error", uniqueKeys: true, lineCounter: counter });
  for (const e4 of [...doc.errors, ...doc.warnings]) {
    const pos = e4.linePos?.[0] ?? counter.linePos(e4.pos[0]);
    if (v2.problems.length < MAX_PROBLEMS)
      v2.problems.push({ line: pos.line, col: pos.col, message: parserMessage(e4.message) });
  }
  if (v2.problems.length) throw new RigSpecError(opts.file, v2.problems);
  try {
    doc.toJS({ maxAliasCount: 0 });
  } catch (err) {
    v2.at(null, 0, `${err.message}; write each value out instead of using aliases`);
    throw new RigSpecError(opts.file, v2.problems);
  }
  const root = doc.contents;
  if (!(0, import_yaml.isMap)(root)) {
    v2.at(
      root,
      0,
      root == null ? "the spec is empty; expected a mapping with name and seats" : `the spec must be a mapping with name and seats; found ${describe(root)}`
    );
    throw new RigSpecError(opts.file, v2.problems);
  }
  const fields = v2.fields(root, RIG_KEYS, "the rig");
  v2.required(fields, ["name", "seats"], root, "the rig");
  const name = fields.has("name") ? v2.name(fields.get("name").value, "name", root, "rig name") : void 0;
  const seats = [];
  if (fields.has("seats")) {
    const list = fields.get("seats").value;
    if (!(0, import_yaml.isSeq)(list))
      v2.at(list, root.range?.[0] ?? 0, `"seats" must be a list of seats; found ${describe(list)}`);
    else if (list.items.length === 0) v2.at(list, 0, '"seats" is empty; a rig needs at least one seat');
    else if (list.items.length > MAX_SEATS)
      v2.at(list, 0, `a rig may have at most ${MAX_SEATS} seats; found ${list.items.length}`);
    else {
      const seen = /* @__PURE__ */ new Map();
      list.items.forEach((item, i2) => {
        const seat = parseSeat(v2, item, opts, i2, list.range?.[0] ?? 0);
        if (!seat) return;
        if (seen.has(seat.name)) {
          const nameNode = item.items.find((p2) => (0, import_yaml.isScalar)(p2.key) && p2.key.value === "name")?.value;
          v2.at(
            nameNode ?? item,
            0,
            `seat name "${seat.name}" is used twice (first as seats[${seen.get(seat.name)}])`
          );
          return;
        }
        seen.set(seat.name, i2);
        seats.push(seat);
      });
    }
  }
  if (v2.problems.length || name === void 0) throw new RigSpecError(opts.file, v2.problems);
  return { name, seats, file: opts.file };
}
var SpecFileError = class extends Error {
  constructor(file, reason) {
    super(`cannot read rig spec ${file}: ${reason}`);
    this.file = file;
    this.reason = reason;
    this.name = "SpecFileError";
  }
  file;
  reason;
};
var MAX_SPEC_BYTES = 256 * 1024;
function loadRigSpec(path2, cwd, homeDir) {
  const absolute = (0, import_node_path2.resolve)(cwd, path2);
  let text2;
  try {
    const bytes = (0, import_node_fs.readFileSync)(absolute);
    if (bytes.length > MAX_SPEC_BYTES) throw new SpecFileError(absolute, `larger than ${MAX_SPEC_BYTES / 1024} KiB`);
    text2 = bytes.toString("utf8");
  } catch (err) {
    if (err instanceof SpecFileError) throw err;
    const code = err.code;
    throw new SpecFileError(
      absolute,
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : err.message
    );
  }
  const spec = parseRigSpec(text2, { file: absolute, baseDir: (0, import_node_path2.dirname)(absolute), homeDir });
  return spec;
}

// lib/rig/up.ts
var import_node_fs26 = require("node:fs");

// lib/store/document.ts
var import_node_fs7 = require("node:fs");

// lib/store/errors.ts
var import_node_path3 = require("node:path");

// lib/util/shell-quote.ts
function shellQuote(word) {
  if (/^[A-Za-z0-9_/.,:@%+=-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

// lib/store/unreadable.ts
function unreadableReason(code, file) {
  const f2 = shellQuote(file);
  switch (code) {
    case "EACCES":
    case "EPERM":
      return {
        what: "permission denied",
        todo: `see who owns it (ls -l ${f2}) and make it yours again (sudo chown "$USER" ${f2}), or move it aside`
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
    const r2 = unreadableReason(code, file);
    super(`${file}: ${r2.what}`, file, r2.todo);
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
var InvalidDocumentError = class extends StoreError {
  constructor(file, problems) {
    super(`refusing to write ${file}: ${problems.join("; ")}`, file);
    this.problems = problems;
  }
  problems;
};
var LockTimeoutError = class extends StoreError {
  constructor(file, waitedMs) {
    super(`could not lock ${file} within ${waitedMs} ms`, file);
  }
};
var LockCompromisedError = class extends StoreError {
  constructor(file, detail) {
    super(`lost the lock on ${file} before writing (${detail}); nothing was written`, file);
  }
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
    const line = noSpaceLine(code, file, (0, import_node_path3.dirname)(file));
    super(line.what, file, line.todo);
    this.code = code;
  }
  code;
};
function asDiskFull(err, file) {
  if (!isDiskFull(err) || err instanceof DiskFullError) return err;
  return new DiskFullError(file, err.code);
}

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e4) => `${e4.instancePath || "(document)"} ${e4.message ?? e4.keyword}`);
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
  for (let v2 = version; v2 < kind.version; v2++) {
    const lift = kind.migrations?.[v2];
    if (!lift) return { problem: `no migration from version ${v2}` };
    doc = { ...lift(doc), schema: kind.schema, version: v2 + 1 };
  }
  if (!kind.validate(doc)) return { problem: schemaProblems(kind.validate).join("; ") };
  return { doc };
}

// lib/store/atomic-write.ts
var import_node_fs4 = require("node:fs");
var import_node_path4 = require("node:path");

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var DIR_MODE = 448;
var FILE_MODE = 384;

// lib/store/fs-mode.ts
var import_node_fs2 = require("node:fs");
function ensureDir(dir) {
  try {
    if ((0, import_node_fs2.statSync)(dir).isDirectory()) return;
  } catch {
  }
  let created;
  try {
    created = (0, import_node_fs2.mkdirSync)(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw asDiskFull(err, dir);
  }
  if (created !== void 0) (0, import_node_fs2.chmodSync)(dir, DIR_MODE);
}

// lib/store/disk-write.ts
var import_node_fs3 = require("node:fs");
var realWrite = (_file, fd, buf, offset, length, position) => (0, import_node_fs3.writeSync)(fd, buf, offset, length, position);
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
    const n2 = diskWrite(file, fd, buf, done, buf.length - done, position + done);
    if (n2 <= 0) throw shortWriteError(file, done, buf.length);
    done += n2;
  }
}
function appendWhole(file, fd, buf) {
  const n2 = diskWrite(file, fd, buf, 0, buf.length, null);
  if (n2 !== buf.length) throw shortWriteError(file, n2, buf.length);
}

// lib/store/atomic-write.ts
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(dir, "r");
    (0, import_node_fs4.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs4.closeSync)(fd);
  }
}
function resolved(file) {
  try {
    return import_node_fs4.realpathSync.native(file);
  } catch {
    return file;
  }
}
function openTemp(target) {
  for (let attempt = 0; ; attempt++) {
    const tmp = `${target}.${Math.random() * 4294967296 >>> 0}`;
    try {
      return { tmp, fd: (0, import_node_fs4.openSync)(tmp, "wx", FILE_MODE) };
    } catch (err) {
      if (err.code !== "EEXIST" || attempt >= 8) throw err;
    }
  }
}
function closeQuietly(fd) {
  try {
    (0, import_node_fs4.closeSync)(fd);
  } catch {
  }
}
async function loadAtomicWriter() {
}
function writeFileAtomicallySync(file, data, opts = {}) {
  const durable = opts.durable ?? true;
  ensureDir((0, import_node_path4.dirname)(file));
  const target = resolved(file);
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let tmp;
  let fd;
  try {
    ({ tmp, fd } = openTemp(target));
    (0, import_node_fs4.fchmodSync)(fd, FILE_MODE);
    writeFully(tmp, fd, bytes);
    if (durable) (0, import_node_fs4.fsyncSync)(fd);
    (0, import_node_fs4.closeSync)(fd);
    fd = void 0;
    (0, import_node_fs4.renameSync)(tmp, target);
    tmp = void 0;
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== void 0) closeQuietly(fd);
    if (tmp !== void 0) (0, import_node_fs4.rmSync)(tmp, { force: true });
  }
  if (durable) fsyncDir((0, import_node_path4.dirname)(target));
}
async function writeFileAtomically(file, data) {
  writeFileAtomicallySync(file, data);
}

// lib/store/lock.ts
var import_node_path5 = require("node:path");
var import_node_fs5 = require("node:fs");

// lib/util/sleep.ts
function sleep(ms, signal) {
  if (!signal) return new Promise((resolve7) => setTimeout(resolve7, ms));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve7) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve7();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

// lib/store/lock.ts
var LOCK_FS = { mkdir: import_node_fs5.mkdir, mkdirSync: import_node_fs5.mkdirSync, realpath: import_node_fs5.realpath, realpathSync: import_node_fs5.realpathSync, rmdir: import_node_fs5.rmdir, rmdirSync: import_node_fs5.rmdirSync, stat: import_node_fs5.stat, statSync: import_node_fs5.statSync, utimes: import_node_fs5.utimes, utimesSync: import_node_fs5.utimesSync };
var lockfile;
async function withLock(file, fn2, opts = {}) {
  lockfile ??= (await Promise.resolve().then(() => __toESM(require_proper_lockfile(), 1))).default;
  ensureDir((0, import_node_path5.dirname)(file));
  const waitMs = opts.waitMs ?? LOCK_WAIT_MS;
  const started = Date.now();
  let compromised;
  let release;
  for (; ; ) {
    try {
      const releaseSync = lockfile.lockSync(file, {
        fs: LOCK_FS,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        retries: 0,
        // The library's default handler throws inside a timer and kills the process.
        onCompromised: (err) => {
          compromised = err;
        }
      });
      release = async () => releaseSync();
      break;
    } catch (err) {
      if (err.code !== "ELOCKED") throw asDiskFull(err, file);
      if (Date.now() - started >= waitMs) throw new LockTimeoutError(file, waitMs);
      await sleep(3 + Math.random() * 25);
    }
  }
  const held = {
    assertHeld() {
      if (compromised) throw new LockCompromisedError(file, compromised.message);
    }
  };
  try {
    return await fn2(held);
  } finally {
    await release().catch(() => {
    });
  }
}

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs6 = require("node:fs");
var INFIX = ".corrupt-";
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n2 = 1; (0, import_node_fs6.existsSync)(target); n2++) target = `${file}${INFIX}${stamp}-${n2}`;
  return target;
}

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs7.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    (0, import_node_fs7.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs7.constants.O_RDONLY | (import_node_fs7.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs7.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw unreadableFile(file, err);
  }
  try {
    let st2;
    let text2;
    try {
      st2 = (0, import_node_fs7.fstatSync)(fd);
      text2 = st2.isFile() ? (0, import_node_fs7.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st2.isFile()) throw quarantine(file, { text: "", dev: st2.dev, ino: st2.ino }, "not a regular file");
    return { text: text2, dev: st2.dev, ino: st2.ino };
  } finally {
    (0, import_node_fs7.closeSync)(fd);
  }
}
function decode(kind, file, raw) {
  const r2 = interpretDocument(kind, file, raw.text);
  if ("problem" in r2) throw quarantine(file, raw, r2.problem);
  return r2.doc;
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
var UNCHANGED = /* @__PURE__ */ Symbol("unchanged");
var REMOVE = /* @__PURE__ */ Symbol("remove");
async function updateDocument(kind, file, updater, opts = {}) {
  await loadAtomicWriter();
  return withLock(
    file,
    async (lock) => {
      const current = readDocument(kind, file, opts);
      const next = await updater(current);
      if (next === UNCHANGED) return current;
      lock.assertHeld();
      if (next === REMOVE) {
        (0, import_node_fs7.rmSync)(file, { force: true });
        return void 0;
      }
      return writeValidated(kind, file, next);
    },
    opts
  );
}
function writeValidated(kind, file, next, opts = {}) {
  const stamped = { ...next, schema: kind.schema, version: kind.version };
  if (!kind.validate(stamped)) throw new InvalidDocumentError(file, schemaProblems(kind.validate));
  writeFileAtomicallySync(file, JSON.stringify(stamped, null, 2) + "\n", opts);
  return stamped;
}
async function replaceDocument(kind, file, next, held, opts = {}) {
  await loadAtomicWriter();
  held.assertHeld();
  return writeValidated(kind, file, next, opts);
}

// lib/store/jsonl-log.ts
var import_node_fs8 = require("node:fs");
var import_node_path6 = require("node:path");
var HASH_CHARS = 16;
function checksum(json) {
  return crypto().createHash("sha256").update(json).digest("hex").slice(0, HASH_CHARS);
}
function encodeLine(record) {
  const json = JSON.stringify(record);
  return `${checksum(json)}	${json}
`;
}
function decodeLines(text2) {
  const records = [];
  let dropped = 0;
  const lines = text2.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) {
    if (line === "") continue;
    const tab = line.indexOf("	");
    const json = tab === HASH_CHARS ? line.slice(tab + 1) : void 0;
    if (json === void 0 || checksum(json) !== line.slice(0, tab)) {
      dropped++;
      continue;
    }
    try {
      records.push(JSON.parse(json));
    } catch {
      dropped++;
    }
  }
  return { records, dropped };
}
function readLog(file) {
  let text2;
  try {
    text2 = (0, import_node_fs8.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { records: [], dropped: 0 };
    throw unreadableFile(file, err);
  }
  return decodeLines(text2);
}
function endsTorn(fd) {
  const size = (0, import_node_fs8.fstatSync)(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  (0, import_node_fs8.readSync)(fd, last, 0, 1, size - 1);
  return last[0] !== 10;
}
function appendLog(file, record) {
  ensureDir((0, import_node_path6.dirname)(file));
  let fd;
  try {
    fd = (0, import_node_fs8.openSync)(file, "a+", FILE_MODE);
    const line = encodeLine(record);
    appendWhole(file, fd, Buffer.from(endsTorn(fd) ? `
${line}` : line, "utf8"));
    (0, import_node_fs8.fsyncSync)(fd);
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== void 0) (0, import_node_fs8.closeSync)(fd);
  }
}

// lib/util/read-regular-file.ts
var import_node_fs9 = require("node:fs");
var OPEN_FLAGS = import_node_fs9.constants.O_RDONLY | (import_node_fs9.constants.O_NONBLOCK ?? 0) | (import_node_fs9.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/home/vendor-plugin.ts
var import_node_fs11 = require("node:fs");
var import_node_path8 = require("node:path");

// lib/util/package-root.ts
var import_node_fs10 = require("node:fs");
var import_node_path7 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs10.readFileSync)((0, import_node_path7.join)(dir, "package.json"), "utf8"));
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
    process.argv[1] ? (0, import_node_path7.dirname)((0, import_node_path7.resolve)(process.argv[1])) : void 0,
    process.cwd()
  ].filter((s2) => Boolean(s2));
  for (const start of starts) {
    let dir = (0, import_node_path7.resolve)(start);
    for (; ; ) {
      if ((0, import_node_fs10.existsSync)((0, import_node_path7.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path7.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error("cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)");
}

// lib/home/vendor-plugin.ts
function filesUnder(dir) {
  const out = [];
  const walk = (d2) => {
    for (const name of (0, import_node_fs11.readdirSync)(d2).sort()) {
      const full = (0, import_node_path8.join)(d2, name);
      const st2 = (0, import_node_fs11.statSync)(full);
      if (st2.isDirectory()) walk(full);
      else if (st2.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}
function treeHash(dir) {
  if (!(0, import_node_fs11.existsSync)(dir)) return void 0;
  const hash = crypto().createHash("sha256");
  for (const file of filesUnder(dir)) {
    const exec = ((0, import_node_fs11.statSync)(file).mode & 64) !== 0;
    hash.update(`${(0, import_node_path8.relative)(dir, file)}\0${exec ? "x" : "-"}\0`);
    hash.update((0, import_node_fs11.readFileSync)(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}
function makePrivate(dir) {
  (0, import_node_fs11.chmodSync)(dir, DIR_MODE);
  for (const name of (0, import_node_fs11.readdirSync)(dir)) {
    const full = (0, import_node_path8.join)(dir, name);
    const st2 = (0, import_node_fs11.statSync)(full);
    if (st2.isDirectory()) makePrivate(full);
    else (0, import_node_fs11.chmodSync)(full, st2.mode & 64 ? DIR_MODE : FILE_MODE);
  }
}
function vendorTree(source, target) {
  if (!(0, import_node_fs11.existsSync)(source)) throw new Error(`the shipped plugin is missing at ${source}`);
  const before = treeHash(target);
  if (before !== void 0 && before === treeHash(source)) return "unchanged";
  const parent = (0, import_node_path8.dirname)(target);
  ensureDir(parent);
  const suffix = crypto().randomBytes(4).toString("hex");
  const staging = (0, import_node_path8.join)(parent, `.${(0, import_node_path8.basename)(target)}.new-${suffix}`);
  (0, import_node_fs11.cpSync)(source, staging, { recursive: true });
  makePrivate(staging);
  if (before === void 0) {
    (0, import_node_fs11.renameSync)(staging, target);
    return "installed";
  }
  const retired = (0, import_node_path8.join)(parent, `.${(0, import_node_path8.basename)(target)}.old-${suffix}`);
  (0, import_node_fs11.renameSync)(target, retired);
  (0, import_node_fs11.renameSync)(staging, target);
  (0, import_node_fs11.rmSync)(retired, { recursive: true, force: true });
  return "updated";
}

// lib/config/config.ts
var import_node_path9 = require("node:path");

// lib/store/validators/config.v1.generated.js
var compiled;
function validate_config_v1(data, options) {
  compiled ??= build();
  const ok2 = compiled(data, options);
  validate_config_v1.errors = compiled.errors;
  return ok2;
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
var path = (env, describe2) => ({ env, describe: describe2, kind: "path", fallback: () => "" });
var text = (env, describe2, fallback = () => "") => ({
  env,
  describe: describe2,
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
    fallback: (h2) => h2.defaultTopology
  },
  "workspace.root": {
    env: "OPENRIG_WORKSPACE_ROOT",
    describe: "root of the work tree (SPEC.md, missions/, slices/)",
    kind: "path",
    fallback: (h2) => h2.defaultWorkspace
  },
  "context.root": {
    env: "OPENRIG_CONTEXT_ROOT",
    describe: "root of the context library (rig context)",
    kind: "path",
    fallback: (h2) => h2.defaultContext
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
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path9.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: "config", env: info.env };
    else out[key] = { key, value: info.fallback(home), source: "default", env: info.env };
  }
  return out;
}

// lib/rig/pane-command.ts
function escapeTmuxArg(arg) {
  return arg.endsWith(";") ? `${arg.slice(0, -1)}\\;` : arg;
}
var NOT_EXECUTABLE = /* @__PURE__ */ new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "case",
  "esac",
  "while",
  "until",
  "for",
  "in",
  "{",
  "}",
  "!",
  "[[",
  "]]",
  "function",
  "select",
  "time",
  "exec",
  "exit",
  "return",
  "break",
  "continue",
  ".",
  ":",
  "source",
  "eval",
  "export",
  "readonly",
  "local",
  "set",
  "unset",
  "shift",
  "trap",
  "cd",
  "alias",
  "unalias",
  "read",
  "wait",
  "umask",
  "ulimit",
  "times"
]);
function execCommand(command) {
  const first = /^\s*(\S+)/.exec(command)?.[1];
  if (!first || NOT_EXECUTABLE.has(first) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(first) || first.startsWith("("))
    return command;
  let quote = null;
  for (let i2 = 0; i2 < command.length; i2++) {
    const c2 = command[i2];
    if (quote === "'") {
      if (c2 === "'") quote = null;
      continue;
    }
    if (c2 === "\\") {
      i2++;
      continue;
    }
    if (c2 === "`" || c2 === "$" && command[i2 + 1] === "(") return command;
    if (quote === '"') {
      if (c2 === '"') quote = null;
      continue;
    }
    if (c2 === "'" || c2 === '"') quote = c2;
    else if (/[;&|()\n]/.test(c2)) return command;
  }
  return quote === null ? `exec ${command.trimStart()}` : command;
}
function paneArgv(opts) {
  const program = opts.interactiveShell ? [opts.command] : ["/bin/sh", "-c", execCommand(opts.command)];
  if (!opts.unset.length) return program;
  return ["/usr/bin/env", ...opts.unset.flatMap((k2) => ["-u", k2]), ...program];
}
var OCCUPANT_OPTION = "@openrig_occupant";
function newSessionArgs(plan) {
  const envArgs = Object.entries(plan.env.set).flatMap(([k2, v2]) => ["-e", `${k2}=${v2}`]);
  const target = exactSessionPane(plan.session);
  return [
    "new-session",
    "-d",
    "-s",
    plan.session,
    "-c",
    plan.cwd,
    "-P",
    "-F",
    "#{pane_id}",
    ...envArgs,
    "--",
    ...plan.argv
  ].map(escapeTmuxArg).concat([
    ";",
    "set-option",
    "-w",
    "-t",
    target,
    "remain-on-exit",
    "on",
    ";",
    "set-option",
    "-t",
    target,
    OCCUPANT_OPTION,
    escapeTmuxArg(plan.occupant)
  ]);
}

// lib/rig/liveness.ts
var FORMAT = [
  "#{pane_id}",
  "d#{pane_dead}",
  "s#{pane_dead_status}",
  "p#{pane_pid}",
  `o#{${OCCUPANT_OPTION}}`,
  "#{session_name}:#{pane_current_command}"
].join(" ");
function parsePaneLines(stdout) {
  const out = [];
  for (const line of stdout.split("\n")) {
    const m2 = /^(%\d+) d([01]) s(\d*) p(\d*) o(\S*) ([^:]*):(.*)$/.exec(line);
    if (!m2) continue;
    const [, paneId, dead, deadStatus, pid, occupant, session, currentCommand] = m2;
    out.push({
      session,
      paneId,
      dead: dead === "1",
      // A pane can read as dead a moment before tmux has collected its exit status.
      ...dead === "1" && deadStatus !== "" ? { deadStatus: Number(deadStatus) } : {},
      ...pid !== "" && Number(pid) > 0 ? { pid: Number(pid) } : {},
      ...occupant !== "" ? { occupant } : {},
      currentCommand
    });
  }
  return out;
}
async function listServerPanes(server) {
  try {
    const { stdout } = await tmux({ socket: server.socket }, ["list-panes", "-a", "-F", FORMAT]);
    return { ok: true, panes: parsePaneLines(stdout) };
  } catch (err) {
    if (err instanceof TmuxError && (err.failure === "no-server" || err.failure === "not-found"))
      return { ok: false, noServer: true, error: err.message };
    return { ok: false, noServer: false, error: err.message };
  }
}
function seatLiveState(seat, server) {
  if (!server.ok) {
    return server.noServer ? { state: "missing", detail: "tmux server not running" } : { state: "unknown", detail: server.error };
  }
  const inSession = server.panes.filter((p2) => p2.session === seat.session);
  if (!inSession.length) return { state: "missing", detail: "no tmux session" };
  if (!seat.paneId) return { state: "unknown", detail: "no pane id recorded" };
  const pane = inSession.find((p2) => p2.paneId === seat.paneId);
  if (!pane)
    return { state: "missing", detail: `session holds other panes (${inSession.map((p2) => p2.paneId).join(", ")})` };
  if (seat.occupant !== void 0 && pane.occupant !== seat.occupant) {
    return { state: "missing", detail: "a session of that name exists but was started by another launch" };
  }
  return { state: pane.dead ? "dead" : "alive", pane };
}

// lib/rig/topology.ts
var import_node_fs12 = require("node:fs");
var import_node_path10 = require("node:path");
function seatTopologyDir(topologyRoot, rig, seat) {
  return (0, import_node_path10.join)(topologyRoot, "rigs", rig, "seats", seat);
}
function ensureSeatTopology(topologyRoot, rig, seat) {
  const path2 = seatTopologyDir(topologyRoot, rig, seat);
  const parts = [
    topologyRoot,
    (0, import_node_path10.join)(topologyRoot, "rigs"),
    (0, import_node_path10.join)(topologyRoot, "rigs", rig),
    (0, import_node_path10.join)(topologyRoot, "rigs", rig, "seats"),
    path2
  ];
  let missingFrom = -1;
  for (let i2 = 0; i2 < parts.length; i2++) {
    try {
      const st2 = (0, import_node_fs12.lstatSync)(parts[i2]);
      if (st2.isSymbolicLink()) continue;
      if (!st2.isDirectory()) return { outcome: "blocked", path: path2, reason: `${parts[i2]} exists and is not a folder` };
    } catch {
      missingFrom = i2;
      break;
    }
  }
  if (missingFrom < 0) return { outcome: "exists", path: path2 };
  try {
    ensureDir(path2);
  } catch (err) {
    return { outcome: "blocked", path: path2, reason: err.message };
  }
  return { outcome: "created", path: path2 };
}

// lib/rig/server.ts
var import_node_path11 = require("node:path");
function rigTmuxServer(env, cwd) {
  const server = tmuxServerFromEnv(env);
  return server.socket ? { ...server, socket: (0, import_node_path11.resolve)(cwd, server.socket) } : server;
}

// lib/store/validators/seat.v1.generated.js
var compiled2;
function validate_seat_v1(data, options) {
  compiled2 ??= build2();
  const ok2 = compiled2(data, options);
  validate_seat_v1.errors = compiled2.errors;
  return ok2;
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
var newNodeId = () => `n-${crypto().randomBytes(8).toString("hex")}`;
var newOccupant = () => `o-${crypto().randomBytes(8).toString("hex")}`;
function updateSeat(home, rig, seat, updater) {
  return updateDocument(seatKind, seatRecordPath(home, rig, seat), updater);
}

// lib/codex/ensure.ts
var import_node_fs19 = require("node:fs");

// lib/util/is-dir.ts
var import_node_fs13 = require("node:fs");
function isDir(path2) {
  try {
    return (0, import_node_fs13.statSync)(path2, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

// lib/codex/bundle.ts
var import_node_crypto = require("node:crypto");
var import_node_fs14 = require("node:fs");
var import_node_path12 = require("node:path");
function readBundle(root) {
  const files = [];
  const odd = [];
  const walk = (dir, rel) => {
    for (const name of (0, import_node_fs14.readdirSync)(dir).sort()) {
      const full = (0, import_node_path12.join)(dir, name);
      const path2 = rel ? `${rel}/${name}` : name;
      const st2 = (0, import_node_fs14.lstatSync)(full);
      if (st2.isDirectory()) walk(full, path2);
      else if (st2.isFile()) files.push({ path: path2, bytes: (0, import_node_fs14.readFileSync)(full) });
      else odd.push(path2);
    }
  };
  walk(root, "");
  return { files, odd };
}
function bundleDigest(files) {
  const hash = (0, import_node_crypto.createHash)("sha256");
  hash.update("openrig-codex-bundle-v1\0");
  for (const f2 of files) {
    hash.update(`${f2.path}\0${f2.bytes.length}\0`);
    hash.update(f2.bytes);
  }
  return `sha256:${hash.digest("hex")}`;
}
function bundleDifferences(shipped, installed) {
  const a2 = new Map(shipped.map((f2) => [f2.path, f2.bytes]));
  const b2 = new Map(installed.map((f2) => [f2.path, f2.bytes]));
  const out = /* @__PURE__ */ new Set();
  for (const [p2, bytes] of a2) if (!b2.get(p2)?.equals(bytes)) out.add(p2);
  for (const p2 of b2.keys()) if (!a2.has(p2)) out.add(p2);
  return [...out].sort();
}
function folderDigest(root) {
  try {
    const { files, odd } = readBundle(root);
    return odd.length ? `odd:${odd.join(",")}` : bundleDigest(files);
  } catch {
    return void 0;
  }
}

// lib/codex/client-hooks.ts
var import_node_child_process = require("node:child_process");
var DEFAULT_DEADLINE_MS = 2e4;
function parseHooksList(result) {
  const data = result?.data;
  if (!Array.isArray(data)) throw new Error("hooks/list answered without data");
  const out = [];
  for (const entry of data) {
    for (const raw of entry.hooks ?? []) {
      const h2 = raw;
      if (typeof h2.key !== "string" || typeof h2.currentHash !== "string") continue;
      const [identityHash2, contentHash] = h2.currentHash.split("/");
      out.push({
        key: h2.key,
        pluginId: typeof h2.pluginId === "string" ? h2.pluginId : null,
        enabled: h2.enabled !== false,
        trustStatus: String(h2.trustStatus ?? "unknown"),
        identityHash: identityHash2,
        contentHash,
        ...typeof h2.timeoutSec === "number" ? { timeoutSec: h2.timeoutSec } : {}
      });
    }
  }
  return out;
}
function queryClientHooks(q2) {
  return new Promise((resolve7, reject) => {
    const child = (0, import_node_child_process.spawn)(q2.program, ["app-server"], { env: q2.env, cwd: q2.cwd, stdio: ["pipe", "pipe", "pipe"] });
    let settled2 = false;
    let stderr = "";
    const finish = (err, hooks) => {
      if (settled2) return;
      settled2 = true;
      clearTimeout(timer);
      if (child.pid !== void 0 && child.exitCode === null) child.kill("SIGTERM");
      if (err) reject(err);
      else resolve7(hooks);
    };
    const timer = setTimeout(
      () => finish(
        new Error(`codex app-server did not answer hooks/list within ${q2.deadlineMs ?? DEFAULT_DEADLINE_MS} ms`)
      ),
      q2.deadlineMs ?? DEFAULT_DEADLINE_MS
    );
    const send = (msg) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...msg })}
`);
    let buf = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buf += chunk;
      for (let i2 = buf.indexOf("\n"); i2 >= 0; i2 = buf.indexOf("\n")) {
        const line = buf.slice(0, i2);
        buf = buf.slice(i2 + 1);
        let msg;
        try {
          msg = JSON.parse(line);
        } catch {
          continue;
        }
        if (msg.id === 1) {
          if (msg.error) return finish(new Error(`codex app-server refused initialize: ${msg.error.message}`));
          send({ method: "initialized" });
          send({ id: 2, method: "hooks/list", params: { cwds: [q2.cwd] } });
        } else if (msg.id === 2) {
          if (msg.error) return finish(new Error(`codex app-server refused hooks/list: ${msg.error.message}`));
          try {
            finish(void 0, parseHooksList(msg.result));
          } catch (err) {
            finish(err);
          }
        }
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (c2) => {
      if (stderr.length < 4e3) stderr += c2;
    });
    child.on("error", (err) => finish(new Error(`cannot run ${q2.program} app-server: ${err.message}`)));
    child.on(
      "exit",
      (code) => finish(new Error(`codex app-server exited (${code}) before answering: ${stderr.trim().split("\n").pop() ?? ""}`))
    );
    child.stdin.on("error", () => void 0);
    send({ id: 1, method: "initialize", params: { clientInfo: { name: "openrig", version: "1" } } });
  });
}

// lib/codex/codex-home.ts
var import_node_path13 = require("node:path");

// lib/codex/facts.ts
var CODEX_PLUGIN_NAME = CORE_PLUGIN_NAME;
var CODEX_MARKETPLACE_NAME = "openrig";
var CODEX_PLUGIN_ID = `${CODEX_PLUGIN_NAME}@${CODEX_MARKETPLACE_NAME}`;
var CODEX_HOOKS_FILE = "hooks/codex.json";
var TRUST_RECORD_FILE = `.${CODEX_PLUGIN_NAME}-hook-trust.json`;
var DEFAULT_HOOK_TIMEOUT_SEC = 600;
var MIN_HOOK_TIMEOUT_SEC = 1;
var MAX_HOOK_TIMEOUT_SEC = { session_end: 3, interrupt: 3 };
var PLUGIN_CACHE_PARTS = ["plugins", "cache"];

// lib/codex/codex-home.ts
function seatVar(name, specEnv, launching) {
  const v2 = Object.hasOwn(specEnv, name) ? specEnv[name] : launching[name];
  return v2 === void 0 || v2.trim() === "" ? void 0 : v2;
}
function seatCodexHome(specEnv, launching) {
  const set = seatVar("CODEX_HOME", specEnv, launching);
  if (set?.startsWith("/")) return { dir: set, explicit: true };
  const home = seatVar("HOME", specEnv, launching);
  if (!home?.startsWith("/")) return void 0;
  return { dir: (0, import_node_path13.join)(home, ".codex"), explicit: false };
}
function codexProgram(command) {
  const first = /^\s*(\S+)/.exec(command)?.[1] ?? "";
  const base = first.split("/").pop() ?? "";
  return /^codex(\.js)?$/.test(base) ? first : "codex";
}
function codexPluginPaths(codexHome) {
  return {
    config: (0, import_node_path13.join)(codexHome, "config.toml"),
    record: (0, import_node_path13.join)(codexHome, TRUST_RECORD_FILE),
    pluginCache: (0, import_node_path13.join)(codexHome, ...PLUGIN_CACHE_PARTS, CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_NAME)
  };
}

// lib/codex/codex-cli.ts
var import_node_child_process2 = require("node:child_process");
var import_node_fs15 = require("node:fs");
var import_node_path14 = require("node:path");
var CLI_DEADLINE_MS = 6e4;
function runCodex(run, args) {
  return new Promise((resolve7, reject) => {
    const child = (0, import_node_child_process2.spawn)(run.program, args, { env: run.env, cwd: run.cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => child.kill("SIGTERM"), CLI_DEADLINE_MS);
    child.stdout.setEncoding("utf8").on("data", (c2) => out += c2);
    child.stderr.setEncoding("utf8").on("data", (c2) => err += c2);
    child.on("error", (e4) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${run.program}: ${e4.message}`));
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve7(out);
      else {
        const why = (err.trim().split("\n").filter((l2) => !l2.startsWith("WARNING:")).pop() ?? "") || `signal ${signal}`;
        reject(new Error(`codex ${args.join(" ")} failed (${code ?? signal}): ${why}`));
      }
    });
  });
}
function findProgram(program, path2) {
  const runnable = (p2) => {
    try {
      (0, import_node_fs15.accessSync)(p2, import_node_fs15.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes("/")) return runnable(program) ? program : void 0;
  for (const dir of (path2 ?? "").split(":")) if (dir && runnable((0, import_node_path14.join)(dir, program))) return (0, import_node_path14.join)(dir, program);
  return void 0;
}

// node_modules/@decimalturn/toml-patch/dist/toml-patch.js
function e(e4) {
  return e4.type === `Document`;
}
function t(e4) {
  return e4.type === `Table`;
}
function n(e4) {
  return e4.type === `TableKey`;
}
function r(e4) {
  return e4.type === `TableArray`;
}
function i(e4) {
  return e4.type === `TableArrayKey`;
}
function a(e4) {
  return e4.type === `KeyValue`;
}
function o(e4) {
  return e4.type === `String`;
}
function s(e4) {
  return e4.type === `Integer`;
}
function c(e4) {
  return e4.type === `Float`;
}
function l(e4) {
  return e4.type === `DateTime`;
}
function u(e4) {
  return e4.type === `InlineArray`;
}
function d(e4) {
  return e4.type === `InlineItem`;
}
function f(e4) {
  return e4.type === `InlineTable`;
}
function p(e4) {
  return e4.type === `Comment`;
}
function m(n2) {
  return e(n2) || t(n2) || r(n2) || f(n2) || u(n2);
}
function h(e4) {
  return n(e4) || i(e4) || d(e4);
}
function g(e4) {
  return a(e4) || t(e4) || r(e4) || p(e4);
}
var _;
var v;
function y(e4) {
  if (_ === e4 && v !== void 0) return v;
  let t2 = w(e4);
  return _ = e4, v = t2, t2;
}
function b() {
  _ = void 0, v = void 0;
}
function x(e4) {
  return { lines: e4.end.line - e4.start.line + 1, columns: e4.end.column - e4.start.column };
}
function S(e4, t2) {
  let n2 = Array.isArray(e4) ? e4 : w(e4);
  if (n2.length === 0) return { line: 1, column: t2 };
  let r2 = 0, i2 = n2.length - 1;
  for (; r2 < i2; ) {
    let e5 = r2 + i2 >>> 1;
    n2[e5] < t2 ? r2 = e5 + 1 : i2 = e5;
  }
  n2[r2] < t2 && r2++;
  let a2 = r2 + 1;
  return { line: a2, column: t2 - (n2[a2 - 2] + 1 || 0) };
}
function C(e4, t2) {
  let n2 = y(e4), r2 = n2[t2.line - 2] === void 0 ? 0 : n2[t2.line - 2] + 1, i2 = n2[t2.line - 1] || e4.length;
  return e4.substring(r2, i2);
}
function w(e4) {
  let t2 = [];
  for (let n2 = 0; n2 < e4.length; n2++) {
    let r2 = e4.charCodeAt(n2);
    r2 === 10 ? t2.push(n2) : r2 === 13 && (e4.charCodeAt(n2 + 1) === 10 ? (t2.push(n2 + 1), n2++) : t2.push(n2));
  }
  return t2.push(e4.length), t2;
}
function T(e4) {
  return { line: e4.line, column: e4.column };
}
function E(e4) {
  return { start: T(e4.start), end: T(e4.end) };
}
function D() {
  return { line: 1, column: 0 };
}
var O = class extends Error {
  line;
  column;
  constructor(e4, t2, n2) {
    let r2 = `Error parsing TOML (${t2.line}, ${t2.column + 1}):
`;
    if (e4) {
      let n3 = C(e4, t2), i2 = `${k(t2.column)}^`;
      n3 && (r2 += `${n3}
${i2}
`);
    }
    r2 += n2, super(r2), this.line = t2.line, this.column = t2.column;
  }
};
function k(e4, t2 = ` `) {
  return t2.repeat(e4);
}
var A = /^[\w-]+$/;
var j = /[\w,\d,",',+,\-,_]/;
function ee() {
  return { reference: null, mixed: false };
}
function* te(e4, t2) {
  let n2 = e4.length, r2 = 0, i2 = t2 ?? ee(), a2 = [], o2 = (e5, t3) => ({ start: S(a2, e5), end: S(a2, t3) });
  for (; r2 < n2; ) {
    let t3 = e4.charCodeAt(r2);
    if ((t3 <= 31 || t3 === 127) && t3 !== 9 && t3 !== 13 && t3 !== 10) throw new O(e4, S(a2, r2), `Control char 0x${t3.toString(16).toUpperCase().padStart(2, `0`)} not allowed`);
    if (t3 === 13 && (r2 + 1 >= n2 || e4.charCodeAt(r2 + 1) !== 10)) throw new O(e4, S(a2, r2), `Standalone CR; must be CRLF or LF`);
    if (t3 !== 32 && t3 !== 9 && t3 !== 13) {
      if (t3 === 10) s2(r2);
      else if (t3 === 91 || t3 === 93) yield { type: `Bracket`, raw: e4[r2], loc: o2(r2, r2 + 1) };
      else if (t3 === 123 || t3 === 125) yield { type: `Curly`, raw: e4[r2], loc: o2(r2, r2 + 1) };
      else if (t3 === 61) yield { type: `Equal`, raw: `=`, loc: o2(r2, r2 + 1) };
      else if (t3 === 44) yield { type: `Comma`, raw: `,`, loc: o2(r2, r2 + 1) };
      else if (t3 === 46) yield { type: `Dot`, raw: `.`, loc: o2(r2, r2 + 1) };
      else if (t3 === 35) yield c2();
      else {
        let t4 = ne(e4, r2, `'`) || ne(e4, r2, `"`);
        t4 ? yield l2(t4) : yield u2();
      }
    }
    r2++;
  }
  function s2(t3) {
    a2.push(t3);
    let n3 = t3 > 0 && e4.charCodeAt(t3 - 1) === 13 ? `\r
` : `
`;
    i2.reference === null ? i2.reference = n3 : i2.reference !== n3 && (i2.mixed = true);
  }
  function c2() {
    let t3 = r2;
    for (; r2 + 1 < n2; ) {
      let t4 = e4.charCodeAt(r2 + 1);
      if (t4 === 10 || t4 === 13) break;
      r2++;
      let n3 = e4.charCodeAt(r2);
      if ((n3 <= 31 || n3 === 127) && n3 !== 9) throw new O(e4, S(a2, r2), `Control char 0x${n3.toString(16).toUpperCase().padStart(2, `0`)} not allowed`);
    }
    return { type: `Comment`, raw: e4.slice(t3, r2 + 1), loc: o2(t3, r2 + 1) };
  }
  function l2(t3) {
    let i3 = r2, c3 = t3 + t3 + t3;
    for (r2 += 3; r2 < n2; ) {
      if (ne(e4, r2, t3)) {
        let n3 = 3;
        for (; e4[r2 + n3] === t3; ) n3++;
        if (n3 >= 6) throw new O(e4, S(a2, r2), `Invalid multiline string: ${n3} consecutive ${t3} characters`);
        if (n3 === 3) {
          r2 += 2;
          break;
        }
        r2 += n3 - 3, r2 += 2;
        break;
      }
      let i4 = e4.charCodeAt(r2);
      if (i4 === 13 && (r2 + 1 >= n2 || e4.charCodeAt(r2 + 1) !== 10)) throw new O(e4, S(a2, r2), `Standalone CR in multiline string; must be CRLF or LF`);
      if ((i4 <= 31 || i4 === 127) && i4 !== 9 && i4 !== 10 && i4 !== 13) {
        let n3 = t3 === `"` ? `multiline basic strings` : `multiline literal strings`, o3 = `0x${i4.toString(16).toUpperCase().padStart(2, `0`)}`, s3 = ``;
        i4 === 0 ? s3 = `Null` : i4 === 127 && (s3 = `DEL`);
        let c4 = s3 ? `${s3} (${o3}) not allowed in ${n3}` : `Control char ${o3} not allowed in ${n3}`;
        throw new O(e4, S(a2, r2), c4);
      }
      i4 === 10 && s2(r2), r2++;
    }
    if (r2 >= n2) {
      if (t3 === `"`) {
        let t4 = 0, i4 = n2 - 1;
        for (; i4 >= 0 && e4[i4] === `\\`; ) t4++, i4--;
        if (t4 > 0 && t4 % 2 != 0) throw new O(e4, S(a2, r2), `Unterminated multiline ${c3} (possible escape issue)`);
      }
      throw new O(e4, S(a2, r2), `Unterminated multiline ${c3}`);
    }
    return { type: `Literal`, raw: e4.slice(i3, r2 + 1), loc: o2(i3, r2 + 1) };
  }
  function u2() {
    let t3 = e4[r2];
    if (!j.test(t3)) throw new O(e4, S(a2, r2), `Unexpected char "${t3}"`);
    let i3 = r2, s3 = t3 === `"`, c3 = t3 === `'`;
    for (; r2 < n2 && !(r2 + 1 >= n2); ) {
      let t4 = e4.charCodeAt(r2 + 1);
      if (!(s3 || c3) && (t4 === 32 || t4 === 9 || t4 === 10 || t4 === 13 || t4 === 44 || t4 === 46 || t4 === 93 || t4 === 125 || t4 === 61 || t4 === 35)) break;
      if (r2++, !(s3 || c3)) {
        let t5 = e4.charCodeAt(r2);
        if (t5 <= 31 || t5 === 127) throw new O(e4, S(a2, r2), `Control char 0x${t5.toString(16).toUpperCase().padStart(2, `0`)} not allowed in unquoted value`);
      }
      if (s3 || c3) {
        let t5 = e4.charCodeAt(r2);
        if ((t5 <= 31 || t5 === 127) && t5 !== 9) {
          let n3 = s3 ? `basic strings` : `literal strings`, i5 = `0x${t5.toString(16).toUpperCase().padStart(2, `0`)}`, o3 = ``;
          t5 === 10 ? o3 = `Newline` : t5 === 13 ? o3 = `Carriage return` : t5 === 0 ? o3 = `Null` : t5 === 127 && (o3 = `DEL`);
          let c4 = o3 ? `${o3} (${i5}) not allowed in ${n3}` : `Control char ${i5} not allowed in ${n3}`;
          throw new O(e4, S(a2, r2), c4);
        }
      }
      let i4 = e4[r2];
      if (i4 === `"` && !c3 && (s3 = !s3), i4 === `'` && !s3 && (c3 = !c3), r2 + 1 >= n2) break;
      if (s3 && i4 === `\\`) {
        let t5 = e4[r2 + 1];
        (t5 === `"` || t5 === `\\`) && r2++;
      }
    }
    if (s3 || c3) throw new O(e4, S(a2, i3), `Expected close of string with ${s3 ? `"` : `'`}`);
    return { type: `Literal`, raw: e4.slice(i3, r2 + 1), loc: o2(i3, r2 + 1) };
  }
}
function ne(e4, t2, n2) {
  if (!n2 || e4[t2] !== n2 || e4[t2 + 1] !== n2 || e4[t2 + 2] !== n2) return false;
  if (n2 === `'`) return n2;
  let r2 = 0, i2 = t2 - 1;
  for (; i2 >= 0 && e4[i2] === `\\`; ) r2++, i2--;
  return (r2 === 0 || r2 % 2 == 0) && n2;
}
var M = new Int8Array(128);
M.fill(-1);
for (let e4 = 0; e4 < 10; e4++) M[48 + e4] = e4;
for (let e4 = 0; e4 < 6; e4++) M[65 + e4] = 10 + e4, M[97 + e4] = 10 + e4;
function re(e4) {
  let t2 = e4.charCodeAt(0);
  return t2 < 128 && M[t2] !== -1;
}
function ie(e4, t2) {
  return M[e4.charCodeAt(t2)] << 12 | M[e4.charCodeAt(t2 + 1)] << 8 | M[e4.charCodeAt(t2 + 2)] << 4 | M[e4.charCodeAt(t2 + 3)];
}
function ae(e4) {
  return e4.startsWith(`'''`) ? se(e4.slice(3, e4.length - 3)) : e4.startsWith(`'`) ? e4.slice(1, e4.length - 1) : e4.startsWith(`"""`) ? oe(se(e4.slice(3, e4.length - 3)), true) : e4.startsWith(`"`) ? oe(e4.slice(1, e4.length - 1), false) : e4;
}
function oe(e4, t2) {
  let n2 = e4.length;
  if (!t2 && e4.indexOf(`\\`) === -1) return e4;
  let r2 = [], i2 = 0;
  for (let a2 = 0; a2 < n2; a2++) {
    if (e4[a2] !== `\\`) continue;
    if (a2 > i2 && r2.push(e4.slice(i2, a2)), a2++, a2 >= n2) throw Error(`Trailing backslash`);
    let o2 = e4[a2];
    switch (o2) {
      case `b`:
        r2.push(`\b`);
        break;
      case `t`:
        r2.push(`	`);
        break;
      case `n`:
        r2.push(`
`);
        break;
      case `f`:
        r2.push(`\f`);
        break;
      case `r`:
        r2.push(`\r`);
        break;
      case `"`:
        r2.push(`"`);
        break;
      case `\\`:
        r2.push(`\\`);
        break;
      case `e`:
        r2.push(`\x1B`);
        break;
      case `u`: {
        if (a2 + 4 > n2 || !re(e4[a2 + 1]) || !re(e4[a2 + 2]) || !re(e4[a2 + 3]) || !re(e4[a2 + 4])) throw Error(`Invalid Unicode escape: \\u${e4.slice(a2 + 1, a2 + 5)}`);
        let t3 = ie(e4, a2 + 1);
        if (t3 >= 55296 && t3 <= 57343) throw Error(`Invalid \\u${e4.slice(a2 + 1, a2 + 5)}: surrogates not allowed`);
        r2.push(String.fromCharCode(t3)), a2 += 4;
        break;
      }
      case `U`: {
        if (a2 + 8 > n2) throw Error(`Invalid Unicode escape: \\U${e4.slice(a2 + 1, a2 + 9)}`);
        for (let t4 = 1; t4 <= 8; t4++) if (!re(e4[a2 + t4])) throw Error(`Invalid Unicode escape: \\U${e4.slice(a2 + 1, a2 + 9)}`);
        let t3 = parseInt(e4.slice(a2 + 1, a2 + 9), 16);
        if (t3 >= 55296 && t3 <= 57343) throw Error(`Invalid \\U${e4.slice(a2 + 1, a2 + 9)}: surrogates not allowed`);
        r2.push(String.fromCodePoint(t3)), a2 += 8;
        break;
      }
      case `x`: {
        if (a2 + 2 > n2 || !re(e4[a2 + 1]) || !re(e4[a2 + 2])) throw Error(`Invalid hex escape: \\x${e4.slice(a2 + 1, a2 + 3)}`);
        let t3 = M[e4.charCodeAt(a2 + 1)] << 4 | M[e4.charCodeAt(a2 + 2)];
        r2.push(String.fromCharCode(t3)), a2 += 2;
        break;
      }
      default:
        if (t2 && (o2 === `
` || o2 === `\r` || o2 === ` ` || o2 === `	`)) {
          let t3 = o2 === `
` || o2 === `\r`, r3 = a2;
          for (; r3 < n2 && (e4[r3] === ` ` || e4[r3] === `	` || e4[r3] === `
` || e4[r3] === `\r`); ) (e4[r3] === `
` || e4[r3] === `\r`) && (t3 = true), r3++;
          if (!t3) throw Error(`Invalid escape sequence: \\${o2}`);
          a2 = r3 - 1;
          break;
        }
        throw Error(`Invalid escape sequence: \\${o2}`);
    }
    i2 = a2 + 1;
  }
  return i2 === 0 ? e4 : (i2 < n2 && r2.push(e4.slice(i2)), r2.join(``));
}
function se(e4) {
  return e4.charCodeAt(0) === 10 ? e4.slice(1) : e4.charCodeAt(0) === 13 && e4.charCodeAt(1) === 10 ? e4.slice(2) : e4;
}
var ce = class {
  iterator;
  index;
  value;
  done;
  peeked;
  constructor(e4) {
    this.iterator = e4, this.index = -1, this.value = void 0, this.done = false, this.peeked = null;
  }
  next() {
    if (this.done) return ue();
    let e4 = this.peeked || this.iterator.next();
    return this.index += 1, this.value = e4.value, this.done = e4.done ?? false, this.peeked = null, e4;
  }
  peek() {
    return this.done ? ue() : (this.peeked ||= this.iterator.next(), this.peeked);
  }
  [Symbol.iterator]() {
    return this;
  }
};
var le = Object.freeze({ value: void 0, done: true });
function ue() {
  return le;
}
var de = /* @__PURE__ */ new WeakMap();
function fe(e4, t2) {
  de.set(e4, t2);
}
function pe(e4) {
  return de.get(e4);
}
function me(e4) {
  return { year: String(e4.getUTCFullYear()).padStart(4, `0`), month: String(e4.getUTCMonth() + 1).padStart(2, `0`), day: String(e4.getUTCDate()).padStart(2, `0`), hours: String(e4.getUTCHours()).padStart(2, `0`), minutes: String(e4.getUTCMinutes()).padStart(2, `0`), seconds: String(e4.getUTCSeconds()).padStart(2, `0`), ms: e4.getUTCMilliseconds() };
}
function he(e4) {
  return e4 === 0 ? `` : String(e4).padStart(3, `0`).replace(/0+$/, ``);
}
var ge = /\.(\d+)\s*$/;
var _e = /\.(\d+)(?:[Zz]|[+-]\d{2}:\d{2})\s*$/;
function ve(e4, t2) {
  var n2;
  return ((n2 = e4.match(t2)) == null ? void 0 : n2[1]) ?? ``;
}
function ye(e4, t2, n2) {
  let r2 = ve(t2, n2), i2 = r2.length > r2.replace(/0+$/, ``).length ? Math.max(r2.length, e4.length) : e4.length;
  return i2 === 0 ? `` : `.` + e4.padEnd(i2, `0`);
}
function be(e4) {
  let t2 = e4.toISOString().match(/\.(\d+)/);
  return t2 ? t2[1] : ``;
}
function xe(e4, t2, n2, r2 = ge) {
  let i2 = be(e4).replace(/0+$/, ``);
  return i2.length > he(t2).length ? ye(i2, n2, r2) : Se(t2, n2, r2);
}
function Se(e4, t2, n2 = ge) {
  let r2 = he(e4);
  if (t2 && t2.includes(`.`)) {
    let i2 = t2.match(n2);
    return i2 && i2[1].startsWith(String(e4).padStart(3, `0`)) ? `.` + i2[1] : ye(r2, t2, n2);
  }
  return r2 ? `.` + r2 : ``;
}
function Ce(e4) {
  if (e4 === `Z`) return 0;
  let t2 = e4[0] === `+` ? 1 : -1, [n2, r2] = e4.slice(1).split(`:`);
  return t2 * (parseInt(n2) * 60 + parseInt(r2));
}
function we(e4, t2) {
  return t2 <= 0 ? e4 : e4.replace(/(\d{2}:\d{2})(?::(\d{2}))?(?:\.(\d+))?/, (e5, n2, r2, i2) => {
    let a2 = i2 ?? ``;
    return a2.length >= t2 ? e5 : `${n2}:${r2 ?? `00`}.${a2.padEnd(t2, `0`)}`;
  });
}
var Te = class e2 {
  static IS_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
  static IS_TIME_ONLY = /^\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_LOCAL_DATETIME_T = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_LOCAL_DATETIME_SPACE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_OFFSET_DATETIME_T = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
  static IS_OFFSET_DATETIME_SPACE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
  static IS_FULL_DATE = /(\d{4})-(\d+)-(\d+)/;
  static IS_FULL_TIME = /(\d+):(\d+)(?::(\d+))?/;
  static createDateWithOriginalFormat(t2, n2) {
    if (e2.IS_DATE_ONLY.test(n2)) {
      if (t2.getUTCHours() !== 0 || t2.getUTCMinutes() !== 0 || t2.getUTCSeconds() !== 0 || t2.getUTCMilliseconds() !== 0) {
        if (t2 instanceof ke) return t2;
        let e5 = t2.toISOString().replace(`Z`, ``);
        return e5 = e5.replace(/\.000$/, ``), new Oe(e5, false);
      }
      let e4 = t2.toISOString().split(`T`)[0];
      return new Ee(e4);
    }
    if (e2.IS_TIME_ONLY.test(n2)) {
      let e4 = me(t2), r2 = xe(t2, e4.ms, n2);
      return new De(`${e4.hours}:${e4.minutes}:${e4.seconds}${r2}`);
    }
    if (e2.IS_LOCAL_DATETIME_T.test(n2)) {
      let e4 = me(t2), r2 = xe(t2, e4.ms, n2), i2 = `${e4.year}-${e4.month}-${e4.day}T${e4.hours}:${e4.minutes}:${e4.seconds}${r2}`;
      return new Oe(i2, false, i2);
    }
    if (e2.IS_LOCAL_DATETIME_SPACE.test(n2)) {
      let e4 = me(t2), r2 = xe(t2, e4.ms, n2), i2 = `${e4.year}-${e4.month}-${e4.day} ${e4.hours}:${e4.minutes}:${e4.seconds}${r2}`;
      return new Oe(i2, true, i2);
    }
    if (e2.IS_OFFSET_DATETIME_T.test(n2) || e2.IS_OFFSET_DATETIME_SPACE.test(n2)) {
      let r2 = n2.match(/([+-]\d{2}:\d{2}|[Zz])$/), i2 = r2 ? r2[1] === `z` ? `Z` : r2[1] : `Z`, a2 = e2.IS_OFFSET_DATETIME_SPACE.test(n2), o2 = me(new Date(t2.getTime() + Ce(i2) * 6e4)), s2 = a2 ? ` ` : `T`, c2 = xe(t2, o2.ms, n2, _e);
      return new ke(`${o2.year}-${o2.month}-${o2.day}${s2}${o2.hours}:${o2.minutes}:${o2.seconds}${c2}${i2}`, a2);
    }
    return t2;
  }
};
var Ee = class extends Date {
  constructor(e4) {
    super(e4);
  }
  toISOString() {
    let e4 = me(this);
    return `${e4.year}-${e4.month}-${e4.day}`;
  }
};
var De = class extends Date {
  originalFormat;
  constructor(e4, t2 = e4) {
    let n2 = e4;
    /:\d{2}:\d{2}/.test(e4) || (n2 = e4 + `:00`), super(`0000-01-01T${n2}Z`), this.originalFormat = t2;
  }
  toISOString() {
    let e4 = me(this);
    return `${e4.hours}:${e4.minutes}:${e4.seconds}${Se(e4.ms, this.originalFormat)}`;
  }
};
var Oe = class extends Date {
  useSpaceSeparator = false;
  originalFormat;
  constructor(e4, t2 = false, n2) {
    let r2 = e4;
    /\d{2}:\d{2}:\d{2}/.test(e4) || (r2 = e4.replace(/(\d{2}:\d{2})([\s\-+TZ]|$)/, `$1:00$2`)), super(r2.replace(` `, `T`) + `Z`), this.useSpaceSeparator = t2, this.originalFormat = n2 || e4;
  }
  toISOString() {
    let e4 = me(this), t2 = this.useSpaceSeparator ? ` ` : `T`;
    return `${e4.year}-${e4.month}-${e4.day}${t2}${e4.hours}:${e4.minutes}:${e4.seconds}${Se(e4.ms, this.originalFormat)}`;
  }
};
var ke = class extends Date {
  useSpaceSeparator = false;
  originalOffset;
  originalFormat;
  constructor(e4, t2 = false) {
    let n2 = e4;
    /\d{2}:\d{2}:\d{2}/.test(e4) || (n2 = e4.replace(/(\d{2}:\d{2})([\s\-+TZ]|$)/, `$1:00$2`)), super(n2.replace(` `, `T`)), this.useSpaceSeparator = t2, this.originalFormat = e4;
    let r2 = e4.match(/([+-]\d{2}:\d{2}|[Zz])$/);
    r2 && (this.originalOffset = r2[1] === `z` ? `Z` : r2[1]);
  }
  toISOString() {
    if (this.originalOffset) {
      let e5 = me(new Date(this.getTime() + Ce(this.originalOffset) * 6e4)), t2 = this.useSpaceSeparator ? ` ` : `T`, n2 = Se(e5.ms, this.originalFormat, _e);
      return `${e5.year}-${e5.month}-${e5.day}${t2}${e5.hours}:${e5.minutes}:${e5.seconds}${n2}${this.originalOffset}`;
    }
    let e4 = super.toISOString();
    return this.useSpaceSeparator ? e4.replace(`T`, ` `) : e4;
  }
};
var Ae = Te;
var je = `true`;
var Me = /e/i;
var Ne = /_/g;
var Pe = /^[+-]?inf$/;
var Fe = /^[+-]?nan$/;
var Ie = /^[+-]?0x/i;
function Le(e4) {
  return e4 >= 65 && e4 <= 90 || e4 >= 97 && e4 <= 122 || e4 >= 48 && e4 <= 57 || e4 === 95 || e4 === 45;
}
var Re = /^[+-]?0o/i;
var ze = /^[+-]?0b/i;
function Be(e4, t2, n2) {
  for (let r2 = 0; r2 < e4.length; r2++) if (!Le(e4.charCodeAt(r2))) throw new O(t2, { line: n2.line, column: n2.column + r2 }, `Invalid bare key char '${e4[r2]}'`);
}
function Ve(e4, t2, n2) {
  if (e4.startsWith(`"""`) || e4.startsWith(`'''`)) throw new O(t2, n2, `Multiline strings cannot be keys`);
}
function He(e4, t2, n2) {
  try {
    return ae(e4);
  } catch (e5) {
    throw new O(t2, n2, e5.message);
  }
}
function Ue(e4, t2, n2, r2 = true) {
  if (e4.endsWith(`_`) || (r2 ? /^[+-]?_/.test(e4) : e4.startsWith(`_`))) throw new O(t2, n2, `Underscore must be between digits`);
  if (/__/.test(e4)) throw new O(t2, n2, `Consecutive underscores not allowed`);
}
function We(e4, t2, n2, r2) {
  let i2 = e4.replace(Ne, ``);
  if (/^[+-]?0\d/.test(i2) && !Ie.test(e4) && !Re.test(e4) && !ze.test(e4)) throw new O(t2, n2, `Leading zeros are not allowed in ${r2}`);
}
function Ge(e4, t2, n2, r2) {
  if (/_[eE]/.test(e4)) throw new O(n2, r2, `Underscore before exponent is not allowed`);
  if (/[eE][+-]?_/.test(e4)) throw new O(n2, r2, `Underscore at start of exponent is not allowed`);
  if (/[eE][+-]?$/.test(e4)) throw new O(n2, r2, `Invalid float "${t2}": incomplete exponent`);
  if (/[eE][+-]?.*\./.test(e4)) throw new O(n2, r2, `Invalid float "${t2}": decimal point not allowed in exponent`);
}
function Ke(e4, t2, n2, r2, i2, a2) {
  if (e4.length !== 2) throw new O(i2, a2, `"${r2}": hour must be 2 digits`);
  if (t2.length !== 2) throw new O(i2, a2, `"${r2}": minute must be 2 digits`);
  if (n2 && n2.length !== 2) throw new O(i2, a2, `"${r2}": second must be 2 digits`);
}
function qe(e4, t2, n2, r2, i2, a2) {
  if (e4 !== void 0) {
    let t3 = parseInt(e4, 10);
    if (t3 < 0 || t3 > 23) throw new O(i2, a2, `"${r2}": hour must be 00-23`);
  }
  if (t2 !== void 0) {
    let e5 = parseInt(t2, 10);
    if (e5 < 0 || e5 > 59) throw new O(i2, a2, `"${r2}": minute must be 00-59`);
  }
  if (n2 !== void 0) {
    let e5 = parseInt(n2, 10);
    if (e5 < 0 || e5 > 60) throw new O(i2, a2, `"${r2}": second must be 00-60`);
  }
}
function Je(e4, t2, n2) {
  if (Ie.test(e4) || Re.test(e4) || ze.test(e4)) return;
  let r2 = e4.replace(/^[+-]/, ``).replace(/_/g, ``);
  if (!/^[0-9]+$/.test(r2)) throw new O(t2, n2, `Invalid integer "${e4}"`);
}
function Ye(e4, t2, n2, r2, i2, a2, o2) {
  let s2 = r2[0] + r2[1].toUpperCase();
  if (RegExp(`^[+\\-]?` + s2.replace(/([[\]])/g, `\\$1`)).test(e4)) throw new O(t2, n2, `${a2} prefix must be lowercase "${r2}"`);
  if (RegExp(`^[+\\-]?` + r2 + `_`, `i`).test(e4)) throw new O(t2, n2, `Underscore must be between digits`);
  let c2 = RegExp(`^[+\\-]?` + r2, `i`), l2 = e4.replace(c2, ``);
  if (!l2 || l2 === `_` || l2.startsWith(`_`)) throw new O(t2, n2, `Incomplete ${a2.toLowerCase()} number`);
  let u2 = l2.replace(/_/g, ``);
  if (!i2.test(u2)) throw new O(t2, n2, o2 ?? `Invalid ${a2.toLowerCase()} digits`);
  if (/^[+-]/.test(e4)) throw new O(t2, n2, `${a2} numbers cannot have a sign prefix`);
}
function* Xe(e4, t2) {
  let n2 = new ce(te(e4, t2));
  try {
    for (; !n2.next().done; ) {
      let t3 = lt(n2, e4);
      for (let e5 of t3) yield e5;
    }
  } finally {
    b();
  }
}
function et(e4) {
  return { type: `Comment`, loc: e4.value.loc, raw: e4.value.raw };
}
function tt(e4, t2) {
  let n2 = !e4.peek().done && e4.peek().value.type === `Bracket` ? `TableArray` : `Table`, r2 = n2 === `Table`;
  if (r2 && e4.value.raw !== `[`) throw new O(t2, e4.value.loc.start, `Expected table opening "[", found ${e4.value.raw}`);
  if (!r2) {
    let n3 = e4.peek();
    if (n3.done) throw new O(t2, e4.value.loc.start, `Expected "[[" for Array of Tables, found end of input`);
    if (e4.value.raw !== `[` || n3.value.raw !== `[`) throw new O(t2, e4.value.loc.start, `Expected "[[", found ${e4.value.raw + n3.value.raw}`);
    let r3 = e4.value, i3 = n3.value;
    if (r3.loc.end.line !== i3.loc.start.line || r3.loc.end.column !== i3.loc.start.column) throw new O(t2, r3.loc.start, `"[[" brackets must be adjacent (no whitespace)`);
  }
  let i2 = r2 ? { type: `TableKey`, loc: e4.value.loc } : { type: `TableArrayKey`, loc: e4.value.loc };
  if (e4.next(), n2 === `TableArray` && e4.next(), e4.done) throw new O(t2, i2.loc.start, `Expected table key, reached end of file`);
  if (e4.value.type === `Bracket` && e4.value.raw === `]`) throw new O(t2, e4.value.loc.start, n2 === `TableArray` ? `Array of Tables header [[]] requires a table name` : `Table header [] requires a table name`);
  let a2 = e4.value.raw;
  Ve(a2, t2, e4.value.loc.start), a2.startsWith(`"`) || a2.startsWith(`'`) || Be(a2, t2, e4.value.loc.start);
  let o2;
  for (o2 = [He(e4.value.raw, t2, e4.value.loc.start)], i2.item = { type: `Key`, loc: e4.value.loc, raw: e4.value.raw, value: o2 }; !e4.peek().done && e4.peek().value.type === `Dot`; ) {
    e4.next();
    let n3 = e4.value;
    e4.next();
    let r3 = e4.value.raw;
    r3.startsWith(`"`) || r3.startsWith(`'`) || Be(r3, t2, e4.value.loc.start);
    let a3 = ` `.repeat(n3.loc.start.column - i2.item.loc.end.column), o3 = ` `.repeat(e4.value.loc.start.column - n3.loc.end.column);
    i2.item.loc.end = e4.value.loc.end, i2.item.raw += `${a3}.${o3}${e4.value.raw}`;
    try {
      i2.item.value.push(ae(e4.value.raw));
    } catch (n4) {
      let r4 = n4;
      throw new O(t2, e4.value.loc.start, r4.message);
    }
  }
  if (e4.next(), !e4.done) {
    let n3 = i2.loc.start.line;
    if (e4.value.loc.start.line !== n3) throw new O(t2, e4.value.loc.start, r2 ? `Table header must be single-line` : `Array of Tables header must be single-line`);
  }
  if (r2 && (e4.done || e4.value.raw !== `]`)) throw new O(t2, e4.done ? i2.item.loc.end : e4.value.loc.start, `Expected table closing "]", found ${e4.done ? `end of file` : e4.value.raw}`);
  if (!r2 && (e4.done || e4.peek().done || e4.value.raw !== `]` || e4.peek().value.raw !== `]`)) throw new O(t2, e4.done || e4.peek().done ? i2.item.loc.end : e4.value.loc.start, `Expected "]]" closing, found ${e4.done || e4.peek().done ? `end of file` : e4.value.raw + e4.peek().value.raw}`);
  if (!r2) {
    let n3 = e4.value, r3 = e4.peek().value;
    if (n3.loc.end.line !== r3.loc.start.line || n3.loc.end.column !== r3.loc.start.column) throw new O(t2, n3.loc.start, `"]]" brackets must be adjacent (no whitespace)`);
  }
  if (r2 || e4.next(), i2.loc.end = e4.value.loc.end, !e4.peek().done) {
    let n3 = e4.peek().value;
    if (n3.loc.start.line === i2.loc.end.line && n3.type !== `Comment`) throw new O(t2, n3.loc.start, `Extra content after ${r2 ? `table` : `Array of Tables`} header`);
  }
  let s2 = [];
  for (; !e4.peek().done && e4.peek().value.type !== `Bracket`; ) {
    e4.next();
    let n3 = lt(e4, t2);
    for (let e5 = 0; e5 < n3.length; e5++) s2.push(n3[e5]);
  }
  return { type: r2 ? `Table` : `TableArray`, loc: { start: T(i2.loc.start), end: s2.length ? T(s2[s2.length - 1].loc.end) : T(i2.loc.end) }, key: i2, items: s2 };
}
function nt(e4, t2) {
  let n2 = He(e4.value.raw, t2, e4.value.loc.start);
  return { type: `String`, loc: e4.value.loc, raw: e4.value.raw, value: n2 };
}
function rt(e4) {
  return { type: `Boolean`, loc: e4.value.loc, value: e4.value.raw === je };
}
function it(e4, t2) {
  let n2 = e4.value.loc, r2 = e4.value.raw, i2;
  if (!e4.peek().done && e4.peek().value.type === `Literal` && Ae.IS_FULL_DATE.test(r2) && /^\d/.test(e4.peek().value.raw) && Ae.IS_FULL_TIME.test(e4.peek().value.raw)) {
    let t3 = n2.start;
    e4.next(), n2 = { start: t3, end: e4.value.loc.end }, r2 += ` ${e4.value.raw}`;
  }
  if (!e4.peek().done && e4.peek().value.type === `Dot`) {
    let i3 = n2.start;
    if (e4.next(), e4.peek().done || e4.peek().value.type !== `Literal`) throw new O(t2, e4.value.loc.end, `Expected fractional value for DateTime`);
    e4.next(), n2 = { start: i3, end: e4.value.loc.end }, r2 += `.${e4.value.raw}`;
  }
  if (ot(r2, t2, n2.start), Ae.IS_FULL_DATE.test(r2)) i2 = Ae.IS_DATE_ONLY.test(r2) ? new Ee(r2) : Ae.IS_LOCAL_DATETIME_T.test(r2) ? new Oe(r2, false) : Ae.IS_LOCAL_DATETIME_SPACE.test(r2) ? new Oe(r2, true) : Ae.IS_OFFSET_DATETIME_T.test(r2) ? new ke(r2, false) : Ae.IS_OFFSET_DATETIME_SPACE.test(r2) ? new ke(r2, true) : new Date(r2.replace(` `, `T`));
  else if (Ae.IS_TIME_ONLY.test(r2)) i2 = new De(r2, r2);
  else {
    let [e5] = (/* @__PURE__ */ new Date()).toISOString().split(`T`);
    i2 = /* @__PURE__ */ new Date(`${e5}T${r2}`);
  }
  return { type: `DateTime`, loc: n2, raw: r2, value: i2 };
}
function at(e4, t2) {
  return t2 === 2 ? e4 % 4 == 0 && e4 % 100 != 0 || e4 % 400 == 0 ? 29 : 28 : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][t2 - 1];
}
function ot(e4, t2, n2) {
  if (/\.([Zz]|[+-])/.test(e4)) throw new O(t2, n2, `"${e4}": fractional seconds needs digit after dot`);
  if (/[+-]$/.test(e4)) throw new O(t2, n2, `"${e4}": offset needs HH:MM`);
  let r2 = /\d{2}:\d{2}/.test(e4) ? e4.match(/([+-])(\d+)(:?)(\d*)$/) : null;
  if (r2) {
    let e5 = r2[0], i3 = r2[2], a3 = r2[3], o3 = r2[4];
    if (a3 !== `:`) throw new O(t2, n2, `Offset "${e5}": missing colon separator`);
    if (i3.length !== 2) throw new O(t2, n2, `Offset "${e5}": hour must be 2 digits`);
    if (!o3 || o3.length === 0) throw new O(t2, n2, `Offset "${e5}": minute required`);
    if (o3.length !== 2) throw new O(t2, n2, `Offset "${e5}": minute must be 2 digits`);
    let s3 = parseInt(i3, 10);
    if (s3 < 0 || s3 > 23) throw new O(t2, n2, `Offset "${e5}": hour must be 00-23`);
    let c3 = parseInt(o3, 10);
    if (c3 < 0 || c3 > 59) throw new O(t2, n2, `Offset "${e5}": minute must be 00-59`);
  }
  if (!/^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?)?$/.test(e4) && !/^\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/.test(e4)) throw /^\d{4}-\d{2}-\d{2}T$/.test(e4) ? new O(t2, n2, `"${e4}": 'T' requires time component`) : /^\d{4}-\d{2}-\d{2}[a-su-zA-SU-Z]/.test(e4) ? new O(t2, n2, `Invalid date "${e4}": unexpected character after date`) : /^\d{4}-\d{2}-\d{2}\d{2}:\d{2}/.test(e4) ? new O(t2, n2, `"${e4}": missing 'T' or space separator`) : new O(t2, n2, `Invalid datetime "${e4}"`);
  let i2 = e4.match(/^(\d+)-/);
  if (i2 && i2[1].length !== 4) throw new O(t2, n2, `"${e4}": year must be 4 digits`);
  let a2 = e4.match(/^(\d+)-(\d+)-(\d+)/);
  if (a2) {
    let [, , r3, i3] = a2;
    if (r3.length !== 2) throw new O(t2, n2, `"${e4}": month must be 2 digits`);
    if (i3.length !== 2) throw new O(t2, n2, `"${e4}": day must be 2 digits`);
  }
  let o2 = e4.match(/[T ](\d+):(\d+)(?::(\d+))?/);
  if (o2) {
    let [, r3, i3, a3] = o2;
    Ke(r3, i3, a3, e4, t2, n2);
  }
  let s2 = e4.match(/^(\d+):(\d+)(?::(\d+))?/);
  if (s2 && !a2) {
    let [, r3, i3, a3] = s2;
    Ke(r3, i3, a3, e4, t2, n2);
  }
  let c2 = e4.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/), l2 = e4.match(/^(\d{2}):(\d{2})(?::(\d{2}))?/);
  if (c2) {
    let [, r3, i3, a3, o3, s3, l3] = c2, u2 = parseInt(i3, 10);
    if (u2 < 1 || u2 > 12) throw new O(t2, n2, `"${e4}": month must be 01-12`);
    let d2 = parseInt(a3, 10);
    if (d2 < 1 || d2 > 31) throw new O(t2, n2, `"${e4}": day must be 01-31`);
    if (d2 > at(parseInt(r3, 10), u2)) throw new O(t2, n2, `"${e4}": day ${a3} invalid for ${r3}-${i3}`);
    qe(o3, s3, l3, e4, t2, n2);
  } else if (l2) {
    let [, r3, i3, a3] = l2;
    qe(r3, i3, a3, e4, t2, n2);
  }
}
function st(e4, t2) {
  let n2 = e4.value.loc, r2 = e4.value.raw, i2;
  if (Pe.test(r2)) i2 = r2.startsWith(`-`) ? -1 / 0 : 1 / 0;
  else if (Fe.test(r2)) {
    let e5 = new Float64Array(1), t3 = new DataView(e5.buffer);
    r2.startsWith(`-`) ? (t3.setUint32(0, 0, true), t3.setUint32(4, 4294443008, true)) : (t3.setUint32(0, 0, true), t3.setUint32(4, 2146959360, true)), i2 = e5[0];
    let a2 = r2.startsWith(`+`) ? `+` : r2.startsWith(`-`) ? `-` : void 0;
    return { type: `Float`, loc: n2, raw: r2, value: i2, nanSign: a2 };
  } else if (!e4.peek().done && e4.peek().value.type === `Dot`) {
    let a2 = n2.start;
    {
      if (Me.test(r2) && !Ie.test(r2)) throw new O(t2, n2.start, `Float "${r2}": dot after exponent`);
      let e5 = r2;
      We(e5, t2, n2.start, `the integer part of a float`);
      let i3 = e5.replace(/^[+-]/, ``);
      if (i3 === `` || i3 === `_`) throw new O(t2, n2.start, `Float: digit required before dot`);
      Ue(e5, t2, n2.start);
    }
    if (e4.next(), e4.peek().done || e4.peek().value.type !== `Literal`) throw new O(t2, e4.value.loc.end, `Expected fraction value for Float`);
    e4.next(), r2 += `.${e4.value.raw}`, n2 = { start: a2, end: e4.value.loc.end };
    {
      let n3 = e4.value.raw;
      if (!/^\d/.test(n3)) throw new O(t2, e4.value.loc.start, `Float: fraction must start with digit, found "${n3}"`);
      Ue(n3, t2, e4.value.loc.start, false), Ge(n3, r2, t2, e4.value.loc.start);
    }
    i2 = Number(r2.replace(Ne, ``));
  } else {
    if (Ue(r2, t2, n2.start), Ge(r2, r2, t2, n2.start), !e4.peek().done && e4.peek().value.type === `Dot`) throw new O(t2, e4.peek().value.loc.start, `Float "${r2}.": dot after exponent`);
    We(r2, t2, n2.start, `the integer part of a float`), i2 = Number(r2.replace(Ne, ``));
  }
  if (Number.isNaN(i2) && !Fe.test(r2)) throw new O(t2, n2.start, `Invalid float "${r2}"`);
  return { type: `Float`, loc: n2, raw: r2, value: i2 };
}
function ct(e4, t2) {
  let n2 = e4.value.raw, r2 = e4.value.loc;
  if (/^\d{1,}-\d{1,}/.test(n2) || /^\d{1,}:\d{1,}/.test(n2) || /^\d{6}-\d{2}$/.test(n2)) throw new O(t2, r2.start, `Invalid integer "${n2}"`);
  if (n2 === `-0` || n2 === `+0`) return { type: `Integer`, loc: r2, raw: n2, value: 0 };
  if (/^[+-]{2,}/.test(n2)) throw new O(t2, r2.start, `Double sign is not allowed in integers`);
  We(n2, t2, r2.start, `decimal integers`), Ue(n2, t2, r2.start), Je(n2, t2, r2.start);
  let i2 = 10;
  Ie.test(n2) ? (i2 = 16, Ye(n2, t2, r2.start, `0x`, /^[0-9a-fA-F]+$/, `Hexadecimal`)) : Re.test(n2) ? (i2 = 8, Ye(n2, t2, r2.start, `0o`, /^[0-7]+$/, `Octal`, `Invalid octal digits (must be 0-7)`)) : ze.test(n2) && (i2 = 2, Ye(n2, t2, r2.start, `0b`, /^[01]+$/, `Binary`, `Invalid binary digits (must be 0 or 1)`));
  let a2 = parseInt(n2.replace(Ne, ``).replace(Re, ``).replace(ze, ``), i2);
  if (Number.isNaN(a2)) throw new O(t2, r2.start, `Invalid integer "${n2}"`);
  return { type: `Integer`, loc: r2, raw: n2, value: a2 };
}
function lt(e4, t2) {
  if (e4.value.type === `Comment`) return [et(e4)];
  if (e4.value.type === `Bracket`) return [tt(e4, t2)];
  if (e4.value.type === `Literal`) return ut(e4, t2);
  throw e4.value.type === `Equal` ? new O(t2, e4.value.loc.start, `Missing key before '='`) : new O(t2, e4.value.loc.start, `Unexpected token "${e4.value.type}"`);
}
function ut(e4, t2) {
  let n2 = e4.value.raw;
  if (n2.endsWith(`:`)) throw new O(t2, { line: e4.value.loc.start.line, column: e4.value.loc.start.column + [...n2].length - 1 }, `Use '=' to separate keys and values, not ':'`);
  Ve(n2, t2, e4.value.loc.start), n2.startsWith(`"`) || n2.startsWith(`'`) || Be(n2, t2, e4.value.loc.start);
  let r2;
  r2 = [He(e4.value.raw, t2, e4.value.loc.start)];
  let i2 = { type: `Key`, loc: e4.value.loc, raw: e4.value.raw, value: r2 };
  for (; !e4.peek().done && e4.peek().value.type === `Dot`; ) {
    e4.next();
    let n3 = e4.value;
    e4.next();
    let r3 = e4.value.raw;
    Ve(r3, t2, e4.value.loc.start), r3.startsWith(`"`) || r3.startsWith(`'`) || Be(r3, t2, e4.value.loc.start);
    let a3 = C(t2, i2.loc.end), o3 = C(t2, n3.loc.end), s3 = a3.slice(i2.loc.end.column, n3.loc.start.column), c3 = o3.slice(n3.loc.end.column, e4.value.loc.start.column);
    i2.loc.end = e4.value.loc.end, i2.raw += `${s3}.${c3}${e4.value.raw}`, i2.value.push(He(e4.value.raw, t2, e4.value.loc.start));
  }
  if (e4.next(), !e4.done && e4.value.loc.start.line !== i2.loc.end.line) throw new O(t2, e4.value.loc.start, `"=" must be on same line as key`);
  if (e4.done || e4.value.type !== `Equal`) throw !e4.done && e4.value.raw === `:` ? new O(t2, e4.value.loc.start, `Use '=' to separate keys and values, not ':'`) : new O(t2, e4.done ? i2.loc.end : e4.value.loc.start, `Expected "=" for key-value`);
  let a2 = e4.value.loc.start.column, o2 = e4.value.loc.start.line;
  if (e4.next(), e4.done) throw new O(t2, i2.loc.start, `Expected value, reached EOF`);
  if (e4.value.loc.start.line !== o2) throw new O(t2, e4.value.loc.start, `Value must be on same line as '='`);
  if (e4.done) throw new O(t2, i2.loc.start, `Expected value for key-value`);
  let s2 = dt(e4, t2), c2 = s2[0];
  if (!e4.peek().done) {
    let n3 = e4.peek().value;
    if (n3.type === `Dot` && n3.loc.start.line === c2.loc.end.line && (c2.type === `Float` || c2.type === `Integer`)) throw new O(t2, n3.loc.start, `Invalid number: multiple decimal points not allowed`);
    if ((n3.type === `Literal` || n3.type === `Bracket`) && n3.loc.start.line === c2.loc.end.line) throw new O(t2, n3.loc.start, `Key/value pairs must be separated by a newline`);
  }
  return s2[0] = { type: `KeyValue`, key: i2, value: c2, loc: { start: T(i2.loc.start), end: T(c2.loc.end) }, equals: a2 }, s2;
}
function dt(e4, t2) {
  if (e4.value.type === `Literal`) {
    let n2 = e4.value.raw;
    return n2[0] === `"` || n2[0] === `'` ? [nt(e4, t2)] : n2 === je || n2 === `false` ? [rt(e4)] : /^\d/.test(n2) && (/^\d{1,}-\d{1,}/.test(n2) || /^\d{1,}:\d{1,}/.test(n2)) ? [it(e4, t2)] : !e4.peek().done && e4.peek().value.type === `Dot` || Pe.test(n2) || Fe.test(n2) || Me.test(n2) && !Ie.test(n2) ? [st(e4, t2)] : [ct(e4, t2)];
  }
  if (e4.value.type === `Curly`) {
    let [n2, r2] = pt(e4, t2);
    return [n2, ...r2];
  }
  if (e4.value.type === `Bracket`) {
    let [n2, r2] = mt(e4, t2);
    return [n2, ...r2];
  }
  throw e4.value.type === `Dot` ? new O(t2, e4.value.loc.start, `Number cannot start with a dot`) : new O(t2, e4.value.loc.start, `Unrecognized token type`);
}
function ft(e4) {
  for (let t2 = 1; t2 < e4.length; t2++) {
    let n2 = e4[t2 - 1], r2 = e4[t2];
    if (n2.loc.end.line === r2.loc.start.line) {
      let e5 = r2.loc.start.column - n2.loc.end.column;
      if (e5 >= 1) return e5;
    }
  }
}
function pt(e4, t2) {
  if (e4.value.raw !== `{`) throw new O(t2, e4.value.loc.start, `Expected "{" for inline table`);
  let n2 = { type: `InlineTable`, loc: e4.value.loc, items: [] }, r2 = [];
  for (e4.next(); !e4.done && (e4.value.type !== `Curly` || e4.value.raw !== `}`); ) {
    if (e4.value.type === `Comment`) {
      r2.push(et(e4)), e4.next();
      continue;
    }
    if (e4.value.type === `Comma`) {
      let r3 = n2.items[n2.items.length - 1];
      if (!r3) throw new O(t2, e4.value.loc.start, `Leading comma in inline table`);
      if (r3.comma) throw new O(t2, e4.value.loc.start, `Consecutive commas in inline table`);
      r3.comma = true, r3.loc.end = e4.value.loc.start, e4.next();
      continue;
    }
    let i2 = n2.items[n2.items.length - 1];
    if (i2 && !i2.comma) throw new O(t2, e4.value.loc.start, `Missing comma between inline table items`);
    let a2 = lt(e4, t2), o2 = a2[0];
    if (o2.type === `KeyValue`) {
      n2.items.push({ type: `InlineItem`, loc: E(o2.loc), item: o2, comma: false });
      for (let e5 = 1; e5 < a2.length; e5++) r2.push(a2[e5]);
    }
    e4.next();
  }
  if (e4.done || e4.value.type !== `Curly` || e4.value.raw !== `}`) throw new O(t2, e4.done ? n2.loc.start : e4.value.loc.start, `Expected "}"`);
  n2.loc.end = e4.value.loc.end;
  {
    let e5 = ft(n2.items);
    e5 !== void 0 && fe(n2, e5);
  }
  return [n2, r2];
}
function mt(e4, t2) {
  if (e4.value.raw !== `[`) throw new O(t2, e4.value.loc.start, `Expected "[" for inline array`);
  let n2 = { type: `InlineArray`, loc: e4.value.loc, items: [] }, r2 = [];
  for (e4.next(); !e4.done && (e4.value.type !== `Bracket` || e4.value.raw !== `]`); ) {
    if (e4.value.type === `Comma`) {
      let r3 = n2.items[n2.items.length - 1];
      if (!r3) throw new O(t2, e4.value.loc.start, `Leading comma in array`);
      if (r3.comma) throw new O(t2, e4.value.loc.start, `Consecutive commas in array`);
      r3.comma = true, r3.loc.end = e4.value.loc.start;
    } else if (e4.value.type === `Comment`) r2.push(et(e4));
    else {
      let i2 = n2.items[n2.items.length - 1];
      if (i2 && !i2.comma) throw new O(t2, e4.value.loc.start, `Missing comma between array elements`);
      let a2 = dt(e4, t2), o2 = a2[0];
      n2.items.push({ type: `InlineItem`, loc: E(o2.loc), item: o2, comma: false });
      for (let e5 = 1; e5 < a2.length; e5++) r2.push(a2[e5]);
    }
    e4.next();
  }
  if (e4.done || e4.value.type !== `Bracket` || e4.value.raw !== `]`) throw new O(t2, e4.done ? n2.loc.start : e4.value.loc.start, `Expected "]"`);
  n2.loc.end = e4.value.loc.end;
  {
    let e5 = ft(n2.items);
    e5 !== void 0 && fe(n2, e5);
  }
  return [n2, r2];
}
function N(e4) {
  return e4[e4.length - 1];
}
function ht() {
  return /* @__PURE__ */ Object.create(null);
}
function gt(e4, t2) {
  return e4 === t2 && (typeof e4 != `number` || Object.is(e4, t2));
}
var _t = new DataView(new ArrayBuffer(8));
function vt(e4) {
  return Number.isNaN(e4) ? (_t.setFloat64(0, e4, true), !!(_t.getUint32(4, true) & 2147483648)) : false;
}
function yt(e4) {
  return typeof e4 == `string`;
}
function bt(e4) {
  return typeof e4 == `number` && e4 % 1 == 0 && isFinite(e4) && !Object.is(e4, -0) && e4 >= -(2 ** 53 - 1) && e4 <= 2 ** 53 - 1;
}
function xt(e4) {
  return typeof e4 == `bigint`;
}
function St(e4) {
  return typeof e4 == `number` && (!bt(e4) || !isFinite(e4) || Object.is(e4, -0));
}
function Ct(e4) {
  return typeof e4 == `boolean`;
}
function wt(e4) {
  return Object.prototype.toString.call(e4) === `[object Date]`;
}
var Tt = /* @__PURE__ */ new Set([`Temporal.PlainDate`, `Temporal.PlainTime`, `Temporal.PlainDateTime`, `Temporal.ZonedDateTime`, `PlainDate`, `PlainTime`, `PlainDateTime`, `ZonedDateTime`]);
function Et(e4) {
  var t2;
  return typeof e4 == `object` && !!e4 && Tt.has((t2 = e4.constructor) == null ? void 0 : t2.name) && typeof e4.equals == `function`;
}
function Dt(e4) {
  var t2;
  let n2 = ((t2 = e4.constructor) == null ? void 0 : t2.name) ?? ``;
  if (n2 === `Temporal.ZonedDateTime` || n2 === `ZonedDateTime`) {
    let t3 = e4.toString(), n3 = t3.match(/\[(.+)\]$/);
    if (n3 && !/^[+-]\d{2}:\d{2}$/.test(n3[1])) throw Error(`ZonedDateTime with IANA timezone "${t3}" cannot be represented in TOML. TOML only supports offset-based timezones (+05:30, Z).`);
    return t3.replace(/\[.*\]$/, ``).replace(/(\+00:00)$/, `Z`);
  }
  let r2 = e4.toString();
  if (/\[.*\]/.test(r2)) throw Error(`Temporal value contains unsupported annotation: "${r2}". TOML only supports ISO 8601 calendar.`);
  return r2;
}
function Ot(e4, t2 = /* @__PURE__ */ new WeakSet()) {
  return typeof e4 != `object` || !e4 ? false : Et(e4) ? true : !t2.has(e4) && (t2.add(e4), Object.values(e4).some((e5) => Ot(e5, t2)));
}
function P(e4) {
  return e4 && typeof e4 == `object` && !wt(e4) && !Et(e4) && !Array.isArray(e4);
}
function kt(e4) {
  return e4 != null && typeof e4[Symbol.iterator] == `function`;
}
function At(e4) {
  return e4.startsWith(`"`) && !e4.startsWith(`"""`);
}
function jt(e4) {
  return e4.startsWith(`"""`);
}
function Mt(e4) {
  return e4.startsWith(`'`) && !e4.startsWith(`'''`);
}
function Nt(e4) {
  return e4.startsWith(`'''`);
}
function Pt(e4, t2) {
  return t2 in e4;
}
function F(e4, t2) {
  if (e4.length !== t2.length) return false;
  for (let n2 = 0; n2 < e4.length; n2++) if (e4[n2] !== t2[n2]) return false;
  return true;
}
function Ft(e4) {
  return /^\d{4}-\d{2}-\d{2}$/.test(e4) ? `date` : /^\d{2}:\d{2}:\d{2}(?:\.\d+)?$/.test(e4) ? `time` : /(?:[Zz]|[+-]\d{2}:\d{2})$/.test(e4) ? `offset` : `datetime`;
}
function It(e4) {
  let t2 = e4.match(/\.(\d+)/);
  return t2 ? t2[1].replace(/0+$/, ``) : ``;
}
function Lt(e4) {
  return e4 === 0 ? 0 : String(e4).padStart(3, `0`).replace(/0+$/, ``).length;
}
function Rt(e4, t2) {
  let n2 = It(t2);
  return n2.length > Lt(e4.getUTCMilliseconds()) ? n2 : void 0;
}
function zt(e4, t2) {
  if (Et(e4) && Et(t2)) return e4.toString() === t2.toString();
  if (wt(e4) && wt(t2)) {
    if (e4.getTime() !== t2.getTime()) return false;
    let n2 = e4.toISOString(), r2 = t2.toISOString();
    if (Ft(n2) !== Ft(r2)) return false;
    let i2 = Rt(e4, n2), a2 = Rt(t2, r2);
    return i2 === void 0 || a2 === void 0 || i2 === a2;
  }
  return false;
}
function Bt(e4) {
  let t2 = [], n2 = /* @__PURE__ */ new WeakSet(), r2 = [{ value: e4 }];
  for (; r2.length > 0; ) {
    let e5 = r2.pop();
    if (`text` in e5) {
      t2.push(e5.text), `leave` in e5 && n2.delete(e5.leave);
      continue;
    }
    let i2 = e5.value;
    if (P(i2)) {
      if (n2.has(i2)) throw TypeError(`Cannot stableStringify a circular structure`);
      n2.add(i2);
      let e6 = Object.keys(i2).sort();
      t2.push(`{`), r2.push({ leave: i2, text: `}` });
      for (let t3 = e6.length - 1; t3 >= 0; t3--) {
        let n3 = e6[t3];
        t3 < e6.length - 1 && r2.push({ text: `,` }), r2.push({ value: i2[n3] }), r2.push({ text: `:` }), r2.push({ text: JSON.stringify(n3) });
      }
    } else if (Array.isArray(i2)) {
      if (n2.has(i2)) throw TypeError(`Cannot stableStringify a circular structure`);
      n2.add(i2), t2.push(`[`), r2.push({ leave: i2, text: `]` });
      for (let e6 = i2.length - 1; e6 >= 0; e6--) e6 < i2.length - 1 && r2.push({ text: `,` }), r2.push({ value: i2[e6] });
    } else if (Et(i2)) t2.push(JSON.stringify(i2.toString()));
    else if (wt(i2)) t2.push(JSON.stringify(i2.toISOString()));
    else if (typeof i2 == `bigint`) t2.push(i2.toString() + `n`);
    else if (typeof i2 == `number` && !Number.isFinite(i2)) {
      let e6 = Number.isNaN(i2) ? vt(i2) ? `-` : `+` : i2 < 0 ? `-` : `+`;
      t2.push(`${e6}${String(i2)}`);
    } else typeof i2 == `number` && Object.is(i2, -0) ? t2.push(`-0`) : t2.push(JSON.stringify(i2));
  }
  return t2.join(``);
}
function Vt(e4, t2) {
  let n2 = e4.length, r2 = t2.length;
  e4.length = n2 + r2;
  for (let i2 = 0; i2 < r2; i2++) e4[n2 + i2] = t2[i2];
}
var Ht = typeof String.prototype.isWellFormed == `function` ? String.prototype.isWellFormed : void 0;
function Ut(e4) {
  for (let t2 = 0; t2 < e4.length; t2++) {
    let n2 = e4.charCodeAt(t2);
    if (!(n2 < 55296 || n2 > 57343)) {
      if (n2 <= 56319) {
        let n3 = e4.charCodeAt(t2 + 1);
        if (n3 >= 56320 && n3 <= 57343) {
          t2++;
          continue;
        }
      }
      return { index: t2, code: n2 };
    }
  }
}
function Wt(e4, t2) {
  if (Ht !== void 0 && Ht.call(e4)) return;
  let n2 = Ut(e4);
  if (!n2) return;
  let r2 = n2.code.toString(16).toUpperCase().padStart(4, `0`);
  throw Error(`${t2} contains a lone surrogate (U+${r2}) at index ${n2.index}. Unpaired surrogates are not Unicode scalar values and cannot be encoded as TOML.`);
}
function Gt(e4, t2) {
  kt(e4) ? n2(e4, null) : r2(e4, null);
  function n2(e5, t3) {
    for (let n3 of e5) r2(n3, t3);
  }
  function r2(e5, i2) {
    let a2 = t2[e5.type];
    switch (a2 && typeof a2 == `function` && a2(e5, i2), a2 && a2.enter && a2.enter(e5, i2), e5.type) {
      case `Document`:
        n2(e5.items, e5);
        break;
      case `Table`:
        r2(e5.key, e5), n2(e5.items, e5);
        break;
      case `TableKey`:
        r2(e5.item, e5);
        break;
      case `TableArray`:
        r2(e5.key, e5), n2(e5.items, e5);
        break;
      case `TableArrayKey`:
        r2(e5.item, e5);
        break;
      case `KeyValue`:
        r2(e5.key, e5), r2(e5.value, e5);
        break;
      case `InlineArray`:
        n2(e5.items, e5);
        break;
      case `InlineItem`:
        r2(e5.item, e5);
        break;
      case `InlineTable`:
        n2(e5.items, e5);
        break;
      case `Key`:
      case `String`:
      case `Integer`:
      case `Float`:
      case `Boolean`:
      case `DateTime`:
      case `Comment`:
        break;
      default:
        throw Error(`Unrecognized node type "${e5.type}"`);
    }
    a2 && a2.exit && a2.exit(e5, i2);
  }
}
function Kt(e4) {
  return new TextDecoder(`utf-8`, { fatal: true, ignoreBOM: true }).decode(e4);
}
function qt(e4) {
  return e4.charCodeAt(0) === 65279;
}
function Jt(e4) {
  return qt(e4) ? e4.slice(1) : e4;
}
var Yt = `auto`;
var Xt = `auto`;
function Zt(e4) {
  for (let t2 of e4) {
    let e5 = tn(t2);
    if (e5 !== null) return e5;
  }
  return false;
}
function Qt(e4, t2) {
  for (let n2 of t2) {
    let t3 = $t(n2, e4);
    if (t3 !== null) return t3;
  }
  return true;
}
function $t(e4, t2) {
  if (!e4 || typeof e4 != `object`) return null;
  if ((e4.type === `InlineArray` || e4.type === `InlineTable`) && e4.loc) {
    let n2 = en(e4.loc, t2);
    if (n2 !== null) return n2;
  }
  if (e4.items && Array.isArray(e4.items)) for (let n2 of e4.items) {
    let e5 = $t(n2, t2);
    if (e5 !== null) return e5;
    if (n2.item) {
      let e6 = $t(n2.item, t2);
      if (e6 !== null) return e6;
    }
  }
  for (let n2 of [`value`, `key`, `item`]) if (e4[n2]) {
    let r2 = $t(e4[n2], t2);
    if (r2 !== null) return r2;
  }
  return null;
}
function en(e4, t2) {
  if (!e4 || !e4.start || !e4.end) return null;
  let n2 = t2.split(/\r?\n/), r2 = e4.start.line - 1, i2 = e4.end.line - 1, a2 = e4.start.column, o2 = e4.end.column, s2 = ``;
  if (r2 === i2) {
    var c2;
    s2 = ((c2 = n2[r2]) == null ? void 0 : c2.substring(a2, o2 + 1)) || ``;
  } else {
    n2[r2] && (s2 += n2[r2].substring(a2));
    for (let e5 = r2 + 1; e5 < i2; e5++) s2 += `
` + (n2[e5] || ``);
    n2[i2] && (s2 += `
` + n2[i2].substring(0, o2 + 1));
  }
  let l2 = s2.match(/^\[(\s*)/), u2 = s2.match(/^\{(\s*)/);
  return l2 ? l2[1].length > 0 : u2 ? u2[1].length > 0 : null;
}
function tn(e4) {
  if (!e4 || typeof e4 != `object`) return null;
  if (e4.type === `InlineArray` && e4.items && Array.isArray(e4.items) || e4.type === `InlineTable` && e4.items && Array.isArray(e4.items)) return nn(e4.items);
  if (e4.type === `KeyValue` && e4.value) return tn(e4.value);
  if (e4.items && Array.isArray(e4.items)) for (let t2 of e4.items) {
    let e5 = tn(t2);
    if (e5 !== null) return e5;
  }
  return null;
}
function nn(e4) {
  if (e4.length === 0) return null;
  let t2 = e4[e4.length - 1];
  return t2 && typeof t2 == `object` && `comma` in t2 ? t2.comma === true : false;
}
function rn(e4) {
  let t2 = e4.indexOf(`
`);
  return t2 > 0 && e4[t2 - 1] === `\r` ? `\r
` : `
`;
}
function an(e4) {
  let t2 = 0, n2 = e4.length;
  for (; n2 > 0 && e4[n2 - 1] === `
`; ) t2++, n2--, n2 > 0 && e4[n2 - 1] === `\r` && n2--;
  return t2;
}
function on(e4) {
  for (let t2 = 0; t2 < e4.length; t2++) {
    if (e4[t2] !== `\\`) continue;
    let n2 = e4[t2 + 1];
    if (!n2) return null;
    if (n2 === `\\`) {
      t2++;
      continue;
    }
    if (n2 === `x` && /^[0-9A-Fa-f]{2}$/.test(e4.slice(t2 + 2, t2 + 4))) return /[A-F]/.test(e4.slice(t2 + 2, t2 + 4));
    if (n2 === `u` && /^[0-9A-Fa-f]{4}$/.test(e4.slice(t2 + 2, t2 + 6))) return /[A-F]/.test(e4.slice(t2 + 2, t2 + 6));
    if (n2 === `U` && /^[0-9A-Fa-f]{8}$/.test(e4.slice(t2 + 2, t2 + 10))) return /[A-F]/.test(e4.slice(t2 + 2, t2 + 10));
  }
  return null;
}
function sn(e4) {
  if (!e4 || typeof e4 != `object`) return null;
  if (e4.type === `String` && typeof e4.raw == `string`) {
    let t2 = on(e4.raw);
    if (t2 !== null) return t2;
  }
  for (let t2 of [`key`, `item`, `value`]) if (e4[t2] && typeof e4[t2] == `object`) {
    let n2 = sn(e4[t2]);
    if (n2 !== null) return n2;
  }
  if (Array.isArray(e4.items)) for (let t2 of e4.items) {
    let e5 = sn(t2);
    if (e5 !== null) return e5;
  }
  return null;
}
function cn(e4) {
  for (let t2 of e4) {
    let e5 = sn(t2);
    if (e5 !== null) return e5;
  }
  return true;
}
function ln(e4) {
  let t2 = e4.split(/\r?\n/), n2 = 0, r2 = 0;
  for (let e5 of t2) if (e5.length !== 0 && (e5[0] === `	` ? n2++ : e5[0] === ` ` && r2++, n2 + r2 >= 5)) break;
  return n2 > 0 && n2 >= r2;
}
function un(e4) {
  let t2 = 0;
  for (; t2 < e4.length && e4[t2] === ` `; ) t2++;
  return t2;
}
function dn(e4, t2) {
  let n2 = e4.split(/\r?\n/), r2 = [], i2 = /* @__PURE__ */ new Set([`Table`, `TableArray`, `InlineTable`, `InlineArray`]), a2 = /* @__PURE__ */ new Set([`Table`, `TableArray`, `InlineTable`, `InlineArray`, `KeyValue`, `InlineItem`, `Comment`]), o2 = (e5, t3) => {
    var s3, c3, l2;
    if (!e5 || typeof e5 != `object`) return;
    if (t3 !== void 0 && a2.has(e5.type) && ((s3 = e5.loc) == null || (s3 = s3.start) == null ? void 0 : s3.line) > t3) {
      let t4 = un(n2[e5.loc.start.line - 1] ?? ``);
      t4 > 0 && r2.push(t4);
    }
    let u2 = i2.has(e5.type) && ((c3 = e5.loc) == null || (c3 = c3.end) == null ? void 0 : c3.line) > ((l2 = e5.loc) == null || (l2 = l2.start) == null ? void 0 : l2.line) ? e5.loc.start.line : t3;
    if (Array.isArray(e5.items)) for (let t4 of e5.items) o2(t4, u2);
    e5.item && o2(e5.item, u2), e5.value && o2(e5.value, u2);
  }, s2 = Array.isArray(t2) ? t2 : Array.from(t2 ?? []);
  for (let e5 of s2) o2(e5);
  if (r2.length > 0) return Math.min(...r2);
  let c2 = n2.filter((e5) => e5.trim().length > 0 && !e5.trimStart().startsWith(`#`)).map(un).filter((e5) => e5 > 0);
  return c2.length > 0 ? Math.min(...c2) : 2;
}
var fn = /* @__PURE__ */ new Map([[`
`, `
`], [`\r
`, `\r
`], [`\\n`, `
`], [`\\r\\n`, `\r
`], [`LF`, `
`], [`CRLF`, `\r
`], [`UNIX`, `
`], [`DOS`, `\r
`]]);
function pn(e4) {
  let t2 = fn.get(e4) ?? fn.get(e4.toUpperCase());
  if (t2 === void 0) throw TypeError(`Invalid newLine value: expected LF or CRLF`);
  return t2;
}
function mn(e4) {
  if (!e4 || typeof e4 != `object`) return {};
  let t2 = (e5) => typeof e5 == `boolean` ? null : `expected boolean, got ${typeof e5}`, n2 = (e5) => e5 == null || typeof e5 == `boolean` || e5 === `auto` || e5 === `parent` || typeof e5 == `number` && Number.isInteger(e5) && e5 >= 0 ? null : `expected boolean, non-negative integer, "auto" or "parent", got ${typeof e5}`, r2 = { newLine: (e5) => typeof e5 == `string` ? null : `expected string, got ${typeof e5}`, trailingNewline: (e5) => typeof e5 == `boolean` || typeof e5 == `number` ? null : `expected boolean or number, got ${typeof e5}`, trailingComma: t2, bracketSpacing: t2, leadingBom: t2, inlineTableStart: (e5) => e5 == null || typeof e5 == `number` && Number.isInteger(e5) && e5 >= 0 ? null : `expected non-negative integer or undefined, got ${typeof e5}`, truncateZeroTimeInDates: t2, useTabsForIndentation: t2, indentWidth: (e5) => e5 == null || typeof e5 == `number` && Number.isInteger(e5) && e5 > 0 ? null : `expected positive integer or undefined, got ${typeof e5}`, minimumDecimals: (e5) => e5 == null || typeof e5 == `number` && Number.isInteger(e5) && e5 >= 0 ? null : `expected non-negative integer or undefined, got ${typeof e5}`, minimumTimeDecimals: (e5) => e5 == null || typeof e5 == `number` && Number.isInteger(e5) && e5 >= 0 ? null : `expected non-negative integer or undefined, got ${typeof e5}`, updateOrder: t2, multilineTable: n2, multilineArray: n2, escapeSequenceUpperCase: t2 }, i2 = {}, a2 = [], o2 = [];
  for (let t3 in e4) {
    let n3 = Object.prototype.hasOwnProperty.call(r2, t3) ? r2[t3] : void 0;
    if (n3) {
      let r3 = e4[t3], a3 = n3(r3);
      a3 ? o2.push(`${t3} (${a3})`) : i2[t3] = r3;
    } else Object.prototype.hasOwnProperty.call(e4, t3) && a2.push(t3);
  }
  if (a2.length > 0 && console.warn(`toml-patch: Ignoring unsupported format properties: ${a2.join(`, `)}. Supported properties are: ${Object.keys(r2).join(`, `)}`), o2.length > 0) throw TypeError(`Invalid types for format properties: ${o2.join(`, `)}`);
  return `newLine` in i2 && (i2.newLine = pn(i2.newLine)), i2;
}
function I(e4, t2) {
  if (e4) {
    if (e4 instanceof L) return e4;
    {
      let n2 = mn(e4);
      return new L(n2.newLine ?? t2.newLine, n2.trailingNewline ?? t2.trailingNewline, n2.trailingComma ?? t2.trailingComma, n2.bracketSpacing ?? t2.bracketSpacing, `inlineTableStart` in n2 ? n2.inlineTableStart : t2.inlineTableStart, n2.truncateZeroTimeInDates ?? t2.truncateZeroTimeInDates, n2.useTabsForIndentation ?? t2.useTabsForIndentation, n2.minimumDecimals ?? t2.minimumDecimals, n2.leadingBom ?? t2.leadingBom, n2.updateOrder ?? t2.updateOrder, n2.indentWidth ?? t2.indentWidth, n2.multilineTable ?? t2.multilineTable, n2.multilineArray ?? t2.multilineArray, n2.escapeSequenceUpperCase ?? t2.escapeSequenceUpperCase, n2.minimumTimeDecimals ?? t2.minimumTimeDecimals);
    }
  }
  return t2;
}
var L = class e3 {
  newLine;
  trailingNewline;
  trailingComma;
  bracketSpacing;
  leadingBom;
  inlineTableStart;
  truncateZeroTimeInDates;
  useTabsForIndentation;
  indentWidth;
  minimumDecimals;
  minimumTimeDecimals;
  updateOrder;
  multilineTable;
  multilineArray;
  escapeSequenceUpperCase;
  constructor(e4, t2, n2, r2, i2, a2, o2, s2, c2, l2, u2, d2, f2, p2, m2) {
    this.newLine = e4 == null ? `
` : pn(e4), this.trailingNewline = t2 ?? 1, this.trailingComma = n2 ?? false, this.bracketSpacing = r2 ?? true, this.inlineTableStart = i2 ?? 1, this.truncateZeroTimeInDates = a2 ?? false, this.useTabsForIndentation = o2 ?? false, this.indentWidth = this.useTabsForIndentation ? 1 : u2 ?? 2, this.minimumDecimals = s2 ?? 0, this.minimumTimeDecimals = m2 ?? 0, this.leadingBom = c2 ?? false, this.updateOrder = l2 ?? false, this.multilineTable = d2 ?? `auto`, this.multilineArray = f2 ?? `auto`, this.escapeSequenceUpperCase = p2 ?? true;
  }
  static default() {
    return new e3(`
`, 1, false, true, 1, false, false, 0, false, false, 2, Yt, Xt, true, 0);
  }
  static autoDetectFormat(t2) {
    return e3.autoDetectFormatWithCst(t2);
  }
  static autoDetectFormatWithCst(t2, n2) {
    let r2 = e3.default();
    r2.leadingBom = qt(t2);
    let i2 = Jt(t2), a2 = [];
    r2.newLine = rn(i2), r2.trailingNewline = an(i2);
    try {
      a2 = Array.isArray(n2) ? n2 : Array.from(n2 ?? Xe(i2)), r2.trailingComma = Zt(a2), r2.bracketSpacing = Qt(i2, a2);
    } catch {
      r2.trailingComma = false, r2.bracketSpacing = true;
    }
    return r2.useTabsForIndentation = ln(i2), r2.indentWidth = r2.useTabsForIndentation ? 1 : dn(i2, a2), r2.inlineTableStart = 1, r2.truncateZeroTimeInDates = false, r2.minimumDecimals = 0, r2.minimumTimeDecimals = 0, r2.updateOrder = false, r2.multilineTable = Yt, r2.multilineArray = Xt, r2.escapeSequenceUpperCase = cn(a2), r2;
  }
  static autoDetectFormatWithAst(t2, n2) {
    return e3.autoDetectFormatWithCst(t2, n2);
  }
};
var hn = /* @__PURE__ */ new WeakMap();
var gn = /* @__PURE__ */ new WeakMap();
var _n = /* @__PURE__ */ new WeakSet();
var vn = /* @__PURE__ */ new WeakMap();
function yn(e4, t2) {
  return (e4[t2.line - 1] ?? e4[e4.length - 1]) + t2.column;
}
function bn(e4, t2) {
  let n2 = xn(t2);
  for (let t3 of e4) n2(t3);
}
function xn(e4) {
  let n2 = [0];
  for (let t2 = 0; t2 < e4.length; t2++) e4.charCodeAt(t2) === 10 && n2.push(t2 + 1);
  return (i2) => {
    let o2 = [i2];
    for (; o2.length > 0; ) {
      let i3 = o2.pop(), s2 = [yn(n2, i3.loc.start), yn(n2, i3.loc.end)];
      if (Object.defineProperty(i3, "range", { configurable: true, enumerable: false, value: s2 }), hn.set(i3, e4), vn.set(i3, Cn(i3).slice()), a(i3)) o2.push(i3.value), o2.push(i3.key);
      else if (d(i3)) o2.push(i3.item);
      else if (t(i3) || r(i3)) {
        o2.push(i3.key);
        let e5 = i3.items;
        for (let t2 = e5.length - 1; t2 >= 0; t2--) o2.push(e5[t2]);
      } else if (m(i3)) {
        let e5 = i3.items;
        for (let t2 = e5.length - 1; t2 >= 0; t2--) o2.push(e5[t2]);
      }
    }
  };
}
function R(e4) {
  return hn.get(e4);
}
function Sn(e4) {
  let t2 = vn.get(e4);
  if (!t2) return false;
  let n2 = Cn(e4);
  return t2.length === n2.length && t2.every((e5, t3) => e5 === n2[t3]);
}
function Cn(e4) {
  return a(e4) ? [e4.key, e4.value] : d(e4) ? [e4.item] : t(e4) || r(e4) ? [e4.key, ...e4.items] : m(e4) ? e4.items : [];
}
function wn(e4) {
  if (_n.has(e4)) return;
  let t2 = [e4];
  for (; t2.length > 0; ) {
    let e5 = t2.pop();
    for (let n2 of Cn(e5)) gn.set(n2, e5), t2.push(n2);
  }
  _n.add(e4);
}
function Tn(e4) {
  let t2 = [e4];
  for (; t2.length > 0; ) {
    let e5 = t2.pop();
    Dn(e5);
    for (let n2 of Cn(e5)) t2.push(n2);
  }
}
function En(e4) {
  Tn(e4);
}
function Dn(e4) {
  Object.defineProperty(e4, "dirty", { configurable: true, enumerable: false, value: true, writable: true });
}
function On(e4, t2, n2) {
  wn(e4), n2 && (gn.set(n2, t2), Tn(n2));
  let r2 = t2;
  for (; r2; ) Dn(r2), r2 = gn.get(r2);
}
function kn(e4) {
  let t2 = vn.get(e4);
  return !!(t2 != null && t2[0]) && t2[0].loc.start.line > e4.loc.start.line;
}
var An = /* @__PURE__ */ new WeakMap();
var jn = /* @__PURE__ */ new WeakSet();
var Mn = /* @__PURE__ */ new WeakSet();
var Nn = /* @__PURE__ */ new WeakSet();
var Pn = /* @__PURE__ */ new WeakSet();
function Fn(e4, t2, n2, r2) {
  let i2 = e4 === `array` ? r2.multilineArray : r2.multilineTable;
  return typeof i2 == `boolean` ? i2 : typeof i2 == `number` ? t2 >= i2 : i2 === `parent` && n2;
}
function In(e4, t2) {
  An.set(e4, t2), t2 && e4.items.length === 0 && (e4.loc.end.line = e4.loc.start.line + 1, e4.loc.end.column = e4.loc.start.column + 1);
}
function Ln(e4) {
  return An.get(e4);
}
function Rn(e4) {
  jn.add(e4);
}
function zn(e4) {
  return jn.has(e4);
}
function Bn(e4) {
  Mn.add(e4);
}
function Vn(e4) {
  return Mn.has(e4);
}
function Hn(e4) {
  Nn.add(e4);
}
function Un(e4) {
  return Nn.has(e4);
}
function Wn(e4) {
  Pn.add(e4);
}
function Gn(e4) {
  return Pn.has(e4);
}
function Kn(e4) {
  return e4.items.length ? e4.items.some((t2, n2) => {
    let r2 = e4.items[n2 - 1];
    return t2.loc.start.line > ((r2 == null ? void 0 : r2.loc.end.line) ?? e4.loc.start.line);
  }) : e4.loc.end.line > e4.loc.start.line;
}
function qn(e4, t2) {
  let n2 = (e5, r2) => {
    if (e5 === t2) return r2;
    if (a(e5)) return n2(e5.value, r2);
    if (d(e5)) return n2(e5.item, r2);
    if (u(e5) || f(e5)) {
      for (let t3 of e5.items) {
        let e6 = n2(t3, r2 + 1);
        if (e6 !== void 0) return e6;
      }
      return;
    }
    if (m(e5)) for (let t3 of e5.items) {
      let e6 = n2(t3, r2);
      if (e6 !== void 0) return e6;
    }
  };
  return n2(e4, 0);
}
function Jn(e4, t2) {
  let n2 = (e5, r2) => {
    if (e5 === t2) return r2;
    if (a(e5)) return n2(e5.value, r2);
    if (d(e5)) return n2(e5.item, r2);
    if (u(e5) || f(e5)) {
      for (let t3 of e5.items) {
        let r3 = n2(t3, e5);
        if (r3) return r3;
      }
      return;
    }
    if (m(e5)) for (let t3 of e5.items) {
      let e6 = n2(t3, r2);
      if (e6) return e6;
    }
  };
  return n2(e4, void 0);
}
var Yn = /* @__PURE__ */ new WeakSet();
var Xn = /* @__PURE__ */ new WeakSet();
var Zn = /* @__PURE__ */ new WeakMap();
var Qn = /* @__PURE__ */ new WeakMap();
function $n(e4, t2) {
  Zn.set(e4, t2);
}
function er(e4, t2) {
  Qn.set(e4, t2);
}
function tr(e4) {
  Xn.add(e4);
}
var nr = /* @__PURE__ */ new WeakMap();
var rr = /* @__PURE__ */ new WeakSet();
var ir = /* @__PURE__ */ new WeakSet();
function ar(e4) {
  return ir.has(e4);
}
function or(e4) {
  ir.delete(e4);
}
function sr(e4, t2, n2) {
  wr(n2, z(e4), t2);
}
function cr(e4) {
  En(e4), Yn.add(e4);
}
var lr = /* @__PURE__ */ new WeakMap();
var ur = (e4) => (lr.has(e4) || lr.set(e4, /* @__PURE__ */ new WeakMap()), lr.get(e4));
function dr(e4) {
  return lr.has(e4) || lr.set(e4, /* @__PURE__ */ new WeakMap()), lr.get(e4);
}
var fr = /* @__PURE__ */ new WeakMap();
function z(e4) {
  return fr.has(e4) || fr.set(e4, /* @__PURE__ */ new WeakMap()), fr.get(e4);
}
function pr(e4, t2, n2, r2) {
  if (m(t2)) {
    let e5 = t2.items.indexOf(n2);
    if (e5 < 0) throw Error(`Item not found in parent for replace`);
    t2.items.splice(e5, 1, r2);
  } else if (a(t2) && f(t2.value) && !f(n2)) {
    let e5 = t2.value.items.indexOf(n2);
    if (e5 < 0) throw Error(`Item not found in parent for replace`);
    t2.value.items.splice(e5, 1, r2);
  } else if (h(t2)) t2.item = r2;
  else if (a(t2)) t2.key === n2 ? t2.key = r2 : t2.value = r2;
  else throw Error(`Unsupported parent type "${t2.type}" for replace`);
  U(r2, { lines: n2.loc.start.line - r2.loc.start.line, columns: n2.loc.start.column - r2.loc.start.column });
  let i2 = x(n2.loc), o2 = x(r2.loc);
  wr({ lines: o2.lines - i2.lines, columns: o2.columns - i2.columns }, z(e4), r2, n2), Xn.has(e4) || On(e4, t2, r2), Yn.add(e4);
}
function B(t2, n2, r2, i2, a2, o2, s2, c2 = false) {
  if (!m(n2)) throw Error(`Unsupported parent type "${n2.type}" for insert`);
  i2 = i2 != null && typeof i2 == `number` ? i2 : n2.items.length;
  let l2, d2;
  u(n2) || f(n2) ? { shift: l2, offset: d2 } = vr(n2, r2, i2, Zn.get(t2) ?? 2) : a2 && e(n2) ? { shift: l2, offset: d2 } = yr(n2, r2, i2) : { shift: l2, offset: d2 } = hr(t2, n2, r2, i2, s2), U(r2, l2, { first_line_only: c2 });
  let h2 = n2.items[i2 - 1], g2 = h2 && z(t2).get(h2);
  if (g2 && (d2.lines += g2.lines, d2.columns += g2.columns, z(t2).delete(h2)), (f(n2) || u(n2)) && d2.lines !== 0 && (o2 || m(t2)) && t2 !== n2) {
    let e4 = r2.loc.start.line, i3 = o2 ?? t2.items, a3 = mr(n2, i3);
    for (let t3 = 0; t3 < i3.length; t3++) {
      let n3 = i3[t3];
      if (!p(n3)) continue;
      let r3 = n3.loc.start.line;
      r3 < a3.loc.start.line || r3 > a3.loc.end.line || r3 < e4 && (n3.loc.start.line -= d2.lines, n3.loc.end.line -= d2.lines);
    }
  }
  z(t2).set(r2, d2), Xn.has(t2) || On(t2, n2, r2), Yn.add(t2);
}
function mr(e4, t2) {
  for (let n2 of t2) {
    if (!a(n2)) continue;
    let t3 = n2.value;
    if (!u(t3) && !f(t3)) continue;
    let r2 = false, i2 = (t4) => {
      t4 === e4 && (r2 = true);
    };
    if (Gt(t3, { InlineArray: i2, InlineTable: i2 }), r2) return t3;
  }
  return e4;
}
function hr(n2, i2, a2, o2, s2) {
  if (!g(a2)) throw Error(`Incompatible child type "${a2.type}"`);
  let c2 = i2.items[o2 - 1], l2 = e(i2) && !i2.items.length, u2 = e(i2) && !l2 && c2 === void 0;
  i2.items.splice(o2, 0, a2);
  let d2;
  if (c2 !== void 0) {
    if (Xn.has(n2)) d2 = c2;
    else {
      let e4 = false;
      for (let t2 = 0; t2 < o2; t2++) if (p(i2.items[t2])) {
        e4 = true;
        break;
      }
      if (!e4) d2 = c2;
      else {
        let e5 = -1, t2 = -1;
        for (let n3 = 0; n3 < o2; n3++) {
          let r2 = i2.items[n3], a3 = r2.loc.end;
          (a3.line > e5 || a3.line === e5 && a3.column > t2) && (e5 = a3.line, t2 = a3.column, d2 = r2);
        }
      }
    }
  }
  let f2 = d2 ? { line: d2.loc.end.line, column: p(d2) ? i2.loc.start.column : d2.loc.start.column } : T(i2.loc.start), m2 = t(a2) || r(a2), h2 = 0;
  s2 === void 0 ? l2 || u2 || (h2 = m2 ? 2 : 1) : h2 = s2, f2.line += h2;
  let _2 = { lines: f2.line - a2.loc.start.line, columns: f2.column - a2.loc.start.column }, v2 = x(a2.loc), y2 = !Xn.has(n2) && c2 === void 0 && (t(i2) || r(i2) || e(i2)) && nr.has(i2), b2 = y2 && !rr.has(i2);
  y2 && (nr.delete(i2), rr.delete(i2));
  let S2 = y2 && !b2, C2 = 0;
  if (S2) {
    let e4 = t(i2) || r(i2) ? z(n2).get(i2.key) : ur(n2).get(i2);
    C2 = e4 ? -e4.lines : 1;
  }
  let w2 = b2 || S2 ? h2 - 2 : h2 - 1, E2 = { lines: u2 ? v2.lines + 1 : v2.lines + w2, columns: v2.columns };
  return { shift: { lines: _2.lines + C2, columns: _2.columns }, offset: E2 };
}
function gr(e4, t2, n2, r2 = {}) {
  let { useNewLine: i2 = false, skipCommaSpace: a2 = 2, skipBracketSpace: o2 = 1, hasCommaHandling: s2 = false, isLastElement: c2 = false, hasSeparatingCommaBefore: l2 = false, hasSeparatingCommaAfter: d2 = false, hasTrailingComma: m2 = false, indentWidth: h2 = 2 } = r2, g2 = n2 > 0 ? e4.items[n2 - 1] : void 0, _2 = g2 ? { line: g2.loc.end.line, column: i2 ? p(g2) ? e4.loc.start.column : g2.loc.start.column : g2.loc.end.column } : T(e4.loc.start);
  if (!g2 && i2) {
    let t3 = e4.items.find((e5, t4) => t4 > n2 && !p(e5));
    t3 ? _2.column = t3.loc.start.column : e4.loc.end.line > e4.loc.start.line && (_2.column = (u(e4) || f(e4) ? Qn.get(e4) : void 0) ?? e4.loc.end.column - 1 + h2);
  }
  let v2 = 0;
  if (i2) v2 = 1;
  else {
    let e5 = l2 || !s2 && !!g2;
    e5 && s2 ? _2.column += a2 : (e5 || s2 && !g2) && (_2.column += o2);
  }
  _2.line += v2;
  let y2 = { lines: _2.line - t2.loc.start.line, columns: _2.column - t2.loc.start.column }, b2 = x(t2.loc);
  if (!s2) return { shift: y2, offset: { lines: b2.lines + (v2 - 1), columns: b2.columns } };
  let S2 = l2 && m2 && !d2 && c2, C2 = 0;
  S2 && (C2 = -1);
  let w2 = b2.columns + (l2 || d2 ? a2 : 0) + (m2 ? 1 + C2 : 0);
  return i2 && c2 && g2 && e4.loc.end.line === g2.loc.end.line && (w2 = b2.columns - (g2.loc.end.column - g2.loc.start.column)), { shift: y2, offset: { lines: b2.lines + (v2 - 1), columns: w2 } };
}
function _r(e4) {
  return pe(e4) ?? 2;
}
function vr(e4, t2, n2, r2) {
  if (!d(t2)) throw Error(`Incompatible child type "${t2.type}"`);
  let i2 = _r(e4), a2 = n2 == null ? N(e4.items) : e4.items[n2 - 1], o2 = n2 == null || n2 === e4.items.length, s2 = n2 == null ? void 0 : e4.items[n2];
  e4.items.splice(n2, 0, t2);
  let c2 = !!a2, l2 = !o2;
  return c2 && (a2.comma = true), l2 && (t2.comma = true), gr(e4, t2, n2, { useNewLine: Cr(e4, t2) && !(a2 && s2 && s2.loc.start.line === a2.loc.end.line && s2.loc.start.column >= a2.loc.end.column) && !(Ln(e4) !== true && f(e4) && !s2 && a2 && a2.loc.end.line === e4.loc.end.line), skipCommaSpace: i2, hasCommaHandling: true, isLastElement: o2, hasSeparatingCommaBefore: c2, hasSeparatingCommaAfter: l2, hasTrailingComma: o2 && t2.comma === true, indentWidth: r2 });
}
function yr(e4, t2, n2) {
  let r2 = gr(e4, t2, n2, { useNewLine: false, hasCommaHandling: false });
  return e4.items.splice(n2, 0, t2), r2;
}
function V(n2, i2, a2, o2) {
  if (!m(i2)) throw Error(`Unsupported parent type "${i2.type}" for remove`);
  Xn.has(n2) || On(n2, i2);
  let s2 = i2.items.indexOf(a2);
  if (s2 < 0) {
    if (s2 = i2.items.findIndex((e4) => h(e4) && e4.item === a2), s2 < 0) throw Error(`Node not found in parent for removal`);
    a2 = i2.items[s2];
  }
  let c2 = i2.items[s2 - 1], l2 = i2.items[s2 + 1];
  i2.items.splice(s2, 1);
  let g2 = x(a2.loc);
  l2 && p(l2) && l2.loc.start.line === a2.loc.end.line && (g2 = x({ start: a2.loc.start, end: l2.loc.end }), l2 = i2.items[s2 + 1], i2.items.splice(s2, 1));
  let _2 = c2 && d(c2) || l2 && d(l2), v2 = c2 ? z(n2).get(c2) : void 0, y2 = c2 && c2.loc.end.line === a2.loc.start.line + ((v2 == null ? void 0 : v2.lines) ?? 0), b2 = l2 && l2.loc.start.line === a2.loc.end.line, S2 = _2 && (y2 || b2), C2 = { lines: -(g2.lines - +!!S2), columns: S2 ? -g2.columns : 0 };
  if ((e(i2) || t(i2) || r(i2)) && l2 && !S2 && l2.loc.start.line > a2.loc.end.line) {
    let e4 = t(a2) || r(a2), o3 = t(l2) || r(l2), u2 = -1;
    for (let e5 = 0; e5 < s2; e5++) {
      let t2 = i2.items[e5].loc.end.line;
      t2 > u2 && (u2 = t2);
    }
    let d2 = c2 ? z(n2).get(c2) : void 0, f2 = z(n2).get(a2), p2 = c2 ? e4 ? a2.loc.start.line + ((d2 == null ? void 0 : d2.lines) ?? 0) - u2 - 1 : 0 : o3 ? l2.loc.start.line + ((f2 == null ? void 0 : f2.lines) ?? 0) - a2.loc.end.line - 1 : 0;
    p2 > 0 && (C2.lines -= p2);
  }
  let w2 = (f(i2) || u(i2)) && i2.loc.end.line > i2.loc.start.line, T2 = w2 && a2.loc.start.line === i2.loc.start.line;
  w2 && !T2 && c2 === void 0 && l2 === void 0 && a2.loc.start.line > i2.loc.start.line && i2.loc.end.line > a2.loc.end.line && Wn(i2), c2 === void 0 && l2 === void 0 && (!w2 || T2) && (C2.lines = 0, C2.columns = 0, (f(i2) || u(i2)) && ir.add(i2), (t(i2) || r(i2) || e(i2)) && nr.set(i2, true)), (c2 !== void 0 || l2 !== void 0) && (t(i2) || r(i2) || e(i2)) && rr.add(i2);
  let E2 = u(i2) || f(i2) ? _r(i2) : 2;
  if (_2 && y2 && (C2.columns -= E2), _2 && !c2 && l2 && (Cr(i2) || (C2.columns -= E2)), _2 && c2 && !l2 && (c2.comma = !!a2.comma, y2)) {
    var D2;
    let e4 = c2 ? ((D2 = z(n2).get(c2)) == null ? void 0 : D2.columns) ?? 0 : 0;
    C2.columns = c2.loc.end.column - a2.loc.end.column - e4;
  }
  let O2, k2;
  c2 ? (O2 = c2, k2 = z(n2)) : (t(i2) || r(i2)) && `key` in i2 ? (O2 = i2.key, k2 = z(n2)) : (O2 = i2, k2 = ur(n2));
  let A2 = z(n2), j2 = k2.get(O2);
  j2 && (C2.lines += j2.lines, C2.columns += j2.columns);
  let ee2 = A2.get(a2);
  if (ee2 && (C2.lines += ee2.lines, S2 && (C2.columns += ee2.columns)), k2.set(O2, C2), Yn.add(n2), w2 && (o2 || m(n2)) && n2 !== i2) {
    let e4 = a2.loc.start.line, t2 = o2 ?? n2.items, r2 = mr(i2, t2), s3 = [];
    for (let n3 = 0; n3 < t2.length; n3++) {
      let a3 = t2[n3];
      if (!p(a3)) continue;
      let o3 = a3.loc.start.line;
      o3 < r2.loc.start.line || o3 > r2.loc.end.line || (o3 === e4 && (o3 < i2.loc.end.line || a3.loc.start.column < i2.loc.end.column) ? s3.push(n3) : C2.lines !== 0 && o3 < e4 && (a3.loc.start.line -= C2.lines, a3.loc.end.line -= C2.lines));
    }
    for (let e5 = s3.length - 1; e5 >= 0; e5--) t2.splice(s3[e5], 1);
  }
}
function br(e4) {
  let t2 = e4.loc.start.line, n2 = e4.loc.start.column;
  if (`key` in e4) {
    let r2 = e4.key.loc.end;
    (r2.line > t2 || r2.line === t2 && r2.column > n2) && (t2 = r2.line, n2 = r2.column);
  }
  for (let r2 = 0; r2 < e4.items.length; r2++) {
    let i2 = e4.items[r2].loc.end;
    (i2.line > t2 || i2.line === t2 && i2.column > n2) && (t2 = i2.line, n2 = i2.column);
  }
  e4.loc.end = { line: t2, column: n2 };
}
function xr(e4, t2, n2 = true) {
  if (!n2 || !t2.items.length) return;
  wr({ lines: 0, columns: 1 }, ur(e4), t2);
  let r2 = N(t2.items);
  wr({ lines: 0, columns: 1 }, z(e4), r2), Yn.add(e4);
}
function Sr(e4, t2, n2 = false) {
  if (!n2 || !t2.items.length) return;
  let r2 = N(t2.items);
  r2.comma = true, wr({ lines: 0, columns: 1 }, z(e4), r2), Yn.add(e4);
}
function H(e4) {
  if (!Yn.has(e4)) return;
  let t2 = ur(e4), n2 = z(e4), r2 = 0, i2 = {};
  function a2(e5) {
    switch (e5.type) {
      case `Document`: {
        let t3 = e5;
        o2(t3);
        for (let e6 = 0; e6 < t3.items.length; e6++) a2(t3.items[e6]);
        s2(t3), br(t3);
        break;
      }
      case `Table`: {
        let t3 = e5;
        o2(t3), a2(t3.key);
        for (let e6 = 0; e6 < t3.items.length; e6++) a2(t3.items[e6]);
        s2(t3), br(t3);
        break;
      }
      case `TableArray`: {
        let t3 = e5;
        o2(t3), a2(t3.key);
        for (let e6 = 0; e6 < t3.items.length; e6++) a2(t3.items[e6]);
        s2(t3), br(t3);
        break;
      }
      case `TableKey`: {
        let t3 = e5;
        o2(t3), a2(t3.item), s2(t3);
        break;
      }
      case `TableArrayKey`: {
        let t3 = e5;
        o2(t3), a2(t3.item), s2(t3);
        break;
      }
      case `KeyValue`: {
        let t3 = e5, c3 = t3.loc.start.line + r2, l3 = n2.get(t3.key);
        t3.equals += (i2[c3] || 0) + (l3 ? l3.columns : 0), o2(t3), a2(t3.key), a2(t3.value), s2(t3);
        break;
      }
      case `InlineArray`: {
        let r3 = e5;
        if (!t2.get(r3) && !n2.get(r3)) {
          c2(r3);
          for (let e6 = 0; e6 < r3.items.length; e6++) a2(r3.items[e6]);
          l2(r3);
          break;
        }
        o2(r3);
        for (let e6 = 0; e6 < r3.items.length; e6++) a2(r3.items[e6]);
        s2(r3);
        break;
      }
      case `InlineTable`: {
        let r3 = e5;
        if (!t2.get(r3) && !n2.get(r3)) {
          c2(r3);
          for (let e6 = 0; e6 < r3.items.length; e6++) a2(r3.items[e6]);
          l2(r3);
          break;
        }
        o2(r3);
        for (let e6 = 0; e6 < r3.items.length; e6++) a2(r3.items[e6]);
        s2(r3);
        break;
      }
      case `InlineItem`: {
        let t3 = e5;
        o2(t3), a2(t3.item), s2(t3);
        break;
      }
      case `Key`:
      case `String`:
      case `Integer`:
      case `Float`:
      case `Boolean`:
      case `DateTime`:
      case `Comment`:
        o2(e5), s2(e5);
        break;
      default:
        throw Error(`Unrecognized node type "${e5.type}"`);
    }
  }
  function o2(e5) {
    e5.loc.start.line += r2;
    let n3 = i2[e5.loc.start.line] || 0;
    e5.loc.start.column += n3;
    let a3 = t2.get(e5);
    a3 && (r2 += a3.lines, i2[e5.loc.start.line] = (i2[e5.loc.start.line] || 0) + a3.columns);
  }
  function s2(e5) {
    e5.loc.end.line += r2;
    let t3 = i2[e5.loc.end.line] || 0;
    e5.loc.end.column += t3;
    let a3 = n2.get(e5);
    a3 && (r2 += a3.lines, i2[e5.loc.end.line] = (i2[e5.loc.end.line] || 0) + a3.columns);
  }
  function c2(e5) {
    e5.loc.start.line += r2, e5.loc.start.column += i2[e5.loc.start.line] || 0;
  }
  function l2(e5) {
    e5.loc.end.line += r2, e5.loc.end.column += i2[e5.loc.end.line] || 0;
  }
  a2(e4), Yn.delete(e4), lr.delete(e4), fr.delete(e4);
}
function U(e4, t2, n2 = {}) {
  let { lines: r2, columns: i2 } = t2;
  if (r2 === 0 && i2 === 0) return e4;
  let { first_line_only: o2 = false, shift_generated_multiline_end: s2 = false } = n2, c2 = e4.loc.start.line, l2 = e4.type;
  if (l2 === `Key` || l2 === `String` || l2 === `Integer` || l2 === `Float` || l2 === `Boolean` || l2 === `DateTime` || l2 === `Comment`) return (!o2 || e4.loc.start.line === c2) && (e4.loc.start.column += i2, e4.loc.end.line === e4.loc.start.line && (e4.loc.end.column += i2)), e4.loc.start.line += r2, e4.loc.end.line += r2, e4;
  if (l2 === `KeyValue`) {
    let t3 = e4, n3 = t3.value.type;
    if (n3 === `String` || n3 === `Integer` || n3 === `Float` || n3 === `Boolean` || n3 === `DateTime`) {
      let n4 = !o2 || t3.loc.start.line === c2;
      n4 && (t3.loc.start.column += i2, t3.loc.end.line === t3.loc.start.line && (t3.loc.end.column += i2)), t3.loc.start.line += r2, t3.loc.end.line += r2, n4 && (t3.equals += i2);
      let a2 = t3.key;
      (!o2 || a2.loc.start.line === c2) && (a2.loc.start.column += i2, a2.loc.end.column += i2), a2.loc.start.line += r2, a2.loc.end.line += r2;
      let s3 = t3.value;
      return (!o2 || s3.loc.start.line === c2) && (s3.loc.start.column += i2, s3.loc.end.line === s3.loc.start.line && (s3.loc.end.column += i2)), s3.loc.start.line += r2, s3.loc.end.line += r2, e4;
    }
  }
  let p2 = (e5) => {
    if (!o2 || e5.loc.start.line === c2) {
      e5.loc.start.column += i2;
      let t3 = (!o2 || s2) && e5.loc.end.line !== e5.loc.start.line && ((u(e5) || f(e5)) && Ln(e5) !== void 0 && !zn(e5) || d(e5) && ((u(e5.item) || f(e5.item)) && Ln(e5.item) !== void 0 && !zn(e5.item) || a(e5.item) && (u(e5.item.value) || f(e5.item.value)) && Ln(e5.item.value) !== void 0 && !zn(e5.item.value)) || a(e5) && (u(e5.value) || f(e5.value)) && Ln(e5.value) !== void 0);
      (e5.loc.end.line === e5.loc.start.line || t3) && (e5.loc.end.column += i2);
    }
    e5.loc.start.line += r2, e5.loc.end.line += r2;
  };
  return Gt(e4, { Table: p2, TableKey: p2, TableArray: p2, TableArrayKey: p2, KeyValue(e5) {
    let t3 = !o2 || e5.loc.start.line === c2;
    p2(e5), t3 && (e5.equals += i2);
  }, Key: p2, String: p2, Integer: p2, Float: p2, Boolean: p2, DateTime: p2, InlineArray: p2, InlineItem: p2, InlineTable: p2, Comment: p2 }), e4;
}
function Cr(e4, t2) {
  let n2 = Ln(e4);
  if (n2 === true) return true;
  if (n2 !== void 0 || !e4.items.length) return false;
  let r2 = t2 ? e4.items.filter((e5) => e5 !== t2) : e4.items;
  return r2.length ? e4.loc.end.line > e4.loc.start.line && r2.every((e5, t3) => t3 === 0 || e5.loc.start.line > r2[t3 - 1].loc.start.line) : e4.loc.end.line > e4.loc.start.line;
}
function wr(e4, t2, n2, r2) {
  let i2 = t2.get(r2 || n2);
  i2 && (e4.lines += i2.lines, e4.columns += i2.columns), t2.set(n2, e4);
}
function Tr(e4) {
  let t2 = e4.match(/\r\n|\n/);
  return (t2 == null ? void 0 : t2[0]) === `\r
` ? `\r
` : `
`;
}
function Er(e4, t2) {
  var n2;
  let r2 = Tr(e4);
  e4 = e4.replace(/\r\n/g, `
`).replace(/\n/g, r2);
  let i2, a2;
  e4.startsWith(`"""\\${r2}`) ? (i2 = 4 + r2.length, a2 = `"""\\${r2}`) : e4.startsWith(`"""${r2}`) ? (i2 = 3 + r2.length, a2 = `"""${r2}`) : (i2 = 3, a2 = `"""`);
  let o2 = e4.length - 3, s2 = e4.slice(i2, o2).split(r2), c2 = s2[s2.length - 1], l2 = s2.length > 1 && /^[\t ]*$/.test(c2), u2 = l2 ? c2 : ``, d2 = (l2 ? s2.slice(0, -1) : s2).map((e5) => {
    var t3;
    if (/^[\t ]*$/.test(e5)) return { indent: e5, content: ``, trailingWs: ``, hasBackslash: false, isBlank: true };
    let n3 = e5, r3 = 0;
    for (let e6 = n3.length - 1; e6 >= 0 && n3[e6] === `\\`; e6--) r3++;
    let i3 = r3 % 2 == 1;
    i3 && (n3 = n3.slice(0, -1));
    let a3 = ((t3 = n3.match(/^[\t ]*/)) == null ? void 0 : t3[0]) ?? ``, o3 = n3.slice(a3.length), s3 = o3.match(/([\t ]+)$/), c3 = s3 ? s3[1] : ``;
    return { indent: a3, content: o3.slice(0, o3.length - c3.length), trailingWs: c3, hasBackslash: i3, isBlank: false };
  }), f2 = d2.filter((e5) => !e5.isBlank), p2 = Math.max(...f2.map((e5) => e5.content.length + e5.trailingWs.length), 1), m2 = f2.filter((e5) => e5.hasBackslash), h2 = m2[m2.length - 1] ?? f2[f2.length - 1] ?? { indent: ``, trailingWs: ``, hasBackslash: false, content: ``, isBlank: false }, g2 = f2[f2.length - 1] ?? h2, _2 = [];
  {
    let e5 = [], t3 = 0;
    for (let n3 of d2) n3.isBlank ? e5.push(n3.indent) : (t3 > 0 && _2.push(e5), e5 = [], t3++);
  }
  let v2 = f2.some((e5, t3) => !e5.hasBackslash && t3 < f2.length - 1), y2 = a2 === `"""${r2}`, b2 = y2 && f2.length > 0 ? ((n2 = t2.match(/^[\t ]*/)) == null ? void 0 : n2[0]) ?? `` : ``, x2 = (e5) => {
    let t3 = e5.match(/\S+| +/g) ?? [], n3 = [], r3 = 0;
    for (; r3 < t3.length; ) {
      let e6 = t3[r3++];
      for (; r3 < t3.length && t3[r3][0] === ` `; ) {
        let n4 = t3[r3], i3 = t3[r3 + 1];
        if (!i3) {
          r3++;
          break;
        }
        if (e6.length + n4.length + i3.length <= p2) e6 += n4 + i3, r3 += 2;
        else {
          e6 += n4, r3++;
          break;
        }
      }
      n3.push(e6);
    }
    return n3.length === 0 && n3.push(``), n3;
  }, S2 = [], C2 = [], w2 = /* @__PURE__ */ new Set(), T2 = /* @__PURE__ */ new Set(), E2 = /* @__PURE__ */ new Map(), D2 = false;
  if (v2 && t2.includes(r2) && (r2 === `\r
` || !t2.includes(`\r
`))) {
    D2 = true;
    let e5 = t2.split(r2), n3 = e5[0].slice(b2.length);
    if (n3.length > 0 && n3[0] === ` `) return null;
    let i3 = e5[e5.length - 1];
    if (i3.length > 0 && i3.length - i3.trimEnd().length !== g2.trailingWs.length) return null;
    for (let t3 = 0; t3 < e5.length; t3++) {
      var O2;
      let n4 = e5[t3], r3 = t3 === 0 ? n4.slice(b2.length) : n4, i4 = ((O2 = r3.match(/^[\t ]*/)) == null ? void 0 : O2[0]) ?? ``, a3 = x2(r3.slice(i4.length)), o3 = S2.length;
      T2.add(o3), t3 > 0 && E2.set(o3, i4);
      for (let e6 of a3) S2.push(e6);
      t3 < e5.length - 1 && w2.add(o3 + a3.length - 1);
    }
  } else {
    let e5 = t2.replace(/\r\n/g, `\\r\\n`).replace(/\n/g, `\\n`).slice(b2.length);
    if (e5.length > 0 && (e5[0] === ` ` || e5.length - e5.trimEnd().length !== g2.trailingWs.length)) return null;
    if (!v2) {
      let t3 = 0, n4 = 0;
      for (let r3 = 0; r3 < f2.length - 1; r3++) {
        let i4 = f2[r3];
        if (!i4.hasBackslash) break;
        let a3 = i4.content + i4.trailingWs;
        if (e5.slice(n4, n4 + a3.length) === a3) t3++, n4 += a3.length;
        else break;
      }
      let i3 = 0, o3 = 0;
      for (let r3 = f2.length - 1; r3 >= t3; r3--) {
        let t4 = f2[r3], a3 = t4.content + t4.trailingWs;
        if (a3.length === 0) break;
        let s4 = e5.length - o3 - a3.length;
        if (s4 >= n4 && e5.slice(s4, s4 + a3.length) === a3) i3++, o3 += a3.length;
        else break;
      }
      if (i3 > 0) {
        let s4 = e5.slice(n4, e5.length - o3);
        if (s4.length === 0 || s4[0] !== ` `) {
          for (let e7 = 0; e7 < t3; e7++) {
            let n5 = f2[e7];
            if (C2.push(`${n5.indent}${n5.content}${n5.trailingWs}\\`), e7 < t3 - 1 && e7 < _2.length && _2[e7].length > 0) for (let t4 of _2[e7]) C2.push(t4);
          }
          if (s4.length > 0) {
            let e7 = x2(s4), n5 = e7.join(``), r3 = /(?<!\\)\\n/.test(n5);
            if (t3 > 0 && !r3) {
              let e8 = t3 - 1;
              if (e8 < _2.length && _2[e8].length > 0) for (let t4 of _2[e8]) C2.push(t4);
            }
            for (let n6 = 0; n6 < e7.length; n6++) {
              let i4 = e7[n6], a4 = t3 + n6, o4 = a4 < f2.length ? f2[a4] : null, c3 = o4 ? y2 && a4 === 0 ? b2 : o4.indent : h2.indent, l3 = i4.length > 0 && /\s$/.test(i4) ? `` : s4.endsWith(` `) ? ` ` : ``;
              if (C2.push(`${c3}${i4}${l3}\\`), n6 < e7.length - 1 && !r3) {
                let e8 = t3 + n6;
                if (e8 < _2.length && _2[e8].length > 0) for (let t4 of _2[e8]) C2.push(t4);
              }
            }
            let a3 = f2.length - i3 - 1;
            if (!r3 && a3 >= 0 && a3 < _2.length && _2[a3].length > 0) for (let e8 of _2[a3]) C2.push(e8);
          } else if (t3 > 0) {
            let e7 = t3 - 1;
            if (e7 < _2.length && _2[e7].length > 0) for (let t4 of _2[e7]) C2.push(t4);
          }
          let e6 = f2.length - i3;
          for (let t4 = e6; t4 < f2.length; t4++) {
            let n5 = f2[t4], r3 = t4 === f2.length - 1;
            if (t4 > e6) {
              let e7 = t4 - 1;
              if (e7 < _2.length && _2[e7].length > 0) for (let t5 of _2[e7]) C2.push(t5);
            }
            C2.push(r3 ? `${n5.indent}${n5.content}${n5.trailingWs}${n5.hasBackslash && n5.content !== `` ? `\\` : ``}` : `${n5.indent}${n5.content}${n5.trailingWs}\\`);
          }
          return l2 && !(g2.hasBackslash && g2.content === ``) ? `${a2}${C2.join(r2)}${r2}${u2}"""` : `${a2}${C2.join(r2)}"""`;
        }
      }
      let s3 = e5.slice(n4);
      if (t3 > 0 && (n4 === e5.length || s3.length > 0 && s3[0] !== ` `)) {
        for (let e6 = 0; e6 < t3; e6++) {
          let n5 = f2[e6];
          if (C2.push(`${n5.indent}${n5.content}${n5.trailingWs}\\`), e6 < t3 - 1 && e6 < _2.length && _2[e6].length > 0) for (let t4 of _2[e6]) C2.push(t4);
        }
        if (n4 === e5.length) {
          let e6 = f2[t3 - 1], n5 = g2.hasBackslash && e6.content !== `` ? `\\` : ``;
          C2[C2.length - 1] = `${e6.indent}${e6.content}${g2.trailingWs}${n5}`;
        } else {
          let e6 = x2(s3), n5 = e6.join(``), r3 = /(?<!\\)\\n/.test(n5), i4 = t3 - 1;
          if (!r3 && i4 < _2.length && _2[i4].length > 0) for (let e7 of _2[i4]) C2.push(e7);
          for (let n6 = 0; n6 < e6.length; n6++) {
            let i5 = n6 === e6.length - 1, a3 = e6[n6], o4 = t3 + n6, s4 = o4 < f2.length ? f2[o4] : null, c3 = s4 ? y2 && o4 === 0 ? b2 : s4.indent : i5 ? g2.indent : h2.indent, l3, u3;
            if (i5 ? (l3 = g2.trailingWs, u3 = g2.hasBackslash && g2.content !== `` ? `\\` : ``) : (l3 = a3.length > 0 && /\s$/.test(a3) ? `` : ` `, u3 = `\\`), C2.push(`${c3}${a3}${l3}${u3}`), !i5) {
              let e7 = t3 + n6;
              if (!r3 && e7 < _2.length && _2[e7].length > 0) for (let t4 of _2[e7]) C2.push(t4);
            }
          }
        }
        return l2 && !(g2.hasBackslash && g2.content === ``) ? `${a2}${C2.join(r2)}${r2}${u2}"""` : `${a2}${C2.join(r2)}"""`;
      }
    }
    let n3 = x2(e5);
    for (let e6 of n3) S2.push(e6);
  }
  for (let e5 = 0; e5 < S2.length; e5++) {
    let t3 = e5 === S2.length - 1, n3 = w2.has(e5), r3 = t3 || n3, i3 = e5 < f2.length ? f2[e5] : null, a3 = D2 && T2.has(e5) && e5 > 0 ? E2.get(e5) ?? `` : i3 ? y2 && e5 === 0 ? b2 : i3.indent : r3 ? g2.indent : h2.indent, o3 = S2[e5], s3, c3;
    if (r3 && t3 ? (s3 = g2.trailingWs, c3 = g2.hasBackslash && g2.content !== `` ? `\\` : ``) : r3 ? (s3 = g2.trailingWs, c3 = ``) : (s3 = o3.length > 0 && /\s$/.test(o3) ? `` : ` `, c3 = `\\`), C2.push(`${a3}${o3}${s3}${c3}`), !t3 && !n3 && !D2) {
      let t4 = S2.join(``);
      if (!/(?<!\\)\\n/.test(t4) && e5 < _2.length && _2[e5].length > 0) for (let t5 of _2[e5]) C2.push(t5);
    }
  }
  return l2 && !(g2.hasBackslash && g2.content === ``) ? `${a2}${C2.join(r2)}${r2}${u2}"""` : `${a2}${C2.join(r2)}"""`;
}
function Dr(e4) {
  if (e4.includes(`'`)) return false;
  for (let t2 = 0; t2 < e4.length; t2++) {
    let n2 = e4.charCodeAt(t2);
    if (n2 < 32 && n2 !== 9 || n2 === 127) return false;
  }
  return true;
}
function Or(e4) {
  if (e4.includes(`'''`)) return false;
  for (let t2 = 0; t2 < e4.length; t2++) {
    let n2 = e4.charCodeAt(t2);
    if (n2 === 13) {
      if (e4.charCodeAt(t2 + 1) !== 10) return false;
    } else if (n2 < 32 && n2 !== 9 && n2 !== 10 || n2 === 127) return false;
  }
  return true;
}
function kr(e4) {
  switch (e4) {
    case `b`:
      return `\b`;
    case `t`:
      return `	`;
    case `n`:
      return `
`;
    case `f`:
      return `\f`;
    case `r`:
      return `\r`;
    case `"`:
      return `"`;
    case `\\`:
      return `\\`;
    default:
      return null;
  }
}
function Ar(e4, t2) {
  return t2 === `singleline-basic` ? e4 <= 31 || e4 === 127 : e4 >= 0 && e4 <= 7 || e4 === 11 || e4 >= 14 && e4 <= 31 || e4 === 127;
}
function jr(e4, t2, n2) {
  switch (e4) {
    case `\\`:
      return `\\\\`;
    case `\b`:
      return `\\b`;
    case `	`:
      return `\\t`;
    case `\f`:
      return `\\f`;
    case `"`:
      return t2 === `singleline-basic` ? `\\"` : `"`;
    case `
`:
      return t2 === `singleline-basic` ? `\\n` : `
`;
    case `\r`:
      return t2 === `singleline-basic` ? `\\r` : `\r`;
    default: {
      let r2 = e4.charCodeAt(0);
      if (Ar(r2, t2)) {
        let e5 = r2.toString(16).padStart(4, `0`);
        return `\\u${n2 ? e5.toUpperCase() : e5}`;
      }
      return e4;
    }
  }
}
function Mr(e4) {
  return e4.replace(/(\\+)u([0-9a-f]{4})/g, (e5, t2, n2) => t2.length % 2 == 1 ? `${t2}u${n2.toUpperCase()}` : e5);
}
function Nr(e4) {
  let t2 = /* @__PURE__ */ new Map();
  for (let n2 = 0; n2 < e4.length; n2++) {
    if (e4[n2] !== `\\`) continue;
    let r2 = e4[n2 + 1];
    if (!r2) continue;
    let i2 = kr(r2);
    if (i2 !== null) {
      i2 !== `
` && i2 !== `\r` && !t2.has(i2) && t2.set(i2, `\\` + r2), n2 += 1;
      continue;
    }
    if (r2 === `x` && /^[0-9A-Fa-f]{2}$/.test(e4.slice(n2 + 2, n2 + 4))) {
      let r3 = e4.slice(n2, n2 + 4), i3 = Number.parseInt(e4.slice(n2 + 2, n2 + 4), 16), a2 = String.fromCharCode(i3);
      t2.has(a2) || t2.set(a2, r3), n2 += 3;
      continue;
    }
    if (r2 === `u` && /^[0-9A-Fa-f]{4}$/.test(e4.slice(n2 + 2, n2 + 6))) {
      let r3 = e4.slice(n2, n2 + 6), i3 = Number.parseInt(e4.slice(n2 + 2, n2 + 6), 16), a2 = String.fromCodePoint(i3);
      t2.has(a2) || t2.set(a2, r3), n2 += 5;
      continue;
    }
    if (r2 === `U` && /^[0-9A-Fa-f]{8}$/.test(e4.slice(n2 + 2, n2 + 10))) {
      let r3 = e4.slice(n2, n2 + 10), i3 = Number.parseInt(e4.slice(n2 + 2, n2 + 10), 16), a2 = String.fromCodePoint(i3);
      t2.has(a2) || t2.set(a2, r3), n2 += 9;
      continue;
    }
  }
  return t2;
}
function Pr(e4, t2, n2, r2) {
  let i2 = ``;
  for (let a2 of e4) {
    let e5 = t2.get(a2);
    if (e5) {
      i2 += e5;
      continue;
    }
    i2 += jr(a2, n2, r2);
  }
  return i2;
}
function Fr(e4, t2, n2, r2 = true) {
  let i2 = Nr(t2);
  if (i2.size === 0 && n2 === `singleline-basic`) {
    let t3 = JSON.stringify(e4).slice(1, -1).replace(/\x7f/g, `\\u007f`);
    return r2 ? Mr(t3) : t3;
  }
  let a2 = Pr(e4, i2, n2, r2);
  return n2 === `multiline-basic` ? a2.replace(/\r(?!\n)/g, `\\r`).replace(/"""/g, `""\\"`) : a2;
}
function Ir() {
  return { type: `Document`, loc: { start: D(), end: D() }, items: [] };
}
function W(e4, t2 = true) {
  let n2 = Lr(e4, t2);
  return { type: `Table`, loc: E(n2.loc), key: n2, items: [] };
}
function Lr(e4, t2 = true) {
  let n2 = Hr(e4, t2);
  return { type: `TableKey`, loc: { start: D(), end: { line: 1, column: n2.length + 2 } }, item: { type: `Key`, loc: { start: { line: 1, column: 1 }, end: { line: 1, column: n2.length + 1 } }, value: e4, raw: n2 } };
}
function Rr(e4, t2 = true) {
  let n2 = zr(e4, t2);
  return { type: `TableArray`, loc: E(n2.loc), key: n2, items: [] };
}
function zr(e4, t2 = true) {
  let n2 = Hr(e4, t2);
  return { type: `TableArrayKey`, loc: { start: D(), end: { line: 1, column: n2.length + 4 } }, item: { type: `Key`, loc: { start: { line: 1, column: 2 }, end: { line: 1, column: n2.length + 2 } }, value: e4, raw: n2 } };
}
function Br(e4, t2, n2 = false, r2 = true) {
  let i2 = Ur(e4, r2), { column: a2 } = i2.loc.end, o2 = a2 + 1;
  return U(t2, { lines: 1 - t2.loc.start.line, columns: a2 + 3 - t2.loc.start.column }, { first_line_only: true, shift_generated_multiline_end: n2 }), { type: `KeyValue`, loc: { start: T(i2.loc.start), end: T(t2.loc.end) }, key: i2, equals: o2, value: t2 };
}
function Vr(e4, t2 = true) {
  let n2 = JSON.stringify(e4).replace(/\x7f/g, `\\u007f`);
  return t2 ? Mr(n2) : n2;
}
function Hr(e4, t2 = true) {
  return e4.map((e5) => (Wt(e5, `Key ${JSON.stringify(e5)}`), A.test(e5) ? e5 : Vr(e5, t2))).join(`.`);
}
function Ur(e4, t2 = true) {
  let n2 = Hr(e4, t2);
  return { type: `Key`, loc: { start: D(), end: { line: 1, column: n2.length } }, raw: n2, value: e4 };
}
function Wr(e4, t2, n2 = true) {
  return Wt(e4, `String value`), t2 ? Gr(e4, t2, n2) : Kr(e4, void 0, n2);
}
function Gr(e4, t2, n2) {
  if (At(t2)) return Kr(e4, t2, n2);
  if (Mt(t2)) return Dr(e4) ? qr(e4) : Or(e4) ? Xr(e4, `'''${t2.slice(1, -1)}'''`) : Kr(e4, void 0, n2);
  if (Nt(t2)) return Or(e4) ? Xr(e4, t2) : Yr(e4, `"""${t2.slice(3, -3)}"""`, n2);
  if (jt(t2)) return Yr(e4, t2, n2);
  throw Error(`Existing raw string value is not valid: ${t2}`);
}
function Kr(e4, t2, n2 = true) {
  let r2 = ``;
  return r2 = t2 ? `"${Fr(e4, t2, `singleline-basic`, n2)}"` : Vr(e4, n2), { type: `String`, loc: { start: D(), end: { line: 1, column: r2.length } }, raw: r2, value: e4 };
}
function qr(e4) {
  let t2 = `'${e4}'`, n2;
  if (t2.includes(`
`)) {
    let e5 = t2.split(/\r\n|\n/), r2 = e5[e5.length - 1];
    n2 = { line: e5.length, column: r2.length };
  } else n2 = { line: 1, column: t2.length };
  return { type: `String`, loc: { start: D(), end: n2 }, raw: t2, value: e4 };
}
function Jr(e4, t2, n2) {
  return e4.startsWith(t2 + `\r
`) ? `\r
` : e4.startsWith(t2 + `
`) ? `
` : n2.startsWith(`\r
`) ? `\r
` : n2.startsWith(`
`) ? `
` : ``;
}
function Yr(e4, t2, n2 = true) {
  let r2 = Fr(e4, t2, `multiline-basic`, n2), i2 = `"""` + Jr(t2, `"""`, r2) + r2 + `"""`, a2 = t2.slice(3, -3);
  if (/(^|[^\\])(\\\\)*\\$/m.test(a2)) {
    let e5 = Er(t2, r2);
    e5 !== null && (i2 = e5);
  }
  let o2 = Zr(i2);
  return { type: `String`, loc: { start: D(), end: o2 }, raw: i2, value: e4 };
}
function Xr(e4, t2) {
  let n2 = `'''` + Jr(t2, `'''`, e4) + e4 + `'''`, r2 = Zr(n2);
  return { type: `String`, loc: { start: D(), end: r2 }, raw: n2, value: e4 };
}
function Zr(e4) {
  if (e4.includes(`
`)) {
    let t2 = e4.split(/\r\n|\n/), n2 = t2[t2.length - 1];
    return { line: t2.length, column: n2.length };
  }
  return { line: 1, column: e4.length };
}
function Qr(e4) {
  let t2 = e4.toString();
  return { type: `Integer`, loc: { start: D(), end: { line: 1, column: t2.length } }, raw: t2, value: e4 };
}
function $r(e4, t2 = 1) {
  let n2, r2;
  if (e4 === 1 / 0) n2 = `inf`;
  else if (e4 === -1 / 0) n2 = `-inf`;
  else if (Number.isNaN(e4)) {
    let t3 = vt(e4);
    r2 = t3 ? `-` : void 0, n2 = t3 ? `-nan` : `nan`;
  } else if (Object.is(e4, -0)) n2 = `-0.` + `0`.repeat(Math.max(t2, 1));
  else {
    n2 = e4.toString();
    let r3 = n2.search(/[eE]/);
    if (r3 !== -1) {
      let e5 = n2.slice(0, r3), i2 = n2.slice(r3), a2 = e5.indexOf(`.`);
      if (a2 === -1) n2 = `${e5}.${`0`.repeat(Math.max(t2, 1))}${i2}`;
      else {
        let r4 = e5.length - a2 - 1;
        n2 = r4 < t2 ? `${e5}${`0`.repeat(t2 - r4)}${i2}` : `${e5}${i2}`;
      }
    } else {
      let e5 = n2.indexOf(`.`);
      if (e5 === -1) n2 += `.` + `0`.repeat(Math.max(t2, 1));
      else {
        let r4 = n2.length - e5 - 1;
        r4 < t2 && (n2 += `0`.repeat(t2 - r4));
      }
    }
  }
  return { type: `Float`, loc: { start: D(), end: { line: 1, column: n2.length } }, raw: n2, value: e4, ...r2 === void 0 ? {} : { nanSign: r2 } };
}
function ei(e4) {
  return { type: `Boolean`, loc: { start: D(), end: { line: 1, column: e4 ? 4 : 5 } }, value: e4 };
}
function ti(e4, t2 = false, n2 = 0) {
  t2 && !(e4 instanceof De) && e4.getUTCHours() === 0 && e4.getUTCMinutes() === 0 && e4.getUTCSeconds() === 0 && e4.getUTCMilliseconds() === 0 && (e4 = new Ee(e4.toISOString().split(`T`)[0]));
  let r2 = we(e4.toISOString(), n2);
  return { type: `DateTime`, loc: { start: D(), end: { line: 1, column: r2.length } }, raw: r2, value: e4 };
}
function ni(e4, t2 = false, n2 = 0) {
  var r2;
  let i2 = ((r2 = e4.constructor) == null ? void 0 : r2.name) ?? ``, a2 = i2 === `Temporal.PlainDate` || i2 === `PlainDate`, o2 = i2 === `Temporal.PlainTime` || i2 === `PlainTime`, s2 = i2 === `Temporal.PlainDateTime` || i2 === `PlainDateTime`, c2;
  if (a2) c2 = Dt(e4);
  else if (o2) c2 = Dt(e4);
  else if (s2) {
    if (t2) {
      let t3 = globalThis.Temporal;
      if (!t3) throw Error(`Temporal API is not available in this runtime. Set temporal: false or use a runtime with Temporal support.`);
      let r3 = t3.PlainDate.from(e4.toString().split(`T`)[0]);
      if (r3.toString() + `T00:00:00` === e4.toString().slice(0, 19)) return c2 = we(Dt(r3), n2), { type: `DateTime`, loc: { start: D(), end: { line: 1, column: c2.length } }, raw: c2, value: r3 };
    }
    c2 = Dt(e4);
  } else c2 = Dt(e4);
  return c2 = we(c2, n2), { type: `DateTime`, loc: { start: D(), end: { line: 1, column: c2.length } }, raw: c2, value: e4 };
}
function ri() {
  return { type: `InlineArray`, loc: { start: D(), end: { line: 1, column: 2 } }, items: [] };
}
function G(e4) {
  return { type: `InlineItem`, loc: E(e4.loc), item: e4, comma: false };
}
function ii() {
  return { type: `InlineTable`, loc: { start: D(), end: { line: 1, column: 2 } }, items: [] };
}
function ai(e4) {
  return !u(e4) || e4.items.length === 0 ? false : e4.items[e4.items.length - 1].comma === true;
}
function oi(e4) {
  return !f(e4) || e4.items.length === 0 ? false : e4.items[e4.items.length - 1].comma === true;
}
function si(e4, t2) {
  return t2.inlineTableStart === 0 ? e4 : (e4.items.filter((e5) => {
    if (!a(e5)) return false;
    let n2 = f(e5.value), r2 = u(e5.value) && e5.value.items.length > 0 && e5.value.items.every((e6) => f(e6.item));
    if (n2 || r2) {
      let n3 = gi(e5.key.value);
      return t2.inlineTableStart === void 0 || n3 < t2.inlineTableStart;
    }
    return false;
  }).forEach((n2) => {
    V(e4, e4, n2), f(n2.value) ? n2.value.items.length === 0 ? B(e4, e4, W(n2.key.value)) : B(e4, e4, ci(n2, t2.bracketSpacing, t2.escapeSequenceUpperCase)) : li(n2, t2.bracketSpacing, t2.escapeSequenceUpperCase).forEach((t3) => {
      B(e4, e4, t3);
    });
  }), H(e4), e4);
}
function ci(e4, t2, n2) {
  let r2 = W(e4.key.value, n2);
  tr(r2);
  for (let t3 of e4.value.items) B(r2, r2, t3.item, void 0, void 0, void 0, void 0, true);
  return H(r2), pi(r2, 1, t2), r2;
}
function li(e4, n2, i2) {
  let a2 = Ir();
  tr(a2);
  for (let t2 of e4.value.items) {
    let n3 = Rr(e4.key.value, i2);
    B(a2, a2, n3);
    for (let e5 of t2.item.items) B(a2, n3, e5.item, void 0, void 0, void 0, void 0, true);
  }
  H(a2);
  for (let e5 of a2.items) (t(e5) || r(e5)) && pi(e5, 1, n2);
  return a2.items;
}
function ui(e4) {
  let t2 = Ln(e4);
  return t2 === void 0 ? Kn(e4) : t2;
}
function di(e4) {
  return Math.max(e4, 2);
}
function fi(e4, t2, n2, r2 = true) {
  let i2 = ui(e4), o2 = false;
  if (i2) {
    let i3 = t2 + n2;
    for (let t3 of e4.items) U(t3, { lines: 0, columns: i3 - t3.loc.start.column }), d(t3) && (u(t3.item) || f(t3.item) ? fi(t3.item, t3.item.loc.start.column, di(n2), r2) && (t3.loc.end = { ...t3.item.loc.end }, o2 = true) : a(t3.item) && (u(t3.item.value) || f(t3.item.value)) && fi(t3.item.value, t3.item.loc.start.column, n2, r2) && (t3.item.loc.end = { ...t3.item.value.loc.end }, t3.loc.end = { ...t3.item.loc.end }, o2 = true));
    e4.loc.end.column = t2 + 1, o2 = true;
  }
  for (let t3 of e4.items) if (d(t3)) {
    if (u(t3.item) || f(t3.item)) fi(t3.item, t3.item.loc.start.column, di(n2), r2) && (t3.loc.end = { ...t3.item.loc.end }, o2 = true);
    else if (a(t3.item) && (u(t3.item.value) || f(t3.item.value))) {
      let e5 = t3.item.value, i3 = t3.item.loc.start.column, a2 = ui(e5);
      fi(e5, i3, n2, r2) && (a2 && (e5.loc.end.column = i3 + 1), t3.item.loc.end = { ...e5.loc.end }, t3.loc.end = { ...t3.item.loc.end }, o2 = true);
    }
  }
  let s2 = pe(e4) ?? 2;
  for (let t3 = 1; t3 < e4.items.length; t3++) {
    let n3 = e4.items[t3 - 1], r3 = e4.items[t3];
    n3.loc.end.line === r3.loc.start.line && U(r3, { lines: 0, columns: n3.loc.end.column + (n3.comma ? s2 : 1) - r3.loc.start.column });
  }
  if (o2 && !i2 && e4.items.length > 0) {
    let t3 = e4.items[e4.items.length - 1];
    e4.loc.end = { line: t3.loc.end.line, column: t3.loc.end.column + +!!t3.comma + (r2 ? 2 : 1) };
  }
  return o2;
}
function pi(e4, t2, n2 = true) {
  let r2 = a(e4) ? [e4] : e4.items;
  for (let e5 of r2) a(e5) && (u(e5.value) || f(e5.value)) && fi(e5.value, e5.loc.start.column, t2, n2);
}
function mi(e4, t2) {
  let n2 = (e5, r2) => {
    if (r2 && (delete e5.range, Ln(e5) === true || Kn(e5))) {
      let n3 = e5.loc.start.column + t2;
      for (let t3 of e5.items) U(t3, { lines: 0, columns: n3 - t3.loc.start.column });
      e5.loc.end.column = e5.loc.start.column + 1;
    }
    for (let t3 of e5.items) d(t3) && (u(t3.item) || f(t3.item) ? n2(t3.item, u(e5) && f(t3.item)) : a(t3.item) && (u(t3.item.value) || f(t3.item.value)) && n2(t3.item.value, false));
  };
  n2(e4, false);
}
function hi(e4) {
  if (e4.items.length > 0) {
    let t2 = e4.items[e4.items.length - 1];
    e4.loc.end.line = t2.loc.end.line, e4.loc.end.column = t2.loc.end.column;
  } else e4.loc.end.line = e4.key.loc.end.line, e4.loc.end.column = e4.key.loc.end.column;
}
function gi(e4) {
  return Math.max(0, e4.length - 1);
}
function _i(e4, t2) {
  if (t2.inlineTableStart === void 0 || t2.inlineTableStart === 0) return e4;
  let n2 = [];
  for (let i3 of e4.items) if (a(i3) && f(i3.value)) {
    if (gi(i3.key.value) < t2.inlineTableStart) {
      let r2 = ci(i3, t2.bracketSpacing, t2.escapeSequenceUpperCase);
      V(e4, e4, i3), B(e4, e4, r2), vi(r2, n2, t2);
    }
  } else (i3.type === `Table` || r(i3)) && vi(i3, n2, t2);
  let i2 = /* @__PURE__ */ new Map();
  for (let { table: t3, parent: r2 } of n2) {
    let n3 = e4.items.indexOf(r2), a2 = (i2.get(r2) ?? 0) + 1;
    i2.set(r2, a2), B(e4, e4, t3, n3 + a2);
  }
  return H(e4), e4;
}
function vi(e4, t2, n2) {
  let r2 = [];
  for (let t3 = 0; t3 < e4.items.length; t3++) {
    let i2 = e4.items[t3];
    if (a(i2) && f(i2.value)) {
      let t4 = [...e4.key.item.value, ...i2.key.value];
      gi(t4) < (n2.inlineTableStart ?? 1) && r2.push({ item: i2, nestedTableKey: t4 });
    }
  }
  for (let { item: i2, nestedTableKey: a2 } of r2) {
    let r3 = W(a2, n2.escapeSequenceUpperCase);
    tr(r3);
    let o2 = i2.value;
    for (let e5 of o2.items) B(r3, r3, e5.item);
    H(r3), V(e4, e4, i2), hi(e4), t2.push({ table: r3, parent: e4 }), vi(r3, t2, n2);
  }
  r2.length > 0 && H(e4);
}
function yi(e4) {
  let t2 = 0, n2 = 0;
  for (let r2 of e4.items) n2 === 0 && r2.loc.start.line > 1 ? t2 = 1 - r2.loc.start.line : r2.loc.start.line + t2 > n2 + 2 && (t2 += n2 + 2 - (r2.loc.start.line + t2)), U(r2, { lines: t2, columns: 0 }), n2 = r2.loc.end.line;
  return e4;
}
function bi(e4) {
  return e4 instanceof Date && typeof e4.isDate == `function` && typeof e4.isTime == `function` && typeof e4.isDateTime == `function`;
}
function xi(e4) {
  let t2 = e4.toISOString().replace(/\.000(?=([Zz]|[+-]\d{2}:\d{2})$|$)/, ``);
  return e4.isDate() ? new Ee(t2) : e4.isTime() ? new De(t2, t2) : e4.isLocal() ? new Oe(t2, false) : new ke(t2, false);
}
function Si(e4) {
  return e4.items.length > 0 && e4.loc.end.line - e4.loc.start.line + 1 > e4.items.length;
}
function Ci(e4) {
  return u(e4) || f(e4);
}
function wi(e4, t2, n2) {
  if (!d(t2) || !Ci(t2.item) || !Si(e4)) return;
  let r2 = e4.items.find((e5) => Ci(e5.item) && e5.item.type === t2.item.type && Si(e5.item));
  if (!r2 || !Ci(r2.item)) return;
  let i2 = t2.item, a2 = r2.item, o2 = a2.items.length > 0 ? a2.items[0].loc.start.column - a2.loc.start.column : n2, s2 = a2.items.length > 0 ? a2.items[0].loc.start.line - a2.loc.start.line : 1, c2 = a2.items.length > 0 ? a2.loc.end.line - a2.items[a2.items.length - 1].loc.end.line : 1, l2 = i2.loc.start.line, u2 = i2.loc.start.column, f2 = l2 + s2;
  for (let e5 of i2.items) U(e5, { lines: f2 - e5.loc.start.line, columns: u2 + o2 - e5.loc.start.column }), f2 = e5.loc.end.line + 1;
  i2.loc.end = { line: f2 - 1 + c2, column: a2.loc.end.column }, Rn(i2), t2.loc = { start: T(i2.loc.start), end: T(i2.loc.end) };
}
function Ti(e4, t2) {
  let n2 = (e5) => {
    let r2 = false;
    for (let i2 of e5.items) {
      if (!d(i2) || !Ci(i2.item)) continue;
      let a2 = i2.item;
      if (f(a2) && Kn(a2)) {
        delete i2.range, delete a2.range;
        let n3 = a2.loc.start.column + Math.max(t2, 2);
        for (let e6 of a2.items) U(e6, { lines: 0, columns: n3 - e6.loc.start.column });
        a2.loc.end.column = a2.loc.start.column + 1, Bn(a2), Rn(a2), r2 = true, Hn(e5), i2.comma = true, i2.loc.end = { line: a2.loc.end.line, column: a2.loc.end.column }, e5.loc.end = { line: a2.loc.end.line, column: a2.loc.end.column + (i2.comma ? 2 : 1) };
      }
      u(a2) && n2(a2) && (delete a2.range, delete i2.range, i2.loc.end = { line: a2.loc.end.line, column: a2.loc.end.column }, r2 = true, Hn(e5));
    }
    if (r2) {
      for (let t4 = 1; t4 < e5.items.length; t4++) {
        let n3 = e5.items[t4 - 1], r3 = e5.items[t4];
        n3.loc.end.line === r3.loc.start.line && U(r3, { lines: 0, columns: n3.loc.end.column + (n3.comma ? 2 : 1) - r3.loc.start.column });
      }
      let t3 = e5.items[e5.items.length - 1];
      t3 && (e5.loc.end = { line: Math.max(e5.loc.end.line, t3.loc.end.line), column: t3.loc.end.column + (t3.comma ? 2 : 1) });
    }
    return r2;
  };
  n2(e4);
}
function K(e4, t2 = L.default(), n2 = 0, r2 = false) {
  e4 = ji(e4);
  let i2 = Ir();
  tr(i2), $n(i2, t2.indentWidth);
  for (let a2 of Ei(e4, t2, n2, r2)) B(i2, i2, a2);
  if (H(i2), si(i2, t2), (t2.inlineTableStart ?? 1) > 1 && _i(i2, t2), t2.multilineTable !== `auto` || t2.multilineArray !== `auto`) for (let e5 of i2.items) (e5.type === `Table` || e5.type === `TableArray` || a(e5) && (u(e5.value) || f(e5.value))) && pi(e5, t2.indentWidth, t2.bracketSpacing);
  return yi(i2);
}
function* Ei(e4, t2, n2 = 0, r2 = false) {
  for (let i2 of Object.keys(e4)) {
    let a2 = e4[i2];
    if (a2 === void 0) continue;
    let o2 = ji(a2);
    o2 !== void 0 && (yield Br([i2], Oi(o2, t2, n2, r2), n2 > 0 && !r2, t2.escapeSequenceUpperCase));
  }
}
function Di(e4, t2, n2) {
  let r2 = e4.items[e4.items.length - 1];
  r2 && (r2.comma = true);
  let i2 = r2 ? { line: r2.loc.end.line, column: r2.loc.end.column + 2 } : { line: e4.loc.start.line, column: e4.loc.start.column + (n2.bracketSpacing ? 2 : 1) };
  U(t2, { lines: i2.line - t2.loc.start.line, columns: i2.column - t2.loc.start.column }), e4.items.push(t2), t2.comma = false, e4.loc.end = { line: t2.loc.end.line, column: t2.loc.end.column + (n2.bracketSpacing ? 2 : 1) };
}
function Oi(e4, t2, n2, r2) {
  let i2 = t2.minimumDecimals ?? 0;
  if (e4 === null) throw Error(`"null" values are not supported`);
  if (e4 === void 0) throw Error(`"undefined" values are not supported inside arrays`);
  return yt(e4) ? Wr(e4, void 0, t2.escapeSequenceUpperCase) : xt(e4) ? Qr(e4) : bt(e4) ? i2 > 0 ? $r(e4, i2) : Qr(e4) : St(e4) ? $r(e4, Math.max(i2, 1)) : Ct(e4) ? ei(e4) : Et(e4) ? ni(e4, t2.truncateZeroTimeInDates, t2.minimumTimeDecimals ?? 0) : bi(e4) ? ti(xi(e4), t2.truncateZeroTimeInDates, t2.minimumTimeDecimals ?? 0) : wt(e4) ? ti(e4, t2.truncateZeroTimeInDates, t2.minimumTimeDecimals ?? 0) : Array.isArray(e4) ? ki(e4, t2, n2, r2) : Ai(e4, t2, n2, r2);
}
function ki(e4, t2, n2, r2) {
  let i2 = ri(), a2 = !(e4.length === 0 && n2 > 0) && Fn(`array`, n2, r2, t2);
  if (In(i2, a2), $n(i2, t2.indentWidth), tr(i2), !a2) {
    for (let r3 of e4) Di(i2, G(Oi(r3, t2, n2 + 1, a2)), t2);
    if (i2.items.length > 0 && t2.trailingComma) {
      let e5 = i2.items[i2.items.length - 1];
      e5.comma = true, i2.loc.end.column++;
    }
    return i2;
  }
  for (let r3 of e4) {
    let e5 = G(Oi(r3, t2, n2 + 1, a2));
    wi(i2, e5, t2.indentWidth), B(i2, i2, e5);
  }
  return xr(i2, i2, t2.bracketSpacing), Sr(i2, i2, t2.trailingComma), H(i2), i2;
}
function Ai(e4, t2, n2, r2) {
  if (e4 = ji(e4), !P(e4)) return Oi(e4, t2, n2, r2);
  let i2 = ii(), a2 = !(Object.keys(e4).length === 0 && n2 > 0) && Fn(`table`, n2, r2, t2);
  if (In(i2, a2), $n(i2, t2.indentWidth), tr(i2), !a2) {
    for (let r3 of Ei(e4, t2, n2 + 1, a2)) Di(i2, G(r3), t2);
    if (i2.items.length > 0 && t2.trailingComma) {
      let e5 = i2.items[i2.items.length - 1];
      e5.comma = true, i2.loc.end.column++;
    }
    return i2;
  }
  for (let r3 of Ei(e4, t2, n2 + 1, a2)) B(i2, i2, G(r3));
  return xr(i2, i2, t2.bracketSpacing), Sr(i2, i2, t2.trailingComma), H(i2), i2;
}
function ji(e4) {
  return !e4 || wt(e4) || Et(e4) ? e4 : typeof e4.toJSON == `function` ? e4.toJSON() : e4;
}
var Mi = /(\r\n|\n)/g;
function Ni(e4, t2) {
  let n2 = [], r2 = (e5) => {
    let t3 = { line: e5.loc.end.line, column: e5.loc.end.column - 1 }, n3 = e5.items[e5.items.length - 1];
    return n3 && (n3.loc.end.line > t3.line || n3.loc.end.line === t3.line && n3.loc.end.column > t3.column) && (t3.line = n3.loc.end.line, t3.column = n3.loc.end.column + +!!n3.comma), t3;
  };
  function i2(e5) {
    switch (e5.type) {
      case `Document`:
        for (let t3 = 0; t3 < e5.items.length; t3++) i2(e5.items[t3]);
        break;
      case `Table`: {
        let t3 = e5;
        i2(t3.key);
        for (let e6 = 0; e6 < t3.items.length; e6++) i2(t3.items[e6]);
        break;
      }
      case `TableKey`: {
        let t3 = e5;
        Ii(n2, t3.loc, `[` + t3.item.raw + `]`);
        break;
      }
      case `TableArray`: {
        let t3 = e5;
        i2(t3.key);
        for (let e6 = 0; e6 < t3.items.length; e6++) i2(t3.items[e6]);
        break;
      }
      case `TableArrayKey`: {
        let t3 = e5;
        Ii(n2, t3.loc, `[[` + t3.item.raw + `]]`);
        break;
      }
      case `KeyValue`: {
        let t3 = e5, r3 = t3.loc.start.line;
        Li(n2, r3, t3.equals, `=`), i2(t3.key), i2(t3.value);
        break;
      }
      case `Key`:
        Ii(n2, e5.loc, e5.raw);
        break;
      case `String`:
        Ii(n2, e5.loc, e5.raw);
        break;
      case `Integer`:
        Ii(n2, e5.loc, e5.raw);
        break;
      case `Float`:
        Ii(n2, e5.loc, e5.raw);
        break;
      case `Boolean`:
        Ii(n2, e5.loc, e5.value.toString());
        break;
      case `DateTime`:
        Ii(n2, e5.loc, e5.raw);
        break;
      case `InlineArray`: {
        let t3 = e5, { start: a2 } = t3.loc, o2 = r2(t3);
        Li(n2, a2.line, a2.column, `[`), Li(n2, o2.line, o2.column, `]`);
        for (let e6 = 0; e6 < t3.items.length; e6++) i2(t3.items[e6]);
        break;
      }
      case `InlineTable`: {
        let t3 = e5, { start: a2 } = t3.loc, o2 = r2(t3);
        Li(n2, a2.line, a2.column, `{`), Li(n2, o2.line, o2.column, `}`);
        for (let e6 = 0; e6 < t3.items.length; e6++) i2(t3.items[e6]);
        break;
      }
      case `InlineItem`: {
        let t3 = e5;
        if (i2(t3.item), t3.comma) {
          let e6 = t3.loc.end;
          Li(n2, e6.line, e6.column, `,`);
        }
        break;
      }
      case `Comment`:
        Ii(n2, e5.loc, e5.raw);
        break;
      default: {
        let t3 = e5.type;
        throw Error(`toTOML: Unrecognized node type: ${String(t3)}`);
      }
    }
  }
  if (kt(e4)) for (let t3 of e4) i2(t3);
  else i2(e4);
  if (t2.useTabsForIndentation) {
    let t3 = /* @__PURE__ */ new Set(), r3 = (e5) => {
      if (e5.type === `String` && e5.loc.end.line > e5.loc.start.line) for (let n3 = e5.loc.start.line + 1; n3 <= e5.loc.end.line; n3++) t3.add(n3);
      if (m(e5)) for (let t4 of e5.items) r3(t4);
      a(e5) && r3(e5.value), d(e5) && r3(e5.item);
    };
    if (kt(e4)) for (let t4 of e4) r3(t4);
    else r3(e4);
    for (let e5 = 0; e5 < n2.length; e5++) {
      if (t3.has(e5 + 1)) continue;
      let r4 = n2[e5], i3 = r4.match(/^( +)/);
      if (i3) {
        let t4 = i3[1], a2 = `	`.repeat(t4.length);
        n2[e5] = a2 + r4.substring(t4.length);
      }
    }
  }
  return n2.join(t2.newLine) + t2.newLine.repeat(t2.trailingNewline);
}
function Pi(e4, n2) {
  let i2 = kt(e4) ? Array.from(e4) : [e4], o2 = [], s2 = [], c2 = [], l2 = /* @__PURE__ */ new WeakSet(), p2 = 1, g2 = 0, _2 = (e5) => {
    if (e5.type === `Comment` && c2.push(e5), a(e5)) _2(e5.value);
    else if (d(e5)) _2(e5.item);
    else if (e5.type === `Table` || e5.type === `TableArray`) for (let t2 of e5.items) _2(t2);
    else if (m(e5)) for (let t2 of e5.items) _2(t2);
  };
  for (let e5 of i2) _2(e5);
  let v2 = /* @__PURE__ */ new WeakSet(), y2 = (e5) => {
    for (let n3 of e5) if (a(n3)) {
      let e6 = n3.value;
      (f(e6) || u(e6)) && v2.add(e6);
    } else (t(n3) || r(n3)) && y2(n3.items);
  };
  y2(i2);
  let b2 = (e5) => (n2.useTabsForIndentation ? `	` : ` `).repeat(e5), x2 = (e5) => {
    if (e5.length === 0) return;
    o2.push(e5);
    let t2 = e5.split(/\r\n|\n/);
    t2.length === 1 ? g2 += e5.length : (p2 += t2.length - 1, g2 = t2[t2.length - 1].length);
  }, S2 = (e5, t2) => {
    e5 > p2 ? (x2(n2.newLine.repeat(e5 - p2)), t2 > 0 && x2(b2(t2))) : e5 === p2 && t2 > g2 ? x2(g2 === 0 ? b2(t2) : ` `.repeat(t2 - g2)) : o2.length > 0 && (e5 < p2 || e5 === p2 && t2 < g2) && (x2(n2.newLine), t2 > 0 && x2(b2(t2)));
  }, C2 = (e5) => {
    switch (e5.type) {
      case `Key`:
        return e5.raw;
      case `String`:
        return e5.raw;
      case `Integer`:
        return e5.raw;
      case `Float`:
        return e5.raw;
      case `Boolean`:
        return e5.value.toString();
      case `DateTime`:
        return e5.raw;
      case `Comment`:
        return e5.raw;
      default:
        return;
    }
  }, w2 = (e5) => {
    if (a(e5)) return [e5.key, e5.value];
    if (d(e5) || h(e5)) return [e5.item];
    if (e5.type === `Table` || e5.type === `TableArray`) {
      let t2 = e5;
      return [t2.key, ...t2.items];
    }
    return m(e5) ? e5.items : [];
  }, T2 = (e5) => {
    let t2 = [e5];
    for (; t2.length > 0; ) {
      let e6 = t2.pop();
      if (e6.dirty) return false;
      let n3 = C2(e6);
      if (n3 !== void 0) {
        let t3 = R(e6);
        if (!t3 || !e6.range || t3.slice(e6.range[0], e6.range[1]) !== n3) return false;
      } else if (!Sn(e6)) return false;
      t2.push(...w2(e6));
    }
    return true;
  }, E2 = (e5) => e5.type !== `Document` && e5.type !== `InlineItem` && e5.type !== `TableKey` && e5.type !== `TableArrayKey` && (C2(e5) !== void 0 || Sn(e5)), D2 = (e5, t2, r2 = false) => {
    t2.line > e5.line ? (x2(n2.newLine.repeat(t2.line - e5.line)), t2.column > 0 && x2(r2 ? ` `.repeat(t2.column) : b2(t2.column))) : t2.line === e5.line && t2.column > e5.column && x2(` `.repeat(t2.column - e5.column));
  }, O2 = (e5, t2, n3) => {
    var r2, i3;
    let a2 = R(e5);
    if (!a2 || !e5.range || u(e5) && Un(e5) && (!n3 || t2 && !t2.range || n3 && !n3.range) || t2 && R(t2) !== a2 || n3 && R(n3) !== a2) return;
    let o3 = (t2 == null || (r2 = t2.range) == null ? void 0 : r2[1]) ?? e5.range[0] + 1, s3 = (n3 == null || (i3 = n3.range) == null ? void 0 : i3[0]) ?? e5.range[1] - 1;
    if (o3 === void 0 || s3 === void 0 || s3 < o3) return;
    let c3 = a2.slice(o3, s3);
    if (t2 != null && t2.comma && c3.startsWith(`,`) && (c3 = c3.slice(1)), /^[\t \r\n]*$/.test(c3)) return c3;
  }, k2 = (e5, t2) => {
    let n3 = R(t2);
    return n3 !== void 0 && R(e5) === n3 && t2.range !== void 0 && e5.range !== void 0 && e5.range[0] >= t2.range[0] && e5.range[1] <= t2.range[1];
  }, A2 = (e5) => {
    let t2 = f(e5) && Vn(e5), r2;
    for (let n3 of e5.items) {
      let i4 = r2 ? { line: r2.loc.end.line, column: r2.loc.end.column + +!!r2.comma } : { line: e5.loc.start.line, column: e5.loc.start.column + 1 }, a3 = c2.filter((t3) => !l2.has(t3) && k2(t3, e5) && t3.loc.start.line >= i4.line && t3.loc.end.line <= n3.loc.start.line && (t3.loc.start.line > i4.line || t3.loc.start.column >= i4.column) && (t3.loc.end.line < n3.loc.start.line || t3.loc.end.column <= n3.loc.start.column) && t3.loc.start.line >= e5.loc.start.line && t3.loc.end.line <= e5.loc.end.line).sort((e6, t3) => e6.loc.start.line - t3.loc.start.line || e6.loc.start.column - t3.loc.start.column);
      if (a3.length > 0) {
        for (let e6 of a3) D2(i4, e6.loc.start), x2(e6.raw), l2.add(e6), i4 = e6.loc.end;
        D2(i4, n3.loc.start);
      } else {
        let a4 = O2(e5, r2, n3);
        if (a4 !== void 0) x2(a4);
        else {
          let a5 = R(n3) !== R(e5);
          if (r2 && a5 && n3.loc.start.line === r2.loc.end.line) {
            let t3 = pe(e5) ?? 2, n4 = Math.max(0, t3 - 1);
            n4 > 0 && x2(` `.repeat(n4));
          } else D2(i4, n3.loc.start, t2);
        }
      }
      j2(n3, false);
      for (let t3 of c2) {
        if (l2.has(t3) || !k2(t3, e5) || t3.loc.start.line !== n3.loc.end.line || t3.loc.start.column < n3.loc.end.column || t3.loc.start.line < e5.loc.start.line || t3.loc.end.line > e5.loc.end.line) continue;
        let r3 = n3.loc.end.column + +!!n3.comma;
        t3.loc.start.column > r3 && x2(` `.repeat(t3.loc.start.column - r3)), x2(t3.raw), l2.add(t3);
      }
      r2 = n3;
    }
    let i3 = r2 ? { line: r2.loc.end.line, column: r2.loc.end.column + +!!r2.comma } : { line: e5.loc.start.line, column: e5.loc.start.column + 1 }, a2 = c2.filter((t3) => !l2.has(t3) && k2(t3, e5) && t3.loc.start.line >= i3.line && t3.loc.end.line <= e5.loc.end.line).sort((e6, t3) => e6.loc.start.line - t3.loc.start.line || e6.loc.start.column - t3.loc.start.column);
    if (a2.length > 0) {
      for (let e6 of a2) D2(i3, e6.loc.start), x2(e6.raw), l2.add(e6), i3 = e6.loc.end;
      D2(i3, { line: e5.loc.end.line, column: e5.loc.end.column - 1 });
    } else {
      let a3 = O2(e5, r2, void 0);
      if (a3 !== void 0) x2(a3);
      else if (r2) t2 && r2.comma && x2(` `), D2(i3, { line: e5.loc.end.line, column: e5.loc.end.column - 1 }, t2);
      else {
        let t3 = R(e5);
        if (t3 && e5.range) {
          let r3 = t3.slice(e5.range[0], e5.range[1]), i4 = Math.max(r3.lastIndexOf(`
`), r3.lastIndexOf(`\r`)), a4 = v2.has(e5) || Gn(e5);
          if (i4 !== -1 && a4 && kn(e5)) {
            var o3;
            let e6 = ((o3 = r3.slice(i4 + 1, -1).match(/^[\t ]*/)) == null ? void 0 : o3[0]) ?? ``;
            x2(n2.newLine + e6);
          }
        }
      }
    }
  }, j2 = (e5, t2 = true) => {
    if (e5.type === `Comment` && l2.has(e5)) return;
    let n3 = R(e5);
    if (!(n3 !== void 0 && e5.range && s2.some((t3) => t3.source === n3 && t3.start <= e5.range[0] && t3.end >= e5.range[1]))) {
      if (E2(e5) && T2(e5) && e5.range && n3 !== void 0) {
        let r2 = n3.slice(e5.range[0], e5.range[1]), i3 = C2(e5);
        if (i3 === void 0 || i3 === r2) {
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(r2), s2.push({ source: n3, start: e5.range[0], end: e5.range[1] });
          return;
        }
      }
      switch (e5.type) {
        case `Document`:
          for (let t3 of e5.items) j2(t3);
          break;
        case `Table`: {
          let n4 = e5;
          j2(n4.key, t2);
          for (let e6 of n4.items) j2(e6);
          break;
        }
        case `TableKey`: {
          let n4 = e5;
          t2 && S2(n4.loc.start.line, n4.loc.start.column), x2(`[${n4.item.raw}]`);
          break;
        }
        case `TableArray`: {
          let n4 = e5;
          j2(n4.key, t2);
          for (let e6 of n4.items) j2(e6);
          break;
        }
        case `TableArrayKey`: {
          let n4 = e5;
          t2 && S2(n4.loc.start.line, n4.loc.start.column), x2(`[[${n4.item.raw}]]`);
          break;
        }
        case `KeyValue`: {
          let n4 = e5;
          t2 && S2(n4.loc.start.line, n4.loc.start.column), j2(n4.key, false), D2(n4.key.loc.end, { line: n4.loc.start.line, column: n4.equals }), x2(`=`), D2({ line: n4.loc.start.line, column: n4.equals + 1 }, n4.value.loc.start), j2(n4.value, false);
          break;
        }
        case `Key`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        case `String`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        case `Integer`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        case `Float`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        case `Boolean`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.value.toString());
          break;
        case `DateTime`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        case `InlineArray`: {
          let n4 = e5;
          t2 && S2(n4.loc.start.line, n4.loc.start.column), x2(`[`), A2(n4), x2(`]`);
          break;
        }
        case `InlineTable`: {
          let n4 = e5;
          t2 && S2(n4.loc.start.line, n4.loc.start.column), x2(`{`), A2(n4), x2(`}`);
          break;
        }
        case `InlineItem`: {
          let t3 = e5;
          if (j2(t3.item, false), t3.comma) {
            let e6 = R(t3);
            if (e6 && t3.range && t3.item.range && R(t3.item) === e6) {
              let n4 = e6.slice(t3.item.range[1], t3.range[1]);
              /^[\t ]*$/.test(n4) && x2(n4);
            }
            x2(`,`);
          }
          break;
        }
        case `Comment`:
          t2 && S2(e5.loc.start.line, e5.loc.start.column), x2(e5.raw);
          break;
        default:
          throw Error(`toTOMLCursor: Unrecognized node type: ${String(e5.type)}`);
      }
    }
  };
  for (let e5 of i2) j2(e5);
  return o2.join(``).replace(/\r\n|\n/g, n2.newLine) + n2.newLine.repeat(n2.trailingNewline);
}
function Ii(e4, t2, n2) {
  if (t2.start.line === t2.end.line) {
    let r3 = Ri(e4, t2.start.line), i3 = r3.substring(0, t2.start.column), a2 = i3.length < t2.start.column ? i3.padEnd(t2.start.column, ` `) : i3, o2 = r3.substring(t2.end.column);
    e4[t2.start.line - 1] = a2 + n2 + o2;
    return;
  }
  let r2 = n2.split(Mi).filter((e5) => e5 !== `
` && e5 !== `\r
`), i2 = t2.end.line - t2.start.line + 1;
  if (r2.length !== i2) throw Error(`Mismatch between location and raw string, expected ${i2} lines for "${n2}"`);
  for (let n3 = t2.start.line; n3 <= t2.end.line; n3++) {
    let i3 = Ri(e4, n3), a2 = n3 === t2.start.line, o2 = n3 === t2.end.line, s2 = ``;
    if (a2) {
      let e5 = i3.substring(0, t2.start.column);
      s2 = e5.length < t2.start.column ? e5.padEnd(t2.start.column, ` `) : e5;
    }
    let c2 = o2 ? i3.substring(t2.end.column) : ``;
    e4[n3 - 1] = s2 + r2[n3 - t2.start.line] + c2;
  }
}
function Li(e4, t2, n2, r2) {
  let i2 = Ri(e4, t2), a2 = i2.length < n2 ? i2.padEnd(n2, ` `) : i2.substring(0, n2), o2 = i2.substring(n2 + 1);
  e4[t2 - 1] = a2 + r2 + o2;
}
function Ri(e4, t2) {
  if (!e4[t2 - 1]) for (let n2 = 0; n2 < t2; n2++) e4[n2] || (e4[n2] = ``);
  return e4[t2 - 1];
}
function zi(e4, t2 = `asNeeded`) {
  let n2 = e4.replace(/_/g, ``), r2 = n2;
  if (/^[+-]?0x/i.test(n2) || /^[+-]?0o/i.test(n2) || /^[+-]?0b/i.test(n2)) {
    let e5 = n2[0] === `+` || n2[0] === `-` ? n2[0] : ``;
    r2 = e5 + n2.slice(+!!e5).toLowerCase();
  }
  let i2;
  try {
    i2 = BigInt(r2);
  } catch {
    return Number(n2);
  }
  return t2 === true ? i2 : t2 === false || i2 >= BigInt(-(2 ** 53 - 1)) && i2 <= BigInt(2 ** 53 - 1) ? Number(i2) : i2;
}
function Bi(e4, t2, n2) {
  for (let r2 of e4.items) {
    let e5 = r2.item;
    if (e5.value.type === `InlineTable`) {
      let r3 = t2.concat(e5.key.value);
      n2.add(Yi(r3)), Bi(e5.value, r3, n2);
    }
  }
}
function Vi(e4) {
  var t2, n2, r2, i2, a2, o2;
  if ((t2 = e4.constructor) != null && (t2 = t2.name) != null && (n2 = t2.startsWith) != null && n2.call(t2, `Temporal.`) || ((r2 = e4.constructor) == null ? void 0 : r2.name) === `PlainDate` || ((i2 = e4.constructor) == null ? void 0 : i2.name) === `PlainTime` || ((a2 = e4.constructor) == null ? void 0 : a2.name) === `PlainDateTime` || ((o2 = e4.constructor) == null ? void 0 : o2.name) === `ZonedDateTime`) return e4;
  let s2 = globalThis.Temporal;
  if (e4 instanceof Ee) return s2.PlainDate.from(e4.toISOString());
  if (e4 instanceof De) return s2.PlainTime.from(e4.toISOString());
  if (e4 instanceof Oe) return s2.PlainDateTime.from(e4.toISOString().replace(` `, `T`));
  if (e4 instanceof ke) {
    let t3 = e4.toISOString().replace(` `, `T`), n3 = t3.match(/([+-]\d{2}:\d{2}|Z)$/), r3 = n3 ? n3[1] : `Z`, i3 = t3.replace(/([+-]\d{2}:\d{2}|Z)$/, ``), a3 = r3 === `Z` ? `+00:00` : r3;
    return s2.ZonedDateTime.from(`${i3}${r3}[${a3}]`);
  }
  return s2.PlainDateTime.from(e4.toISOString().replace(`Z`, ``));
}
function q(e4, t2 = ``, n2 = {}) {
  let { integersAsBigInt: r2 = `asNeeded`, temporal: i2 = false } = n2, a2 = ht(), o2 = /* @__PURE__ */ new Set(), s2 = /* @__PURE__ */ new Set(), c2 = /* @__PURE__ */ new Set(), l2 = /* @__PURE__ */ new Set(), u2 = /* @__PURE__ */ new Set(), d2 = a2, f2 = [], p2 = { tables: o2, table_arrays: s2, defined: c2, implicit_tables: l2, inline_tables: u2 };
  for (let t3 of e4) switch (t3.type) {
    case `Table`:
      m2(t3);
      for (let e5 of t3.items) e5.type === `KeyValue` && g2(e5);
      break;
    case `TableArray`:
      h2(t3);
      for (let e5 of t3.items) e5.type === `KeyValue` && g2(e5);
      break;
    case `KeyValue`:
      g2(t3);
  }
  return a2;
  function m2(e5) {
    let n3 = e5.key.item.value;
    try {
      Ui(a2, [], n3, e5.type, p2);
    } catch (n4) {
      let r4 = n4;
      throw new O(t2, e5.key.loc.start, r4.message);
    }
    let r3 = Yi(n3);
    o2.add(r3), c2.add(r3), d2 = Wi(a2, n3), f2 = n3;
  }
  function h2(e5) {
    let n3 = e5.key.item.value;
    try {
      Ui(a2, [], n3, e5.type, p2);
    } catch (n4) {
      let r4 = n4;
      throw new O(t2, e5.key.loc.start, r4.message);
    }
    let r3 = Yi(n3);
    s2.add(r3), c2.add(r3), d2 = Gi(a2, n3), f2 = n3;
  }
  function g2(e5) {
    let n3 = e5.key.value;
    try {
      Ui(d2, f2, n3, e5.type, p2);
    } catch (n4) {
      let r3 = n4;
      throw new O(t2, e5.key.loc.start, r3.message);
    }
    if (n3.length > 1) for (let e6 = 1; e6 < n3.length; e6++) {
      let t3 = Yi(f2.concat(n3.slice(0, e6)));
      l2.add(t3), c2.add(t3);
    }
    let a3;
    try {
      a3 = Hi(e5.value, { integersAsBigInt: r2, temporal: i2 });
    } catch (n4) {
      let r3 = n4;
      throw new O(t2, e5.value.loc.start, r3.message);
    }
    if (e5.value.type === `InlineTable`) {
      let t3 = f2.concat(n3);
      u2.add(Yi(t3)), Bi(e5.value, t3, u2);
    }
    let o3 = n3.length > 1 ? Wi(d2, n3.slice(0, -1)) : d2;
    o3[N(n3)] = a3, c2.add(Yi(f2.concat(n3)));
  }
}
function Hi(e4, t2 = {}) {
  let { integersAsBigInt: n2 = `asNeeded`, temporal: r2 = false } = t2;
  switch (e4.type) {
    case `InlineTable`:
      let t3 = ht(), i2 = /* @__PURE__ */ new Set(), a2 = /* @__PURE__ */ new Map();
      return e4.items.forEach(({ item: e5 }) => {
        let o2 = e5.key.value, s2 = Hi(e5.value, { integersAsBigInt: n2, temporal: r2 }), c2 = Ji(o2), l2 = Yi(o2);
        if (i2.has(l2)) throw Error(`Duplicate key "${c2}" in inline table`);
        for (let e6 = 1; e6 < o2.length; e6++) {
          let t4 = Ji(o2.slice(0, e6));
          if (i2.has(Yi(o2.slice(0, e6)))) throw Error(`Key "${c2}" conflicts with key: "${t4}"`);
        }
        if (a2.has(l2)) {
          let e6 = a2.get(l2);
          throw Error(`Key "${c2}" conflicts with key: "${e6}"`);
        }
        i2.add(l2);
        for (let e6 = 1; e6 < o2.length; e6++) {
          let t4 = Yi(o2.slice(0, e6));
          a2.has(t4) || a2.set(t4, c2);
        }
        let u2 = o2.length > 1 ? Wi(t3, o2.slice(0, -1)) : t3;
        u2[N(o2)] = s2;
      }), t3;
    case `InlineArray`:
      return e4.items.map((e5) => Hi(e5.item, { integersAsBigInt: n2, temporal: r2 }));
    case `DateTime`:
      if (r2) {
        if (globalThis.Temporal === void 0) throw Error(`Temporal API is not available in this runtime. Set temporal: false or use a runtime with Temporal support.`);
        return Vi(e4.value);
      }
      return e4.value;
    case `String`:
      return e4.value;
    case `Integer`:
      return zi(e4.raw, n2);
    case `Float`:
    case `Boolean`:
      return e4.value;
    default:
      throw Error(`Unrecognized value type "${e4.type}"`);
  }
}
function Ui(e4, t2, n2, r2, i2) {
  let a2 = t2.length > 0 ? [...t2] : [], o2 = Array(n2.length), s2 = Array(n2.length);
  for (let e5 = 0; e5 < n2.length; e5++) a2.push(n2[e5]), o2[e5] = Ji(a2), s2[e5] = Yi(a2);
  let c2 = o2[n2.length - 1], l2 = s2[n2.length - 1];
  if (r2 === `KeyValue` && n2.length > 1) for (let e5 = 1; e5 < n2.length; e5++) {
    let t3 = o2[e5 - 1];
    if (i2.inline_tables.has(s2[e5 - 1])) throw Error(`Cannot extend inline table at ${t3}`);
  }
  if ((r2 === `Table` || r2 === `TableArray`) && i2.inline_tables.has(l2)) throw Error(`Cannot extend inline table at ${c2}`);
  if (r2 === `Table` || r2 === `TableArray`) for (let e5 = 1; e5 < n2.length; e5++) {
    let t3 = o2[e5 - 1];
    if (i2.inline_tables.has(s2[e5 - 1])) throw Error(`Cannot extend inline table at ${t3}`);
  }
  if (r2 === `KeyValue` && n2.length > 1) for (let e5 = 1; e5 < n2.length; e5++) {
    let t3 = o2[e5 - 1];
    if (i2.table_arrays.has(s2[e5 - 1])) throw Error(`Cannot traverse Array of Tables at ${t3}`);
  }
  if ((r2 === `Table` || r2 === `TableArray`) && i2.implicit_tables.has(l2)) throw Error(`Implicit table already defined: ${c2}`);
  if (r2 === `KeyValue` && i2.implicit_tables.has(l2)) throw Error(`Table already defined: ${c2}`);
  if (r2 === `KeyValue` && n2.length > 1) for (let e5 = 1; e5 <= n2.length; e5++) {
    let t3 = o2[e5 - 1];
    if (i2.tables.has(s2[e5 - 1])) throw Error(`Cannot extend explicit table ${t3} with dotted keys`);
  }
  let u2 = 0;
  for (let t3 of n2) {
    if (!Pt(e4, t3)) return;
    if (qi(e4[t3])) throw Error(`Value already defined for ${o2[u2]}`);
    let r3 = o2[u2];
    if (Array.isArray(e4[t3]) && !i2.table_arrays.has(s2[u2])) throw Error(`Cannot add to static array at ${r3}`);
    let a3 = u2++ < n2.length - 1;
    e4 = Array.isArray(e4[t3]) && a3 ? N(e4[t3]) : e4[t3];
  }
  let d2 = c2;
  if (e4 && r2 === `Table` && i2.defined.has(l2) || e4 && r2 === `KeyValue` && n2.length === 1 && i2.defined.has(l2) && !qi(e4)) throw Error(`Table already defined: ${d2}`);
  if (e4 && r2 === `TableArray` && !i2.table_arrays.has(l2)) throw Error(`Cannot add Array of Tables to table at ${d2}`);
}
function Wi(e4, t2) {
  let n2 = Ki(e4, t2.slice(0, -1)), r2 = N(t2);
  return n2[r2] || (n2[r2] = ht()), n2[r2];
}
function Gi(e4, t2) {
  let n2 = Ki(e4, t2.slice(0, -1)), r2 = N(t2);
  n2[r2] || (n2[r2] = []);
  let i2 = ht();
  return n2[N(t2)].push(i2), i2;
}
function Ki(e4, t2) {
  return t2.reduce((e5, t3) => (e5[t3] || (e5[t3] = ht()), Array.isArray(e5[t3]) ? N(e5[t3]) : e5[t3]), e4);
}
function qi(e4) {
  return typeof e4 != `object` && !wt(e4);
}
function Ji(e4) {
  return e4.join(`.`);
}
function Yi(e4) {
  return JSON.stringify(e4);
}
function J(e4) {
  return e4.type === `Add`;
}
function Xi(e4) {
  return e4.type === `Edit`;
}
function Y(e4) {
  return e4.type === `Remove`;
}
function Zi(e4) {
  return e4.type === `Move`;
}
function Qi(e4) {
  return e4.type === `Rename`;
}
function $i(e4, t2, n2 = [], r2 = {}) {
  return gt(e4, t2) || zt(e4, t2) || typeof e4 == `number` && typeof t2 == `number` && Number.isNaN(e4) && Number.isNaN(t2) && vt(e4) === vt(t2) ? [] : Array.isArray(e4) && Array.isArray(t2) ? ia(e4, t2, n2, r2) : P(e4) && P(t2) ? ea(e4, t2, n2, r2) : [{ type: `Edit`, path: n2 }];
}
function ea(e4, t2, n2 = [], r2 = {}) {
  let i2 = [], a2 = Object.keys(e4), o2 = a2.map((t3) => Bt(e4[t3])), s2 = Object.keys(t2), c2 = s2.map((e5) => Bt(t2[e5])), l2 = new Map(s2.map((e5, t3) => [e5, c2[t3]])), u2 = new Set(a2), d2 = new Set(s2), f2 = (e5, t3, n3) => {
    let r3 = /* @__PURE__ */ new Map();
    return e5.forEach((e6, i3) => {
      if (n3.has(e6)) return;
      let a3 = r3.get(t3[i3]);
      a3 ? a3.push(e6) : r3.set(t3[i3], [e6]);
    }), r3;
  }, p2 = f2(a2, o2, d2), m2 = f2(s2, c2, u2), h2 = /* @__PURE__ */ new Map(), g2 = /* @__PURE__ */ new Set(), _2 = /* @__PURE__ */ new Map();
  for (let [e5, t3] of p2) {
    let n3 = m2.get(e5);
    if (!n3) continue;
    let r3 = Math.min(t3.length, n3.length);
    for (let e6 = 0; e6 < r3; e6++) h2.set(t3[e6], n3[e6]), g2.add(n3[e6]), _2.set(n3[e6], t3[e6]);
  }
  a2.forEach((a3, s3) => {
    let c3 = n2.concat(a3);
    if (d2.has(a3)) {
      let n3 = e4[a3], u3 = t2[a3], d3 = typeof n3 == `number` && !Number.isFinite(n3) || typeof u3 == `number` && !Number.isFinite(u3);
      (r2.updateOrder || d3 || o2[s3] !== l2.get(a3)) && Vt(i2, $i(e4[a3], t2[a3], c3, r2));
    } else h2.has(a3) ? i2.push({ type: `Rename`, path: n2, from: a3, to: h2.get(a3) }) : i2.push({ type: `Remove`, path: c3 });
  }), s2.forEach((e5) => {
    if (!u2.has(e5) && !g2.has(e5)) {
      let t3 = { type: `Add`, path: n2.concat(e5) };
      if (r2.orderSource !== void 0) {
        let i3 = r2.orderSource;
        for (let e6 of n2) i3 = i3 == null ? void 0 : i3[e6];
        if (P(i3)) {
          let n3 = Object.keys(i3), r3 = n3.indexOf(e5);
          for (let e6 = r3 + 1; e6 < n3.length; e6++) {
            let r4 = n3[e6], i4 = _2.get(r4) ?? (u2.has(r4) ? r4 : void 0);
            if (i4 !== void 0) {
              t3.before = i4;
              break;
            }
          }
        }
      }
      i2.push(t3);
    }
  });
  let v2 = s2;
  if (r2.orderSource !== void 0) {
    let e5 = r2.orderSource;
    for (let t3 of n2) e5 = e5 == null ? void 0 : e5[t3];
    if (P(e5)) {
      let t3 = new Set(s2);
      v2 = Object.keys(e5).filter((e6) => t3.has(e6));
    }
  }
  let y2 = i2.filter((e5) => J(e5) && e5.path.length === n2.length + 1 || Qi(e5) && e5.path.length === n2.length);
  if (r2.orderSource !== void 0 && y2.length > 1) {
    let e5 = [...y2].sort((e6, t4) => {
      let n3 = J(e6) ? e6.path[e6.path.length - 1] : Qi(e6) ? e6.to : ``, r3 = J(t4) ? t4.path[t4.path.length - 1] : Qi(t4) ? t4.to : ``;
      return v2.indexOf(n3) - v2.indexOf(r3);
    }), t3 = 0;
    i2 = i2.map((n3) => y2.includes(n3) ? e5[t3++] : n3);
  }
  if (r2.updateOrder) {
    let e5 = [];
    for (let t3 of a2) if (d2.has(t3)) e5.includes(t3) || e5.push(t3);
    else if (h2.has(t3)) {
      let n3 = h2.get(t3);
      e5.includes(n3) || e5.push(n3);
    }
    for (let t3 of s2) e5.includes(t3) || e5.push(t3);
    s2.forEach((t3, r3) => {
      if (e5[r3] === t3) return;
      let a3 = e5.indexOf(t3);
      i2.push({ type: `Move`, path: n2, from: a3, to: r3, key: t3 }), e5.splice(a3, 1), e5.splice(r3, 0, t3);
    });
  }
  return i2;
}
function ta(e4) {
  if (typeof e4 == `string`) return e4.includes(`
`);
  if (Array.isArray(e4)) return e4.length > 0;
  if (typeof e4 == `object` && e4 && !(e4 instanceof Date)) {
    let t2 = Object.values(e4);
    return t2.some((e5) => typeof e5 == `object` && !!e5) || t2.some(ta);
  }
  return false;
}
function na(e4) {
  return typeof e4 == `object` && !!e4 && !Array.isArray(e4) && !(e4 instanceof Date);
}
function ra(e4) {
  return e4.length > 4 && e4.some((e5) => typeof e5 == `string`) && e4.some(na);
}
function ia(e4, t2, n2 = [], r2 = {}) {
  let i2 = [], a2 = e4.map(Bt), o2 = t2.map(Bt), s2 = e4.some(ta) || t2.some(ta) || ra(e4) || ra(t2), c2 = e4.slice(), l2 = 0, u2 = false, d2 = (e5) => {
    let t3 = { type: `Remove`, path: n2.concat(e5) };
    return (!u2 || l2 > 0) && Object.defineProperty(t3, "coordinate", { value: `source` }), t3;
  };
  for (let e5 = 0; e5 < o2.length; e5++) {
    let f2 = o2[e5], p2 = e5 >= a2.length;
    if (!p2 && a2[e5] === f2) continue;
    let m2 = p2 ? -1 : a2.indexOf(f2, e5 + 1);
    if (m2 > -1) {
      let r3 = a2[e5], p3 = 0;
      for (let t3 = e5; t3 < a2.length; t3++) a2[t3] === r3 && p3++;
      let h3 = 0;
      for (let t3 = e5; t3 < o2.length; t3++) o2[t3] === r3 && h3++;
      let g2 = p3 > h3;
      if (s2 && (o2.indexOf(a2[e5]) === -1 || g2)) {
        i2.push(d2(e5 + l2)), a2.splice(e5, 1), c2.splice(e5, 1), l2++, e5--;
        continue;
      }
      if (l2 > 0 && g2) {
        i2.push(d2(e5 + l2)), a2.splice(e5, 1), c2.splice(e5, 1), l2++, e5--;
        continue;
      }
      if (s2 && l2 > 0) {
        i2.push({ type: `Add`, path: n2.concat(e5) }), u2 = true, a2.splice(e5, 0, f2), c2.splice(e5, 0, t2[e5]), l2--;
        continue;
      }
      i2.push({ type: `Move`, path: n2, from: m2, to: e5 });
      let _2 = a2.splice(m2, 1);
      a2.splice(e5, 0, ..._2);
      let v2 = c2.splice(m2, 1);
      c2.splice(e5, 0, ...v2);
      continue;
    }
    let h2 = false;
    if (!p2) {
      let t3 = a2[e5], n3 = 0;
      for (let r4 = e5; r4 < a2.length; r4++) a2[r4] === t3 && n3++;
      let r3 = 0;
      for (let n4 = e5; n4 < o2.length; n4++) o2[n4] === t3 && r3++;
      h2 = n3 > r3;
    }
    if (!p2 && h2) {
      Vt(i2, $i(c2[e5], t2[e5], n2.concat(e5), r2)), a2[e5] = f2, c2[e5] = t2[e5];
      continue;
    }
    i2.push({ type: `Add`, path: n2.concat(e5) }), u2 = true, a2.splice(e5, 0, f2), c2.splice(e5, 0, t2[e5]), l2 > 0 && l2--;
  }
  for (let e5 = o2.length; e5 < a2.length; e5++) i2.push(d2(e5 + l2));
  return i2;
}
function X(n2, i2) {
  if (!i2.length) return d(n2) && a(n2.item) ? n2.item : n2;
  if (a(n2)) return X(n2.value, i2);
  let o2 = {}, s2, c2;
  if (m(n2) && n2.items.some((l2, u2) => {
    try {
      let f2 = [];
      if (a(l2)) f2 = l2.key.value;
      else if (t(l2)) f2 = l2.key.item.value;
      else if (r(l2)) {
        f2 = l2.key.item.value;
        let e4 = Bt(f2);
        o2[e4] || (o2[e4] = 0);
        let t2 = o2[e4]++;
        f2 = f2.concat(t2);
      } else d(l2) && a(l2.item) ? f2 = l2.item.key.value : d(l2) && (f2 = [u2]);
      if (f2.length && F(f2, i2.slice(0, f2.length))) {
        let t2 = i2.slice(f2.length);
        if (e(n2) && r(l2) && t2.length > 0) {
          let e4 = l2.key.item.value, i3 = n2, a2 = i3.items.findIndex((t3, n3) => n3 > u2 && r(t3) && F(t3.key.item.value, e4)), o3 = a2 === -1 ? i3.items.length : a2;
          s2 = aa(l2, t2, e4, i3.items.slice(u2 + 1, o3));
        } else s2 = d(l2) && a(l2.item) ? i2.length === f2.length ? l2 : X(l2.item.value, t2) : d(l2) && i2.length > f2.length ? X(l2.item, t2) : X(l2, t2);
        return true;
      }
      return (a(l2) || d(l2) && a(l2.item)) && f2.length > i2.length && F(f2.slice(0, i2.length), i2) && (c2 ||= l2), false;
    } catch {
      return false;
    }
  }), !s2 && c2 && (s2 = c2), !s2) throw Error(`Node not found at ${i2.join(`.`)}`);
  return s2;
}
function aa(e4, n2, i2, a2) {
  try {
    return X(e4, n2);
  } catch {
  }
  let o2 = {};
  for (let e5 of a2) {
    let a3 = [];
    if (t(e5)) {
      let t2 = e5.key.item.value;
      t2.length > i2.length && F(t2.slice(0, i2.length), i2) && (a3 = t2.slice(i2.length));
    } else if (r(e5)) {
      let t2 = e5.key.item.value;
      if (t2.length > i2.length && F(t2.slice(0, i2.length), i2)) {
        let e6 = t2.slice(i2.length), n3 = Bt(e6);
        o2[n3] || (o2[n3] = 0);
        let r2 = o2[n3]++;
        a3 = e6.concat(r2);
      }
    }
    if (a3.length && F(a3, n2.slice(0, a3.length))) try {
      return X(e5, n2.slice(a3.length));
    } catch {
    }
  }
  throw Error(`Node not found at (aot scope) ${n2.join(`.`)}`);
}
function Z(e4, t2) {
  try {
    return X(e4, t2);
  } catch {
  }
}
function oa(e4, t2) {
  let n2 = t2, r2;
  for (; n2.length && !r2; ) n2 = n2.slice(0, -1), r2 = Z(e4, n2);
  if (!r2) throw Error(`Parent not found for ${t2.join(`.`)}`);
  return r2;
}
var sa = String.raw`(?:[\w-]+|"[^"]*"|'[^']*')`;
var ca = new RegExp(String.raw`^#\s*${sa}(?:\s*\.\s*${sa})*\s*=`);
var la = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|"""[\s\S]*?"""|'''[\s\S]*?'''|[^\s#]+)`;
var ua = new RegExp(String.raw`^#\s*${sa}(?:\s*\.\s*${sa})*\s*=\s*${la}\s*$`);
var da = new RegExp(String.raw`^#\s*\[\[?\s*${sa}(?:\s*\.\s*${sa})*\s*\]\]?\s*$`);
function fa(e4) {
  return ua.test(e4.raw) || da.test(e4.raw);
}
function pa(e4) {
  let t2 = e4.raw.indexOf(`=`);
  if (t2 < 0) return false;
  let n2 = false, r2 = false;
  for (let i2 = t2 + 1; i2 < e4.raw.length; i2++) {
    let t3 = e4.raw[i2];
    if (t3 === `\\`) {
      i2++;
      continue;
    }
    if (!r2 && t3 === `"`) {
      n2 = !n2;
      continue;
    }
    if (!n2 && t3 === `'`) {
      r2 = !r2;
      continue;
    }
    if (!n2 && !r2 && t3 === `#`) return true;
  }
  return false;
}
function ma(e4) {
  return fa(e4) ? true : ca.test(e4.raw) ? pa(e4) ? true : e4.raw.replace(/^[^=]*=\s*/, ``).split(/\s+/).filter(Boolean).length <= 3 : false;
}
function ha(e4) {
  let t2 = e4.raw.match(ca);
  if (!t2) return;
  let n2 = t2[0].replace(/^#\s*/, ``).replace(/\s*=.*$/, ``).trim(), r2 = n2.indexOf(`.`);
  return r2 >= 0 && (n2 = n2.substring(0, r2)), (n2.startsWith(`"`) && n2.endsWith(`"`) || n2.startsWith(`'`) && n2.endsWith(`'`)) && (n2 = n2.slice(1, -1)), n2 || void 0;
}
function ga(e4) {
  return (f(e4) || u(e4)) && e4.loc.end.line > e4.loc.start.line;
}
function _a(e4) {
  if (a(e4)) return e4.key.value[0];
  if (t(e4) || r(e4)) return e4.key.item.value[0];
  if (d(e4) && a(e4.item)) return e4.item.key.value[0];
}
function va(e4, t2, n2, r2 = _a) {
  let i2 = [], a2 = t2, o2, s2 = [], c2 = () => {
    s2.length && (i2.push({ kind: `pinned`, items: s2, startLine: s2[0].loc.start.line, endLine: N(s2).loc.end.line }), s2 = []);
  };
  for (let t3 of e4) {
    if (p(t3)) {
      if (t3.loc.start.line <= a2) {
        o2 ? (o2.items.push(t3), o2.endLine = Math.max(o2.endLine, t3.loc.end.line)) : i2.push({ kind: `pinned`, items: [t3], startLine: t3.loc.start.line, endLine: t3.loc.end.line });
        continue;
      }
      let e6 = s2.length ? N(s2).loc.end.line : void 0;
      s2.length && t3.loc.start.line === e6 + 1 || c2(), s2.push(t3);
      continue;
    }
    let e5 = [];
    if (s2.length) {
      if (N(s2).loc.end.line + 1 === t3.loc.start.line && n2(t3)) {
        let n3 = r2(t3);
        if (n3 !== void 0) {
          let e6 = -1;
          for (let t4 = s2.length - 1; t4 >= 0; t4--) {
            let r3 = ma(s2[t4]) ? ha(s2[t4]) : void 0;
            if (r3 !== void 0 && r3 !== n3) {
              e6 = t4;
              break;
            }
          }
          if (e6 >= 0) {
            let t4 = s2.splice(0, e6 + 1);
            i2.push({ kind: `pinned`, items: t4, startLine: t4[0].loc.start.line, endLine: N(t4).loc.end.line });
          }
        }
        e5 = s2, s2 = [];
      } else c2();
    }
    let l2 = [...e5, t3], u2 = { kind: `member`, member: t3, key: r2(t3), items: l2, startLine: l2[0].loc.start.line, endLine: t3.loc.end.line };
    i2.push(u2), o2 = u2, a2 = t3.loc.end.line;
  }
  return c2(), i2;
}
function ya(t2, n2 = () => true, r2 = _a) {
  let i2 = e(t2) ? 0 : t2.key.loc.end.line;
  return va(t2.items, i2, n2, r2);
}
function ba(e4, t2) {
  let n2 = t2.filter((t3) => p(t3) && (t3.loc.start.line > e4.loc.start.line || t3.loc.start.line === e4.loc.start.line && t3.loc.start.column >= e4.loc.start.column) && (t3.loc.end.line < e4.loc.end.line || t3.loc.end.line === e4.loc.end.line && t3.loc.end.column <= e4.loc.end.column));
  return va([...e4.items, ...n2].sort((e5, t3) => e5.loc.start.line - t3.loc.start.line || e5.loc.start.column - t3.loc.start.column), e4.loc.start.line, () => true);
}
function xa(e4, t2) {
  function n2(e5) {
    if (a(e5)) return n2(e5.value);
    if (m(e5)) {
      for (let n3 of e5.items) if (d(n3) && n3.item === t2) return n3;
      for (let t3 of e5.items) {
        let e6 = n2(d(t3) ? t3.item : t3);
        if (e6) return e6;
      }
    }
  }
  return n2(e4);
}
function Sa(e4, n2) {
  function i2(e5, t2) {
    if (e5 === n2) return t2;
    if (a(e5)) return i2(e5.value, t2);
    if (f(e5) || u(e5)) for (let r2 of e5.items) {
      if (r2 === n2) return t2;
      let e6 = i2(r2.item, t2);
      if (e6) return e6;
    }
  }
  function o2(e5) {
    for (let s2 of e5.items) {
      if (s2 === n2) return e5;
      if (a(s2)) {
        let t2 = i2(s2.value, e5);
        if (t2) return t2;
      } else if (t(s2) || r(s2)) {
        let e6 = o2(s2);
        if (e6) return e6;
      }
    }
  }
  return o2(e4);
}
function Ca(e4) {
  for (let n2 = 0; n2 < e4.items.length; n2++) {
    let i2 = e4.items[n2];
    if (!t(i2) && !r(i2)) continue;
    let a2 = e4.items[n2 + 1];
    if (!a2) continue;
    let o2 = wa(i2, a2);
    if (!o2) continue;
    let s2 = i2.items;
    s2.splice(s2.length - o2.length, o2.length), e4.items.splice(n2 + 1, 0, ...o2), br(i2), n2 += o2.length;
  }
}
function wa(e4, t2) {
  let n2 = N(ya(e4));
  if (!n2 || n2.kind !== `pinned`) return;
  let r2 = n2.items, i2 = n2.endLine + 1 === t2.loc.start.line, a2 = r2.every(fa);
  if (i2 && !a2) return r2;
}
function Q(n2, i2, a2) {
  if (e(i2) && (t(a2) || r(a2))) {
    let e4 = i2.items.indexOf(a2), o2 = e4 > 0 ? i2.items[e4 - 1] : void 0;
    if (o2 && (t(o2) || r(o2))) {
      let e5 = wa(o2, a2);
      if (e5) for (let t2 of e5) V(n2, o2, t2);
    }
  }
  if (e(i2) || t(i2) || r(i2)) {
    let e4 = ya(i2).find((e5) => e5.member === a2);
    if (e4) {
      let t2 = e4.items.indexOf(a2);
      for (let r2 = 0; r2 <= t2; r2++) {
        let t3 = e4.items[r2];
        i2.items.includes(t3) && V(n2, i2, t3);
      }
      for (let n3 = t2 + 1; n3 < e4.items.length; n3++) {
        let t3 = e4.items[n3], r2 = i2.items.indexOf(t3);
        r2 < 0 || i2.items.splice(r2, 1);
      }
      return;
    }
  }
  if (ga(i2) && e(n2)) {
    let e4 = Sa(n2, i2);
    if (e4) {
      let t2 = ba(i2, e4.items).find((e5) => e5.member === a2);
      if (t2) {
        let r2 = t2.items.filter((e5) => e5 !== a2);
        for (let t3 of r2) {
          let n3 = e4.items.indexOf(t3);
          n3 < 0 || e4.items.splice(n3, 1);
        }
        r2.length && (a2.loc.start = t2.items[0].loc.start, a2.loc.end = N(t2.items).loc.end), V(n2, i2, a2, e4.items), H(n2);
        return;
      }
    }
  }
  V(n2, i2, a2);
}
function Ta(t2, n2, r2, i2) {
  let s2 = false;
  if (ga(n2) && e(t2)) {
    let e4 = Sa(t2, n2);
    if (e4) {
      let c3 = ba(n2, e4.items);
      {
        let e5 = n2.items, r3 = 1;
        for (let n3 = 1; n3 < e5.length; n3++) if (e5[n3].loc.start.line === e5[n3 - 1].loc.start.line) {
          let i3 = z(t2).get(e5[n3 - 1]), a2 = z(t2).get(e5[n3]);
          if (i3 || a2) continue;
          if (r3++, r3 >= 3) {
            s2 = true;
            break;
          }
        } else r3 = 1;
      }
      let l3 = [], p3, h3, g3, _3 = [], v3 = (e5, t3) => {
        if (!m(e5)) return;
        let n3 = e5.items;
        for (let e6 = 0; e6 < n3.length; e6++) {
          let r3 = n3[e6], i3 = r3.loc.start.line > t3;
          if (i3 && _3.push({ node: r3, start: T(r3.loc.start), end: T(r3.loc.end) }), r3.loc.end.line > t3 && r3.loc.end.line > r3.loc.start.line && _3.push({ node: r3, start: T(r3.loc.start), end: T(r3.loc.end), endOnly: true }), d(r3)) {
            let e7 = r3.item;
            if (i3) {
              let t4 = a(e7) ? e7 : void 0;
              _3.push({ node: e7, start: T(e7.loc.start), end: T(e7.loc.end), equals: t4 ? t4.equals : void 0 }), t4 && (_3.push({ node: t4.key, start: T(t4.key.loc.start), end: T(t4.key.loc.end) }), _3.push({ node: t4.value, start: T(t4.value.loc.start), end: T(t4.value.loc.end) }));
            }
            e7.loc.end.line > t3 && e7.loc.end.line > e7.loc.start.line && _3.push({ node: e7, start: T(e7.loc.start), end: T(e7.loc.end), endOnly: true }), v3(e7, t3);
          } else m(r3) && v3(r3, t3);
        }
      };
      for (let t3 of c3) {
        if (t3.kind !== `member` || !t3.member) continue;
        let n3 = t3.items.filter((e5) => e5 !== t3.member);
        if (t3.member === r2 && (p3 = T(r2.loc.start), h3 = T(r2.loc.end), d(r2) && (g3 = T(r2.item.loc.end)), v3(d(r2) ? r2.item : r2, p3.line), n3.length && (r2.loc.start = T(t3.items[0].loc.start), r2.loc.end = T(N(t3.items).loc.end))), n3.length) {
          l3.push({ owner: t3.member, ownerOriginalStart: T(t3.member.loc.start), comments: n3 });
          for (let t4 of n3) {
            let n4 = e4.items.indexOf(t4);
            n4 >= 0 && e4.items.splice(n4, 1);
          }
        }
      }
      let y3 = n2.items.indexOf(r2), b3 = y3 === n2.items.length - 1, x3 = y3 > 0 ? n2.items[y3 - 1] : void 0, S2 = i2 === 0 && y3 > 0 && r2.loc.end.line > r2.loc.start.line && x3 !== void 0 && x3.loc.start.line === r2.loc.start.line;
      V(t2, n2, r2, e4.items);
      let C2 = false;
      if (b3 && x3 !== void 0 && r2.loc.end.line > r2.loc.start.line && !Cr(n2) && z(t2).get(x3) && (z(t2).delete(x3), C2 = true), H(t2), B(t2, n2, r2, i2, void 0, e4.items), C2) {
        let e5 = z(t2).get(r2);
        e5 && (e5.lines = 0, e5.columns = 0);
      }
      H(t2), p3 && h3 && r2.loc.end.line > r2.loc.start.line && (r2.loc.end.column = h3.column, d(r2) && g3 && r2.item.loc.end.line > r2.item.loc.start.line && (r2.item.loc.end.column = g3.column));
      for (let { node: e5, start: t3, end: n3, endOnly: r3, equals: i3 } of _3) {
        if (r3) {
          e5.loc.end.column = n3.column;
          continue;
        }
        e5.loc.start.column = t3.column, e5.loc.end.line === e5.loc.start.line && (e5.loc.end.column = n3.column), i3 !== void 0 && a(e5) && (e5.equals = i3);
      }
      for (let { owner: t3, ownerOriginalStart: n3, comments: i3 } of l3) {
        let a2;
        t3 === r2 ? (a2 = { lines: r2.loc.start.line - n3.line, columns: r2.loc.start.column - n3.column }, r2.loc.start = { line: p3.line + a2.lines, column: p3.column + a2.columns }, r2.loc.end = { line: h3.line + a2.lines, column: h3.column + a2.columns }) : a2 = { lines: t3.loc.start.line - n3.line, columns: t3.loc.start.column - n3.column };
        for (let t4 of i3) {
          U(t4, a2);
          let n4 = e4.items.findIndex((e5) => e5.loc.start.line > t4.loc.start.line);
          n4 === -1 ? e4.items.push(t4) : e4.items.splice(n4, 0, t4);
        }
      }
      let w2 = n2;
      if (s2 || S2) {
        let e5 = (t3, n4) => {
          let r3;
          for (let n5 of t3.items) {
            if (!r3) {
              r3 = { line: n5.loc.end.line, column: n5.loc.end.column + 2 };
              continue;
            }
            let t4 = { lines: r3.line - n5.loc.start.line, columns: r3.column - n5.loc.start.column };
            if (t4.lines !== 0 || t4.columns !== 0) {
              U(n5, t4), n5.loc.end.line > n5.loc.start.line && (n5.loc.end.column -= t4.columns, d(n5) && n5.item.loc.end.line > n5.item.loc.start.line && (n5.item.loc.end.column -= t4.columns));
              let r4 = d(n5) ? a(n5.item) ? n5.item.value : n5.item : n5;
              (f(r4) || u(r4)) && r4.loc.end.line > r4.loc.start.line && e5(r4, n5);
            }
            r3 = { line: n5.loc.end.line, column: n5.loc.end.column + 2 };
          }
          r3 && (t3.loc.end = { line: r3.line, column: r3.column - 1 }, n4 && n4.loc.end.line === t3.loc.end.line && (n4.loc.end.column = t3.loc.end.column));
        }, n3;
        for (let t3 of w2.items) {
          if (t3 === r2) {
            n3 = { line: r2.loc.end.line, column: r2.loc.end.column + 2 };
            continue;
          }
          if (!n3) continue;
          let i3 = { lines: n3.line - t3.loc.start.line, columns: n3.column - t3.loc.start.column };
          if (i3.lines !== 0 || i3.columns !== 0) {
            U(t3, i3);
            let n4 = d(t3) ? a(t3.item) ? t3.item.value : t3.item : t3;
            (f(n4) || u(n4)) && n4.loc.end.line > n4.loc.start.line && e5(n4, d(t3) ? t3 : void 0);
          }
          let s3 = t3.loc.end.line, c4 = d(t3) ? t3.item : t3;
          o(c4) && c4.loc.end.line > c4.loc.start.line && (s3 = c4.loc.start.line + c4.raw.split(`
`).length - 1, c4.loc.end.line = s3, t3.loc.end.line = s3), n3 = { line: s3, column: t3.loc.end.column + 2 };
        }
        if (n3) {
          let e6 = T(w2.loc.end);
          w2.loc.end = { line: n3.line, column: n3.column - 1 };
          let r3 = xa(t2, w2);
          r3 && (r3.loc.end = { line: w2.loc.end.line, column: w2.loc.end.column });
          let i3 = { lines: w2.loc.end.line - e6.line, columns: w2.loc.end.column - e6.column };
          (i3.lines !== 0 || i3.columns !== 0) && sr(t2, r3 ?? w2, i3);
        }
      }
      return;
    }
  }
  let c2 = n2, l2 = c2.items, p2 = l2[0], h2 = l2[l2.length - 1], g2 = p2.loc.start.column - c2.loc.start.column - 1, _2 = c2.loc.end.column - 1 - h2.loc.end.column;
  V(t2, n2, r2), B(t2, n2, r2, i2), H(t2);
  let v2 = c2.items, y2 = v2[0], b2 = y2.loc.start.column - c2.loc.start.column - 1;
  b2 !== g2 && U(y2, { lines: 0, columns: g2 - b2 });
  let x2 = v2[v2.length - 1];
  c2.loc.end.column - 1 - x2.loc.end.column !== _2 && (c2.loc.end.column = x2.loc.end.column + 1 + _2);
}
function Ea(e4) {
  let n2 = [];
  for (let i3 of e4) {
    if (i3.kind === `pinned`) {
      n2.push({ kind: `pinned`, isSection: false, movable: false, groups: [i3], startLine: i3.startLine, endLine: i3.endLine, items: i3.items });
      continue;
    }
    let e5 = t(i3.member) || r(i3.member), a2 = n2[n2.length - 1];
    if (a2 && a2.kind === `member` && i3.key !== void 0 && a2.key === i3.key) {
      a2.groups.push(i3), a2.endLine = i3.endLine, a2.items = a2.items.concat(i3.items);
      continue;
    }
    n2.push({ kind: `member`, key: i3.key, isSection: e5, movable: i3.key !== void 0, groups: [i3], startLine: i3.startLine, endLine: i3.endLine, items: [...i3.items] });
  }
  let i2 = /* @__PURE__ */ new Map();
  for (let e5 of n2) e5.kind === `member` && e5.key !== void 0 && i2.set(e5.key, (i2.get(e5.key) ?? 0) + 1);
  for (let e5 of n2) e5.kind === `member` && e5.key !== void 0 && i2.get(e5.key) > 1 && (e5.movable = false);
  return n2;
}
function Da(e4, t2) {
  let n2 = [...e4];
  for (let e5 of t2) {
    if (e5.key === void 0) continue;
    let t3 = n2.indexOf(e5.key);
    if (t3 === -1) continue;
    let r2 = Math.max(0, Math.min(e5.to, n2.length - 1));
    t3 !== r2 && (n2.splice(t3, 1), n2.splice(r2, 0, e5.key));
  }
  return n2;
}
function Oa(e4) {
  return [...e4.path, e4.key].join(`.`);
}
function ka(e4, n2, i2, o2) {
  if (n2.some((e5) => typeof e5 != `string`)) return;
  let s2 = [...n2, i2], c2 = [{ container: e4, prefix: [] }];
  for (let n3 of e4.items) (t(n3) || r(n3)) && c2.push({ container: n3, prefix: n3.key.item.value });
  for (let e5 of c2) for (let t2 of e5.container.items) {
    if (!a(t2) || t2.key.value.length < 2 || o2.has(t2)) continue;
    let n3 = [...e5.prefix, ...t2.key.value];
    if (n3.length === s2.length && n3.every((e6, t3) => e6 === s2[t3])) return { container: e5.container, dottedPrefix: t2.key.value.slice(0, -1) };
  }
}
function Aa(n2, i2, o2, s2) {
  if (i2.length === 0) return { container: n2 };
  let c2;
  try {
    c2 = Z(n2, i2);
  } catch {
    return;
  }
  if (!c2) return;
  if (a(c2) && (c2 = c2.value), c2 && h(c2) && (c2 = c2.item), c2 && (e(c2) || t(c2) || r(c2))) return { container: c2 };
  if (o2 === void 0) return;
  let l2 = ka(n2, i2, o2, s2);
  if (l2) return l2;
  let u2 = -1;
  for (let e4 = i2.length - 1; e4 >= 0; e4--) if (typeof i2[e4] == `number`) {
    u2 = e4;
    break;
  }
  if (u2 < 0) return;
  let d2 = i2.slice(u2 + 1);
  if (d2.length === 0 || d2.some((e4) => typeof e4 != `string`)) return;
  let f2 = Z(n2, i2.slice(0, u2 + 1));
  if (!f2 || !r(f2)) return;
  let p2 = [...d2, o2];
  return f2.items.some((e4) => a(e4) && e4.key.value.length === p2.length && e4.key.value.every((e5, t2) => e5 === p2[t2])) ? { container: f2, dottedPrefix: d2 } : void 0;
}
function ja(e4, t2, n2) {
  if (t2.key === void 0) return false;
  let r2;
  try {
    r2 = Z(e4, t2.path.concat(t2.key));
  } catch {
    return false;
  }
  return r2 !== void 0 && d(r2) && !n2.has(r2);
}
function Ma(t2, n2, r2, i2, o2) {
  let s2 = Ea(ya(t2, (e4) => r2.has(e4), o2 ? (e4) => {
    if (!a(e4)) return;
    let t3 = e4.key.value;
    if (t3.length === o2.length + 1) {
      for (let e5 = 0; e5 < o2.length; e5++) if (t3[e5] !== o2[e5]) return;
      return t3[o2.length];
    }
  } : void 0)), c2 = /* @__PURE__ */ new Map();
  for (let e4 of s2) e4.kind === `member` && e4.movable && e4.key !== void 0 && c2.set(e4.key, e4);
  let l2 = new Set(s2.filter((e4) => e4.kind === `member` && e4.key !== void 0).map((e4) => e4.key));
  for (let e4 of n2) e4.key !== void 0 && l2.has(e4.key) && !c2.has(e4.key) && i2.push(`"${Oa(e4)}" -- its entries are not contiguous in the document (e.g. the TOML spec's own "valid but discouraged" out-of-order table pattern), so reordering was skipped for it`);
  if (c2.size === 0) return;
  let u2 = o2 ? s2.filter((e4) => e4.kind === `member` && e4.movable).map((e4) => e4.key) : s2.filter((e4) => e4.kind === `member`).map((e4, t3) => e4.movable ? e4.key : `\0anchor:${t3}`), d2 = n2.filter((e4) => e4.key !== void 0 && c2.has(e4.key));
  if (d2.length === 0) return;
  let f2 = Da(u2, d2).filter((e4) => c2.has(e4)), p2 = f2.filter((e4) => !c2.get(e4).isSection), m2 = f2.filter((e4) => c2.get(e4).isSection), h2 = false;
  for (let e4 of f2) if (c2.get(e4).isSection) h2 = true;
  else if (h2) {
    i2.push(`the requested order asked for a root key-value to be positioned after a section header, which TOML cannot represent -- each group (root key-values, section blocks) was reordered to match its own requested relative order instead`);
    break;
  }
  let g2 = 0, _2 = 0, v2 = s2.map((e4) => {
    if (e4.kind !== `member` || !e4.movable) return e4;
    let t3 = e4.isSection ? m2[_2++] : p2[g2++];
    return c2.get(t3);
  });
  if (v2.every((e4, t3) => e4 === s2[t3])) return;
  let y2 = e(t2) ? 1 : t2.key.loc.end.line, b2 = s2.map((e4, t3) => t3 === 0 ? e4.startLine - y2 : e4.startLine - s2[t3 - 1].endLine - 1), x2 = y2;
  for (let e4 = 0; e4 < v2.length; e4++) {
    let t3 = v2[e4], n3 = b2[e4], r3 = (e4 === 0 ? x2 : x2 + 1) + n3 - t3.startLine;
    if (r3 !== 0) for (let e5 of t3.items) U(e5, { lines: r3, columns: 0 });
    x2 = t3.endLine + r3;
  }
  let S2 = v2.flatMap((e4) => e4.items), C2 = t2.items;
  C2.splice(0, C2.length, ...S2), br(t2);
}
function Na(e4, t2, n2) {
  if (t2.length === 0) return;
  Ca(e4);
  let r2 = [], i2 = /* @__PURE__ */ new Map();
  for (let o2 of t2) {
    var a2;
    if (o2.key === void 0) continue;
    let t3 = Aa(e4, o2.path, o2.key, n2);
    if (!t3) {
      if (ja(e4, o2, n2)) continue;
      r2.push(`"${Oa(o2)}" -- unsupported location for reordering (e.g. a dotted-key implicit table, or an interior of an inline table/array-of-tables entry)`);
      continue;
    }
    let s2 = ((a2 = t3.dottedPrefix) == null ? void 0 : a2.join(`\0`)) ?? ``, c2 = i2.get(t3.container);
    c2 || (c2 = /* @__PURE__ */ new Map(), i2.set(t3.container, c2));
    let l2 = c2.get(s2);
    l2 ? l2.moves.push(o2) : c2.set(s2, { ...t3, moves: [o2] });
  }
  for (let e5 of i2.values()) for (let t3 of e5.values()) Ma(t3.container, t3.moves, n2, r2, t3.dottedPrefix);
  if (r2.length > 0) {
    let e5 = [...new Set(r2)];
    console.warn(`toml-patch: updateOrder could not honor the requested position for ${e5.length === 1 ? `1 entry` : `${e5.length} entries`}, left unchanged:
` + e5.map((e6) => `  - ${e6}`).join(`
`));
  }
  br(e4);
}
var Pa = /* @__PURE__ */ new WeakMap();
var Fa = /* @__PURE__ */ new WeakMap();
function Ia(e4, t2) {
  let n2 = e4[t2].loc.end.line;
  for (let r2 = t2 + 1; r2 < e4.length; r2++) {
    let t3 = e4[r2];
    if (p(t3) && t3.loc.start.line === n2) return t3;
    if (!p(t3) && t3.loc.start.line > n2) return;
  }
}
function La(e4, t2, n2) {
  for (let r2 = t2 + n2; r2 >= 0 && r2 < e4.length; r2 += n2) if (!p(e4[r2])) return r2;
}
function Ra(e4, t2, n2) {
  Fa.has(e4) || Fa.set(e4, e4.loc.start.column);
  let r2 = e4.loc.start.column + n2, i2 = Math.max(t2, r2) - r2;
  i2 !== 0 && (e4.loc.start.column += i2, e4.loc.end.column += i2);
}
function za(e4, t2) {
  Fa.set(t2, t2.loc.start.column), Pa.set(t2, t2.loc.start.column - e4.loc.end.column);
}
function Ba(e4, t2, n2, r2) {
  if (!m(e4)) return;
  let i2 = e4.items, a2 = i2.indexOf(t2);
  if (a2 < 0) return;
  let o2 = Ia(i2, a2);
  if (!o2 || n2.loc.start.line !== n2.loc.end.line || r2.loc.start.line !== r2.loc.end.line) return;
  let s2 = o2.loc.start.column, c2 = o2.loc.start.line, l2 = [La(i2, a2, -1), La(i2, a2, 1)], u2;
  for (let e5 of l2) {
    if (e5 == null) continue;
    let t3 = Ia(i2, e5);
    if (t3 && Math.abs(t3.loc.start.line - c2) === 1 && t3.loc.start.column === s2) {
      u2 = t3.loc.start.column;
      break;
    }
  }
  if (u2 == null) return;
  let d2 = x(n2.loc), f2 = x(r2.loc).columns - d2.columns;
  Ra(o2, u2, f2);
}
function Va(e4, t2, n2) {
  if (!m(e4)) return;
  let r2 = e4.items, i2 = r2.indexOf(t2);
  if (i2 < 0) return;
  let a2 = Ia(r2, i2);
  if (!a2) return;
  let o2 = a2.loc.start.column, s2 = a2.loc.start.line, c2 = [La(r2, i2, -1), La(r2, i2, 1)];
  for (let e5 of c2) {
    if (e5 == null) continue;
    let t3 = Ia(r2, e5);
    if (t3 && Math.abs(t3.loc.start.line - s2) === 1 && t3.loc.start.column === o2) {
      Ra(a2, t3.loc.start.column, n2);
      return;
    }
  }
}
function Ha(e4, t2, n2) {
  if (!m(e4) || n2 === 0) return;
  let r2 = e4.items, i2 = r2.indexOf(t2);
  if (i2 < 0) return;
  let a2 = Ia(r2, i2);
  a2 && za(t2, a2);
}
function Ua(e4, t2, n2) {
  if (!u(e4) && !f(e4)) return 0;
  let r2 = x(t2.loc), i2 = n2 > 0, a2 = n2 < e4.items.length, o2 = n2 === e4.items.length, s2 = d(t2) ? t2.comma : false, c2 = i2 && s2 && !a2 && o2;
  return r2.columns + (i2 || a2 ? 2 : 0) + (s2 ? 1 + (c2 ? -1 : 0) : 0);
}
function Wa(e4, n2 = []) {
  for (let i2 of e4.items) {
    if (p(i2)) {
      n2.push(i2);
      continue;
    }
    (t(i2) || r(i2)) && Wa(i2, n2);
  }
  return n2;
}
function Ga(e4, n2 = /* @__PURE__ */ new Set()) {
  for (let i2 of e4.items) {
    if (a(i2) && f(i2.value) && i2.loc.start.line === i2.loc.end.line) {
      n2.add(i2.loc.end.line);
      continue;
    }
    (t(i2) || r(i2)) && Ga(i2, n2);
  }
  return n2;
}
function Ka(e4) {
  for (let n3 of e4.items) (t(n3) || r(n3)) && Ka(n3);
  let n2 = e4.loc.end.line, i2 = e4.loc.end.column, a2 = (e5, t2) => {
    (e5 > n2 || e5 === n2 && t2 > i2) && (n2 = e5, i2 = t2);
  };
  (t(e4) || r(e4)) && a2(e4.key.loc.end.line, e4.key.loc.end.column);
  for (let t2 of e4.items) a2(t2.loc.end.line, t2.loc.end.column);
  e4.loc.end.line = n2, e4.loc.end.column = i2;
}
function qa(e4, t2, n2) {
  let r2 = n2.newLine, i2 = t2.match(/(?:\r\n|\n)+$/u), a2 = i2 ? i2[0] : ``, o2 = a2 ? t2.slice(0, -a2.length) : t2, s2 = o2.length ? o2.split(r2) : [], c2 = Ga(e4), l2 = (e5, t3) => {
    let n3 = e5.lastIndexOf(t3.raw);
    return n3 >= 0 ? n3 : t3.loc.start.column;
  }, u2 = Wa(e4).filter((e5) => {
    let t3 = s2[e5.loc.start.line - 1] || ``, n3 = l2(t3, e5), r3 = t3.slice(0, n3);
    return r3.trim().length > 0 && /\s{2,}$/u.test(r3);
  }).sort((e5, t3) => e5.loc.start.line - t3.loc.start.line), d2 = [], f2 = [];
  for (let e5 of u2) {
    let t3 = f2[f2.length - 1];
    !t3 || e5.loc.start.line === t3.loc.start.line + 1 ? f2.push(e5) : (f2.length > 0 && d2.push(f2), f2 = [e5]);
  }
  f2.length > 0 && d2.push(f2);
  for (let e5 of d2) {
    if (e5.length < 2) continue;
    let t3 = Fa.get(e5[0]) ?? e5[0].loc.start.column, n3 = /* @__PURE__ */ new Map();
    for (let t4 of e5) {
      let e6 = Fa.get(t4) ?? t4.loc.start.column;
      n3.set(e6, (n3.get(e6) || 0) + 1);
    }
    let r3 = 1;
    for (let [e6, i4] of n3) i4 > r3 && (r3 = i4, t3 = e6);
    let i3 = Math.max(...e5.map((e6) => {
      let t4 = s2[e6.loc.start.line - 1] || ``, n4 = l2(t4, e6);
      return t4.slice(0, n4).trimEnd().length;
    })), a3 = Math.min(...e5.map((e6) => {
      let t4 = s2[e6.loc.start.line - 1] || ``, n4 = l2(t4, e6), r4 = t4.slice(0, n4).trimEnd();
      return Math.max(1, n4 - r4.length);
    })), o3 = e5.filter((e6) => Pa.has(e6)), u3 = e5.some((e6) => !c2.has(e6.loc.start.line));
    if (o3.length > 0 && u3) {
      let t4 = Math.min(...e5.map((e6) => {
        if (Pa.has(e6)) return Pa.get(e6) || 1;
        let t5 = s2[e6.loc.start.line - 1] || ``, n4 = l2(t5, e6), r4 = t5.slice(0, n4).trimEnd();
        return Math.max(1, n4 - r4.length);
      }));
      a3 = Math.min(a3, t4);
    }
    if (t3 < i3 + 1) {
      let e6 = i3 + a3;
      t3 = Math.max(t3, e6);
    }
    for (let n4 of e5) {
      let e6 = n4.loc.start.line - 1, r4 = s2[e6] || ``, i4 = l2(r4, n4), a4 = r4.slice(0, i4).trimEnd(), o4 = Math.max(t3, a4.length + 1);
      i4 !== o4 && (s2[e6] = a4 + ` `.repeat(o4 - a4.length) + n4.raw), n4.loc.start.column !== o4 && (n4.loc.start.column = o4, n4.loc.end.column = o4 + n4.raw.length);
    }
  }
  return Ka(e4), s2.join(r2) + a2;
}
function Ja(e4, t2, n2) {
  let r2 = ee(), i2 = Jt(e4), a2 = Array.from(Xe(i2, r2));
  bn(a2, i2);
  let o2 = I(n2, L.autoDetectFormatWithCst(e4, a2));
  if (r2.mixed) {
    let e5 = o2.newLine === `\r
` ? `CRLF` : `LF`;
    console.warn(`toml-patch: Mixed line endings detected. Line endings in the output will be normalized to ${e5}`);
  }
  return ((e5) => o2.leadingBom ? `\uFEFF${e5}` : e5)(eo(a2, t2, o2, n2 instanceof L || n2 != null && Object.prototype.hasOwnProperty.call(n2, `indentWidth`), n2 instanceof L || n2 != null && Object.prototype.hasOwnProperty.call(n2, `trailingComma`)).tomlString);
}
function Ya(e4, t2, n2) {
  let r2 = e4.slice(n2), i2 = 0, a2 = Math.min(r2.length, t2.length);
  for (let e5 = 1; e5 <= a2; e5++) F(r2.slice(r2.length - e5), t2.slice(0, e5)) && (i2 = e5);
  return i2;
}
function Xa(e4, t2, n2) {
  if (n2 === void 0) return;
  let r2 = t2.key.value;
  if (r2.length < 2) return;
  let i2 = r2.slice(0, -1);
  for (let t3 = 0; t3 < e4.items.length; t3++) {
    let o2 = e4.items[t3];
    if (!d(o2) || !a(o2.item)) continue;
    let s2 = o2.item.key.value;
    if (s2.length === r2.length && F(s2.slice(0, -1), i2) && s2[s2.length - 1] === n2) return t3;
  }
}
function Za(e4) {
  let t2 = /* @__PURE__ */ new WeakSet(), n2 = (e5) => {
    t2.add(e5);
  };
  return Gt(e4, { Document: n2, Table: n2, TableKey: n2, TableArray: n2, TableArrayKey: n2, KeyValue: n2, Key: n2, String: n2, Integer: n2, Float: n2, Boolean: n2, DateTime: n2, InlineArray: n2, InlineItem: n2, InlineTable: n2, Comment: n2 }), t2;
}
function Qa(e4, t2, n2, r2) {
  if (!P(t2)) return t2;
  let i2 = q(K(e4, I({ ...n2, inlineTableStart: 0 }, n2)).items, ``, { temporal: r2 });
  if (!P(i2)) return t2;
  let a2 = {};
  for (let e5 of Object.keys(i2)) Object.prototype.hasOwnProperty.call(t2, e5) && (a2[e5] = t2[e5]);
  for (let e5 of Object.keys(t2)) Object.prototype.hasOwnProperty.call(a2, e5) || (a2[e5] = t2[e5]);
  return a2;
}
function $a(e4) {
  let n2 = e4.items;
  for (let e5 = 0; e5 < n2.length; e5++) {
    let i2 = n2[e5];
    if (!((t(i2) || r(i2)) && m(i2))) continue;
    let a2 = i2.items, o2 = a2.length;
    for (; o2 > 0 && p(a2[o2 - 1]); ) o2--;
    if (o2 < a2.length) {
      let t2 = n2[e5 + 1];
      if (t2 && r(t2)) {
        let e6 = i2.key.item.value, r2 = t2.key.item.value;
        if (F(e6, r2.slice(0, e6.length))) {
          let e7 = a2.splice(o2), r3 = n2.indexOf(t2);
          for (let t3 of [...e7].reverse()) n2.splice(r3, 0, t3);
          br(i2);
        }
      }
    }
  }
}
function eo(e4, t2, n2, r2 = false, i2 = true) {
  let a2 = [...e4];
  t2 = no(t2);
  let o2 = Ot(t2), s2 = 1, c2 = 0;
  for (let e5 of a2) {
    let t3 = e5.loc.end;
    (t3.line > s2 || t3.line === s2 && t3.column > c2) && (s2 = t3.line, c2 = t3.column);
  }
  let l2 = q(a2, ``, { temporal: o2 }), u2 = { type: `Document`, loc: { start: { line: 1, column: 0 }, end: { line: s2, column: c2 } }, items: a2 };
  $n(u2, n2.indentWidth);
  let d2 = n2.inlineTableStart != null && n2.inlineTableStart > 1 ? 1 : n2.inlineTableStart, f2 = I({ ...n2, inlineTableStart: d2 }, n2), p2 = K(t2, f2), m2 = q(p2.items, ``, { temporal: o2 }), h2 = n2.updateOrder ? Qa(t2, m2, f2, o2) : m2;
  if (!n2.updateOrder && to(l2, h2)) return { tomlString: Ni(a2, n2), document: u2 };
  let g2 = ro(io(u2, h2, $i(l2, h2, [], { updateOrder: n2.updateOrder, orderSource: t2 })));
  if (g2.length === 0) return { tomlString: Ni(a2, n2), document: u2 };
  let _2 = yo(u2, p2, g2, n2, o2, Za(u2), t2, r2, i2);
  return { tomlString: qa(_2, Pi(_2.items, n2), n2), document: _2 };
}
function to(e4, t2) {
  let n2 = [[e4, t2]];
  for (; n2.length > 0; ) {
    let [e5, t3] = n2.pop();
    if (typeof e5 == `number` && typeof t3 == `number` && (!Number.isFinite(e5) || !Number.isFinite(t3)) || typeof e5 == `number` && typeof t3 == `number` && Number.isNaN(e5) && Number.isNaN(t3)) return false;
    if (Object.is(e5, t3)) continue;
    if (wt(e5) && wt(t3)) {
      if (!zt(e5, t3)) return false;
      continue;
    }
    if (!e5 || !t3 || typeof e5 != `object` || typeof t3 != `object` || Array.isArray(e5) !== Array.isArray(t3)) return false;
    if (!Array.isArray(e5)) {
      let n3 = Object.getPrototypeOf(e5), r3 = Object.getPrototypeOf(t3);
      if (n3 !== Object.prototype && n3 !== null || r3 !== Object.prototype && r3 !== null) return false;
    }
    let r2 = Object.keys(e5), i2 = Object.keys(t3);
    if (r2.length !== i2.length) return false;
    for (let i3 of r2) {
      if (!Object.prototype.hasOwnProperty.call(t3, i3)) return false;
      n2.push([e5[i3], t3[i3]]);
    }
  }
  return true;
}
function no(e4) {
  if (Array.isArray(e4)) {
    let t3 = false, n2 = [];
    for (let r2 = 0; r2 < e4.length; r2++) {
      if (!Object.prototype.hasOwnProperty.call(e4, r2)) {
        t3 = true;
        continue;
      }
      let i2 = no(e4[r2]);
      t3 ||= i2 !== e4[r2], n2.push(i2);
    }
    return t3 ? n2 : e4;
  }
  if (!P(e4)) return e4;
  let t2 = e4;
  for (let n2 of Object.keys(e4)) {
    let r2 = no(e4[n2]);
    r2 !== e4[n2] && (t2 === e4 && (t2 = { ...e4 }), t2[n2] = r2);
  }
  return t2;
}
function ro(e4) {
  for (let t2 = 0; t2 < e4.length; t2++) {
    let n2 = e4[t2];
    if (Y(n2)) {
      let r2 = N(n2.path), i2 = n2.path.slice(0, -1), a2 = t2 + 1;
      for (; a2 < e4.length; ) {
        let o2 = e4[a2];
        if (J(o2)) {
          if (typeof N(o2.path) == `number` && F(i2, o2.path.slice(0, -1))) {
            if (n2.coordinate === `source`) {
              let n3 = -1;
              for (let t3 = a2 + 1; t3 < e4.length; t3++) {
                let r3 = e4[t3];
                if (Y(r3) && r3.coordinate === `source` && F(i2, r3.path.slice(0, -1))) {
                  n3 = t3;
                  break;
                }
              }
              if (n3 !== -1) {
                let r3 = e4.splice(n3, 1)[0];
                e4.splice(t2, 0, r3), t2 = -1;
                break;
              }
            }
            break;
          }
          a2++;
          continue;
        }
        if (Zi(o2) && o2.key === void 0) {
          if (F(i2, o2.path)) break;
          a2++;
          continue;
        }
        if (!Y(o2)) {
          a2++;
          continue;
        }
        let s2 = N(o2.path), c2 = o2.path.slice(0, -1);
        if (typeof r2 == `number` && typeof s2 == `number` && F(i2, c2) && s2 > r2) {
          e4.splice(a2, 1), e4.splice(t2, 0, o2), t2 = -1;
          break;
        }
        a2++;
      }
    }
  }
  return e4;
}
function io(e4, t2, n2) {
  let i2 = /* @__PURE__ */ new Set(), o2 = [], s2 = /* @__PURE__ */ new Map();
  for (let e5 of n2) {
    if (!Y(e5) && !J(e5)) continue;
    let t3 = e5.path.slice(0, -1);
    if (t3.length === 0) continue;
    let n3 = JSON.stringify(t3), r2 = s2.get(n3);
    r2 || (r2 = { path: t3, removes: [], adds: [] }, s2.set(n3, r2)), (Y(e5) ? r2.removes : r2.adds).push(e5);
  }
  for (let t3 of s2.values()) t3.removes.length !== 0 && t3.adds.length !== 0 && (Z(e4, t3.path) || (t3.removes.forEach((e5) => i2.add(e5)), t3.adds.forEach((e5) => i2.add(e5)), o2.push({ type: `Edit`, path: t3.path })));
  for (let t3 of n2) {
    if (i2.has(t3) || !Y(t3) && !J(t3)) continue;
    let r2 = t3.path.slice(0, -1);
    if (r2.length === 0 || typeof N(r2) != `number`) continue;
    let s3 = Z(e4, r2);
    if (!s3 || !d(s3) || !f(s3.item)) continue;
    let c3 = n2.filter((e5) => !i2.has(e5) && (Y(e5) || J(e5)) && F(e5.path.slice(0, -1), r2));
    if (c3.length === 0 || c3.some((e5) => e5.path.length !== r2.length + 1)) continue;
    let l3 = new Set(s3.item.items.filter(d).map((e5) => {
      let t4 = a(e5.item) ? e5.item : void 0;
      return (t4 == null ? void 0 : t4.key.value.length) === 1 ? t4.key.value[0] : void 0;
    }).filter((e5) => e5 !== void 0)), u2 = new Set(c3.filter(Y).map((e5) => N(e5.path)));
    if (c3.some(Y) && c3.some(J) && l3.size === u2.size && ![...l3].some((e5) => !u2.has(e5))) {
      for (let e5 of c3) i2.add(e5);
      o2.push({ type: `Edit`, path: r2 });
    }
  }
  let c2 = /* @__PURE__ */ new Map();
  for (let t3 of n2) {
    if (i2.has(t3) || !Xi(t3) && !J(t3) && !Y(t3) || typeof N(t3.path) != `number`) continue;
    let n3 = t3.path.slice(0, -1);
    if (n3.length === 0) continue;
    let a2 = Z(e4, n3.concat(0));
    a2 && r(a2) && c2.set(JSON.stringify(n3), n3);
  }
  for (let e5 of c2.values()) {
    let r2 = t2;
    for (let t3 of e5) r2 = r2 == null ? void 0 : r2[t3];
    if (!Array.isArray(r2) || r2.every((e6) => P(e6))) continue;
    let a2 = n2.filter((t3) => !i2.has(t3) && (Xi(t3) || J(t3) || Y(t3)) && t3.path.length > e5.length && F(t3.path.slice(0, e5.length), e5));
    if (!(a2.length < 2)) {
      for (let e6 of a2) i2.add(e6);
      o2.push({ type: `Edit`, path: e5 });
    }
  }
  if (i2.size === 0) return n2;
  let l2 = n2.filter((e5) => !i2.has(e5));
  return l2.push(...o2), l2;
}
function ao(e4, t2, n2 = true) {
  return t2.map((t3) => A.test(t3) ? t3 : `"${Fr(t3, e4, `singleline-basic`, n2)}"`).join(`.`);
}
function oo(e4) {
  let t2 = [], n2, r2 = false;
  for (let i2 = 0; i2 < e4.length; i2++) {
    let a2 = e4[i2];
    if (n2) {
      n2 === `"` && r2 ? r2 = false : n2 === `"` && a2 === `\\` ? r2 = true : a2 === n2 && (n2 = void 0);
      continue;
    }
    if (a2 === `"` || a2 === `'`) {
      n2 = a2;
      continue;
    }
    if (a2 !== `.`) continue;
    let o2 = i2;
    for (; o2 > 0 && (e4[o2 - 1] === ` ` || e4[o2 - 1] === `	`); ) o2--;
    let s2 = i2 + 1;
    for (; s2 < e4.length && (e4[s2] === ` ` || e4[s2] === `	`); ) s2++;
    t2.push(e4.slice(o2, s2));
  }
  return t2;
}
function so(e4) {
  let t2 = [], n2 = 0, r2, i2 = false;
  for (let a2 = 0; a2 < e4.length; a2++) {
    let o2 = e4[a2];
    if (r2) {
      r2 === `"` && i2 ? i2 = false : r2 === `"` && o2 === `\\` ? i2 = true : o2 === r2 && (r2 = void 0);
      continue;
    }
    o2 === `"` || o2 === `'` ? r2 = o2 : o2 === `.` && (t2.push(e4.slice(n2, a2)), n2 = a2 + 1);
  }
  return t2.push(e4.slice(n2)), t2;
}
function co(e4, t2) {
  let n2 = oo(t2);
  n2.length !== 0 && (e4.raw = so(e4.raw).reduce((e5, t3, r2) => r2 === 0 ? t3 : `${e5}${n2[Math.min(r2 - 1, n2.length - 1)]}${t3}`, ``), e4.loc.end.column = e4.loc.start.column + e4.raw.length);
}
function lo(e4, t2) {
  let n2;
  return Gt(e4, { KeyValue: (e5) => {
    !n2 && e5.key.value.length > t2.length && F(e5.key.value.slice(0, t2.length), t2) && oo(e5.key.raw).length > 0 && (n2 = e5);
  } }), n2;
}
function uo(e4) {
  let t2 = e4.search(/[eE]/), n2 = t2 === -1 ? e4 : e4.slice(0, t2), r2 = n2.indexOf(`.`), i2 = r2 === -1 ? `` : n2.slice(r2 + 1);
  return { hasExponent: t2 !== -1, fractionLength: i2.length, isRound: !/[1-9]/.test(i2) };
}
function fo(e4) {
  let t2 = e4.search(/[eE]/), n2 = t2 === -1 ? e4 : e4.slice(0, t2), r2 = n2.indexOf(`.`);
  return r2 === -1 ? 0 : n2.length - r2 - 1;
}
function po(e4, t2, n2 = false) {
  let [r2, i2] = e4.toExponential().split(/[eE]/), a2 = Math.max(t2, fo(r2));
  return `${a2 > 0 ? Number(r2).toFixed(a2) : String(Number(r2))}${n2 ? `E` : `e`}${i2.replace(/^\+/, ``)}`;
}
function mo(e4) {
  if (e4.startsWith(`0x`)) return { radix: 16, prefix: `0x` };
  if (e4.startsWith(`0o`)) return { radix: 8, prefix: `0o` };
  if (e4.startsWith(`0b`)) return { radix: 2, prefix: `0b` };
}
function ho(e4) {
  let t2 = e4;
  (t2.startsWith(`+`) || t2.startsWith(`-`)) && (t2 = t2.slice(1)), (t2.startsWith(`0x`) || t2.startsWith(`0o`) || t2.startsWith(`0b`)) && (t2 = t2.slice(2));
  let n2 = t2.lastIndexOf(`_`);
  return n2 === -1 ? void 0 : t2.length - n2 - 1;
}
function go(e4, t2) {
  if (e4.length <= t2) return e4;
  let n2 = ``, r2 = 0;
  for (let i2 = e4.length - 1; i2 >= 0; i2--) n2 = e4[i2] + n2, r2++, r2 === t2 && i2 > 0 && (n2 = `_` + n2, r2 = 0);
  return n2;
}
function _o(e4, t2) {
  let n2 = mo(t2), r2 = ho(t2);
  if (n2) {
    if (typeof e4 == `bigint` ? e4 < 0n : e4 < 0) return;
    let i2 = n2.radix === 16 && /[A-F]/.test(t2), a2 = e4.toString(n2.radix);
    return i2 && (a2 = a2.toUpperCase()), n2.prefix + (r2 ? go(a2, r2) : a2);
  }
  if (r2) {
    let t3 = typeof e4 == `bigint` ? e4 < 0n : e4 < 0, n3 = t3 ? e4.toString().slice(1) : e4.toString();
    return (t3 ? `-` : ``) + go(n3, r2);
  }
}
function vo(e4, t2, n2 = true, r2 = 0) {
  if (o(e4) && o(t2)) {
    let r3 = Wr(t2.value, e4.raw, n2);
    t2.raw = r3.raw, t2.loc = r3.loc;
  }
  if (l(e4) && l(t2)) {
    let n3 = e4.raw, i2 = t2.value;
    if (Et(i2)) {
      let e5 = Dt(i2);
      if (n3.includes(` `) && e5.includes(`T`) && (e5 = e5.replace(`T`, ` `)), /(?:\+00:00|-00:00)/.test(n3) && e5.endsWith(`Z`)) {
        let t3 = n3.match(/([+-]00:00)/)[1];
        e5 = e5.replace(/Z$/, t3);
      }
      e5 = we(e5, r2), t2.raw = e5, t2.loc.end.column = t2.loc.start.column + t2.raw.length;
    } else if (!(Te.IS_TIME_ONLY.test(n3) && i2 instanceof Date && i2.getUTCFullYear() > 1)) {
      let e5 = Te.createDateWithOriginalFormat(i2, n3);
      t2.value = e5, t2.raw = we(e5.toISOString(), r2), t2.loc.end.column = t2.loc.start.column + t2.raw.length;
    }
  }
  if (c(e4) && c(t2) && Number.isNaN(e4.value) && Number.isNaN(t2.value)) {
    let n3 = e4, r3 = t2;
    n3.nanSign && (r3.nanSign = `+`, r3.raw = `+nan`);
  }
  if (s(e4) && t2.type === `Integer`) {
    let n3 = e4, r3 = _o(t2.value, n3.raw);
    if (r3 !== void 0) {
      let e5 = t2;
      e5.raw = r3, e5.loc.end.column = e5.loc.start.column + r3.length;
    }
  }
  if (c(e4) && (t2.type === `Integer` || t2.type === `Float`)) {
    let n3 = e4, r3 = t2.value;
    if (typeof r3 == `number`) {
      let { hasExponent: e5, fractionLength: i2, isRound: a2 } = uo(n3.raw), o2 = Number.isInteger(r3) && !Object.is(r3, -0), s2 = fo(t2.raw), c2;
      if (e5 && Number.isFinite(r3) && !Object.is(r3, -0)) {
        let e6 = n3.raw.includes(`E`);
        c2 = po(r3, o2 ? Math.max(a2 ? i2 : 0, s2) : s2, e6);
      } else o2 && a2 && (c2 = r3.toFixed(Math.max(i2, s2)));
      if (c2 !== void 0) {
        let e6 = t2;
        e6.type = `Float`, e6.raw = c2, e6.loc.end.column = e6.loc.start.column + c2.length;
      }
    }
  }
  if (u(e4) && u(t2)) {
    let n3 = ai(e4);
    if (t2.items.length > 0) {
      let e5 = t2.items[t2.items.length - 1];
      e5.comma !== n3 && (e5.comma = n3, n3 && (t2.loc.end.column += 1));
    }
  }
  if (f(e4) && f(t2)) {
    let n3 = oi(e4);
    if (t2.items.length > 0) {
      let e5 = t2.items[t2.items.length - 1];
      e5.comma !== n3 && (e5.comma = n3, n3 && (t2.loc.end.column += 1));
    }
  }
}
function yo(n2, i2, s2, c2, l2 = false, g2 = /* @__PURE__ */ new WeakSet(), _2 = void 0, v2 = false, y2 = true) {
  let b2 = /* @__PURE__ */ new Map(), S2 = /* @__PURE__ */ new Set();
  function C2(e4) {
    let t2 = n2.items, r2 = t2.indexOf(e4);
    if (r2 > 0) {
      let n3 = t2[r2 - 1];
      p(n3) && n3.loc.end.line + 1 === e4.loc.start.line && S2.add(e4);
    }
  }
  let w2 = /* @__PURE__ */ new WeakMap();
  function T2(e4) {
    let i3 = w2.get(e4);
    if (i3 !== void 0) return i3;
    let o2 = {};
    function s3(n3, i4) {
      if (n3 === e4) return i4;
      if (a(n3)) return s3(n3.value, i4);
      if (d(n3)) return s3(n3.item, i4);
      if (m(n3)) for (let e5 = 0; e5 < n3.items.length; e5++) {
        let c4 = n3.items[e5], l3 = [];
        if (a(c4)) l3 = c4.key.value;
        else if (t(c4) || r(c4)) {
          if (l3 = c4.key.item.value, r(c4)) {
            let e6 = Bt(l3);
            o2[e6] = (o2[e6] ?? -1) + 1, l3 = l3.concat(o2[e6]);
          }
        } else d(c4) && (l3 = a(c4.item) ? c4.item.key.value : [e5]);
        let u2 = s3(c4, l3.length ? i4.concat(l3) : i4);
        if (u2) return u2;
      }
    }
    let c3 = s3(n2, []);
    return c3 !== void 0 && w2.set(e4, c3), c3;
  }
  function E2(e4, t2) {
    let n3 = a(e4) ? e4 : d(e4) && a(e4.item) ? e4.item : void 0;
    if (!n3) return false;
    let r2 = n3.key.value.length;
    return r2 > t2.length || !F(n3.key.value, t2.slice(t2.length - r2));
  }
  function D2(e4, i3) {
    let o2 = e4.key.item.value.concat(i3);
    return e4.items.some((e5) => a(e5) && e5.key.value.length > i3.length && F(e5.key.value.slice(0, i3.length), i3)) ? true : n2.items.some((e5) => {
      if (!t(e5) && !r(e5)) return false;
      let n3 = e5.key.item.value;
      return n3.length > o2.length && F(n3.slice(0, o2.length), o2);
    });
  }
  function O2(e4, t2) {
    let n3 = [], r2 = false;
    for (let i4 of e4.items) {
      if (!a(i4) || !f(i4.value) || !D2(t2, i4.key.value)) {
        n3.push(i4);
        continue;
      }
      let e5 = [];
      for (let t3 of i4.value.items) {
        if (!d(t3) || !a(t3.item)) continue;
        let n4 = q([t3.item], ``, { temporal: l2 });
        for (let e6 of t3.item.key.value) n4 = n4 == null ? void 0 : n4[e6];
        let r3 = Po(n4, c2);
        r3 !== void 0 && e5.push(Br(i4.key.value.concat(t3.item.key.value), r3));
      }
      e5.length > 0 ? (n3.push(...e5), r2 = true) : n3.push(i4);
    }
    if (!r2) return e4;
    let i3 = Rr(e4.key.item.value, c2.escapeSequenceUpperCase);
    for (let e5 of n3) B(i3, i3, e5);
    return H(i3), i3;
  }
  function k2(e4, t2) {
    function n3(e5) {
      if (a(e5)) return n3(e5.value);
      if (d(e5)) return n3(e5.item);
      if (!m(e5)) return;
      let r2 = e5.items;
      for (let n4 of r2) if (n4 === t2 || d(n4) && n4.item === t2) return e5;
      for (let e6 of r2) {
        let t3 = n3(d(e6) ? e6.item : e6);
        if (t3) return t3;
      }
    }
    return n3(e4);
  }
  function j2(e4, t2, r2, i3) {
    let a2 = t2.concat(e4.key.value), o2 = e4.key.raw;
    e4.key.value = a2, e4.key.raw = a2.map((e5) => A.test(e5) ? e5 : JSON.stringify(e5).replace(/\x7f/g, `\\u007f`)).join(`.`);
    let s3 = e4.key.raw.length - o2.length;
    e4.key.loc.end.column = e4.key.loc.start.column + e4.key.raw.length, e4.equals += s3, U(e4.value, { lines: 0, columns: s3 }, { first_line_only: true }), e4.loc.end.line === e4.loc.start.line && (e4.loc.end.column += s3), pr(n2, i3, r2, e4), Co(n2, e4);
  }
  function ee2(e4, t2) {
    let n3 = e4.key.item, r2 = n3.raw, i3 = t2.concat(n3.value), a2 = i3.map((e5) => A.test(e5) ? e5 : JSON.stringify(e5).replace(/\x7f/g, `\\u007f`)).join(`.`), o2 = a2.length - r2.length;
    n3.value = i3, n3.raw = a2, n3.loc.end.column = n3.loc.start.column + a2.length, e4.key.loc.end.line === e4.key.loc.start.line && (e4.key.loc.end.column += o2);
  }
  function te2(e4, t2, r2, i3) {
    ee2(e4, t2), pr(n2, i3, r2, e4);
  }
  function ne2(e4, t2, r2) {
    let i3 = Z(n2, e4);
    if (i3 && !E2(i3, e4)) return null;
    let a2 = e4.length;
    for (; a2 > 0; ) {
      let t3 = Z(n2, e4.slice(0, a2));
      if (t3 && !E2(t3, e4.slice(0, a2))) break;
      a2--;
    }
    let o2 = e4.slice(a2);
    if (o2.length === 0 || !o2.every((e5) => typeof e5 == `string`)) return null;
    if (_2 !== void 0) {
      let e5 = _2;
      for (let t3 of r2) e5 = e5 == null ? void 0 : e5[t3];
      if (e5 !== void 0) {
        let n3 = Po(e5, c2);
        if (n3 !== void 0) return Br([...o2, ...t2.key.value], n3, false, c2.escapeSequenceUpperCase);
      }
    }
    let s3 = t2.key, l3 = [...o2, ...s3.value].map((e5) => A.test(e5) ? e5 : JSON.stringify(e5).replace(/\x7f/g, `\\u007f`)).join(`.`), u2 = l3.length - s3.raw.length;
    return s3.raw = l3, s3.value = [...o2, ...s3.value], s3.loc.end.column = s3.loc.start.column + l3.length, t2.equals += u2, U(t2.value, { lines: 0, columns: u2 }, { first_line_only: true }), t2.loc.end.line === t2.loc.start.line && (t2.loc.end.column += u2), t2;
  }
  let M2 = /* @__PURE__ */ new Set(), re2 = /* @__PURE__ */ new Set(), ie2 = /* @__PURE__ */ new WeakMap();
  function ae2(e4, t2) {
    return ie2.get(e4) ?? t2;
  }
  let oe2 = [], se2 = /* @__PURE__ */ new Set(), ce2 = [];
  function le2(e4, t2, r2) {
    if (!u(e4) && !f(e4) || !d(r2) || f(e4) && !a(r2.item)) return r2;
    let i3 = _2;
    for (let e5 of t2) i3 = i3 == null ? void 0 : i3[e5];
    if (!Array.isArray(i3) && !P(i3)) return r2;
    let o2 = qn(n2, e4) ?? 0, s3 = Cr(e4) || e4.items.length === 0 && e4.loc.end.line > e4.loc.start.line, l3 = v2 ? c2.indentWidth : u(e4) && e4.items.length === 0 ? Math.max(c2.indentWidth, 4) : c2.indentWidth;
    u(e4) && e4.items.length === 0 && !c2.useTabsForIndentation && er(e4, Math.max(l3, 4));
    let p2 = Array.isArray(i3) ? `array` : `table`, m2 = e4.items.map((t3) => f(e4) && a(t3.item) ? t3.item.value : t3.item).find((e5) => p2 === `array` ? u(e5) : f(e5)), h2 = m2 && p2 === `array` ? ai(m2) : m2 && p2 === `table` ? oi(m2) : false, g3 = m2, b3 = g3 && g3.items.length > 0 ? g3.items[0].loc.start.column - g3.loc.start.column > 1 : void 0, x2 = Fn(p2, o2 + 1, s3, c2), S3 = p2 === `array` ? `multilineArray` : `multilineTable`, C3 = I({ ...c2, inlineTableStart: 0, [S3]: x2, trailingComma: y2 ? c2.trailingComma : h2, bracketSpacing: b3 ?? c2.bracketSpacing, indentWidth: l3 }, c2), w3 = K({ tmp: i3 }, C3, o2 + 1, s3).items[0];
    if (!w3 || !a(w3)) return r2;
    let T3 = w3.value;
    if (x2 && (u(T3) || f(T3))) {
      let e5 = T3.loc.start.column;
      T3.loc.start.column = 0, T3.loc.end.line === T3.loc.start.line ? T3.loc.end.column -= e5 : Fn(u(T3) ? `array` : `table`, o2 + 1, s3, C3) && (T3.loc.end.column = 1);
    }
    if (f(e4)) {
      let e5 = G(Br(r2.item.key.value, T3, false, c2.escapeSequenceUpperCase));
      return e5.comma = r2.comma, e5;
    }
    let E3 = G(T3);
    return e4.items.length === 0 && u(e4) && f(T3) && (E3.comma = true), E3;
  }
  function ue2(e4, t2, r2) {
    let i3 = d(t2) ? t2.item : t2;
    if (!u(i3) && !f(i3)) return t2;
    let o2 = _2;
    for (let e5 of r2) o2 = o2 == null ? void 0 : o2[e5];
    if (!Array.isArray(o2) && !P(o2)) return t2;
    let s3 = Jn(n2, e4), l3 = s3 ? qn(n2, s3) ?? 0 : -1, p2 = s3 ? Cr(s3) || s3.items.length === 0 && s3.loc.end.line > s3.loc.start.line : false, m2 = Array.isArray(o2) ? `array` : `table`, h2 = m2 === `array` ? c2.multilineArray : c2.multilineTable, g3 = Fn(m2, l3 + 1, p2, c2), v3 = d(e4) ? e4.item : e4, b3 = u(v3) || f(v3) ? v3 : void 0, x2 = u(v3) ? `array` : f(v3) ? `table` : void 0, S3 = b3 !== void 0 && x2 !== m2 && Kn(b3) && h2 === `auto`;
    if (!(g3 || S3)) return t2;
    let C3 = m2 === `array` ? `multilineArray` : `multilineTable`, w3 = I({ ...c2, inlineTableStart: 0, [C3]: true, trailingComma: y2 ? c2.trailingComma : false }, c2), T3 = K({ tmp: o2 }, w3, l3 + 1, p2).items[0];
    if (!T3 || !a(T3)) return t2;
    let E3 = T3.value;
    if (u(E3) || f(E3)) {
      let t3 = d(e4) ? e4.item.loc.start.column : e4.loc.start.column;
      E3.loc.end.line === E3.loc.start.line ? E3.loc.end.column += t3 - E3.loc.start.column : E3.loc.end.column = 1, E3.loc.start.column = t3;
    }
    if (d(t2)) {
      let e5 = G(E3);
      return e5.comma = t2.comma, e5;
    }
    return E3;
  }
  s2.forEach((s3) => {
    if (J(s3)) {
      var v3;
      let o2 = X(i2, s3.path), h2 = s3.path.slice(0, -1), g3 = N(s3.path), _3 = r(o2);
      if (bt(g3) && !_3 && !bt(N(h2))) {
        let e4 = Z(n2, h2.concat(0));
        e4 && r(e4) && (_3 = true);
      }
      if (_3 && bt(g3) && !bt(N(h2))) {
        let e4 = Z(n2, h2), t2 = e4 && a(e4) ? e4.value : e4;
        if (t2 && u(t2)) {
          let e5 = q(i2.items, ``, { temporal: l2 });
          for (let t3 of s3.path) e5 = e5 == null ? void 0 : e5[t3];
          let r2 = I({ ...c2, inlineTableStart: 0 }, c2), u2 = e5 === void 0 ? void 0 : K({ tmp: e5 }, r2), p2 = u2 == null ? void 0 : u2.items[0];
          if (p2 && a(p2) && (o2 = G(p2.value), _3 = false, d(o2) && f(o2.item) && o2.item.items.length > 0)) {
            let e6 = o2.item;
            if (!(e6.items[0].loc.start.column - e6.loc.start.column > 1)) {
              let r3 = t2.items.map((e7) => e7.item).find((e7) => f(e7) && e7.items.length > 0);
              r3 && r3.items[0].loc.start.column - r3.loc.start.column > 1 && xr(n2, e6, true);
            }
          }
        }
      }
      if (_3 && !r(o2)) {
        let e4 = h2.filter((e5) => typeof e5 == `string`), n3 = q(i2.items, ``, { temporal: l2 });
        for (let e5 of s3.path) n3 = n3 == null ? void 0 : n3[e5];
        if (n3 !== void 0) {
          let i3 = Rr(e4, c2.escapeSequenceUpperCase), a2 = K(n3, c2);
          for (let e5 of a2.items) B(i3, i3, e5, void 0);
          let s4 = (n4) => {
            if (m(n4)) for (let i4 of n4.items) {
              if (!t(i4) && !r(i4)) continue;
              let n5 = i4.key, a3 = n5.item, o3 = e4.concat(a3.value);
              a3.value = o3, a3.raw = Ur(o3, c2.escapeSequenceUpperCase).raw, a3.loc.start.column = n5.loc.start.column + 1, a3.loc.end.column = a3.loc.start.column + a3.raw.length, n5.loc.end.column = a3.loc.start.column + a3.raw.length + 1, s4(i4);
            }
          };
          s4(i3), H(i3), o2 = i3;
        }
      }
      let y3;
      if (t(o2)) y3 = n2;
      else if (_3) {
        y3 = n2;
        let e4 = n2, i3 = Z(e4, h2.concat(g3 - 1)), a2 = Z(e4, h2.concat(g3));
        if (a2) g3 = e4.items.indexOf(a2);
        else if (i3) {
          if (g3 = e4.items.indexOf(i3) + 1, r(i3)) {
            let n3 = i3.key.item.value, a3 = g3 - 1;
            for (let i4 = g3; i4 < e4.items.length; i4++) {
              let o3 = e4.items[i4], s4 = t(o3) || r(o3) ? o3.key.item.value : void 0;
              s4 && s4.length > n3.length && F(s4.slice(0, n3.length), n3) && (a3 = i4);
            }
            g3 = a3 + 1, r(o2) && (o2 = O2(o2, i3));
          }
        } else g3 = e4.items.length;
      } else {
        y3 = n2;
        for (let e4 = s3.path.length - 1; e4 >= 0; e4--) {
          let t2 = Z(n2, s3.path.slice(0, e4));
          if (t2 && !E2(t2, s3.path.slice(0, e4))) {
            y3 = t2;
            break;
          }
        }
        a(y3) ? y3 = y3.value : d(y3) && a(y3.item) ? y3 = y3.item.value : (d(y3) && f(y3.item) || d(y3) && u(y3.item)) && (y3 = y3.item);
      }
      if ((u(y3) || f(y3)) && (o2 = le2(y3, s3.path, o2), wi(y3, o2, c2.indentWidth)), u(y3)) {
        let e4 = Z(n2, h2), t2 = Z(n2, h2.slice(0, -1));
        if (e4 && a(e4) && t2) {
          let n3 = Ua(y3, o2, g3);
          n3 !== 0 && Va(t2, e4, n3);
        }
      }
      let b3 = (u(y3) || f(y3)) && y3.loc.end.line > y3.loc.start.line;
      b3 && re2.has(y3) && H(n2);
      let x2 = u(y3) || f(y3) ? (v3 = Sa(n2, y3)) == null ? void 0 : v3.items : void 0;
      if (r(y3) || u(y3) || e(y3)) {
        if (u(y3)) {
          let e4 = ae2(y3, ai(y3));
          if (d(o2)) {
            let t2 = y3.items.length === 0 && f(o2.item) && Cr(o2.item);
            o2.comma = t2 || e4;
            let n3 = o2, r2 = f(n3.item) ? n3.item : void 0, u2 = r2 && r2.items.length > 0 ? y3.items.map((e5) => e5.item).find((e5) => e5 !== n3.item && f(e5)) : void 0;
            if (r2 && u2) {
              let e5 = oi(u2);
              if (e5 !== oi(r2)) {
                let t3 = q(i2.items, ``, { temporal: l2 });
                for (let e6 of s3.path) t3 = t3 == null ? void 0 : t3[e6];
                let r3 = I({ ...c2, inlineTableStart: 0, trailingComma: e5 }, c2), u3 = t3 === void 0 ? void 0 : K({ tmp: t3 }, r3).items[0];
                if (u3 && a(u3)) {
                  let e6 = G(u3.value);
                  e6.comma = n3.comma, o2 = e6;
                }
              }
            }
          }
        }
        if (c2.inlineTableStart !== void 0 && c2.inlineTableStart > 0 && e(y3) && t(o2)) {
          let e4 = Mo(o2, n2, c2);
          B(n2, y3, o2, g3);
          for (let t2 of e4) B(n2, n2, t2, void 0);
        } else {
          let i3 = o2;
          d(o2) && (r(y3) || e(y3)) && (i3 = o2.item);
          let c3 = g3;
          if (e(y3) && a(i3)) {
            let e4 = y3.items.findIndex((e5) => t(e5) || r(e5));
            e4 !== -1 && (c3 = e4);
          }
          let l3 = false;
          if ((r(y3) || e(y3)) && a(i3)) {
            let e4 = ne2(h2, i3, s3.path);
            e4 && (M2.has(y3) && H(n2), i3 = e4, l3 = true);
          }
          if (u(y3) && y3.items.length === 0 && H(n2), c3 === 0 && u(y3) && dr(n2).has(y3) && H(n2), c3 === 0 && (e(y3) || t(y3) || r(y3)) && dr(n2).has(y3) && H(n2), a(i3) && i3.key.value.length > 1) {
            let e4 = lo(n2, i3.key.value.slice(0, -1));
            if (e4) {
              let t2 = i3.equals;
              co(i3.key, e4.key.raw), i3.equals = i3.key.loc.end.column + e4.equals - e4.key.loc.end.column;
              let n3 = i3.equals - t2;
              U(i3.value, { lines: 0, columns: n3 }, { first_line_only: true }), i3.loc.end.line === i3.loc.start.line && (i3.loc.end.column += n3);
            }
          }
          B(n2, y3, i3, c3, void 0, x2), l3 && M2.add(y3);
        }
      } else if (f(y3)) {
        y3.items.length === 0 && (H(n2), ar(y3) && y3.loc.end.line > y3.loc.start.line && (y3.loc.end.line = y3.loc.start.line));
        let e4 = ae2(y3, oi(y3));
        if (a(o2)) {
          let t2 = G(o2);
          t2.comma = e4;
          let r2 = Xa(y3, o2, s3.before);
          B(n2, y3, t2, r2, void 0, x2);
        } else if (d(o2) && a(o2.item)) {
          let t2 = o2.item, r2 = ne2(h2, t2, s3.path);
          r2 && (M2.has(y3) && H(n2), t2 = r2);
          let i3 = G(t2);
          i3.comma = e4;
          let a2 = Xa(y3, t2, s3.before);
          B(n2, y3, i3, a2, void 0, x2), r2 && M2.add(y3);
        } else B(n2, y3, o2, void 0, void 0, x2);
      } else if (c2.inlineTableStart !== void 0 && c2.inlineTableStart > 0 && a(o2) && f(o2.value) && t(y3)) gi([...y3.key.item.value, ...o2.key.value]) < c2.inlineTableStart ? No(o2, y3, n2, c2) : B(n2, y3, o2);
      else if (c2.inlineTableStart === 0 && a(o2) && f(o2.value) && e(y3)) B(n2, y3, o2, void 0, true);
      else {
        let i3 = o2;
        d(o2) && (t(y3) || r(y3) || e(y3)) && (i3 = o2.item);
        let c3 = false;
        if (t(y3) && a(i3)) {
          let e4 = ne2(h2, i3, s3.path);
          e4 && (M2.has(y3) && H(n2), i3 = e4, c3 = true);
        }
        let l3 = (t(y3) || r(y3)) && y3.items.length > 0 && y3.items.every(p) ? 2 : void 0;
        B(n2, y3, i3, void 0, void 0, void 0, l3), c3 && M2.add(y3);
      }
      b3 && re2.add(y3);
    } else if (Xi(s3)) {
      let p2 = Z(n2, s3.path), h2;
      try {
        h2 = X(i2, s3.path);
      } catch {
        h2 = void 0;
      }
      if (!p2 || !h2) {
        To(n2, i2, s3, c2, l2, g2, S2);
        return;
      }
      if (a(p2) && t(h2)) {
        let e4 = h2.key.item.value;
        if ($(n2, e4).some((e5) => e5 !== p2)) {
          To(n2, i2, s3, c2, l2, g2, S2);
          return;
        }
      }
      if (d(p2) && (t(h2) || r(h2))) {
        let e4 = Z(n2, s3.path.slice(0, -1)), t2 = e4 && a(e4) ? e4.value : e4;
        if (t2 && u(t2)) {
          let e5 = _2;
          for (let t3 of s3.path) e5 = e5 == null ? void 0 : e5[t3];
          if (e5 !== void 0) {
            let t3 = I({ ...c2, inlineTableStart: 0 }, c2), n3 = K({ tmp: e5 }, t3), r2 = n3 == null ? void 0 : n3.items[0];
            r2 && a(r2) && (h2 = G(r2.value));
          }
        }
      }
      let v4, y3 = Z(n2, s3.path.slice(0, -1));
      y3 && a(y3) && E2(y3, s3.path.slice(0, -1)) && (y3 = k2(n2, y3));
      let b3 = Fo(n2, s3.path);
      if (a(p2) && a(h2)) {
        let i3 = false;
        if (p2.key.value.length > 1) {
          let o2 = T2(p2), c3 = Ya(s3.path, p2.key.value, o2 ? o2.length - p2.key.value.length : 0);
          if (c3 > 0 && c3 < p2.key.value.length) {
            p2.key.value = p2.key.value.slice(0, c3), p2.key.raw = Ur(p2.key.value).raw;
            let o3 = p2.key.loc.end.column, s4 = p2.key.loc.start.column + p2.key.raw.length, l3 = s4 - o3;
            p2.key.loc.end.column = s4, p2.equals += l3, p2.value.loc.start.column += l3, p2.value.loc.end.line === p2.value.loc.start.line && (p2.value.loc.end.column += l3), p2.loc.end.line === p2.loc.start.line && (p2.loc.end.column += l3), i3 = true;
            let u2 = p2.key.value;
            if (y3 && (t(y3) || e(y3) || r(y3))) {
              let e4 = [...y3.items];
              for (let i4 = e4.length - 1; i4 >= 0; i4--) {
                let o4 = e4[i4];
                if (o4 === p2) continue;
                let s5 = a(o4) ? o4.key.value : t(o4) || r(o4) ? o4.key.item.value : void 0;
                s5 && s5.length >= u2.length && F(s5.slice(0, u2.length), u2) && Q(n2, y3, o4);
              }
            }
          }
        }
        if (!i3 && a(h2) && y3 && (t(y3) || e(y3) || r(y3)) && Lo(n2, y3, p2.key.value, p2), vo(p2.value, h2.value, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0), y3 && Ba(y3, p2, p2.value, h2.value), v4 = p2, p2 = p2.value, h2 = h2.value, i3 && _2 !== void 0) {
          let e4 = _2;
          for (let t2 of s3.path) e4 = e4 == null ? void 0 : e4[t2];
          if (e4 !== void 0) {
            let t2 = Po(e4, c2);
            t2 !== void 0 && (h2 = t2, vo(p2, h2, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0));
          }
        }
      } else if (a(p2) && d(h2) && a(h2.item)) {
        let i3 = false;
        if (p2.key.value.length > 1) {
          let o2 = T2(p2), c3 = Ya(s3.path, p2.key.value, o2 ? o2.length - p2.key.value.length : 0);
          if (c3 > 0 && c3 < p2.key.value.length) {
            p2.key.value = p2.key.value.slice(0, c3), p2.key.raw = Ur(p2.key.value).raw;
            let o3 = p2.key.loc.end.column, s4 = p2.key.loc.start.column + p2.key.raw.length, l3 = s4 - o3;
            p2.key.loc.end.column = s4, p2.equals += l3, p2.value.loc.start.column += l3, p2.value.loc.end.line === p2.value.loc.start.line && (p2.value.loc.end.column += l3), p2.loc.end.line === p2.loc.start.line && (p2.loc.end.column += l3), i3 = true;
            let u2 = p2.key.value;
            if (y3 && (t(y3) || e(y3) || r(y3))) {
              let e4 = [...y3.items];
              for (let i4 = e4.length - 1; i4 >= 0; i4--) {
                let o4 = e4[i4];
                if (o4 === p2) continue;
                let s5 = a(o4) ? o4.key.value : t(o4) || r(o4) ? o4.key.item.value : void 0;
                s5 && s5.length >= u2.length && F(s5.slice(0, u2.length), u2) && Q(n2, y3, o4);
              }
            }
          }
        }
        if (!i3 && a(h2.item) && y3 && (t(y3) || e(y3) || r(y3)) && Lo(n2, y3, p2.key.value, p2), v4 = p2, p2 = p2.value, h2 = h2.item.value, i3 && _2 !== void 0) {
          let e4 = _2;
          for (let t2 of s3.path) e4 = e4 == null ? void 0 : e4[t2];
          if (e4 !== void 0) {
            let t2 = Po(e4, c2);
            t2 !== void 0 && (h2 = t2);
          }
        }
      } else if (d(p2) && a(p2.item) && a(h2)) {
        let e4 = p2.item, i3 = false;
        if (e4.key.value.length > 1) {
          let o2 = T2(e4), l3 = Ya(s3.path, e4.key.value, o2 ? o2.length - e4.key.value.length : 0);
          if (l3 > 0 && l3 < e4.key.value.length) {
            e4.key.value = e4.key.value.slice(0, l3), e4.key.raw = Ur(e4.key.value, c2.escapeSequenceUpperCase).raw;
            let o3 = e4.key.loc.end.column, s4 = e4.key.loc.start.column + e4.key.raw.length, u2 = s4 - o3;
            e4.key.loc.end.column = s4, e4.equals += u2, e4.value.loc.start.column += u2, e4.value.loc.end.line === e4.value.loc.start.line && (e4.value.loc.end.column += u2), e4.loc.end.line === e4.loc.start.line && (e4.loc.end.column += u2), e4.loc.end.line === e4.loc.start.line && sr(n2, e4, { lines: 0, columns: u2 }), i3 = true;
            let f2 = e4.key.value, h3 = y3;
            if (h3 && d(h3) && (h3 = h3.item), h3 && a(h3) && (h3 = h3.value), h3 && m(h3)) {
              let e5 = [...h3.items];
              for (let i4 = e5.length - 1; i4 >= 0; i4--) {
                let o4 = e5[i4];
                if (o4 === p2) continue;
                let s5 = a(o4) ? o4.key.value : d(o4) && a(o4.item) ? o4.item.key.value : t(o4) || r(o4) ? o4.key.item.value : void 0;
                s5 && s5.length >= f2.length && F(s5.slice(0, f2.length), f2) && Q(n2, h3, o4);
              }
            }
          }
        }
        if (vo(e4.value, h2.value, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0), v4 = e4, p2 = e4.value, h2 = h2.value, i3 && _2 !== void 0) {
          let e5 = _2;
          for (let t2 of s3.path) e5 = e5 == null ? void 0 : e5[t2];
          if (e5 !== void 0) {
            let t2 = Po(e5, c2);
            t2 !== void 0 && (h2 = t2, vo(p2, h2, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0));
          }
        }
      } else if (d(p2) && d(h2) && a(p2.item) && a(h2.item)) {
        let e4 = false, i3 = p2.item;
        if (i3.key.value.length > 1) {
          let o2 = T2(i3), l3 = Ya(s3.path, i3.key.value, o2 ? o2.length - i3.key.value.length : 0);
          if (l3 > 0 && l3 < i3.key.value.length) {
            i3.key.value = i3.key.value.slice(0, l3), i3.key.raw = Ur(i3.key.value, c2.escapeSequenceUpperCase).raw;
            let o3 = i3.key.loc.end.column, s4 = i3.key.loc.start.column + i3.key.raw.length, u2 = s4 - o3;
            i3.key.loc.end.column = s4, i3.equals += u2, i3.value.loc.start.column += u2, i3.value.loc.end.line === i3.value.loc.start.line && (i3.value.loc.end.column += u2), i3.loc.end.line === i3.loc.start.line && (i3.loc.end.column += u2), i3.loc.end.line === i3.loc.start.line && sr(n2, i3, { lines: 0, columns: u2 }), e4 = true;
            let f2 = i3.key.value, h3 = y3;
            if (h3 && d(h3) && (h3 = h3.item), h3 && a(h3) && (h3 = h3.value), h3 && m(h3)) {
              let e5 = [...h3.items];
              for (let i4 = e5.length - 1; i4 >= 0; i4--) {
                let o4 = e5[i4];
                if (o4 === p2) continue;
                let s5 = a(o4) ? o4.key.value : d(o4) && a(o4.item) ? o4.item.key.value : t(o4) || r(o4) ? o4.key.item.value : void 0;
                s5 && s5.length >= f2.length && F(s5.slice(0, f2.length), f2) && Q(n2, h3, o4);
              }
            }
          }
        }
        if (vo(i3.value, h2.item.value, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0), v4 = i3, p2 = i3.value, h2 = h2.item.value, e4 && _2 !== void 0) {
          let e5 = _2;
          for (let t2 of s3.path) e5 = e5 == null ? void 0 : e5[t2];
          if (e5 !== void 0) {
            let t2 = Po(e5, c2);
            t2 !== void 0 && (h2 = t2, vo(p2, h2, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0));
          }
        }
      } else if (t(p2)) {
        let o2 = q(i2.items, ``, { temporal: l2 });
        for (let e4 of s3.path) o2 = o2 == null ? void 0 : o2[e4];
        if (o2 !== void 0) {
          let i3 = p2.key.item.value, l3 = i3.slice(-1), u2 = i3.slice(0, -1), d2 = k2(n2, p2) ?? oa(n2, s3.path);
          if (e(d2)) {
            let e4 = $(n2, i3).filter((e5) => e5 !== p2 && (t(e5) || r(e5)));
            for (let t2 of e4) Q(n2, d2, t2);
          }
          let f2 = K({ [l3[0]]: o2 }, c2), m2 = f2.items[0];
          if (u2.length > 0) {
            if (t(m2) || r(m2)) te2(m2, u2, p2, d2), g2.add(m2);
            else if ($(n2, u2).some(a)) j2(m2, u2, p2, d2), g2.add(m2);
            else {
              let e4 = n2.items.find((e5) => e5 !== p2 && (t(e5) || r(e5)) && F(e5.key.item.value, u2));
              if (e4) B(n2, e4, m2, void 0), Q(n2, d2, p2), g2.add(m2);
              else {
                let e5 = W(u2, c2.escapeSequenceUpperCase);
                S2.add(e5), B(n2, e5, m2, 0), pr(n2, d2, p2, e5), g2.add(e5);
              }
            }
          } else pr(n2, d2, p2, m2), g2.add(m2), Co(n2, m2);
          if (f2.items.length > 1) for (let e4 = 1; e4 < f2.items.length; e4++) {
            let t2 = f2.items[e4];
            u2.length > 0 && ee2(t2, u2);
            let r2 = e4 === 1 ? m2 : f2.items[e4 - 1];
            B(n2, d2, t2, d2.items.indexOf(r2) + 1), g2.add(t2);
          }
          return;
        }
        v4 = oa(n2, s3.path);
      } else if (r(p2)) {
        let o2 = q(i2.items, ``, { temporal: l2 }), u2 = p2.key.item.value, d2 = o2, f2 = typeof s3.path[s3.path.length - 1] == `number` ? s3.path.slice(0, -1) : s3.path;
        for (let e4 of f2) d2 = d2 == null ? void 0 : d2[e4];
        if (d2 !== void 0) {
          let i3 = u2.slice(-1), o3 = u2.slice(0, -1), l3 = k2(n2, p2) ?? oa(n2, s3.path), f3 = K({ [i3[0]]: d2 }, c2).items[0];
          if (Array.isArray(d2) && !d2.every((e4) => P(e4))) {
            let e4 = $(n2, u2).filter((e5) => e5 !== p2 && (t(e5) || r(e5)));
            for (let t2 of e4) Q(n2, n2, t2);
          }
          if (o3.length > 0) {
            if (t(f3) || r(f3)) te2(f3, o3, p2, l3), g2.add(f3);
            else {
              let r2 = e(l3) ? l3.items.find((e4) => t(e4) && F(e4.key.item.value, o3)) : void 0;
              if (r2) {
                let e4 = r2.items.find((e5) => a(e5) && F(e5.key.value, f3.key.value));
                e4 ? pr(n2, r2, e4, f3) : B(n2, r2, f3, void 0), Q(n2, l3, p2), g2.add(r2);
                return;
              }
              if ($(n2, o3).some(a)) j2(f3, o3, p2, l3), g2.add(f3);
              else {
                let e4 = W(o3, c2.escapeSequenceUpperCase);
                S2.add(e4), B(n2, e4, f3, 0), pr(n2, l3, p2, e4), g2.add(e4);
              }
            }
          } else pr(n2, l3, p2, f3), g2.add(f3), Co(n2, f3);
          return;
        }
        v4 = oa(n2, s3.path);
      } else if (v4 = oa(n2, s3.path), a(v4)) {
        let e4 = X(n2, s3.path.slice(0, -1));
        a(e4) && u(e4.value) && (v4 = e4.value);
      } else d(v4) && a(v4.item) ? v4 = v4.item.value : (d(v4) && f(v4.item) || d(v4) && u(v4.item)) && (v4 = v4.item);
      if (d(p2) && d(h2) && (o(p2.item) && o(h2.item) && (vo(p2.item, h2.item, c2.escapeSequenceUpperCase, c2.minimumTimeDecimals ?? 0), h2.loc = { start: { ...h2.item.loc.start }, end: { ...h2.item.loc.end } }), h2.comma = p2.comma), b3) {
        let e4 = x(p2.loc), t2 = x(h2.loc).columns - e4.columns;
        t2 !== 0 && Ha(b3.container, b3.row, t2);
      }
      h2 = ue2(p2, h2, s3.path), pr(n2, v4, p2, h2), u(h2) && se2.add(h2), (u(h2) || f(h2)) && (H(n2), mi(h2, c2.indentWidth), ce2.push({ owner: v4, container: h2 })), e(v4) && a(p2) && (t(h2) || r(h2)) && wo(n2, h2);
    } else if (Y(s3)) {
      let o2 = Z(n2, s3.path);
      if (o2) {
        let l3 = oa(n2, s3.path);
        if (l3 === o2 && (l3 = oa(n2, s3.path.slice(0, -1))), l3 === o2) {
          let e4 = Sa(n2, o2);
          e4 && (l3 = e4);
        }
        a(l3) && (l3 = l3.value), d(l3) && a(l3.item) && (l3 = l3.item.value), d(l3) && f(l3.item) && (l3 = l3.item), d(l3) && u(l3.item) && (l3 = l3.item), (!m(l3) || !l3.items.includes(o2)) && (l3 = k2(n2, o2) ?? (m(l3) ? n2 : Sa(n2, o2) ?? n2));
        let p2 = false;
        if (s3.path.length > 1 && t(o2) && _2 !== void 0) {
          let e4 = s3.path.slice(0, -1), t2 = o2.key.item.value.slice(0, -1);
          if ($(n2, t2).filter((e5) => e5 !== o2).length === 0) {
            let r2 = _2;
            for (let t3 of e4) r2 = r2 == null ? void 0 : r2[t3];
            if (P(r2) && Object.keys(r2).length === 0) {
              let e5 = o2;
              for (; e5.items.length > 0; ) V(n2, e5, N(e5.items));
              H(n2);
              let r3 = e5.key, i3 = h(r3) ? r3.item : r3;
              i3.value = t2, i3.raw = ao(i3.raw, i3.value, c2.escapeSequenceUpperCase), i3.loc.end.column = i3.loc.start.column + i3.raw.length, r3.loc.end.column = r3.loc.start.column + i3.raw.length + 2, e5.loc.end.line = r3.loc.end.line, e5.loc.end.column = r3.loc.end.column, C2(e5), p2 = true;
            }
          }
        }
        let g3 = e(l3) && m(l3) ? l3.items.indexOf(o2) : -1, v4 = m(l3) && !e(l3) ? l3.items.indexOf(o2) : -1, y3 = d(o2) ? o2.comma : void 0;
        d(o2) && (u(l3) || f(l3)) && er(l3, o2.loc.start.column), d(o2) && (u(l3) || f(l3)) && v4 === l3.items.length - 1 && y3 !== void 0 && ie2.set(l3, y3);
        let x2 = d(o2) && (u(l3) || f(l3)) && o2.loc.end.line === l3.loc.end.line ? l3.loc.end.column - o2.loc.end.column : void 0, w3 = T2(d(o2) && a(o2.item) ? o2.item : o2), E3 = a(o2) ? o2 : d(o2) && a(o2.item) ? o2.item : void 0;
        if (E3 && w3 && m(l3)) {
          let e4 = w3.length - E3.key.value.length, i3 = s3.path.slice(e4);
          if (i3.length > 0 && i3.length < E3.key.value.length) {
            let e5 = l3.items, s4 = [];
            for (let n3 of e5) {
              if (n3 === o2) continue;
              let e6 = a(n3) ? n3.key.value : d(n3) && a(n3.item) ? n3.item.key.value : t(n3) || r(n3) ? n3.key.item.value : void 0;
              e6 && e6.length > i3.length && F(e6.slice(0, i3.length), i3) && s4.push(n3);
            }
            for (let e6 of s4) Q(n2, l3, e6);
          }
        }
        if (E3 && w3 && m(l3)) {
          let e4 = E3.key.value, i3 = l3.items, s4 = [];
          for (let n3 of i3) {
            if (n3 === o2) continue;
            let i4 = a(n3) ? n3.key.value : d(n3) && a(n3.item) ? n3.item.key.value : t(n3) || r(n3) ? n3.key.item.value : void 0;
            i4 && i4.length > e4.length && F(i4.slice(0, e4.length), e4) && s4.push(n3);
          }
          for (let e5 of s4) Q(n2, l3, e5);
        }
        if ((t(o2) || r(o2)) && m(l3)) {
          let e4 = o2.key.item.value, i3 = l3.items, s4 = [];
          for (let n3 of i3) {
            if (n3 === o2) continue;
            let i4 = a(n3) ? n3.key.value : t(n3) || r(n3) ? n3.key.item.value : void 0;
            i4 && i4.length > e4.length && F(i4.slice(0, e4.length), e4) && s4.push(n3);
          }
          for (let e5 of s4) Q(n2, l3, e5);
        }
        if (p2 || Q(n2, l3, o2), d(o2) && (u(l3) || f(l3)) && o2.loc.end.line === l3.loc.end.line) {
          let e4 = l3.items, t2 = l3.loc.end.line === l3.loc.start.line ? e4.every((e5) => e5.loc.end.line === l3.loc.start.line) : e4.length > 0 && N(e4).loc.end.line === l3.loc.end.line;
          if (e4.length > 0 && v4 === e4.length && t2) {
            let t3 = x2 ?? l3.loc.end.column - o2.loc.end.column;
            H(n2);
            let r2 = N(e4).loc.end.column + t3;
            l3.loc.end.column !== r2 && (l3.loc.end.column = r2);
            let i3, s4 = (e5) => {
              if (a(e5)) return e5.value === l3 ? e5 : s4(e5.value);
              if (d(e5)) return s4(e5.item);
              if (m(e5)) for (let t4 of e5.items) {
                let e6 = s4(d(t4) ? t4.item : t4);
                if (e6) return e6;
              }
            };
            if (i3 = s4(n2), i3 && i3.loc.end.line === l3.loc.end.line) {
              i3.loc.end.column = l3.loc.end.column;
              let e5 = (t5) => {
                if (a(t5)) return e5(t5.value);
                if (d(t5)) return t5.item === i3 ? t5 : e5(t5.item);
                if (m(t5)) for (let n3 of t5.items) {
                  let t6 = e5(n3);
                  if (t6) return t6;
                }
              }, t4 = e5(n2);
              if (t4) {
                let e6 = l3.loc.end.column - t4.loc.end.column;
                t4.loc.end.column = l3.loc.end.column, e6 !== 0 && (sr(n2, t4, { lines: 0, columns: e6 }), cr(n2), H(n2));
              }
            }
          }
        }
        if (!p2 && s3.path.length > 1 && (t(o2) || r(o2)) && _2 !== void 0) {
          let e4 = s3.path.slice(0, -1), t2 = o2.key.item.value.slice(0, -1);
          if ($(n2, t2).length === 0) {
            let r2 = _2;
            for (let t3 of e4) r2 = r2 == null ? void 0 : r2[t3];
            if (P(r2) && Object.keys(r2).length === 0) {
              let e5 = W(t2, c2.escapeSequenceUpperCase);
              S2.add(e5);
              let r3 = g3 >= 0 ? Math.min(g3, n2.items.length) : n2.items.length;
              H(n2), B(n2, n2, e5, r3);
            }
          }
        }
        if (!p2 && s3.path.length > 1 && _2 !== void 0) {
          let i3 = a(o2) ? o2 : d(o2) && a(o2.item) ? o2.item : void 0;
          if (i3 && i3.key.value.length > 1) {
            let o3 = s3.path.slice(0, -1), u2 = e(l3) || t(l3) || r(l3) || f(l3) ? l3 : n2;
            if (m(u2)) {
              let s4;
              if (t(u2) || r(u2)) {
                let e4 = u2.key.item.value, t2 = 0, n3 = 0;
                for (let r2 = 0; r2 < e4.length && t2 < o3.length; r2++) {
                  for (; t2 < o3.length && typeof o3[t2] == `number`; ) t2++;
                  if (t2 >= o3.length || o3[t2] !== e4[r2]) break;
                  n3++, t2++;
                }
                for (; t2 < o3.length && typeof o3[t2] == `number`; ) t2++;
                s4 = n3 === e4.length ? o3.slice(t2) : o3.slice(e4.length + +!!r(u2));
              } else if (f(u2)) {
                if (w3) {
                  let e4 = w3.slice(0, w3.length - i3.key.value.length), t2 = 0, n3 = 0;
                  for (; n3 < e4.length && t2 < o3.length; ) {
                    for (; t2 < o3.length && typeof o3[t2] == `number`; ) t2++;
                    if (t2 >= o3.length || o3[t2] !== e4[n3]) break;
                    n3++, t2++;
                  }
                  for (; t2 < o3.length && typeof o3[t2] == `number`; ) t2++;
                  s4 = n3 === e4.length ? o3.slice(t2) : o3.slice(e4.length);
                } else s4 = o3.slice(o3.length - (i3.key.value.length - 1));
              } else s4 = o3;
              s4 = s4.filter((e4) => typeof e4 == `string`);
              let l4 = u2.items.filter((e4) => {
                let t2 = a(e4) ? e4.key.value : d(e4) && a(e4.item) ? e4.item.key.value : void 0;
                return t2 ? F(t2.slice(0, s4.length), s4) : false;
              }), p3 = r(u2), m2 = [];
              p3 && l4.length === 0 && (m2 = $(n2, u2.key.item.value.concat(s4)));
              let h2 = s4.length === 0 && (t(u2) || r(u2) || f(u2));
              if (l4.length === 0 && m2.length === 0 && !h2) {
                let r2 = _2;
                for (let e4 of o3) r2 = r2 == null ? void 0 : r2[e4];
                if (P(r2) && Object.keys(r2).length === 0) {
                  if (f(u2)) {
                    let e4 = s4.map((e5) => A.test(e5) ? e5 : JSON.stringify(e5).replace(/\x7f/g, `\\u007f`)).join(`.`), t2 = Array.from(Xe(`${e4} = {}`))[0];
                    if (a(t2)) {
                      let e5 = G(t2);
                      e5.comma = y3 ?? false, H(n2), ar(u2) && u2.loc.end.line > u2.loc.start.line && (u2.loc.end.line = u2.loc.start.line), B(n2, u2, e5, v4 >= 0 ? v4 : void 0), c2.bracketSpacing && U(e5, { lines: 0, columns: 1 });
                      let r4 = u2.items[v4 + 1], i5 = z(n2).get(e5);
                      r4 && i5 && r4.loc.start.line === e5.loc.end.line && (i5.columns = e5.loc.end.column + 2 - r4.loc.start.column);
                    }
                    return;
                  }
                  let r3 = W(p3 || t(u2) ? u2.key.item.value.concat(s4) : s4, c2.escapeSequenceUpperCase);
                  S2.add(r3);
                  let i4 = g3 >= 0 ? g3 : n2.items.length;
                  if (p3) {
                    let e4 = n2.items.indexOf(u2);
                    i4 = e4 >= 0 ? e4 + 1 : n2.items.length;
                  } else if (t(u2)) {
                    let e4 = n2.items.indexOf(u2);
                    i4 = e4 >= 0 ? e4 + 1 : n2.items.length;
                  } else if (e(u2)) {
                    let e4 = xo(n2);
                    i4 = e4 >= 0 ? e4 : n2.items.length;
                  }
                  H(n2), B(n2, n2, r3, i4);
                }
              }
            }
          }
        }
        if (r(o2)) {
          let e4 = o2.key.item.value, t2 = s3.path.slice(0, -1);
          !Z(n2, t2.concat(0)) && Z(i2, t2) && b2.set(e4.join(`.`), e4);
        }
      } else {
        let e4 = () => Z(n2, s3.path.concat(0)) || $(n2, s3.path).filter(r)[0], a2 = e4();
        if (a2) {
          let o3 = n2.items.indexOf(a2), l3 = false;
          if (s3.path.length > 1 && _2 !== void 0) {
            let e5 = s3.path.slice(0, -1);
            if ($(n2, e5).filter((e6) => !(r(e6) && F(e6.key.item.value, s3.path))).length === 0) {
              let t2 = _2;
              for (let n3 of e5) t2 = t2 == null ? void 0 : t2[n3];
              if (P(t2) && Object.keys(t2).length === 0) {
                let t3 = a2, r2 = t3.key;
                for (; t3.items.length > 0; ) Q(n2, t3, N(t3.items));
                H(n2), t3.type = `Table`, r2.type = `TableKey`;
                let i3 = h(r2) ? r2.item : r2;
                i3.value = e5, i3.raw = ao(i3.raw, i3.value, c2.escapeSequenceUpperCase), i3.loc.end.column = i3.loc.start.column + i3.raw.length, r2.loc.end.column = r2.loc.start.column + i3.raw.length + 2, t3.loc.end.line = r2.loc.end.line, t3.loc.end.column = r2.loc.end.column, C2(t3), l3 = true;
              }
            }
          }
          let u2;
          for (; u2 = e4(); ) Q(n2, n2, u2);
          for (let e5 of $(n2, s3.path).filter(t)) Q(n2, n2, e5);
          if (Z(i2, s3.path)) {
            let e5 = s3.path;
            b2.set(e5.join(`.`), e5);
          }
          if (!l3 && s3.path.length > 1 && _2 !== void 0) {
            let e5 = s3.path.slice(0, -1);
            if ($(n2, e5).length === 0) {
              let t2 = _2;
              for (let n3 of e5) t2 = t2 == null ? void 0 : t2[n3];
              if (P(t2) && Object.keys(t2).length === 0) {
                let t3 = W(e5, c2.escapeSequenceUpperCase);
                S2.add(t3);
                let r2 = o3 >= 0 ? Math.min(o3, n2.items.length) : n2.items.length;
                H(n2), B(n2, n2, t3, r2);
              }
            }
          }
        } else {
          let e5 = Io(n2, s3.path), t2 = $(n2, e5);
          if (t2.length > 0) {
            let r2 = n2.items.indexOf(t2[0]);
            for (let e6 of t2) Q(n2, n2, e6);
            if (e5.length > 1 && _2 !== void 0) {
              let t3 = e5.slice(0, -1);
              if ($(n2, t3).length === 0) {
                let e6 = _2;
                for (let t4 of s3.path.slice(0, -1)) e6 = e6 == null ? void 0 : e6[t4];
                if (P(e6) && Object.keys(e6).length === 0) {
                  let e7 = W(t3, c2.escapeSequenceUpperCase);
                  S2.add(e7);
                  let i3 = r2 >= 0 ? Math.min(r2, n2.items.length) : n2.items.length;
                  H(n2), B(n2, n2, e7, i3);
                }
              }
            }
          } else X(n2, s3.path);
        }
      }
    } else if (Zi(s3)) {
      if (s3.key !== void 0) {
        oe2.push(s3);
        return;
      }
      let e4 = Z(n2, s3.path);
      if (e4) {
        if (h(e4) && (e4 = e4.item), a(e4) && (e4 = e4.value), s3.from >= e4.items.length) return;
        let t2 = e4.items[s3.from];
        Ta(n2, e4, t2, s3.to);
      } else {
        $a(n2);
        let e5 = X(n2, s3.path.concat(s3.from)), i3 = ya(n2).find((t2) => t2.member === e5), a2 = i3 ? [...i3.items] : [e5], o2 = a2.map((e6) => ({ startLine: e6.loc.start.line, endLine: e6.loc.end.line })), c3 = n2.items.indexOf(i3 ? i3.items[0] : e5), l3 = o2[o2.length - 1].endLine, u2;
        for (let e6 = 0; e6 < n2.items.length; e6++) {
          let t2 = n2.items[e6];
          if (t2.loc.start.line > l3) {
            u2 = t2.loc.start.line - l3;
            break;
          }
        }
        if (u2 === void 0 && c3 > 0) {
          let e6 = n2.items[c3 - 1];
          u2 = o2[0].startLine - e6.loc.end.line;
        }
        let d2 = i3 ? i3.items.indexOf(e5) : 0;
        for (let e6 = 0; e6 <= d2; e6++) n2.items.includes(a2[e6]) && V(n2, n2, a2[e6]);
        for (let e6 = d2 + 1; e6 < a2.length; e6++) {
          let t2 = n2.items.indexOf(a2[e6]);
          t2 >= 0 && n2.items.splice(t2, 1);
        }
        let f2 = Z(n2, s3.path.concat(s3.to)), m2, h2 = false, g3 = i3 && i3.items[0] !== e5 && p(i3.items[0]);
        if (f2) {
          let e6 = ya(n2).find((e7) => e7.member === f2);
          h2 = !!(e6 && e6.items[0] !== f2 && p(e6.items[0])), m2 = h2 && g3 ? n2.items.indexOf(e6.items[0]) : n2.items.indexOf(f2);
        } else m2 = n2.items.length;
        let _3 = m2 > 0 ? n2.items[m2 - 1].loc.end.line : 0, v4 = m2 < n2.items.length ? n2.items[m2].loc.start.line : void 0, y3 = h2 && g3, b3 = m2;
        for (let e6 = 0; e6 < a2.length; e6++) {
          let i4 = a2[e6], s4;
          if ((y3 || g3 && m2 > 0 && m2 < n2.items.length) && b3 > 0) {
            let n3 = e6 === 0 ? _3 : o2[e6 - 1].endLine, a3 = e6 === 0 && v4 !== void 0 ? v4 - _3 : o2[e6].startLine - n3;
            a3 !== (t(i4) || r(i4) ? 2 : 1) && (s4 = a3);
          }
          B(n2, n2, i4, b3, void 0, void 0, s4), b3++;
        }
        if (u2 !== void 0) {
          H(n2);
          let e6 = a2[a2.length - 1], t2 = n2.items.indexOf(e6) + 1;
          if (t2 < n2.items.length) {
            let r2 = n2.items[t2].loc.start.line - e6.loc.end.line, i4 = u2 - r2;
            if (i4 !== 0) for (let e7 = t2; e7 < n2.items.length; e7++) U(n2.items[e7], { lines: i4, columns: 0 });
          }
        }
      }
    } else if (Qi(s3)) {
      let e4 = s3.path.concat(s3.from), o2 = Z(n2, e4);
      if (!o2) {
        let i3 = $(n2, e4);
        if (i3.length === 1 && (t(i3[0]) || r(i3[0]))) {
          let t2 = i3[0].key, n3 = h(t2) ? t2.item : t2, r2 = e4.length - 1, a2 = n3.raw;
          n3.value[r2] = s3.to, n3.raw = ao(n3.raw, n3.value, c2.escapeSequenceUpperCase), co(n3, a2), n3.loc.end.column = n3.loc.start.column + n3.raw.length;
          return;
        }
      }
      o2 ||= X(n2, e4);
      let l3 = X(i2, s3.path.concat(s3.to));
      h(o2) && (o2 = o2.item), h(l3) && (l3 = l3.item);
      let u2 = o2.key, d2 = l3.key, f2 = h(u2) ? u2.item : u2, p2 = h(d2) ? d2.item : d2;
      if (f2.value.length !== p2.value.length) {
        let e5 = s3.path.concat(s3.from);
        if ((t(o2) || r(o2)) && a(l3) && F(f2.value.slice(0, e5.length), e5)) {
          let t2 = e5.length - 1, n3 = f2.raw;
          f2.value[t2] = s3.to, f2.raw = ao(f2.raw, f2.value, c2.escapeSequenceUpperCase), co(f2, n3), f2.loc.end.column = f2.loc.start.column + f2.raw.length;
          return;
        }
        if (a(o2) && a(l3) && f2.value.length <= e5.length && F(f2.value, e5.slice(e5.length - f2.value.length))) {
          let e6 = f2.raw;
          f2.value[f2.value.length - 1] = s3.to, f2.raw = ao(f2.raw, f2.value, c2.escapeSequenceUpperCase), f2.loc.end.column = f2.loc.start.column + f2.raw.length;
          let t2 = f2.raw.length - e6.length;
          t2 > 0 && (o2.equals += t2, U(o2.value, { lines: 0, columns: t2 }, { first_line_only: true }), sr(n2, o2.value, { lines: 0, columns: t2 }));
          return;
        }
        throw Error(`Cannot rename "${f2.raw}" to "${p2.raw}": the replacement key has ${p2.value.length} segment(s) where the existing key has ${f2.value.length}, so one cannot be substituted for the other.`);
      }
      p2.raw = ao(f2.raw, p2.value, c2.escapeSequenceUpperCase), co(p2, f2.raw), p2.loc.end.column = p2.loc.start.column + p2.raw.length, pr(n2, h(u2) ? u2 : o2, f2, p2);
    }
  }), H(n2);
  for (let e4 = 1; e4 < n2.items.length; e4++) {
    let r2 = n2.items[e4 - 1], i3 = n2.items[e4];
    if (p(r2) && t(i3) && S2.has(i3)) {
      let e5 = i3.loc.start.line - r2.loc.end.line - 1;
      e5 > 0 && U(i3, { lines: -e5, columns: 0 });
    }
  }
  let de2 = n2.items;
  for (let e4 = 0; e4 < de2.length - 1; e4++) {
    let n3 = de2[e4], i3 = de2[e4 + 1];
    if ((t(n3) || r(n3)) && n3.items.length === 0 && (t(i3) || r(i3))) {
      let t2 = i3.loc.start.line - n3.loc.end.line - 1;
      if (t2 > 1) {
        let n4 = 1 - t2;
        for (let t3 = e4 + 1; t3 < de2.length; t3++) U(de2[t3], { lines: n4, columns: 0 });
      }
    }
  }
  let fe2 = false;
  Gt(n2, { InlineTable: (e4) => {
    ar(e4) && (fe2 = true);
  }, InlineArray: (e4) => {
    ar(e4) && (fe2 = true);
  } }), fe2 && H(n2);
  let pe2 = false, me2 = [];
  if (Gt(n2, { InlineTable: (e4) => {
    ar(e4) && (me2.push(e4), Eo(e4), or(e4), xr(n2, e4, c2.bracketSpacing), pe2 = true);
  }, InlineArray: (e4) => {
    ar(e4) && (Eo(e4), or(e4), xr(n2, e4, c2.bracketSpacing), pe2 = true);
  } }), pe2) {
    H(n2);
    for (let e4 of me2) Do(n2, e4);
    Oo(n2);
  }
  if (Ao(n2), jo(n2, b2, c2), Na(n2, oe2, g2), oe2.length > 0 && cr(n2), se2.size > 0) {
    H(n2);
    for (let e4 of se2) Ti(e4, c2.indentWidth);
  }
  if (ce2.length > 0) {
    H(n2);
    for (let { owner: e4, container: t2 } of ce2) bo(t2), fi(t2, e4.loc.start.column, c2.indentWidth, c2.bracketSpacing);
  }
  return n2;
}
function bo(e4) {
  if (delete e4.range, m(e4)) for (let t2 of e4.items) bo(t2);
  h(e4) && bo(e4.item), a(e4) && (bo(e4.key), bo(e4.value));
}
function xo(e4) {
  return e4.items.findIndex((e5) => t(e5) || r(e5));
}
function So(e4) {
  let t2 = xo(e4);
  return t2 === -1 ? void 0 : t2;
}
function Co(e4, t2) {
  let n2 = e4.items.indexOf(t2);
  if (n2 < 0) return;
  let r2 = xo(e4);
  r2 === -1 || r2 > n2 || (V(e4, e4, t2), H(e4), B(e4, e4, t2, r2));
}
function wo(e4, n2) {
  let i2 = e4.items.indexOf(n2);
  if (i2 < 0) return;
  let o2 = e4.items.findIndex((e5, n3) => n3 > i2 && (t(e5) || r(e5)));
  if (!e4.items.some((e5, t2) => t2 > i2 && a(e5) && (o2 === -1 || t2 < o2))) return;
  let s2 = o2 === -1 ? e4.items.length : o2;
  H(e4), V(e4, e4, n2), B(e4, e4, n2, s2 - 1);
}
function To(e4, n2, i2, o2, s2, c2, l2) {
  let u2 = q(n2.items, ``, { temporal: s2 });
  for (let e5 of i2.path) u2 = u2 == null ? void 0 : u2[e5];
  if (u2 === void 0) return;
  {
    let n3 = i2.path.findIndex((e5) => typeof e5 == `number`);
    if (n3 > 0 && i2.path.slice(n3 + 1).every((e5) => typeof e5 == `string`)) {
      let s3 = Z(e4, i2.path.slice(0, n3 + 1));
      if (s3 && r(s3)) {
        let r2 = s3.key.item.value, c3 = i2.path.slice(n3 + 1), l3 = $(e4, r2.concat(c3));
        for (let t2 of l3) Q(e4, e4, t2);
        let d2 = s3.items.filter((e5) => {
          let t2 = a(e5) ? e5.key.value : void 0;
          return t2 && t2.length > c3.length && F(t2.slice(0, c3.length), c3);
        });
        for (let t2 of d2) Q(e4, s3, t2);
        let f2 = u2;
        for (let e5 = i2.path.length - 1; e5 > n3; e5--) f2 = { [i2.path[e5]]: f2 };
        let p3 = Ni(K(f2, o2).items, o2), m3 = Array.from(Xe(p3)), h3 = (t2) => {
          let n4 = s3.items.find((e5) => a(e5) && F(e5.key.value, t2.key.value));
          n4 ? pr(e4, s3, n4, t2) : B(e4, s3, t2, void 0);
        };
        for (let e5 of m3) {
          if (a(e5)) {
            h3(e5);
            continue;
          }
          if (t(e5)) {
            let t2 = e5.key.item.value;
            for (let n4 of e5.items) {
              if (!a(n4)) continue;
              let e6 = n4.key.raw, r3 = t2.concat(n4.key.value);
              n4.key.value = r3, n4.key.raw = Ur(r3, o2.escapeSequenceUpperCase).raw;
              let i3 = n4.key.raw.length - e6.length;
              n4.key.loc.end.column = n4.key.loc.start.column + n4.key.raw.length, n4.equals += i3, U(n4.value, { lines: 0, columns: i3 }, { first_line_only: true }), n4.loc.end.line === n4.loc.start.line && (n4.loc.end.column += i3), h3(n4);
            }
          }
        }
        return;
      }
    }
  }
  let p2 = u2;
  for (let e5 = i2.path.length - 1; e5 >= 0; e5--) p2 = { [i2.path[e5]]: p2 };
  let m2 = $(e4, i2.path);
  for (let t2 of m2) V(e4, e4, t2);
  let h2 = Ni(K(p2, o2).items, o2), g2 = Array.from(Xe(h2)), _2 = So(e4);
  _2 !== void 0 && H(e4);
  let v2;
  for (let n3 = 0; n3 < g2.length; n3++) {
    let i3 = g2[n3], o3 = t(i3) ? e4.items.find((e5) => t(e5) && F(e5.key.item.value, i3.key.item.value)) : void 0;
    if (o3) {
      for (let t2 of i3.items) B(e4, o3, t2, void 0);
      v2 ||= o3;
      continue;
    }
    if (a(i3) && f(i3.value)) {
      let o4 = i3.key.value, s3 = e4.items.find((e5) => t(e5) && F(e5.key.item.value, o4));
      if (s3) {
        for (let t2 of i3.value.items) B(e4, s3, d(t2) ? t2.item : t2, void 0);
        v2 ||= s3;
        continue;
      }
      if ($(e4, o4).filter((e5) => a(e5) || t(e5) || r(e5)).length > 0) {
        for (let t2 of i3.value.items) {
          let r2 = d(t2) ? t2.item : t2;
          if (a(r2)) {
            let e5 = r2.key.raw, t3 = o4.concat(r2.key.value);
            r2.key.value = t3, r2.key.raw = t3.map((e6) => A.test(e6) ? e6 : JSON.stringify(e6).replace(/\x7f/g, `\\u007f`)).join(`.`);
            let n4 = r2.key.raw.length - e5.length;
            r2.key.loc.end.column = r2.key.loc.start.column + r2.key.raw.length, r2.equals += n4, U(r2.value, { lines: 0, columns: n4 }, { first_line_only: true }), r2.loc.end.line === r2.loc.start.line && (r2.loc.end.column += n4);
          }
          B(e4, e4, r2, n3 === 0 ? _2 : void 0), v2 ||= r2;
        }
        continue;
      }
    }
    if (t(i3)) {
      let t2 = i3.key.item.value;
      if ($(e4, t2).filter((e5) => a(e5)).length > 0) {
        for (let r2 of i3.items) {
          if (a(r2)) {
            let e5 = r2.key.raw, n4 = t2.concat(r2.key.value);
            r2.key.value = n4, r2.key.raw = n4.map((e6) => A.test(e6) ? e6 : JSON.stringify(e6).replace(/\x7f/g, `\\u007f`)).join(`.`);
            let i4 = r2.key.raw.length - e5.length;
            r2.key.loc.end.column = r2.key.loc.start.column + r2.key.raw.length, r2.equals += i4, U(r2.value, { lines: 0, columns: i4 }, { first_line_only: true }), r2.loc.end.line === r2.loc.start.line && (r2.loc.end.column += i4);
          }
          B(e4, e4, r2, n3 === 0 ? _2 : void 0), v2 ||= r2;
        }
        continue;
      }
    }
    n3 > 0 && v2 && t(v2) && a(i3) ? B(e4, v2, i3, void 0) : B(e4, e4, i3, n3 === 0 ? _2 : void 0), v2 ||= i3;
  }
  let y2 = v2;
  t(y2) && l2.add(y2), c2.add(y2);
}
function Eo(e4) {
  if (e4.items.length > 0) {
    let t2 = e4.items[e4.items.length - 1];
    e4.loc.end.column = t2.loc.end.column + 1;
  } else e4.loc.end.line = e4.loc.start.line, e4.loc.end.column = e4.loc.start.column + 2;
}
function Do(e4, t2) {
  let n2 = [], r2 = (e5) => {
    if (n2.push(e5), e5 === t2) return true;
    if (a(e5)) {
      if (r2(e5.value)) return true;
    } else if (d(e5)) {
      if (r2(e5.item)) return true;
    } else if (m(e5)) {
      for (let t3 of e5.items) if (r2(t3)) return true;
    }
    return n2.pop(), false;
  };
  if (!r2(e4)) return;
  let i2 = n2.findLast(d);
  if (!i2) return;
  let o2 = t2.loc.end.line - i2.loc.end.line;
  if (o2 === 0) return;
  let s2 = n2.findLastIndex((e5, t3) => t3 < n2.length - 1 && (f(e5) || u(e5)));
  if (s2 < 0) return;
  let c2 = n2[s2], l2 = n2[s2 + 1], p2 = c2.items.indexOf(l2), h2 = p2 >= 0 ? c2.items[p2 + 1] : void 0;
  if (p2 < 0 || !h2) return;
  let g2 = h2.loc.start.column - l2.loc.end.column, _2 = ko(l2) + g2 - h2.loc.start.column;
  for (let e5 = p2 + 1; e5 < c2.items.length; e5++) U(c2.items[e5], { lines: o2, columns: _2 });
  c2.loc.end.column += _2;
  for (let e5 of n2) e5 !== t2 && e5.loc.end.line > t2.loc.end.line && (e5.loc.end.line += o2);
  for (let e5 = n2.length - 1; e5 >= 0; e5--) {
    let r3 = n2[e5];
    a(r3) ? (r3.loc.end = { ...r3.value.loc.end }, r3.value !== t2 && f(r3.value) && (r3.loc.end.column += _2)) : d(r3) && (r3.loc.end = { ...r3.item.loc.end });
  }
}
function Oo(e4) {
  Gt(e4, { InlineTable: { exit: (e5) => {
    if (e5.items.length === 0 || e5.loc.end.line !== e5.loc.start.line) return;
    let t2 = e5.items[e5.items.length - 1], n2 = ko(t2), r2 = e5.loc.end.column, i2 = n2 + (r2 - t2.loc.end.column);
    i2 !== r2 && (e5.loc.end.column = i2);
  } }, InlineArray: { exit: (e5) => {
    if (e5.items.length === 0 || e5.loc.end.line !== e5.loc.start.line) return;
    let t2 = e5.items[e5.items.length - 1], n2 = ko(t2), r2 = e5.loc.end.column, i2 = n2 + (r2 - t2.loc.end.column);
    i2 !== r2 && (e5.loc.end.column = i2);
  } } });
}
function ko(e4) {
  if (!d(e4)) return e4.loc.end.column;
  if (a(e4.item)) {
    let t2 = e4.item.value;
    if (f(t2) || u(t2)) return t2.loc.end.column;
  }
  return f(e4.item) || u(e4.item) ? e4.item.loc.end.column : e4.loc.end.column;
}
function Ao(e4) {
  Gt(e4, { KeyValue: (t2) => {
    let n2 = t2.value;
    if (!u(n2) || n2.items.length > 0) return;
    let r2 = oa(e4, [t2.key.value[0]]);
    if (!r2 || !m(r2)) return;
    let i2 = t2.loc.start.line, a2 = t2.loc.end.line, o2 = r2.items;
    for (let e5 = o2.length - 1; e5 >= 0; e5--) {
      let t3 = o2[e5];
      if (!p(t3)) continue;
      let n3 = t3.loc.start.line;
      n3 >= i2 && n3 <= a2 && o2.splice(e5, 1);
    }
  } });
}
function jo(e4, n2, i2) {
  if (n2.size !== 0) {
    for (let a2 of n2.values()) {
      if (a2.length > 1) {
        let n4 = Z(e4, a2.slice(0, -1).concat([0]));
        if (n4 && r(n4)) {
          let t2 = a2[a2.length - 1], r2 = K({ [t2]: [] }, i2), o3 = Br([t2], r2.items[0].value);
          H(e4), B(e4, n4, o3);
          continue;
        }
        let o2;
        for (let n5 = a2.length - 1; n5 >= 1; n5--) {
          let r2 = Z(e4, a2.slice(0, n5));
          if (r2 && t(r2)) {
            o2 = r2;
            break;
          }
        }
        if (o2) {
          let t2 = a2.slice(o2.key.item.value.length), n5 = Br(t2, K({ [t2[t2.length - 1]]: [] }, i2).items[0].value);
          H(e4), B(e4, o2, n5);
          continue;
        }
      }
      let n3 = Br(a2, K({ [a2[a2.length - 1]]: [] }, i2).items[0].value);
      H(e4), B(e4, e4, n3, So(e4));
    }
    H(e4);
  }
}
function Mo(e4, t2, n2) {
  let r2 = [], i2 = (e5, r3) => {
    for (let o2 = e5.items.length - 1; o2 >= 0; o2--) {
      let s2 = e5.items[o2];
      if (a(s2) && f(s2.value)) {
        let c2 = [...e5.key.item.value, ...s2.key.value];
        if (gi(c2) < (n2.inlineTableStart ?? 1) && n2.inlineTableStart !== 0) {
          let l2 = W(c2, n2.escapeSequenceUpperCase);
          for (let e6 of s2.value.items) d(e6) && a(e6.item) && B(t2, l2, e6.item, void 0);
          e5.items.splice(o2, 1), hi(e5), r3.push(l2), i2(l2, r3);
        }
      }
    }
  };
  return i2(e4, r2), r2;
}
function No(e4, t2, n2, r2) {
  let i2 = W([...t2.key.item.value, ...e4.key.value], r2.escapeSequenceUpperCase);
  if (f(e4.value)) for (let t3 of e4.value.items) d(t3) && a(t3.item) && B(n2, i2, t3.item, void 0);
  B(n2, n2, i2, void 0), hi(t2);
  let o2 = Mo(i2, n2, r2);
  for (let e5 of o2) B(n2, n2, e5, void 0);
}
function Po(e4, n2) {
  let r2 = I({ ...n2, inlineTableStart: 0 }, n2), i2 = Ni(K({ __tmp__: e4 }, r2).items, r2), o2 = Array.from(Xe(i2))[0];
  if (a(o2)) return o2.value;
  if (t(o2) && o2.items.length > 0 && a(o2.items[0])) return o2.items[0].value;
}
function Fo(e4, t2) {
  for (let n2 = t2.length - 1; n2 > 0; n2--) {
    let r2 = Z(e4, t2.slice(0, n2));
    if (!r2 || !a(r2) || !f(r2.value)) continue;
    let i2 = Z(e4, t2.slice(0, n2 - 1));
    if (i2 && m(i2)) return { container: i2, row: r2 };
  }
}
function $(e4, n2) {
  let i2 = [];
  for (let o2 of e4.items) {
    let e5;
    a(o2) ? e5 = o2.key.value : (t(o2) || r(o2)) && (e5 = o2.key.item.value), e5 && F(e5.slice(0, n2.length), n2) && i2.push(o2);
  }
  return i2;
}
function Io(e4, t2) {
  let n2 = [];
  for (let i2 of t2) typeof i2 == `number` && $(e4, n2).some(r) || n2.push(i2);
  return n2;
}
function Lo(e4, n2, i2, o2) {
  let s2 = [...n2.items];
  for (let c2 = s2.length - 1; c2 >= 0; c2--) {
    let l2 = s2[c2];
    if (l2 === o2) continue;
    let u2 = a(l2) ? l2.key.value : t(l2) || r(l2) ? l2.key.item.value : void 0;
    u2 && u2.length > i2.length && F(u2.slice(0, i2.length), i2) && Q(e4, n2, l2);
  }
}
var Wo = Object.freeze(L.default());
function Ko(e4, t2) {
  let n2 = Jt(typeof e4 == `string` ? e4 : Kt(e4));
  return q(Xe(n2), n2, { integersAsBigInt: (t2 == null ? void 0 : t2.integersAsBigInt) ?? `asNeeded`, temporal: (t2 == null ? void 0 : t2.temporal) ?? false });
}

// lib/codex/config-file.ts
var import_node_fs16 = require("node:fs");
var PATCH_FORMAT = { inlineTableStart: 99 };
var CodexConfigError = class extends Error {
};
function parseConfig(text2) {
  try {
    return text2.trim() === "" ? {} : Ko(text2);
  } catch (err) {
    throw new CodexConfigError(`config.toml is not valid TOML: ${err.message.split("\n")[0]}`);
  }
}
function readConfig(file) {
  let text2;
  try {
    text2 = (0, import_node_fs16.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { text: "", exists: false, value: {} };
    throw err;
  }
  return { text: text2, exists: true, value: parseConfig(text2) };
}
function patchConfig(text2, edited) {
  const out = Ja(text2, edited, PATCH_FORMAT);
  parseConfig(out);
  return out;
}
async function writeConfig(file, before, edited, write = writeFileAtomically) {
  await write(file, patchConfig(before.text, edited));
}

// lib/codex/hook-state.ts
function table(v2) {
  return v2 && typeof v2 === "object" && !Array.isArray(v2) ? v2 : void 0;
}
function hookStates(config, keys) {
  const state = table(table(config.hooks)?.state) ?? {};
  const out = {};
  for (const key of keys) {
    const e4 = table(state[key]);
    if (!e4) continue;
    out[key] = {
      ...typeof e4.trusted_hash === "string" ? { trusted_hash: e4.trusted_hash } : {},
      ...typeof e4.trusted_content_hash === "string" ? { trusted_content_hash: e4.trusted_content_hash } : {},
      ...typeof e4.enabled === "boolean" ? { enabled: e4.enabled } : {}
    };
  }
  return out;
}
function pluginEnabled(config, pluginId) {
  const e4 = table(table(config.plugins)?.[pluginId])?.enabled;
  return typeof e4 === "boolean" ? e4 : void 0;
}
function marketplaceSource(config, name) {
  const s2 = table(table(config.marketplaces)?.[name])?.source;
  return typeof s2 === "string" ? s2 : void 0;
}
function withApprovals(config, approvals) {
  const next = structuredClone(config);
  const hooks = table(next.hooks) ?? (next.hooks = {});
  const state = table(hooks.state) ?? (hooks.state = {});
  for (const [key, a2] of Object.entries(approvals)) {
    const entry = table(state[key]) ?? (state[key] = {});
    entry.trusted_hash = a2.trusted_hash;
    entry.trusted_content_hash = a2.trusted_content_hash;
  }
  return next;
}

// lib/codex/install-plan.ts
function planInstall(input) {
  if (input.pluginEnabled === false) return "disabled";
  if (input.installedDigest === void 0) return "install";
  if (input.installedDigest === input.shippedDigest) return "current";
  if (!input.record) return "update-unproven";
  return input.installedDigest === input.record.bundleDigest ? "upgrade" : "keep-modified";
}

// lib/codex/marketplace.ts
var import_node_fs17 = require("node:fs");
var import_node_path15 = require("node:path");
function shippedCodexPlugin(env) {
  const override = env.OPENRIG_SHIPPED_CODEX_PLUGIN;
  return override?.startsWith("/") ? override : (0, import_node_path15.join)(packageRoot(), SHIPPED_PLUGIN_DIRS.codex);
}
function marketplaceCatalog() {
  return `${JSON.stringify(
    {
      name: CODEX_MARKETPLACE_NAME,
      interface: { displayName: "OpenRig" },
      plugins: [
        {
          name: CODEX_PLUGIN_NAME,
          source: { source: "local", path: `./plugins/${CODEX_PLUGIN_NAME}` },
          policy: { installation: "AVAILABLE", authentication: "ON_INSTALL" },
          category: "Productivity"
        }
      ]
    },
    null,
    2
  )}
`;
}
async function ensureMarketplace(home, shipped) {
  const dir = home.codexMarketplace;
  vendorTree(shipped, (0, import_node_path15.join)(dir, "plugins", CODEX_PLUGIN_NAME));
  const catalog = (0, import_node_path15.join)(dir, ".agents", "plugins", "marketplace.json");
  const text2 = marketplaceCatalog();
  if (!(0, import_node_fs17.existsSync)(catalog) || (0, import_node_fs17.readFileSync)(catalog, "utf8") !== text2) {
    await loadAtomicWriter();
    writeFileAtomicallySync(catalog, text2);
  }
  return dir;
}
function manifestVersion(pluginDir) {
  try {
    const v2 = JSON.parse((0, import_node_fs17.readFileSync)((0, import_node_path15.join)(pluginDir, PLUGIN_MANIFESTS.codex), "utf8")).version;
    return typeof v2 === "string" && /^[0-9A-Za-z._+-]+$/.test(v2) ? v2 : void 0;
  } catch {
    return void 0;
  }
}

// lib/codex/read-state.ts
var import_node_fs18 = require("node:fs");
var import_node_path16 = require("node:path");

// lib/codex/hook-identity.ts
var import_node_crypto2 = require("node:crypto");
function eventSnake(event) {
  return event.replace(/[A-Z]/g, (c2, i2) => (i2 ? "_" : "") + c2.toLowerCase());
}
function normalizedTimeout(event, timeout) {
  const given = typeof timeout === "number" && Number.isFinite(timeout) ? Math.floor(timeout) : DEFAULT_HOOK_TIMEOUT_SEC;
  const floor = Math.max(given, MIN_HOOK_TIMEOUT_SEC);
  const cap = MAX_HOOK_TIMEOUT_SEC[event];
  return cap === void 0 ? floor : Math.min(floor, cap);
}
function sortedJson(v2) {
  if (Array.isArray(v2)) return `[${v2.map(sortedJson).join(",")}]`;
  if (v2 && typeof v2 === "object") {
    const o2 = v2;
    return `{${Object.keys(o2).sort().filter((k2) => o2[k2] !== void 0 && o2[k2] !== null).map((k2) => `${JSON.stringify(k2)}:${sortedJson(o2[k2])}`).join(",")}}`;
  }
  return JSON.stringify(v2);
}
function identityHash(event, group, handler) {
  const normalized = {
    type: handler.type ?? "command",
    command: handler.command,
    timeout: normalizedTimeout(event, handler.timeout),
    async: handler.async === true,
    statusMessage: typeof handler.statusMessage === "string" ? handler.statusMessage : void 0
  };
  const identity = {
    event_name: event,
    matcher: typeof group.matcher === "string" ? group.matcher : void 0,
    hooks: [normalized]
  };
  return `sha256:${(0, import_node_crypto2.createHash)("sha256").update(sortedJson(identity)).digest("hex")}`;
}
function hookKey(pluginId, hooksFile, event, group, handler) {
  return `${pluginId}:${hooksFile}:${event}:${group}:${handler}`;
}
function hookIdentities(pluginId, hooksFile, hooksJson) {
  const out = [];
  const events = hooksJson?.hooks;
  if (!events || typeof events !== "object") return out;
  for (const [name, groups] of Object.entries(events)) {
    if (!Array.isArray(groups)) continue;
    const event = eventSnake(name);
    groups.forEach((group, g2) => {
      (group?.hooks ?? []).forEach((handler, h2) => {
        out.push({
          key: hookKey(pluginId, hooksFile, event, g2, h2),
          event,
          group: g2,
          handler: h2,
          hash: identityHash(event, group, handler)
        });
      });
    });
  }
  return out;
}

// lib/store/validators/codex-hook-trust.v1.generated.js
var compiled3;
function validate_codex_hook_trust_v1(data, options) {
  compiled3 ??= build3();
  const ok2 = compiled3(data, options);
  validate_codex_hook_trust_v1.errors = compiled3.errors;
  return ok2;
}
function build3() {
  const schema11 = { "$id": "openrig/codex-hook-trust@1", "title": "What OpenRig approved of its Codex plugin in one CODEX_HOME (CODEX_HOME/.openrig-core-hook-trust.json)", "type": "object", "required": ["schema", "version", "pluginId", "pluginVersion", "bundleDigest", "contentHash", "hooks", "approvedAt"], "additionalProperties": false, "properties": { "schema": { "const": "codex-hook-trust" }, "version": { "const": 1 }, "pluginId": { "type": "string", "pattern": "^[^@\\s]+@[^@\\s]+$" }, "pluginVersion": { "type": "string", "pattern": "\\S" }, "bundleDigest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "contentHash": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "hooks": { "type": "object", "additionalProperties": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" } }, "approvedAt": { "type": "string", "pattern": "\\S" }, "codexVersion": { "type": "string" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern0 = new RegExp("^[^@\\s]+@[^@\\s]+$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern2 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
  function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.pluginId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pluginId" }, message: "must have required property 'pluginId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.pluginVersion === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pluginVersion" }, message: "must have required property 'pluginVersion'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.bundleDigest === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bundleDigest" }, message: "must have required property 'bundleDigest'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.contentHash === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contentHash" }, message: "must have required property 'contentHash'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.hooks === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hooks" }, message: "must have required property 'hooks'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.approvedAt === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "approvedAt" }, message: "must have required property 'approvedAt'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema11.properties, key0)) {
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
        if ("codex-hook-trust" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "codex-hook-trust" }, message: "must be equal to constant" };
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
      if (data.pluginId !== void 0) {
        let data2 = data.pluginId;
        if (typeof data2 === "string") {
          if (!pattern0.test(data2)) {
            const err11 = { instancePath: instancePath + "/pluginId", schemaPath: "#/properties/pluginId/pattern", keyword: "pattern", params: { pattern: "^[^@\\s]+@[^@\\s]+$" }, message: 'must match pattern "^[^@\\s]+@[^@\\s]+$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/pluginId", schemaPath: "#/properties/pluginId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.pluginVersion !== void 0) {
        let data3 = data.pluginVersion;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err13 = { instancePath: instancePath + "/pluginVersion", schemaPath: "#/properties/pluginVersion/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/pluginVersion", schemaPath: "#/properties/pluginVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.bundleDigest !== void 0) {
        let data4 = data.bundleDigest;
        if (typeof data4 === "string") {
          if (!pattern2.test(data4)) {
            const err15 = { instancePath: instancePath + "/bundleDigest", schemaPath: "#/properties/bundleDigest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/bundleDigest", schemaPath: "#/properties/bundleDigest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.contentHash !== void 0) {
        let data5 = data.contentHash;
        if (typeof data5 === "string") {
          if (!pattern2.test(data5)) {
            const err17 = { instancePath: instancePath + "/contentHash", schemaPath: "#/properties/contentHash/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        } else {
          const err18 = { instancePath: instancePath + "/contentHash", schemaPath: "#/properties/contentHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.hooks !== void 0) {
        let data6 = data.hooks;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          for (const key1 in data6) {
            let data7 = data6[key1];
            if (typeof data7 === "string") {
              if (!pattern2.test(data7)) {
                const err19 = { instancePath: instancePath + "/hooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            } else {
              const err20 = { instancePath: instancePath + "/hooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        } else {
          const err21 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.approvedAt !== void 0) {
        let data8 = data.approvedAt;
        if (typeof data8 === "string") {
          if (!pattern1.test(data8)) {
            const err22 = { instancePath: instancePath + "/approvedAt", schemaPath: "#/properties/approvedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/approvedAt", schemaPath: "#/properties/approvedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.codexVersion !== void 0) {
        if (typeof data.codexVersion !== "string") {
          const err24 = { instancePath: instancePath + "/codexVersion", schemaPath: "#/properties/codexVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
    } else {
      const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    validate10.errors = vErrors;
    return errors === 0;
  }
  return validate10;
}

// lib/codex/trust-record.ts
var trustRecordKind = defineKind({
  schema: "codex-hook-trust",
  version: 1,
  validate: validate_codex_hook_trust_v1
});
function readTrustRecord(file) {
  try {
    return readDocument(trustRecordKind, file);
  } catch {
    return void 0;
  }
}

// lib/codex/status.ts
function classifyCodexPlugin(s2) {
  const version = s2.installedVersion;
  if (version === void 0 || s2.installedDigest === void 0)
    return { state: "not-installed", detail: `${CODEX_PLUGIN_NAME} is not installed in this CODEX_HOME` };
  const base = { version };
  if (s2.pluginEnabled === false) return { ...base, state: "disabled", detail: `the plugin is disabled in Codex` };
  const off = s2.identities.filter((i2) => s2.states[i2.key]?.enabled === false);
  if (off.length) return { ...base, state: "disabled", detail: `${off.length} of its hooks are disabled in Codex` };
  const r2 = s2.record;
  if (r2 && s2.installedDigest !== r2.bundleDigest && s2.installedDigest !== s2.shippedDigest)
    return { ...base, state: "modified", detail: "the installed plugin was changed after OpenRig approved it" };
  if (!s2.identities.length)
    return { ...base, state: "needs-review", detail: "the installed plugin has no readable hooks" };
  const trustedAll = s2.identities.every((i2) => {
    const e4 = s2.states[i2.key];
    return e4?.trusted_hash === i2.hash && e4.trusted_content_hash !== void 0;
  });
  if (trustedAll && !s2.clientUntrusted) {
    const byOpenrig = r2 !== void 0 && s2.installedDigest === r2.bundleDigest && s2.identities.every((i2) => s2.states[i2.key]?.trusted_content_hash === r2.contentHash);
    if (byOpenrig)
      return { ...base, state: "trusted", detail: "hooks trusted (approved by OpenRig)", approvedBy: "openrig" };
    if (!r2)
      return {
        ...base,
        state: "trusted",
        detail: "hooks trusted (approved in Codex; OpenRig has no record of the bundle it approved)",
        approvedBy: "codex"
      };
  }
  const pending = s2.identities.filter((i2) => s2.states[i2.key]?.trusted_hash !== i2.hash).length;
  return {
    ...base,
    state: "needs-review",
    detail: pending ? `${pending} of ${s2.identities.length} hooks await review in Codex` : "the bundle awaits review in Codex"
  };
}
function codexPluginAdvice(state) {
  switch (state) {
    case "trusted":
      return "nothing to do";
    case "not-installed":
      return `rig up a Codex seat that selects ${CODEX_PLUGIN_NAME}: OpenRig installs the plugin into its CODEX_HOME (which must exist)`;
    case "disabled":
      return `you disabled it; OpenRig leaves that alone. To use OpenRig's hooks, enable it in Codex (/plugins, /hooks) or set [plugins."${CODEX_PLUGIN_ID}"] enabled = true`;
    case "modified":
      return `Codex will ask to review the changed hooks at the next start. Approve them in Codex (/hooks) if you made the change, or restore the shipped copy: codex plugin add ${CODEX_PLUGIN_ID}, then approve in /hooks`;
    case "needs-review":
      return "open the seat's Codex and approve OpenRig's hooks (the startup review, or /hooks \u2192 t); until then they do not run";
  }
}

// lib/codex/read-state.ts
function identitiesIn(pluginDir) {
  if (!pluginDir) return [];
  try {
    return hookIdentities(
      CODEX_PLUGIN_ID,
      CODEX_HOOKS_FILE,
      JSON.parse((0, import_node_fs18.readFileSync)((0, import_node_path16.join)(pluginDir, CODEX_HOOKS_FILE), "utf8"))
    );
  } catch {
    return [];
  }
}
function installedVersionDir(cache, prefer) {
  if (prefer && (0, import_node_fs18.existsSync)((0, import_node_path16.join)(cache, prefer))) return prefer;
  let names;
  try {
    names = (0, import_node_fs18.readdirSync)(cache).filter((n2) => !n2.startsWith("."));
  } catch {
    return void 0;
  }
  return names.sort().pop();
}
function readCodexHomeState(codexHome, shippedDir, shippedVersion) {
  const paths = codexPluginPaths(codexHome);
  const config = readConfig(paths.config);
  const installedVersion = installedVersionDir(paths.pluginCache, shippedVersion);
  const installedDir = installedVersion ? (0, import_node_path16.join)(paths.pluginCache, installedVersion) : void 0;
  const identities = identitiesIn(installedDir);
  return {
    paths,
    config,
    installedVersion,
    installedDir,
    input: {
      installedVersion,
      installedDigest: installedDir ? folderDigest(installedDir) : void 0,
      shippedDigest: shippedDir ? folderDigest(shippedDir) : void 0,
      pluginEnabled: pluginEnabled(config.value, CODEX_PLUGIN_ID),
      identities,
      states: hookStates(
        config.value,
        identities.map((i2) => i2.key)
      ),
      record: readTrustRecord(paths.record)
    }
  };
}

// lib/codex/trust-plan.ts
var keep = (outcome, reason) => ({ outcome, reason, writes: {} });
function clientContent(input) {
  const mine = input.client.filter((h2) => h2.pluginId === input.pluginId);
  const want = new Map(input.identities.map((i2) => [i2.key, i2.hash]));
  if (mine.length !== want.size) return { problem: `Codex lists ${mine.length} hooks of the plugin, not ${want.size}` };
  for (const h2 of mine) {
    if (want.get(h2.key) !== h2.identityHash)
      return { problem: `Codex reads hook ${h2.key} differently from the shipped definition` };
  }
  const hashes = new Set(mine.map((h2) => h2.contentHash));
  const [hash] = [...hashes];
  if (hashes.size !== 1 || !hash) return { problem: "Codex reports no single content hash for the plugin" };
  return { hash };
}
function planTrust(input) {
  if (!input.bundleMatches) {
    const files = input.bundleDifferences?.length ? ` (${input.bundleDifferences.slice(0, 3).join(", ")})` : "";
    return keep("native-review", `the installed plugin differs from this build's shipped copy${files}`);
  }
  const keys = input.identities.map((i2) => i2.key);
  if (keys.some((k2) => input.states[k2]?.enabled === false) || input.client.some((h2) => h2.pluginId === input.pluginId && !h2.enabled))
    return keep("disabled", "a hook of the plugin is disabled in Codex");
  const content = clientContent(input);
  if ("problem" in content) return keep("native-review", content.problem);
  const approve = (trusted_hash) => ({ trusted_hash, trusted_content_hash: content.hash });
  const current = input.identities.every((i2) => {
    const s2 = input.states[i2.key];
    return s2?.trusted_hash === i2.hash && s2.trusted_content_hash === content.hash;
  });
  if (current) return { ...keep("already-trusted", "the hooks are trusted as shipped"), contentHash: content.hash };
  const record = input.record;
  if (!record) {
    const anyState = keys.some((k2) => input.states[k2] !== void 0);
    if (input.wasInstalled || anyState)
      return keep("native-review", "the plugin was installed without an approval OpenRig recorded");
    return {
      outcome: "trusted-first",
      reason: "first installation: the shipped hooks are approved",
      writes: Object.fromEntries(input.identities.map((i2) => [i2.key, approve(i2.hash)])),
      contentHash: content.hash
    };
  }
  if (record.pluginId !== input.pluginId) return keep("native-review", "the approval record is for another plugin");
  const approvedKeys = Object.keys(record.hooks).sort();
  const sameDefinitions = approvedKeys.length === keys.length && input.identities.every((i2) => record.hooks[i2.key] === i2.hash);
  if (!sameDefinitions) return keep("native-review", "the hook definitions changed since OpenRig approved them");
  for (const i2 of input.identities) {
    const s2 = input.states[i2.key];
    if (!s2) return keep("native-review", `the trust entry of ${i2.key} is gone`);
    if (s2.trusted_hash !== record.hooks[i2.key] || s2.trusted_content_hash !== record.contentHash)
      return keep("native-review", `the trust entry of ${i2.key} is not the approval OpenRig recorded`);
  }
  return {
    outcome: "renewed",
    reason: "upgrade of an OpenRig-approved bundle with unchanged hooks: approval renewed",
    writes: Object.fromEntries(input.identities.map((i2) => [i2.key, approve(i2.hash)])),
    contentHash: content.hash
  };
}

// lib/codex/ensure.ts
function seatProcessEnv(specEnv, launching) {
  const env = {};
  for (const [k2, v2] of Object.entries(launching)) if (v2 !== void 0) env[k2] = v2;
  return { ...env, ...specEnv, DISABLE_AUTOUPDATER: "1" };
}
function summary(r2) {
  const s2 = r2.status;
  if (!s2) return `codex plugin: ${r2.reason}`;
  const head = `codex plugin ${CODEX_PLUGIN_NAME}${s2.version ? ` ${s2.version}` : ""}: ${s2.state} (${r2.reason})`;
  return s2.state === "trusted" ? head : `${head}; ${codexPluginAdvice(s2.state)}`;
}
async function ensureCodexPlugin(input) {
  const done = (r2) => ({ ...r2, line: summary(r2) });
  const where = seatCodexHome(input.specEnv, input.launchingEnv);
  if (!where) return done({ reason: "no CODEX_HOME and no HOME for the seat; plugin not installed" });
  const env = seatProcessEnv(input.specEnv, input.launchingEnv);
  const program = codexProgram(input.command);
  if (!input.codex && !findProgram(program, env.PATH))
    return done({ codexHome: where.dir, reason: `${program} not found on the seat's PATH; plugin not installed` });
  if (!isDir(where.dir)) {
    if (where.explicit)
      return done({
        codexHome: where.dir,
        reason: `CODEX_HOME ${where.dir} does not exist; create it, then rig up again`
      });
    (0, import_node_fs19.mkdirSync)(where.dir, { recursive: true, mode: 448 });
  }
  const run = { program, env, cwd: input.projectDir };
  const codex = input.codex ?? runCodex;
  const queryHooks = input.queryHooks ?? queryClientHooks;
  const shipped = shippedCodexPlugin({ ...input.launchingEnv, ...input.specEnv });
  const version = manifestVersion(shipped);
  if (!version)
    return done({ codexHome: where.dir, reason: `the shipped Codex plugin at ${shipped} has no readable version` });
  const recordPath = readCodexHomeState(where.dir, void 0).paths.record;
  return withLock(recordPath, async (lock) => {
    const before = readCodexHomeState(where.dir, shipped, version);
    const shippedBundle = readBundle(shipped).files;
    const shippedDigest = before.input.shippedDigest;
    const wasInstalled = before.installedVersion !== void 0;
    const step = planInstall({
      pluginEnabled: before.input.pluginEnabled,
      installedDigest: before.input.installedDigest,
      shippedDigest,
      record: before.input.record
    });
    if (step === "disabled")
      return done({
        codexHome: where.dir,
        install: step,
        reason: "disabled by the user; left alone",
        status: classifyCodexPlugin(before.input)
      });
    const installs = step === "install" || step === "upgrade" || step === "update-unproven";
    if (installs) {
      const mkt = await ensureMarketplace(input.home, shipped);
      const registered = marketplaceSource(before.config.value, CODEX_MARKETPLACE_NAME);
      if (registered !== mkt) {
        if (registered !== void 0) await codex(run, ["plugin", "marketplace", "remove", CODEX_MARKETPLACE_NAME]);
        await codex(run, ["plugin", "marketplace", "add", mkt]);
      }
      await codex(run, ["plugin", "add", CODEX_PLUGIN_ID]);
    }
    const after = installs ? readCodexHomeState(where.dir, shipped, version) : before;
    const installedDir = after.installedVersion === version ? after.installedDir : void 0;
    if (!installedDir)
      return done({
        codexHome: where.dir,
        install: step,
        reason: `Codex did not install ${CODEX_PLUGIN_ID} ${version}`,
        status: classifyCodexPlugin(after.input)
      });
    const differences = bundleDifferences(shippedBundle, readBundle(installedDir).files);
    const identities = identitiesIn(shipped);
    const fastTrusted = classifyCodexPlugin(after.input);
    if (!differences.length && fastTrusted.state === "trusted" && fastTrusted.approvedBy === "openrig")
      return done({
        codexHome: where.dir,
        install: step,
        trust: "already-trusted",
        reason: "unchanged",
        status: fastTrusted
      });
    let client = [];
    if (!differences.length) {
      try {
        client = await queryHooks({ program: run.program, env, cwd: input.projectDir });
      } catch (err) {
        return done({
          codexHome: where.dir,
          install: step,
          reason: `trust not checked: ${err.message}`,
          status: fastTrusted
        });
      }
    }
    const plan = planTrust({
      pluginId: CODEX_PLUGIN_ID,
      wasInstalled,
      bundleMatches: differences.length === 0,
      bundleDifferences: differences,
      identities,
      client,
      states: hookStates(
        after.config.value,
        identities.map((i2) => i2.key)
      ),
      record: after.input.record
    });
    if (Object.keys(plan.writes).length && plan.contentHash) {
      const fresh = readConfig(after.paths.config);
      lock.assertHeld();
      await writeConfig(after.paths.config, fresh, withApprovals(fresh.value, plan.writes), input.writeFile);
      const record = {
        schema: "codex-hook-trust",
        version: 1,
        pluginId: CODEX_PLUGIN_ID,
        pluginVersion: version,
        bundleDigest: folderDigest(installedDir),
        contentHash: plan.contentHash,
        hooks: Object.fromEntries(identities.map((i2) => [i2.key, i2.hash])),
        approvedAt: (input.now?.() ?? /* @__PURE__ */ new Date()).toISOString()
      };
      await replaceDocument(trustRecordKind, after.paths.record, record, lock);
    }
    const wrote = Object.keys(plan.writes).length > 0;
    const clientUntrusted = !wrote && client.some((h2) => h2.pluginId === CODEX_PLUGIN_ID && h2.trustStatus !== "trusted" && h2.trustStatus !== "managed");
    const final = classifyCodexPlugin({ ...readCodexHomeState(where.dir, shipped, version).input, clientUntrusted });
    return done({ codexHome: where.dir, install: step, trust: plan.outcome, reason: plan.reason, status: final });
  });
}

// lib/util/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function escapeForTerminal(text2) {
  return text2.replace(UNSAFE, hex);
}

// lib/codex/launch-step.ts
async function codexPluginLaunchStep(home, seat, launchingEnv, projectDir) {
  try {
    const result = await ensureCodexPlugin({
      home,
      specEnv: seat.env,
      launchingEnv,
      command: seat.command,
      projectDir
    });
    return { line: escapeForTerminal(result.line), result };
  } catch (err) {
    return { line: escapeForTerminal(`codex plugin: not installed or not trusted: ${err.message}`) };
  }
}

// lib/rig/pane-env.ts
var import_node_path17 = require("node:path");
var PLUGIN_DIRS_VAR = "CLAUDE_CODE_PLUGIN_DIRS";
var samePath = (a2, b2) => (0, import_node_path17.isAbsolute)(a2) && (0, import_node_path17.isAbsolute)(b2) ? (0, import_node_path17.resolve)(a2) === (0, import_node_path17.resolve)(b2) : a2 === b2;
function declaredPluginDirs(declared, vendoredPluginDir) {
  if (!declared) return [];
  return declared.split(":").filter((d2) => d2.trim() !== "" && !samePath(d2, vendoredPluginDir));
}
function composePaneEnv(input) {
  const set = { ...input.specEnv };
  const unset = [];
  const withCore = selectsCorePlugin(input.plugins);
  set[PANE_VARS.home] = input.homeRoot;
  set[PANE_VARS.session] = formatSeatRef(input.seat, input.rig);
  set[PANE_VARS.node] = input.nodeId;
  set[PANE_VARS.nodeId] = input.nodeId;
  set[PANE_VARS.runtime] = input.runtime;
  set[PANE_VARS.occupant] = input.occupant;
  if (input.tmuxSocket) set[PANE_VARS.tmuxSocket] = input.tmuxSocket;
  else unset.push(PANE_VARS.tmuxSocket);
  const handoff = input.launchEnv?.[PANE_VARS.handoffNote];
  if (handoff !== void 0) set[PANE_VARS.handoffNote] = handoff;
  else unset.push(PANE_VARS.handoffNote);
  if (withCore) set[PANE_VARS.projectDir] = input.projectDir;
  else unset.push(PANE_VARS.projectDir);
  const declaredText = Object.hasOwn(input.specEnv, PLUGIN_DIRS_VAR) ? input.specEnv[PLUGIN_DIRS_VAR] : input.launchingEnv[PLUGIN_DIRS_VAR];
  const dirs = declaredPluginDirs(declaredText, input.vendoredPluginDir);
  if (withCore && input.runtime === "claude-code") dirs.push(input.vendoredPluginDir);
  if (dirs.length) set[PLUGIN_DIRS_VAR] = dirs.join(":");
  else {
    delete set[PLUGIN_DIRS_VAR];
    unset.push(PLUGIN_DIRS_VAR);
  }
  return { set, unset };
}

// lib/store/validators/guard.v1.generated.js
var compiled4;
function validate_guard_v1(data, options) {
  compiled4 ??= build4();
  const ok2 = compiled4(data, options);
  validate_guard_v1.errors = compiled4.errors;
  return ok2;
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

// lib/delivery/guard/preference.ts
var isOurs2 = (e4) => "event" in e4 && typeof e4.event === "string";
function newestSettingChange(entries) {
  for (let i2 = entries.length - 1; i2 >= 0; i2--) {
    const e4 = entries[i2];
    if (isOurs2(e4) && e4.event === "activated") continue;
    return e4;
  }
  return void 0;
}
function savedModeIsAuthoritative(doc, newest) {
  const d2 = doc.desired;
  if (!d2 || !doc.effective || !newest || !isOurs2(newest)) return false;
  if (newest.event !== "set" && newest.event !== "reconciled") return false;
  return newest.revision === d2.revision && newest.mode === d2.mode && newest.at === d2.changedAt && doc.legacy.writtenAt === d2.changedAt && doc.legacy.enabled === legacyEnabled(d2.mode);
}
function settled(nodeId, mode, fields) {
  return {
    nodeId,
    desiredMode: mode,
    effectiveMode: mode,
    pending: false,
    desiredEnabled: holdsAll(mode),
    effectiveEnabled: holdsAll(mode),
    ...fields
  };
}
function defaultPreference(nodeId, mode) {
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: "default",
    effectiveRevision: "default",
    changedAt: "",
    actor: null,
    reason: null,
    source: "default"
  });
}
function resolvePreference(nodeId, doc, audit, fallbackMode) {
  const newest = newestSettingChange(audit);
  if (!doc) return newest ? fromAuditOnly(nodeId, newest) : defaultPreference(nodeId, fallbackMode);
  if (savedModeIsAuthoritative(doc, newest)) {
    const d2 = doc.desired;
    const e4 = doc.effective;
    return {
      nodeId,
      desiredMode: d2.mode,
      effectiveMode: e4.mode,
      pending: d2.revision !== e4.revision,
      desiredEnabled: holdsAll(d2.mode),
      effectiveEnabled: holdsAll(e4.mode),
      legacyEnabled: doc.legacy.enabled,
      revision: d2.revision,
      effectiveRevision: e4.revision,
      changedAt: d2.changedAt,
      actor: d2.actor,
      reason: d2.reason,
      source: "saved"
    };
  }
  const mode = modeForLegacyBoolean(doc.legacy.enabled);
  const legacyLine = newest && !isOurs2(newest) ? newest : void 0;
  return settled(nodeId, mode, {
    legacyEnabled: doc.legacy.enabled,
    revision: doc.desired?.revision ?? "legacy",
    effectiveRevision: doc.effective?.revision ?? "legacy",
    changedAt: doc.legacy.writtenAt,
    actor: typeof legacyLine?.actor === "string" ? legacyLine.actor : null,
    reason: typeof legacyLine?.reason === "string" ? legacyLine.reason : null,
    source: "legacy"
  });
}
function fromAuditOnly(nodeId, newest) {
  const mode = isOurs2(newest) ? newest.mode : modeForLegacyBoolean(newest.enabled === true);
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: isOurs2(newest) ? newest.revision : "legacy",
    effectiveRevision: isOurs2(newest) ? newest.revision : "legacy",
    changedAt: newest.at,
    actor: typeof newest.actor === "string" ? newest.actor : null,
    reason: typeof newest.reason === "string" ? newest.reason : null,
    source: "audit"
  });
}

// lib/delivery/guard/store.ts
var guardKind = defineKind({ schema: "guard", version: 1, validate: validate_guard_v1 });
var GuardInputError = class extends Error {
  code = "invalid_typing_guard_request";
  constructor(message) {
    super(message);
    this.name = "GuardInputError";
  }
};
function checkNodeId(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new GuardInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
function readGuardAudit(home, nodeId) {
  const { records } = readLog(home.guardAudit);
  return records.filter((r2) => r2 && typeof r2 === "object" && (nodeId === void 0 || r2.nodeId === nodeId));
}
function readDoc(home, nodeId) {
  return readDocument(guardKind, guardPath(home, nodeId), { onCorrupt: "fresh" });
}
function readGuard(home, nodeId, fallbackMode) {
  checkNodeId(nodeId);
  if (!isGuardMode(fallbackMode)) throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
  return resolvePreference(nodeId, readDoc(home, nodeId), readGuardAudit(home, nodeId), fallbackMode);
}

// lib/rig/lifecycle.ts
function lifecycleRefusal(seatRef, mode, operation, decision) {
  if (decision.allowed) return void 0;
  const what = decision.reason === TYPING_GUARD_ENABLED ? `${seatRef}'s typing guard is ${mode}, which refuses lifecycle work: ${operation} was not done` : `${seatRef}'s typing guard is ${mode} and the seat is active, so ${operation} needs an explicit switch to off: nothing was done`;
  return {
    mode,
    reason: decision.reason ?? "lifecycle_refused",
    what,
    todo: `change the mode first: rig seat set-typing-guard ${seatRef} --mode off --reason "\u2026"`
  };
}
function lifecycleMode(home, seat) {
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  return modeInForce(pref.desiredMode, pref.effectiveMode);
}
function checkLifecycle(home, seat, operation, ctx) {
  const mode = lifecycleMode(home, seat);
  return lifecycleRefusal(seatRefOf(seat), mode, operation, decideLifecycle(mode, ctx));
}

// lib/rig/launch-plan.ts
function continuationContributions(input) {
  const out = [];
  const { runtime } = input;
  if (runtime === "terminal") return out;
  if (input.kind === "restore" && input.resumeId) {
    out.push(
      runtime === "claude-code" ? { source: "restore", options: ["--resume", input.resumeId] } : { source: "restore", subcommand: ["resume"], positionals: [input.resumeId] }
    );
  }
  if (input.model) {
    const { model, effort } = input.model;
    if (runtime === "claude-code")
      out.push({ source: "model", options: ["--model", model, ...effort ? ["--effort", effort] : []] });
    else
      out.push({
        source: "model",
        options: ["--model", model, ...effort ? ["-c", `model_reasoning_effort="${effort}"`] : []]
      });
  }
  if (input.permissionMode)
    out.push({ source: "permissionMode", options: permissionFlags(runtime, input.permissionMode) });
  if (input.kind === "handover" && input.handoffPrompt)
    out.push({ source: "handover", positionals: [input.handoffPrompt] });
  return out;
}
function launchArgs(contributions) {
  return [
    ...contributions.flatMap((c2) => c2.subcommand ?? []),
    ...contributions.flatMap((c2) => c2.options ?? []),
    ...contributions.flatMap((c2) => c2.positionals ?? [])
  ];
}
function launchEnv(contributions) {
  return Object.assign({}, ...contributions.map((c2) => c2.env ?? {}));
}
function composeCommand(base, args) {
  if (!args.length) return { ok: true, command: base };
  if (!isSimpleCommand(base))
    return {
      ok: false,
      command: base,
      problem: "the seat's command is not one simple command, so launch arguments cannot be added to it"
    };
  return { ok: true, command: `${base.trimEnd()} ${args.map(shellQuote).join(" ")}` };
}
function isSimpleCommand(command) {
  const program = command.replace(/^\s*exec\s+/, "");
  return execCommand(program) !== program;
}

// lib/context-usage/launch.ts
var import_node_fs24 = require("node:fs");
var import_node_path21 = require("node:path");

// lib/context-usage/chain.ts
var import_node_path18 = require("node:path");
var CHAIN_OUTPUT_MAX_BYTES = 64 * 1024;
function settingsCandidates(projectDir, env) {
  const out = [];
  if (projectDir)
    out.push((0, import_node_path18.join)(projectDir, ".claude", "settings.local.json"), (0, import_node_path18.join)(projectDir, ".claude", "settings.json"));
  const configDir = env.CLAUDE_CONFIG_DIR?.trim() || (env.HOME?.trim() ? (0, import_node_path18.join)(env.HOME.trim(), ".claude") : "");
  if (configDir) out.push((0, import_node_path18.join)(configDir, "settings.json"));
  return out;
}
function statusLineOf(text2, from) {
  if (!text2) return void 0;
  let v2;
  try {
    v2 = JSON.parse(text2);
  } catch {
    return void 0;
  }
  const sl = v2?.statusLine;
  if (!sl || typeof sl !== "object" || sl.type !== "command") return void 0;
  if (typeof sl.command !== "string" || !sl.command.trim()) return void 0;
  const out = { command: sl.command, from };
  if (typeof sl.padding === "number") out.padding = sl.padding;
  if (typeof sl.refreshInterval === "number" && sl.refreshInterval >= 1) out.refreshInterval = sl.refreshInterval;
  return out;
}
function findUserStatusLine(files) {
  for (const f2 of files) {
    const sl = statusLineOf(f2.text, f2.path);
    if (sl) return sl;
  }
  return void 0;
}

// lib/context-usage/wrapper-protocol.ts
var import_node_path19 = require("node:path");
var WRAPPER_SCRIPT = (0, import_node_path19.join)("hooks", "statusline.sh");
var CHAINED_COMMAND_FILE = "chained-command.sh";
function chainedCommandText(command) {
  return `c=${shellQuote(command)}
`;
}

// lib/context-usage/wrapped-run.ts
var import_node_fs23 = require("node:fs");
var import_node_path20 = require("node:path");

// lib/util/replace-file.ts
var import_node_fs21 = require("node:fs");

// lib/util/fd-write.ts
var import_node_fs20 = require("node:fs");
function writeAllSync(fd, data) {
  const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let written = 0;
  while (written < buf.length) {
    try {
      written += (0, import_node_fs20.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs21.openSync)(tmp, "wx", 384);
  } catch (e4) {
    if (e4.code !== "EEXIST") throw e4;
    (0, import_node_fs21.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs21.openSync)(tmp, "wx", 384);
  }
  try {
    const r2 = writeAllSync(fd, data);
    if (r2.error) throw r2.error;
  } catch (e4) {
    (0, import_node_fs21.closeSync)(fd);
    (0, import_node_fs21.rmSync)(tmp, { force: true });
    throw e4;
  }
  (0, import_node_fs21.closeSync)(fd);
  (0, import_node_fs21.renameSync)(tmp, file);
}

// lib/util/read-if-present.ts
var import_node_fs22 = require("node:fs");
function readIfPresent(file) {
  try {
    if ((0, import_node_fs22.statSync)(file, { throwIfNoEntry: false }) === void 0) return void 0;
  } catch (e4) {
    if (e4.code === "ENOTDIR") return void 0;
    throw e4;
  }
  return (0, import_node_fs22.readFileSync)(file, "utf8");
}

// lib/context-usage/wrapped-run.ts
function readChainedCommand(dir) {
  try {
    return readIfPresent((0, import_node_path20.join)(dir, CHAINED_COMMAND_FILE));
  } catch {
    return void 0;
  }
}
function recordChainedCommand(dir, command, current = readChainedCommand(dir)) {
  const file = (0, import_node_path20.join)(dir, CHAINED_COMMAND_FILE);
  if (command === void 0) {
    if (current !== void 0) (0, import_node_fs23.rmSync)(file, { force: true });
    return;
  }
  const text2 = chainedCommandText(command);
  if (current !== text2) replaceFileSync(file, text2);
}

// lib/context-usage/launch.ts
var SENSOR_REFRESH_S = 30;
function sensorSettings(wrapperPath, seatDir, userRefreshS) {
  const refresh = userRefreshS !== void 0 && userRefreshS >= 1 ? Math.min(userRefreshS, SENSOR_REFRESH_S) : SENSOR_REFRESH_S;
  return {
    statusLine: {
      type: "command",
      command: `/bin/sh ${shellQuote(wrapperPath)} ${shellQuote(seatDir)}`,
      refreshInterval: refresh
    }
  };
}
function passesOwnSettings(command) {
  return /(^|\s)--settings(\s|=|$)/.test(command);
}
var sensorLaunchStep = async (ctx) => {
  if (ctx.runtime !== "claude-code" || !selectsCorePlugin(ctx.plugins)) return void 0;
  if (passesOwnSettings(ctx.command)) return void 0;
  const file = sensorSettingsPath(ctx.home, ctx.nodeId);
  const user = findUserStatusLine(
    settingsCandidates(ctx.projectDir, ctx.env).map((path2) => {
      try {
        return { path: path2, text: (0, import_node_fs24.readFileSync)(path2, "utf8") };
      } catch {
        return { path: path2, text: void 0 };
      }
    })
  );
  const dir = sensorDir(ctx.home, ctx.nodeId);
  const settings = sensorSettings((0, import_node_path21.join)(ctx.home.vendoredCorePlugin, WRAPPER_SCRIPT), dir, user?.refreshInterval);
  await loadAtomicWriter();
  writeFileAtomicallySync(file, `${JSON.stringify(settings, null, 2)}
`);
  recordChainedCommand(dir, user?.command);
  return { source: "sensor", options: ["--settings", file] };
};

// lib/rig/launch-steps.ts
var PRE_LAUNCH_STEPS = [sensorLaunchStep];
async function runPreLaunchSteps(ctx, steps = PRE_LAUNCH_STEPS) {
  const out = [];
  for (const step of steps) {
    const c2 = await step(ctx);
    if (c2) out.push(c2);
  }
  return out;
}

// lib/activity/store.ts
var import_node_fs25 = require("node:fs");

// lib/store/peek.ts
function peekDocument(kind, file) {
  let raw;
  try {
    raw = readIfPresent(file);
    if (raw === void 0) return { found: false };
  } catch (err) {
    if (err.code === "ENOENT") return { found: false };
    return { found: true, unclean: true };
  }
  try {
    const doc = JSON.parse(raw);
    if (kind.validate(doc) && doc.schema === kind.schema && doc.version === kind.version)
      return { found: true, doc };
  } catch {
  }
  return { found: true, unclean: true };
}

// lib/activity/permission/permission.ts
var MAX_ENTRIES = 8;
var MAX_RULES_PER_ENTRY = 16;
var MAX_TOOL_NAME_UNITS = 128;
var MAX_RULE_CONTENT_UNITS = 2048;
var MAX_EVIDENCE_BYTES = 16384;
var AGENT_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;
var SUGGESTION_TYPES = ["addRules", "replaceRules", "removeRules"];
var SUGGESTION_BEHAVIORS = ["allow", "deny", "ask"];
var SUGGESTION_DESTINATIONS = [
  "userSettings",
  "projectSettings",
  "localSettings",
  "session",
  "cliArg"
];
var NOT_RELAYED_REASON = "not_relayed";
var UNAVAILABLE_REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
var ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
var TYPES = new Set(SUGGESTION_TYPES);
var BEHAVIORS = new Set(SUGGESTION_BEHAVIORS);
var DESTINATIONS = new Set(SUGGESTION_DESTINATIONS);
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var ok = (value) => ({ ok: true, value });
var refuse = (reason) => ({ ok: false, reason });
function evidenceBytes(obs) {
  return Buffer.byteLength(JSON.stringify(obs), "utf8");
}
function actorOf(agentId) {
  if (agentId === void 0 || agentId === null) return ok({ category: "main" });
  if (typeof agentId !== "string")
    return refuse(`agent_id is a ${Array.isArray(agentId) ? "array" : typeof agentId}, not a string`);
  if (!AGENT_ID_PATTERN.test(agentId)) return refuse("agent_id is not 1-128 characters of [A-Za-z0-9._:@-]");
  return ok({ category: "subagent_or_teammate", id: agentId });
}
function checkToolName(name, where) {
  if (typeof name !== "string") return `${where} is not a string`;
  if (name.length === 0) return `${where} is empty`;
  if (name.length > MAX_TOOL_NAME_UNITS) return `${where} is longer than ${MAX_TOOL_NAME_UNITS} UTF-16 code units`;
  return void 0;
}
function checkSeq(seq) {
  return Number.isSafeInteger(seq) && seq >= 0 ? void 0 : "seq is not a non-negative integer";
}
function checkObservedAt(at2) {
  if (typeof at2 !== "string" || !ISO_PATTERN.test(at2))
    return "observedAt is not an ISO time (YYYY-MM-DDTHH:MM:SS.mmmZ)";
  const ms = Date.parse(at2);
  if (!Number.isFinite(ms) || new Date(ms).toISOString() !== at2) return "observedAt is not a real time";
  return void 0;
}
function exactKeys(obj, required, optional, where) {
  for (const key of Object.keys(obj)) {
    if (!required.includes(key) && !optional.includes(key)) return `${where} has an unknown field`;
  }
  for (const key of required) if (!Object.hasOwn(obj, key)) return `${where}.${key} is missing`;
  return void 0;
}
function checkActor(value) {
  if (!isRecord(value)) return refuse("actor is not an object");
  if (value.category === "main") {
    const extra2 = exactKeys(value, ["category"], [], "actor");
    return extra2 ? refuse(extra2) : ok({ category: "main" });
  }
  if (value.category !== "subagent_or_teammate") return refuse("actor.category is not main or subagent_or_teammate");
  const extra = exactKeys(value, ["category", "id"], [], "actor");
  if (extra) return refuse(extra);
  if (typeof value.id !== "string" || !AGENT_ID_PATTERN.test(value.id)) {
    return refuse("actor.id is not 1-128 characters of [A-Za-z0-9._:@-]");
  }
  return ok({ category: "subagent_or_teammate", id: value.id });
}
function checkRule(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["toolName"], ["ruleContent"], where);
  if (extra) return refuse(extra);
  const nameProblem2 = checkToolName(value.toolName, `${where}.toolName`);
  if (nameProblem2) return refuse(nameProblem2);
  if (!Object.hasOwn(value, "ruleContent")) return ok({ toolName: value.toolName });
  const content = value.ruleContent;
  if (typeof content !== "string") return refuse(`${where}.ruleContent is not a string`);
  if (content.length > MAX_RULE_CONTENT_UNITS) {
    return refuse(`${where}.ruleContent is longer than ${MAX_RULE_CONTENT_UNITS} UTF-16 code units`);
  }
  return ok({ toolName: value.toolName, ruleContent: content });
}
function checkEntry(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["type", "rules", "behavior", "destination"], [], where);
  if (extra) return refuse(extra);
  if (!TYPES.has(value.type)) return refuse(`${where}.type is not addRules, replaceRules or removeRules`);
  if (!BEHAVIORS.has(value.behavior)) return refuse(`${where}.behavior is not ${SUGGESTION_BEHAVIORS.join(", ")}`);
  if (!DESTINATIONS.has(value.destination))
    return refuse(`${where}.destination is not ${SUGGESTION_DESTINATIONS.join(", ")}`);
  if (!Array.isArray(value.rules)) return refuse(`${where}.rules is not a list`);
  if (value.rules.length > MAX_RULES_PER_ENTRY)
    return refuse(`${where}.rules has more than ${MAX_RULES_PER_ENTRY} rules`);
  const rules = [];
  for (let i2 = 0; i2 < value.rules.length; i2++) {
    const rule = checkRule(value.rules[i2], `${where}.rules[${i2}]`);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok({
    type: value.type,
    rules,
    behavior: value.behavior,
    destination: value.destination
  });
}
function checkSuggestedRules(value) {
  const where = "suggested_rules";
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  if (value.state === "unavailable") {
    const extra2 = exactKeys(value, ["state", "reason"], [], where);
    if (extra2) return refuse(extra2);
    if (typeof value.reason !== "string" || !UNAVAILABLE_REASON_PATTERN.test(value.reason)) {
      return refuse(`${where}.reason is not a machine word ([a-z][a-z0-9_]{0,63})`);
    }
    return ok({ state: "unavailable", reason: value.reason });
  }
  if (value.state !== "available") return refuse(`${where}.state is not available or unavailable`);
  const extra = exactKeys(value, ["state", "native", "entries", "unsupported", "size_cut"], [], where);
  if (extra) return refuse(extra);
  if (value.native !== "present" && value.native !== "missing")
    return refuse(`${where}.native is not present or missing`);
  if (typeof value.unsupported !== "boolean") return refuse(`${where}.unsupported is not a boolean`);
  if (typeof value.size_cut !== "boolean") return refuse(`${where}.size_cut is not a boolean`);
  if (!Array.isArray(value.entries)) return refuse(`${where}.entries is not a list`);
  if (value.entries.length > MAX_ENTRIES) return refuse(`${where}.entries has more than ${MAX_ENTRIES} entries`);
  if (value.native === "missing" && (value.entries.length > 0 || value.unsupported || value.size_cut)) {
    return refuse(`${where} says the native field is missing but carries entries or markers`);
  }
  const entries = [];
  for (let i2 = 0; i2 < value.entries.length; i2++) {
    const entry = checkEntry(value.entries[i2], `${where}.entries[${i2}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok({
    state: "available",
    native: value.native,
    entries,
    unsupported: value.unsupported,
    size_cut: value.size_cut
  });
}
function checkPermissionObservation(value) {
  if (!isRecord(value)) return refuse("the permission observation is not an object");
  const extra = exactKeys(value, ["tool", "actor", "observedAt", "seq"], ["suggested_rules"], "permission");
  if (extra) return refuse(extra);
  if (!isRecord(value.tool)) return refuse("tool is not an object");
  const toolExtra = exactKeys(value.tool, ["name"], [], "tool");
  if (toolExtra) return refuse(toolExtra);
  const nameProblem2 = checkToolName(value.tool.name, "tool.name");
  if (nameProblem2) return refuse(nameProblem2);
  const actor = checkActor(value.actor);
  if (!actor.ok) return actor;
  const timeProblem = checkObservedAt(value.observedAt) ?? checkSeq(value.seq);
  if (timeProblem) return refuse(timeProblem);
  let suggested = { state: "unavailable", reason: NOT_RELAYED_REASON };
  if (Object.hasOwn(value, "suggested_rules")) {
    const checked = checkSuggestedRules(value.suggested_rules);
    if (!checked.ok) return checked;
    suggested = checked.value;
  }
  const obs = {
    tool: { name: value.tool.name },
    actor: actor.value,
    observedAt: value.observedAt,
    seq: value.seq,
    suggested_rules: suggested
  };
  if (evidenceBytes(obs) > MAX_EVIDENCE_BYTES)
    return refuse(`the observation is over ${MAX_EVIDENCE_BYTES} UTF-8 bytes serialized`);
  return ok(obs);
}

// lib/activity/prompt-hash.ts
var PROMPT_HASH_PATTERN = /^fnv1a64:[0-9a-f]{16}$/;

// lib/activity/observe.ts
var EVENT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
var SUBTYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
var SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
var TRANSCRIPT_PATH_PATTERN = /^\/[^\u0000-\u001f\u007f]{0,4089}\.jsonl$/;
var TOOL_NAME_MAX = MAX_TOOL_NAME_UNITS;
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
function toolNameOf(v2) {
  return typeof v2 === "string" && v2.length > 0 && v2.length <= TOOL_NAME_MAX && !UNPRINTABLE.test(v2) ? v2 : void 0;
}

// lib/util/clock-clamp.ts
var FUTURE_SKEW_MS = 3e4;
function isFutureStamp(stampMs, nowMs) {
  return stampMs - nowMs > FUTURE_SKEW_MS;
}

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
function notification(subtype) {
  const word = subtype === void 0 ? void 0 : CLAUDE_NOTIFICATIONS.get(subtype);
  if (word === void 0) return { state: "unknown", reason: "unmapped_notification", keep: true };
  if (word === "keep") return { state: "unknown", reason: subtype, keep: true };
  return { state: word, reason: subtype };
}
var PERMISSION_REQUEST_REASON = "permission_request";
function mapActivity(event, subtype) {
  switch (event) {
    case "UserPromptSubmit":
      return { state: "running", reason: "prompt_submitted" };
    case "PreToolUse":
      return { state: "running", reason: "tool_started" };
    case "PostToolUse":
      return { state: "running", reason: "tool_finished" };
    case "PermissionRequest":
      return { state: "needs_input", reason: PERMISSION_REQUEST_REASON };
    case "Notification":
      return notification(subtype);
    case "Stop":
      return { state: "idle", reason: "turn_stopped" };
    case "StopFailure":
      return subtype !== void 0 ? { state: "idle", reason: "stop_failure", errorKind: subtype } : { state: "idle", reason: "stop_failure" };
    case "SessionEnd":
      return { state: "idle", reason: "session_ended" };
    case "SessionStart":
      return { state: "unknown", reason: "session_start_observed" };
    default:
      return { state: "unknown", reason: "unmapped_runtime_hook", keep: true };
  }
}

// lib/activity/merge.ts
var PROMPTS_KEPT = 8;
var UNKNOWN_PLUGIN = "unknown";
function activityOf(obs, m2 = mapActivity(obs.event, obs.subtype)) {
  const a2 = { state: m2.state, reason: m2.reason, event: obs.event, seq: obs.seq, at: obs.observedAt };
  if (obs.subtype !== void 0) a2.subtype = obs.subtype;
  if (m2.errorKind !== void 0) a2.errorKind = m2.errorKind;
  return a2;
}
function replacesActivity(stored, run, nowMs) {
  const storedKept = mapActivity(stored.event, stored.subtype).keep === true;
  const runKept = run.keep === true;
  if (storedKept !== runKept) return storedKept;
  return compareSeq(run.seq, stored.seq, nowMs) > 0;
}
function lastHookOf(obs) {
  return obs.subtype !== void 0 ? { event: obs.event, subtype: obs.subtype, seq: obs.seq, at: obs.observedAt } : { event: obs.event, seq: obs.seq, at: obs.observedAt };
}
function sessionOf(obs) {
  if (obs.sessionId === void 0) return void 0;
  const s2 = { id: obs.sessionId, seq: obs.seq, at: obs.observedAt };
  if (obs.event === "SessionStart" && obs.subtype !== void 0) s2.source = obs.subtype;
  if (obs.transcriptPath !== void 0) s2.transcriptPath = obs.transcriptPath;
  return s2;
}
function compareSeq(a2, b2, nowMs) {
  const fa2 = isFutureStamp(a2 / 1e3, nowMs);
  const fb = isFutureStamp(b2 / 1e3, nowMs);
  if (fa2 !== fb) return fa2 ? -1 : 1;
  return a2 - b2;
}
function mergeObservation(doc, obs, nowMs) {
  if (doc === void 0) {
    const fresh = {
      schema: "seat-hooks",
      version: 1,
      nodeId: obs.nodeId,
      occupant: obs.occupant,
      seat: obs.seat,
      runtime: obs.runtime,
      firstLaunch: {
        at: obs.observedAt,
        seq: obs.seq,
        event: obs.event,
        pluginVersion: obs.plugin?.version ?? UNKNOWN_PLUGIN,
        bundleHash: obs.plugin?.bundleHash ?? UNKNOWN_PLUGIN
      },
      lastHook: lastHookOf(obs),
      activity: activityOf(obs)
    };
    const session2 = sessionOf(obs);
    if (session2) fresh.session = session2;
    if (obs.promptHash !== void 0) fresh.prompts = [{ hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }];
    return fresh;
  }
  let changed = false;
  const next = { ...doc };
  if (compareSeq(obs.seq, doc.lastHook.seq, nowMs) > 0) {
    next.lastHook = lastHookOf(obs);
    changed = true;
  }
  const mapped = mapActivity(obs.event, obs.subtype);
  if (replacesActivity(doc.activity, { keep: mapped.keep, seq: obs.seq }, nowMs)) {
    next.activity = activityOf(obs, mapped);
    changed = true;
  }
  const session = sessionOf(obs);
  if (session && (doc.session === void 0 || obs.event === "SessionStart" && compareSeq(obs.seq, doc.session.seq, nowMs) > 0)) {
    next.session = session;
    changed = true;
  }
  if (obs.promptHash !== void 0) {
    const prompts = doc.prompts ?? [];
    const known = prompts.some((p2) => p2.seq === obs.seq && p2.hash === obs.promptHash);
    const oldest = prompts.length >= PROMPTS_KEPT ? prompts[0].seq : -Infinity;
    if (!known && obs.seq > oldest) {
      const merged = [...prompts, { hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }].sort(
        (a2, b2) => a2.seq - b2.seq
      );
      next.prompts = merged.slice(-PROMPTS_KEPT);
      changed = true;
    }
  }
  return changed ? next : UNCHANGED;
}

// lib/activity/plugin-info.ts
var PLUGIN_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
var BUNDLE_HASH_PATTERN = /^(?:[0-9a-f]{16}|unknown)$/;
var MAX_FILE_BYTES = 16 * 1024 * 1024;

// lib/activity/ingress-check.ts
var ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
var MIN_SEQ = 1e15;
var FIELDS = /* @__PURE__ */ new Set([
  "v",
  "nodeId",
  "occupant",
  "seat",
  "runtime",
  "event",
  "subtype",
  "seq",
  "observedAt",
  "sessionId",
  "transcriptPath",
  "promptHash",
  "toolName",
  "agentId",
  "permission",
  "plugin"
]);
var fail = (reason) => ({ ok: false, reason });
function isPlainObject(v2) {
  return v2 !== null && typeof v2 === "object" && !Array.isArray(v2);
}
function patternProblem(field, v2, pattern, what) {
  if (typeof v2 !== "string") return `${field} must be a string`;
  if (!pattern.test(v2)) return `${field} must be ${what}`;
  return void 0;
}
function seatProblem(v2) {
  if (typeof v2 !== "string") return "seat must be a string (name@rig)";
  const at2 = v2.indexOf("@");
  if (at2 < 0 || v2.indexOf("@", at2 + 1) >= 0) return "seat must be name@rig";
  const problem = nameProblem(v2.slice(0, at2)) ?? nameProblem(v2.slice(at2 + 1));
  return problem ? `seat: ${problem}` : void 0;
}
function checkHookObservation(value, opts = {}) {
  if (!isPlainObject(value)) return fail("the body must be a JSON object (a hook observation)");
  const unknown = Object.keys(value).filter((k2) => !FIELDS.has(k2));
  if (unknown.length) return fail(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.sort().join(", ")}`);
  const o2 = value;
  if (o2.v !== 1) return fail("v must be 1");
  const identity = patternProblem("nodeId", o2.nodeId, NODE_ID_PATTERN, "a node id (n-<16 hex>)") ?? patternProblem("occupant", o2.occupant, OCCUPANT_PATTERN, "an occupant id (o-<16 hex>)") ?? seatProblem(o2.seat);
  if (identity) return fail(identity);
  if (o2.runtime !== "claude" && o2.runtime !== "codex") return fail("runtime must be claude or codex");
  const event = patternProblem("event", o2.event, EVENT_PATTERN, "a hook event name (letters, digits, _; \u2264 64)");
  if (event) return fail(event);
  if (o2.subtype !== void 0) {
    const p2 = patternProblem("subtype", o2.subtype, SUBTYPE_PATTERN, "a short word ([A-Za-z0-9_.:-], \u2264 64)");
    if (p2) return fail(p2);
  }
  const now = opts.now ?? Date.now();
  if (typeof o2.seq !== "number" || !Number.isSafeInteger(o2.seq) || o2.seq <= 0)
    return fail("seq must be a positive safe integer");
  if (o2.seq < MIN_SEQ) return fail("seq must be microseconds since the epoch (this one is too small)");
  if (o2.seq > (now + FUTURE_SKEW_MS) * 1e3) return fail("seq is in the future");
  if (typeof o2.observedAt !== "string" || !ISO_UTC.test(o2.observedAt) || Number.isNaN(Date.parse(o2.observedAt)))
    return fail("observedAt must be an ISO time in UTC (\u2026Z)");
  if (isFutureStamp(Date.parse(o2.observedAt), now)) return fail("observedAt is in the future");
  if (o2.sessionId !== void 0) {
    const p2 = patternProblem("sessionId", o2.sessionId, SESSION_ID_PATTERN, "an id ([A-Za-z0-9._:-], \u2264 128)");
    if (p2) return fail(p2);
  }
  if (o2.transcriptPath !== void 0) {
    const p2 = patternProblem("transcriptPath", o2.transcriptPath, TRANSCRIPT_PATH_PATTERN, "an absolute .jsonl path");
    if (p2) return fail(p2);
  }
  if (o2.promptHash !== void 0) {
    const p2 = patternProblem("promptHash", o2.promptHash, PROMPT_HASH_PATTERN, "a prompt hash (fnv1a64:<16 hex>)");
    if (p2) return fail(p2);
  }
  if (o2.toolName !== void 0) {
    if (toolNameOf(o2.toolName) === void 0)
      return fail(`toolName must be 1\u2013${TOOL_NAME_MAX} UTF-16 units without control or format characters`);
  }
  if (o2.agentId !== void 0) {
    if (typeof o2.agentId !== "string" || !actorOf(o2.agentId).ok)
      return fail("agentId must be a valid agent id (lib/evidence actorOf)");
  }
  let plugin;
  if (o2.plugin !== void 0) {
    if (!isPlainObject(o2.plugin)) return fail("plugin must be an object {version, bundleHash}");
    const extra = Object.keys(o2.plugin).filter((k2) => k2 !== "version" && k2 !== "bundleHash");
    if (extra.length) return fail(`plugin: unknown field ${extra.sort().join(", ")}`);
    const p2 = patternProblem("plugin.version", o2.plugin.version, PLUGIN_VERSION_PATTERN, "a version (\u2264 64)") ?? patternProblem("plugin.bundleHash", o2.plugin.bundleHash, BUNDLE_HASH_PATTERN, "16 hex digits or unknown");
    if (p2) return fail(p2);
    plugin = { version: o2.plugin.version, bundleHash: o2.plugin.bundleHash };
  }
  let permission;
  if (o2.permission !== void 0) {
    if (o2.event !== "PermissionRequest") return fail("permission is carried only by a PermissionRequest");
    const checked = (opts.checkPermission ?? checkPermissionObservation)(o2.permission);
    if (!checked.ok) return fail(`permission: ${checked.reason}`);
    if (checked.value.seq !== o2.seq) return fail("permission.seq must equal seq");
    permission = checked.value;
  }
  const obs = {
    v: 1,
    nodeId: o2.nodeId,
    occupant: o2.occupant,
    seat: o2.seat,
    runtime: o2.runtime,
    event: o2.event,
    seq: o2.seq,
    observedAt: o2.observedAt
  };
  if (o2.subtype !== void 0) obs.subtype = o2.subtype;
  if (o2.sessionId !== void 0) obs.sessionId = o2.sessionId;
  if (o2.transcriptPath !== void 0) obs.transcriptPath = o2.transcriptPath;
  if (o2.promptHash !== void 0) obs.promptHash = o2.promptHash;
  if (o2.toolName !== void 0) obs.toolName = o2.toolName;
  if (o2.agentId !== void 0) obs.agentId = o2.agentId;
  if (permission) obs.permission = permission;
  if (plugin) obs.plugin = plugin;
  return { ok: true, value: obs };
}

// lib/activity/journal-append.ts
var FOLD_EVERY_BYTES = 8 * 1024;

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
var JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;
function parseJournal(bytes, base) {
  const last = bytes.lastIndexOf(10);
  if (last < 0) return { values: [], end: base };
  const values = [];
  for (const line of bytes.toString("utf8", 0, last).split("\n")) {
    if (!line) continue;
    try {
      values.push(JSON.parse(line));
    } catch {
    }
  }
  return { values, end: base + last + 1 };
}
function foldEntries(doc, entries, nowMs) {
  let out = doc;
  for (const obs of [...entries].sort((a2, b2) => compareSeq(a2.seq, b2.seq, nowMs))) {
    const next = mergeObservation(out, obs, nowMs);
    if (next !== UNCHANGED) out = next;
    if (out && obs.plugin && out.firstLaunch.bundleHash === UNKNOWN_PLUGIN && out.firstLaunch.pluginVersion === UNKNOWN_PLUGIN)
      out = {
        ...out,
        firstLaunch: { ...out.firstLaunch, pluginVersion: obs.plugin.version, bundleHash: obs.plugin.bundleHash }
      };
  }
  return out;
}

// lib/store/validators/seat-hooks.v1.generated.js
var compiled5;
function validate_seat_hooks_v1(data, options) {
  compiled5 ??= build5();
  const ok2 = compiled5(data, options);
  validate_seat_hooks_v1.errors = compiled5.errors;
  return ok2;
}
function build5() {
  const schema33 = { "$id": "openrig/seat-hooks@1", "title": "What one seat occupant's runtime hooks reported, folded from its journal ($OPENRIG_HOME/activity/<nodeId>/<occupant>.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "runtime", "firstLaunch", "lastHook", "activity"], "additionalProperties": false, "definitions": { "seq": { "type": "integer", "minimum": 1 }, "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "event": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, "word": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" } }, "properties": { "schema": { "const": "seat-hooks" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "runtime": { "enum": ["claude", "codex"] }, "firstLaunch": { "type": "object", "required": ["at", "seq", "event", "pluginVersion", "bundleHash"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/at" }, "seq": { "$ref": "#/definitions/seq" }, "event": { "$ref": "#/definitions/event" }, "pluginVersion": { "type": "string", "pattern": "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, "bundleHash": { "type": "string", "pattern": "^([0-9a-f]{16}|unknown)$" } } }, "lastHook": { "type": "object", "required": ["event", "seq", "at"], "additionalProperties": false, "properties": { "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "activity": { "type": "object", "required": ["state", "reason", "event", "seq", "at"], "additionalProperties": false, "properties": { "state": { "enum": ["running", "needs_input", "idle", "unknown"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "errorKind": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "session": { "type": "object", "required": ["id", "seq", "at"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, "source": { "$ref": "#/definitions/word" }, "transcriptPath": { "type": "string", "pattern": "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "prompts": { "type": "array", "maxItems": 8, "items": { "type": "object", "required": ["hash", "seq", "at"], "additionalProperties": false, "properties": { "hash": { "type": "string", "pattern": "^fnv1a64:[0-9a-f]{16}$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } } }, "journal": { "description": "Bytes of the occupant's journal (<occupant>.jsonl) and of the retired one (<occupant>.retired.jsonl) folded into this document", "type": "object", "required": ["folded"], "additionalProperties": false, "properties": { "folded": { "type": "integer", "minimum": 0 }, "retiredFolded": { "type": "integer", "minimum": 0 } } } } };
  const schema34 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" };
  const schema35 = { "type": "integer", "minimum": 1 };
  const schema36 = { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" };
  const schema38 = { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern115 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,63}$", "u");
  const pattern116 = new RegExp("^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$", "u");
  const pattern117 = new RegExp("^([0-9a-f]{16}|unknown)$", "u");
  const pattern119 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  const pattern128 = new RegExp("^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$", "u");
  const pattern130 = new RegExp("^fnv1a64:[0-9a-f]{16}$", "u");
  function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.occupant === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
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
      if (data.firstLaunch === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstLaunch" }, message: "must have required property 'firstLaunch'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.lastHook === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastHook" }, message: "must have required property 'lastHook'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.activity === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "activity" }, message: "must have required property 'activity'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema33.properties, key0)) {
          const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat-hooks" !== data.schema) {
          const err10 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat-hooks" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err11 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern19.test(data3)) {
            const err14 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data4 = data.seat;
        if (typeof data4 === "string") {
          if (!pattern20.test(data4)) {
            const err16 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        } else {
          const err17 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.runtime !== void 0) {
        let data5 = data.runtime;
        if (!(data5 === "claude" || data5 === "codex")) {
          const err18 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema33.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.firstLaunch !== void 0) {
        let data6 = data.firstLaunch;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.at === void 0) {
            const err19 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data6.seq === void 0) {
            const err20 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (data6.event === void 0) {
            const err21 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (data6.pluginVersion === void 0) {
            const err22 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "pluginVersion" }, message: "must have required property 'pluginVersion'" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (data6.bundleHash === void 0) {
            const err23 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "bundleHash" }, message: "must have required property 'bundleHash'" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "at" || key1 === "seq" || key1 === "event" || key1 === "pluginVersion" || key1 === "bundleHash")) {
              const err24 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data6.at !== void 0) {
            let data7 = data6.at;
            if (typeof data7 === "string") {
              if (!pattern22.test(data7)) {
                const err25 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            } else {
              const err26 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.seq !== void 0) {
            let data8 = data6.seq;
            if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
              const err27 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (typeof data8 == "number" && isFinite(data8)) {
              if (data8 < 1 || isNaN(data8)) {
                const err28 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          }
          if (data6.event !== void 0) {
            let data9 = data6.event;
            if (typeof data9 === "string") {
              if (!pattern115.test(data9)) {
                const err29 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            } else {
              const err30 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data6.pluginVersion !== void 0) {
            let data10 = data6.pluginVersion;
            if (typeof data10 === "string") {
              if (!pattern116.test(data10)) {
                const err31 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/pattern", keyword: "pattern", params: { pattern: "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, message: 'must match pattern "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            } else {
              const err32 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
          if (data6.bundleHash !== void 0) {
            let data11 = data6.bundleHash;
            if (typeof data11 === "string") {
              if (!pattern117.test(data11)) {
                const err33 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/pattern", keyword: "pattern", params: { pattern: "^([0-9a-f]{16}|unknown)$" }, message: 'must match pattern "^([0-9a-f]{16}|unknown)$"' };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            } else {
              const err34 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      if (data.lastHook !== void 0) {
        let data12 = data.lastHook;
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
          if (data12.event === void 0) {
            const err36 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (data12.seq === void 0) {
            const err37 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (data12.at === void 0) {
            const err38 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key2 in data12) {
            if (!(key2 === "event" || key2 === "subtype" || key2 === "seq" || key2 === "at")) {
              const err39 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data12.event !== void 0) {
            let data13 = data12.event;
            if (typeof data13 === "string") {
              if (!pattern115.test(data13)) {
                const err40 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            } else {
              const err41 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data12.subtype !== void 0) {
            let data14 = data12.subtype;
            if (typeof data14 === "string") {
              if (!pattern119.test(data14)) {
                const err42 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            } else {
              const err43 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data12.seq !== void 0) {
            let data15 = data12.seq;
            if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
              const err44 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (typeof data15 == "number" && isFinite(data15)) {
              if (data15 < 1 || isNaN(data15)) {
                const err45 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
          }
          if (data12.at !== void 0) {
            let data16 = data12.at;
            if (typeof data16 === "string") {
              if (!pattern22.test(data16)) {
                const err46 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            } else {
              const err47 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        } else {
          const err48 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
      if (data.activity !== void 0) {
        let data17 = data.activity;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.state === void 0) {
            const err49 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data17.reason === void 0) {
            const err50 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data17.event === void 0) {
            const err51 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (data17.seq === void 0) {
            const err52 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (data17.at === void 0) {
            const err53 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
          for (const key3 in data17) {
            if (!(key3 === "state" || key3 === "reason" || key3 === "event" || key3 === "subtype" || key3 === "errorKind" || key3 === "seq" || key3 === "at")) {
              const err54 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data17.state !== void 0) {
            let data18 = data17.state;
            if (!(data18 === "running" || data18 === "needs_input" || data18 === "idle" || data18 === "unknown")) {
              const err55 = { instancePath: instancePath + "/activity/state", schemaPath: "#/properties/activity/properties/state/enum", keyword: "enum", params: { allowedValues: schema33.properties.activity.properties.state.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
          if (data17.reason !== void 0) {
            let data19 = data17.reason;
            if (typeof data19 === "string") {
              if (!pattern121.test(data19)) {
                const err56 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            } else {
              const err57 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data17.event !== void 0) {
            let data20 = data17.event;
            if (typeof data20 === "string") {
              if (!pattern115.test(data20)) {
                const err58 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            } else {
              const err59 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data17.subtype !== void 0) {
            let data21 = data17.subtype;
            if (typeof data21 === "string") {
              if (!pattern119.test(data21)) {
                const err60 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            } else {
              const err61 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          if (data17.errorKind !== void 0) {
            let data22 = data17.errorKind;
            if (typeof data22 === "string") {
              if (!pattern119.test(data22)) {
                const err62 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            } else {
              const err63 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
          if (data17.seq !== void 0) {
            let data23 = data17.seq;
            if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
              const err64 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            if (typeof data23 == "number" && isFinite(data23)) {
              if (data23 < 1 || isNaN(data23)) {
                const err65 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
          }
          if (data17.at !== void 0) {
            let data24 = data17.at;
            if (typeof data24 === "string") {
              if (!pattern22.test(data24)) {
                const err66 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            } else {
              const err67 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          }
        } else {
          const err68 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      }
      if (data.session !== void 0) {
        let data25 = data.session;
        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
          if (data25.id === void 0) {
            const err69 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          if (data25.seq === void 0) {
            const err70 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (data25.at === void 0) {
            const err71 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          for (const key4 in data25) {
            if (!(key4 === "id" || key4 === "source" || key4 === "transcriptPath" || key4 === "seq" || key4 === "at")) {
              const err72 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          }
          if (data25.id !== void 0) {
            let data26 = data25.id;
            if (typeof data26 === "string") {
              if (!pattern23.test(data26)) {
                const err73 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            } else {
              const err74 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
          }
          if (data25.source !== void 0) {
            let data27 = data25.source;
            if (typeof data27 === "string") {
              if (!pattern119.test(data27)) {
                const err75 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            } else {
              const err76 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data25.transcriptPath !== void 0) {
            let data28 = data25.transcriptPath;
            if (typeof data28 === "string") {
              if (!pattern128.test(data28)) {
                const err77 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/pattern", keyword: "pattern", params: { pattern: "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, message: 'must match pattern "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$"' };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            } else {
              const err78 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          }
          if (data25.seq !== void 0) {
            let data29 = data25.seq;
            if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
              const err79 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
            if (typeof data29 == "number" && isFinite(data29)) {
              if (data29 < 1 || isNaN(data29)) {
                const err80 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
          }
          if (data25.at !== void 0) {
            let data30 = data25.at;
            if (typeof data30 === "string") {
              if (!pattern22.test(data30)) {
                const err81 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            } else {
              const err82 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          }
        } else {
          const err83 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.prompts !== void 0) {
        let data31 = data.prompts;
        if (Array.isArray(data31)) {
          if (data31.length > 8) {
            const err84 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
          const len0 = data31.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data32 = data31[i0];
            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
              if (data32.hash === void 0) {
                const err85 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
              if (data32.seq === void 0) {
                const err86 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
              if (data32.at === void 0) {
                const err87 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
              for (const key5 in data32) {
                if (!(key5 === "hash" || key5 === "seq" || key5 === "at")) {
                  const err88 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              }
              if (data32.hash !== void 0) {
                let data33 = data32.hash;
                if (typeof data33 === "string") {
                  if (!pattern130.test(data33)) {
                    const err89 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/pattern", keyword: "pattern", params: { pattern: "^fnv1a64:[0-9a-f]{16}$" }, message: 'must match pattern "^fnv1a64:[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                } else {
                  const err90 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              }
              if (data32.seq !== void 0) {
                let data34 = data32.seq;
                if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                  const err91 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                if (typeof data34 == "number" && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err92 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
              }
              if (data32.at !== void 0) {
                let data35 = data32.at;
                if (typeof data35 === "string") {
                  if (!pattern22.test(data35)) {
                    const err93 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                } else {
                  const err94 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              }
            } else {
              const err95 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          }
        } else {
          const err96 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
      }
      if (data.journal !== void 0) {
        let data36 = data.journal;
        if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
          if (data36.folded === void 0) {
            const err97 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/required", keyword: "required", params: { missingProperty: "folded" }, message: "must have required property 'folded'" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
          for (const key6 in data36) {
            if (!(key6 === "folded" || key6 === "retiredFolded")) {
              const err98 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
          }
          if (data36.folded !== void 0) {
            let data37 = data36.folded;
            if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)) && isFinite(data37))) {
              const err99 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
            if (typeof data37 == "number" && isFinite(data37)) {
              if (data37 < 0 || isNaN(data37)) {
                const err100 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          }
          if (data36.retiredFolded !== void 0) {
            let data38 = data36.retiredFolded;
            if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)) && isFinite(data38))) {
              const err101 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
            if (typeof data38 == "number" && isFinite(data38)) {
              if (data38 < 0 || isNaN(data38)) {
                const err102 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
          }
        } else {
          const err103 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
      }
    } else {
      const err104 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err104];
      } else {
        vErrors.push(err104);
      }
      errors++;
    }
    validate32.errors = vErrors;
    return errors === 0;
  }
  return validate32;
}

// lib/activity/kind.ts
var seatHooksKind = /* @__PURE__ */ defineKind({
  schema: "seat-hooks",
  version: 1,
  validate: validate_seat_hooks_v1
});

// lib/activity/store.ts
function readFrom(file, from, max) {
  let fd;
  try {
    fd = (0, import_node_fs25.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, (0, import_node_fs25.fstatSync)(fd).size - from)));
    let n2 = 0;
    while (n2 < buf.length) {
      const r2 = (0, import_node_fs25.readSync)(fd, buf, n2, buf.length - n2, from + n2);
      if (r2 === 0) break;
      n2 += r2;
    }
    return buf.subarray(0, n2);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== void 0) (0, import_node_fs25.closeSync)(fd);
  }
}
function journalLines(file, from, nodeId, occupant) {
  const { values, end } = parseJournal(readFrom(file, from, JOURNAL_READ_MAX_BYTES), from);
  const entries = [];
  for (const v2 of values) {
    const c2 = checkHookObservation(v2, { now: Number.MAX_SAFE_INTEGER / 1e3 });
    if (c2.ok && c2.value.nodeId === nodeId && c2.value.occupant === occupant) entries.push(c2.value);
  }
  return { entries, end };
}
function foldedView(home, nodeId, occupant, doc, nowMs) {
  const retiredFrom = doc?.journal?.retiredFolded;
  const retired = retiredFrom === void 0 ? void 0 : journalLines(seatHooksJournalPath(home, nodeId, occupant, true), retiredFrom, nodeId, occupant);
  const current = journalLines(
    seatHooksJournalPath(home, nodeId, occupant),
    doc?.journal?.folded ?? 0,
    nodeId,
    occupant
  );
  const view = foldEntries(doc, [...retired?.entries ?? [], ...current.entries], nowMs);
  return { view, currentEnd: current.end, retiredEnd: retired?.end };
}
function readSeatHooks(home, nodeId, occupant, nowMs = Date.now()) {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return void 0;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (peek.found && !peek.doc) return void 0;
  const doc = peek.found ? peek.doc : void 0;
  if (doc && (doc.nodeId !== nodeId || doc.occupant !== occupant)) return void 0;
  const view = foldedView(home, nodeId, occupant, doc, nowMs).view;
  if (!view?.journal) return view;
  const { journal: _offsets, ...reported } = view;
  return reported;
}

// lib/store/validators/seat-model.v1.generated.js
var compiled6;
function validate_seat_model_v1(data, options) {
  compiled6 ??= build6();
  const ok2 = compiled6(data, options);
  validate_seat_model_v1.errors = compiled6.errors;
  return ok2;
}
function build6() {
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
function readSavedModel(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  return readDocument(modelKind, seatModelPath(home, nodeId), { onCorrupt: "fresh" });
}

// lib/rig/model-choice.ts
var EFFORTS = {
  "claude-code": ["low", "medium", "high", "xhigh", "max"],
  codex: ["none", "minimal", "low", "medium", "high", "xhigh"]
};
var MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/[\]-]{0,127}$/;
function modelProblem(runtime, model, effort) {
  if (runtime === "terminal")
    return { what: "a terminal seat runs no model", todo: "set a model on a claude-code or codex seat" };
  if (!MODEL_PATTERN.test(model))
    return {
      what: `model ${JSON.stringify(model.slice(0, 60))} is not a model name`,
      todo: "use letters, digits and . _ : / [ ] - (at most 128)"
    };
  if (effort !== void 0 && !EFFORTS[runtime].includes(effort))
    return {
      what: `effort ${JSON.stringify(effort.slice(0, 30))} is not one ${runtime} knows`,
      todo: `use one of ${EFFORTS[runtime].join(", ")}`
    };
  return void 0;
}

// lib/rig/handoff-note.ts
var MAX_NOTE_BYTES = 64 * 1024;
function handoffNoteText(f2) {
  const lines = [
    `# Handoff note for ${f2.seat}`,
    "",
    `You are a fresh occupant of the seat ${f2.seat}, taking it over at ${f2.at}.`,
    `Earlier occupant: ${f2.previousOccupant}${f2.previousSession ? ` (runtime session ${f2.previousSession})` : ""}.`,
    ""
  ];
  if (f2.note !== null)
    lines.push(`## From the outgoing occupant${f2.noteFile ? ` (${f2.noteFile})` : ""}`, "", f2.note.trimEnd(), "");
  else lines.push("No handoff note was given: ask the person or the rig lead what to pick up.", "");
  return lines.join("\n");
}
function handoffPrompt(notePath) {
  return `You are taking over this seat from an earlier occupant. Read the handoff note at ${notePath} before anything else.`;
}

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model", "answer"];
var PRESET_PEER_ROW = {
  "no-peer-interventions": "none",
  "help-within-instructions": "helpers",
  "full-control": "all"
};
var STANDING_AUTHORITY = { self: true, openrig: true };

// lib/intervention/choice.ts
var exceptionFlag = (actor, action) => `${actor}-${action}`;
var EXCEPTION_FLAGS = ACTORS.flatMap(
  (actor) => ACTIONS.map((action) => exceptionFlag(actor, action))
);
var hasExceptions = (c2) => ACTORS.some((a2) => Object.keys(c2.exceptions[a2] ?? {}).length > 0);
function choiceLabel(c2) {
  return hasExceptions(c2) ? `Custom (from ${c2.preset})` : c2.preset;
}

// lib/intervention/policy.ts
var verdict = (allowed, reason) => ({ allowed, reason });
function decideIntervention(choice, ask) {
  const what = `${ask.actor} ${ask.action}`;
  if (!choice) return verdict(true, `${what}: no terminal policy recorded for this seat (today's behaviour)`);
  if (ask.actor !== "openrig" && ask.caller === null)
    return verdict(true, `${what}: unattributed caller keeps today's behaviour`);
  const label = choiceLabel(choice);
  const exception = choice.exceptions[ask.actor]?.[ask.action];
  if (exception) return verdict(exception === "allow", `${what}: ${exception} by exception (${label})`);
  if (ask.actor === "self" || ask.actor === "openrig") {
    const allowed = STANDING_AUTHORITY[ask.actor];
    return verdict(allowed, `${what}: ${allowed ? "allowed" : "denied"}, standing authority (${label})`);
  }
  const row = PRESET_PEER_ROW[choice.preset];
  if (row === "all") return verdict(true, `${what}: allowed by ${label}`);
  if (row === "none") return verdict(false, `${what}: denied by ${label}`);
  const helper = choice.helpers.find((h2) => h2.nodeId === ask.caller);
  return helper ? verdict(true, `${what}: allowed, ${helper.seat} is a named helper (${label})`) : verdict(false, `${what}: denied, the caller is not a named helper (${label})`);
}

// lib/store/validators/terminal-policy.v1.generated.js
var compiled7;
function validate_terminal_policy_v1(data, options) {
  compiled7 ??= build7();
  const ok2 = compiled7(data, options);
  validate_terminal_policy_v1.errors = compiled7.errors;
  return ok2;
}
function build7() {
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
var compiled8;
function validate_terminal_policy_default_v1(data, options) {
  compiled8 ??= build8();
  const ok2 = compiled8(data, options);
  validate_terminal_policy_default_v1.errors = compiled8.errors;
  return ok2;
}
function build8() {
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
function checkNode(nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
}
function readTerminalPolicy(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  const doc = readDocument(seatKind2, terminalPolicySeatPath(home, nodeId), { onCorrupt: "fresh" });
  if (doc) return doc;
  const last = readTerminalPolicyAudit(home).filter((e4) => e4 && e4.nodeId === nodeId && (e4.event === "set" || e4.event === "copied") && e4.choice).at(-1);
  if (!last) return void 0;
  return {
    schema: "terminal-policy",
    version: 1,
    nodeId,
    choice: last.choice,
    changedAt: last.at,
    actor: last.actor,
    origin: last.event === "copied" ? "rig-default" : "set"
  };
}
function readRigDefault(home, rig) {
  if (!NAME_PATTERN.test(rig)) return void 0;
  return readDocument(rigKind, terminalPolicyRigPath(home, rig), { onCorrupt: "fresh" });
}
function readTerminalPolicyAudit(home) {
  return readLog(home.terminalPolicyAudit).records;
}
async function copyRigDefault(home, target, now = /* @__PURE__ */ new Date()) {
  checkNode(target.nodeId);
  const dflt = readRigDefault(home, target.rig);
  if (!dflt) return false;
  const at2 = now.toISOString();
  let copied = false;
  await updateDocument(
    seatKind2,
    terminalPolicySeatPath(home, target.nodeId),
    (current) => {
      if (current) return UNCHANGED;
      copied = true;
      return {
        schema: "terminal-policy",
        version: 1,
        nodeId: target.nodeId,
        choice: dflt.choice,
        changedAt: at2,
        actor: dflt.actor,
        origin: "rig-default"
      };
    }
  );
  if (copied)
    appendLog(home.terminalPolicyAudit, {
      at: at2,
      event: "copied",
      nodeId: target.nodeId,
      seat: target.seat,
      rig: target.rig,
      choice: dflt.choice,
      previous: null,
      actor: dflt.actor
    });
  return copied;
}

// lib/intervention/may-intervene.ts
function mayInterveneIn(home) {
  return (nodeId, actor, action, caller) => decideIntervention(readTerminalPolicy(home, nodeId)?.choice, { nodeId, actor, action, caller });
}

// lib/rig/continuation-plan.ts
var SESSION_ID_PATTERN2 = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
function resumeIdOf(home, seat) {
  const id = readSeatHooks(home, seat.nodeId, seat.occupant)?.session?.id;
  return id && SESSION_ID_PATTERN2.test(id) ? id : void 0;
}
function continuationPlan(home, input) {
  const { seat, current, kind } = input;
  const ref = formatSeatRef(seat.name, input.rig);
  const warnings = [];
  const launch2 = { kind };
  let resumeId;
  if (kind === "restore") {
    if (seat.runtime === "terminal")
      return {
        ok: false,
        problem: `${ref} is a terminal seat: there is no runtime session to resume; use rig seat handover`
      };
    resumeId = current ? resumeIdOf(home, current) : void 0;
    if (!resumeId)
      return {
        ok: false,
        problem: `no runtime session id is recorded for ${ref}'s current occupant (its SessionStart hook has not reported one); nothing was done \u2014 use rig seat handover for a fresh occupant`
      };
    launch2.resumedSession = resumeId;
  }
  let model;
  const saved = current ? readSavedModel(home, input.nodeId) : void 0;
  if (saved) {
    const verdict2 = mayInterveneIn(home)(input.nodeId, saved.actor, "model", saved.caller);
    const problem = modelProblem(seat.runtime, saved.model, saved.effort ?? void 0);
    if (!verdict2.allowed)
      warnings.push(`the saved model was not applied: the terminal policy now refuses it (${verdict2.reason})`);
    else if (problem) warnings.push(`the saved model was not applied: ${problem.what}`);
    else {
      model = { model: saved.model, effort: saved.effort };
      launch2.model = saved.model;
      if (saved.effort) launch2.effort = saved.effort;
    }
  }
  let place = async () => {
  };
  let prompt;
  const env = {};
  if (kind === "handover" && input.continuation?.kind === "handover") {
    const path2 = handoffNotePath(home, input.nodeId, input.occupant);
    const text2 = handoffNoteText({
      seat: ref,
      previousOccupant: current?.occupant ?? "none",
      previousSession: current ? resumeIdOf(home, current) ?? null : null,
      at: (/* @__PURE__ */ new Date()).toISOString(),
      note: input.continuation.note,
      noteFile: input.continuation.noteFile
    });
    place = () => writeFileAtomically(path2, text2);
    prompt = handoffPrompt(path2);
    env[PANE_VARS.handoffNote] = path2;
    launch2.handoffNote = path2;
  }
  const contributions = continuationContributions({
    runtime: seat.runtime,
    kind,
    resumeId,
    model,
    permissionMode: seat.permissionMode,
    handoffPrompt: prompt
  });
  if (Object.keys(env).length) contributions.push({ source: "handover-note", env });
  const added = () => copyRigDefault(home, { nodeId: input.nodeId, seat: seat.name, rig: input.rig });
  return { ok: true, contributions, warnings, launch: launch2, place, added };
}

// lib/rig/launch-decision.ts
function stopBeforeGuard(f2) {
  if (f2.elsewhere && (f2.elsewhere.state === "alive" || f2.elsewhere.state === "dead")) {
    return {
      action: "stop",
      reason: "running-elsewhere",
      outcome: "failed",
      error: `running on another tmux server (${f2.elsewhere.socket ?? "the default server"}); run rig down ${f2.rig} --seat ${f2.seat} first`
    };
  }
  if (f2.panesError !== void 0) {
    return {
      action: "stop",
      reason: "tmux-unreadable",
      outcome: "failed",
      error: `cannot ask tmux about the session: ${f2.panesError}`
    };
  }
  if (f2.continuation && !f2.recorded) {
    return {
      action: "stop",
      reason: "no-record",
      outcome: "failed",
      error: `${formatSeatRef(f2.seat, f2.rig)} has no record to continue; start it with rig up`
    };
  }
  return void 0;
}
function lifecycleQuestion(f2) {
  if (stopBeforeGuard(f2) || !f2.recorded || f2.live === "alive" && !f2.continuation) return void 0;
  return {
    operation: f2.continuation ? `rig seat ${f2.continuation}` : "rig up (relaunch)",
    inputAbsent: f2.live !== "alive"
  };
}
function decideLaunch(f2) {
  const early = stopBeforeGuard(f2);
  if (early) return early;
  if (f2.refusal) {
    return { action: "stop", reason: "lifecycle-guard", outcome: "refused", error: f2.refusal.what, refusal: f2.refusal };
  }
  if (f2.exists && f2.live === "alive" && !f2.continuation) return { action: "skip", reason: "already-running" };
  if (f2.exists && f2.live !== "alive" && f2.live !== "dead") {
    return {
      action: "stop",
      reason: "foreign-session",
      outcome: "failed",
      error: `a tmux session named ${f2.session} already exists and was not launched by this OpenRig home; stop it (kill-session -t '=${f2.session}') or rename the seat`
    };
  }
  return {
    action: "launch",
    kind: f2.continuation ?? (f2.recorded ? "relaunch" : "fresh"),
    // Our own pane: exited (rig up), or replaced by a continuation the guard allowed.
    replaceSession: f2.exists,
    relaunchOfDead: f2.exists && f2.live === "dead"
  };
}

// lib/rig/launch-seat.ts
async function launchSeat(spec, seat, opts, projectDir, result) {
  const session = sessionNameFor(seat.name, spec.name);
  await updateSeat(opts.home, spec.name, seat.name, async (current) => {
    const run = { spec, seat, opts, projectDir, session, result, current };
    const decision = decideLaunch(await launchFacts(run));
    if (decision.action === "skip") {
      result.outcome = "already-running";
      result.nodeId = current.nodeId;
      result.occupant = current.occupant;
      result.paneId = current.tmux.paneId;
      return UNCHANGED;
    }
    if (decision.action === "stop") {
      result.outcome = decision.outcome;
      result.error = decision.error;
      if (decision.refusal) result.refusal = decision.refusal;
      return UNCHANGED;
    }
    return await launch(run, decision);
  });
}
async function launch(run, decision) {
  const { result, current } = run;
  const nodeId = current?.nodeId ?? newNodeId();
  const occupant = newOccupant();
  const planned = planContinuation(run, decision, nodeId, occupant);
  if (!planned) return UNCHANGED;
  const command = seatCommand(run.seat.runtime, run.seat.command, run.opts.env);
  const codexHome = await codexPluginStep(run, command);
  const contributions = await launchContributions(run, decision, planned, nodeId, occupant, command);
  const composed = composeLaunchCommand(run, decision, command, contributions);
  if (!composed) return UNCHANGED;
  result.warnings.push(...planned.warnings);
  if (decision.replaceSession) await clearSession(run);
  await planned.place();
  const paneId = await openPane(run, nodeId, occupant, composed.command, contributions);
  if (paneId === void 0) {
    if (current && current.status === "running") {
      return { ...current, status: "stopped", stoppedAt: (/* @__PURE__ */ new Date()).toISOString() };
    }
    return UNCHANGED;
  }
  result.outcome = current ? "relaunched" : "started";
  if (decision.relaunchOfDead) result.warnings.push("the previous pane had exited; launched a new one");
  result.nodeId = nodeId;
  result.occupant = occupant;
  result.paneId = paneId;
  const record = seatRecordOf(run, {
    nodeId,
    occupant,
    paneId,
    command: composed.command,
    launch: composed.ok ? planned.launch : { kind: decision.kind },
    codexHome
  });
  result.launch = record.launch;
  if (!current && await planned.added())
    result.warnings.push("its terminal interaction choice was copied from the rig default");
  return record;
}
async function launchFacts(run) {
  const { current, session } = run;
  const server = run.opts.server;
  const previousSocket = current?.tmux.socket ?? null;
  let elsewhere;
  if (current && current.status === "running" && previousSocket !== server.socket) {
    const there = seatLiveState(
      { session: current.tmux.session, paneId: current.tmux.paneId, occupant: current.occupant },
      await listServerPanes({ socket: previousSocket })
    );
    elsewhere = { socket: previousSocket, state: there.state };
  }
  const panes = await listServerPanes(server);
  const here = current && previousSocket === server.socket;
  const live = seatLiveState(
    { session, paneId: here ? current.tmux.paneId : void 0, occupant: here ? current.occupant : void 0 },
    panes
  );
  const facts = {
    seat: run.seat.name,
    rig: run.spec.name,
    session,
    recorded: current !== void 0,
    ...elsewhere ? { elsewhere } : {},
    ...!panes.ok && !panes.noServer ? { panesError: panes.error } : {},
    live: live.state,
    exists: sessionExists(panes, session),
    ...run.opts.continuation ? { continuation: run.opts.continuation.kind } : {}
  };
  const question = lifecycleQuestion(facts);
  if (current && question) {
    const refusal = checkLifecycle(run.opts.home, current, question.operation, {
      freshPane: false,
      inputAbsent: question.inputAbsent
    });
    if (refusal) facts.refusal = refusal;
  }
  return facts;
}
function sessionExists(panes, session) {
  return panes.ok && panes.panes.some((p2) => p2.session === session);
}
function planContinuation(run, decision, nodeId, occupant) {
  const planned = continuationPlan(run.opts.home, {
    seat: run.seat,
    rig: run.spec.name,
    nodeId,
    occupant,
    kind: decision.kind,
    current: run.current,
    continuation: run.opts.continuation
  });
  if (planned.ok) return planned;
  run.result.outcome = "refused";
  run.result.error = planned.problem;
  return void 0;
}
async function codexPluginStep(run, command) {
  const { seat, opts, result } = run;
  if (seat.runtime !== "codex" || !selectsCorePlugin(seat.plugins)) return void 0;
  const step = await codexPluginLaunchStep(opts.home, { ...seat, command }, opts.env, run.projectDir);
  const s2 = step.result;
  result.codexPlugin = {
    state: s2?.status?.state,
    version: s2?.status?.version,
    install: s2?.install,
    trust: s2?.trust,
    line: step.line
  };
  result.warnings.push(step.line);
  return s2?.codexHome;
}
async function launchContributions(run, decision, planned, nodeId, occupant, command) {
  const { spec, seat, opts } = run;
  const fromSteps = await runPreLaunchSteps({
    home: opts.home,
    rig: spec.name,
    seat: seat.name,
    runtime: seat.runtime,
    plugins: seat.plugins,
    nodeId,
    occupant,
    kind: decision.kind,
    projectDir: run.projectDir,
    command,
    env: { ...opts.env, ...seat.env }
  });
  return [...planned.contributions, ...fromSteps];
}
function composeLaunchCommand(run, decision, command, contributions) {
  const { result } = run;
  const composed = composeCommand(command, launchArgs(contributions));
  if (!composed.ok) {
    if (decision.kind === "restore") {
      result.outcome = "refused";
      result.error = `${composed.problem}; nothing was done`;
      return void 0;
    }
    result.warnings.push(`${composed.problem}; launched without: ${contributions.map((c2) => c2.source).join(", ")}`);
  }
  for (const c2 of contributions) if (c2.warning) result.warnings.push(c2.warning);
  return composed;
}
async function clearSession(run) {
  await tmux(run.opts.server, ["kill-session", "-t", exactSession(run.session)]).catch(() => void 0);
}
async function openPane(run, nodeId, occupant, command, contributions) {
  const { spec, seat, opts, result } = run;
  const env = composePaneEnv({
    seat: seat.name,
    rig: spec.name,
    runtime: seat.runtime,
    plugins: seat.plugins,
    nodeId,
    occupant,
    homeRoot: opts.home.root,
    vendoredPluginDir: opts.home.vendoredCorePlugin,
    projectDir: run.projectDir,
    specEnv: seat.env,
    launchingEnv: opts.env,
    tmuxSocket: opts.server.socket,
    launchEnv: launchEnv(contributions)
  });
  const argv = paneArgv({
    command,
    interactiveShell: seat.runtime === "terminal" && seat.command === void 0,
    unset: env.unset
  });
  try {
    const { stdout } = await tmux(
      opts.server,
      newSessionArgs({ session: run.session, cwd: seat.cwd, env, argv, occupant })
    );
    const paneId = stdout.split("\n")[0].trim();
    if (!/^%\d+$/.test(paneId))
      throw new Error(`tmux did not report a pane id (got ${JSON.stringify(stdout.slice(0, 40))})`);
    return paneId;
  } catch (err) {
    result.outcome = "failed";
    result.error = err instanceof TmuxError ? err.stderr.trim() || err.message : err.message;
    return void 0;
  }
}
function seatRecordOf(run, launched) {
  const { spec, seat } = run;
  return {
    schema: "seat",
    version: 1,
    name: seat.name,
    rig: spec.name,
    nodeId: launched.nodeId,
    runtime: seat.runtime,
    cwd: seat.cwd,
    projectDir: run.projectDir,
    command: launched.command,
    plugins: [...seat.plugins],
    envNames: Object.keys(seat.env),
    roleFiles: [...seat.roleFiles],
    typingGuard: seat.typingGuard,
    tmux: { socket: run.opts.server.socket, session: run.session, paneId: launched.paneId },
    occupant: launched.occupant,
    launchedAt: (/* @__PURE__ */ new Date()).toISOString(),
    status: "running",
    ...spec.file.startsWith("/") ? { specFile: spec.file } : {},
    ...seat.permissionMode ? { permissionMode: seat.permissionMode } : {},
    launch: launched.launch,
    ...launched.codexHome ? { codexHome: launched.codexHome } : {}
  };
}

// lib/rig/up.ts
var SETTLE_MS = 150;
function cwdProblem(cwd) {
  try {
    if (!(0, import_node_fs26.statSync)(cwd).isDirectory()) return `cwd ${cwd} is not a folder`;
  } catch {
    return `cwd ${cwd} does not exist`;
  }
  return void 0;
}
async function upSeat(spec, seat, opts, topologyRoot) {
  const session = sessionNameFor(seat.name, spec.name);
  const result = { seat: seat.name, rig: spec.name, session, outcome: "failed", warnings: [] };
  result.topology = ensureSeatTopology(topologyRoot, spec.name, seat.name);
  if (result.topology.outcome === "blocked")
    result.warnings.push(`topology folder not created: ${result.topology.reason}`);
  const problem = cwdProblem(seat.cwd);
  if (problem) {
    result.error = `${problem}; create it or fix the spec`;
    return result;
  }
  for (const role of seat.roleFiles) if (!(0, import_node_fs26.existsSync)(role)) result.warnings.push(`role file ${role} does not exist`);
  const projectDir = (0, import_node_fs26.realpathSync)(seat.cwd);
  try {
    await launchSeat(spec, seat, opts, projectDir, result);
  } catch (err) {
    result.outcome = "failed";
    result.error = err.message;
  }
  return result;
}
async function continueSeat(spec, seat, opts) {
  const topologyRoot = resolveConfig(opts.home, opts.env, opts.cwd)["topology.root"].value;
  const result = await upSeat(spec, seat, opts, topologyRoot);
  await reportEarlyExits([result], opts.server);
  return result;
}
async function reportEarlyExits(seats, server) {
  const fresh = seats.filter((s2) => s2.outcome === "started" || s2.outcome === "relaunched");
  if (!fresh.length) return;
  await sleep(SETTLE_MS);
  const panes = await listServerPanes(server);
  for (const s2 of fresh) {
    const live = seatLiveState({ session: s2.session, paneId: s2.paneId, occupant: s2.occupant }, panes);
    if (live.state === "dead") {
      s2.warnings.push(
        `the pane exited right away${live.pane?.deadStatus !== void 0 ? ` (status ${live.pane.deadStatus})` : ""}; the dead pane stays visible for inspection`
      );
    }
  }
}

// lib/rig/continue.ts
var ContinuationError = class extends Error {
  constructor(what, todo) {
    super(`${what} \u2014 ${todo}`);
    this.what = what;
    this.todo = todo;
    this.name = "ContinuationError";
  }
  what;
  todo;
};
async function continueRecordedSeat(home, env, cwd, record, continuation) {
  const ref = seatRefOf(record);
  if (!record.specFile)
    throw new ContinuationError(
      `${ref} has no spec file on record`,
      `run rig up with its spec once, then rig seat ${continuation.kind} again`
    );
  let spec;
  try {
    spec = loadRigSpec(record.specFile, cwd);
  } catch (err) {
    if (err instanceof SpecFileError || err instanceof RigSpecError)
      throw new ContinuationError(
        `${ref}'s spec ${record.specFile} cannot be used: ${err.message.split("\n")[0]}`,
        "fix or restore the spec file"
      );
    throw err;
  }
  const seat = spec.seats.find((s2) => s2.name === record.name);
  if (!seat || spec.name !== record.rig)
    throw new ContinuationError(
      `${record.specFile} no longer declares ${ref}`,
      "add the seat back to the spec or launch it with rig up"
    );
  if (seat.runtime !== record.runtime && continuation.kind === "restore")
    throw new ContinuationError(
      `${ref} is ${record.runtime} on record but ${seat.runtime} in its spec: its ${record.runtime} session cannot be resumed by ${seat.runtime}`,
      "use rig seat handover for a fresh occupant"
    );
  const server = { ...rigTmuxServer(env, cwd), socket: record.tmux.socket };
  return continueSeat(spec, seat, { home, env, cwd, server, continuation });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ContinuationError,
  continueRecordedSeat
});
}))
