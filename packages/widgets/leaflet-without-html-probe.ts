import type { Plugin } from 'vite';

/**
 * Leaflet 1.9 learns, as its module is evaluated, whether the browser's HTML parser makes inline
 * `<svg>` SVG: it assigns `'<svg/>'` to a new element's innerHTML. A page that enforces Trusted
 * Types refuses that assignment, and the whole module with it. Every browser that has SVG parses
 * inline SVG so, and the answer (`Browser.inlineSvg`) only decides the flag in Leaflet's own
 * attribution prefix, which the store map does not show: the script build takes SVG support for
 * the answer. The build fails if the check is not found as written (a Leaflet that changed it).
 */
const HTML_PROBE =
  /var inlineSvg = !!svg\$1 && \(function \(\) \{\s*var div = document\.createElement\('div'\);\s*div\.innerHTML = '<svg\/>';\s*return \(div\.firstChild && div\.firstChild\.namespaceURI\) === 'http:\/\/www\.w3\.org\/2000\/svg';\s*\}\)\(\);/;

export function leafletWithoutHtmlProbe(): Plugin {
  return {
    name: 'leaflet-without-html-probe',
    transform(code, id) {
      if (!/[\\/]leaflet[\\/]dist[\\/]leaflet-src\.esm\.js$/.test(id)) return null;
      if (!HTML_PROBE.test(code)) this.error('Leaflet’s inline SVG check (an innerHTML assignment) was not found as written: check it again for Trusted Types');
      return { code: code.replace(HTML_PROBE, () => 'var inlineSvg = !!svg$1;'), map: null };
    },
  };
}
