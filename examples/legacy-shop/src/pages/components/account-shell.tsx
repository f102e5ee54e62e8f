import type { Child } from 'hono/jsx';
import type { PageContext } from '../context/page-context';
import { Document } from '../layout/document';
import type { PageKind } from '../widget-attributes';

/** The narrow centred column of the login, registration and recovery pages. */
export function AccountShell({ ctx, page, title, children }: { ctx: PageContext; page: PageKind; title: string; children?: Child }) {
  return (
    <Document ctx={ctx} page={page} title={title}>
      <section className="account-card" aria-labelledby="account-title">
        <h1 id="account-title" className="page-title">
          {title}
        </h1>
        {children}
      </section>
    </Document>
  );
}
