/**
 * Editable text as paragraphs: blank lines separate paragraphs. Content may arrive with simple
 * markup; tags are dropped so it reads as text (the output is escaped either way).
 */
export function paragraphsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/<\/(p|div|h\d)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

export function TextParagraphs({ text }: { text: string | null | undefined }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
