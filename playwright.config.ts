import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// e2e runs against a production build (next build && next start) on the embedded database that
// scripts/run.mjs prepares (npm run test:e2e). System Chromium: no browser download here.
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && fs.existsSync(p),
);
const next = 'node node_modules/next/dist/bin/next';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Indian/Antananarivo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Admin specs change content; they run after the visitor specs so those see the seeded data.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/\.mobile\.spec\.ts/, /admin-.*\.spec\.ts/],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: process.env.E2E_SKIP_BUILD ? `${next} start -p ${port}` : `${next} build && ${next} start -p ${port}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
