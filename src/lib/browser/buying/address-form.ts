// "Use my current position" on the address forms: the device's coordinates fill the place fields.
// Hidden until this runs, since it needs the script and the browser's geolocation.
export function enhanceAddressForms(): void {
  if (!('geolocation' in navigator)) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-address-form] [data-locate]')) {
    const form = button.closest('form')!;
    const status = form.querySelector<HTMLElement>('[data-locate-status]');
    button.hidden = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      if (status) status.textContent = button.dataset.locating ?? '';
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          const set = (name: string, value: number) => {
            const input = form.querySelector<HTMLInputElement>(`[data-coordinate="${name}"]`);
            if (input) input.value = value.toFixed(6);
          };
          set('latitude', coords.latitude);
          set('longitude', coords.longitude);
          if (status) status.textContent = '';
          button.disabled = false;
        },
        () => {
          if (status) status.textContent = button.dataset.failed ?? '';
          button.disabled = false;
        },
        { timeout: 10_000, maximumAge: 600_000 },
      );
    });
  }
}
