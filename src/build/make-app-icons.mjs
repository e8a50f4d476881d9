// Draws the favicon's mark (white ring, red dot on blue) as the PNG app icons in public/icons:
// `node src/build/make-app-icons.mjs public/icons` (no image library needed).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
function png(size, { maskable }) {
  const blue = [0x1d, 0x4e, 0xd8],
    white = [255, 255, 255],
    red = [0xdc, 0x26, 0x26];
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const c = size / 2;
  // maskable: full-bleed background, mark inside the 80% safe zone; plain: rounded square.
  const scale = maskable ? 0.55 : 0.8;
  const radius = size * 0.22;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const px = x + 0.5,
        py = y + 0.5;
      const d = Math.hypot(px - c, py - c) / (size / 2) / scale; // 1 = mark's edge
      let colour = blue,
        alpha = 255;
      if (!maskable) {
        const dx = Math.max(Math.abs(px - c) - (c - radius), 0),
          dy = Math.max(Math.abs(py - c) - (c - radius), 0);
        if (Math.hypot(dx, dy) > radius) alpha = 0;
      }
      if (d < 0.16) colour = red;
      else if (d < 0.4) colour = white;
      else if (d < 0.46 && maskable) colour = blue;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = colour[0];
      raw[o + 1] = colour[1];
      raw[o + 2] = colour[2];
      raw[o + 3] = alpha;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const out = process.argv[2];
writeFileSync(`${out}/icon-192.png`, png(192, { maskable: false }));
writeFileSync(`${out}/icon-512.png`, png(512, { maskable: false }));
writeFileSync(`${out}/icon-maskable-512.png`, png(512, { maskable: true }));
writeFileSync(`${out}/apple-touch-icon-180.png`, png(180, { maskable: true }));
