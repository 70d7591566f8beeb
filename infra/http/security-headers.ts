import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The origin of the delivery maps' tile server (MAP_TILE_URL, a `{z}/{x}/{y}` template), whose images
 * the maps show; none when unset or not a URL.
 */
export function mapTileOrigin(template = process.env.MAP_TILE_URL): string[] {
  if (!template) return [];
  try {
    // Leaflet's {s} picks one of several subdomains: all of them are the server's.
    const url = new URL(template.replace('{s}', 'any-subdomain').replace(/\{[a-z]\}/g, '0'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
    return [url.origin.replace('://any-subdomain.', '://*.')];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy the app works under (checked in a browser by tests/e2e/security-headers.e2e.ts):
 * - scripts only from our own files: the built app has no inline script;
 * - styles may be inline: apexcharts injects a <style> and draws SVG with style attributes, and the
 *   billing print window writes its own stylesheet (window.open inherits this policy);
 * - connect-src 'self' covers the same-origin websocket at /api/ws (CSP level 3 matches ws:/wss: there);
 * - images from us, data: (icons), blob: (downloads, scanned frames) and the map tiles' server if one is set;
 * - never framed, no plugins.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...mapTileOrigin()],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Security headers (helmet) on every answer of the API it is called on — both APIs call it, so the
 * app, its files and the API documentation carry the same headers whichever part serves them.
 * Helmet itself, built once: @fastify/helmet built a new helmet (and parsed the policy again) for
 * every request — 3 % of a command's CPU in the issue-41 profile — for per-route options and CSP
 * nonces we do not use.
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmet({
    // useDefaults off: the policy above is the whole policy. No upgrade-insecure-requests: the shop
    // is served over plain HTTP on 127.0.0.1; TLS (and with it HSTS's effect) is the balancer's.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => headers(req.raw, reply.raw, () => done()));
}
