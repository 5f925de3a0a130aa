/**
 * The offer-message generator 'Tarjousviestin luonti' (spec admin.md: POST
 * /newsletters/generate-discount-message): the chosen products still on sale in, the newsletter's
 * subject and markdown content out. With OPENAI_API_KEY a language model writes the text from the real
 * product data through the openai SDK; without a key the built-in writer of ~/lib/offer-message does.
 */
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import { COMPANY } from "~/content/company";
import { discountPercent, formatPrice } from "~/lib/price";
import {
  OFFER_LIMITS,
  OFFER_TEXTS,
  OFFER_TONE_LABELS,
  type OfferOptions,
  type OfferProduct,
  type OfferTone,
  type ShopInfo,
  categoryText,
  cleanOfferContent,
  fitSubject,
  productName,
  stockText,
  validityText,
  writeOfferMessage,
} from "~/features/newsletters/offer.rules";
import { listRunningSales as listOnSale } from "~/features/sales/model.server";
import { getEnv } from "~/services/env.server";
import { type OpenAiConfig, openAiConfig } from "~/services/openai.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";

/** How long the model may take to write (the whole call, a retry included). */
export const OFFER_MODEL_TIMEOUT_MS = 30_000;
export const OFFER_MAX_TOKENS = 2_500;

export type OfferMessageResult =
  | { ok: true; subject: string; content: string; productCount: number }
  | { ok: false; message: string };

export type OfferMessageInput = { productIds: number[]; options: OfferOptions };

/** Every product on a running sale, for the generator's table. */
export function listOfferProducts(): Promise<OfferProduct[]> {
  return listOnSale();
}

/** Who signs the message and where its call to action leads (the tyre catalogue of this site). */
export function offerShop(): ShopInfo {
  return { name: COMPANY.name, url: `${getEnv().publicOrigin}/renkaat`, phone: COMPANY.phone };
}

const isDatabaseId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_DATABASE_ID;

/**
 * Writes the message from exactly the chosen products that are still on sale (others are ignored).
 * Failures of the model are logged and answered with the spec's 'Viestin luominen epäonnistui'.
 */
export async function generateOfferMessage(
  input: OfferMessageInput,
  settings: { timeoutMs?: number } = {},
): Promise<OfferMessageResult> {
  const ids = [...new Set(input.productIds.filter(isDatabaseId))];
  if (ids.length > OFFER_LIMITS.maxProducts) return { ok: false, message: OFFER_TEXTS.tooMany };
  const products = await listOnSale({ ids });
  if (products.length === 0) return { ok: false, message: OFFER_TEXTS.selectAtLeastOne };

  const shop = offerShop();
  const config = openAiConfig();
  if (!config) return { ok: true, ...writeOfferMessage(products, input.options, shop), productCount: products.length };
  try {
    const message = await modelMessage(config, products, input.options, shop, settings.timeoutMs ?? OFFER_MODEL_TIMEOUT_MS);
    return { ok: true, ...message, productCount: products.length };
  } catch (error) {
    console.error("Tarjousviestin luonti mallilla epäonnistui", error);
    return { ok: false, message: OFFER_TEXTS.failed };
  }
}

// ---------------------------------------------------------------- the model

const TONE_INSTRUCTIONS: Record<OfferTone, string> = {
  formal: "virallinen ja kohtelias: teitittele lukijaa, kirjoita asiallisesti ja selkeästi",
  casual: "rento ja ystävällinen: sinuttele lukijaa, kirjoita arkisesti ja lämpimästi ilman slangia",
  exciting: "innostava ja energinen: korosta säästöä huudahduksin, mutta älä liioittele tuotteiden ominaisuuksia",
  urgent: "kiireellinen: korosta tarjousten rajallista aikaa ja saatavuutta ja kehota toimimaan heti",
};

/** The products as the model sees them: the shop's own formatting, and only the facts it may use. */
function productFacts(product: OfferProduct, options: OfferOptions) {
  const percent = discountPercent(product.originalPrice, product.salePrice);
  return {
    name: productName(product),
    manufacturer: product.manufacturer,
    model: product.model,
    size: product.size,
    category: categoryText(product.category),
    normalPrice: formatPrice(product.originalPrice),
    salePrice: formatPrice(product.salePrice),
    ...(percent > 0 ? { discount: `-${percent} %` } : {}),
    ...(options.includeEndDate ? { validity: validityText(product.endDate) } : {}),
    ...(options.includeStock ? { stock: stockText(product.stock) } : {}),
  };
}

export function offerPrompt(products: OfferProduct[], options: OfferOptions, shop: ShopInfo): ChatCompletionMessageParam[] {
  const rules = [
    'Vastaa pelkkänä JSON-objektina muodossa {"subject": "…", "content": "…"}.',
    `subject on sähköpostin aiherivi: enintään ${OFFER_LIMITS.subjectMax} merkkiä, pelkkää tekstiä ilman markdownia.`,
    "content on viestin sisältö markdownina (kappaleet, väliotsikot ##, luettelot, lihavointi, linkit). Ei HTML:ää eikä kuvia.",
    "Mainitse jokainen tuote valmistajan, mallin ja koon kanssa sekä normaalihinta ja tarjoushinta täsmälleen annetussa muodossa.",
    "Käytä vain annettuja tietoja: älä keksi hintoja, alennuksia, päivämääriä, saldoja, tuoteominaisuuksia tai ehtoja.",
    options.includeEndDate
      ? "Kerro jokaisen tarjouksen voimassaolo annetun validity-tiedon mukaan."
      : "Älä mainitse tarjousten päättymispäiviä.",
    options.includeStock ? "Kerro jokaisen tuotteen varastotilanne annetun stock-tiedon mukaan." : "Älä mainitse varastosaldoja.",
    `Lopeta toimintakehotukseen, jossa on markdown-linkki osoitteeseen ${shop.url} ja puhelinnumero ${shop.phone}, ja allekirjoita ${shop.name}.`,
  ];
  const system = [
    `Kirjoitat rengasliike ${shop.name}:n uutiskirjeen tarjousviestin suomeksi.`,
    `Sävy: ${OFFER_TONE_LABELS[options.tone]} (${options.tone}) – ${TONE_INSTRUCTIONS[options.tone]}.`,
    "Säännöt:",
    ...rules.map((rule) => `- ${rule}`),
  ].join("\n");
  const data = {
    tone: options.tone,
    includeEndDate: options.includeEndDate,
    includeStock: options.includeStock,
    shop,
    products: products.map((product) => productFacts(product, options)),
  };
  return [
    { role: "system", content: system },
    { role: "user", content: `Tarjoustuotteet (${products.length} kpl):\n${JSON.stringify(data, null, 2)}` },
  ];
}

const answerSchema = z.object({
  subject: z
    .string()
    .transform((subject) => fitSubject(subject))
    .pipe(z.string().min(1)),
  content: z.string().transform(cleanOfferContent).pipe(z.string().min(1).max(OFFER_LIMITS.contentMax)),
});

/** The JSON object of an answer, also when a model wraps it in a ```json fence. */
function parseAnswer(text: string): { subject: string; content: string } {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  const json: unknown = JSON.parse(fenced ? fenced[1] : text);
  return answerSchema.parse(json);
}

async function modelMessage(
  config: OpenAiConfig,
  products: OfferProduct[],
  options: OfferOptions,
  shop: ShopInfo,
  timeoutMs: number,
): Promise<{ subject: string; content: string }> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 1, timeout: timeoutMs });
  const completion = await client.chat.completions.create(
    {
      model: config.model,
      messages: offerPrompt(products, options, shop),
      response_format: { type: "json_object" },
      max_tokens: OFFER_MAX_TOKENS,
    },
    // The SDK's timeout is per attempt; the signal bounds the call with its retry.
    { signal: AbortSignal.timeout(timeoutMs) },
  );
  const text = completion.choices[0]?.message?.content;
  if (!text) throw new Error(`Mallin vastaus oli tyhjä (finish_reason: ${completion.choices[0]?.finish_reason ?? "?"})`);
  return parseAnswer(text);
}
