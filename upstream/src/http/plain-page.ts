/**
 * The embedded providers' pages (identity provider, payment provider): plain server-rendered
 * HTML with inline styles only (no scripts, no external resources), every value escaped by the
 * caller with escapeHtml.
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a202c}h1{font-size:1.5rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;width:100%}.error{color:#c53030}.muted{color:#4a5568;font-size:.9rem}";

/** A whole page with its own `style`: `title` (escaped here), `body` lines as given. */
export function htmlPage(title: string, style: string, body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${style}</style>`,
    "</head><body>",
    ...body,
    "</body></html>",
  ].join("\n");
}

/** A provider's page: `title`, `body` lines as given, `extraStyle` after the shared rules. */
export function plainPage(title: string, body: string[], extraStyle = ""): string {
  return htmlPage(title, `${STYLE}${extraStyle}`, body);
}
