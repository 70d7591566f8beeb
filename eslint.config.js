// `npm run lint`: typescript-eslint's recommended rules, the layer arrows of ARCHITECTURE section 1, and
// bulletproof-react's "a feature imports no other feature" in the app. Formatting is Prettier's alone.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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
const layerZones = Object.entries(LAYERS).flatMap(([target, allowed]) =>
  Object.keys(LAYERS)
    .filter((from) => !allowed.includes(from))
    .map((from) => ({ target: `./${target}`, from: `./${from}`, message: `${target} must not import ${from}` })),
);
const FEATURES = ['auth', 'billing', 'consignment', 'dashboards', 'inventory', 'users', 'warehouse'];
const featureZones = FEATURES.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: 'a feature imports no other feature: move what both need to src/components, src/lib or src/hooks',
}));

export default tseslint.config(
  { ignores: ['node_modules', '.data', 'frontend/dist', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'frontend/tsconfig.json'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
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
