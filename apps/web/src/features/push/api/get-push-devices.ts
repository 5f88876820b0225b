import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PushDevices, pushApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { pushKeys } from './query-keys';

/** GET /api/push/subscriptions — the member's devices that receive push, newest first. */
export function getPushDevices(signal?: AbortSignal): Promise<PushDevices> {
  return apiFetch(pushApi.getPushSubscriptions, { signal });
}

export function getPushDevicesQueryOptions() {
  return queryOptions({ queryKey: pushKeys.devices(), queryFn: ({ signal }) => getPushDevices(signal) });
}

export function usePushDevices() {
  return useQuery(getPushDevicesQueryOptions());
}
