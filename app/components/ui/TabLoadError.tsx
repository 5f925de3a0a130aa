/**
 * A tab whose list could not be read (the database failed): the message and 'Yritä uudelleen', a plain
 * link that loads the tab again, with or without JavaScript.
 */
export function TabLoadError({
  title,
  message,
  retryTo,
  testId,
  retryText = "Yritä uudelleen",
}: {
  title: string;
  message: string;
  retryTo: string;
  testId: string;
  retryText?: string;
}) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{title}</h2>
      <div role="alert" className="card space-y-4" data-testid={testId}>
        <p className="font-medium text-red-800 dark:text-red-300">{message}</p>
        <a href={retryTo} className="btn-primary inline-block">
          {retryText}
        </a>
      </div>
    </div>
  );
}
