import { useEffect, useRef } from 'react';
import { useRecordGarageView } from '../api/record-garage-view';

/**
 * Counts one view when a garage is shown. The ref survives React StrictMode's double effect,
 * so development does not send two requests (the server deduplicates per visitor and day anyway).
 */
export function useRecordView(garageId: string | undefined) {
  const { mutate } = useRecordGarageView();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!garageId || sentFor.current === garageId) return;
    sentFor.current = garageId;
    mutate(garageId);
  }, [garageId, mutate]);
}
