/**
 * The tyre hotel's CSV import, pure part: cells (dates, decimals, DOT lists, yes/no), rows refused with
 * their row numbers and Finnish reasons, files refused as a whole, and the plan against a register.
 */
import { describe, expect, it } from "vitest";
import { type ExistingRegister, planHotelImport, templateCsv } from "~/features/tyre-hotel/import-plan.rules";
import {
  HOTEL_IMPORT_COLUMNS,
  HOTEL_IMPORT_TEXTS,
  MAX_HOTEL_IMPORT_ROWS,
  parseDotList,
  parseFinnishDate,
  parseHotelCsv,
  parseTreadList,
  parseYesNo,
  phoneKey,
  rejectionText,
} from "~/features/tyre-hotel/import.rules";

const TODAY = "2026-11-28";
const HEADER = HOTEL_IMPORT_COLUMNS.join(";");
const row = (values: Partial<Record<(typeof HOTEL_IMPORT_COLUMNS)[number], string>>) => {
  const full = {
    nimi: "Maija Meikäläinen",
    puhelin: "040 123 4567",
    sahkoposti: "maija@example.com",
    muistutukset: "kyllä",
    rekisterinumero: "abc 123",
    merkki_ja_malli: "Toyota Corolla",
    kausi: "talvi",
    rengaskoko: "2055516",
    renkaat: "Nokian Hakkapeliitta R5",
    vanteet: "ei",
    paikka: "a3 / 12",
    dot: "1223 1223 0922 0922",
    urasyvyys: "6,5 6,5 7 7",
    sisaankirjaus: "15.10.2025",
    lisatiedot: "",
    ...values,
  };
  return HOTEL_IMPORT_COLUMNS.map((column) => (full[column].includes(";") ? `"${full[column]}"` : full[column])).join(";");
};
const file = (...rows: string[]) => [HEADER, ...rows].join("\n");

function parsed(text: string) {
  const result = parseHotelCsv(text, TODAY);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe("cells", () => {
  it("reads Finnish dates and refuses days that do not exist", () => {
    expect(parseFinnishDate("15.10.2025")).toBe("2025-10-15");
    expect(parseFinnishDate("1.2.2026")).toBe("2026-02-01");
    expect(parseFinnishDate("2026-02-01")).toBe("2026-02-01");
    expect(parseFinnishDate("29.2.2025")).toBeNull();
    expect(parseFinnishDate("29.2.2024")).toBe("2024-02-29");
    expect(parseFinnishDate("32.1.2026")).toBeNull();
    expect(parseFinnishDate("15/10/2025")).toBeNull();
    expect(parseFinnishDate("15.10.25")).toBeNull();
  });

  it("reads tread depths with comma or dot decimals, separated by spaces or '/'", () => {
    expect(parseTreadList("6,5 6,5 7 7")).toEqual([6.5, 6.5, 7, 7]);
    expect(parseTreadList("6.5/6.5/7/7")).toEqual([6.5, 6.5, 7, 7]);
    expect(parseTreadList(" 3,94 / - / 8mm ")).toEqual([3.9, null, 8]);
    expect(parseTreadList("")).toEqual([]);
    expect(parseTreadList("6,5 x 7 7")).toMatch(/^urasyvyys: "x" ei ole urasyvyys/);
    expect(parseTreadList("21 7 7 7")).toMatch(/ei ole urasyvyys millimetreinä \(0–20/);
    expect(parseTreadList("-1 7")).toMatch(/"-1"/);
    expect(parseTreadList("1 2 3 4 5 6 7")).toBe("urasyvyys: enintään 6 arvoa (nyt 7)");
    expect(parseTreadList("1e400")).toMatch(/ei ole urasyvyys/);
  });

  it("reads up to six DOT weeks as WWYY", () => {
    expect(parseDotList("1223 1223 0922 0922")).toEqual(["1223", "1223", "0922", "0922"]);
    expect(parseDotList("1223/DOT 0922/?")).toEqual(["1223", "0922", null]);
    expect(parseDotList("5423")).toMatch(/^dot: "5423" ei ole DOT-viikko/);
    expect(parseDotList("122")).toMatch(/ei ole DOT-viikko/);
    expect(parseDotList("1223 1223 1223 1223 1223 1223 1223")).toBe("dot: enintään 6 arvoa (nyt 7)");
  });

  it("reads yes and no, and phones as the same key however they are written", () => {
    expect(parseYesNo("Kyllä")).toBe(true);
    expect(parseYesNo("ei")).toBe(false);
    expect(parseYesNo("")).toBe(false);
    expect(parseYesNo("ehkä")).toBeNull();
    expect(phoneKey("040 123 4567")).toBe("0401234567");
    expect(phoneKey("+358 40 123 4567")).toBe("0401234567");
    expect(phoneKey("00358401234567")).toBe("0401234567");
  });
});

describe("rows", () => {
  it("reads a full row: normalised registration, size and place, four tyres, the day of check-in", () => {
    const result = parsed(file(row({})));
    expect(result.rejected).toEqual([]);
    expect(result.delimiter).toBe(";");
    expect(result.rows).toEqual([
      {
        line: 2,
        name: "Maija Meikäläinen",
        phone: "040 123 4567",
        email: "maija@example.com",
        consent: true,
        registration: "ABC-123",
        makeModel: "Toyota Corolla",
        season: "winter",
        size: "205/55R16",
        brandModel: "Nokian Hakkapeliitta R5",
        withRims: false,
        location: "A3/12",
        tyres: [
          { position: "VE", dot: "1223", treadMm: 6.5 },
          { position: "OE", dot: "1223", treadMm: 6.5 },
          { position: "VT", dot: "0922", treadMm: 7 },
          { position: "OT", dot: "0922", treadMm: 7 },
        ],
        checkedInOn: "2025-10-15",
        notes: null,
      },
    ]);
  });

  it("accepts commas between fields, a byte order mark, CRLF and headers written with ä and ö", () => {
    const header = "Nimi,Puhelin,Sähköposti,Rekisterinumero,Kausi,Rengaskoko,Paikka,Urasyvyys,Sisäänkirjaus,Lisätiedot";
    const text = `\uFEFF${header}\r\nMatti,0401112222,,XYZ-9,kesä,195/65R15,B1/1,"5,5 5,5",1.6.2026,Paikattu\r\n`;
    const result = parsed(text);
    expect(result.rejected).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      registration: "XYZ-9",
      season: "summer",
      location: "B1/1",
      tyres: [
        { position: "VE", dot: null, treadMm: 5.5 },
        { position: "OE", dot: null, treadMm: 5.5 },
      ],
      checkedInOn: "2026-06-01",
      notes: "Paikattu",
      consent: false,
    });
  });

  it("rejects bad rows with their row numbers and every reason, in Finnish", () => {
    const result = parsed(
      file(
        row({}),
        row({ nimi: "", rekisterinumero: "A", paikka: "A3", kausi: "syksy" }),
        "",
        row({ rekisterinumero: "DEF-456", paikka: "A3/13", rengaskoko: "205/5R16", sisaankirjaus: "31.11.2026", urasyvyys: "6 6 6" }),
        row({ rekisterinumero: "GHI-789", paikka: "A3/14", puhelin: "", sahkoposti: "", muistutukset: "kyllä", sisaankirjaus: "1.12.2026" }),
        row({ rekisterinumero: "ABC123", paikka: "A3/15" }),
        row({ rekisterinumero: "JKL-1", paikka: "a3/12" }),
      ),
    );
    expect(result.rows.map((read) => read.line)).toEqual([2]);
    expect(result.rejected.map(rejectionText)).toEqual([
      'Rivi 3: nimi puuttuu; rekisterinumero "A" ei kelpaa; kausi "syksy" ei ole kesä tai talvi; paikka "A3" ei ole muotoa hylly/paikka (esim. A3/12)',
      'Rivi 5: tuntematon rengaskoko "205/5R16"; dot-viikkoja on 4 mutta urasyvyyksiä 3: anna kummallekin yhtä monta arvoa; sisäänkirjaus "31.11.2026" ei ole päivämäärä muodossa p.k.vvvv',
      "Rivi 6: puhelin tai sähköposti tarvitaan; muistutukset: kyllä vaatii sähköpostiosoitteen; sisäänkirjaus 1.12.2026 on tulevaisuudessa",
      "Rivi 7: ajoneuvon ABC-123 talvirenkaat ovat jo rivillä 2",
      "Rivi 8: paikka A3/12 on jo rivin 2 sarjalla",
    ]);
  });

  it("keeps four tyres without readings when neither DOT nor tread is given", () => {
    const result = parsed(file(row({ dot: "", urasyvyys: "" })));
    expect(result.rows[0].tyres).toHaveLength(4);
    expect(result.rows[0].tyres.every((tyre) => tyre.dot === null && tyre.treadMm === null)).toBe(true);
  });
});

describe("files refused as a whole", () => {
  it("an empty file, only a header, control characters, no known columns, a missing column, too many rows", () => {
    const refusal = (text: string) => {
      const result = parseHotelCsv(text, TODAY);
      return result.ok ? null : result.error;
    };
    expect(refusal("")).toBe(HOTEL_IMPORT_TEXTS.empty);
    expect(refusal(`${HEADER}\n`)).toBe(HOTEL_IMPORT_TEXTS.onlyHeader);
    expect(refusal(`${HEADER}\n;;;\n`)).toBe(HOTEL_IMPORT_TEXTS.onlyHeader);
    expect(refusal(`${HEADER}\n${row({ nimi: "Maija\u0000" })}`)).toBe(HOTEL_IMPORT_TEXTS.badCharacters);
    expect(refusal("\u0089PNG\r\n\u001a\n")).toBe(HOTEL_IMPORT_TEXTS.badCharacters);
    expect(refusal("koko;hinta\n205/55R16;99")).toBe(HOTEL_IMPORT_TEXTS.notCsv);
    expect(refusal("nimi;rekisterinumero;kausi;rengaskoko\nM;ABC-1;talvi;205/55R16")).toBe(
      "Tiedostosta puuttuu sarake paikka. Ensimmäisellä rivillä on oltava sarakkeiden nimet.",
    );
    expect(refusal(`${HEADER}\n"avoin`)).toMatch(/^Lainausmerkki jää sulkematta/);
    const many = [HEADER, ...Array.from({ length: MAX_HOTEL_IMPORT_ROWS + 1 }, () => "x")].join("\n");
    expect(refusal(many)).toBe(HOTEL_IMPORT_TEXTS.tooManyRows);
  });

  it("the template's example row is itself a valid row", () => {
    const result = parsed(templateCsv());
    expect(result.rejected).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ registration: "ABC-123", location: "A3/12", season: "winter", consent: true, withRims: true });
  });
});

describe("the plan", () => {
  const empty: ExistingRegister = {
    customersByEmail: new Map(),
    customersByPhone: new Map(),
    customersById: new Map(),
    vehicles: new Map(),
    sets: new Map(),
    places: new Map(),
  };

  it("joins a customer's rows by e-mail or phone, and counts new customers and vehicles once", () => {
    const result = parsed(
      file(
        row({}),
        row({ kausi: "kesä", paikka: "A3/13", sahkoposti: "", muistutukset: "" }),
        row({ rekisterinumero: "DEF-456", paikka: "A3/14", puhelin: "+358 40 123 4567", sahkoposti: "", muistutukset: "ei" }),
        row({ nimi: "Toinen", puhelin: "050 111 1111", sahkoposti: "toinen@example.com", rekisterinumero: "GHI-789", paikka: "A3/15" }),
      ),
    );
    const plan = planHotelImport(result, empty);
    expect(plan.rejected).toEqual([]);
    expect(plan.newCustomers).toBe(2);
    expect(plan.newVehicles).toBe(3);
    const keys = plan.sets.map((set) => (set.customer.kind === "new" ? set.customer.key : set.customer.id));
    expect(keys).toEqual(["r2", "r2", "r2", "r5"]);
  });

  it("leaves stored sets alone, checks a set out of storage in again, refuses taken places and another owner's car", () => {
    const customer = { id: 7, name: "Vanha Asiakas", phone: "040 999 8888", email: "vanha@example.com" };
    const register: ExistingRegister = {
      ...empty,
      customersByEmail: new Map([["vanha@example.com", customer]]),
      customersById: new Map([[7, customer]]),
      vehicles: new Map([
        ["ABC-123", { id: 70, customerId: 7, registration: "ABC-123" }],
        ["OUT-1", { id: 71, customerId: 7, registration: "OUT-1" }],
      ]),
      sets: new Map([
        ["70|winter", { id: 700, vehicleId: 70, season: "winter", status: "stored", location: "B1/1" }],
        ["71|winter", { id: 701, vehicleId: 71, season: "winter", status: "out", location: null }],
      ]),
      places: new Map([["C1/1", { setId: 900, registration: "ZZZ-1", season: "summer" }]]),
    };
    const result = parsed(
      file(
        row({ sahkoposti: "VANHA@example.com" }),
        row({ rekisterinumero: "OUT-1", paikka: "A3/13", sahkoposti: "vanha@example.com" }),
        row({ rekisterinumero: "NEW-1", paikka: "C1/1" }),
        row({ rekisterinumero: "ABC-123", kausi: "kesä", paikka: "A3/14", puhelin: "050 7777777", sahkoposti: "muu@example.com" }),
      ),
    );
    const plan = planHotelImport(result, register);
    expect(plan.unchanged).toEqual([{ line: 2, registration: "ABC-123", season: "winter", location: "B1/1" }]);
    expect(plan.sets).toHaveLength(2);
    expect(plan.sets[0]).toMatchObject({ vehicleId: 71, action: { kind: "check_in", setId: 701 }, customer: { kind: "existing", id: 7 } });
    // Row 5's contact details are nobody's, but its car is customer 7's: a new summer set of that car.
    expect(plan.sets[1]).toMatchObject({ vehicleId: 70, action: { kind: "create" }, customer: { kind: "existing", id: 7 } });
    expect(plan.rejected.map(rejectionText)).toEqual(["Rivi 4: paikka C1/1 on jo varattu (ZZZ-1, kesärenkaat)"]);
    expect(plan.newCustomers).toBe(0);
    expect(plan.newVehicles).toBe(0);
  });

  it("refuses a car that is registered to another customer than the row's", () => {
    const owner = { id: 1, name: "Omistaja", phone: null, email: "omistaja@example.com" };
    const other = { id: 2, name: "Muu", phone: null, email: "muu@example.com" };
    const register: ExistingRegister = {
      ...empty,
      customersByEmail: new Map([
        ["omistaja@example.com", owner],
        ["muu@example.com", other],
      ]),
      customersById: new Map([
        [1, owner],
        [2, other],
      ]),
      vehicles: new Map([["ABC-123", { id: 10, customerId: 1, registration: "ABC-123" }]]),
    };
    const plan = planHotelImport(parsed(file(row({ sahkoposti: "muu@example.com", puhelin: "" }))), register);
    expect(plan.rejected.map(rejectionText)).toEqual(["Rivi 2: ajoneuvo ABC-123 on rekisterissä toisen asiakkaan (Omistaja) nimissä"]);
    expect(plan.sets).toEqual([]);
  });
});
