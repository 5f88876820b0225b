/**
 * The site's public origin and the start-up warning about it. Links in e-mails (verification,
 * password reset, notifications), OAuth callbacks and Open Graph tags are built from PUBLIC_URL;
 * without it they fall back to `http://localhost:<PORT>`, which only works when the site is
 * used on this machine under that very name (not `127.0.0.1`, not the server's address).
 */
import type { Env } from '../env.ts';

/** The origin links are built from: PUBLIC_URL without a trailing slash, else `http://localhost:<PORT>`. */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

/** True when `host` only accepts connections from this machine: `localhost`, 127.0.0.0/8 or `::1`. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1' || h === '::ffff:127.0.0.1';
}

/**
 * The warning to print at start, or null: PUBLIC_URL is unset while HOST lets other machines
 * (or other names of this one) reach the site, so mail links would point to localhost.
 */
export function publicUrlWarning(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string | null {
  if (env.PUBLIC_URL || isLoopbackHost(env.HOST)) return null;
  return (
    `PUBLIC_URL is not set: links in e-mails and OAuth callbacks will point to ${publicUrlOf(env)}, ` +
    `which only works in a browser on this machine opened at that address. The server listens on ` +
    `${env.HOST}; set PUBLIC_URL to the address people open (for example https://garaj.example.com ` +
    `or http://192.168.1.20:${env.PORT}).`
  );
}
