/**
 * The fuel log's CSV in LubeLogger's gas-record format: the export's exact headers and cells,
 * a round trip (export → import into another garage gives the same records; importing again
 * adds nothing), LubeLogger's own files (M/D/YYYY, its header aliases, `;` and Turkish decimal
 * commas), and refusals — bad rows as 400 with their line numbers and nothing written, missing
 * columns, too many rows — plus the page form's 303 answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUEL_IMPORT_MAX_ROWS, addDays, istanbulToday, type FillUp, type FillUpPage, type FuelImportResult } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let owner: TestUser;
let sourceId: string;
const today = istanbulToday();
const day = (n: number) => addDays(today, -n);
const BOUNDARY = '----garajFuelCsvBoundary';

async function createGarage(name: string): Promise<string> {
  const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Renault', carModel: 'Clio', carYear: 2019, fuelType: 'diesel' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** POST the CSV `text` (or bytes) as the multipart `file`, with `fields` before it. */
function importCsv(garageId: string, text: string | Buffer, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gas.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof text === 'string' ? Buffer.from(text) : text,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups/import`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
}

async function allFillUps(garageId: string): Promise<FillUp[]> {
  return ((await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?limit=50` })).json() as FillUpPage).items;
}

const comparable = (f: FillUp) => ({ filledOn: f.filledOn, odometerKm: f.odometerKm, quantity: f.quantity, totalTl: f.totalTl, isFull: f.isFull, missedPrevious: f.missedPrevious, station: f.station, notes: f.notes, consumption: f.consumption });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  // Premium: this file makes more garages than a free member may have.
  await makePremium(t.app, owner.id);
  sourceId = await createGarage('Kaynak Clio');
  const fills = [
    { filledOn: day(40), odometerKm: 80_000, quantity: 38.2, totalTl: 1890.9, station: 'Opet Bornova' },
    { filledOn: day(33), odometerKm: 80_450, quantity: 12.345, totalTl: 611.08, isFull: false, notes: '=HYPERLINK("x")' },
    { filledOn: day(26), odometerKm: 80_900, quantity: 20.4, totalTl: 1009.8, notes: 'Otoyol, "klima" açık' },
    { filledOn: day(12), odometerKm: 81_700, quantity: 41, totalTl: 2029.5, missedPrevious: true },
  ];
  for (const fill of fills) {
    const res = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${sourceId}/fill-ups`, payload: fill });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

describe('export', () => {
  it("writes LubeLogger's gas-record columns exactly, ISO dates, point decimals, True/False, the station as an extra field", async () => {
    const res = await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${sourceId}/fill-ups.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="yakit-kayitlari-kaynak-clio-${today}.csv"`);
    const [header, ...lines] = res.body.split('\r\n');
    expect(header).toBe('\uFEFFDate,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags,extrafield_Station');
    expect(lines[0]).toBe(`${day(40)},80000,38.2,1890.90,0,True,False,,,Opet Bornova`);
    expect(lines[1]).toBe(`${day(33)},80450,12.345,611.08,0,False,False,"'=HYPERLINK(""x"")",,`);
    // (12.345 + 20.4) L over 900 km.
    expect(lines[2]).toBe(`${day(26)},80900,20.4,1009.80,3.64,True,False,"Otoyol, ""klima"" açık",,`);
    expect(lines[3]).toBe(`${day(12)},81700,41,2029.50,0,True,True,,,`);
  });
});

describe('import', () => {
  it('round trip: the exported file imported into another garage gives the same records; again, nothing is added', async () => {
    const csv = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${sourceId}/fill-ups.csv` })).body;
    const targetId = await createGarage('Hedef Clio');
    const res = await importCsv(targetId, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 4, skipped: 0 } satisfies FuelImportResult);
    expect((await allFillUps(targetId)).map(comparable)).toEqual((await allFillUps(sourceId)).map(comparable));
    const again = await importCsv(targetId, csv);
    expect(again.json()).toEqual({ imported: 0, skipped: 4 });
    expect(await allFillUps(targetId)).toHaveLength(4);
  });

  it("reads LubeLogger's own file: M/D/YYYY, aliases in any case, a Price instead of a Cost, extra columns ignored", async () => {
    const garageId = await createGarage('LubeLogger Clio');
    const csv = [
      'date,odo,Liters,price,Partial_FuelUp,missed_fuelup,note,tags,FuelEconomy',
      '1/5/2025,10000,40,50.5,0,false,,work,0',
      '1/19/2025 12:00:00 AM,10600,42.5,51,0,false,Tam depo,,7.08',
      '2/2/2025,11100,10,52,1,false,,,0',
    ].join('\n');
    const res = await importCsv(garageId, csv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await allFillUps(garageId);
    expect(rows.map((r) => [r.filledOn, r.odometerKm, r.quantity, r.totalTl, r.isFull, r.notes])).toEqual([
      ['2025-02-02', 11_100, 10, 520, false, null],
      ['2025-01-19', 10_600, 42.5, 2167.5, true, 'Tam depo'],
      ['2025-01-05', 10_000, 40, 2020, true, null],
    ]);
    expect(rows[1]!.consumption).toBe(7.08);
  });

  it('reads a Turkish Excel file: `;` delimiter, decimal commas, D.M.YYYY, Windows-1254', async () => {
    const garageId = await createGarage('Excel Clio');
    const csv = 'Date;Odometer;FuelConsumed;Cost;IsFillToFull;MissedFuelUp;Notes\r\n05.03.2025;20.000;40,5;2.025,00;True;False;İlk depo\r\n19.03.2025;20.600;42,25;2.112,50;True;False;Şişli\r\n';
    const res = await importCsv(garageId, encodeWindows1254(csv));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await allFillUps(garageId);
    expect(rows.map((r) => [r.filledOn, r.odometerKm, r.quantity, r.totalTl, r.notes])).toEqual([
      ['2025-03-19', 20_600, 42.25, 2112.5, 'Şişli'],
      ['2025-03-05', 20_000, 40.5, 2025, 'İlk depo'],
    ]);
  });

  it('bad rows: 400 with every problem on its line and column, and nothing written', async () => {
    const garageId = await createGarage('Hatalı Clio');
    const csv = [
      'Date,Odometer,FuelConsumed,Cost,IsFillToFull,MissedFuelUp',
      `${day(20)},5000,40,2000,True,False`,
      `31/31/2025,5400,abc,2000,True,False`,
      `${day(10)},,40,2000,maybe,False`,
      `${addDays(today, 3)},6000,40,2000,True,False`,
      `${day(5)},4000,40,2000,True,False`,
    ].join('\r\n');
    const res = await importCsv(garageId, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'CSV_IMPORT_INVALID',
      fields: {
        'rows.3.Date': 'VALUE_INVALID',
        'rows.3.FuelConsumed': 'NUMBER_INVALID',
        'rows.4.Odometer': 'REQUIRED',
        'rows.4.IsFillToFull': 'VALUE_INVALID',
        'rows.5.Date': 'DATE_IN_FUTURE',
      },
    });
    expect(await allFillUps(garageId)).toHaveLength(0);
    // The rows read well, but one runs the odometer backwards: still nothing written.
    const order = await importCsv(garageId, [csv.split('\r\n')[0], csv.split('\r\n')[1], csv.split('\r\n')[5]].join('\r\n'));
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual({ 'rows.3.Odometer': 'FUEL_ODOMETER_ORDER' });
    expect(await allFillUps(garageId)).toHaveLength(0);
  });

  it('refuses a file without the needed columns, an empty one, one over 5,000 rows and a request without a file', async () => {
    const garageId = await createGarage('Sınır Clio');
    const missing = await importCsv(garageId, 'Date,Notes\n2025-01-01,x\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'CSV_COLUMNS_MISSING', fields: { Odometer: 'REQUIRED', FuelConsumed: 'REQUIRED', Cost: 'REQUIRED' } });
    expect((await importCsv(garageId, 'Date,Odometer,FuelConsumed,Cost\n')).json().error.code).toBe('CSV_IMPORT_EMPTY');
    const rows = Array.from({ length: FUEL_IMPORT_MAX_ROWS + 1 }, (_, i) => `2020-01-01,${i},1,1`);
    const big = await importCsv(garageId, ['Date,Odometer,FuelConsumed,Cost', ...rows].join('\n'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('CSV_IMPORT_TOO_LARGE');
    const huge = await importCsv(garageId, `Date,Odometer,FuelConsumed,Cost\n${'x'.repeat(1_100_000)}`);
    expect(huge.statusCode).toBe(413);
    const none = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups/import`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ file: 'REQUIRED' });
  });

  it('the page form without JavaScript gets a 303 back to the page with the outcome', async () => {
    const garageId = await createGarage('Formsuz Clio');
    const ok = await importCsv(garageId, `Date,Odometer,FuelConsumed,Cost\n${day(3)},1000,30,1500\n`, { redirect: 'page' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/fuel?garage=${garageId}&imported=1&skipped=0#import`);
    const bad = await importCsv(garageId, `Date,Odometer,FuelConsumed,Cost\n${day(2)},x,30,1500\n`, { redirect: 'page' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/fuel?garage=${garageId}&importError=CSV_IMPORT_INVALID&importRows=2%3AOdometer%3ANUMBER_INVALID#import`);
  });
});

/** Windows-1254 bytes of `text` (Turkish letters and ASCII only). */
function encodeWindows1254(text: string): Buffer {
  const map: Record<string, number> = { Ş: 0xde, ş: 0xfe, İ: 0xdd, ı: 0xfd, Ğ: 0xd0, ğ: 0xf0, Ç: 0xc7, ç: 0xe7, Ö: 0xd6, ö: 0xf6, Ü: 0xdc, ü: 0xfc };
  return Buffer.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}
