// The sort and filter forms submit as soon as a choice changes, so the Apply button they need
// without JavaScript goes. Empty choices are left out of the address (?sort=&type= is noise).
// Parameters named in data-keep-live (the search page's ?q=, which its island keeps up to date
// while the visitor types) are taken from the address bar rather than from the rendered form.

export function enhanceSortForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-sort-filter]')) {
    if (form.dataset.enhanced) continue;
    form.dataset.enhanced = '1';
    form.querySelector<HTMLElement>('[data-sort-apply]')?.setAttribute('hidden', '');
    form.addEventListener('change', () => form.requestSubmit());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const url = new URL(form.action, window.location.href);
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value !== '') url.searchParams.set(name, value);
      }
      const current = new URL(window.location.href).searchParams;
      for (const name of (form.dataset.keepLive ?? '').split(' ').filter(Boolean)) {
        const value = current.get(name);
        if (value) url.searchParams.set(name, value);
      }
      form.setAttribute('aria-busy', 'true');
      window.location.assign(url);
    });
  }
}
