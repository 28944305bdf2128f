/** RT-02 / OP-20: "<Product name> – <Page name>". */
export function pageTitle(productName: string, pageName: string): string {
  return `${productName} – ${pageName}`;
}
