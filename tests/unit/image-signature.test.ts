import { describe, expect, it } from "vitest";
import { SIGNATURE_LENGTH, detectImageType } from "~/lib/image-files";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe("detectImageType", () => {
  it("recognises JPEG by FF D8 FF", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("image/jpeg");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("image/jpeg");
  });

  it("recognises PNG by its eight-byte signature", () => {
    expect(detectImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe("image/png");
  });

  it("recognises WebP by RIFF….WEBP", () => {
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses a RIFF file that is not WebP (WAV, AVI)", () => {
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "AVI LIST"))).toBeNull();
  });

  it("refuses text, SVG, GIF, HEIC, PDF and anything truncated", () => {
    expect(detectImageType(bytes("hello, I am a text file"))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes("GIF89a", 1, 0, 1, 0))).toBeNull();
    expect(detectImageType(bytes(0, 0, 0, 0x18, "ftypheic"))).toBeNull();
    expect(detectImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes(0x89, "PNG", 0x0d, 0x0a))).toBeNull(); // cut short
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes("RIFF", 0, 0, 0, 0, "WEB"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("needs no more than SIGNATURE_LENGTH bytes", () => {
    expect(SIGNATURE_LENGTH).toBe(12);
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "WEBP"))).toBe("image/webp");
  });
});
