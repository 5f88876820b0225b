import { describe, expect, it } from 'vitest';
import { garageComments, garagePhotos, garages } from '../../db/schema/index.ts';
import { as, createUser, type TestApp, type TestUser, useTestAppWithAdminAndMember } from '../../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
useTestAppWithAdminAndMember((app, a, m) => void ([t, admin, member] = [app, a, m]));

const stats = (user: TestUser | null) => as(t.app, user, { method: 'GET', url: '/api/admin/stats' });

describe('GET /api/admin/stats', () => {
  it('answers 401 to visitors and 403 FORBIDDEN to members', async () => {
    const anon = await stats(null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('UNAUTHENTICATED');
    const res = await stats(member);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Bu sayfaya erişim yetkiniz yok.' });
  });

  it('gives admins figures counted from stored rows', async () => {
    const empty = await stats(admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ members: 2, garages: 0, photos: 0, comments: 0 });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    const db = t.app.deps.db;
    const [g1, g2] = await db
      .insert(garages)
      .values([
        { userId: member.id, name: 'A', carBrand: 'BMW', carModel: 'M3' },
        { userId: admin.id, name: 'B', carBrand: 'Audi', carModel: 'RS3' },
      ])
      .returning({ id: garages.id });
    await db.insert(garagePhotos).values([
      { garageId: g1!.id, externalUrl: 'https://ornek.com/1.jpg', position: 0 },
      { garageId: g1!.id, externalUrl: 'https://ornek.com/2.jpg', position: 1 },
      { garageId: g2!.id, externalUrl: 'https://ornek.com/3.jpg', position: 0 },
    ]);
    await db.insert(garageComments).values({ garageId: g2!.id, userId: member.id, body: 'Harika!' });
    await createUser(t.app);

    const res = await stats(admin);
    expect(res.json()).toEqual({ members: 3, garages: 2, photos: 3, comments: 1 });
  });
});
