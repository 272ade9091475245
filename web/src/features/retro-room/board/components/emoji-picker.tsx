import { Box, Center, Loader } from '@mantine/core';
import { EMOJIS_PER_LINE } from '@squadboard/domain/retro/board.rules';
import { useEffect, useRef, useState } from 'react';
import { BOARD_UI as UI } from './board-strings.ts';

// Spec 002 §4: the full emoji picker, 8 per line. emoji-mart and its data (several hundred
// kilobytes) load only when somebody opens it, as a chunk of their own.

export interface PickedEmoji {
  emojiId: string;
  native: string;
  name: string;
}

interface EmojiMartSelection {
  id: string;
  native: string;
  name: string;
}

export function EmojiPicker({ onSelect }: { onSelect: (emoji: PickedEmoji) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    let cancelled = false;
    let element: HTMLElement | null = null;
    void Promise.all([import('emoji-mart'), import('@emoji-mart/data')]).then(([mart, data]) => {
      if (cancelled || !host.current) {
        return;
      }
      element = new mart.Picker({
        data: data.default,
        perLine: EMOJIS_PER_LINE,
        previewPosition: 'none',
        skinTonePosition: 'search',
        theme: 'light',
        autoFocus: true,
        onEmojiSelect: (emoji: EmojiMartSelection) =>
          onSelectRef.current({ emojiId: emoji.id, native: emoji.native, name: emoji.name }),
      }) as unknown as HTMLElement;
      // Short enough to open below a card on a laptop screen; it scrolls inside.
      element.style.height = 'min(340px, 55vh)';
      host.current.appendChild(element);
      setReady(true);
    });
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, []);

  return (
    <Box role="group" aria-label={UI.emojiPicker}>
      {ready ? null : (
        <Center p="md" role="status" aria-label={UI.loadingEmojis}>
          <Loader size="sm" />
        </Center>
      )}
      <div ref={host} />
    </Box>
  );
}
