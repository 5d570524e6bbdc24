// Brings every server-rendered [data-carousel] on the page to life with Swiper: the slides are
// already in the markup (a scroll-snapping row sized like Swiper will size it), so this adds
// behaviour only: dragging, arrows, looping, auto-advance with a pause button, and keyboard focus
// that brings a hidden slide into view. Loaded once by Carousel.astro on pages that have one.
//
// Setting up a carousel measures its slides (a style and layout pass) and, looping, rearranges
// them: on a slow phone that is tens of milliseconds each. So each carousel is set up in a task of
// its own, those near the viewport first and the others when the page is idle, and nothing here
// forces a style pass before Swiper's own.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { readCarouselConfig, swiperOptions } from '../catalog/carousel-options.ts';

type Hold = 'user' | 'focus' | 'offscreen';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function setup(root: HTMLElement): void {
  if (root.dataset.ready !== undefined) return;
  const container = root.querySelector<HTMLElement>('.swiper');
  const wrapper = container?.querySelector<HTMLElement>('.swiper-wrapper');
  if (!container || !wrapper) return;
  const config = readCarouselConfig(root.dataset);

  // Swiper reads the direction once, from the element itself: pin it to the page's (the dir
  // attribute, which sets it; reading the computed style would force a style pass), so its
  // translate and loop maths use the right sign in Arabic.
  container.dir = root.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  // The visitor may have scrolled the row before this ran; Swiper positions slides from 0.
  wrapper.scrollLeft = 0;

  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');

  const options = swiperOptions(config, { reducedMotion });
  const autoplays = options.autoplay !== false;
  const swiper = new Swiper(container, { ...options, modules: autoplays ? [Autoplay] : [] });

  const updateArrows = () => {
    const canMove = !swiper.isLocked;
    if (prev) prev.disabled = !canMove || (!config.loop && swiper.isBeginning);
    if (next) next.disabled = !canMove || (!config.loop && swiper.isEnd);
  };
  updateArrows();
  swiper.on('slideChange', updateArrows);
  swiper.on('resize', updateArrows);
  swiper.on('breakpoint', updateArrows);
  swiper.on('lock', updateArrows);
  swiper.on('unlock', updateArrows);
  prev?.addEventListener('click', () => swiper.slidePrev());
  next?.addEventListener('click', () => swiper.slideNext());

  // Auto-advance runs only while nothing holds it: the visitor's pause, keyboard focus inside the
  // slides (content must not move under it), or the carousel being out of view, which it counts as
  // until the observer below has said otherwise (no slide moves unseen).
  const observes = autoplays && 'IntersectionObserver' in window;
  const holds = new Set<Hold>(observes ? ['offscreen'] : []);
  const applyHolds = () => {
    if (!autoplays) return;
    const shouldRun = holds.size === 0;
    if (shouldRun && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRun && swiper.autoplay.running) swiper.autoplay.stop();
  };
  const hold = (reason: Hold, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    applyHolds();
  };

  if (toggle) {
    if (!autoplays) {
      toggle.hidden = true;
    } else {
      const render = () => {
        const paused = holds.has('user');
        toggle.setAttribute('aria-label', (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '');
        toggle.dataset.paused = String(paused);
      };
      toggle.addEventListener('click', () => {
        hold('user', !holds.has('user'));
        render();
      });
      render();
    }
  }

  applyHolds();
  if (observes) {
    new IntersectionObserver(([entry]) => hold('offscreen', !entry?.isIntersecting)).observe(root);
  }

  // Slides are links and images, which a mouse would otherwise start dragging (as a URL or a
  // picture) instead of swiping.
  container.addEventListener('dragstart', (event) => event.preventDefault());

  // Bringing a hidden slide into view, by keyboard focus or by a script's scrollIntoView(): the
  // browser scrolls the clipped container instead, which would desynchronise Swiper's transform.
  // Undo that scroll and slide there instead.
  const reveal = (slide: HTMLElement) => {
    if (swiper.isLocked || slide.classList.contains('swiper-slide-fully-visible')) return;
    const realIndex = Number(slide.dataset.swiperSlideIndex);
    if (config.loop && Number.isInteger(realIndex)) swiper.slideToLoop(realIndex);
    else swiper.slideTo(swiper.slides.indexOf(slide));
  };
  container.addEventListener('scroll', () => {
    if (container.scrollLeft === 0) return;
    // The browser scrolls just far enough to show its target at the end edge (the only way a
    // container at its start can scroll); focus is handled below, where the target is known.
    let target: HTMLElement | undefined;
    if (!container.contains(document.activeElement)) {
      const box = container.getBoundingClientRect();
      const edge = swiper.rtl ? box.left + 1 : box.right - 1;
      const distance = (el: HTMLElement) => {
        const r = el.getBoundingClientRect();
        return edge < r.left ? r.left - edge : edge > r.right ? edge - r.right : 0;
      };
      target = swiper.slides.reduce<HTMLElement | undefined>(
        (best, el) => (!best || distance(el) < distance(best) ? el : best),
        undefined,
      );
    }
    container.scrollLeft = 0;
    if (target) reveal(target);
  });
  container.addEventListener('focusin', (event) => {
    container.scrollLeft = 0;
    hold('focus', true);
    const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide');
    if (slide) reveal(slide);
  });
  container.addEventListener('focusout', (event) => {
    if (!container.contains(event.relatedTarget as Node | null)) hold('focus', false);
  });

  root.dataset.ready = '';
}

type Scheduler = { yield?: () => Promise<void> };

/** Lets the browser paint and handle input before the next carousel. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Waits for a moment the page has nothing else to do (at most a second). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/** The carousels within reach of the viewport, from the observer's first report (no forced layout). */
function nearViewport(roots: HTMLElement[]): Promise<Set<Element>> {
  if (!('IntersectionObserver' in window)) return Promise.resolve(new Set(roots));
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(new Set(entries.filter((e) => e.isIntersecting).map((e) => e.target)));
      },
      { rootMargin: '50% 0px' },
    );
    for (const root of roots) observer.observe(root);
  });
}

async function setupAll(): Promise<void> {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-carousel]')];
  const near = await nearViewport(roots);
  for (const root of roots.filter((r) => near.has(r))) {
    setup(root);
    await nextTask();
  }
  for (const root of roots.filter((r) => !near.has(r))) {
    await idle();
    setup(root);
  }
}

void setupAll();
