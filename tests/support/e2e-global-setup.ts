import { ensureBuild } from "./ensure-build";

/** Browser tests drive the built server: build once, before the workers start their servers. */
export default function setup(): void {
  ensureBuild();
}
