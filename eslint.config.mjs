import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const sonner = { name: 'sonner', message: "Import { toast } from '@/components/ui/toaster' instead." };
// The data door: only lib/data (and the database's own tooling, below) touches the database.
const dataDoor = [
  {
    group: ['@/lib/db/*', '**/lib/db/*', 'postgres'],
    message: 'Only lib/data touches the database: add or use a function of lib/data instead.',
  },
];

const config = [
  ...next,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One way to show a toast: components/ui/toaster.tsx applies the durations and holds early toasts.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['components/ui/toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [sonner], patterns: dataDoor }],
    },
  },
  {
    // The public site's links do not prefetch on sight: components/ui/link.tsx (docs/FAST-PAGES.md).
    // Listed with the rule above, since a later block's options replace an earlier one's.
    files: ['app/(site)/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/admin/**', 'components/auth/**', 'components/ui/link.tsx', 'components/ui/toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            sonner,
            { name: 'next/link', message: "Import Link from '@/components/ui/link' (no prefetch on sight) instead." },
          ],
          patterns: dataDoor,
        },
      ],
    },
  },
  {
    // Behind the data door: the data layer, the client itself, the migrations, seed and backups, the scripts
    // and the tests that set up and check the database.
    files: ['lib/data/**', 'lib/db/**', 'db/**', 'scripts/**', 'tests/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [sonner] }],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      '.tools/**',
      '.bench/**',
      '.bench-tools/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
];

export default config;
