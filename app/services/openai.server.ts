/** The OpenAI settings of Kaartobotti, the blog writer and the offer writer. */
import { envSchema } from "./env.server";

export type OpenAiConfig = { apiKey: string; baseURL: string | undefined; model: string };

/**
 * The model settings, read from the environment at call time rather than from the cached env, so the
 * tests (and the e2e server's fake) can switch between the model and the offline assistant. The same
 * schema as env.server.ts validates them at start.
 */
export function openAiConfig(source: Record<string, string | undefined> = process.env): OpenAiConfig | null {
  const apiKey = envSchema.shape.OPENAI_API_KEY.parse(source.OPENAI_API_KEY);
  if (!apiKey) return null;
  return {
    apiKey,
    baseURL: envSchema.shape.OPENAI_BASE_URL.parse(source.OPENAI_BASE_URL),
    model: envSchema.shape.OPENAI_MODEL.parse(source.OPENAI_MODEL),
  };
}
