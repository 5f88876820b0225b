/**
 * Presenters decide what leaves the server (ARCHITECTURE.md): these unit tests feed them rows
 * that carry internal fields and check that only the shared types' fields come out.
 */
import { describe, expect, it } from 'vitest';
import { presentComment, presentGarageCard } from './garages/garages.presenter.ts';
import type { GarageRow } from './garages/garages.queries.ts';
import { presentMyProfile, presentPublicProfile, presentUserCard, publicProfileSchema } from './profiles/profiles.presenter.ts';

const owner = { id: 'u1', username: 'Işık_34', fullName: 'Işık Yılmaz', avatarImage: null, avatarUrl: 'https://example.com/a.png' };

function garageRow(extra: Record<string, unknown> = {}): GarageRow {
  return {
    id: 'g1', userId: 'u1', name: 'Beyaz Şimşek', description: null, vehicleType: 'car', carBrand: 'Volkswagen', carModel: 'Golf GTI',
    carYear: 2017, horsepower: 245, torque: 370, modificationType: 'Street', priceRange: '500k+', location: 'İstanbul',
    isForSale: true, salePrice: '1.250.000 TL', engine: '2.0 TSI', acceleration: 6.2, topSpeed: 250, fuelType: 'petrol',
    transmission: 'automatic', drivetrain: 'fwd', weight: 1390, likesCount: 3, viewsCount: 40, commentsCount: 2,
    createdAt: '2025-05-01T10:20:30.123456Z', updatedAt: '2025-05-02T10:20:30Z', owner,
    coverImage: { id: '00000000-0000-4000-8000-000000000001', width: 1280, height: 800, variants: [320, 640, 1280] },
    coverUrl: null, likedByMe: true, favoritedByMe: false,
    // internal columns a query might carry along
    searchText: 'beyaz simsek volkswagen golf gti', isFeatured: true, email: 'owner@example.com',
    ...extra,
  } as unknown as GarageRow;
}

describe('presentGarageCard', () => {
  it('copies the card fields and nothing internal', () => {
    const card = presentGarageCard(garageRow());
    const json = JSON.stringify(card);
    expect(json).not.toContain('owner@example.com');
    expect(json).not.toContain('searchText');
    expect(json).not.toContain('isFeatured');
    expect(json).not.toContain('userId');
    expect(card.owner).toEqual({ id: 'u1', username: 'Işık_34', fullName: 'Işık Yılmaz', avatar: { id: null, url: 'https://example.com/a.png', srcset: null, width: null, height: null } });
    expect(card.cover?.srcset).toBe(
      '/media/images/00000000-0000-4000-8000-000000000001/320.webp 320w, /media/images/00000000-0000-4000-8000-000000000001/640.webp 640w, /media/images/00000000-0000-4000-8000-000000000001/1280.webp 1280w',
    );
    expect(card.createdAt).toBe('2025-05-01T10:20:30.123Z');
    expect(card.commentsCount).toBe(2);
  });
});

describe('presentComment', () => {
  const row = { id: 'c1', parentId: 'g1', userId: 'u1', body: 'Harika!', bodyHtml: '<p><strong>Harika!</strong></p>', createdAt: '2025-05-01T10:00:00Z', author: owner, hidden: null, editedAt: null, parentAcceptsComments: true };
  it('gives the plain text and the sanitised HTML', () => {
    expect(presentComment(row, null)).toMatchObject({ body: 'Harika!', bodyHtml: '<p><strong>Harika!</strong></p>', garageId: 'g1' });
  });

  it('lets the author, moderators and admins delete, nobody else', () => {
    expect(presentComment(row, { id: 'u1', role: 'user' }).canDelete).toBe(true);
    expect(presentComment(row, { id: 'u2', role: 'admin' }).canDelete).toBe(true);
    expect(presentComment(row, { id: 'u2', role: 'moderator' }).canDelete).toBe(true);
    expect(presentComment(row, { id: 'u2', role: 'user' }).canDelete).toBe(false);
    expect(presentComment(row, null).canDelete).toBe(false);
  });

  it('lets only the author edit, while the parent takes comments and the comment is not hidden (unless the author moderates)', () => {
    const hidden = { at: '2025-05-02T10:00:00Z', by: 'm1', reason: 'spam' };
    expect(presentComment(row, { id: 'u1', role: 'user' })).toMatchObject({ canEdit: true, editedAt: null });
    expect(presentComment(row, { id: 'u2', role: 'admin' }).canEdit).toBe(false);
    expect(presentComment(row, null).canEdit).toBe(false);
    expect(presentComment({ ...row, parentAcceptsComments: false }, { id: 'u1', role: 'user' }).canEdit).toBe(false);
    expect(presentComment({ ...row, hidden }, { id: 'u1', role: 'user' }).canEdit).toBe(false);
    expect(presentComment({ ...row, hidden }, { id: 'u1', role: 'moderator' }).canEdit).toBe(true);
    expect(presentComment({ ...row, editedAt: '2025-05-03T08:09:10.123456Z' }, null).editedAt).toBe('2025-05-03T08:09:10.123Z');
  });
});

describe('profile presenters', () => {
  const member = {
    id: 'u1', username: 'Işık_34', fullName: null, bio: 'E46 sevdalısı', location: 'Ankara', website: 'https://example.com',
    phoneNumber: null, avatarImage: null, avatarUrl: null, createdAt: new Date('2025-01-02T03:04:05Z'),
  };
  it('never puts an e-mail, role or ban flag in a public profile or a card', () => {
    const withSecrets = { ...member, email: 'gizli@example.com', role: 'admin', banned: true, passwordHash: 'x' };
    const profile = presentPublicProfile(withSecrets, { garageCount: 2, totalLikes: 5, totalViews: 90 }, 'u1');
    const card = presentUserCard(withSecrets, { garageCount: 2, totalLikes: 5 });
    for (const out of [profile, card]) {
      const json = JSON.stringify(out);
      expect(json).not.toMatch(/gizli@example.com|admin|banned|passwordHash/);
    }
    expect(profile.isMe).toBe(true);
    expect(presentPublicProfile(member, { garageCount: 0, totalLikes: 0, totalViews: 0 }, null).isMe).toBe(false);
    // the response schema strips unknown keys as a second line of defence
    expect(Object.keys(publicProfileSchema.parse({ ...profile, email: 'x@y.z' }))).not.toContain('email');
  });
  it('gives the member their own e-mail and a normalised role', () => {
    const mine = presentMyProfile({ ...member, email: 'ben@example.com', emailVerified: false, pendingEmail: null, role: 'moderator' });
    expect(mine.email).toBe('ben@example.com');
    // moderator is a role of its own; anything unknown falls back to 'user'.
    expect(mine.role).toBe('moderator');
    expect(presentMyProfile({ ...member, email: 'ben@example.com', emailVerified: false, pendingEmail: null, role: 'superuser' }).role).toBe('user');
  });
});
