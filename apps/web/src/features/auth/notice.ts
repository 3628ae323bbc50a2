import type { AlertVariant } from '@ditto/ui';
import { type HistoryState, useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';

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

/** The notice handed to this screen; the same object on every render, so a form can tell it was replaced. */
export function useNotice(): Notice | null {
  const state = useLocation({ select: (location) => location.state as NoticeState });
  const { notice: message, noticeVariant: variant, noticeTitle: title } = state;
  return useMemo(() => {
    if (typeof message !== 'string' || message === '') return null;
    const heading = typeof title === 'string' && title !== '' ? title : undefined;
    return { message, variant: variant ?? 'info', ...(heading ? { title: heading } : {}) };
  }, [message, variant, title]);
}
