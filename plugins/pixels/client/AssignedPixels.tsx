import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useFormat } from '../../../core/client/i18n';
import { useManagementSnackbar } from '../../../core/client/widgets';
import type { Pixel } from '../common/Pixel';
import { pixelChoices } from './PixelChoicesStore';
import { PixelDialog } from './PixelDialog';

/**
 * A transfer's or tracking's assigned pixels (management §2, TR-21): title, how often each fired
 * and whether it is approved. A user who may change pixels (crudPixels) opens one in the pixel
 * dialog; what is saved there shows here at once. Pixels the caller cannot read are left out.
 */
export const AssignedPixels = observer(function AssignedPixels({ pixelIds }: { pixelIds: readonly number[] }) {
  const { t } = useTranslation('pixels');
  const { api, auth } = useConsole();
  const count = useFormat().managementNumber;
  const notify = useManagementSnackbar();
  const store = pixelChoices(api);
  const [edited, setEdited] = useState<Pixel>();
  useEffect(() => void store.load(), [store]);
  const assigned = new Set(pixelIds);
  const pixels = store.choices.filter((pixel) => assigned.has(pixel.id));
  const editable = auth.can('crudPixels');
  const open = async (id: number) => {
    try {
      setEdited(await store.pixel(id));
    } catch (error) {
      notify.failure(error as Error);
    }
  };

  if (!pixelIds.length || (store.loaded && !pixels.length)) return <NonIdealState className="ac-no-data" icon="code-block" description={t('assigned.none')} />;
  if (!store.loaded) return <Spinner size={20} />;
  return (
    <>
      <HTMLTable compact className="ac-assigned-pixels" data-testid="assigned-pixels">
        <thead>
          <tr>
            <th>{t('columns.title')}</th>
            <th>{t('columns.triggered')}</th>
            <th>{t('columns.approved')}</th>
          </tr>
        </thead>
        <tbody>
          {pixels.map((pixel) => (
            <tr key={pixel.id} data-testid="assigned-pixel">
              <td>{editable ? <Button variant="minimal" text={pixel.title} onClick={() => void open(pixel.id)} data-testid="assigned-pixel-open" /> : pixel.title}</td>
              <td>{count(pixel.triggered)}</td>
              <td>
                <Tag minimal intent={pixel.approved ? 'success' : 'warning'}>
                  {t(pixel.approved ? 'yes' : 'no')}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <PixelDialog edited={edited} onClose={() => setEdited(undefined)} onChanged={() => void store.reload()} />
    </>
  );
});
