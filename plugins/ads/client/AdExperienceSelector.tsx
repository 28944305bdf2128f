import { Checkbox, FormGroup, HTMLTable } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useFieldError } from '../../../core/client/widgets';
import { AD_ELEMENT_TYPES, AD_EXPERIENCE_TYPES, chooseExperience, experienceDisabled, type AdExperienceItem } from '../common/adExperiences';
import { coversAndResultsOpen } from '../common/adPlacement';
import type { AdFormValues } from './adFormValues';

type ElementType = keyof typeof AD_ELEMENT_TYPES;
type ExperienceType = keyof typeof AD_EXPERIENCE_TYPES;

/** Management §6: the element types whose experiences the caller is offered (ALL_ENTITIES.VIEW, or the type's own). */
const ELEMENT_TYPE_RULES: Record<ElementType, string> = { poll: 'adPollExperiences', quiz: 'adQuizExperiences', personalityTest: 'adPersonalityTestExperiences' };

const isCoverOrResult = (type: ExperienceType) => type === 'covers' || type === 'results';
const samePlace = (a: AdExperienceItem, b: AdExperienceItem) => a.element_type_id === b.element_type_id && a.experience_type_id === b.experience_type_id;

/**
 * The experiences an ad runs in (AD-32, AD-36, AD-37): element types × what of them, single and
 * multi question elements alike. Choosing an element type's 'all' removes its other items, which
 * are disabled while it is chosen (chooseExperience, experienceDisabled); covers and results are
 * disabled for an overlay (AD-30). Items the caller is not offered stay as they are.
 */
export function AdExperienceSelector() {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AdFormValues>();
  const error = useFieldError('adExperiences');
  const chosen = values.adExperiences;
  const elementTypes = (Object.keys(AD_ELEMENT_TYPES) as ElementType[]).filter((type) => auth.can(ELEMENT_TYPE_RULES[type]));
  const experienceTypes = Object.keys(AD_EXPERIENCE_TYPES) as ExperienceType[];
  const toggle = (item: AdExperienceItem, on: boolean) => {
    void setFieldValue('adExperiences', on ? chooseExperience(chosen, item) : chosen.filter((c) => !samePlace(c, item)));
    void setFieldTouched('adExperiences', true, false);
  };
  return (
    <FormGroup label={t('fields.adExperiences')} intent={error ? 'danger' : 'none'} helperText={error ?? t('hints.adExperiences')}>
      <HTMLTable compact className="ac-ad-experiences" data-testid="ad-experiences">
        <thead>
          <tr>
            <th />
            {experienceTypes.map((type) => (
              <th key={type}>{t(`experienceTypes.${type}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {elementTypes.map((element) => (
            <tr key={element}>
              <th>{t(`elementTypes.${element}`)}</th>
              {experienceTypes.map((type) => {
                const item: AdExperienceItem = { element_type_id: AD_ELEMENT_TYPES[element], experience_type_id: AD_EXPERIENCE_TYPES[type], restrict_to_question_number: null };
                const checked = chosen.some((c) => samePlace(c, item));
                const disabled = experienceDisabled(chosen, item) || (isCoverOrResult(type) && !coversAndResultsOpen(values.display));
                return (
                  <td key={type}>
                    <Checkbox
                      checked={checked}
                      disabled={disabled}
                      onChange={(event) => toggle(item, event.currentTarget.checked)}
                      aria-label={t('experienceOf', { experience: t(`experienceTypes.${type}`), element: t(`elementTypes.${element}`) })}
                      data-testid={`ad-experience-${element}-${type}`}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </FormGroup>
  );
}
