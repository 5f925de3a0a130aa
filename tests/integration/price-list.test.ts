/**
 * The price list on a real database: the defaults of an empty database, Asetukset → Hinnasto saving and
 * refusing (through the route's action, as the browser posts it), and every reader of the list (the
 * public pages' loaders, Kaartobotti's offline answers and the model's getPrices tool) showing a saved
 * price on the very next request.
 */
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { priceList as priceListTable } from "#db/schema";
import { newConversationId } from "~/features/chat/rules";
import { EURO_INPUT_TEXTS, PRICE_LIST_LIMITS, defaultPriceList, formatCents } from "~/features/price-list/rules";
import { PRICE_LIST_TEXTS, priceListFormValue } from "~/features/price-list/schema";
import { getPriceList, getPriceListState, savePriceList } from "~/features/price-list/model.server";
import { action, loader as adminLoader } from "~/routes/admin.asetukset.hinnasto";
import { loader as priceListPage } from "~/routes/_site.hinnasto";
import { loader as balancingPage } from "~/routes/_site.palvelut.tasapainoitus";
import { loader as repairsPage } from "~/routes/_site.palvelut.korjaustyot";
import { loader as tyreHotelPage } from "~/routes/_site.rengashotelli";
import { chatReply } from "~/features/chat/turn.server";
import { runTool } from "~/features/chat/assistant/tools.server";
import { getRequest } from "../support/requests";
import { adminCookie, asRedirect, asReply, post, run, toastOf } from "../support/tyre-admin";

const PATH = "/admin/asetukset/hinnasto";
let cookie: string;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  cookie = await adminCookie("hinnasto-admin");
});

beforeEach(async () => {
  await db.delete(priceListTable);
});

/** The form's fields as the browser posts them (checkboxes only when checked), changed by `change`. */
function fields(list = defaultPriceList(), change: (fields: Map<string, string>) => void = () => {}): [string, string][] {
  const out = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    else if (typeof value === "object" && value !== null) for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    else out.set(prefix, String(value));
  };
  walk("", priceListFormValue(list));
  change(out);
  return [...out];
}

const submit = (posted: [string, string][]) => run(action, post(PATH, posted, cookie));

const OWNER = "0".repeat(64);
const ask = (question: string) =>
  chatReply({ messages: [{ role: "user", content: question }], conversationId: newConversationId(), ownerHash: OWNER, ip: "192.0.2.30" });

describe("an empty database", () => {
  it("reads as the default prices, on the pages and in the admin", async () => {
    expect(await getPriceListState()).toEqual({ priceList: defaultPriceList(), updatedAt: null, isDefault: true });
    expect(await priceListPage()).toEqual({ priceList: defaultPriceList() });
    expect(await balancingPage()).toEqual({ balancing: defaultPriceList().balancing });
    const state = (await run(adminLoader, getRequest(PATH, { Cookie: cookie }))) as Awaited<ReturnType<typeof getPriceListState>>;
    expect(state.priceList).toEqual(defaultPriceList());
  });

  it("reads a stored document that no longer fits as the defaults", async () => {
    await db.insert(priceListTable).values({ id: 1, prices: { validText: "vanha muoto" } as never });
    expect((await getPriceListState()).priceList).toEqual(defaultPriceList());
  });

  it("has a single row at most", async () => {
    await savePriceList(defaultPriceList());
    await expect(db.execute(sql`insert into price_list (id, prices) values (2, '{}'::jsonb)`)).rejects.toThrow();
  });
});

describe("saving in Asetukset → Hinnasto", () => {
  it("stores every kind of change and every reader shows it at once", async () => {
    const response = asRedirect(
      await submit(
        fields(defaultPriceList(), (posted) => {
          posted.set("balancing.rows[0].price", "41,50");
          posted.set("repairs.rows[0].price", "37.90");
          posted.set("repairs.rows[1].from", "on");
          posted.set("tyreHotel.rows[0].prices[0]", "62");
          posted.set("tyreHotel.rows[0].label", "Henkilöauto (kesä tai talvi)");
          posted.set("tyreHotel.note", "Sisältää pesun.");
          posted.set("validText", "Hinnat voimassa 1.3.2026 alkaen.");
        }),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(PATH);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Hinnasto päivitetty onnistuneesti" });

    const saved = await getPriceListState();
    expect(saved.isDefault).toBe(false);
    expect(Date.now() - Date.parse(saved.updatedAt!)).toBeLessThan(60_000);
    expect(saved.priceList.balancing.rows[0]).toEqual({ label: "Tasapainotus, henkilöauto", price: 4150, unit: "/ 4 pyörää", from: false });
    expect(saved.priceList.repairs.rows[0].price).toBe(3790);
    expect(saved.priceList.repairs.rows[1].from).toBe(true);
    expect(saved.priceList.tyreHotel).toEqual({
      rows: [{ label: "Henkilöauto (kesä tai talvi)", prices: [6200, 6500, 7500] }, ...defaultPriceList().tyreHotel.rows.slice(1)],
      note: "Sisältää pesun.",
    });

    expect((await priceListPage()).priceList).toEqual(saved.priceList);
    expect((await balancingPage()).balancing.rows[0].price).toBe(4150);
    expect((await repairsPage()).repairs.rows[0].price).toBe(3790);
    expect((await tyreHotelPage()).tyreHotel.rows[0].prices[0]).toBe(6200);
  });

  it("the offline assistant and the model's tools quote the new price right after the save", async () => {
    const before = await ask("Paljonko tasapainotus maksaa?");
    expect(before).toContain(formatCents(4000));
    expect(before).not.toContain(formatCents(4150));

    asRedirect(await submit(fields(defaultPriceList(), (posted) => posted.set("balancing.rows[0].price", "41,50"))));

    const after = await ask("Paljonko tasapainotus maksaa?");
    // The admin's unit is escaped in the markdown ('\\/ 4 pyörää'); the amount is ours.
    expect(after).toContain(`henkilöauto: **${formatCents(4150)} `);
    expect(after).not.toContain(`henkilöauto: **${formatCents(4000)} `);

    // The same tool the model calls with OPENAI_API_KEY set.
    const tool = await runTool("getPrices", JSON.stringify({ service: "tasapainotus" }), { conversationId: newConversationId(), ip: null });
    expect(tool).toContain(formatCents(4150));
  });

  it("the services answer and the validity text follow the list", async () => {
    const list = defaultPriceList();
    list.tyreChange.rows[0].prices[0] = 2990;
    list.validText = "Hinnat voimassa 1.4.2026 alkaen.";
    list.vatText = "24 %";
    asRedirect(await submit(fields(list)));

    expect(await ask("Mitä palveluita teillä on?")).toContain(`Renkaanvaihto** ilman ajanvarausta, alkaen **${formatCents(2990)}** / 4 pyörää`);
    const prices = await ask("Paljonko renkaanvaihto maksaa?");
    expect(prices).toContain(`**${formatCents(2990)}** (enintään 16″)`);
    // Texts the admin typed are escaped in the reply (markdown), so they read as written.
    expect(prices).toContain("Hinnat voimassa 1\\.4\\.2026 alkaen\\.");
    expect(prices).toContain("arvonlisäveron 24 \\%");
  });

  it("adds and removes rows", async () => {
    const list = defaultPriceList();
    list.disposal.rows.push({ label: "Vanteiden pesu", price: 1000, unit: "/ sarja", from: false });
    list.repairs.rows.splice(2, 1);
    asRedirect(await submit(fields(list)));
    const saved = await getPriceList();
    expect(saved.disposal.rows.at(-1)).toEqual({ label: "Vanteiden pesu", price: 1000, unit: "/ sarja", from: false });
    expect(saved.repairs.rows.map((row) => row.label)).not.toContain("Vuotavan vanteen tiivistys");
    expect(await ask("Paljonko korjaus maksaa?")).not.toContain("Vuotavan vanteen tiivistys");
  });

  it("says so when nothing changed, and stores nothing", async () => {
    const reply = asReply(await submit(fields()));
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toEqual({ "": [PRICE_LIST_TEXTS.unchanged] });
    expect((await getPriceListState()).updatedAt).toBeNull();
  });
});

describe("refusing", () => {
  it("answers with Finnish messages on the fields, keeps what was typed and stores nothing", async () => {
    const reply = asReply(
      await submit(
        fields(defaultPriceList(), (posted) => {
          posted.set("balancing.rows[0].price", "12,505");
          posted.set("tyreChange.rows[0].prices[1]", "neljäkymmentä");
          posted.set("repairs.rows[2].price", "-3");
          posted.set("disposal.rows[1].price", "");
          posted.set("tyreHotel.rows[1].label", "");
          posted.set("tyreFitting.rows[2].label", "henkilöauto");
          posted.set("vatText", "");
        }),
      ),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      "balancing.rows[0].price": [EURO_INPUT_TEXTS.decimals],
      "tyreChange.rows[0].prices[1]": ["Hinnan täytyy olla numero, esim. 12,50"],
      "repairs.rows[2].price": ["Hinta ei voi olla negatiivinen"],
      "disposal.rows[1].price": ["Hinta on pakollinen"],
      "tyreHotel.rows[1].label": ["Rivin nimi on pakollinen"],
      "tyreFitting.rows[2].label": ["Taulukossa on jo samanniminen rivi"],
      vatText: ["Arvonlisäveroteksti on pakollinen"],
    });
    const typed = reply.data.result.initialValue as { balancing: { rows: { price: string }[] }; tyreChange: { rows: { prices: string[] }[] } };
    expect(typed.balancing.rows[0].price).toBe("12,505");
    expect(typed.tyreChange.rows[0].prices[1]).toBe("neljäkymmentä");
    expect(await getPriceListState()).toMatchObject({ updatedAt: null, isDefault: true });
  });

  it("without JavaScript, the add, remove and reset buttons come back as the changed form, unsaved", async () => {
    const added = asReply(
      await submit([
        ...fields(),
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: "balancing.rows", defaultValue: { label: "", price: "", unit: "" } } })],
      ]),
    );
    const addedRows = (added.data.result.initialValue as { balancing: { rows: unknown[] } }).balancing.rows;
    expect(addedRows).toHaveLength(defaultPriceList().balancing.rows.length + 1);

    const removed = asReply(await submit([...fields(), ["__intent__", JSON.stringify({ type: "remove", payload: { name: "repairs.rows", index: 0 } })]]));
    const removedRows = (removed.data.result.initialValue as { repairs: { rows: { label: string }[] } }).repairs.rows;
    expect(removedRows[0].label).toBe(defaultPriceList().repairs.rows[1].label);

    // 'Palauta oletushinnat' puts the default prices back into the form (saving is a separate step).
    const edited = fields(defaultPriceList(), (posted) => posted.set("balancing.rows[0].price", "99"));
    const reset = asReply(await submit([...edited, ["__intent__", JSON.stringify({ type: "update", payload: { value: priceListFormValue(defaultPriceList()) } })]]));
    const resetRows = (reset.data.result.initialValue as { balancing: { rows: { price: string }[] } }).balancing.rows;
    expect(resetRows[0].price).toBe("40");
    expect((await getPriceListState()).updatedAt).toBeNull();
  });

  it("refuses a table with too many rows by its message, and a list index beyond the form's bounds outright", async () => {
    const list = defaultPriceList();
    list.balancing.rows = Array.from({ length: PRICE_LIST_LIMITS.maxRows + 1 }, (_, index) => ({ label: `Palvelu ${index}`, price: 100, unit: "", from: false }));
    const tooMany = asReply(await submit(fields(list)));
    expect(tooMany.data.result.error).toMatchObject({ "balancing.rows": [`Taulukossa voi olla enintään ${PRICE_LIST_LIMITS.maxRows} riviä`] });

    const bomb = await submit([...fields(), ["balancing.rows[99999].price", "1"]]);
    expect(bomb).toBeInstanceOf(Response);
    expect((bomb as Response).status).toBe(400);
  });
});
