import { Alert } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';

export type FormMessageType = 'success' | 'info' | 'error';

export interface FormMessageProps {
  /** Text to show; null, undefined or '' renders nothing. */
  message: string | null | undefined;
  /** Kind of message: errors interrupt screen readers (role="alert"), the rest wait (role="status"). */
  type?: FormMessageType;
  /** Optional bold line above the message. */
  title?: string;
  /** Milliseconds until the message hides itself (the spec's 4 s); null keeps it until closed. */
  autoHideMs?: number | null;
  /** Called when the message hides itself or is closed; clear `message` here. */
  onHide?: () => void;
}

const colors = { success: 'stride', info: 'blue', error: 'red' } as const;

/** A form's success, info or error message that hides itself after a while. */
export function FormMessage({ message, type = 'info', title, autoHideMs = 4000, onHide }: FormMessageProps) {
  // Re-show whenever a new message arrives (React's "adjust state when a prop changes" pattern).
  const [shownMessage, setShownMessage] = useState(message);
  const [hidden, setHidden] = useState(false);
  if (message !== shownMessage) {
    setShownMessage(message);
    setHidden(false);
  }

  const hideOnTimeout = useEffectEvent(() => {
    setHidden(true);
    onHide?.();
  });
  useEffect(() => {
    if (!message || hidden || autoHideMs === null) return;
    const timer = setTimeout(hideOnTimeout, autoHideMs);
    return () => clearTimeout(timer);
  }, [message, hidden, autoHideMs]);

  if (!message || hidden) return null;
  return (
    <Alert
      role={type === 'error' ? 'alert' : 'status'}
      color={colors[type]}
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={() => {
        setHidden(true);
        onHide?.();
      }}
    >
      {message}
    </Alert>
  );
}
