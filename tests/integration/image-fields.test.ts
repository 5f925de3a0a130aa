/**
 * resolveImageFields, the server half of ImageField, and readUploadForm: what a form with image fields
 * submits (kept, removed, picked and uploaded images) turns into addresses, with uploads stored.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS, imageIdFromUrl } from "~/features/images/rules";
import { getImage, loadImageChoices, saveImage } from "~/features/images/model.server";
import { MAX_FILES_PER_FORM, isUploadedFile, processUpload, readUploadForm } from "~/services/images.server";
import { resolveImageFields } from "~/features/images/image-fields.server";
import { ORIGIN, settle } from "../support/requests";

const pngFile = async (name: string, width = 12, height = 8) =>
  new File([(await sharp({ create: { width, height, channels: 3, background: "#336699" } }).png().toBuffer()) as BlobPart], name, {
    type: "image/png",
  });
const textFile = (name: string) => new File(["ei kuva"], name, { type: "image/png" });
const emptyFile = () => new File([], "", { type: "application/octet-stream" });

const FIELDS = [
  { name: "thumbnail", category: "product" as const },
  { name: "gallery", category: "product" as const, multiple: true },
];

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

/** The form as the browser sends it, read back the way actions read it. */
const throughRequest = async (form: FormData) =>
  readUploadForm(new Request(`${ORIGIN}/x`, { method: "POST", body: form, headers: { Origin: ORIGIN } }));

let existing: string[];
beforeAll(async () => {
  const bytes = new Uint8Array((await (await pngFile("a.png")).arrayBuffer()) as ArrayBuffer);
  existing = [];
  for (const name of ["vanha-1.png", "vanha-2.png", "vanha-3.png"]) {
    const saved = await saveImage({ filename: name, mime: "image/png", bytes, width: 12, height: 8, category: "general" });
    existing.push(`/api/images/${saved.id}`);
  }
  await saveImage({ filename: "tuote.png", mime: "image/png", bytes, width: 12, height: 8, category: "product" });
});

describe("a single image field", () => {
  it("keeps the current address when nothing else is sent, and is null when empty", async () => {
    const kept = await resolveImageFields(formOf([["thumbnail", existing[0]], ["thumbnail__upload", emptyFile()]]), FIELDS);
    expect(kept).toEqual({ values: { thumbnail: existing[0], gallery: [] }, errors: {} });
    expect((await resolveImageFields(formOf([]), FIELDS)).values.thumbnail).toBeNull();
  });

  it("takes a pick over the current address, and 'Poista' without a pick empties it", async () => {
    const picked = await resolveImageFields(formOf([["thumbnail", existing[0]], ["thumbnail__pick", existing[1]]]), FIELDS);
    expect(picked.values.thumbnail).toBe(existing[1]);
    const removed = await resolveImageFields(formOf([["thumbnail", existing[0]], ["thumbnail__remove", existing[0]], ["thumbnail__pick", ""]]), FIELDS);
    expect(removed.values.thumbnail).toBeNull();
  });

  it("stores an upload in the field's category with the alt text, and it wins", async () => {
    const form = formOf([
      ["thumbnail", existing[0]],
      ["thumbnail__pick", existing[1]],
      ["thumbnail__upload", await pngFile("uusi-pikkukuva.png", 20, 10)],
      ["thumbnail__alt", "Kitkarengas edestä"],
    ]);
    const result = await resolveImageFields(await throughRequest(form), FIELDS);
    expect(result.errors).toEqual({});
    const id = imageIdFromUrl(result.values.thumbnail as string);
    expect(id).not.toBeNull();
    expect(await getImage(id!)).toMatchObject({ filename: "uusi-pikkukuva.png", category: "product", alt: "Kitkarengas edestä", width: 20, height: 10 });
  });

  it("reports a refused upload and keeps the other input", async () => {
    const result = await resolveImageFields(formOf([["thumbnail", existing[2]], ["thumbnail__upload", textFile("kuva.png")]]), FIELDS);
    expect(result).toEqual({ values: { thumbnail: existing[2], gallery: [] }, errors: { thumbnail: IMAGE_TEXTS.typeError } });
  });

  it("drops addresses that are not image addresses", async () => {
    const result = await resolveImageFields(formOf([["thumbnail__pick", "javascript:alert(1)"], ["thumbnail", "//evil.example/x.png"]]), FIELDS);
    expect(result.values.thumbnail).toBeNull();
  });
});

describe("a multiple image field", () => {
  it("unites kept, picked and uploaded in order without duplicates, minus the removed", async () => {
    const form = formOf([
      ["gallery", existing[0]],
      ["gallery", existing[1]],
      ["gallery__remove", existing[1]],
      ["gallery__pick", existing[2]],
      ["gallery__pick", existing[0]],
      ["gallery__upload", await pngFile("galleria-1.png")],
      ["gallery__upload", textFile("rikki.png")],
      ["gallery__upload", await pngFile("galleria-2.png")],
    ]);
    const result = await resolveImageFields(await throughRequest(form), FIELDS);
    const gallery = result.values.gallery as string[];
    expect(gallery.slice(0, 2)).toEqual([existing[0], existing[2]]);
    expect(gallery).toHaveLength(4);
    const names = await Promise.all(gallery.slice(2).map(async (url) => (await getImage(imageIdFromUrl(url)!))?.filename));
    expect(names).toEqual(["galleria-1.png", "galleria-2.png"]);
    expect(result.errors).toEqual({ gallery: IMAGE_TEXTS.typeError });
    expect(result.values.thumbnail).toBeNull();
  });
});

describe("readUploadForm", () => {
  it("reads a urlencoded form as usual", async () => {
    const request = new Request(`${ORIGIN}/x`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1&b=%C3%A4",
    });
    const form = await readUploadForm(request);
    expect([form.get("a"), form.get("b")]).toEqual(["1", "ä"]);
  });

  it("keeps text fields and files whole; a file over 5 MB reaches processUpload, which names the limit", async () => {
    const form = await throughRequest(
      formOf([
        ["nimi", "Äijä ✓"],
        ["kuva", new File([new Uint8Array(6 * 1024 * 1024)], "iso.png", { type: "image/png" })],
        ["tyhja", emptyFile()],
      ]),
    );
    expect(form.get("nimi")).toBe("Äijä ✓");
    expect((form.get("kuva") as File).size).toBe(6 * 1024 * 1024);
    expect((form.get("kuva") as File).name).toBe("iso.png");
    expect(await processUpload(form.get("kuva") as File)).toEqual({ ok: false, error: IMAGE_TEXTS.sizeError });
    // An empty file input counts for nothing (the parser may give it as an empty text value).
    expect(isUploadedFile(form.get("tyhja"))).toBe(false);
  });

  it("reads file names as browsers send them, '=' and ';' included", async () => {
    const form = await throughRequest(formOf([["kuva", await pngFile("talvi=ale;2026.png")]]));
    expect((form.get("kuva") as File).name).toBe("talvi=ale;2026.png");
  });

  it("refuses a body that is not multipart after all, and a field with a NUL", async () => {
    const broken = new Request(`${ORIGIN}/x`, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=RAJA" }, body: "--RAJA\r\nrikki" });
    expect(((await settle(() => readUploadForm(broken))) as Response).status).toBe(400);
    const nul = (await settle(() => throughRequest(formOf([["nimi", "a\u0000b"]])))) as Response;
    expect(nul.status).toBe(400);
  });

  it("refuses more files than a form may carry", async () => {
    const entries: [string, File][] = Array.from({ length: MAX_FILES_PER_FORM + 1 }, (_, n) => ["f", new File(["x"], `${n}.png`)]);
    const result = (await settle(() => throughRequest(formOf(entries)))) as Response;
    expect(result.status).toBe(413);
  });
});

describe("choices for the field without JavaScript", () => {
  it("lists the field's category first, then the rest, newest first", async () => {
    const choices = await loadImageChoices("product");
    expect(choices[0].category).toBe("product");
    const categories = choices.map((choice) => choice.category);
    expect(categories.lastIndexOf("product")).toBeLessThan(categories.indexOf("general"));
    expect(choices[0]).toMatchObject({ url: `/api/images/${choices[0].id}`, filename: expect.any(String) });
  });
});
