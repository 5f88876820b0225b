import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv: map tiles', () => {
  it('credits OpenStreetMap without words of one language, so the English map shows no Turkish', () => {
    const env = loadEnv({});
    expect(env.MAP_TILE_ATTRIBUTION).toBe('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
  });
});
