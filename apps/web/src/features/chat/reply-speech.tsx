import { voiceLimits } from '@ditto/contract';
import { Button, useToast } from '@ditto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSpeech } from '../../lib/speech.ts';
import { useServerQueries } from '../../lib/use-server-queries.ts';
import { speakableText } from './speakable-text.ts';

export const replySpeechMessages = {
  failed: 'Could not read the reply aloud',
} as const;

/** What Listen needs of a reply. */
type Reply = { id: string; content: string };

export interface ReplySpeech {
  /** The reply being read (or its audio being prepared) now, or null. */
  speakingId: string | null;
  listen: (message: Reply) => void;
  stop: () => void;
}

/**
 * Reads replies aloud, one at a time, with the user's voice settings: ElevenLabs when they chose it and the server
 * has it, else the browser's speech synthesis. The settings load on the first Listen (a chat screen that is only
 * read loads nothing for it), then stay cached like the settings screen's.
 */
export function useReplySpeech(): ReplySpeech {
  const queryClient = useQueryClient();
  const server = useServerQueries();
  const { toast } = useToast();
  const loadVoice = useCallback(() => queryClient.fetchQuery(server.voiceSettings()), [queryClient, server]);
  const speech = useSpeech(undefined, loadVoice);
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    if (speech.error)
      toast({ title: replySpeechMessages.failed, description: speech.error, variant: 'error' });
  }, [speech.error, toast]);

  const { speak, stop } = speech;
  const listen = useCallback(
    (message: Reply) => {
      setActiveId(message.id);
      void speak(speakableText(message.content).slice(0, voiceLimits.speechTextMax));
    },
    [speak],
  );

  return { speakingId: speech.state === 'idle' ? null : activeId, listen, stop };
}

/** A reply's Listen button: Stop while that reply is being read (or its audio prepared). */
export function ListenToReply({ message, speech }: { message: Reply; speech: ReplySpeech }) {
  const speaking = speech.speakingId === message.id;
  return (
    <Button variant="ghost" size="sm" onClick={speaking ? speech.stop : () => speech.listen(message)}>
      {speaking ? 'Stop' : 'Listen'}
    </Button>
  );
}
