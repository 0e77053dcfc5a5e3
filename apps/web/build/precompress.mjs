import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing. */
export const compressible = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes brotli and gzip copies beside `file`, at the highest levels, so the server sends them as they
 * are (`Content-Encoding`) instead of the raw bytes or compressing per request. Tiny files are left.
 */
export function precompressFile(file) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}
