/**
 * Fetches the page at `address` (same origin, with its cookies) as a document the browser parses
 * itself: XMLHttpRequest with `responseType = 'document'`, as it reads a page it navigates to. None
 * of the page's scripts run, and no string of the widgets goes through an HTML parser, so a page that
 * enforces Trusted Types needs no policy for it (`DOMParser.parseFromString`, `Document.parseHTMLUnsafe`,
 * `innerHTML` of a new document are all Trusted Types sinks). Rejects on a status other than 2xx, an
 * answer that is not HTML, a redirect to another page or a failed request; with `signal`'s reason
 * when it aborts.
 */
export function fetchPageDocument(address: string, signal?: AbortSignal): Promise<Document> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    request.open('GET', address);
    request.responseType = 'document';
    request.setRequestHeader('Accept', 'text/html');
    request.addEventListener('load', () =>
      settle(() => {
        if (request.status < 200 || request.status > 299) return reject(new Error(`The page answered ${request.status}`));
        if (!(request.getResponseHeader('content-type') ?? '').includes('text/html')) return reject(new Error('The page did not answer with HTML'));
        if (request.responseURL && new URL(request.responseURL).pathname !== new URL(address, location.href).pathname) return reject(new Error('The page was redirected'));
        // responseXML: the parsed document for responseType 'document' (and what test doubles of XMLHttpRequest give).
        const page = request.responseXML;
        return page ? resolve(page) : reject(new Error('The page could not be read'));
      }),
    );
    request.addEventListener('error', () => settle(() => reject(new Error(`The page at ${address} could not be fetched`))));
    request.addEventListener('abort', () => settle(() => reject(signal?.reason ?? new Error('The page’s request was aborted'))));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send();
  });
}
