import { type MouseEvent, useRef } from "react";
import { formatDate } from "~/lib/format";
import type { PublicCampaign } from "~/features/campaigns/model.server";
import { CloseIcon, TagIcon } from "~/components/ui/icons";
import { useDialog } from "~/components/layout/header/useDialog";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { resolveImageUrl } from "~/features/homepage/components/urls";
import { LazyImage } from "~/components/ui/LazyImage";

/** One campaign in a modal. The backdrop and the close button are links, so it also closes without JS. */
export function CampaignModal({
  campaign,
  closeHref,
  onClose,
}: {
  campaign: PublicCampaign;
  closeHref: string;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useDialog(true, panel, onClose);
  const hydrated = useHydrated();
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <a href={closeHref} onClick={close} aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-950/70" data-testid="campaign-modal-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="campaign-modal-title"
        aria-describedby="campaign-modal-text"
        className="relative w-full max-w-lg overflow-hidden rounded-2xl bg-white shadow-2xl dark:bg-slate-900"
        data-testid="campaign-modal"
      >
        {campaign.imageUrl ? (
          <LazyImage src={resolveImageUrl(campaign.imageUrl)} alt="" width={800} height={400} className="aspect-[2/1] h-auto w-full object-cover" />
        ) : (
          <div className="flex aspect-[3/1] items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900" aria-hidden="true">
            <TagIcon className="h-14 w-14 text-white/80" />
          </div>
        )}
        <a
          href={closeHref}
          onClick={close}
          role={hydrated ? "button" : undefined}
          data-autofocus=""
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
          data-testid="campaign-modal-close"
        >
          <CloseIcon className="h-5 w-5" />
          <span className="sr-only">Sulje</span>
        </a>
        <div className="p-6 sm:p-8">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600 dark:text-red-400">Kampanja</p>
          <h2 id="campaign-modal-title" className="mt-1 text-2xl font-black text-slate-900 dark:text-white">
            {campaign.name}
          </h2>
          <p id="campaign-modal-text" className="mt-3 whitespace-pre-line leading-relaxed text-slate-600 dark:text-slate-300">
            {campaign.description}
          </p>
          <p className="mt-5 inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200" data-testid="campaign-end-date">
            Voimassa {formatDate(campaign.endDate)} asti
          </p>
        </div>
      </div>
    </div>
  );
}
