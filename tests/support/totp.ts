/** An authenticator app for tests: the code of a secret, and a code that is surely another. */
import { generateTOTP } from "@epic-web/totp";
import { vi } from "vitest";

/** The authenticator app's code for `secret`, `stepsAhead` periods of 30 s from now. */
export async function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  const at = Date.now() + stepsAhead * 30_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  try {
    return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
  } finally {
    vi.useRealTimers();
  }
}

/** A code that is not `code` (and so wrong, but for a one-in-a-million coincidence with the next step). */
export const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
