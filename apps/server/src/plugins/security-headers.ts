import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // The component library writes its theme variables into a <style> element at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/** The headers helmet's defaults give with this policy, minus HSTS (added per request below). */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (PRODUCT §5): a strict CSP with no inline script,
 * no framing, nosniff and a referrer policy. HSTS only when the request came over HTTPS.
 *
 * The values are fixed, so they are built once, not per request. They are set in the first
 * `onRequest` hook, so answers refused by a later hook (401, 403, 503) carry them too. A route
 * that takes over the raw response (the event stream) sends `reply.getHeaders()` itself.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeaders);
    if (request.protocol === 'https') void reply.header('strict-transport-security', hsts);
    done();
  });
}
