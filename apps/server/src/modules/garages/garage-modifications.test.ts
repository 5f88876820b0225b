/**
 * Garage form writes: modifications saved with the garage (POST and PUT
 * /api/garages carry the list and write it in the garage's transaction), and no new external
 * image addresses.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GarageDetail } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garagePhotos } from '../../db/schema/index.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  // More garages than a free member may have (limits: premium.test.ts).
  await makePremium(t.app, owner.id);
});
afterAll(() => t.close());

const body = { name: 'Form Testi', carBrand: 'Fiat', carModel: 'Tipo', carYear: 2019 };
const mine = async () => (await as(t.app, owner, { method: 'GET', url: '/api/garages/mine' })).json().items as { id: string; name: string }[];

describe('modifications with the garage form', () => {
  it('creates the garage and its modifications in one request', async () => {
    const res = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { ...body, modifications: [{ title: 'Spor egzoz', category: 'exhaust', cost: 12000 }, { title: 'Coilover', category: 'suspension' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const garage = res.json() as GarageDetail;
    expect(garage.modifications.map((m) => [m.title, m.category, m.cost]).sort()).toEqual([
      ['Coilover', 'suspension', null],
      ['Spor egzoz', 'exhaust', 12000],
    ]);
  });

  it('creates nothing when one modification is refused (one transaction)', async () => {
    const before = (await mine()).length;
    const res = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { ...body, name: 'Yarım Kalmasın', modifications: [{ title: 'Jant', category: 'wheels' }, { id: randomUUID(), title: 'Başkasının', category: 'other' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'MODIFICATION_NOT_FOUND', fields: { 'modifications.1.id': 'MODIFICATION_NOT_FOUND' } });
    expect((await mine()).length).toBe(before);
    expect((await mine()).map((g) => g.name)).not.toContain('Yarım Kalmasın');
  });

  it('refuses an invalid modification with its field', async () => {
    const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { ...body, modifications: [{ title: '', category: 'wheels' }] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain('modifications.0.title');
  });

  it('on update keeps, changes, adds and deletes as the list says; without a list leaves them', async () => {
    const created = (
      await as(t.app, owner, {
        method: 'POST',
        url: '/api/garages',
        payload: { ...body, modifications: [{ title: 'Eski filtre', category: 'intake' }, { title: 'Silinecek', category: 'other' }] },
      })
    ).json() as GarageDetail;
    const keep = created.modifications.find((m) => m.title === 'Eski filtre')!;

    const updated = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/garages/${created.id}`,
      payload: { ...body, modifications: [{ id: keep.id, title: 'Yeni filtre', category: 'intake' }, { title: 'Fren seti', category: 'brakes', cost: 8000 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const mods = (updated.json() as GarageDetail).modifications;
    expect(mods.map((m) => m.title).sort()).toEqual(['Fren seti', 'Yeni filtre']);
    expect(mods.find((m) => m.title === 'Yeni filtre')?.id).toBe(keep.id);

    const untouched = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${created.id}`, payload: { ...body, name: 'Sadece ad' } });
    expect((untouched.json() as GarageDetail).modifications.map((m) => m.title).sort()).toEqual(['Fren seti', 'Yeni filtre']);
  });

  it("cannot take over another garage's modification by its id", async () => {
    const a = (await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { ...body, modifications: [{ title: 'A parçası', category: 'other' }] } })).json() as GarageDetail;
    const b = (await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: body })).json() as GarageDetail;
    const res = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/garages/${b.id}`,
      payload: { ...body, modifications: [{ id: a.modifications[0]!.id, title: 'Çalındı', category: 'other' }] },
    });
    expect(res.statusCode).toBe(400);
    const after = (await as(t.app, owner, { method: 'GET', url: `/api/garages/${a.id}` })).json() as GarageDetail;
    expect(after.modifications.map((m) => m.title)).toEqual(['A parçası']);
  });
});

describe('external image addresses (dropped)', () => {
  it('refuses a new external photo address on create and update, keeps one the garage already had', async () => {
    const refused = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { ...body, photos: [{ url: 'https://example.com/a.jpg' }] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'EXTERNAL_IMAGE_UNSUPPORTED', fields: { 'photos.0.url': 'EXTERNAL_IMAGE_UNSUPPORTED' } });

    // A garage saved before the change, with an external photo.
    const g = (await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: body })).json() as GarageDetail;
    await t.app.deps.db.insert(garagePhotos).values({ garageId: g.id, externalUrl: 'https://example.com/old.jpg', position: 0 });
    const read = (await as(t.app, owner, { method: 'GET', url: `/api/garages/${g.id}/edit` })).json() as GarageDetail; // the edit read skips the public cache
    expect(read.photos.map((p) => p.url)).toEqual(['https://example.com/old.jpg']);

    const kept = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${g.id}`, payload: { ...body, photos: [{ url: 'https://example.com/old.jpg' }] } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as GarageDetail).photos.map((p) => p.url)).toEqual(['https://example.com/old.jpg']);

    const added = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/garages/${g.id}`,
      payload: { ...body, photos: [{ url: 'https://example.com/old.jpg' }, { url: 'http://127.0.0.1/new.jpg' }] },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.fields).toEqual({ 'photos.1.url': 'EXTERNAL_IMAGE_UNSUPPORTED' });
  });
});
