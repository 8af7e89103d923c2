/** The language picker: each language named in itself, so anyone finds their own. */
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../shared/locales';
import { chooseLanguage } from './choose-language';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

export function LanguageSelect() {
  const { i18n, t } = useLingui();
  return (
    <NativeSelect
      label={t`Language`}
      data={OPTIONS}
      value={i18n.locale}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) void chooseLanguage(locale);
      }}
    />
  );
}
