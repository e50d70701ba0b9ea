import { ActionIcon, Center, Loader, Popover } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The picker and its emoji data: a chunk of its own, fetched when the button is first opened. */
const ChatEmojiPicker = lazy(() => import('./chat-emoji-picker'));

export interface ChatEmojiButtonProps {
  /** The message box: the emoji goes where its caret is (in place of a selection). */
  input: RefObject<HTMLTextAreaElement | null>;
  /** The box's new text. */
  onInsert: (text: string) => void;
}

/** Where an emoji lands: the text around the caret, and the caret after it. */
export function insertAt(text: string, start: number, end: number, emoji: string) {
  return { text: text.slice(0, start) + emoji + text.slice(end), caret: start + emoji.length };
}

/**
 * The composer's emoji button: a picker in a popover; a pick goes in at the caret, the popover closes and the caret
 * stands after the emoji. Esc closes the picker only (focus back on the button).
 */
export function ChatEmojiButton({ input, onInsert }: ChatEmojiButtonProps) {
  const { t } = useTranslation('chat');
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** Where to put the caret once the new text is in the box. */
  const caret = useRef<number | null>(null);

  useEffect(() => {
    const box = input.current;
    if (opened || caret.current === null || !box) return;
    box.focus();
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [opened, input]);

  const pick = (emoji: string) => {
    const box = input.current;
    if (!box) return;
    const next = insertAt(box.value, box.selectionStart, box.selectionEnd, emoji);
    if (box.maxLength > 0 && next.text.length > box.maxLength) return;
    caret.current = next.caret;
    onInsert(next.text);
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-start"
      shadow="md"
      trapFocus
      returnFocus={false}
      closeOnEscape={false}
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('emoji.button')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <IconMoodSmile size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        role="dialog"
        aria-label={t('emoji.button')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // The picker closes; nothing behind it (a dialog, the page) sees this Esc.
          event.stopPropagation();
          event.preventDefault();
          setOpened(false);
          button.current?.focus();
        }}
      >
        {opened && (
          <Suspense
            fallback={
              <Center w={320} h={380}>
                <Loader size="sm" aria-label={t('emoji.loading')} />
              </Center>
            }
          >
            <ChatEmojiPicker onPick={pick} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
