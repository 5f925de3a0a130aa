import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { trimViewPadding } from "~/features/site/stream-padding.rules";

describe("trimViewPadding", () => {
  it("drops up to three trailing zero bytes and keeps everything else", () => {
    expect([...trimViewPadding(Uint8Array.from([0x61, 0xc3, 0xa4, 0, 0]))]).toEqual([0x61, 0xc3, 0xa4]);
    expect([...trimViewPadding(Uint8Array.from([0x61, 0, 0, 0]))]).toEqual([0x61]);
    const plain = Uint8Array.from([0x61, 0x62]);
    expect(trimViewPadding(plain)).toBe(plain);
  });

  it("makes React's streamed HTML free of U+0000 where a character straddles a 2048-byte view", async () => {
    // Short strings go through the 2048-byte view; mixing one-, two- and three-byte characters of
    // varying lengths puts some character across a view edge.
    const words = Array.from({ length: 600 }, (_, i) => `${"a".repeat(i % 3)}ä€${"ö".repeat(i % 5)}`);
    const render = (fix: boolean) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(fix ? Buffer.from(trimViewPadding(chunk)) : chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        const { pipe } = renderToPipeableStream(createElement("ul", null, words.map((word, i) => createElement("li", { key: i }, word))), {
          onAllReady: () => pipe(sink),
          onError: reject,
        });
      });
    const broken = await render(false);
    const fixed = await render(true);
    // React 18.3 pads the view: the unfixed stream proves this test reproduces the bug.
    expect(broken).toContain("\u0000");
    expect(fixed).not.toContain("\u0000");
    expect(fixed).toContain(`<li>${words[599]}</li></ul>`);
    expect(fixed.match(/<li>/g)).toHaveLength(600);
  });
});
