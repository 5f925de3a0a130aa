/**
 * `npm test`'s first stage runs this beside the type check, lint and unit tests: the production and test
 * builds, and the run's two PGlite templates in the folder given as the argument. The suites after it
 * find the builds current (tests/support/ensure-build.ts) and the templates in that folder
 * (PREPARED_TEMPLATES_ENV), instead of making them one after the other before their first test while
 * a core idled.
 */
import { prepareTemplates } from "./database-templates";
import { ensureBuild } from "./ensure-build";

const [root] = process.argv.slice(2);
if (!root) throw new Error("usage: tsx tests/support/prepare-run.ts <folder for the templates>");
await ensureBuild(["test"]);
prepareTemplates(root);
