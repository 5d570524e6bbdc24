// The device's position for the order dialog, stored through the storefront (zone and place name).
import { storefrontFetch } from '../../lib/browser/http.ts';

/** Asks the device for its position and stores it through the storefront (zone and place name). */
export function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          await storefrontFetch('/api/location', {
            method: 'POST',
            json: { latitude: coords.latitude, longitude: coords.longitude },
          });
          resolve({ lat: coords.latitude, lng: coords.longitude });
        } catch (error) {
          reject(error);
        }
      },
      reject,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
