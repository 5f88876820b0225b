import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv: map tiles', () => {
  it('credits OpenStreetMap without words of one language, so the English map shows no Turkish', () => {
    const env = loadEnv({});
    expect(env.MAP_TILE_ATTRIBUTION).toBe('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
  });
});

describe('loadEnv: web push keys', () => {
  it('takes a VAPID pair and contact as web-push writes them, and names a malformed one', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    const privateKey = 'y'.repeat(43);
    expect(loadEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:iletisim@garaj.example' })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:iletisim@garaj.example',
    });
    expect(loadEnv({ VAPID_PUBLIC_KEY: ' ' }).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'kısa', VAPID_SUBJECT: 'http://garaj.example' })).toThrow(/VAPID_PUBLIC_KEY[\s\S]*VAPID_SUBJECT/);
  });
});
