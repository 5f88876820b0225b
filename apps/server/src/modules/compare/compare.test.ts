/**
 * Compare: suggestions (Turkish fold, title/brand/model only, limit 10, blank
 * query), the compare shape, up to four slots in order, bad, unknown and repeated ids, the
 * two-slot address, and garages of banned members hidden. The build, cost and inspection rows:
 * compare-rows.test.ts. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_SUGGESTION_LIMIT, type CompareGarage, type CompareResult, type CompareSuggestion, type GarageInput } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garages, users } from '../../db/schema/index.ts';

let t: TestApp;
let owner: TestUser;
let banned: TestUser;
const ids: Record<string, string> = {};
/** What a suggestion and a comparison both say of the Şahin garage. */
const sahinIdentity = () => ({ id: ids["Dedemin Şahin'i"], title: "Dedemin Şahin'i", brand: 'Tofaş', model: 'Şahin', year: 1994, vehicleType: 'car' });
/** The performance figures of the Şahin garage: sent as entered, answered as stored. */
const SAHIN_FIGURES = {
  horsepower: 75,
  torque: 127,
  engine: '1.6 i.e.',
  acceleration: 13.5,
  topSpeed: 160,
  fuelType: 'lpg',
  transmission: 'manual',
  drivetrain: 'rwd',
  weight: 1000,
} as const;

async function createGarage(user: TestUser, body: GarageInput, likes = 0): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: body });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  if (likes) await t.app.deps.db.update(garages).set({ likesCount: likes }).where(eq(garages.id, id));
  ids[body.name] = id;
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'karşılaştıran' });
  banned = await createUser(t.app, { username: 'yasakli_uye' });
  // More garages than a free member may have (limits: premium.test.ts).
  await makePremium(t.app, owner.id, banned.id);
  await createGarage(
    owner,
    {
      name: "Dedemin Şahin'i",
      carBrand: 'Tofaş',
      carModel: 'Şahin',
      carYear: 1994,
      ...SAHIN_FIGURES,
      modifications: [
        { title: 'Döşeme', category: 'interior', cost: 12000 },
        { title: 'LPG', category: 'engine', cost: 18000 },
        { title: 'Hediye jant', category: 'wheels', cost: 0 },
        { title: 'Fiyatı bilinmeyen', category: 'other' },
      ],
    },
    5,
  );
  await createGarage(owner, { name: 'IŞIK Turbo', carBrand: 'Toyota', carModel: 'Supra', horsepower: 340 }, 3);
  await createGarage(owner, { name: 'İstanbul Gecesi', carBrand: 'BMW', carModel: 'M3', description: 'Şahin gibi uçar', weight: 1560 }, 1);
  await createGarage(owner, {
    name: 'Fiyatsız Proje',
    carBrand: 'Opel',
    carModel: 'Calibra',
    modifications: [{ title: 'Triger', category: 'engine' }],
  });
  await createGarage(banned, { name: 'Yasaklı Şahin', carBrand: 'Tofaş', carModel: 'Şahin', horsepower: 90, weight: 1000 }, 50);
  for (let i = 1; i <= 12; i++) await createGarage(owner, { name: `Seri ${i}`, carBrand: 'Limitli', carModel: `Model ${i}` }, i);
  await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
});
afterAll(() => t.close());

const suggest = async (q?: string) => {
  const res = await as(t.app, null, { method: 'GET', url: '/api/compare/suggestions', query: q === undefined ? {} : { q } });
  expect(res.statusCode).toBe(200);
  return res.json().items as CompareSuggestion[];
};
const titles = async (q?: string) => (await suggest(q)).map((s) => s.title);
const compare = (query: Record<string, string>) => as(t.app, null, { method: 'GET', url: '/api/compare', query });
const slots = async (query: Record<string, string>) => {
  const res = await compare(query);
  expect(res.statusCode).toBe(200);
  return res.json() as CompareResult;
};

describe('GET /api/compare/suggestions', () => {
  it.each(['sahin', 'Şahin', 'ŞAHİN', 'şahın', 'tofas', 'TOFAŞ ŞAHİN'])('%s finds the Tofaş Şahin by title, brand or model', async (q) => {
    expect(await titles(q)).toEqual(["Dedemin Şahin'i"]);
  });

  it.each(['ışık', 'isik', 'IŞIK', 'Işık', 'ISIK', 'İŞIK'])('%s finds "IŞIK Turbo" (the four Turkish i’s are one letter)', async (q) => {
    expect(await titles(q)).toEqual(['IŞIK Turbo']);
  });

  it.each(['istanbul', 'İSTANBUL', 'ıstanbul', 'ISTANBUL'])('%s finds "İstanbul Gecesi"', async (q) => {
    expect(await titles(q)).toEqual(['İstanbul Gecesi']);
  });

  it('matches title, brand or model only — a description hit is not a suggestion', async () => {
    // "İstanbul Gecesi" mentions Şahin in its description only.
    expect(await titles('sahin')).not.toContain('İstanbul Gecesi');
    expect(await titles('uçar')).toEqual([]);
    expect(await titles('supra')).toEqual(['IŞIK Turbo']);
    expect(await titles('toyota supra')).toEqual(['IŞIK Turbo']);
    expect(await titles('toyota m3')).toEqual([]);
  });

  it(`returns at most ${COMPARE_SUGGESTION_LIMIT}, most liked first`, async () => {
    const found = await titles('limitli');
    expect(found).toHaveLength(COMPARE_SUGGESTION_LIMIT);
    expect(found).toEqual(Array.from({ length: 10 }, (_, i) => `Seri ${12 - i}`));
  });

  it('returns nothing for a missing, empty or blank query', async () => {
    expect(await suggest()).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual([]);
  });

  it('hides the garages of banned members', async () => {
    expect((await suggest('şahin')).map((s) => s.id)).not.toContain(ids['Yasaklı Şahin']);
  });

  it('gives id, title, brand, model, year, cover and the owner’s public facts only', async () => {
    const [s] = await suggest('sahin');
    expect(s).toEqual({
      ...sahinIdentity(),
      cover: null,
      owner: { id: owner.id, username: 'karşılaştıran', fullName: null, avatar: null },
    });
    expect(JSON.stringify(s)).not.toMatch(/email|banned|search_text/i);
  });

  it('refuses an over-long query with 400', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/compare/suggestions', query: { q: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TOO_LONG');
  });
});

describe('GET /api/compare', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const titlesOf = (result: CompareResult) => result.slots.map((slot) => slot.garage?.title ?? slot.error);

  it('returns the garages in the compare shape, in the address order', async () => {
    const result = await slots({ cars: `${ids["Dedemin Şahin'i"]},${ids['IŞIK Turbo']}` });
    expect(result.slots).toHaveLength(2);
    expect(result.slots[0]?.error).toBeNull();
    const sahin = result.slots[0]?.garage as CompareGarage;
    const { horsepower, torque, acceleration, weight, ...specs } = SAHIN_FIGURES;
    expect(sahin).toMatchObject({
      ...sahinIdentity(),
      ...specs,
      // No build log: no stock figures; the current ones are the garage's own specs.
      stock: { hp: null, nm: null, zeroTo100: null, kg: null, db: null },
      current: { hp: horsepower, nm: torque, zeroTo100: acceleration, kg: weight, db: null },
      modificationsCount: 4,
      pricedModificationsCount: 3,
      powerToWeight: 75,
      // 12,000 + 18,000 + 0; the unpriced modification adds nothing.
      buildCost: 30000,
      hpPer1000Tl: null,
      // Its owner never turned "show my running costs" on.
      costs: { isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null },
      inspection: null,
      cover: null,
    });
    expect(sahin.owner).toMatchObject({ id: owner.id, username: 'karşılaştıran', avatar: null });
    expect(result.slots[1]?.garage?.title).toBe('IŞIK Turbo');
  });

  it('compares three and four garages, keeping their order', async () => {
    const three = [ids['IŞIK Turbo'], ids['İstanbul Gecesi'], ids["Dedemin Şahin'i"]];
    expect(titlesOf(await slots({ cars: three.join(',') }))).toEqual(['IŞIK Turbo', 'İstanbul Gecesi', "Dedemin Şahin'i"]);
    const four = [ids['Fiyatsız Proje'], ...three];
    expect(titlesOf(await slots({ cars: four.join(',') }))).toEqual(['Fiyatsız Proje', 'IŞIK Turbo', 'İstanbul Gecesi', "Dedemin Şahin'i"]);
    // Spaces around ids and empty entries are ignored.
    expect(titlesOf(await slots({ cars: ` ${three[0]} ,,${three[1]},` }))).toEqual(['IŞIK Turbo', 'İstanbul Gecesi']);
  });

  it('refuses more than four with 400 COMPARE_TOO_MANY_GARAGES', async () => {
    const five = [ids['Fiyatsız Proje'], ids['IŞIK Turbo'], ids['İstanbul Gecesi'], ids["Dedemin Şahin'i"], ids['Seri 1']];
    const res = await compare({ cars: five.join(',') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'COMPARE_TOO_MANY_GARAGES', fields: { cars: 'COMPARE_TOO_MANY_GARAGES' } });
    const junk = await compare({ cars: 'a,b,c,d,e' });
    expect(junk.json().error.code).toBe('COMPARE_TOO_MANY_GARAGES');
  });

  it('gives no slot when the address names no car, empty included', async () => {
    expect(await slots({})).toEqual({ slots: [] });
    expect(await slots({ cars: '' })).toEqual({ slots: [] });
    expect(await slots({ cars: ' , ' })).toEqual({ slots: [] });
  });

  it('answers GARAGE_NOT_FOUND for malformed and unknown ids and GARAGE_DUPLICATE for a repeat, the others unharmed', async () => {
    for (const bad of ['abc', UNKNOWN, "1' or '1'='1", '12345678-1234-1234-1234-12345678901Z', 'ş'.repeat(36)]) {
      const result = await slots({ cars: `${bad},${ids['IŞIK Turbo']}` });
      expect(result.slots[0]).toEqual({ id: bad, garage: null, error: 'GARAGE_NOT_FOUND' });
      expect(result.slots[1]?.garage?.title).toBe('IŞIK Turbo');
    }
    const id = ids['IŞIK Turbo']!;
    const result = await slots({ cars: `${id.toUpperCase()},abc,${id},abc` });
    // An upper-case id is the same garage; the second mention of a garage (or of a bad id) is a repeat.
    expect(result.slots[0]?.garage?.id).toBe(id);
    expect(result.slots.slice(1)).toEqual([
      { id: 'abc', garage: null, error: 'GARAGE_NOT_FOUND' },
      { id, garage: null, error: 'GARAGE_DUPLICATE' },
      { id: 'abc', garage: null, error: 'GARAGE_DUPLICATE' },
    ]);
  });

  it('reads the two-slot address (car1, car2) as cars', async () => {
    expect(titlesOf(await slots({ car1: ids["Dedemin Şahin'i"]!, car2: ids['IŞIK Turbo']! }))).toEqual(["Dedemin Şahin'i", 'IŞIK Turbo']);
    expect(titlesOf(await slots({ car1: '', car2: ids['IŞIK Turbo']! }))).toEqual(['IŞIK Turbo']);
    expect(titlesOf(await slots({ car1: 'abc' }))).toEqual(['GARAGE_NOT_FOUND']);
    // cars, when given, wins.
    expect(titlesOf(await slots({ cars: ids['İstanbul Gecesi']!, car1: ids['IŞIK Turbo']! }))).toEqual(['İstanbul Gecesi']);
  });

  it('hides the garage of a banned member like an unknown one, and tells nothing of it', async () => {
    const result = await slots({ cars: `${ids['Yasaklı Şahin']},${ids["Dedemin Şahin'i"]}` });
    expect(result.slots[0]).toEqual({ id: ids['Yasaklı Şahin'], garage: null, error: 'GARAGE_NOT_FOUND' });
    expect(result.slots[1]?.garage).not.toBeNull();
    expect(JSON.stringify(result)).not.toContain('Yasaklı');
  });

  it('never answers 500 to hostile input', async () => {
    expect((await compare({ car1: 'x'.repeat(101) })).statusCode).toBe(400);
    const long = await compare({ cars: `${'x'.repeat(101)},${ids['IŞIK Turbo']}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('TOO_LONG');
    expect((await compare({ cars: ','.repeat(501) })).json().error.code).toBe('TOO_LONG');
    const nul = await as(t.app, null, { method: 'GET', url: '/api/compare?cars=%00%00,%FF' });
    expect(nul.statusCode).toBeLessThan(500);
    const array = await as(t.app, null, { method: 'GET', url: `/api/compare?cars=${ids['IŞIK Turbo']}&cars=abc` });
    expect(array.statusCode).toBeLessThan(500);
  });

  it('is public: a visitor and a member get the same answer', async () => {
    const query = { cars: `${ids["Dedemin Şahin'i"]},${ids['IŞIK Turbo']}` };
    const member = await as(t.app, owner, { method: 'GET', url: '/api/compare', query });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual(await slots(query));
  });
});
