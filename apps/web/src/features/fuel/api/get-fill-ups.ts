import { queryOptions, useQuery } from '@tanstack/react-query';
import { FUEL_PAGE_SIZE, fuelApi, type FillUpPage } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { fuelKeys } from './query-keys';

/** GET /api/fuel/garages/:id/fill-ups — one page of fill-ups, newest first, after `cursor`. */
export function getFillUps(garageId: string, cursor: string | null, signal?: AbortSignal): Promise<FillUpPage> {
  return apiFetch(fuelApi.listFillUps, { params: { id: garageId }, signal, query: { cursor: cursor ?? undefined, limit: FUEL_PAGE_SIZE } });
}

export const getFillUpsQueryOptions = (garageId: string, cursor: string | null) =>
  queryOptions({ queryKey: fuelKeys.fillUps(garageId, cursor), queryFn: ({ signal }) => getFillUps(garageId, cursor, signal) });

/** The page of fill-ups the address names (`?after=`): pages are links, so they work without JavaScript. */
export const useFillUps = (garageId: string, cursor: string | null) => useQuery(getFillUpsQueryOptions(garageId, cursor));
