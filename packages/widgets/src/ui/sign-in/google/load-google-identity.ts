import { googleAccountsId, type GoogleAccountsId } from './google-identity-types';
import { providerScriptUrl } from './provider-script-url';

/** Google's own address of the Identity Services script. */
export const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

const loading = new WeakMap<Document, Map<string, Promise<GoogleAccountsId>>>();

/**
 * Adds the provider's `<script src>` to the document once per address and resolves with
 * `google.accounts.id` when it has run. A failed load is forgotten, so the next call tries again.
 */
export function loadGoogleIdentity(document: Document, src: string): Promise<GoogleAccountsId> {
  const view = document.defaultView;
  if (!view) return Promise.reject(new Error('The document has no window'));
  const ready = googleAccountsId(view);
  if (ready) return Promise.resolve(ready);

  let byDocument = loading.get(document);
  if (!byDocument) loading.set(document, (byDocument = new Map()));
  const known = byDocument.get(src);
  if (known) return known;

  const promise = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = providerScriptUrl(view, src);
    script.async = true;
    script.defer = true;
    script.dataset.vitrinaProvider = 'google';
    script.addEventListener('load', () => {
      const api = googleAccountsId(view);
      if (api) resolve(api);
      else reject(new Error(`${src} loaded without google.accounts.id`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    });
    document.head.append(script);
  });
  byDocument.set(src, promise);
  promise.catch(() => byDocument.delete(src));
  return promise;
}
