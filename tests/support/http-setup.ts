import { inject } from "vitest";
import { SEEDED_PGLITE_TEMPLATE_ENV } from "./database-templates";

// The servers an HTTP test file starts itself copy the run's seeded database too (tests/support/app-server.ts).
process.env[SEEDED_PGLITE_TEMPLATE_ENV] = inject("seededPgliteTemplate");
