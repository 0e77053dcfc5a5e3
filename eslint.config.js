// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The dependency rules of architecture.md, as one rule: the UI kit never imports the API package,
 * packages never import apps, a web feature never imports another feature, and the server takes only
 * the contract from the API package (no React, axios or msw).
 */
const layering = {
  meta: { type: 'problem', schema: [], messages: { broken: '{{why}}' } },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? path
            .relative(root, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join('/')
        : source;
      const why = (() => {
        if (
          file.startsWith('packages/ui/') &&
          (/^@cdmnet\/api(\/|$)/.test(target) || target.startsWith('packages/api/'))
        )
          return 'packages/ui must not import the API package: it reports through props and callbacks.';
        if (
          file.startsWith('packages/') &&
          (/^@cdmnet\/(web|server)(\/|$)/.test(target) || target.startsWith('apps/'))
        )
          return 'A package must not import an app.';
        const other = /^apps\/web\/src\/features\/([^/]+)(\/|$)/.exec(target)?.[1];
        if (feature && other && other !== feature)
          return `Feature "${feature}" must not import feature "${other}": move the shared piece into app/ or a package.`;
        if (
          file.startsWith('apps/server/src/') &&
          (/^(react|react-dom|axios|msw)(\/|$)/.test(target) || /^@cdmnet\/api(\/mocks)?$/.test(target))
        )
          return 'The server takes only @cdmnet/api/contract (zod) from the API package: never React, axios or msw.';
        return undefined;
      })();
      if (why) context.report({ node, messageId: 'broken', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.prerender/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      'apps/server/drizzle/**',
      '**/.out/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // react-hook-form's handleSubmit returns a promise-returning handler by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // useVirtualizer and react-hook-form's watch are known to be incompatible with the compiler; expected.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { cdmnet: { rules: { layering } } },
    rules: { 'cdmnet/layering': 'error' },
  },
  {
    // The page's first Intl number or date format loads the locale data: 60-150 ms of one task on
    // this machine, four times that on Lighthouse's phone. The kit's formatters write what the
    // screens show without it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Write numbers with formatNumber and dates with formatDate (@cdmnet/ui): no Intl on a first load.',
        },
      ],
    },
  },
);
