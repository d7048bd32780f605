import { formatBytes, type QuotaName } from '@console/shared';
import { useTranslation } from 'react-i18next';

/** Cents as the language writes an amount of the currency; quantities grouped likewise. */
export function useFigures(currency = 'USD') {
  const { i18n } = useTranslation('host');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  const numbers = new Intl.NumberFormat(i18n.language);
  return {
    money: (cents: number) => money.format(cents / 100),
    quantity: (quota: QuotaName, value: number) =>
      quota === 'storedBytes' ? formatBytes(value) : numbers.format(value),
  };
}
