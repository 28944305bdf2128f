export type { Console } from './Console';
export { useConsole } from './ConsoleContext';
