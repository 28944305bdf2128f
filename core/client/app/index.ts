export { useConsole } from './ConsoleContext';
