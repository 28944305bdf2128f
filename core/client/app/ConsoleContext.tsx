import { createContext, useContext } from 'react';
import type { Console } from './Console';

export const ConsoleContext = createContext<Console | null>(null);

/** The tab's kernel and stores; every shell part and plugin page reads them from here. */
export function useConsole(): Console {
  const console = useContext(ConsoleContext);
  if (!console) throw new Error('useConsole() outside <ConsoleContext.Provider>.');
  return console;
}
