import type { AlertVariant } from '@ditto/ui';
import { type HistoryState, useLocation } from '@tanstack/react-router';

/**
 * A message handed from one screen to the next in the history entry's state (not the URL), e.g. the
 * "Account confirmed" message shown on /login. It cannot be forged with a link and is gone after a reload.
 */
export interface NoticeState {
  notice?: string;
  noticeVariant?: AlertVariant;
  /** A short heading shown before the message (e.g. "You were signed out"). */
  noticeTitle?: string;
}

export interface Notice {
  message: string;
  variant: AlertVariant;
  title?: string;
}

/** The `state` option of a navigation that hands `message` (and an optional `title`) to the next screen. */
export function notice(message: string, variant: AlertVariant = 'success', title?: string) {
  return (previous: HistoryState): HistoryState => {
    const next: NoticeState = {
      notice: message,
      noticeVariant: variant,
      ...(title ? { noticeTitle: title } : {}),
    };
    return { ...previous, ...next };
  };
}

export function useNotice(): Notice | null {
  const state = useLocation({ select: (location) => location.state as NoticeState });
  if (typeof state.notice !== 'string' || state.notice === '') return null;
  const title =
    typeof state.noticeTitle === 'string' && state.noticeTitle !== '' ? state.noticeTitle : undefined;
  return { message: state.notice, variant: state.noticeVariant ?? 'info', ...(title ? { title } : {}) };
}
