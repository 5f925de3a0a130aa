import { useNavigation } from "@remix-run/react";

/** While the next page loads (JS navigation), a bar at the top and a spinner tell the visitor it's coming. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]" data-testid="navigation-progress">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <div className="absolute right-4 top-3 h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span className="sr-only">Ladataan...</span>
    </div>
  );
}
