/// <reference types="@remix-run/dev" />

import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  /** What the HTTP server (server/app.ts) gives every loader and action. Absent when a test calls a route directly. */
  interface AppLoadContext {
    /** The client's address, from the socket or a trusted proxy (TRUSTED_PROXIES). */
    clientIp?: string;
    /** This response's Content-Security-Policy nonce. */
    cspNonce?: string;
    /** This request's id: its X-Request-Id header and its log line (server/request-log.ts). */
    requestId?: string;
  }
}
