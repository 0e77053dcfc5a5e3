import { referencePage } from './messages.ko.js';

// The reference page and the files of our own it loads. Everything is relative to the page
// (/api/docs/), so a reverse proxy that passes /api/ on reaches it unchanged, and nothing leaves the
// origin: the renderer's files are served from the swagger-ui-dist package, the document from /api/v1.

/** The OpenAPI document, relative to the page. */
const DOCUMENT_URL = '../v1/openapi.json';

/**
 * The page's own policy: scripts and styles from our origin only (no inline script, no eval); Swagger
 * UI sets style attributes, which the app's policy allows too; its icons are data: images; its "Try it
 * out" calls go to our origin. Nothing else may load.
 */
export const apiReferencePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Starts Swagger UI on the page's element, with the document named there and no call to its validator service. */
export const initializerScript = `'use strict';
(function () {
  var root = document.getElementById('api-reference');
  window.ui = SwaggerUIBundle({
    url: new URL(root.getAttribute('data-document'), document.baseURI).href,
    domNode: root,
    // Swagger UI would otherwise show a badge fetched from validator.swagger.io.
    validatorUrl: null,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: -1,
    filter: true,
    displayRequestDuration: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
`;

/** A little of our own over Swagger UI's styles: the page's margins and the Korean font stack. */
export const pageStyles = `body { margin: 0; background: #fff; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .opblock-tag {
  font-family: system-ui, -apple-system, 'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', sans-serif;
}
.swagger-ui .wrapper { max-width: 1280px; }
`;

/** The page; `asset` gives each served file's address with its version, so browsers may keep it. */
export function pageHtml(asset: (name: string) => string): string {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${referencePage.title}</title>
    <link rel="icon" href="../../favicon.png" type="image/png" />
    <link rel="stylesheet" href="${asset('swagger-ui.css')}" />
    <link rel="stylesheet" href="${asset('api-reference.css')}" />
  </head>
  <body>
    <noscript>
      <p>${referencePage.noScript} <a href="${DOCUMENT_URL}">${referencePage.documentLink}</a></p>
    </noscript>
    <main id="api-reference" data-document="${DOCUMENT_URL}"></main>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('api-reference.js')}"></script>
  </body>
</html>
`;
}
