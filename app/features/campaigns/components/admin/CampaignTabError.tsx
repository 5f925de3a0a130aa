import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";

/**
 * The tab could not be read (the database failed): the message and 'Yritä uudelleen', a plain link that
 * loads the tab again, with or without JavaScript.
 */
export function CampaignTabError({ title = T.title, retryTo = "/admin/kampanjat" }: { title?: string; retryTo?: string }) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{title}</h2>
      <div role="alert" className="card space-y-4" data-testid="campaigns-error">
        <p className="font-medium text-red-800 dark:text-red-300">{T.errors.list}</p>
        <a href={retryTo} className="btn-primary inline-block">
          {T.buttons.retry}
        </a>
      </div>
    </div>
  );
}
