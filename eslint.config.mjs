import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const sonner = { name: 'sonner', message: "Import { toast } from '@/components/ui/toaster' instead." };

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
      'no-restricted-imports': ['error', { paths: [sonner] }],
    },
  },
  {
    // The public site's links do not prefetch on sight: components/ui/link.tsx (docs/PERFORMANCE.md).
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
        },
      ],
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
