// Leaflet's ES module build: the same API as the package's main (UMD) file, which @types/leaflet describes.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}

declare module '*.css?raw' {
  const text: string;
  export default text;
}
