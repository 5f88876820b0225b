/**
 * The folded text stored in `garages.search_text` and `profiles.search_text` (trigram-indexed;
 * ADR 001). One formula each, used by every writer: the modules, sign-up and the demo seed.
 */
import { foldForSearch } from '@garaj/shared';

/** Escapes LIKE wildcards (`\`, `%`, `_`) in a search term so it matches literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `foldForSearch(name brand model description)` for a garage. */
export function garageSearchText(g: { name: string; carBrand: string; carModel: string; description: string | null | undefined }): string {
  return foldForSearch([g.name, g.carBrand, g.carModel, g.description ?? ''].join(' '));
}

/** `foldForSearch(username fullName location bio)` for a member (users directory). */
export function profileSearchText(p: { username: string; fullName?: string | null; location?: string | null; bio?: string | null }): string {
  return foldForSearch([p.username, p.fullName ?? '', p.location ?? '', p.bio ?? ''].join(' '));
}
