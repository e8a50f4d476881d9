import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto('http://localhost:5199/');
  if (name === 'desktop') await page.getByRole('button', { name: /points:|Traffic Camera:/ }).first().waitFor({ timeout: 30000 });
  else await page.getByText(/snow emergency/i).first().waitFor({ timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await page.close();
}
await browser.close();
