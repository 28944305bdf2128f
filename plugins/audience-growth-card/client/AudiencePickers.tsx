import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_TYPES, type AudienceTypeId } from '../../audiences/common/Audience';
import type { AudienceChoicesStore } from './AudienceChoicesStore';

const PICKERS = [
  { typeId: AUDIENCE_TYPES.interest, name: 'interests' },
  { typeId: AUDIENCE_TYPES.property, name: 'properties' },
] as const;

/** Children sit under their parent, indented by non-breaking spaces (a select option has no layout of its own). */
const indent = (depth: number) => '\u00a0\u00a0'.repeat(depth);

/**
 * The two audience pickers, Interests (type 1) and Properties (type 2). The chosen audience's
 * picker shows it; the other one is disabled until the choice is cleared (CG-03).
 */
export const AudiencePickers = observer(function AudiencePickers({
  store,
  audienceId,
  onChange,
}: {
  store: AudienceChoicesStore;
  audienceId: number | null;
  onChange(audienceId: number | null): void;
}) {
  const { t } = useTranslation('audience-growth-card');
  const chosenType: AudienceTypeId | undefined = store.find(audienceId)?.typeId;
  return (
    <div className="ac-audience-growth-card-pickers">
      {PICKERS.map(({ typeId, name }) => (
        <HTMLSelect
          key={name}
          minimal
          value={chosenType === typeId ? String(audienceId) : ''}
          disabled={chosenType !== undefined && chosenType !== typeId}
          onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          aria-label={t(`pickers.${name}`)}
          data-testid={`audience-picker-${name}`}
        >
          <option value="">{t(`pickers.${name}`)}</option>
          {store.ofType(typeId).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {indent(choice.depth) + choice.text}
            </option>
          ))}
        </HTMLSelect>
      ))}
    </div>
  );
});
