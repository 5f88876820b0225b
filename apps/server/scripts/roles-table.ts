/** Rewrites the generated operation table of docs/roles-and-permissions.md (test/roles-table.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TABLE_END, TABLE_START, rolesTableMarkdown } from '../test/roles-table.ts';

const doc = fileURLToPath(new URL('../../../docs/roles-and-permissions.md', import.meta.url));
const text = readFileSync(doc, 'utf8');
const start = text.indexOf(TABLE_START);
const end = text.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`${doc}: the generated section's markers are missing`);
writeFileSync(doc, text.slice(0, start) + rolesTableMarkdown() + text.slice(end + TABLE_END.length));
console.log(`wrote ${doc}`);
