import { describe, expect, it } from 'vitest';
import { mapTileOrigin } from '../../infra/http/security-headers';

// The maps' tile server reaches the CSP's img-src only as an http(s) origin; anything else adds nothing.
describe('mapTileOrigin', () => {
  it('takes the origin of a {z}/{x}/{y} template, and nothing of an unset or odd value', () => {
    expect(mapTileOrigin('https://tiles.example:8443/osm/{z}/{x}/{y}.png')).toEqual(['https://tiles.example:8443']);
    expect(mapTileOrigin('http://{s}.tile.local/{z}/{x}/{y}.png')).toEqual(['http://*.tile.local']);
    for (const odd of [undefined, '', 'not a url', 'javascript:alert(1)', 'data:image/png;base64,AA'])
      expect(mapTileOrigin(odd)).toEqual([]);
  });
});
