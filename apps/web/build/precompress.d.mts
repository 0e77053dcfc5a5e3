/** Text assets worth compressing. */
export declare const compressible: RegExp;
/** Writes brotli and gzip copies beside `file` (tiny files are left). */
export declare function precompressFile(file: string): void;
