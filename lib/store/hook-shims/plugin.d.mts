import type { Plugin } from 'esbuild';

/** The esbuild plugin that swaps in this folder's stand-ins (hook bundles; see plugin.mjs). */
export declare function hookShims(): Plugin;
