// Loaded with `node --expose-gc --import` by tests/bench/memory.ts: the server reports its own memory
// once a second on stderr, so the bench can tell the JS heap from the embedded database's WebAssembly
// memory (which Node counts in neither heapUsed nor external, only in rss; the connection is the one
// db/client.ts keeps on globalThis). On SIGUSR2 it collects garbage first and reports at once: what is
// left is what the process really holds on to.
function report(afterGc) {
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  const wasm = globalThis.__rengasDb?.client?.Module?.HEAPU8?.byteLength ?? 0;
  process.stderr.write(`memory-probe ${JSON.stringify({ rss, heapUsed, heapTotal, arrayBuffers, wasm, afterGc })}\n`);
}
setInterval(() => report(false), 1000).unref();
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  report(true);
});
