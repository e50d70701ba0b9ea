import { useComputedColorScheme } from '@mantine/core';
import EmojiPicker, {
  Categories,
  EmojiStyle,
  type CategoryConfig,
  type EmojiDataLoader,
  type PickerLabels,
} from 'emoji-picker-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The emoji picker itself (`emoji-picker-react`): loaded only when the composer's emoji button is first opened
 * (chat-emoji-button.tsx imports this file lazily). Native emoji (the device's own font), the emoji data in the
 * bundle: nothing is fetched from elsewhere.
 */

const ORDER: Categories[] = [
  Categories.SUGGESTED,
  Categories.SMILEYS_PEOPLE,
  Categories.ANIMALS_NATURE,
  Categories.FOOD_DRINK,
  Categories.TRAVEL_PLACES,
  Categories.ACTIVITIES,
  Categories.OBJECTS,
  Categories.SYMBOLS,
  Categories.FLAGS,
];

/** French emoji names for the search, loaded with the picker in French; Arabic has no set (English names). */
const loadFrench: EmojiDataLoader = () => import('emoji-picker-react/data/emojis-fr');

export interface ChatEmojiPickerProps {
  onPick: (emoji: string) => void;
}

export default function ChatEmojiPicker({ onPick }: ChatEmojiPickerProps) {
  const { t, i18n } = useTranslation('chat');
  const scheme = useComputedColorScheme('light');
  const language = i18n.language;
  const categories = useMemo<CategoryConfig[]>(
    () => ORDER.map((category) => ({ category, name: t(`emoji.categories.${category}`) })),
    // The picker reads its categories once: a new language remounts it (key below).
    [t],
  );
  const labels = useMemo<Partial<PickerLabels>>(
    () => ({
      searchPlaceholder: t('emoji.searchPlaceholder'),
      searchLabel: t('emoji.searchLabel'),
      searchClear: t('emoji.searchClear'),
      searchResultsNone: t('emoji.searchResultsNone'),
      searchResultsOne: t('emoji.searchResultsOne'),
      searchResultsMany: t('emoji.searchResultsMany'),
      categoryNavigation: t('emoji.categoryNavigation'),
      loading: t('emoji.loading'),
      loadingError: t('emoji.loadingError'),
      retryLoading: t('emoji.retryLoading'),
      skinToneNeutral: t('emoji.skinTones.neutral'),
      skinToneLight: t('emoji.skinTones.light'),
      skinToneMediumLight: t('emoji.skinTones.mediumLight'),
      skinToneMedium: t('emoji.skinTones.medium'),
      skinToneMediumDark: t('emoji.skinTones.mediumDark'),
      skinToneDark: t('emoji.skinTones.dark'),
    }),
    [t],
  );
  return (
    <EmojiPicker
      key={language}
      emojiStyle={EmojiStyle.NATIVE}
      colorScheme={scheme}
      emojiData={language.startsWith('fr') ? loadFrench : undefined}
      categories={categories}
      labels={labels}
      previewConfig={{ showPreview: false }}
      width="min(352px, calc(100vw - 32px))"
      height={380}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
