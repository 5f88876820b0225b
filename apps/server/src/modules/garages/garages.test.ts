import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxYear, type GarageDetail, type GarageInput, type MemberOverlay } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garagePhotos, garages, images, profiles } from '../../db/schema/index.ts';
import { imageKey } from '../../lib/image-view.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'Işıl_garaj' });
  other = await createUser(t.app);
  // The owner makes more garages than a free member may (limits: premium.test.ts).
  await makePremium(t.app, owner.id);
});
afterAll(() => t.close());

const base: GarageInput = { name: 'Kırmızı Şimşek', carBrand: 'BMW', carModel: 'M3', carYear: 2004, description: 'Günlük kullanım' };

async function create(user: TestUser, body: Partial<GarageInput> = {}) {
  return as(t.app, user, { method: 'POST', url: '/api/garages', payload: { ...base, ...body } });
}

/** An uploaded image row (the upload endpoint is another module's) plus its files in storage. */
async function uploadedImage(user: TestUser, purpose: 'garage' | 'avatar' = 'garage') {
  const [row] = await t.app.deps.db
    .insert(images)
    .values({ ownerId: user.id, purpose, width: 1600, height: 1200, variants: [320, 640], bytes: 2048 })
    .returning();
  for (const w of [320, 640]) await t.app.deps.storage.put(imageKey(row!.id, w), Buffer.from(`webp-${w}`), 'image/webp');
  return row!;
}

describe('create, read, update, delete', () => {
  it('creates a garage and returns its detail (201)', async () => {
    const res = await create(owner, {
      vehicleType: 'car',
      horsepower: '343',
      torque: 365,
      modificationType: 'Performance',
      priceRange: '500k+',
      location: 'İstanbul',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json<GarageDetail>();
    expect(g).toMatchObject({
      name: 'Kırmızı Şimşek',
      carBrand: 'BMW',
      carYear: 2004,
      horsepower: 343,
      // For sale only through a listing (modules/listings).
      isForSale: false,
      salePrice: null,
      likesCount: 0,
      viewsCount: 0,
      commentsCount: 0,
      isMine: true,
      likedByMe: false,
      favoritedByMe: false,
      owner: { id: owner.id, username: 'Işıl_garaj' },
      cover: null,
      ownerGarages: [],
    });
    expect(g.photos).toHaveLength(0);
    // Nothing internal leaves the server.
    const text = res.body;
    for (const secret of ['searchText', 'search_text', 'isFeatured', 'email', owner.email, 'userId']) expect(text).not.toContain(secret);
  });

  it('reads the detail for anyone: one public answer (isMine false; the owner is named by owner.id)', async () => {
    const id = (await create(owner)).json<GarageDetail>().id;
    const anon = await as(t.app, null, { method: 'GET', url: `/api/garages/${id}` });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ isMine: false, owner: { id: owner.id } });
    expect((await as(t.app, other, { method: 'GET', url: `/api/garages/${id}` })).body).toBe(anon.body);
    expect((await as(t.app, owner, { method: 'GET', url: `/api/garages/${id}` })).body).toBe(anon.body);
    const missing = await as(t.app, null, { method: 'GET', url: `/api/garages/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('GARAGE_NOT_FOUND');
  });

  it('updates fields, search text and updated_at; the owner may read it for edit', async () => {
    const created = (await create(owner)).json<GarageDetail>();
    const listed = await as(t.app, owner, { method: 'PUT', url: `/api/listings/${created.id}`, payload: { priceTl: 1_250_000, km: 90_000, city: 'İstanbul' } });
    expect(listed.statusCode).toBe(200);
    const res = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/garages/${created.id}`,
      payload: { ...base, name: 'Mavi Gece', carModel: 'M5', isForSale: false, salePrice: 'unutulan fiyat' },
    });
    expect(res.statusCode).toBe(200);
    const g = res.json<GarageDetail>();
    // The garage form cannot take a garage off sale: its listing says it is for sale.
    expect(g).toMatchObject({ name: 'Mavi Gece', carModel: 'M5', isForSale: true, salePrice: '1.250.000 TL' });
    expect(Date.parse(g.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const [row] = await t.app.deps.db.select().from(garages).where(eq(garages.id, created.id));
    expect(row!.searchText).toBe('mavi gece bmw m5 gunluk kullanim');
    const edit = await as(t.app, owner, { method: 'GET', url: `/api/garages/${created.id}/edit` });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().name).toBe('Mavi Gece');
  });

  it('lists my garages newest first and finds the latest garage by username (Turkish case ignored)', async () => {
    const member = await createUser(t.app, { username: 'ŞahinSever' });
    const first = (await create(member, { name: 'Birinci' })).json<GarageDetail>();
    const second = (await create(member, { name: 'İkinci' })).json<GarageDetail>();
    const mine = await as(t.app, member, { method: 'GET', url: '/api/garages/mine' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((g: GarageDetail) => g.name)).toEqual(['İkinci', 'Birinci']);
    const latest = await as(t.app, null, { method: 'GET', url: '/api/users/şahinsever/latest-garage' });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ id: second.id, ownerGarages: [{ id: first.id, name: 'Birinci' }] });
    const list = await as(t.app, null, { method: 'GET', url: '/api/users/ŞAHİNSEVER/garages' });
    expect(list.json().map((g: GarageDetail) => g.id)).toEqual([second.id, first.id]);
    expect((await as(t.app, null, { method: 'GET', url: '/api/garages/mine' })).statusCode).toBe(401);
  });

  it('answers USER_NOT_FOUND and GARAGE_NOT_FOUND for the username routes', async () => {
    const nobody = await as(t.app, null, { method: 'GET', url: '/api/users/hic_kimse_yok/latest-garage' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.code).toBe('USER_NOT_FOUND');
    const empty = await createUser(t.app);
    const none = await as(t.app, null, { method: 'GET', url: `/api/users/${empty.username}/latest-garage` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('GARAGE_NOT_FOUND');
    expect((await as(t.app, null, { method: 'GET', url: '/api/users/hic_kimse_yok/garages' })).statusCode).toBe(404);
  });

  it('shows the owner full name and avatar, never their e-mail', async () => {
    const member = await createUser(t.app);
    await t.app.deps.db.update(profiles).set({ fullName: 'Ayşe Yılmaz', avatarUrl: 'https://example.com/a.png' }).where(eq(profiles.userId, member.id));
    const g = (await create(member)).json<GarageDetail>();
    expect(g.owner).toEqual({ id: member.id, username: member.username, fullName: 'Ayşe Yılmaz', avatar: { id: null, url: 'https://example.com/a.png', srcset: null, width: null, height: null } });
  });
});

describe('validation', () => {
  it('requires name, brand and model, answering 400 with fields', async () => {
    const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: '  ', description: 'x' } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Zorunlu alanları doldurmanız gerekiyor.');
    expect(error.fields).toMatchObject({ name: 'REQUIRED', carBrand: 'REQUIRED', carModel: 'REQUIRED' });
  });

  it.each([1899, maxYear() + 1])('refuses year %i with YEAR_OUT_OF_RANGE', async (carYear) => {
    const res = await create(owner, { carYear });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'YEAR_OUT_OF_RANGE', fields: { carYear: 'YEAR_OUT_OF_RANGE' } });
  });

  it('accepts 1900, next year and an empty year', async () => {
    for (const carYear of [1900, maxYear(), '']) expect((await create(owner, { carYear })).statusCode).toBe(201);
  });

  it('refuses a javascript: photo URL with URL_INVALID', async () => {
    const res = await create(owner, { photos: [{ url: 'javascript:alert(1)' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('URL_INVALID');
    expect(JSON.stringify(res.json().error.fields)).toContain('URL_INVALID');
  });

  it("refuses someone else's image, an avatar image and an unknown image with IMAGE_NOT_FOUND", async () => {
    const theirs = await uploadedImage(other);
    const avatar = await uploadedImage(owner, 'avatar');
    for (const imageId of [theirs.id, avatar.id, randomUUID()]) {
      const res = await create(owner, { photos: [{ url: 'https://example.com/ok.jpg' }, { imageId }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'IMAGE_NOT_FOUND', fields: { 'photos.1.imageId': 'IMAGE_NOT_FOUND' } });
    }
    const count = await t.app.deps.db.select().from(garages).where(eq(garages.name, 'never-created'));
    expect(count).toHaveLength(0);
  });

  it('refuses more than 50 photos (the premium limit; the free 12: premium.test.ts) and a non-uuid id', async () => {
    const photos = Array.from({ length: 51 }, (_, i) => ({ url: `https://example.com/${i}.jpg` }));
    expect((await create(owner, { photos })).statusCode).toBe(400);
    expect((await as(t.app, null, { method: 'GET', url: '/api/garages/not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('photos and image files', () => {
  it('keeps photos in order with the first as cover, and deletes dropped uploads after an update', async () => {
    const a = await uploadedImage(owner);
    const b = await uploadedImage(owner);
    const res = await create(owner, { photos: [{ imageId: a.id }, { imageId: b.id }] });
    expect(res.statusCode).toBe(201);
    const g = res.json<GarageDetail>();
    expect(g.cover).toMatchObject({ id: a.id, url: `/media/images/${a.id}/640.webp`, width: 1600, height: 1200 });
    expect(g.photos.map((p) => p.id ?? p.url)).toEqual([a.id, b.id]);

    // Another garage may not take an image that is already used.
    const steal = await create(owner, { photos: [{ imageId: a.id }] });
    expect(steal.json().error.code).toBe('IMAGE_NOT_FOUND');

    const upd = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${g.id}`, payload: { ...base, photos: [{ imageId: b.id }] } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().photos.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect(await t.app.deps.storage.get(imageKey(a.id, 320))).toBeNull();
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, a.id))).toHaveLength(0);
    expect(await t.app.deps.storage.get(imageKey(b.id, 320))).not.toBeNull();
  });

  it('deletes the garage, its rows and its image files', async () => {
    const a = await uploadedImage(owner);
    const g = (await create(owner, { photos: [{ imageId: a.id }] })).json<GarageDetail>();
    await as(t.app, other, { method: 'PUT', url: `/api/garages/${g.id}/like` });
    await as(t.app, other, { method: 'PUT', url: `/api/garages/${g.id}/favorite` });
    await as(t.app, other, { method: 'POST', url: `/api/garages/${g.id}/comments`, payload: { body: 'Harika!' } });
    await as(t.app, owner, { method: 'POST', url: `/api/garages/${g.id}/modifications`, payload: { title: 'Egzoz', category: 'exhaust' } });
    expect(await t.app.deps.storage.get(imageKey(a.id, 640))).not.toBeNull();

    const res = await as(t.app, owner, { method: 'DELETE', url: `/api/garages/${g.id}` });
    expect(res.statusCode).toBe(204);
    for (const w of [320, 640]) expect(await t.app.deps.storage.get(imageKey(a.id, w))).toBeNull();
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, a.id))).toHaveLength(0);
    expect(await t.app.deps.db.select().from(garagePhotos).where(eq(garagePhotos.garageId, g.id))).toHaveLength(0);
    expect((await as(t.app, null, { method: 'GET', url: `/api/garages/${g.id}` })).statusCode).toBe(404);
    const favs = await as(t.app, other, { method: 'GET', url: '/api/me/favorites' });
    expect(favs.json().items.map((x: GarageDetail) => x.id)).not.toContain(g.id);
  });
});

describe('modifications', () => {
  it('adds, lists newest-installed first, updates and deletes modifications', async () => {
    const g = (await create(owner)).json<GarageDetail>();
    const add = (payload: object) => as(t.app, owner, { method: 'POST', url: `/api/garages/${g.id}/modifications`, payload });
    const old = await add({ title: 'Jant', category: 'wheels', installedOn: '2023-05-01', cost: 15000 });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ garageId: g.id, title: 'Jant', cost: 15000, installedOn: '2023-05-01', brand: null });
    await add({ title: 'Turbo', category: 'engine', installedOn: '2024-02-10', brand: 'Garrett' });
    await add({ title: 'Not tarihi yok', category: 'other' });
    const detail = (await as(t.app, null, { method: 'GET', url: `/api/garages/${g.id}` })).json<GarageDetail>();
    expect(detail.modifications.map((m) => m.title)).toEqual(['Turbo', 'Jant', 'Not tarihi yok']);

    const id = old.json().id;
    const put = await as(t.app, owner, { method: 'PUT', url: `/api/modifications/${id}`, payload: { title: 'Jant 19"', category: 'wheels', cost: '', installedOn: '' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Jant 19"', cost: null, installedOn: null });
    const bad = await as(t.app, owner, { method: 'PUT', url: `/api/modifications/${id}`, payload: { title: '', category: 'wheels', cost: 1.5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ title: 'REQUIRED', cost: 'NUMBER_INVALID' });
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/modifications/${id}` })).statusCode).toBe(204);
    const missing = await as(t.app, owner, { method: 'DELETE', url: `/api/modifications/${id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('MODIFICATION_NOT_FOUND');
  });
});

describe('answers cached for visitors', () => {
  it('never serve a page older than a write made through this server', async () => {
    const member = await createUser(t.app);
    const first = (await create(member, { name: 'Önbellek Bir' })).json<GarageDetail>();
    const listed = async () => (await as(t.app, null, { method: 'GET', url: '/api/garages?q=onbellek' })).json().items.map((g: GarageDetail) => g.name);
    const detail = async () => (await as(t.app, null, { method: 'GET', url: `/api/garages/${first.id}` })).json<GarageDetail>();
    expect(await listed()).toEqual(['Önbellek Bir']);
    expect((await detail()).modifications).toEqual([]);
    await create(member, { name: 'Önbellek İki' });
    expect(await listed()).toEqual(['Önbellek İki', 'Önbellek Bir']);
    await as(t.app, member, { method: 'PUT', url: `/api/garages/${first.id}`, payload: { ...base, name: 'Önbellek Üç' } });
    expect((await detail()).name).toBe('Önbellek Üç');
    await as(t.app, member, { method: 'POST', url: `/api/garages/${first.id}/modifications`, payload: { title: 'Turbo', category: 'engine' } });
    expect((await detail()).modifications.map((m) => m.title)).toEqual(['Turbo']);
    await as(t.app, other, { method: 'PUT', url: `/api/garages/${first.id}/like` });
    expect((await detail()).likesCount).toBe(1);
    // Members get the same public answer; their own flags come from the overlay.
    const overlay = async (user: typeof member) =>
      (await as(t.app, user, { method: 'GET', url: `/api/me/overlay?garages=${first.id}` })).json<MemberOverlay>().garages.liked;
    expect((await as(t.app, other, { method: 'GET', url: `/api/garages/${first.id}` })).json()).toMatchObject({ likesCount: 1, likedByMe: false, isMine: false });
    expect(await overlay(other)).toEqual([first.id]);
    expect(await overlay(member)).toEqual([]);
    expect((await as(t.app, other, { method: 'GET', url: '/api/garages?q=onbellek' })).json().items[1]).toMatchObject({ likesCount: 1, likedByMe: false });
  });

  it.each(['gzip', 'br', 'identity', 'gzip;q=0, deflate'])('send the same JSON with Accept-Encoding %s', async (encoding) => {
    const plain = await as(t.app, null, { method: 'GET', url: '/api/garages?limit=3' });
    const res = await as(t.app, null, { method: 'GET', url: '/api/garages?limit=3', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const raw = res.rawPayload;
    const used = res.headers['content-encoding'];
    const text = used === 'br' ? brotliDecompressSync(raw) : used === 'gzip' ? gunzipSync(raw) : used === 'deflate' ? inflateSync(raw) : raw;
    if (encoding === 'gzip' || encoding === 'br') expect(used).toBe(encoding);
    expect(JSON.parse(text.toString('utf8'))).toEqual(plain.json());
  });
});

describe('OpenAPI', () => {
  it('documents the garage routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/garages', '/api/garages/{id}', '/api/garages/{id}/like', '/api/comments/{id}', '/api/modifications/{id}']));
  });
});
