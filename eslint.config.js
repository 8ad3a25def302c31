import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import tseslint from 'typescript-eslint';

/** A relative module path that does not end in .js or an asset's own ending (esquery regex: no '/' inside). */
const relativeWithoutJs = String.raw`/^[.][.]?\x2F(?!.*[.](js|css|json|svg|png|webp|jpg|woff2|html)([?].*)?$)/`;

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'public/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every pattern of the product's code must run in linear time: a super-linear one fails lint.
    // recheck runs as a native binary (no network); its verdicts are cached under
    // node_modules/.cache (fuzzing has a fixed seed, so every verdict is stable and cached), and a
    // pattern it cannot decide within the timeout fails lint too.
    // Tests, test support, e2e and build scripts only ever match text they wrote themselves.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test-support/**'],
    plugins: { redos },
    rules: { 'redos/no-vulnerable': ['error', { ignoreErrors: false, timeout: 10000, randomSeed: 7, cache: { strategy: 'aggressive' } }] },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One relative-import style: the '.js' ending Node's ESM resolution needs, which
      // TypeScript and Vite map to the .ts/.tsx file (assets keep their own ending).
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node} > Literal.source[value=${relativeWithoutJs}]`,
          message: "A relative import names its file with the '.js' ending (TypeScript and Vite map it to the .ts/.tsx file).",
        })),
      ],
    },
  },
);
