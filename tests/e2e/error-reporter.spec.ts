/**
 * The browser's error reporter (components/ui/ErrorReporter.tsx, decision 0038): an uncaught error and an
 * unhandled rejection of a page are posted to /api/client-errors, which takes them (204) under the
 * site's Content-Security-Policy; the same error twice is sent once.
 */
import { expect, test } from "./fixtures";

test("uncaught errors and unhandled rejections are reported to the server once each", async ({ page }) => {
  await page.goto("/hinnasto");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const posted: { type: string; message: string; stack?: string; path: string }[] = [];
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/client-errors")) statuses.push(response.status());
  });
  page.on("request", (request) => {
    if (request.url().endsWith("/api/client-errors")) posted.push(request.postDataJSON());
  });

  await page.evaluate(() => {
    const fail = () => {
      throw new TypeError("Selaimen testivirhe");
    };
    setTimeout(fail);
    setTimeout(fail);
    void Promise.reject(new Error("Käsittelemätön lupaus"));
  });
  await expect.poll(() => statuses.length).toBe(2);
  // The second, identical TypeError is not sent. A later, different error is: once it has arrived, a
  // duplicate sent before it would have arrived too.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new RangeError("Merkkivirhe");
    });
  });
  await expect.poll(() => posted.some((report) => report.message === "Merkkivirhe")).toBe(true);
  await expect.poll(() => statuses.length).toBe(3);
  expect(statuses).toEqual([204, 204, 204]);
  expect(posted.filter((report) => report.message === "Selaimen testivirhe")).toHaveLength(1);
  expect(posted).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: "TypeError", message: "Selaimen testivirhe", path: "/hinnasto", stack: expect.stringContaining("fail") }),
      expect.objectContaining({ type: "Error", message: "Käsittelemätön lupaus", path: "/hinnasto" }),
    ]),
  );
});
