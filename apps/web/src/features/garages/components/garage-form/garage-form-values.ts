/**
 * The garage form's values (strings, as the inputs hold them) and their conversions.
 * Validation is the server's own schema, `garageInput` from '@garaj/shared'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormSetError } from 'react-hook-form';
import {
  DRIVETRAINS,
  garageInput,
  type GarageData,
  type GarageDetail,
  type GarageInput,
  type Modification,
  type VehicleType,
} from '@garaj/shared';
import { imageItemFromView, type ImageUploadItem } from '@/components/image-upload';
import { applyFieldErrors, fieldByHead } from '@/lib/form-errors';

export interface GarageFormValues {
  name: string;
  description: string;
  vehicleType: VehicleType;
  carBrand: string;
  carModel: string;
  carYear: string;
  horsepower: string;
  torque: string;
  modificationType: string;
  priceRange: string;
  location: string;
  engine: string;
  acceleration: string;
  topSpeed: string;
  fuelType: string;
  transmission: string;
  drivetrain: string;
  weight: string;
  /** Stock figures of the build log ("Stok vs Şimdi"). */
  stockHp: string;
  stockNm: string;
  stockZeroTo100: string;
  stockKg: string;
  stockDb: string;
  /** In order; the first is the cover. */
  photos: ImageUploadItem[];
  /** Saved with the garage; `id` for stored ones, none for new ones. */
  modifications: ModificationDraft[];
}

/** The fields of a modification the form edits and shows, its dyno sheet as a whole document. */
export type ModificationDraftFields = Omit<Modification, 'id' | 'garageId' | 'createdAt'>;

/**
 * A modification in the form: the stored one's `id`, or none until the garage is saved. The dyno
 * sheet travels as `dynoSheetId` (what the API takes) next to `dynoSheet` (what the list shows).
 */
export interface ModificationDraft extends ModificationDraftFields {
  id?: string;
  dynoSheetId: string | null;
  /** Local React key (stored id or a generated one). */
  key: string;
}

/** Fields of the optional "performance specs" section (opened when one of them has a value). */
export const PERFORMANCE_FIELDS = [
  'engine',
  'acceleration',
  'topSpeed',
  'fuelType',
  'transmission',
  'drivetrain',
  'weight',
  'stockHp',
  'stockNm',
  'stockZeroTo100',
  'stockKg',
  'stockDb',
] as const satisfies readonly (keyof GarageFormValues)[];

/** Drivetrains that make sense per vehicle type (chain/belt/shaft are motorcycle drives). */
export function drivetrainsFor(type: VehicleType): readonly string[] {
  return type === 'motorcycle'
    ? DRIVETRAINS.filter((d) => ['chain', 'belt', 'shaft'].includes(d))
    : ['fwd', 'rwd', 'awd'];
}

/** The fields of a stored modification the form keeps, its dyno sheet's id with it. */
function draftFields({ id: _id, garageId: _garageId, createdAt: _createdAt, ...fields }: Modification): ModificationDraftFields & { dynoSheetId: string | null } {
  return { ...fields, dynoSheetId: fields.dynoSheet?.id ?? null };
}

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Empty values for a new garage, or the stored garage's values for editing. */
export function toFormValues(garage?: GarageDetail): GarageFormValues {
  return {
    name: text(garage?.name),
    description: text(garage?.description),
    vehicleType: garage?.vehicleType ?? 'car',
    carBrand: text(garage?.carBrand),
    carModel: text(garage?.carModel),
    carYear: num(garage?.carYear),
    horsepower: num(garage?.horsepower),
    torque: num(garage?.torque),
    modificationType: text(garage?.modificationType),
    priceRange: text(garage?.priceRange),
    location: text(garage?.location),
    engine: text(garage?.engine),
    acceleration: num(garage?.acceleration),
    topSpeed: num(garage?.topSpeed),
    fuelType: text(garage?.fuelType),
    transmission: text(garage?.transmission),
    drivetrain: text(garage?.drivetrain),
    weight: num(garage?.weight),
    stockHp: num(garage?.stockHp),
    stockNm: num(garage?.stockNm),
    stockZeroTo100: num(garage?.stockZeroTo100),
    stockKg: num(garage?.stockKg),
    stockDb: num(garage?.stockDb),
    photos: (garage?.photos ?? []).map(imageItemFromView),
    modifications: (garage?.modifications ?? []).map((modification) => ({
      id: modification.id,
      key: modification.id,
      ...draftFields(modification),
    })),
  };
}

/**
 * `garageInput` validates the form values as they are: text becomes trimmed/null, numeric
 * strings become integers or null, and each photo item keeps only `{ imageId }` or `{ url }`.
 * The form holds strings where the schema's input type is narrower, hence the cast.
 */
export const garageFormResolver = zodResolver(garageInput) as unknown as Resolver<
  GarageFormValues,
  unknown,
  GarageData
>;

/** The request body: photos as `{ imageId }` / `{ url }` (sale data is the listing's, not the garage form's). */
export function toGarageInput(data: GarageData): GarageInput {
  return {
    ...data,
    photos: data.photos.map((photo) =>
      'imageId' in photo ? { imageId: photo.imageId } : { url: photo.url },
    ),
    modifications: (data.modifications ?? []).map(({ id, ...modification }) => ({
      ...(id ? { id } : {}),
      ...modification,
    })),
  };
}

const fieldOfPath = fieldByHead<GarageFormValues>(new Set(Object.keys(toFormValues())));

/**
 * Puts the server's `fields` (`{ carYear: 'YEAR_OUT_OF_RANGE', 'photos.0.url': 'URL_INVALID' }`)
 * on the form's fields; focuses the first. Returns false when none of them is a form field.
 */
export function applyServerFieldErrors(
  fields: Record<string, string> | undefined,
  setError: UseFormSetError<GarageFormValues>,
): boolean {
  return applyFieldErrors(fields, setError, fieldOfPath);
}
