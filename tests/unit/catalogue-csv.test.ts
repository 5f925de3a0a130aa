import { describe, expect, it } from "vitest";
import {
  CATALOGUE_COLUMNS,
  type CatalogueRowValues,
  EXCEL_FORMAT,
  MAX_IMPORT_ROWS,
  catalogueHeader,
  catalogueRecord,
  catalogueSize,
  parseCatalogueCsv,
  rejectionText,
} from "~/features/catalogue-csv/rules";
import { deliveryDaysCell, formatCents, monthlyFinancingCents, parseCsvEuroCents, parseCsvFlag, parseDeliveryDays } from "~/features/catalogue-csv/cells.rules";
import { type ExistingCatalogue, type ExistingProduct, diffCatalogueRow, importDoneMessage, planCatalogueImport, previewView } from "~/features/catalogue-csv/import.rules";
import { UTF8_BOM, csvField, decodeCsvBytes, detectDelimiter, parseCsv, writeCsv } from "~/lib/csv";

const HEADER = CATALOGUE_COLUMNS.join(",");

const product = (overrides: Partial<CatalogueRowValues> = {}): CatalogueRowValues => ({
  size: "205/55R16",
  vehicleType: "henkilöauto",
  manufacturer: "Nokian Tyres",
  model: "Hakka Green 3",
  season: "summer",
  winterType: null,
  priceCents: 8990,
  financingCents: 749,
  stock: 12,
  fuelEfficiency: "B",
  wetGrip: "A",
  noiseLevel: 69,
  noiseClass: "A",
  description: "Hyvä kesärengas, \"hiljainen\"; pitävä\nja kestävä",
  features: ["Hyvä märkäpito", "Hiljainen"],
  loadIndex: 91,
  loadIndexDual: null,
  speedRating: "H",
  extraLoad: true,
  runFlat: false,
  commercial: false,
  eprelId: "381234",
  ean: "6419440123456",
  deliveryDaysMin: 1,
  deliveryDaysMax: 3,
  ...overrides,
});

describe("CSV reading and writing (RFC 4180)", () => {
  it("quotes fields with delimiters, quotes, line breaks and edge spaces only", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('sanoi "moi"')).toBe('"sanoi ""moi"""');
    expect(csvField("rivi\nrivi")).toBe('"rivi\nrivi"');
    expect(csvField(" reuna")).toBe('" reuna"');
    expect(csvField("a;b", ";")).toBe('"a;b"');
    expect(csvField("a;b", ",")).toBe("a;b");
  });

  it("writes CRLF records and an optional BOM, and reads them back unchanged", () => {
    const records = [
      ["koko", "kuvaus"],
      ["205/55R16", 'Kolme, "lainattua"\r\nriviä\nja ä ö å'],
      ["", ""],
    ];
    const text = writeCsv(records, { bom: true });
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual({ ok: true, delimiter: ",", records });
  });

  it("reads LF, CRLF and lone CR line endings and a last line without one", () => {
    const lf = parseCsv("a,b\n1,2\n3,4");
    const crlf = parseCsv("a,b\r\n1,2\r\n3,4\r\n");
    const cr = parseCsv("a,b\r1,2\r3,4\r");
    for (const result of [lf, crlf, cr]) expect(result).toMatchObject({ records: [["a", "b"], ["1", "2"], ["3", "4"]] });
  });

  it("detects ';' (Finnish Excel) and tab from the header line, ignoring quoted text", () => {
    expect(detectDelimiter("koko;ajoneuvo;valmistaja\n1,2;3")).toBe(";");
    expect(detectDelimiter('koko,"a;b;c",x')).toBe(",");
    expect(detectDelimiter("koko\tmalli")).toBe("\t");
    expect(parseCsv('koko;hinta\n205/55R16;"89,90"')).toMatchObject({ delimiter: ";", records: [["koko", "hinta"], ["205/55R16", "89,90"]] });
  });

  it("keeps empty fields and a quoted empty last line, and reports an unclosed quote with its line", () => {
    expect(parseCsv("a,,c\n,\n")).toMatchObject({ records: [["a", "", "c"], ["", ""]] });
    expect(parseCsv('a\n""')).toMatchObject({ records: [["a"], [""]] });
    expect(parseCsv('a,b\n1,"kesken\n2,3')).toEqual({ ok: false, error: "Lainausmerkki jää sulkematta (alkaa tiedoston rivillä 2)." });
  });

  it("decodes UTF-8 with or without BOM, and Windows-1252 from Excel's plain CSV", () => {
    const utf8 = new TextEncoder().encode(`${UTF8_BOM}märkäpito`);
    expect(decodeCsvBytes(utf8)).toBe("märkäpito");
    const cp1252 = Uint8Array.from([0x6d, 0xe4, 0x72, 0x6b, 0xe4, 0x70, 0x69, 0x74, 0x6f]); // 'märkäpito'
    expect(decodeCsvBytes(cp1252)).toBe("märkäpito");
  });
});

describe("money", () => {
  it("reads prices as price lists write them, decimal comma included", () => {
    expect(parseCsvEuroCents("89.90")).toBe(8990);
    expect(parseCsvEuroCents("89,9")).toBe(8990);
    expect(parseCsvEuroCents("1 234,50 €")).toBe(123450);
    expect(parseCsvEuroCents("1.234,50")).toBe(123450);
    expect(parseCsvEuroCents("1,234.50")).toBe(123450);
    expect(parseCsvEuroCents("90")).toBe(9000);
    expect(parseCsvEuroCents("0,005")).toBe(1);
    expect(parseCsvEuroCents("-5")).toBe(-500);
    for (const bad of ["", "abc", "12a", "1,2,3", "€"]) expect(parseCsvEuroCents(bad)).toBeNull();
  });

  it("writes cents with two decimals, with a comma for Excel", () => {
    expect(formatCents(8990)).toBe("89.90");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(123450, true)).toBe("1234,50");
    expect(monthlyFinancingCents(8990)).toBe(749); // 7.4916… → 7.49
    expect(monthlyFinancingCents(10000)).toBe(833);
  });
});

describe("catalogue rows", () => {
  it("accepts a size in any of the site's forms and refuses impossible sizes", () => {
    for (const typed of ["205/55R16", "205/55r16", "2055516", "205-55-16", "205/55/16", "205 / 55 R 16"]) {
      expect(catalogueSize(typed)).toBe("205/55R16");
    }
    for (const bad of ["205/5R16", "999/55R16", "205/55R99", "abc", ""]) expect(catalogueSize(bad)).toBeNull();
  });

  it("round-trips every field of a product through export and import, in both formats", () => {
    const values = product();
    for (const format of [undefined, EXCEL_FORMAT]) {
      const text = `${UTF8_BOM}${catalogueHeader(format)}${catalogueRecord(values, format)}`;
      const parsed = parseCatalogueCsv(text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.rejected).toEqual([]);
      expect(parsed.rows).toEqual([{ ...values, line: 2 }]);
      expect(parsed.columns.size).toBe(CATALOGUE_COLUMNS.length);
    }
  });

  it("guards text that a spreadsheet would run as a formula and reads it back as written", () => {
    const values = product({ model: "=HYPERLINK(1)", description: "-20 % alennus", features: ["+plus"] });
    const record = catalogueRecord(values);
    expect(record).toContain("'=HYPERLINK(1)");
    expect(record).toContain("'-20 % alennus");
    const parsed = parseCatalogueCsv(catalogueHeader() + record);
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ model: "=HYPERLINK(1)", description: "-20 % alennus", features: ["+plus"] });
  });

  it("rejects bad rows with Finnish reasons and their spreadsheet row numbers, reading the rest", () => {
    const text = [
      "koko;ajoneuvo;valmistaja;malli;kausi;talvityyppi;hinta;rahoitus;varasto;polttoainetehokkuus;märkäpito;melu_db;meluluokka;kuvaus;ominaisuudet",
      "205/55R16;henkilöauto;Nokian Tyres;Hakka Green 3;kesä;;89,90;;4;B;A;69;A;Kuvaus;a|b",
      "205/5R16;;Michelin;Primacy 4;kesä;;99;;;;;;;;",
      "205/55R16;;Michelin;X-Ice Snow;talvi;;120;;;;;;;;",
      "205/55R16;;Michelin;Alpin 6;talvi;kitka;;;;;;;;;",
      "205/55R16;;Michelin;Pilot Sport;kesä;nasta;abc;x;-1;F;G;59;D;;",
      ";;;;;;;;;;;;;;",
      "205/55R16;;;;syksy;;10;;;;;;;;",
      "205 55 16;;NOKIAN TYRES;hakka green 3;kesä;;80;;;;;;;;",
      "215/60R16;suv;Nokian Tyres;Hakka Blue 3;kesä;;100;;;;;;;;",
      "215/60R16;pakettiauto;Nokian Tyres;Hakka Van;kesä;;100;;;;;;;;",
    ].join("\n");
    const parsed = parseCatalogueCsv(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 10]);
    expect(parsed.rows[0]).toMatchObject({ priceCents: 8990, financingCents: null, stock: 4, features: ["a", "b"] });
    expect(parsed.rejected.map(rejectionText)).toEqual([
      'Rivi 3: tuntematon rengaskoko "205/5R16"',
      "Rivi 4: talvirenkaalta puuttuu talvityyppi",
      "Rivi 5: hinta puuttuu tai ei ole numero",
      'Rivi 6: kesärenkaalla ei voi olla talvityyppiä; hinta puuttuu tai ei ole numero; rahoitus ei ole numero; varasto "-1" ei ole kokonaisluku 0 tai suurempi; polttoainetehokkuus "F" ei ole luokka A–E; märkäpito "G" ei ole luokka A–E; meluluokka "D" ei ole luokka A–C; melu_db "59" ei ole kokonaisluku 60–80',
      'Rivi 8: valmistaja puuttuu; malli puuttuu; tuntematon kausi "syksy" (kesä tai talvi)',
      "Rivi 9: sama tuote (205/55R16 NOKIAN TYRES hakka green 3) on jo rivillä 2",
      "Rivi 11: koolle 215/60R16 on rivillä 10 annettu ajoneuvotyyppi suv, tässä pakettiauto",
    ]);
  });

  it("refuses a file without its required columns, an empty file and too many rows", () => {
    expect(parseCatalogueCsv("")).toEqual({ ok: false, error: "Tiedosto on tyhjä." });
    const missing = parseCatalogueCsv("koko,valmistaja,malli\n205/55R16,Nokian,Hakka");
    expect(missing.ok === false && missing.error).toMatch(/^Otsikkorivistä puuttuvat sarakkeet: kausi, talvityyppi, hinta\./);
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => "205/55R16,A,B,kesä,,1").join("\n");
    const tooMany = parseCatalogueCsv(`koko,valmistaja,malli,kausi,talvityyppi,hinta\n${rows}`);
    expect(tooMany.ok === false && tooMany.error).toBe("Tiedostossa on 20001 riviä. Yhdellä kertaa voi tuoda enintään 20000 riviä.");
  });

  it("reads columns in any order and case and reports the unknown ones", () => {
    const parsed = parseCatalogueCsv("Hinta,KOKO,Valmistaja,malli,kausi,talvityyppi,Hyllypaikka,EAN\n79.5,2055516,Nokian Tyres,Hakka,talvi,nasta,B12,6419440123456");
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ size: "205/55R16", priceCents: 7950, winterType: "studded", vehicleType: null, ean: "6419440123456" });
    expect(parsed.ok && parsed.ignoredColumns).toEqual(["Hyllypaikka"]);
    expect(parsed.ok && [...parsed.columns]).not.toContain("varasto");
  });
});

describe("the markings columns (kuormitus_nopeus, xl, runflat, c, eprel, ean, toimitus_pv)", () => {
  const MARKING_HEADER = "koko,valmistaja,malli,kausi,talvityyppi,hinta,kuormitus_nopeus,xl,runflat,c,eprel,ean,toimitus_pv";
  const read = (...lines: string[]) => {
    const parsed = parseCatalogueCsv([MARKING_HEADER, ...lines].join("\n"));
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed;
  };

  it("writes the service description, kyllä/ei, the codes and the days with an en dash", () => {
    const cells = (values: CatalogueRowValues) => {
      const parsed = parseCsv(catalogueRecord(values));
      if (!parsed.ok) throw new Error(parsed.error);
      return Object.fromEntries(CATALOGUE_COLUMNS.map((column, index) => [column, parsed.records[0][index]]));
    };
    expect(cells(product())).toMatchObject({ kuormitus_nopeus: "91H", xl: "kyllä", runflat: "ei", c: "ei", eprel: "381234", ean: "6419440123456", toimitus_pv: "1–3" });
    const van = product({ loadIndex: 104, loadIndexDual: 102, speedRating: "T", extraLoad: false, commercial: true, runFlat: true, deliveryDaysMin: 2, deliveryDaysMax: 2 });
    expect(cells(van)).toMatchObject({ kuormitus_nopeus: "104/102T", xl: "ei", runflat: "kyllä", c: "kyllä", toimitus_pv: "2" });
    const none = product({ loadIndex: null, speedRating: null, extraLoad: false, eprelId: null, ean: null, deliveryDaysMin: null, deliveryDaysMax: null });
    expect(cells(none)).toMatchObject({ kuormitus_nopeus: "", xl: "ei", eprel: "", ean: "", toimitus_pv: "" });
    expect(deliveryDaysCell(0, 0)).toBe("0");
  });

  it("round-trips a van tyre's dual index, every flag and no markings at all", () => {
    const rows = [
      product({ loadIndex: 104, loadIndexDual: 102, speedRating: "T", extraLoad: false, runFlat: true, commercial: true, ean: "12345670", deliveryDaysMin: 0, deliveryDaysMax: 0 }),
      product({ model: "Ilman", loadIndex: null, speedRating: null, extraLoad: false, eprelId: null, ean: null, deliveryDaysMin: null, deliveryDaysMax: null }),
      product({ model: "Vain kirjain", loadIndex: null, speedRating: "V", deliveryDaysMin: 5, deliveryDaysMax: 10 }),
    ];
    for (const format of [undefined, EXCEL_FORMAT]) {
      const parsed = parseCatalogueCsv(catalogueHeader(format) + rows.map((row) => catalogueRecord(row, format)).join(""));
      expect(parsed.ok && parsed.rejected).toEqual([]);
      expect(parsed.ok && parsed.rows).toEqual(rows.map((row, index) => ({ ...row, line: index + 2 })));
    }
  });

  it("reads what people type: '104/102t', '91 H', kyllä/ei, 1/0, x/empty, yes/no in any case, '1-3', '1–3', '2 pv', spaced codes", () => {
    const parsed = read(
      "205/55R16,A,a1,kesä,,1,104/102t,KYLLÄ,x,1,381234,6419440 123456,1-3",
      "205/55R16,A,a2,kesä,,1,91 H,Yes,,0,,,1–3",
      "205/55R16,A,a3,kesä,,1,,ei,no,N,,,2 pv",
      "205/55R16,A,a4,kesä,,1,H,,X,y,,,0",
    );
    expect(parsed.rejected).toEqual([]);
    const pick = ({ loadIndex, loadIndexDual, speedRating, extraLoad, runFlat, commercial, eprelId, ean, deliveryDaysMin, deliveryDaysMax }: (typeof parsed.rows)[number]) =>
      [loadIndex, loadIndexDual, speedRating, extraLoad, runFlat, commercial, eprelId, ean, deliveryDaysMin, deliveryDaysMax];
    expect(parsed.rows.map(pick)).toEqual([
      [104, 102, "T", true, true, true, "381234", "6419440123456", 1, 3],
      [91, null, "H", true, false, false, null, null, 1, 3],
      [null, null, null, false, false, false, null, null, 2, 2],
      [null, null, "H", false, true, true, null, null, 0, 0],
    ]);
    for (const yes of ["kyllä", "Kylla", "1", "x", "X", "yes", "YES"]) expect(parseCsvFlag(yes)).toBe(true);
    for (const no of ["ei", "EI", "0", "", " ", "no", "No"]) expect(parseCsvFlag(no)).toBe(false);
    expect(parseCsvFlag("ehkä")).toBeNull();
    expect(parseDeliveryDays("1 — 3")).toEqual({ min: 1, max: 3 });
    expect(parseDeliveryDays("5-2")).toBe("reversed");
    for (const bad of ["", "x", "1-", "91", "1-100", "1,5", "1.3."]) expect(parseDeliveryDays(bad)).toBeNull();
  });

  it("rejects bad markings with a Finnish reason per row", () => {
    const parsed = read(
      "205/55R16,A,b1,kesä,,1,91X,,,,,,",
      "205/55R16,A,b2,kesä,,1,160H,,,,,,",
      "205/55R16,A,b3,kesä,,1,102/104T,,,,,,",
      "205/55R16,A,b4,kesä,,1,91H,ehkä,on,joo,,,",
      "205/55R16,A,b5,kesä,,1,,,,,EPREL-381234,123,",
      "205/55R16,A,b6,kesä,,1,,,,,,\"6,41944E+12\",",
      "205/55R16,A,b7,kesä,,1,,,,,,,5-2",
      "205/55R16,A,b8,kesä,,1,,,,,,,1-91",
      "205/55R16,A,b9,kesä,,1,91H,kyllä,,,,,1–3",
    );
    expect(parsed.rows.map((row) => row.model)).toEqual(["b9"]);
    expect(parsed.rejected.map(rejectionText)).toEqual([
      'Rivi 2: kuormitus_nopeus "91X" ei ole kuormitus- ja nopeusluokka (esim. 91H tai 104/102T; indeksi 50–150, nopeusluokka L–Y)',
      'Rivi 3: kuormitus_nopeus "160H" ei ole kuormitus- ja nopeusluokka (esim. 91H tai 104/102T; indeksi 50–150, nopeusluokka L–Y)',
      'Rivi 4: kuormitus_nopeus "102/104T" ei ole kuormitus- ja nopeusluokka (esim. 91H tai 104/102T; indeksi 50–150, nopeusluokka L–Y)',
      'Rivi 5: xl "ehkä" ei ole kyllä tai ei; runflat "on" ei ole kyllä tai ei; c "joo" ei ole kyllä tai ei',
      'Rivi 6: eprel "EPREL-381234" ei ole 1–12 numeroa; ean "123" ei ole 8 tai 12–14 numeroa',
      'Rivi 7: ean "6,41944E+12" on muuttunut luvuksi (Excel); muotoile sarake tekstiksi ja kirjoita koodi uudelleen',
      'Rivi 8: toimitus_pv "5-2": ensimmäinen luku on suurempi kuin jälkimmäinen',
      'Rivi 9: toimitus_pv "1-91" ei ole arkipäivien määrä 0–90 (esim. 2 tai 1–3)',
    ]);
  });
});

describe("the import plan", () => {
  const existingProduct = (overrides: Partial<ExistingProduct> = {}): ExistingProduct => ({
    ...product(),
    id: 7,
    salePriceCents: null,
    ...overrides,
  });
  const catalogue = (products: ExistingProduct[]): ExistingCatalogue => ({
    sizes: new Map([["205/55R16", { id: 1, vehicleType: "henkilöauto" as const }]]),
    manufacturers: new Map([["nokian tyres", { id: 3, name: "Nokian Tyres" }]]),
    products: new Map(products.map((p) => [`${p.size}|${p.manufacturer.toLowerCase()}|${p.model.toLowerCase()}`, [p]])),
  });
  const parse = (text: string) => {
    const parsed = parseCatalogueCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed;
  };

  it("sorts rows into create, update with old → new values, unchanged and rejected", () => {
    const current = existingProduct();
    const text = [
      HEADER,
      catalogueRecord(product()).trim(), // unchanged
      catalogueRecord(product({ model: "Hakka Blue 3" })).trim(), // new product
      catalogueRecord(product({ size: "225/45R17", manufacturer: "Kumho", model: "Ecsta" })).trim(), // new size and brand
    ].join("\n");
    const plan = planCatalogueImport(parse(text), catalogue([current]));
    expect(plan.unchanged).toBe(1);
    expect(plan.create.map((row) => row.model)).toEqual(["Hakka Blue 3", "Ecsta"]);
    expect(plan.newSizes).toEqual([{ size: "225/45R17", vehicleType: "henkilöauto" }]);
    expect(plan.newManufacturers).toEqual(["Kumho"]);

    const changed = `${HEADER}\n${catalogueRecord(product({ manufacturer: "NOKIAN TYRES", model: "hakka green 3", priceCents: 7990, financingCents: 666, stock: 0 }))}`;
    const update = planCatalogueImport(parse(changed), catalogue([current]));
    expect(update.update).toEqual([
      {
        productId: 7,
        row: expect.objectContaining({ manufacturer: "Nokian Tyres", model: "Hakka Green 3", priceCents: 7990, line: 2 }),
        changes: [
          { column: "hinta", from: "89,90", to: "79,90" },
          { column: "rahoitus", from: "7,49", to: "6,66" },
          { column: "varasto", from: "12", to: "0" },
        ],
      },
    ]);
  });

  it("keeps the current value of a column the file leaves out and computes financing from a new price", () => {
    const current = existingProduct({ financingCents: 700 });
    const plan = planCatalogueImport(parse("koko,valmistaja,malli,kausi,talvityyppi,hinta\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,89.90"), catalogue([current]));
    expect(plan.unchanged).toBe(1);
    const repriced = planCatalogueImport(parse("koko,valmistaja,malli,kausi,talvityyppi,hinta\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,120"), catalogue([current]));
    expect(repriced.update[0].changes).toEqual([
      { column: "hinta", from: "89,90", to: "120,00" },
      { column: "rahoitus", from: "7,00", to: "10,00" },
    ]);
    expect(repriced.update[0].row).toMatchObject({ stock: 12, description: current.description, features: current.features });
  });

  it("lets the financing follow a new price unless the file changes the financing too, as the product form does", () => {
    const current = existingProduct(); // 89.90 €, 7.49 €/kk
    const repriced = (overrides: Partial<CatalogueRowValues>) =>
      planCatalogueImport(parse(`${HEADER}\n${catalogueRecord(product(overrides))}`), catalogue([current])).update[0].changes;
    expect(repriced({ priceCents: 12000 })).toEqual([
      { column: "hinta", from: "89,90", to: "120,00" },
      { column: "rahoitus", from: "7,49", to: "10,00" },
    ]);
    expect(repriced({ priceCents: 12000, financingCents: 1500 })).toContainEqual({ column: "rahoitus", from: "7,49", to: "15,00" });
    expect(repriced({ financingCents: 800 })).toEqual([{ column: "rahoitus", from: "7,49", to: "8,00" }]);
  });

  it("changes an existing size's vehicle type when the file says so", () => {
    const plan = planCatalogueImport(parse(`${HEADER}\n${catalogueRecord(product({ vehicleType: "suv" }))}`), catalogue([existingProduct()]));
    expect(plan.sizeTypeChanges).toEqual([{ sizeId: 1, size: "205/55R16", from: "henkilöauto", to: "suv" }]);
    expect(plan.update[0].changes).toEqual([{ column: "ajoneuvo", from: "henkilöauto", to: "suv" }]);
  });

  it("rejects a price below the product's sale price, which the database would refuse", () => {
    const plan = planCatalogueImport(parse(`${HEADER}\n${catalogueRecord(product({ priceCents: 5000 }))}`), catalogue([existingProduct({ salePriceCents: 6000 })]));
    expect(plan.update).toEqual([]);
    expect(plan.rejected.map(rejectionText)).toEqual(["Rivi 2: hinta 50,00 € on pienempi kuin tuotteen tarjoushinta 60,00 €; muuta tai poista tarjous ensin"]);
  });

  it("lists only the columns that differ", () => {
    expect(diffCatalogueRow(product(), product())).toEqual([]);
    expect(diffCatalogueRow(product(), product({ features: ["Hiljainen"], noiseLevel: null }))).toEqual([
      { column: "melu_db", from: "69", to: "" },
      { column: "ominaisuudet", from: "Hyvä märkäpito|Hiljainen", to: "Hiljainen" },
    ]);
  });

  it("keeps the markings of a file without their columns, clears them for empty cells and lists what changes", () => {
    const current = existingProduct(); // 91H XL, EPREL, EAN, 1–3 days
    const kept = planCatalogueImport(parse("koko,valmistaja,malli,kausi,talvityyppi,hinta\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,89.90"), catalogue([current]));
    expect(kept.unchanged).toBe(1);

    const header = "koko,valmistaja,malli,kausi,talvityyppi,hinta,kuormitus_nopeus,xl,runflat,c,eprel,ean,toimitus_pv";
    const changed = planCatalogueImport(parse(`${header}\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,89.90,94V,ei,kyllä,ei,381234,,2-5`), catalogue([current]));
    expect(changed.update[0].changes).toEqual([
      { column: "kuormitus_nopeus", from: "91H", to: "94V" },
      { column: "xl", from: "kyllä", to: "ei" },
      { column: "runflat", from: "ei", to: "kyllä" },
      { column: "ean", from: "6419440123456", to: "" },
      { column: "toimitus_pv", from: "1–3", to: "2–5" },
    ]);
    expect(changed.update[0].row).toMatchObject({ loadIndex: 94, speedRating: "V", extraLoad: false, runFlat: true, ean: null, deliveryDaysMin: 2, deliveryDaysMax: 5 });

    const cleared = planCatalogueImport(parse(`${header}\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,89.90,,,,,,,`), catalogue([current]));
    expect(cleared.update[0].row).toMatchObject({ loadIndex: null, loadIndexDual: null, speedRating: null, extraLoad: false, eprelId: null, ean: null, deliveryDaysMin: null, deliveryDaysMax: null });

    // Only the service description given: the flags and codes stay as they are.
    const onlyService = planCatalogueImport(parse("koko,valmistaja,malli,kausi,talvityyppi,hinta,kuormitus_nopeus\n205/55R16,Nokian Tyres,Hakka Green 3,kesä,,89.90,91/89H"), catalogue([current]));
    expect(onlyService.update[0].changes).toEqual([{ column: "kuormitus_nopeus", from: "91H", to: "91/89H" }]);
  });

  it("shows each row's marking ('91H XL'), codes and delivery days in the preview", () => {
    const text = `${HEADER}\n${catalogueRecord(product({ model: "Uusi" }))}${catalogueRecord(product({ model: "Paketti", loadIndex: 109, loadIndexDual: 107, speedRating: "T", extraLoad: false, commercial: true, eprelId: null, ean: null, deliveryDaysMin: null, deliveryDaysMax: null }))}`;
    const plan = planCatalogueImport(parse(text), catalogue([]));
    const view = previewView({ ...plan, rows: 2, ignoredColumns: [] });
    expect(view.create.map(({ markings, codes, deliveryDays }) => ({ markings, codes, deliveryDays }))).toEqual([
      { markings: "91H XL", codes: "EAN 6419440123456 · EPREL 381234", deliveryDays: "1–3" },
      { markings: "109/107T C", codes: "", deliveryDays: "" },
    ]);
  });

  it("says what the import did", () => {
    expect(importDoneMessage(3, 12)).toBe("Tuonti valmis: 3 uutta, 12 päivitettyä tuotetta.");
    expect(importDoneMessage(1, 1)).toBe("Tuonti valmis: 1 uusi, 1 päivitetty tuote.");
  });
});
