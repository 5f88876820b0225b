import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationPositionInput } from '@garaj/shared';
import { toast } from '@/lib/lazy-toast';

/** Asking the browser for a position gives up after this long (ms). */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

/**
 * 'Konumumu Al' (spec §2 Location sharing, §8 toasts): asks the browser for the current position
 * once. 'Konum Alındı! 📍' on success; 'Konum Hatası' when it fails (permission refused,
 * unavailable, timeout); 'Konum Desteklenmiyor' without the Geolocation API.
 */
export function useGeolocation() {
  const { t } = useTranslation('location');
  const [position, setPosition] = useState<LocationPositionInput | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      toast.error(t('toast.unsupportedTitle'), { description: t('toast.unsupportedText') });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setLocating(false);
        setPosition({ lat: result.coords.latitude, lng: result.coords.longitude });
        toast.success(t('toast.located'));
      },
      () => {
        setLocating(false);
        toast.error(t('toast.errorTitle'), { description: t('toast.errorText') });
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 30_000 },
    );
  }, [t]);

  return { position, locating, locate };
}
