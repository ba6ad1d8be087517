import type { TGeoLocation } from '@freshfold/shared';

/** The spec's location read: high accuracy, ten seconds at most. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The device's position, or null when it is refused, unavailable or too slow. */
export function readDeviceLocation(): Promise<TGeoLocation | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        console.warn('Location unavailable:', error.message);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
