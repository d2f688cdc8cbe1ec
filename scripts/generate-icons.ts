// Draws the app's raster icons from app/icon.svg with the Chromium the browser tests use (no
// outside service): app/apple-icon.png, app/favicon.ico (PNGs inside an ICO) and the manifest's
// public/icons/icon-{192,512}.png, and the notification badge (public/icons/badge-96.png: the glyph
// alone, white on transparent, as Android masks a badge by its alpha).
// Run again after changing the SVG: npx tsx scripts/generate-icons.ts
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("app/icon.svg", "utf8");

/** An ICO file that holds PNG images (read by every current browser). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const page = await browser.newPage();
  // Apple draws its own rounded corners, so its icon is the full square (maskable too).
  const render = async (size: number, square = false, glyphOnly = false) => {
    await page.setViewportSize({ width: size, height: size });
    const art = glyphOnly ? svg.replace(/<rect[^>]*\/>/, "") : square ? svg.replace('rx="7"', 'rx="0"') : svg;
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${art}`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  writeFileSync("app/apple-icon.png", await render(180, true));
  writeFileSync("public/icons/icon-192.png", await render(192));
  writeFileSync("public/icons/icon-512.png", await render(512));
  writeFileSync("public/icons/icon-maskable-512.png", await render(512, true));
  writeFileSync("public/icons/badge-96.png", await render(96, false, true));
  writeFileSync("app/favicon.ico", ico([{ size: 16, png: await render(16) }, { size: 32, png: await render(32) }, { size: 48, png: await render(48) }]));
  await browser.close();
}

void main();
