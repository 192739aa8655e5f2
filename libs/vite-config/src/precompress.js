import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text formats only: fonts, images other than SVG and .docx are compressed already. Source maps are left
// out: only developer tools fetch them, and compressing them would double the build's time.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
// Below this the headers outweigh what compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside each compressible file of
 * `dir` and its folders, once, at build time, so servers pick one by Accept-Encoding without compressing
 * on every request (tools/serve-apps; nginx's brotli_static and gzip_static, docs/deploy.md). A variant
 * that would not be smaller than its file is not written. Returns the files it compressed.
 */
export async function compressFolder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
  const compressed = await Promise.all(files.map(compressFile));
  return files.filter((_file, index) => compressed[index]);
}

async function compressFile(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const writes = [];
  if (br.length < source.length) writes.push(writeFile(`${file}.br`, br));
  if (gz.length < source.length) writes.push(writeFile(`${file}.gz`, gz));
  await Promise.all(writes);
  return writes.length > 0;
}

/** The Vite plugin: compresses the build's output folder (public files included) once it is written. */
export function precompress() {
  let outDir;
  return {
    name: 'stride-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await compressFolder(outDir);
      },
    },
  };
}
