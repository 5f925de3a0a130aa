/**
 * The offer-message generator 'Tarjousviestin luonti' on a real database: which products it may write
 * about, the built-in writer without OPENAI_API_KEY, and the model path through the real openai SDK
 * against the local fake chat-completions server (tests/support/fake-openai.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_OFFER_OPTIONS, type OfferOptions } from "~/features/newsletters/offer.rules";
import { formatPrice } from "~/lib/price";
import { createProduct, createSize } from "~/features/tyres/admin.model.server";
import { saveSale } from "~/features/sales/model.server";
import { generateOfferMessage, listOfferProducts } from "~/features/newsletters/offer.server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { productInput } from "../support/tyre-admin";
import { helsinkiDay } from "~/lib/helsinki-time";

const inDays = (days: number) => helsinkiDay(new Date(Date.now() + days * 86_400_000));
const ids = { nokian: 0, michelin: 0, continental: 0, expired: 0, switchedOff: 0, noSale: 0 };
let endDate = "";

async function product(sizeId: number, manufacturer: string, model: string, type: "summer" | "winter", price: number, stock: number) {
  const created = await createProduct(
    productInput({ sizeId, manufacturer, model, type, price, winterType: type === "winter" ? "studded" : null }, { stock, financingPrice: 10 }),
  );
  if (!created.ok) throw new Error(`product ${model}`);
  return created.productId;
}

async function sale(productId: number, salePrice: number, end: string | null) {
  const saved = await saveSale(productId, { isActive: true, salePrice, name: "", description: "", endDate: end });
  if (!saved.ok) throw new Error(`sale ${productId}`);
}

beforeAll(async () => {
  const size = await createSize({ width: 205, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
  const other = await createSize({ width: 195, aspect: 65, diameter: 15, vehicleType: "henkilöauto" });
  if (!size.ok || !other.ok) throw new Error("size");
  endDate = inDays(10);
  ids.nokian = await product(size.size.id, "Nokian", "Hakkapeliitta 10", "winter", 120, 8);
  ids.michelin = await product(other.size.id, "Michelin", "Primacy 4+", "summer", 89.9, 2);
  ids.continental = await product(size.size.id, "Continental", "VikingContact 8", "winter", 150, 0);
  ids.expired = await product(size.size.id, "Pirelli", "Ice Zero 2", "winter", 130, 5);
  ids.switchedOff = await product(size.size.id, "Hankook", "Winter i*cept", "winter", 110, 5);
  ids.noSale = await product(size.size.id, "Goodyear", "UltraGrip Ice 3", "winter", 125, 5);
  await sale(ids.nokian, 99, endDate);
  await sale(ids.michelin, 79.5, null);
  await sale(ids.continental, 129, inDays(0));
  await sale(ids.expired, 100, inDays(-1));
  await sale(ids.switchedOff, 90, null);
  await saveSale(ids.switchedOff, { isActive: false });
});

const options = (overrides: Partial<OfferOptions> = {}): OfferOptions => ({ ...DEFAULT_OFFER_OPTIONS, ...overrides });

describe("listOfferProducts", () => {
  it("lists the products on a running sale with their prices, end date and stock", async () => {
    expect(await listOfferProducts()).toEqual([
      { id: ids.continental, manufacturer: "Continental", model: "VikingContact 8", size: "205/55R16", category: "winter", originalPrice: 150, salePrice: 129, endDate: inDays(0), stock: 0 },
      { id: ids.michelin, manufacturer: "Michelin", model: "Primacy 4+", size: "195/65R15", category: "summer", originalPrice: 89.9, salePrice: 79.5, endDate: null, stock: 2 },
      { id: ids.nokian, manufacturer: "Nokian", model: "Hakkapeliitta 10", size: "205/55R16", category: "winter", originalPrice: 120, salePrice: 99, endDate, stock: 8 },
    ]);
  });
});

describe("generateOfferMessage without a model", () => {
  it("writes from exactly the chosen products still on sale, ignoring the others", async () => {
    const result = await generateOfferMessage({
      productIds: [ids.nokian, ids.michelin, ids.expired, ids.switchedOff, ids.noSale, 999_999],
      options: options({ tone: "casual", includeEndDate: true, includeStock: true }),
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.productCount).toBe(2);
    expect(result.subject).toBe("Nyt edullisemmin: Michelin Primacy 4+ ja Nokian Hakkapeliitta 10");
    expect(result.content).toContain("**Nokian Hakkapeliitta 10**, 205\\/55R16");
    expect(result.content).toContain("**Michelin Primacy 4\\+**, 195\\/65R15");
    expect(result.content).toContain(`**${formatPrice(99)}**`);
    expect(result.content).toContain("varastossa 8 kpl");
    expect(result.content).toContain("voimassa niin kauan kuin varastoa riittää");
    // The call to action leads to this site's tyre catalogue.
    expect(result.content).toMatch(/\]\(http:\/\/localhost:\d+\/renkaat\)/);
    for (const absent of ["Pirelli", "Hankook", "Goodyear", "Continental"]) expect(result.content).not.toContain(absent);
  });

  it("asks for a product when none of the chosen is on sale", async () => {
    for (const productIds of [[], [ids.expired, ids.noSale], [0, -1, 2 ** 40]]) {
      expect(await generateOfferMessage({ productIds, options: options() })).toEqual({ ok: false, message: "Valitse vähintään yksi tuote viestiin" });
    }
  });
});

describe("generateOfferMessage with a model", () => {
  let fake: FakeOpenAi;
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = "sk-test-tarjous";
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_MODEL = "gpt-test-offer";
  });

  afterEach(() => {
    fake.reset();
    errors.mockClear();
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    errors.mockRestore();
    await fake.close();
  });

  const answer = (value: unknown) => ({ text: typeof value === "string" ? value : JSON.stringify(value) });

  it("sends the real product data and tone, and takes the model's subject and content", async () => {
    fake.script(answer({ subject: "  Kiirettä pitää: talvirenkaat\ntarjouksessa  ", content: "## Tarjoukset\r\n\r\n- **Nokian Hakkapeliitta 10** 99 €\u0000" }));
    const result = await generateOfferMessage({ productIds: [ids.nokian, ids.michelin, ids.noSale], options: options({ tone: "urgent", includeEndDate: true, includeStock: false }) });
    expect(result).toEqual({
      ok: true,
      subject: "Kiirettä pitää: talvirenkaat tarjouksessa",
      content: "## Tarjoukset\n\n- **Nokian Hakkapeliitta 10** 99 €",
      productCount: 2,
    });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.authorization).toBe("Bearer sk-test-tarjous");
    expect(request.body).toMatchObject({ model: "gpt-test-offer", response_format: { type: "json_object" } });
    expect(request.body.stream).toBeFalsy();
    const [system, user] = request.body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Sävy: Kiireellinen (urgent)");
    expect(system.content).toContain("enintään 80 merkkiä");
    expect(system.content).toContain("Älä mainitse varastosaldoja.");
    const sent = JSON.parse((user.content ?? "").slice((user.content ?? "").indexOf("{"))) as { tone: string; products: Record<string, string>[] };
    expect(sent.tone).toBe("urgent");
    expect(sent.products).toEqual([
      {
        name: "Michelin Primacy 4+",
        manufacturer: "Michelin",
        model: "Primacy 4+",
        size: "195/65R15",
        category: "kesärengas",
        normalPrice: formatPrice(89.9),
        salePrice: formatPrice(79.5),
        discount: "-12 %",
        validity: "voimassa niin kauan kuin varastoa riittää",
      },
      {
        name: "Nokian Hakkapeliitta 10",
        manufacturer: "Nokian",
        model: "Hakkapeliitta 10",
        size: "205/55R16",
        category: "talvirengas",
        normalPrice: formatPrice(120),
        salePrice: formatPrice(99),
        discount: "-18 %",
        validity: `voimassa ${endDate.split("-").reverse().join(".")} asti`,
      },
    ]);
    expect(user.content).not.toContain("Goodyear");
  });

  it("tells the stock and leaves out end dates when so chosen, and cuts a long subject to 80", async () => {
    fake.script(answer(`\`\`\`json\n${JSON.stringify({ subject: `Tarjous ${"pitkä ".repeat(30)}`, content: "Sisältö" })}\n\`\`\``));
    const result = await generateOfferMessage({ productIds: [ids.continental], options: options({ tone: "formal", includeEndDate: false, includeStock: true }) });
    if (!result.ok) throw new Error(result.message);
    expect(result.subject.length).toBeLessThanOrEqual(80);
    expect(result.subject.endsWith("pitkä…")).toBe(true);
    const sent = fake.requests[0].body.messages[1].content ?? "";
    expect(sent).toContain('"stock": "varasto lopussa, kysy saatavuutta"');
    expect(sent).not.toContain("validity");
    expect(fake.requests[0].body.messages[0].content).toContain("Sävy: Virallinen (formal)");
  });

  it("answers 'Viestin luominen epäonnistui' for a broken answer and logs it", async () => {
    const broken = [
      answer("Tässä viestinne: hyvä tarjous!"),
      answer({ subject: "Aihe" }),
      answer({ subject: "   ", content: "Sisältö" }),
      answer({ subject: "Aihe", content: "\u0000 \n " }),
      answer({ subject: 42, content: "Sisältö" }),
      answer({ subject: "Aihe", content: "x".repeat(50_001) }),
      answer(""),
    ];
    for (const reply of broken) {
      fake.script(reply);
      const result = await generateOfferMessage({ productIds: [ids.nokian], options: options() });
      expect(result).toEqual({ ok: false, message: "Viestin luominen epäonnistui" });
    }
    expect(errors).toHaveBeenCalledTimes(broken.length);
  });

  it("answers 'Viestin luominen epäonnistui' when the API fails or is too slow", async () => {
    fake.script({ status: 401, message: "Incorrect API key provided" });
    expect(await generateOfferMessage({ productIds: [ids.nokian], options: options() })).toEqual({ ok: false, message: "Viestin luominen epäonnistui" });
    expect(String(errors.mock.calls[0]?.[1])).toContain("Incorrect API key provided");

    fake.script({ text: "Yhteys katkeaa", cutAfter: 0 }, { text: "Yhteys katkeaa", cutAfter: 0 });
    expect(await generateOfferMessage({ productIds: [ids.nokian], options: options() })).toEqual({ ok: false, message: "Viestin luominen epäonnistui" });

    fake.reset();
    fake.script({ ...answer({ subject: "Myöhässä", content: "Liian myöhään" }), delayMs: 2_000 });
    const started = Date.now();
    expect(await generateOfferMessage({ productIds: [ids.nokian], options: options() }, { timeoutMs: 300 })).toEqual({
      ok: false,
      message: "Viestin luominen epäonnistui",
    });
    expect(Date.now() - started).toBeLessThan(1_900);
  });
});
