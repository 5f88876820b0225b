import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import { sweep } from '../../lib/sweeper.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { filePart, multipart, storedUploads, type Part } from '../../../test/images.ts';
import { claimDocument, documentRefs } from './index.ts';

let t: TestApp;
let member: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function upload(user: TestUser | null, parts: Part[], query = '?purpose=dyno_sheet') {
  const body = multipart(parts);
  return as(t.app, user, { method: 'POST', url: `/api/documents${query}`, headers: body.headers, payload: body.payload });
}

const png = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 240, g: 240, b: 240 } } }).png().toBuffer();

describe('POST /api/documents', () => {
  it('keeps a PDF as uploaded and delivers it as a download named after the upload', async () => {
    const res = await upload(member, [filePart(PDF, '../dyno/Stage 2 <final>.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ kind: 'pdf', name: 'Stage 2 final.pdf', bytes: PDF.length });
    expect(doc.url).toMatch(/^\/media\/documents\/[0-9a-f-]{36}\.pdf\?name=/);
    const file = await t.app.inject({ method: 'GET', url: doc.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['content-disposition']).toContain('Stage 2 final.pdf');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('re-encodes an image to one WebP, shown inline', async () => {
    const res = await upload(member, [filePart(await png(), 'dyno.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ kind: 'image', name: 'dyno.webp' });
    const file = await t.app.inject({ method: 'GET', url: doc.url });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses anything that is neither a PDF nor an image, whatever its name says', async () => {
    const html = await upload(member, [filePart('<html><script>alert(1)</script></html>', 'rapor.pdf', 'application/pdf')]);
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe('DOCUMENT_TYPE_INVALID');
    expect(await t.app.deps.db.select().from(documents).where(eq(documents.name, 'rapor.pdf'))).toHaveLength(0);
  });

  it('needs a signed-in verified member and a known purpose', async () => {
    expect((await upload(null, [filePart(PDF, 'a.pdf', 'application/pdf')])).statusCode).toBe(401);
    const unverified = await createUser(t.app, { verified: false });
    expect((await upload(unverified, [filePart(PDF, 'a.pdf', 'application/pdf')])).statusCode).toBe(403);
    expect((await upload(member, [filePart(PDF, 'a.pdf', 'application/pdf')], '?purpose=avatar')).statusCode).toBe(400);
    expect((await upload(member, [filePart(PDF, 'a.pdf', 'application/pdf')], '')).statusCode).toBe(400);
  });

  it('answers 404 for a document file that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/documents/00000000-0000-4000-8000-000000000000.pdf' });
    expect(res.statusCode).toBe(404);
  });
});

describe('claiming and reading documents', () => {
  it('lets a member attach only their own document of the right purpose', async () => {
    const doc = (await upload(member, [filePart(PDF, 'ekspertiz.pdf', 'application/pdf')], '?purpose=expert_report')).json();
    const db = t.app.deps.db;
    await expect(claimDocument(db, member.id, doc.id, 'expert_report')).resolves.toBeUndefined();
    await expect(claimDocument(db, other.id, doc.id, 'expert_report')).rejects.toMatchObject({ statusCode: 400, code: 'DOCUMENT_NOT_FOUND' });
    await expect(claimDocument(db, member.id, doc.id, 'dyno_sheet', 'dynoSheetId')).rejects.toMatchObject({ fields: { dynoSheetId: 'DOCUMENT_NOT_FOUND' } });
    const refs = await documentRefs(db, [doc.id, null, '00000000-0000-4000-8000-000000000000']);
    expect([...refs.keys()]).toEqual([doc.id]);
    expect(refs.get(doc.id)).toMatchObject({ kind: 'pdf', name: 'ekspertiz.pdf' });
  });

  it('sweeps a document nothing refers to after a day, file first', async () => {
    const doc = (await upload(other, [filePart(PDF, 'eski.pdf', 'application/pdf')])).json();
    const before = (await storedUploads(t.dataDir)).filter((f) => f.includes(doc.id));
    expect(before).toHaveLength(1);
    await sweep(t.app);
    expect(await t.app.deps.db.select().from(documents).where(eq(documents.id, doc.id))).toHaveLength(1);
    await sweep(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await t.app.deps.db.select().from(documents).where(eq(documents.id, doc.id))).toHaveLength(0);
    expect((await storedUploads(t.dataDir)).filter((f) => f.includes(doc.id))).toHaveLength(0);
  });
});
