/**
 * Product photos of the demo catalogue (decision 0035): for every tyre model the seed uses, a drawing of
 * the tyre at an angle (dark rubber, the season's tread — summer grooves, winter sipes, studs on a
 * studded tyre — and the brand and model on the sidewall) and a straight view of its tread, drawn as SVG
 * here and rendered by sharp. They are stored through the image library like any upload, so the admin
 * sees them in /admin/kuvat, and the products of a model share its two images (one pair per model, not
 * per product: about 60 models, a second or two of rendering).
 *
 * Deterministic: the drawing depends only on the brand, the model and the season (a hash of the name
 * varies the pattern's pitch and grooves), and sharp encodes the same pixels to the same bytes.
 */
import sharp from "sharp";
import type { tyreProducts } from "./schema";
import type { SeasonKind } from "./seed-data";
import { imageUrl } from "~/features/images/rules";
import type { ImageMime } from "~/lib/image-files";

export type DemoTyreModel = { brand: string; model: string; season: SeasonKind };

/** Side of the square drawings (px): the widest variant the site asks for is 960, a card's is 160–320. */
export const DEMO_PHOTO_SIZE = 800;
const QUALITY = 80;

const SEASON_NAMES: Record<SeasonKind, string> = { summer: "kesärengas", studded: "nastarengas", friction: "kitkarengas" };

/** FNV-1a: a small stable hash of a name, for the per-model details of a drawing. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const r1 = (value: number) => Math.round(value * 10) / 10;
const RAD = Math.PI / 180;

const BACKGROUND = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8fa"/><stop offset="1" stop-color="#e2e6eb"/></linearGradient>`;

// ---------------------------------------------------------------- the tyre at an angle

/** The front sidewall is an ellipse (a circle of radius RY seen at an angle); the tread shows DEPTH px to its right. */
const CX = 330;
const CY = 392;
const RY = 330;
const RX = 200;
const DEPTH = 140;
const SQUASH = RX / RY;

/** A point on the tread: `t` across it (0 at the front sidewall, 1 at the back), `angle` round the tyre (0 = right, degrees). */
function treadPoint(t: number, angle: number): [number, number] {
  return [CX + t * DEPTH + RX * Math.cos(angle * RAD), CY + RY * Math.sin(angle * RAD)];
}
const pointText = ([x, y]: [number, number]) => `${r1(x)},${r1(y)}`;
const polyline = (points: [number, number][], attributes: string) => `<polyline points="${points.map(pointText).join(" ")}" fill="none" ${attributes}/>`;

/** The tread elements of the visible side (angles −88…88°), by season; `seed` varies pitch and grooves per model. */
function treadElements(season: SeasonKind, seed: number): string {
  const pitch = 6 + (seed % 3); // degrees between blocks
  const parts: string[] = [];
  const groove = `stroke="#0c0d0f" stroke-linecap="round"`;
  if (season === "summer") {
    const grooves = seed % 2 === 0 ? [0.22, 0.42, 0.62, 0.8] : [0.25, 0.5, 0.75];
    for (const t of grooves) {
      parts.push(`<ellipse cx="${r1(CX + t * DEPTH)}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="#0b0c0e" stroke-width="9"/>`);
    }
    for (let angle = -88; angle <= 88; angle += pitch) {
      parts.push(polyline([treadPoint(0, angle), treadPoint(grooves[0] - 0.04, angle + 1.5)], `${groove} stroke-width="5"`));
      parts.push(polyline([treadPoint(grooves[grooves.length - 1] + 0.04, angle + 1.5), treadPoint(1, angle)], `${groove} stroke-width="5"`));
      const mid = grooves[1];
      parts.push(polyline([treadPoint(mid - 0.12, angle + pitch / 2), treadPoint(mid - 0.03, angle + pitch / 2 + 1.2)], `stroke="#121416" stroke-width="2.5"`));
    }
    return parts.join("");
  }
  // Winter: directional V blocks with thin zigzag sipes; studs on a studded tyre.
  const lean = 3 + (seed % 4);
  if (seed % 2 === 1) parts.push(`<ellipse cx="${r1(CX + 0.5 * DEPTH)}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="#0b0c0e" stroke-width="6"/>`);
  for (let angle = -92; angle <= 92; angle += pitch) {
    parts.push(polyline([treadPoint(0, angle), treadPoint(0.5, angle - lean), treadPoint(1, angle)], `${groove} stroke-width="6" stroke-linejoin="round"`));
    for (const offset of [pitch / 3, (2 * pitch) / 3]) {
      const zigzag: [number, number][] = [];
      for (let step = 0; step <= 8; step++) {
        const t = 0.06 + step * 0.11;
        const along = angle + offset - lean * (1 - Math.abs(t - 0.5) * 2) + (step % 2 === 0 ? -0.5 : 0.5);
        zigzag.push(treadPoint(Math.min(t, 0.94), along));
      }
      parts.push(polyline(zigzag, `stroke="#0e1012" stroke-width="1.8" stroke-linejoin="round"`));
    }
    if (season === "studded") {
      const studs = Math.round(angle / pitch) % 2 === 0 ? [0.14, 0.62] : [0.36, 0.86];
      for (const t of studs) {
        const [x, y] = treadPoint(t, angle + pitch / 2);
        const flatten = Math.max(0.3, Math.abs(Math.cos((angle + pitch / 2) * RAD)));
        parts.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="5.5" ry="${r1(5.5 * flatten)}" fill="#cfd4da" stroke="#7b828a" stroke-width="1.5"/>`);
      }
    }
  }
  return parts.join("");
}

/** Text set letter by letter round a circle (librsvg draws no textPath): on the top arc or, readable, the bottom one. */
function arcText(text: string, options: { radius: number; fontSize: number; bottom: boolean; fill: string; weight: number; maxAngle: number }): string {
  const letters = [...text];
  const advance = (char: string) => (char === " " ? 0.36 : /[MW]/.test(char) ? 0.9 : /[I1.]/.test(char) ? 0.4 : 0.72);
  const total = letters.reduce((sum, char) => sum + advance(char), 0);
  const fontSize = Math.min(options.fontSize, (options.radius * options.maxAngle * RAD) / total);
  const span = (total * fontSize) / options.radius / RAD;
  let angle = -span / 2;
  const parts: string[] = [];
  for (const char of letters) {
    const width = (advance(char) * fontSize) / options.radius / RAD;
    const centre = angle + width / 2;
    angle += width;
    if (char === " ") continue;
    const placed = options.bottom ? `rotate(${r1(-centre)}) translate(0 ${options.radius})` : `rotate(${r1(centre)}) translate(0 ${-options.radius})`;
    parts.push(`<text transform="${placed}">${escapeXml(char)}</text>`);
  }
  return `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="${options.weight}" font-size="${r1(fontSize)}" fill="${options.fill}" text-anchor="middle">${parts.join("")}</g>`;
}

/** Where the back opening shows through the front one (two circles of radius r, d apart): the background seen through the tyre. */
function seeThrough(d: number, r: number): string {
  const h = r1(Math.sqrt(r * r - (d * d) / 4));
  const x = r1(d / 2);
  return `M ${x} ${-h} A ${r} ${r} 0 0 1 ${x} ${h} A ${r} ${r} 0 0 1 ${x} ${-h} Z`;
}

const SIDE_MARKS: Record<SeasonKind, string> = { summer: "TUBELESS RADIAL", friction: "M+S  3PMSF  NORDIC", studded: "M+S  3PMSF  STUDDED" };

/** The tyre standing, seen from the front left: tread band to the right, brand and model on the sidewall. */
export function tyrePhotoSvg(model: DemoTyreModel): string {
  const seed = hash(`${model.brand}|${model.model}`);
  const backX = CX + DEPTH;
  const hole = 196;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_SIZE}" height="${DEMO_PHOTO_SIZE}" viewBox="0 0 800 800">
<defs>${BACKGROUND}
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="wall" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#3b4047"/><stop offset="0.75" stop-color="#24272c"/><stop offset="1" stop-color="#17191c"/></radialGradient>
<linearGradient id="roll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
<linearGradient id="inner" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0c0d0f"/><stop offset="1" stop-color="#2c3035"/></linearGradient>
<clipPath id="body"><ellipse cx="${backX}" cy="${CY}" rx="${RX}" ry="${RY}"/><rect x="${CX}" y="${CY - RY}" width="${DEPTH}" height="${2 * RY}"/></clipPath>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<ellipse cx="${CX + DEPTH / 2 + 10}" cy="${CY + RY + 6}" rx="330" ry="30" fill="url(#shadow)"/>
<g clip-path="url(#body)">
<rect x="${CX - RX}" y="${CY - RY}" width="${RX * 2 + DEPTH}" height="${RY * 2}" fill="#2a2d32"/>
${treadElements(model.season, seed)}
<rect x="${CX - RX}" y="${CY - RY}" width="${RX * 2 + DEPTH}" height="${RY * 2}" fill="url(#roll)"/>
</g>
<g transform="translate(${CX} ${CY}) scale(${r1(SQUASH * 1000) / 1000} 1)">
<circle r="${RY}" fill="url(#wall)"/>
<circle r="${RY - 12}" fill="none" stroke="#2e3237" stroke-width="3"/>
<circle r="${hole + 22}" fill="none" stroke="#2e3237" stroke-width="4"/>
<circle r="${hole + 8}" fill="#15171a"/>
<circle r="${hole}" fill="url(#inner)"/>
<path d="${seeThrough(DEPTH / SQUASH, hole)}" fill="#e9edf1"/>
<path d="M ${-RY + 24} -40 A ${RY - 24} ${RY - 24} 0 0 1 -40 ${-RY + 24}" fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="16" stroke-linecap="round"/>
${arcText(model.brand.toUpperCase(), { radius: 252, fontSize: 54, bottom: false, fill: "#e3e6e9", weight: 700, maxAngle: 140 })}
${arcText(model.model.toUpperCase(), { radius: 274, fontSize: 40, bottom: true, fill: "#c4c9ce", weight: 700, maxAngle: 130 })}
<g transform="rotate(90)">${arcText(SIDE_MARKS[model.season], { radius: 262, fontSize: 20, bottom: false, fill: "#8d939a", weight: 400, maxAngle: 60 })}</g>
</g>
</svg>`;
}

// ---------------------------------------------------------------- the tread seen straight on

/** The tread as it meets the road, seen from the front: a vertical band of the season's pattern. */
export function treadPatternSvg(model: DemoTyreModel): string {
  const seed = hash(`${model.model}|${model.brand}`);
  const left = 200;
  const width = 400;
  const pitch = 44 + (seed % 4) * 4;
  const x = (u: number) => r1(left + u * width);
  const parts: string[] = [];
  if (model.season === "summer") {
    const grooves = seed % 2 === 0 ? [0.22, 0.42, 0.62, 0.8] : [0.25, 0.5, 0.75];
    for (const u of grooves) parts.push(`<rect x="${x(u) - 8}" y="0" width="16" height="800" fill="#0b0c0e"/>`);
    for (let y = -pitch; y < 800 + pitch; y += pitch) {
      parts.push(`<path d="M ${x(0)} ${y} L ${x(grooves[0] - 0.03)} ${y + 10}" stroke="#0b0c0e" stroke-width="9" stroke-linecap="round"/>`);
      parts.push(`<path d="M ${x(grooves[grooves.length - 1] + 0.03)} ${y + 10} L ${x(1)} ${y}" stroke="#0b0c0e" stroke-width="9" stroke-linecap="round"/>`);
      for (let index = 0; index < grooves.length - 1; index++) {
        const from = grooves[index] + 0.03;
        const to = grooves[index + 1] - 0.03;
        parts.push(`<path d="M ${x(from)} ${y + pitch / 2} L ${x(from + (to - from) * 0.55)} ${y + pitch / 2 + 12}" stroke="#111315" stroke-width="3" stroke-linecap="round"/>`);
      }
    }
  } else {
    const lean = 22 + (seed % 4) * 6;
    if (seed % 2 === 1) parts.push(`<rect x="${x(0.5) - 6}" y="0" width="12" height="800" fill="#0b0c0e"/>`);
    for (let y = -2 * pitch; y < 800 + 2 * pitch; y += pitch) {
      parts.push(`<path d="M ${x(0)} ${y} L ${x(0.5)} ${y - lean} L ${x(1)} ${y}" fill="none" stroke="#0b0c0e" stroke-width="11" stroke-linejoin="round"/>`);
      for (const offset of [pitch / 3, (2 * pitch) / 3]) {
        const zigzag: string[] = [];
        for (let step = 0; step <= 10; step++) {
          const u = 0.05 + step * 0.09;
          const yy = y + offset - lean * (1 - Math.abs(u - 0.5) * 2) + (step % 2 === 0 ? -3 : 3);
          zigzag.push(`${x(u)},${r1(yy)}`);
        }
        parts.push(`<polyline points="${zigzag.join(" ")}" fill="none" stroke="#0e1012" stroke-width="2.5" stroke-linejoin="round"/>`);
      }
      if (model.season === "studded") {
        const studs = Math.round(y / pitch) % 2 === 0 ? [0.14, 0.62] : [0.36, 0.86];
        for (const u of studs) {
          const yy = y + pitch / 2 - lean * (1 - Math.abs(u - 0.5) * 2);
          parts.push(`<circle cx="${x(u)}" cy="${r1(yy)}" r="8" fill="#d3d8de" stroke="#7b828a" stroke-width="2.5"/><circle cx="${x(u)}" cy="${r1(yy)}" r="2.6" fill="#687078"/>`);
        }
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_SIZE}" height="${DEMO_PHOTO_SIZE}" viewBox="0 0 800 800">
<defs>${BACKGROUND}
<clipPath id="band"><path d="M ${left} 90 Q 400 10 ${left + width} 90 L ${left + width} 710 Q 400 790 ${left} 710 Z"/></clipPath>
<linearGradient id="across" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
<linearGradient id="along" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<g clip-path="url(#band)">
<rect x="${left}" y="0" width="${width}" height="800" fill="#2b2e33"/>
${parts.join("\n")}
<rect x="${left}" y="0" width="${width}" height="800" fill="url(#across)"/>
<rect x="${left}" y="0" width="${width}" height="800" fill="url(#along)"/>
</g>
</svg>`;
}

// ---------------------------------------------------------------- rendering and storing

export type RenderedPhoto = { bytes: Uint8Array; width: number; height: number };

async function render(svg: string): Promise<RenderedPhoto> {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 2 }).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

type RenderedModel = { photo: RenderedPhoto; pattern: RenderedPhoto };

/**
 * Renderings made in this process, by model: the test suites seed a fresh database in many files of one
 * worker, and the drawings are the same every time (about 1.5 MB for the whole catalogue).
 */
const rendered = ((globalThis as { __rengasDemoPhotos?: Map<string, Promise<RenderedModel>> }).__rengasDemoPhotos ??= new Map());

/** Both drawings of a model, rendered (WebP, as an upload of that format would be stored). */
export function renderDemoPhotos(model: DemoTyreModel): Promise<RenderedModel> {
  const key = `${model.brand}|${model.model}|${model.season}`;
  let made = rendered.get(key);
  if (!made) {
    made = Promise.all([render(tyrePhotoSvg(model)), render(treadPatternSvg(model))]).then(([photo, pattern]) => ({ photo, pattern }));
    made.catch(() => rendered.delete(key));
    rendered.set(key, made);
  }
  return made;
}

const fileStem = (model: DemoTyreModel) =>
  `${model.brand} ${model.model}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type ProductInsert = typeof tyreProducts.$inferInsert;

/**
 * Models whose photo the shop has not added yet: their tyres show the 'Tuotekuva tulossa' drawing, so
 * the demo (and its tests) has both kinds of tyre page. Chosen by name, one per season.
 */
export const MODELS_WITHOUT_PHOTO = new Set(["Hankook|Ventus Prime 4", "Dunlop|SP Winter Ice 03", "Toyo|Observe GIZ2"]);

const modelKey = (brand: string, model: string) => `${brand}|${model}`;

/** One image for the library, as `saveImage` of the images model takes it. */
export type DemoImage = { filename: string; mime: ImageMime; bytes: Uint8Array; width: number; height: number; alt: string; category: "product" };

/**
 * The products with their model's photo (thumbnail) and tread (pattern), rendered once per model and
 * stored in the image library (category 'Tuotekuva') by `store`: the images model's `saveImage` in the
 * seed's transaction (db/seed.ts), so they are library images like any upload.
 */
export async function withDemoPhotos(
  store: (image: DemoImage) => Promise<{ id: number }>,
  products: ProductInsert[],
  manufacturerIds: Map<string, number>,
  seasonOf: (product: ProductInsert) => SeasonKind,
): Promise<ProductInsert[]> {
  const brands = new Map([...manufacturerIds].map(([name, id]) => [id, name]));
  const models = new Map<string, DemoTyreModel>();
  for (const product of products) {
    const brand = brands.get(product.manufacturerId) ?? "";
    const key = modelKey(brand, product.model);
    if (!MODELS_WITHOUT_PHOTO.has(key) && !models.has(key)) models.set(key, { brand, model: product.model, season: seasonOf(product) });
  }
  // Rendered a few at a time (sharp works on its own threads); stored one after another in the transaction.
  const drawings = new Map<string, RenderedModel>();
  const list = [...models];
  for (let start = 0; start < list.length; start += 4) {
    const batch = list.slice(start, start + 4);
    const results = await Promise.all(batch.map(([, model]) => renderDemoPhotos(model)));
    batch.forEach(([key], index) => drawings.set(key, results[index]));
  }
  const addresses = new Map<string, { thumbnail: string; pattern: string }>();
  for (const [key, model] of list) {
    const { photo, pattern } = drawings.get(key)!;
    const name = `${model.brand} ${model.model}`;
    const stem = fileStem(model);
    const savedPhoto = await store({ filename: `${stem}.webp`, mime: "image/webp", ...photo, alt: `${name}, ${SEASON_NAMES[model.season]}`, category: "product" });
    const savedPattern = await store({ filename: `${stem}-kuviointi.webp`, mime: "image/webp", ...pattern, alt: `${name}: kulutuspinnan kuviointi`, category: "product" });
    addresses.set(key, { thumbnail: imageUrl(savedPhoto.id), pattern: imageUrl(savedPattern.id) });
  }
  return products.map((product) => {
    const found = addresses.get(modelKey(brands.get(product.manufacturerId) ?? "", product.model));
    return found ? { ...product, thumbnail: found.thumbnail, pattern: found.pattern } : product;
  });
}
