import { captionFromName, wrapCaption } from './caption-lines';
import type { ImageKind } from './image-kinds';
import { escapeXml, printableText } from './xml-escape';

interface Layout {
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  /** Characters per caption line and lines at most. */
  readonly lineWidth: number;
  readonly lines: number;
}

const LAYOUTS: Readonly<Record<ImageKind, Layout>> = {
  product: { width: 600, height: 600, fontSize: 30, lineWidth: 24, lines: 3 },
  category: { width: 320, height: 320, fontSize: 24, lineWidth: 18, lines: 2 },
  'banner-desktop': { width: 1440, height: 420, fontSize: 56, lineWidth: 34, lines: 2 },
  'banner-tablet': { width: 1024, height: 360, fontSize: 46, lineWidth: 28, lines: 2 },
  'banner-mobile': { width: 640, height: 480, fontSize: 40, lineWidth: 20, lines: 3 },
  award: { width: 120, height: 120, fontSize: 13, lineWidth: 12, lines: 2 },
  bank: { width: 200, height: 80, fontSize: 22, lineWidth: 14, lines: 1 },
  advantage: { width: 96, height: 96, fontSize: 40, lineWidth: 2, lines: 1 },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** A hue from the name (FNV-1a): a picture keeps its colour, and a banner has one colour at every size. */
export function hueOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return (hash >>> 0) % 360;
}

function textLines(lines: readonly string[], x: number, firstY: number, layout: Layout, fill: string, anchor: string): string {
  const step = Math.round(layout.fontSize * 1.25);
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * step}" font-family="${FONT}" font-size="${layout.fontSize}" font-weight="600" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function body(kind: ImageKind, layout: Layout, hue: number, caption: string): string {
  const { width: w, height: h } = layout;
  const accent = `hsl(${hue} 55% 40%)`;
  const light = `hsl(${hue} 70% 94%)`;
  const lines = wrapCaption(caption, layout.lineWidth, layout.lines);
  const step = Math.round(layout.fontSize * 1.25);
  switch (kind) {
    case 'product':
      return (
        `<rect width="${w}" height="${h}" fill="${light}"/>` +
        `<rect x="210" y="70" width="180" height="300" rx="28" fill="#fff" stroke="${accent}" stroke-width="10"/>` +
        `<circle cx="300" cy="340" r="10" fill="${accent}"/>` +
        textLines(lines, w / 2, 450, layout, '#1f2937', 'middle')
      );
    case 'category':
      return (
        `<rect width="${w}" height="${h}" fill="${light}"/>` +
        `<circle cx="${w / 2}" cy="120" r="80" fill="${accent}" opacity="0.85"/>` +
        textLines(lines, w / 2, 250, layout, '#1f2937', 'middle')
      );
    case 'banner-desktop':
    case 'banner-tablet':
    case 'banner-mobile': {
      const centred = kind === 'banner-mobile';
      const firstY = Math.round(h / 2 - ((lines.length - 1) * step) / 2 + layout.fontSize / 3);
      return (
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/>` +
        `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
        `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" opacity="0.08"/>` +
        `<circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.3}" fill="#fff" opacity="0.1"/>` +
        textLines(lines, centred ? w / 2 : Math.round(w * 0.07), firstY, layout, '#fff', centred ? 'middle' : 'start')
      );
    }
    case 'award':
      return (
        `<circle cx="60" cy="60" r="56" fill="hsl(${hue} 60% 88%)" stroke="${accent}" stroke-width="6"/>` +
        textLines(lines, 60, lines.length > 1 ? 56 : 64, layout, '#1f2937', 'middle')
      );
    case 'bank':
      return `<rect width="${w}" height="${h}" rx="12" fill="${accent}"/>` + textLines(lines, w / 2, 48, layout, '#fff', 'middle');
    case 'advantage':
      return (
        `<circle cx="48" cy="48" r="46" fill="${accent}"/>` +
        textLines([[...caption].slice(0, 1).join('').toUpperCase()], 48, 62, layout, '#fff', 'middle')
      );
  }
}

/**
 * A placeholder picture of a kind, made from its name: the same name always gives the same SVG.
 * `caption` replaces the text made from the name; every text is escaped before it is placed.
 */
export function renderPlaceholderSvg(kind: ImageKind, name: string, caption?: string): string {
  const layout = LAYOUTS[kind];
  const text = printableText(caption ?? '') || captionFromName(name);
  const label = escapeXml(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" ` +
    `viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-label="${label}"><title>${label}</title>` +
    `${body(kind, layout, hueOf(name), text)}</svg>`
  );
}
