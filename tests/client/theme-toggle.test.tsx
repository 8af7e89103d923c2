import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../src/client/app/theme';
import { ThemeToggle } from '../../src/client/features/theme/theme-toggle';
import { activateLocale, i18n } from '../../src/client/i18n/i18n';
import { THEME_STORAGE_KEY } from '../../src/client/lib/preferences';

/** The app's colour scheme set-up (app.tsx): local storage under 'useDarkTheme', following the system; the language. */
function renderToggle() {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        env="test"
        colorSchemeManager={localStorageColorSchemeManager({ key: THEME_STORAGE_KEY })}
        defaultColorScheme="auto"
      >
        <ThemeToggle />
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

afterEach(() => activateLocale('en'));

describe('the theme toggle', () => {
  it('follows the system (light here) when no preference is stored', () => {
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    expect(localStorage.getItem('useDarkTheme')).toBeNull();
  });

  it('switches to dark and back, storing the choice under useDarkTheme', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('useDarkTheme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('useDarkTheme')).toBe('light');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('names itself in the language chosen on this device, and follows a change of language', async () => {
    await activateLocale('ja');
    renderToggle();
    expect(screen.getByRole('button', { name: 'ダークテーマに切り替え' })).toBeTruthy();
    await act(() => activateLocale('ko'));
    expect(screen.getByRole('button', { name: '다크 테마로 전환' })).toBeTruthy();
  });

  it('starts dark when dark was chosen before', () => {
    localStorage.setItem('useDarkTheme', 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });
});
