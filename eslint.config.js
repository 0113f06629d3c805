import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.build/', '.local/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // Type-aware rules for TypeScript: promises awaited, no `any` leaking through, no needless assertions.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Outbound links go through <OutboundLink>, which sets target and rel together.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='target'][value.value='_blank']", message: 'Use <OutboundLink> for links that open a new tab.' },
        { selector: "JSXAttribute[name.name='style']", message: 'Inline styles are blocked by the CSP; use classes.' },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render Markdown through the content collections instead.' },
      ],
    },
  },
  // React's act(async () => …) flushes effects and state updates even with nothing to await.
  {
    files: ['**/*.test.tsx'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['src/components/ui/outbound-link.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'server/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Formatting is Prettier's (run by `npm run lint`); ESLint checks only what formatting cannot.
  prettier,
);
