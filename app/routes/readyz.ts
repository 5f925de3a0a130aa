import { readinessResponse } from "~/features/system/api.server";

/**
 * Readiness for a load balancer: the database answers `select 1` and, when REDIS_URL is set, Redis
 * answers PING, each within a short deadline. 200 `{"status":"ok","checks":{…}}`, or 503 naming the
 * check that failed. /healthz (liveness) stays the cheap one.
 */
export const loader = () => readinessResponse();
