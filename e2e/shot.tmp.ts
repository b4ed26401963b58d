import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18585';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1400), height: 1000 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
await page.goto(`${base}/uxpersonas`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/f5-shots/guest.png', fullPage: true });
if (process.env.PICKER) {
  await page.getByRole('button', { name: 'Choose photo' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/f5-shots/picker.png' });
}
await browser.close();
