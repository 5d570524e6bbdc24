// SVG artwork for the generated demo pictures: flat shapes, a gradient by hue and the label.
// Rendered by sharp (librsvg) with the DejaVu fonts every Debian image has.

export type Art = 'product' | 'logo' | 'icon' | 'wide' | 'tile' | 'avatar' | 'wordmark';

export interface ArtSpec {
  art: Art;
  width: number;
  height: number;
  label: string;
  hue: number;
  /** Picture number of a product (1..4): each gets its own composition. */
  variant?: number;
}

const FONT = 'font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold"';

export function renderSvg(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const body = ART[spec.art](spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const hsl = (hue: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(((hue % 360) + 360) % 360)},${s}%,${l}%)`
    : `hsla(${Math.round(((hue % 360) + 360) % 360)},${s}%,${l}%,${a})`;

function gradient(id: string, hue: number, light: number, dark: number, shift = 35): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 70, light)}"/><stop offset="1" stop-color="${hsl(hue + shift, 62, dark)}"/>` +
    '</linearGradient></defs>'
  );
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Up to three letters: the initials of the first words that start with a letter or digit. */
export function initials(label: string, max = 2): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, max)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** Word-wraps `text` into at most `maxLines` lines that fit `width` at the largest font size. */
function fitText(text: string, width: number, maxSize: number, maxLines: number): { size: number; lines: string[] } {
  for (let size = maxSize; size > 10; size = Math.floor(size * 0.9)) {
    const perLine = Math.floor(width / (size * 0.62));
    const lines: string[] = [];
    for (const word of text.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => l.length <= perLine)) return { size, lines };
  }
  return { size: 11, lines: [text.slice(0, Math.floor(width / 7))] };
}

function textBlock(
  text: string,
  x: number,
  y: number,
  width: number,
  maxSize: number,
  maxLines: number,
  fill: string,
  anchor = 'middle',
): string {
  const { size, lines } = fitText(text, width, maxSize, maxLines);
  const top = y - ((lines.length - 1) * size * 1.2) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * size * 1.2).toFixed(1)}" ${FONT} font-size="${size}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

const ART: Record<Art, (spec: ArtSpec) => string> = {
  product({ width: w, height: h, label, hue, variant = 1 }) {
    const bg = gradient('g', hue, 88 - variant * 3, 70 - variant * 4, 25);
    const cx = w / 2;
    const cy = h * 0.42;
    const r = w * 0.27;
    const shapes = [
      // 1: a plate with a monogram.
      `<circle cx="${cx}" cy="${cy + 10}" r="${r + 22}" fill="${hsl(hue, 30, 97, 0.7)}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue, 65, 52)}"/>`,
      // 2: the same item from the side: a tilted rounded box and a shadow.
      `<ellipse cx="${cx}" cy="${cy + r * 0.95}" rx="${r * 1.05}" ry="${r * 0.18}" fill="${hsl(hue, 40, 30, 0.25)}"/><rect x="${cx - r * 0.8}" y="${cy - r * 0.9}" width="${r * 1.6}" height="${r * 1.7}" rx="${r * 0.25}" fill="${hsl(hue + 10, 60, 50)}" transform="rotate(-8 ${cx} ${cy})"/>`,
      // 3: a close-up: concentric rings.
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="${hsl(hue, 55, 60, 0.45)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.95}" fill="${hsl(hue, 62, 48)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${hsl(hue + 20, 70, 58)}"/>`,
      // 4: in a bag.
      `<path d="M ${cx - r} ${cy - r * 0.5} L ${cx + r} ${cy - r * 0.5} L ${cx + r * 0.85} ${cy + r * 1.05} L ${cx - r * 0.85} ${cy + r * 1.05} Z" fill="${hsl(hue + 180, 25, 92)}"/><path d="M ${cx - r * 0.45} ${cy - r * 0.5} Q ${cx} ${cy - r * 1.4} ${cx + r * 0.45} ${cy - r * 0.5}" stroke="${hsl(hue + 180, 20, 60)}" stroke-width="${w * 0.02}" fill="none"/>`,
    ];
    const mono = `<text x="${cx}" y="${cy + (variant === 4 ? r * 0.3 : 0)}" ${FONT} font-size="${(r * 0.8).toFixed(0)}" fill="${variant === 4 ? hsl(hue, 60, 40) : 'white'}" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials(label))}</text>`;
    const caption =
      `<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${hsl(hue, 45, 20, 0.55)}"/>` +
      textBlock(label, cx, h * 0.9, w * 0.88, h * 0.055, 2, 'white');
    return `${bg}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[(variant - 1) % shapes.length]}${mono}${caption}`;
  },

  logo({ width: w, height: h, label, hue }) {
    const r = Math.min(w, h) / 2;
    return (
      `<rect width="${w}" height="${h}" fill="${hsl(hue, 30, 96)}"/>` +
      `<circle cx="${w / 2}" cy="${h / 2}" r="${r * 0.86}" fill="${hsl(hue, 62, 42)}"/>` +
      `<circle cx="${w / 2}" cy="${h / 2}" r="${r * 0.74}" fill="none" stroke="white" stroke-width="${r * 0.04}" stroke-opacity="0.6"/>` +
      `<text x="${w / 2}" y="${h / 2}" ${FONT} font-size="${(r * 0.62).toFixed(0)}" fill="white" text-anchor="middle" dominant-baseline="central">${escapeXml(initials(label))}</text>`
    );
  },

  icon({ width: w, height: h, label, hue }) {
    return (
      `${gradient('g', hue, 60, 42)}<rect width="${w}" height="${h}" rx="${w * 0.22}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.72}" cy="${h * 0.28}" r="${w * 0.12}" fill="white" fill-opacity="0.35"/>` +
      `<text x="${w / 2}" y="${h / 2}" ${FONT} font-size="${(h * 0.48).toFixed(0)}" fill="white" text-anchor="middle" dominant-baseline="central">${escapeXml(initials(label, 1))}</text>`
    );
  },

  wide({ width: w, height: h, label, hue }) {
    const deco =
      `<circle cx="${w * 0.86}" cy="${h * 0.2}" r="${h * 0.55}" fill="white" fill-opacity="0.12"/>` +
      `<circle cx="${w * 0.95}" cy="${h * 0.95}" r="${h * 0.4}" fill="white" fill-opacity="0.1"/>` +
      `<circle cx="${w * 0.78}" cy="${h * 0.62}" r="${h * 0.22}" fill="${hsl(hue + 40, 80, 70)}" fill-opacity="0.8"/>`;
    const title = textBlock(label, w * 0.07, h * 0.48, w * 0.58, h * 0.14, 3, 'white', 'start');
    const brand = `<text x="${w * 0.07}" y="${h * 0.86}" ${FONT} font-size="${(h * 0.06).toFixed(0)}" fill="white" fill-opacity="0.85">SOUQ EXPRESS</text>`;
    return `${gradient('g', hue, 52, 32, 30)}<rect width="${w}" height="${h}" fill="url(#g)"/>${deco}${title}${brand}`;
  },

  tile({ width: w, height: h, label, hue }) {
    return (
      `${gradient('g', hue, 85, 66, 20)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.26}" fill="${hsl(hue, 60, 46)}"/>` +
      `<text x="${w / 2}" y="${h * 0.42}" ${FONT} font-size="${(w * 0.2).toFixed(0)}" fill="white" text-anchor="middle" dominant-baseline="central">${escapeXml(initials(label))}</text>` +
      textBlock(label, w / 2, h * 0.84, w * 0.9, h * 0.085, 2, hsl(hue, 50, 18))
    );
  },

  avatar({ width: w, height: h, label, hue }) {
    return (
      `<rect width="${w}" height="${h}" fill="${hsl(hue, 55, 55)}"/>` +
      `<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.18}" fill="white" fill-opacity="0.9"/>` +
      `<path d="M ${w * 0.18} ${h} Q ${w * 0.2} ${h * 0.6} ${w / 2} ${h * 0.6} Q ${w * 0.8} ${h * 0.6} ${w * 0.82} ${h} Z" fill="white" fill-opacity="0.9"/>` +
      `<text x="${w / 2}" y="${h * 0.38}" ${FONT} font-size="${(w * 0.14).toFixed(0)}" fill="${hsl(hue, 55, 40)}" text-anchor="middle" dominant-baseline="central">${escapeXml(initials(label))}</text>`
    );
  },

  wordmark({ width: w, height: h, label, hue }) {
    // A filled badge so the logo reads on light and dark themes alike.
    const r = h * 0.3;
    const cx = h * 0.5;
    return (
      `${gradient('g', hue, 42, 30, 20)}<rect width="${w}" height="${h}" rx="${h * 0.22}" fill="url(#g)"/>` +
      `<circle cx="${cx}" cy="${h / 2}" r="${r}" fill="white"/>` +
      `<path d="M ${cx - r * 0.5} ${h / 2 - r * 0.15} h ${r} l -${r * 0.14} ${r * 0.65} h -${r * 0.72} Z" fill="${hsl(hue, 60, 36)}"/>` +
      `<path d="M ${cx - r * 0.28} ${h / 2 - r * 0.15} q ${r * 0.28} -${r * 0.55} ${r * 0.56} 0" stroke="${hsl(hue, 60, 36)}" stroke-width="${r * 0.12}" fill="none"/>` +
      `<text x="${h * 0.95}" y="${h / 2}" ${FONT} font-size="${(h * 0.36).toFixed(0)}" fill="white" dominant-baseline="central">${escapeXml(label)}</text>`
    );
  },
};
