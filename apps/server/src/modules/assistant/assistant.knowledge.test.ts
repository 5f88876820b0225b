/**
 * The assistant's knowledge base: every topic matched by a
 * Turkish keyword — upper case with dotted İ / dotless I, without diacritics, with suffixes —
 * 'far' not matched inside 'fark', TL prices and legal notes in every topic, the help text, and
 * garage grounding (motorcycle text, turbocharged engine → stage tuning, fitted mods).
 */
import { describe, expect, it } from 'vitest';
import { ASSISTANT_TOPICS, type AssistantTopic } from '@garaj/shared';
import { HELP_TEXT, KNOWLEDGE, matchTopics, TOPIC_TITLES } from './assistant.knowledge.ts';
import { answerTopics, composeOfflineAnswer, isForcedInduction, type GarageContext } from './assistant.offline.ts';

const TL_RANGE = /\d{1,3}(\.\d{3})*–\d{1,3}(\.\d{3})* TL/;

const golf: GarageContext = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Beyaz Şimşek',
  vehicleType: 'car',
  brand: 'Volkswagen',
  model: 'Golf GTI',
  year: 2017,
  horsepower: 290,
  torque: 420,
  engine: '2.0 TSI',
  fuelType: 'petrol',
  modifications: [{ title: 'Downpipe (katalizörlü)', category: 'exhaust', brand: 'Milltek', cost: 38500 }],
};

describe('topic matching (Turkish-aware)', () => {
  const cases: [string, AssistantTopic][] = [
    ['Golf’üme TURBO taktırmak kaça olur?', 'turbo'],
    ['Intercooler değişimi gerekli mi?', 'turbo'],
    ['EGZOZUMU değiştirmek istiyorum', 'exhaust'],
    ['egsoz sesi icin ne onerirsin', 'exhaust'],
    ['SÜSPANSİYON yenilemek istiyorum', 'suspension'],
    ['suspansiyon ve alcaltma fiyatlari', 'suspension'],
    ['ALÇALTMA muayeneden geçer mi', 'suspension'],
    ['Coilover mı yay mı?', 'suspension'],
    ['Balatalarım gıcırdıyor', 'brakes'],
    ['FREN DİSKİ ne zaman değişir', 'brakes'],
    ['18 inç jant takmak istiyorum', 'wheels'],
    ['LASTİK ebatı ruhsatta yazmalı mı', 'wheels'],
    ['ECU yazılımı Stage 1 güvenli mi', 'engine'],
    ['chip tuning yaptırsam kaç beygir olur', 'engine'],
    ['HOPARLÖR ve amfi önerisi', 'sound'],
    ['hoparlor degisimi', 'sound'],
    ['XENON far taksam ceza yer miyim', 'lighting'],
    ['LED FARLARIM muayeneden geçer mi', 'lighting'],
    ['IŞIKLARI değiştirmek', 'lighting'],
  ];
  it.each(cases)('%s → %s', (question, topic) => {
    expect(matchTopics(question)[0]).toBe(topic);
  });

  it('finds each of the canned topics', () => {
    const found = new Set(cases.map(([q]) => matchTopics(q)[0]));
    for (const topic of ASSISTANT_TOPICS) expect(found.has(topic)).toBe(true);
  });

  it('matches whole short words only: "fark" is not "far", "yardım et" is no tyre offset', () => {
    expect(matchTopics('Aradaki fark ne, yardım et')).toEqual([]);
    expect(matchTopics('Arabam için bir tavsiye verir misin?')).toEqual([]);
  });

  it('orders several topics by hits', () => {
    expect(matchTopics('egzoz ve downpipe ile stage 2 yazılım')).toEqual(['exhaust', 'engine']);
  });
});

describe('knowledge base content', () => {
  it('has every topic with TL price ranges, a time and legal notes for car and motorcycle', () => {
    expect(KNOWLEDGE.map((k) => k.topic)).toEqual([...ASSISTANT_TOPICS]);
    for (const entry of KNOWLEDGE) {
      for (const text of [entry.car, entry.motorcycle]) {
        expect(text.prices.length).toBeGreaterThan(0);
        for (const price of text.prices) expect(price).toMatch(/\d.* TL/);
        expect(text.time).not.toBe('');
      }
      expect(entry.legal.length).toBeGreaterThan(0);
    }
  });

  it('quotes the figures: turbo 25.000–60.000 TL in 1–2 days, ECU Stage 1–3 from 2.000 to 20.000 TL', () => {
    const turbo = composeOfflineAnswer(['turbo'], null, false);
    expect(turbo).toContain('25.000–60.000 TL');
    expect(turbo).toContain('1–2 gün');
    const engine = composeOfflineAnswer(['engine'], null, false);
    expect(engine).toContain('Stage 1: 2.000–8.000 TL');
    expect(engine).toContain('12.000–20.000 TL');
    expect(engine).toContain('TÜVTÜRK');
  });

  it('answers every topic with TL prices and the legal disclaimer', () => {
    for (const topic of ASSISTANT_TOPICS) {
      const text = composeOfflineAnswer([topic], null, false);
      expect(text).toMatch(TL_RANGE);
      expect(text).toContain('hukuki görüş değildir');
    }
  });

  it('gives the help text listing the topics when nothing matched', () => {
    const text = composeOfflineAnswer([], null, false);
    expect(text).toBe(HELP_TEXT);
    for (const topic of ASSISTANT_TOPICS) expect(text).toContain(TOPIC_TITLES[topic]);
  });
});

describe('garage grounding', () => {
  it('a turbocharged engine asking about turbo gets stage tuning, with its power', () => {
    expect(isForcedInduction(golf)).toBe(true);
    const topics = answerTopics(['turbo'], golf);
    expect(topics).toEqual(['turbo', 'engine']);
    const text = composeOfflineAnswer(topics, golf, false);
    expect(text).toContain('Volkswagen Golf GTI (2017)');
    expect(text).toContain('zaten aşırı beslemeli');
    expect(text).toContain('290 HP');
    expect(text).toContain('Stage 1');
  });

  it('an atmospheric engine gets the turbo kit', () => {
    const civic: GarageContext = { ...golf, brand: 'Honda', model: 'Civic', engine: '1.6 i-VTEC', horsepower: 125, modifications: [] };
    expect(isForcedInduction(civic)).toBe(false);
    expect(answerTopics(['turbo'], civic)).toEqual(['turbo']);
    expect(composeOfflineAnswer(['turbo'], civic, false)).toContain('atmosferik');
  });

  it('mentions an exhaust already fitted', () => {
    const text = composeOfflineAnswer(['exhaust'], golf, false);
    expect(text).toContain('Garajınızda bu konuda zaten şunlar var: Downpipe (katalizörlü) (Milltek, 38.500 TL)');
  });

  it('gives a motorcycle the motorcycle text', () => {
    const bike: GarageContext = { ...golf, vehicleType: 'motorcycle', brand: 'Honda', model: 'CBR500R', year: 2021, horsepower: 47, engine: null, modifications: [] };
    const text = composeOfflineAnswer(['exhaust'], bike, false);
    expect(text).toContain('motosikletiniz');
    expect(text).toContain('Slip-on susturucu');
    expect(text).not.toContain('Arka susturucu (axle-back)');
  });
});
