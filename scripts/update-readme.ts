// Rewrites README.md's command reference from the command table (npm run readme).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceReference } from '../lib/cli/reference.js';

const file = join(import.meta.dirname, '..', 'README.md');
writeFileSync(file, await replaceReference(readFileSync(file, 'utf8')));
console.log('README.md command reference updated');
