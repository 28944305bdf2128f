import { Button } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddImageDialog, TextField, type ImageChoice } from '../../../core/client/widgets';
import { withHttps } from '../../../core/common/validation';
import type { AdFormValues } from './adFormValues';
import { absoluteImageUrl, adImageSrc } from './adImageSrc';

/**
 * The ad's image: its address (https:// added), a preview, and the core add-image dialog, whose
 * URL and library choices fill the address. An upload is refused there: there is no store for an
 * ad's own files yet, and a data URL is no address a publisher's page can load.
 */
export function AdImageField() {
  const { t } = useTranslation('ads');
  const { values, setFieldValue } = useFormikContext<AdFormValues>();
  const [choosing, setChoosing] = useState(false);
  const src = adImageSrc(values.image);
  const choose = async (choice: ImageChoice) => {
    if (choice.isBase64 || !choice.imageUrl) throw new Error(t('image.noUpload'));
    await setFieldValue('image', absoluteImageUrl(choice.imageUrl, window.location.origin));
  };
  return (
    <div className="ac-ad-image">
      <TextField name="image" label={t('fields.image')} placeholder="https://" normalize={withHttps} />
      <div className="ac-ad-image-preview">
        {src && <img src={src} alt={t('image.preview')} referrerPolicy="no-referrer" data-testid="ad-image-preview" />}
        <Button icon="media" text={t('image.choose')} onClick={() => setChoosing(true)} data-testid="ad-image-choose" />
      </div>
      <AddImageDialog isOpen={choosing} onClose={() => setChoosing(false)} onSave={choose} />
    </div>
  );
}
