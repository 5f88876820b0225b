import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { redactUrl } from './log-redact.ts';

describe('redactUrl', () => {
  it('replaces the values of password, token and code, whatever their case or encoding', () => {
    expect(redactUrl('/login?email=a%40b.c&password=gizli&next=%2F')).toBe('/login?email=a%40b.c&password=[REDACTED]&next=%2F');
    expect(redactUrl('/reset-password?TOKEN=abc&x=1#top')).toBe('/reset-password?TOKEN=[REDACTED]&x=1#top');
    expect(redactUrl('/cb?%63ode=123&state=s')).toBe('/cb?%63ode=[REDACTED]&state=s');
    expect(redactUrl('/x?password')).toBe('/x?password=[REDACTED]');
    expect(redactUrl('/garages?q=golf')).toBe('/garages?q=golf');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({}, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never writes a password, token or code from the address', async () => {
    await t.app.inject({ method: 'GET', url: '/login?email=ayse%40example.com&password=Gizli-Sifre-2026&next=%2Fgarages' });
    await t.app.inject({ method: 'GET', url: '/api/health?token=tok-SECRET-1&code=kod-SECRET-2' });
    const log = lines.join('\n');
    const incoming = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } }).filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req?.url)).toEqual([
      '/login?email=ayse%40example.com&password=[REDACTED]&next=%2Fgarages',
      '/api/health?token=[REDACTED]&code=[REDACTED]',
    ]);
    expect(log).not.toContain('Gizli-Sifre-2026');
    expect(log).not.toContain('SECRET');
  });
});
