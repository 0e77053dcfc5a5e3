#!/usr/bin/env node
// After `vite build` (the app) and `vite build --ssr src/prerender.tsx` (its renderer): writes
// dist/pages/<audience>/<page>.html for each landing page (pages.mjs): the app's index.html with
// the page's styles written in, its scripts preloaded (unless it says not to), and its markup in
// #root: a visitors' page whole, a members' page as it is before the member's data comes.
// The server sends it for that path to that audience. #root is `inert` until the app has taken the
// page over (main.tsx): before that a click would be lost and a form would be sent by the browser
// itself, its fields (a password) in the address.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closure, entryKey, readManifest } from './manifest.mjs';
import { landingPages } from './pages.mjs';
import { precompressFile } from './precompress.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const renderer = path.join(web, '.prerender/prerender.js');

const { prerender, prerenderShell, htmlClass } = await import(pathToFileURL(renderer).href);
const manifest = readManifest(dist);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const inIndex = closure(manifest, entryKey(manifest));
const stylesheetTag = /\s*<link rel="stylesheet"[^>]*>/g;
const entryTag = /\s*<script type="module"[^>]*><\/script>/;
const root = '<div id="root"></div>';
if (!template.includes(root) || !entryTag.test(template) || !template.includes('<html lang="ko">')) {
  throw new Error(`dist/index.html no longer has <html lang="ko">, the entry script and ${root}`);
}

/** `assets/x.css` of a `<link rel="stylesheet" href="/assets/x.css">`. */
const hrefOf = (tag) => /href="\/([^"]+)"/.exec(tag)[1];

/**
 * A stylesheet of the first view, written into the page: the first paint waits for no further
 * request (on a phone's connection each stylesheet cost a round trip before anything showed). The
 * `disabled` link beside it is never fetched; it is there for the chunk loader of Vite, which
 * fetches a chunk's stylesheets unless a `<link rel="stylesheet">` of theirs is in the document.
 */
function inlineStyle(file) {
  const css = readFileSync(path.join(dist, file), 'utf8').trim();
  // Text that closed the element would end the styles there and put the rest into the page as markup.
  if (/<\/style/i.test(css))
    throw new Error(`${file} contains "</style", which cannot be written into a page`);
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

async function htmlOf(page) {
  const chunks = new Set();
  for (const key of page.modules) closure(manifest, key, chunks);
  const own = [...chunks].filter((key) => !inIndex.has(key));
  const parts = new Set();
  for (const key of page.parts) closure(manifest, key, parts);
  const styles = [
    ...new Set([
      ...[...template.matchAll(stylesheetTag)].map(([tag]) => hrefOf(tag)),
      ...[...own, ...parts].flatMap((key) => manifest[key].css ?? []),
    ]),
  ].map(inlineStyle);
  const preloads =
    page.preload === false
      ? []
      : own.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
  const body =
    page.audience === 'visitors'
      ? `<div id="root" data-prerendered="${page.path}" inert>${await prerender(page.path)}</div>`
      : `<div id="root" data-shell="${page.path}" inert>${await prerenderShell(page.path)}</div>`;
  return template
    .replace(stylesheetTag, '')
    .replace(entryTag, '')
    .replace('<html lang="ko">', `<html lang="ko" class="${htmlClass}">`)
    .replace('</title>', `</title>${styles.join('')}${entryTag.exec(template)[0].trim()}`)
    .replace('</head>', `${preloads.join('')}</head>`)
    .replace(root, body);
}

const out = path.join(dist, 'pages');
rmSync(out, { recursive: true, force: true });
for (const page of landingPages) {
  const dir = path.join(out, page.audience);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${page.path === '/' ? 'index' : page.path.slice(1)}.html`);
  const html = await htmlOf(page);
  writeFileSync(file, html);
  precompressFile(file);
  console.log(`page ${page.path} for ${page.audience}: ${(html.length / 1024).toFixed(1)} KB`);
}
