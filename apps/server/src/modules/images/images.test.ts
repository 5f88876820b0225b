import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { images } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { filePart, multipart, pngWithHeader, storedUploads, type Part } from '../../../test/images.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

function upload(user: TestUser | null, parts: Part[], query = '?purpose=garage') {
  const body = multipart(parts);
  return as(t.app, user, { method: 'POST', url: `/api/images${query}`, headers: body.headers, payload: body.payload });
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Garaj 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
    })
    .toBuffer();
}

async function expectNothingStored() {
  expect(await t.app.deps.db.select().from(images)).toEqual([]);
  expect(await storedUploads(t.dataDir)).toEqual([]);
}

/** Removes what a successful upload stored, so each test starts empty. */
async function removeAllImages() {
  for (const row of await t.app.deps.db.select({ id: images.id }).from(images)) {
    await t.app.deps.storage.deletePrefix(`images/${row.id}/`);
  }
  await t.app.deps.db.delete(images);
}

describe('POST /api/images', () => {
  afterEach(removeAllImages);

  it('stores a JPEG with EXIF GPS as WebP variants without metadata, under server-made names', async () => {
    const res = await upload(member, [filePart(await jpegWithGps(), '../../etc/passwd.jpg')]);
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({ width: 800, height: 600 });
    expect(view.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(view.url).toBe(`/media/images/${view.id}/640.webp`);
    expect(view.srcset).toBe(`/media/images/${view.id}/320.webp 320w, /media/images/${view.id}/640.webp 640w`);

    for (const width of [320, 640]) {
      const media = await t.app.inject({ method: 'GET', url: `/media/images/${view.id}/${width}.webp` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      const meta = await sharp(media.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(media.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }

    const [row] = await t.app.deps.db.select().from(images);
    expect(row).toMatchObject({ id: view.id, ownerId: member.id, purpose: 'garage', width: 800, height: 600, variants: [320, 640] });
    const files = (await storedUploads(t.dataDir)).map((f) => path.relative(path.join(t.dataDir, 'uploads'), f).split(path.sep).join('/'));
    expect(files.sort()).toEqual([`images/${view.id}/320.webp`, `images/${view.id}/640.webp`]);
  });

  it('accepts the purpose as a form field sent before the file', async () => {
    const png = await sharp({ create: { width: 100, height: 80, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const res = await upload(member, [{ name: 'purpose', value: 'avatar' }, filePart(png, 'a.png', 'image/png')], '');
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(images);
    expect(row).toMatchObject({ purpose: 'avatar', variants: [100] });
  });

  it('requires a valid purpose', async () => {
    const jpeg = await jpegWithGps();
    const missing = await upload(member, [filePart(jpeg)], '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { purpose: 'REQUIRED' } });
    const wrongQuery = await upload(member, [filePart(jpeg)], '?purpose=banner');
    expect(wrongQuery.statusCode).toBe(400);
    const wrongField = await upload(member, [{ name: 'purpose', value: 'banner' }, filePart(jpeg)], '');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ purpose: 'VALUE_INVALID' });
    await expectNothingStored();
  });

  it('refuses a request without a file part', async () => {
    const noFile = await upload(member, [{ name: 'purpose', value: 'garage' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ file: 'REQUIRED' });
    const json = await as(t.app, member, { method: 'POST', url: '/api/images?purpose=garage', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('refuses a text file named .jpg with 415 FILE_TYPE_INVALID', async () => {
    const res = await upload(member, [filePart('merhaba, ben bir resim değilim', 'foto.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'FILE_TYPE_INVALID', message: 'Sadece resim dosyaları yüklenebilir.' });
    await expectNothingStored();
  });

  it('refuses an SVG with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const res = await upload(member, [filePart(svg, 'logo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('FILE_TYPE_INVALID');
    await expectNothingStored();
  });

  it('refuses 11 MB with 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await upload(member, [filePart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: "Dosya boyutu 10MB'dan büyük olamaz." });
    await expectNothingStored();
  });

  it('refuses 11 MB with 413 over a real socket too (streamed body)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    big.set([0xff, 0xd8, 0xff]);
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'image/jpeg' }), 'foto.jpg');
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${address}/api/images?purpose=garage`, { method: 'POST', body: form, headers: { cookie: member.cookie, origin: 'http://localhost:3000' } });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FILE_TOO_LARGE');
    }
    await expectNothingStored();
  });

  it('refuses a 20000×20000 PNG with 422 IMAGE_TOO_MANY_PIXELS', async () => {
    const res = await upload(member, [filePart(pngWithHeader(20000, 20000), 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS');
    await expectNothingStored();
  });

  it('refuses visitors with 401', async () => {
    const res = await upload(null, [filePart(await jpegWithGps())]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    await expectNothingStored();
  });

  it('limits uploads to 30 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/images?purpose=garage', remoteAddress: '10.77.0.1', payload: {} });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it('leaves nothing behind when storing a variant fails half-way', async () => {
    const storage = t.app.deps.storage;
    const realPut = storage.put.bind(storage);
    let calls = 0;
    vi.spyOn(storage, 'put').mockImplementation(async (key, data, type) => {
      if (++calls === 2) throw new Error('disk full');
      return realPut(key, data, type);
    });
    const res = await upload(member, [filePart(await jpegWithGps())]);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'UPLOAD_FAILED', message: 'Dosya yüklenirken bir hata oluştu.' });
    expect(calls).toBe(2);
    await expectNothingStored();
  });

  it('leaves nothing behind when the row cannot be inserted', async () => {
    const db = t.app.deps.db;
    const realInsert = db.insert.bind(db);
    vi.spyOn(db, 'insert').mockImplementation(((table: Parameters<typeof db.insert>[0]) => {
      if (table === images) throw new Error('database gone');
      return realInsert(table);
    }) as typeof db.insert);
    const res = await upload(member, [filePart(await jpegWithGps())]);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('UPLOAD_FAILED');
    vi.restoreAllMocks();
    await expectNothingStored();
  });
});
