// `npm run lint`: typescript-eslint's recommended rules, the layer arrows of ARCHITECTURE section 1 and
// the backend's area fences (both from tests/architecture/layers.js), and bulletproof-react's "a feature
// imports no other feature" in the app. Formatting is Prettier's alone; import cycles are madge's
// (`npm run lint:cycles`). The arrows are core `no-restricted-imports` patterns on the import text
// (eslint-plugin-import-x needs unrs-resolver, whose platform bindings this registry lacks).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { AREAS, LAYER_EXCEPTIONS, LAYERS } from './tests/architecture/layers.js';

const LAYER_NAMES = Object.keys(LAYERS);
/** One config block per layer: an import that climbs into a layer it may not use is refused. */
const layerPattern = (layer, also = []) => {
  const allowed = [...LAYERS[layer], ...also];
  return {
    regex: `^(\\.\\./)+(${LAYER_NAMES.filter((other) => !allowed.includes(other)).join('|')})(/|$)`,
    message: `${layer} imports only from ${allowed.join(', ')} (ARCHITECTURE section 1)`,
  };
};
const folders = (path) =>
  readdirSync(new URL(`./${path}/`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
/** The arrows of a folder: its layer's, and the one exception it may have (tests/architecture/layers.js). */
const arrowsOf = (layer, folder) => [layerPattern(layer, LAYER_EXCEPTIONS.find((e) => e.folder === folder)?.may)];
/** An area's fence: another area of its layer only through its index (`../inventory`), never `../inventory/x`. */
const fencePattern = (layer, area) => {
  const others = folders(layer).filter((f) => f !== area && !AREAS[layer].kernel.includes(f));
  return {
    regex: `^(\\.\\./)+(${others.join('|')})/`,
    message: `an area imports another area of ${layer} only through its index.ts: move what both need to the kernel (${AREAS[layer].kernel.join(', ') || 'the domain or application'}) or export it from the area's index`,
  };
};
const layerBlocks = LAYER_NAMES.map((layer) => ({
  files: [`${layer}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: arrowsOf(layer, layer) }] },
}));
// A later block replaces the rule's options, so each area's block repeats its layer's arrows.
const areaBlocks = Object.keys(AREAS).flatMap((layer) =>
  folders(layer)
    .filter((area) => !AREAS[layer].kernel.includes(area) && !AREAS[layer].composition.includes(area))
    .map((area) => ({
      files: [`${layer}/${area}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...arrowsOf(layer, `${layer}/${area}`), fencePattern(layer, area)] },
        ],
      },
    })),
);
// Every folder of frontend/src/features, read here, so a new feature is covered the day it appears.
const FEATURES = folders('frontend/src/features');
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
  ...areaBlocks,
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
