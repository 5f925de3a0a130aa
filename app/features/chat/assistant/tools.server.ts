/**
 * Kaartobotti's tools: thin calls into the models and the shop's fixed facts, answering in Finnish
 * markdown. The model calls them through `runTool`; the offline assistant calls the same `runTool`,
 * so both answer from the same data.
 */
import type { ChatCompletionFunctionTool } from "openai/resources/chat/completions";
import { z } from "zod";
import { WEEKDAYS } from "~/features/hours/rules";
import { COMPANY } from "~/content/company";
import { joinFinnish } from "~/lib/finnish";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { NETWORK, SHOP_DOG, STAFF } from "~/content/shop-facts";
import { FEEDBACK_COMMENT_MAX, saveFeedback } from "~/features/feedback/model.server";
import { RIM_LIMITS, parseBoltPattern } from "~/features/rims/rules";
import { tyreAvailabilityMarkdown } from "./availability.server";
import { rimsMarkdown } from "./rims.server";
import { findOnSite } from "./site-index.server";
import { dayHoursMarkdown, weekHoursMarkdown } from "./hours.server";
import { brandsMarkdown, modelPricesMarkdown, offersMarkdown } from "./offers.server";
import { PRACTICAL_TOPICS, PRICE_SERVICES, practicalMarkdown, pricesMarkdown, servicesMarkdown } from "./knowledge.server";
import { getBusinessSettings } from "~/features/hours/model.server";

export type ToolContext = {
  /** The chat the tools answer in; null outside a chat (the blog generator), where feedback is not taken. */
  conversationId: string | null;
  ip: string | null;
  /** The moment "today" means; tests pin it. */
  now?: Date;
};

const empty = z.object({});

const schemas = {
  checkTyreAvailability: z.object({
    size: z.string().trim().min(1).max(40).describe("Rengaskoko asiakkaan kirjoittamana, esim. 205/55R16, 205-55-16 tai 2055516"),
    season: z.enum(["summer", "winter"]).optional().describe("summer = kesärenkaat, winter = talvirenkaat; jätä pois, jos kausi ei ole tiedossa"),
    winterType: z.enum(["studded", "friction"]).optional().describe("Talvirenkaan tyyppi: studded = nastarengas, friction = kitkarengas"),
    products: z
      .array(z.string().trim().min(1).max(80))
      .max(10)
      .optional()
      .describe("Vain nämä merkit tai mallit, esim. ['Michelin'] tai ['Nokian Tyres Hakkapeliitta 10p']; jätä pois, niin saat kaikki"),
    fitted: z.boolean().optional().describe("true, kun asiakas kysyy neljän renkaan hintaa asennettuna (rengastyö hinnaston mukaan)"),
    cheapest: z.boolean().optional().describe("true, kun asiakas valitsee halvimman (esim. 'neljä niitä halvempia')"),
    label: z.boolean().optional().describe("true, kun asiakas kysyy EU-rengasmerkinnän arvoja (polttoainetehokkuus, pito märällä tiellä, melu)"),
  }),
  getOpeningHours: z.object({
    days: z
      .array(z.enum(WEEKDAYS))
      .max(7)
      .optional()
      .describe("Vain nämä viikonpäivät (ma, ti, ke, to, pe, la, su), kun asiakas kysyy tiettyä päivää; jätä pois, niin saat koko viikon"),
  }),
  getPrices: z.object({
    service: z
      .enum(PRICE_SERVICES)
      .optional()
      .describe("Palvelu, jonka hinnat haetaan; jätä pois, niin saat koko hinnaston"),
  }),
  getServices: empty,
  getPracticalInfo: z.object({
    topic: z
      .enum(PRACTICAL_TOPICS)
      .describe("ajanvaraus = tarvitaanko ajanvaraus, kesto = kauanko vaihto kestää, rengaskoko = mistä oikean koon löytää, vaihtoaika = milloin renkaat vaihdetaan"),
  }),
  getStaff: z.object({
    name: z.string().trim().max(60).optional().describe("Henkilön (tai koiran) nimi, jos asiakas kysyy tietystä henkilöstä"),
  }),
  getNetworkInfo: empty,
  searchSite: z.object({
    query: z.string().trim().min(1).max(300).describe("Hakusanat suomeksi, esim. 'uutiskirjeen peruminen' tai 'talvirenkaan urasyvyys'"),
  }),
  findRims: z.object({
    diameter: z.number().int().min(RIM_LIMITS.diameterMin).max(RIM_LIMITS.diameterMax).optional().describe("Vanteen halkaisija tuumina, esim. 17"),
    boltPattern: z.string().trim().max(20).optional().describe("Pulttijako, esim. 5x112 tai 5x114.3"),
    name: z.string().trim().max(100).optional().describe("Vanteen merkki ja malli, jos asiakas nimeää vanteen (esim. Borbet Y): vastaus kertoo sen hinnan ja neljän hinnan"),
  }),
  getOffers: z.object({
    season: z.enum(["summer", "winter"]).optional().describe("Vain tämän kauden renkaiden tarjoukset"),
  }),
  getBrands: z.object({
    brand: z.string().trim().min(1).max(60).optional().describe("Merkki, josta asiakas kysyy (esim. Michelin); jätä pois, niin saat kaikki merkit"),
    season: z.enum(["summer", "winter"]).optional(),
    winterType: z.enum(["studded", "friction"]).optional(),
  }),
  getModelPrices: z.object({
    models: z
      .array(z.object({ brand: z.string().trim().min(1).max(60), model: z.string().trim().min(1).max(80) }))
      .min(1)
      .max(10)
      .describe("Rengasmallit valmistajineen, esim. [{brand: 'Nokian Tyres', model: 'Hakkapeliitta 10p'}]"),
    season: z.enum(["summer", "winter"]).optional(),
    winterType: z.enum(["studded", "friction"]).optional(),
  }),
  submitFeedback: z.object({
    rating: z.number().int().min(0).max(10).nullable().optional().describe("Arvosana 0–10, jos asiakas antoi sellaisen"),
    comment: z.string().max(FEEDBACK_COMMENT_MAX).describe("Asiakkaan palaute omin sanoin"),
  }),
} as const;

export type ToolName = keyof typeof schemas;
export type ToolArgs<N extends ToolName> = z.infer<(typeof schemas)[N]>;

const DESCRIPTIONS: Record<ToolName, string> = {
  checkTyreAvailability:
    "Tarkistaa tietyn rengaskoon saatavuuden, hinnat, tarjoukset ja varastosaldot liikkeen valikoimasta. Käytä aina, kun asiakas kysyy renkaista tietyssä koossa.",
  getOpeningHours: "Liikkeen aukioloajat tietokannasta Suomen aikaa: koko viikko tai vain kysytyt päivät (ja tämän päivän poikkeava aukioloaika).",
  getPrices: "Palveluiden hinnat hinnastosta (renkaanvaihto, rengastyö, rengashotelli, tasapainotus, korjaukset, kierrätys).",
  getServices: "Luettelo liikkeen palveluista aloitushintoineen ja linkkeineen.",
  getPracticalInfo: "Käytännön tietoa: ajanvaraus, renkaanvaihdon kesto, oikean rengaskoon löytäminen ja renkaiden vaihtoaika.",
  getStaff: "Liikkeen henkilökunta rooleineen sekä liikkeen koira.",
  getNetworkInfo: "Tietoa rengasketjusta, johon liike kuuluu (myös valtakunnallinen rengastakuu).",
  searchSite: "Hakee liikkeen omilta sivuilta (palvelut, hinnasto, rengashotelli, rahoitus, Hyvä tietää, artikkelit, tietosuoja) kohdan, joka vastaa kysymykseen; palauttaa tekstin ja sivun linkin.",
  findRims: "Valikoiman vanteet halkaisijan ja pulttijaon mukaan hintoineen ja saatavuuksineen, halvin ensin.",
  getOffers: "Voimassa olevat kampanjat ja tarjouksessa olevat renkaat tietokannasta (alennuskoodit eivät ole julkisia, eikä niitä anneta).",
  getBrands: "Valikoiman rengasmerkit tuotemäärineen ja alkaen-hintoineen, tai yhden merkin mallit ja hinnat.",
  getModelPrices: "Tietyn rengasmallin hinnat ja saatavuus eri kokoina (kun asiakas kysyy mallin hintaa ilman kokoa).",
  submitFeedback: "Tallentaa asiakkaan palautteen Kaartobotista tai liikkeestä, kun asiakas haluaa antaa palautetta.",
};

/** The tools in the shape chat.completions expects, generated from the same zod schemas that validate. */
export const TOOL_DEFINITIONS: ChatCompletionFunctionTool[] = (Object.keys(schemas) as ToolName[]).map((name) => {
  const { $schema: _schema, ...parameters } = z.toJSONSchema(schemas[name]) as Record<string, unknown>;
  return { type: "function", function: { name, description: DESCRIPTIONS[name], parameters } };
});

function normalisedName(text: string): string {
  return text.trim().toLowerCase();
}

/** Finnish inflects names ('Karista', 'Sannalle'): a word that starts with the name counts. */
function nameMatches(asked: string, name: string): boolean {
  const words = normalisedName(asked).split(/\s+/);
  const wanted = normalisedName(name);
  return words.some((word) => word.startsWith(wanted) && word.length <= wanted.length + 4);
}

/** The staff a name asks about ('Karista', 'Sanna Kaarto'). */
export function staffNamed(name: string): (typeof STAFF)[number][] {
  return STAFF.filter((member) => nameMatches(name, member.firstName) || normalisedName(name) === normalisedName(member.name));
}

/** True when a name asks about the shop's dog. */
export const namesShopDog = (name: string) => nameMatches(name, SHOP_DOG.name);

function staffMarkdown(name: string | undefined): string {
  const dog = `**${SHOP_DOG.name}** (${SHOP_DOG.breed}) – ${SHOP_DOG.description}.`;
  const person = (member: (typeof STAFF)[number]) =>
    `**${member.name}** – ${member.role} (meillä vuodesta ${member.since}), ${member.note}.`;
  if (name && name.trim() !== "") {
    if (namesShopDog(name)) return `Liikkeemme koira on ${dog}`;
    const found = staffNamed(name);
    if (found.length > 0) {
      const who = joinFinnish(found.map((member) => member.firstName));
      const verb = found.length > 1 ? "työskentelevät" : "työskentelee";
      return [`Kyllä, ${who} ${verb} meillä:`, ...found.map((member) => `- ${person(member)}`)].join("\n");
    }
    return [
      `En tunnista nimeä **${escapeMarkdown(name)}** henkilökuntalistaltani. En voi silti sanoa varmasti, ettei hän työskentele meillä – lista ei välttämättä ole ajan tasalla.`,
      `Varmista asia soittamalla numeroon **${COMPANY.phone}**. Tunnen nämä henkilöt:`,
      ...STAFF.map((member) => `- ${member.name} (${member.role})`),
    ].join("\n");
  }
  return [
    `${COMPANY.name} on perheyritys. Meillä työskentelevät:`,
    ...STAFF.map((member) => `- ${person(member)}`),
    "",
    `Lisäksi liikkeessä asuu koiramme: ${dog}`,
  ].join("\n");
}

function networkMarkdown(): string {
  return `**${NETWORK.name}**: ${NETWORK.description}\n\n${COMPANY.name} on ${NETWORK.name} -ketjun jäsenliike.`;
}

type Handlers = { [N in ToolName]: (args: ToolArgs<N>, context: ToolContext) => Promise<string> | string };

const handlers: Handlers = {
  checkTyreAvailability: (args, context) => tyreAvailabilityMarkdown({ ...args, conversationId: context.conversationId }),
  getOpeningHours: async (args, context) => {
    const { businessHours } = await getBusinessSettings();
    const now = context.now ?? new Date();
    return args.days && args.days.length > 0 ? dayHoursMarkdown(businessHours, args.days, now) : weekHoursMarkdown(businessHours, now);
  },
  getPrices: (args) => pricesMarkdown(args.service),
  getServices: () => servicesMarkdown(),
  getPracticalInfo: (args) => practicalMarkdown(args.topic),
  getStaff: (args) => staffMarkdown(args.name),
  getNetworkInfo: () => networkMarkdown(),
  searchSite: async (args) => {
    const match = await findOnSite(args.query);
    return match ? `Sivu [${match.page}](${match.path}), kohta ${match.heading}:\n${match.text}` : "Sivuilta ei löytynyt tähän vastaavaa kohtaa. Älä arvaa: tarjoa puhelinta ja yhteydenottopyyntöä.";
  },
  findRims: (args, context) =>
    rimsMarkdown({ diameter: args.diameter, boltPattern: parseBoltPattern(args.boltPattern) ?? undefined }, context.conversationId, "fi", args.name ?? ""),
  getOffers: (args, context) => offersMarkdown({ season: args.season }, context.now),
  getBrands: (args, context) => brandsMarkdown(args.brand, { season: args.season, winterType: args.winterType }, context.now),
  getModelPrices: (args, context) => modelPricesMarkdown(args.models, { season: args.season, winterType: args.winterType }, context.now),
  submitFeedback: async (args, context) => {
    await saveFeedback({ rating: args.rating ?? null, comment: args.comment, source: "feedback_form", conversationId: context.conversationId });
    return "Palaute tallennettu. Kiitä asiakasta palautteesta.";
  },
};

export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(schemas, name);
}

/**
 * Runs one tool with arguments as the model sent them (a JSON string). Never throws: unknown tools,
 * broken JSON, invalid arguments and failures come back as a text the model can read and recover from.
 */
export async function runTool(name: string, argsJson: string, context: ToolContext): Promise<string> {
  if (!isToolName(name)) return `Virhe: tuntematon työkalu "${name}".`;
  let raw: unknown;
  try {
    raw = argsJson.trim() === "" ? {} : JSON.parse(argsJson);
  } catch {
    return `Virhe: työkalun ${name} argumentit eivät ole kelvollista JSONia.`;
  }
  // Models often send null for an argument they leave out; it means the same as leaving it out.
  if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
    raw = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));
  }
  const parsed = schemas[name].safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "argumentit"}: ${issue.message}`).join("; ");
    return `Virhe: työkalun ${name} argumentit ovat virheelliset (${issues}).`;
  }
  try {
    const handler = handlers[name] as (args: unknown, context: ToolContext) => Promise<string> | string;
    return await handler(parsed.data, context);
  } catch (error) {
    console.error(`Kaartobotin työkalu ${name} epäonnistui`, error);
    return `Virhe: tietoja ei juuri nyt saatu haettua (${name}). Pyydä asiakasta soittamaan numeroon ${COMPANY.phone}.`;
  }
}
