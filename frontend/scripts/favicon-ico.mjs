// Writes frontend/public/favicon.ico (16, 32 and 48 px) from favicon.svg, drawn by Debian's Chromium:
// `node frontend/scripts/favicon-ico.mjs` after the icon changes. Browsers ask for /favicon.ico on their own.
import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
const svg = readFileSync('frontend/public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sizes = [16, 32, 48];
const pngs = [];
for (const s of sizes) {
  const page = await browser.newPage({ viewport: { width: s, height: s } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${s}" height="${s}" `)}</body></html>`,
  );
  pngs.push(await page.screenshot({ omitBackground: true, type: 'png' }));
}
await browser.close();
// ICO: a 6-byte header, a 16-byte entry per image, then the PNGs themselves (PNG entries: Windows Vista on, every browser).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((s, i) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(s, 0);
  e.writeUInt8(s, 1);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(pngs[i].length, 8);
  e.writeUInt32LE(offset, 12);
  offset += pngs[i].length;
  return e;
});
writeFileSync('frontend/public/favicon.ico', Buffer.concat([header, ...entries, ...pngs]));
