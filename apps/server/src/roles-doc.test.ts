/**
 * docs/roles-and-permissions.md lists every operation with who may call it, generated from the
 * rules table the authorization test enforces: a rule added or changed without regenerating the
 * doc (`npm run docs:roles -w @garaj/server`) fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_END, TABLE_START, rolesTableMarkdown } from '../test/roles-table.ts';

describe('docs/roles-and-permissions.md', () => {
  it('carries the operation table of test/access-rules.ts', () => {
    const text = readFileSync(fileURLToPath(new URL('../../../docs/roles-and-permissions.md', import.meta.url)), 'utf8');
    const section = text.slice(text.indexOf(TABLE_START), text.indexOf(TABLE_END) + TABLE_END.length);
    expect(section).toBe(rolesTableMarkdown());
  });
});
