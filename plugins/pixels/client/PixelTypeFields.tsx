import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../core/client/widgets';
import type { PixelType } from '../common/Pixel';
import { PIXEL_TYPE_FIELDS, type PixelTypeField } from '../common/pixelTypeFields';
import { withHttps } from '../../../core/common/validation';

/** How each type's field is edited: a URL (https:// added, PX-12), code (several lines, plain text) or a short text. */
const CONTROLS: Record<PixelTypeField, 'url' | 'code' | 'text'> = {
  externalcode: 'url',
  staticcode: 'code',
  trigger_code: 'code',
  conversion_id: 'text',
  conversion_label: 'text',
  conversionvalue: 'text',
  custom_value: 'text',
  facebook_id: 'text',
  source: 'url',
};

/**
 * The fields of the pixel's type (management §3, §5): javascript's header script URL, body and
 * trigger code; google's conversion id, label, value and custom value; facebook's pixel id; the
 * image's URL. Code is only ever shown as text to edit, never run or rendered.
 */
export function PixelTypeFields({ type }: { type: PixelType }) {
  const { t } = useTranslation('pixels');
  return PIXEL_TYPE_FIELDS[type].map((field) => {
    const label = t(`fields.${field}`);
    const hint = t(`hints.${field}`);
    switch (CONTROLS[field]) {
      case 'url':
        return <TextField key={field} name={field} label={label} hint={hint} placeholder="https://" normalize={withHttps} />;
      case 'code':
        return <TextAreaField key={field} name={field} label={label} hint={hint} rows={5} code />;
      default:
        return <TextField key={field} name={field} label={label} hint={hint} />;
    }
  });
}
