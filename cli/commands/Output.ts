/** Where commands write their lines; tests collect them instead of printing. */
export interface Output {
  print(line: string): void;
}
