import { Input, MantineProvider, Modal, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('the theme names icon-only buttons in the interface language', () => {
  it('gives every clearable field’s clear button and every dialog’s close button their names', () => {
    render(
      <MantineProvider env="test" theme={createAppTheme({ primaryColor: '#7367F0', skin: 'default' }, 'إغلاق', 'مسح')}>
        <TextInput label="Name" defaultValue="Aurora" rightSection={<Input.ClearButton onClick={() => undefined} />} />
        <Modal opened onClose={() => undefined} title="Dialog">
          body
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'مسح' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
