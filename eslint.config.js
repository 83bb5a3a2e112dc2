// Lint rules that keep the code the size a reader can hold: functions that fit on a screen,
// lines that fit in a review pane, no `any` where a type can be written. Formatting is
// Prettier's (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'reports/', 'node_modules/', 'test/fixtures/', 'src/**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { '@stylistic': stylistic },
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      '@stylistic/max-len': ['error', { code: 120, ignoreUrls: false }],
    },
  },
  {
    // A scenario's result is built once, by pipeline/assemble.ts, from what the stages return: no stage writes into a
    // value it was handed. Its fields are readonly (tsc refuses `result.x = ...`); these are the writes tsc lets by.
    files: ['src/pipeline/**/*.ts'],
    ignores: ['src/pipeline/assemble.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Object'][callee.property.name='assign']",
          message:
            'A stage returns its part (pipeline/assemble.ts builds the result): spread into a new value instead.',
        },
        {
          selector: "UnaryExpression[operator='delete']",
          message: 'A stage returns its part (pipeline/assemble.ts builds the result): leave the field out instead.',
        },
      ],
    },
  },
);
