/**
 * What leaves the server about garages (ARCHITECTURE.md: presenters decide). Only the fields
 * declared by the types in packages/shared/src/schemas/garage.ts are copied — never an
 * e-mail, a role, `search_text`, `is_featured` or the owner's internal user key.
 */
import type {
  DocumentRef,
  GarageCard,
  GarageComment,
  GarageDetail,
  ImageView,
  Modification,
  GarageListPage,
} from '@garaj/shared';
import { presentImage, presentImageOrUrl } from '../../lib/image-view.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import type { Viewer } from '../../lib/session.ts';
import { canDeleteComment, canEditComment, type CommentRow } from '../comments/index.ts';
import type { GarageRow, ImageRow } from './garages.queries.ts';
import { presentGarageBuild, presentModificationBuild } from './build-log.presenter.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

/**
 * A garage card (the garages list). `likedByMe` / `favoritedByMe` come from the row,
 * which the queries fill for the viewer (false for visitors).
 */
export function presentGarageCard(row: GarageRow): GarageCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    vehicleType: row.vehicleType,
    carBrand: row.carBrand,
    carModel: row.carModel,
    carYear: row.carYear,
    modificationType: row.modificationType,
    location: row.location,
    isForSale: row.isForSale,
    salePrice: row.salePrice,
    likesCount: row.likesCount,
    viewsCount: row.viewsCount,
    commentsCount: row.commentsCount,
    cover: presentImageOrUrl(row.coverImage, row.coverUrl),
    owner: presentMemberRow(row.owner),
    createdAt: iso(row.createdAt),
    likedByMe: row.likedByMe,
    favoritedByMe: row.favoritedByMe,
  };
}

/** A page of cards: `{ items, nextCursor }`, plus `total` and `totalCapped` when the page carries them (the list's first page). */
export function presentGaragePage(page: { rows: GarageRow[]; nextCursor: string | null; total?: number; totalCapped?: boolean }): GarageListPage {
  const result: GarageListPage = { items: page.rows.map(presentGarageCard), nextCursor: page.nextCursor };
  if (page.total !== undefined) {
    result.total = page.total;
    result.totalCapped = page.totalCapped ?? false;
  }
  return result;
}

/** A stored modification row (cost in whole TL, `installedOn` as `YYYY-MM-DD`). */
export interface ModificationRow extends Omit<Modification, 'createdAt' | 'dynoSheet'> {
  createdAt: Date | string;
  dynoSheetId: string | null;
  /** The dyno sheet as the reads found it (build-log.ts `withDynoSheets`); absent or null: none. */
  dynoSheet?: DocumentRef | null;
}

export function presentModification(row: ModificationRow): Modification {
  return {
    id: row.id,
    garageId: row.garageId,
    title: row.title,
    category: row.category,
    brand: row.brand,
    cost: row.cost,
    installedOn: row.installedOn,
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
    ...presentModificationBuild(row),
  };
}

/** A photo of a garage: an uploaded image or an external URL. */
export interface PhotoRow {
  image: ImageRow | null;
  url: string | null;
}

/** Everything the detail page needs beyond the card row. */
export interface GarageDetailParts {
  row: GarageRow;
  photos: PhotoRow[];
  modifications: ModificationRow[];
  ownerGarages: { id: string; name: string }[];
  viewerId: string | null;
}

/**
 * Garage detail (with its gallery, modifications and performance figures):
 * the card plus specs, photos in position order, modifications, `isMine` and the owner's
 * other garages.
 */
export function presentGarageDetail(parts: GarageDetailParts): GarageDetail {
  const { row } = parts;
  return {
    ...presentGarageCard(row),
    horsepower: row.horsepower,
    torque: row.torque,
    priceRange: row.priceRange,
    engine: row.engine,
    acceleration: row.acceleration,
    topSpeed: row.topSpeed,
    fuelType: row.fuelType,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    weight: row.weight,
    ...presentGarageBuild(row, parts.modifications),
    photos: parts.photos
      .map((p) => (p.image ? presentImage(p.image) : p.url ? presentImageOrUrl(null, p.url) : null))
      .filter((p): p is ImageView => p !== null),
    modifications: parts.modifications.map(presentModification),
    updatedAt: iso(row.updatedAt),
    isMine: parts.viewerId === row.userId,
    ownerGarages: parts.ownerGarages,
  };
}

/**
 * A garage comment; `canDelete` is true for its author, moderators and admins, `canEdit` for its
 * author (comments module's `canEditComment`).
 */
export function presentComment(row: CommentRow, viewer: Pick<Viewer, 'id' | 'role'> | null): GarageComment {
  return {
    id: row.id,
    garageId: row.parentId,
    body: row.body,
    bodyHtml: row.bodyHtml,
    author: presentMemberRow(row.author),
    createdAt: iso(row.createdAt),
    canDelete: canDeleteComment(row, viewer),
    canEdit: canEditComment(row, viewer),
    editedAt: row.editedAt ? iso(row.editedAt) : null,
    ...(row.hidden ? { hidden: row.hidden } : {}),
  };
}
