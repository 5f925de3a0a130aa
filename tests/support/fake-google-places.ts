/**
 * A stand-in for Google's Place Details endpoint on 127.0.0.1: answers GET
 * /maps/api/place/details/json like Google does, or fails in the ways the client must survive.
 */
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakePlacesMode =
  | { kind: "ok"; rating: number; user_ratings_total: number; reviews: unknown[] }
  | { kind: "status"; status: string; error_message?: string } // HTTP 200, API status other than OK
  | { kind: "non-json" }
  | { kind: "http-500" }
  | { kind: "hang"; ms: number }; // answers OK after `ms`, to test the timeout

export type FakePlaces = {
  url: string;
  /** Every request the server received, newest last. */
  requests: URL[];
  setMode(mode: FakePlacesMode): void;
  close(): Promise<void>;
};

export const SAMPLE_REVIEWS = [
  {
    author_name: "Maija Meikäläinen",
    profile_photo_url: "https://lh3.googleusercontent.com/a/maija.png",
    rating: 5,
    relative_time_description: "viikko sitten",
    text: "Nopea ja ystävällinen palvelu, renkaat vaihdettiin ilman ajanvarausta.",
    time: 1_760_000_000,
    language: "fi",
  },
  {
    author_name: "Pekka P.",
    profile_photo_url: "http://insecure.example/photo.png",
    rating: 4,
    relative_time_description: "kuukausi sitten",
    text: "Hyvä hinta-laatusuhde.",
    time: 1_757_000_000,
  },
];

export const okMode = (overrides: Partial<Extract<FakePlacesMode, { kind: "ok" }>> = {}): FakePlacesMode => ({
  kind: "ok",
  rating: 4.7,
  user_ratings_total: 123,
  reviews: SAMPLE_REVIEWS,
  ...overrides,
});

export async function startFakePlaces(initial: FakePlacesMode = okMode()): Promise<FakePlaces> {
  let mode = initial;
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    if (url.pathname !== "/maps/api/place/details/json") {
      res.writeHead(404).end();
      return;
    }
    const json = (body: unknown) => {
      res.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    switch (mode.kind) {
      case "ok": {
        const { kind: _kind, ...result } = mode;
        json({ html_attributions: [], result, status: "OK" });
        return;
      }
      case "status":
        json({ html_attributions: [], status: mode.status, error_message: mode.error_message });
        return;
      case "non-json":
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html><body>Not JSON</body></html>");
        return;
      case "http-500":
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ status: "UNKNOWN_ERROR" }));
        return;
      case "hang": {
        const timer = setTimeout(() => json({ result: { rating: 1, user_ratings_total: 1, reviews: [] }, status: "OK" }), mode.ms);
        res.on("close", () => clearTimeout(timer));
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
