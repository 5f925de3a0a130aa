/**
 * Line coverage of `app/` in the built server from V8's raw coverage (NODE_V8_COVERAGE): each process's
 * record of the two server bundles is mapped back to the sources through the build's source map
 * (v8-to-istanbul) and the processes' counts are added up (istanbul). Only `app/` is reported: the
 * bundles also hold the dependencies Remix bundles and the build's own glue.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import libCoverage, { type CoverageMap } from "istanbul-lib-coverage";
import libReport from "istanbul-lib-report";
import reports from "istanbul-reports";
import v8ToIstanbul from "v8-to-istanbul";

type ScriptCoverage = { url: string; functions: Parameters<ReturnType<typeof v8ToIstanbul>["applyCoverage"]>[0] };

export const SERVER_BUNDLES = ["build/server/index.js", "build/test/server/index.js"];

/** The scripts of one process's raw coverage file that are server bundles of `root`. */
export function serverScripts(file: string, root: string): ScriptCoverage[] {
  const urls = SERVER_BUNDLES.map((bundle) => `file://${path.join(root, bundle)}`);
  const data = JSON.parse(readFileSync(file, "utf8")) as { result: ScriptCoverage[] };
  return data.result.filter((script) => urls.includes(script.url));
}

/** Adds up the server bundles' coverage of every process in `rawDir`, as coverage of the files under `root/app`. */
export async function serverCoverage(rawDir: string, root: string): Promise<CoverageMap> {
  const map = libCoverage.createCoverageMap({});
  const app = path.join(root, "app") + path.sep;
  for (const name of readdirSync(rawDir)) {
    for (const script of serverScripts(path.join(rawDir, name), root)) {
      // The bundle's own file and its source map (build with BUILD_SOURCEMAP=1).
      const converter = v8ToIstanbul(new URL(script.url).pathname);
      await converter.load();
      converter.applyCoverage(script.functions);
      const mapped = converter.toIstanbul();
      for (const file of Object.keys(mapped)) if (!file.startsWith(app)) delete mapped[file];
      map.merge(mapped);
      converter.destroy();
    }
  }
  return map;
}

/** Writes `coverage/` (HTML and coverage-summary.json) and prints the summary; returns the line percentage. */
export function reportCoverage(map: CoverageMap, root: string): number {
  const context = libReport.createContext({ dir: path.join(root, "coverage"), coverageMap: map, defaultSummarizer: "nested" });
  for (const report of ["text-summary", "json-summary", "html"] as const) reports.create(report).execute(context);
  return map.getCoverageSummary().lines.pct;
}
