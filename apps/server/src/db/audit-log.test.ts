/**
 * The audit log is append-only (migration 0009's trigger): an UPDATE, DELETE or
 * TRUNCATE of `audit_log` fails on the embedded database and on PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { auditLog } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('audit_log', () => {
  it('takes new rows and refuses to change or remove them', async () => {
    const { db } = t.app.deps;
    const [row] = await db.insert(auditLog).values({ action: 'settings.update', targetType: 'settings', targetId: 'announcement', after: { text: 'Merhaba' } }).returning();
    expect(row!.action).toBe('settings.update');
    await expect(db.execute(sql`update audit_log set reason = 'changed' where id = ${row!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const still = await db.select().from(auditLog);
    expect(still).toHaveLength(1);
    expect(still[0]!.reason).toBeNull();
  });
});
