import { Skeleton } from '@ditto/ui';

/**
 * What a signed-in screen shows while its code or guard is still loading (a first visit): its own title and a
 * skeleton at once, instead of the screen being left staying up until the new one is ready.
 */
function pendingScreen(title: string | null, label: string) {
  return function PendingScreen() {
    return (
      <div className="page">
        {/* The title as it will stand, but no heading yet: the skeleton's status says what is loading. */}
        {title ? (
          <p className="page__title route-pending__title" aria-hidden="true">
            {title}
          </p>
        ) : null}
        <Skeleton lines={5} label={label} />
      </div>
    );
  };
}

/** Route options that show `pendingScreen` from the first moment of a pending navigation. */
export function pendingOptions(title: string | null, label = `Loading ${title ?? 'the page'}`) {
  return { pendingComponent: pendingScreen(title, label), pendingMs: 0, pendingMinMs: 0 };
}
