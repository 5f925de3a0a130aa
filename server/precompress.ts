/**
 * `npm run build` ends here: every script and stylesheet of the client build is written beside itself
 * compressed once, at the highest settings (brotli 11, gzip 9), so the server sends those bytes as they
 * are instead of compressing each response again at a lower level (server/static-assets.ts).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const PRECOMPRESSED_EXTENSIONS = [".js", ".css", ".svg", ".json", ".map"];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dir: string): { files: number; before: number; brotli: number } {
  let count = 0;
  let before = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file))) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
    before += bytes.byteLength;
    brotli += br.byteLength;
  }
  return { files: count, before, brotli };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = path.resolve(process.argv[2] ?? "public/build");
  const result = precompress(dir);
  console.log(`Esipakattu ${result.files} tiedostoa: ${(result.before / 1024).toFixed(0)} kt → ${(result.brotli / 1024).toFixed(0)} kt (brotli).`);
}
