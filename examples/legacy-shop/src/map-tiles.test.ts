import { describe, expect, it } from 'vitest';
import { OPENSTREETMAP_TILES, tilesImageSource } from './map-tiles';

describe('tilesImageSource', () => {
  it('allows the tiles’ origin', () => {
    expect(tilesImageSource(OPENSTREETMAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(tilesImageSource('https://tiles.example.com:8443/osm/{z}/{x}/{y}.png')).toBe('https://tiles.example.com:8443');
  });

  it('allows every subdomain of a {s} template', () => {
    expect(tilesImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('needs nothing for same-site tiles or none, and refuses what is not https', () => {
    expect(tilesImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tilesImageSource('')).toBeNull();
    expect(tilesImageSource('http://tiles.example.com/{z}/{x}/{y}.png')).toBeNull();
  });
});
