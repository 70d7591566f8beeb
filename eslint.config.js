// `npm run lint`: typescript-eslint's recommended rules, the layer arrows of ARCHITECTURE section 1, and
// bulletproof-react's "a feature imports no other feature" in the app. Formatting is Prettier's alone.
// The arrows are core `no-restricted-imports` patterns on the import text (eslint-plugin-import-x needs
// unrs-resolver, whose platform bindings this registry lacks, so `npm ci` could not install it).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import whom (tests/architecture checks the same arrows at test time).
const LAYERS = {
  domain: ['domain'],
  infra: ['infra', 'domain'],
  'command-api': ['command-api', 'domain', 'infra'],
  projections: ['projections', 'domain', 'infra'],
  reactors: ['reactors', 'projections', 'command-api', 'domain', 'infra'],
  'read-api': ['read-api', 'projections', 'infra', 'domain'],
  frontend: ['frontend', 'domain'],
};
const LAYER_NAMES = Object.keys(LAYERS);
/** One config block per layer: an import that climbs into a layer it may not use is refused. */
const layerPattern = (layer) => ({
  regex: `^(\\.\\./)+(${LAYER_NAMES.filter((other) => !LAYERS[layer].includes(other)).join('|')})(/|$)`,
  message: `${layer} imports only from ${LAYERS[layer].join(', ')} (ARCHITECTURE section 1)`,
});
const layerBlocks = LAYER_NAMES.map((layer) => ({
  files: [`${layer}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern(layer)] }] },
}));
// Every folder of frontend/src/features, read here, so a new feature is covered the day it appears.
const FEATURES = readdirSync(new URL('./frontend/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A feature imports no other feature: what both need moves to src/components, src/lib, src/hooks or src/config. */
const featureBlocks = FEATURES.map((feature) => {
  const others = FEATURES.filter((f) => f !== feature).join('|');
  const message = 'a feature imports no other feature: move what both need to src/components, src/lib or src/hooks';
  return {
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // A later block replaces the rule's options, so the app's layer arrow is repeated here.
          patterns: [
            layerPattern('frontend'),
            { regex: `^@/features/(${others})(/|$)`, message },
            { regex: `^(\\.\\./)+(${others})/`, message },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['node_modules', '.data', 'frontend/dist', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerBlocks,
  ...featureBlocks,
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Frozen migrations describe tables as they were: untyped on purpose.
    files: ['infra/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
