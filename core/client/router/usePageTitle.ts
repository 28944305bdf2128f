import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { pageTitle } from './pageTitle';

/** Sets the document title from the current product (the console's name without one) and a page name (RT-02). */
export function usePageTitle(pageName: string): void {
  const { products } = useConsole();
  const { t } = useTranslation('core');
  const productName = t(`products.${products.current ?? 'none'}`);
  useEffect(() => {
    document.title = pageTitle(productName, pageName);
  }, [productName, pageName]);
}
