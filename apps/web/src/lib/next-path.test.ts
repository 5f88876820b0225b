import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/garages', '/garage/11111111-1111-4111-8111-111111111111', '/garages?q=bmw&sort=popular', '/profile#ayarlar', '/garaj/şoför'])(
    'keeps the same-site path %s',
    (path) => expect(safeNextPath(path)).toBe(new URL(path, 'http://x').pathname + new URL(path, 'http://x').search + new URL(path, 'http://x').hash),
  );

  it('keeps a plain path as it is', () => {
    expect(safeNextPath('/create-garage')).toBe('/create-garage');
    expect(safeNextPath('/garages?q=bmw')).toBe('/garages?q=bmw');
  });

  it.each([
    null,
    undefined,
    '',
    'garages',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /garages',
    '/login',
    '/login?next=/garages',
    '/register',
    '/reset-password?token=x',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPath', () => {
  it('adds the encoded page to come back to', () => {
    expect(loginPath('/garages?q=bmw & şoför')).toBe(`/login?next=${encodeURIComponent('/garages?q=bmw%20&%20%C5%9Fof%C3%B6r')}`);
    expect(loginPath('/create-garage')).toBe('/login?next=%2Fcreate-garage');
  });

  it('leaves it out for home, unsafe and auth pages', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
  });
});
