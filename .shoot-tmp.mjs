import { chromium, devices } from '@playwright/test';
const base = 'http://localhost:3211';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const pages = process.argv.slice(2);
for (const [name, opts] of [['desk', { viewport: { width: 1440, height: 900 } }], ['mob', { ...devices['Pixel 7'] }]]) {
  const ctx = await browser.newContext({ ...opts, reducedMotion: 'reduce', locale: 'fr-FR' });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 500) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 40)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(300);
    const file = `/tmp/shots/${name}${p.replace(/\//g, '_') || '_home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
