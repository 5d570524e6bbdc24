// The store menu's category bar: it sticks under the site header (whose height varies with the
// screen, so it is measured), and marks the link of the section being read as the customer
// scrolls, keeping that link in view inside the bar. The links themselves are plain anchors.

export function followMenu(bar: HTMLElement): void {
  const links = [...bar.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const sections = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((section): section is HTMLElement => section !== null);
  if (!sections.length) return;
  const header = document.querySelector<HTMLElement>('body > header, header.sticky');
  const measure = () => {
    const top = header?.getBoundingClientRect().height ?? 0;
    document.documentElement.style.setProperty('--menu-top', `${Math.round(top)}px`);
  };
  let current: HTMLAnchorElement | null = null;
  const mark = () => {
    const line = bar.getBoundingClientRect().bottom + 8;
    let active = sections[0]!;
    for (const section of sections) if (section.getBoundingClientRect().top <= line) active = section;
    const link = links.find((l) => decodeURIComponent(l.hash.slice(1)) === active.id) ?? null;
    if (link === current) return;
    current?.removeAttribute('aria-current');
    link?.setAttribute('aria-current', 'true');
    current = link;
    if (link) {
      const box = bar.querySelector<HTMLElement>('[data-menu-scroller]') ?? bar;
      const offset = link.offsetLeft - (box.clientWidth - link.offsetWidth) / 2;
      box.scrollTo({ left: offset, behavior: 'smooth' });
    }
  };
  let queued = false;
  const onScroll = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark();
    });
  };
  measure();
  mark();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', () => {
    measure();
    onScroll();
  });
}
