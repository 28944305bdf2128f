import { useCallback, useState } from 'react';
import type { RequestOptions } from '../api/ApiKernel';
import { useConsole } from '../app/ConsoleContext';
import { saveBlob } from './csv';

/**
 * Downloads a file the server builds (an audiences or leads CSV) with the session of every other
 * call and saves it as `filename`. A failure is only logged (management §8, AO-14): the user
 * sees no snackbar. `downloading` lets the button show it is busy.
 */
export function useDownload() {
  const { api } = useConsole();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (path: string, filename: string, options: Pick<RequestOptions, 'host' | 'query'> = {}): Promise<void> => {
      setDownloading(true);
      try {
        saveBlob(filename, await api.download(path, options));
      } catch (error) {
        console.error(`Download of ${filename} failed`, error);
      } finally {
        setDownloading(false);
      }
    },
    [api],
  );
  return { download, downloading };
}
