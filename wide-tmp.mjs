import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
for (const url of process.argv.slice(2)) {
  await page.goto("http://localhost:3377" + url);
  const res = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 && !el.closest("header") && !el.closest("[data-testid=compare-region] table")) out.push(`${el.tagName}.${String(el.className).slice(0, 50)} w=${Math.round(r.width)} right=${Math.round(r.right)} min=${el.scrollWidth}`);
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 25) };
  });
  console.log(page.url(), res.sw, "\n  " + res.out.join("\n  "));
}
await browser.close();
