const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A label colour from the shop's data as `#rrggbb`, or undefined for anything else: the colour
 * goes into a style, and only plain hex colours are known to be harmless and measurable.
 */
export function labelColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (!HEX.test(color)) return undefined;
  if (color.length === 7) return color.toLowerCase();
  const [r, g, b] = color.slice(1).toLowerCase();
  return `#${r}${r}${g}${g}${b}${b}`;
}

/**
 * Black or white, whichever contrasts more with a `#rrggbb` background (WCAG relative luminance):
 * label colours come from the shop's data, so the text colour cannot be fixed in CSS.
 */
export function readableTextColor(background: string): '#000' | '#fff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#fff';
  const [r, g, b] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite >= onBlack ? '#fff' : '#000';
}
