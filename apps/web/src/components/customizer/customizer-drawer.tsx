import {
  Button,
  ColorInput,
  ColorSwatch,
  Drawer,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseTheme, resetInterfacePreferences } from '@/lib/account-preferences';
import {
  PRIMARY_COLOR_PRESETS,
  setPreference,
  setPreferences,
  usePreferences,
  type Preferences,
} from '@/lib/preferences';
import classes from './customizer.module.css';

type MenuLayout = 'vertical' | 'collapsed' | 'horizontal';
type DirectionChoice = 'auto' | 'ltr' | 'rtl';

const menuLayoutOf = (preferences: Preferences): MenuLayout =>
  preferences.layout === 'horizontal' ? 'horizontal' : preferences.navCollapsed ? 'collapsed' : 'vertical';

const MENU_LAYOUT_CHANGES: Record<MenuLayout, Partial<Preferences>> = {
  vertical: { layout: 'vertical', navCollapsed: false },
  collapsed: { layout: 'vertical', navCollapsed: true },
  horizontal: { layout: 'horizontal' },
};

const FULL_HEX = /^#[0-9a-f]{6}$/i;

/** Every interface preference of spec §4, applied as soon as it changes; a reset restores the defaults. */
export function CustomizerDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const preferences = usePreferences();
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={380}
      title={
        <div>
          <Text fw={600}>{t('customizer.title')}</Text>
          <Text fz="xs" c="dimmed">
            {t('customizer.subtitle')}
          </Text>
        </div>
      }
      closeButtonProps={{ 'aria-label': t('customizer.close') }}
      classNames={{ header: classes.header }}
    >
      <Stack gap="xl" pt="md">
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={resetInterfacePreferences}
          >
            {t('customizer.reset')}
          </Button>
        </Group>

        <Section title={t('customizer.theming')}>
          <PrimaryColorField />
          <Field label={t('customizer.theme')}>
            <SegmentedControl
              fullWidth
              value={preferences.theme}
              onChange={(value) => chooseTheme(value as Preferences['theme'])}
              data={options(['light', 'dark', 'system'] as const, 'theme')}
            />
          </Field>
          <Field label={t('customizer.skin')}>
            <SegmentedControl
              fullWidth
              value={preferences.skin}
              onChange={(value) => setPreference('skin', value as Preferences['skin'])}
              data={options(['default', 'bordered'] as const, 'customizer.skins')}
            />
          </Field>
          <Switch
            label={t('customizer.semiDark')}
            description={t('customizer.semiDarkHint')}
            checked={preferences.semiDark}
            disabled={preferences.layout === 'horizontal'}
            onChange={(event) => setPreference('semiDark', event.currentTarget.checked)}
          />
        </Section>

        <Section title={t('customizer.layout')}>
          <Field label={t('customizer.menu')}>
            <SegmentedControl
              fullWidth
              value={menuLayoutOf(preferences)}
              onChange={(value) => setPreferences(MENU_LAYOUT_CHANGES[value as MenuLayout])}
              data={options(['vertical', 'collapsed', 'horizontal'] as const, 'customizer.menus')}
            />
          </Field>
          <Field label={t('customizer.contentWidth')}>
            <SegmentedControl
              fullWidth
              value={preferences.contentWidth}
              onChange={(value) => setPreference('contentWidth', value as Preferences['contentWidth'])}
              data={options(['boxed', 'fluid'] as const, 'customizer.contentWidths')}
            />
          </Field>
          <Field label={t('customizer.navbarType')}>
            <SegmentedControl
              fullWidth
              value={preferences.navbarType}
              onChange={(value) => setPreference('navbarType', value as Preferences['navbarType'])}
              data={options(['sticky', 'hidden'] as const, 'customizer.navbarTypes')}
            />
          </Field>
          <Switch
            label={t('customizer.navbarBlur')}
            checked={preferences.navbarBlur}
            disabled={preferences.navbarType === 'hidden'}
            onChange={(event) => setPreference('navbarBlur', event.currentTarget.checked)}
          />
          <Field label={t('customizer.direction')}>
            <SegmentedControl
              fullWidth
              value={preferences.direction ?? 'auto'}
              onChange={(value) => {
                const choice = value as DirectionChoice;
                setPreference('direction', choice === 'auto' ? null : choice);
              }}
              data={options(['auto', 'ltr', 'rtl'] as const, 'customizer.directions')}
            />
          </Field>
        </Section>
      </Stack>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section">
      <Text component="h3" className={classes.sectionTitle} m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Input.Wrapper label={label} labelElement="div">
      <div style={{ marginTop: 6 }}>{children}</div>
    </Input.Wrapper>
  );
}

/** The five presets and any colour typed or picked; a colour applies once it is a full `#rrggbb`. */
function PrimaryColorField() {
  const { t } = useTranslation('layout');
  const { primaryColor } = usePreferences();
  const [draft, setDraft] = useState(primaryColor);
  const [shown, setShown] = useState(primaryColor);
  // A preset, a reset or another tab changed the colour: show it in the input.
  if (shown !== primaryColor) {
    setShown(primaryColor);
    setDraft(primaryColor);
  }
  const isPreset = (PRIMARY_COLOR_PRESETS as readonly string[]).includes(primaryColor);
  return (
    <Field label={t('customizer.primaryColor')}>
      <Group gap="sm" role="radiogroup" aria-label={t('customizer.primaryColor')} mb="sm">
        {PRIMARY_COLOR_PRESETS.map((color) => {
          const selected = color === primaryColor;
          return (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={t('customizer.presetColor', { color })}
              color={color}
              size={34}
              radius="md"
              className={`${classes.swatch} ${selected ? classes.swatchSelected : ''}`}
              onClick={() => setPreference('primaryColor', color)}
            >
              {selected && <IconCheck size={18} color="white" aria-hidden />}
            </ColorSwatch>
          );
        })}
      </Group>
      <ColorInput
        aria-label={t('customizer.customColor')}
        placeholder={t('customizer.customColor')}
        format="hex"
        value={draft}
        description={isPreset ? undefined : t('customizer.customColorInUse')}
        onChange={(value) => {
          setDraft(value);
          if (FULL_HEX.test(value)) setPreference('primaryColor', value);
        }}
      />
    </Field>
  );
}
