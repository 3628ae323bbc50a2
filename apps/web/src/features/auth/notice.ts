import type { AlertVariant } from '@ditto/ui';
import { type HistoryState, useLocation } from '@tanstack/react-router';

/**
 * A message handed from one screen to the next in the history entry's state (not the URL), e.g. the
 * "Account confirmed" message shown on /login. It cannot be forged with a link and is gone after a reload.
 */
export interface NoticeState {
  notice?: string;
  noticeVariant?: AlertVariant;
}

export interface Notice {
  message: string;
  variant: AlertVariant;
}

/** The `state` option of a navigation that hands `message` to the next screen. */
export function notice(message: string, variant: AlertVariant = 'success') {
  return (previous: HistoryState): HistoryState => {
    const next: NoticeState = { notice: message, noticeVariant: variant };
    return { ...previous, ...next };
  };
}

export function useNotice(): Notice | null {
  const state = useLocation({ select: (location) => location.state as NoticeState });
  if (typeof state.notice !== 'string' || state.notice === '') return null;
  return { message: state.notice, variant: state.noticeVariant ?? 'info' };
}
