import { useCallback, useState } from 'react';

/**
 * How many of a form's uploads are under way, for a form with several upload controls that
 * must not be saved while any of them uploads. Returns `[count, onUploadingChange]`; pass
 * `onUploadingChange` to each `ImageUpload` (it is stable across renders).
 */
export function useUploadsInProgress(): [number, (uploading: boolean) => void] {
  const [count, setCount] = useState(0);
  const onUploadingChange = useCallback((uploading: boolean) => setCount((n) => Math.max(0, n + (uploading ? 1 : -1))), []);
  return [count, onUploadingChange];
}
