// The backend's shape, held once: eslint.config.js turns it into lint rules and
// tests/architecture/import-direction.test.ts checks the same arrows at test time.

/** Who may import whom (ARCHITECTURE section 1, with the application layer of issue 40). */
export const LAYERS = {
  domain: ['domain'],
  infra: ['infra', 'domain'],
  application: ['application', 'domain', 'infra'],
  'command-api': ['command-api', 'application', 'domain', 'infra'],
  projections: ['projections', 'domain', 'infra'],
  reactors: ['reactors', 'projections', 'application', 'domain', 'infra'],
  'read-api': ['read-api', 'projections', 'infra', 'domain'],
  frontend: ['frontend', 'domain'],
};

/**
 * One folder that may take one more arrow, and why. Flora Bot answers on the read side, and its
 * hand-off to a person is a command: it goes through the application's handler (never an append of
 * its own), as every other sender's commands do.
 */
export const LAYER_EXCEPTIONS = [{ folder: 'read-api/bot', may: ['application'] }];

/**
 * Layers made of areas (one folder per area). An area imports the domain, the layer's kernel and
 * other layers as LAYERS allow; another area of its own layer only through that area's index.ts,
 * never its internals. The layer's root files (app.ts, server.ts, worker.ts, registry.ts) compose
 * the areas and are not fenced; nor are the composition folders (the demo seed runs every area).
 */
export const AREAS = {
  application: { kernel: [], composition: [] },
  'command-api': { kernel: [], composition: ['seed'] },
  'read-api': { kernel: ['shared'], composition: [] },
  projections: { kernel: ['engine'], composition: [] },
  reactors: { kernel: ['engine'], composition: [] },
};
