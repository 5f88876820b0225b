import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountDataApi, type DataExport, type DataExportList } from '@garaj/shared';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { accountDataKeys } from './query-keys';

/** How often (ms) the list is asked again while an archive is being prepared. */
export const DATA_EXPORT_POLL_MS = 5_000;

/** GET /api/me/data-exports — the member's latest archives, newest first. */
export function getDataExports(signal?: AbortSignal): Promise<DataExportList> {
  return apiFetch(accountDataApi.getDataExports, { signal });
}

const hasPending = (list: DataExportList | undefined) => list?.items.some((item) => item.status === 'pending') ?? false;

/** The archives; asked again every {@link DATA_EXPORT_POLL_MS} while one is still being prepared. */
export function useDataExports() {
  return useQuery(
    queryOptions({
      queryKey: accountDataKeys.exports(),
      queryFn: ({ signal }) => getDataExports(signal),
      refetchInterval: (query) => (hasPending(query.state.data) ? DATA_EXPORT_POLL_MS : false),
    }),
  );
}

/** POST /api/me/data-exports — starts preparing an archive (202); 429 DATA_EXPORT_TOO_SOON within a day of the last one. */
export function requestDataExport(): Promise<DataExport> {
  return apiFetch(accountDataApi.requestDataExport);
}

/** The ZIP's address: a plain link downloads it with the session cookie. */
export function dataExportDownloadUrl(id: string): string {
  return apiUrl(accountDataApi.downloadDataExport, { params: { id } });
}
