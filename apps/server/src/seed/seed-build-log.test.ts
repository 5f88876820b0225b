/**
 * The demo build logs: the steps of SEED_BUILDS land on the demo garages' modifications, the
 * stock figures on the garages, and each dyno sheet is a stored `dyno_sheet` document served
 * as a WebP.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGALITY_CATEGORY_IDS, type GarageDetail } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../test/helpers.ts';
import { SEED_BUILDS, seedBuildLogs } from './seed-build-log.ts';
import { SEED_GARAGES } from './seed-data.ts';
import { invalidateGarageLists } from '../modules/garages/index.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  await makePremium(t.app, owner.id);
});
afterAll(() => t.close());

describe('seedBuildLogs', () => {
  it('names only demo garages, demo modifications and known legality categories', () => {
    for (const build of SEED_BUILDS) {
      const spec = SEED_GARAGES.find((g) => g.name === build.garage);
      expect(spec, build.garage).toBeDefined();
      for (const step of build.steps) {
        expect(spec!.modifications?.map((m) => m.title), step.title).toContain(step.title);
        if (step.legalCategory) expect(LEGALITY_CATEGORY_IDS).toContain(step.legalCategory);
      }
    }
  });

  it('fills in the build of a demo garage and stores its dyno sheets', async () => {
    const build = SEED_BUILDS[0]!;
    const spec = SEED_GARAGES.find((g) => g.name === build.garage)!;
    const created = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: {
        name: spec.name,
        carBrand: spec.brand,
        carModel: spec.model,
        modifications: spec.modifications!.map((m, i) => ({ title: m.title, category: m.category, cost: m.cost, installedOn: `2024-0${i + 1}-15` })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const garageId = (created.json() as GarageDetail).id;

    await t.app.deps.db.transaction((tx) =>
      seedBuildLogs(tx, t.app.deps.storage, [{ garageId, ownerId: owner.id, name: spec.name, vehicle: `${spec.brand} ${spec.model} ${spec.year}` }]),
    );
    // The seed writes behind the API's back (before a real server serves): drop the cached answers.
    invalidateGarageLists(t.app.deps.db);

    const detail = (await as(t.app, null, { method: 'GET', url: `/api/garages/${garageId}` })).json() as GarageDetail;
    expect(detail.stockHp).toBe(245);
    expect(detail.build.stock.hp).toBe(245);
    expect(detail.build.current).toMatchObject({ hp: 290, nm: 420, zeroTo100: 5.6 });
    const stage1 = detail.modifications.find((m) => m.title === 'Stage 1 yazılım')!;
    expect(stage1).toMatchObject({ doneBy: 'shop', shopName: 'Öztürk Performans', legalCategory: 'ecu_tuning', odometerKm: 38_200, measuredAt: 'crank' });
    const sheets = detail.modifications.flatMap((m) => (m.dynoSheet ? [m.dynoSheet] : []));
    expect(sheets).toHaveLength(2);
    const file = await t.app.inject({ method: 'GET', url: sheets[0]!.url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThan(1000);
  });
});
