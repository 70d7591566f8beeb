// The map's base layer. No tile server is reachable where the shop runs by default, so the map draws
// its own plain background (the coast, the zones); MAP_TILE_URL (decision 0072), read when the app is built,
// puts a tile server's map under them — an {z}/{x}/{y} template such as https://tile.example/{z}/{x}/{y}.png.
const configured: unknown = import.meta.env.VITE_MAP_TILE_URL;

/** The tile template, or null for the plain background. */
export const TILE_URL: string | null = typeof configured === 'string' && configured.trim() ? configured.trim() : null;
