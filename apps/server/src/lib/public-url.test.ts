/**
 * PUBLIC_URL unset on a server other machines can reach: the start-up log says that mail links
 * will point to localhost and how to fix it; no warning when PUBLIC_URL is set or the server only
 * listens on a loopback address.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { isLoopbackHost, publicUrlWarning } from './public-url.ts';

/** Builds the app with a logger whose lines are kept, and returns the warnings it logged. */
async function startupWarnings(env: Record<string, string>): Promise<{ level: number; msg: string; host?: string; publicUrl?: string }[]> {
  const lines: string[] = [];
  const t = await createTestApp(env, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  await t.close();
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
}

describe('the PUBLIC_URL start-up warning', () => {
  it('is logged when PUBLIC_URL is unset and HOST is not a loopback address', async () => {
    const warnings = await startupWarnings({ PUBLIC_URL: '', HOST: '0.0.0.0', PORT: '3000' });
    const warning = warnings.find((w) => w.msg.startsWith('PUBLIC_URL is not set'));
    expect(warning, JSON.stringify(warnings)).toBeDefined();
    expect(warning).toMatchObject({ host: '0.0.0.0', publicUrl: 'http://localhost:3000' });
    expect(warning!.msg).toContain('links in e-mails and OAuth callbacks will point to http://localhost:3000');
    expect(warning!.msg).toContain('set PUBLIC_URL');
  }, 120_000);

  it('is not logged when PUBLIC_URL is set, nor on a loopback HOST', async () => {
    for (const env of [{ PUBLIC_URL: 'https://garaj.example.com', HOST: '0.0.0.0' }, { PUBLIC_URL: '', HOST: '127.0.0.1' }]) {
      const warnings = await startupWarnings(env);
      expect(warnings.filter((w) => w.msg.includes('PUBLIC_URL')), JSON.stringify(env)).toEqual([]);
    }
  }, 120_000);

  it('knows the loopback addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'garaj.example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
    expect(publicUrlWarning({ PUBLIC_URL: undefined, HOST: '::', PORT: 8080 })).toContain('http://localhost:8080');
  });
});
