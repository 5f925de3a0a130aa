import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (server/security-headers.ts): every inline script
 * we render carries it. In the browser it is empty, since browsers hide the attribute after loading.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
