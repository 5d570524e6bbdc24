// Brings every server-rendered [data-carousel] on the page to life with Swiper: the slides are
// already in the markup (a scroll-snapping row sized like Swiper will size it), so this adds
// behaviour only: dragging, arrows, looping, auto-advance with a pause button, and keyboard focus
// that brings a hidden slide into view. Loaded once by Carousel.astro on pages that have one.
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

  // Swiper reads the direction once, from the element itself: pin it to the direction the page
  // actually computes, so its translate and loop maths use the right sign in Arabic.
  container.dir = getComputedStyle(container).direction === 'rtl' ? 'rtl' : 'ltr';
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
  // slides (content must not move under it), or the carousel being scrolled out of view.
  const holds = new Set<Hold>();
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

  if (autoplays && 'IntersectionObserver' in window) {
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

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) setup(root);
