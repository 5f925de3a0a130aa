/**
 * What 'Kysy tarjous / varaa renkaat' does with a posted form: validate, store the request and mail the
 * shop (SMTP or the outbox, after the answer: sendMailLater). A refused form comes back as Conform's
 * result: everything typed and the messages per field.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { COMPANY } from "~/content/company";
import { formatDateTime } from "~/lib/format";
import {
  QUOTE_PATH,
  QUOTE_RATE_LIMITS,
  QUOTE_TEXTS as T,
  type QuoteProduct,
  quoteProductLine,
  quoteProductParam,
} from "~/features/quotes/rules";
import { type QuoteRequestInput, quoteRequestSchema } from "~/features/quotes/schema";
import { createQuoteRequest, findQuoteProduct } from "~/features/quotes/model.server";
import { type MailMessage, sendMailLater } from "~/services/mail.server";
import { admitPerContactAndAddress } from "~/services/rate-limit.server";
import { getEnv } from "~/services/env.server";

/** The product of the page's URL (`?rengas=` / `?vanne=`), or null: an unknown id is simply no product. */
export async function quoteProductOf(url: URL): Promise<QuoteProduct | null> {
  const ref = quoteProductParam(url.searchParams);
  if (!ref) return null;
  return findQuoteProduct(ref).catch((error: unknown) => {
    console.error("Tarjouspyynnön tuotteen haku epäonnistui:", error);
    return null;
  });
}

/** Text only, so nothing a visitor typed (or a product name) can be markup; CR/LF never reach a header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

export function quoteRequestMail(input: QuoteRequestInput, product: QuoteProduct | null, id: number, adminUrl: string, at: Date = new Date()): MailMessage {
  const lines = [
    `Uusi tarjouspyyntö #${id} verkkosivuilta (${formatDateTime(at)}).`,
    "",
    `Nimi: ${oneLine(input.name)}`,
    `Puhelin: ${input.phone ? oneLine(input.phone) : "-"}`,
    `Sähköposti: ${input.email ?? "-"}`,
    `Tuote: ${product ? oneLine(quoteProductLine(product)) : "ei valittu (yleinen kysely)"}`,
    `Kappalemäärä: ${input.quantity}`,
    `Asennus: ${input.fitting ? "kyllä" : "ei"}`,
    "",
    "Viesti:",
    input.message || "-",
    "",
    `Kaikki tarjouspyynnöt: ${adminUrl}`,
  ];
  const headers: Record<string, string> = {};
  if (input.email) headers["Reply-To"] = input.email;
  return {
    to: COMPANY.salesEmail,
    subject: oneLine(`Tarjouspyyntö: ${input.name}${product ? ` – ${product.name}` : ""}`).slice(0, 200),
    text: lines.join("\n"),
    headers,
  };
}

export async function handleQuoteRequest(form: FormData, ip: string) {
  const submission = parseWithZod(form, { schema: quoteRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const admitted = await admitPerContactAndAddress("quote", input, ip, QUOTE_RATE_LIMITS);
  if (!admitted.ok) {
    return data(
      { result: submission.reply({ formErrors: [T.errors.tooMany] }) },
      { status: 429, headers: { "Retry-After": String(admitted.retryAfterSeconds) } },
    );
  }

  // The product comes from the posted id (a hidden field), checked against the database again.
  const product = await quoteProductOf(new URL(`${QUOTE_PATH}?${productQuery(form)}`, "http://x"));
  let id: number;
  try {
    id = (await createQuoteRequest(input, product)).id;
  } catch (error) {
    console.error("Tarjouspyynnön tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.failure] }) }, { status: 500 });
  }
  const adminUrl = `${getEnv().publicOrigin}/admin/tarjouspyynnot`;
  sendMailLater(quoteRequestMail(input, product, id, adminUrl), "tarjouspyyntö");
  return redirect(`${QUOTE_PATH}?kiitos=1`, { status: 303 });
}

function productQuery(form: FormData): string {
  const params = new URLSearchParams();
  for (const name of ["rengas", "vanne"]) {
    const value = form.get(name);
    if (typeof value === "string") params.set(name, value);
  }
  return params.toString();
}
