/**
 * The modification dialog's values (strings, as the inputs hold them) and their conversions.
 * Validation is the server's own schema, `modificationInput` from '@garaj/shared'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { BUILD_FIGURE_KINDS, figureField, modificationInput, type DocumentRef, type ModificationFigures } from '@garaj/shared';
import type { ModificationDraft } from '../garage-form-values';

type FigureValues = Record<keyof ModificationFigures, string>;

export interface ModificationFormValues extends FigureValues {
  title: string;
  category: string;
  brand: string;
  cost: string;
  installedOn: string;
  note: string;
  odometerKm: string;
  /** '' | 'self' | 'shop' */
  doneBy: string;
  shopName: string;
  legalCategory: string;
  /** '' | 'wheel' | 'crank' */
  measuredAt: string;
  /** The uploaded dyno sheet's id, or ''. */
  dynoSheetId: string;
}

/** A checked modification (the shared schema's output). */
export type ModificationData = ReturnType<typeof modificationInput.parse>;

/** What the dialog hands to the garage form: the checked values and the dyno sheet to show. */
export type ModificationDialogResult = ModificationData & { dynoSheet: DocumentRef | null };

/** Same schema as the server; the form holds strings, hence the cast. */
export const modificationResolver = zodResolver(modificationInput) as unknown as Resolver<ModificationFormValues, unknown, ModificationData>;

/** Every before/after field, in the order of BUILD_FIGURE_KINDS. */
export const FIGURE_FIELDS = BUILD_FIGURE_KINDS.flatMap((kind) => [figureField(kind, 'Before'), figureField(kind, 'After')]);

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The dialog's starting values: the modification being edited, or empty ones. */
export function toModificationFormValues(modification: ModificationDraft | null): ModificationFormValues {
  const figures = Object.fromEntries(FIGURE_FIELDS.map((name) => [name, num(modification?.[name])])) as FigureValues;
  return {
    title: text(modification?.title),
    category: text(modification?.category),
    brand: text(modification?.brand),
    cost: num(modification?.cost),
    installedOn: text(modification?.installedOn),
    note: text(modification?.note),
    odometerKm: num(modification?.odometerKm),
    doneBy: text(modification?.doneBy),
    shopName: text(modification?.shopName),
    legalCategory: text(modification?.legalCategory),
    measuredAt: text(modification?.measuredAt),
    dynoSheetId: text(modification?.dynoSheetId),
    ...figures,
  };
}

/** True when the modification has any measured figure (the "Ölçümler" group starts open). */
export const hasMeasurements = (values: ModificationFormValues) =>
  FIGURE_FIELDS.some((name) => values[name] !== '') || values.measuredAt !== '' || values.dynoSheetId !== '';
