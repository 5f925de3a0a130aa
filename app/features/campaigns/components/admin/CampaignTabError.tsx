import { TabLoadError } from "~/components/ui/TabLoadError";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";

/**
 * The tab could not be read (the database failed): the message and 'Yritä uudelleen', a plain link that
 * loads the tab again, with or without JavaScript.
 */
export function CampaignTabError({ title = T.title, retryTo = "/admin/kampanjat" }: { title?: string; retryTo?: string }) {
  return <TabLoadError title={title} message={T.errors.list} retryTo={retryTo} testId="campaigns-error" retryText={T.buttons.retry} />;
}
