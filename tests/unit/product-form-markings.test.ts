/**
 * The product form's markings (issue 28): the service description read from one text field with a
 * Finnish message that says what is wrong, XL / Run Flat / C checkboxes, EPREL and EAN, and the delivery
 * time as two numbers (both or neither, the first at most the second). The schema is the one the route
 * actions parse with; the HTTP round trip is in tests/nojs/admin-tyres.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parseEan, parseEprelId, serviceDescriptionError } from "~/features/tyres/admin.rules";
import { parseProductCreateForm, parseProductUpdateForm } from "~/features/tyres/admin.schema.server";
import { EMPTY_PRODUCT_FORM, productFormDefaults } from "~/features/tyres/components/admin/product-form-values";
import type { ProductForEdit } from "~/features/tyres/admin.model.server";

const REQUIRED = { size: "205/55R16", manufacturer: "Nokian Tyres", model: "Hakka Green 3", type: "summer", price: "89.90" };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...REQUIRED, ...fields })) data.append(key, value);
  return data;
}

describe("reading the markings an admin types", () => {
  it("says what is wrong with a service description that is not one", () => {
    expect(serviceDescriptionError("91X")).toBe('Nopeusluokkaa "X" ei ole. Nopeusluokat ovat L, M, N, P, Q, R, S, T, U, H, V, W ja Y.');
    expect(serviceDescriptionError("160H")).toBe('"160H": kantavuusindeksin täytyy olla 50–150 (esim. 91H).');
    expect(serviceDescriptionError("9H")).toBe('"9H": kantavuusindeksin täytyy olla 50–150 (esim. 91H).');
    expect(serviceDescriptionError("102/104T")).toBe('"102/104T": paripyörän indeksin (104/102T:ssä 102) täytyy olla 50–150 eikä suurempi kuin ensimmäinen indeksi.');
    expect(serviceDescriptionError("91H XL")).toBe("Merkitse XL, Run Flat ja C valintaruuduilla; kirjoita tähän vain kuormitus- ja nopeusluokka, esim. 91H.");
    expect(serviceDescriptionError("91HXL")).toBe("Merkitse XL, Run Flat ja C valintaruuduilla; kirjoita tähän vain kuormitus- ja nopeusluokka, esim. 91H.");
    expect(serviceDescriptionError("kesä")).toBe('"kesä" ei ole kuormitus- ja nopeusluokka. Kirjoita se kuten renkaan kyljessä, esim. 91H tai 104/102T.');
    expect(serviceDescriptionError("91HR")).toBe('Nopeusluokkaa "HR" ei ole. Nopeusluokat ovat L, M, N, P, Q, R, S, T, U, H, V, W ja Y.');
    expect(serviceDescriptionError("91-H")).toBe('"91-H" ei ole kuormitus- ja nopeusluokka. Kirjoita se kuten renkaan kyljessä, esim. 91H tai 104/102T.');
  });

  it("reads an EPREL number or the address of its EPREL page, and an EAN with spaces", () => {
    expect(parseEprelId("381234")).toBe("381234");
    expect(parseEprelId(" https://eprel.ec.europa.eu/screen/product/tyres/381234 ")).toBe("381234");
    expect(parseEprelId("eprel.ec.europa.eu/qr/381234/")).toBe("381234");
    for (const bad of ["", "EPREL 381234", "1234567890123", "https://example.com/tyres/381234", "12a"]) expect(parseEprelId(bad)).toBeNull();
    expect(parseEan("6419440123456")).toBe("6419440123456");
    expect(parseEan("6 419440 123456")).toBe("6419440123456");
    expect(parseEan("1234-5670")).toBe("12345670");
    for (const bad of ["", "123", "123456789", "123456789012345", "64194401234a6"]) expect(parseEan(bad)).toBeNull();
  });
});

describe("the product form's schema", () => {
  it("saves '104/102T', the ticked boxes, the codes and the days into their columns", () => {
    const submission = parseProductCreateForm(
      form({ serviceDescription: " 104/102t ", extraLoad: "on", commercial: "on", eprelId: "381234", ean: "6419440 123456", deliveryDaysMin: "1", deliveryDaysMax: "3" }),
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      loadIndex: 104,
      loadIndexDual: 102,
      speedRating: "T",
      extraLoad: true,
      runFlat: false,
      commercial: true,
      eprelId: "381234",
      ean: "6419440123456",
      deliveryDaysMin: 1,
      deliveryDaysMax: 3,
    });
    expect(submission.value).not.toHaveProperty("serviceDescription");
  });

  it("keeps a product without markings valid: every marking is optional", () => {
    const submission = parseProductUpdateForm(form({ serviceDescription: "", eprelId: "", ean: "", deliveryDaysMin: "", deliveryDaysMax: "" }));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      loadIndex: null,
      loadIndexDual: null,
      speedRating: null,
      extraLoad: false,
      runFlat: false,
      commercial: false,
      eprelId: null,
      ean: null,
      deliveryDaysMin: null,
      deliveryDaysMax: null,
    });
    // A form without the fields at all (an older page) is valid too.
    expect(parseProductUpdateForm(form({})).status).toBe("success");
  });

  it("answers bad markings with Finnish messages on their fields, next to another field's error, keeping what was typed", () => {
    const submission = parseProductUpdateForm(
      form({ model: "", serviceDescription: "91X", extraLoad: "on", eprelId: "abc", ean: "123", deliveryDaysMin: "5", deliveryDaysMax: "2" }),
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      model: ["Malli on pakollinen"],
      serviceDescription: ['Nopeusluokkaa "X" ei ole. Nopeusluokat ovat L, M, N, P, Q, R, S, T, U, H, V, W ja Y.'],
      eprelId: ["EPREL-tunnus on 1–12 numeroa (esim. 381234) tai EPREL-sivun osoite, jonka lopussa tunnus on."],
      ean: ["EAN-koodissa on 8 tai 12–14 numeroa (esim. 6419440123456)."],
      deliveryDaysMax: ["Enintään-päiviä ei voi olla vähemmän kuin vähintään-päiviä"],
    });
    expect(reply.initialValue).toMatchObject({ serviceDescription: "91X", extraLoad: "on", eprelId: "abc", ean: "123", deliveryDaysMin: "5", deliveryDaysMax: "2" });
  });

  it("wants both delivery days or neither, whole numbers 0–90", () => {
    const errors = (fields: Record<string, string>) => parseProductUpdateForm(form(fields)).reply().error;
    expect(errors({ deliveryDaysMin: "2", deliveryDaysMax: "" })).toEqual({
      deliveryDaysMax: ["Anna toimitusajalle sekä vähintään- että enintään-päivät, tai jätä molemmat tyhjiksi"],
    });
    expect(errors({ deliveryDaysMin: "", deliveryDaysMax: "3" })).toEqual({
      deliveryDaysMin: ["Anna toimitusajalle sekä vähintään- että enintään-päivät, tai jätä molemmat tyhjiksi"],
    });
    expect(errors({ deliveryDaysMin: "1.5", deliveryDaysMax: "91" })).toEqual({
      deliveryDaysMin: ["Toimitusajan täytyy olla kokonaisluku 0–90 arkipäivää"],
      deliveryDaysMax: ["Toimitusajan täytyy olla kokonaisluku 0–90 arkipäivää"],
    });
    const sameDay = parseProductUpdateForm(form({ deliveryDaysMin: "0", deliveryDaysMax: "0" }));
    expect(sameDay.status === "success" && [sameDay.value.deliveryDaysMin, sameDay.value.deliveryDaysMax]).toEqual([0, 0]);
  });
});

describe("the edit form's starting values", () => {
  it("shows a stored product's markings as the admin types them", () => {
    const stored = {
      loadIndex: 104,
      loadIndexDual: 102,
      speedRating: "T",
      extraLoad: false,
      runFlat: true,
      commercial: true,
      eprelId: "381234",
      ean: null,
      deliveryDaysMin: 1,
      deliveryDaysMax: 3,
    };
    const defaults = productFormDefaults({ ...({} as ProductForEdit), features: [], price: "89.90", financingPrice: "7.49", ...stored } as ProductForEdit);
    expect(defaults).toMatchObject({ serviceDescription: "104/102T", extraLoad: "", runFlat: "on", commercial: "on", eprelId: "381234", ean: "", deliveryDaysMin: "1", deliveryDaysMax: "3" });
    expect(EMPTY_PRODUCT_FORM).toMatchObject({ serviceDescription: "", extraLoad: "", deliveryDaysMin: "", deliveryDaysMax: "" });
  });
});
