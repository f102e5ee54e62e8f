import type { Child } from 'hono/jsx';

export interface PageSectionProps {
  readonly id?: string;
  /** Classes beside `section`. */
  readonly className?: string;
  /** The id of the section's title, which labels it. */
  readonly titleId: string;
  readonly title: string;
  readonly children?: Child;
}

/** A section of a screen under its h2 title. */
export function PageSection({ id, className, titleId, title, children }: PageSectionProps) {
  return (
    <section id={id} className={className ? `section ${className}` : 'section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
