import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garages, images, profiles, users } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser, cookieFrom } from '../../../test/helpers.ts';
import { storedUploads } from '../../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOUNDARY = '----garajProfileTestBoundary';

/** Uploads a small PNG through POST /api/images and returns its ImageView. */
async function uploadImage(user: TestUser, purpose: 'avatar' | 'garage') {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await as(t.app, user, {
    method: 'POST',
    url: `/api/images?purpose=${purpose}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; url: string };
}

const putProfile = (user: TestUser | null, body: Record<string, unknown>) => as(t.app, user, { method: 'PUT', url: '/api/me/profile', payload: body });

/** Every key at any depth of a JSON value. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, keys));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      allKeys(v, keys);
    }
  }
  return keys;
}

describe('GET /api/me/profile', () => {
  it('returns the own profile with e-mail, and 401 for visitors', async () => {
    const user = await createUser(t.app, { username: 'Şoför_Ali', verified: false });
    const res = await as(t.app, user, { method: 'GET', url: '/api/me/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'Şoför_Ali',
      email: user.email,
      emailVerified: false,
      role: 'user',
      fullName: null,
      bio: null,
      avatar: null,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const anon = await as(t.app, null, { method: 'GET', url: '/api/me/profile' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /api/me/profile', () => {
  it('updates every field, the search text, and the session name and image', async () => {
    const user = await createUser(t.app);
    // An avatar address stored before external images were dropped is kept.
    await t.app.deps.db.insert(profiles).values({ userId: user.id, avatarUrl: 'https://cdn.ornek.com/a.png' }).onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: 'https://cdn.ornek.com/a.png' } });
    const res = await putProfile(user, {
      username: 'Yeni_Ad',
      fullName: '  Ayşe Işık ',
      bio: 'Drift ve şoförlük',
      location: 'İzmir',
      website: 'https://ornek.com.tr/garaj',
      phoneNumber: '+90 532 000 00 00',
      avatarUrl: 'https://cdn.ornek.com/a.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'Yeni_Ad',
      email: user.email,
      fullName: 'Ayşe Işık',
      bio: 'Drift ve şoförlük',
      location: 'İzmir',
      website: 'https://ornek.com.tr/garaj',
      phoneNumber: '+90 532 000 00 00',
      avatar: { id: null, url: 'https://cdn.ornek.com/a.png', srcset: null },
    });

    const [account] = await t.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ username: 'yeni_ad', displayUsername: 'Yeni_Ad', name: 'Ayşe Işık', image: 'https://cdn.ornek.com/a.png' });
    const [profile] = await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile!.searchText).toBe('yeni_ad ayse isik izmir drift ve soforluk');

    // The answer carries a fresh session cookie cache (lib/session.ts), as a browser keeps it.
    const renewed = { ...user, cookie: `${user.cookie.split('; ').filter((c) => !c.includes('session_data')).join('; ')}; ${cookieFrom(res.headers)}` };
    const session = await as(t.app, renewed, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.json().user).toMatchObject({ displayUsername: 'Yeni_Ad', name: 'Ayşe Işık', image: 'https://cdn.ornek.com/a.png' });

    const again = await as(t.app, user, { method: 'GET', url: '/api/me/profile' });
    expect(again.json()).toEqual(res.json());

    // Clearing: omitted optional fields become null; the name falls back to the username.
    const cleared = await putProfile(user, { username: 'Yeni_Ad' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ fullName: null, bio: null, location: null, website: null, phoneNumber: null, avatar: null });
    const [after] = await t.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ name: 'Yeni_Ad', image: null });
  });

  it('creates a missing profile row', async () => {
    const user = await createUser(t.app);
    await t.app.deps.db.delete(profiles).where(eq(profiles.userId, user.id));
    const before = await as(t.app, user, { method: 'GET', url: '/api/me/profile' });
    expect(before.statusCode).toBe(200);
    expect(before.json().bio).toBeNull();
    const res = await putProfile(user, { username: user.username, bio: 'Merhaba' });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('Merhaba');
    const rows = await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a username taken under Turkish case ('Işık' vs 'IŞIK') with 409", async () => {
    await createUser(t.app, { username: 'Işık' });
    const other = await createUser(t.app);
    const res = await putProfile(other, { username: 'IŞIK' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'USERNAME_TAKEN', message: 'Bu kullanıcı adı zaten kullanılıyor.' });
    const [account] = await t.app.deps.db.select().from(users).where(eq(users.id, other.id));
    expect(account!.displayUsername).toBe(other.username);
  });

  it('lets members change the case of their own username', async () => {
    const user = await createUser(t.app, { username: 'ılgaz' });
    const res = await putProfile(user, { username: 'ILGAZ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('ILGAZ');
  });

  it('gives one 200 and one 409 when two members claim the same name at once', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const results = await Promise.all([putProfile(a, { username: 'aynı_anda' }), putProfile(b, { username: 'AYNI_ANDA' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses the website 'javascript:alert(1)' with 400", async () => {
    const user = await createUser(t.app);
    const res = await putProfile(user, { username: user.username, website: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ website: 'URL_INVALID' });
  });

  it('refuses an invalid username and missing username with 400', async () => {
    const user = await createUser(t.app);
    const invalid = await putProfile(user, { username: 'a b' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('USERNAME_INVALID');
    const missing = await putProfile(user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: 'REQUIRED' } });
  });

  it('answers 401 to visitors before looking at the body', async () => {
    const res = await putProfile(null, { website: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(401);
  });

  it("refuses another member's avatar image, and a garage image, with 400 IMAGE_NOT_FOUND", async () => {
    const owner = await createUser(t.app);
    const thief = await createUser(t.app);
    const avatar = await uploadImage(owner, 'avatar');
    const res = await putProfile(thief, { username: thief.username, avatarImageId: avatar.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMAGE_NOT_FOUND');
    const garagePhoto = await uploadImage(thief, 'garage');
    const wrongPurpose = await putProfile(thief, { username: thief.username, avatarImageId: garagePhoto.id });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().error.code).toBe('IMAGE_NOT_FOUND');
    const unknown = await putProfile(thief, { username: thief.username, avatarImageId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
  });

  it('sets an uploaded avatar, and deletes its files and row once it is replaced', async () => {
    const user = await createUser(t.app);
    const first = await uploadImage(user, 'avatar');
    const set = await putProfile(user, { username: user.username, avatarImageId: first.id, avatarUrl: 'https://ignored.example/a.png' });
    expect(set.statusCode).toBe(200);
    expect(set.json().avatar).toMatchObject({ id: first.id, url: first.url });
    const [account] = await t.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.image).toBe(first.url);
    const filesOfFirst = () => storedUploads(t.dataDir).then((files) => files.filter((f) => f.includes(first.id)));
    expect((await filesOfFirst()).length).toBeGreaterThan(0);

    const second = await uploadImage(user, 'avatar');
    const replaced = await putProfile(user, { username: user.username, avatarImageId: second.id });
    expect(replaced.json().avatar.id).toBe(second.id);
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, first.id))).toEqual([]);
    expect(await filesOfFirst()).toEqual([]);

    // Keeping the same avatar keeps its files; a new external address is refused;
    // removing the avatar removes the upload.
    const same = await putProfile(user, { username: user.username, avatarImageId: second.id, bio: 'x' });
    expect(same.json().avatar.id).toBe(second.id);
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, second.id))).toHaveLength(1);
    const toUrl = await putProfile(user, { username: user.username, avatarUrl: 'https://cdn.ornek.com/b.png' });
    expect(toUrl.statusCode).toBe(400);
    expect(toUrl.json().error).toMatchObject({ code: 'EXTERNAL_IMAGE_UNSUPPORTED', fields: { avatarUrl: 'EXTERNAL_IMAGE_UNSUPPORTED' } });
    const removed = await putProfile(user, { username: user.username });
    expect(removed.json().avatar).toBeNull();
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, second.id))).toEqual([]);
    expect((await storedUploads(t.dataDir)).filter((f) => f.includes(second.id))).toEqual([]);
  });
});

describe('GET /api/users/:username', () => {
  it('shows facts from garages, ignores Turkish case, and never an e-mail', async () => {
    const owner = await createUser(t.app, { username: 'Çağrı_İnce' });
    await putProfile(owner, { username: 'Çağrı_İnce', fullName: 'Çağrı İnce', location: 'Bursa', phoneNumber: '0532 111 22 33', website: 'https://cagri.example' });
    const db = t.app.deps.db;
    await db.insert(garages).values([
      { userId: owner.id, name: 'E30', carBrand: 'BMW', carModel: '325i', likesCount: 7, viewsCount: 120 },
      { userId: owner.id, name: 'Supra', carBrand: 'Toyota', carModel: 'Supra', likesCount: 11, viewsCount: 30 },
      { userId: owner.id, name: 'R6', vehicleType: 'motorcycle', carBrand: 'Yamaha', carModel: 'YZF-R6', likesCount: 0, viewsCount: 5 },
    ]);
    const other = await createUser(t.app);
    await db.insert(garages).values({ userId: other.id, name: 'Başka', carBrand: 'Fiat', carModel: 'Egea', likesCount: 100, viewsCount: 1000 });

    const res = await as(t.app, null, { method: 'GET', url: `/api/users/${encodeURIComponent('ÇAĞRI_İNCE')}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: owner.id,
      username: 'Çağrı_İnce',
      fullName: 'Çağrı İnce',
      location: 'Bursa',
      phoneNumber: '0532 111 22 33',
      website: 'https://cagri.example',
      garageCount: 3,
      totalLikes: 18,
      totalViews: 155,
      isMe: false,
    });
    expect(allKeys(body).has('email')).toBe(false);
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('@example.com');

    const mine = await as(t.app, owner, { method: 'GET', url: `/api/users/${encodeURIComponent('çağrı_ince')}` });
    expect(mine.json().isMe).toBe(true);
    const byOther = await as(t.app, other, { method: 'GET', url: `/api/users/${encodeURIComponent('Çağrı_İnce')}` });
    expect(byOther.json().isMe).toBe(false);
  });

  it('gives zero counts without garages and 404 USER_NOT_FOUND for unknown names', async () => {
    const user = await createUser(t.app);
    const res = await as(t.app, null, { method: 'GET', url: `/api/users/${user.username}` });
    expect(res.json()).toMatchObject({ garageCount: 0, totalLikes: 0, totalViews: 0, avatar: null });
    const missing = await as(t.app, null, { method: 'GET', url: '/api/users/kimse_yok_boyle' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'USER_NOT_FOUND', message: 'Kullanıcı bulunamadı.' });
  });
});
