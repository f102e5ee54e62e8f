import type { Child } from 'hono/jsx';

/** A short message where a list would be, with an optional way on. */
export function EmptyState({ text, children }: { text: string; children?: Child }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {children}
    </div>
  );
}
