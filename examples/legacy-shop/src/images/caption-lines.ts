/** A caption made from an image name: 'samsung-galaxy-s24' → 'Samsung Galaxy S24'. */
export function captionFromName(name: string): string {
  return name
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Splits a caption into at most `maxLines` lines of at most `width` characters; a cut ends with '…'. */
export function wrapCaption(caption: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of caption.split(' ').filter((part) => part !== '')) {
    const chunks = [...word].length > width ? splitWord(word, width) : [word];
    for (const chunk of chunks) {
      const candidate = current === '' ? chunk : `${current} ${chunk}`;
      if ([...candidate].length <= width) {
        current = candidate;
      } else {
        lines.push(current);
        current = chunk;
      }
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] ?? '')];
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1)).join('').trimEnd()}…`;
  return kept;
}

function splitWord(word: string, width: number): string[] {
  const chars = [...word];
  const parts: string[] = [];
  for (let i = 0; i < chars.length; i += width) parts.push(chars.slice(i, i + width).join(''));
  return parts;
}
