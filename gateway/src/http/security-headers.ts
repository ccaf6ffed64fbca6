/**
 * Security headers on every response. The CSP allows only this origin, plus inline styles
 * (Chakra/emotion inject them), data:/blob: images and fonts, and blob: workers (GraphiQL's
 * Monaco editor in the sandbox).
 *
 * The organisation's white-label CSS (query siteStyles) is put into a <style data-site-styles>
 * element by the web app; `style-src 'unsafe-inline'`, already needed by emotion, allows it, so
 * script-src stays `'self'` with no hash, nonce or 'unsafe-inline'. A nonce or hash for that
 * one element would not tighten anything while emotion's styles need 'unsafe-inline', and the
 * gateway serves a static index.html with no per-response nonce to hand out. Script cannot run
 * from CSS in the browsers the site supports; the gateway's sanitizeStylesheet removes remote
 * and script URLs, @import and expression(), and `img-src`/`font-src`/`style-src` without
 * remote hosts block any remote load a stylesheet might still attempt (defence in depth).
 */
import type { RequestHandler } from "express";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(SECURITY_HEADERS);
  next();
};
